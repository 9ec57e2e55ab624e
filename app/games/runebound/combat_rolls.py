"""What a batch of Runebound steps shows on the combat overlay, read from its events (no pygame here): the
adventure cards drawn, every 2d10 roll with its target, bonus and outcome, and how the fight ended.

The engine records each roll with its purpose, total, target and success (the `rolled_d10` event); the
overlay shows those as they are and reads only the wounds a roll led to from the events after it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from engine.games.runebound.content import PHASES, SKILLS, base_id, content
from engine.games.runebound.state import AllyState, Combat, GameState, ItemState, PlayerState
from engine.games.runebound.strike import challenge_damage, target_number
from engine.kernel import Event, Step
from engine.kernel.canonical import JsonObject

GOOD = frozenset({"hit", "defended", "passed"})
# A roll's purpose (the engine's `why`) and its verdicts: (success, failure)
VERDICTS = {"attack": ("hit", "miss"), "ally": ("hit", "miss"), "bolt": ("hit", "miss"),
            "defend": ("defended", "wounded"), "test": ("passed", "failed")}
KINDS = frozenset(VERDICTS) | {"target"}


@dataclass
class Roll:
    """One 2d10 roll: `who` is "hero", an ally's card, or "seat<n>" (a hero in hero-vs-hero combat)."""

    kind: str                       # attack, defend, ally, test, bolt, target, other
    phase: str | None
    skill: str | None
    who: str
    dice: tuple[int, ...]
    target: int | None = None
    bonus: int | None = None
    verdict: str | None = None      # hit, miss, defended, wounded, passed, failed, target_set
    amount: int = 0                 # wounds dealt or taken

    @property
    def sum(self) -> int:
        zero = content().rules.d10_zero
        return sum(d or zero for d in self.dice)

    @property
    def total(self) -> int:
        return self.sum + (self.bonus or 0)

    @property
    def good(self) -> bool | None:
        """True for the roller's success, False for a failure, None for a target roll."""
        if self.verdict is None or self.verdict == "target_set":
            return None
        return self.verdict in GOOD


@dataclass
class Result:
    """How a fight or an encounter ended: victory (gold, counter, rune, the game won), escaped, knocked out,
    or a hero-vs-hero fight over (`loser` a seat or None)."""

    kind: str
    gold: int = 0
    counter: str | None = None
    rune: bool = False
    wins: bool = False
    loser: int | None = None


@dataclass
class Shown:
    """What one batch of steps shows, in order: cards drawn (an event with whether it took effect), rolls, the end."""

    drawn: list[tuple[str, bool | None]] = field(default_factory=list)
    rolls: list[Roll] = field(default_factory=list)
    result: Result | None = None
    begun: bool = False             # a fight began in these steps (its card flips open)
    fought: str | None = None       # the card of the fight that began
    new_round: bool = False         # a round's plan was made in these steps (its log starts afresh)


def challenge_numbers(card: str | None, phase: int, event: str | None) -> tuple[int, int] | None:
    """A challenge's target and damage in a phase as the engine counts them under the event in play (Dark
    Omens, Orc Warbands, Margath Stirs), or None when it takes no part in that phase."""
    c = content()
    if card is None or base_id(card) not in c.challenges or c.challenges[base_id(card)].phases[phase] is None:
        return None
    state = GameState(rng=0, event_slot=event, combat=Combat(card=card))
    return target_number(state, c, phase), challenge_damage(state, c, phase)


def player_state(d: JsonObject) -> PlayerState:
    """A player of a view (the encoded state) as the engine's PlayerState, for its derived values."""
    pos = d.get("position")
    return PlayerState(
        seat=d["seat"], hero=d["hero"], position=None if pos is None else (pos[0], pos[1]), gold=d["gold"],
        wounds=d["wounds"], exhaustion=d["exhaustion"], hero_face_down=d.get("hero_face_down", False),
        xp_tokens=list(d.get("xp_tokens", [])), counters=list(d.get("counters", [])),
        banked_xp=d.get("banked_xp", 0), allies=[AllyState(**a) for a in d.get("allies", [])],
        items=[ItemState(**i) for i in d.get("items", [])], kept=list(d.get("kept", [])))


class _Reader:
    """Walks the events of a batch: the cards drawn, the rolls and how the fight ended."""

    def __init__(self, before: JsonObject | None) -> None:
        self.view = before or {}
        self.pvp = bool(self.view.get("pvp"))
        self.shown = Shown()

    def read(self, events: Sequence[Event]) -> None:
        for i, e in enumerate(events):
            d = e.data
            if e.kind == "adventure_drawn":
                kind = content().card_kind(d["card"])
                if kind != "event":
                    self.shown.drawn.append((d["card"], None))
            elif e.kind == "event_played":
                self.shown.drawn.append((d["card"], bool(d["accepted"])))
            elif e.kind == "combat_begun":
                self.shown.begun = True
                self.shown.fought = d["card"]
            elif e.kind == "contact" and d.get("what") == "attack":
                self.pvp = True
            elif e.kind in ("combat_round", "pvp_round"):
                self.shown.new_round = True
            elif e.kind == "rolled_d10":
                self.shown.rolls.append(self.roll(d, events[i + 1:]))
            elif e.kind == "challenge_defeated":
                self.shown.result = Result("victory", gold=d["gold"], counter=d["counter"], rune=bool(d["kept"]),
                                           wins=bool(d["wins"]))
            elif e.kind in ("unresolved", "margath_aside"):
                self.shown.result = Result("escaped")
            elif e.kind == "knocked_out" and self.shown.result is not None and self.shown.result.kind == "escaped":
                self.shown.result = Result("knocked_out", loser=d["player"])
            elif e.kind == "pvp_over":
                self.shown.result = Result("pvp_over", loser=d["loser"])
                self.pvp = False

    def roll(self, d: JsonObject, after: Sequence[Event]) -> Roll:
        """The roll as the engine recorded it (its purpose, total, target and success); only the wounds it
        led to are read from the events up to the next roll. A Lucky Charm's reroll of the target in
        hero-vs-hero combat sets the target the roll before it now faces."""
        head, _, phase = str(d["why"]).partition(":")
        phase_name = phase if phase in PHASES else None
        dice = tuple(int(x) for x in d["dice"])
        follow: list[Event] = []
        for e in after:
            if e.kind == "rolled_d10":
                break
            follow.append(e)
        kind = head if head in KINDS else "other"
        skill = phase or None if kind == "test" else (SKILLS[PHASES.index(phase_name)] if phase_name else None)
        if kind == "bolt":
            phase_name, skill = "magic", "spirit"
        seat = int(d["player"])
        who = f"seat{seat}" if self.pvp else (str(d.get("ally") or "") or "hero")
        total, target, success = int(d["total"]), d.get("target"), d.get("success")
        roll = Roll(kind, phase_name, skill, who, dice, None if target is None else int(target))
        roll.bonus = total - roll.sum
        if kind == "target":
            roll.verdict = "target_set"
            if d.get("reroll"):
                self.retarget(total)
            return roll
        if success is None:
            return roll
        roll.verdict = VERDICTS[kind][0 if success else 1]
        roll.amount = self.wounds(follow, seat, dealt=bool(success) != (kind == "defend"))
        return roll

    def retarget(self, target: int) -> None:
        """The last roll against the rerolled target now faces the new one: its verdict follows."""
        last = next((r for r in reversed(self.shown.rolls) if r.kind in VERDICTS and r.kind != "test"), None)
        if last is None or last.target is None:
            return
        last.target = target
        good = last.total >= target
        last.verdict = VERDICTS[last.kind][0 if good else 1]

    def wounds(self, follow: Sequence[Event], seat: int, dealt: bool) -> int:
        """Wounds the roll dealt (to the challenge, or to the other hero) or its side took, as recorded."""
        if dealt and not self.pvp:
            return sum(e.data["wounds"] for e in follow if e.kind == "challenge_wounded" and e.data["wounds"] > 0)
        harms = [e.data for e in follow if e.kind == "harm" and e.data["wounds"] > 0]
        if dealt:
            return sum(h["wounds"] for h in harms if h["player"] != seat)
        return sum(h["wounds"] for h in harms if h["player"] == seat)


def read_steps(steps: Sequence[Step], before: JsonObject | None) -> Shown:
    """Everything the overlay shows for these steps, given the view from before them."""
    reader = _Reader(before)
    for step in steps:
        reader.read(step.events)
    return reader.shown
