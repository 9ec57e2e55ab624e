"""Combat (spec §15): supporters within range 2 decide before the roll from the fighter's left (none solo), the
fighter rolls the grey and the red die, then the fighter and each supporter who played a card modify in turns
until everyone passes in succession (PD-MODIFY-ORDER; wood rerolls grey, stone rerolls red, poison adds 1 to
grey, component takes 1 from red, each weapon once per combat), damage is dealt both ways (the red die's hit
even when the enemy was defeated, the reward before an elimination), and an enemy not defeated retreats by the
red die's visible value and the compass, or fights on if fierce."""
from __future__ import annotations

from engine.common.hexes import distance
from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .board import neighbours, on_map, range_between
from .carrying import check_carrying
from .clock import phase, usable_today
from .content import DIRECTIONS, Effect, Enemy, content
from .dice import Dice, resource_modifiers, roll, shared_modification
from .flow import FLOW
from .heroes import damage, gain, spend
from .pieces import gather_targets, heroes_on, label, piece_named
from .state import (ACTIVE, DAY, LANDSCAPE, MONSTER, MOVES, NIGHT_STEPS, SPECIAL, Combat, GameState, Piece, hex_of,
                    key)

SUPPORT, MODIFY, RETREAT, SHARE = "combat_support", "combat_modify", "combat_retreat", "share_reward"
NO_CARD = "none"
WHICH = "which_monster"        # a hero on a space with several monster tokens choosing which to fight first
PASS = "pass"


def enemy_of(s: GameState, c: Combat) -> Enemy:
    """The fight's enemy card: an enemy card, or a search card of kind enemy (a special monster's)."""
    data = content()
    if c.deck == "enemy":
        return data.enemies[c.number]
    enemy = data.search[c.number].enemy
    assert enemy is not None
    return enemy


def card_of_token(s: GameState, kind: str, token: str) -> tuple[str, int]:
    """Which deck and number a token's enemy card has (spec §15.1, §20.6)."""
    data = content()
    if kind == MONSTER:
        return "enemy", dict(data.island.monsters)[token]
    if kind == SPECIAL:
        sm = data.island.special_monsters[token]
        return sm.deck, sm.number
    t = next(t for st in data.island.landscape.values() for t in st.tokens if t.id == token)
    assert t.enemy is not None
    return "enemy", t.enemy


def markers_of(s: GameState, deck: str, number: int, token: str | None) -> int | None:
    """The damage markers of the token's card if it is already in play, None when it is not."""
    for e in s.enemies_in_play:
        if e.token == token and token is not None and e.deck == deck and e.number == number:
            return e.markers
    return None


def start(ctx: Context, fighter: int, kind: str | None, token: str | None, space: str | None, after: str,
          deck: str = "enemy", number: int = 0) -> bool:
    """Begin a fight with a token's enemy (or a token-less card); False when its card is in no deck and not in
    play (PD-MISSING-ENEMY: no combat, the token stays face up)."""
    s: GameState = ctx.state
    if token is not None and kind is not None:
        deck, number = card_of_token(s, kind, token)
    in_play = markers_of(s, deck, number, token)
    if in_play is None:
        pile = s.enemy if deck == "enemy" else s.search
        if number not in pile:
            ctx.emit("card_missing", player=fighter, deck=deck, number=number)
            return False
    hero = s.heroes[fighter]
    solo = len(s.heroes) == 1 and not content().rules.support_cards_solo
    supporters = [] if solo or hero.space is None else [
        seat for seat in list(s.clockwise_from(fighter))[1:]
        if s.heroes[seat].status == ACTIVE and s.heroes[seat].space is not None and s.heroes[seat].support
        and range_between(hero.space, str(s.heroes[seat].space)) <= content().rules.support_range]
    ctx.emit("combat_started", fighter=fighter, deck=deck, number=number, token=token, space=space, after=after,
             supporters=supporters, markers=in_play)
    if supporters:
        ctx.emit("step", step=SUPPORT)
    else:
        roll_dice(ctx)
    return True


@FLOW.step(SUPPORT)
def _support_question(s: GameState) -> Legal:
    c = s.combat
    assert c is not None
    seat = c.supporters[c.asked]
    cards = [act("support", seat, card=card) for card in s.heroes[seat].support]
    return seat, "discover.prompt.support", cards + [act("support", seat, card=NO_CARD)]


@FLOW.resolves("support")
def support(ctx: Context, a: Action) -> None:
    """A supporter plays one support card face up, or none (spec §15.5, DP-18)."""
    s: GameState = ctx.state
    ctx.emit("supported", player=a.player, card=a["card"])
    c = s.combat
    assert c is not None
    if c.asked >= len(c.supporters):
        roll_dice(ctx)


def roll_dice(ctx: Context) -> None:
    """Step 2 (spec §15.2): the grey and the red die rolled together, after every supporter has decided."""
    grey = roll(ctx)
    red = roll(ctx)
    ctx.emit("combat_rolled", grey=grey, red=red)
    ctx.emit("step", step=MODIFY)


def modifiers_cycle(s: GameState) -> list[int]:
    """Who modifies, in turn: the fighter, then each supporter who played a card (PD-MODIFY-ORDER)."""
    c = s.combat
    assert c is not None
    return [c.fighter] + [seat for seat in c.supporters if str(seat) in c.played]


def modify_options(s: GameState, seat: int) -> list[Action]:
    """One modification or a pass: resources and own weapon items / abilities for the fighter, the played
    support card's optional die effect for a supporter (supporters use nothing else, §15.5)."""
    c = s.combat
    assert c is not None
    data = content()
    hero = s.heroes[seat]
    out: list[Action] = []
    if seat == c.fighter:
        out += [act("modify", seat, use=resource) for resource in resource_modifiers(hero)]
        for item in hero.items:
            record = data.search[item.number] if item.deck == "search" else data.items[item.number]
            name = f"{item.deck}:{item.number}"
            if "weapon" in record.traits and name not in c.used and record.effect is not None:
                out.append(act("modify", seat, use=name))
            elif record.effect is not None and record.effect.handler == "prevent_damage" and name not in c.used:
                out.append(act("modify", seat, use=name))      # Bark Armour: once per combat, may prevent 1
        ability = data.characters[hero.character].effect if hero.character else None
        if ability is not None and ability.handler == "add_to_own_die" and "character" not in c.used:
            out.append(act("modify", seat, use="character"))
        if ability is not None and ability.handler == "flee" and usable_today(s, hero.ability_used_on):
            out += [act("modify", seat, use=f"flee:{space}") for space in flee_spaces(s, hero.space, enemy_of(s, c).fierce)]
    else:
        card = c.played.get(str(seat))
        if card is not None and card not in c.used and data.support[card].effect.handler == "support_die":
            out.append(act("modify", seat, use=card))
    return out + [act("modify", seat, use=PASS)]


@FLOW.step(MODIFY)
def _modify_question(s: GameState) -> Legal:
    c = s.combat
    assert c is not None
    cycle = modifiers_cycle(s)
    seat = cycle[c.turn % len(cycle)]
    return seat, "discover.prompt.modify", modify_options(s, seat)


@FLOW.resolves("modify")
def modify(ctx: Context, a: Action) -> None:
    """One modification (or a pass); when everyone has passed in succession, damage is dealt."""
    s: GameState = ctx.state
    c = s.combat
    assert c is not None and a.player is not None
    use = str(a["use"])
    data = content()
    if use.startswith("flee:"):
        flee(ctx, a.player, use.split(":", 1)[1])
        return
    if use == PASS:
        ctx.emit("modified", player=a.player, use=use, grey=c.grey, red=c.red, grey_mod=c.grey_mod, red_mod=c.red_mod)
        if c.passes >= len(modifiers_cycle(s)):
            deal_damage(ctx)
        return
    dice = shared_modification(ctx, a.player, use, Dice(c.grey, c.red, c.grey_mod, c.red_mod))
    if dice is None:
        dice = Dice(c.grey, c.red, c.grey_mod, c.red_mod)
        effect: Effect | None = data.characters[s.heroes[a.player].character].effect
        if use != "character":
            deck, number = use.split(":")
            effect = (data.search[int(number)] if deck == "search" else data.items[int(number)]).effect
        assert effect is not None
        if effect.handler == "add_to_own_die":
            dice = dice.add("grey", int(effect.params["bonus"]))
        elif effect.handler != "prevent_damage":    # Bark Armour is worn now: the damage step prevents 1 injury
            dice = dice.reroll(ctx, "grey")         # the Machete: reroll your die
    grey, red, grey_mod, red_mod = dice.grey, dice.red, dice.grey_mod, dice.red_mod
    ctx.emit("modified", player=a.player, use=use, grey=grey, red=red, grey_mod=grey_mod, red_mod=red_mod)


def deal_damage(ctx: Context) -> None:
    """Step 3 (spec §15.2): grey >= Defense damages the enemy (Pin Down adds one); defeated at markers >= Health,
    the reward first; red >= Attack gives the fighter one damage even so; then retreat, fight on, or return."""
    s: GameState = ctx.state
    c = s.combat
    assert c is not None
    enemy = enemy_of(s, c)
    fighter = c.fighter
    hit = c.grey + c.grey_mod >= enemy.defense
    hurt = enemy.attack is not None and c.red + c.red_mod >= enemy.attack
    in_play = markers_of(s, c.deck, c.number, c.token)
    markers = in_play or 0
    if hit:
        markers += 1 + sum(int(content().support[card].effect.params["extra"]) for card in c.played.values()
                           if content().support[card].effect.handler == "pin_down")
    defeated = markers >= enemy.health
    ctx.emit("combat_damage", hit=hit, hurt=hurt, markers=markers, defeated=defeated)
    if defeated:
        reward(ctx, fighter, enemy)
    armour = next((u for u in c.used if u.startswith("crafted:") and _prevents(u)), None)
    if hurt and armour is not None:
        ctx.emit("damage_prevented", player=fighter, use=armour)
    elif hurt:
        damage(ctx, fighter, enemy.damage)
        for seat, card in sorted(c.played.items()):
            rider = content().support[card].effect.handler == "pin_down" or card in c.used
            if rider:
                damage(ctx, int(seat), "injury")
    if defeated:
        ctx.emit("enemy_defeated", deck=c.deck, number=c.number, token=c.token, space=c.space)
        sharers = [seat for seat in c.supporters if s.heroes[seat].status == ACTIVE]
        if sharers and s.heroes[fighter].status == ACTIVE and enemy.reward:
            ctx.emit("share", share={k: v for k, v in enemy.reward.items()})
            ctx.emit("step", step=SHARE)
            return
        finish(ctx)
        return
    if enemy.fierce and c.space is not None:
        on_space = [seat for seat in list(s.clockwise_from(fighter))[1:] + [fighter]
                    if s.heroes[seat].status == ACTIVE and s.heroes[seat].space == c.space]
        if on_space:
            ctx.emit("combat_ended", keep=True)
            start(ctx, on_space[0], None, c.token, c.space, c.after, c.deck, c.number)
        else:
            finish(ctx)                 # a fierce enemy never retreats: it stays where its last fighter fell
        return
    if c.token is None or c.space is None:
        ctx.emit("enemy_returned", deck=c.deck, number=c.number)      # PD-TOKENLESS
        finish(ctx)
        return
    retreat(ctx, c.red, enemy.retreat)


def reward(ctx: Context, seat: int, enemy: Enemy) -> None:
    """The reward goes to the fighter (the Soldier gains 1 more meat), before any damage to them (spec §15.7)."""
    s: GameState = ctx.state
    for resource, amount in sorted(enemy.reward.items()):
        gain(ctx, seat, resource, amount)
    hero = s.heroes[seat]
    ability = content().characters[hero.character].effect if hero.character else None
    if ability is not None and ability.handler == "soldier":
        gain(ctx, seat, "meat", int(ability.params["meat"]))
    if enemy.reward_card is not None and enemy.reward_card in s.search:
        ctx.emit("item_gained", player=seat, deck="search", number=enemy.reward_card, markers=0)


def retreat(ctx: Context, red_visible: int, steps: int) -> None:
    """The token moves by the red die's visible value and the compass; never off the map, onto a face-down
    tile or a hero's space; blocked at the first step, the fighter chooses a space next to their own (spec §15.3)."""
    s: GameState = ctx.state
    c = s.combat
    assert c is not None and c.space is not None
    direction = DIRECTIONS[content().rules.compass[red_visible]]
    here = hex_of(c.space)
    path = []
    for _ in range(steps):
        nxt = here + direction
        if not free_space(s, key(nxt)):
            break
        path.append(key(nxt))
        here = nxt
    if path:
        ctx.emit("enemy_retreated", token=c.token, frm=c.space, to=path[-1])
        finish(ctx)
        return
    options = retreat_options(s)
    if len(options) == 1:
        ctx.emit("enemy_retreated", token=c.token, frm=c.space, to=options[0])
        finish(ctx)
    elif options:
        ctx.emit("step", step=RETREAT)
    else:
        finish(ctx)


def free_space(s: GameState, space: str) -> bool:
    return on_map(s, hex_of(space)) and not any(h.status == ACTIVE and h.space == space for h in s.heroes)


def retreat_options(s: GameState) -> list[str]:
    """Spaces next to the fighter's without a hero; with none, the nearest hero-free spaces (PD-RETREAT-NEAREST)."""
    c = s.combat
    assert c is not None
    origin = s.heroes[c.fighter].space or c.space
    assert origin is not None
    near = [key(h) for h in neighbours(hex_of(origin)) if free_space(s, key(h))]
    if near:
        return near
    spaces = [key(h) for h in content().cells if free_space(s, key(h))]
    if not spaces:
        return []
    best = min(distance(hex_of(origin), hex_of(sp)) for sp in spaces)
    return sorted(sp for sp in spaces if distance(hex_of(origin), hex_of(sp)) == best)


@FLOW.step(RETREAT)
def _retreat_question(s: GameState) -> Legal:
    c = s.combat
    assert c is not None
    chooser = c.fighter if s.heroes[c.fighter].status == ACTIVE else s.chief    # PD-RETREAT-CASUALTY
    return chooser, "discover.prompt.retreat", [act("retreat_to", chooser, to=sp) for sp in retreat_options(s)]


@FLOW.resolves("retreat_to")
def retreat_to(ctx: Context, a: Action) -> None:
    c = ctx.state.combat
    assert c is not None
    ctx.emit("enemy_retreated", token=c.token, frm=c.space, to=a["to"])
    finish(ctx)


def finish(ctx: Context) -> None:
    """The fight is over: another monster on the fighter's space is fought next (spec §14.3); otherwise play
    goes back to where it stood (the free Gather after a move on the hero's current space, PD-MG-FLEE)."""
    s: GameState = ctx.state
    c = s.combat
    assert c is not None
    after, fighter = c.after, c.fighter
    ctx.emit("combat_ended", keep=False)
    hero = s.heroes[fighter]
    if hero.status == ACTIVE and hero.space is not None and after in ("move", "day"):
        waiting = fightable(s, hero.space)
        if len(waiting) > 1:
            ask_which(ctx, fighter, after)
            return
        if waiting:
            start(ctx, fighter, waiting[0].kind, waiting[0].id, hero.space, after)
            return
    back_to_play(ctx, fighter, after)


def back_to_play(ctx: Context, fighter: int, after: str) -> None:
    """Play goes on where the fight broke in; after a Move & gather, its free Gather is still to come."""
    s: GameState = ctx.state
    hero = s.heroes[fighter]
    ctx.emit("step", step=NIGHT_STEPS if after == "night" else MOVES if after == "monsters" else DAY)
    if after in ("move", "day") and hero.status == ACTIVE:
        if after == "move" and hero.space is not None and gather_targets(s, hero.space):
            ctx.emit("free_gather", open=True)
        check_carrying(ctx, fighter)


def fight_on_space(ctx: Context, seat: int, after: str) -> bool:
    """Fight the monster tokens on the hero's space one at a time, the hero choosing which first when there are
    several (spec §14.3, DP-15); True when a fight began or the hero is asked which."""
    s: GameState = ctx.state
    space = s.heroes[seat].space
    if space is None:
        return False
    waiting = fightable(s, space)
    if len(waiting) > 1:
        ask_which(ctx, seat, after)
        return True
    for p in [p for p in s.pieces(space) if p.kind in (MONSTER, SPECIAL)]:
        ctx.emit("revealed", space=space, id=p.id)
        if start(ctx, seat, p.kind, p.id, space, after):
            return True
    return False


def fightable(s: GameState, space: str) -> list[Piece]:
    """The monster tokens on a space whose enemy card is in play or in its deck (PD-MISSING-ENEMY: no fight)."""
    out = []
    for p in s.pieces(space):
        if p.kind in (MONSTER, SPECIAL):
            deck, number = card_of_token(s, p.kind, p.id)
            if markers_of(s, deck, number, p.id) is not None or number in (s.enemy if deck == "enemy" else s.search):
                out.append(p)
    return out


def ask_which(ctx: Context, seat: int, after: str) -> None:
    ctx.emit("choice", choice=[seat, WHICH, 0, after])
    ctx.emit("step", step=WHICH)


@FLOW.step(WHICH)
def _which_question(s: GameState) -> Legal:
    assert s.choice is not None
    seat = int(s.choice[0])
    space = s.heroes[seat].space
    assert space is not None
    waiting = fightable(s, space)
    return seat, "discover.prompt.which_monster", [
        act("fight_first", seat, token=label(p, i)) for i, p in enumerate(s.pieces(space)) if p in waiting]


@FLOW.resolves("fight_first")
def fight_first(ctx: Context, a: Action) -> None:
    """The hero's pick among the monsters on their space (DP-15): that one is turned and fought now."""
    s: GameState = ctx.state
    assert s.choice is not None and a.player is not None
    after = str(s.choice[3])
    space = s.heroes[a.player].space
    assert space is not None
    piece = piece_named(s, space, str(a["token"]))
    assert piece is not None
    ctx.emit("chosen", player=a.player, choice_kind=WHICH, option=str(a["token"]))
    ctx.emit("revealed", space=space, id=piece.id)
    start(ctx, a.player, piece.kind, piece.id, space, after)


def landscape_fight(ctx: Context, seat: int, token: str, space: str) -> bool:
    """A landscape enemy token gathered: the hero fights it (spec §7.1)."""
    return start(ctx, seat, LANDSCAPE, token, space, "day")


def flee_spaces(s: GameState, here: str | None, fierce: bool) -> list[str]:
    """Where a fleeing hero may go: an adjacent space on the map without a monster token (spec §15.4, DP-22);
    from a fierce enemy there is no getting away ("stay": the fight starts again, §15.6)."""
    if here is None:
        return []
    if fierce:
        return ["stay"]
    return [key(h) for h in neighbours(hex_of(here)) if on_map(s, h)
            and not any(p.kind in (MONSTER, SPECIAL) for p in s.pieces(key(h)))]


def flee(ctx: Context, seat: int, to: str) -> None:
    """The fight ends at once: no damage either way, the enemy neither defeated nor retreating, its card face up
    in play; a hero left on its space is attacked at once (spec §15.4). From a fierce enemy: a new fight."""
    s: GameState = ctx.state
    c = s.combat
    assert c is not None
    ctx.emit("card_used", player=seat, source="character", round=s.round, phase=phase(s))
    ctx.emit("fled", player=seat, to=to)
    if to == "stay":
        on_space = [h for h in list(s.clockwise_from(seat))[1:] + [seat]
                    if s.heroes[h].status == ACTIVE and s.heroes[h].space == c.space]
        ctx.emit("combat_ended", keep=True)
        start(ctx, on_space[0], None, c.token, c.space, c.after, c.deck, c.number)
        return
    ctx.emit("moved", player=seat, to=to)
    if c.token is None:
        ctx.emit("enemy_returned", deck=c.deck, number=c.number)      # PD-TOKENLESS
    if c.token is not None and c.space is not None:
        left = heroes_on(s, c.space)
        if left:
            after = c.after
            ctx.emit("combat_ended", keep=True)
            kind = next(p.kind for p in s.pieces(c.space) if p.id == c.token)
            fight_here(ctx, kind, c.token, c.space, "day" if after == "move" else after)
            return
    finish(ctx)


def _prevents(use: str) -> bool:
    deck, number = use.split(":")
    effect = content().items[int(number)].effect if deck == "crafted" else content().search[int(number)].effect
    return effect is not None and effect.handler == "prevent_damage"


@FLOW.step(SHARE)
def _share_question(s: GameState) -> Legal:
    """The fighter keeps the reward or gives part or all of it to the supporters (spec §15.5, DP-20)."""
    c = s.combat
    assert c is not None and s.share is not None
    hero = s.heroes[c.fighter]
    out = [act("share", c.fighter, resource=r, to=seat) for r, n in sorted(s.share.items()) if n > 0 and hero.count(r)
           for seat in c.supporters if s.heroes[seat].status == ACTIVE]
    return c.fighter, "discover.prompt.share", out + [act("share_done", c.fighter)]


@FLOW.resolves("share")
def share(ctx: Context, a: Action) -> None:
    from .heroes import pick_token
    hero = ctx.state.heroes[a.player]
    ctx.emit("shared", player=a.player, to=a["to"], index=pick_token(hero, str(a["resource"])), resource=a["resource"])


@FLOW.resolves("share_done")
def share_done(ctx: Context, a: Action) -> None:
    ctx.emit("share", share=None)
    s: GameState = ctx.state
    c = s.combat
    assert c is not None
    finish(ctx)
    for seat in c.supporters:
        if s.step == DAY:
            check_carrying(ctx, seat)


AGREE = "who_fights"           # several heroes on a monster's space name who fights it (PD-AGREE)


def fight_here(ctx: Context, kind: str, token: str, space: str, after: str) -> bool:
    """A monster meets the heroes on its space: one fights it; several agree who (PD-AGREE). True: a fight or a
    question began."""
    s: GameState = ctx.state
    heroes = heroes_on(s, space)
    if not heroes:
        return False
    ctx.emit("revealed", space=space, id=token)
    if len(heroes) == 1:
        return start(ctx, heroes[0], kind, token, space, after)
    ctx.emit("agree", agree={"kind": kind, "token": token, "space": space, "after": after})
    ctx.emit("step", step=AGREE)
    return True


@FLOW.step(AGREE)
def _agree_question(s: GameState) -> Legal:
    """Each hero on the space, from the chief clockwise, names who fights; without one answer, the chief
    chooses (PD-AGREE)."""
    assert s.agree is not None
    involved = heroes_on(s, str(s.agree["space"]))
    named = [seat for seat in involved if f"named{seat}" in s.agree]
    if len(named) < len(involved):
        seat = involved[len(named)]
        return seat, "discover.prompt.who_fights", [act("name_fighter", seat, fighter=h) for h in involved]
    return s.chief, "discover.prompt.chief_decides", [act("chief_names_fighter", s.chief, fighter=h) for h in involved]


@FLOW.resolves("name_fighter", "chief_names_fighter")
def name_fighter(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    assert s.agree is not None
    agree = dict(s.agree)
    involved = heroes_on(s, str(agree["space"]))
    fighter: int | None = int(str(a["fighter"])) if a.kind == "chief_names_fighter" else None
    if fighter is None:
        ctx.emit("fighter_named", player=a.player, fighter=a["fighter"])
        names = {s.agree.get(f"named{seat}") for seat in involved}
        if None in names:
            return
        if len(names) > 1:
            return                              # no agreement: the chief decides (the question asks them now)
        fighter = int(str(names.pop()))
    ctx.emit("agree", agree=None)
    start(ctx, fighter, str(agree["kind"]), str(agree["token"]), str(agree["space"]), str(agree["after"]))
