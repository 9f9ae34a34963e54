"""``python -m oncebitten``: the same command line as the ``oncebitten`` script."""

from __future__ import annotations

from oncebitten.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
