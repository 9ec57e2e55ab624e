"""Zerywia's greedy bot: each hero works toward Droga Wybrańca's goal for its own Birth Kir — the expedition
tokens of its first Tale's first part, the Stronghold's Threat fought, the Temple's Taint absorbed, the Tale
resolved at the Stronghold — resting when its points run low, buying the dice a challenge needs and rerolling
blanks it needs, and laying the Nica phase's Taint away from the regions the table must clear. In Pamięć Świata it
works on the saga nearest completion (its tokens from outside the Birth Kir where the Tale asks it, the Tale resolved
where it is told), then clears its Birth Kir's Cradle and Temple of Ist, and in the Epic Battle buys the dice whose
hits the Herald's card still needs.

It reads only what every player sees (heroes, regions, the challenge or test on the table), never a deck's order.
Questions it has no plan for fall back on the bots' own RNG among its own legal actions.
"""
from __future__ import annotations

from typing import Any

from engine.kernel import Action, Decision, Game, Rng, Seen

from .challenges import FX_LOSS, PAY_LOSS, hits, settle
from .content import ATTRIBUTES, content
from .hero_rules import PIERW
from .state import GameState, HeroState
from .records import Place, Tale
from .tales import active_tales, matching

# Tuned on 100 greedy games of Droga Wybrańca for 1-3 heroes (seed 1): resting less often (8 -> 4) and walking
# into Threats sooner (9 -> 7) leave more turns for the goal before the fifth Black stone.
GOAL_GOD = "perun"      # the god whose one-shot clears a Threat where a hero stands (§18.8)
LOW_POINTS = 4          # total attribute points at which a hero rests before going on
FLAWS_TO_SPARE = 1      # flaws a hero takes of its own will (the third awakens the Gardzica)
BRAVE_POINTS = 7        # total attribute points at which a hero walks into a Threat on its way
AVOID = ("hunt", "remove_rift", "cross_veil", "trade", "summon_creature", "choose_creature", "summon_deity",
         "refuse_battle", "withdraw_battle", "herald_alloc_done", "test_react", "feat_extra", "feat_extra_only",
         "feat_reroll_extra", "map_extra_only", "cancel_nica")


def own(decision: Decision, player: int) -> list[Action]:
    return [a for a in decision.legal if a.player == player] or list(decision.legal)


def first(actions: list[Action], kind: str, **args: Any) -> Action | None:
    return next((a for a in actions if a.kind == kind and all(a.get(k) == v for k, v in args.items())), None)


def points(h: HeroState) -> int:
    return sum(t.points for t in h.attributes.values())


def focus_tale(h: HeroState, s: GameState | None = None) -> Tale | None:
    """The Tale the hero works on: its first revealed one (Droga Wybrańca's goal is the Personal saga's first Tale);
    in Pamięć Świata, whose goal is any one saga completed, that of the saga with the fewest Tales left."""
    stacks = [st for st in h.stacks if st.tales]
    if not stacks:
        return None
    pick = min(stacks, key=lambda st: len(st.tales)) if s is not None and s.scenario == "pamiec" else stacks[0]
    return content().tales[pick.tales[0]]


def outside_only(s: GameState, h: HeroState) -> bool:
    """Pamięć Świata: the focus Tale counts only tokens earned outside the Birth Kir (Droga Wybrańca's goal is the
    first Tale, which does not ask it)."""
    tale = focus_tale(h, s)
    return s.scenario == "pamiec" and tale is not None and tale.outside_birth_kir


def needed_terrains(h: HeroState, s: GameState | None = None) -> list[str]:
    """The terrains of the first-part tokens still missing for the hero's focus Tale (a token earned in the Birth
    Kir does not count where the Tale wants them from outside it)."""
    tale = focus_tale(h, s)
    if tale is None:
        return []
    missing = list(tale.tokens)
    for t in h.expedition_tokens:
        if t.terrain in missing and not (s is not None and outside_only(s, h) and t.kir == h.birth_kir):
            missing.remove(t.terrain)
    return missing


def place_region(h: HeroState, place: Place) -> str:
    """The nearest region where a task's place is (its own region, its kind in the Birth Kir, or anywhere)."""
    c = content()
    if place.region is not None:
        return place.region
    if place.special is not None and place.kir == "birth":
        return c.board.special[(h.birth_kir, place.special)]
    fits = [r.id for r in c.board.regions.values() if (r.port if place.port else r.special == place.special)]
    return min(fits, key=lambda r: len(c.board.graph.path(h.region, r) or range(99)), default="")


def pamiec_goal(s: GameState, h: HeroState) -> str:
    """Pamięć Świata: one saga completed first (its Tales resolved where they are told), then the Birth Kir's Cradle
    and Temple of Ist cleared of Threat and Taint (§5.4 item 8)."""
    c = content()
    tale = focus_tale(h, s)
    if tale is not None and not any(not st.tales for st in h.stacks):
        return "" if needed_terrains(h, s) else place_region(h, tale.place)
    for kind in ("cradle", "temple_of_ist"):
        region = c.board.special[(h.birth_kir, kind)]
        if s.regions[region].taint is not None or s.regions[region].threat is not None:
            return region
    return ""


def goal_region(s: GameState, h: HeroState) -> str:
    """Where the hero should head now for its scenario's goal."""
    if s.scenario == "pamiec":
        return pamiec_goal(s, h)
    c = content()
    stronghold = c.board.special[(h.birth_kir, "stronghold")]
    temple = c.board.special[(h.birth_kir, "temple_of_ist")]
    tales = active_tales(h)
    personal = c.heroes[h.hero].personal_saga
    first_open = any(st.saga == personal and c.stacks[personal][0] in st.tales for st in h.stacks)
    if first_open and needed_terrains(h):
        return ""
    if first_open or s.regions[stronghold].threat is not None:
        return stronghold if not tales or tales[0].place.region is None else tales[0].place.region
    if s.regions[temple].taint is not None:
        return temple
    return ""


class GreedyBot:
    """Heads for its Birth Kir's goal, fights only where the goal asks it to."""

    name = "greedy"

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action:
        actions = own(decision, player)
        if len(actions) == 1:
            return actions[0]
        s: GameState = seen.draw(rng)   # a table its seat cannot tell from the real one: it never sees what is hidden
        seat = actions[0].player if actions[0].player is not None else player
        pick = self._pick(s, s.heroes[seat], actions)
        if pick is None:
            safe = [a for a in actions if a.kind not in AVOID] or actions
            pick = safe[rng.below(len(safe))]
        return pick

    def _pick(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        kinds = {a.kind for a in actions}
        if "bear_loss" in kinds:
            return self._bearer(s, actions)
        if "drop_item" in kinds:                # the Item of least value goes (§13.6 DP-ITEM-KEEP)
            return min((a for a in actions if a.kind == "drop_item"), key=lambda a: content().items[a["item"]].value)
        if "propose_battle" in kinds:           # the goal holds: the Epic Battle at once (§15.3)
            return first(actions, "propose_battle")
        if "join_battle" in kinds:
            return first(actions, "join_battle")
        if "decline_joint" in kinds:            # each hero follows its own plan: a joint action would spend its turn
            return first(actions, "decline_joint")
        if "herald_alloc" in kinds:             # a Herald shield first: every one must go
            return first(actions, "herald_alloc", to="shield") or first(actions, "herald_alloc")
        if "explore" in kinds or "rest" in kinds:
            return self._turn(s, h, actions)
        if "summon_deity" in kinds:
            return self._deity(s, h, actions)
        if "end_camp" in kinds:
            return self._camp_gods(s, h, actions)
        if "end_turn" in kinds:
            return self._option(s, h, actions)
        if "buy_die" in kinds or "roll" in kinds:
            return self._buy(s, h, actions)
        if "resolve" in kinds:
            return self._determine(s, h, actions)
        if "assign_hits" in kinds:
            return self._allocate(s, actions)
        if "end_test" in kinds:
            return self._test(s, h, actions)
        if "take_token" in kinds:
            return self._token(s, h, actions)
        if "terrain" in kinds:
            need = needed_terrains(h)
            return next((a for a in actions if a["deck"] in need), None)
        if "place_taint" in kinds:
            return self._taint(s, actions)
        if "take_flaw" in kinds:
            return max(actions, key=lambda a: h.attributes[a["attr"]].cap)
        if "recover_any" in kinds:
            return min(actions, key=lambda a: h.attributes[a["attr"]].points)
        if "leave_by" in kinds:
            if h.flaws < FLAWS_TO_SPARE:
                return first(actions, "leave_by", pay="flaw")
            return max(actions, key=lambda a: h.attributes[a["pay"]].points if a["pay"] in ATTRIBUTES else -1)
        if "skip" in kinds:
            return first(actions, "skip")
        if "replace" in kinds:
            return first(actions, "replace")
        if "resolve_tale" in kinds:
            return self._tale(h, actions)
        return None

    def _turn(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        """The Action: rest when worn out; else explore toward the goal, or where a missing token's terrain is."""
        c = content()
        stronghold = c.board.special[(h.birth_kir, "stronghold")]
        if h.region == stronghold and s.regions[h.region].threat is not None:
            strike = first(actions, "god_threat", region=h.region)     # Perun clears the goal's Threat, no fight
            if strike is not None:
                return strike
        rest = first(actions, "rest")
        if rest is not None and points(h) <= LOW_POINTS:
            return rest
        goal = goal_region(s, h)
        explores = [a for a in actions if a.kind == "explore"]
        if goal:
            if h.region == goal:
                here = first(actions, "explore", to=goal) if s.regions[goal].threat else None
                return here or rest or first(actions, "explore", to=goal)
            route = c.board.graph.path(h.region, goal)
            if route and len(route) > 1:
                return first(actions, "explore", to=route[1])
        need = needed_terrains(h, s)
        quiet = [a for a in explores if s.regions[a["to"]].threat is None]
        useful = [a for a in quiet if set(c.board.regions[a["to"]].terrains) & set(need)
                  and not (outside_only(s, h) and c.board.regions[a["to"]].kir == h.birth_kir)]
        if useful:
            return min(useful, key=lambda a: (s.regions[a["to"]].taint is not None, a["to"] == h.region))
        if need:
            toward = self._toward_terrain(s, h, need)
            if toward is not None and (s.regions[toward].threat is None or points(h) >= BRAVE_POINTS):
                found = first(actions, "explore", to=toward)
                if found is not None:
                    return found
        if quiet:
            return min(quiet, key=lambda a: (s.regions[a["to"]].taint is not None, a["to"] == h.region))
        port = [a for a in actions if a.kind == "use_port" and s.regions[a["to"]].threat is None]
        if port:
            return port[0]
        return rest or min(explores, key=lambda a: (s.regions[a["to"]].threat == "horde", a["to"] == h.region),
                           default=None)

    def _deity(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        """Perun for an Offering while the Birth Kir's Stronghold holds a Threat: his one-shot clears it there
        without a fight (§18.8); no other god."""
        c = content()
        stronghold = c.board.special[(h.birth_kir, "stronghold")]
        if h.deity is None and s.regions[stronghold].threat is not None:
            found = first(actions, "summon_deity", god=GOAL_GOD)
            if found is not None:
                return found
        return first(actions, "skip")

    def _bearer(self, s: GameState, actions: list[Action]) -> Action | None:
        """DP-GROUP-LOSS: the participant the loss hurts least — one with enough of what is lost to bear it without
        an Injury, then the most of it; a Flaw (or a card's effect) to the one with fewest Flaws, then most points."""
        parts = s.todo[0].split(":")
        if parts[1] == PAY_LOSS:            # group_loss:pay:<cost>:<n>
            what, n = parts[2], int(parts[3])
        elif parts[1] == FX_LOSS:           # group_loss:fx:<a card's effect>
            what, n = FX_LOSS, 1
        else:                               # group_loss:<attribute, pierw or flaw>:<n>
            what, n = parts[1], int(parts[2])

        def hurt(a: Action) -> tuple[int, ...]:
            h = s.hero(int(a["to"]))
            if what in ATTRIBUTES or what == PIERW:
                stock = h.attributes[what].points if what in ATTRIBUTES else h.pierw
                return (stock < n, -stock, h.flaws, -points(h))
            return (h.flaws, -points(h))
        return min((a for a in actions if a.kind == "bear_loss"), key=hurt, default=None)

    def _camp_gods(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        """Before the Camp turn ends: an Offering to Świętowit only when worn out; a god is kept for its use."""
        offer = first(actions, "offer", payer=h.seat)
        if offer is not None and points(h) <= LOW_POINTS:
            return offer
        return first(actions, "end_camp")

    def _toward_terrain(self, s: GameState, h: HeroState, need: list[str]) -> str | None:
        """The first step toward the nearest region of a terrain the hero still needs (fewest Threats on the way)."""
        c = content()
        graph = c.board.graph
        targets = [r.id for r in c.board.regions.values() if set(r.terrains) & set(need) and r.id != h.region
                   and not (outside_only(s, h) and r.kir == h.birth_kir)]
        best: tuple[int, int, str] | None = None
        for target in targets:
            route = graph.path(h.region, target)
            if not route or len(route) < 2:
                continue
            threats = sum(s.regions[r].threat is not None for r in route[1:])
            key = (threats, len(route), route[1])
            best = key if best is None or key < best else best
        return best[2] if best is not None else None

    def _option(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        c = content()
        for kind in ("resolve_tale", "resolve_quest"):
            found = [a for a in actions if a.kind == kind]
            if found:
                return self._tale(h, found) if kind == "resolve_tale" else found[0]
        temple = c.board.special[(h.birth_kir, "temple_of_ist")]
        cradle = c.board.special[(h.birth_kir, "cradle")] if s.scenario == "pamiec" else temple
        if h.region in (temple, cradle):
            absorb = first(actions, "absorb", by="flaw" if h.flaws < FLAWS_TO_SPARE else "test")
            if absorb is not None:
                return absorb
        for kind in ("discard_flaw", "draw_pierw", "search", "recover_feat"):
            found = [a for a in actions if a.kind == kind]
            if found:
                return found[0]
        return first(actions, "end_turn")

    def _tale(self, h: HeroState, actions: list[Action]) -> Action:
        """The Tale option whose cost hurts least: an Offering or Trophies before attribute points."""
        c = content()

        def cost(a: Action) -> int:
            option = c.tales[a["tale"]].options[a["option"]]
            return sum(n * (3 if kind in ATTRIBUTES else 1) for kind, n in option.cost.items())
        return min(actions, key=cost)

    def _buy(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        """Buy the dice of the attributes the challenge asks for; roll when nothing useful is left to buy."""
        ch = s.challenge
        assert ch is not None
        c = content()
        feat = first(actions, "use_feat")
        if feat is not None:
            return feat
        wanted = set(ch.symbols) | set(ch.enemy_shields)
        if s.battle is not None:        # the Epic Battle: hits left over go to the Herald's card (§15.3 step 7)
            wanted |= set(s.battle.symbols) | set(s.battle.shields)
        for a in actions:
            if a.kind != "buy_die" or a["card"] not in c.sagas:
                continue
            banner = c.sagas[a["card"]].banner
            assert banner is not None
            if banner.kind == "help" or (banner.die in wanted and h.attributes[banner.die].points > 0):
                return a
        return first(actions, "roll")

    def _determine(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        """Break shields with criticals (else use the cards' critical abilities), reroll blanks of attributes still
        short, then resolve."""
        ch = s.challenge
        assert ch is not None
        brk = first(actions, "shield_break") or first(actions, "critical")   # a critical spent is never lost
        if brk is not None:
            return brk
        for a in actions:
            if a.kind == "ability_reroll" and a.get("nica") is not None and ch.nica[a["nica"]] in ("crit", "damage"):
                return a
        have = hits(ch)
        short = {x for x in ATTRIBUTES if have[x] < ch.symbols.count(x) + ch.enemy_shields.count(x)}
        for kind in ("banner_reroll", "pierw_reroll"):
            for a in actions:
                if a.kind == kind and ch.dice[a["die"]] == "blank" and ch.kinds[a["die"]] in short:
                    return a
        return first(actions, "resolve")

    def _allocate(self, s: GameState, actions: list[Action]) -> Action | None:
        """A ready RES feat is used while it is offered (it covers a symbol or negates a loss that stands, and the
        Camp recovers it); then a challenge lost anyway keeps its hits back for the Nica losses (the symbols'
        losses are one loss event, so at most one Injury); one that would succeed assigns them."""
        ch = s.challenge
        assert ch is not None
        free = first(actions, "cover_symbol") or first(actions, "use_feat")     # feats come back at the Camp
        if free is not None:
            return free
        if settle(ch)[0]:
            return first(actions, "assign_hits")
        return first(actions, "keep_hit") or first(actions, "assign_hits")

    def _test(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        t = s.test
        assert t is not None
        from .attribute_tests import score
        hits, loss = score(t)
        if hits < t.needed:                 # the free abilities that mention Tests first, then a Pierw
            add = first(actions, "use_feat")
            if add is not None:
                return add
            for a in actions:
                if a.kind in ("feat_reroll", "reroll_pierw") and a.get("nica") is None and all(
                        t.dice[int(i)] == "blank" for i in str(a.get("dice", a.get("die"))).split(",")):
                    return a
        if loss or hits < t.needed:
            for a in actions:
                if a.kind == "ability_reroll" and a.get("nica") is not None and t.nica[a["nica"]] in ("crit", "damage"):
                    return a
        return first(actions, "end_test")

    def _token(self, s: GameState, h: HeroState, actions: list[Action]) -> Action | None:
        """Keep a token the first Tale needs (giving up one it does not need at the limit); others while there is
        room."""
        need = needed_terrains(h)
        take = first(actions, "take_token")
        if take is not None and take.get("instead") is None:
            return take
        if s.card_terrain in need:
            held = list(h.expedition_tokens)
            tales = active_tales(h)
            wanted = list(tales[0].tokens) if tales else []
            for a in actions:
                if a.kind == "take_token" and held[a["instead"]].terrain not in wanted:
                    return a
        return first(actions, "no_token")

    def _taint(self, s: GameState, actions: list[Action]) -> Action | None:
        """The Nica phase's Taint: on a clean region no hero must clear, never where it would make a Rift."""
        c = content()
        kept = {c.board.special[(x.birth_kir, kind)] for x in s.active_heroes()
                for kind in ("stronghold", "temple_of_ist")}
        clean = [a for a in actions if s.regions[a["region"]].taint is None and a["region"] not in kept]
        return clean[0] if clean else None
