"""The round summary for the thread: what each combatant did, every roll and where it was rolled.

Each roll says its value and whether it was typed from the forum (with the post's link kept
with the entry) or rolled by Gesta; the status lines are the forum-visible values
(``foro``) of each side, as in every other forum post (core/foro.py).
"""

from __future__ import annotations

from core.battle import Battle
from core.foro import Formato, accion_texto, cabecera, estado_combatientes, pasos
from core.foro_opciones import enlaces, marca_tirada, publicable, revela
from core.i18n import tr


def _b(text: str, formato: Formato) -> str:
    return f"[b]{text}[/b]" if formato == "bbcode" else f"**{text}**"


def resumen_ronda(battle: Battle, numero: int | None = None, formato: Formato = "bbcode") -> str:
    """The summary of round ``numero`` (the current one by default) for the battle's thread."""
    numero = battle.view.round if numero is None else numero
    todos = pasos(battle)
    chosen = [p for p in todos if p.ronda == numero and p.entrada.tipo != "inicio"]
    item = "- " if formato == "markdown" else "• "
    lines = [_b(tr("Resumen de la ronda {n}", n=numero), formato)]
    if battle.foro.hilo:
        lines.append(tr("Hilo: {link}", link=battle.foro.hilo))
    if not chosen:
        lines.append(tr("(sin acciones)"))
    for paso in chosen:
        entry = paso.entrada
        before = todos[paso.indice - 1].despues if paso.indice > 0 else battle.initial
        if entry.accion is not None:
            actor = battle.combatants[entry.accion.actor].nombre if entry.accion.actor in battle.combatants else ""
            lines.append(f"{item}{_b(actor, formato)}: {accion_texto(battle, entry.accion, before)}")
        else:
            lines.append(f"{item}{cabecera(battle, paso, before)}")
        links = enlaces(entry)
        for index, event in enumerate(entry.eventos):
            if event.tirada is None or not revela(event, battle.foro):
                continue
            lines.append("    " + marca_tirada(event.texto, event, links.get(index, ""), battle.foro, formato))
    lines.append("")
    lines.append(_b(tr("Estado al final de la ronda:"), formato))
    state = chosen[-1].despues if chosen else battle.state
    by_side: dict[str, list[str]] = {}
    for who, values in estado_combatientes(battle, state):
        side = who.rsplit("(", 1)[-1].rstrip(")") if who.endswith(")") else ""
        by_side.setdefault(side, []).append(f"{'- ' if formato == 'markdown' else ''}{who}: {values}")
    for side, people in by_side.items():
        lines.append(_b(side, formato) if side else "")
        lines.extend(people)
    return publicable("\n".join(lines).strip() + "\n", battle.foro, formato)
