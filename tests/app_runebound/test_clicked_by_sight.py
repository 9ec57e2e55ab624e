"""Runebound's fights and walks made by clicks on what is drawn (issue 22 item 1): the real table scene, clicked
with real pygame events at window points found from the painted window by the click conformance bench (the board's
highlight pass painted in a marker colour, a chooser's rows where they are drawn), never from the action wanted;
what a click did is read off the session and the words the window drew."""
from __future__ import annotations

import itertools
from typing import Any, Iterator

import pygame
import pytest

from app import i18n
from app.games import table_class
from app.games.runebound.panel import DIE_BODY
from app.render import fit
from app.scenes.table_scene import TableScene
from engine import games
from engine.kernel import Session
from engine.scenario import scenario_from_text
from tests.conformance.clicks import PACE, Bench, Clickable
from tests.runebound.helpers import position, register


@pytest.fixture(autouse=True)
def closed() -> Iterator[None]:
    yield
    from app.scenes import style

    pygame.quit()
    style.reset()


def bench_at(body: str, size: tuple[int, int] = (1280, 720), lang: str = "en") -> Bench:
    """A window on the real table scene at a one-player scenario's position, shown to its player."""
    register()
    config = scenario_from_text(f'game = "runebound"\nplayers = 1\nseed = 1\n{body}').config()
    bench = Bench(size, lang)
    game = games.get("runebound")
    session: Session[Any] = Session(game, config)
    scene = TableScene(bench.app, session, table_class("runebound")(game, config))
    scene.autosave = lambda: None        # type: ignore[method-assign]  # no file is written per click
    scene.host.clock = itertools.count(0.0, PACE).__next__
    bench.app.switch(scene)
    bench.scene = scene
    bench.go(session.cursor)
    return bench


def drawn_after(bench: Bench, item: Clickable) -> tuple[Any, set[str]]:
    """Click a drawn thing, watch the step's show to its end; the move made and every word drawn meanwhile."""
    with fit.recording() as log:
        outcome = bench.click(item.pos)
        bench.watch()
        bench.app._paint(0.0)
    return outcome, set(log.texts.values())


def moved_by(bench: Bench, path: tuple[Clickable, ...]) -> Any:
    """The move the last click of `path` made, from the position (each try starts again from it, as Undo does)."""
    bench.replay(path[:-1])
    return bench.click(path[-1].pos).action


def test_a_neighbouring_hex_two_different_dice_reach_opens_a_chooser_drawing_the_dice_and_each_row_moves() -> None:
    """The road hex right of Tamalir is reached with the Hills/Plains/Road die or the Plains/Road/River die: the click
    on it waited for a click on some far hex (the far hexes' routes start with the same two steps); it opens a
    chooser whose rows draw the two dice, and a click on either row walks there spending that die."""
    bench = bench_at(position((0, 0), step="movement", faces=["F1", "F5", "F1"], hero="brenna"))
    session = bench.scene.session
    roll = next(c for c in bench.clickables() if c.what == "target 'Roll 3 dice'")
    assert bench.click(roll.pos).action is not None
    bench.index = session.cursor
    bench.restore()
    road = next(c for c in bench.clickables()
                if c.could and len(c.could) == 2 and all((a["q"], a["r"]) == (1, 0) for a in c.could))
    outcome = bench.click(road.pos)
    assert outcome.action is None and outcome.chooser and not outcome.waiting
    rows = bench.clickables()
    screen = bench.app.screen
    faces = session.view(0)["dice"]
    assert len(rows) == 2 and {faces[next(iter(r.could))["die"]] for r in rows if r.could} == {"F1", "F5"}
    for row in rows:
        bounds = bench.scene.host.controller.chooser.rects[rows.index(row)]
        die = pygame.Rect(bounds.x, bounds.y, bounds.h, bounds.h)
        assert any(screen.get_at((x, y))[:3] == DIE_BODY for x in range(die.left, die.right)
                   for y in range(die.top, die.bottom)), f"{row.what} draws its die"
    for row in rows:
        made = moved_by(bench, (road, row))
        assert made is not None and made in row.could
        assert tuple(session.state.current.position) == (1, 0) and session.view(0)["dice_spent"][made["die"]]


def fight_clicks(bench: Bench, *wanted: str) -> Iterator[tuple[Clickable, Any, set[str], list[Any]]]:
    """Click through a fight by what is drawn, each time the first drawn thing whose move is of the first wanted
    kind on offer (a plan: the cell of the hero attacking at range); what was clicked, the move, the words drawn
    meanwhile and the step's events."""
    session = bench.scene.session
    while session.decision is not None and session.state.combat is not None or \
            session.decision is not None and session.decision.prompt == "adventure":
        found = bench.clickables()
        pick = next((c for kind in wanted for c in found if c.could and any(
            a.kind == kind and (kind != "assign" or a["ranged"] == "hero") for a in c.could)), None)
        if pick is None:
            return
        before = session.cursor
        made, words = drawn_after(bench, pick)
        yield pick, made.action, words, [e for step in session.steps[before:session.cursor] for e in step.events]


def test_aldrics_hit_and_miss_labels_agree_with_the_engines_rolls_and_his_ability_is_clicked_on_his_card() -> None:
    """A hit that Aldric's surge may add damage to was labelled "Missed" (issue 21): each attack roll's label is
    the engine's verdict, the hit while his ability waits on it, and the miss a round later; his ability is the
    button drawn on his card and adds the wound."""
    from tests.conformance.clicks import result_words

    faces = [0, 0] + [5] * 4 + [1, 1] + [5] * 30           # round 1: a ranged hit; round 2: a ranged miss
    bench = bench_at(position((1, 1), table='decks = { green = ["brigand_chief.1"] }\n', faces=faces, hero="aldric"))
    session = bench.scene.session
    verdicts: list[bool] = []
    surged = False
    for clicked, made, words, events in fight_clicks(bench, "play_card", "adventure", "start_fight", "assign",
                                                     "fight_on"):
        for event in events:
            if event.kind == "rolled_d10" and str(event.data["why"]).startswith("attack"):
                verdicts.append(event.data["success"])
                (label,) = result_words("runebound", event)
                other = i18n.t("runebound.combat.roll." + ("miss" if event.data["success"] else "hit"))
                assert any(label in w for w in words) and not any(w.endswith(other) for w in words), (label, words)
        if made is not None and made.kind == "play_card":
            surged = True
            assert made["card"] == "hero" and session.state.combat is not None and session.state.combat.wounds == 2
            assert clicked.what == "target 'Use ability'", "the hero's card says what it does, never 'Play hero'"
        if len(verdicts) >= 2:
            break
    assert verdicts == [True, False] and surged


def test_an_item_played_in_a_fight_takes_the_click_on_its_play_button_and_its_bonus_shows_in_the_roll() -> None:
    """Throwing Knives in a fight (the "Play" button on an item once took no click): the button drawn on the knives'
    card plays them, and the attack's sum drawn is the engine's, the knives' +3 turning a miss into a hit."""
    from engine.games.runebound.content import content
    from tests.conformance.clicks import result_words

    bonus = content().items["throwing_knives"].params["bonus"]
    bench = bench_at(position((1, 1), table='decks = { green = ["bandit_cutthroat.1"] }\n', faces=[3] * 40,
                              player='items = ["throwing_knives.1"]\n', hero="varikas"))
    session = bench.scene.session
    knives = bench.scene.table.combat_view._item_rect(0)
    for clicked, made, words, events in fight_clicks(bench, "play_card", "adventure", "start_fight", "assign"):
        if made is not None and made.kind == "play_card":
            assert knives.collidepoint(clicked.pos), "the click landed on the knives' own card"
            assert made["card"] == "throwing_knives.1" and not session.state.current.items
            (attack,) = [e for e in events if e.kind == "rolled_d10" and e.data["why"] == "attack:ranged"]
            assert attack.data["success"] and attack.data["total"] - bonus < attack.data["target"], "the bonus hit"
            assert any(w.endswith(f"= {attack.data['total']}") for w in words), words
            assert all(any(label in w for w in words) for label in result_words("runebound", attack))
            return
    raise AssertionError("no Play button on the knives was drawn to click")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_two_dice_chooser_rows_say_each_die_once_in_words_not_its_number_and_its_symbols_again(lang: str) -> None:
    """Issue 22 play-test: beside the drawn die each row said "spending die 1 (Hills/Plains/Road)": a die number the
    panel does not show, then the terrains in brackets. Each row names its die once, by its terrains."""
    bench = bench_at(position((0, 0), step="movement", faces=["F1", "F5", "F1"], hero="brenna"), lang=lang)
    session = bench.scene.session
    roll = next(c for c in bench.clickables() if c.could and any(a.kind == "roll" and a["dice"] == 3 for a in c.could))
    assert bench.click(roll.pos).action is not None
    bench.index = session.cursor
    bench.restore()
    road = next(c for c in bench.clickables()
                if c.could and len(c.could) == 2 and all((a["q"], a["r"]) == (1, 0) for a in c.could))
    with fit.recording() as log:
        assert bench.click(road.pos).chooser
        bench.app._paint(0.0)
    labels = bench.scene.host.controller.chooser.labels
    drawn = set(log.texts.values())
    assert len(labels) == 2 and set(labels) <= drawn
    for label in labels:
        assert not any(ch.isdigit() for ch in label) and "(" not in label, label
        assert label.count("/") == 2, f"the die's three terrains, named once: {label}"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_missed_attack_says_the_wound_it_cost_when_both_defences_read_defended(lang: str) -> None:
    """Issue 22 play-test: Aldric's life went 5/5 -> 4/5 in a round whose two defences said "Defended": the engine
    is right (a missed attack takes the challenge's damage of that phase, spec §7.2), but the miss said only
    "Missed". The miss now says the wound it cost."""
    from app.games.runebound.combat_text import say

    faces = [1, 1] + [5] * 30                                 # a ranged miss, both defences held
    bench = bench_at(position((1, 1), table='decks = { green = ["brigand_chief.1"] }\n', faces=faces, hero="aldric"),
                     lang=lang)
    session = bench.scene.session
    for _clicked, made, words, events in fight_clicks(bench, "adventure", "start_fight", "assign"):
        if made is not None and made.kind == "assign":
            defences = [e for e in events if e.kind == "rolled_d10" and str(e.data["why"]).startswith("defend")]
            assert len(defences) == 2 and all(e.data["success"] for e in defences)
            assert session.state.current.wounds == 1
            missed = say("roll.miss_hurt", lang, count=1)
            assert any(w.endswith(missed) for w in words), words
            return
    raise AssertionError("the round was never fought")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_status_line_says_to_pick_a_die_when_the_two_dice_chooser_opens_not_a_bare_choose(lang: str) -> None:
    """Issue 22 play-test: with the chooser of a hex two dice reach open, the status line read only "Choose:"."""
    from app.games.runebound import text

    bench = bench_at(position((0, 0), step="movement", faces=["F1", "F5", "F1"], hero="brenna"), lang=lang)
    session = bench.scene.session
    roll = next(c for c in bench.clickables() if c.could and any(a.kind == "roll" and a["dice"] == 3 for a in c.could))
    assert bench.click(roll.pos).action is not None
    bench.index = session.cursor
    bench.restore()
    road = next(c for c in bench.clickables()
                if c.could and len(c.could) == 2 and all((a["q"], a["r"]) == (1, 0) for a in c.could))
    assert bench.click(road.pos).chooser
    assert bench.scene.status == text.t("which_die")
