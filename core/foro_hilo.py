"""Who is who on the forum: the battle's thread, each combatant's player and how to mention them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from core.i18n import tr
from core.ruleset import JsonValue

Mencion = Literal["negrita", "arroba", "mention"]
MENCIONES: tuple[Mencion, ...] = ("negrita", "arroba", "mention")
"""How a post addresses a player: ``[b]@nombre[/b]``, ``@nombre`` or ``[mention]nombre[/mention]``."""

PNJ = "PNJ"


@dataclass(frozen=True)
class ForumSetup:
    """The battle's thread link, the mention style and each combatant's forum name (empty: a PNJ)."""

    hilo: str = ""
    mencion: Mencion = "negrita"
    jugadores: Mapping[str, str] = field(default_factory=dict)
    emoji: bool = False
    """Whether posts may carry emoji (off: older phpBB databases, not utf8mb4, break on them)."""
    solo_master: frozenset[str] = frozenset()
    """Combatants whose values only the GM sees: posts show their names and actions, not their values."""

    def oculto(self, cid: str) -> bool:
        """Whether posts keep ``cid``'s values to the GM."""
        return cid in self.solo_master

    def jugador(self, cid: str) -> str:
        """The player's forum name, or "" for a combatant the GM plays (a PNJ)."""
        return self.jugadores.get(cid, "").strip()

    def etiqueta(self, cid: str) -> str:
        """What a card shows: the forum name, or «PNJ»."""
        return self.jugador(cid) or tr(PNJ)

    def menciona(self, cid: str, nombre: str, formato: str = "bbcode") -> str:
        """How a post addresses whoever plays ``cid`` (the character's name for a PNJ)."""
        player = self.jugador(cid)
        if not player:
            return f"[b]{nombre}[/b]" if formato == "bbcode" else f"**{nombre}**"
        if self.mencion == "arroba":
            return f"@{player}"
        if self.mencion == "mention" and formato == "bbcode":
            return f"[mention]{player}[/mention]"
        return f"[b]@{player}[/b]" if formato == "bbcode" else f"**@{player}**"

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"hilo": self.hilo, "mencion": self.mencion, "jugadores": dict(self.jugadores)}
        if self.emoji:
            data["emoji"] = True
        if self.solo_master:
            data["solo_master"] = sorted(self.solo_master)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue] | None) -> ForumSetup:
        if not data:
            return cls()
        mencion = str(data.get("mencion", "negrita"))
        hidden = data.get("solo_master")
        return cls(
            hilo=str(data.get("hilo", "")),
            mencion="arroba" if mencion == "arroba" else "mention" if mencion == "mention" else "negrita",
            jugadores={str(k): str(v) for k, v in dict(data.get("jugadores", {})).items()},
            emoji=data.get("emoji") is True,
            solo_master=frozenset(str(c) for c in hidden) if isinstance(hidden, list) else frozenset(),
        )

    @property
    def vacio(self) -> bool:
        return (
            not self.hilo
            and not any(v.strip() for v in self.jugadores.values())
            and self.mencion == "negrita"
            and not self.emoji
            and not self.solo_master
        )
