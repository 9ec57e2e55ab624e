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


def test_every_move_has_a_past_tense_history_line_in_both_languages():
    """The history tells what was done ("Weda explored…"), never the button's imperative."""
    for lang in ("en", "pl"):
        table = i18n.CATALOGUE.table(lang)
        moves = [k for k in table if k.startswith("zerywia.action.") and k != "zerywia.action.who"]
        missing = [k for k in moves if k.replace(".action.", ".past.", 1) not in table]
        assert missing == [], f"{lang}: no past tense for {missing}"


def test_the_history_tells_a_heros_move_in_the_past_tense_agreeing_with_the_hero():
    from app.games.zerywia.table import ZerywiaTable
    from engine.kernel import GameConfig

    session = set_up(["weda", "dalbor"])
    config = GameConfig.quick("zerywia", 2, seed=1)
    said = {}
    for lang in ("en", "pl"):
        i18n.set_lang(lang)
        table = ZerywiaTable(session.game, config)
        table.show(session.game.view(session.state, None), session.decision, None)
        said[lang] = [table.log_line(Action("take_starter_set", seat, ()), name) for seat, name in ((0, "Ala"), (1, "Olek"))]
    i18n.set_lang("en")
    assert said["en"] == ["Weda (Ala) took the suggested sagas.", "Dalbor (Olek) took the suggested sagas."]
    assert said["pl"] == ["Weda (Ala) wzięła proponowane sagi.", "Dalbor (Olek) wziął proponowane sagi."]


def test_the_engines_own_history_lines_are_in_the_past_tense_and_agree_with_the_hero():
    from engine.kernel import Event, narrate

    session = set_up(["weda", "dalbor"])
    lines = {}
    for lang in ("en", "pl"):
        state = session.game.clone(session.state)
        lines[lang] = [narrate(session.game, state, Event("moved", {"seat": seat, "region": "NUR08"}), lang, ["Ala", "Olek"])
                       for seat in (0, 1)]
    assert lines["en"] == ["Weda (Ala) went to Jesza's Isle.", "Dalbor (Olek) went to Jesza's Isle."]
    assert lines["pl"] == ["Weda (Ala) poszła do regionu Wyspa Jeszy.", "Dalbor (Olek) poszedł do regionu Wyspa Jeszy."]


def test_the_abyss_of_oblivion_has_the_rulebooks_polish_name_everywhere() -> None:
    """The centre of the board is "Czeluść Zapomnienia" (spec §2 glossary), "Czeluść" for short: the map, the statue,
    the history and the tutorial never call it "Otchłań"."""
    import tomllib
    from pathlib import Path

    table = i18n.CATALOGUE.table("pl")
    assert i18n.text("zerywia.water.abyss", "pl") == i18n.text("zerywia.log.abyss", "pl") == "Czeluść Zapomnienia"
    texts = [str(v) for k, v in table.items() if k.startswith("zerywia.")]
    tutorial = Path(games.__file__).parent / "zerywia" / "content" / "tutorial"
    for path in tutorial.glob("*.toml"):
        def walk(node: object) -> None:
            if isinstance(node, dict):
                texts.extend(str(v) for k, v in node.items() if k == "pl")
                for v in node.values():
                    walk(v)
            elif isinstance(node, list):
                for v in node:
                    walk(v)
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    assert not [t for t in texts if "Otchłań" in t or "Otchłani" in t]
    assert any("Czeluści" in t for t in texts)
