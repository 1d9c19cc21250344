"""A battle: combatants, sides, turn order and the append-only list of what happened.

Every action is checked by the ruleset, resolved into events through a :class:`Resolution`
(:mod:`core.resolution`, imported from here by the rulesets with :class:`BattleView`),
and kept as an :class:`Entry` with a snapshot of the state after it, so undo and redo are
instant and a saved battle resumes exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from core import dice as dice_mod
from core.battle_file import BATTLE_FORMAT, BATTLE_VERSION, check_battle_data
from core.contract import Refusal, did_you_mean, sheet_problems
from core.dados_semilla import MODOS, SeededSource
from core.dice import DiceSource, ScriptedSource
from core.entry import BattleChange as BattleChange
from core.entry import Entry as Entry
from core.entry import IllegalAction as IllegalAction
from core.events import Change, Event, Path, State, apply_events, clone, get_path, set_path
from core.foro_hilo import ForumSetup
from core.i18n import tr
from core.live import Condition, by_id, check_gm_value
from core.pendiente import Pending, now_iso, waiting_for
from core.resolution import BattleView as BattleView
from core.resolution import Combatant as Combatant
from core.resolution import Resolution as Resolution
from core.ruleset import Action, ActionOption, JsonValue, Outcome, ReactionOption, Ruleset

Listener = Callable[[BattleChange], None]


@dataclass
class Battle:
    """A battle in progress; create it with :meth:`start` or :meth:`from_json`."""

    ruleset: Ruleset
    combatants: dict[str, Combatant]
    options: dict[str, JsonValue]
    initial: State
    entries: list[Entry] = field(default_factory=list)
    _snapshots: list[State] = field(default_factory=list)
    _redo: list[tuple[Entry, State]] = field(default_factory=list)
    listeners: list[Listener] = field(default_factory=list)
    advertencias: list[str] = field(default_factory=list)
    pending: Pending | None = None
    """The declared action waiting for its answer on the forum (core/pendiente.py), if any."""
    foro: ForumSetup = field(default_factory=ForumSetup)
    """The thread, the mention style and who plays each combatant on the forum."""
    dados: SeededSource | None = None
    """Gesta's seeded dice for this battle (seed and dice drawn), kept in its file and journal."""
    _view: BattleView | None = field(default=None, repr=False, compare=False)
    """The view of the current state, made once per state (rulesets and policies ask for it very often)."""

    # -- creation ---------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        ruleset: Ruleset,
        combatants: Iterable[Combatant],
        source: DiceSource,
        options: Mapping[str, JsonValue] | None = None,
        orden: list[str] | None = None,
    ) -> Battle:
        """Create a battle and let the ruleset set live values and turn order."""
        people = {c.id: c for c in combatants}
        opts = {rule.id: rule.default for rule in ruleset.house_rules()}
        unknown = sorted(set(options or {}) - set(opts))
        if unknown:
            hints = "".join(did_you_mean(u, opts) for u in unknown)
            raise IllegalAction(
                tr(
                    "Opciones desconocidas para {rules}: {names}.",
                    rules=ruleset.nombre,
                    names=", ".join(f"«{u}»" for u in unknown),
                )
                + hints,
                "opcion_desconocida",
            )
        for rule in ruleset.house_rules():
            if rule.id in (options or {}) and rule.opciones and (options or {})[rule.id] not in rule.opciones:
                allowed = ", ".join(str(o) for o in rule.opciones)
                raise IllegalAction(
                    tr(
                        "La opción «{rule}» no admite el valor {value!r}: elige entre {allowed}.",
                        rule=rule.id,
                        value=(options or {})[rule.id],
                        allowed=allowed,
                    ),
                    "valor_de_opcion",
                )
        opts.update(options or {})
        initial: State = {
            "ronda": 1,
            "turno": None,
            "orden": list(orden or people),
            "orden_forzado": list(orden) if orden else None,
            "combatientes": {c.id: {"nombre": c.nombre, "bando": c.bando} for c in people.values()},
        }
        battle = cls(ruleset, people, opts, initial)
        for cid, combatant in people.items():
            for problem in sheet_problems(ruleset, combatant.ficha):
                if problem.gravedad == "error":
                    where = f" ({problem.campo})" if problem.campo else ""
                    battle.advertencias.append(f"{cid}: {problem.mensaje}{where}")
        ctx = Resolution(initial, people, opts, source)
        ruleset.start(ctx, list(orden) if orden else None)
        battle._push(Entry("inicio", None, tuple(ctx.dice_used), tuple(ctx.events)), ctx.state)
        return battle

    # -- queries ----------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._snapshots[-1] if self._snapshots else self.initial

    @property
    def view(self) -> BattleView:
        state = self.state
        view = self._view
        if view is None or view.state is not state:
            view = self._view = BattleView(state, self.combatants, self.options)
        return view

    def legal_actions(self, actor: str | None = None) -> list[ActionOption]:
        who = actor or self.view.turn
        if who is None:
            return []
        return self.ruleset.legal_actions(self.view, who)

    def why_not(self, action: Action) -> str | None:
        for who in (action.actor, *action.objetivos):
            if who not in self.combatants:
                return Refusal(
                    "combatiente_desconocido",
                    tr("No hay ningún combatiente «{who}».", who=who) + did_you_mean(who, self.combatants),
                )
        return self.ruleset.check(self.view, action)

    def reactions(self, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        """The reactions against ``action``; with ``objetivo``, that target's own (see ``Ruleset.reactions``)."""
        if objetivo is None:
            return self.ruleset.reactions(self.view, action)
        return self.ruleset.reactions(self.view, action, objetivo)

    def outcome(self) -> Outcome | None:
        return self.ruleset.outcome(self.view)

    def live_values(self, cid: str) -> dict[str, JsonValue]:
        return self.ruleset.live_values(self.view, cid)

    def resolution(self, source: DiceSource) -> Resolution:
        """A working copy of the state to resolve a what-if on (nothing of it is kept)."""
        return Resolution(self.state, self.combatants, self.options, source)

    def log_lines(self) -> list[str]:
        return [e.texto for entry in self.entries for e in entry.eventos if e.texto]

    # -- changes ----------------------------------------------------------------------------
    def apply(self, action: Action, source: DiceSource, nota: str = "") -> Entry:
        """Check and resolve one action; on any error the battle is left unchanged.

        ``nota`` is kept with the entry (the forum post where the dice were rolled, say).
        """
        entry, state = self._resolved(action, source, nota, None)
        self._push(entry, state)
        self._redo.clear()
        self._notify(BattleChange("accion", entry))
        return entry

    def _resolved(self, action: Action, source: DiceSource, nota: str, pending: Pending | None) -> tuple[Entry, State]:
        reason = self.why_not(action)
        if reason:
            raise IllegalAction(reason)
        ctx = Resolution(self.state, self.combatants, self.options, source)
        self.ruleset.resolve(ctx, action)
        return Entry("accion", action, tuple(ctx.dice_used), tuple(ctx.events), nota, pending), ctx.state

    # -- play by forum: a declaration that waits for its answer (core/pendiente.py) ----------
    def declare(self, action: Action, *, dados_foro: bool = True, enlace: str = "", desde: str = "") -> Pending:
        """Check ``action`` (without its reaction) and keep it pending until :meth:`answer`."""
        if self.pending is not None:
            raise IllegalAction(
                tr("Ya hay una acción declarada esperando respuesta: respóndela o retírala antes."),
                "declaracion_pendiente",
            )
        declared = Action(action.actor, action.accion, action.objetivos, None, dict(action.params))
        reason = self.why_not(declared)
        if reason:
            raise IllegalAction(reason)
        waiting = waiting_for(self, declared, dados_foro)
        self.pending = Pending(declared, waiting, desde or now_iso(), len(self.entries), dados_foro, enlace)
        self._redo.clear()
        self._notify(BattleChange("declarar"))
        return self.pending

    def answer(self, respuesta: JsonValue, source: DiceSource, nota: str = "") -> Entry:
        """Resolve the pending declaration with its reaction and dice, exactly as :meth:`apply` would."""
        pending = self.pending
        if pending is None:
            raise IllegalAction(tr("No hay ninguna acción declarada esperando respuesta."), "sin_declaracion")
        declared = pending.accion
        action = Action(declared.actor, declared.accion, declared.objetivos, respuesta, dict(declared.params))
        entry, state = self._resolved(action, source, nota, pending)
        self.pending = None
        self._push(entry, state)
        self._redo.clear()
        self._notify(BattleChange("respuesta", entry))
        return entry

    def withdraw(self) -> Pending | None:
        """Take back the pending declaration (nothing was resolved, so nothing changes)."""
        pending, self.pending = self.pending, None
        if pending is not None:
            self._notify(BattleChange("retirar"))
        return pending

    def set_forum(self, setup: ForumSetup) -> None:
        """The thread, mention style and players' forum names (not an action: undo leaves them)."""
        self.foro = setup
        self._notify(BattleChange("foro"))

    def set_dice_mode(self, modo: str) -> None:
        """Who rolls this battle's dice from now on, ``gesta`` or ``foro`` (kept in its file; not an action)."""
        if modo not in MODOS:
            raise ValueError(modo)
        if self.dados is None:
            self.dados = SeededSource()
        if self.dados.modo != modo:
            self.dados.modo = modo
            self._notify(BattleChange("dados"))

    def override(self, path: Path, value: JsonValue, nota: str = "") -> Entry:
        """A GM override of any live value, logged as such."""
        old = clone(get_path(self.state, path))
        where = ".".join(str(p) for p in path)
        if len(path) >= 3 and path[0] == "combatientes" and path[1] in self.combatants:
            where = f"{self.combatants[str(path[1])].nombre}: {'.'.join(str(p) for p in path[2:])}"
        text = f"Ajuste del máster — {where}: {old} → {value}"
        if nota:
            text += f" ({nota})"
        event = Event("ajuste", text, (Change(path, old, clone(value)),))
        state = apply_events(clone(self.state), [event])
        entry = Entry("ajuste", None, (), (event,), nota)
        self._push(entry, state)
        self._redo.clear()
        self._notify(BattleChange("ajuste", entry))
        return entry

    def gm_set(self, cid: str, key: str, value: JsonValue, nota: str = "") -> Entry:
        """A GM sets a declared live value: checked against its declaration, with the rules' consequences.

        Refused (:class:`IllegalAction`, codes ``ajuste_desconocido``, ``ajuste_no_permitido``,
        ``valor_no_valido``) when the value is not declared as overridable or does not fit.
        """
        self._known(cid)
        declared = self.ruleset.live_declarations()
        problem = check_gm_value(declared, key, value, self.live_values(cid))
        if problem is not None:
            raise IllegalAction(problem[1], problem[0])
        spec = by_id(declared)[key]
        return self._gm_entry(
            lambda ctx: self.ruleset.set_by_gm(ctx, cid, spec.clave_estado, clone(value)),
            tr(
                "Ajuste del máster — {who}: {what} = {value}",
                who=self.combatants[cid].nombre,
                what=spec.nombre(),
                value=_shown(value),
            ),
            nota,
        )

    def apply_condition(self, cid: str, condicion: str, duracion: int | None = None, nota: str = "") -> Entry:
        """Put a combatant in one of the ruleset's declared conditions, through the engine."""
        self._known(cid)
        spec = self._condition(condicion)
        if duracion is not None and (isinstance(duracion, bool) or not isinstance(duracion, int) or duracion < 1):
            raise IllegalAction(tr("La duración debe ser un número entero de 1 o más."), "valor_no_valido")
        return self._gm_entry(
            lambda ctx: self.ruleset.apply_condition(ctx, cid, spec.id, duracion),
            tr("Ajuste del máster — {who}: {what}", who=self.combatants[cid].nombre, what=spec.nombre()),
            nota,
        )

    def remove_condition(self, cid: str, condicion: str, nota: str = "") -> Entry:
        """End a declared condition of a combatant, through the engine."""
        self._known(cid)
        spec = self._condition(condicion)
        if spec.id not in {c.id for c in self.ruleset.active_conditions(self.view, cid)}:
            raise IllegalAction(
                tr("{who} no está en «{what}».", who=self.combatants[cid].nombre, what=spec.nombre()),
                "sin_condicion",
            )
        return self._gm_entry(
            lambda ctx: self.ruleset.remove_condition(ctx, cid, spec.id),
            tr("Ajuste del máster — {who}: sin {what}", who=self.combatants[cid].nombre, what=spec.nombre()),
            nota,
        )

    def _known(self, cid: str) -> None:
        if cid not in self.combatants:
            raise IllegalAction(
                tr("«{who}» no es un combatiente de esta batalla.", who=cid) + did_you_mean(cid, self.combatants),
                "combatiente_desconocido",
            )

    def _condition(self, condicion: str) -> Condition:
        declared = {c.id: c for c in self.ruleset.conditions()}
        if condicion not in declared:
            raise IllegalAction(
                tr("«{name}» no es un estado de estas reglas.", name=condicion) + did_you_mean(condicion, declared),
                "condicion_desconocida",
            )
        return declared[condicion]

    def _gm_entry(self, change: Callable[[Resolution], None], texto: str, nota: str) -> Entry:
        ctx = Resolution(self.state, self.combatants, self.options, dice_mod.ScriptedSource(()))
        ctx.log(texto + (f" ({nota})" if nota else ""), "ajuste")
        change(ctx)
        entry = Entry("ajuste", None, tuple(ctx.dice_used), tuple(ctx.events), nota)
        self._push(entry, ctx.state)
        self._redo.clear()
        self._notify(BattleChange("ajuste", entry))
        return entry

    def can_undo(self) -> bool:
        return len(self.entries) > 1 or self.pending is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Entry | None:
        """Undo the last whole action (the start of the battle cannot be undone).

        A declaration still pending is the last thing done once nothing later is left: undo
        withdraws it (and returns None). Undoing an answer brings its declaration back, pending.
        """
        if self.pending is not None and len(self.entries) <= self.pending.tras:
            self.withdraw()
            return None
        if len(self.entries) <= 1:
            return None
        entry = self.entries.pop()
        state = self._snapshots.pop()
        if entry.pendiente is not None:
            self.pending = entry.pendiente
        self._redo.append((entry, state))
        self._notify(BattleChange("deshacer", entry))
        return entry

    def redo(self) -> Entry | None:
        if not self._redo:
            return None
        entry, state = self._redo.pop()
        if entry.pendiente is not None:
            self.pending = None
        self._push(entry, state)
        self._notify(BattleChange("rehacer", entry))
        return entry

    def state_after(self, index: int) -> State:
        """The state right after entry ``index`` (0 is the start of the battle)."""
        return self._snapshots[index]

    def push_entry(self, entry: Entry) -> None:
        """Append a recorded entry by applying its events (resuming a journal); no listeners."""
        self._push(entry, apply_events(clone(self.state), entry.eventos))
        self._redo.clear()
        if entry.pendiente is not None:
            self.pending = None

    def _push(self, entry: Entry, state: State) -> None:
        self.entries.append(entry)
        self._snapshots.append(state)

    def _notify(self, change: BattleChange) -> None:
        for listener in list(self.listeners):
            listener(change)

    # -- persistence ------------------------------------------------------------------------
    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {
            "formato": BATTLE_FORMAT,
            "version": BATTLE_VERSION,
            "reglas": self.ruleset.id,
            "opciones": self.options,
            "combatientes": [
                {"id": c.id, "nombre": c.nombre, "bando": c.bando, "ficha": c.ficha.model_dump(mode="json")}
                for c in self.combatants.values()
            ],
            "estado_inicial": self.initial,
            "entradas": [e.to_json() for e in self.entries],
        }
        if self.pending is not None:
            data["pendiente"] = self.pending.to_json()
        if not self.foro.vacio:
            data["foro"] = self.foro.to_json()
        if self.dados is not None:
            data["dados"] = self.dados.to_json()
        data["resumen"] = self.summary()
        return data

    def summary(self) -> dict[str, JsonValue]:
        """What the board of open battles shows without loading any rules (kept in the battle file)."""
        outcome = self.outcome()
        turn = self.view.turn
        return {
            "sistema": self.ruleset.nombre,
            "ronda": self.view.round,
            "turno": turn if turn in self.combatants else None,
            "terminada": outcome is not None or _ended_by_gm(self),
            "ganador": outcome.ganador if outcome is not None else None,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue], ruleset: Ruleset) -> Battle:
        """Rebuild a battle by applying its saved events to its starting state.

        The data is first checked against the published battle format (:mod:`core.battle_file`):
        a :class:`~core.battle_file.BattleFormatError` (a ``ValueError``) names what is wrong.
        """
        check_battle_data(data)
        people = {}
        for item in data["combatientes"]:
            sheet = ruleset.sheet_model.model_validate(item["ficha"])
            people[item["id"]] = Combatant(item["id"], item["nombre"], item["bando"], sheet)
        battle = cls(ruleset, people, dict(data.get("opciones", {})), clone(data["estado_inicial"]))
        state = clone(battle.initial)
        for raw in data.get("entradas", []):
            entry = Entry.from_json(raw)
            state = apply_events(clone(state), entry.eventos)
            battle._push(entry, state)
        if data.get("pendiente"):
            battle.pending = Pending.from_json(data["pendiente"])
        battle.foro = ForumSetup.from_json(data.get("foro"))
        dados = data.get("dados")
        if isinstance(dados, dict):
            battle.dados = SeededSource.from_json(dados)
        return battle

    def replay(self) -> State:
        """Resolve every saved action again with its recorded dice; return the final state.

        Used to prove determinism: the result must equal :attr:`state`.
        """
        first = self.entries[0]
        ctx = Resolution(self.initial, self.combatants, self.options, ScriptedSource(first.dados))
        orden = self.initial.get("orden_forzado")
        self.ruleset.start(ctx, list(orden) if orden else None)
        state = ctx.state
        for entry in self.entries[1:]:
            if entry.tipo == "ajuste":
                state = apply_events(clone(state), entry.eventos)
                continue
            assert entry.accion is not None
            ctx = Resolution(state, self.combatants, self.options, ScriptedSource(entry.dados))
            self.ruleset.resolve(ctx, entry.accion)
            state = ctx.state
        return state


END_BY_GM = "fin_master"
"""The event kind of a GM's «Terminar la batalla» (written by gui/batalla/fin.py)."""


def _ended_by_gm(battle: Battle) -> bool:
    last = battle.entries[-1] if battle.entries else None
    return last is not None and any(e.tipo == END_BY_GM for e in last.eventos)


def _shown(value: JsonValue) -> str:
    if value is True:
        return tr("sí")
    if value is False:
        return tr("no")
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(_shown(v) for v in value) or "—"
    return str(value)


def set_live(state: State, cid: str, key: str, value: JsonValue) -> None:
    """Set a combatant's live value in a plain state (for building test states)."""
    set_path(state, ("combatientes", cid, key), value)
