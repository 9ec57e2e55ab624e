"""Runebound's greedy bot: it walks toward the adventures its hero can likely win, heals in a city when hurt,
buys what raises its best combat roll, and trains its best skill.

Every estimate reads the state the bot may see (its hero, the board's counters, the challenge being fought);
it never looks into a deck. Ties and questions it has no plan for fall back on the bots' own RNG.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any, Callable

from engine.common.hexes import Hex, distance
from engine.kernel import Action, Decision, Game, Rng, Seen

from .character import ally_life, hero_damage, hero_life, hero_skill, hero_stamina, item_bonus, may_acquire
from .strike import challenge_damage, target_number
from .content import COLOURS, PHASES, SKILLS, Challenge, Content, Kind, base_id, content
from .state import EXPERIENCE, MOVEMENT, MOVING, GameState, PlayerState, key_hex

D10 = 10
HERO = -1                     # `who` of a heal or a card used on the hero himself
SAFE_SHARE = 0.8              # a fight is worth it when its expected wounds stay below this share of life left
WINNABLE = 0.5                # the share of a colour's challenges the hero must beat to seek that colour
HURT_SHARE = 0.5              # at this share of life in wounds the hero heads for a city to heal
BUY_AT = 1.0                  # the least `item_value` worth a purchase (or a walk to a city for it)
RUNE_VALUE = 20.0             # a Dragonlord's rune against a counter's XP when choosing where to go
STEPS_PER_TURN = 3.0          # roughly how far a roll of the movement dice takes the hero
ALLY_WOUND_WEIGHT = 0.3       # an ally's wound matters less than the hero's
HERO_WOUND_WEIGHT = 0.6
MAX_COMBAT_ROUNDS = 12        # a fight this long is going nowhere: the bot escapes
MIN_WOUNDS = 0.1              # expected wounds below this count as this (a near-certain win)
ASIDES = ("discard", "use")   # offered at nearly every point of a turn: a card thrown away, a healing card
PEACEFUL = ("no_contact", "reject_trade", "end_trade", "break_off", "refuse", "done", "leave_market")


@lru_cache(maxsize=None)
def chance_at_least(need: int) -> float:
    """P(2d10 >= need), a "0" counting as 10 (spec §6)."""
    hits = sum(1 for a in range(1, D10 + 1) for b in range(1, D10 + 1) if a + b >= need)
    return hits / (D10 * D10)


def attack_bonus(p: PlayerState, c: Content, phase: int) -> int:
    return hero_skill(p, c, SKILLS[phase]) + item_bonus(p, c, "attack", PHASES[phase])


def defend_bonus(p: PlayerState, c: Content, phase: int) -> int:
    return hero_skill(p, c, SKILLS[phase]) + item_bonus(p, c, "defend", PHASES[phase])


def best_phase(p: PlayerState, c: Content) -> int:
    """The phase the hero attacks best in (damage breaks ties)."""
    phase: int = kept("best_phase", p, c, lambda: max(range(len(PHASES)),
                                                       key=lambda i: (attack_bonus(p, c, i), hero_damage(p, c, i))))
    return phase


def plan_value(p: PlayerState, c: Content, ch: Challenge, plan: dict[str, str],
               targets: list[int | None], damages: list[int]) -> tuple[float, float]:
    """(expected wounds dealt, expected weighted wounds taken) in one round of `plan`."""
    dealt = taken = 0.0
    for i, phase in enumerate(PHASES):
        target = targets[i]
        who = plan.get(phase, "none")
        if target is None or who == "none":
            continue
        if who == "hero":
            hit = chance_at_least(target - attack_bonus(p, c, i))
            dealt += hit * hero_damage(p, c, i)
            taken += (1 - hit) * damages[i] * HERO_WOUND_WEIGHT
        elif who.startswith("ally"):
            ally = c.ally(p.allies[int(who[4:])].card).stats
            hit = chance_at_least(target - ally.skills[i])
            dealt += hit * ally.damage[i]
            taken += (1 - hit) * damages[i] * ALLY_WOUND_WEIGHT
        else:
            taken += (1 - chance_at_least(target - defend_bonus(p, c, i))) * damages[i] * HERO_WOUND_WEIGHT
    return dealt, taken


def fighter(p: PlayerState) -> tuple[Any, ...]:
    """What a hero's fighting hangs on (his card, experience tokens, items and allies): the key of the estimates kept."""
    return (p.hero, tuple(p.xp_tokens), tuple(sorted(i.card for i in p.items)), tuple(a.card for a in p.allies))


def fight_odds(p: PlayerState, c: Content, ch: Challenge) -> tuple[float, float]:
    """(wounds dealt, weighted wounds taken) per round under the best plan of hero and allies (printed
    numbers: events are left out)."""
    key = (ch.id, fighter(p))
    if key not in _ODDS:
        if len(_ODDS) > ODDS_CACHE:
            _ODDS.clear()
        _ODDS[key] = _fight_odds(p, c, ch)
    return _ODDS[key]


_ODDS: dict[tuple[Any, ...], tuple[float, float]] = {}
ODDS_CACHE = 50_000           # entries kept before the cache starts afresh (it is only a speed-up)
# a search judges thousands of tables whose heroes are the same: their hopes are kept by fighter and wounds
_KEPT: dict[tuple[Any, ...], Any] = {}


def kept(what: str, p: PlayerState, c: Content, work: Callable[[], Any]) -> Any:
    """`work`'s answer for this hero as he fights now, with his wounds (an estimate kept, never worked out twice)."""
    key = (what, fighter(p), p.wounds, id(c))
    if key not in _KEPT:
        if len(_KEPT) > ODDS_CACHE:
            _KEPT.clear()
        _KEPT[key] = work()
    return _KEPT[key]


def _fight_odds(p: PlayerState, c: Content, ch: Challenge) -> tuple[float, float]:
    valued = [i for i in range(len(PHASES)) if ch.phases[i] is not None]
    targets = [pair[0] if pair is not None else None for pair in ch.phases]
    damages = [pair[1] if pair is not None else 0 for pair in ch.phases]
    options = ["hero", *(f"ally{i}" for i in range(len(p.allies))), "defend"]
    best = (0.0, float("inf"))
    for combo in product(options, repeat=len(valued)):
        attackers = [x for x in combo if x != "defend"]
        if "hero" not in combo or len(attackers) != len(set(attackers)):
            continue
        dealt, taken = plan_value(p, c, ch, {PHASES[i]: x for x, i in zip(combo, valued)}, targets, damages)
        if dealt - taken > best[0] - best[1]:
            best = (dealt, taken)
    return best


def margin(p: PlayerState, c: Content, ch: Challenge) -> float:
    """The hero's safe share of his life left over the wounds he expects before the challenge falls
    (1 or more: he can likely win)."""
    dealt, taken = fight_odds(p, c, ch)
    if dealt <= 0:
        return 0.0
    expected = ch.life / dealt * taken / HERO_WOUND_WEIGHT
    return SAFE_SHARE * (hero_life(p, c) - p.wounds) / max(expected, MIN_WOUNDS)


def can_beat(p: PlayerState, c: Content, ch: Challenge) -> bool:
    return margin(p, c, ch) >= 1


def colour_margin(p: PlayerState, c: Content, colour: str) -> float:
    """A colour's challenges' mean margin (copies counted), each capped at 1: how near the hero is to it."""
    cards = [ch for ch in c.challenges.values() if ch.deck == colour and not ch.margath]
    total = sum(ch.copies for ch in cards)
    return sum(ch.copies * min(1.0, margin(p, c, ch)) for ch in cards) / total if total else 0.0


def strength(p: PlayerState, c: Content) -> float:
    """What the hero may hope to win now: each colour's XP (a rune for red) by how near he is to it."""
    hope: float = kept("strength", p, c, lambda: sum(colour_margin(p, c, colour) * colour_value(c, colour)
                                                     for colour in COLOURS))
    return hope


def colour_value(c: Content, colour: str) -> float:
    return c.rules.counter_xp[colour] + (RUNE_VALUE if colour == "red" else 0.0)


def colour_odds(p: PlayerState, c: Content) -> dict[str, float]:
    """For each colour, the share of its challenges (copies counted) the hero can beat now."""
    def work() -> dict[str, float]:
        out = {}
        for colour in COLOURS:
            cards = [ch for ch in c.challenges.values() if ch.deck == colour and not ch.margath]
            total = sum(ch.copies for ch in cards)
            out[colour] = sum(ch.copies for ch in cards if can_beat(p, c, ch)) / total if total else 0.0
        return out
    odds: dict[str, float] = kept("colour_odds", p, c, work)
    return dict(odds)


def item_value(p: PlayerState, c: Content, card: str) -> float:
    """How much a card raises the hero's fighting: his best phase's attack counts most, then defence
    and life; an ally by its best skill and life."""
    base = base_id(card)
    best = PHASES[best_phase(p, c)]
    if base in c.items:
        item = c.items[base]
        value = item.life * 2.0
        for m in item.mods:
            if m.roll == "attack":
                value += m.add * (3.0 if m.phase in (best, "all") else 0.3)
            elif m.roll == "defend":
                value += m.add * (2.0 if m.phase == "all" else 1.0)
            else:
                value += m.add * 0.5
        if value == 0 and Kind.ARTIFACT == item.kind:
            value = 0.5 if item.price > 1 else 0.0
        return value
    ally = c.ally(card).stats
    return max(ally.skills) / 2 + ally.life / 2


def own(decision: Decision, player: int) -> list[Action]:
    return [a for a in decision.legal if a.player == player] or list(decision.legal)


class GreedyBot:
    """Answers each question with a rule of thumb about winning fights (see the module's docstring)."""

    name = "greedy"

    def __init__(self) -> None:
        self.goals: dict[tuple[int, int], Hex | None] = {}   # (seat, round) -> where this turn's move heads

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action:
        actions = own(decision, player)
        if len(actions) == 1:
            return actions[0]
        s: GameState = seen.draw(rng)   # a table its seat cannot tell from the real one: it never sees what is hidden
        return self.decide(s, decision.prompt, player, actions, rng)

    def decide(self, s: GameState, prompt: str, player: int, actions: list[Action], rng: Rng) -> Action:
        """The rule of thumb at a table `s` the seat may know (a drawn one, or a search's determinisation)."""
        p = s.players[player]
        c = content()
        handler: Callable[[GameState, PlayerState, Content, list[Action]], Action | None] | None = \
            getattr(self, f"_{prompt}", None)
        choice = handler(s, p, c, actions) if handler is not None else None
        if choice is not None:
            return choice
        calm = [a for a in actions if a.kind in PEACEFUL]
        if calm:
            return calm[0]
        useful = [a for a in actions if a.kind not in ASIDES] or actions
        return useful[rng.below(len(useful))]

    # --- where to go ------------------------------------------------------------------------------------
    def target(self, s: GameState, p: PlayerState, c: Content) -> Hex | None:
        """A city when hurt or rich, otherwise the best adventure the hero can likely win, weighed by its
        XP (a rune for a Dragonlord) against the turns it takes to get there."""
        here = Hex(*p.position) if p.position is not None else Hex(*c.cities[c.start_city].hex)
        life = hero_life(p, c)
        cities = [city.hex for city in c.cities.values()]
        if p.wounds >= HURT_SHARE * life and p.gold > 0:
            return min(cities, key=lambda h: distance(here, h))
        shops = [city.hex for city in c.cities.values()   # not where he stands: he bought there what he could
                 if city.hex != here and self.worth_buying(s, p, c, city.id)]
        if shops:
            return min(shops, key=lambda h: distance(here, h))
        odds = colour_odds(p, c)
        floor = self.odds_floor(odds)
        best: tuple[float, Hex | None] = (0.0, None)
        for key, colours in s.counters_on_hex.items():
            if not colours or key in s.unresolved_on_hex:
                continue
            colour = max(colours, key=COLOURS.index)
            if odds[colour] < floor:
                continue
            value = odds[colour] * (c.rules.counter_xp[colour] + (RUNE_VALUE if colour == "red" else 0.0))
            h = key_hex(key)
            score = value / (1 + distance(here, h) / STEPS_PER_TURN)
            if score > best[0]:
                best = (score, h)
        for key, slot in s.unresolved_on_hex.items():
            card = s.unresolved_slots.get(str(slot))
            if card is None or not can_beat(p, c, c.challenges[base_id(card)]):
                continue
            colour = c.challenges[base_id(card)].deck
            h = key_hex(key)
            value = c.rules.counter_xp[colour] + (RUNE_VALUE if c.challenges[base_id(card)].dragonlord else 0.0)
            score = value / (1 + distance(here, h) / STEPS_PER_TURN)
            if score > best[0]:
                best = (score, h)
        if best[1] is None and p.gold > 0 and (p.wounds or p.exhaustion):
            return min(cities, key=lambda h: distance(here, h))
        if best[1] is None:   # nothing likely to be won: the counter he comes nearest to beating
            for key, colours in s.counters_on_hex.items():
                if colours and key not in s.unresolved_on_hex:
                    colour = max(colours, key=COLOURS.index)
                    h = key_hex(key)
                    score = colour_margin(p, c, colour) * colour_value(c, colour) / (1 + distance(here, h) / STEPS_PER_TURN)
                    if score > best[0]:
                        best = (score, h)
        return best[1]

    @staticmethod
    def target_hexes(s: GameState, p: PlayerState, c: Content) -> list[str]:
        """Hexes with a counter of a colour the hero can likely win."""
        odds = colour_odds(p, c)
        return [k for k, colours in s.counters_on_hex.items()
                if colours and odds[max(colours, key=COLOURS.index)] >= WINNABLE]

    @staticmethod
    def worth_buying(s: GameState, p: PlayerState, c: Content, city: str) -> bool:
        """The city's face-up stack holds a card the hero can afford, may own and would gain from."""
        return any(c.price(card) <= p.gold and may_acquire(p, c, card) and item_value(p, c, card) >= BUY_AT
                   for card in s.market_stacks.get(city, ()))

    @staticmethod
    def odds_floor(odds: dict[str, float]) -> float:
        """The odds a colour needs to be sought: WINNABLE, or less when no colour reaches it (green counters
        run out; a hero who waits for sure fights never moves)."""
        return min(WINNABLE, max(odds.values()) * WINNABLE * 2) or WINNABLE

    def _movement(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        heal = self._heal_card(p, actions)
        if heal is not None:
            return heal
        goal = self.target(s, p, c)
        self.goals = {(p.seat, s.round_no): goal}   # kept for the moves of this turn: the aim must not flip midway
        here = Hex(*p.position) if p.position is not None else None
        rolls = [a for a in actions if a.kind == "roll"]
        if goal is not None and here is not None:
            if here == goal:
                stay = min(rolls, key=lambda a: a["dice"], default=None)
                if stay is not None:
                    return stay
            steps = [a for a in actions if a.kind == "step" and Hex(a["q"], a["r"]) == goal]
            if steps:
                return steps[0]
        return max(rolls, key=lambda a: (a["dice"], a["rest"]), default=None)

    def _moving(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        key = (p.seat, s.round_no)
        goal = self.goals[key] if key in self.goals else self.target(s, p, c)
        stop = next((a for a in actions if a.kind == "stop"), None)
        if goal is None or p.position is None:
            return stop
        now = distance(Hex(*p.position), goal)
        goes = [a for a in actions if a.kind == "go"]
        if not goes or now == 0:
            return stop
        best = min(goes, key=lambda a: distance(Hex(a["q"], a["r"]), goal))
        return best if distance(Hex(best["q"], best["r"]), goal) < now or stop is None else stop

    # --- adventures and combat ---------------------------------------------------------------------------
    def _adventure(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        odds = colour_odds(p, c)
        decline = next((a for a in actions if a.kind == "decline"), None)
        for a in actions:
            if a.kind == "fight_unresolved":
                key = f"{p.position[0]},{p.position[1]}" if p.position is not None else ""
                slot = s.unresolved_on_hex.get(key)
                card = s.unresolved_slots.get(str(slot)) if slot is not None else None
                if card is None or can_beat(p, c, c.challenges[base_id(card)]):
                    return a
            elif a.kind == "fight_margath" and can_beat(p, c, c.challenges[base_id(_margath(c))]):
                return a
        floor = self.odds_floor(odds)
        ready = [a for a in actions if a.kind == "adventure" and odds[a["colour"]] >= floor]
        if p.wounds >= HURT_SHARE * hero_life(p, c) and p.gold > 0:
            return decline                 # off to a city to heal (broke, he must earn the gold first)
        if ready:
            return max(ready, key=lambda a: COLOURS.index(a["colour"]))
        if max(odds.values()) < floor or not any(self.target_hexes(s, p, c)):   # nothing better anywhere
            tries = [a for a in actions if a.kind == "adventure"]
            if tries and (p.wounds == 0 or p.gold == 0):   # broke, only a knock-out heals him: resting never does
                return max(tries, key=lambda a: colour_margin(p, c, a["colour"]))
        return decline

    def _before_combat(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        """Every Before Combat ability it has (a bolt, a shot, a focus), then the fight."""
        use = next((a for a in actions if a.kind in ("hero_ability", "ally_ability")), None)
        return use or next((a for a in actions if a.kind in ("start_fight", "end_before")), None)

    _pvp_before = _before_combat

    @staticmethod
    def _play_or_go_on(actions: list[Action]) -> Action | None:
        """At a roll's card point: play the card (a charm on a lost roll, a boost, armour, knives, a blessing)."""
        play = next((a for a in actions if a.kind == "play_card"), None)
        return play or next((a for a in actions if a.kind == "proceed"), None)

    def _pre_roll(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        return self._heal_card(p, actions) or self._play_or_go_on(actions)

    def _pre_target(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        return self._play_or_go_on(actions)

    _after_roll = _after_hit = _before_damage = _pre_target

    def _counter_choice(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        """The counter worth the most XP."""
        return max(actions, key=lambda a: c.rules.counter_xp.get(a.get("colour") or "", 0))

    def _assign(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        """The plan with the most expected wounds dealt for the wounds it risks."""
        plans = [a for a in actions if a.kind == "assign"]
        if not plans or s.combat is None:
            return None
        ch = c.challenges[base_id(s.combat.card)]
        targets = [target_number(s, c, i) if ch.phases[i] is not None else None for i in range(len(PHASES))]
        damages = [challenge_damage(s, c, i) if ch.phases[i] is not None else 0 for i in range(len(PHASES))]

        def score(a: Action) -> float:
            dealt, taken = plan_value(p, c, ch, {ph: a[ph] for ph in PHASES}, targets, damages)
            return dealt - taken
        return max(plans, key=score)

    def _round_end(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        """Escape when one more failed roll could knock the hero out, or when the fight goes nowhere (a Troll
        that heals what the hero deals, a hero no roll of the challenge can hurt)."""
        if s.combat is None:
            return None
        if s.combat.round >= MAX_COMBAT_ROUNDS:
            return next((a for a in actions if a.kind == "escape"), None)
        ch = c.challenges[base_id(s.combat.card)]
        worst = max(challenge_damage(s, c, i) for i in range(len(PHASES)) if ch.phases[i] is not None)
        left = hero_life(p, c) - p.wounds
        kind = "escape" if left <= worst else "fight_on"
        return next((a for a in actions if a.kind == kind), None)

    # --- encounters -------------------------------------------------------------------------------------
    def _encounter(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        return next((a for a in actions if a.kind == "face_encounter"), None)

    def _accept_duellist(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        free = [a for a in actions if a.kind == "accept" and not a.get("discard")]
        return free[0] if free else next((a for a in actions if a.kind == "refuse"), None)

    def _free_token(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        best = SKILLS[best_phase(p, c)]
        return next((a for a in actions if a.get("token") == best), None)

    def _caravan(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        """The caravan's card lies face up (revealed by the encounter): buy it if it helps."""
        buy = next((a for a in actions if a.kind == "buy_revealed"), None)
        if buy is not None and s.revealed is not None and item_value(p, c, s.revealed) >= BUY_AT:
            return buy
        return next((a for a in actions if a.kind == "refuse"), None)

    def _toll(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        pay = next((a for a in actions if a.kind == "pay_toll"), None)
        return pay or next((a for a in actions if a.kind == "face_encounter"), None)

    # --- market and experience ----------------------------------------------------------------------------
    def _market(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        """Heal the hero's wounds first, then his allies', then buy the card that adds most; then leave."""
        heals = [a for a in actions if a.kind == "heal"]
        for a in heals:
            if a["who"] == HERO and a["what"] == "wound" and p.wounds > 0:
                return a
        for a in heals:
            if a["who"] != HERO and a["what"] == "wound" and 0 <= a["who"] < len(p.allies):
                ally = p.allies[a["who"]]
                if ally.wounds * 2 >= ally_life(ally, c):
                    return a
        buys = [a for a in actions if a.kind == "buy" and item_value(p, c, a["card"]) >= BUY_AT]
        if buys:
            return max(buys, key=lambda a: (item_value(p, c, a["card"]), c.price(a["card"])))
        for a in heals:
            if a["who"] == HERO and a["what"] != "wound" and p.exhaustion >= hero_stamina(p, c):
                return a
        return next((a for a in actions if a.kind == "leave_market"), None)

    def _experience(self, s: GameState, p: PlayerState, c: Content, actions: list[Action]) -> Action | None:
        heal = self._heal_card(p, actions)
        if heal is not None:
            return heal
        trains = [a for a in actions if a.kind == "train"]
        if not trains:
            return next((a for a in actions if a.kind == "done"), None)
        want = max(dict.fromkeys(a["token"] for a in trains), key=lambda t: self.gain(p, c, t))
        fitting = [a for a in trains if a["token"] == want]
        return min(fitting, key=lambda a: len(a["pay"]))

    @staticmethod
    def gain(p: PlayerState, c: Content, token: str) -> float:
        """The hero's strength with one more experience token of this kind."""
        p.xp_tokens.append(token)
        try:
            return strength(p, c)
        finally:
            p.xp_tokens.pop()

    def _heal_card(self, p: PlayerState, actions: list[Action]) -> Action | None:
        """A card that heals the hero, when he has wounds to heal."""
        if p.wounds == 0:
            return None
        return next((a for a in actions if a.kind == "use" and a.get("who") == HERO), None)


def _margath(c: Content) -> str:
    return next(ch.id for ch in c.challenges.values() if ch.margath)


def playout(s: GameState, decision: Decision, player: int, rng: Rng) -> Action:
    """The quick rule of thumb a search plays past its tree, on the table it drew: the greedy bot's for the rest of a
    turn (a fight, the market), while setting out again rests where the hero stands (working out where to go costs
    more than a playout may; the judge does not weigh where a hero stands) and training takes his best phase's skill.
    A fresh bot each time, so no plan carries over from one search to the next."""
    actions = own(decision, player)
    if len(actions) == 1:
        return actions[0]
    moves = [a for a in actions if a.kind not in ASIDES] or actions
    if decision.prompt == MOVEMENT:   # the rolls come fewest dice first, every split resting as much: the first rests most
        return next((a for a in moves if a.kind == "roll"), moves[0])
    if decision.prompt == MOVING:
        return next((a for a in moves if a.kind == "stop"), moves[0])
    if decision.prompt == EXPERIENCE:
        best = SKILLS[best_phase(s.players[player], content())]
        trains = [a for a in moves if a.kind == "train" and a["token"] == best]
        return min(trains, key=lambda a: len(a["pay"])) if trains else next((a for a in moves if a.kind == "done"), moves[0])
    return GreedyBot().decide(s, decision.prompt, player, actions, rng)
