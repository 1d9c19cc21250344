"""The epic20 actions, as the engine and the handlers ask for them: this module only re-exports them from where
each lives, so ``motor``, ``acciones``, ``resolver_acciones``, ``acciones_legales``, ``pasos_declarados`` and the
tests keep importing ``legalidad``.

- ``coste_acciones``: the labels (``ETIQUETAS``), what each action needs (``REQUIERE_MANIOBRA``,
  ``REQUIERE_VENTAJA``, ``DECLARAR_AL_INICIO``) and what it costs of the turn's actions (``coste``, ``gastar``);
- ``legal_comun``: the checks common to every action (``comun``: turn, the actor's state, the actions left);
- ``legal_acciones``: each action's own check (``con_objetivo``, ``por_que_no_...``), the attack's in
  ``legal_ataque``."""

from __future__ import annotations

from core.rulesets.epic20.coste_acciones import CONSERVA_AL_INTERPONERSE as CONSERVA_AL_INTERPONERSE
from core.rulesets.epic20.coste_acciones import CONSERVADAS as CONSERVADAS
from core.rulesets.epic20.coste_acciones import DECLARAR_AL_INICIO as DECLARAR_AL_INICIO
from core.rulesets.epic20.coste_acciones import ETIQUETAS as ETIQUETAS
from core.rulesets.epic20.coste_acciones import MOVIMIENTOS as MOVIMIENTOS
from core.rulesets.epic20.coste_acciones import REQUIERE_MANIOBRA as REQUIERE_MANIOBRA
from core.rulesets.epic20.coste_acciones import REQUIERE_VENTAJA as REQUIERE_VENTAJA
from core.rulesets.epic20.coste_acciones import RESTOS as RESTOS
from core.rulesets.epic20.coste_acciones import TODAS as TODAS
from core.rulesets.epic20.coste_acciones import coste as coste
from core.rulesets.epic20.coste_acciones import gastar as gastar
from core.rulesets.epic20.legal_acciones import con_objetivo as con_objetivo
from core.rulesets.epic20.legal_acciones import por_que_no_atacar as por_que_no_atacar
from core.rulesets.epic20.legal_acciones import por_que_no_ataque_defensivo as por_que_no_ataque_defensivo
from core.rulesets.epic20.legal_acciones import por_que_no_inspirar as por_que_no_inspirar
from core.rulesets.epic20.legal_acciones import por_que_no_levantarse as por_que_no_levantarse
from core.rulesets.epic20.legal_acciones import por_que_no_liberarse as por_que_no_liberarse
from core.rulesets.epic20.legal_acciones import por_que_no_mantener as por_que_no_mantener
from core.rulesets.epic20.legal_acciones import por_que_no_mostrar_punto_debil as por_que_no_mostrar_punto_debil
from core.rulesets.epic20.legal_acciones import por_que_no_reactivar_equipo as por_que_no_reactivar_equipo
from core.rulesets.epic20.legal_acciones import por_que_no_recoger_arma as por_que_no_recoger_arma
from core.rulesets.epic20.legal_acciones import por_que_no_tirada_moribundo as por_que_no_tirada_moribundo
from core.rulesets.epic20.legal_acciones import por_que_no_trabajo_en_equipo as por_que_no_trabajo_en_equipo
from core.rulesets.epic20.legal_acciones import por_que_no_usar_punto_heroe as por_que_no_usar_punto_heroe
from core.rulesets.epic20.legal_acciones import precio_inspirar as precio_inspirar
from core.rulesets.epic20.legal_acciones import sin_mas as sin_mas
from core.rulesets.epic20.legal_comun import comun as comun
from core.rulesets.epic20.legal_comun import pasar_sin_efecto as pasar_sin_efecto
