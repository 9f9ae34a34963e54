"""The hooks' relay process: the store's relay (:mod:`oncebitten.store.relay_server`), which also delivers the
failures kept on this machine while the database could not be reached (:mod:`.spool`).

Started on demand by the first hook that finds none (``docs/backends.md``, "Hooks on PostgreSQL").
"""

from __future__ import annotations

import os
import sys

__all__ = ["main"]


def main() -> int:
    """Serve until idle; deliver spooled failures every tick, and do not exit for idleness while some wait."""
    from ..store.relay_server import main as serve
    from . import log
    from .spool import deliver, pending

    url = os.environ.get("ONCEBITTEN_RELAY_URL", "")
    # What delivering a kept failure needs, loaded now (in the background) rather than when the database comes back.
    import _thread

    _thread.start_new_thread(_warm, ())

    def tick(store: object) -> None:
        if pending(url):
            count = deliver(url, store)  # type: ignore[arg-type]
            if count:
                log(f"relay: delivered {count} failure(s) kept while the database was unreachable")

    return serve(tick=tick, busy=lambda: bool(pending(url)))


def _warm() -> None:
    try:
        from ..advisor.memory import FailureMemory  # noqa: F401
        from ..engine.identity import FailureIdentifier  # noqa: F401
        from ..engine.redact.redactor import DEFAULT_REDACTOR  # noqa: F401
    except Exception:  # noqa: BLE001,S110 - loaded again when first needed, and fails there if it must
        pass


if __name__ == "__main__":
    sys.exit(main())
