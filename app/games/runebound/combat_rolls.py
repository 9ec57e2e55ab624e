"""What a batch of Runebound steps shows on the combat overlay, read from its events (no pygame here): the
adventure cards drawn, every 2d10 roll with its target, bonus and outcome, and how the fight ended.

The engine records a roll's dice only; the outcome is read from what followed it (a wounded challenge is a
hit, a harmed hero a failed defence), and a skill test's `tested` event carries its exact total. The bonus
is worked out with the engine's own character functions on the position before the steps; when that sum
would contradict the outcome (a bonus this reading does not know), only the dice are shown.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from engine.games.runebound.character import hero_skill, item_bonus
from engine.games.runebound.content import PHASES, SKILLS, base_id, content
from engine.games.runebound.state import AllyState, Combat, GameState, ItemState, PlayerState
from engine.games.runebound.strike import challenge_damage, target_number
from engine.kernel import Event, Step
from engine.kernel.canonical import JsonObject

GOOD = frozenset({"hit", "defended", "passed"})
HERO = -1


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
    """Walks the events of a batch, keeping the little of the position a roll's bonus needs."""

    def __init__(self, before: JsonObject | None) -> None:
        self.view = before or {}
        combat = self.view.get("combat") or {}
        self.readied: dict[str, int] = dict(combat.get("readied") or {})
        self.blessed: dict[str, int] = dict(combat.get("blessed") or {})
        self.focus: int = int(combat.get("focus") or 0)
        self.card: str | None = combat.get("card")
        self.pre = 0                # readied or blessing bonuses announced just before the next roll
        self.pvp_target: int | None = None
        fight = self.view.get("pvp") or combat
        self.plan: dict[str, str] = dict(fight.get("assignment") or {})
        self.round_allies: list[str] = list(fight.get("round_allies") or [])
        self.pvp = bool(self.view.get("pvp"))
        self.shown = Shown()

    def player(self, seat: int | None = None) -> PlayerState | None:
        players = self.view.get("players") or []
        seat = self.view.get("active", 0) if seat is None else seat
        if not 0 <= seat < len(players) or not players[seat].get("hero"):
            return None
        return player_state(players[seat])

    def target(self, phase: str) -> int | None:
        numbers = challenge_numbers(self.card, PHASES.index(phase), self.view.get("event_slot"))
        return numbers[0] if numbers is not None else None

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
                self.card = d["card"]
                self.readied, self.blessed, self.focus = {}, {}, 0
                self.shown.begun = True
                self.shown.fought = d["card"]
            elif e.kind == "readied":
                self.readied[d["what"]] = d["amount"]
            elif e.kind == "readied_used" and d["what"] == "ranged_roll":
                self.pre += self.readied.pop("ranged_roll", 0)
            elif e.kind == "blessed":
                self.blessed[d["phase"]] = d["bonus"]
            elif e.kind == "blessing_used":
                self.pre += self.blessed.pop(d["phase"], 0)
            elif e.kind == "focus":
                self.focus += d["bonus"]
            elif e.kind == "contact" and d.get("what") == "attack":
                self.pvp = True
            elif e.kind in ("combat_round", "pvp_round"):
                self.shown.new_round = True
                self.plan = dict(d.get("assignment") or {})
                self.round_allies = list(d.get("allies") or [])
            elif e.kind == "rolled_d10":
                self.shown.rolls.append(self.roll(d, events[i + 1:]))
                self.pre = 0
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
        """The roll and its outcome, from the events up to the next roll; a waiting point's `strike` event
        (the engine's roll in progress) gives its exact total and target."""
        why = str(d.get("why", ""))
        head, _, phase = why.partition(":")
        dice = tuple(int(x) for x in d["dice"])
        follow: list[Event] = []
        for e in after:
            if e.kind == "rolled_d10":
                break
            follow.append(e)
        if head == "charm" and self.shown.rolls:
            last = self.shown.rolls[-1]
            head, phase = ("target", last.phase or "") if last.kind == "target" else (last.kind, last.phase or "")
        if head == "target" or (head in ("attack", "defend", "ally") and self.pvp):
            head = "pvp_" + head
        roll = self._roll(head, phase, dice, follow, d)
        exact = next((e.data["strike"] for e in follow if e.kind == "strike" and e.data.get("strike")
                      and e.data["strike"].get("total")), None)
        if exact is not None and roll.kind != "target":
            roll.target, roll.bonus = int(exact["target"]), int(exact["total"]) - roll.sum
            if roll.verdict in ("hit", "miss", "defended", "wounded") and exact["stage"] == "after_roll":
                ok = exact["total"] >= exact["target"]
                roll.verdict = ("hit" if ok else "miss") if roll.kind in ("attack", "ally", "bolt") else \
                    ("defended" if ok else "wounded")
        return roll

    def _roll(self, head: str, phase: str, dice: tuple[int, ...], follow: list[Event], d: JsonObject) -> Roll:
        phase_name = phase if phase in PHASES else None
        if head == "test":
            tested = next((e.data for e in follow if e.kind == "tested"), None)
            roll = Roll("test", None, phase or None, "hero", dice)
            if tested is not None:
                roll.target = tested["target"]
                roll.bonus = tested["total"] - roll.sum
                roll.verdict = "passed" if tested["success"] else "failed"
            return roll
        if head.startswith("pvp_"):
            return self.pvp_roll(head[4:], phase_name, dice, follow, int(d.get("player", 0)))
        wounded = sum(e.data["wounds"] for e in follow if e.kind == "challenge_wounded" and e.data["wounds"] > 0)
        if head in ("attack", "defend") and phase_name is not None:
            p = self.player()
            roll = Roll(head, phase_name, SKILLS[PHASES.index(phase_name)], "hero", dice, self.target(phase_name))
            if p is not None:
                c = content()
                bonus = hero_skill(p, c, roll.skill or "") + item_bonus(p, c, head, phase_name) + self.pre
                roll.bonus = bonus + (self.focus if phase_name == "magic" else 0)
            hurt = sum(e.data["wounds"] for e in follow if e.kind == "harm" and e.data["who"] == HERO
                       and e.data["wounds"] > 0)
            if head == "attack":
                roll.verdict, roll.amount = ("hit", wounded) if wounded else ("miss", hurt)
            else:
                roll.verdict, roll.amount = ("wounded", hurt) if hurt else ("defended", 0)
            return self.checked(roll)
        if head == "ally" and phase_name is not None:
            return self.checked(self.ally_roll(phase_name, dice, follow, wounded))
        if head == "bolt":
            p = self.player()
            roll = Roll("bolt", "magic", "spirit", "hero", dice, self.target("magic"))
            roll.bonus = hero_skill(p, content(), "spirit") if p is not None else None
            roll.verdict, roll.amount = ("hit", wounded) if wounded else ("miss", 0)
            return self.checked(roll)
        return Roll("other", phase_name, None, "hero", dice)

    def ally_roll(self, phase: str, dice: tuple[int, ...], follow: list[Event], wounded: int) -> Roll:
        """An ally attacks: it is named by the first harm to an ally after the roll, or the plan."""
        p = self.player()
        combat = self.view.get("combat") or {}
        actor = (combat.get("assignment") or {}).get(phase, "")
        actor = self.plan.get(phase, actor)
        who = ""
        index = int(actor[4:]) if actor.startswith("ally") and actor[4:].isdigit() else -1
        if 0 <= index < len(self.round_allies):
            who = self.round_allies[index]
        elif p is not None and 0 <= index < len(p.allies):
            who = p.allies[index].card
        roll = Roll("ally", phase, SKILLS[PHASES.index(phase)], who or "ally", dice, self.target(phase))
        if who:
            roll.bonus = content().ally(who).stats.skills[PHASES.index(phase)]
        hurt = sum(e.data["wounds"] for e in follow if e.kind == "harm" and e.data["who"] != HERO
                   and e.data["wounds"] > 0)
        roll.verdict, roll.amount = ("hit", wounded) if wounded else ("miss", hurt)
        return roll

    def pvp_roll(self, head: str, phase: str | None, dice: tuple[int, ...], follow: list[Event],
                 seat: int) -> Roll:
        """Hero-vs-hero: the Challenge side rolls the target, then the Hero side attacks or defends it."""
        pvp = self.view.get("pvp") or {}
        hero_side = pvp.get("hero_side", seat)
        chal_side = pvp.get("defender") if hero_side == pvp.get("attacker") else pvp.get("attacker")
        skill = SKILLS[PHASES.index(phase)] if phase else None
        if head == "target":
            p = self.player(chal_side)
            roll = Roll("target", phase, skill, f"seat{chal_side}", dice)
            if p is not None and skill and phase:
                roll.bonus = hero_skill(p, content(), skill) + item_bonus(p, content(), "defend", phase)
            roll.verdict = "target_set"
            self.pvp_target = roll.total if roll.bonus is not None else None
            return roll
        harms = [e.data for e in follow if e.kind == "harm" and e.data["wounds"] > 0]
        dealt = sum(h["wounds"] for h in harms if h["player"] == chal_side)
        taken = sum(h["wounds"] for h in harms if h["player"] == hero_side)
        kind = {"attack": "attack", "defend": "defend", "ally": "ally"}.get(head, "other")
        p = self.player(hero_side)
        roll = Roll(kind, phase, skill, f"seat{hero_side}", dice, self.pvp_target)
        if kind in ("attack", "defend") and p is not None and skill and phase:
            roll.bonus = hero_skill(p, content(), skill) + item_bonus(p, content(), kind, phase)
        if kind == "defend":
            roll.verdict, roll.amount = ("wounded", taken) if taken else ("defended", 0)
        else:
            roll.verdict, roll.amount = ("hit", dealt) if dealt else ("miss", taken)
        return self.checked(roll)

    @staticmethod
    def checked(roll: Roll) -> Roll:
        """Drop a bonus whose total contradicts the outcome the events tell."""
        if roll.bonus is not None and roll.target is not None and roll.good is not None:
            if (roll.total >= roll.target) != roll.good:
                roll.bonus = None
        return roll


def read_steps(steps: Sequence[Step], before: JsonObject | None) -> Shown:
    """Everything the overlay shows for these steps, given the view from before them."""
    reader = _Reader(before)
    for step in steps:
        reader.read(step.events)
    return reader.shown
