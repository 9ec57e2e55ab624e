"""Deities (spec §13.4, §18.8 PROJECT DECISION): the god on a hero's Path stone.

Main ability: 1 Offering (any hero pays it, or 3 Trophies), then the summoner chooses N times among the god's
options, N the number of its Paths of the god's preferred type (a Gardzica counts as one Curse Path), repeats
allowed; at most 3 uses in a hero turn (the Camp and the Nica phases count as one turn each); unusable with no
preferred Path. The options that name a challenge (Perun's and Weles's reroll of any one die, a Nica die too; the
shields and runes of Perun, Weles, Swaróg and Marzanna) are used in the summoner's own challenge at Initiation or in
Determination: the Offering gives the challenge N god choices, spent one at a time and lost when it ends. The
others (Mokosz's point of any attribute, Strzybóg's Pierw) are used in the summoner's MAP windows (§6.2).
One-shot: free, in the summoner's MAP windows, on any hero (or any hero's region) as printed; the god then returns
to the God stack. Moving its summoner is a move without leaving costs (entering the Herald's region brings its
attack); another hero is never moved into the Herald's region (PROJECT: that attack would interrupt the summoner's
turn).
In an attribute Test of its summoner (§18.8: the options that name a test) only the rerolls work (Perun's and
Weles's): the Offering gives the Test N rerolls, carried on its item ("test:<n>") and lost when it ends. In the
summoner's Camp turn (§18.8) the map options and the one-shot ability are used after step 6 (camp.py).
"""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from . import hero_rules as hr
from .content import ATTRIBUTES, content
from .flow import FLOW
from .records import Ability
from .state import ACTIVE, GARDZICA, TAINT, THREAT, GameState, HeroState

MAIN = "god_main"
KEEP = "keep_deity"     # the question a second god asks: keep the new one or the old (§13.4)
REROLL, REROLL_NICA, SHIELD, RUNE = "god_reroll", "god_reroll_nica", "god_shield", "god_rune"
THREAT_DOWN, MOVE, UNFLAW, HEAL, DISPEL = "god_threat", "god_move", "god_unflaw", "god_heal", "god_dispel"
USES_PER_TURN = 3
CURSE = "curse"
CHALLENGE_DOS = frozenset(("reroll", "gain_shield", "gain_rune"))


def preferred(h: HeroState) -> int:
    """N: the hero's Paths of its god's preferred type (the Gardzica form one Curse Path more)."""
    if h.deity is None:
        return 0
    path = content().gods[h.deity].path
    return h.path_types.count(path) + (1 if path == CURSE and h.form == GARDZICA else 0)


def main_usable(s: GameState, h: HeroState, challenge: bool) -> list[Action]:
    """The main ability, paid by any hero who can, when the god has options for this window."""
    if h.deity is None or not preferred(h) or h.god_uses >= USES_PER_TURN:
        return []
    options = content().gods[h.deity].main
    if not any((o.do in CHALLENGE_DOS) == challenge for o in options):
        return []
    return [act(MAIN, h.seat, god=h.deity, payer=p.seat) for p in hr.payers(s)]


def test_rerolls(h: HeroState) -> bool:
    """The hero's god has an option that works in Tests (a reroll of any die, §18.8)."""
    return h.deity is not None and any(o.do == "reroll" and o.in_tests for o in content().gods[h.deity].main)


def test_charges(s: GameState) -> int:
    """The god's rerolls paid for in the Test under way, carried on its item ("test:<n>")."""
    if s.test is None or not s.todo:
        return 0
    n = s.todo[0].partition(":")[2]
    return int(n) if n else 0


def set_test_charges(ctx: Context, n: int) -> None:
    s: GameState = ctx.state
    item = s.todo[0].partition(":")[0]
    ctx.emit("todo", todo=[f"{item}:{n}" if n else item] + s.todo[1:])


def test_actions(s: GameState, h: HeroState) -> list[Action]:
    """In the summoner's own Test: the main ability paid for N rerolls, then each reroll of any die, a Nica die
    too (§13.4, §18.8)."""
    t = s.test
    if t is None or t.seat != h.seat or not test_rerolls(h):
        return []
    god = h.deity
    out = [act(MAIN, h.seat, god=god, payer=p.seat) for p in hr.payers(s)] \
        if preferred(h) and h.god_uses < USES_PER_TURN else []
    if test_charges(s) > 0:
        out += [act(REROLL, h.seat, god=god, die=i) for i in range(len(t.dice))]
        out += [act(REROLL_NICA, h.seat, god=god, nica=i) for i in range(len(t.nica))]
    return out


def map_actions(s: GameState, h: HeroState) -> list[Action]:
    """In a MAP window: the main ability's map options (paid), or the one-shot ability on its targets."""
    if h.deity is None:
        return []
    return main_usable(s, h, challenge=False) + one_shots(s, h, content().gods[h.deity].one_shot)


def one_shots(s: GameState, h: HeroState, a: Ability) -> list[Action]:
    c = content()
    god = h.deity
    heroes = [x for x in s.active_heroes() if x.region in c.board.regions]
    if a.do == "reduce_threat":
        return [act(THREAT_DOWN, h.seat, god=god, region=r)
                for r in dict.fromkeys(x.region for x in heroes) if s.regions[r].threat is not None]
    if a.do == "dispel_taint":
        return [act(DISPEL, h.seat, god=god, region=r)
                for r in dict.fromkeys(x.region for x in heroes) if s.regions[r].taint == TAINT]
    if a.do == "remove_flaw":
        return [act(UNFLAW, h.seat, god=god, hero=x.hero, attr=k) for x in heroes
                for k, t in x.attributes.items() if t.flaw]
    if a.do == "heal_injury":
        return [act(HEAL, h.seat, god=god, hero=x.hero, attr=k) for x in heroes
                for k, t in x.attributes.items() if t.inj]
    if a.do == "move":
        out = []
        for x in heroes:
            where = c.board.ports() if a.params.get("to") == "port" else \
                c.board.in_kir(c.board.regions[x.region].kir)
            out += [act(MOVE, h.seat, god=god, hero=x.hero, region=r) for r in where
                    if r != x.region and (x.seat == h.seat or r != s.herald)]
        return out
    return []


def challenge_actions(s: GameState, h: HeroState, stage: str) -> list[Action]:
    """In the summoner's own challenge before Resolution: the main ability paid for N choices, then each choice
    (a reroll only once the dice are rolled)."""
    ch = s.challenge
    if ch is None or h.deity is None or h.seat not in ch.party:
        return []
    out = main_usable(s, h, challenge=True)
    if ch.god_charges <= 0:
        return out
    god = h.deity
    for o in content().gods[god].main:
        attrs = ATTRIBUTES if o.params.get("attr") == "any" else (str(o.params.get("attr")),)
        if o.do == "reroll" and stage == "det":
            out += [act(REROLL, h.seat, god=god, die=i) for i in range(len(ch.dice)) if i not in ch.locked]
            out += [act(REROLL_NICA, h.seat, god=god, nica=i) for i in range(len(ch.nica))]
        elif o.do == "gain_shield":
            out += [act(SHIELD, h.seat, god=god, attr=x) for x in attrs]
        elif o.do == "gain_rune":
            out += [act(RUNE, h.seat, god=god, attr=x) for x in attrs]
    return list(dict.fromkeys(out))


def open_turn(ctx: Context, h: HeroState) -> None:
    """A MAP use before the Action opens the hero's turn, which then waits for the Action (as map_window's)."""
    s: GameState = ctx.state
    if s.active is None and s.challenge is None:
        ctx.emit("turn_opened", seat=h.seat)
        hr.add(ctx, [hr.DECLARE])


@FLOW.resolves(MAIN)
def use_main(ctx: Context, a: Action) -> None:
    """The Offering paid (its payer's, or 3 Trophies), one use counted; in a challenge N choices to spend, on the
    map N times the god's recovery."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    open_turn(ctx, h)
    hr.pay(ctx, s.hero(a["payer"]), "offering")
    n = preferred(h)
    ctx.emit("god_used", seat=h.seat, charges=n if s.challenge is not None else 0)
    if s.test is not None:
        set_test_charges(ctx, test_charges(s) + n)
    elif s.challenge is None:
        option = next(o for o in content().gods[str(h.deity)].main if o.do not in CHALLENGE_DOS)
        if option.params.get("attr") == hr.PIERW:
            ctx.emit("recovered", seat=h.seat, attr=hr.PIERW, n=n * int(str(option.params.get("n", 1))))
        else:
            hr.add_first(ctx, [hr.ANY] * n)
    hr.run(ctx)


@FLOW.resolves(REROLL, REROLL_NICA, SHIELD, RUNE)
def use_choice(ctx: Context, a: Action) -> None:
    """One of the god's choices in the challenge: a die rerolled, or a shield or rune of the attribute named; in a
    Test a die rerolled."""
    s: GameState = ctx.state
    dice = content().rules.dice
    if s.test is not None:
        set_test_charges(ctx, test_charges(s) - 1)
        if a.kind == REROLL_NICA:
            ctx.emit("test_die", nica=a["nica"], face=str(ctx.rng.face(dice.nica)))
        else:
            ctx.emit("test_die", die=a["die"], face=str(ctx.rng.face(dice.attribute)))
        hr.run(ctx)
        return
    ctx.emit("god_choice_spent")
    if a.kind == REROLL:
        ctx.emit("challenge_die", die=a["die"], face=str(ctx.rng.face(dice.attribute)), banner=None)
    elif a.kind == REROLL_NICA:
        ctx.emit("challenge_die", nica=a["nica"], face=str(ctx.rng.face(dice.nica)), banner=None)
    else:
        shields = [a["attr"]] if a.kind == SHIELD else []
        runes = [a["attr"]] if a.kind == RUNE else []
        ctx.emit("challenge_gift", dice=[], runes=runes, shields=shields, discarded=[])
    hr.run(ctx)


@FLOW.resolves(THREAT_DOWN, MOVE, UNFLAW, HEAL, DISPEL)
def use_one_shot(ctx: Context, a: Action) -> None:
    """The one-shot ability, then the god back to the God stack: a Threat removed or a Horde turned to a Threat,
    a hero moved (no leaving cost), a Flaw removed, an Injury healed, a Taint dispelled."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    open_turn(ctx, h)
    ctx.emit("deity_released", seat=h.seat, god=h.deity)
    if a.kind in (THREAT_DOWN, DISPEL):
        region = str(a["region"])
        if a.kind == DISPEL:
            ctx.emit("taint", region=region, token=None)
        else:
            ctx.emit("threat", region=region, token=THREAT if s.regions[region].threat != THREAT else None)
    else:
        target = next(x for x in s.heroes if x.hero == a["hero"] and x.status == ACTIVE)
        if a.kind == MOVE and target.seat == h.seat:
            hr.add_first(ctx, [hr.MOVE + str(a["region"])])
        elif a.kind == MOVE:
            ctx.emit("moved", seat=target.seat, region=a["region"])
        else:
            ctx.emit("flaw_removed" if a.kind == UNFLAW else "injury_healed", seat=target.seat, attr=a["attr"])
    hr.run(ctx)
