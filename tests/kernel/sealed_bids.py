"""Sealed bids: a toy game of choices made at once, revealed together; competitive or co-operative.

Each round every player secretly bids 1–3. When the last bid is in, a system step shows them
all. Competitive: the highest bid that nobody else made scores its value; after ROUNDS rounds
the most points win. Co-operative (option `coop`): the table scores when all bids differ and
the tide rises when two match; the table wins at GOAL points and loses when the tide reaches TIDE.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from engine.kernel import Action, Context, Decision, Event, Game, GameConfig, Outcome, Reveal, Rng
from engine.kernel.reveal import CHOICES_SHOWN

BIDS = (1, 2, 3)
ROUNDS = 3
GOAL = 2
TIDE = 2
HIDDEN = "hidden"


@dataclass
class BidState:
    rng: int
    coop: bool
    bids: list[int | None]
    scores: list[int]
    round: int = 1
    table: int = 0
    tide: int = 0
    shown: list[list[int]] = field(default_factory=list)


class SealedBids(Game[BidState]):
    id = "sealed-bids"
    title = {"en": "Sealed bids", "pl": "Zakryte oferty"}
    min_players = 2
    max_players = 4

    def new_state(self, config: GameConfig) -> BidState:
        n = config.players
        return BidState(Rng.from_seed(config.seed).state, bool(config.options.get("coop", False)), [None] * n, [0] * n)

    def over(self, s: BidState) -> bool:
        if s.coop:
            return s.table >= GOAL or s.tide >= TIDE
        return s.round > ROUNDS

    def decision(self, s: BidState) -> Decision | None:
        if self.over(s):
            return None
        if all(b is not None for b in s.bids):
            return Decision(None, "show_bids", (Action.of("show", None),))
        return Decision.secret(
            "bid", [Action.of("bid", p, n=n) for p, b in enumerate(s.bids) if b is None for n in BIDS]
        )

    def resolve(self, ctx: Context, action: Action) -> None:
        s: BidState = ctx.state
        if action.kind == "bid":
            ctx.emit("bid_placed", player=action.player, n=action["n"])
            return
        bids = [b for b in s.bids if b is not None]
        ctx.emit("bids_shown", bids=bids)
        if s.coop:
            ctx.emit("table_scored" if len(set(bids)) == len(bids) else "tide_rose")
        else:
            unique = [b for b in bids if bids.count(b) == 1]
            if unique:
                ctx.emit("scored", player=bids.index(max(unique)), points=max(unique))
        ctx.emit("next_round")

    def apply(self, s: BidState, event: Event) -> None:
        d = event.data
        if event.kind == "bid_placed":
            s.bids[d["player"]] = d["n"]
        elif event.kind == "bids_shown":
            s.shown.append(list(d["bids"]))
        elif event.kind == "scored":
            s.scores[d["player"]] += d["points"]
        elif event.kind == "table_scored":
            s.table += 1
        elif event.kind == "tide_rose":
            s.tide += 1
        elif event.kind == "next_round":
            s.bids = [None] * len(s.bids)
            s.round += 1

    def view(self, s: BidState, player: int | None) -> Any:
        v = self.encode(s)
        v["rng"] = None if player is not None else v["rng"]
        if player is not None:
            v["bids"] = [b if (i == player or b is None) else HIDDEN for i, b in enumerate(s.bids)]
        return v

    def reveals(self, events: Sequence[Event]) -> list[Reveal]:
        return super().reveals(events) + [Reveal(CHOICES_SHOWN) for e in events if e.kind == "bids_shown"]

    def final_scores(self, s: BidState) -> list[float]:
        return [float(x) for x in s.scores]

    def progress(self, s: BidState) -> list[float]:
        return [float(s.table), float(s.tide)] if s.coop else self.final_scores(s)

    def progress_tracks(self, config: GameConfig) -> list[dict[str, str]] | None:
        if config.options.get("coop"):
            return [{"en": "Table", "pl": "Stół"}, {"en": "Tide", "pl": "Przypływ"}]
        return None

    def outcome(self, s: BidState) -> Outcome:
        if s.coop:
            won = s.table >= GOAL
            return Outcome.cooperative(len(s.scores), won, "sealed.goal_reached" if won else "sealed.tide_rose",
                                       table=s.table, tide=s.tide)
        return Outcome.competitive(self.final_scores(s))
