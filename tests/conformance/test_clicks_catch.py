"""The click conformance suite catches what it is for: a table broken on purpose (a button drawn off the window, a
chooser row dropped, a second click that waits on places nothing shows, a click swallowed without a word, a text
the translation missed, a roll labelled against the engine's verdict, a score sheet that adds wrongly) fails the
check for it, at a position where the same table unbroken passes that check."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterator

import pygame
import pytest

from app import i18n
from app.games import table_class
from app.input.controller import InputController
from app.input.shapes import Rect
from app.board.overlays import Overlay, Picture
from app.input.targets import Look, Target
from app.scenes.table_scene import TableScene
from engine import games
from engine.kernel.strings import CATALOGUE

from . import drawn
from .clicks import (
    Bench, Tally, check_at, check_position, check_results, check_scores, first_decision, random_game, result_steps,
    option_sets,
)

OFF_WINDOW = Rect(-500, -500, 40, 40)
REACH = "every legal action a few clicks away"


@pytest.fixture(autouse=True)
def window() -> Iterator[None]:
    yield
    pygame.quit()
    from app.scenes import style

    style.reset()
    i18n.set_lang("en")


def roll_player() -> Any:
    return next(c for c in option_sets("roll-player") if not any(isinstance(v, bool) for _, v in c.options)
                and dict(c.options).get("expansion") == "none")


def runebound() -> Any:
    return option_sets("runebound")[0]


def kinds(*wanted: str) -> Callable[[Any], bool]:
    return lambda decision: decision is not None and {a.kind for a in decision.legal} >= set(wanted)


def with_targets(monkeypatch: pytest.MonkeyPatch, game_id: str,
                 change: Callable[[list[Target]], list[Target]]) -> None:
    """The game's table class gives `change(its targets)` instead of its targets."""
    cls = table_class(game_id)
    original = cls.targets

    def targets(self: Any, decision: Any, player: int) -> list[Target]:
        return change(original(self, decision, player))

    monkeypatch.setattr(cls, "targets", targets)


def problems(tally: Tally, check: str) -> list[str]:
    return tally.problems.get(check, [])


def test_a_table_unbroken_passes_where_the_broken_ones_are_tried() -> None:
    """The control: at the positions the tests below break, the real tables pass the checks they break."""
    config = roll_player()
    at = first_decision(config, kinds("buy"))
    assert check_at(config, at, check_position).problems == {}
    rune = runebound()
    assert check_at(rune, result_steps(random_game(rune))[0], check_results).problems == {}
    assert check_at(config, len(random_game(config).steps), check_scores).problems == {}


def test_a_button_drawn_off_the_window_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    config = roll_player()
    at = first_decision(config, kinds("buy"))
    lost: list[Any] = []

    def off_window(targets: list[Target]) -> list[Target]:
        if targets and not lost:
            lost[:] = targets[0].actions     # the first button of the position, as its first seat sees it
        return [replace(t, shape=OFF_WINDOW) if k == 0 else t for k, t in enumerate(targets)]

    with_targets(monkeypatch, config.game, off_window)
    found = problems(check_at(config, at, check_position), REACH)
    assert lost and any(f"cannot make {action} " in p for action in lost for p in found), found


def test_a_dropped_chooser_row_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Market card's chooser (buy or discard) that loses its last row: that move is made by no click."""
    config = roll_player()
    at = first_decision(config, kinds("buy"))
    original = InputController.open_chooser

    def fewer_rows(self: InputController, options: list[Any], *args: Any, **kwargs: Any) -> Any:
        return original(self, options[:-1] if len(options) > 1 else options, *args, **kwargs)

    monkeypatch.setattr(InputController, "open_chooser", fewer_rows)
    found = problems(check_at(config, at, check_position), REACH)
    assert any("cannot make" in p and ("discard" in p or "buy" in p) for p in found), found


def test_a_hidden_second_click_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A target whose click means two moves, each finished by a second click on a place drawn off the window: the
    click starts a selection whose places nothing shows."""
    config = roll_player()
    at = first_decision(config, kinds("buy"))

    def hidden_second(targets: list[Target]) -> list[Target]:
        if not targets:
            return targets
        first = targets[0]
        a = first.actions[0]
        b = next((x for t in targets[1:] for x in t.actions if x not in first.actions), None)
        if b is None:
            return targets
        kept = [replace(t, actions=tuple(x for x in t.actions if x not in (a, b))) for t in targets[1:]]
        return [t for t in kept if t.actions] + [replace(first, actions=(a, b), ask=False),
                                                 Target(OFF_WINDOW, (a,)), Target(OFF_WINDOW, (b,))]

    with_targets(monkeypatch, config.game, hidden_second)
    tally = check_at(config, at, check_position)
    assert any("waits for a click on something it does not show" in p for p in problems(tally, "nothing waits unseen")), \
        tally.report()
    assert problems(tally, REACH), tally.report()


def test_a_click_swallowed_without_a_word_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table whose Look over a drawn target opens a picture that shows nothing: the click says nothing."""
    config = roll_player()
    at = first_decision(config, kinds("buy"))
    cls = table_class(config.game)

    def swallow(self: Any, pos: tuple[int, int]) -> Look | None:
        first = self.targets(self.decision, self.decision.actor)[:1] if self.decision is not None else []
        return Look("swallow", browse="nothing") if first and first[0].shape.contains(pos) else None

    def nothing(self: Any, name: Any) -> Overlay:
        return Picture(name, lambda surface: None, modal=False, area=lambda window: pygame.Rect(0, 0, 0, 0))

    monkeypatch.setattr(cls, "look_at", swallow)
    monkeypatch.setattr(cls, "picture", nothing)
    tally = check_at(config, at, check_position)
    assert any("made no move and said nothing" in p for p in problems(tally, "every click answers")), tally.report()


def test_a_text_the_translation_missed_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The status line's hint without its Polish text: drawn in English on a Polish table."""
    config = roll_player()
    at = first_decision(config, kinds("buy"))
    monkeypatch.delitem(CATALOGUE.table("pl"), "table.hint")
    session = random_game(config)
    bench = Bench((1280, 720), "pl")
    from .suite import words_recorded

    with words_recorded(i18n.CATALOGUE) as missing:
        bench.open(config, [step.action for step in session.steps])
        check_position(bench, at, Tally())
    assert "'table.hint' has no pl text" in missing


@pytest.mark.parametrize("lang, text, fault", [
    ("en", "Rest (rest: 1, 0)", "an argument list"),
    ("en", "drop_weapon(card=B40)", "an argument list"),
    ("en", "Ally ally0 attacks", "an internal id"),
    ("en", "Rolls F4, F4, F2", "an internal id"),
    ("en", "Choose the the die", "a doubled word"),
    ("en", "take_gold", "a snake_case word"),
    ("en", "runebound.combat.roll.hit", "a raw catalogue key"),
    ("en", "Pay {gold} gold", "an unfilled parameter"),
    ("en", "Player 1: Stop moving", "a seat placeholder"),
    ("pl", "Stop moving", "a text not in pl"),
])
def test_each_kind_of_unreadable_text_is_named(lang: str, text: str, fault: str) -> None:
    found = drawn.faults([text], lang, ["Ala", "Olek"])
    assert any(f.startswith(fault) for f in found), found


def test_words_a_player_reads_pass() -> None:
    assert drawn.faults(["Ala: Rest: remove 1 exhaustion", "Rolls Forest/Hills/Plains", "Discard 1 Damage token(s).",
                         "Test Body against 9", "Hit!"], "en", ["Ala", "Olek"]) == []
    assert drawn.faults(["Koniec ruchu", "Gracz 1: Koniec ruchu"], "pl", ["Gracz 1", "Gracz 2"]) == []


def test_a_roll_labelled_against_the_engines_verdict_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The combat overlay with success and failure swapped: a hit says Missed."""
    from app.games.runebound import combat_rolls

    monkeypatch.setattr(combat_rolls, "VERDICTS", {k: (v[1], v[0]) for k, v in combat_rolls.VERDICTS.items()})
    config = runebound()
    tally = check_at(config, result_steps(random_game(config))[0], check_results)
    assert any("is not labelled" in p for p in problems(tally, "results shown")), tally.report()


def test_a_score_sheet_that_adds_wrongly_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    config = roll_player()
    cls = table_class(config.game)
    original = cls.breakdown

    def last_counts_more(self: Any, state: Any) -> Any:
        sheet = original(self, state)
        sheet.totals = sheet.totals[:-1] + [max(sheet.totals) + 1]
        return sheet

    monkeypatch.setattr(cls, "breakdown", last_counts_more)
    tally = check_at(config, len(random_game(config).steps), check_scores)
    found = problems(tally, "results shown")
    assert any("rank the seats otherwise than the engine's final scores" in p for p in found), found


def test_games_are_found_from_the_registry() -> None:
    """Nothing above names a game the registry does not have (they are the installed games' tables)."""
    assert {"roll-player", "runebound"} <= set(games.installed())


def handover_position() -> tuple[Any, int]:
    """A Roll Player position where a click of one person passes the turn to the other (the first move after which another person decides)."""
    config = roll_player()
    steps = random_game(config).steps
    people = [i for i, step in enumerate(steps) if not step.auto]
    return config, next(i for i, j in zip(people, people[1:]) if steps[i].action.player != steps[j].action.player)


def test_a_move_passing_the_turn_covers_the_table_until_the_next_person_clicks_it() -> None:
    config, at = handover_position()
    tally = check_at(config, at, check_position)
    assert tally.handovers == 1 and tally.problems == {}, tally.report()


def test_a_hand_over_that_a_click_does_not_lift_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "_reveal", lambda self, event: False)
    config, at = handover_position()
    found = problems(check_at(config, at, check_position), "hand-over")
    assert any("did not show the table to" in p for p in found), found


def test_a_hand_over_that_does_not_name_the_next_person_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "_draw_handoff", lambda self, surface, seat: None)
    config, at = handover_position()
    found = problems(check_at(config, at, check_position), "hand-over")
    assert any("is drawn nowhere" in p for p in found) and any("draws no words" in p for p in found), found
