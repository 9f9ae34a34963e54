"""The tool-call advisor: ALLOW / WARN / BLOCK before a call (``memory``), what identifies a call and its
environment (``signature``), which environment a call is remembered in (``environment``), and around any
callable the guard decorator (``guard``), the tool registry (``registry``) and what both do around one call
(``tool_calls``).

Imports nothing itself: a hook process loads only the submodules it needs.
"""
