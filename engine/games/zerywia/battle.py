"""The Epic Battle of Pamięć Świata (spec §15.3, §5.4 items 8 and 10).

When every hero in play has completed a saga and cleared its Birth Kir's Cradle and Temple of Ist, and no hero has
acted this Turn, any player may propose the battle; the others confirm or refuse, each on their own, and one refusal
cancels it for this Turn (DP-EPIC-START). The Kir and Location dice say where the Herald and every hero go (no
leaving costs); a random Herald card gives the symbols to cover, with a Will shield per Rift and a Vigor shield per
Horde on the board; every hero recovers all its points, Pierw and feats. Each round every hero draws an attack card
face down and, in the order the players choose, fights it as a Challenge with 2 base Nica dice. A hero who wins may
place its unused hits and runes on the Herald card, each removing a Herald shield of its attribute or covering a
symbol of its attribute (DP-HERALD-ALLOC); a hero injured in its challenge leaves the battle, transferring nothing,
and its corrupted version joins the Enemy deck. A round is played to its end; then the table has won if every
shield is gone and every symbol covered, and lost when no hero is left.
"""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context, Decision

from . import challenges, effects, hero_rules as hr
from .content import content
from .flow import FLOW, goto
from .state import ABYSS, ACTIVE, BATTLE, HORDE, REMOVED, RIFT, GameState, HeroState

PROPOSE, JOIN, REFUSE, WITHDRAW = "propose_battle", "join_battle", "refuse_battle", "withdraw_battle"
FACE, ALLOC, ALLOC_DONE = "face_attack", "herald_alloc", "herald_alloc_done"
BATTLE_ATTACK = "battle_attack"
SAGA_GOAL = "saga_completed"
SHIELD, SYMBOL = "shield", "symbol"


def goal_met(s: GameState) -> bool:
    """Pamięć Świata's goal (§5.4 item 8, G10): every hero in play has resolved the last Tale of a saga it develops,
    and its Birth Kir's Cradle and Temple of Ist hold no Threat, Horde, Taint or Rift."""
    c = content()
    sc = c.scenarios[s.scenario]
    heroes = s.active_heroes()
    for h in heroes:
        if not any(not st.tales for st in h.stacks):
            return False
        for kind in sc.goal_clear:
            tokens = s.regions[c.board.special[(h.birth_kir, kind)]]
            if tokens.threat is not None or tokens.taint is not None:
                return False
    return bool(heroes)


def proposals(s: GameState) -> list[Action]:
    """DP-EPIC-START: offered to every player while the goal holds and no hero has acted this Turn (not again in a
    Turn whose proposal was refused)."""
    if content().scenarios[s.scenario].goal != SAGA_GOAL or s.refused or s.active is not None:
        return []
    if any(h.acted for h in s.active_heroes()) or not goal_met(s):
        return []
    return [act(PROPOSE, h.seat) for h in s.active_heroes()]


def proposal_decision(s: GameState) -> Decision:
    """The other players confirm or refuse, each on their own; the proposer may withdraw."""
    assert s.proposal is not None
    waiting = [h.seat for h in s.active_heroes() if h.seat != s.proposal and h.seat not in s.agreed]
    legal = [act(WITHDRAW, s.proposal)] + [act(kind, seat) for seat in waiting for kind in (JOIN, REFUSE)]
    return Decision.group("zerywia.prompt.battle_join", legal, leader=s.proposal, joiners=waiting)


@FLOW.resolves(PROPOSE)
def proposed(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("battle_proposed", seat=a.player)
    if len(s.active_heroes()) == 1:
        start(ctx)


@FLOW.resolves(JOIN, REFUSE, WITHDRAW)
def answered(ctx: Context, a: Action) -> None:
    """A confirmation (the last one starts the battle), or a refusal or withdrawal that cancels it."""
    s: GameState = ctx.state
    if a.kind != JOIN:
        ctx.emit("battle_refused", seat=a.player)
        return
    ctx.emit("battle_joined", seat=a.player)
    if len(s.agreed) + 1 == len(s.active_heroes()):
        start(ctx)


def start(ctx: Context) -> None:
    """RNG-BATTLE: where the battle is fought; the Herald card (RNG-DRAW) and its shields; every hero recovers all."""
    s: GameState = ctx.state
    c = content()
    kir = str(ctx.rng.face(c.rules.dice.kir))
    kind = str(ctx.rng.face(c.rules.dice.location))
    region = ABYSS if kir == ABYSS else c.board.special[(kir, kind)]
    card = c.herald.cards[s.herald_cards[0]]
    shields = ["W"] * sum(t.taint == RIFT for t in s.regions.values())
    shields += ["V"] * sum(t.threat == HORDE for t in s.regions.values())
    auras: list[str] = []
    if card.ability.do == "add_shield":
        per = card.ability.params.get("per")
        shields += [str(card.ability.params["attr"])] * (
            s.extinguished() if per == "extinguished_face" else effects.n_of(card.ability))
    else:
        auras.append(card.ability.do)
    ctx.emit("battle_begun", kir=kir, location=kind, region=region, card=card.id, symbols=list(card.difficulty),
             shields=shields, auras=auras,
             injuries={str(h.seat): sum(t.inj for t in h.attributes.values()) for h in s.active_heroes()})
    goto(ctx, BATTLE)
    new_round(ctx)


def new_round(ctx: Context) -> None:
    """Each hero in the battle draws a Herald attack card face down (the used ones reshuffled when none is left)."""
    s: GameState = ctx.state
    ctx.emit("battle_round")
    for h in s.active_heroes():
        if not s.herald_attacks:
            ctx.emit("herald_attacks_reshuffled", order=ctx.rng.shuffled(s.herald_attack_discard))
        ctx.emit("battle_card_dealt", seat=h.seat, card=s.herald_attacks[0])


def battle_decision(s: GameState) -> Decision:
    """DP-BATTLE-ORDER: any hero that has not resolved its attack this round may resolve it next ("any of")."""
    b = s.battle
    assert b is not None
    legal = [act(FACE, h.seat) for h in s.active_heroes() if h.seat not in b.resolved]
    return Decision.anyone("zerywia.prompt.battle_order", legal)


@FLOW.resolves(FACE)
def face(ctx: Context, a: Action) -> None:
    """The hero fights its attack card: an individual Challenge with the battle's Nica dice and the Herald card's
    rules."""
    s: GameState = ctx.state
    b = s.battle
    assert b is not None
    h = s.hero(a.player)
    ctx.emit("battle_turn", seat=h.seat)
    challenges.begin(ctx, h, BATTLE_ATTACK, main=b.drawn[str(h.seat)], attack=True,
                     nica_base=content().herald.battle_nica_dice, extra_auras=tuple(b.auras))
    hr.run(ctx)


def injured(s: GameState, h: HeroState) -> bool:
    b = s.battle
    assert b is not None
    return h.status != ACTIVE or sum(t.inj for t in h.attributes.values()) > b.injuries.get(str(h.seat), 0)


def fought(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """After the attack: its reward on a success (G18); a hero not injured that won may place what it has left on the
    Herald card, while the Herald still stands."""
    s: GameState = ctx.state
    b = s.battle
    assert b is not None
    ctx.emit("battle_attack_done", card=enemies[0])
    if success:
        effects.gain_offerings(ctx, h, effects.n_of(content().herald.attack_reward))
    over = next(e for e in reversed(ctx.events) if e.kind == "challenge_over")
    left = [str(x) for x in over.data.get("left", [])]
    if success and left and not injured(s, h) and (b.symbols or b.shields):
        ctx.emit("battle_runes", runes=left)
        hr.add(ctx, [ALLOC])


def allocations(s: GameState, h: HeroState) -> list[Action]:
    """DP-HERALD-ALLOC: a rune left removes a Herald shield of its attribute or covers a symbol of its attribute;
    the hero may stop (what is left stays unused)."""
    b = s.battle
    assert b is not None
    out = []
    for x in dict.fromkeys(b.runes):
        if x in b.shields:
            out.append(act(ALLOC, h.seat, attr=x, to=SHIELD))
        if x in b.symbols:
            out.append(act(ALLOC, h.seat, attr=x, to=SYMBOL))
    return [act(ALLOC_DONE, h.seat)] + out if out else []


@FLOW.resolves(ALLOC, ALLOC_DONE)
def allocated(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    if a.kind == ALLOC_DONE:
        hr.done(ctx)
        ctx.emit("battle_runes", runes=[])
    else:
        ctx.emit("herald_rune", attr=a["attr"], to=a["to"])
    hr.run(ctx)


def alloc_over(ctx: Context, item: str) -> None:
    """Nothing left to place: the runes not placed stay unused."""
    ctx.emit("battle_runes", runes=[])


def turn_over(ctx: Context) -> None:
    """The hero's attack is settled: an injured hero leaves the battle (its corrupted version to the Enemy deck,
    §15.3 step 9); after the round's last attack, victory, defeat or the next round."""
    s: GameState = ctx.state
    b = s.battle
    assert b is not None and s.active is not None
    h = s.hero(s.active)
    ctx.emit("battle_turn_over", seat=h.seat)
    if injured(s, h):
        if h.status == ACTIVE:
            ctx.emit("hero_out", seat=h.seat, status=REMOVED)
        corrupted(ctx, h.hero)
    if any(x.seat not in b.resolved for x in s.active_heroes()):
        return
    if not s.active_heroes():
        ctx.emit("game_over", result="lost", reason="zerywia.outcome.battle_lost")
    elif not b.symbols and not b.shields:
        ctx.emit("game_over", result="won", reason="zerywia.outcome.herald_defeated")
    else:
        new_round(ctx)


def corrupted(ctx: Context, hero: str) -> None:
    """A hero lost to Oblivion (or out of the Epic Battle): its corrupted version joins the Enemy deck, shuffled; each
    corrupted card exists once (§11.5, §15.3 step 9, §18.5)."""
    s: GameState = ctx.state
    card = next((e.id for e in content().enemies.values() if e.corrupts == hero), None)
    if card is None or card in s.enemy_deck + s.enemy_discard + s.host_deck:
        return
    ctx.emit("host_added", host=content().enemies[card].host, cards=[card],
             order=ctx.rng.shuffled(s.enemy_deck + [card]))


hr.ON_LOST.append(lambda ctx, h: corrupted(ctx, h.hero))
hr.QUESTIONS[ALLOC] = allocations
hr.AUTO[ALLOC] = alloc_over
hr.ENDS[BATTLE] = turn_over
challenges.OUTCOMES[BATTLE_ATTACK] = fought
