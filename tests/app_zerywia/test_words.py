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


POLISH_ABILITIES = {
    "runa_woli": "+1 runa Woli",                                # a noun before the attribute takes its genitive
    "zew_bestii": "+1 kość Wigoru",
    "przejrzenie": "+2 kości testowanego atrybutu",
    "przysiega_krwi": "neguje 2 straty dowolnego atrybutu",
    "sen_o_braciach": "odzyskuje wszystkie punkty Woli",        # not "cały Wola": no adjective to agree with Wola
    "bursztyn_pamieci": "odzyskuje 1 pkt Pierwu",
    "domowik": "odzyskuje 2 pkt wybranych atrybutów",
}


def test_the_polish_ability_words_decline_the_attribute_after_a_noun_or_a_verb():
    from app.games.zerywia.abilities import card_words

    said = {card: card_words(card, None, [], "pl") for card in POLISH_ABILITIES}
    assert said == POLISH_ABILITIES
    assert card_words("powiernik_przysiegi", None, [Action("buy_die", 0, ())], "pl") == "kość Woli do pomocy"
    assert card_words("zbroja_jeziornic", None, [Action("critical", 0, ())], "pl") == "+1 tarcza atrybutu tej kości"


def test_an_attribute_choice_and_a_host_are_worded_not_named_by_their_ids():
    """Was "recovers 2 split", "+2 tested dice", "+1 die shield" and "+1 Trophy for odarci, zgnilce"."""
    from app.games.zerywia.abilities import card_words

    crit = [Action("critical", 0, ())]
    assert [card_words("domowik", None, [], "en"), card_words("przejrzenie", None, [], "en"),
            card_words("zbroja_jeziornic", None, crit, "en"), card_words("hero", "hekser", [], "en")] == [
        "recovers 2 split as you like", "+2 tested-attribute dice", "+1 matching shield",
        "+1 Trophy for the Flayed, Rotlings"]
    assert card_words("hero", "hekser", [], "pl") == "+1 Trofeum za: Odarci, Zgnilce"


def test_a_polish_gods_gift_names_the_attribute_in_the_genitive():
    session = set_up(["weda", "dalbor"])
    words = Words(session.game.view(session.state, None), ["Ala", "Olek"], "pl")
    gift = Action("god_shield", 0, (("attr", "W"), ("god", "swarog")))
    assert words.label(gift).endswith("zyskaj tarczę Woli")
