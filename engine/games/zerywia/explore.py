"""The Explore action (spec §6.3, §7, §12.5) and the Region options that fight (§6.7, §12.3): Rift removal and the
Sinkhole's Hunt.

Explore: the hero picks its region or a neighbouring one; moving there pays the cost of leaving Taint or a Rift. A
Threat or Horde there is fought instead of an exploration card (a drawn Enemy; a Horde reinforced once per hero;
Defiled in a Rift): success removes the whole token and gives the enemies' Trophies, failure feeds the Host and ends
the turn. Else the hero picks one of the region's terrains and draws that deck's top card; its Threat or Taint icon
acts on reveal; then it is resolved by its kind (an event's effects, a test, a challenge, a choice of two columns,
an encounter with a drawn Enemy, a side quest kept). A failed test or challenge ends the turn (no expedition token,
no Region option); otherwise the hero may take an expedition token of the card's terrain (3 at most, one held given
up for it at the limit). The card is then discarded, becomes a Path, or stays as a side quest."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import attribute_tests, challenges, effects, hero_rules as hr
from .content import content
from .flow import FLOW
from .state import GARDZICA, HORDE, RIFT, GameState, HeroState

EXPLORE_AT, TERRAIN, CARD, CARD_END, COLUMN, PURIFY = (
    "explore_at", "terrain", "card", "card_end", "column", "purify")
OPTION = "option"
JOINT_OPTION = "joint_option"          # group.py's: after a joint action, a joint Region option or each its own
THREAT_FIGHT, CARD_FIGHT, RIFT_FIGHT, HUNT = "threat", "card", "rift", "hunt"
GROUP_PURIFY = "group_purify"          # group.py's: the lead decides a joint Absorption's or Rift removal's step
HUNT_TROPHIES = 3           # the Sinkhole's Hunt: +3 Trophies besides the enemy's own (G16)


def start(ctx: Context, h: HeroState, to: str) -> None:
    """The Explore action begins: leave (paying for Taint) and move when the target is next door, then look."""
    from .moves import leaving
    s: GameState = ctx.state
    move = [] if to == h.region else leaving(s, h) + [hr.MOVE + to]
    hr.add(ctx, move + [EXPLORE_AT, OPTION])


def explore_at(ctx: Context, item: str) -> None:
    """Check the Threat (§6.3 step 2): a Threat or Horde is fought instead of an exploration card."""
    s: GameState = ctx.state
    assert s.active is not None
    h = s.hero(s.active)
    threat = s.regions[h.region].threat
    party = s.party or [h.seat]
    if threat is not None:
        main = challenges.draw_enemy(ctx)
        if main is not None:        # a Horde is reinforced once per participant (§10.2)
            challenges.begin(ctx, h, THREAT_FIGHT, main=main, reinforce=len(party) if threat == HORDE else 0,
                             party=party)
            return
    hr.add_first(ctx, [TERRAIN])


def terrains(s: GameState, h: HeroState) -> list[Action]:
    """DP-TERRAIN: a region of several terrains lets the hero choose the deck (none to choose with one)."""
    kinds = content().board.regions[h.region].terrains
    return [one("terrain", h.seat, "deck", t) for t in kinds] if len(kinds) > 1 else []


@FLOW.resolves("terrain")
def chose_terrain(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    draw(ctx, str(a["deck"]))
    hr.run(ctx)


def only_terrain(ctx: Context, item: str) -> None:
    s: GameState = ctx.state
    assert s.active is not None
    draw(ctx, content().board.regions[s.hero(s.active).region].terrains[0])


def draw(ctx: Context, deck: str) -> None:
    """RNG-DRAW: the top card of that deck (its discard shuffled in when it is empty; nothing when both are);
    its icons act on reveal (§6.3 step 3), then it is resolved by its kind."""
    s: GameState = ctx.state
    assert s.active is not None
    h = s.hero(s.active)
    c = content()
    if not s.exploration[deck] and s.discards[deck]:
        ctx.emit("exploration_reshuffled", deck=deck, order=ctx.rng.shuffled(s.discards[deck]))
    if not s.exploration[deck]:
        return
    card = c.exploration[s.exploration[deck][0]]
    ctx.emit("card_drawn", seat=h.seat, deck=deck, card=card.id)
    todo = []
    from .nica import TAINT_AT, THREAT_AT
    if "threat" in card.icons:
        todo.append(f"{THREAT_AT}:{h.region}")
    if "taint" in card.icons:
        todo.append(f"{TAINT_AT}:{h.region}")
    if card.kind == "event":
        todo += effects.shared(s, card.id, "effects", card.effects)
    elif card.kind == "test":
        todo.append(f"{CARD}:test:0")
    elif card.kind in ("challenge", "encounter"):
        todo.append(f"{CARD}:{card.kind}")
    elif card.kind == "choice":
        todo.append(COLUMN)
    hr.add_first(ctx, todo + [CARD_END])


def card_step(ctx: Context, item: str) -> None:
    """A card's test (by its index in a combined test), challenge or encounter begins."""
    s: GameState = ctx.state
    assert s.active is not None and s.card is not None
    h = s.hero(s.active)
    card = content().exploration[s.card]
    what = item.split(":")[1:]
    party = s.party or [h.seat]
    if what[0] == "test":
        tests = card.tests if s.card_column < 0 else tuple(
            t for t in (card.columns[s.card_column].test,) if t is not None)
        test = tests[int(what[1])]
        attribute_tests.start(ctx, h, test.attr, test.level, f"{CARD}:{what[1]}", helpers=len(party) - 1)
    elif what[0] == "challenge":
        challenges.begin(ctx, h, CARD_FIGHT, source=card.id, card=card.id, party=party)
    else:
        main = card.enemy if card.enemy is not None else challenges.draw_enemy(ctx)
        if main is None:
            return
        if card.enemy is not None:
            ctx.emit("czart_drawn", card=main)
        reinforce = card.reinforce + (card.reinforce_if is not None
                                      and card.reinforce_if in challenges.enemy(main).keywords)
        challenges.begin(ctx, h, CARD_FIGHT, main=main, card=card.id, reinforce=reinforce, defiled=card.defiled,
                         party=party)


def columns(s: GameState, h: HeroState) -> list[Action]:
    """DP-CHOICE: the left or right column of a choice card; a column with a cost only when it can be paid (in a
    joint Explore by any participant, §10.4)."""
    assert s.card is not None
    card = content().exploration[s.card]
    payers = [s.hero(x) for x in effects.participants(s)] or [h]
    return [one("column", h.seat, "side", i) for i, col in enumerate(card.columns)
            if all(any(hr.payable(p, cost, n) for p in payers) for cost, n in col.cost.items())]


@FLOW.resolves("column")
def chose_column(ctx: Context, a: Action) -> None:
    """The column's cost is paid (in a joint Explore by the participant the lead names, DP-GROUP-LOSS), then its
    test (if any), then on success its effects (§18.4)."""
    s: GameState = ctx.state
    assert s.card is not None
    h = s.hero(a.player)
    col = content().exploration[s.card].columns[a["side"]]
    hr.done(ctx)
    ctx.emit("column_chosen", side=a["side"])
    then = [f"{CARD}:test:0"] if col.test is not None else effects.shared(s, s.card, f"col{a['side']}", col.success)
    if len(effects.participants(s)) > 1:
        then = [f"{challenges.LOSS}:{challenges.PAY_LOSS}:{cost}:{n}" for cost, n in col.cost.items()] + then
    else:
        for cost, n in col.cost.items():
            hr.pay(ctx, h, cost, n)
    hr.add_first(ctx, then)
    hr.run(ctx)


def fail_turn(ctx: Context) -> None:
    """A failure during the Action ends the turn: no Region option (§6.3, §8.4 step 4)."""
    s: GameState = ctx.state
    ctx.emit("todo", todo=[x for x in s.todo if x not in (OPTION, JOINT_OPTION)])


def card_tested(ctx: Context, h: HeroState, success: bool, index: int) -> None:
    """A card's test decided: the next of a combined test, or the effects of success or failure (§9)."""
    s: GameState = ctx.state
    assert s.card is not None
    card = content().exploration[s.card]
    if not success:
        ctx.emit("card_failed")
        fail_turn(ctx)
        hr.add_first(ctx, effects.shared(s, card.id, "failure", card.failure))
    elif s.card_column >= 0:
        hr.add_first(ctx, effects.shared(s, card.id, f"col{s.card_column}", card.columns[s.card_column].success))
    elif index + 1 < len(card.tests):
        hr.add_first(ctx, [f"{CARD}:test:{index + 1}"])
    else:
        hr.add_first(ctx, effects.shared(s, card.id, "success", card.success))


def trophies(ctx: Context, h: HeroState, enemies: list[str]) -> None:
    """A defeated challenge's Trophies: the sum over every enemy card used (§8.4); Hekser one more against his
    Hosts (§18.2)."""
    c = content()
    n = sum(challenges.enemy(x).value for x in enemies)
    ability = c.heroes[h.hero].ability
    if h.form != GARDZICA and ability.do == "trophy_for_hosts" and any(
            challenges.enemy(x).host in ability.params["hosts"] for x in enemies[:1]):  # type: ignore[operator]
        n += int(str(ability.params["n"]))
    reward(ctx, h, n)


def reward(ctx: Context, h: HeroState, n: int) -> None:
    """Trophies won in a challenge: a group challenge's are divided by the lead (DP-GROUP-SPLIT)."""
    if len(challenges.party_over(ctx)) > 1:
        hr.add_first(ctx, [challenges.SPLIT] * n)
    else:
        effects.gain_trophies(ctx, h, n)


def lost_fight(ctx: Context, h: HeroState, enemies: list[str]) -> None:
    """An enemy not defeated: its Doom (a group's borne by the participant the lead names, DP-GROUP-LOSS), and the
    Host is fed (§8.4 step 4, §8.6)."""
    if enemies:
        ability = challenges.enemy(enemies[0]).ability
        if ability is not None and ability.kind == "doom":
            doom = f"{effects.FX}:{enemies[0]}:ability:0"
            group = len(challenges.party_over(ctx)) > 1
            hr.add_first(ctx, [effects.group_item(doom, ability) if group else doom])
        challenges.feed_host(ctx)


def threat_fought(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """A Threat fight (§6.3 step 2): success removes the whole token (a Horde too) and gives the Trophies; failure
    leaves it, feeds the Host and ends the turn."""
    if success:
        ctx.emit("threat", region=h.region, token=None)
        trophies(ctx, h, enemies)
    else:
        lost_fight(ctx, h, enemies)
        fail_turn(ctx)


def card_fought(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """A card's challenge or encounter: the card's success effects, or its failure effects and the turn ends."""
    s: GameState = ctx.state
    assert s.card is not None
    card = content().exploration[s.card]
    if success:
        trophies(ctx, h, enemies)
        hr.add_first(ctx, effects.shared(s, card.id, "success", card.success))
    else:
        ctx.emit("card_failed")
        lost_fight(ctx, h, enemies)
        fail_turn(ctx)
        hr.add_first(ctx, effects.shared(s, card.id, "failure", card.failure))


def keep_token(s: GameState, h: HeroState) -> list[Action]:
    """DP-EXP-TOKEN after a card not failed: take the card's terrain token or not; at the limit of 3 one held is
    given up for it (§6.3 step 3)."""
    if s.card_failed or s.card is None:
        return []
    out = [act("no_token", h.seat)]
    if len(effects.participants(s)) > 1:
        return out + give_token(s, h)
    if len(h.expedition_tokens) < content().rules.limits.expedition_tokens:
        out.append(act("take_token", h.seat))
    else:
        out += [one("take_token", h.seat, "instead", i) for i in range(len(h.expedition_tokens))]
    return out


GIVE_TOKEN = "give_token"


def give_token(s: GameState, h: HeroState) -> list[Action]:
    """DP-GROUP-SPLIT: a joint Explore gains one expedition token in all (§10.2 PD); the lead names the participant
    that takes it (one of its tokens given up for it at the limit of 3)."""
    limit = content().rules.limits.expedition_tokens
    out = []
    for x in effects.participants(s):
        held = s.hero(x).expedition_tokens
        if len(held) < limit:
            out.append(one(GIVE_TOKEN, h.seat, "to", x))
        else:
            out += [act(GIVE_TOKEN, h.seat, to=x, instead=i) for i in range(len(held))]
    return out


@FLOW.resolves("take_token", "no_token", GIVE_TOKEN)
def token(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    if a.kind != "no_token":
        taker = s.hero(int(a["to"])) if a.kind == GIVE_TOKEN else h
        if a.get("instead") is not None:
            ctx.emit("token_spent", seat=taker.seat, index=a["instead"])
        ctx.emit("token_gained", seat=taker.seat, terrain=s.card_terrain, kir=content().board.regions[h.region].kir)
    card_done(ctx, h)
    hr.run(ctx)


def card_end(ctx: Context, item: str) -> None:
    s: GameState = ctx.state
    assert s.active is not None
    if s.card is not None:
        card_done(ctx, s.hero(s.active))


def card_done(ctx: Context, h: HeroState) -> None:
    """The card's fate (§7): a side quest stays with the hero, a card whose Path was earned goes under the Path
    stone, any other to its discard pile. After a joint Explore both are the lead's (the first participant still in
    play, §10.4, §14.4), whoever settled the card's last reward or took its token."""
    s: GameState = ctx.state
    assert s.card is not None
    h = s.hero(next(iter(effects.participants(s)), h.seat))
    card = content().exploration[s.card]
    path = card.path if s.card_column < 0 else card.columns[s.card_column].path
    if card.kind == "side_quest":
        fate = "quest"
    elif path is not None and not s.card_failed:
        fate = "path"
    else:
        fate = "discard"
    ctx.emit("card_done", seat=h.seat, fate=fate, kir=content().board.regions[h.region].kir, path=path)


def rift_and_hunt(s: GameState, h: HeroState) -> list[Action]:
    """The Region options that fight: Rift removal in a Rift (§12.3) and the Sinkhole's Hunt (§6.7)."""
    out = []
    if s.regions[h.region].taint == RIFT and (s.enemy_deck or s.enemy_discard or s.host_deck):
        out.append(act("remove_rift", h.seat))
    if content().board.regions[h.region].special == "sinkhole" and (s.enemy_deck or s.enemy_discard or s.host_deck):
        out.append(act("hunt", h.seat))
    return out


@FLOW.resolves("remove_rift", "hunt")
def fight_option(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    main = challenges.draw_enemy(ctx)
    assert main is not None
    challenges.begin(ctx, h, RIFT_FIGHT if a.kind == "remove_rift" else HUNT, main=main)
    hr.run(ctx)


def rift_fought(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """Rift removal: the Rift's guardian defeated, then a Hard Will Test or a Flaw (DP-PURIFY); a lost fight costs
    a Flaw and the Rift stays (§12.3). Removed jointly, the lead decides for the group (a multi-hero test, group.py)
    and the Flaw costs every participant (§10.3)."""
    party = challenges.party_over(ctx)
    if success:
        trophies(ctx, h, enemies)
        hr.add_first(ctx, [GROUP_PURIFY if len(party) > 1 else PURIFY])
    else:
        lost_fight(ctx, h, enemies)
        flaws = [y for x in party for y in (f"{hr.AS}:{x}", hr.FLAW)] + [f"{hr.AS}:{h.seat}"] if len(party) > 1 else []
        hr.add_first(ctx, flaws or [hr.FLAW])


def purify(s: GameState, h: HeroState) -> list[Action]:
    return [one(PURIFY, h.seat, "by", attribute_tests.TEST), one(PURIFY, h.seat, "by", hr.FLAW)]


@FLOW.resolves(PURIFY)
def purified(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    if a["by"] == attribute_tests.TEST:
        attribute_tests.start(ctx, h, "W", "hard", RIFT_FIGHT)
    else:
        hr.add_first(ctx, [hr.FLAW])
        rift_purified(ctx, h, True)
    hr.run(ctx)


def rift_purified(ctx: Context, h: HeroState, success: bool) -> None:
    """Both steps done: the Rift token is removed and 1 Offering gained; a failed test costs a Flaw (§12.3)."""
    if success:
        ctx.emit("taint", region=h.region, token=None)
        effects.gain_offerings(ctx, h, 1)
    else:
        hr.add_first(ctx, [hr.FLAW])


def hunted(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """The Sinkhole's Hunt: the enemy's Trophies and 3 more (G16), or the Host fed."""
    if success:
        trophies(ctx, h, enemies)
        reward(ctx, h, HUNT_TROPHIES)
    else:
        lost_fight(ctx, h, enemies)


hr.AUTO[EXPLORE_AT] = explore_at
hr.AUTO[TERRAIN] = only_terrain
hr.AUTO[CARD] = card_step
hr.AUTO[CARD_END] = card_end
hr.QUESTIONS[EXPLORE_AT] = hr.QUESTIONS[CARD] = lambda s, h: []
hr.QUESTIONS[TERRAIN] = terrains
hr.QUESTIONS[COLUMN] = columns
hr.QUESTIONS[CARD_END] = keep_token
hr.QUESTIONS[PURIFY] = purify
attribute_tests.INDEXED[CARD] = card_tested
attribute_tests.OUTCOMES[RIFT_FIGHT] = rift_purified
challenges.OUTCOMES[THREAT_FIGHT] = threat_fought
challenges.OUTCOMES[CARD_FIGHT] = card_fought
challenges.OUTCOMES[RIFT_FIGHT] = rift_fought
challenges.OUTCOMES[HUNT] = hunted
