"""Property runs of whole random Roll Player games: what the issue asks to hold after every step.

Checked after every step: the 73 dice and the 53 Market cards are conserved *by identity*
(each die and card is in exactly one place), no gold or token count is negative, die values
are in range, and scores recompute identically (twice, and on a clone). Undo/redo, save/load/verify
and determinism are the conformance suite's, for every game (tests/conformance/).

`STOLIK_PROPERTY_GAMES` sets the random games per player count (default 12, about 120 games
in all with the fixed and sampled runs); the hypothesis examples equal it, and greedy-bot games
are a sixth of it per player count.
`STOLIK_PROPERTY_GAMES=1000` is the thousands-of-games run: 4,000 random games, 1,000
hypothesis games, and 166 greedy games per player count.
"""
from __future__ import annotations

from engine import games

import os
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots import Bot, bot_for
from engine.games.roll_player import scoring
from engine.games.roll_player.effects import content
from engine.games.roll_player.game import VARIANTS
from engine.games.roll_player.state import GameState
from engine.kernel import Action, GameConfig, Rng, Seen, step_state

GAME = games.get("roll-player")
GAMES = int(os.environ.get("STOLIK_PROPERTY_GAMES", "12"))
SAMPLE_EVERY = 6          # every n-th game also goes through undo/redo and save/load
MAX_STEPS = 5000
# Each variant flag on its own, all of them, the class by choice, and the plain game.
OPTION_SETS: list[dict[str, Any]] = (
    [{}] + [{v: True} for v in VARIANTS] + [{"class_selection": "choose"}]
    + [{**{v: True for v in VARIANTS}, "class_selection": "choose"}]
)


def options_for(players: int, k: int) -> dict[str, Any]:
    """The k-th option set, without Friendly Market solo (PD-G31 forbids it)."""
    opts = dict(OPTION_SETS[k % len(OPTION_SETS)])
    if players == 1:
        opts.pop("friendly_market", None)
    return opts


# --- the invariants, independent of the engine's own `check` -------------------------------------
def box_dice() -> Counter[tuple[Any, ...]]:
    fresh = GAME.new_state(GameConfig.quick(GAME.id, 1))
    return Counter((d.id, d.colours, d.kind) for d in fresh.bag)


BOX_DICE = box_dice()
BOX_CARDS = Counter(content().of_set(content().cards, ("base",)))


def dice_places(s: GameState) -> dict[str, list[Any]]:
    places: dict[str, list[Any]] = {"bag": s.bag, "pool": s.pool, "enemy": s.enemy_dice}
    for i, card in enumerate(s.initiative):
        places[f"initiative {card.label}"] = card.dice
    for p in s.players:
        places[f"P{p.seat + 1} sheet"] = p.dice()
        places[f"P{p.seat + 1} start"] = p.start_dice
        places[f"P{p.seat + 1} class draw"] = p.class_dice
    return places


def card_places(s: GameState) -> dict[str, list[str]]:
    places = {"market": s.market_row, "deck": s.market_deck, "discard": s.discard_pile,
              "trash": s.trash, "box": s.box}
    for p in s.players:
        places[f"P{p.seat + 1}"] = p.weapons + p.armour + p.traits + list(p.skills)
    return places


def conservation_violations(s: GameState) -> list[str]:
    """Every die and every Market card is in exactly one place; values and counts are in range."""
    out = []
    dice = [d for ds in dice_places(s).values() for d in ds]
    seen = Counter((d.id, d.colours, d.kind) for d in dice)
    if seen != BOX_DICE:
        extra, lost = seen - BOX_DICE, BOX_DICE - seen
        out.append(f"dice not conserved: {len(dice)} in play, duplicated/new {sorted(k[0] for k in extra)}, "
                   f"lost {sorted(k[0] for k in lost)}")
    for d in s.bag:
        if d.value is not None:
            out.append(f"die {d.id} in the bag shows {d.value}")
    for where, ds in dice_places(s).items():
        if where == "bag" or where.endswith("class draw") or where == "enemy":
            continue
        for d in ds:
            if d.value is None or not 1 <= d.value <= d.faces:
                out.append(f"die {d.id} ({where}) shows {d.value}")
    cards = Counter(c for cs in card_places(s).values() for c in cs)
    if cards and cards != BOX_CARDS:
        out.append(f"cards not conserved: extra {sorted((cards - BOX_CARDS).elements())}, "
                   f"missing {sorted((BOX_CARDS - cards).elements())}")
    for p in s.players:
        if p.gold < 0 or p.charisma < 0:
            out.append(f"P{p.seat + 1} has {p.gold} gold and {p.charisma} Charisma tokens")
    for card in s.initiative:
        if not 0 <= card.gold <= 1:
            out.append(f"Initiative card {card.label} holds {card.gold} gold")
    return out


def score_violations(s: GameState) -> list[str]:
    """Scoring is a pure function: twice on the state, and once on a clone, give the same sheets."""
    c = content()
    first, second = scoring.score_all(s, c), scoring.score_all(s, c)
    cloned = scoring.score_all(GAME.clone(s), c)
    out = []
    if first != second:
        out.append("scoring the same state twice differs")
    if first != cloned:
        out.append("scoring a clone differs from scoring the state")
    if [x.total for x in first] != GAME.final_scores(s):
        out.append("final_scores disagrees with the score sheets")
    return out


def all_violations(s: GameState) -> list[str]:
    return GAME.check(s) + conservation_violations(s) + score_violations(s)


def test_the_box_holds_73_dice_and_53_market_cards() -> None:
    """The references the conservation checks compare with (spec §2.1)."""
    assert sum(BOX_DICE.values()) == len({k[0] for k in BOX_DICE}) == 73
    assert sum(BOX_CARDS.values()) == len(BOX_CARDS) == 53


# --- playing ---------------------------------------------------------------------------------------
def pick(decision: Any, rng: Rng, anyone: bool) -> Action:
    """A uniform legal choice; `anyone` also takes other players' interrupts (skills) (PD-G04)."""
    if decision.automatic:
        return decision.legal[0]
    pool = list(decision.legal) if anyone else decision.for_player(decision.actor)
    return rng.choice(pool)


def play_checked(players: int, seed: int, options: dict[str, Any], anyone: bool,
                 bot: Bot | None = None) -> GameState:
    """One game of random (or `bot`) choices, every invariant checked after every step; fails
    naming the seed and the step."""
    state = GAME.new_state(GameConfig.quick(GAME.id, players, seed=seed, **options))
    assert not all_violations(state)
    rng = Rng.from_seed(seed + 1)
    for step in range(MAX_STEPS):
        decision = GAME.decision(state)
        if decision is None:
            break
        if bot is not None and not decision.automatic:
            seat = decision.actor
            action = bot.choose(GAME, Seen(GAME, state, seat), decision, seat, rng)  # type: ignore[arg-type]
        else:
            action = pick(decision, rng, anyone)
        step_state(GAME, state, action)
        problems = all_violations(state)
        assert not problems, f"{players}P seed {seed} {options} step {step} after {action}: {problems}"
    else:
        pytest.fail(f"{players}P seed {seed} {options}: no end after {MAX_STEPS} steps")
    assert all(p.full() for p in state.players)
    return state


# --- the properties --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_conserve_dice_cards_gold_and_scores_every_step(players: int) -> None:
    for k in range(GAMES):
        play_checked(players, 50_000 * players + k, options_for(players, k), anyone=k % 2 == 1)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_variant_flag_plays_to_the_end_keeping_the_invariants(players: int) -> None:
    for k, _ in enumerate(OPTION_SETS):
        opts = options_for(players, k)
        play_checked(players, 70_000 * players + k, opts, anyone=True)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_games_keep_the_invariants(players: int) -> None:
    """The greedy bot uses skills and buys far more than random play: other paths, same invariants."""
    bot = bot_for(GAME.id, "greedy")
    for k in range(max(1, GAMES // SAMPLE_EVERY)):
        play_checked(players, 130_000 * players + k, options_for(players, k + 2), anyone=False, bot=bot)


def test_the_invariant_checks_catch_a_lost_die_a_copied_card_and_debt() -> None:
    state = play_checked(2, 7, {}, anyone=False)
    assert not conservation_violations(state)
    state.bag.pop()
    state.discard_pile.append(next(iter(BOX_CARDS)))
    state.players[1].gold = -1
    problems = " | ".join(conservation_violations(state))
    assert "dice not conserved" in problems and "cards not conserved" in problems and "-1 gold" in problems


@settings(max_examples=max(10, GAMES), deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**31), flags=st.sets(st.sampled_from(VARIANTS)),
       choose=st.booleans(), anyone=st.booleans())
def test_any_options_and_seed_keep_the_invariants(players: int, seed: int, flags: set[str], choose: bool,
                                                 anyone: bool) -> None:
    options: dict[str, Any] = {v: True for v in flags if not (players == 1 and v == "friendly_market")}
    if choose:
        options["class_selection"] = "choose"
    play_checked(players, seed, options, anyone)
