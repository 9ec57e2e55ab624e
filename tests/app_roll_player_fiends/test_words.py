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
