"""Refusals in the rules' words (issue 23 item 10): an illegal action is refused naming the rule and its numbers,
in English and Polish; every text the engine names exists in both languages with the same parameters."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

from engine.games.discover.content import CONTENT_DIR
from engine.kernel import Action, Message, Session
from engine.kernel.canonical import JsonAny

from .helpers import GAME, choose_first, day_one, do, fresh

STRINGS = tomllib.loads((CONTENT_DIR / "strings.toml").read_text(encoding="utf-8"))
PACKAGE = Path(CONTENT_DIR).parent
FIELD = re.compile(r"\{(\w+)\}")


def refused(session: Session, kind: str, player: int = 0, **args: JsonAny) -> Message:
    action = Action.of(kind, player, **args)
    assert not GAME.is_legal(session.state, action)
    message = GAME.refusal(session.state, action)
    assert message is not None
    return message


def test_moving_onto_underbrush_without_the_stamina_names_the_cost_and_the_hero() -> None:
    session = day_one(players=4, characters=["ines"], faces=[9, 1, 2, 3])   # 8 stamina: walk to 1 left
    for _ in range(7):
        do(session, "move", to="1,-1" if session.state.heroes[0].space == "0,0" else "0,0")
    message = refused(session, "move", to="0,-1")
    assert message.key == "discover.refused.move_stamina"
    assert dict(message.params) == {"terrain": Message("discover.terrain.Z"), "cost": 2, "hero": "Ines Ortega",
                                    "stamina": 1}


def test_moving_onto_a_face_down_tile_is_refused_by_its_rule() -> None:
    session = day_one()
    do(session, "move", to="1,-1")
    assert refused(session, "move", to="1,-2").key == "discover.refused.move_face_down"
    assert refused(session, "move", to="3,3").key == "discover.refused.move_adjacent"


def test_only_the_active_hero_takes_actions() -> None:
    session = day_one(players=2, faces=[9, 3])
    message = refused(session, "scout", player=1, slot="S1-1")
    assert message.key == "discover.refused.not_your_turn" and message.params["player"] == 1


def test_cooking_needs_a_fire_and_meat_and_injury_is_never_rested() -> None:
    session = day_one()
    assert refused(session, "cook", meat=1).key == "discover.refused.cook_meat"
    do(session, "move", to="1,-1")
    assert refused(session, "cook", meat=1).key == "discover.refused.cook_fire"
    assert refused(session, "rest", patient=0, damage="injury", resource="food").key == "discover.refused.rest_injury"


def test_no_attack_on_the_first_day_of_scenario_5() -> None:
    session = fresh(2, faces=[9, 3], expedition=5)
    choose_first(session)
    assert refused(session, "attack", target=1).key == "discover.refused.attack_first_day"


def test_english_and_polish_hold_the_same_keys_and_parameters() -> None:
    en, pl = STRINGS["en"], STRINGS["pl"]

    def flat(table: dict[str, object], prefix: str = "") -> dict[str, str]:
        out: dict[str, str] = {}
        for k, v in table.items():
            if isinstance(v, dict):
                out.update(flat(v, f"{prefix}{k}."))
            else:
                out[f"{prefix}{k}"] = str(v)
        return out

    fen, fpl = flat(en), flat(pl)
    assert set(fen) == set(fpl)
    for k in fen:
        assert set(FIELD.findall(fen[k])) == set(FIELD.findall(fpl[k])), k


def test_every_text_the_engine_names_is_written() -> None:
    def flat_keys(table: dict[str, object], prefix: str = "") -> set[str]:
        out: set[str] = set()
        for k, v in table.items():
            out |= flat_keys(v, f"{prefix}{k}.") if isinstance(v, dict) else {f"{prefix}{k}"}
        return out

    known = {f"discover.{k}" for k in flat_keys(STRINGS["en"])}
    named: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        named |= set(re.findall(r'"(discover\.[a-z_.]+[a-z_])"', text))
        named |= {"discover.refused." + k for k in re.findall(r'NS \+ "([a-z_.]*[a-z_])"', text)}
    assert named and named <= known, sorted(named - known)
    for kind in ("move", "scout", "gather", "rest", "cook", "rekindle", "investigate", "craft", "attack", "use_card",
                 "loot", "card_action", "end_turn"):
        assert f"discover.refused.rule.{kind}" in known and f"discover.action.{kind}" in known
