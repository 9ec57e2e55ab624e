"""Every move the Zerywia engine can resolve has words at the table, in English and in Polish (issue 26): a kind the
engine adds without words here fails at once, before a random game happens upon it."""
from __future__ import annotations

from app import i18n
from app.games.zerywia import text  # noqa: F401  (the table's string file joins the catalogue)
from app.games.zerywia.words import Words
from engine import games
from engine.games.zerywia.flow import FLOW
from engine.kernel import Action
from tests.zerywia.helpers import set_up

games.get("zerywia")     # every phase module registers its kinds on import


def worded(kind: str, lang: str) -> bool:
    """The string table holds the kind's words, or words for each of its variants."""
    prefix = f"zerywia.action.{kind}"
    table = i18n.CATALOGUE.table(lang)
    return prefix in table or any(key.startswith((prefix + ".", prefix + "_")) for key in table)


def test_every_kind_of_move_the_engine_resolves_has_words_in_both_languages():
    kinds = sorted(FLOW.resolvers)
    assert len(kinds) > 60
    for lang in ("en", "pl"):
        missing = [k for k in kinds if not worded(k, lang)]
        assert missing == [], f"{lang}: no words for {missing}"


def test_a_joint_rest_names_the_partners_by_their_heroes():
    session = set_up(["swara", "weda", "dalbor"])
    words = Words(session.game.view(session.state, None), ["Ala", "Olek", "Ewa"], "en")
    assert words.label(Action("joint_rest", 0, (("partners", "1,2"),))) == "Rest together with Weda, Dalbor"
