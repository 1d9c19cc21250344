"""UMH's actions: one handler per action id (docs/reglas/umh.md, «Pasos»), the only dispatch of the ruleset.

A skill is checked by :mod:`core.rulesets.umh.comprobar_habilidad` and resolved by
:mod:`core.rulesets.umh.habilidades`; the basic commands (*PASO TURNO*, moving, IRRUMPIR, LLAMADA DE AUXILIO, HUIR,
Levantarse, pactar, equipar) by :mod:`core.rulesets.umh.comandos`; the post-combat effect by
:mod:`core.rulesets.umh.postcombate`.
"""

from __future__ import annotations

from core.handlers import Handler, Handlers
from core.rulesets.umh import comandos, comprobar_habilidad, habilidades, postcombate

ACCIONES = Handlers(
    (
        Handler("habilidad", comprobar_habilidad.check, habilidades.resolve),
        Handler("paso_turno", comandos.check_pasar, comandos.resolve_pasar),
        Handler("pasar", comandos.check_pasar, comandos.resolve_pasar),  # the kernel's pass: *PASO TURNO*
        Handler("desplazarse", comandos.check_desplazarse, comandos.resolve_desplazarse),
        Handler("irrumpir", comandos.check_irrumpir, comandos.resolve_irrumpir),
        Handler("llamada_de_auxilio", comandos.check_llamada_de_auxilio, comandos.resolve_llamada_de_auxilio),
        Handler("huir", comandos.check_huir, comandos.resolve_huir),
        Handler("levantarse", comandos.check_levantarse, comandos.resolve_levantarse),
        Handler("pactar", comandos.check_pactar, comandos.resolve_pactar),
        Handler("equipar", comandos.check_equipar, comandos.resolve_equipar),
        Handler("post_combate", postcombate.check, postcombate.resolve),
    )
)
"""Every action of a UMH step, in the order of «Pasos»."""

TRAS_EL_FINAL = frozenset({"post_combate"})
"""4.1.2–4.1.3 - the actions taken once the fight is over (every other one is refused then)."""
