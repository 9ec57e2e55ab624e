"""Targets: every legal action of the decision is clickable on a visible, uncovered spot, and
nothing else is; illegal clicks are explained and labels read like the rulebook."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from app import i18n
from app.board.overlays import Browser, Picture
from app.board.host import BoardHost
from engine.kernel import Action, Decision, Session
from tests.app_roll_player.conftest import SIZES
from tests.app_roll_player.positions import STAGES, session_at
from tests.app_roll_player.tablekit import shown_table

MIN_HIT = 12


def reachable(d: Decision, seats_human: int) -> set[Action]:
    """What a person can click now: the actor's actions and other humans' skill uses."""
    return {a for a in d.legal if a.player == d.actor or a.kind == "use_skill"}


def check_targets(s: Session[Any], size: tuple[int, int]) -> None:
    table = shown_table(s, size)
    d = s.decision
    assert d is not None and d.actor is not None
    controller = BoardHost(table).controller   # the board host's: the table's targets and the action bar's
    controller.refresh(d, d.actor)
    targets = controller.targets
    clickable = {a for t in targets for a in t.actions}
    legal = set(d.legal)
    assert clickable <= legal, f"targets invented {clickable - legal}"
    missing = reachable(d, len(s.config.seats)) - clickable
    assert not missing, f"{d.prompt}: no target for {sorted(map(str, missing))}"
    for t in targets:
        box = t.shape.bounds()
        assert table.rect.contains(box), f"{t.key} {box} leaves the table {table.rect}"
        assert box.w >= MIN_HIT and box.h >= MIN_HIT, f"{t.key} is only {box.size}"
        assert controller.target_at(box.center) is not None
        assert controller.target_at(box.center).key == t.key, f"{t.key} is covered by {controller.target_at(box.center).key}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("stage", STAGES)
def test_every_legal_action_has_a_visible_target(screen: pygame.Surface, size: tuple[int, int], players: int,
                                                 stage: str) -> None:
    check_targets(session_at(players, stage, seed=players * 11), size)


def test_placing_a_die_is_click_die_then_row(screen: pygame.Surface) -> None:
    s = session_at(2, "placement")
    table = shown_table(s, (1280, 720))
    d = s.decision
    controller = BoardHost(table).controller   # the board host's: the table's targets and the action bar's
    controller.refresh(d, d.actor)
    die_target = next(t for t in controller.targets if t.key[0] == "start_die")
    first = controller.click(die_target.shape.bounds().center)
    assert first.action is None and controller.pending is not None
    row_target = next(t for t in controller.highlighted() if t.key[0] == "row")
    second = controller.click(row_target.shape.bounds().center)
    assert second.action is not None and second.action.kind == "place_start"
    assert second.action["die"] == die_target.key[1] and second.action["row"] == row_target.key[2]


def test_buying_opens_a_chooser_between_buying_and_discarding(screen: pygame.Surface) -> None:
    s = session_at(2, "market")
    table = shown_table(s, (1280, 720))
    d = s.decision
    controller = BoardHost(table).controller   # the board host's: the table's targets and the action bar's
    controller.refresh(d, d.actor)
    card = next(t for t in controller.targets if t.key[0] == "market" and len(t.actions) > 1)
    result = controller.click(card.shape.bounds().center)
    assert result.action is None and controller.chooser is not None
    kinds = {a.kind for a in controller.chooser.options}
    assert "discard" in kinds
    assert all(label and "=" not in label for label in controller.chooser.labels)


def test_a_taken_initiative_card_explains_why_it_does_nothing(screen: pygame.Surface) -> None:
    s = session_at(3, "dice")
    while s.decision.prompt != "choose_initiative" or not any(c.taken_by is not None for c in s.state.initiative):
        d = s.decision
        s.apply(d.legal[0] if d.automatic else [a for a in d.legal if a.player == d.actor and a.kind != "use_skill"][0])
    table = shown_table(s, (1280, 720))
    taken = next(i for i, c in enumerate(s.state.initiative) if c.taken_by is not None)
    reason = table.describe_illegal(table.spots[("init_card", taken)].center)
    assert reason == "This Initiative card is already taken."


def test_the_discard_pile_is_a_pile_a_click_opens(screen: pygame.Surface) -> None:
    table = shown_table(session_at(2, "market"), (1280, 720))
    look = table.look_at(table.spots[("discard_pile",)].center)
    assert look is not None and look.browse == ("discard",) and isinstance(table.picture(look.browse), Browser)


def test_a_market_card_is_shown_large_on_a_right_click(screen: pygame.Surface) -> None:
    s = session_at(2, "market")
    table = shown_table(s, (1920, 1080))
    card = s.state.market_row[0]
    look = table.look_at(table.spots[("market", card)].center)
    assert look is not None and look.large == card
    shown = table.picture(look.large)
    assert isinstance(shown, Picture) and shown.key == card
    table.draw(screen, 0.0)
    shown.draw(screen, 0.0)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_action_has_a_readable_label(screen: pygame.Surface, lang: str) -> None:
    i18n.set_lang(lang)
    for stage in STAGES:
        s = session_at(2, stage, seed=5)
        table = shown_table(s, (1280, 720))
        for a in s.decision.legal:
            label = table.action_label(a)
            assert label and "=" not in label and a.kind not in label, (stage, a, label)


def test_the_prompt_names_the_player_in_plain_words(screen: pygame.Surface) -> None:
    s = session_at(2, "market")
    table = shown_table(s, (1280, 720))
    from app.games.roll_player.text import Labeller

    prompt = Labeller(table.view, table.model, table.names).prompt(s.decision.prompt, s.decision.actor)
    assert prompt.startswith(table.names[s.decision.actor]) and "buy" in prompt


def test_a_bots_choices_are_not_offered_as_buttons(screen: pygame.Surface) -> None:
    from app.games.roll_player.table import RollPlayerTable
    from engine.kernel import GameConfig, Seat
    from tests.app_roll_player.positions import play_until
    from tests.app_roll_player.tablekit import table_rect

    s = play_until(session_at(2, "dice"), lambda ss, d: d.actor == 1 and d.prompt == "attribute_action")
    config = GameConfig(s.config.game, s.config.seed, (Seat("Ala"), Seat("Bot", "random")), s.config.options)
    from app.board.seats import person_to_serve

    table = RollPlayerTable(s.game, config)
    host = BoardHost(table)
    host.layout(table_rect((1280, 720)))
    person = person_to_serve(s.decision, config.seats, at_mouse=0)
    assert person is None, "the board host serves nobody while the bot decides"
    host.show(s.view(0), s.decision, 0, person)
    assert not host.controller.targets
    assert not any(key[0] == "bar" for key in table.spots)


def test_market_cards_explain_they_are_bought_on_your_market_turn(screen: pygame.Surface) -> None:
    s = session_at(2, "dice")
    table = shown_table(s, (1280, 720))
    card = s.state.market_row[0]
    assert table.describe_illegal(table.spots[("market", card)].center) == (
        "Cards are bought in the Market phase, on your turn.")


def test_a_full_row_says_so(screen: pygame.Surface) -> None:
    from tests.app_roll_player.positions import play_until

    s = play_until(session_at(2, "dice"), lambda ss, d: d.prompt == "place_die" and any(
        None not in row for row in ss.state.players[d.actor].sheet.values()))
    table = shown_table(s, (1280, 720))
    seat = s.decision.actor
    full = next(a.name for a, row in s.state.players[seat].sheet.items() if None not in row)
    assert table.describe_illegal(table.spots[("rowlabel", seat, full)].center) == "This row is full."


def test_english_and_polish_texts_have_the_same_keys() -> None:
    from app.games.roll_player.text import NAMESPACE

    en, pl = ({k: v for k, v in i18n.strings(lang).items() if k.startswith(NAMESPACE)} for lang in ("en", "pl"))
    assert en and set(en) == set(pl)
    assert all(pl.values())


@pytest.mark.parametrize("players, options, kind", [(2, {}, "drop_weapon"), (4, {}, "drop_weapon"),
                                                     (4, {"expansion": "fiends"}, "banish_imp")])
def test_another_persons_move_on_their_things_can_be_clicked_while_someone_else_decides(
        screen: Any, players: int, options: dict[str, Any], kind: str) -> None:
    """Discarding a weapon or banishing an imp is offered to its owner at any time; where their compact sheet has no
    room to show it (two players' cards, four Fiends players' imps) it is a button naming them, so every move the
    screen offers has something to click (the click conformance suite found both with no spot at all)."""
    from engine import games
    from tests.app_roll_player.positions import config, play_until

    s: Session[Any] = Session(games.get("roll-player"), config(players, **options))
    s = play_until(s, lambda ss, d: any(a.kind == kind and a.player != d.actor for a in d.legal))
    d = s.decision
    assert d is not None and d.actor is not None
    table = shown_table(s, (1280, 720))
    theirs = [a for a in d.legal if a.kind == kind and a.player != d.actor]
    controller = BoardHost(table).controller   # the table's targets and the action bar's
    controller.refresh(d, d.actor)
    targets = controller.targets
    for action in theirs:
        shown = [t for t in targets if action in t.actions]
        assert shown, f"no target for {action}"
        name = s.config.seats[action.player].name
        assert all(name in t.tooltip for t in shown), [t.tooltip for t in shown]
