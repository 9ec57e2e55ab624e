"""Before Combat (spec §7.2, §11.3): each hero's and ally's Before Combat ability once per combat — Varikas's
bolt, Mira's focus, an Elven Scout's shot — against a challenge or, in hero-versus-hero combat, against the
other hero. The bolt is a roll and the shot a wound, both through strike.py (a Lucky Charm, armour)."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from .character import can_pay_exhaustion, hero_stamina
from .content import PHASES, content
from .flow import FLOW
from .harm import harm_ally, harm_hero
from .state import GameState, Strike
from .strike import ALLY, FOE, HERO, BEFORE_DAMAGE, fight_of, run, start

FOCUS = "focused"
BOLT, FOCUS_ABILITY, SHOT = "varikas_bolt", "mira_focus", "scout_shot"


def before_abilities(s: GameState, seat: int, foe_phases: tuple[bool, ...], allies: bool) -> list[Action]:
    """A hero's Before Combat abilities not used yet this combat: Varikas's bolt (not against a foe that takes
    no part in the bolt's phase, Magic), Mira's focus, and, when his allies fight, each Elven Scout's shot.
    `foe_phases`: whether the foe fights in each combat phase."""
    c = content()
    p = s.players[seat]
    fight = fight_of(s)
    assert fight is not None
    legal: list[Action] = []
    hero = c.heroes[p.hero]
    if hero.ability in (BOLT, FOCUS_ABILITY) and f"{seat}:hero" not in fight.used \
            and (hero.ability != BOLT or foe_phases[PHASES.index(str(hero.params["phase"]))]) \
            and can_pay_exhaustion(p.exhaustion, hero_stamina(p, c), hero.params.num("exhaustion")):
        legal.append(act("hero_ability", seat))
    for i, a in enumerate(p.allies if allies else []):
        ally = c.ally(a.card)
        if ally.ability == SHOT and f"{seat}:{a.card}" not in fight.used and \
                can_pay_exhaustion(a.exhaustion, ally.stats.stamina, ally.params.num("exhaustion")):
            legal.append(act("ally_ability", seat, who=i))
    return legal


def foe_and_after(s: GameState, seat: int) -> tuple[int, str]:
    """Who the ability hits (-1: the challenge) and what follows it ("combat_before" or "pvp_before")."""
    if s.pvp is None:
        return -1, "combat_before"
    return (s.pvp.defender if seat == s.pvp.attacker else s.pvp.attacker), "pvp_before"


@FLOW.resolves("hero_ability")
def hero_ability(ctx: Context, action: Action) -> None:
    """Varikas: his card's exhaustion, one attack roll in its phase (Magic: 2d10 + Spirit) against the foe's
    target there, its wounds on success (strike.attack_damage). Mira: her card's exhaustion, its bonus to her
    rolls in its phase (Magic) this combat."""
    c = content()
    s: GameState = ctx.state
    seat = action.seat
    foe, after = foe_and_after(s, seat)
    ctx.emit("fight_flag", flag="used", value=f"{seat}:hero")
    hero = c.heroes[s.players[seat].hero]
    harm_hero(ctx, exhaustion=hero.params.num("exhaustion"), seat=seat)
    if hero.ability == BOLT:
        start(ctx, Strike(after, "", seat, foe=foe, phase=PHASES.index(str(hero.params["phase"])), actor=HERO,
                          before=True))
    else:
        ctx.emit("fight_flag", flag=FOCUS, value=seat)


@FLOW.resolves("ally_ability")
def ally_ability(ctx: Context, action: Action) -> None:
    """Elven Scout: this ally takes its card's exhaustion: its wounds to the challenge (or to the hero fought)."""
    s: GameState = ctx.state
    seat = action.seat
    who = int(action["who"])
    card = s.players[seat].allies[who].card
    params = content().ally(card).params
    foe, after = foe_and_after(s, seat)
    ctx.emit("fight_flag", flag="used", value=f"{seat}:{card}")
    harm_ally(ctx, who, exhaustion=params.num("exhaustion"), seat=seat)
    run(ctx, Strike(after, "", seat, foe=foe, actor=ALLY, ally=card, before=True, damage=params.num("wounds"),
                    victim=FOE), BEFORE_DAMAGE)
