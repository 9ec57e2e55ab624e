"""The Zerywia tutorial (issue 26, item 6): offered by the manifest, its words short in both languages, every
waiting step quoting what to click, the learner choosing a hero, taking sagas, exploring, rolling and resolving a
challenge, resting and ending a turn, the first turns going as the words say, and walked to the end by clicks on the
registered table (`stolik tutorial zerywia --check`) in English and Polish."""
from __future__ import annotations

import io

import pygame
import pytest

from app.games import table_class
from app.tutorial.check import check_tutorial, run_walk
from engine import games
from engine.tutorial import AUTO, MOVE, NEXT, Runner, follows, load_script, scripts_for, untaught

GAME = "zerywia"
MOVES = {"choose_hero", "take_starter_set", "take_saga", "explore", "terrain", "roll", "resolve", "rest", "end_turn"}
QUOTES = {"en": ("“", "”"), "pl": ("„", "”")}


@pytest.fixture(scope="module")
def game():
    return games.get(GAME)


@pytest.fixture(scope="module")
def script():
    (path,) = scripts_for(GAME)
    return load_script(path)


def walk_to(runner: Runner, step_id: str) -> None:
    while runner.step.id != step_id:
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])


def test_the_manifest_offers_the_tutorial_of_droga_wybranca(script):
    assert script.game == GAME and dict(script.options) == {"scenario": "droga"} and len(script.seats) == 1


def test_the_learner_chooses_takes_sagas_explores_meets_a_challenge_and_rests(script):
    made = {m.kind for s in script.steps if s.mode == MOVE for m in s.expect}
    assert MOVES <= made, MOVES - made


def test_the_words_are_short_in_both_languages_and_each_move_step_quotes_what_to_click(script):
    for step in script.steps:
        if step.mode == AUTO:
            continue
        for lang in ("en", "pl"):
            words = step.text.get(lang)
            assert words and len(words) <= 330, (step.id, lang)
            if step.mode == MOVE:
                opening, closing = QUOTES[lang]
                assert opening in words and closing in words, (step.id, lang)


@pytest.mark.parametrize("learner_seed", range(2))
def test_any_allowed_choice_keeps_the_tutorial_on_track(game, script, learner_seed):
    assert follows(game, script, learner_seed) is None


def test_the_first_turns_go_as_the_words_say(game, script):
    runner = Runner(game, script)
    walk_to(runner, "turns")
    hero = runner.session.state.heroes[0]
    assert hero.hero == "weda" and hero.region == "NUR10", "Weda starts in Nuro-town"
    assert max(hero.attributes, key=lambda k: hero.attributes[k].base) == "W", "strong in Will"
    walk_to(runner, "rest")
    state = runner.session.state
    hero = state.heroes[0]
    assert hero.region == "NUR08" and state.turn == "noon" and state.challenge is None
    assert hero.attributes["W"].pos == hero.attributes["W"].base - 1, "the challenge failed: 1 Will lost"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_stolik_tutorial_check_exits_0_and_prints_the_topics_taught(script, lang):
    out = io.StringIO()
    code = check_tutorial(GAME, lang, out=out)
    text = out.getvalue()
    assert code == 0, text
    assert "Topics taught:" in text and "[ ]" not in text and text.rstrip().endswith("OK")
    assert script.topic("challenges").name.get(lang) in text


def test_check_walk_reaches_every_step_and_teaches_every_topic(game, script):
    pygame.display.init()
    pygame.font.init()
    report = run_walk(game, scripts_for(GAME)[0], table_class(GAME), "en")
    assert report.ok, report.problems
    assert untaught(script, report.taught) == []


def test_the_second_chapter_teaches_droga_wybranca_section_by_section_and_the_table_wins(game, script):
    """Spec §5.3 on a prepared position: the setup, the goal's three tasks, the five Black stones, the Nica phase;
    Weda absorbs the last Taint of her Kir's Temple of Ist and the goal is met."""
    chapter = [s for s in script.steps if s.id.startswith("path_")]
    assert chapter[0].scenario is not None and chapter[0].scenario.file.endswith("tutorial_path.toml")
    taught = {t for s in chapter for t in s.topics}
    assert {"path_setup", "path_goal", "path_time", "path_nica"} <= taught
    assert all("5.3" in script.topic(t).spec for t in ("path_setup", "path_goal", "path_time", "path_nica"))
    runner = Runner(game, script)
    walk_to(runner, "path_goal")
    state = runner.session.state
    weda = state.heroes[0]
    assert (weda.hero, weda.birth_kir, weda.region) == ("weda", "NUR", "NUR08")
    assert state.regions["NUR06"].threat is None and state.regions["NUR08"].taint == "taint"
    walk_to(runner, "path_won")
    assert (runner.session.state.result, runner.session.state.reason) == ("won", "zerywia.outcome.goal")


def test_the_main_menus_tutorial_list_offers_zerywia_and_a_click_starts_it(tmp_path, monkeypatch):
    from app import i18n
    from app.main import App
    from app.scenes.menu import MenuScene
    from app.tutorial.picker import chapters
    from tests.app.drive import click_widget, pump

    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    i18n.set_lang("en")
    app = App((1280, 720), persist=False)
    try:
        app.switch(MenuScene(app))
        pump(app)
        click_widget(app, "tutorial")
        pump(app)
        key = f"tutorial_{[c.name for c in chapters()].index('zerywia-first_game')}"
        assert app.scene.widgets[key].text == "Zerywia: The Chosen's Path, your first turns"
        click_widget(app, key)
        pump(app)
        assert app.scene.name == "tutorial" and app.scene.runner.script.game == GAME
        assert app.scene.runner.step.id == "welcome"
    finally:
        pygame.quit()


@pytest.mark.parametrize("lang,told", [("en", ["Weda took the suggested sagas.", "Weda rested."]),
                                       ("pl", ["Weda wzięła proponowane sagi.", "Weda odpoczęła."])])
def test_the_tutorials_history_tells_the_learners_moves_as_the_table_does_in_the_past_tense(game, script, lang, told):
    from app import i18n
    from app.tutorial.overlay import TutorialOverlay

    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    i18n.set_lang(lang)
    try:
        runner = Runner(game, script)
        overlay = TutorialOverlay(runner, table_class(GAME)(game, script.config()), lang)
        overlay.layout(surface.get_rect())
        walk_to(runner, "path_absorb")
        overlay.sync()
        while overlay.log.sync():
            pass
        texts = [line.text for line in overlay.log.lines]
        assert all(line in texts for line in told), texts
    finally:
        i18n.set_lang("en")
        pygame.display.quit()
