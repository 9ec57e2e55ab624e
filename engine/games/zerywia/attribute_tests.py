"""Attribute Tests (spec §9): one die of the tested attribute and one more per prepared banner of it (free), dice
over three becoming runes; one Nica die, one more in a Taint or Rift region and one in a Kir under a Black stone,
those over three becoming Taint tokens; the roll, then rerolls — 1 Pierw for one of the hero's own dice, an
Offering (any hero's, or 3 of its Trophies) for any die; then the hits are counted: a hit 1, a critical 2, a rune 1,
less one per Taint result or token; each Damage costs a point of the tested attribute and a Nica critical two,
the surplus hits of a success negating them. The Absorption ritual (§6.7, §12.3) is the Region option that uses it."""
from __future__ import annotations

from typing import Callable

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import challenges, deity, hero_rules as hr
from .content import content
from .flow import FLOW
from .state import BLACK, GARDZICA, RIFT, TAINT, GameState, HeroState, TestRoll

TEST = "test"
TESTED = "tested"           # an ability's dice of whichever attribute is tested
HIT, CRIT, BLANK, DAMAGE = "hit", "crit", "blank", "damage"
LEVELS = {"easy": 1, "hard": 2, "epic": 3}
ABSORB = "absorb"
# What a test's success and failure do, by purpose (filled below and by other rules).
OUTCOMES: dict[str, Callable[[Context, HeroState, bool], None]] = {}
# The same for purposes that carry an index (`card:1`: the second test of a combined test).
INDEXED: dict[str, Callable[[Context, HeroState, bool, int], None]] = {}


def pool(s: GameState, h: HeroState, attr: str) -> tuple[int, int, int, int]:
    """(attribute dice, runes, Nica dice, Taint tokens) of a test of `attr` for hero `h` where it stands."""
    c = content()
    lim = c.rules.limits
    banners = sum(1 for x in h.prepared if (b := c.sagas[x].banner) is not None and b.die == attr)
    dice = 1 + banners
    region = s.regions[h.region]
    nica = 1 + (region.taint in (TAINT, RIFT)) + (s.faces[c.board.regions[h.region].kir] == BLACK)
    return (min(dice, lim.dice_per_attribute), max(0, dice - lim.dice_per_attribute),
            min(nica, lim.nica_dice), max(0, nica - lim.nica_dice))


def start(ctx: Context, h: HeroState, attr: str, level: str, purpose: str, helpers: int = 0) -> None:
    """Before the test, the Reaction: one prepared card may be swapped for a reserve one (DP-TEST-REACTION, §9);
    then the roll."""
    if challenges.reactions(h):
        hr.add_first(ctx, [f"{REACT}:{attr}|{level}|{purpose}|{helpers}"])
    else:
        roll(ctx, h, attr, level, purpose, helpers)


REACT = "test_react"


def react_options(s: GameState, h: HeroState) -> list[Action]:
    """DP-TEST-REACTION: one swap (or a card prepared into a free place) for 1 point of its banner's attribute, or
    none."""
    return [act("test_no_react", h.seat)] + [act(REACT, h.seat, **dict(a.args)) for a in challenges.reactions(h)]


@FLOW.resolves(REACT, "test_no_react")
def reacted(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    attr, level, purpose, helpers = s.todo[0].split(":", 1)[1].split("|")
    hr.done(ctx)
    if a.kind == REACT:
        banner = content().sagas[a["card"]].banner
        assert banner is not None
        ctx.emit("paid", seat=h.seat, attr=banner.die, n=1)
        ctx.emit("prepared", seat=h.seat, card=a["card"], instead=a.get("instead"))
    roll(ctx, s.hero(a.player), attr, level, purpose, int(helpers))
    hr.run(ctx)


def roll(ctx: Context, h: HeroState, attr: str, level: str, purpose: str, helpers: int = 0) -> None:
    """Build the pool and roll it (RNG-ROLL); then the hero modifies it (the `test` item). In a multi-hero test
    each of the `helpers` (the other participants) adds one rune of the tested attribute, no Nica die (§9)."""
    s: GameState = ctx.state
    c = content()
    dice, runes, nica, tokens = pool(s, h, attr)
    runes += helpers
    ctx.emit("test_rolled", seat=h.seat, attr=attr, needed=LEVELS[level], purpose=purpose, runes=runes,
             tokens=tokens, dice=[str(ctx.rng.face(c.rules.dice.attribute)) for _ in range(dice)],
             nica=[str(ctx.rng.face(c.rules.dice.nica)) for _ in range(nica)])
    hr.add_first(ctx, [TEST])


def score(t: TestRoll) -> tuple[int, int]:
    """(hits, points to lose) as §9 counts them."""
    hits = t.dice.count(HIT) + 2 * t.dice.count(CRIT) + t.runes - t.nica.count(TAINT) - t.tokens
    return max(0, hits), t.nica.count(DAMAGE) + 2 * t.nica.count(CRIT)


def modify(s: GameState, h: HeroState) -> list[Action]:
    """DP-TEST-MODIFY: reroll one own die for 1 Pierw, any die for an Offering (naming the paying hero), an Item's
    dice of the tested attribute added (rolled as they join, §13.6), the god's rerolls (deity.py), or stop."""
    t = s.test
    assert t is not None
    out = [act("end_test", h.seat)]
    if h.pierw:
        out += [one("reroll_pierw", h.seat, "die", i) for i in range(len(t.dice))]
    for payer in hr.payers(s):
        out += [act("reroll_offering", h.seat, die=i, payer=payer.seat) for i in range(len(t.dice))]
        out += [act("reroll_offering", h.seat, nica=i, payer=payer.seat) for i in range(len(t.nica))]
    out += [act("use_item", h.seat, item=i, use=u) for i, u, a in challenges.item_uses(h, TEST)
            if a.do == "add_dice" and a.params.get("attr") in (TESTED, t.attr)]
    return out + test_abilities(s, h) + deity.test_actions(s, h)


def test_abilities(s: GameState, h: HeroState) -> list[Action]:
    """The abilities that mention Tests (§9, §19 item 27): a ready feat's Test dice (Trans, Przejrzenie) or its
    reroll of the Test's dice (Wędrówka Duchów), the hero card's reroll once per Test (Weda's Nica die, not in the
    Gardzica form), an Item's reroll of any die (Bursztynowy Amulet)."""
    t = s.test
    assert t is not None
    c = content()
    out: list[Action] = []
    for f in h.feats:
        ability = challenges.feat_ability(f.card) if f.ready else None
        if ability is None:
            continue
        if ability.timing == TEST and ability.do == "add_dice" and ability.params.get("attr") in (TESTED, t.attr):
            out.append(one("use_feat", h.seat, "feat", f.card))
        elif ability.in_tests and ability.do == "reroll":
            nica = list(range(len(t.nica))) if ability.params.get("dice") == challenges.ANY_ATTRIBUTE else []
            out += [challenges.reroll_action(challenges.FEAT_REROLL, h.seat, f.card, pick) for pick in
                    challenges.reroll_picks(list(range(len(t.dice))), nica, int(str(ability.params.get("n", 1))))]
    ability = c.heroes[h.hero].ability
    if h.form != GARDZICA and ability.in_tests and ability.do == "reroll" and challenges.HERO_ABILITY not in t.used:
        if ability.params.get("dice") == "nica":
            out += [act("ability_reroll", h.seat, source=challenges.HERO_ABILITY, nica=i) for i in range(len(t.nica))]
        else:
            out += [act("ability_reroll", h.seat, source=challenges.HERO_ABILITY, die=i) for i in range(len(t.dice))]
    for item, use, a in challenges.item_uses(h, "det"):
        if a.in_tests and a.do == "reroll":
            out += [act("use_item", h.seat, item=item, use=use, die=i) for i in range(len(t.dice))]
            out += [act("use_item", h.seat, item=item, use=use, nica=i) for i in range(len(t.nica))]
    return out


@FLOW.resolves("reroll_pierw", "reroll_offering")
def reroll(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    c = content()
    if a.kind == "reroll_pierw":
        ctx.emit("paid", seat=a.player, attr=hr.PIERW, n=1)
    else:
        payer = s.hero(a["payer"])
        if payer.offerings:
            ctx.emit("offerings", seat=payer.seat, n=-1)
        else:
            ctx.emit("trophies", seat=payer.seat, n=-c.rules.limits.trophies_per_offering)
    if a.get("nica") is not None:
        ctx.emit("test_die", nica=a["nica"], face=str(ctx.rng.face(c.rules.dice.nica)))
    else:
        ctx.emit("test_die", die=a["die"], face=str(ctx.rng.face(c.rules.dice.attribute)))


@FLOW.resolves("end_test")
def end_test(ctx: Context, a: Action) -> None:
    """The result: success if the hits reach the level; the Nica losses (less the surplus on a success) are one loss
    event of the tested attribute (§9, §11.2)."""
    s: GameState = ctx.state
    t = s.test
    assert t is not None
    hits, loss = score(t)
    success = hits >= t.needed
    if success:
        loss = max(0, loss - (hits - t.needed))
    h = s.hero(t.seat)
    hr.done(ctx)
    ctx.emit("test_over", seat=t.seat, success=success, hits=hits)
    if loss:
        ctx.emit("lost", seat=t.seat, attr=t.attr, n=loss)
    kind, _, index = t.purpose.partition(":")
    if index:
        INDEXED[kind](ctx, h, success, int(index))
    else:
        OUTCOMES[kind](ctx, h, success)
    hr.run(ctx)


def absorb_options(s: GameState, h: HeroState) -> list[Action]:
    """The Absorption ritual in a Taint region: a Hard Will Test, or a Flaw taken of the hero's own will (§6.7)."""
    if s.regions[h.region].taint != TAINT:
        return []
    return [one(ABSORB, h.seat, "by", TEST), one(ABSORB, h.seat, "by", hr.FLAW)]


@FLOW.resolves(ABSORB)
def absorb(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    if a["by"] == TEST:
        start(ctx, h, "W", "hard", ABSORB)
    else:
        hr.add_first(ctx, [hr.FLAW])
        absorbed(ctx, h, True)
    hr.run(ctx)


def absorbed(ctx: Context, h: HeroState, success: bool) -> None:
    """Success removes the Taint and gives 1 Offering while the supply holds one (none to a Gardzica); a failed
    test costs a Flaw and the Taint stays (§12.3)."""
    s: GameState = ctx.state
    if not success:
        hr.add_first(ctx, [hr.FLAW])
        return
    ctx.emit("taint", region=h.region, token=None)
    held = sum(x.offerings for x in s.heroes)
    if h.form != GARDZICA and held < content().rules.limits.offerings:
        ctx.emit("offerings", seat=h.seat, n=1)


hr.QUESTIONS[TEST] = modify
hr.QUESTIONS[REACT] = react_options
OUTCOMES[ABSORB] = absorbed
