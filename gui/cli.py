"""The ``gesta`` command: opens the app, or runs headless commands without importing Qt.

Each command imports what it needs inside its function, deliberately: a headless command never
loads Qt, and opening the app loads no rules engine before its window is shown.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    from core import __version__

    parser = argparse.ArgumentParser(prog="gesta", description="Gesta: fichas y combates para rol por web.")
    parser.add_argument("--version", action="version", version=f"Gesta {__version__}")
    parser.add_argument(
        "--salir-tras-iniciar",
        action="store_true",
        help="cierra la aplicación en cuanto se muestra la ventana principal",
    )
    parser.add_argument(
        "--salir-tras-comprobar",
        action="store_true",
        help="cierra la aplicación en cuanto ha comprobado todas las fichas de la biblioteca",
    )
    parser.add_argument("--abrir", type=Path, metavar="FICHA", help="abre esta ficha al iniciar")
    parser.add_argument("--idioma", choices=["es", "en"], help="idioma de la interfaz")
    sub = parser.add_subparsers(dest="orden")

    validar = sub.add_parser("validar", help="valida fichas y muestra cada problema")
    validar.add_argument("fichas", nargs="+", type=Path)

    importar = sub.add_parser("importar", help="reescribe fichas y guiones en su forma canónica y lista cada cambio")
    importar.add_argument("archivos", nargs="+", type=Path)
    importar.add_argument("--comprobar", action="store_true", help="solo lista los cambios, sin escribir nada")

    batalla = sub.add_parser("batalla", help="batallas sin ventana")
    batalla_sub = batalla.add_subparsers(dest="suborden", required=True)
    ejecutar = batalla_sub.add_parser("ejecutar", help="ejecuta un guion de batalla y escribe el resultado en JSON")
    ejecutar.add_argument("guion", type=Path)
    opciones = batalla_sub.add_parser(
        "opciones", help="lista las reglas caseras de un sistema con sus valores por defecto"
    )
    opciones.add_argument("reglas")

    simular = sub.add_parser(
        "simular",
        help="simula muchas batallas y escribe en JSON quién gana y cuánto",
        description="Simula batallas desde un guion sin pasos o desde dos o más fichas (cada una en su bando: A, B...).",
    )
    simular.add_argument("archivos", nargs="+", type=Path, help="un guion de batalla sin pasos, o dos o más fichas")
    simular.add_argument("--n", type=int, default=100, help="número de batallas (100)")
    simular.add_argument("--semilla", type=int, default=0, help="semilla de los dados y de las decisiones (0)")
    simular.add_argument(
        "--politica",
        action="append",
        default=[],
        metavar="[BANDO=]POLITICA",
        help="quién juega cada bando: aleatoria o sensata (por defecto sensata); se repite por bando",
    )
    simular.add_argument("--procesos", type=int, default=None, help="procesos de trabajo (todos los núcleos)")
    simular.add_argument("--rondas-max", type=int, default=30, help="rondas antes de dar una batalla por no terminada")
    simular.add_argument("--guardar-batalla", type=int, metavar="K", help="escribe la batalla K como guion")
    simular.add_argument(
        "--salida", type=Path, help="dónde escribir el guion de --guardar-batalla (la salida estándar)"
    )
    simular.add_argument("--sin-alternar", action="store_true", help="no alternar quién empieza entre batallas")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader of the standard output went away (``gesta simular … | head``): nothing left to tell it
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.idioma:
        from core import i18n

        i18n.set_language(args.idioma)
    if args.orden == "validar":
        return _validate(args.fichas)
    if args.orden == "importar":
        return _import(args.archivos, write=not args.comprobar)
    if args.orden == "batalla":
        if args.suborden == "ejecutar":
            return _run_battle(args.guion)
        return _list_options(args.reglas)
    if args.orden == "simular":
        return _simulate(args)
    from gui.app import run

    return run(
        quit_after_start=args.salir_tras_iniciar,
        quit_after_check=args.salir_tras_comprobar,
        open_path=args.abrir,
        language=args.idioma,
    )


def _validate(paths: list[Path]) -> int:
    from core import registry
    from core.contract import sheet_problems
    from core.storage import LoadError, load_sheet

    failed = False
    for path in paths:
        try:
            sheet = load_sheet(path)
        except LoadError as error:
            print(error)
            failed = True
            continue
        problems = sheet_problems(registry.get(sheet.reglas), sheet)
        errors = [p for p in problems if p.gravedad == "error"]
        if not problems:
            print(f"{path}: ficha legal.")
        for problem in problems:
            where = f" [{problem.campo}]" if problem.campo else ""
            kind = "" if problem.gravedad == "error" else " (aviso)"
            print(f"{path}{where}{kind}: {problem.mensaje}")
        failed = failed or bool(errors)
    return 1 if failed else 0


def _import(paths: list[Path], *, write: bool) -> int:
    from core.importar import import_file

    failed = False
    for path in paths:
        result = import_file(path, write=write)
        for change in result.cambios:
            print(f"{path}: {change}")
        for problem in result.problemas:
            print(f"{path} (sin reescribir): {problem}")
        if not result.cambios and not result.problemas:
            print(f"{path}: ya está en forma canónica.")
        elif result.escrito:
            print(f"{path}: reescrito.")
        failed = failed or bool(result.problemas)
    return 1 if failed else 0


def _run_battle(script: Path) -> int:
    from core.runner import run_file

    code, report = run_file(script)
    json.dump(report, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return code


def _list_options(rules_id: str) -> int:
    from core import registry

    try:
        ruleset = registry.get(rules_id)
    except registry.UnknownRuleset:
        print(f"El sistema de reglas «{rules_id}» no existe.", file=sys.stderr)
        return 2
    rules = [
        {"id": r.id, "etiqueta": r.etiqueta, "defecto": r.default, "opciones": list(r.opciones), "ayuda": r.ayuda}
        for r in ruleset.house_rules()
    ]
    json.dump(rules, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    """``gesta simular``: the statistics as JSON on stdout, a progress bar on a terminal's stderr."""
    from core import simulador
    from core.runner import ScriptError
    from core.storage import LoadError, read_json

    def fail(message: str) -> int:
        print(message, file=sys.stderr)
        return 2

    try:
        paths: list[Path] = args.archivos
        if len(paths) == 1:
            script = read_json(paths[0])
            base = paths[0].parent
            if not isinstance(script, dict) or script.get("formato") == "gesta-ficha":
                return fail(f"{paths[0]}: para simular hace falta un guion de batalla sin pasos, o dos o más fichas.")
        else:
            script, base = simulador.script_from_sheets(paths), Path(".")
        default, by_side = _policies(args.politica)
        simulation = simulador.Simulation(
            script,
            str(base),
            n=args.n,
            semilla=args.semilla,
            politica=default,
            politicas=by_side,
            rondas_max=args.rondas_max,
            alternar=not args.sin_alternar,
        )
        if args.procesos is not None and args.procesos < 1:
            return fail("El número de procesos debe ser 1 o más.")
        if args.guardar_batalla is not None:
            saved = simulador.battle_script(simulador.prepare(simulation), args.guardar_batalla)
            text = json.dumps(saved, ensure_ascii=False, indent=2) + "\n"
            if args.salida is None:
                sys.stdout.write(text)
            else:
                args.salida.write_text(text, encoding="utf-8")
            return 0
        bar = _progress_bar() if sys.stderr.isatty() else None
        report = simulador.simulate(simulation, simulador.Execution(processes=args.procesos, progress=bar))
        if bar is not None:
            sys.stderr.write("\n")
    except (simulador.SimulationError, ScriptError, LoadError, ValueError) as error:
        return fail(str(error))
    except OSError as error:
        return fail(f"No se pudo escribir {args.salida}: {error.strerror or error}.")
    json.dump(report, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


def _policies(values: list[str]) -> tuple[str, dict[str, str]]:
    default = "sensata"
    by_side: dict[str, str] = {}
    for value in values:
        side, sep, policy = value.partition("=")
        if not sep:
            default = value.strip()
        elif not side.strip() or not policy.strip():
            raise ValueError(f"«{value}» no es una política válida: escribe BANDO=POLITICA (A=sensata) o POLITICA.")
        else:
            by_side[side.strip()] = policy.strip()
    return default, by_side


def _progress_bar() -> Callable[[int, int], None]:
    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} batallas")
        sys.stderr.flush()

    return show


if __name__ == "__main__":
    sys.exit(main())
