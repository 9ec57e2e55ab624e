"""Choosing a hero and sagas at the start (§5), in the real table scene: hovering a hero's button tells its attributes,
its own ability and its feat, and a saga's button tells the card's banner, ability and critical, so a player can
choose without knowing the cards by heart."""
from __future__ import annotations

from typing import Any, Iterator

import pygame
import pytest

from engine.kernel import GameConfig, Session
from engine import games
from tests.app.drive import click, pump
from tests.app_zerywia.test_challenge_overlay import open_at


@pytest.fixture
def closing() -> Iterator[None]:
    yield
    pygame.quit()


def button_at(scene: Any, label: str) -> tuple[int, int]:
    """Where the window draws the action bar's button with these words."""
    x, y = next(b["center"] for b in scene.host.bar_dump() if b["label"] == label)
    return (x, y)


def new_game(lang: str) -> tuple[Any, Any]:
    game = games.get("zerywia")
    return open_at(Session(game, GameConfig.quick("zerywia", 2, seed=5)), (1280, 720), lang)


def hover_at(app: Any, scene: Any, spot: tuple[int, int]) -> str:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    box = scene.host.tip_rect
    assert box is not None and pygame.display.get_surface().get_rect().contains(box), "the tip lies in the window"
    return str(scene.host.tooltip())


def test_a_heros_button_tells_its_attributes_ability_and_feat_and_a_click_chooses_it(closing: None) -> None:
    app, scene = new_game("en")
    label, tip = hover_at(app, scene, button_at(scene, "Play Weda")).split("\n", 1)
    assert label == "Play Weda", "a button's tip begins with its words"
    assert tip.startswith("Weda, the Seer. Vigor 2, Instinct 4, Will 5. Ability (Determination): ")
    assert "Feat Spirit Walk: " in tip
    click(app, button_at(scene, "Play Weda"))
    assert scene.session.state.heroes[0].hero == "weda"


def test_a_sagas_button_tells_its_banner_ability_and_critical_in_either_language(closing: None) -> None:
    for lang, label, words in (("en", "Take Feud", "Feud (Ally). Banner: one Vigor die to help. Initiation: "),
                               ("pl", "Weź sagę: Zwada", "Zwada (Sojusznik). Sztandar: ")):
        app, scene = new_game(lang)
        session = scene.session
        for seat in range(2):    # both heroes chosen by clicks on their buttons
            hero = next(a for a in session.decision.legal if a.player == seat)
            spot = button_at(scene, scene.table.action_label(hero))
            click(app, spot)
            pump(app, 3)
        shown, tip = hover_at(app, scene, button_at(scene, label)).split("\n", 1)
        assert shown == label and tip.startswith(words) and (" Critical: " in tip or " Krytyk: " in tip)
        starter = hover_at(app, scene, button_at(scene, scene.table.action_label(session.decision.legal[0])))
        assert starter.split("\n")[1] in ("The suggested sagas:", "Proponowane sagi:") and len(starter.split("\n")) == 4
        pygame.quit()


def test_friends_at_one_screen_are_never_asked_to_pass_the_mouse_in_a_co_operative_game(closing: None) -> None:
    """Two people sharing the window choose their heroes one after the other with the hand-over setting on: nothing is
    hidden between them and they talk over every move, so the table stays in view (a competitive game covers it)."""
    app, scene = new_game("en")
    assert app.settings.handover
    click(app, button_at(scene, "Play Swara"))
    pump(app, 3)
    assert scene.handoff is None and scene.handoff_due is None
    assert "Play Weda" in [b["label"] for b in scene.host.bar_dump()], "the second person's heroes are offered at once"


def test_a_reroll_says_which_dice_it_rerolls() -> None:
    """Nica dice (Weda's own ability) or one attribute's dice (the Hunting Frenzy rerolls every Instinct die)."""
    from app.games.zerywia.tips import hero_tip, saga_tip
    assert "(Determination): rerolls 1 Nica die." in str(hero_tip("weda", "en"))
    assert "(Determinacja): przerzuca 1 kość Nicy." in str(hero_tip("weda", "pl"))
    rerolls = [saga_tip(s, lang) for s in ("lowiecki_szal",) for lang in ("en", "pl")]
    assert "rerolls every Instinct die" in str(rerolls[0]) and "przerzuca wszystkie kości Instynktu" in str(rerolls[1])
