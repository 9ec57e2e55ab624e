"""Every event of an expansion game is told in English and Polish without a raw key or a placeholder,
and the lines about the expansion's events say what happened (familiar kept, imps, the Call)."""
from __future__ import annotations

import re

import pytest

from engine.kernel import Event, Rng, narrate, step_state

from .helpers import GAME, config

NAMES = ["Ada", "Olek", "Ewa", "Jan", "Iga"]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_whole_expansion_game_is_told_in_both_languages(lang: str) -> None:
    state = GAME.new_state(config(4, seed=61))
    told = GAME.clone(state)
    rng = Rng.from_seed(3)
    lines: list[str] = []
    kinds: set[str] = set()
    while (d := GAME.decision(state)) is not None:
        action = d.legal[0] if d.automatic else rng.choice([a for a in d.legal if a.player == d.actor])
        for event in step_state(GAME, state, action):
            kinds.add(event.kind)
            line = narrate(GAME, told, event, lang, NAMES)
            if line:
                lines.append(line)
    assert {"familiar_kept", "imps_taken", "imps_activated", "call_to_adventure"} <= kinds
    assert not [x for x in lines if "roll-player." in x or re.search(r"\{[a-z_]+\}", x)]
    joined = "\n".join(lines)
    assert ("familiar" if lang == "en" else "Chowańca") in joined
    assert ("Call to Adventure" if lang == "en" else "Zew Przygody") in joined


@pytest.mark.parametrize("lang, said", [("en", "Ada puts an imp ("), ("pl", "Ada kładzie Chochlika (")])
def test_an_imp_put_on_an_initiative_card_is_named_once(lang: str, said: str) -> None:
    """'Ada puts an imp (Imp of Folly) on…', never 'the imp Imp of Folly' (a doubled word the click conformance
    suite found drawn in the history)."""
    from engine.games.roll_player.fiends.content import load_fiends

    state = GAME.new_state(config(2, seed=61))
    rng = Rng.from_seed(3)
    while not state.initiative:
        d = GAME.decision(state)
        assert d is not None
        step_state(GAME, state, d.legal[0] if d.automatic else rng.choice([a for a in d.legal if a.player == d.actor]))
    imp = next(iter(load_fiends().imps))
    event = Event("imp_summoned", {"player": 0, "imp": imp, "card": 0})
    line = GAME.describe(GAME.annotate(event, state), state, lang, NAMES)
    name = getattr(load_fiends().imps[imp].name, lang)
    assert line is not None and said in line and line.count(name) == 1, line
    assert not re.search(r"\b(\w+)\s+\1\b", line, re.IGNORECASE), line


def test_the_replay_bookmarks_mark_the_end_of_creation_and_the_monster_battle() -> None:
    from engine.games.roll_player.milestones import milestone
    state = GAME.new_state(config(2, seed=62))
    rng = Rng.from_seed(4)
    marks: list[str] = []
    while (d := GAME.decision(state)) is not None:
        action = d.legal[0] if d.automatic else rng.choice([a for a in d.legal if a.player == d.actor])
        for event in step_state(GAME, state, action):
            mark = milestone(event, "pl")
            if mark:
                marks.append(mark)
    assert marks[-3:] == ["Koniec tworzenia postaci", "Walka z Potworem", "Końcowe Podliczanie"]


@pytest.mark.parametrize(("lang", "spent", "familiar_row"), [
    ("en", r" (spends \d+ XP|hires a mercenary for \d+ XP|pays \d+ XP for a re-roll)\.$", "in the familiar row."),
    ("pl", r" (wydaje \d+ PD|wynajmuje najemnika za \d+ PD|płaci \d+ PD za przerzut)\.$", " w rzędzie Chowańca."),
])
def test_spent_xp_is_told_as_spent_and_a_die_placed_on_the_familiar_reads_well(lang: str, spent: str,
                                                                               familiar_row: str) -> None:
    state = GAME.new_state(config(2, seed=63))
    told = GAME.clone(state)
    rng = Rng.from_seed(5)
    xp_lines: list[str] = []
    familiar_lines: list[str] = []
    while (d := GAME.decision(state)) is not None:
        mine = [a for a in d.legal if a.player == d.actor]
        hire = [a for a in mine if a.kind == "battle_hire" and a.get("pay") == "xp"]
        action = d.legal[0] if d.automatic else (hire or [rng.choice(mine)])[0]
        for event in step_state(GAME, state, action):
            line = narrate(GAME, told, event, lang, NAMES)
            if event.kind == "xp" and event.data["delta"] < 0:
                xp_lines.append(line or "")
            if event.kind == "placed" and event.data.get("row") == "FAM":
                familiar_lines.append(line or "")
    assert xp_lines and all(re.search(spent, x) for x in xp_lines)
    assert familiar_lines and all(x.endswith(familiar_row) for x in familiar_lines)
    assert not any("rzędzie rzędzie" in x for x in familiar_lines)


def _told_game(lang: str, seed: int = 3) -> list[tuple[str, int | None, str]]:
    """A random 3-player expansion game told as the history panel tells it: (action kind, player, line)."""
    state = GAME.new_state(config(3, seed=seed))
    told = GAME.clone(state)
    rng = Rng.from_seed(seed)
    out: list[tuple[str, int | None, str]] = []
    while (d := GAME.decision(state)) is not None:
        action = d.legal[0] if d.automatic else rng.choice([a for a in d.legal if a.player == d.actor])
        said = [] if d.automatic else [GAME.tell(action, told, lang, NAMES)]
        for event in step_state(GAME, state, action):
            said.append(narrate(GAME, told, event, lang, NAMES))
        lines = [x for x in said if x]
        if not d.automatic:
            assert lines, f"{action.kind} of {NAMES[action.player]} leaves the history to the button's text"
        out += [(action.kind, action.player, x) for x in lines]
    return out


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_log_lines_never_fall_back_to_the_buttons_text(lang: str) -> None:
    """'Ala: Roll the combat dice', 'Ala: Hunt the Gnoll': every person's choice is told in words."""
    lines = _told_game(lang)
    rolled = [x for kind, _, x in lines if kind == "hunt_roll"]
    assert rolled and all(("against the" if lang == "en" else "kośćmi Walki") in x for x in rolled), rolled


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_log_lines_have_no_placeholders_for_tokens_or_rewards(lang: str) -> None:
    """No 'Damage token(s)', no 'Bot 1 0+0' in the battle's rewards."""
    lines = [x for _, _, x in _told_game(lang)]
    assert not [x for x in lines if "(s)" in x or re.search(r"\d\+\d", x)]
    rewards = next(x for x in lines if x.startswith("The battle is over" if lang == "en" else "Walka zakończona"))
    assert ("earns" if lang == "en" else "Gwiazd") in rewards, rewards


def test_hiring_a_mercenary_is_told_as_hiring() -> None:
    hires = [x for kind, _, x in _told_game("en") if kind in ("hunt_hire", "battle_hire")]
    assert hires and all("hires a mercenary for" in x for x in hires), hires


def test_skip_is_logged_for_every_player() -> None:
    """A skipped attribute action is told for each player who skips, even when the step says more."""
    lines = _told_game("en")
    skipped = [(p, x) for kind, p, x in lines if kind == "skip_action" and "no attribute action" in x]
    skips = {p for kind, p, _ in lines if kind == "skip_action"}
    assert skips and {p for p, _ in skipped} == skips


@pytest.mark.parametrize("lang, said", [("en", "banishes the Imp of"), ("pl", "wypędza Chochlika za")])
def test_banishing_logs_which_imp_and_what_it_cost(lang: str, said: str) -> None:
    from engine.games.roll_player.fiends.content import load_fiends
    names = {getattr(i.name, lang) for i in load_fiends().imps.values()}
    banished = [x for kind, _, x in _told_game(lang) if kind == "banish_imp"]
    assert banished and all(said in x and any(n in x for n in names) for x in banished), banished
    assert all(("gold" if lang == "en" else "złot") in x or "Charis" in x for x in banished), banished


def test_glory_is_counted_in_tokens_in_polish() -> None:
    """'otrzymuje 1 Chwały' read wrongly: a Glory token is counted ('1 żeton Chwały')."""
    glory = [x for kind, _, x in _told_game("pl") if "Chwał" in x and "otrzymuje" in x]
    assert glory and all("żeton" in x for x in glory), glory
