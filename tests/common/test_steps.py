"""The step/frame machinery: registries filled by decorators, one-line automatic steps, frames first,
interrupts only on a player's question; and a toy game on the common pieces that replays exactly."""
from __future__ import annotations

from typing import Any

import pytest

from engine.common import steps
from engine.common.steps import Flow, Legal, act, make, one, remember, system
from engine.kernel import Action, Context, Game, GameConfig, Session

from .card_dice_toy import FLOW as TOY_FLOW
from .card_dice_toy import CardDiceToy, Frame

SEED = 3


class Box:
    """A stand-in state: the machinery never looks inside it."""

    step = "ask"


def fresh() -> Flow[Box, Frame]:
    flow: Flow[Box, Frame] = Flow()

    @flow.step("ask")
    def ask(s: Box) -> Legal:
        return 0, "pick", [act("pick", 0, n=1)]

    @flow.frame("tie")
    def tie(s: Box, f: Frame) -> list[Action]:
        return [act("break_tie", f.player)]

    return flow


def test_an_automatic_step_is_one_declaration_offering_one_system_action():
    flow = fresh()
    ran: list[str] = []

    @flow.automatic("refill", "refill_market")
    def refill(ctx: Context) -> None:
        ran.append("refill")

    decision = flow.decision(Box(), "refill", [])
    assert (decision.actor, decision.prompt, decision.legal) == (None, "refill_market", (system("refill_market"),))
    assert decision.automatic
    flow.resolve(None, decision.legal[0])  # type: ignore[arg-type]
    assert ran == ["refill"]


def test_an_automatic_step_prompts_and_acts_under_its_own_name_by_default():
    flow = fresh()

    @flow.automatic("shuffle")
    def shuffle(ctx: Context) -> None:
        """Nothing to do in this test."""

    assert flow.decision(Box(), "shuffle", []).legal == (Action("shuffle", None),)


def test_an_automatic_step_stays_callable_so_a_rule_can_run_it_at_once():
    flow = fresh()
    calls: list[Any] = []

    @flow.automatic("end_turn")
    def end_turn(ctx: Context) -> None:
        calls.append(ctx)

    end_turn("ctx")  # type: ignore[arg-type]
    assert calls == ["ctx"]


def test_the_top_frame_is_asked_before_the_step_and_is_never_interrupted():
    flow = fresh()
    decision = flow.decision(Box(), "ask", [Frame("tie", 1)], lambda s: [act("cheer", 0)])
    assert (decision.actor, decision.prompt) == (1, "tie")
    assert decision.legal == (act("break_tie", 1),)


def test_interrupts_join_a_players_question_but_never_a_system_step():
    flow = fresh()
    flow.automatic("tick")(lambda ctx: None)
    extra = lambda s: [act("cheer", 1)]  # noqa: E731
    assert act("cheer", 1) in flow.decision(Box(), "ask", [], extra).legal
    assert flow.decision(Box(), "tick", [], extra).legal == (system("tick"),)


def test_a_name_registered_twice_is_refused():
    flow = fresh()
    with pytest.raises(ValueError, match="step 'ask' is registered twice"):
        flow.step("ask")(lambda s: (None, "x", []))
    flow.resolves("go")(lambda ctx, a: None)
    with pytest.raises(ValueError, match="resolver 'go'"):
        flow.automatic("going", "go")(lambda ctx: None)


def test_a_resolver_keeps_its_signature_and_serves_every_kind_it_names():
    flow = fresh()
    seen: list[str] = []

    @flow.resolves("buy", "sell")
    def trade(ctx: Context, a: Action, extra: int = 0) -> None:
        seen.append(a.kind)

    flow.resolve(None, make("sell", 0))  # type: ignore[arg-type]
    trade(None, make("buy", 0), extra=1)  # type: ignore[arg-type]
    assert seen == ["sell", "buy"]


def test_equal_actions_are_built_once_and_shared():
    assert act("place", 0, row="STR", die=3) is act("place", 0, die=3, row="STR")
    assert one("take", 1, "card", 2) is make("take", 1, (("card", 2),))
    assert act("place", 0, row="STR", die=3) == Action.of("place", 0, row="STR", die=3)


def test_a_remembered_cache_empties_itself_when_full(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(steps, "CACHE_LIMIT", 2)
    cache: dict[int, int] = {}
    for k in range(3):
        remember(cache, k, k)
    assert cache == {2: 2}


def play_through(game: Game[Any], seed: int) -> Session[Any]:
    """Play every turn with the first legal move that is not an interrupt (cheering never ends a game)."""
    session = Session(game, GameConfig.quick(game.id, 2, seed=seed))
    while not session.over:
        decision = session.decision
        assert decision is not None
        session.apply(next(a for a in decision.legal if a.kind != "cheer"))
    return session


def test_a_game_built_on_the_common_pieces_replays_exactly_through_undo_and_redo():
    game = CardDiceToy()
    session = play_through(game, SEED)
    hashes = [s.hash for s in session.steps]
    assert any(e.kind == "dealt" and e.data["reshuffled"] for s in session.steps for e in s.events)
    end = session.state_hash()
    session.seek(0)
    for i in range(1, len(hashes) + 1):
        session.seek(i)
        assert session.state_hash() == hashes[i - 1]
    assert session.state_hash() == end


def test_system_steps_of_the_toy_are_recorded_as_automatic():
    session = play_through(CardDiceToy(), SEED)
    auto = {s.action.kind for s in session.steps if s.auto}
    assert auto == {"deal", "pass_turn"}
    assert set(TOY_FLOW.steps) == {"deal", "turn", "pass"}


def test_the_toy_hides_the_deck_order_in_a_players_view():
    session = play_through(CardDiceToy(), SEED)
    view = session.view(0)
    assert set(view["deck"]) == {"pile", "discards"} and set(view["deck"]["pile"]) == {"count"}


def test_a_cheer_interrupts_a_turn_and_the_same_player_is_asked_again():
    session = Session(CardDiceToy(), GameConfig.quick("card-dice-toy", 2, seed=SEED))
    before = session.decision
    assert before is not None and act("cheer", 1) in before.legal
    session.apply(act("cheer", 1))
    after = session.decision
    assert after is not None and (after.actor, after.prompt) == (before.actor, before.prompt)
    assert session.state.cheers == 1
