"""Issue 22 item 3 over every tutorial chapter of every installed game: the learner's own hands make the moves, the
history panel tells them beside the board in the player's language naming the learner's seat, and the chapter
ends with the learner's own good result."""
from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from app import i18n
from app.games import table_class
from app.tutorial.overlay import TutorialOverlay
from engine import games
from engine.games.roll_player import scoring
from engine.games.roll_player.content import load_content
from engine.tutorial import AUTO, NEXT, Runner, Script, find_tutorial, load_script, tutorial_names

CHAPTERS = tutorial_names()
WINDOW = (1280, 720)
# Moves a chapter may make for the learner, if it says so: dealing the starting dice, the setup choices it names,
# and ending a turn whose lesson is over. Anything else (a card taken, a die placed, a swap) is a round played for
# them.
MADE_FOR_THE_LEARNER = {"place_start", "order_die", "choose_race", "choose_class", "done",
                        "choose_hero", "take_starter_set", "take_saga"}   # Zerywia's setup: a hero and its sagas
PRONOUNS = {"en": ("You ",), "pl": ("Ty ", "Ciebie ")}


def chapter(name: str) -> tuple[str, Script]:
    """The game id and script `stolik tutorial NAME` plays."""
    found = find_tutorial(name)
    assert found is not None, name
    game_id, paths = found
    return game_id, load_script(paths[0])


def walked(name: str) -> Runner:
    """The chapter walked to its end by the moves its steps expect."""
    game_id, script = chapter(name)
    runner = Runner(games.get(game_id), script)
    while runner.active:
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    return runner


def overlay_for(name: str, lang: str) -> TutorialOverlay:
    """The chapter as the tutorial scene shows it in a 1280x720 window."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(WINDOW)
    i18n.set_lang(lang)
    game_id, script = chapter(name)
    game = games.get(game_id)
    overlay = TutorialOverlay(Runner(game, script), table_class(game.id)(game, script.config()), lang)
    overlay.layout(screen.get_rect())
    return overlay


def steps(overlay: TutorialOverlay) -> Iterator[str]:
    runner = overlay.runner
    while runner.active:
        yield runner.step.id
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])


def test_every_installed_game_with_a_tutorial_is_covered():
    assert {name.split("-")[0] for name in CHAPTERS} >= {"roll", "runebound"} and len(CHAPTERS) >= 3


@pytest.mark.parametrize("name", CHAPTERS)
def test_no_chapter_plays_a_move_for_the_learner_beyond_setup_and_ending_a_turn(name):
    """Issue 22: the expansion chapter auto-played an unmentioned swap and whole rounds; a move made for the learner
    is only dealing, a named setup choice or ending a finished turn, and the step that makes it announces it."""
    runner = walked(name)
    script = runner.script
    assert runner.finished
    for index, moves in runner.automatic.items():
        kinds = {a.kind for a in moves}
        maker = script.steps[index - 1] if index and script.steps[index - 1].mode == AUTO else script.steps[index]
        told = set(script.steps[index].announces) | set(maker.announces)
        assert kinds <= MADE_FOR_THE_LEARNER, (script.steps[index].id, kinds - MADE_FOR_THE_LEARNER)
        assert kinds <= told, f"step {script.steps[index].id} does not announce {kinds - told} made for the learner"


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("name", CHAPTERS)
def test_every_chapter_shows_the_history_beside_the_board_naming_the_learners_seat(name, lang):
    """Issue 22: no chapter had the history panel; the Polish seat was "Ty", so the history read "Ty bierze". Every
    chapter of every game shows it beside the board, and tells the learner's moves under the seat's name."""
    overlay = overlay_for(name, lang)
    learner = overlay.runner.script.seats[overlay.runner.learner].name
    lines: list[str] = []
    for _ in steps(overlay):
        assert overlay.log.session is overlay.runner.session   # a new lesson's fresh game has its own history
        lines += [line.text for line in overlay.log.lines]
    window = pygame.Rect((0, 0), WINDOW)
    assert window.contains(overlay.log_rect) and not overlay.log_rect.colliderect(overlay.board)
    assert overlay.log_rect.w >= 200 and overlay.log_rect.h >= 300
    assert learner not in ("You", "Ty") and any(text.startswith(f"{learner} ") for text in lines), learner
    assert not [text for text in lines if text.startswith(PRONOUNS[lang])]


def test_the_basics_chapter_ends_with_the_learners_character_near_its_goals_and_winning():
    """Issue 22: the basics chapter ends with the learner's own good result: a character near its class goals."""
    runner = walked("roll-player-basics")
    sheets = scoring.score_all(runner.session.state, load_content())
    me = sheets[runner.learner]
    assert sum(goal.met for goal in me.goals) >= 5, me.goals
    assert me.total > max(sheet.total for sheet in sheets if sheet.seat != me.seat)


def test_the_runebound_chapter_ends_with_the_hero_keeping_what_the_learner_won():
    """Issue 22: each chapter ends with the learner's own result. The Runebound learner beats the Wild Boar with
    their own assignments, trains the Body token the step names and buys the Broadsword; the later lessons start
    from prepared positions, which held neither (Brenna faced the Troll with no items and no token)."""
    runner = walked("runebound-first_game")
    made_for_them = {a.kind for moves in runner.automatic.values() for a in moves}
    assert not made_for_them & {"assign", "fight_on", "train", "buy"}
    hero = runner.session.state.players[runner.learner]
    assert hero.xp_tokens == ["body"] and "broadsword.1" in [item.card for item in hero.items]


def test_a_later_runebound_lesson_keeps_the_token_and_items_the_learner_earned_before():
    """A lesson that starts "some turns later" from a prepared position keeps what the learner earned before it."""
    game_id, script = chapter("runebound-first_game")
    runner = Runner(games.get(game_id), script)
    lessons = 0
    while runner.active:
        before = runner.session
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
        if runner.session is not before:   # the next lesson starts from its prepared position
            lessons += 1
            earned, now = before.state.players[runner.learner], runner.session.state.players[runner.learner]
            assert now.xp_tokens == earned.xp_tokens, (runner.step.id, earned.xp_tokens, now.xp_tokens)
            assert {i.card for i in earned.items} <= {i.card for i in now.items}, (runner.step.id, earned.items)
    assert lessons == 2


def test_the_runebound_train_step_takes_the_body_token_its_words_name():
    """The step says "click Train Body"; training another skill would leave the next lessons' Brenna different."""
    game_id, script = chapter("runebound-first_game")
    runner = Runner(games.get(game_id), script)
    while runner.step.id != "train":
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    assert "Train Body" in runner.step.text.en and {a["token"] for a in runner.allowed()} == {"body"}
