"""Redrawing the battle map after an action: a 30×30 encuentro board with 12 tokens (target: well under 16 ms).

    QT_QPA_PLATFORM=offscreen python benchmarks/mapa.py [--obstaculos]

Prints the time of ``MapPanel.refresh`` (rebuilding the scene from the battle) and of painting the
whole scene into an image, after each of a series of moves applied through the engine. With
``--obstaculos`` the board has two broken walls next to the tokens (rows 6 and 21, every other square), so
lighting Moverse's squares also walks round obstacles (``tablero.recorrido``).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from core.battle import Battle, Combatant
from core.dice import ScriptedSource
from core.registry import get
from core.ruleset import Action
from core.rulesets.encuentro.ficha import FichaEncuentro
from gui.batalla.mapa import MapPanel

VALORES = {"atletismo": 2, "sabiduria": 2, "defensa_fisica": 12, "defensa_mental": 10}


def batalla(obstaculos: bool = False) -> Battle:
    people = []
    for i in range(12):
        side = "heroes" if i % 2 == 0 else "villanos"
        sheet = FichaEncuentro(nombre=f"P{i}", valores=VALORES, posicion=(2 + 2 * i, 3 + (i % 2) * 20))
        people.append(Combatant(f"p{i}", f"Persona {i}", side, sheet))
    options: dict[str, object] = {"tablero_ancho": 30, "tablero_alto": 30}
    if obstaculos:
        options["obstaculos"] = [[x, y] for x in range(1, 30, 2) for y in (6, 21)]
    return Battle.start(get("encuentro"), people, ScriptedSource(), options)  # type: ignore[arg-type]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    b = batalla("--obstaculos" in sys.argv)
    panel = MapPanel(b)
    panel.resize(1200, 1200)
    panel.show()
    app.processEvents()
    refresh, paint, legal = [], [], []
    image = QImage(30 * 36 + 8, 30 * 36 + 8, QImage.Format.Format_ARGB32)
    for step in range(24):
        actor = b.view.turn
        assert actor is not None
        if int(b.live_values(actor)["acciones"]) < 1:
            b.apply(Action(actor, "pasar"), ScriptedSource())
            actor = b.view.turn
            assert actor is not None
        x, y = b.live_values(actor)["posicion"]
        dy = 1 if step % 4 < 2 else -1
        b.apply(Action(actor, "moverse", params={"destino": [x, y + dy]}), ScriptedSource())  # notifies: redraw
        t0 = time.perf_counter()
        panel.refresh()
        t1 = time.perf_counter()
        painter = QPainter(image)
        panel.view.scene().render(painter)
        painter.end()
        t2 = time.perf_counter()
        opt = next(o for o in b.legal_actions() if o.accion == "moverse")
        panel.choose(opt)
        t3 = time.perf_counter()
        refresh.append((t1 - t0) * 1000)
        paint.append((t2 - t1) * 1000)
        legal.append((t3 - t2) * 1000)
        panel.changed()
    for name, values in (
        ("redraw from the battle (refresh)", refresh),
        ("paint the whole scene", paint),
        ("choose Moverse: light the legal squares", legal),
    ):
        print(f"{name:42} median {statistics.median(values):6.2f} ms   max {max(values):6.2f} ms")
    total = [a + b for a, b in zip(refresh, paint, strict=True)]
    print(f"{'redraw + paint after an action':42} median {statistics.median(total):6.2f} ms   max {max(total):6.2f} ms")


if __name__ == "__main__":
    main()
