"""Zerywia's table (issue 26, items 2-4): every legal move of every waiting seat is a lit region, a hero's block or
an action-bar button, in words in English and Polish; in a co-operative turn a click on a hero's block picks that
hero's moves on the map; the panel's statue, heroes and buttons keep apart at both window sizes for 1-4 heroes; a
challenge lies over the map with its dice and its moves."""
from __future__ import annotations

import random

import pygame
import pytest

from app import i18n
from app.board.overlays import Fight
from app.board.seats import for_clicks
from app.games.zerywia.challenge import ChallengePanel
from app.games.zerywia.table import ZerywiaTable, region_of
from app.input.controller import InputController
from engine.kernel import Action, Decision, GameConfig, Session
from tests.zerywia.helpers import GAME, set_up

SIZES = ((1280, 720), (1920, 1080))
RAW = ("_", "{", "}", "=", "zerywia.")


def table_at(session: Session, seat: int | None, size: tuple[int, int] = (1280, 720)) -> ZerywiaTable:
    table = ZerywiaTable(GAME, session.config)
    table.layout(pygame.Rect(0, 0, *size))
    table.show(GAME.view(session.state, seat), session.decision, seat)
    return table


def random_game(players: int, seed: int, steps: int = 300) -> Session:
    session = Session(GAME, GameConfig.quick("zerywia", players, seed=seed))
    rnd = random.Random(seed)
    for _ in range(steps):
        if session.decision is None:
            break
        session.apply(rnd.choice(session.decision.legal))
    return session


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_legal_move_of_every_waiting_seat_is_a_lit_region_a_hero_or_a_button_in_words(players: int) -> None:
    kinds: set[str] = set()
    session = random_game(players, seed=players * 7)
    for index in range(1, len(session.steps) + 1, 4):
        session.seek(index)
        decision = session.decision
        if decision is None:
            continue
        for seat in sorted(decision.deciders()):
            mine = for_clicks(decision, session.config.seats, seat)
            assert mine is not None
            for lang in ("en", "pl"):
                i18n.set_lang(lang)
                table = table_at(session, seat)
                on_map = {a for t in table.targets(mine, seat) for a in t.actions}
                on_bar = {a for item in table.bar_items(mine, seat) for a in item.actions}
                assert on_map | on_bar == set(mine.legal), [str(a) for a in mine.legal]
                assert not on_map & on_bar
                labels = [table.action_label(a) for a in mine.legal]
                assert all(label and not any(r in label for r in RAW) for label in labels), labels
                assert len(set(labels)) == len(labels), "two moves a person cannot tell apart"
            kinds |= {a.kind for a in mine.legal}
    i18n.set_lang("en")
    assert {"explore", "rest"} <= kinds


def two_heroes_free_to_act() -> Session:
    """Swara and Weda at the start of the first Expedition, either free to act first."""
    session = set_up(["swara", "weda"])
    while session.decision is not None and len({a.player for a in session.decision.legal}) < 2:
        session.apply(session.decision.legal[0])
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.hero_turn"
    return session


def test_a_click_on_a_heros_block_lights_where_that_hero_can_go_and_a_click_there_moves_it() -> None:
    session = two_heroes_free_to_act()
    decision = session.decision
    assert decision is not None
    table = table_at(session, 0)
    controller = InputController(table)
    controller.refresh(decision, 0)
    (seat, block), = [(s, r) for s, r in table.hero_blocks() if s == 1]
    result = controller.click(block.center)
    assert result.action is None and controller.pending is not None
    lit = controller.highlighted()
    assert lit and all(all(a.player == 1 for a in t.actions if a in controller.pending) for t in lit)
    explore = next(t for t in lit if any(a.kind == "explore" for a in t.actions))
    assert all(isinstance(t.key, tuple) and t.key[0] == "region" for t in lit)
    done = controller.press(explore, (0, 0))
    assert done.action is not None and done.action.player == 1 and region_of(done.action) == explore.key[1]


def test_in_a_free_turn_each_move_names_the_hero_who_makes_it() -> None:
    session = two_heroes_free_to_act()
    table = table_at(session, 0)
    decision = session.decision
    assert decision is not None
    rest = [table.action_label(a) for a in decision.legal if a.kind == "rest"]
    assert sorted(rest) == ["Swara: Rest", "Weda: Rest"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_panel_holds_the_statue_the_heroes_and_the_buttons_apart_beside_the_map(size: tuple[int, int],
                                                                                    players: int) -> None:
    session = set_up(["swara", "weda", "dalbor", "goryw"][:players])
    table = table_at(session, 0, size)
    statue, heroes, bar = table.statue_rect(), table.heroes_rect(), table.bar_area()
    blocks = [r for _, r in table.hero_blocks()]
    assert len(blocks) == players
    for part in (statue, heroes, bar, *blocks):
        assert table.panel.contains(part), part
    assert statue.bottom <= heroes.y and heroes.bottom <= bar.y
    assert all(heroes.contains(b) for b in blocks)
    assert all(a.bottom <= b.y for a, b in zip(blocks, blocks[1:]))
    assert bar.h >= 150 * size[1] / 720, "room for the buttons"
    assert not table.map_area().colliderect(table.panel)


def challenged() -> Session:
    """A random two-hero game up to its first challenge question."""
    session = Session(GAME, GameConfig.quick("zerywia", 2, seed=1))
    rnd = random.Random(1)
    while session.decision is not None and session.decision.prompt != "zerywia.prompt.ch_buy":
        session.apply(rnd.choice(session.decision.legal))
    assert session.decision is not None
    return session


def test_a_challenge_lies_over_the_map_with_its_dice_and_every_move_a_card_or_a_button() -> None:
    session = challenged()
    decision: Decision | None = session.decision
    assert decision is not None
    seat = next(iter(decision.deciders()))
    table = table_at(session, seat)
    fight = table.overlays.find(Fight)
    assert fight is not None and fight.live()
    assert table.targets(decision, seat) == []
    buttons: set[Action] = {a for item in fight.bar_items(decision, seat) for a in item.actions}
    on_cards: set[Action] = {a for t in fight.targets(decision, seat) for a in t.actions}
    assert buttons | on_cards == set(decision.legal) and not buttons & on_cards
    assert {a for a in decision.legal if a.kind == "buy_die"} <= on_cards, "a banner's dice are bought on its card"
    panel: ChallengePanel = table.challenge
    assert table.map_area().contains(panel.rect()) and panel.rect().contains(panel.bar_area())
    rows = panel.dice_rows()
    challenge = GAME.view(session.state, seat)["challenge"]
    assert sum(len(r) for r in rows) == len(challenge["dice"]) + len(challenge["nica"])
    surface = pygame.Surface((1280, 720))
    panel.draw(surface, 0.0)


def test_the_statue_stands_in_the_abyss_each_face_toward_the_kir_it_looks_at_in_its_stones_colour() -> None:
    from app.games.zerywia.kirs import kir_map
    from app.games.zerywia.panel import stone_rgb
    from app.games.zerywia.table import KIR_DIRECTION

    session = set_up(["swara", "weda"])
    table = table_at(session, 0)
    table.camera.fit(table.world())
    view = GAME.view(session.state, 0)
    spots = table.statue_spots()
    assert [s for s, _, _ in spots] == [view["faces"][k] for k in KIR_DIRECTION]
    centre = table.camera.world_to_screen(*kir_map().centre)
    for (stone, at, _), (dx, dy) in zip(spots, KIR_DIRECTION.values()):
        assert kir_map().regions["abyss"].contains(*table.camera.screen_to_world(*at))
        assert (at[0] - centre[0]) * dx + (at[1] - centre[1]) * dy > 0, "the face turned toward its Kir"
    surface = pygame.Surface((1280, 720))
    table.camera.viewport = (0, 0, 1280, 720)
    table.draw(surface, 0.0)
    stone, at, _ = spots[0]
    assert surface.get_at(at)[:3] == stone_rgb(stone)


def test_the_statue_says_what_the_table_is_doing_before_and_during_the_expedition() -> None:
    from app.games.zerywia.panel import statue_lines
    start = Session(GAME, GameConfig.quick("zerywia", 2, seed=3))
    for lang, words in (("en", "Cycle 1 · Choosing heroes"), ("pl", "Cykl 1 · Wybór bohaterów")):
        assert statue_lines(GAME.view(start.state, None), lang)[0][0] == words
    session = two_heroes_free_to_act()
    first = statue_lines(GAME.view(session.state, None), "en")[0][0]
    assert first.startswith("Cycle 1 · ") and "—" not in first and "Choosing" not in first


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_history_names_a_heros_move_once_with_its_player(lang: str) -> None:
    from app.log_panel import LogPanel
    from app.seat_names import seat_name
    i18n.set_lang(lang)
    try:
        session = two_heroes_free_to_act()
        table = table_at(session, 0)
        log = LogPanel(session, lang, fallback=lambda a: table.log_line(a, seat_name(session.config.seats, a.player)))
        while log.sync():
            pass
        texts = [line.text for line in log.lines]
        player2 = seat_name(session.config.seats, 1)
        sagas = [t for t in texts if t.startswith("Weda (")]
        assert sagas and all(t.startswith(f"Weda ({player2}) ") and t.count("Weda") == 1 for t in sagas), texts
        assert not any(t.startswith(f"{player2}: Weda") for t in texts), texts
    finally:
        i18n.set_lang("en")


def test_the_challenge_stays_on_screen_while_the_hero_assigns_its_hits() -> None:
    """DP-ALLOCATE is asked after Determination, the dice still on the table: the overlay must not vanish then."""
    from app.games.zerywia.challenge import live_for
    from tests.zerywia.helpers import do
    from tests.zerywia.test_challenges import fight
    from tests.zerywia.test_explore import swara

    session = swara("LEG03", faces=["hit", "hit", "hit", "crit"], enemy=["o1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy", "kora")
    do(session, "resolve", 0)
    decision = session.decision
    assert decision is not None and decision.prompt == "zerywia.prompt.ch_alloc"
    assert live_for(decision.prompt, session.view(0))
