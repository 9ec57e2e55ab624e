"""The history tells how each challenge ended (§8.4 Resolution): "Weda (Ala) failed the challenge." / "… won the
challenge.", naming the hero who faced it. The line was told from the state after the event, which no longer holds
the challenge, so no challenge's end ever reached the history."""
from __future__ import annotations

from engine.bots import bot_for, game_bot_rng
from engine.kernel import GameConfig, Seen, step_state
from engine.kernel.game import narrate
from tests.zerywia.helpers import GAME


def told_ends(lang: str, seed: int) -> list[str]:
    """The lines of every challenge_over event in a random two-hero game, told as the history tells them."""
    state = GAME.new_state(GameConfig.quick("zerywia", 2, seed=seed))
    shown = GAME.clone(state)
    bot, rng, lines = bot_for("zerywia", "random"), game_bot_rng(seed), []
    while (decision := GAME.decision(state)) is not None:
        seat = decision.next_seat()
        action = decision.legal[0] if seat is None else bot.choose(GAME, Seen(GAME, state, seat), decision, seat, rng)
        for event in step_state(GAME, state, action):
            line = narrate(GAME, shown, event, lang, ["Ala", "Ola"])
            if event.kind == "challenge_over":
                lines.append(str(line))
    return lines


def test_every_challenges_end_is_told_with_the_hero_who_faced_it() -> None:
    ends = told_ends("en", 3)
    assert len(ends) >= 3
    assert all(line.endswith((" won the challenge.", " failed the challenge.")) for line in ends), ends
    assert all(line.split(" (")[0] in {"Swara", "Weda", "Dalbor", "Goryw", "Hekser"} for line in ends), ends


def test_in_polish_the_verb_agrees_with_the_hero() -> None:
    ends = told_ends("pl", 3)
    assert ends and all(line.endswith(("wyzwanie.")) and "[" not in line for line in ends), ends
