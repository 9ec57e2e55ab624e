"""Every choice of whole random expansion games has words on the table, in English and Polish: no label
falls back to the action's kind and arguments, and every prompt is the catalogue's, not the fallback."""
from __future__ import annotations

import random
from typing import Any

import pytest

from app import i18n
from app.games.roll_player import model, text
from engine import games
from engine.kernel import Session
from tests.app_roll_player_fiends.fiendskit import NAMES, config


@pytest.mark.parametrize("players,seed", [(1, 2), (2, 3), (3, 4), (5, 6)])
def test_every_expansion_choice_has_words(players: int, seed: int) -> None:
    s: Session[Any] = Session(games.get("roll-player"), config(players, seed))
    rng = random.Random(seed)
    raw: set[str] = set()
    prompts: set[str] = set()
    while s.decision is not None:
        d = s.decision
        if not d.automatic and d.actor is not None:
            view = s.view(d.actor)
            labeller = text.Labeller(view, model.state(view), list(NAMES[:players]))
            for lang in ("en", "pl"):
                i18n.set_lang(lang)
                for a in d.legal:
                    words = labeller.label(a)
                    if words.startswith(a.kind) or "=" in words:
                        raw.add(f"{lang} {a.kind}: {words}")
                prompt = labeller.prompt(d.prompt, d.actor)
                if prompt == text.t("prompt.other", name=NAMES[d.actor], prompt=d.prompt.replace("_", " ")):
                    prompts.add(f"{lang} {d.prompt}")
            i18n.set_lang("en")
        s.apply(rng.choice(d.legal))
    assert not raw, sorted(raw)[:20]
    assert not prompts, sorted(prompts)


def _at(players: int, seed: int, done: Any) -> Session[Any]:
    s: Session[Any] = Session(games.get("roll-player"), config(players, seed))
    rng = random.Random(seed)
    while s.decision is not None and not (not s.decision.automatic and done(s)):
        d = s.decision
        own = [a for a in d.legal if a.player == d.actor] or list(d.legal)
        s.apply(d.legal[0] if d.automatic else rng.choice(own))
    return s


@pytest.mark.parametrize("lang, word", [("en", "hunt"), ("pl", "zapoluj")])
def test_the_market_prompt_mentions_hunting(lang: str, word: str) -> None:
    s = _at(3, 7, lambda s: s.decision.prompt == "market_action")
    d = s.decision
    view = s.view(d.actor)
    i18n.set_lang(lang)
    try:
        prompt = text.Labeller(view, model.state(view), list(NAMES[:3])).prompt(d.prompt, d.actor)
    finally:
        i18n.set_lang("en")
    assert word in prompt.lower(), prompt


def test_the_combat_panel_shows_how_many_dice_will_be_rolled() -> None:
    """Before the hunt's roll the Combat panel says the engine's count of combat dice ("1 die to roll")."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from app.games import table_class
    from app.render import fit
    from engine.games.roll_player.fiends.hunt import pool_size

    s = _at(3, 7, lambda s: bool(s.state.stack) and s.state.stack[-1].kind == "hunt")
    frame = s.state.stack[-1]
    count = pool_size(s.state, frame.player, frame.data["mercenaries"])
    pygame.init()
    table = table_class("roll-player")(s.game, s.config)
    surface = fit.Screen((1920, 1080))
    with fit.recording() as log:
        table.layout(pygame.Rect(0, 0, 1400, 950))
        table.show(s.view(frame.player), s.decision, frame.player)
        table.draw(surface, 0.0)
    drawn = set(log.texts.values())
    assert text.t("fiends.dice_to_roll", count=count) in drawn, sorted(drawn)[:40]


def test_polish_banish_names_the_imp_in_the_accusative() -> None:
    """'Wypędź Chochlika drożyzny za 5 złota', never 'Wypędź Chochlik drożyzny'."""
    from engine.kernel import Action
    s = _at(2, 3, lambda s: bool(s.state.players[0].imps_active))
    view = s.view(0)
    labeller = text.Labeller(view, model.state(view), list(NAMES[:2]))
    imp = s.state.players[0].imps_active[0]
    i18n.set_lang("pl")
    try:
        words = [labeller.label(Action("banish_imp", 0, (("imp", imp), ("pay", pay)))) for pay in ("gold", "charisma")]
        banished = text.t("fiends.imp_banished")
    finally:
        i18n.set_lang("en")
    assert all("Wypędź Chochlika " in w for w in words), words
    assert "rewersem" not in banished
