"""Challenges (spec §8): attribute dice against difficulty symbols.

Initiation: the enemy's Ambush first (a loss, a Nica die more), its Aura for the whole challenge; Reinforce adds an
enemy's symbols, Defile its Advantage and Nica effects (once, however many sources); Advantage gives the enemy
shields (Wilds -> Instinct, Mountains -> Vigor, Ruins -> Will; one per flawed or injured attribute); one Nica die,
one more in Taint or a Rift and under a Black stone, those over three becoming Taint tokens. Then the hero buys the
dice of its prepared banners (Help free, else 1 point of the banner's attribute; a Shield banner's shield at once;
a die over three of one attribute becomes a rune), a Gardzica one die of any attribute for 1 Pierw.
Determination: a bought Reroll banner rerolls one die of its attribute once, 1 Pierw one of the hero's own dice,
an Offering (any hero's, or 3 Trophies) any die; Shield Break spends a critical to discard an enemy shield of its
attribute (the die becomes a locked hit). Resolution: every symbol needs a hit or rune of its attribute and every
enemy shield one more; each uncovered symbol costs a point (one loss event per attribute), then each Nica die's
effect in the order critical (the Damage effect twice), Damage, Taint, the tokens last; hits, runes and own shields
left over negate point losses of their attribute one for one. DP-ALLOCATE: when a hit or rune covering a symbol or
paying an enemy shield could instead negate a Nica point loss nothing else negates, the hero is asked whether to keep
it back (one at a time) or to assign them as they stand.

The prepared relics, rituals and allies' abilities that only help are used at once ([PD]): at Initiation a rune,
a shield, an enemy shield discarded, an Ambush or a terrain Advantage ignored, when their condition holds (and Swara's
free Instinct die against an enemy in the Wilds); at Resolution their "negate a loss" as the loss is applied.
The hero's ready INIT feats (dice, runes, shields, an enemy shield discarded, the Advantage ignored) may be used
while it buys its dice, and are exhausted; in Determination a DET feat that discards an enemy shield, and the
abilities rerolling one die once per challenge (Weda's Nica die, prepared cards').
Before any die is bought the Reaction prepares reserve cards, 1 point of the banner's attribute each.
Items: their runes and shields at Initiation (and the Fishing net's discard of an Advantage's shield), their
rerolls in Determination, their negated loss at Resolution (asked with DP-ALLOCATE), their dice in Tests.
The ready DET feats rerolling dice (the dice named, up to the feat's number or any number of them, or all of theirs)
and the RES feats (losses negated, offered with DP-ALLOCATE while such a loss would stand; Trophies on a success) are
used and exhausted.
A feat's additional ability (§14.1) is used with its main one or alone, at its own stage, for its extra cost (1 Pierw,
or a Flaw taken at once — offered only while a regular Flaw can be taken): INIT dice and runes, a DET rune, a RES
rune (offered while a loss of its attribute would stand).
At Resolution, while it could matter: Grom covers one symbol of the attribute named (as a hit would, never an enemy
shield), Modły negates every point or Pierw loss of one Nica die, Mglista Skóra those of every TAINT result (the
tokens' too; a Flaw or a token placed is no loss), and a prepared Ofiarnik, once per challenge for an Offering (or 3
Trophies), cancels every effect of one Nica die.
Deity abilities: deity.py (the main ability's choices at Initiation and in Determination).
A creature's special ability is added to its main one for its extra cost (Borowy, Skalnik, Żmij, Nocnica).
"""
from __future__ import annotations

from itertools import combinations
from typing import Callable

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import deity, hero_rules as hr
from .content import ATTRIBUTES, content
from .flow import FLOW
from .records import Ability, Challenge, Enemy, Extra
from .state import ACTIVE, BLACK, GARDZICA, RIFT, TAINT, ChallengeRoll, GameState, HeroState, RegionTokens

BUY, DETERMINE, ALLOCATE, LOSS, SPLIT = "ch_buy", "ch_det", "ch_alloc", "group_loss", "group_split"
KEEP, ASSIGN, PASS_DICE, PASS_DET, BEAR = "keep_hit", "assign_hits", "pass_dice", "pass_det", "bear_loss"
SPECIAL, SPECIAL_DIE, SPECIAL_NICA = "creature_special", "creature_special_die", "creature_special_nica"
HIT, CRIT, BLANK, DAMAGE = "hit", "crit", "blank", "damage"
GARDZICA_BANNER = "gardzica"
ADVANTAGE_SHIELD = {"wilds": "I", "mountains": "V", "ruins": "W"}   # §8.1 step 4
DAMAGE_EFFECT, TAINT_EFFECT = "damage", "taint"
ANY_ATTRIBUTE = "any"
HERO_ABILITY = "hero"
# What a challenge's success and failure do, by purpose (filled by the rules that start challenges).
OUTCOMES: dict[str, Callable[[Context, HeroState, bool, list[str]], None]] = {}


def printed(source: str) -> Challenge:
    """The difficulty symbols, Advantage and Nica effects printed on an enemy, exploration card or Tale."""
    c = content()
    if source in c.enemies:
        return c.enemies[source].challenge
    if source in c.herald.attacks:
        return c.herald.attacks[source].challenge
    if source in c.czarts:
        return c.czarts[source].challenge
    if source in c.exploration:
        found = c.exploration[source].challenge
    else:
        found = c.tales[source].challenge
    assert found is not None, source
    return found


def enemy(card: str) -> Enemy:
    c = content()
    if card in c.herald.attacks:
        return c.herald.attacks[card]
    return c.enemies[card] if card in c.enemies else c.czarts[card]


def draw_enemy(ctx: Context) -> str | None:
    """The top Enemy card (RNG-DRAW); an empty deck is its discard pile shuffled, then the Host deck (§3.6)."""
    s: GameState = ctx.state
    if not s.enemy_deck and s.enemy_discard:
        ctx.emit("enemy_deck_reshuffled", order=ctx.rng.shuffled(s.enemy_discard))
    if s.enemy_deck:
        card = s.enemy_deck[0]
        ctx.emit("enemy_drawn", card=card, host=False)
        return card
    if s.host_deck:
        card = s.host_deck[0]
        ctx.emit("enemy_drawn", card=card, host=True)
        return card
    return None


def shields(s: GameState, h: HeroState, advantage: str) -> list[str]:
    """The shields an Advantage gives where the hero stands (§8.1 step 4)."""
    if advantage in ADVANTAGE_SHIELD:
        return [ADVANTAGE_SHIELD[advantage]] if advantage in terrains_at(h.region) else []
    if advantage == "flaw":
        return [a for a, t in h.attributes.items() if t.flaw or t.pflaw]
    if advantage == "injury":
        return [a for a, t in h.attributes.items() if t.inj]
    return []


def begin(ctx: Context, h: HeroState, purpose: str, *, main: str | None = None, source: str | None = None,
          card: str = "", reinforce: int = 0, defiled: bool = False, attack: bool = False, nica_base: int = 1,
          extra_auras: tuple[str, ...] = (), party: list[int] | None = None) -> None:
    """Initiation (§8.1): `main` an Enemy card drawn for the challenge (or a Herald attack card, `attack`: no Enemy,
    so a Rift does not defile it, §15.2), else `source` the card or Tale printing it; `nica_base` Nica dice before
    the modifiers (2 in the Epic Battle). A group challenge's `party` (the lead first) rolls one Nica die per hero
    and every participant's prepared cards are active (§10.2)."""
    s: GameState = ctx.state
    c = content()
    party = party or [h.seat]
    if len(party) > 1:
        nica_base = len(party)
    region = tokens_at(s, h.region)
    auras: list[str] = list(extra_auras)
    extra_nica = 0
    enemies: list[str] = []
    prepared = [a for x in party for a in passive(s.hero(x), "init")]
    if main is not None:
        enemies.append(main)
        ability = enemy(main).ability
        if ability is not None and ability.kind == "ambush" and not any(a.do == "ignore_ambush" for a in prepared):
            extra_nica += ambush(ctx, h, ability)
        elif ability is not None and ability.kind == "aura" and aura_holds(s, h, ability.when):
            auras.append(ability.do)
            extra_nica += int(str(ability.params.get("n", 1))) if ability.do == "add_nica" else 0
        if ability is not None and ability.do == "defiled_if_tainted" and region.taint is not None:
            defiled = True
    defiled = defiled or (main is not None and not attack and region.taint == RIFT)
    challenge = printed(main if main is not None else str(source))
    symbols = list(challenge.difficulty)
    for _ in range(reinforce):
        extra = draw_enemy(ctx)
        if extra is not None:
            enemies.append(extra)
            symbols += enemy(extra).challenge.difficulty
    defilers = []
    if defiled:
        extra = draw_enemy(ctx)
        if extra is not None:
            enemies.append(extra)
            defilers.append(extra)
    ignored = {str(a.params.get("terrain")) for a in prepared if a.do == "ignore_advantage"}
    enemy_shields = [] if "all" in ignored else [x for adv in [challenge.advantage] + [
        enemy(d).challenge.advantage for d in defilers] if adv not in ignored for x in shields(s, h, adv)]
    runes: list[str] = []
    own_shields: list[str] = []
    free: list[str] = []
    keywords = enemy(main).keywords if main is not None else ()
    for a in prepared + hero_initiation(s, h, main):
        if not initiation_holds(s, h, a.when, keywords, symbols, main):
            continue
        n = int(str(a.params.get("n", 1)))
        attr = str(a.params.get("attr", ""))
        if a.do == "gain_rune" and attr in ATTRIBUTES:
            runes += [attr] * n
        elif a.do == "gain_shield":
            own_shields += [attr] * n
        elif a.do == "add_dice":
            free += [attr] * n
        elif a.do == "discard_enemy_shield" and enemy_shields:
            del enemy_shields[:n]
    lim = c.rules.limits
    over = [x for i, x in enumerate(free) if free[:i + 1].count(x) > lim.dice_per_attribute]
    runes += over
    nica = nica_base + (region.taint in (TAINT, RIFT)) + under_black_stone(s, h.region) + extra_nica
    ctx.emit("challenge_begun", seat=h.seat, purpose=purpose, card=card,
             challenge=main if main is not None else str(source), enemies=enemies, defilers=defilers,
             symbols=symbols, enemy_shields=enemy_shields, auras=auras, nica=min(nica, lim.nica_dice),
             tokens=max(0, nica - lim.nica_dice), runes=runes, own_shields=own_shields,
             dice=[x for i, x in enumerate(free) if free[:i + 1].count(x) <= lim.dice_per_attribute], party=party)
    hr.add_first(ctx, [BUY])


def tokens_at(s: GameState, region: str) -> RegionTokens:
    """What lies in the region (nothing in the Abyss, where the Epic Battle may be fought)."""
    return s.regions.get(region) or RegionTokens()


def terrains_at(region: str) -> tuple[str, ...]:
    found = content().board.regions.get(region)
    return () if found is None else found.terrains


def under_black_stone(s: GameState, region: str) -> bool:
    """The region's Kir is looked at by an extinguished face (the Abyss belongs to no Kir)."""
    found = content().board.regions.get(region)
    return found is not None and s.faces[found.kir] == BLACK


def passive(h: HeroState, timing: str) -> list[Ability]:
    """The abilities of the hero's prepared relics, rituals and allies at a challenge stage (usable whenever the card
    is prepared, §8.1 step 7): those that only help are used at once ([PD]; a card's critical ability and abilities
    with a cost wait for their own steps)."""
    c = content()
    return [a for card in h.prepared if (a := c.sagas[card].ability) is not None and a.timing == timing
            and a.cost is None]


def hero_initiation(s: GameState, h: HeroState, main: str | None) -> list[Ability]:
    """The hero card's own INIT ability (none in the Gardzica form, §11.6): Swara's free Instinct die."""
    ability = content().heroes[h.hero].ability
    return [ability] if h.form != GARDZICA and ability.timing == "init" and main is not None else []


def initiation_holds(s: GameState, h: HeroState, when: str | None, keywords: tuple[str, ...], symbols: list[str],
                     main: str | None) -> bool:
    """An INIT ability's condition (§18.2, §18.3)."""
    wilds = "wilds" in terrains_at(h.region)
    if when is None:
        return True
    if when.startswith("enemy_") and when != "enemy_in_wilds":
        return when[len("enemy_"):] in keywords
    return {"in_wilds": wilds, "enemy_in_wilds": wilds and main is not None,
            "region_tainted": tokens_at(s, h.region).taint is not None, "has_flaw": h.flaws > 0,
            "has_injury": any(t.inj for t in h.attributes.values()), "three_symbols": len(symbols) >= 3}.get(when, False)


def aura_holds(s: GameState, h: HeroState, when: str | None) -> bool:
    if when == "in_wilds":
        return "wilds" in terrains_at(h.region)
    if when == "participant_injured":
        return any(t.inj for t in h.attributes.values())
    return True


def ambush(ctx: Context, h: HeroState, ability: Ability) -> int:
    """An Ambush, resolved first (§8.1 step 2): a loss of points, or Nica dice more (returned)."""
    s: GameState = ctx.state
    unless = ability.params.get("unless_time", ())
    if isinstance(unless, tuple) and h.day_wheel in unless:
        return 0
    if ability.do == "add_nica":
        return int(str(ability.params.get("n", 1)))
    effect: Ability | None = ability
    while effect is not None:
        if effect.do == "lose":
            lose(ctx, s.hero(h.seat), str(effect.params["attr"]), int(str(effect.params["n"])))
        effect = effect.also
    return 0


def lose(ctx: Context, h: HeroState, attr: str, n: int) -> None:
    """A loss of attribute points (an Injury when unpaid) or of Pierw (what it has, §11.2)."""
    if attr == hr.PIERW:
        if h.pierw:
            ctx.emit("paid", seat=h.seat, attr=hr.PIERW, n=min(n, h.pierw))
    else:
        ctx.emit("lost", seat=h.seat, attr=attr, n=n)


def count(ch: ChallengeRoll, attr: str) -> int:
    return ch.kinds.count(attr) + ch.runes.count(attr)


def buy_options(s: GameState, h: HeroState) -> list[Action]:
    """DP-BUY: the die of each prepared banner not bought yet (Help free, else 1 point of its attribute, never from
    zero), the Gardzica banner's die of any attribute for 1 Pierw, or roll."""
    ch = s.challenge
    assert ch is not None
    c = content()
    out = [act(PASS_DICE if len(ch.party) > 1 else "roll", h.seat)]
    for card in h.prepared:
        banner = c.sagas[card].banner
        if banner is None or card in ch.bought:
            continue
        if banner.kind == "help" or h.attributes[banner.die].points:
            out.append(one("buy_die", h.seat, "card", card))
    if h.form == GARDZICA and h.pierw and GARDZICA_BANNER not in ch.bought:
        out += [act("buy_die", h.seat, card=GARDZICA_BANNER, attr=x) for x in ATTRIBUTES]
    if not ch.bought:
        out += reactions(h)
    out += [act("use_item", h.seat, item=i, use=u) for i, u, a in item_uses(h, "init") if a.do in ITEM_GIFTS
            or (a.do == "discard_enemy_shield" and a.when == ADVANTAGE_SHIELDS and ch.enemy_shields)]
    creature = creature_main(h, "init")
    if creature is not None and creature.do in ITEM_GIFTS:
        out.append(act("use_creature", h.seat))
        if special_payable(h, "init"):
            out.append(act(SPECIAL, h.seat))
    main = ch.enemies[0] if ch.enemies and ch.challenge == ch.enemies[0] else None
    keywords = enemy(main).keywords if main is not None else ()
    for f in h.feats:
        ability = feat_ability(f.card)
        if f.ready and ability is not None and ability.timing == "init" and ability.do in INIT_FEATS and \
                initiation_holds(s, h, ability.when, keywords, ch.symbols, main) and \
                str(ability.params.get("attr", "V")) != ANY_ATTRIBUTE:
            out.append(one("use_feat", h.seat, "feat", f.card))
            if extra_payable(h, f.card, "init"):
                out.append(one(FEAT_EXTRA, h.seat, "feat", f.card))
    return out + extras_alone(h, "init") + deity.challenge_actions(s, h, "init")


def reactions(h: HeroState) -> list[Action]:
    """DP-REACTION (§8.1 step 6), before any die is bought: a reserve card prepared in place of a prepared one of its
    type, or into a free place, for 1 point of the attribute of its banner die (never from zero)."""
    c = content()
    limits = c.heroes[h.hero].limits
    out: list[Action] = []
    for card in dict.fromkeys(h.reserve):
        saga = c.sagas[card]
        if saga.banner is None or not h.attributes[saga.banner.die].points:
            continue
        same = [x for x in h.prepared if c.sagas[x].type == saga.type]
        if len(same) < limits[saga.type]:
            out.append(one("react", h.seat, "card", card))
        out += [act("react", h.seat, card=card, instead=x) for x in same]
    return out


@FLOW.resolves("react")
def react(ctx: Context, a: Action) -> None:
    """The Reaction's swap: the point paid, the card prepared (the one it replaces to reserve)."""
    banner = content().sagas[a["card"]].banner
    assert banner is not None
    ctx.emit("paid", seat=a.player, attr=banner.die, n=1)
    ctx.emit("prepared", seat=a.player, card=a["card"], instead=a.get("instead"))
    hr.run(ctx)


FEAT_REROLL = "feat_reroll"         # a DET feat rerolling the dice it names
INIT_FEATS = frozenset(("add_dice", "gain_rune", "gain_shield", "discard_enemy_shield", "ignore_advantage"))
# A feat's additional ability for its extra cost (§14.1): with the main ability, or alone.
FEAT_EXTRA, FEAT_EXTRA_ONLY, FEAT_REROLL_EXTRA = "feat_extra", "feat_extra_only", "feat_reroll_extra"
EXTRA_GIFTS = frozenset(("add_dice", "gain_rune"))     # the additional abilities printed for challenges
LATER = frozenset(("negate_loss", "gain_trophies", "reroll", "negate_taint_losses"))   # not gifts: DET, RES


def feat_extra(card: str) -> Extra | None:
    """The additional ability a feat prints with its extra cost (a unique feat's or a saga feat's)."""
    c = content()
    if card in c.feats:
        return c.feats[card].extra
    return c.sagas[card].extra if card in c.sagas else None


def extra_payable(h: HeroState, card: str, timing: str) -> bool:
    """The ready feat's additional ability works at this stage and its extra cost can be paid: Pierw, or a regular
    Flaw (never a Primal flaw, which no voluntary cost may bring, §11.5)."""
    extra = feat_extra(card)
    if extra is None or extra.ability.timing != timing or extra.ability.do not in EXTRA_GIFTS:
        return False
    return bool(hr.flaw_candidates(h)) if extra.cost == hr.FLAW else hr.payable(h, extra.cost)


def extras_alone(h: HeroState, timing: str) -> list[Action]:
    """§14.1: a feat may be used for its additional ability alone (its extra cost paid, the feat exhausted)."""
    return [one(FEAT_EXTRA_ONLY, h.seat, "feat", f.card) for f in h.feats
            if f.ready and extra_payable(h, f.card, timing)]


def feat_ability(card: str) -> Ability | None:
    """The main ability of a feat the hero holds: its unique feat, its Mark, or a saga reward."""
    c = content()
    if card in c.feats:
        return c.feats[card].ability
    if card in c.marks:
        return c.marks[card].ability
    return c.sagas[card].ability if card in c.sagas else None


@FLOW.resolves("use_feat", FEAT_REROLL, FEAT_EXTRA, FEAT_EXTRA_ONLY, FEAT_REROLL_EXTRA)
def use_feat(ctx: Context, a: Action) -> None:
    """A feat in a challenge (§14.1), exhausted: its main ability, its additional one for its extra cost (Pierw
    paid, or a Flaw taken next), or both; INIT gifts (dice, runes beyond three of one attribute, runes, shields, an
    enemy shield discarded or the enemy's Advantage ignored), DET rerolls, RES negated losses or Trophies."""
    s: GameState = ctx.state
    card = str(a["feat"])
    ctx.emit("feat_used", seat=a.player, feat=card)
    main = feat_ability(card)
    assert main is not None
    if s.test is not None:          # a feat that mentions Tests (§9; attribute_tests.test_abilities)
        test_feat(ctx, a, main)
        hr.run(ctx)
        return
    effects = [] if a.kind == FEAT_EXTRA_ONLY else [main]
    if a.kind in (FEAT_EXTRA, FEAT_EXTRA_ONLY, FEAT_REROLL_EXTRA):
        extra = feat_extra(card)
        assert extra is not None
        if extra.cost == hr.FLAW:
            hr.add_first(ctx, [hr.FLAW])
        else:
            hr.pay(ctx, s.hero(a.player), extra.cost)
        effects.append(extra.ability)
    for effect in effects:
        if effect.do in LATER:
            feat_later(ctx, a, effect)
        else:
            feat_gift(ctx, effect)
    hr.run(ctx)


def test_feat(ctx: Context, a: Action, effect: Ability) -> None:
    """A feat in a Test: its dice of the tested attribute join, rolled as they join (those over three are runes), or
    the dice it names are rerolled (RNG-ROLL)."""
    s: GameState = ctx.state
    t = s.test
    assert t is not None
    c = content()
    n = int(str(effect.params.get("n", 1)))
    if effect.do == "add_dice":
        room = max(0, c.rules.limits.dice_per_attribute - len(t.dice))
        ctx.emit("test_dice_added", dice=[str(ctx.rng.face(c.rules.dice.attribute)) for _ in range(min(n, room))],
                 runes=max(0, n - room))
    else:
        picks, nica = named_dice(a)
        for i in picks:
            ctx.emit("test_die", die=i, face=str(ctx.rng.face(c.rules.dice.attribute)))
        for i in nica:
            ctx.emit("test_die", nica=i, face=str(ctx.rng.face(c.rules.dice.nica)))


def feat_gift(ctx: Context, effect: Ability | None) -> None:
    """What a feat's effect (and its second one) adds to the challenge."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    lim = content().rules.limits
    dice: list[str] = []
    runes: list[str] = []
    shields_gained: list[str] = []
    discard = 0
    while effect is not None:
        n = int(str(effect.params.get("n", 1)))
        attr = str(effect.params.get("attr", ""))
        if effect.do == "add_dice":
            for _ in range(n):
                full = (ch.kinds + dice).count(attr) >= lim.dice_per_attribute
                (runes if full else dice).append(attr)
        elif effect.do == "gain_rune":
            runes += [attr] * n
        elif effect.do == "gain_shield":
            shields_gained += [attr] * n
        elif effect.do == "discard_enemy_shield":
            discard += n
        elif effect.do == "ignore_advantage":
            discard = len(ch.enemy_shields)
        effect = effect.also
    ctx.emit("challenge_gift", dice=dice, runes=runes, shields=shields_gained,
             discarded=ch.enemy_shields[:discard])


def feat_later(ctx: Context, a: Action, effect: Ability) -> None:
    """A DET feat's reroll (one roll of the dice it names, or of all its dice) or a RES feat's negated losses or
    Trophies (§14.1)."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    n = int(str(effect.params.get("n", 1)))
    if effect.do == "negate_loss":
        ctx.emit("losses_negated", negations=[str(effect.params["attr"])] * n)
    elif effect.do == "negate_taint_losses":
        ctx.emit("taint_losses_negated")
    elif effect.do == "gain_trophies":
        ctx.emit("trophies", seat=a.player, n=n)
    elif effect.do == "reroll":
        picks, nica = named_dice(a)
        dice = content().rules.dice
        for i in picks if picks or nica else feat_dice(ch, a.player, effect):
            ctx.emit("challenge_die", die=i, face=str(ctx.rng.face(dice.attribute)), banner=None)
        for i in nica:          # Wędrówka Duchów: any dice, Nica dice included (§18.2)
            ctx.emit("challenge_die", nica=i, face=str(ctx.rng.face(dice.nica)), banner=None)


def reroll_picks(dice: list[int], nica: list[int], n: int) -> list[tuple[list[int], list[int]]]:
    """The choices of up to `n` dice to reroll at once among attribute `dice` and `nica` dice: (dice, Nica dice)."""
    pool = [(False, i) for i in dice] + [(True, i) for i in nica]
    return [([i for is_nica, i in pick if not is_nica], [i for is_nica, i in pick if is_nica])
            for k in range(1, n + 1) for pick in combinations(pool, k)]


def reroll_action(kind: str, seat: int, feat: str, pick: tuple[list[int], list[int]]) -> Action:
    """A feat's reroll naming its attribute dice and, when it takes any, its Nica dice."""
    dice, nica = pick
    extra = {"nica": ",".join(map(str, nica))} if nica else {}
    return act(kind, seat, feat=feat, dice=",".join(map(str, dice)), **extra)


def named_dice(a: Action) -> tuple[list[int], list[int]]:
    """The attribute dice and the Nica dice a reroll names."""
    return ([int(x) for x in str(a.get("dice") or "").split(",") if x],
            [int(x) for x in str(a.get("nica") or "").split(",") if x])


def feat_dice(ch: ChallengeRoll, seat: int | None, effect: Ability) -> list[int]:
    """The dice a DET reroll feat may reroll: not locked; the hero's own, those of its attribute, or any."""
    which = str(effect.params.get("dice", ANY_ATTRIBUTE))
    return [i for i in range(len(ch.dice)) if i not in ch.locked and (
        which == ANY_ATTRIBUTE or (which == "own" and ch.owners[i] == seat) or ch.kinds[i] == which)]


@FLOW.resolves("buy_die")
def buy_die(ctx: Context, a: Action) -> None:
    """One banner's die: paid, added to the pool (a rune when three of its attribute lie there, §8.1 step 8), its
    Shield given at purchase."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    c = content()
    h = s.hero(a.player)
    if a["card"] == GARDZICA_BANNER:
        attr, kind = str(a["attr"]), "gardzica"
        ctx.emit("paid", seat=h.seat, attr=hr.PIERW, n=1)
    else:
        banner = c.sagas[a["card"]].banner
        assert banner is not None
        attr, kind = banner.die, banner.kind
        if kind != "help":
            ctx.emit("paid", seat=h.seat, attr=attr, n=1)
    ctx.emit("die_bought", card=a["card"], attr=attr, rune=ch.kinds.count(attr) >= c.rules.limits.dice_per_attribute,
             shield=attr if kind == "shield" else None)
    if len(ch.party) > 1:               # DP-GROUP-BUY: one die a step, then the next participant (§10.2)
        nxt = next_participant(s, h.seat)
        if nxt is None:                 # the buyer has fallen and no other participant is left to buy: the pool is
            ctx.emit("party_turn", seat=ch.seat)   # rolled and settled as a lone fallen hero's challenge is (§11)
            throw(ctx)
        else:
            ctx.emit("party_turn", seat=nxt)
    hr.run(ctx)


@FLOW.resolves("roll")
def roll(ctx: Context, a: Action) -> None:
    throw(ctx)
    hr.run(ctx)


def throw(ctx: Context) -> None:
    """The whole pool is rolled at once (RNG-ROLL); then Determination."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    dice = content().rules.dice
    hr.done(ctx)
    ctx.emit("challenge_rolled", dice=[str(ctx.rng.face(dice.attribute)) for _ in ch.kinds],
             nica=[str(ctx.rng.face(dice.nica)) for _ in ch.nica])
    hr.add_first(ctx, [DETERMINE])


def next_participant(s: GameState, seat: int) -> int | None:
    """The participant of a group challenge after `seat`, cycling in the party's order (lead first), that has not
    passed and is still in play; None when every one has passed."""
    ch = s.challenge
    assert ch is not None
    i = ch.party.index(seat)
    for k in range(1, len(ch.party) + 1):
        x = ch.party[(i + k) % len(ch.party)]
        if x not in ch.passed and s.hero(x).status == ACTIVE:
            return x
    return None


@FLOW.resolves(PASS_DICE, PASS_DET)
def group_pass(ctx: Context, a: Action) -> None:
    """A participant is done (a pass is final, §10.4); the next one acts, and when all have passed the pool is
    rolled (DP-GROUP-BUY) or Determination ends and the lead resolves."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None and a.player is not None
    ctx.emit("group_passed", seat=a.player, last=False)
    nxt = next_participant(s, a.player)
    if nxt is not None:
        ctx.emit("party_turn", seat=nxt)
        hr.run(ctx)
        return
    ctx.emit("group_passed", seat=a.player, last=True)
    ctx.emit("party_turn", seat=ch.seat)
    if a.kind == PASS_DICE:
        throw(ctx)
    else:
        end_determination(ctx)
    hr.run(ctx)


def pierw_cost(ch: ChallengeRoll) -> int:
    return 2 if "pierw_reroll_cost" in ch.auras else 1


def determine(s: GameState, h: HeroState) -> list[Action]:
    """DP-DETERMINATION: rerolls and Shield Break, or the end of Determination."""
    ch = s.challenge
    assert ch is not None
    c = content()
    free = [i for i in range(len(ch.dice)) if i not in ch.locked]
    own_dice = [i for i in free if ch.owners[i] == h.seat]
    out = [act(PASS_DET if len(ch.party) > 1 else "resolve", h.seat)]
    if "no_banner_rerolls" not in ch.auras:
        for card in ch.bought if len(ch.party) == 1 else [x for x in ch.bought if x in h.prepared]:
            banner = c.sagas[card].banner if card in c.sagas else None
            if banner is not None and banner.kind == "reroll" and card not in ch.rerolled:
                out += [act("banner_reroll", h.seat, card=card, die=i) for i in free if ch.kinds[i] == banner.die]
    if "no_pierw_rerolls" not in ch.auras and h.pierw >= pierw_cost(ch):
        out += [one("pierw_reroll", h.seat, "die", i) for i in own_dice]
    for payer in hr.payers(s):
        out += [act("offering_reroll", h.seat, die=i, payer=payer.seat) for i in free]
        if "no_offering_rerolls" not in ch.auras:
            out += [act("offering_reroll", h.seat, nica=i, payer=payer.seat) for i in range(len(ch.nica))]
    out += [one("shield_break", h.seat, "die", i) for i in free
            if ch.dice[i] == CRIT and ch.kinds[i] in ch.enemy_shields]
    out += criticals(s, h)
    creature = creature_main(h, "det")
    if creature is not None and creature.do == "reroll":
        n = int(str(creature.params.get("n", 1)))
        if creature.params.get("dice") == "nica":
            out += [one("use_creature", h.seat, "nica", i) for i in range(len(ch.nica))]
            if special_payable(h, "det"):        # Nocnica: a Nica die set blank, another rerolled or none
                out += [act(SPECIAL_NICA, h.seat, nica=i, dice=",".join(str(j) for j in pick)) for i in range(len(ch.nica))
                        for k in range(n + 1) for pick in combinations([j for j in range(len(ch.nica)) if j != i], k)]
        else:
            out += [one("use_creature", h.seat, "dice", ",".join(map(str, pick)))
                    for k in range(1, n + 1) for pick in combinations(free, k)]
            if special_payable(h, "det"):        # Żmij: one of the hero's dice set to a hit, others rerolled
                out += [act(SPECIAL_DIE, h.seat, die=i, dice=",".join(map(str, pick))) for i in own_dice
                        for k in range(n + 1) for pick in combinations([j for j in free if j != i], k)]
    for item, use, ability in item_uses(h, "det"):
        if ability.do == "reroll" and ability.params.get("dice") == ANY_ATTRIBUTE:
            out += [act("use_item", h.seat, item=item, use=use, die=i) for i in free]
            out += [act("use_item", h.seat, item=item, use=use, nica=i) for i in range(len(ch.nica))]
    for source, ability in rerolls(h):
        if source in ch.rerolled:
            continue
        if ability.params.get("dice") == ANY_ATTRIBUTE:
            out += [act("ability_reroll", h.seat, source=source, die=i) for i in free]
        out += [act("ability_reroll", h.seat, source=source, nica=i) for i in range(len(ch.nica))]
    if ch.enemy_shields:
        out += [one("use_feat", h.seat, "feat", f.card) for f in h.feats if f.ready and (
            feat := feat_ability(f.card)) is not None and feat.timing == "det" and feat.do == "discard_enemy_shield"]
    for f in h.feats:
        feat = feat_ability(f.card) if f.ready else None
        if feat is None or feat.timing != "det" or feat.do != "reroll" or feat.params.get("dice") == "nica":
            continue
        dice = feat_dice(ch, h.seat, feat)
        kinds = [FEAT_REROLL] + ([FEAT_REROLL_EXTRA] if extra_payable(h, f.card, "det") else [])
        if feat.params.get("all") and dice:
            out.append(one("use_feat", h.seat, "feat", f.card))
            if extra_payable(h, f.card, "det"):
                out.append(one(FEAT_EXTRA, h.seat, "feat", f.card))
        elif not feat.params.get("all"):
            nica = list(range(len(ch.nica))) if feat.params.get("dice") == ANY_ATTRIBUTE else []
            n = len(dice) + len(nica) if feat.params.get("any_number") else int(str(feat.params.get("n", 1)))
            out += [reroll_action(kind, h.seat, f.card, pick) for kind in kinds for pick in reroll_picks(dice, nica, n)]
    return out + extras_alone(h, "det") + deity.challenge_actions(s, h, "det")


ITEM_GIFTS = frozenset(("gain_rune", "gain_shield"))
ADVANTAGE_SHIELDS = "advantage_shield"      # an Item discarding a shield the enemy's Advantage gave (§18.6)


def item_uses(h: HeroState, timing: str) -> list[tuple[str, str, Ability]]:
    """The uses of the hero's Items at a challenge stage (§13.6): (item, "main" or "alternative", ability)."""
    c = content()
    out = []
    for item in dict.fromkeys(h.items):
        card = c.items[item]
        for use, ability in (("main", card.main), ("alternative", card.alternative)):
            if ability is not None and ability.timing == timing:
                out.append((item, use, ability))
    return out


@FLOW.resolves("use_item")
def use_item(ctx: Context, a: Action) -> None:
    """An Item used once and discarded (§13.6): its runes or shields at Initiation (or an Advantage's shield
    discarded), its reroll of any die (a Nica die too) in Determination, its loss negated at Resolution."""
    c = content()
    card = c.items[a["item"]]
    ability = card.main if a["use"] == "main" else card.alternative
    assert ability is not None
    ctx.emit("item_used", seat=a.player, item=a["item"])
    n = int(str(ability.params.get("n", 1)))
    attr = str(ability.params.get("attr", ""))
    if ability.do == "gain_rune":
        ctx.emit("challenge_gift", dice=[], runes=[attr] * n, shields=[], discarded=[])
    elif ability.do in ("gain_shield", "negate_loss"):    # a loss negated at Resolution works as an own shield
        ctx.emit("challenge_gift", dice=[], runes=[], shields=[attr] * n, discarded=[])
    elif ability.do == "add_dice":                       # a Test's dice, rolled as they join (§9)
        s: GameState = ctx.state
        assert s.test is not None
        room = max(0, c.rules.limits.dice_per_attribute - len(s.test.dice))
        ctx.emit("test_dice_added", dice=[str(ctx.rng.face(c.rules.dice.attribute)) for _ in range(min(n, room))],
                 runes=max(0, n - room))
    elif ability.do == "discard_enemy_shield":
        s = ctx.state
        assert s.challenge is not None
        ctx.emit("challenge_gift", dice=[], runes=[], shields=[], discarded=s.challenge.enemy_shields[:n])
    elif ctx.state.test is not None and a.get("nica") is not None:      # a reroll in a Test (§9)
        ctx.emit("test_die", nica=a["nica"], face=str(ctx.rng.face(c.rules.dice.nica)))
    elif ctx.state.test is not None:
        ctx.emit("test_die", die=a["die"], face=str(ctx.rng.face(c.rules.dice.attribute)))
    elif a.get("nica") is not None:
        ctx.emit("challenge_die", nica=a["nica"], face=str(ctx.rng.face(c.rules.dice.nica)), banner=None)
    else:
        ctx.emit("challenge_die", die=a["die"], face=str(ctx.rng.face(c.rules.dice.attribute)), banner=None)
    hr.run(ctx)


def creature_main(h: HeroState, timing: str) -> Ability | None:
    """The main ability of the hero's creature at this timing (§13.5), if it has one."""
    if h.creature is None:
        return None
    ability = content().creatures[h.creature].main
    return ability if ability.timing == timing else None


@FLOW.resolves("use_creature")
def use_creature(ctx: Context, a: Action) -> None:
    """The creature's main ability (its shields and runes at Initiation; its reroll of a Nica die, or of up to two of
    the hero's dice, in Determination); then it returns to the Creature stack (§13.5)."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    dice = content().rules.dice
    effect = creature_main(h, "init") or creature_main(h, "det")
    ctx.emit("creature_used", seat=h.seat, creature=h.creature)
    runes: list[str] = []
    own: list[str] = []
    while effect is not None and effect.timing != "det":
        n = int(str(effect.params.get("n", 1)))
        (runes if effect.do == "gain_rune" else own).extend([str(effect.params["attr"])] * n)
        effect = effect.also
    if runes or own:
        ctx.emit("challenge_gift", dice=[], runes=runes, shields=own, discarded=[])
    elif a.get("nica") is not None:
        ctx.emit("challenge_die", nica=a["nica"], face=str(ctx.rng.face(dice.nica)), banner=None)
    else:
        for i in [x for x in str(a.get("dice") or "").split(",") if x]:
            ctx.emit("challenge_die", die=int(i), face=str(ctx.rng.face(dice.attribute)), banner=None)
    hr.run(ctx)


def special_payable(h: HeroState, timing: str) -> bool:
    """The creature's special ability can be added to its main one at this stage: its extra cost paid (§13.5)."""
    if h.creature is None or creature_main(h, timing) is None:
        return False
    extra = content().creatures[h.creature].special
    return extra.ability.timing == timing and hr.payable(h, extra.cost)


@FLOW.resolves(SPECIAL, SPECIAL_DIE, SPECIAL_NICA)
def use_special(ctx: Context, a: Action) -> None:
    """The creature's main ability with its special one, the extra cost paid (§13.5): Borowy's enemy shield
    discarded, Skalnik's Vigor rune, Żmij's die set to a hit, Nocnica's Nica die set blank; then the main ability
    (the dice named rerolled) and the creature returns to the stack."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    h = s.hero(a.player)
    assert h.creature is not None
    extra = content().creatures[h.creature].special
    hr.pay(ctx, h, extra.cost)
    effect = extra.ability
    n = int(str(effect.params.get("n", 1)))
    if effect.do == "discard_enemy_shield":
        ctx.emit("challenge_gift", dice=[], runes=[], shields=[], discarded=ch.enemy_shields[:n])
    elif effect.do == "gain_rune":
        ctx.emit("challenge_gift", dice=[], runes=[str(effect.params["attr"])] * n, shields=[], discarded=[])
    elif a.get("nica") is not None:
        ctx.emit("challenge_die", nica=a["nica"], face=str(effect.params["face"]), banner=None)
    elif a.get("die") is not None:
        ctx.emit("challenge_die", die=a["die"], face=str(effect.params["face"]), banner=None)
    picks = [int(x) for x in str(a.get("dice") or "").split(",") if x]
    if effect.timing == "det" and a.get("nica") is not None:
        use_creature(ctx, Action("use_creature", a.player, (("nica", picks[0]),) if picks else ()))
    elif effect.timing == "det":
        use_creature(ctx, Action("use_creature", a.player, (("dice", ",".join(map(str, picks))),)))
    else:
        use_creature(ctx, Action("use_creature", a.player, ()))


CRIT_EFFECTS = frozenset(("gain_rune", "gain_shield", "discard_enemy_shield"))
CRIT_NICA = "critical_nica"


def criticals(s: GameState, h: HeroState) -> list[Action]:
    """A prepared card's critical ability (§8.3): a critical die of the card's type (or any, for a white one), once
    per card and challenge; not under an Aura forbidding saga criticals; the one rerolling Nica dice names them."""
    ch = s.challenge
    assert ch is not None
    if "no_saga_crits" in ch.auras:
        return []
    c = content()
    out = []
    for card in h.prepared:
        saga = c.sagas[card]
        if saga.crit is None or card in ch.crits:
            continue
        dice = [i for i in range(len(ch.dice)) if i not in ch.locked and ch.dice[i] == CRIT
                and saga.crit_die in (ANY_ATTRIBUTE, ch.kinds[i])]
        if saga.crit.do in CRIT_EFFECTS:
            out += [act("critical", h.seat, card=card, die=i) for i in dice]
        elif saga.crit.do == "reroll" and saga.crit.params.get("dice") == "nica":
            n = int(str(saga.crit.params.get("n", 1)))
            out += [act(CRIT_NICA, h.seat, card=card, die=i, dice=",".join(map(str, pick))) for i in dice
                    for k in range(1, n + 1) for pick in combinations(range(len(ch.nica)), k)]
    return out


@FLOW.resolves(CRIT_NICA)
def critical_nica(ctx: Context, a: Action) -> None:
    """A critical ability rerolling Nica dice (one roll of those chosen, §8.3); the critical a locked hit."""
    die = int(str(a["die"]))
    ctx.emit("critical_used", seat=a.player, card=a["card"], die=die, runes=[], shields=[], discarded=[])
    for j in str(a["dice"]).split(","):
        ctx.emit("challenge_die", nica=int(j), face=str(ctx.rng.face(content().rules.dice.nica)), banner=None)
    hr.run(ctx)


@FLOW.resolves("critical")
def critical(ctx: Context, a: Action) -> None:
    """The die turns to a hit and is locked on the card; then the ability: runes, own shields, enemy shields
    discarded (a rune more against a Defiled enemy where the card says so)."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    die = int(str(a["die"]))
    effect: Ability | None = content().sagas[a["card"]].crit
    runes: list[str] = []
    own: list[str] = []
    enemy_shields = list(ch.enemy_shields)
    discarded: list[str] = []
    while effect is not None:
        n = int(str(effect.params.get("n", 1)))
        attr = str(effect.params.get("attr", ""))
        attr = ch.kinds[die] if attr == "die" else attr
        if effect.do == "gain_rune":
            runes += [attr] * (n + (int(str(effect.params.get("defiled_bonus", 0))) if ch.defilers else 0))
        elif effect.do == "gain_shield":
            own += [attr] * n
        elif effect.do == "discard_enemy_shield":
            for x in list(enemy_shields):
                if (not attr or x == attr) and (effect.params.get("all") or len(discarded) < n):
                    enemy_shields.remove(x)
                    discarded.append(x)
        effect = effect.also
    ctx.emit("critical_used", seat=a.player, card=a["card"], die=die, runes=runes, shields=own, discarded=discarded)
    hr.run(ctx)


def rerolls(h: HeroState) -> list[tuple[str, Ability]]:
    """The DET abilities rerolling one die once per challenge: the hero card's (Weda's Nica die; none in the
    Gardzica form) and the prepared cards' (a Nica die, or any die)."""
    c = content()
    out = [(card, a) for card in h.prepared if (a := c.sagas[card].ability) is not None and a.timing == "det"
           and a.do == "reroll" and a.params.get("n") == 1]
    ability = c.heroes[h.hero].ability
    if h.form != GARDZICA and ability.timing == "det" and ability.do == "reroll":
        out.insert(0, (HERO_ABILITY, ability))
    return out


@FLOW.resolves("ability_reroll")
def ability_reroll(ctx: Context, a: Action) -> None:
    """One die rerolled by a DET ability, once per challenge (once per Test for one that mentions Tests; RNG-ROLL)."""
    s: GameState = ctx.state
    dice = content().rules.dice
    if s.test is not None:
        nica = a.get("nica") is not None
        ctx.emit("test_die", **({"nica": a["nica"]} if nica else {"die": a["die"]}), source=a["source"],
                 face=str(ctx.rng.face(dice.nica if nica else dice.attribute)))
    elif a.get("nica") is not None:
        ctx.emit("challenge_die", nica=a["nica"], face=str(ctx.rng.face(dice.nica)), banner=a["source"])
    else:
        ctx.emit("challenge_die", die=a["die"], face=str(ctx.rng.face(dice.attribute)), banner=a["source"])
    hr.run(ctx)


@FLOW.resolves("banner_reroll", "pierw_reroll", "offering_reroll", "shield_break")
def modify(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    dice = content().rules.dice
    if a.kind == "shield_break":
        ctx.emit("shield_broken", die=a["die"], attr=ch.kinds[a["die"]])
        hr.run(ctx)
        return
    if a.kind == "pierw_reroll":
        ctx.emit("paid", seat=a.player, attr=hr.PIERW, n=pierw_cost(ch))
    elif a.kind == "offering_reroll":
        payer = s.hero(a["payer"])
        if payer.offerings:
            ctx.emit("offerings", seat=payer.seat, n=-1)
        else:
            ctx.emit("trophies", seat=payer.seat, n=-content().rules.limits.trophies_per_offering)
    if a.get("nica") is not None:
        ctx.emit("challenge_die", nica=a["nica"], face=str(ctx.rng.face(dice.nica)), banner=None)
    else:
        ctx.emit("challenge_die", die=a["die"], face=str(ctx.rng.face(dice.attribute)), banner=a.get("card"))
    hr.run(ctx)


def hits(ch: ChallengeRoll) -> dict[str, int]:
    """Hits and runes by attribute (a critical not spent counts as a hit, §8.3 PD)."""
    out = {x: ch.runes.count(x) for x in ATTRIBUTES}
    for kind, face in zip(ch.kinds, ch.dice):
        if face in (HIT, CRIT):
            out[kind] += 1
    return out


def settle(ch: ChallengeRoll) -> tuple[bool, dict[str, int], dict[str, int]]:
    """(success, uncovered symbols by attribute, hits/runes/own shields left to negate losses by attribute): the
    hits and runes not kept back cover the symbols first; on a success the enemy shields are paid from what is left
    (§8.4 step 2, DP-ALLOCATE)."""
    have = hits(ch)
    for x in ch.kept:
        have[x] -= 1
    need = {x: max(0, ch.symbols.count(x) - ch.covered.count(x)) for x in ATTRIBUTES}   # Grom covers one
    uncovered = {x: max(0, need[x] - have[x]) for x in ATTRIBUTES}
    left = {x: max(0, have[x] - need[x]) for x in ATTRIBUTES}
    success = not any(uncovered.values()) and all(left[x] >= ch.enemy_shields.count(x) for x in ATTRIBUTES)
    if success:
        left = {x: left[x] - ch.enemy_shields.count(x) for x in ATTRIBUTES}
    return success, uncovered, {x: left[x] + ch.own_shields.count(x) + ch.kept.count(x) for x in ATTRIBUTES}


def negation(s: GameState, ch: ChallengeRoll) -> tuple[bool, dict[str, int], dict[str, int]]:
    """settle(), with the prepared cards' RES abilities negating losses (every participant's) added to what negates
    them (§8.4 step 1)."""
    success, uncovered, negate = settle(ch)
    for x in ch.negations:
        negate[x] = negate.get(x, 0) + 1
    for ability in [a for x in ch.party for a in passive(s.hero(x), "res")]:
        if ability.do == "negate_loss":
            attr = str(ability.params["attr"])
            negate[attr] = negate.get(attr, 0) + int(str(ability.params.get("n", 1)))
    return success, uncovered, negate


def nica_effects(ch: ChallengeRoll) -> list[str]:
    """Each Nica die's effect in the order critical (the Damage effect twice), Damage, Taint, the tokens last; on
    each enemy card of a Defiled challenge, the main card first (§8.4 step 3). A cancelled die has none; a spared
    die (and, with Mglista Skóra, every TAINT result, the tokens too) keeps only its effects that are not losses."""
    effects: list[str] = []
    faces: list[tuple[str, int | None]] = [(f, i) for i, f in enumerate(ch.nica) if i not in ch.cancelled]
    faces += [(TAINT, None)] * ch.tokens
    for face, _ in ((CRIT, DAMAGE_EFFECT), (DAMAGE, DAMAGE_EFFECT), (TAINT, TAINT_EFFECT)):
        for f, i in faces:
            if f != face:
                continue
            spared = (i is not None and i in ch.spared) or (ch.taint_spared and face == TAINT)
            effects += [e for e in die_effects(ch, face) if not (spared and is_loss(e))]
    return effects


def die_effects(ch: ChallengeRoll, face: str) -> list[str]:
    """What one Nica die showing `face` does (a critical the Damage effect twice), on every card of the challenge."""
    out: list[str] = []
    what = TAINT_EFFECT if face == TAINT else DAMAGE_EFFECT if face in (CRIT, DAMAGE) else None
    if what is None:
        return out
    for _ in range(2 if face == CRIT else 1):
        for source in [ch.challenge] + ch.defilers:
            printed_on = printed(source)
            out.append(printed_on.damage if what == DAMAGE_EFFECT else printed_on.taint)
    return out


def is_loss(effect: str) -> bool:
    """A loss a card may negate: points of an attribute or Pierw (a Flaw or a token placed is not a loss)."""
    return effect.startswith("lose_")


def forecast(s: GameState, ch: ChallengeRoll) -> dict[str, object]:
    """How the challenge would end were it resolved as the dice stand, for the table to show before the hero decides:
    success, the symbols left uncovered, every Nica effect in its order, and the point losses nothing would negate
    (each attribute repeated once per point). Read with the very rules resolution applies, never recomputed apart."""
    success, uncovered, _ = negation(s, ch)
    losses = unnegated(s, ch)
    return {"success": success,
            "uncovered": [x for x in ATTRIBUTES for _ in range(uncovered[x])],
            "shields_left": not success and not any(uncovered.values()),
            "nica": nica_effects(ch),
            "losses": [x for x in ATTRIBUTES for _ in range(losses[x])]}


def keepable(s: GameState, ch: ChallengeRoll) -> list[str]:
    """DP-ALLOCATE: the attributes of which a hit or rune now covering a symbol or paying an enemy shield could be
    kept back for a Nica point loss that nothing else would negate (the only assignment that changes anything)."""
    have = hits(ch)
    _, _, negate = negation(s, ch)
    losses = nica_effects(ch)
    out = []
    for x in ATTRIBUTES:
        spent = have[x] - ch.kept.count(x) - (negate[x] - ch.own_shields.count(x) - ch.kept.count(x))
        if spent > 0 and losses.count(f"lose_{x}") > negate[x] + negate.get(ANY_ATTRIBUTE, 0):
            out.append(x)
    return out


def unnegated(s: GameState, ch: ChallengeRoll) -> dict[str, int]:
    """The point losses by attribute (uncovered symbols, Nica results) that nothing would negate as things stand."""
    _, uncovered, negate = negation(s, ch)
    losses = nica_effects(ch)
    spare_any = negate.get(ANY_ATTRIBUTE, 0)
    out = {}
    for x in ATTRIBUTES:
        short = max(0, uncovered[x] + losses.count(f"lose_{x}") - negate[x])
        used = min(short, spare_any)
        spare_any -= used
        out[x] = short - used
    return out


def res_items(s: GameState, ch: ChallengeRoll, h: HeroState) -> list[Action]:
    """The hero's Items negating a loss at Resolution (§13.6), offered while such a loss would stand."""
    short = unnegated(s, ch)
    return [act("use_item", h.seat, item=i, use=u) for i, u, a in item_uses(h, "res")
            if a.do == "negate_loss" and short.get(str(a.params.get("attr")), 0) > 0]


def allocations(s: GameState, h: HeroState) -> list[Action]:
    """DP-ALLOCATE: assign the hits and runes as they stand, or keep one more back to negate a loss; an Item that
    negates a loss may be used here too."""
    ch = s.challenge
    assert ch is not None
    more = [one(KEEP, h.seat, "attr", x) for x in keepable(s, ch)] + res_items(s, ch, h) + res_feats(s, ch, h) + \
        res_cards(s, ch, h)
    return [act(ASSIGN, h.seat)] + more if more else []


def res_feats(s: GameState, ch: ChallengeRoll, h: HeroState) -> list[Action]:
    """The hero's ready RES feats (§14.1): one negating losses while such a loss would stand, one giving Trophies
    on a success (not to a Gardzica, §8.5)."""
    short = unnegated(s, ch)
    out = []
    for f in h.feats:
        ability = feat_ability(f.card) if f.ready else None
        if ability is None or ability.timing != "res":
            continue
        attr = str(ability.params.get("attr", ""))
        extra = feat_extra(f.card)
        helps = extra is not None and short.get(str(extra.ability.params.get("attr")), 0) > 0 and \
            extra_payable(h, f.card, "res")      # its rune would negate a loss that stands
        if ability.do == "negate_loss" and (short.get(attr, 0) > 0 or (attr == ANY_ATTRIBUTE and any(short.values()))):
            out.append(one("use_feat", h.seat, "feat", f.card))
            if helps:
                out.append(one(FEAT_EXTRA, h.seat, "feat", f.card))
        elif ability.do == "gain_trophies" and settle(ch)[0] and h.form != GARDZICA:
            out.append(one("use_feat", h.seat, "feat", f.card))
        elif ability.do == "cover_symbol":
            out += [act(COVER, h.seat, feat=f.card, attr=x) for x, n in settle(ch)[1].items() if n > 0]
        elif ability.do == "cancel_nica_die":
            out += [act(CANCEL, h.seat, source=f.card, nica=i) for i in live_dice(ch)
                    if any(is_loss(e) for e in die_effects(ch, ch.nica[i]))]
        elif ability.do == "negate_taint_losses" and not ch.taint_spared and any(
                is_loss(e) for e in die_effects(ch, TAINT)) and (TAINT in [ch.nica[i] for i in live_dice(ch)]
                                                                 or ch.tokens):
            out.append(one("use_feat", h.seat, "feat", f.card))
        if helps:
            out.append(one(FEAT_EXTRA_ONLY, h.seat, "feat", f.card))
    return out


COVER, CANCEL = "cover_symbol", "cancel_nica"


def live_dice(ch: ChallengeRoll) -> list[int]:
    """The Nica dice whose effects nothing has cancelled or spared yet."""
    return [i for i in range(len(ch.nica)) if i not in ch.cancelled and i not in ch.spared]


def res_cards(s: GameState, ch: ChallengeRoll, h: HeroState) -> list[Action]:
    """The hero's prepared cards whose RES ability costs something (§18.3): Ofiarnik, once per challenge, cancels
    every effect of one Nica die for an Offering (or 3 Trophies)."""
    c = content()
    out: list[Action] = []
    for card in h.prepared:
        ability = c.sagas[card].ability
        if ability is None or ability.timing != "res" or ability.do != "cancel_nica_die" or card in ch.once:
            continue
        if hr.payable(h, str(ability.cost or "offering")):
            out += [act(CANCEL, h.seat, source=card, nica=i) for i in range(len(ch.nica))
                    if i not in ch.cancelled and die_effects(ch, ch.nica[i])]
    return out


@FLOW.resolves(COVER, CANCEL)
def cover_or_cancel(ctx: Context, a: Action) -> None:
    """Grom covers a symbol of the attribute named; Modły negates every loss of one Nica die; Ofiarnik, its
    Offering paid, cancels every effect of one (each feat exhausted)."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    if a.kind == COVER:
        ctx.emit("feat_used", seat=h.seat, feat=a["feat"])
        ctx.emit("symbol_covered", attr=a["attr"])
    elif any(f.card == a["source"] for f in h.feats):
        ctx.emit("feat_used", seat=h.seat, feat=a["source"])
        ctx.emit("nica_die_cancelled", nica=a["nica"], all=False, card=None)
    else:
        ability = content().sagas[a["source"]].ability
        assert ability is not None
        hr.pay(ctx, h, str(ability.cost or "offering"))
        ctx.emit("nica_die_cancelled", nica=a["nica"], all=True, card=a["source"])
    hr.run(ctx)


@FLOW.resolves("resolve")
def resolve(ctx: Context, a: Action) -> None:
    """The end of Determination: the hits are assigned (asked only when keeping one back could change anything),
    then Resolution."""
    end_determination(ctx)
    hr.run(ctx)


def end_determination(ctx: Context) -> None:
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    hr.done(ctx)
    h = s.hero(ch.seat)
    if keepable(s, ch) or res_items(s, ch, h) or res_feats(s, ch, h) or res_cards(s, ch, h):
        hr.add_first(ctx, [ALLOCATE])
    else:
        resolution(ctx)


@FLOW.resolves(KEEP, ASSIGN)
def allocate(ctx: Context, a: Action) -> None:
    """A hit or rune kept back (asked again while another could be), or the assignment as it stands resolved."""
    if a.kind == KEEP:
        ctx.emit("hit_kept", seat=a.player, attr=a["attr"])
    else:
        hr.done(ctx)
        resolution(ctx)
    hr.run(ctx)


def resolution(ctx: Context) -> None:
    """Resolution (§8.4): the symbols, then the Nica dice, then success or failure."""
    s: GameState = ctx.state
    ch = s.challenge
    assert ch is not None
    h = s.hero(ch.seat)
    group = len(ch.party) > 1
    success, uncovered, negate = negation(s, ch)
    spare = {x: negate[x] - ch.own_shields.count(x) for x in ATTRIBUTES}      # hits and runes not spent
    items: list[str] = []
    for x in ATTRIBUTES:
        if uncovered[x]:
            n = uncovered[x] - negated(negate, x, uncovered[x])
            if n and group:
                items.append(f"{LOSS}:{x}:{n}")
            elif n:
                ctx.emit("lost", seat=h.seat, attr=x, n=n)
    for effect in nica_effects(ch):
        if group and (effect == hr.FLAW or effect.startswith("lose_")):
            attr = effect[len("lose_"):] if effect.startswith("lose_") else hr.FLAW
            if attr == hr.PIERW or attr == hr.FLAW or not negated(negate, attr, 1):
                items.append(f"{LOSS}:{attr}:1")
        else:
            items += nica_effect(ctx, h, effect, negate)
    left = [x for x in ATTRIBUTES for _ in range(max(0, min(spare[x], negate[x])))] if success else []
    enemies = list(ch.enemies)
    party = list(ch.party)
    ctx.emit("challenge_over", success=success, purpose=ch.purpose, enemies=enemies, left=left, party=party)
    hr.add_first(ctx, items)
    OUTCOMES[ch.purpose](ctx, s.hero(h.seat), success, enemies)
    if group:
        ctx.emit("party_turn", seat=party[0])


def party_over(ctx: Context) -> list[int]:
    """The heroes of the challenge that has just ended (one, unless it was a group challenge)."""
    over = next(e for e in reversed(ctx.events) if e.kind == "challenge_over")
    return [int(x) for x in over.data.get("party") or []]


def bearers(s: GameState) -> list[int]:
    """The participants still in play of the joint Region option, else of the joint action: who may bear a loss of
    a group challenge or take its Trophies."""
    return [x for x in s.absorbers or s.party if s.hero(x).status == ACTIVE]


# DP-GROUP-LOSS items: "group_loss:<attr, pierw or flaw>:<n>" a group challenge's loss; "group_loss:fx:…" a joint
# action's printed loss or failure effect (an effects.py item: an exploration card's, an enemy's Doom), settled by
# the participant as its own; "group_loss:pay:<cost>:<n>" a joint Explore's cost (a choice card's column), paid by
# one participant able to pay it (§10.2 PD, §10.4).
FX_LOSS, PAY_LOSS = "fx", "pay"


def loss_takers(s: GameState, item: str) -> list[int]:
    """Who may bear the loss: every participant in play; a cost only one able to pay it (never from zero)."""
    parts = item.split(":")
    if parts[1] == PAY_LOSS:
        return [x for x in bearers(s) if hr.payable(s.hero(x), parts[2], int(parts[3]))]
    return bearers(s)


def borne(ctx: Context, item: str, seat: int | None) -> None:
    """The loss falls on that participant: points (an Injury when unpaid), Pierw, a Flaw or a printed effect it
    settles itself, a cost it pays."""
    s: GameState = ctx.state
    parts = item.split(":")
    if seat is None:
        return
    if parts[1] == FX_LOSS:
        hr.settled_by(ctx, seat, [item[len(LOSS) + 1:]])
    elif parts[1] == PAY_LOSS:
        hr.pay(ctx, s.hero(seat), parts[2], int(parts[3]))
    elif parts[1] == hr.FLAW:
        hr.settled_by(ctx, seat, [hr.FLAW])
    else:
        lose(ctx, s.hero(seat), parts[1], int(parts[2]))


def trophy_takers(s: GameState, item: str) -> list[int]:
    """DP-GROUP-SPLIT: a Trophy of a group's reward goes to a participant that may gain Trophies (not a Gardzica,
    §8.5)."""
    return [x for x in bearers(s) if s.hero(x).form != GARDZICA]


def trophy_split(ctx: Context, item: str, seat: int | None) -> None:
    if seat is not None:
        ctx.emit("trophies", seat=seat, n=1)


def nica_effect(ctx: Context, h: HeroState, effect: str, negate: dict[str, int]) -> list[str]:
    """One application of a Nica effect: a point loss (negated by a hit, rune or own shield of its attribute left
    over), Pierw lost, or an item to settle (a Flaw, Taint strengthened or Threat increased here)."""
    from .nica import TAINT_AT, THREAT_AT
    if effect.startswith("lose_"):
        attr = effect[len("lose_"):]
        if attr == hr.PIERW or not negated(negate, attr, 1):
            lose(ctx, h, attr, 1)
        return []
    if effect == "flaw":
        return [hr.FLAW]
    if h.region not in ctx.state.regions:       # the Abyss holds no tokens
        return []
    if effect == "strengthen_taint":
        return [f"{TAINT_AT}:{h.region}"]
    if effect == "increase_threat":
        return [f"{THREAT_AT}:{h.region}"]
    return []


def negated(negate: dict[str, int], attr: str, n: int) -> int:
    """How much of a loss of `n` points of `attr` is negated: hits, runes and own shields of that attribute and card
    abilities negating it first, then those negating a loss of any attribute (each used up)."""
    done = 0
    for key in (attr, ANY_ATTRIBUTE):
        used = min(n - done, negate.get(key, 0))
        negate[key] = negate.get(key, 0) - used
        done += used
    return done


def feed_host(ctx: Context) -> None:
    """Feeding the Host (§8.6): the top Host card, unseen, shuffled with the Enemy discard into the Enemy deck."""
    s: GameState = ctx.state
    fed = s.host_deck[:1]
    ctx.emit("host_fed", card=fed[0] if fed else None,
             order=ctx.rng.shuffled(s.enemy_deck + s.enemy_discard + fed))


hr.QUESTIONS[BUY] = buy_options
hr.QUESTIONS[DETERMINE] = determine
hr.QUESTIONS[ALLOCATE] = allocations
hr.AUTO[ALLOCATE] = lambda ctx, item: resolution(ctx)
hr.hand_out(LOSS, BEAR, loss_takers, borne)
hr.hand_out(SPLIT, SPLIT, trophy_takers, trophy_split)
