"""A simulation's figures as a forum post (BBCode): who wins and how often, rounds, what each action did."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.i18n import tr


def _percent(value: float) -> str:
    return f"{value * 100:.0f} %"


def forum_summary(report: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """The report of :func:`core.simulador.simulate` as BBCode; ``names`` shows sides by name."""
    names = names or {}
    total = int(report["batallas"])
    lines = [
        "[b]"
        + tr(
            "¿Quién gana? {n} batallas simuladas (semilla {seed})",
            n=total,
            seed=report.get("semilla", 0),
        )
        + "[/b]",
        "[list]",
    ]
    for side, wins in report["victorias"].items():
        low, high = report["intervalo"][side]
        lines.append(
            "[*]"
            + tr(
                "{side}: {wins} victorias ({rate}; entre {low} y {high} con un 95 % de confianza)",
                side=names.get(side, side),
                wins=wins,
                rate=_percent(wins / total if total else 0.0),
                low=_percent(low),
                high=_percent(high),
            )
        )
    lines.append(
        "[*]"
        + tr(
            "Empates: {draws}. Sin terminar: {unfinished}.", draws=report["empates"], unfinished=report["sin_terminar"]
        )
    )
    if report.get("rondas_media") is not None:
        lines.append("[*]" + tr("Rondas hasta el final: {mean} de media.", mean=report["rondas_media"]))
    first = report.get("primero") or {}
    if first.get("tasa") is not None:
        lines.append("[*]" + tr("Quien empieza gana el {rate} de las batallas.", rate=_percent(first["tasa"])))
    lines.append("[/list]")
    for cid, data in (report.get("por_combatiente") or {}).items():
        actions = data.get("acciones") or {}
        if not actions:
            continue
        lines.append(f"[b]{data.get('nombre', cid)}[/b]")
        lines.append("[list]")
        for kind, figures in sorted(actions.items(), key=lambda item: -item[1]["veces"]):
            lines.append(
                "[*]"
                + tr(
                    "{action}: {times} veces, {damage} de daño de media",
                    action=figures.get("etiqueta") or kind,
                    times=figures["veces"],
                    damage=figures["danio_medio"],
                )
            )
        lines.append("[/list]")
    lines.append(tr("[size=85]Simulado con Gesta: {policies}.[/size]", policies=_policies(report, names)))
    return "\n".join(lines)


def _policies(report: Mapping[str, Any], names: Mapping[str, str]) -> str:
    return ", ".join(f"{names.get(side, side)} {policy}" for side, policy in (report.get("politicas") or {}).items())
