"""oncebitten: a memory of failures for AI agents, so that they stop repeating them.

Once bitten, twice shy::

    from oncebitten import FailureMemory
    fm = FailureMemory()                                        # ~/.oncebitten/memory.db
    advice = fm.check_advisory("bash", {"cmd": "pytest -x"})    # ALLOW / WARN / BLOCK

Importing this package loads only the standard library.
"""

from __future__ import annotations

from .advisor import (
    Advisory,
    AdvisoryResult,
    ErrorType,
    EvolutionStatus,
    FailureMemory,
    FailureRecord,
)
from .errors import (
    InvalidInput,
    OnceBittenError,
    SchemaTooNew,
    StoreBusy,
    StoreCorrupt,
    StoreError,
    StoreForeign,
    StoreUnavailable,
    ToolBlocked,
)
from .store import Store, open_store

__version__ = "0.1.0"

__all__ = [
    "Advisory",
    "AdvisoryResult",
    "ErrorType",
    "EvolutionStatus",
    "FailureMemory",
    "FailureRecord",
    "InvalidInput",
    "OnceBittenError",
    "SchemaTooNew",
    "Store",
    "StoreBusy",
    "StoreCorrupt",
    "StoreError",
    "StoreForeign",
    "StoreUnavailable",
    "ToolBlocked",
    "__version__",
    "open_store",
]
