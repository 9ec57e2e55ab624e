"""The Fiends & Familiars chapter of the Roll Player tutorial: `stolik tutorial roll-player-fiends` finds it
through the manifest, it teaches every section of the expansion's rules by the learner's own moves, the
table shows what each step's words say (a split die, an imp, a trophy, the Call to Adventure, 21 dice),
and `--check` walks it to the end by clicks in English and Polish."""
from __future__ import annotations

import copy
import io
from typing import Any, Iterator

import pygame
import pytest

from app.cli import tutorial_problem
from app.games import table_class
from app.tutorial.check import check_tutorial, run_walk
from engine import games
from engine.games.roll_player.state import DieKind
from engine.tutorial import (AUTO, MOVE, NEXT, Runner, Script, find_tutorial, load_script, scripts_for,
                             tutorial_names, untaught)

GAME = "roll-player"
NAME = "roll-player-fiends"
# The expansion's rules sections (spec §12.1-12.8; §12.9-12.11 are card clarifications, solo and PiS).
REQUIRED_SPEC = {"12.1", "12.2.2", "12.3", "12.4", "12.5", "12.6", "12.7", "12.8"}
# Every new kind of move the learner makes with their own clicks.
MOVES = {"keep_familiar", "take_card", "place", "familiar_gain", "hunt", "hunt_hire", "hunt_roll", "hunt_reroll",
         "hunt_accept", "hunt_cycle", "banish_imp", "last_chance_pass", "battle_roll", "battle_done"}


@pytest.fixture(scope="module")
def game():
    return games.get(GAME)


@pytest.fixture(scope="module")
def script() -> Script:
    (path,) = find_tutorial(NAME)[1]
    return load_script(path)


def visible(game: Any, script: Script) -> Iterator[Runner]:
    """Walk the script taking the first allowed move, stopping at every step the learner sees."""
    runner = Runner(game, script)
    while runner.active:
        yield runner
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])


@pytest.fixture(scope="module")
def seen(game, script) -> dict[str, Any]:
    """What the table holds when each step is shown, and the move the learner made there."""
    out: dict[str, Any] = {}
    for runner in visible(game, script):
        s = copy.deepcopy(runner.session.state)   # the session's state changes as the game goes on
        move = runner.allowed()[0] if runner.step.mode == MOVE else None
        card = s.initiative[move["card"]] if move is not None and move.kind == "take_card" else None
        out[runner.step.id] = {
            "state": s, "me": s.players[runner.learner], "move": move,
            "card_imps": list(s.card_imps[move["card"]]) if card is not None else [],
            "card_dice": list(card.dice) if card is not None else [],
        }
    out["end"] = runner.session
    return out


# --- the name ----------------------------------------------------------------------------------
def test_the_manifest_lists_the_chapter_after_the_basics():
    paths = scripts_for(GAME)
    assert [p.name for p in paths] == ["basics.toml", "fiends.toml"]
    assert find_tutorial(GAME) == (GAME, paths)


def test_a_game_and_a_tutorial_id_name_one_script_of_any_game():
    assert find_tutorial(NAME) == (GAME, [scripts_for(GAME)[1]])
    assert find_tutorial("roll-player-basics") == (GAME, [scripts_for(GAME)[0]])
    assert find_tutorial("runebound-first_game") == ("runebound", scripts_for("runebound"))
    assert find_tutorial("roll-player-nosuch") is None and find_tutorial("fiends") is None
    assert NAME in tutorial_names() and "runebound-first_game" in tutorial_names()


def test_the_command_line_accepts_the_chapter_name_and_refuses_a_wrong_one():
    assert tutorial_problem(NAME) is None
    problem = tutorial_problem("roll-player-nosuch")
    assert problem is not None and problem.startswith("stolik tutorial: no game named 'roll-player-nosuch'")


# --- the script --------------------------------------------------------------------------------
def test_the_chapter_plays_the_expansion_from_its_scenario(script):
    assert script.game == GAME and script.scenario is not None
    assert script.scenario.file.endswith("scenarios/tutorial_fiends.toml")
    assert script.config().options["expansion"] == "fiends"


def test_topics_cover_every_rules_section_of_the_expansion(script):
    specs = {part.strip() for t in script.topics for part in t.spec.split(",")}
    assert REQUIRED_SPEC <= specs, REQUIRED_SPEC - specs
    assert all(t.name.en and t.name.pl for t in script.topics)


def test_the_learner_makes_every_new_kind_of_move(script):
    made = {m.kind for s in script.steps if s.mode == MOVE for m in s.expect}
    assert MOVES <= made, MOVES - made


def test_the_words_are_short_and_in_both_languages(script):
    for step in script.steps:
        if step.mode != AUTO:
            assert step.text.en and step.text.pl, step.id
            assert len(step.text.en) <= 330 and len(step.text.pl) <= 360, step.id


def test_following_the_script_teaches_every_topic_and_ends_the_game(game, script, seen):
    session = seen["end"]
    assert session.over
    runner = Runner(game, script)
    while runner.active:
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    assert runner.finished and untaught(script, runner.taught) == []


# --- what the words say is on the table ---------------------------------------------------------
def test_the_taken_card_brings_a_split_die_a_gold_die_and_the_imp_of_dearness(seen):
    took = seen["take_imp_card"]
    assert took["card_imps"] == ["I14"]
    assert sorted((d.kind is DieKind.SPLIT, d.value) for d in took["card_dice"]) == [(False, 6), (True, 4)]
    assert seen["place_first"]["move"]["row"] == "STR" and seen["place_familiar"]["move"]["row"] == "FAM"
    assert seen["familiar_action"]["me"].familiar == "F12"


def test_the_first_hunt_re_rolls_a_9_into_a_trophy_and_the_lair_token(seen):
    assert seen["hunt"]["state"].minion_deck[0] == "M03"
    me = seen["adventure_token"]["me"]
    assert me.trophies == ["M03"] and me.adventure_tokens == ["lair"] and me.glory == 1


def test_the_imp_banished_is_the_one_taken_with_the_card(seen):
    assert "I14" in seen["adventure_token"]["me"].imps_active
    assert "I14" in seen["banish"]["me"].imps_active and seen["banish"]["me"].gold >= 5
    assert "I14" in seen["take_one"]["me"].imps_banished


def test_the_call_to_adventure_step_comes_once_one_die_per_card_is_dealt(seen):
    s = seen["call"]["state"]
    assert s.call_drawn and s.dice_per_card == 1
    assert all(len(card.dice) <= 1 for card in s.initiative)
    assert not seen["adventure_token"]["state"].call_drawn


def test_the_second_hunt_has_gold_for_a_new_minion_and_xp_for_a_mercenary(seen):
    assert seen["cycle"]["me"].gold >= 3 and seen["hire_with_xp"]["me"].xp >= 3


def test_creation_ends_at_21_dice_before_the_viy_who_turns_active_imps_into_damage(seen):
    s, me = seen["last_chance"]["state"], seen["last_chance"]["me"]
    assert all(p.full() for p in s.players) and s.monster == "MO1"
    assert seen["battle_roll"]["me"].damage >= 2 * len(me.imps_active)


def test_the_scoring_steps_explain_the_expansions_rows(game, seen):
    from app.games.roll_player.breakdown import FIENDS, breakdown

    s = seen["end"].state
    sheet = breakdown(s, ["Ala", "Bot"])
    assert sheet.categories[6:8] == ["Familiar Power goal", "Familiar backstory"]
    assert all(c.startswith(("Monster battle", "Champion")) for c in sheet.categories[8:])
    assert len(sheet.categories) in (6 + len(FIENDS), 6 + len(FIENDS) + 1)   # the Monster's row may come split
    script = load_script(find_tutorial(NAME)[1][0])
    explained = {i for step in script.steps for i in step.score if isinstance(i, int)}
    assert set(range(6, len(sheet.categories))) <= explained <= {6, 7, 8, 9}
    assert any("total" in step.score for step in script.steps)


# --- walked by clicks ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_check_walk_clicks_through_every_step_on_the_registered_table(game, script, lang):
    pygame.display.init()
    pygame.font.init()
    report = run_walk(game, find_tutorial(NAME)[1][0], table_class(GAME), lang)
    assert report.ok, report.problems
    assert report.completed == len(script.steps) and untaught(script, report.taught) == []
    assert report.unshown == []


def test_stolik_tutorial_check_of_the_chapter_exits_0_and_prints_its_topics(game):
    out = io.StringIO()
    code = check_tutorial(NAME, "pl", out=out)
    text = out.getvalue()
    assert code == 0, text
    assert "fiends.toml" in text and "basics.toml" not in text
    assert "[x] monster_battle" in text and "Walka z Potworem" in text
    assert "[ ]" not in text and text.rstrip().endswith("OK")


def test_the_stolik_command_walks_the_chapter_headless(script):
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "app.cli", "tutorial", NAME, "--check"], capture_output=True,
                          text=True, env=env, cwd=Path(__file__).resolve().parents[2], timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    total = len(script.steps)
    assert f"{total} / {total} steps" in done.stdout and done.stdout.rstrip().endswith("OK")


def test_the_chapter_ends_with_the_learners_own_battle_won(seen):
    """Issue 22: the chapter auto-played the rest of creation and left the learner 4 imps, 11 Damage and 0 battle
    stars; its last lesson now starts from a prepared position, and the learner's own moves win the battle."""
    from engine.games.roll_player.fiends.content import load_fiends
    s = seen["end"].state
    me = s.players[0]
    strength = load_fiends().monsters[s.monster].two_plus.strength
    assert s.battle_result[0] >= strength and me.monster_stars > 0 and me.damage == 0 and not me.imps_active
    assert seen["creation_done"]["state"].step == "last_chance"


def test_no_step_auto_plays_the_end_of_creation(script):
    ends = [s for s in script.steps if s.mode == AUTO and getattr(s.until, "kind", None) == "last_chance_pass"]
    assert not ends and any(s.scenario is not None for s in script.steps)


def test_no_step_plays_a_round_for_the_learner_or_hands_them_an_imp_no_step_mentions(game, script):
    """Issue 22: `to_banish`, `to_call` and `to_second_hunt` played three rounds for the learner (cards taken, dice
    placed, a card bought) and left them two imps no step named; the middle lessons now start from a prepared
    position (scenarios/tutorial_fiends_call.toml) and every card, die and Market turn is the learner's own click."""
    runner = Runner(game, script)
    imps_seen: set[str] = set()
    while runner.active:
        imps_seen |= set(runner.session.state.players[runner.learner].imps_active)
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    made = {a.kind for moves in runner.automatic.values() for a in moves}
    assert runner.finished and not made & {"take_card", "place", "buy", "discard", "hunt", "skip_action"}, made
    words = " ".join(step.text.get("en") for step in script.steps)
    named = {"I14": "Imp of Dearness", "I17": "Imp of Doubt"}
    assert imps_seen <= set(named) and all(named[i] in words for i in imps_seen), imps_seen


def test_the_fiends_chapters_bot_seat_plays_the_greedy_bot_the_script_names(script):
    """Issue 22: the chapter's seat "Bot" was a random bot while its script plays greedy."""
    others = [seat for i, seat in enumerate(script.seats) if i != script.learner]
    assert script.bot == "greedy" and [seat.bot or script.bot for seat in others] == ["greedy"]


def test_the_bot_stays_the_same_hero_when_a_lesson_starts_from_a_prepared_position(game, script):
    """A later lesson is 'the same game four rounds on': the bot, an Elf Fighter at the start, was a Gnome Berserker
    in the prepared positions."""
    runner = Runner(game, script)
    heroes: set[tuple[str | None, str | None]] = set()
    while runner.active:
        bot = runner.session.state.players[1]
        if bot.class_id is not None:
            heroes.add((bot.race, bot.class_id))
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    assert len(heroes) == 1, heroes


def _die(d: Any) -> tuple[Any, ...] | None:
    return None if d is None else (d.kind, sorted(c.name for c in d.colours), d.value)


def test_each_lesson_starts_where_the_lesson_before_left_both_heroes(game, script):
    """Issue 22: the battle lesson forgot the second hunt's trophy and Trap token, and each prepared lesson dealt the
    heroes other dice than the lesson before had placed ("the same hero"). Every die placed stays in its row and
    slot, and trophies, Adventure tokens, Glory and banished imps are kept when a lesson starts from a position."""
    runner = Runner(game, script)
    switches = 0
    while runner.active:
        before = runner.session
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
        if runner.session is before:
            continue
        switches += 1
        for seat, (p, q) in enumerate(zip(before.state.players, runner.session.state.players)):
            where = f"{runner.step.id}, seat {seat}"
            assert (p.race, p.class_id, p.familiar) == (q.race, q.class_id, q.familiar), where
            for row, dice in p.sheet.items():
                for k, d in enumerate(dice):
                    assert d is None or _die(d) == _die(q.sheet[row][k]), f"{where}: {row} slot {k + 1}"
            assert q.adventure_tokens[: len(p.adventure_tokens)] == p.adventure_tokens, where
            assert set(p.trophies) <= set(q.trophies) and set(p.imps_banished) <= set(q.imps_banished), where
            assert q.glory >= p.glory, where
    assert switches == 2
