"""The tool-call advisor: ALLOW / WARN / BLOCK before a call (``memory``), what identifies a call and its
environment (``signature``), and the guard decorator and tool registry around any callable (``guard``).

Imports nothing itself: a hook process loads only the submodules it needs.
"""
