"""The Camp phase (spec §6.8): every day-wheel marker returns to the campfire; then the heroes camp one at a time, in
any order the players choose, each in the fixed order of the steps: the Dawn stone influencing its Kir (none
under a Black stone), its camp ability, one exhausted feat recovered, its saga cards reorganized for free, a deity
summoned for an Offering (or 3 Trophies), a creature summoned for a Trophy — at random among those whose back
shows a terrain of the region, or chosen for an expedition token of such a terrain as well. Then, before its Camp turn
ends, the hero may use its deity's map options and one-shot ability (§18.8: "or in its Camp turn"; PROJECT: after
step 6, so a god summoned in step 5 may already act), make Offerings to Świętowit (§13.1 PD) and give Trophies and
Items to another hero in its region (DP-GIVE, §6.2 PD)."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context, Decision

from . import deity as gods, effects, hero_rules as hr
from .nica import decided
from .content import content
from .flow import FLOW, goto
from .state import BLACK, CAMP, NICA, GameState, HeroState

DESTINY, FEAT, REORGANIZE, DEITY, CREATURE, KEEP_CREATURE = (
    "destiny", "feat", "reorganize", "deity", "creature", "keep_creature")
KEEP_DEITY = gods.KEEP


def begin(ctx: Context) -> None:
    """Step 0: every marker to the campfire (§6.8, PD); then the Camp phase."""
    s: GameState = ctx.state
    ctx.emit("camp_started")
    goto(ctx, CAMP if s.active_heroes() else NICA)


def camp_decision(s: GameState) -> Decision:
    """Between Camp turns: any player whose hero has not camped may camp next (DP-CAMP, "any of" mode)."""
    if s.active is not None:
        return hr.settle(s)
    legal = [act("camp", h.seat) for h in s.active_heroes() if not h.acted]
    return Decision.anyone("zerywia.prompt.camp", legal)


def dawn_stone(s: GameState, h: HeroState) -> str | None:
    """The attribute the Dawn stone over the hero's Kir lets it recover, "destiny" for a choice, None under a
    Black stone (§6.8 step 1)."""
    c = content()
    stone = s.faces[c.board.regions[h.region].kir]
    if stone == BLACK:
        return None
    recovers = c.rules.stones[stone].recovers
    return DESTINY if recovers == "any" else recovers


@FLOW.resolves("camp")
def camp(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    ctx.emit("camp_turn", seat=h.seat)
    gift = dawn_stone(s, h)
    if gift == DESTINY:
        hr.add(ctx, [DESTINY])
    elif gift is not None:
        ctx.emit("recovered", seat=h.seat, attr=gift, n=1)
    hr.camp_ability(ctx, h)
    hr.add(ctx, [CAMP_CREATURE, FEAT, REORGANIZE, DEITY, CREATURE, GODS])
    hr.run(ctx)


CAMP_CREATURE = "camp_creature"
GODS, END_CAMP = "camp_gods", "end_camp"


def god_window(s: GameState, h: HeroState) -> list[Action]:
    """Before the Camp turn ends: the deity's map options and one-shot ability, Offerings to Świętowit for the Dawn
    stone's points, hand-overs to another hero in the region, camped or not (DP-GIVE, §6.2: "also allowed during
    the Camp phase when in the same region"); none to ask when there is nothing to use."""
    from .map_window import dawn_gift
    out = gods.map_actions(s, h) + effects.gifts(s, h, s.active_heroes())
    if dawn_gift(s, h) is not None:
        out += [one("offer", h.seat, "payer", p.seat) for p in hr.payers(s)]
    return [act(END_CAMP, h.seat)] + out if out else []


@FLOW.resolves(END_CAMP)
def end_camp(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    hr.run(ctx)


def camp_creature(s: GameState, h: HeroState) -> list[Action]:
    """Step 2, after the camp ability: a creature with a CAMP ability may be used (then it returns to the stack,
    §13.5, §6.8 PD)."""
    if h.creature is None or content().creatures[h.creature].main.timing != "camp":
        return []
    return [act("skip", h.seat), act("use_camp_creature", h.seat)]


@FLOW.resolves("use_camp_creature")
def use_camp_creature(ctx: Context, a: Action) -> None:
    """Domowik: 2 points of any attributes, one at a time."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    ability = content().creatures[str(h.creature)].main
    hr.done(ctx)
    ctx.emit("creature_used", seat=h.seat, creature=h.creature)
    n = int(str(ability.params.get("n", 1)))
    hr.add_first(ctx, [hr.ANY] * n)
    hr.run(ctx)


def destiny(s: GameState, h: HeroState) -> list[Action]:
    """The Destiny stone: one point of any attribute or 1 Pierw (G25)."""
    out = [one("destiny", h.seat, "attr", x) for x in hr.recoverable(h)]
    if h.pierw < hr.pierw_max(h):
        out.append(one("destiny", h.seat, "attr", hr.PIERW))
    return out


def feats(s: GameState, h: HeroState) -> list[Action]:
    """Step 3: one exhausted feat turns ready (none to choose when every feat is ready)."""
    return [one("camp_feat", h.seat, "feat", f.card) for f in h.feats if not f.ready]


@FLOW.resolves("destiny", "camp_feat")
def camp_choice(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    if a.kind == "destiny":
        ctx.emit("recovered", seat=a.player, attr=a["attr"], n=1)
    else:
        ctx.emit("feat_recovered", seat=a.player, feat=a["feat"])
    hr.run(ctx)


def reorganize(s: GameState, h: HeroState) -> list[Action]:
    """Step 4: swap a reserve card for a prepared one, or prepare it into a free place, within the hero card's limits
    (free, §6.8); asked only of a hero with cards in reserve."""
    if not h.reserve:
        return []
    c = content()
    limits = c.heroes[h.hero].limits
    out = [act("skip", h.seat)]
    for card in h.reserve:
        kind = c.sagas[card].type
        same = [x for x in h.prepared if c.sagas[x].type == kind]
        if len(same) < limits[kind]:
            out.append(act("prepare", h.seat, card=card))
        out += [act("prepare", h.seat, card=card, instead=x) for x in same]
    return out


def offering_payable(h: HeroState) -> bool:
    return h.offerings > 0 or h.trophies >= content().rules.limits.trophies_per_offering


def deity(s: GameState, h: HeroState) -> list[Action]:
    """Step 5: any god of the open stack for 1 Offering or 3 Trophies (§6.8)."""
    if not offering_payable(h) or not s.gods:
        return []
    return [act("skip", h.seat)] + [one("summon_deity", h.seat, "god", g) for g in s.gods]


def creature_terrains(h: HeroState) -> tuple[str, ...]:
    return content().board.regions[h.region].terrains


def creature(s: GameState, h: HeroState) -> list[Action]:
    """Step 6: for 1 Trophy a creature whose back shows a terrain of the region, drawn at random — or, paying an
    expedition token of such a terrain too, chosen (§6.8, §13.5)."""
    c = content()
    here = [x for x in s.creatures if c.creatures[x].back in creature_terrains(h)]
    if not h.trophies or not here:
        return []
    out = [act("skip", h.seat), act("summon_creature", h.seat)]
    tokens = sorted({i for i, t in enumerate(h.expedition_tokens) if t.terrain in creature_terrains(h)})
    out += [act("choose_creature", h.seat, creature=x, token=i) for x in here for i in tokens
            if h.expedition_tokens[i].terrain == c.creatures[x].back]
    return out


def keep_deity(s: GameState, h: HeroState) -> list[Action]:
    """DP-DEITY-KEEP: a hero holds one deity; the other returns to the God stack."""
    new = s.todo[0].split(":")[1]
    return [one("keep", h.seat, "card", x) for x in (h.deity, new) if x is not None]


def keep_creature(s: GameState, h: HeroState) -> list[Action]:
    """DP-CREATURE-KEEP: a hero keeps one creature; the other returns to the stack."""
    new = s.todo[0].split(":")[1]
    return [one("keep", h.seat, "card", x) for x in (h.creature, new) if x is not None]


@FLOW.resolves("skip", "prepare", "summon_deity", "summon_creature", "choose_creature", "keep")
def camp_step(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    item = s.todo[0]
    if a.kind == "prepare":         # reorganizing may go on: the item stays until the hero is done
        ctx.emit("prepared", seat=h.seat, card=a["card"], instead=a.get("instead"))
        hr.run(ctx)
        return
    hr.done(ctx)
    if a.kind == "summon_deity":
        pay_offering(ctx, h)
        ctx.emit("deity_taken", god=a["god"])
        if h.deity is not None:
            hr.add_first(ctx, [f"{KEEP_DEITY}:{a['god']}"])
        else:
            ctx.emit("deity", seat=h.seat, god=a["god"])
    elif a.kind in ("summon_creature", "choose_creature"):
        ctx.emit("trophies", seat=h.seat, n=-1)
        if a.kind == "choose_creature":
            ctx.emit("token_spent", seat=h.seat, index=a["token"])
            drawn = str(a["creature"])
        else:
            c = content()
            drawn = ctx.rng.choice([x for x in s.creatures if c.creatures[x].back in creature_terrains(h)])
        ctx.emit("creature_taken", creature=drawn)
        if h.creature is not None:
            hr.add_first(ctx, [f"{KEEP_CREATURE}:{drawn}"])
        else:
            ctx.emit("creature", seat=h.seat, creature=drawn)
    elif a.kind == "keep":
        if item.startswith(KEEP_DEITY):
            other = h.deity if a["card"] != h.deity else item.split(":")[1]
            ctx.emit("deity", seat=h.seat, god=a["card"], returned=other)
        else:
            other = h.creature if a["card"] != h.creature else item.split(":")[1]
            ctx.emit("creature", seat=h.seat, creature=a["card"], returned=other)
    hr.run(ctx)


def pay_offering(ctx: Context, h: HeroState) -> None:
    """An Offering, or 3 Trophies standing for one (§13.1)."""
    if h.offerings:
        ctx.emit("offerings", seat=h.seat, n=-1)
    else:
        ctx.emit("trophies", seat=h.seat, n=-content().rules.limits.trophies_per_offering)


def end_camp_turn(ctx: Context) -> None:
    """A hero has camped; once every hero has, the Nica phase."""
    s: GameState = ctx.state
    assert s.active is not None
    ctx.emit("turn_ended", seat=s.active)
    if not decided(ctx) and all(h.acted for h in s.active_heroes()):
        goto(ctx, NICA)


hr.QUESTIONS[DESTINY] = destiny
hr.QUESTIONS[FEAT] = feats
hr.QUESTIONS[REORGANIZE] = reorganize
hr.QUESTIONS[CAMP_CREATURE] = camp_creature
hr.QUESTIONS[DEITY] = deity
hr.QUESTIONS[CREATURE] = creature
hr.QUESTIONS[GODS] = god_window
hr.QUESTIONS[KEEP_DEITY] = keep_deity
hr.QUESTIONS[KEEP_CREATURE] = keep_creature
hr.ENDS[CAMP] = end_camp_turn
