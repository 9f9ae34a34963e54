"""HTML built so that escaping cannot be forgotten: text is escaped unless it is already :class:`Markup`.

Everything the report shows may come from an agent's tool output (error messages, templates, task titles):
untrusted text. Pages are built only with :func:`tag` and :func:`join`, which escape every child and every
attribute value that is not ``Markup``; ``Markup`` is made in one place only, by this module's builders
(and, for fixed strings written in our own code, by :func:`Markup` directly).
"""

from __future__ import annotations

import html
from collections.abc import Iterable

__all__ = ["Child", "Markup", "escape", "join", "tag"]


class Markup(str):
    """A string that is already HTML (escaped or written by us): never escaped again."""

    __slots__ = ()


Child = Markup | str | int | float | None | Iterable["Child"]

_VOID = frozenset({"br", "hr", "img", "input", "link", "meta", "circle", "rect", "line", "path", "polyline"})


def escape(value: object) -> Markup:
    """``value`` as HTML text (``&``, ``<``, ``>``, quotes escaped); ``Markup`` passes as is, ``None`` is empty."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return Markup("")
    return Markup(html.escape(str(value), quote=True))


def join(children: Iterable[Child]) -> Markup:
    """The children one after another, each escaped unless it is ``Markup`` (nested iterables flattened)."""
    return Markup("".join(_render(child) for child in children))


def _render(child: Child) -> str:
    if child is None:
        return ""
    if isinstance(child, str | int | float):
        return escape(child)
    return join(child)


def tag(name: str, /, *children: Child, **attrs: object) -> Markup:
    """An element: ``tag("a", "text", href="/x", class_="y")``.

    Attribute names drop a trailing ``_`` (``class_``) and turn ``_`` into ``-`` (``data_ok``); a value of
    ``None`` or ``False`` leaves the attribute out, ``True`` writes it bare. Every value is escaped.
    """
    parts = [name]
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        attr = key.rstrip("_").replace("_", "-")
        parts.append(attr if value is True else f'{attr}="{escape(value)}"')
    opening = f"<{' '.join(parts)}>"
    if name in _VOID and not children:
        return Markup(opening[:-1] + "/>" if name in ("circle", "rect", "line", "path", "polyline") else opening)
    return Markup(f"{opening}{join(children)}</{name}>")
