"""Every choice of a house rule that is an id has a label, in Spanish and in English: the set-up shows
the rules' words («VOL 1», «antes de la preparación»), never the script's ids (``vol_1``)."""

from __future__ import annotations

import pytest

from core import i18n, registry


@pytest.mark.parametrize("ruleset_id", registry.RULESET_IDS)
def test_cada_opcion_de_una_regla_de_la_casa_tiene_su_nombre(ruleset_id: str) -> None:
    ruleset = registry.get(ruleset_id)
    missing = [
        f"{rule.id}: {value}"
        for rule in ruleset.house_rules()
        for value in rule.opciones
        if isinstance(value, str) and not rule.nombre_de(value)
    ]
    assert missing == []
    unknown = [
        f"{rule.id}: {choice}"
        for rule in ruleset.house_rules()
        for choice, _ in rule.nombres
        if choice not in rule.opciones
    ]
    assert unknown == []


@pytest.mark.parametrize("ruleset_id", registry.RULESET_IDS)
def test_cada_nombre_de_opcion_tiene_ingles(ruleset_id: str) -> None:
    catalog = i18n._catalog("en")
    untranslated = sorted(
        {label for rule in registry.get(ruleset_id).house_rules() for _, label in rule.nombres} - set(catalog)
    )
    assert untranslated == []
