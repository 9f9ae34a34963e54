"""``python -m oncebitten.hooks AGENT``: the same as the ``oncebitten-hook`` script."""

from __future__ import annotations

import sys

from . import main

if __name__ == "__main__":
    sys.exit(main())
