"""Runebound as the issue 22 play-test found it: each fault a player met, named after it, at the real table
scene, the tutorial or the replay (headless, real pygame events)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from app import i18n
from app.games.runebound import text
from app.tutorial.scene import open_tutorial
from engine.kernel import Action, GameConfig, Seat
from tests.app.drive import pump

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "runebound-2p-seed9.json"


def test_the_tutorials_first_frames_finish_painting_the_map_without_a_click(make_app):
    """The first frames showed stand-ins (a double-size piece by Riverwatch) until step 4 forced a repaint."""
    app = make_app((1280, 720))
    assert open_tutorial(app, "runebound")
    pump(app)
    assert app.scene.wants_frame(time.monotonic()) is not None   # the idle loop would not sleep on stand-ins
    pump(app, 60)
    layer = app.scene.overlay.host.table.layer
    assert layer.chunks.settled


def test_a_replay_at_step_0_paints_the_south_east_as_the_game_does(make_app):
    """Opening a replay showed the south-east stretched from the overview until a step was taken."""
    from app.replay.scene import open_replay

    app = make_app((1280, 720))
    assert open_replay(app, EXAMPLE)
    pump(app)
    assert app.scene.wants_frame(time.monotonic()) is not None
    pump(app, 60)
    assert app.scene.host.table.layer.chunks.settled


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_dice_labels_cannot_be_misread_road_and_river_share_no_letter(make_app, monkeypatch, lang):
    """"RSR" used R for both Road and River (Polish "RDR" for Rzeka and Równina): each face now shows drawn
    symbols, and a letter only under a terrain whose initial no other terrain shares."""
    from app.games.runebound import panel
    from engine.games.runebound.content import content

    make_app((1280, 720))
    i18n.set_lang(lang)
    drawn: list[str] = []
    real = panel.fitted
    monkeypatch.setattr(panel, "fitted", lambda label, *a, **k: drawn.append(label) or real(label, *a, **k))
    faces = sorted(content().faces)
    rects = [pygame.Rect(10 + 60 * k, 10, 52, 40) for k in range(len(faces))]
    panel.draw_dice(pygame.Surface((60 * len(faces) + 20, 60)), {"dice": faces}, rects, set(), 1.0)
    initials: dict[str, set[str]] = {}
    for letter in ("P", "R", "W", "S", "F", "H", "M"):
        initials.setdefault(text.terrain_name(letter)[:1].upper(), set()).add(letter)
    shared = {first for first, terrains in initials.items() if len(terrains) > 1}
    assert shared   # the fault's own case: some initial stands for two terrains in this language
    assert drawn and not any(ch in shared for label in drawn for ch in label)


# --- words -----------------------------------------------------------------------------------------
def drawn_words(monkeypatch, module, name: str = "fitted") -> list[str]:
    """Record every label a module's text fitting draws."""
    drawn: list[str] = []
    real = getattr(module, name)
    monkeypatch.setattr(module, name, lambda label, *a, **k: drawn.append(label) or real(label, *a, **k))
    return drawn


def test_one_xp_token_is_not_1_xp_tokens(make_app):
    from app.games.runebound import panel, sheet
    from engine import games
    from engine.kernel.timeline import Session

    make_app((1280, 720))
    game = games.get("runebound")
    session = Session(game, GameConfig.quick("runebound", 2, seed=1))
    while not session.state.players[0].hero:
        session.apply(session.decision.legal[0])
    hero = {**game.view(session.state, None)["players"][0], "xp_tokens": ["mind"]}
    drawn: list[str] = []
    sheet.draw(pygame.Surface((300, 200)), hero, "Ala", 0, 0, 260, 1.0,
               lambda label, *a, **k: drawn.append(label) or panel.fitted(label, *a, **k))
    assert any("1 XP token" in w for w in drawn) and not any("1 XP tokens" in w for w in drawn)


def test_fight_the_unresolved_says_what_it_fights():
    assert text.generic(Action.of("fight_unresolved", 0)) == "Fight the unresolved challenge"


def test_the_tutorial_log_never_says_you_enters_or_you_rolls():
    from engine import games
    from engine.kernel.game import narrate
    from engine.tutorial import Runner, load_script, scripts_for

    game = games.get("runebound")
    (path,) = scripts_for("runebound")
    runner = Runner(game, load_script(path))
    names = [s.name for s in runner.session.config.seats]
    lines: list[str] = []
    for _ in range(12):
        if runner.step.mode == "next":
            runner.next()
            continue
        before = runner.session.cursor
        runner.apply(runner.allowed()[0])
        for i in range(before, runner.session.cursor):
            state = runner.session.state_at(i)
            lines += [t for e in runner.session.steps[i].events if (t := narrate(game, state, e, "en", names))]
    assert any(line.startswith("Brenna ") for line in lines), lines
    assert not any(line.startswith("You ") for line in lines), lines


def test_the_tutorial_list_says_runebound_once():
    from app.tutorial.picker import chapters

    (chapter,) = [c for c in chapters() if c.game == "runebound"]
    assert chapter.label("en") == "Runebound: your first game"
    assert chapter.label("pl") == "Runebound: pierwsza gra"


def test_the_load_list_says_the_round_of_a_runebound_save_not_its_step():
    from app.saves import session_round
    from engine import games
    from engine.kernel.timeline import Session

    session = Session(games.get("runebound"), GameConfig.quick("runebound", 2, seed=4))
    while session.state.round_no < 3:
        session.apply(session.decision.legal[0])
    assert session_round(session) == 3


def test_polish_challenge_cards_say_wyzwanie_zolte_not_zolty(monkeypatch):
    from app.games.runebound import cards
    from engine.games.runebound.content import content

    said: list[str] = []
    real = cards._Card.subtitle
    monkeypatch.setattr(cards._Card, "subtitle", lambda self, words: said.append(words) or real(self, words))
    yellow = next(card for card, ch in content().challenges.items() if ch.deck == "yellow" and not ch.dragonlord)
    encounter = next(card for card, e in content().encounters.items() if e.deck == "yellow")
    pygame.init()
    cards.picture(yellow, 200, "pl")
    cards.picture(encounter, 200, "pl")
    assert said == ["Wyzwanie · żółte", "Spotkanie · żółte"]


@pytest.mark.parametrize("what, said", [("wound", "Wylecz ranę bohatera"), ("exhaustion", "Usuń zmęczenie bohatera")])
def test_polish_healing_the_hero_is_not_wylecz_rane_bohater(what, said):
    i18n.set_lang("pl")
    assert text.label(Action.of("heal", 0, what=what, who=-1), None) == said


def test_polish_a_walk_into_a_city_names_the_city_not_idz_tam_miasto(make_app):
    from engine.games.runebound.content import content

    make_app((1280, 720))
    i18n.set_lang("pl")
    tamalir = next(h for h, city in content().city_at.items() if city == "tamalir")
    assert text.place_name(tamalir) == "Tamalir"
    table_tip = text.t("walk_tip", count=2, terrain=text.place_name(tamalir))
    assert table_tip == "Idź do celu: Tamalir, 2 kości"


def test_polish_buying_says_za_6_zl_not_placi_zlotem_6():
    from engine import games
    from engine.games.runebound.describe import describe_event
    from engine.kernel import Event

    game = games.get("runebound")
    state = game.new_state(GameConfig.quick("runebound", 2, seed=1))
    line = describe_event(Event("bought", {"player": 0, "card": "village_archer", "price": 6}), state, "pl", ["Ala"])
    assert line is not None and line.endswith("za 6 zł.") and "płaci złotem" not in line


# --- information a player needs ------------------------------------------------------------------------
def test_trained_skills_show_outside_combat_not_only_the_printed_spirit(make_app):
    """The hero card prints its skills; after training Spirit the table still said Spirit +4 everywhere but
    in a fight. The sheet has a skills row with the engine's trained values."""
    from app.games.runebound import sheet
    from engine import games
    from engine.games.runebound.content import content
    from engine.games.runebound.state import clone_state
    from engine.kernel.timeline import Session

    make_app((1280, 720))
    game = games.get("runebound")
    session = Session(game, GameConfig.quick("runebound", 2, seed=1))
    while not session.state.players[0].hero:
        session.apply(session.decision.legal[0])
    state = clone_state(session.state)
    p = state.players[0]
    p.xp_tokens.append("spirit")
    printed = content().heroes[p.hero].stats.skill("spirit")
    shown = sheet.skills_line(game.view(state, 0)["players"][0])
    assert f"Spirit {printed + 2} (+2)" in shown


def test_a_replay_at_step_0_shows_no_hero_with_life_0_of_0(make_app, monkeypatch):
    from app.games.runebound import table
    from app.replay.scene import open_replay

    app = make_app((1280, 720))
    drawn = drawn_words(monkeypatch, table)
    assert open_replay(app, EXAMPLE)
    app.invalidate()
    pump(app, 2)
    assert drawn and not any("0/0" in w for w in drawn), drawn
    assert any("no hero yet" in w for w in drawn)


# --- the end screen ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, total, lost", [("en", "Total", "Nobody won"), ("pl", "Razem", "Nikt nie wygrał")])
def test_an_end_screen_everyone_lost_has_no_total_0_0_0_0_row_and_says_why(lang, total, lost):
    from app.games.runebound import ending
    from app.scenes.score_sheet import ScoreSheet
    from engine import games
    from engine.games.runebound.state import Doom
    from engine.kernel.timeline import Session

    game = games.get("runebound")
    names = ["Ala", "Olek", "Ewa", "Jan"]
    session = Session(game, GameConfig("runebound", 4, tuple(Seat(n) for n in names), {"doom_track": True}))
    state = game.clone(session.state)
    state.doom = state.doom or Doom()
    state.doom.lost = True
    i18n.set_lang(lang)
    sheet = ScoreSheet(ending.breakdown(state, names), game.outcome(state))
    _header, rows = sheet.grid()
    assert not any(row[0] == total for row in rows), rows
    lines = sheet.outcome_lines()
    assert lines[0] == lost and "Margath" in lines[1]


def test_the_status_line_says_what_to_do_next_not_always_click_a_highlighted_place(make_app, monkeypatch):
    import random

    from app.scenes import table_scene
    from tests.app_runebound.positions import advance, open_scene

    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=3)
    said: dict[str, str] = {}
    real = table_scene.style.text
    for prompt in ("moving", "market"):
        assert advance(scene, random.Random(1), 2, prompt)
        drawn: list[str] = []
        monkeypatch.setattr(table_scene.style, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k))
        scene.status = ""
        app.invalidate()
        pump(app)
        monkeypatch.setattr(table_scene.style, "text", real)
        said[prompt] = next(w for w in drawn if "Ctrl+Z" in w)
    assert said["moving"].startswith("Click a lit hex to walk there die by die, or Stop moving")
    assert said["market"].startswith("Click a market card to buy it")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_who_plays_each_seat_title_does_not_run_past_its_dialog(make_app, monkeypatch, lang):
    from app.replay import scene as replay_scene
    from app.replay.scene import open_replay
    from app.scenes import style

    app = make_app((1280, 720))
    app.set_lang(lang)
    assert open_replay(app, EXAMPLE)
    pump(app)
    for _ in range(213):
        app.scene.model.step_forward()
    app.scene.continue_here()
    pump(app, 2)
    drawn: list[pygame.Surface] = []
    real = style.text
    monkeypatch.setattr(replay_scene.style, "text",
                        lambda words, size, *a, **k: drawn.append((words, real(words, size, *a, **k))) or drawn[-1][1])
    app.scene._draw_seat_choice(pygame.Surface(app.size))
    box = app.scene._seat_box()
    room = box.w - 2 * round(20 * app.scene.px(1))
    title = app.scene.tr("continue_title", step=app.scene.model.cursor)
    lines = [(w, img) for w, img in drawn if w and w in title]
    assert " ".join(w for w, _ in lines) == title
    assert all(img.get_width() <= room for _, img in lines)


def test_after_a_bookmark_jump_the_previous_roll_is_not_still_shown(make_app):
    from app.replay.scene import open_replay

    app = make_app((1280, 720))
    assert open_replay(app, EXAMPLE)
    pump(app)
    scene = app.scene
    fight = scene.table.combat_view
    for _ in range(400):
        scene.model.step_forward()
        pump(app)
        if fight is None:
            fight = scene.table.combat_view
        if fight is not None and fight.rolls:
            break
    assert fight is not None and fight.rolls
    later = next(m for m in scene.model.bookmarks if m.cursor > scene.model.cursor + 20)
    scene.jump(later)
    pump(app)
    assert fight.rolls == []


def test_the_tutorials_buttons_show_their_words_not_an_empty_lit_frame(make_app, monkeypatch):
    """Step 4 asks to click "Roll 3 dice", but the tutorial drew the action bar's lit outline without its button:
    an empty green frame. The bar is drawn under the tutorial as at the table."""
    from app.board import action_bar
    from tests.app.drive import click

    app = make_app((1280, 720))
    assert open_tutorial(app, "runebound")
    pump(app, 3)
    for _ in range(3):
        step = app.dump()["tutorial"]["step"]
        click(app, tuple(app.dump()["tutorial"]["buttons"]["next"]))   # the bubble's Next, where it is drawn
        pump(app, 3)
        assert app.dump()["tutorial"]["step"] != step
    assert app.dump()["tutorial"]["step"] == "roll"
    drawn = drawn_words(monkeypatch, action_bar.fonts)
    app.invalidate()
    pump(app)
    assert any(w.startswith("Roll 3 dice") for w in drawn), drawn


def test_the_who_plays_each_seat_question_is_drawn_over_a_fight_the_replay_shows(make_app):
    """'Play on from here' while the replay shows a fight: the question and its buttons lie on top, and take the click."""
    from app.replay.scene import open_replay

    app = make_app((1280, 720))
    assert open_replay(app, EXAMPLE)
    pump(app)
    scene = app.scene
    while scene.host.overlays.modal() is None:
        assert scene.model.cursor < scene.model.total, "the example save shows no fight"
        scene.model.step_forward()
        pump(app)
    scene.continue_here()
    pump(app, 3)
    button = scene.widgets["continue_cancel"]
    r = button.get_abs_rect()
    drawn = app.screen.subsurface(r)
    own = button.image
    same = sum(drawn.get_at((x, y))[:3] == own.get_at((x, y))[:3]
               for x in range(0, r.w, 4) for y in range(0, r.h, 4))
    assert same >= 0.8 * len(range(0, r.w, 4)) * len(range(0, r.h, 4)), "the fight is drawn over the question's buttons"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=r.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=r.center))
    pump(app, 3)
    assert scene.seat_choice is None, "a click on Cancel did not reach the question's button"


@pytest.mark.parametrize("example", ["runebound-2p-seed9.json", "roll-player-2p-seed2.json"])
@pytest.mark.parametrize("lang, word", [("en", "round"), ("pl", "runda")])
def test_an_older_save_without_a_round_in_its_summary_says_its_round_not_step_213(lang, word, example, request):
    """Saves written before the summary carried a round (the shipped examples among them) said "step 631" in the
    Load list: the round is read from the round-start events of its steps, the round the game was in."""
    import json

    from app import saves
    from app.scenes.load import row_details

    path = EXAMPLE.parent / example
    info = saves.read_info(path)
    request.addfinalizer(lambda: i18n.set_lang("en"))
    i18n.set_lang(lang)
    assert "round" not in (json.loads(path.read_text(encoding="utf-8")).get("meta") or {})    # the fault's own case: an older summary
    session = saves.open_save(path).session
    session.seek(len(session.steps))
    rnd = saves.session_round(session)
    assert rnd is not None and info.round == rnd
    assert f"{word} {rnd}" in row_details(info) and str(info.steps) not in row_details(info)


def test_polish_the_tip_on_a_city_the_table_offers_to_walk_to_names_the_city(make_app):
    """Issue 22: the tip the table builds for a move into a city said "Idź tam (Miasto)"; read from the table's own
    targets, it names the city ("Idź: Tamalir, …", "Idź do celu: Tamalir, …")."""
    import random

    from engine.games.runebound.content import content
    from engine.games.runebound.state import Hex
    from tests.app_runebound.positions import advance, open_scene

    app = make_app((1280, 720))
    i18n.set_lang("pl")
    cities = content().city_at
    tips: dict = {}
    for seed in range(1, 40):
        scene = open_scene(app, 2, seed=seed)
        advance(scene, random.Random(seed), rounds=2)
        tips = {t.key: t.tooltip for t in scene.controller.highlighted() if isinstance(t.key, tuple)
                and t.key[0] == "hex" and Hex(t.key[1], t.key[2]) in cities and t.tooltip.startswith("Idź")}
        if tips:
            break
    assert tips, "no move into a city was offered in 39 games"
    for (_, q, r), tip in tips.items():
        name = text.place_name(Hex(q, r))
        assert name != "Miasto" and "(Miasto)" not in tip, tip
        assert all(line.split(":")[1].strip().startswith(name) for line in tip.splitlines() if line.startswith("Idź")), tip


def test_a_scenario_game_names_its_seat_in_the_players_language_not_player_1_beside_gracz_1(make_app):
    """Issue 22 play-test: a game opened from a scenario (`stolik play --scenario`) titled the table "Player 1: Twój
    ruch" while the side panel said "Gracz 1": the engine's placeholder name of an unnamed seat leaked into the title,
    the hand-over and the end screen."""
    from app.scenes.table_scene import TableScene
    from app.games import table_class
    from engine import games
    from engine.kernel import Session
    from engine.scenario import scenario_from_text
    from tests.runebound.helpers import position, register

    register()
    config = scenario_from_text(f'game = "runebound"\nplayers = 1\nseed = 1\n{position((1, 1))}').config()
    assert config.seats[0].name == "Player 1", "the engine's placeholder for a seat nobody named"
    app = make_app((1280, 720))
    i18n.set_lang("pl")
    game = games.get("runebound")
    session = Session(game, config)
    scene = TableScene(app, session, table_class("runebound")(game, config))
    _title, whose = scene._title_words()
    assert whose == "Gracz 1: twój ruch", "after a colon Polish goes on in lower case"
    sheet = scene.table.breakdown(session.state)
    assert sheet.players == ["Gracz 1"]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_with_nothing_to_train_the_status_line_says_done_ends_the_turn_not_train_a_token(make_app, lang):
    """Issue 22 play-test: with no counters and no experience banked, the experience phase offered only "Done" while
    the status line said "Train an experience token with your counters, or Done"."""
    from app.games import table_class
    from engine import games
    from engine.kernel import Session
    from engine.scenario import scenario_from_text
    from tests.runebound.helpers import position, register

    register()
    make_app((1280, 720))
    i18n.set_lang(lang)
    config = scenario_from_text(f'game = "runebound"\nplayers = 1\nseed = 1\n{position((1, 1), step="experience")}').config()
    game = games.get("runebound")
    session = Session(game, config)
    decision = session.decision
    assert decision.prompt == "experience" and {a.kind for a in decision.legal} == {"done"}
    table = table_class("runebound")(game, config)
    table.show(session.view(0), decision, 0)
    assert table.next_step() == text.t("next.experience_nothing")
