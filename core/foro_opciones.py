"""What every forum post shares: how a roll is marked and linked, GM-only values, emoji and lists.

- A roll Gesta made and a roll typed from the forum read differently («🎲 Gesta: …» against
  «Tirada del foro: … (enlace)»), and a forum roll's link sits next to that roll: the link the
  GM typed with its dice (``Event.datos["enlace"]``, set by :func:`con_enlaces`), or for older
  entries the links kept in the entry's note.
- A combatant marked «solo para el máster» (:attr:`ForumSetup.solo_master`) keeps its name and
  its actions in every post, never its values: its status line and the log lines that change
  its values are left out (:func:`revela`).
- Emoji outside the Basic Multilingual Plane break phpBB databases that are not utf8mb4: unless
  the set-up allows them (:attr:`ForumSetup.emoji`), :func:`publicable` takes every such
  character out of a post.
- Markdown lists need a blank line before and after them, or many forums glue them to the
  paragraph around: :func:`publicable` adds them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Literal

from core.battle import Entry
from core.events import Event
from core.foro_hilo import ForumSetup
from core.i18n import tr

FORUM_SOURCE = "manual"
"""The name of the dice source a GM types forum rolls into (core.dice.ManualSource)."""

LINK_KEY = "enlace"
"""The key of ``Event.datos`` that holds the forum post of a roll typed from the forum."""

DADO = "\U0001f3b2"  # 🎲: outside the BMP, only where the set-up allows emoji

_LIST = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")


def es_del_foro(event: Event) -> bool:
    """Whether an event is a roll typed from the forum (not one Gesta made)."""
    return event.tirada is not None and event.tirada.source == FORUM_SOURCE


def _links(nota: str) -> list[str]:
    words = nota.split()
    return words if words and all(w.startswith(("http://", "https://")) for w in words) else []


def enlaces(entry: Entry) -> dict[int, str]:
    """The forum link of each forum roll of ``entry``, by the event's index.

    A roll's own link comes first; an older entry kept its links only in its note: one link
    belongs to every forum roll, as many links as forum rolls go one to each.
    """
    rolls = [i for i, e in enumerate(entry.eventos) if es_del_foro(e)]
    own = {i: str(entry.eventos[i].datos.get(LINK_KEY, "")) for i in rolls}
    if any(own.values()):
        return {i: link for i, link in own.items() if link}
    links = _links(entry.nota)
    if len(links) == 1:
        return dict.fromkeys(rolls, links[0])
    if links and len(links) == len(rolls):
        return dict(zip(rolls, links, strict=True))
    return {}


def enlaces_sueltos(entry: Entry) -> bool:
    """Whether the entry's note still has to be shown by itself (its links are not beside rolls)."""
    return bool(entry.nota) and not (_links(entry.nota) and enlaces(entry))


def con_enlaces(entry: Entry, por_dado: Sequence[str]) -> Entry:
    """``entry`` with each forum roll carrying the link typed with its dice (one per die asked, in order)."""
    dice = list(por_dado)
    events = []
    changed = False
    for event in entry.eventos:
        if es_del_foro(event) and event.tirada is not None:
            mine, dice = dice[: len(event.tirada.values)], dice[len(event.tirada.values) :]
            link = next((d for d in reversed(mine) if d), "")
            if link:
                event = dataclasses.replace(event, datos={**event.datos, LINK_KEY: link})
                changed = True
        events.append(event)
    return dataclasses.replace(entry, eventos=tuple(events)) if changed else entry


def enlace(link: str, formato: Literal["bbcode", "markdown"], text: str = "") -> str:
    """A link to a forum post in the post's format (``text``: what it reads, «ver el mensaje» by default)."""
    text = text or tr("ver el mensaje")
    return f"[url={link}]{text}[/url]" if formato == "bbcode" else f"[{text}]({link})"


def marca_tirada(text: str, event: Event, link: str, setup: ForumSetup, formato: Literal["bbcode", "markdown"]) -> str:
    """A roll's line marked by where it was rolled, with its forum link beside it."""
    if es_del_foro(event):
        line = tr("Tirada del foro: {tirada}", tirada=text)
        return f"{line} ({enlace(link, formato)})" if link else line
    if setup.emoji:
        return f"{DADO} " + tr("Gesta: {tirada}", tirada=text)
    return tr("Tirada de Gesta: {tirada}", tirada=text)


def revela(event: Event, setup: ForumSetup) -> bool:
    """Whether a post may show ``event``: not when it changes a GM-only combatant's values."""
    if not setup.solo_master:
        return True
    return not any(
        len(c.path) >= 2 and c.path[0] == "combatientes" and c.path[1] in setup.solo_master for c in event.cambios
    )


def sin_emoji(text: str) -> str:
    """``text`` without any character outside the Basic Multilingual Plane (nor the joiners left of an emoji)."""
    return "".join(ch for ch in text if ord(ch) <= 0xFFFF).replace("\ufe0f", "").replace("\u200d", "")


def listas_separadas(text: str) -> str:
    """Markdown with a blank line before and after every list."""
    out: list[str] = []
    in_list = False
    for line in text.split("\n"):
        is_item = bool(_LIST.match(line))
        continues = in_list and line.startswith(" ") and line.strip() != ""
        blank = line.strip() == ""
        opens = is_item and not in_list and bool(out) and out[-1].strip() != ""
        closes = in_list and not (is_item or continues or blank)
        if opens or closes:
            out.append("")
        out.append(line)
        if is_item:
            in_list = True
        elif not continues:
            in_list = False
    return "\n".join(out)


def publicable(text: str, setup: ForumSetup, formato: Literal["bbcode", "markdown"]) -> str:
    """A post as it is copied: emoji only where the set-up allows them, Markdown lists set apart."""
    if not setup.emoji:
        text = sin_emoji(text)
    if formato == "markdown":
        text = listas_separadas(text)
    return text
