"""The Discover tutorial: its script is valid, teaches every rules section of the spec, makes the learner scout,
gather (a move and its free Gather), drink, eat, craft, fight and live through a night on chances its scenario
fixes, and is walked to the end by clicks on the registered table (`stolik tutorial discover --check`)."""
from __future__ import annotations

import io

import pygame
import pytest

from app.games import table_class
from app.tutorial.check import check_tutorial, run_walk
from engine import games
from engine.tutorial import AUTO, MOVE, NEXT, Runner, follows, load_script, scripts_for, seed_survey, untaught

GAME = "discover"
# The rules sections of the spec (discover.md §2-§18; §0-§1 speak about the document, §19-§21 about the engine).
REQUIRED_SPEC = {"2", "3", "4", "5", "5.1", "5.2", "5.3", "5.5", "6", "7.1", "7.2", "7.3", "7.4", "7.5", "7.6", "7.7",
                 "7.8", "7.9", "7.10", "7.11", "7.12", "8", "9", "10", "11", "11.3", "12", "13", "14", "15", "15.4",
                 "15.5", "16", "17", "18"}
# What the learner does with their own clicks: scout, move and gather, the free gather, drink, eat, craft, fight.
MOVES = {"keep_character", "move", "gather", "scout", "modify", "cook", "craft", "choose", "end_turn", "night_water"}


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


def test_the_manifest_offers_the_tutorial_on_its_scenario(script):
    assert script.game == GAME and script.scenario is not None
    assert script.scenario.file.endswith("scenarios/tutorial_first_day.toml")


def test_topics_cover_every_rules_section_of_the_spec(script):
    specs = {part.strip() for t in script.topics for part in t.spec.split(",")}
    assert REQUIRED_SPEC <= specs, REQUIRED_SPEC - specs


def test_the_learner_scouts_gathers_drinks_eats_crafts_and_fights(script):
    made = {m.kind for s in script.steps if s.mode == MOVE for m in s.expect}
    assert MOVES <= made, MOVES - made
    free = [s.id for s in script.steps for m in s.expect if m.kind == "gather" and ("free", True) in m.args]
    assert free, "the free Gather after a move"


def test_the_words_are_short_and_in_both_languages(script):
    for step in script.steps:
        if step.mode != AUTO:
            assert step.text.en and step.text.pl, step.id
            assert len(step.text.en) <= 330 and len(step.text.pl) <= 360, step.id


@pytest.mark.parametrize("learner_seed", range(2))
def test_any_allowed_choice_keeps_the_tutorial_on_track(game, script, learner_seed):
    assert follows(game, script, learner_seed) is None


def test_any_seed_keeps_the_tutorial_on_track(game, script):
    """The scenario fixes what the steps rely on, so no seed is luckier than another."""
    assert seed_survey(game, script, range(1, 4), learners=2) == {seed: 2 for seed in range(1, 4)}


def test_back_undoes_the_last_move_the_learner_made(game, script):
    runner = Runner(game, script)
    walk_to(runner, "scout")
    runner.back()
    assert runner.step.id == "free_gather" and runner.session.state.heroes[0].count("wood") == 0
    walk_to(runner, "drink")
    runner.back()
    assert runner.step.id == "end_turn" and runner.session.state.step == "day"


def test_the_first_day_goes_as_the_words_say(game, script):
    runner = Runner(game, script)
    walk_to(runner, "scout")
    hero = runner.session.state.heroes[0]
    assert hero.character == "zuzanna" and hero.space == "1,0" and hero.stamina == 11 and hero.count("wood") == 2
    walk_to(runner, "fight")
    combat = runner.session.state.combat
    assert combat is not None and (combat.grey, combat.red) == (8, 3)
    assert runner.session.state.heroes[0].count("dirty_water") == 1
    walk_to(runner, "home_1")
    hero = runner.session.state.heroes[0]
    assert runner.session.state.combat is None and hero.count("meat") == 1 and hero.count("component") == 1
    assert hero.health == ["heart"] * 3, "red 3 is below the crab's attack 9"
    walk_to(runner, "end_turn")
    hero = runner.session.state.heroes[0]
    assert hero.stamina == 0 and hero.count("wood") == 0 and hero.count("food") == 2
    assert [i.number for i in hero.items] == [7], "the Fishing Rod"


def test_the_night_drinks_clean_water_and_sleeps_seven_at_the_fire(game, script):
    runner = Runner(game, script)
    walk_to(runner, "slept")
    state = runner.session.state
    hero = state.heroes[0]
    assert state.round == 2 and state.step == "day"
    assert hero.stamina == 7 and hero.count("clean_water") == 0 and hero.count("dirty_water") == 1
    walk_to(runner, "others")
    hero = runner.session.state.heroes[0]
    assert hero.count("food") == 3 and hero.count("poison") == 1 and hero.health == ["heart"] * 3


def test_the_directions_the_words_give_are_the_ones_drawn(game, script):
    """A step says "south-east of the camp" of the space drawn below and right of the camp."""
    from app.games.discover.board import hex_of

    layout = table_class(GAME).layout_px
    names = {"north": (0, -1), "south": (0, 1), "north-east": (1, -1), "south-east": (1, 1), "north-west": (-1, -1)}
    origin = {"move_beach": "0,0", "toward_spring": "1,0", "to_spring": "1,1", "to_crab": "2,1", "home_1": "3,0",
              "home_2": "2,0", "home_3": "1,0", "to_jungle": "0,0"}
    for step in script.steps:
        if step.id not in origin:
            continue
        (move,) = step.expect
        x0, y0 = layout.hex_to_pixel(hex_of(origin[step.id]))
        x1, y1 = layout.hex_to_pixel(hex_of(str(dict(move.args)["to"])))
        said = [n for n in names if f"{n} of" in step.text.en or f"{n}," in step.text.en]
        sign = (int(x1 > x0 + 1) - int(x1 < x0 - 1), int(y1 > y0 + 1) - int(y1 < y0 - 1))
        assert said and names[max(said, key=len)] == sign, step.id


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_stolik_tutorial_check_exits_0_and_prints_the_topics_taught(game, script, lang):
    out = io.StringIO()
    code = check_tutorial(GAME, lang, out=out)
    text = out.getvalue()
    assert code == 0, text
    assert "Topics taught:" in text and "[x] scenario5" in text and "[ ]" not in text and text.rstrip().endswith("OK")
    assert script.topic("night").name.get(lang) in text


def test_check_walk_highlights_every_space_the_steps_point_at(game, script):
    pygame.display.init()
    pygame.font.init()
    report = run_walk(game, scripts_for(GAME)[0], table_class(GAME), "en")
    assert report.ok, report.problems
    assert report.unshown == [], "every space the steps point at is a target of the table"
    assert untaught(script, report.taught) == []


def test_the_step_after_a_fight_spotlights_the_space_it_names(game, script):
    """The fight's overlay lingered over the map while the next step began, so the spotlight of "the Underbrush
    north-west of you" was looked for among the fight's buttons and found nothing: the check stopped at step 14."""
    from app.tutorial.check import press_at
    from app.tutorial.overlay import NEXT_B, TutorialOverlay

    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    runner = Runner(game, script)
    overlay = TutorialOverlay(runner, table_class(GAME)(game, script.config()), "en")
    overlay.layout(surface.get_rect())
    while runner.step.id != "home_1":
        overlay.draw(surface, 0.0)
        press_at(overlay, overlay.buttons[NEXT_B].center if NEXT_B in overlay.buttons else
                 next(t.point for t in overlay.picture().things if t.point is not None))
        overlay.host.presenter.skip()
    overlay.host.update(0.0)
    overlay.draw(surface, 0.0)
    picture = overlay.picture()
    (spot,) = picture.spots
    (thing,) = [t for t in picture.things if t.label.startswith("Move & gather")]
    assert pygame.Rect(spot).collidepoint(thing.centre)
