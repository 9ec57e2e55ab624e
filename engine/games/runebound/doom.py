"""The optional Doom Track (spec §13): discarded adventure cards gather face down on the doom pile; at the
player count's threshold a doom token is placed and the pile goes to its normal places; the eighth token
raises Margath, after which runes no longer win, a hero on any red gem hex may fight him (his wounds
persist), and if he still lives after three more full rounds, everyone loses. Fighting him is a combat
(combat.py); this module holds the track and its queries, so the routing can ask them without a circle."""
from __future__ import annotations

from engine.common.hexes import Hex
from engine.common.steps import act
from engine.kernel import Action, Context

from .content import content
from .state import GameState

RED = "red"


def threshold(s: GameState) -> int:
    return content().rules.doom_thresholds[len(s.players)]


def check(ctx: Context) -> None:
    """Place a doom token when the pile is full; the eighth raises Margath (call after every discard)."""
    s: GameState = ctx.state
    d = s.doom
    if d is None or d.margath is not None or d.endgame_round is not None or len(d.pile) < threshold(s):
        return
    ctx.emit("doom_token", cards=list(d.pile))
    if d.tokens >= content().rules.doom_spaces:
        card = margath_card()
        slot = next((int(n) for n, c in s.unresolved_slots.items() if c == card), None)
        hex_ = next((k for k, v in s.unresolved_on_hex.items() if v == slot), None) if slot else None
        ctx.emit("margath_rises", slot=slot, hex=hex_)


def margath_card() -> str:
    return next(ch.id for ch in content().challenges.values() if ch.margath)


def risen(s: GameState) -> bool:
    return s.doom is not None and s.doom.endgame_round is not None


def may_fight_margath(s: GameState) -> bool:
    """Endgame: on any red gem hex, counter or not, Margath may be fought (if he is not being fought)."""
    if not risen(s) or s.doom is None or s.doom.margath is None:
        return False
    here = s.current.position
    return here is not None and content().gems.get(Hex(*here)) == RED


def margath_actions(s: GameState) -> list[Action]:
    return [act("fight_margath", s.active)] if may_fight_margath(s) else []


def runes_win(s: GameState) -> bool:
    """Once Margath has risen, Dragon Runes no longer win (spec §13)."""
    return not risen(s)


def lost_at(s: GameState, new_round: int) -> bool:
    """Margath still alive at the end of the third full round after the endgame began."""
    return risen(s) and s.doom is not None and s.doom.endgame_round is not None and \
        new_round > s.doom.endgame_round + content().rules.doom_final_rounds
