"""The Runebound tutorial: its script is valid, teaches every rules section of the spec, makes the learner
move, fight, shop and level up on positions its scenarios fix, and is walked to the end by clicks on the
registered table (`stolik tutorial runebound --check`)."""
from __future__ import annotations

import io

import pygame
import pytest

from app.games import table_class
from app.tutorial.check import check_tutorial, run_walk
from engine import games
from engine.tutorial import AUTO, MOVE, NEXT, Runner, dry_run, follows, load_script, scripts_for, seed_survey, untaught

GAME = "runebound"
# The rules sections of the spec (runebound.md §2-§14; §0, §15-§17 speak about the document and the engine).
REQUIRED_SPEC = {"1", "2", "3", "4", "5", "5.1", "5.2", "5.3", "5.4", "5.5", "5.6", "6", "7", "7.2", "7.3", "7.4",
                 "8", "8.3", "9", "10", "11", "12", "13", "14"}
# What the learner does with their own clicks: move, fight, shop, level up.
MOVES = {"roll", "go", "step", "adventure", "face_encounter", "start_fight", "assign", "fight_on", "escape", "train",
         "no_contact", "sell", "buy", "heal", "leave_market"}


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


def test_the_manifest_offers_the_tutorial_first(script):
    assert script.game == GAME and script.scenario is not None
    assert script.scenario.file.endswith("scenarios/tutorial_first_turn.toml")


def test_topics_cover_every_rules_section_of_the_spec(script):
    specs = {part.strip() for t in script.topics for part in t.spec.split(",")}
    assert REQUIRED_SPEC <= specs, REQUIRED_SPEC - specs


def test_the_learner_moves_fights_shops_and_levels_up(script):
    made = {m.kind for s in script.steps if s.mode == MOVE for m in s.expect}
    assert MOVES <= made, MOVES - made


def test_the_words_are_short_and_in_both_languages(script):
    for step in script.steps:
        if step.mode != AUTO:
            assert step.text.en and step.text.pl, step.id
            assert len(step.text.en) <= 330 and len(step.text.pl) <= 360, step.id


def test_following_the_script_teaches_every_topic(game, script):
    runner = dry_run(game, script)
    assert runner.finished
    assert untaught(script, runner.taught) == []


@pytest.mark.parametrize("learner_seed", range(4))
def test_any_allowed_choice_keeps_the_tutorial_on_track(game, script, learner_seed):
    assert follows(game, script, learner_seed) is None


def test_any_seed_keeps_the_tutorial_on_track(game, script):
    """The scenarios fix what the steps rely on, so no seed is luckier than another."""
    assert seed_survey(game, script, range(1, 4), learners=2) == {seed: 2 for seed in range(1, 4)}


def test_the_first_turn_rolls_rests_walks_and_beats_the_boar_as_the_words_say(game, script):
    runner = Runner(game, script)
    walk_to(runner, "walk_1")
    me = runner.session.state.players[0]
    assert me.position == (0, 0) and me.exhaustion == 0, "placed on Tamalir; resting removed the exhaustion"
    walk_to(runner, "event")
    state = runner.session.state
    assert state.event_slot == "market_day" and state.drawn == "lost_child"
    assert all(state.counters_on_hex.get(f"{q},{r}") == ["green"] for q, r in ((1, -2), (-1, -2)))
    walk_to(runner, "fight_on")
    state = runner.session.state
    assert state.players[0].wounds == 1 and state.combat.wounds == 2 and state.players[0].gold == 5
    walk_to(runner, "train")
    me = runner.session.state.players[0]
    assert runner.session.state.combat is None and me.gold == 6 and sorted(me.counters) == ["green", "yellow", "yellow"]
    runner.apply(runner.allowed()[0])
    assert len(runner.session.state.players[0].xp_tokens) == 1


def test_the_market_chapter_sells_buys_and_heals_at_the_prices_named(game, script):
    runner = Runner(game, script)
    walk_to(runner, "later")
    me = runner.session.state.players[0]
    assert not any(i.face_down for i in me.items), "Refresh turned the Leather Jerkin face up"
    assert me.wounds == 2 and me.gold == 4
    walk_to(runner, "leave")
    me = runner.session.state.players[0]
    assert me.position == (5, 1) and me.gold == 0 and me.wounds == 1
    assert sorted(me.item_cards()) == ["broadsword.1", "leather_jerkin.1", "short_bow.1"]
    assert "wand_of_sparks.1" in runner.session.state.market_stacks["riverwatch"]


def test_the_escape_leaves_the_troll_unresolved_on_its_hex(game, script):
    runner = Runner(game, script)
    walk_to(runner, "unresolved")
    state = runner.session.state
    assert state.unresolved_slots["1"] == "troll.1" and state.unresolved_on_hex == {"3,0": 1}


def test_back_returns_within_a_chapter_but_not_across_one(game, script):
    runner = Runner(game, script)
    walk_to(runner, "walk_2")
    runner.back()
    assert runner.step.id == "walk_1" and {a["q"] for a in runner.allowed()} == {1}
    walk_to(runner, "step_in")
    runner.back()
    assert runner.step.id == "later"
    runner.back()
    assert runner.step.id == "later", "Back never crosses into the previous chapter"


def test_check_walk_clicks_through_every_step_on_the_registered_table(game, script):
    pygame.display.init()
    pygame.font.init()
    report = run_walk(game, scripts_for(GAME)[0], table_class(GAME), "en")
    assert report.ok, report.problems
    assert report.completed == len(script.steps)
    assert report.unshown == [], "every hex the steps point at is a target of the table"


def test_stolik_tutorial_check_exits_0_and_prints_the_topics_taught(game):
    out = io.StringIO()
    code = check_tutorial(GAME, "pl", out=out)
    text = out.getvalue()
    assert code == 0, text
    assert "Topics taught:" in text and "[x] doom_track" in text and "Szlak Zagłady" in text
    assert "[ ]" not in text and text.rstrip().endswith("OK")


def drawn_steps(game, script, lang: str = "en", size: tuple[int, int] = (1280, 720)):
    """The tutorial's overlay on the registered table in a headless window, drawn at each step as the scene draws
    it (table, then what lies over it), walked on by a click on the step's button or the first thing it points at."""
    from app import i18n
    from app.tutorial.check import press_at
    from app.tutorial.overlay import NEXT_B, TutorialOverlay

    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(size)
    spoken = i18n.lang()
    i18n.set_lang(lang)
    try:
        runner = Runner(game, script)
        overlay = TutorialOverlay(runner, table_class(GAME)(game, script.config()), lang)
        overlay.layout(surface.get_rect())
        while runner.active:
            overlay.draw(surface, 0.0)
            overlay.draw_over(surface, 0.0)
            yield overlay, surface
            if NEXT_B in overlay.buttons:
                press_at(overlay, overlay.buttons[NEXT_B].center)
            else:
                press_at(overlay, next(t.point for t in overlay.picture().things if t.point is not None))
            overlay.host.presenter.skip()
    finally:
        i18n.set_lang(spoken)


def test_the_bubble_is_drawn_over_the_fight_panel_not_hidden_beneath_it(game, script):
    """Issue 22 play-test: from the first encounter on, the fight panel (a modal overlay of the table) was drawn over
    the tutorial's bubble, so the steps that explain the test, the fight and its rolls showed no words at all."""
    from app.render import palette

    under_panel, runner = [], None
    for overlay, surface in drawn_steps(game, script):
        runner = overlay.runner
        if overlay.host.overlays.modal() is not None:
            edge = overlay.bubble.inflate(-6, -6)
            paper = [surface.get_at(p)[:3] for p in (edge.midleft, edge.midright, edge.midtop, edge.midbottom)]
            under_panel += [runner.step.id] if any(c != palette.PAPER for c in paper) else []
    assert runner is not None and runner.finished and under_panel == []


@pytest.mark.parametrize("lang, size", [("en", (1280, 720)), ("pl", (1920, 1080))])
def test_the_bubble_does_not_cover_riverwatch_while_the_learner_walks_east(game, script, lang, size):
    """Issue 22 play-test: at step 5 (and 6, 7) the bubble lay over "Riverwatch", the city the road east leads to."""
    riverwatch = content_city_name("riverwatch", lang)
    walks = ("walk_1", "walk_2", "walk_3")
    seen = []
    for overlay, _surface in drawn_steps(game, script, lang, size):
        step = overlay.runner.step.id
        if step in walks:
            covered = [p.name for p, _label, rect in overlay.table.layer.labels(overlay.table.camera)
                       if rect.colliderect(overlay.bubble)]
            seen.append((step, riverwatch in covered))
        elif seen:
            break
    assert seen == [(step, False) for step in walks]


def test_a_bubble_in_a_fight_leaves_the_foes_card_clear(game, script):
    """The map's names lie under the fight panel: keeping them clear pushed the bubble of the first combat round over
    the Wild Boar's card, whose targets the words name."""
    for overlay, _surface in drawn_steps(game, script):
        if overlay.runner.step.id == "assign_1":
            assert not overlay.bubble.colliderect(overlay.table.combat_view.card_rect())
            return
    raise AssertionError("the walk never reached the first combat round")


def content_city_name(city: str, lang: str) -> str:
    from engine.games.runebound.content import content

    return content().cities[city].name.get(lang)


def test_the_plains_with_the_green_gem_lies_north_west_of_the_hero_as_the_words_say(game, script):
    """Issue 22 play-test: step 7 said "north-east" for the hex drawn up and to the left of the hero."""
    table = table_class(GAME)(game, script.config())
    step = next(s for s in script.steps if s.id == "walk_3")
    (move,) = step.expect
    hero_x, hero_y = table.hex_centre((2, 0))
    args = dict(move.args)
    x, y = table.hex_centre((int(args["q"]), int(args["r"])))
    assert x < hero_x and y < hero_y
    assert "north-west" in step.text.en and "północny zachód" in step.text.pl


def test_the_boars_life_the_words_give_after_round_one_is_the_life_it_has_left(game, script):
    """Issue 22 play-test: step 13 said "it has 3 life" while the fight panel showed the Boar at "life 1/3"."""
    from engine.games.runebound.content import base_id, content

    runner = Runner(game, script)
    walk_to(runner, "fight_on")
    combat = runner.session.state.combat
    full = content().challenges[base_id(combat.card)].life
    left = full - combat.wounds
    assert f"{left} of its {full} life is left" in runner.step.text.en
    assert f"zostało mu {left} z {full} Życia" in runner.step.text.pl


def test_the_event_step_points_at_the_history_since_the_encounter_panel_hides_the_map(game, script):
    """Issue 22 play-test: step 9 spoke of Market Day in the event slot and of counters "north of Tamalir" while the
    Lost Child panel covered the side panel and the map; the history beside it is what tells those draws."""
    from app import i18n

    runner = Runner(game, script)
    walk_to(runner, "event")
    assert runner.session.state.drawn is not None, "the encounter panel is open at this step"
    for lang in ("en", "pl"):
        words = runner.step.text.get(lang)
        assert i18n.text("table.log", lang) in words and "Tamalir" not in words
