"""Iteration memory for agent loops: the memory (``memory``), what a learning is and how it is judged
(``learnings``), the sigils an agent leaves in its output (``sigils``), the context the next iteration is given
(``context``) and which model it gets (``strategy``)."""
