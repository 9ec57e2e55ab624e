"""The end of character creation and the Monster battle (spec §12.7, PD-E31…E33, checklist 37–38).

When every sheet holds 21 dice at the end of a round: (2) a last-chance window, in seat order from the
first player and round again until every player has passed in a row (XP, banishing and skills are offered
beside every question; any of them reopens the window, PD-E31);
(3) the Monster's "before the battle" ability and the Imp of Wounds; (4) 1 combat die each (+Honour);
(5) Lair, Trap, Attack revealed and resolved, only for holders of the matching token (ties of a
"highest" card all qualify, PD-E40; solo: the 1P requirement); then all players at once, "independently
and simultaneously" (one decision waiting on everyone still fighting; another player's choices stay out of a
player's view until his own result is in): (6) mercenaries (3 XP / 5 gold, no Charisma), (7) the roll (less the Monster's "before roll" dice and
the Imp of Darkness's) and 1-XP re-rolls (Tentacles: at most 2; not with the Imp of Doubt), the
Beastmaster's familiar Power instead (PD-E32); (8) "after the result" abilities, then +1 per Glory and
-1 per Damage; (9) the level's stars at or above the strength and the champion bonus for the best
successful result(s); solo: a result below the strength loses the game (PD-E33). Final scoring follows.
"""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.common.steps import Legal, act, make
from engine.kernel import Action, Context, Decision
from engine.kernel.canonical import JsonObject

from ..effects import content
from ..flow import FLOW, seat_order
from ..reducer import fiends_reducer
from ..scoring import armour_scores, class_colour_dice
from ..state import FiendsState, GameState, Phase, fiends_player, fiends_state
from .backpack import unpack_all
from .content import Condition, Monster, load_fiends
from .counts import count_of
from .hunt import mercenary_price
from .imps import imp_param, restricted
from .fight_cards import AFTER, BEFORE, after_roll, before_roll, rerolled, skill_dice, use_skill
from .market_cards import weapon_param
from .scoring import familiar_power
from .xp import gain_xp


def monster(s: FiendsState) -> Monster | None:
    return None if s.monster is None else load_fiends().monsters[s.monster]


def start_end_of_creation(ctx: Context) -> None:
    """Creation is over: the last-chance window opens with the first player (PD-E31 step 2)."""
    s: GameState = ctx.state
    ctx.emit("flow", phase=Phase.CLEANUP.name, step="last_chance", current=s.first_player, turn=0)
    unpack_all(ctx)   # stored Backpack dice are placed first, without actions (PD-E14 c, PD-E31 step 1)


@FLOW.step("last_chance")
def _last_chance(s: GameState) -> Legal:
    """Spend XP, banish imps or use skills (offered beside this question), then pass."""
    return s.current, "last_chance", [make("last_chance_pass", s.current)]


@FLOW.resolves("last_chance_pass")
def _pass(ctx: Context, a: Action) -> None:
    """`turn` counts the passes in a row; the window closes when every player has passed since the last
    thing anyone did (PD-E31), else the next player clockwise is asked."""
    s: GameState = ctx.state
    passes = s.turn + 1
    if passes < len(s.players):
        ctx.emit("flow", turn=passes, current=(s.current_seat + 1) % len(s.players))
    else:
        ctx.emit("flow", step="battle_start", current=None, turn=0)


def reopen_last_chance(ctx: Context, a: Action) -> None:
    """Anything but a pass in the last-chance window (XP, banishing, a skill, a weapon dropped) starts the
    count of passes in a row again, so everyone may answer it (PD-E31)."""
    s: GameState = ctx.state
    if s.step == "last_chance" and a.kind != "last_chance_pass" and not s.stack and s.turn:
        ctx.emit("flow", turn=0)


@FLOW.automatic("battle_start", "begin_battle")
def _begin(ctx: Context) -> None:
    """Steps 3–5: abilities before the battle, 1 die each, the Adventure cards in order."""
    s: FiendsState = ctx.state
    m = monster(s)
    n = len(s.players)
    for p in map(s.player, range(n)):
        damage = imp_param(p, "battle_damage", "damage")
        if m is not None and m.effect == "voracious":
            damage += int(m.params.get("damage_per_imp", 2)) * len(p.imps_active)
        if damage:
            ctx.emit("damage", player=p.seat, delta=damage, why="monster")
    pools = [1 + _honour(s, seat) + weapon_param(s.players[seat], "fight_dice", "dice")
             + weapon_param(s.players[seat], "battle_dice", "dice") for seat in range(n)]
    ctx.emit("adventures_revealed", cards=list(s.adventure))
    records = load_fiends().adventures
    for card_id in s.adventure:
        card = records[card_id]
        for seat in _qualifying(s, card.type, card.condition, card.solo):
            if card.reward.kind == "combat_dice":
                pools[seat] += card.reward.amount
            elif card.reward.kind == "xp":
                gain_xp(ctx, seat, card.reward.amount, "adventure")
    ctx.emit("battle_pools", pools=pools)
    ctx.emit("flow", step="battle_hire", current=s.first_player, turn=0)


def _qualifying(s: FiendsState, kind: str, condition: Condition, solo: Condition | None) -> list[int]:
    """Holders of the `kind` token meeting the condition; a `highest` card compares only them, all ties
    qualify (PD-E40); solo, the 1P requirement replaces a comparison and joins a threshold."""
    holders = [seat for seat in range(len(s.players)) if kind in s.player(seat).adventure_tokens]
    if s.solo and solo is not None:
        holders = [x for x in holders if solo.holds(count_of(s, x, solo.count))]
        if condition.highest:
            return holders
    if condition.highest:
        values = {x: count_of(s, x, condition.count) for x in holders}
        best = max(values.values(), default=None)
        return [x for x in holders if values[x] == best]
    return [x for x in holders if condition.holds(count_of(s, x, condition.count))]


def _honour(s: FiendsState, seat: int) -> int:
    p = s.players[seat]
    if not p.class_id:
        return 0
    cls = content().classes[p.class_id]
    if cls.effect != "honour":
        return 0
    sets = len(armour_scores(p, content()))
    return min(sets * int(cls.params.get("dice_per_set", 1)), int(cls.params.get("max", 3)))


# --- step 6: mercenaries; step 7: the roll and re-rolls (everyone at once) ---------------------------
def _deciding(s: FiendsState) -> list[int]:
    """The players still fighting, in seat order from the first player (the hot-seat order)."""
    return [seat for seat in seat_order(s) if s.battle_stage[seat] < 2]


def _choices(s: GameState, seat: int) -> list[Action]:
    """One player's battle options: mercenaries, "before roll" cards and the roll, or (rolled) XP
    re-rolls (Tentacles: at most 2; not with the Imp of Doubt), "after roll" cards and the result."""
    f = fiends_state(s)
    p = f.player(seat)
    out: list[Action] = []
    if f.battle_stage[seat] == 0:
        xp, gold = mercenary_price(p)
        if p.xp >= xp:
            out.append(act("battle_hire", seat, pay="xp"))
        if p.gold >= gold:
            out.append(act("battle_hire", seat, pay="gold"))
        return out + before_roll(s, seat) + [make("battle_roll", seat)]
    m = monster(f)
    limit = int(m.params.get("max_rerolls", 99)) if m is not None and m.effect == "tentacles" else None
    if p.xp >= load_fiends().prices.reroll_xp and not restricted(p, "no_xp_reroll") and \
            (limit is None or f.battle_rerolls[seat] < limit):
        seen: set[int] = set()
        for i, v in enumerate(f.battle_rolls[seat]):
            if v not in seen:
                seen.add(v)
                out.append(act("battle_reroll", seat, index=i))
    out += after_roll(s, seat, f.battle_rolls[seat], bool(f.battle_free[seat]))
    out.append(act("battle_done", seat, power=False))
    if p.class_id and content().classes[p.class_id].effect == "overseer":
        out.append(act("battle_done", seat, power=True))
    return out


def _everyone(s: GameState) -> list[Action]:
    out: list[Action] = []
    for seat in _deciding(fiends_state(s)):
        out += _choices(s, seat)
    return out


@FLOW.step("battle_hire")
def _hire_step(s: GameState) -> Legal:
    """Every player still fighting answers at once (§12.7 "independently and simultaneously"); the
    question is named after the first of them in seat order."""
    return s.current, "battle_mercenaries", _everyone(s)


@FLOW.step("battle_reroll")
def _reroll_step(s: GameState) -> Legal:
    return s.current, "battle_rerolls", _everyone(s)


def is_battle_question(s: GameState) -> bool:
    return s.step in ("battle_hire", "battle_reroll") and not s.stack


def battle_question(s: GameState, d: Decision) -> Decision:
    """Everyone still fighting answers secretly at once, the first of them in seat order asked first;
    anyone else with a legal action (a skill) may respond."""
    return Decision.secret(d.prompt, d.legal, d.info, among=_deciding(fiends_state(s)), first=d.actor)


def _next_question(ctx: Context) -> None:
    """After any battle answer: the first player still fighting in seat order names the question, or
    the rewards follow when everyone is done."""
    s: FiendsState = ctx.state
    left = _deciding(s)
    if not left:
        ctx.emit("flow", step="battle_end", current=None, turn=0)
        return
    step = "battle_hire" if s.battle_stage[left[0]] == 0 else "battle_reroll"
    if (step, left[0]) != (s.step, s.current):
        ctx.emit("flow", step=step, current=left[0])


@FLOW.resolves("battle_hire")
def _hire(ctx: Context, a: Action) -> None:
    s: FiendsState = ctx.state
    xp, gold = mercenary_price(s.players[a.seat])
    if a["pay"] == "xp":
        ctx.emit("xp", player=a.player, delta=-xp, why="mercenary")
    else:
        ctx.emit("gold", player=a.player, delta=-gold, reason="mercenary")
    ctx.emit("battle_pool", player=a.player, pool=s.battle_pool[a.seat] + 1)


@FLOW.resolves("battle_roll")
def _roll(ctx: Context, a: Action) -> None:
    """The Monster's "before roll" dice and the Imp of Darkness's leave the pool (never below 0)."""
    s: FiendsState = ctx.state
    seat = a.player
    assert seat is not None
    p = s.player(seat)
    m = monster(s)
    pool = s.battle_pool[seat] - imp_param(p, "fewer_combat_dice", "dice")
    if m is not None and m.effect == "fire_breath" and len(p.armour) < int(m.params.get("min_armour_cards", 2)):
        pool -= int(m.params.get("dice", 2))
    if m is not None and m.effect == "petrifying_gaze" and \
            class_colour_dice(p, content()) < int(m.params.get("min_class_dice", 3)):
        pool -= int(m.params.get("dice", 1))
    faces = load_fiends().combat_die_faces
    ctx.emit("battle_rolled", player=seat, rolls=[roll_numbered(faces, ctx.rng) for _ in range(max(0, pool))])
    _next_question(ctx)


@FLOW.resolves("battle_reroll")
def _reroll(ctx: Context, a: Action) -> None:
    s: FiendsState = ctx.state
    rolls = list(s.battle_rolls[a.seat])
    rolls[a["index"]] = roll_numbered(load_fiends().combat_die_faces, ctx.rng)
    ctx.emit("xp", player=a.player, delta=-load_fiends().prices.reroll_xp, why="reroll")
    ctx.emit("battle_rolled", player=a.player, rolls=rolls, reroll=True)


@FLOW.resolves("fight_skill", "free_reroll")
def _fight_card(ctx: Context, a: Action) -> None:
    """A fight card in a Hunt (its frame) or in the battle: +dice before the roll, re-rolls after."""
    s: FiendsState = ctx.state
    seat = a.player
    assert seat is not None
    frame = s.stack[-1] if s.stack and s.stack[-1].kind == "hunt" else None
    effect = content().cards[a["card"]].effect if a.kind == "fight_skill" else "free_reroll"
    if a.kind == "fight_skill":
        use_skill(ctx, a)
    rolls = frame.data["rolls"] if frame is not None else s.battle_rolls[seat]
    if effect == BEFORE:
        dice = skill_dice(a["card"])
        if frame is not None:
            ctx.emit("frame", data={"bonus": frame.data["bonus"] + dice})
        else:
            ctx.emit("battle_pool", player=seat, pool=s.battle_pool[seat] + dice)
        return
    if effect == AFTER:
        new = rerolled(ctx, list(rolls), a["dice"])
    else:
        new = rerolled(ctx, list(rolls), (a["index"],))
    if frame is not None:
        ctx.emit("frame", data={"rolls": new, "free_used": frame.data["free_used"] or effect == "free_reroll"})
    else:
        ctx.emit("battle_rolled", player=seat, rolls=new, free=effect == "free_reroll")


@FLOW.resolves("battle_done")
def _done(ctx: Context, a: Action) -> None:
    """Step 8: this player's final result; the rewards follow when everyone has one."""
    s: FiendsState = ctx.state
    seat = a.player
    assert seat is not None
    ctx.emit("battle_result", player=seat, result=final_result(s, seat, power=a["power"]))
    _next_question(ctx)


def hide_battle(s: FiendsState, data: JsonObject, viewer: int) -> None:
    """Until the viewer has his own result (or the battle is over), another player's mercenaries, roll,
    re-rolls and result stay hidden: everyone fights at once and sees the others' answers together."""
    if not s.battle_stage or s.step not in ("battle_hire", "battle_reroll") or s.battle_stage[viewer] == 2:
        return
    for seat in range(len(s.players)):
        if seat != viewer:
            data["battle_pool"][seat] = s.battle_dealt[seat]
            data["battle_rolls"][seat] = []
            data["battle_rerolls"][seat] = 0
            data["battle_result"][seat] = 0
            data["battle_free"][seat] = 0
            data["battle_stage"][seat] = 0


def final_result(s: FiendsState, seat: int, *, power: bool = False) -> int:
    """The dice total (or the familiar's Power), the "after the result" abilities, ±Glory/Damage."""
    p = fiends_player(s, seat)
    m = monster(s)
    rolls = s.battle_rolls[seat]
    total = familiar_power(p) if power else sum(rolls)
    if m is not None and m.effect == "regrowing_heads" and not power:
        face = int(m.params.get("face", 1))
        total -= face * sum(1 for v in rolls if v == face)
    per_damage = int(m.params.get("per_damage", 2)) if m is not None and m.effect == "life_drain" else 1
    damage = max(0, p.damage - weapon_param(p, "ignore_damage", "damage"))
    return total + p.glory - per_damage * damage


@FLOW.automatic("battle_end", "monster_rewards")
def _rewards(ctx: Context) -> None:
    """Step 9: stars of the level reached at or above the strength; the champion bonus to every best
    successful result; solo, a result below the strength loses (PD-E33). Then final scoring."""
    s: FiendsState = ctx.state
    m = monster(s)
    n = len(s.players)
    stars, champion = [0] * n, [0] * n
    if m is not None:
        version = m.version(n)
        won = [seat for seat in range(n) if s.battle_result[seat] >= version.strength]
        for seat in won:
            stars[seat] = version.stars_for(s.battle_result[seat])
        best = max((s.battle_result[x] for x in won), default=None)
        for seat in won:
            if s.battle_result[seat] == best:
                champion[seat] = version.champion
        ctx.emit("monster_rewards", stars=stars, champion=champion, defeated=s.solo and not won)
    ctx.emit("game_over")


# --- reducers ----------------------------------------------------------------------------------------
@fiends_reducer("adventures_revealed")
def _revealed(s: FiendsState, d: JsonObject) -> None:
    """The three Adventure cards are turned face up (the view shows them to everyone from now on)."""


@fiends_reducer("battle_pools")
def _pools(s: FiendsState, d: JsonObject) -> None:
    n = len(d["pools"])
    s.battle_pool = list(d["pools"])
    s.battle_rolls = [[] for _ in range(n)]
    s.battle_rerolls = [0] * n
    s.battle_result = [0] * n
    s.battle_free = [0] * n
    s.battle_stage = [0] * n
    s.battle_dealt = list(d["pools"])


@fiends_reducer("battle_pool")
def _pool(s: FiendsState, d: JsonObject) -> None:
    s.battle_pool[d["player"]] = d["pool"]


@fiends_reducer("battle_rolled")
def _rolled(s: FiendsState, d: JsonObject) -> None:
    s.battle_rolls[d["player"]] = list(d["rolls"])
    s.battle_stage[d["player"]] = max(1, s.battle_stage[d["player"]])
    if d.get("reroll"):
        s.battle_rerolls[d["player"]] += 1
    if d.get("free"):
        s.battle_free[d["player"]] = 1


@fiends_reducer("battle_result")
def _result(s: FiendsState, d: JsonObject) -> None:
    s.battle_result[d["player"]] = d["result"]
    s.battle_stage[d["player"]] = 2


@fiends_reducer("monster_rewards")
def _monster_rewards(s: FiendsState, d: JsonObject) -> None:
    for p, stars, champion in zip(map(s.player, range(len(s.players))), d["stars"], d["champion"]):
        p.monster_stars, p.champion_stars = stars, champion
    s.defeated = bool(d["defeated"])
