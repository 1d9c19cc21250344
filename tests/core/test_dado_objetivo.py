"""What the raw die must show, from the roll's expression and its target on the total."""

from core.dado_objetivo import en_el_dado


def test_the_constant_is_taken_off_the_total() -> None:
    assert en_el_dado("1d20+3", ">=", 14) == "11+ en el d20"
    assert en_el_dado("1d20-2", "<=", 5) == "7 o menos en el d20"
    assert en_el_dado("1d20+30", ">=", 14) == "cualquier resultado del d20"
    assert en_el_dado("1d20+3", ">=", 40) == "ningún resultado del d20 basta"


def test_pools_keeping_one_die_say_which_dice() -> None:
    assert en_el_dado("2d20kh1+2", ">=", 12) == "al menos uno de los 2 dados: 10+ en el d20"
    assert en_el_dado("2d20kl1", ">=", 12) == "los 2 dados: 12+ en el d20"


def test_nothing_when_the_die_is_the_total_or_no_die_decides() -> None:
    assert en_el_dado("1d20", ">=", 16) == ""
    assert en_el_dado("2d6", ">=", 7) == ""
