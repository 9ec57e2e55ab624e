"""Final scoring (spec §8) and solo ranks (§11.3): pure functions of a state and the content.

Every category is kept apart in a `ScoreSheet`, so the end screen can show the breakdown and
tests can check each rule on its own; `rank` applies the tie-breakers of §8.7.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from .content import Content, MarketCard, Rule, SoloRank
from .fiends import scoring as fiends_scoring
from .state import ATTRS, FAM, Attr, Colour, Die, FiendsPlayer, GameState, PlayerState, Row

RIGHTEOUS = "righteous"   # Paladin: a negative alignment value counts as 0 (spec §15.2)


@dataclass(frozen=True, slots=True)
class GoalScore:
    """One attribute goal: the row's `goal_value`, the goal and the stars it earned."""

    attr: Attr
    value: int
    goal: str
    met: bool
    stars: int


@dataclass(frozen=True, slots=True)
class ArmourScore:
    """One armour set: its cards, the Great Shield's extra cards, track stars and colour bonus."""

    set_id: str
    cards: int
    extra: int
    track_stars: int
    colour_bonus: int

    @property
    def stars(self) -> int:
        return self.track_stars + self.colour_bonus


@dataclass(frozen=True, slots=True)
class TraitScore:
    card: str
    stars: int


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """A player's final score by category (spec §8.1-8.6, solo gold §11.3) and tie-break data."""

    seat: int
    goals: tuple[GoalScore, ...]
    class_dice: int
    alignment: int
    backstory_matches: int
    backstory: int
    armour: tuple[ArmourScore, ...]
    traits: tuple[TraitScore, ...]
    gold_stars: int
    gold: int
    fiends: bool = False                  # the expansion's categories below are scored (§12.8)
    familiar_power: int = 0               # the familiar's Power (dice sum with weapon bonuses)
    familiar_goal: int = 0                # stars of the familiar's Power goal
    familiar_matches: int = 0
    familiar_backstory: int = 0
    monster: int = 0                      # the battle's level stars and champion bonus (§12.7)
    solo_bonus: int = 0                   # solo without "Monsters & Minions": +5 (§12.10, PD-E01)

    def categories(self) -> dict[str, int]:
        """Stars per category, in the order of the rulebook's scoring list (the expansion's two follow)."""
        out = {
            "goals": sum(g.stars for g in self.goals),
            "class_dice": self.class_dice,
            "alignment": self.alignment,
            "backstory": self.backstory,
            "armour": sum(a.stars for a in self.armour),
            "traits": sum(t.stars for t in self.traits),
            "gold": self.gold_stars,
        }
        if self.fiends:
            out["familiar_goal"] = self.familiar_goal
            out["familiar_backstory"] = self.familiar_backstory
            out["monster"] = self.monster
            out["solo_bonus"] = self.solo_bonus
        return out

    @property
    def total(self) -> int:
        return sum(self.categories().values())

    @property
    def tiebreak(self) -> tuple[int, int, int]:
        """Sort key, larger is better: stars, then gold, then fewer class-colour dice (§8.7)."""
        return (self.total, self.gold, -self.class_dice)


@dataclass(frozen=True, slots=True)
class Standing:
    """A place in the final ranking; tied players (after all tie-breakers) share a place."""

    place: int
    seat: int
    total: int
    sheet: ScoreSheet


# --- attribute values (spec §4.4) -------------------------------------------------------------
def _row(player: PlayerState, attr: Attr) -> list[Die]:
    return [d for d in player.sheet[attr] if d is not None]


def _race_modifier(player: PlayerState, attr: Attr, content: Content) -> int:
    return content.races[player.race].modifier(attr) if player.race else 0


def check_value(player: PlayerState, attr: Attr, content: Content) -> int:
    """Dice plus the racial modifier, without weapons: trait conditions (PD-G10)."""
    return sum(d.value or 0 for d in _row(player, attr)) + _race_modifier(player, attr, content)


def _weapon_rules(player: PlayerState, content: Content) -> Iterable[Rule]:
    for cid in player.weapons:
        yield from content.cards[cid].scoring


def goal_values(player: PlayerState, content: Content) -> dict[Row, int]:
    """Every row's dice plus racial modifier plus weapon bonuses (a die may count above 6):
    used for class goals only (spec §4.4, PD-G23, PD-G26)."""
    race = content.races[player.race].modifiers if player.race else {}
    values: dict[Row, int] = {}
    for attr, row in player.sheet.items():
        values[attr] = sum(d.value or 0 for d in row if d is not None) + (race.get(attr, 0) if attr is not FAM else 0)
    for rule in _weapon_rules(player, content):
        if rule.kind == "goal_flat":
            values[rule.the_attr] += rule.amount
        elif rule.kind == "goal_per_die":
            for attr, row in player.sheet.items():
                if rule.attr is None or rule.attr is attr:
                    values[attr] += rule.amount * sum(
                        1 for d in row if d is not None and (rule.colour is None or rule.colour in d.colours))
        elif rule.kind == "goal_per_split_die":
            for attr, row in player.sheet.items():
                values[attr] += fiends_scoring.goal_per_split_die(rule, row)
    return values


def goal_value(player: PlayerState, attr: Attr, content: Content) -> int:
    """One row's `goal_values` entry."""
    return goal_values(player, content)[attr]


# --- the categories ---------------------------------------------------------------------------
def class_colour(player: PlayerState, content: Content) -> Colour | None:
    return content.classes[player.class_id].colour if player.class_id else None


def class_colour_dice(player: PlayerState, content: Content) -> int:
    """Dice on the sheet showing the class colour (a split die counts if either colour matches)."""
    colour = class_colour(player, content)
    return 0 if colour is None else sum(1 for d in player.dice() if colour in d.colours)


def goal_scores(player: PlayerState, content: Content) -> tuple[GoalScore, ...]:
    if not player.class_id:
        return ()
    goals = content.classes[player.class_id].goals
    values = goal_values(player, content)
    out = []
    for attr in ATTRS:
        goal, value = goals[attr], values[attr]
        met = goal.met(value)
        out.append(GoalScore(attr, value, goal.label(), met, goal.stars if met else 0))
    return tuple(out)


def alignment_stars(player: PlayerState, content: Content) -> int:
    """The stars under the marker; the Paladin's Righteous turns a negative value into 0."""
    if not player.alignment_card:
        return 0
    stars = content.alignments[player.alignment_card].stars(player.alignment_pos)
    if player.class_id and content.classes[player.class_id].effect == RIGHTEOUS:
        stars = max(0, stars)
    return stars


def backstory_matches(player: PlayerState, content: Content) -> int:
    """Marked slots holding a die of the marked colour in the same row and position (§8.4)."""
    if not player.backstory:
        return 0
    count = 0
    for attr, mark in content.backstories[player.backstory].pattern.items():
        die = player.sheet[attr][mark.index]
        if die is not None and mark.colour in die.colours:
            count += 1
    return count


def armour_scores(player: PlayerState, content: Content) -> tuple[ArmourScore, ...]:
    """One score per armour type owned (one set per type, PD-G19), with the Great Shield's
    extra card added where it gains most, to a set that is owned and not complete (PD-G24)."""
    counts: dict[str, int] = {}
    for cid in player.armour:
        set_id = content.cards[cid].armour
        if set_id is not None:
            counts[set_id] = counts.get(set_id, 0) + 1
    extra = {k: 0 for k in counts}
    for rule in _weapon_rules(player, content):
        if rule.kind != "armour_extra":
            continue
        for _ in range(rule.amount):
            best, gain = None, 0
            for set_id, n in counts.items():
                track = content.armour_sets[set_id]
                have = n + extra[set_id]
                if have < track.complete and track.stars(have + 1) - track.stars(have) > gain:
                    best, gain = set_id, track.stars(have + 1) - track.stars(have)
            if best is not None:
                extra[best] += 1
    colour = class_colour(player, content)
    out = []
    for set_id, track in content.armour_sets.items():
        if set_id in counts:
            bonus = track.colour_bonus if colour is not None and colour in track.colours else 0
            out.append(ArmourScore(set_id, counts[set_id], extra[set_id], track.stars(counts[set_id] + extra[set_id]), bonus))
    return tuple(out)


def _cards_of_type(player: PlayerState, content: Content, card_type: str) -> int:
    owned = {"weapon": player.weapons, "armour": player.armour, "trait": player.traits,
             "skill": list(player.skills), "scroll": getattr(player, "scrolls", [])}.get(card_type, [])
    return sum(1 for cid in owned if content.cards[cid].type == card_type)


def _trait_rule(rule: Rule, player: PlayerState, content: Content, checks: dict[Attr, int]) -> int:
    """Stars of one declarative trait rule (conditions use `check_value`); `max` caps the stars."""
    kind = rule.kind
    if kind == "attr_at_most":
        stars = rule.stars if checks[rule.the_attr] <= rule.the_value else 0
    elif kind == "attr_at_least":
        stars = rule.stars if checks[rule.the_attr] >= rule.the_value else 0
    elif kind == "all_attrs_at_least":
        stars = rule.stars if all(v >= rule.the_value for v in checks.values()) else 0
    elif kind == "per_card":
        stars = rule.stars * _cards_of_type(player, content, rule.the_card_type)
    elif kind == "per_armour_type":
        stars = rule.stars * len({content.cards[cid].armour for cid in player.armour})
    elif kind == "per_gold":
        stars = rule.stars * (player.gold // rule.the_every)
    elif kind == "all_colours":
        seen: set[Colour] = set()
        for d in player.dice():
            seen |= d.colours
        stars = rule.stars if len(seen) == len(Colour) else 0
    elif kind == "class_colour_dice":
        stars = rule.stars if class_colour_dice(player, content) >= rule.the_value else 0
    elif kind in fiends_scoring.TRAIT_KINDS:
        stars = fiends_scoring.trait_stars(rule, player, _weapon_rules(player, content))
    else:
        raise ValueError(f"unknown trait scoring rule {kind!r}")
    return stars if rule.max is None else min(stars, rule.max)


def trait_stars(card: MarketCard, player: PlayerState, content: Content) -> int:
    checks = {a: check_value(player, a, content) for a in ATTRS}
    return sum(_trait_rule(rule, player, content, checks) for rule in card.scoring)


def trait_scores(player: PlayerState, content: Content) -> tuple[TraitScore, ...]:
    """Each Trait card's stars, its conditions judged on `check_value` (no weapons, §4.4)."""
    if not player.traits:
        return ()
    checks = {a: check_value(player, a, content) for a in ATTRS}
    return tuple(
        TraitScore(cid, sum(_trait_rule(r, player, content, checks) for r in content.cards[cid].scoring))
        for cid in player.traits
    )


def backstory_stars(matches: int, content: Content) -> int:
    table = content.backstory_stars
    return table[min(matches, len(table) - 1)]


def solo_gold_stars(gold: int, content: Content) -> int:
    """Solo: 1 star per full `gold_per_star` gold at the end (spec §11.3)."""
    return gold // content.solo.gold_per_star


# --- whole game -------------------------------------------------------------------------------
def score_player(player: PlayerState, state: GameState, content: Content) -> ScoreSheet:
    """The final score sheet of one player (traits last, PD-G39)."""
    matches = backstory_matches(player, content)
    sheet = ScoreSheet(
        seat=player.seat,
        goals=goal_scores(player, content),
        class_dice=class_colour_dice(player, content),
        alignment=alignment_stars(player, content),
        backstory_matches=matches,
        backstory=backstory_stars(matches, content),
        armour=armour_scores(player, content),
        traits=trait_scores(player, content),
        gold_stars=solo_gold_stars(player.gold, content) if state.solo else 0,
        gold=player.gold,
    )
    if not isinstance(player, FiendsPlayer):
        return sheet
    rules = list(_weapon_rules(player, content))
    fam = fiends_scoring.familiar_backstory_matches(player)
    return replace(sheet, fiends=True, familiar_power=fiends_scoring.familiar_power(player, rules),
                   familiar_goal=fiends_scoring.familiar_power_stars(player, rules), familiar_matches=fam,
                   familiar_backstory=fiends_scoring.familiar_backstory_stars(fam),
                   monster=player.monster_stars + player.champion_stars,
                   solo_bonus=fiends_scoring.solo_bonus() if state.solo else 0)


def score_all(state: GameState, content: Content) -> list[ScoreSheet]:
    return [score_player(p, state, content) for p in state.players]


def rank(state: GameState, content: Content) -> list[Standing]:
    """Players best first: most stars, then most gold, then fewest class-colour dice; players
    still tied share the place (a shared victory when it is first place, PD-G18)."""
    sheets = sorted(score_all(state, content), key=lambda s: (tuple(-k for k in s.tiebreak), s.seat))
    out: list[Standing] = []
    for i, sheet in enumerate(sheets):
        place = out[-1].place if out and out[-1].sheet.tiebreak == sheet.tiebreak else i + 1
        out.append(Standing(place, sheet.seat, sheet.total, sheet))
    return out


def winners(state: GameState, content: Content) -> list[int]:
    """The seats in first place (more than one = shared victory)."""
    return [s.seat for s in rank(state, content) if s.place == 1]


def final_scores(state: GameState, content: Content) -> list[int]:
    """Each seat's total stars, in seat order (what `Game.final_scores` reports)."""
    return [s.total for s in score_all(state, content)]


def solo_rank(total: int, content: Content) -> SoloRank:
    """The solo rank for a final total (spec §11.3): Hero 38+ ... NPC 21 or less."""
    return content.solo.rank(total)
