"""The one exception hierarchy of oncebitten.

No raw ``sqlite3`` or ``psycopg`` error crosses the public API; everything raised is one of these::

    OnceBittenError                 base of everything oncebitten raises
    ├── InvalidInput                bad arguments from the caller (also a ValueError)
    │   └── InvalidOutcome          the improvement memory: an outcome other than accepted / rejected / held
    ├── ToolBlocked                 a guarded tool call was blocked by the advisor (raise mode)
    └── StoreError                  the store cannot do what was asked
        ├── StoreBusy               the database stayed locked past the busy timeout
        ├── StoreCorrupt            the file is not a database, or is damaged
        ├── StoreForeign            a database that belongs to another program; left untouched
        ├── StoreUnavailable        the database cannot be opened, created or written
        ├── StoreMissing            no store there, and the caller only reads (so none is created)
        └── SchemaTooNew            the database was written by a newer oncebitten

Every error has a ``code``: the improvement memory design's codes where it defines one (``INVALID_OUTCOME``, and
``STORAGE_ERROR`` for every :class:`StoreError`: a memory that cannot be read or written), otherwise
``INVALID_INPUT`` / ``ONCEBITTEN_ERROR`` / ``TOOL_BLOCKED``.

The CLI turns each of them into one line on stderr and a documented exit code.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: errors are imported on every hook's start-up path

if TYPE_CHECKING:
    from .advisor.memory import Advisory


class OnceBittenError(Exception):
    """Base class of every error oncebitten raises."""

    code: str = "ONCEBITTEN_ERROR"


class InvalidInput(OnceBittenError, ValueError):
    """The caller passed something oncebitten cannot use (bad JSON, an unknown outcome, ...)."""

    code = "INVALID_INPUT"


class InvalidOutcome(InvalidInput):
    """The improvement-memory design's INVALID_OUTCOME: an outcome must be "accepted", "rejected" or "held"."""

    code = "INVALID_OUTCOME"


class ToolBlocked(OnceBittenError):
    """A guarded tool call was blocked because the same call kept failing in the same environment.

    Attributes:
        tool_name: the tool that was blocked.
        advisory: the :class:`~oncebitten.Advisory` that blocked it.
    """

    code = "TOOL_BLOCKED"

    def __init__(self, tool_name: str, advisory: Advisory) -> None:
        super().__init__(f"{tool_name}: {advisory.reason}")
        self.tool_name = tool_name
        self.advisory = advisory


class StoreError(OnceBittenError):
    """The store could not complete an operation (the improvement memory's STORAGE_ERROR: memory not readable or
    writable)."""

    code = "STORAGE_ERROR"


class StoreBusy(StoreError):
    """The database stayed locked by other writers for longer than the busy timeout."""


class StoreCorrupt(StoreError):
    """The file is not a database, or the database is damaged. Nothing was written to it."""


class StoreForeign(StoreError):
    """The database belongs to another program (it has tables oncebitten did not make). Left untouched."""


class StoreUnavailable(StoreError):
    """The database cannot be opened, created or written (permissions, missing server, read-only file)."""


class StoreMissing(StoreError):
    """There is no store at the place named, and the caller only reads: nothing is created (a mistyped path
    must not turn into a new, empty memory that answers ALLOW)."""


class SchemaTooNew(StoreError):
    """The database schema was written by a newer version of oncebitten; upgrade oncebitten to open it."""
