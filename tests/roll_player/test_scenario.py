"""Roll Player scenarios: a position in the rules' terms becomes the table it describes, positions the
rules could never reach are refused naming the key, and a game started from a scenario saves,
verifies and hides its forced results from the players."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import games
from engine.games.roll_player.content import CONTENT_DIR
from engine.games.roll_player.state import Attr, Colour, Phase
from engine.kernel import ContentError, ForcedResultError, SaveError, Session
from engine.kernel.save import load, write_save
from engine.scenario import read_scenario

from engine.games.roll_player.effects import content

from .helpers import GAME, act, scenario, scenario_config

SCENARIOS = CONTENT_DIR / "scenarios"
MARKET_ROUND = """
    seed = 3
    [forced]
    draws = ["red", "blue", "gold"]
    faces = [2, 5, 4]
    [position]
    round = 4
    phase = "roll"
    first_player = 1
    market = ["B10", "B24", "B38"]
    deck = ["B47", "B02"]
    discard = ["B05"]
    [[position.players]]
    race = "R03"
    class = "C4a"
    alignment = "A05"
    backstory = "H07"
    marker = [0, 2]
    gold = 7
    cards = ["B25", "B41"]
    exhausted = ["B25"]
    sheet = { STR = ["red 6", "blue 3", "gold 2"], CHA = ["white 1"] }
    [[position.players]]
    gold = 2
"""


def error(text: str, players: int = 2) -> ContentError:
    with pytest.raises(ContentError) as info:
        scenario_config(text, players)
    assert info.value.path == "scenario.toml"
    return info.value


def test_a_position_lays_out_sheets_cards_gold_and_the_market() -> None:
    s = GAME.new_state(scenario_config(MARKET_ROUND))
    p = s.players[0]
    assert (p.race, p.class_id, p.alignment_card, p.backstory, p.alignment_pos) == ("R03", "C4a", "A05", "H07", (0, 2))
    assert p.gold == 7 and p.skills == {"B25": True} and p.weapons == ["B41"]
    assert [(d.colour, d.value) for d in p.sheet[Attr.STR]] == [(Colour.RED, 6), (Colour.BLUE, 3), (Colour.GOLD, 2)]
    assert [(d.colour, d.value) for d in p.sheet[Attr.CHA] if d] == [(Colour.WHITE, 1)]
    assert s.market_row == ["B10", "B24", "B38"] and s.market_deck[:2] == ["B47", "B02"] and s.discard_pile == ["B05"]
    assert s.players[1].race == "R01" and s.players[1].class_id == "C1a", "defaults: the first nobody has"
    assert [c.gold for c in s.initiative] == [0, 1, 0] and len(s.bag) == 73 - 4
    assert GAME.check(s) == []



def test_a_position_names_the_market_decks_bottom_and_forced_orders_reach_its_shuffled_middle() -> None:
    """The cards named nowhere lie between the named top and bottom, shuffled by the position itself: a
    forced order names the first of them."""
    text = MARKET_ROUND.replace('deck = ["B47", "B02"]', 'deck = ["B47", "B02"]\n    deck_bottom = ["B33", "B12"]')
    text = text.replace('faces = [2, 5, 4]', 'faces = [2, 5, 4]\n    orders = [["B20"]]')
    s = GAME.new_state(scenario_config(text))
    assert s.market_deck[:3] == ["B47", "B02", "B20"] and s.market_deck[-2:] == ["B33", "B12"]
    assert s.forced is not None and s.forced.served[2] == 1, "the order was served; the draws and faces wait"


def test_the_roll_phase_of_a_position_draws_and_rolls_the_forced_dice() -> None:
    s = scenario(MARKET_ROUND)
    assert s.round == 4 and s.phase is Phase.DICE and s.current == 1
    assert [(c.dice[0].colour, c.dice[0].value) for c in s.initiative] == [
        (Colour.RED, 2), (Colour.GOLD, 4), (Colour.BLUE, 5)]
    assert s.forced.left() == 0


def test_whose_turn_it_is_follows_from_the_cards_taken() -> None:
    s = scenario("""
        [position]
        phase = "dice"
        first_player = 1
        turn = 0
        [[position.initiative]]
        taken = 1
        [[position.initiative]]
        dice = ["green 3"]
        [[position.initiative]]
        dice = ["blue 5"]
    """)
    assert s.step == "choose_card" and s.current == 0 and s.players[1].initiative == 0
    act(s, "take_card", 0, card=2)
    assert s.step == "place"


def test_a_market_turn_starts_after_those_before_it_in_market_order() -> None:
    s = scenario("""
        [position]
        phase = "market"
        turn = 0
        market = ["B10", "B38"]
        [[position.initiative]]
        taken = 1
        [[position.initiative]]
        taken = 0
        [[position.initiative]]
        dice = ["red 1"]
    """)
    assert s.step == "market_turn" and s.current == 0 and s.players[1].market_done and not s.players[0].market_done


def test_the_canonical_form_reads_back_as_the_same_position() -> None:
    config = scenario_config(MARKET_ROUND)
    again = json.loads(json.dumps(config.options["prepared"]))
    assert GAME.encode(GAME.new_state(config)) == GAME.encode(GAME.new_state(
        type(config)(config.game, config.seed, config.seats, {"prepared": again})))


@pytest.mark.parametrize(("lines", "key", "words"), [
    ('[[position.players]]\nsheet = { STR = ["red 1", "red 2", "red 3", "red 4"] }',
     "position.players[0].sheet.STR", "at most 3 dice in a row"),
    ('[[position.players]]\nsheet = { STR = ["red 1", "red 1", "red 1"], DEX = ["red 2", "red 2", "red 2"], '
     'CON = ["red 3", "red 3", "red 3"], INT = ["red 4"] }\n[[position.players]]\nsheet = { STR = ["red 5"] }',
     "position.players[1].sheet.STR[0]", "cannot lie in two places"),
    ("bag = { green = 10, blue = 10, red = 3 }", "position.bag.red", "expected 10"),
    ('market = ["B99"]', "position.market[0]", "the id of a Market card"),
    ('market = ["B10"]\ndeck = ["B10"]', "position.deck[0]", "already at position.market[0]"),
    ('market = ["B10"]\n[[position.players]]\ncards = ["B10"]', "position.players[0].cards[0]", "one place"),
    ("first_player = 2", "position.first_player", "0..1"),
    ('phase = "dice"\n[[position.initiative]]\ntaken = 5\n[[position.initiative]]\n[[position.initiative]]',
     "position.initiative[0].taken", "0..1"),
    ("[[position.players]]\ngold = -1", "position.players[0].gold", "in 0.."),
    ("[[position.players]]\n[[position.players]]\n[[position.players]]", "position.players", "at most one"),
    ('[[position.players]]\nrace = "R01"\n[[position.players]]\nrace = "R01"', "position.players[1].race",
     "nobody else has"),
    ('[[position.players]]\nclass = "C1a"\n[[position.players]]\nclass = "C1b"', "position.players[1].class",
     "nobody else has"),
    ('[[position.players]]\nclass = "C9z"', "position.players[0].class", "the id of a class"),
    ('[[position.players]]\ncards = ["B37", "B35"]', "position.players[0].cards", "at most 2 hands"),
    ('[[position.players]]\ncards = ["B24"]\nexhausted = ["B25"]', "position.players[0].exhausted[0]",
     "a skill this player holds"),
    ("[[position.players]]\nmarker = [1, 3]", "position.players[0].marker[1]", "0..2"),
    ("[[position.players]]\ncharisma = 1", "position.players[0].charisma", "Roll phase"),
    ('[[position.players]]\nsheet = { STR = ["red seven"] }', "position.players[0].sheet.STR[0]", "colour value"),
    ('[[position.players]]\nsheet = { STR = ["red ²"] }', "position.players[0].sheet.STR[0]", "colour value"),
    ('market = ["B01", "B02", "B03", "B04"]', "position.market", "at most 3 cards"),
    ('[[position.players]]\nsheet = { STRENGTH = ["red 1"] }', "position.players[0].sheet.STRENGTH", "unknown key"),
    ("[[position.initiative]]\ngold = 1\n[[position.initiative]]\n[[position.initiative]]",
     "position.initiative[0].gold", "never holds gold"),
    ("[[position.initiative]]", "position.initiative", "one table per Initiative card (3"),
    ('[[position.initiative]]\ndice = ["red 1"]\n[[position.initiative]]\n[[position.initiative]]',
     "position.initiative[0].dice", "has not drawn them"),
    ('trash = ["B10"]', "position.trash", "only the solo game"),
    ("turn = 1", "position.turn", "Roll phase"),
])
def test_an_impossible_position_is_refused_naming_the_key(lines: str, key: str, words: str) -> None:
    err = error("[position]\n" + lines + "\n")
    assert err.key == key and words in err.expected, (err.key, err.expected)


@pytest.mark.parametrize(("lines", "key", "words"), [
    ('[[position.initiative]]\ndice = ["red 1"]\n[[position.initiative]]\ndice = ["red 2"]\n'
     '[[position.initiative]]\ndice = ["red 3"]\ntaken = 1', "position.initiative", "player 1 to hold no"),
    ('turn = 1\n[[position.initiative]]\ndice = ["red 1"]\n[[position.initiative]]\ndice = ["red 2"]\n'
     '[[position.initiative]]\ndice = ["red 3"]', "position.initiative", "player 0 to hold an Initiative card"),
    ('[[position.initiative]]\n[[position.initiative]]\ndice = ["red 2"]\n[[position.initiative]]\n'
     'dice = ["red 3"]', "position.initiative[0]", "expected 1 die"),
    ('[[position.initiative]]\ntaken = 0\ngold = 0\n[[position.initiative]]\ntaken = 0\n[[position.initiative]]\n'
     'dice = ["red 3"]', "position.initiative[1].taken", "holds no other card"),
])
def test_cards_taken_must_agree_with_whose_dice_turn_it_is(lines: str, key: str, words: str) -> None:
    err = error('[position]\nphase = "dice"\n' + lines + "\n")
    assert err.key == key and words in err.expected, (err.key, err.expected)


def test_a_taken_card_holds_no_gold_and_every_player_holds_one_in_the_market() -> None:
    err = error('[position]\nphase = "market"\n[[position.initiative]]\ntaken = 0\n[[position.initiative]]\n'
                "taken = 1\ngold = 1\n[[position.initiative]]\ndice = [\"red 3\"]\n")
    assert err.key == "position.initiative[1].gold" and "takes its gold" in err.expected
    err = error('[position]\nphase = "market"\n[[position.initiative]]\ntaken = 0\n[[position.initiative]]\n'
                "dice = [\"red 2\"]\n[[position.initiative]]\ndice = [\"red 3\"]\n")
    assert err.key == "position.initiative" and "player 1 holds none" in err.expected


def test_the_roll_phase_needs_enough_dice_in_the_bag() -> None:
    """PD-G15: four full sheets leave 1 die in the bag; the Roll phase draws 5."""
    crowded = "[position]\n" + "".join(
        f"[[position.players]]\nsheet = {{ {', '.join(f'{a.name} = [{row}]' for a, row in zip(Attr, rows))} }}\n"
        for rows in _all_dice_but(1, players=4))
    err = error(crowded, players=4)
    assert err.key == "position" and "Roll phase (5" in err.expected and "only 1" in err.expected


def _all_dice_but(left: int, players: int) -> list[list[str]]:
    """Every die of the box spread over the players' rows (three per row), `left` of them left out."""
    dice = [f'"{c.name.lower()} 1"' for c in Colour for _ in range({"GOLD": 13}.get(c.name, 10))][left:]
    rows = [", ".join(dice[i:i + 3]) for i in range(0, len(dice), 3)]
    per = len(Attr)
    return [rows[k * per:(k + 1) * per] for k in range(players)]


RED_BAG = """
    [forced]
    draws = ["red", "red"]
    [position]
    [[position.players]]
    sheet = { STR = ["red 1", "red 2", "red 3"], DEX = ["red 4", "red 5", "red 6"], CON = ["red 1", "red 2"] }
    [[position.players]]
    sheet = { STR = ["red 3"] }
"""


def test_a_forced_draw_the_first_roll_cannot_make_is_named_when_the_file_is_read() -> None:
    """Nine red dice lie on the sheets: the bag holds one, the scenario forces two."""
    err = error(RED_BAG)
    assert err.key == "forced.draws[1]" and "'red'" in err.expected


def test_a_forced_draw_that_fails_later_leaves_the_session_at_the_last_good_step() -> None:
    config = scenario_config(RED_BAG.replace('draws = ["red", "red"]', 'draws = ["red", "blue", "green", "red"]'))
    session = Session(GAME, config)
    with pytest.raises(ForcedResultError) as info:
        while session.state.round < 2:
            decision = session.decision
            session.apply(next(a for a in decision.legal if a.player == decision.actor))
    assert info.value.key == "forced.draws[3]"
    assert session.state.phase is Phase.CLEANUP or session.state.step == "round_start"
    assert session.state_hash() == session.steps[session.cursor - 1].hash


def test_a_game_from_a_scenario_saves_and_verifies(tmp_path: Path) -> None:
    session = Session(GAME, scenario_config(MARKET_ROUND))
    for _ in range(12):
        decision = session.decision
        session.apply(next(a for a in decision.legal if a.kind != "use_skill"))
    write_save(tmp_path / "game.json", session)
    replay = load(tmp_path / "game.json", games.get)
    assert replay.ok, replay.summary()
    assert replay.session.initial_hash() == session.initial_hash()
    assert replay.session.state_hash() == session.state_hash()


def test_damaged_scenario_data_in_a_save_is_refused_through_the_save_error(tmp_path: Path) -> None:
    from engine.kernel.save import _config_hash

    session = Session(GAME, scenario_config(MARKET_ROUND))
    write_save(tmp_path / "game.json", session)
    doc = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    doc["config"]["options"]["prepared"]["position"]["players"][0]["gold"] = -5
    (tmp_path / "tampered.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match="this save was edited"):
        load(tmp_path / "tampered.json", games.get)
    doc["end"]["config"] = _config_hash(doc["config"])
    (tmp_path / "tampered.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load(tmp_path / "tampered.json", games.get)
    message = str(info.value)
    assert "config: the game cannot start from it" in message and "position.players[0].gold" in message


def test_players_never_see_the_forced_results_to_come() -> None:
    s = GAME.new_state(scenario_config(MARKET_ROUND))
    assert GAME.view(s, 0)["forced"] == {"left": 6} and GAME.view(s, None)["forced"]["faces"] == [2, 5, 4]


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.toml")), ids=lambda p: p.name)
def test_every_shipped_scenario_loads_and_starts(path: Path) -> None:
    scenario = read_scenario(path)
    session = Session(GAME, scenario.config())
    assert session.decision is not None and GAME.check(session.state) == []


def test_the_druid_may_have_added_one_card_to_the_market_in_the_market_phase() -> None:
    market = content().of_set(content().cards, ("base",))[:4]
    body = (f'[position]\nphase = "market"\nmarket = {json.dumps(market)}\n[[position.players]]\nclass = "C3a"\n'
            '[[position.initiative]]\ntaken = 0\n[[position.initiative]]\ntaken = 1\n[[position.initiative]]\n'
            'dice = ["red 2"]\n')
    assert scenario_config(body).game == GAME.id
    err = error(body.replace('class = "C3a"', 'class = "C3b"'))
    assert err.key == "position.market" and "at most 3 cards" in err.expected
