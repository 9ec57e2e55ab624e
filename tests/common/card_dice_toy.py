"""A tiny game written only with engine/common pieces, to prove they fit the event-sourced kernel.

Each round an automatic step deals every player a card from a Deck (reshuffling its discards
when it runs out). On a turn the player plays a card (discarded), rolls a pool of two dice with
named faces and, in a frame that cannot be interrupted, spends one die: a "star" scores the
card's number. Any player may "cheer" at any time (an interrupt, scoring nothing). An
automatic step passes the turn; the game ends after `ROUNDS` rounds.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.common import decks
from engine.common.decks import Deck
from engine.common.dice import Pool, die
from engine.common.steps import Flow, Legal, act, one
from engine.kernel import Action, Context, Decision, Game, GameConfig, Rng

ROUNDS = 3
STAR = "star"
FACES = die(STAR, "blank", "blank")
CARDS = list(range(1, 6))


@dataclass
class Frame:
    kind: str
    player: int


@dataclass
class ToyState:
    rng: int
    players: int
    step: str = "deal"
    current: int = 0
    round: int = 0
    deck: Deck = field(default_factory=Deck)
    hands: list[list[Any]] = field(default_factory=list)
    pool: Pool = field(default_factory=Pool)
    scores: list[int] = field(default_factory=list)
    cheers: int = 0
    stack: list[Frame] = field(default_factory=list)
    over: bool = False


FLOW: Flow[ToyState, Frame] = Flow()


@FLOW.automatic("deal")
def deal(ctx: Context) -> None:
    s: ToyState = ctx.state
    for p in range(s.players):
        drawn = s.deck.draw(1, ctx.rng)
        ctx.emit("dealt", player=p, cards=drawn.cards, reshuffled=drawn.reshuffled)
    ctx.emit("flow", step="turn", current=0)


@FLOW.step("turn")
def turn(s: ToyState) -> Legal:
    p = s.current
    return p, "play", [one("play", p, "card", c) for c in s.hands[p]]


@FLOW.resolves("play")
def play(ctx: Context, a: Action) -> None:
    s: ToyState = ctx.state
    ctx.emit("played", player=a.player, card=a["card"])
    ctx.emit("pool_added", faces=[list(FACES), list(FACES)])
    ctx.emit("rolled", rolls=[list(r) for r in s.pool.roll(ctx.rng)])
    ctx.emit("push", frame="spend", player=a.player)


@FLOW.frame("spend")
def spend_frame(s: ToyState, f: Frame) -> list[Action]:
    return [one("spend", f.player, "die", i) for i in s.pool.ready()]


@FLOW.resolves("spend")
def spend(ctx: Context, a: Action) -> None:
    s: ToyState = ctx.state
    face = s.pool.dice[a["die"]].face
    ctx.emit("spent", die=a["die"], player=a.player, points=s.deck.discards[-1] if face == STAR else 0)
    ctx.emit("pop")
    ctx.emit("flow", step="pass")


@FLOW.automatic("pass", "pass_turn")
def pass_turn(ctx: Context) -> None:
    s: ToyState = ctx.state
    nxt = s.current + 1
    if nxt < s.players:
        ctx.emit("flow", step="turn", current=nxt)
    elif s.round + 1 < ROUNDS:
        ctx.emit("flow", step="deal", current=0, round=s.round + 1)
    else:
        ctx.emit("game_over")


@FLOW.resolves("cheer")
def cheer(ctx: Context, a: Action) -> None:
    ctx.emit("cheered")


def cheers(s: ToyState) -> list[Action]:
    """Any player may cheer at any time a player is asked something (not during a frame)."""
    return [act("cheer", p) for p in range(s.players)]


def _dealt(s: ToyState, d: dict[str, Any]) -> None:
    s.deck.take(d["cards"], d["reshuffled"])
    s.hands[d["player"]].extend(d["cards"])


def _played(s: ToyState, d: dict[str, Any]) -> None:
    s.hands[d["player"]].remove(d["card"])
    s.deck.discard([d["card"]])


def _spent(s: ToyState, d: dict[str, Any]) -> None:
    s.pool.spend(d["die"])
    s.scores[d["player"]] += d["points"]
    s.pool.clear()


def _flow(s: ToyState, d: dict[str, Any]) -> None:
    for key, value in d.items():
        setattr(s, key, value)


def _game_over(s: ToyState, d: dict[str, Any]) -> None:
    s.over = True


def _cheered(s: ToyState, d: dict[str, Any]) -> None:
    s.cheers += 1


REDUCERS = {
    "dealt": _dealt,
    "played": _played,
    "pool_added": lambda s, d: s.pool.add(d["faces"]),
    "rolled": lambda s, d: s.pool.settle(d["rolls"]),
    "push": lambda s, d: s.stack.append(Frame(d["frame"], d["player"])),
    "pop": lambda s, d: s.stack.pop(),
    "spent": _spent,
    "flow": _flow,
    "game_over": _game_over,
    "cheered": _cheered,
}


class CardDiceToy(Game[ToyState]):
    id = "card-dice-toy"
    title = {"en": "Card and dice toy", "pl": "Zabawka z kartami i kośćmi"}
    min_players = 1
    max_players = 3
    reducers = REDUCERS

    def new_state(self, config: GameConfig) -> ToyState:
        rng = Rng.from_seed(config.seed)
        n = config.players
        return ToyState(rng=rng.state, players=n, deck=Deck(pile=rng.shuffled(CARDS)), hands=[[] for _ in range(n)],
                        scores=[0] * n)

    def decision(self, state: ToyState) -> Decision | None:
        if state.over:
            return None
        return FLOW.decision(state, state.step, state.stack, cheers)

    def resolve(self, ctx: Context, action: Action) -> None:
        FLOW.resolve(ctx, action)

    def view(self, state: ToyState, player: int | None) -> Any:
        data = self.encode(state)
        if player is not None:
            data["deck"] = {"pile": decks.view(state.deck.pile), "discards": list(state.deck.discards)}
        return data

    def final_scores(self, state: ToyState) -> list[float]:
        return [float(x) for x in state.scores]
