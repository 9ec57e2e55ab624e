"""The Camp phase (spec §6.8): every day-wheel marker returns to the campfire; then the heroes camp one at a time, in
any order the players choose, each in the fixed order of the steps: the Dawn stone influencing its Kir (none
under a Black stone), its camp ability, one exhausted feat recovered. Reorganizing, summoning a deity and a
creature are not offered yet."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context, Decision

from . import hero_rules as hr
from .content import content
from .flow import FLOW, goto
from .state import BLACK, CAMP, NICA, GameState, HeroState

DESTINY, FEAT = "destiny", "feat"


def begin(ctx: Context) -> None:
    """Step 0: every marker to the campfire (§6.8, PD); then the Camp phase."""
    ctx.emit("camp_started")
    goto(ctx, CAMP)


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
    hr.add(ctx, [FEAT])
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


def end_camp_turn(ctx: Context) -> None:
    """A hero has camped; once every hero has, the Nica phase."""
    s: GameState = ctx.state
    assert s.active is not None
    ctx.emit("turn_ended", seat=s.active)
    if all(h.acted for h in s.active_heroes()):
        goto(ctx, NICA)


hr.QUESTIONS[DESTINY] = destiny
hr.QUESTIONS[FEAT] = feats
hr.ENDS[CAMP] = end_camp_turn
