"""Setup (spec §4): the chief by roll with re-rolls of ties, the night deck (phase I shuffled on top of phase II),
the numbered decks in order, shuffled blueprint, threat, encounter and token stacks, the map of face-down tiles
dealt by stack around the start tile (populated as if scouted, PD-S1), the campsite lit, and two characters
dealt to each player (four solo) for the secret choice; once every choice is made they are revealed together and
the heroes prepared (§4.7), and the day phase of round 1 starts with the chief."""
from __future__ import annotations

from engine.common.dice import numbered
from engine.kernel import Action, Context, Rng

from .board import campsite_of_layout
from .content import START_BACK, Content, content
from .flow import FLOW
from .state import CHOOSE, DAY, REVEAL, SETUP, GameState
from .tiles import turn_tile

SCENARIO_5 = 5


def chief_by_roll(players: int, rng: Rng, sides: int) -> tuple[list[dict[str, int]], int]:
    """Every player rolls; the highest takes the chief token, tied players re-roll until one is highest (§4.2)."""
    contenders = list(range(players))
    rounds: list[dict[str, int]] = []
    while len(contenders) > 1:
        rolls = {seat: int(rng.face(numbered(sides))) for seat in contenders}
        rounds.append({str(seat): value for seat, value in rolls.items()})
        top = max(rolls.values())
        contenders = [seat for seat in contenders if rolls[seat] == top]
    return rounds, contenders[0]


def numbered_deck(c: Content, boxed: tuple[tuple[int, int], ...]) -> list[int]:
    """The search deck in numerical order without the cards the sheet returns to the box (§4.4a)."""
    return sorted(n for n in c.search if not any(lo <= n <= hi for lo, hi in boxed))


@FLOW.automatic(SETUP)
def setup(ctx: Context) -> None:
    c = content()
    s: GameState = ctx.state
    rng = ctx.rng
    players = len(s.heroes)
    rolls, chief = chief_by_roll(players, rng, c.rules.dice_sides)
    phase1 = rng.shuffled(sorted(k for k, card in c.night.items() if card.phase == 1))
    phase2 = rng.shuffled(sorted(k for k, card in c.night.items() if card.phase == 2))
    threats = rng.shuffled(sorted(k for k, t in c.threats.items() if t.colour == c.island.threat_deck))
    competitive = s.expedition == SCENARIO_5
    normal = sorted(n for n, i in c.items.items() if i.deck == "normal")
    advanced = sorted(n for n, i in c.items.items() if i.deck == "advanced") if c.island.advanced_blueprints else []
    if competitive:   # every blueprint face up, none in hand (§18.1)
        up, normal_deck, advanced_deck = normal + advanced, [], []
    else:
        up, normal_deck, advanced_deck = [], rng.shuffled(normal), rng.shuffled(advanced)
    encounters = rng.shuffled(sorted(c.encounters)) if competitive else []
    landscape = {stack: rng.shuffled([t.id for t in st.tokens]) for stack, st in c.island.landscape.items()}
    water = rng.shuffled([wid for wid, _ in c.island.water_sources])
    monsters = rng.shuffled([mid for mid, _ in c.island.monsters])
    fixture = dict(s.tiles)              # tiles a prepared position lays stay in their slots (PD-FIXTURE-MAP)
    tiles: dict[str, str] = {}
    for back in sorted({slot.stack for slot in c.island.slots}):
        slots = [slot.id for slot in c.island.slots if slot.stack == back]
        stack = sorted(t.id for t in c.island.tiles.values() if t.back == back)
        for slot, tile in zip(slots, stack if len(stack) == 1 else rng.shuffled(stack)):
            tiles[slot] = tile
    tiles.update(fixture)
    deal = c.rules.characters_dealt_solo if players == 1 else c.rules.characters_dealt
    characters = rng.shuffled(sorted(c.characters))
    dealt = [characters[i * deal:(i + 1) * deal] for i in range(players)]
    ctx.emit("setup", chief=chief, chief_rolls=rolls, night=phase1 + phase2, threats=threats,
             search=numbered_deck(c, c.island.search_to_box),
             enemy=sorted(n for n, e in c.enemies.items() for _ in range(e.copies)),
             crafted=sorted(n for n, i in c.items.items() for _ in range(i.copies)),
             blueprints_normal=normal_deck, blueprints_advanced=advanced_deck, blueprints_up=up,
             encounters=encounters, landscape=landscape, water=water, monsters=monsters,
             special=sorted(c.island.special_monsters), tiles=tiles, dealt=dealt,
             boxed=characters[players * deal:], colours=list(c.colours)[:players], camp=campsite_of_layout())
    start = next(slot.id for slot in c.island.slots if slot.stack == START_BACK)
    turn_tile(ctx, start, None)
    ctx.emit("step", step=CHOOSE)


@FLOW.automatic(REVEAL)
def reveal_characters(ctx: Context) -> None:
    """All choices are shown together; then each hero gets the dial, resources, support cards, blueprints and
    a pawn in the campsite (§4.6-4.7; Scenario 5 deals no blueprints, §18.1), and the chief's day begins."""
    c = content()
    s: GameState = ctx.state
    players = len(s.heroes)
    ctx.emit("characters_revealed", characters=[h.kept for h in s.heroes])
    per_hero = 0 if s.expedition == SCENARIO_5 else c.rules.starting_blueprints[players]
    deck = list(s.blueprints_normal)
    blueprints = [deck[i * per_hero:(i + 1) * per_hero] for i in range(players)]
    support = [] if players == 1 and not c.rules.support_cards_solo else sorted(c.support)
    ctx.emit("heroes_prepared", stamina=c.rules.starting_stamina[players], hearts=c.rules.health_indicators,
             resources=list(c.rules.starting_resources), support=support, blueprints=blueprints,
             space=campsite_of_layout())
    order = list(s.clockwise_from(s.chief))
    ctx.emit("day", round=1, order=order)
    ctx.emit("step", step=DAY)


@FLOW.resolves("keep_character")
def keep_character(ctx: Context, a: Action) -> None:
    """A player keeps one dealt character in secret, named by its place among the cards dealt to them, so neither
    the question nor the answer tells the others which characters were dealt; all are revealed together (§4.6)."""
    s: GameState = ctx.state
    ctx.emit("character_kept", player=a.player, card=a["card"])
    if all(h.kept is not None for h in s.heroes):
        ctx.emit("step", step=REVEAL)
