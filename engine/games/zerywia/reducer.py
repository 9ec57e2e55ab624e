"""The reducer: one handler per event kind, folding recorded facts into the state (no RNG, no rules checks:
`resolve` decided everything and wrote it into the event)."""
from __future__ import annotations

from engine.common.reducers import Reducers
from engine.kernel.canonical import JsonObject

from .content import PREPARED_TYPES, content
from .state import (BLACK, CAMPFIRE, CHOSEN, DEAD, GARDZICA, LOST, OVER, Attribute, Battle, ChallengeRoll, ExpeditionToken,
                    Feat, GameState, Invite, HeroState, RegionTokens, Stack, TestRoll)

Data = JsonObject
_TABLE: Reducers[GameState] = Reducers()
REDUCERS = _TABLE.by_kind
on = _TABLE.on


@on("step")
def _step(s: GameState, d: Data) -> None:
    """Move to a step; once the game is over nothing moves it again."""
    if s.step != OVER:
        s.step = d["step"]
    for h in s.heroes:          # the Camp and Nica phases count as one turn each for a deity's uses (§13.4 PD)
        h.god_uses = 0


@on("land_set_up")
def _land(s: GameState, d: Data) -> None:
    s.faces = dict(d["faces"])
    s.rifts = [""] * int(d["rifts"])
    s.regions = {rid: RegionTokens() for rid in content().board.regions}
    for rid, tokens in d["tokens"].items():
        s.regions[rid].taint = tokens.get("taint")
        s.regions[rid].threat = tokens.get("threat")
    s.herald = d["herald"]
    s.exploration = {t: list(cards) for t, cards in d["exploration"].items()}
    s.discards = {t: [] for t in d["exploration"]}
    s.enemy_deck = list(d["enemy"])
    s.host_deck = list(d["host"])
    s.item_deck = list(d["items"])
    s.herald_cards = list(d["herald_cards"])
    s.herald_attacks = list(d["herald_attacks"])
    s.marks = list(d["marks"])
    s.open_sagas = list(d["sagas"])
    s.gods = list(d["gods"])
    s.creatures = list(d["creatures"])
    s.czarts = list(d["czarts"])
    s.adventure_sets = list(d["sets"])


@on("hero_chosen")
def _hero_chosen(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).hero = d["hero"]


def _own(s: GameState, seat: int, cards: list[str]) -> None:
    """Base cards leave the open stack for the hero; relics, rituals and allies are prepared at once."""
    c = content()
    h = s.hero(seat)
    for card in cards:
        s.open_sagas.remove(card)
        h.base_cards.append(card)
        if c.sagas[card].type in PREPARED_TYPES:
            h.prepared.append(card)


@on("hero_prepared")
def _hero_prepared(s: GameState, d: Data) -> None:
    h = s.hero(d["seat"])
    s.marks.remove(d["mark"])
    h.birth_kir = d["kir"]
    h.feats = [Feat(d["feat"]), Feat(d["mark"])]
    h.attributes = {a: Attribute(base=v, pos=v) for a, v in d["attributes"].items()}
    h.pierw = d["pierw"]
    h.region = d["region"]
    _own(s, d["seat"], [d["saga"]])


@on("sagas_taken")
def _sagas_taken(s: GameState, d: Data) -> None:
    _own(s, d["seat"], list(d["sagas"]))


@on("stacks_developed")
def _developed(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).stacks = [Stack(saga, list(tales)) for saga, tales in zip(d["sagas"], d["tales"])]


@on("card_reserved")
def _reserved(s: GameState, d: Data) -> None:
    h = s.hero(d["seat"])
    h.prepared.remove(d["saga"])
    h.reserve.append(d["saga"])


@on("cycle_started")
def _cycle(s: GameState, d: Data) -> None:
    s.cycle = d["cycle"]
    s.faces = dict(d["faces"])
    for h in s.heroes:
        h.used = []


@on("turn_started")
def _turn(s: GameState, d: Data) -> None:
    s.turn = d["turn"]
    s.active = None
    s.refused = False
    s.party, s.absorbers = [], []
    for h in s.heroes:
        h.acted = False


@on("todo")
def _todo(s: GameState, d: Data) -> None:
    s.todo = list(d["todo"])


@on("action_started")
def _action_started(s: GameState, d: Data) -> None:
    """A hero turn starts; the day-wheel marker moves to the turn's time of day (§6.2)."""
    s.active = d["seat"]
    _wheel_to(s.hero(d["seat"]), d["time"])


@on("turn_ended")
def _turn_ended(s: GameState, d: Data) -> None:
    """A hero turn is over (a joint action's: every participant's, and the joint action with it)."""
    s.hero(d["seat"]).acted = True
    s.hero(d["seat"]).god_uses = 0
    s.active = None
    s.todo = []
    s.party, s.absorbers = [], []


@on("moved")
def _moved(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).region = d["region"]


def _pierw_max(h: HeroState) -> int:
    return content().rules.limits.pierw - h.pflaws


@on("recovered")
def _recovered(s: GameState, d: Data) -> None:
    """Recover n: up to the block marker (an attribute) or the Pierw maximum (§11.2)."""
    h = s.hero(d["seat"])
    if d["attr"] == "pierw":
        h.pierw = min(h.pierw + d["n"], _pierw_max(h))
    else:
        a = h.attributes[d["attr"]]
        a.pos = min(a.pos + d["n"], a.cap)


@on("paid")
def _paid(s: GameState, d: Data) -> None:
    h = s.hero(d["seat"])
    if d["attr"] == "pierw":
        h.pierw -= d["n"]
    else:
        h.attributes[d["attr"]].pos -= d["n"]


@on("lost")
def _lost(s: GameState, d: Data) -> None:
    """A loss pays what it can; any part unpaid is one Injury (the block marker one step left), and an Injury the
    track cannot take kills the hero (§11.2, §11.3, G28)."""
    h = s.hero(d["seat"])
    a = h.attributes[d["attr"]]
    paid = min(d["n"], a.points)
    a.pos -= paid
    if paid < d["n"]:
        if a.max_points == 0:
            h.status = DEAD
        else:
            a.inj += 1
            a.pos = min(a.pos, a.cap)


def _wake(h: HeroState) -> None:
    """The third Flaw awakens the Gardzica; below three a flaw-woken Gardzica sleeps again (§11.6)."""
    if h.flaws >= 3 and h.form == CHOSEN:
        h.form, h.gardzica_by_flaws = GARDZICA, True
    elif h.flaws < 3 and h.gardzica_by_flaws:
        h.gardzica_by_flaws = False
        if not h.gardzica_slot:
            h.form = CHOSEN


@on("flaw_taken")
def _flaw(s: GameState, d: Data) -> None:
    """A Flaw blocks the zero position: a marker at 0 is pushed to 1 (G27)."""
    h = s.hero(d["seat"])
    a = h.attributes[d["attr"]]
    a.flaw = 1
    a.pos = max(a.pos, 1)
    _wake(h)


@on("primal_flaw")
def _primal(s: GameState, d: Data) -> None:
    """A regular Flaw marker moves onto a Pierw recess: the cap drops by one, Pierw is cut to its new maximum, and a
    third Primal flaw loses the hero to Oblivion (§11.5)."""
    h = s.hero(d["seat"])
    a = h.attributes[d["attr"]]
    a.flaw, a.pflaw = 0, 1
    a.pos = min(a.pos, a.cap)
    h.pierw = min(h.pierw, _pierw_max(h))
    if h.pflaws == 3:
        h.status = LOST


@on("flaw_removed")
def _unflaw(s: GameState, d: Data) -> None:
    h = s.hero(d["seat"])
    h.attributes[d["attr"]].flaw = 0
    _wake(h)


@on("feat_recovered")
def _feat(s: GameState, d: Data) -> None:
    next(f for f in s.hero(d["seat"]).feats if f.card == d["feat"] and not f.ready).ready = True


@on("trophies")
def _trophies(s: GameState, d: Data) -> None:
    h = s.hero(d["seat"])
    h.trophies = max(0, h.trophies + d["n"])


@on("hero_out")
def _out(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).status = d["status"]


@on("position")
def _position(s: GameState, d: Data) -> None:
    """A scenario's position laid over the land (engine/games/zerywia/position.py)."""
    for h, p in zip(s.heroes, d["heroes"]):
        h.region = p.get("region", h.region)
        for a, n in p["injuries"].items():
            h.attributes[a].inj = n
        for a in p["flaws"]:
            h.attributes[a].flaw = 1
        for a in p.get("primal_flaws", ()):
            h.attributes[a].pflaw = 1
        for name, t in h.attributes.items():
            t.pos = t.flaw + p[name] if name in p else min(t.pos, t.cap)
            t.pos = max(t.pos, t.flaw)
        h.pierw = min(p.get("pierw", h.pierw), _pierw_max(h))
        h.trophies = p.get("trophies", h.trophies)
        h.offerings = p.get("offerings", h.offerings)
        h.expedition_tokens = [ExpeditionToken(t["terrain"], t["kir"]) for t in p["tokens"]]
        for f in h.feats:
            f.ready = f.card not in p["exhausted"]
        h.feats += [Feat(x) for x in p.get("feats", ())]
        if p.get("deity") is not None:
            s.gods.remove(p["deity"])
            h.deity = p["deity"]
        for card, kind in p.get("paths", ()):
            h.paths.append(card)
            h.path_types.append(kind)
        if p.get("creature") is not None:
            s.creatures.remove(p["creature"])
            h.creature = p["creature"]
        for item in p.get("items", ()):
            s.item_deck.remove(item)
            h.items.append(item)
        for st in h.stacks:
            if st.saga in p.get("sagas_done", ()):
                st.tales = []
        if h.flaws >= 3:
            h.form, h.gardzica_by_flaws = GARDZICA, True
    for rid, tokens in d["regions"].items():
        r = s.regions[rid]
        if tokens["taint"] is not None:
            r.taint = None if tokens["taint"] == "none" else tokens["taint"]
        if tokens["threat"] is not None:
            r.threat = None if tokens["threat"] == "none" else tokens["threat"]
        if tokens["watchtower"] is not None:
            r.watchtower = tokens["watchtower"]
        if tokens["edge_stone"] is not None:
            r.edge_stone = tokens["edge_stone"]


@on("camp_started")
def _camp_started(s: GameState, d: Data) -> None:
    s.active = None
    for h in s.heroes:
        _wheel_to(h, CAMPFIRE)
        h.acted = False


@on("camp_turn")
def _camp_turn(s: GameState, d: Data) -> None:
    s.active = d["seat"]


@on("nica_turn")
def _nica_turn(s: GameState, d: Data) -> None:
    s.active = d["seat"]


@on("nica_over")
def _nica_over(s: GameState, d: Data) -> None:
    s.active = None
    s.todo = []


@on("herald_moved")
def _herald(s: GameState, d: Data) -> None:
    s.herald = d["region"]


@on("threat")
def _threat(s: GameState, d: Data) -> None:
    s.regions[d["region"]].threat = d["token"]


@on("taint")
def _taint(s: GameState, d: Data) -> None:
    s.regions[d["region"]].taint = d["token"]


@on("watchtower_spent")
def _watchtower(s: GameState, d: Data) -> None:
    s.regions[d["region"]].watchtower = False


@on("edge_stone_spent")
def _edge(s: GameState, d: Data) -> None:
    s.regions[d["region"]].edge_stone = False


@on("black_stone")
def _black(s: GameState, d: Data) -> None:
    s.rifts[d["rift"]] = BLACK


@on("game_over")
def _over(s: GameState, d: Data) -> None:
    s.step = OVER
    s.result = d["result"]
    s.reason = d["reason"]
    s.active = None
    s.todo = []


@on("test_rolled")
def _test_rolled(s: GameState, d: Data) -> None:
    s.test = TestRoll(d["seat"], d["attr"], d["needed"], list(d["dice"]), list(d["nica"]), d["runes"], d["tokens"],
                      d["purpose"])


@on("test_die")
def _test_die(s: GameState, d: Data) -> None:
    assert s.test is not None
    if d.get("source"):
        s.test.used.append(d["source"])
    if d.get("nica") is not None:
        s.test.nica[d["nica"]] = d["face"]
    else:
        s.test.dice[d["die"]] = d["face"]


@on("test_dice_added")
def _test_dice_added(s: GameState, d: Data) -> None:
    """An ability's dice join a Test already rolled; those over three of the attribute are runes (§9)."""
    assert s.test is not None
    s.test.dice.extend(d["dice"])
    s.test.runes += d["runes"]


@on("test_over")
def _test_over(s: GameState, d: Data) -> None:
    s.test = None


@on("offerings")
def _offerings(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).offerings += d["n"]


@on("prepared")
def _prepared(s: GameState, d: Data) -> None:
    """A reserve card prepared (in place of another, which goes to reserve)."""
    h = s.hero(d["seat"])
    h.reserve.remove(d["card"])
    h.prepared.append(d["card"])
    if d["instead"] is not None:
        h.prepared.remove(d["instead"])
        h.reserve.append(d["instead"])


@on("deity_taken")
def _deity_taken(s: GameState, d: Data) -> None:
    s.gods.remove(d["god"])


@on("deity")
def _deity(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).deity = d["god"]
    if d.get("returned") is not None:
        s.gods.append(d["returned"])


@on("creature_taken")
def _creature_taken(s: GameState, d: Data) -> None:
    s.creatures.remove(d["creature"])


@on("creature")
def _creature(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).creature = d["creature"]
    if d.get("returned") is not None:
        s.creatures.append(d["returned"])


@on("token_spent")
def _token_spent(s: GameState, d: Data) -> None:
    del s.hero(d["seat"]).expedition_tokens[d["index"]]


@on("items_revealed")
def _items_revealed(s: GameState, d: Data) -> None:
    del s.item_deck[:len(d["items"])]
    s.revealed = list(d["items"])


@on("items_traded")
def _items_traded(s: GameState, d: Data) -> None:
    rest = list(s.revealed)
    if d["bought"] is not None:
        rest.remove(d["bought"])
        s.hero(d["seat"]).items.append(d["bought"])
    s.item_deck.extend(rest)
    s.revealed = []


@on("item_given")
def _item_given(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).items.remove(d["item"])
    s.hero(d["to"]).items.append(d["item"])


@on("keeping")
def _keeping(s: GameState, d: Data) -> None:
    """A hero given a fourth Item between hero turns is to let one go (DP-ITEM-KEEP), or has done so (None)."""
    s.keeping = d["seat"]


@on("turn_opened")
def _turn_opened(s: GameState, d: Data) -> None:
    """A hero turn opened by a MAP ability before the Action is declared (§6.2)."""
    s.active = d["seat"]


@on("map_used")
def _map_used(s: GameState, d: Data) -> None:
    h = s.hero(d["seat"])
    if d["feat"] is not None:
        next(f for f in h.feats if f.card == d["feat"] and f.ready).ready = False
    if d["once"]:
        h.used.append(d["source"])


@on("enemy_deck_reshuffled")
def _enemy_reshuffled(s: GameState, d: Data) -> None:
    s.enemy_deck = list(d["order"])
    s.enemy_discard = []


@on("enemy_drawn")
def _enemy_drawn(s: GameState, d: Data) -> None:
    (s.host_deck if d["host"] else s.enemy_deck).remove(d["card"])


@on("challenge_begun")
def _challenge_begun(s: GameState, d: Data) -> None:
    s.challenge = ChallengeRoll(d["seat"], d["purpose"], d["card"], d["challenge"], list(d["enemies"]),
                                list(d["defilers"]), list(d["symbols"]), list(d["enemy_shields"]),
                                own_shields=list(d["own_shields"]), runes=list(d["runes"]), kinds=list(d["dice"]),
                                dice=[""] * len(d["dice"]), auras=list(d["auras"]), nica=[""] * d["nica"],
                                tokens=d["tokens"], party=list(d.get("party") or [d["seat"]]),
                                owners=[d["seat"]] * len(d["dice"]))


def _owner(s: GameState) -> int:
    """Who adds a die now: the participant acting (a group challenge's buyer), else the challenged hero."""
    assert s.challenge is not None
    return s.active if s.active is not None else s.challenge.seat


@on("die_bought")
def _die_bought(s: GameState, d: Data) -> None:
    ch = s.challenge
    assert ch is not None
    ch.bought.append(d["card"])
    if d["rune"]:
        ch.runes.append(d["attr"])
    else:
        ch.kinds.append(d["attr"])
        ch.dice.append("")
        ch.owners.append(_owner(s))
    if d["shield"] is not None:
        ch.own_shields.append(d["shield"])


@on("challenge_rolled")
def _challenge_rolled(s: GameState, d: Data) -> None:
    ch = s.challenge
    assert ch is not None
    ch.dice = list(d["dice"])
    ch.nica = list(d["nica"])
    ch.rolled = True


@on("challenge_die")
def _challenge_die(s: GameState, d: Data) -> None:
    ch = s.challenge
    assert ch is not None
    if d.get("nica") is not None:
        ch.nica[d["nica"]] = d["face"]
    else:
        ch.dice[d["die"]] = d["face"]
    if d["banner"] is not None:
        ch.rerolled.append(d["banner"])


@on("group_passed")
def _group_passed(s: GameState, d: Data) -> None:
    """A participant of a group challenge is done with the dice or with Determination (a pass is final, §10.4);
    with the last one the loop is over and the passes are cleared."""
    ch = s.challenge
    assert ch is not None
    ch.passed = [] if d["last"] else ch.passed + [d["seat"]]


@on("losses_negated")
def _losses_negated(s: GameState, d: Data) -> None:
    """A RES feat used: losses of the attribute (or of any) it negates at Resolution."""
    assert s.challenge is not None
    s.challenge.negations += d["negations"]


@on("nica_die_cancelled")
def _nica_die_cancelled(s: GameState, d: Data) -> None:
    """A RES ability on one Nica die: every effect of it cancelled, or only its losses negated."""
    assert s.challenge is not None
    (s.challenge.cancelled if d["all"] else s.challenge.spared).append(d["nica"])
    if d["card"] is not None:
        s.challenge.once.append(d["card"])


@on("god_used")
def _god_used(s: GameState, d: Data) -> None:
    """A deity's main ability paid: one use this turn, and in a challenge its choices to spend."""
    s.hero(d["seat"]).god_uses += 1
    if s.challenge is not None:
        s.challenge.god_charges += d["charges"]


@on("god_choice_spent")
def _god_choice_spent(s: GameState, d: Data) -> None:
    assert s.challenge is not None
    s.challenge.god_charges -= 1


@on("deity_released")
def _deity_released(s: GameState, d: Data) -> None:
    """A one-shot ability used: the god goes back to the God stack."""
    s.hero(d["seat"]).deity = None
    s.gods.append(d["god"])


@on("taint_losses_negated")
def _taint_losses_negated(s: GameState, d: Data) -> None:
    assert s.challenge is not None
    s.challenge.taint_spared = True


@on("symbol_covered")
def _symbol_covered(s: GameState, d: Data) -> None:
    assert s.challenge is not None
    s.challenge.covered.append(d["attr"])


@on("hit_kept")
def _hit_kept(s: GameState, d: Data) -> None:
    """DP-ALLOCATE: a hit or rune of the attribute covers no symbol nor enemy shield; it is kept to negate a loss."""
    ch = s.challenge
    assert ch is not None
    ch.kept.append(d["attr"])


@on("shield_broken")
def _shield_broken(s: GameState, d: Data) -> None:
    """Shield Break: the critical turns to a locked hit and an enemy shield of its attribute is discarded."""
    ch = s.challenge
    assert ch is not None
    ch.dice[d["die"]] = "hit"
    ch.locked.append(d["die"])
    ch.enemy_shields.remove(d["attr"])


@on("challenge_over")
def _challenge_over(s: GameState, d: Data) -> None:
    """The enemy cards go to the Enemy discard (a Czart back to its pile apart, §18.4)."""
    c = content()
    s.enemy_discard.extend(x for x in d["enemies"] if x in c.enemies)
    s.czarts.extend(x for x in d["enemies"] if x in c.czarts)
    s.challenge = None


@on("host_fed")
def _host_fed(s: GameState, d: Data) -> None:
    if d["card"] is not None:
        s.host_deck.remove(d["card"])
    s.enemy_deck = list(d["order"])
    s.enemy_discard = []


@on("exploration_reshuffled")
def _exploration_reshuffled(s: GameState, d: Data) -> None:
    s.exploration[d["deck"]] = list(d["order"])
    s.discards[d["deck"]] = []


@on("card_drawn")
def _card_drawn(s: GameState, d: Data) -> None:
    s.exploration[d["deck"]].remove(d["card"])
    s.card, s.card_terrain, s.card_failed, s.card_column = d["card"], d["deck"], False, -1


@on("card_failed")
def _card_failed(s: GameState, d: Data) -> None:
    s.card_failed = True


@on("column_chosen")
def _column(s: GameState, d: Data) -> None:
    s.card_column = d["side"]


@on("card_done")
def _card_done(s: GameState, d: Data) -> None:
    """A side quest stays with the hero; a Path goes under the Path stone, pushing the oldest of 3 out (an
    exploration card to its discard pile, a Tale out of the game); any other card to its discard pile (§7, §14.4)."""
    assert s.card is not None
    h = s.hero(d["seat"])
    if d["fate"] == "quest":
        h.side_quests.append(s.card)
        h.quest_kirs[s.card] = d["kir"]
    elif d["fate"] == "path":
        _path(s, h, s.card, d["path"])
    else:
        s.discards[content().exploration[s.card].deck].append(s.card)
    s.card = None


def _path(s: GameState, h: HeroState, card: str, kind: str) -> None:
    """A Path card under the stone with the type it gives; the oldest of four is pushed out (§14.4)."""
    c = content()
    h.paths.append(card)
    h.path_types.append(kind)
    if len(h.paths) > c.rules.limits.paths:
        h.path_types.pop(0)
        old = h.paths.pop(0)
        if old in c.exploration:
            s.discards[c.exploration[old].deck].append(old)


@on("token_gained")
def _token_gained(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).expedition_tokens.append(ExpeditionToken(d["terrain"], d["kir"]))


@on("czart_drawn")
def _czart(s: GameState, d: Data) -> None:
    s.czarts.remove(d["card"])


@on("gardzica_awoken")
def _gardzica_awoken(s: GameState, d: Data) -> None:
    """An effect awakens the Gardzica: a Flaw marker holds the day-wheel slot where the marker stands (§11.6)."""
    h = s.hero(d["seat"])
    h.form = GARDZICA
    h.gardzica_slot = d["slot"]


def _wheel_to(h: HeroState, slot: str) -> None:
    """The day-wheel marker enters a slot: the one holding an effect-woken Gardzica's Flaw marker ends that form
    (unless three Flaws hold it too, §11.6)."""
    h.day_wheel = slot
    if h.gardzica_slot and h.gardzica_slot == slot:
        h.gardzica_slot = ""
        if not h.gardzica_by_flaws:
            h.form = CHOSEN


@on("item_deck_reshuffled")
def _items_reshuffled(s: GameState, d: Data) -> None:
    s.item_deck = list(d["order"])
    s.item_discard = []


@on("item_taken")
def _item_taken(s: GameState, d: Data) -> None:
    s.item_deck.remove(d["item"])
    s.hero(d["seat"]).items.append(d["item"])


@on("item_dropped")
@on("item_used")
def _item_dropped(s: GameState, d: Data) -> None:
    """An Item let go, or used (once, §13.6): to the Item discard."""
    s.hero(d["seat"]).items.remove(d["item"])
    s.item_discard.append(d["item"])


@on("watchtower_placed")
def _watchtower_placed(s: GameState, d: Data) -> None:
    s.regions[d["region"]].watchtower = True


@on("edge_stone_placed")
def _edge_placed(s: GameState, d: Data) -> None:
    s.regions[d["region"]].edge_stone = True


@on("nica_rolled")
def _nica_rolled(s: GameState, d: Data) -> None:
    """A single Nica die's face: the effect it has comes as its own events."""


@on("injury_healed")
def _healed(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).attributes[d["attr"]].inj -= 1


@on("saga_gained")
def _saga_gained(s: GameState, d: Data) -> None:
    """A base card from the open stack: owned, in reserve until prepared (§14.3)."""
    h = s.hero(d["seat"])
    s.open_sagas.remove(d["saga"])
    h.base_cards.append(d["saga"])
    if content().sagas[d["saga"]].type in PREPARED_TYPES:
        h.reserve.append(d["saga"])


@on("stack_developed")
def _stack_developed(s: GameState, d: Data) -> None:
    s.hero(d["seat"]).stacks.append(Stack(d["saga"], list(d["tales"])))


@on("tale_resolved")
def _tale_resolved(s: GameState, d: Data) -> None:
    """The Tale becomes a Path, its reward card joins the hero (a feat ready in hand, any other card in reserve),
    the next Tale of the saga is revealed (§14.2)."""
    h = s.hero(d["seat"])
    stack = next(st for st in h.stacks if st.saga == d["saga"])
    stack.tales.remove(d["tale"])
    if d["prepared"]:
        h.reserve.append(d["reward"])
    else:
        h.feats.append(Feat(d["reward"]))
    _path(s, h, d["tale"], str(content().tales[d["tale"]].path))


@on("quest_resolved")
def _quest_resolved(s: GameState, d: Data) -> None:
    """A side quest done becomes its Path, or goes to its discard pile (§18.4)."""
    h = s.hero(d["seat"])
    h.side_quests.remove(d["card"])
    h.quest_kirs.pop(d["card"], None)
    if d["path"]:
        task = content().exploration[d["card"]].task
        assert task is not None and task.path is not None
        _path(s, h, d["card"], task.path)
    else:
        s.discards[content().exploration[d["card"]].deck].append(d["card"])


@on("feat_used")
def _feat_used(s: GameState, d: Data) -> None:
    next(f for f in s.hero(d["seat"]).feats if f.card == d["feat"] and f.ready).ready = False


@on("challenge_gift")
def _challenge_gift(s: GameState, d: Data) -> None:
    """What a feat adds to a challenge: dice, runes, shields; enemy shields it discards."""
    ch = s.challenge
    assert ch is not None
    ch.kinds.extend(d["dice"])
    ch.dice.extend("" for _ in d["dice"])
    ch.owners.extend(_owner(s) for _ in d["dice"])
    ch.runes.extend(d["runes"])
    ch.own_shields.extend(d["shields"])
    for x in d["discarded"]:
        ch.enemy_shields.remove(x)


@on("replacement_declined")
def _declined(s: GameState, d: Data) -> None:
    s.declined.append(d["seat"])


@on("hero_replaced")
def _replaced(s: GameState, d: Data) -> None:
    """The fallen hero leaves the game (its Offerings to the supply, Items, creature, deity, side quests and
    exploration Paths to their piles, saga cards out of the game); the new hero takes the seat as set up (§11.7)."""
    c = content()
    old = s.hero(d["seat"])
    s.fallen.append(old.hero)
    s.retired_sagas.extend(old.base_cards)
    s.item_discard.extend(old.items)
    if old.creature is not None:
        s.creatures.append(old.creature)
    if old.deity is not None:
        s.gods.append(old.deity)
    for card in old.side_quests + [p for p in old.paths if p in c.exploration]:
        s.discards[c.exploration[card].deck].append(card)
    new = HeroState(seat=d["seat"], hero=d["hero"], birth_kir=d["kir"], region=d["region"], pierw=d["pierw"],
                    attributes={a: Attribute(base=v, pos=v) for a, v in d["attributes"].items()},
                    feats=[Feat(d["feat"])] + ([Feat(d["mark"])] if d["mark"] is not None else []),
                    base_cards=list(d["sagas"]), prepared=list(d["prepared"]), reserve=list(d["reserve"]),
                    stacks=[Stack(d["sagas"][0], list(d["tales"]))] if d["tales"] else [])
    if d["mark"] is not None:
        s.marks.remove(d["mark"])
    for card in d["sagas"]:
        s.open_sagas.remove(card)
    s.heroes[d["seat"]] = new


@on("face_extinguished")
def _face_out(s: GameState, d: Data) -> None:
    """A Black stone on the face; its Dawn stone onto a rift for good; the other Black stones back to the supply;
    the next ritual is one stone shorter (§6.6)."""
    s.faces[d["kir"]] = BLACK
    dawn = [x for x in s.rifts if x not in ("", BLACK)] + [d["stone"]]
    s.rifts = dawn + [""] * (len(s.rifts) - len(dawn))
    s.ritual += 1


@on("adventure_set_added")
def _set_added(s: GameState, d: Data) -> None:
    s.adventure_sets.remove(d["set"])
    s.exploration = {t: list(cards) for t, cards in d["decks"].items()}


@on("host_added")
def _host_added(s: GameState, d: Data) -> None:
    s.enemy_deck = list(d["order"])


@on("herald_attack_drawn")
def _attack_drawn(s: GameState, d: Data) -> None:
    s.herald_attacks.remove(d["card"])


@on("herald_attack_returned")
def _attack_returned(s: GameState, d: Data) -> None:
    s.herald_attacks = list(d["order"])


@on("herald_attacks_reshuffled")
def _attacks_reshuffled(s: GameState, d: Data) -> None:
    s.herald_attacks = list(d["order"])
    s.herald_attack_discard = []


@on("battle_proposed")
def _proposed(s: GameState, d: Data) -> None:
    s.proposal, s.agreed = d["seat"], []


@on("battle_joined")
def _joined(s: GameState, d: Data) -> None:
    s.agreed.append(d["seat"])


@on("battle_refused")
def _refused(s: GameState, d: Data) -> None:
    """One refusal (or the proposer's withdrawal) cancels the proposal for this Turn (§15.3 step 1)."""
    s.proposal, s.agreed, s.refused = None, [], True


@on("battle_begun")
def _battle(s: GameState, d: Data) -> None:
    """The Herald and every hero go to the battle (no leaving costs); every hero recovers all its points, Pierw and
    feats, Flaws and Injuries staying (§15.3 steps 2-4)."""
    s.proposal, s.agreed = None, []
    s.herald = d["region"]
    s.herald_cards.remove(d["card"])
    s.battle = Battle(d["card"], list(d["symbols"]), list(d["shields"]), list(d["auras"]),
                      injuries=dict(d["injuries"]))
    s.active, s.todo = None, []
    for h in s.active_heroes():
        h.region = d["region"]
        for a in h.attributes.values():
            a.pos = a.cap
        h.pierw = _pierw_max(h)
        for f in h.feats:
            f.ready = True


@on("battle_round")
def _round(s: GameState, d: Data) -> None:
    assert s.battle is not None
    s.battle.round += 1
    s.battle.drawn, s.battle.resolved = {}, []


@on("battle_card_dealt")
def _dealt(s: GameState, d: Data) -> None:
    assert s.battle is not None
    s.herald_attacks.remove(d["card"])
    s.battle.drawn[str(d["seat"])] = d["card"]


@on("battle_turn")
def _battle_turn(s: GameState, d: Data) -> None:
    s.active = d["seat"]


@on("battle_attack_done")
def _attack_done(s: GameState, d: Data) -> None:
    s.herald_attack_discard.append(d["card"])


@on("battle_runes")
def _runes(s: GameState, d: Data) -> None:
    assert s.battle is not None
    s.battle.runes = list(d["runes"])


@on("herald_rune")
def _herald_rune(s: GameState, d: Data) -> None:
    """A transferred rune removes a Herald shield, or covers a symbol, of its attribute (DP-HERALD-ALLOC)."""
    assert s.battle is not None
    s.battle.runes.remove(d["attr"])
    (s.battle.shields if d["to"] == "shield" else s.battle.symbols).remove(d["attr"])


@on("battle_turn_over")
def _battle_turn_over(s: GameState, d: Data) -> None:
    assert s.battle is not None
    s.battle.resolved.append(d["seat"])
    s.active, s.todo = None, []


@on("joint_proposed")
def _joint_proposed(s: GameState, d: Data) -> None:
    s.invite = Invite(d["lead"], d["what"], list(d["named"]), to=d.get("to", ""))


@on("joint_answered")
def _joint_answered(s: GameState, d: Data) -> None:
    assert s.invite is not None
    s.invite.answered.append(d["seat"])
    if d["accept"]:
        s.invite.accepted.append(d["seat"])


@on("joint_formed")
def _joint_formed(s: GameState, d: Data) -> None:
    """The joint action is taken by the lead and those who accepted; its lead settles first."""
    s.invite = None
    if d["what"] in ("rest", "explore"):
        s.party = list(d["party"])
        s.active = d["party"][0]
    else:
        s.absorbers = list(d["party"])


@on("party_left")
def _party_left(s: GameState, d: Data) -> None:
    """A participant drops out of the joint action (its failed Herald attack on entering, §10.4): its turn is over,
    the others go on, the first of them leading."""
    h = s.hero(d["seat"])
    h.acted = True
    h.god_uses = 0
    s.party = [x for x in s.party if x != h.seat]
    s.absorbers = [x for x in s.absorbers if x != h.seat]
    s.active = s.party[0]


@on("party_turn")
def _party_turn(s: GameState, d: Data) -> None:
    s.active = d["seat"]


@on("critical_used")
def _critical(s: GameState, d: Data) -> None:
    """A card's critical ability: its die a locked hit, its runes and shields given, enemy shields discarded."""
    ch = s.challenge
    assert ch is not None
    ch.dice[d["die"]] = "hit"
    ch.locked.append(d["die"])
    ch.crits.append(d["card"])
    ch.runes += d["runes"]
    ch.own_shields += d["shields"]
    for x in d["discarded"]:
        ch.enemy_shields.remove(x)


@on("creature_used")
def _creature_used(s: GameState, d: Data) -> None:
    """A creature used goes back to the Creature stack (§13.5)."""
    h = s.hero(d["seat"])
    h.creature = None
    s.creatures.append(d["creature"])
