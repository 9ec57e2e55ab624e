"""The Herald of Pamięć Świata (spec §15.1-§15.2): the Nica die each hero rolls for it (rerolled for an Offering),
its attacks — a random attack card fought as a Challenge, on the Herald's landing on a hero, on a critical in its
Kir, and on a hero entering its region — and the Host fed once four Black stones are in play (§5.4 item 9).

DP-SPILL after a Herald attack (PROJECT ruling; the spec names only "the resolving player"): the attacked hero
resolves its attack, so it answers every question the attack's result sets off — where a Rift or Horde spills after
Żar Kadzi's "Strengthen Taint here" or Pożoga's "Increase Threat here", its Flaws — in the Nica phase, on entering
the Herald's region (a joint Explore's partner too: attacks are individual, §10.4) and in the Epic Battle. The
Herald's own Increase Threat where it lands on nobody is answered by the first hero in play (nica.resolver)."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import challenges, effects, explore, group, hero_rules as hr
from .content import content
from .flow import FLOW
from .nica import (ATTACK, ATTACK_END, FEED, HERALD_FACE, HERALD_ROLL, OTHER, PLACE, PLACE_THREAT, SAME, THREAT_AT,
                   in_heros_kir, then_at)
from .state import ABYSS, NICA, GameState, HeroState

HERALD_ENEMY = "herald_enemy"


def herald_roll(ctx: Context, item: str) -> None:
    """RNG-NICA: a hero rolls a Nica die for the Herald (§15.1 step 4); it decides what follows."""
    _, seat, side = item.split(":")
    face = str(ctx.rng.face(content().rules.dice.nica))
    ctx.emit("nica_turn", seat=int(seat))
    ctx.emit("nica_rolled", seat=int(seat), face=face)
    hr.add_first(ctx, [f"{HERALD_FACE}:{seat}:{side}:{face}"])


def herald_effect(s: GameState, side: str, face: str) -> str | None:
    """What a Herald Nica face does (G17): in the Herald's Kir a critical brings an attack, Taint strengthens the
    Taint; elsewhere Damage increases the Threat, Taint strengthens the Taint, a critical with the Herald in the
    Abyss brings an Enemy; anything else nothing."""
    if face == "taint":
        return PLACE
    if side == SAME:
        return ATTACK if face == "crit" else None
    if face == "damage":
        return PLACE_THREAT
    return "enemy" if face == "crit" and s.herald == ABYSS else None


def herald_face(s: GameState, h: HeroState) -> list[Action]:
    """DP-HERALD-REROLL: a face that does something may be rerolled for an Offering or 3 Trophies (any hero pays),
    or kept."""
    _, _, side, face = s.todo[0].split(":")
    if herald_effect(s, side, face) is None:
        return []
    rerolls = [one("herald_reroll", h.seat, "payer", p.seat) for p in hr.payers(s)]
    return [act("herald_keep", h.seat)] + rerolls if rerolls else []


@FLOW.resolves("herald_reroll", "herald_keep")
def herald_rerolled(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    _, seat, side, face = s.todo[0].split(":")
    if a.kind == "herald_reroll":
        hr.pay(ctx, s.hero(a["payer"]), "offering")
        face = str(ctx.rng.face(content().rules.dice.nica))
        ctx.emit("nica_rolled", seat=int(seat), face=face)
        ctx.emit("todo", todo=[f"{HERALD_FACE}:{seat}:{side}:{face}"] + s.todo[1:])
    else:
        hr.done(ctx)
        herald_applied(ctx, seat, side, face)
    hr.run(ctx)


def herald_kept(ctx: Context, item: str) -> None:
    _, seat, side, face = item.split(":")
    herald_applied(ctx, seat, side, face)


def herald_applied(ctx: Context, seat: str, side: str, face: str) -> None:
    s: GameState = ctx.state
    h = s.hero(int(seat))
    what = herald_effect(s, side, face)
    if what == ATTACK:
        c = content()
        ctx.emit("herald_moved", kir=c.board.regions[h.region].kir, location=None, region=h.region)
        hr.add_first(ctx, [f"{ATTACK}:{seat}"])
    elif what == "enemy":
        main = challenges.draw_enemy(ctx)
        if main is not None:
            challenges.begin(ctx, h, HERALD_ENEMY, main=main)
    elif what is not None:
        hr.add_first(ctx, [what])


def place_threat(s: GameState, h: HeroState) -> list[Action]:
    """DP-THREAT-TARGET: a region of the hero's Kir."""
    return in_heros_kir(PLACE_THREAT, h)


@FLOW.resolves(PLACE_THREAT)
def placed_threat(ctx: Context, a: Action) -> None:
    then_at(ctx, THREAT_AT, a)


def herald_attack(ctx: Context, item: str) -> None:
    """A Herald attack (§15.2): a random attack card (RNG-DRAW: the deck is shuffled after every attack) resolved as
    a Challenge with the Herald's base Nica dice; in the Nica phase the attacked hero decides it."""
    s: GameState = ctx.state
    h = s.hero(int(item.split(":")[1]))
    if s.step == NICA:
        ctx.emit("nica_turn", seat=h.seat)
    if not s.herald_attacks and s.herald_attack_discard:
        ctx.emit("herald_attacks_reshuffled", order=ctx.rng.shuffled(s.herald_attack_discard))
    if not s.herald_attacks:
        return
    card = s.herald_attacks[0]
    ctx.emit("herald_attack_drawn", seat=h.seat, card=card)
    challenges.begin(ctx, h, ATTACK, main=card, attack=True)


def attacked(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """After a Herald attack: success gives its reward (1 Offering, G18); failure has the usual effects but
    does not feed the Host; entering the Herald's region, a failure ends the turn (G19) — in a joint action only
    the attacked participant's, who drops out (§10.4). The card is shuffled back into the attack deck."""
    s: GameState = ctx.state
    if success:
        effects.gain_offerings(ctx, h, effects.n_of(content().herald.attack_reward))
    elif ATTACK_END in s.todo and len(s.party) > 1 and h.seat in s.party:
        group.drop_out(ctx, h)
    elif ATTACK_END in s.todo:
        ctx.emit("todo", todo=s.todo[:s.todo.index(ATTACK_END) + 1])
    ctx.emit("herald_attack_returned", card=enemies[0], order=ctx.rng.shuffled(s.herald_attacks + enemies[:1]))


def entered(ctx: Context, h: HeroState, region: str) -> None:
    """A hero entering the Herald's region in Pamięć Świata is attacked at once (§5.4 item 6, §15.2, G19)."""
    s: GameState = ctx.state
    if s.herald == region and content().scenarios[s.scenario].herald_attacks and s.step != NICA:
        hr.add_first(ctx, [f"{ATTACK}:{h.seat}", ATTACK_END])


def feed(ctx: Context, item: str) -> None:
    """Pamięć Świata: with 4 Black stones or more in play (rifts and statue), the Host is fed (step 4)."""
    s: GameState = ctx.state
    need = content().scenarios[s.scenario].feed_from
    if need is not None and s.black_stones() + s.extinguished() >= need:
        challenges.feed_host(ctx)


def herald_enemy_fought(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """An Enemy a critical brought while the Herald is in the Abyss: its Trophies, or its Doom and the Host fed."""
    if success:
        explore.trophies(ctx, h, enemies)
    else:
        explore.lost_fight(ctx, h, enemies)


hr.AUTO[FEED] = feed
hr.AUTO[ATTACK] = herald_attack
hr.AUTO[ATTACK_END] = lambda ctx, item: None
hr.AUTO[HERALD_ROLL] = herald_roll
hr.AUTO[HERALD_FACE] = herald_kept
hr.QUESTIONS[HERALD_FACE] = herald_face
hr.QUESTIONS[PLACE_THREAT] = place_threat
hr.ON_ENTER.append(entered)
challenges.OUTCOMES[ATTACK] = attacked
challenges.OUTCOMES[HERALD_ENEMY] = herald_enemy_fought
