"""Runebound's combat overlay against the real engine: every legal action of a fight's decisions is one click
away (the phase cells narrow the plan click by click through the board host's own input controller), whole
fights are clicked through, rolls animate and can be skipped, a drawn card flips open, and the words fit at
1280x720 and 1920x1080 in both languages."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import pygame
import pytest

from app.board.action_bar import ActionBar
from app.board.presenter import Presenter
from app.games.runebound.combat_view import PLAN_KINDS, CombatView
from app.input.controller import InputController
from app.render import cache, fit
from app.table import Table
from app.input.targets import Target
from engine.kernel import Action, Decision, Session
from tests.runebound.helpers import GAME, position, scenario

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "runebound"
GREEN_HEX = (1, 1)
STRONG = 'allies = [{ card = "sellsword.1" }, { card = "battle_priest.1" }]\nitems = ["throwing_knives.1", ' \
         '"lucky_charm.1", "healing_potion.1"]\nwounds = 1\n'


@pytest.fixture(autouse=True)
def headless() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    yield
    from app import i18n
    i18n.set_lang("en")                                  # a test in Polish leaves the next one in English


class Overlay(Table):
    """The overlay as the board host's input controller sees a table (its targets and its words)."""

    game_id = "runebound"

    def __init__(self, session: Session, view: CombatView) -> None:
        super().__init__(GAME, session.config)
        self.cv = view

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.cv.draw(surface, now)

    def targets(self, decision: Decision, player: int) -> list[Target]:
        """The fight's cells and card buttons, and its other moves on the shared bar, as the board host has them."""
        bar = ActionBar(lambda: self.cv.u, self.cv.camera)
        return self.cv.targets(decision, player) + bar.place(self.cv.bar_area(), self.cv.bar_items(decision, player))

    def action_label(self, action: Action) -> str:
        return self.cv.action_label(action)


class Fight:
    """A session and the overlay showing it, as the table would drive them."""

    def __init__(self, session: Session, size: tuple[int, int] = (1280, 720), lang: str = "en") -> None:
        self.s = session
        self.cv = CombatView(None, lang)
        self.now = 0.0
        self.fresh = False             # a batch was presented and nobody has looked since
        self.cv.presenter = Presenter(clock=lambda: self.now)
        self.cv.attach(self.cv.presenter)
        self.cv.layout(pygame.Rect(0, 0, *size))
        self.controller = InputController(Overlay(session, self.cv))
        self.refresh()

    def refresh(self) -> None:
        d = self.s.decision
        self.cv.show(self.s.view(None), d, None)
        self.controller.refresh(d if d is not None and self.on() else None, d.actor if d is not None else None)

    def on(self) -> bool:
        return self.cv.active(self.s.view(None), self.s.decision)

    def apply(self, action: Action) -> None:
        before = len(self.s.steps)
        self.s.apply(action)
        self.cv.presenter.present(self.s.steps[before:])
        self.fresh = True
        self.refresh()

    def at(self, now: float) -> None:
        """The show's time is `now`; a show presented since the last look starts at this look, as on screen."""
        manager = self.cv.presenter.manager
        if self.fresh and (manager.clock is None or now > manager.clock):
            manager.clock = now
        self.fresh = False
        self.now = max(self.now, now)
        self.cv.presenter.animating(now)

    def animating(self, now: float) -> bool:
        self.at(now)
        return self.cv.presenter.animating(now)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.at(now)
        self.cv.draw(surface, now)

    def skip(self) -> None:
        self.cv.presenter.skip()

    def take(self, kind: str, **args: Any) -> None:
        """A move outside the overlay (the table's panel would offer it)."""
        d = self.s.decision
        assert d is not None
        self.apply(next(a for a in d.legal if a.kind == kind and all(a.get(k) == v for k, v in args.items())))

    def click(self, pos: tuple[int, int]) -> Action | None:
        return self.controller.click(pos).action

    def clicks_for(self, action: Action) -> Action | None:
        """Click the spots that stand for `action` (a plan: its phase cells one by one) until one acts."""
        if action.kind not in PLAN_KINDS:
            spots = [t for t in self.controller.targets if action in t.actions]
            assert len(spots) == 1, f"{action}: {len(spots)} targets"
            return self.click(spots[0].shape.bounds().center)
        self.controller.cancel()
        for phase in ("ranged", "melee", "magic"):
            if action[phase] == "none":
                continue
            key = (action.kind, phase, action[phase])
            cell = next(t for t in self.controller.targets if t.key == key)
            got = self.click(cell.shape.bounds().center)
            if got is not None:
                return got
        return None


def fight(card: str, faces: list[int], player: str = "", hero: str = "varikas", table: str = "") -> Fight:
    s = scenario(position(GREEN_HEX, table=f'decks = {{ green = ["{card}"] }}\n' + table, faces=faces, player=player,
                          hero=hero))
    f = Fight(s)
    f.take("adventure", colour="green")
    return f


def every_action_is_one_click_away(f: Fight) -> int:
    """Each legal action of the decision: exactly one target (a plan: its cells) and clicking yields it."""
    d = f.s.decision
    assert d is not None and f.on()
    spots = [t.shape.bounds() for t in f.controller.targets]
    assert all(f.cv.panel().contains(r) for r in spots), "every target on the overlay"
    assert not any(a.colliderect(b) for i, a in enumerate(spots) for b in spots[i + 1:]), "targets overlap"
    for action in d.legal:
        assert f.clicks_for(action) == action, f"clicking for {action}"
        f.refresh()
    return len(d.legal)


def play_out(f: Fight, pick: Any = None, limit: int = 200, until: str = "") -> int:
    """Click through the overlay while it shows the decision (or until the prompt `until`); each time check
    every action first."""
    checked = 0
    for _ in range(limit):
        if f.s.decision is None or not f.on() or f.s.decision.prompt == until:
            return checked
        checked += every_action_is_one_click_away(f)
        d = f.s.decision
        action = pick(d) if pick is not None else d.legal[0]
        assert f.clicks_for(action) == action
        f.apply(action)
    raise AssertionError("the fight did not end")


def prefer(*kinds: str) -> Any:
    def pick(d: Decision) -> Action:
        for kind in kinds:
            for a in d.legal:
                if a.kind == kind:
                    return a
        return d.legal[0]
    return pick


def test_every_action_of_a_fight_is_one_click_away_and_a_won_fight_pays() -> None:
    f = fight("bandit_cutthroat.1", [9] * 60, player=STRONG)
    gold = f.s.state.current.gold
    checked = play_out(f, prefer("start_fight", "assign", "proceed", "fight_on"))
    assert checked > 10
    p = f.s.state.current
    assert f.s.state.combat is None and p.counters == ["green"] and p.gold > gold, "won by clicks"
    assert f.cv.shown_result is not None and f.cv.shown_result.result.kind == "victory"


def test_a_plan_is_chosen_by_clicking_a_fighter_in_each_phase() -> None:
    f = fight("restless_dead.1", [5] * 30, player='allies = [{ card = "sellsword.1" }]\n')
    f.take("start_fight")
    keys = {t.key for t in f.controller.targets if t.key[0] == "assign"}
    assert ("assign", "melee", "ally0") in keys and ("assign", "ranged", "hero") in keys
    assert ("assign", "magic", "defend") in keys
    ranged = next(t for t in f.controller.targets if t.key == ("assign", "ranged", "hero"))
    assert f.click(ranged.shape.bounds().center) is None, "the first click narrows the plan"
    melee = next(t for t in f.controller.targets if t.key == ("assign", "melee", "ally0"))
    chosen = f.click(melee.shape.bounds().center)
    assert chosen is not None, "the only plan left (the hero defends in Magic) is taken at once"
    assert (chosen["ranged"], chosen["melee"], chosen["magic"]) == ("hero", "ally0", "defend")


def test_a_phase_the_challenge_takes_no_part_in_has_no_cells() -> None:
    f = fight("wild_boar.1", [5] * 30)
    f.take("start_fight")
    assert not [t for t in f.controller.targets if t.key[0] == "assign" and t.key[1] == "magic"]


def test_escape_and_before_combat_abilities_are_buttons() -> None:
    f = fight("restless_dead.1", [1] * 40, player='allies = [{ card = "elven_scout.1" }]\n')
    keys = {t.key for t in f.controller.targets}
    assert ("hero_ability",) in keys and ("ally_ability", 0) in keys and ("bar", ("start_fight",)) in keys
    play_out(f, prefer("start_fight", "assign", "proceed"), until="round_end")
    assert f.s.decision is not None and f.s.decision.prompt == "round_end"
    every_action_is_one_click_away(f)
    f.apply(next(a for a in f.s.decision.legal if a.kind == "escape"))
    assert f.s.state.combat is None and f.cv.shown_result.result.kind == "escaped"


def test_the_roll_animation_ends_by_itself_and_a_click_skips_it() -> None:
    f = fight("bandit_cutthroat.1", [3] * 40)
    f.take("start_fight")
    while f.s.decision is not None and f.s.decision.prompt != "round_end" and f.on():
        d = f.s.decision
        f.apply(next((a for a in d.legal if a.kind in ("proceed", "assign")), d.legal[0]))
    assert f.cv.rolls, "the round's rolls are shown"
    assert f.animating(100.0)
    assert not f.animating(100.0 + 60.0), "the show ends by itself"
    f.apply(next(a for a in f.s.decision.legal if a.kind == "fight_on"))
    f.take("assign", ranged="hero", melee="defend", magic="none")
    while f.s.decision is not None and f.s.decision.prompt not in ("round_end",) and f.on():
        f.take("proceed")
    assert f.animating(200.0)
    f.skip()
    assert not f.animating(200.1)


def test_a_roll_tells_its_dice_target_and_outcome() -> None:
    # Wild Boar Ranged 8: Varikas (Mind 1) rolls 9 + 9 (two 9s) = 19 >= 8, a hit
    f = fight("wild_boar.1", [9] * 40)
    f.take("start_fight")
    f.take("assign", ranged="hero", melee="defend", magic="none")
    while f.s.decision is not None and f.s.decision.prompt not in ("round_end",) and f.on():
        f.take("proceed")
    first = f.cv.rolls[0]
    assert (first.kind, first.phase, first.dice, first.target, first.verdict) == ("attack", "ranged", (9, 9), 8, "hit")
    assert first.total >= first.target and first.good


def test_a_drawn_event_shows_then_the_challenge_flips_open() -> None:
    s = scenario(position(GREEN_HEX, table='decks = { green = ["market_day", "wild_boar.1"] }\n', faces=[5] * 20))
    f = Fight(s)
    f.take("adventure", colour="green")
    kinds = [b.kind for b in f.cv.beats]
    assert kinds[:2] == ["event", "flip"]
    assert f.animating(10.0) and f.on()
    surface = pygame.Surface((1280, 720))
    f.draw(surface, 10.0 + 0.3)
    f.draw(surface, 10.0 + 1.9)
    assert not f.animating(10.0 + 30)


def test_an_encounter_shows_its_card_and_its_test_is_clicked() -> None:
    s = scenario(position(GREEN_HEX, table='decks = { green = ["lost_child", "wild_boar.1"] }\n', faces=[9] * 20))
    f = Fight(s)
    f.take("adventure", colour="green")
    assert f.cv.scene is not None and f.cv.scene.mode == "test"
    every_action_is_one_click_away(f)
    f.apply(f.s.decision.legal[0])
    tests = [r for r in f.cv.rolls if r.kind == "test"]
    assert tests and tests[0].verdict == "passed" and tests[0].target == 10


def test_an_action_kind_the_overlay_does_not_know_gets_a_button_of_its_own() -> None:
    f = fight("wild_boar.1", [5] * 20)
    d = f.s.decision
    odd = Action.of("sing_a_song", d.actor, verse=2)
    mixed = Decision(d.actor, d.prompt, d.legal + (odd,))
    f.cv.show(f.s.view(None), mixed, None)
    targets = [t for t in f.controller.table.targets(mixed, d.actor) if odd in t.actions]
    assert len(targets) == 1 and targets[0].tooltip, "a labelled button"


def two_heroes(faces: list[int]) -> Fight:
    forced = f"[forced]\nfaces = {faces}\n"
    body = (f'{forced}[position]\nstep = "movement"\n[[position.players]]\nhero = "tovah"\nhex = [1, -1]\n'
            'allies = [{ card = "sellsword.1" }]\n[[position.players]]\nhero = "hesk"\nhex = [1, -1]\n')
    f = Fight(scenario(body, players=2))
    f.take("roll", dice=0)
    f.take("attack_hero", seat=1)
    return f


def test_hero_versus_hero_every_action_is_clickable_to_the_end() -> None:
    f = two_heroes([5] * 200)
    assert f.on() and f.cv.scene.mode == "pvp"
    checked = play_out(f, prefer("pvp_plan", "end_before", "proceed", "pvp_fight_on"), limit=200)
    assert checked > 5
    assert f.s.state.pvp is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (930, 615)])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_words_fit_their_boxes_mid_combat(size: tuple[int, int], lang: str) -> None:
    """The whole window at both sizes, and the board's share of a 1280x720 window beside the history."""
    from app import i18n
    i18n.set_lang(lang)
    s = scenario(position(GREEN_HEX, table='decks = { green = ["brigand_chief.1"] }\n', faces=[4, 6, 2, 3] * 20,
                          player=STRONG, hero="varikas"))
    f = Fight(s, size, lang)
    f.take("adventure", colour="green")
    f.take("start_fight")
    f.take("assign", ranged="hero", melee="ally0", magic="defend")
    screens = []
    for stage in range(3):
        cache.clear_all()
        with fit.recording() as log:
            screen = fit.Screen(size)
            f.draw(screen, 50.0 + stage)
            f.draw(screen, 50.0 + stage + 0.7)
            f.draw(fit.Screen(size), 50.0 + stage + 60)      # still: the panel drawn once, then blitted
        assert not log.overflows(), [(x.text, x.where) for x in log.overflows()]
        window = screen.get_rect()
        assert all(window.contains(p.rect) for p in screen.placed if p.rect.w), "text off the window"
        screens.append(screen)
        if f.s.decision is None or not f.on():
            break
        d = f.s.decision
        f.apply(next((a for a in d.legal if a.kind in ("proceed", "fight_on")), d.legal[0]))
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(screens[-1], str(SHOTS / f"combat_{lang}_{size[0]}.png"))


def test_a_still_overlay_is_drawn_once_and_looks_as_drawn_afresh() -> None:
    f = fight("brigand_chief.1", [4, 6] * 20, player=STRONG)
    f.take("start_fight")
    f.skip()
    cached, fresh = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    f.draw(cached, 5.0)
    first = f.cv._still_surface
    f.draw(cached, 6.0)
    assert f.cv._still_surface is first, "nothing changed: the panel is only blitted"
    f.cv._veil(fresh)
    f.cv._draw_scene(fresh, f.cv.scene, True)
    assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(fresh, "RGB")
    f.take("assign", ranged="hero", melee="ally0", magic="defend")
    f.skip()
    f.draw(cached, 7.0)
    assert f.cv._still_surface is not first, "a new decision is drawn afresh"


def test_a_combat_card_is_played_from_a_button_on_that_card() -> None:
    f = fight("bandit_cutthroat.1", [5] * 40, player=STRONG)
    f.take("start_fight")
    f.take("assign", ranged="hero", melee="ally0", magic="none")
    d = f.s.decision
    knives = [a for a in d.legal if a.get("card") == "throwing_knives.1"]
    if not knives:
        pytest.skip("this engine readies knives elsewhere")
    spot = next(t for t in f.controller.targets if knives[0] in t.actions)
    items = [i["card"] for i in f.s.view(None)["players"][0]["items"]]
    card = f.cv._item_rect(items.index("throwing_knives.1"))
    assert card.contains(spot.shape.bounds()), "the button lies on the Throwing Knives card"
    assert f.clicks_for(knives[0]) == knives[0]


def test_before_combat_the_defenders_ability_is_on_the_card_of_the_hero_he_faces_as() -> None:
    forced = f"[forced]\nfaces = {[5] * 60}\n"
    body = (f'{forced}[position]\nstep = "movement"\n[[position.players]]\nhero = "tovah"\nhex = [1, -1]\n'
            '[[position.players]]\nhero = "varikas"\nhex = [1, -1]\n')
    f = Fight(scenario(body, players=2))
    f.take("roll", dice=0)
    f.take("attack_hero", seat=1)
    d = f.s.decision
    bolt = [a for a in d.legal if a.kind == "hero_ability" and a.player == 1]
    if not bolt:
        pytest.skip("this engine has no Before Combat in hero-vs-hero combat")
    spot = next(t for t in f.controller.table.targets(d, 1) if bolt[0] in t.actions)
    assert f.cv.card_rect().contains(spot.shape.bounds()), "on the large card: Varikas is the Challenge side"


def test_an_unresolved_challenge_flips_open_when_it_is_fought_again() -> None:
    table = 'unresolved = [{ slot = 2, card = "troll.1", hex = [1, 1] }]\n'
    f = Fight(scenario(position(GREEN_HEX, table=table, faces=[5] * 20)))
    f.take("fight_unresolved")
    assert [(b.kind, b.card) for b in f.cv.beats] == [("flip", "troll.1")]
    assert f.on() and f.cv.scene.mode == "combat"


def test_both_languages_hold_the_same_words_with_the_same_parameters() -> None:
    from app.games.runebound.combat_text import WORDS
    from engine.kernel.strings import fields
    en = {k: v for k, v in WORDS.table("en").items() if k.startswith("runebound.combat.")}
    pl = {k: v for k, v in WORDS.table("pl").items() if k.startswith("runebound.combat.")}
    assert en and set(en) == set(pl)
    assert all(fields(en[k]) == fields(pl[k]) for k in en), [k for k in en if fields(en[k]) != fields(pl[k])]


def test_a_hero_with_more_items_than_the_strip_holds_uses_the_rest_from_the_bar() -> None:
    items = ", ".join(f'"{c}"' for c in ["healing_potion.1", "healing_potion.2", "healing_potion.3", "healing_potion.4",
                                          "stamina_draught.1", "stamina_draught.2", "lucky_charm.1", "lucky_charm.2",
                                          "throwing_knives.1"])
    f = fight("restless_dead.1", [5] * 60, player=f"items = [{items}]\nwounds = 2\nexhaustion = 1\n")
    assert len(f.cv._items_shown(f.s.view(None), "combat")) < 9
    play_out(f, prefer("start_fight", "assign", "proceed"), until="round_end")


def words_fit(f: Fight, size: tuple[int, int]) -> None:
    cache.clear_all()
    with fit.recording() as log:
        screen = fit.Screen(size)
        f.draw(screen, 300.0)
        f.draw(screen, 300.4)
        f.draw(screen, 399.0)
    assert not log.overflows(), [(x.text, x.where) for x in log.overflows()]
    assert all(screen.get_rect().contains(p.rect) for p in screen.placed if p.rect.w), "text off the window"


@pytest.mark.parametrize("size", [(1920, 1080), (930, 615)])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_words_fit_in_a_skill_test_and_in_a_fight_between_heroes(size: tuple[int, int], lang: str) -> None:
    from app import i18n
    i18n.set_lang(lang)
    s = scenario(position(GREEN_HEX, table='decks = { green = ["kwestia_honoru", "wild_boar.1"] }\n', faces=[9] * 20,
                          player=STRONG))
    f = Fight(s, size, lang)
    f.take("adventure", colour="green")
    words_fit(f, size)
    f.apply(f.s.decision.legal[0])
    words_fit(f, size)
    f = two_heroes([5] * 200)
    f.cv.lang = lang
    f.cv.layout(pygame.Rect(0, 0, *size))
    f.refresh()
    words_fit(f, size)
    play_out(f, prefer("pvp_plan", "end_before", "proceed"), until="pvp_round_end")
    words_fit(f, size)


def test_the_show_follows_the_bot_speed() -> None:
    from app.settings import BOT_SPEEDS
    f = fight("wild_boar.1", [9] * 40)
    f.take("start_fight")
    f.cv.presenter.set_pace(BOT_SPEEDS["slow"])
    f.take("assign", ranged="hero", melee="defend", magic="none")
    while f.s.decision is not None and f.s.decision.prompt != "round_end" and f.on():
        f.take("proceed")
    length = max((b.delay + b.duration) / b.pace for b in f.cv.beats)   # at the normal pace
    assert f.animating(10.0)
    assert f.animating(10.0 + length + 0.1), "slower than at the normal pace"
    assert not f.animating(10.0 + length * 2.5)


def test_while_rolls_play_the_still_panel_with_its_moving_parts_looks_as_drawn_afresh() -> None:
    f = fight("brigand_chief.1", [4, 6, 2, 3] * 20, player=STRONG)
    f.take("start_fight")
    f.take("assign", ranged="hero", melee="ally0", magic="defend")
    while f.s.decision is not None and f.s.decision.prompt not in ("round_end", "assign") and f.on():
        f.take("proceed")
    f.skip()
    f.take("fight_on")
    f.take("assign", ranged="hero", melee="ally0", magic="defend")
    while f.s.decision is not None and f.s.decision.prompt not in ("round_end", "assign") and f.on():
        f.take("proceed")
    assert f.cv.beats and all(b.kind == "roll" for b in f.cv.beats)
    for now in (1.0, 1.3, 2.2):
        fast, fresh = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
        f.draw(fast, now)
        f.cv._veil(fresh)
        f.cv._draw_scene(fresh, f.cv.scene, True)
        f.cv._draw_beats(fresh)
        hint = pygame.Rect(0, f.cv.Y(640), f.cv.X(300), 720)     # "Click to skip" is drawn by draw alone
        for surf in (fast, fresh):
            surf.fill((0, 0, 0), hint)
        assert pygame.image.tobytes(fast, "RGB") == pygame.image.tobytes(fresh, "RGB"), now


def test_the_odds_of_an_attack_are_shown_before_committing_it(monkeypatch) -> None:
    """The play-test asked for the odds of an attack before it is made: each attack cell shows the engine's chance
    of 2d10 + skill reaching the challenge's target."""
    from app.games.runebound import combat_paint
    from engine.games.runebound.content import content
    from engine.games.runebound.rolls import chance_to_reach

    assert chance_to_reach(12, 1) == 0.55 and chance_to_reach(2, 0) == 1.0 and chance_to_reach(21, 0) == 0.0
    f = fight("restless_dead.1", [5] * 30)
    f.take("start_fight")
    drawn: list[str] = []
    real = combat_paint.fonts.fitted
    monkeypatch.setattr(combat_paint.fonts, "fitted", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k))
    f.cv.draw(pygame.Surface((1280, 720)), 0.0)
    foe = content().challenges["restless_dead"]
    ranged, _ = f.cv._attack_numbers(f.s.view(None), "combat", "hero", 0)
    odds = round(100 * chance_to_reach(foe.phases[0][0], ranged))
    assert any(w.endswith(f"· {odds}%") for w in drawn), drawn


@pytest.mark.parametrize("hero", ["mira", "aldric"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_heros_name_does_not_shrink_to_a_tiny_font_in_combat(monkeypatch, hero: str, size: tuple[int, int]) -> None:
    """The play-test saw a long Polish hero name ("Mira Przywołująca Fale") squeezed into a tiny font beside its card
    in a fight: it is drawn whole at a readable size, on two lines where one is too narrow."""
    from app import i18n
    from app.games.runebound import combat_paint
    from engine.games.runebound.content import content

    readable = 11    # pixels: the least the status line and the cells' own words are drawn at
    i18n.set_lang("pl")
    monkeypatch.setattr(combat_paint.cards, "picture", lambda card, w, *a, **k: pygame.Surface((w, round(w * 1.4))))
    s = scenario(position(GREEN_HEX, table='decks = { green = ["bandit_cutthroat.1"] }\n', faces=[9] * 20, hero=hero))
    f = Fight(s, size, "pl")
    f.take("adventure", colour="green")
    name = content().heroes[hero].name.get("pl")
    cache.clear_all()
    with fit.recording() as log:
        f.cv.draw(fit.Screen(size), 300.0)
    words = name.split()
    pieces = [x for x in log.fits if x.text and set(x.text.split()) <= set(words) and x.text in name]
    assert " ".join(p.text for p in pieces) == name, [p.text for p in pieces]
    assert all(p.size >= readable and p.fits and p.kept is None for p in pieces), pieces
