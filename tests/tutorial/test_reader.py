"""A tutorial is walked by its words: the reader clicks what a step's words quote or its highlight covers, and
`stolik tutorial --check` fails, naming the tutorial, the step and its words, when a step can only be completed
by a click it does not ask for (app/tutorial/reader.py)."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from app.games import table_class
from app.tutorial.check import walk
from app.tutorial.overlay import TutorialOverlay
from app.tutorial.reader import NEXT_BUTTON, OVERLAY, ROW, TARGET, Lost, Picture, Thing, aim, pointed
from engine import games
from engine.common.content import Text
from engine.kernel import Game
from engine.tutorial import Match, Runner, Script, load_script, scripts_for
from tests.tutorial.dice_table import DiceRaceTable

DIE = Thing(TARGET, "Roll the die", (400, 300, 80, 80), (440, 340))
BANK = Thing(TARGET, "Bank your points", (600, 310, 140, 60), (670, 340))


def picture(words: str, things: tuple[Thing, ...], spots: tuple[tuple[int, int, int, int], ...] = (),
            **more: bool) -> Picture:
    return Picture("Race", 2, "move", words, spots, things, **more)


# --- the contract, on pictures ------------------------------------------------------------------
def test_a_quoted_label_names_its_button_before_the_highlight():
    assert aim(picture("Click “Bank”.", (DIE, BANK), spots=((390, 290, 100, 100),))) == BANK


def test_the_highlight_points_at_the_lit_thing_under_it():
    assert aim(picture("Your turn.", (BANK, DIE), spots=((390, 290, 100, 100),))) == DIE


def test_a_label_said_whole_in_the_words_names_it():
    assert aim(picture("Bank your points now.", (DIE, BANK))) == BANK


def test_a_step_pointing_at_nothing_clickable_fails_naming_the_step_and_its_words():
    with pytest.raises(Lost, match=r"Race, step 2 “Do something.”: the words name nothing clickable"):
        aim(picture("Do something.", (DIE, BANK), spots=((0, 0, 50, 50),)))


def test_a_chooser_row_is_taken_by_the_label_the_words_name():
    rows = (Thing(ROW, "Raise the 4 to 5", (10, 10, 200, 30), (110, 25)),
            Thing(ROW, "Lower the 4 to 3", (10, 40, 200, 30), (110, 55)))
    assert aim(picture("Click a die, then “lower”.", rows, chooser=True)) == rows[1]
    with pytest.raises(Lost, match="a chooser appears that the words do not mention"):
        aim(picture("Click a die.", rows, chooser=True))


def test_a_held_first_click_the_words_do_not_finish_fails():
    with pytest.raises(Lost, match="waits for a second click the words do not ask for"):
        aim(picture("Click the die.", (BANK,), spots=((390, 290, 100, 100),), waiting=True), clicked=[DIE])


def test_a_thing_hidden_under_the_bubble_fails():
    with pytest.raises(Lost, match="hidden"):
        aim(picture("Click “Bank”.", (replace(BANK, point=None),)))


def test_an_overlay_showing_nothing_to_click_is_clicked_away_before_the_words_are_followed():
    banner = Thing(OVERLAY, "", (128, 44, 1024, 676), (200, 100))
    assert aim(picture("Click “Bank”.", (banner,))) == banner
    assert aim(picture("Click “Bank”.", (BANK, banner))) == BANK


def test_a_step_waiting_for_next_is_ended_by_the_next_button():
    nxt = Thing(NEXT_BUTTON, "Next", (0, 0, 100, 30), (50, 15))
    assert aim(replace(picture("Read this.", (nxt,)), mode="next")) == nxt


def test_a_picture_goes_through_json_unchanged():
    shown = picture("Click “Bank”.", (DIE, replace(BANK, point=None)), spots=((1, 2, 3, 4),), waiting=True)
    assert Picture.from_json(shown.to_json()) == shown


# --- `--check` failing on the toy and the real tutorials ---------------------------------------------
@pytest.fixture
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1280, 720))


def with_step(script: Script, step_id: str, **changes: object) -> Script:
    steps = tuple(replace(s, **changes) if s.id == step_id else s for s in script.steps)  # type: ignore[arg-type]
    return replace(script, steps=steps)


def walk_script(game: Game, script: Script, table: type, surface: pygame.Surface, lang: str = "en") -> list[str]:
    overlay = TutorialOverlay(Runner(game, script), table(game, script.config()), lang)
    overlay.layout(surface.get_rect())
    return walk(overlay, surface).problems


def test_check_fails_when_a_highlight_is_moved_off_its_target(race, script, screen):
    script = with_step(script, "roll", targets=("scores",), text=Text("Click the die.", "Kliknij kość."))
    problems = walk_script(race, script, DiceRaceTable, screen)
    assert problems == ["Dice race basics, step 2 “Click the die.”: the words name nothing clickable and the "
                        "highlight covers nothing clickable (1 lit)"]


def test_check_fails_when_the_words_name_the_wrong_button(race, script, screen):
    script = with_step(script, "roll", targets=(), text=Text("Click “Bank”.", "Kliknij „Zapisz”."))
    (problem,) = walk_script(race, script, DiceRaceTable, screen)
    assert problem.startswith("Dice race basics, step 2 “Click “Bank”.”: the words name nothing clickable")


def test_the_old_runebound_trap_fails_the_check_the_road_hex_reached_with_two_dice(screen):
    """Step 5 of 29 before the fix: either of two dice walks onto the road hex, so its click waited for a
    second click that nothing on the screen asked for; with both moves allowed it now asks which die in a chooser,
    which the step's words do not mention: the check still fails it."""
    game = games.get("runebound")
    script = with_step(load_script(scripts_for("runebound")[0]), "walk_1", expect=(Match("go", (("q", 1), ("r", 0))),))
    (problem, *_) = walk_script(game, script, table_class("runebound"), screen)
    assert problem.startswith("Runebound: your first game, step 5 “Each die shows terrain symbols.")
    assert "a chooser appears that the words do not mention" in problem


def test_a_market_card_whose_chooser_the_words_do_not_mention_fails_the_check(screen):
    game = games.get("roll-player")
    script = load_script(scripts_for("roll-player")[0])
    market = next(s for s in script.steps if s.id == "market")
    quiet = Text(market.text.en.replace(", then “Discard” to take 2 gold", " to discard it"), market.text.pl)
    problems = walk_script(game, with_step(script, "market", text=quiet), table_class("roll-player"), screen)
    assert problems[0].startswith("Roll Player basics, step 11 “Market phase: buy one card")
    assert "a chooser appears that the words do not mention" in problems[0]



def test_every_lit_thing_the_highlight_covers_is_pointed_at_in_reading_order():
    assert pointed(picture("Your turn.", (BANK, DIE), spots=((390, 290, 360, 100),))) == [DIE, BANK]


def test_a_quoted_button_and_a_highlighted_die_are_both_pointed_at_the_quoted_first():
    assert pointed(picture("Click “Bank”.", (DIE, BANK), spots=((390, 290, 100, 100),))) == [BANK, DIE]


def test_check_tries_every_thing_a_step_points_at_and_fails_on_a_highlight_that_leads_into_a_second_click(screen):
    """The words point at two hexes: the road hex right of Tamalir (the step's move) and, by a second highlight,
    a hex either of two dice reach. A reader clicking the first passes; one clicking the second is left holding
    a first click the words never finish (now: a chooser of the two dice they never mention). Before the check tried
    every pointed thing it passed this step."""
    game = games.get("runebound")
    walk_1 = Match("go", (("q", 1), ("r", 0), ("die", 1)))
    script = with_step(load_script(scripts_for("runebound")[0]), "walk_1", targets=("hex:1:0", "hex:0:1"),
                       expect=(walk_1, Match("go", (("q", 0), ("r", 1)))))
    (problem,) = walk_script(game, script, table_class("runebound"), screen)
    assert problem.startswith("Runebound: your first game, step 5 “Each die shows terrain symbols.")
    assert "a chooser appears that the words do not mention" in problem


def test_the_walk_goes_back_to_try_every_race_the_highlight_covers_and_then_goes_on_from_the_first(screen):
    game = games.get("roll-player")
    script = load_script(scripts_for("roll-player")[0])
    overlay = TutorialOverlay(Runner(game, script), table_class("roll-player")(game, script.config()), "en")
    overlay.layout(screen.get_rect())
    report = walk(overlay, screen)
    assert report.ok, report.problems
    assert report.tried >= 5  # six races under the highlight: five more tried after the first
