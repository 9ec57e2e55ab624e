"""Runebound positions for scenarios (engine/scenario.py): a table described in the rules' terms, refused
when the rules could never reach it, and laid out as a game state (spec §15).

[position] (every key optional; a missing one takes the usual value):
  active = 0, first_player = 0, round = 1
  step = "refresh"            where the active player's turn stands: refresh (its start) | movement |
                              adventure | market | experience, or in a combat: before_combat | assign |
                              round_end (with `combat`)
  combat = { card = "troll.1", wounds = 2, round = 2 }   a fight in progress on the active hero's hex
  event = "heavy_rains"       the event in the slot
  counters = [{ hex = [1, 1], colours = ["green"] }, ...]   every counter on the board (default: one on
                              each gem hex); the counters nowhere else are in the common pool
  decks = { green = ["wild_boar.1"] }   each adventure deck's top cards, top first; the rest shuffled
  deck_bottoms = { green = ["troll.1"] } each adventure deck's bottom cards, the last named lowest
  market_deck = ["broadsword.1"]        the market deck's top cards, top first; the rest shuffled
  market_bottom = ["longbow.1"]         the market deck's bottom cards, the last named lowest
  market = { tamalir = ["longbow.1"] }  city stacks (a city left out: as at setup)
  unresolved = [{ slot = 1, card = "troll.1", hex = [2, 2] }]
  removed = ["lost_child"]              cards out of the game
  doom = { tokens = 7, pile = ["market_day"], risen = 3, margath_wounds = 4 }
                              the Doom Track (needs options = { doom_track = true }); `risen`: the round
                              Margath rose in (he is then set aside, not in the red deck)
  [[position.players]]       one per seat, seat 0 first
    hero = "varikas", hex = [0, 0] (absent: not on the board yet), gold = 3, wounds = 0, exhaustion = 0,
    tokens = ["body"], counters = ["green"], banked_xp = 0, kept = ["vathrax"],
    allies = [{ card = "sellsword.1", wounds = 0, exhaustion = 0 }], items = ["broadsword.1"],
    face_down = ["hero", "broadsword.1"]

Forced results: faces are movement-die faces ("F1".."F6") and d10 faces (0..9) in the order rolled;
orders name the cards on top of a shuffle (setup shuffles the market deck, then green, yellow, blue, red; a
position shuffles what it leaves unnamed of the green, yellow, blue and red decks, then of the market (city
stacks left out are dealt from its top, the market deck gets the rest), each between its named top and bottom).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from engine.common.content import Node
from engine.common.hexes import Hex
from engine.common.scenario import POSITION_KEY, read_forced, scenario_node
from engine.kernel.rng import FACES, FORCED_KEY, ORDERS, Rng

from .character import ally_life, ally_stamina, hero_life, hero_stamina, limit_kind
from .content import COLOURS, TOKEN_TYPES, Content, content
from .state import (ADVENTURE, ASSIGN, EXPERIENCE, MARKET, MOVEMENT, REFRESH, ROUND_END, AllyState, Combat, GameState,
                    ItemState, hex_key)

COMBAT_STEPS = ("before_combat", ASSIGN, ROUND_END)
STEPS = (REFRESH, MOVEMENT, ADVENTURE, MARKET, EXPERIENCE, *COMBAT_STEPS)
KEYS = ("active", "first_player", "round", "step", "event", "counters", "decks", "deck_bottoms", "market_deck",
        "market_bottom", "market",
        "unresolved", "removed", "players", "doom", "combat")
PLAYER_KEYS = ("hero", "hex", "gold", "wounds", "exhaustion", "tokens", "counters", "banked_xp", "kept", "allies",
               "items", "face_down")
MAX_COUNT = 1_000
D10_FACES = range(0, 10)


def read_position(root: Node, players: int) -> Any:
    """The manifest's scenario reader: check the forced results and the position; return the position's
    canonical form (lay it out once on a throw-away state, so every cross-check runs at load time)."""
    _check_forced(root)
    if not root.has(POSITION_KEY):
        return None
    from .state import Doom, PlayerState
    options = root.child("options").value if root.has("options") else {}
    state = GameState(rng=0, players=[PlayerState(seat=i) for i in range(players)],
                      doom=Doom() if isinstance(options, dict) and options.get("doom_track") else None)
    lay_out(state, root.table(POSITION_KEY), Rng.from_seed(0))
    return root.child(POSITION_KEY).value


def _check_forced(root: Node) -> None:
    """Faces are movement faces F1..F6 or d10 faces 0..9; orders name the cards of one deck each."""
    if not root.has(FORCED_KEY):
        return
    forced = root.child(FORCED_KEY)
    if forced.has(FACES):
        faces = set(content().faces)
        for node in forced.array(FACES):
            if isinstance(node.value, str):
                node.as_str(choices=sorted(faces))
            else:
                node.as_int(lo=D10_FACES.start, hi=D10_FACES.stop - 1)
    if forced.has(ORDERS):
        for order in forced.array(ORDERS):
            _check_order(order)


def _check_order(order: Node) -> None:
    """A shuffle deals one deck (the market deck or one colour's adventures): its forced top names cards of
    that deck, checked here for every shuffle, not only the ones setup makes."""
    c = content()
    decks = {"the market deck": set(c.market_cards),
             **{f"the {colour} adventure deck": set(cards) for colour, cards in c.adventure_cards.items()}}
    deck: str | None = None
    for item in order.elements():
        card = item.as_str()
        found = next((name for name, cards in decks.items() if card in cards), None)
        if found is None:
            item.fail(f"expected a market or adventure card a shuffle deals, got {card!r}")
        if deck is not None and found != deck:
            item.fail(f"expected a card of {deck}, as the order's first card is (a shuffle deals one deck), "
                      f"got {card!r} of {found}")
        deck = found


def start_from(state: GameState, data: Any) -> None:
    """Turn a fresh state into the scenario's start: its position (if any) and its forced results."""
    root = scenario_node(data)
    forced = read_forced(root)
    if root.has(POSITION_KEY):
        rng = Rng(state.rng, forced)   # the position's own shuffles take the first forced orders
        lay_out(state, root.table(POSITION_KEY), rng)
        state.rng = rng.state
        forced = rng.advanced() or forced
    state.forced = forced if forced.left() else None


def _hex(node: Node, c: Content) -> tuple[int, int]:
    items = node.elements(length=2)
    h = Hex(items[0].as_int(), items[1].as_int())
    if h not in c.terrain:
        node.fail(f"expected an on-map hex, got {tuple(h)}")
    return (h.q, h.r)


def lay_out(s: GameState, pos: Node, rng: Rng) -> None:
    """Put every card, counter and hero where the position says; every card named nowhere is shuffled
    into its deck under the named tops."""
    c = content()
    pos.only(KEYS)
    n = len(s.players)
    s.active = pos.opt_int("active", lo=0, hi=n - 1) or 0
    s.first_player = pos.opt_int("first_player", lo=0, hi=n - 1) or 0
    s.round_no = pos.opt_int("round", lo=1, hi=MAX_COUNT) or 1
    s.step = pos.opt_str("step", choices=STEPS) or REFRESH
    placed: Counter[str] = Counter()

    def place(node: Node, card: str) -> str:
        placed[card] += 1
        if placed[card] > 1:
            node.fail(f"expected every card in one place; {card!r} is named twice")
        return card

    all_market = set(c.market_cards)
    allies_known = all_market | ({c.duellist.card} if c.duellist.card is not None else set())
    all_adventure = {card for cards in c.adventure_cards.values() for card in cards}
    if pos.has("event"):
        event = pos.child("event")
        s.event_slot = place(event, event.as_ref(c.events, "an event card"))
    # players
    nodes = pos.tables("players") if pos.has("players") else []
    if len(nodes) > n:
        pos.fail(f"expected at most {n} players, got {len(nodes)}", "players")
    taken = [node.opt_str("hero") for node in nodes]
    free_heroes = iter([h for h in sorted(c.heroes) if h not in taken])   # a seat naming none gets the next
    board_counters: Counter[str] = Counter()
    for seat, p in enumerate(s.players):
        node = nodes[seat] if seat < len(nodes) else None
        if node is None:
            p.hero = next(free_heroes)
            p.gold = c.rules.starting_gold
            continue
        node.only(PLAYER_KEYS)
        p.hero = node.child("hero").as_ref(c.heroes, "a hero") if node.has("hero") else next(free_heroes)
        if taken.count(p.hero) > 1:
            node.fail(f"expected each hero once; {p.hero!r} plays twice", "hero")
        p.position = _hex(node.child("hex"), c) if node.has("hex") else None
        gold = node.opt_int("gold", lo=0, hi=MAX_COUNT)
        p.gold = c.rules.starting_gold if gold is None else gold
        p.xp_tokens = [t.as_str(choices=TOKEN_TYPES) for t in node.array("tokens")] if node.has("tokens") else []
        p.counters = [t.as_str(choices=COLOURS) for t in node.array("counters")] if node.has("counters") else []
        board_counters.update(p.counters)
        p.banked_xp = node.opt_int("banked_xp", lo=0, hi=MAX_COUNT) or 0
        for k in node.array("kept") if node.has("kept") else []:
            p.kept.append(place(k, k.as_ref(all_adventure, "an adventure card")))
        for a in node.tables("allies") if node.has("allies") else []:
            a.only(("card", "wounds", "exhaustion"))
            card = place(a, a.child("card").as_ref(allies_known, "an ally card"))
            if c.card_kind(card) != "ally" and not c.is_duellist(card):
                a.fail(f"expected an ally card, got {card!r}", "card")
            ally = AllyState(card, a.opt_int("wounds", lo=0, hi=MAX_COUNT) or 0,
                             a.opt_int("exhaustion", lo=0, hi=MAX_COUNT) or 0)
            if ally.wounds >= ally_life(ally, c) or ally.exhaustion > ally_stamina(ally, c):
                a.fail("expected wounds below the ally's life and exhaustion within its stamina")
            p.allies.append(ally)
        for it in node.array("items") if node.has("items") else []:
            card = place(it, it.as_ref(all_market, "a market card"))
            if c.card_kind(card) != "item":
                it.fail(f"expected an item card, got {card!r}")
            p.items.append(ItemState(card))
        for kind, most in c.rules.limits.items():
            have = len(p.allies) if kind == "ally" else sum(1 for i in p.items if limit_kind(c, i.card) == kind)
            if have > most:
                node.fail(f"expected at most {most} of kind {kind} (spec §3.11), got {have}")
        for f in node.array("face_down") if node.has("face_down") else []:
            name = f.as_str()
            if name == "hero":
                p.hero_face_down = True
            elif name in p.ally_cards():
                p.allies[p.ally_cards().index(name)].face_down = True
            elif name in p.item_cards():
                p.items[p.item_cards().index(name)].face_down = True
            else:
                f.fail(f"expected 'hero' or one of this hero's cards, got {name!r}")
        p.wounds = node.opt_int("wounds", lo=0, hi=MAX_COUNT) or 0
        p.exhaustion = node.opt_int("exhaustion", lo=0, hi=MAX_COUNT) or 0
        if p.wounds >= hero_life(p, c):
            node.fail(f"expected fewer wounds than the hero's life ({hero_life(p, c)})", "wounds")
        if p.exhaustion > hero_stamina(p, c):
            node.fail(f"expected exhaustion within the hero's stamina ({hero_stamina(p, c)})", "exhaustion")
    if s.step != REFRESH and s.current.position is None:
        pos.fail("expected the active hero on the board once his turn is past Refresh", "step")
    if pos.has("combat") != (s.step in COMBAT_STEPS):
        pos.fail(f"expected a combat exactly when the step is one of {', '.join(COMBAT_STEPS)}", "combat")
    if pos.has("combat"):
        node = pos.table("combat").only(("card", "wounds", "round"))
        card = place(node, node.child("card").as_ref(all_adventure, "an adventure card"))
        if c.card_kind(card) != "challenge":
            node.fail(f"expected a challenge card, got {card!r}", "card")
        life = c.challenges[card.split(".", 1)[0]].life
        s.combat = Combat(card=card, colour=c.colour_of(card), wounds=node.opt_int("wounds", lo=0, hi=life - 1) or 0,
                          round=node.opt_int("round", lo=1, hi=MAX_COUNT) or 1)
        s.adventure_colour = c.colour_of(card)
    # board
    s.unresolved_slots = {str(k): None for k in range(1, c.rules.unresolved_slots + 1)}
    for u in pos.tables("unresolved") if pos.has("unresolved") else []:
        u.only(("slot", "card", "hex"))
        slot = u.int("slot", lo=1, hi=c.rules.unresolved_slots)
        card = place(u, u.child("card").as_ref(all_adventure, "an adventure card"))
        if c.card_kind(card) != "challenge":
            u.fail(f"expected a challenge card, got {card!r}", "card")
        if s.unresolved_slots[str(slot)] is not None:
            u.fail(f"expected an empty slot; slot {slot} is taken", "slot")
        key = hex_key(_hex(u.child("hex"), c))
        if key in s.unresolved_on_hex:
            u.fail(f"expected one unresolved token per hex; {key} has one", "hex")
        s.unresolved_slots[str(slot)] = card
        s.unresolved_on_hex[key] = slot
    if pos.has("counters"):
        for entry in pos.tables("counters"):
            entry.only(("hex", "colours"))
            key = hex_key(_hex(entry.child("hex"), c))
            colours = [col.as_str(choices=COLOURS) for col in entry.array("colours", min_length=1)]
            s.counters_on_hex.setdefault(key, []).extend(colours)
            board_counters.update(colours)
    else:
        for h, colour in sorted(c.gems.items()):
            s.counters_on_hex[hex_key(h)] = [colour]
            board_counters[colour] += 1
    s.common_pool = {}
    for colour in COLOURS:
        left = c.rules.counters[colour] - board_counters[colour]
        if left < 0:
            pos.fail(f"expected at most {c.rules.counters[colour]} {colour} counters in play, got "
                     f"{board_counters[colour]}", "counters")
        s.common_pool[colour] = left
    for r in pos.array("removed") if pos.has("removed") else []:
        s.removed.append(place(r, r.as_ref(all_adventure | all_market, "a card")))
    if pos.has("doom"):
        node = pos.table("doom").only(("tokens", "pile", "risen", "margath_wounds"))
        if s.doom is None:
            node.fail("expected options = { doom_track = true } for a Doom Track position")
        s.doom.tokens = node.opt_int("tokens", lo=0, hi=c.rules.doom_spaces) or 0
        for t in node.array("pile") if node.has("pile") else []:
            s.doom.pile.append(place(t, t.as_ref(all_adventure, "an adventure card")))
        if len(s.doom.pile) >= c.rules.doom_thresholds[n]:
            node.fail(f"expected fewer than {c.rules.doom_thresholds[n]} cards on the pile (the threshold)", "pile")
        if node.has("risen"):
            s.doom.endgame_round = node.int("risen", lo=1, hi=s.round_no)
            margath = next(ch.id for ch in c.challenges.values() if ch.margath)
            s.doom.margath = place(node, margath)
            s.doom.margath_wounds = node.opt_int("margath_wounds", lo=0, hi=c.challenges[margath].life - 1) or 0
    # decks
    decks = pos.table("decks").only(COLOURS) if pos.has("decks") else None
    bottoms = pos.table("deck_bottoms").only(COLOURS) if pos.has("deck_bottoms") else None
    for colour in COLOURS:
        top: list[str] = []
        bottom: list[str] = []
        for table, pile in ((decks, top), (bottoms, bottom)):
            if table is not None and table.has(colour):
                pile += [place(t, t.as_ref(c.adventure_cards[colour], f"a {colour} adventure card"))
                         for t in table.array(colour)]
        rest = rng.shuffled([card for card in c.adventure_cards[colour] if card not in placed])
        s.adventure_decks[colour] = top + rest + bottom
    top = [place(t, t.as_ref(all_market, "a market card")) for t in pos.array("market_deck")] \
        if pos.has("market_deck") else []
    bottom = [place(t, t.as_ref(all_market, "a market card")) for t in pos.array("market_bottom")] \
        if pos.has("market_bottom") else []
    stacks = pos.table("market").only(c.cities) if pos.has("market") else None
    for city in c.cities.values():
        if stacks is not None and stacks.has(city.id):
            s.market_stacks[city.id] = [place(t, t.as_ref(all_market, "a market card"))
                                        for t in stacks.array(city.id)]
    rest = rng.shuffled([card for card in c.market_cards if card not in placed])
    for city in c.cities.values():
        if city.id not in s.market_stacks:
            s.market_stacks[city.id] = rest[:city.stack_at_start]
            del rest[:city.stack_at_start]
    s.market_deck = top + rest + bottom
