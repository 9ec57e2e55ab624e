"""The tip over a space (issue 24 item 1: hovering a space shows its stamina cost and what is there), in en and pl."""
from __future__ import annotations

import pytest

from app.games.discover.describe import describe_space, piece_words
from app.games.discover.panel import hero_of
from engine.common.hexes import Hex
from engine.games.discover.carrying import move_cost
from engine.games.discover.bots import GreedyBot
from engine.games.discover.content import content
from engine.kernel import GameConfig, Rng, Session
from engine.kernel.canonical import JsonObject
from tests.discover.helpers import GAME, day_one

LANGS = ("en", "pl")


def _mid_game() -> JsonObject:
    """Player 0's view of a 3-player game the greedy bot played until a water source lies on the Island beside the
    campsite and landscape tokens (tiles scouted, tokens turned up)."""
    bot, rng = GreedyBot(), Rng.from_seed(7)
    session = Session(GAME, GameConfig.quick("discover", 3, seed=3, scenario=1))
    for _ in range(600):
        d = session.decision
        assert d is not None
        session.apply(bot.choose(GAME, session.seen(d.actor), d, d.actor, rng) if d.actor is not None else d.legal[0])
        kinds = {p.kind for ps in session.state.spaces.values() for p in ps}
        if session.cursor >= 120 and {"camp", "landscape", "water"} <= kinds:
            break
    return GAME.view(session.state, 0)


@pytest.mark.parametrize("lang", LANGS)
def test_a_face_up_space_names_its_terrain_and_what_the_hero_pays_to_enter_it(lang: str) -> None:
    view = GAME.view(day_one(2).state, 0)
    c = content()
    for i in range(7):
        h = c.space_of("S0", i)
        terrain = c.island.tiles[view["tiles"]["S0"]].spaces[i].terrain
        cost = move_cost(hero_of(view["heroes"][0]), terrain)
        line = describe_space(view, h, 0, lang)[0]
        assert c.rules.terrain[terrain].name.get(lang) in line and str(cost) in line


def test_a_face_down_tile_tells_only_its_stack() -> None:
    view = GAME.view(day_one(1).state, 0)
    lines = describe_space(view, content().space_of("S2-1", 0), 0, "en")
    assert lines == ["Unexplored tile (stack 2)"]


def test_a_face_down_token_is_named_by_the_picture_on_its_back() -> None:
    view = GAME.view(day_one(1).state, 0)
    down = [(k, p) for k, ps in view["spaces"].items() for p in ps if p["kind"] == "landscape" and not p["up"]]
    assert down
    for k, piece in down:
        stack = content().island.landscape[piece["id"]]
        assert piece_words(piece, "pl") == f"Żeton: {stack.name.get('pl')}, zakryty"


def test_off_the_layout_there_is_no_tip() -> None:
    assert describe_space(GAME.view(day_one(1).state, 0), Hex(40, 40), 0, "en") == []


def test_every_piece_of_a_game_in_play_has_words_in_both_languages() -> None:
    view = _mid_game()
    pieces = [p for ps in view["spaces"].values() for p in ps]
    assert {p["kind"] for p in pieces} >= {"camp", "landscape", "water"}
    for lang in LANGS:
        for piece in pieces:
            words = piece_words(piece, lang)
            assert words and "{" not in words and "_" not in words, (piece, words)


def test_the_tip_says_when_the_campsites_fire_has_gone_out() -> None:
    session = day_one(1)
    camp = next(p for ps in session.state.spaces.values() for p in ps if p.kind == "camp")
    camp.lit = False
    lines = describe_space(GAME.view(session.state, 0), Hex(0, 0), 0, "en")
    assert "Fire, gone out" in lines and "Fire, lit" not in lines
