"""Roll Player's greedy bot: the legal action that most improves a projected final score.

The projection is `scoring.py` on the state after the action, softened for an unfinished sheet
(how likely an open row still reaches its goal or a trait's condition) and with cheap values
for what only pays later (gold, ready skills, Charisma tokens, an early Market turn). Chance
inside the bot's look-ahead is drawn from the bot's own RNG, never from the game's.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import accumulate
from typing import Any

from engine.kernel import Action, Decision, Game, Rng, Seen, step_state

from . import scoring
from .content import Content, MarketCard, Rule
from .effects import content
from .state import ATTRS, Attr, Colour, GameState, Phase, PlayerState, Row, row_of

DIE_FACES = 6
# Decisions of the bot's own that finish what its previous choice started: looked ahead into.
FOLLOW_UPS = frozenset({
    "place_die", "int_choose", "wis_more", "attr", "pool_die", "negotiate", "search", "sleight",
    "sneak", "break_in", "diplomacy", "sort", "market_action", "second_purchase",
})
MAX_DEPTH = 2
SHEET_RULES = frozenset({"attr_at_most", "attr_at_least", "all_attrs_at_least"})
OPEN_SLOT_RULES = frozenset({"all_colours", "class_colour_dice"})


@dataclass(frozen=True, slots=True)
class Weights:
    """The projection's tuning knobs (stars per unit), kept apart so tests and tuning can vary them."""

    gold: float = 0.18                 # a gold that can still be spent in a Market
    gold_per_market: int = 6           # gold beyond this per remaining Market is worth `spare_gold`
    spare_gold: float = 0.05
    end_gold: float = 0.01             # the tie-breaker once nothing can be bought any more
    charisma: float = 0.3              # a token with this round's Market still to come
    ready_skill: float = 0.6
    exhausted_skill: float = 0.25
    weapon_ability: float = 0.2        # per remaining Market, for a weapon whose ability saves gold
    weapon_ability_cap: float = 1.0
    market_position: float = 0.1       # per Initiative card taken earlier in Market order
    control: float = 2.0               # choosing dice and rows beats chance by this factor
    reach_cap: float = 0.92
    near_miss: tuple[float, ...] = (0.35, 0.12)   # a full row 1, 2 off its goal, actions still to come
    open_mark: float = 0.3             # chance an open backstory slot still gets its colour
    open_colour: float = 0.6           # chance per missing colour (all colours / class colour dice)


DEFAULT = Weights()


# --- how likely open slots still reach a target ---------------------------------------------------
@lru_cache(maxsize=None)
def _cdf(k: int) -> tuple[float, ...]:
    """P(sum of k d6 <= s) for s = 0..6k (index = s)."""
    dist = [1.0]
    for _ in range(k):
        nxt = [0.0] * (len(dist) + DIE_FACES)
        for s, p in enumerate(dist):
            for face in range(1, DIE_FACES + 1):
                nxt[s + face] += p / DIE_FACES
        dist = nxt
    return tuple(accumulate(dist))


def reach(k: int, low: int | None, high: int | None, fixable: bool, w: Weights = DEFAULT) -> float:
    """How likely k more dice bring a row's sum into [low, high] (None = unbounded), one off allowed."""
    if k == 0:
        miss = max(0, low if low is not None else 0, -high if high is not None else 0)
        if miss == 0:
            return 1.0
        return w.near_miss[miss - 1] if fixable and miss <= len(w.near_miss) else 0.0
    lo = k if low is None else max(k, low - 1)
    hi = DIE_FACES * k if high is None else min(DIE_FACES * k, high + 1)
    if lo > hi:
        return 0.0
    cdf = _cdf(k)
    return min(w.reach_cap, w.control * (cdf[hi] - cdf[lo - 1]))


# --- the projection -------------------------------------------------------------------------------
def market_ahead(s: GameState, p: PlayerState) -> bool:
    """This round's Market turn of `p` is still to come: taken a card, not yet under way or done.
    (The turn under way is not counted: its options are the ones being compared.)"""
    if p.initiative is None or p.market_done or s.phase not in (Phase.DICE, Phase.MARKET):
        return False
    return not (s.phase is Phase.MARKET and s.current == p.seat)


def markets_left(s: GameState, p: PlayerState) -> int:
    """Market turns still to come for `p`: one per open slot, plus this round's if still ahead."""
    return sum(row.count(None) for row in p.sheet.values()) + market_ahead(s, p)


def _open(p: PlayerState) -> dict[Row, int]:
    """Empty slots per row: the dice each row will still receive."""
    return {a: row.count(None) for a, row in p.sheet.items()}


def _goals(p: PlayerState, c: Content, opens: dict[Row, int], fixable: bool, w: Weights) -> float:
    """Class goal stars, each weighted by how likely its row still lands on the goal (§8.1)."""
    if not p.class_id:
        return 0.0
    goals = c.classes[p.class_id].goals
    values = scoring.goal_values(p, c)
    total = 0.0
    for attr in ATTRS:
        goal = goals[attr]
        v = values[attr]
        total += goal.stars * reach(opens[attr], goal.low - v, None if goal.high is None else goal.high - v, fixable, w)
    return total


_SINGLE: dict[tuple[str, int], MarketCard] = {}


def _single(card: MarketCard, index: int) -> MarketCard:
    """A copy of `card` holding only its rule `index`, so scoring.py can score one rule."""
    key = (card.id, index)
    if key not in _SINGLE:
        _SINGLE[key] = replace(card, scoring=(card.scoring[index],))
    return _SINGLE[key]


def _trait_rule(card: MarketCard, index: int, p: PlayerState, c: Content, opens: dict[Row, int],
                checks: dict[Attr, int], fixable: bool, w: Weights) -> float:
    """One trait rule: scoring.py's stars, or their likelihood while the sheet still has room."""
    rule: Rule = card.scoring[index]
    empty = sum(opens.values())
    if rule.kind in SHEET_RULES and empty:
        if rule.kind == "attr_at_least":
            odds = reach(opens[rule.the_attr], rule.the_value - checks[rule.the_attr], None, fixable, w)
        elif rule.kind == "attr_at_most":
            odds = reach(opens[rule.the_attr], None, rule.the_value - checks[rule.the_attr], fixable, w)
        else:
            odds = 1.0
            for a in ATTRS:
                odds *= reach(opens[a], rule.the_value - checks[a], None, fixable, w)
        return rule.stars * odds
    exact = scoring.trait_stars(_single(card, index), p, c)
    if rule.kind in OPEN_SLOT_RULES and empty and not exact:
        if rule.kind == "all_colours":
            seen: set[Colour] = set()
            for d in p.dice():
                seen |= d.colours
            missing = len(Colour) - len(seen)
        else:
            missing = (rule.value or 0) - scoring.class_colour_dice(p, c)
        return rule.stars * w.open_colour ** missing if missing <= empty else 0.0
    return float(exact)


def _backstory(p: PlayerState, c: Content, w: Weights) -> float:
    """Backstory stars at the expected number of matches (open marked slots count in part)."""
    if not p.backstory:
        return 0.0
    matches = scoring.backstory_matches(p, c)
    open_marks = sum(1 for a, m in c.backstories[p.backstory].pattern.items() if p.sheet[a][m.index] is None)
    expected = matches + w.open_mark * open_marks
    table = c.backstory_stars
    low = min(int(expected), len(table) - 1)
    high = min(low + 1, len(table) - 1)
    return table[low] + (table[high] - table[low]) * (expected - low)


def projected_score(s: GameState, seat: int, w: Weights = DEFAULT) -> float:
    """Stars `seat` may expect at the end: exactly scoring.py's total (plus a tie-breaking sliver
    of gold) once the sheet is full and no Market is left; projections before that."""
    c = content()
    p = s.players[seat]
    opens = _open(p)
    markets = markets_left(s, p)
    fixable = sum(opens.values()) > 0
    total = _goals(p, c, opens, fixable, w)
    total += scoring.class_colour_dice(p, c) + scoring.alignment_stars(p, c) + _backstory(p, c, w)
    total += sum(a.stars for a in scoring.armour_scores(p, c))
    if p.traits:
        checks = {a: scoring.check_value(p, a, c) for a in ATTRS}
        for cid in p.traits:
            card = c.cards[cid]
            total += sum(_trait_rule(card, i, p, c, opens, checks, fixable, w) for i in range(len(card.scoring)))
    if s.solo:
        total += scoring.solo_gold_stars(p.gold, c)
    total += _later_value(s, p, markets, c, w)
    return total


def _later_value(s: GameState, p: PlayerState, markets: int, c: Content, w: Weights) -> float:
    """What gold, tokens, skills, weapon abilities and the Market order are worth for later."""
    if markets == 0:
        return w.end_gold * p.gold
    cap = w.gold_per_market * markets
    value = w.gold * min(p.gold, cap) + w.spare_gold * max(0, p.gold - cap)
    ahead = market_ahead(s, p)
    if ahead:
        value += w.charisma * p.charisma
    skill_scale = min(1.0, markets / 2)
    for exhausted in p.skills.values():
        value += skill_scale * (w.exhausted_skill if exhausted else w.ready_skill)
    for cid in p.weapons:
        if c.cards[cid].effect:
            value += min(w.weapon_ability_cap, w.weapon_ability * markets)
    if ahead:
        mine = s.initiative[p.card].order
        value += w.market_position * sum(1 for card in s.initiative if card.order > mine)
    return value


def candidates(s: GameState, actions: list[Action]) -> list[Action]:
    """The actions worth scoring: one discard stands for all (each pays the same gold), and a
    Dexterity swap of two identical dice (no change at all) is dropped."""
    out = []
    discarded = False
    for a in actions:
        if a.kind == "discard":
            if discarded:
                continue
            discarded = True
        elif a.kind == "dexterity":
            sheet = s.players[a.seat].sheet
            x, y = sheet[row_of(a["row"])][a["index"]], sheet[row_of(a["row2"])][a["index2"]]
            if x is not None and y is not None and x.value == y.value and x.colours == y.colours:
                continue
        out.append(a)
    return out


# --- the bot --------------------------------------------------------------------------------------
class GreedyBot:
    """One-step greedy over its own legal actions, looking ahead only into the follow-up choices
    the action itself opens (the die of a taken card, a skill's target, an Intelligence keep)."""

    name = "greedy"

    def __init__(self, weights: Weights = DEFAULT) -> None:
        self.weights = weights

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action:
        mine = decision.for_player(player)
        if len(mine) == 1:
            return mine[0]
        state = seen.draw(rng)   # a table its seat cannot tell from the real one: it never sees what is hidden
        own = candidates(state, mine) or list(decision.legal)
        if len(own) == 1:
            return own[0]
        chance = rng.next64()
        best, best_value = own[0], float("-inf")
        for action in own:
            value = self.value(game, state, action, player, chance, 0)
            if value > best_value:
                best, best_value = action, value
        return best

    def value(self, game: Game[Any], state: GameState, action: Action, player: int, chance: int, depth: int) -> float:
        """The projected score after `action` (and the best follow-up of the bot's own, if any)."""
        after = game.clone(state)
        after.rng = chance
        step_state(game, after, action)
        if depth < MAX_DEPTH:
            nxt = game.decision(after)
            if nxt is not None and nxt.actor == player and nxt.prompt in FOLLOW_UPS:
                options = candidates(after, nxt.for_player(player))
                if options:
                    return max(self.value(game, after, a, player, chance, depth + 1) for a in options)
        return projected_score(after, player, self.weights)

