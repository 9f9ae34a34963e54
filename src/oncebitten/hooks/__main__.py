"""``python -m oncebitten.hooks AGENT``, and the command ``oncebitten hook install`` writes for an agent:
``<python> -I -S <site-packages>/oncebitten/hooks/__main__.py AGENT`` (both paths absolute).

Run as a file like that, the hook skips ``site`` (``-S``: its ``.pth`` processing costs every process a few
milliseconds, and ``-m`` would load ``runpy``) and ignores ``PYTHON*`` variables and the current directory
(``-I``), so this file puts the directory that holds the ``oncebitten`` package on ``sys.path`` itself. It
loads ``site`` after all when the call needs an installed package (:func:`oncebitten.hooks.needs_site`),
and once an agent's event is answered it exits without the interpreter's finalization
(:func:`oncebitten.hooks.exit_now`).
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    if __package__:  # python -m oncebitten.hooks
        from oncebitten.hooks import ADAPTERS, exit_now, main
    else:  # python [-I -S] /path/to/oncebitten/hooks/__main__.py
        import os

        here = os.path.dirname(os.path.abspath(__file__))
        if sys.path and os.path.abspath(sys.path[0] or os.curdir) == here:
            del sys.path[0]  # without -I, Python put this file's directory first: hooks/*.py are not top-level
        sys.path.insert(0, os.path.dirname(os.path.dirname(here)))
        from oncebitten.hooks import ADAPTERS, exit_now, main, needs_site

        if sys.flags.no_site and needs_site(sys.argv[1:]):
            import site

            site.main()
    code = main()
    if sys.argv[1:2] and sys.argv[1] in ADAPTERS:
        exit_now(code)  # an agent's event, answered: skip the interpreter's finalization
    sys.exit(code)
