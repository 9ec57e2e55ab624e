"""The challenge overlay (issue 26, item 4), in the real table scene: the abilities that work at the challenge's
timing (Determination here) are the cards that grant them, lit and clicked in the overlay, the other moves stay its
buttons; every hero taking part in a group challenge is shown in the overlay, the one deciding lit, with its dice
under its colour; everything fits at both window sizes in English and Polish."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterator

import pygame
import pytest

from app.board.overlays import Fight
from app.games import table_class
from app.main import App
from app.render import fit
from app.scenes.table_scene import TableScene
from app.settings import Settings
from engine.kernel import Action, GameConfig, Session
from tests.app.drive import click, press
from tests.zerywia.helpers import GAME

SIZES = ((1280, 720), (1920, 1080))
GROUP_SEED = 6          # a 2-hero game whose joining heroes meet a group challenge that they lose


def played(players: int, seed: int, steps: int, pick: Callable[[list[Action], random.Random], Action]) -> Session:
    session = Session(GAME, GameConfig.quick("zerywia", players, seed=seed))
    rnd = random.Random(seed)
    for _ in range(steps):
        assert session.decision is not None
        session.apply(pick(list(session.decision.legal), rnd))
    return session


def played_until(players: int, seed: int, prompt: str, pick: Callable[[list[Action], random.Random], Action],
                 limit: int = 2000) -> Session:
    """Play until a group challenge (two heroes or more) asks `prompt` (a group's loss is asked after its challenge
    is cleared away): a fixture that a rule adding moves (so changing the random path) breaks less than a step count."""
    session = Session(GAME, GameConfig.quick("zerywia", players, seed=seed))
    rnd = random.Random(seed)
    for _ in range(limit):
        decision = session.decision
        assert decision is not None, f"seed {seed}: the game ended before a group challenge asked {prompt}"
        challenge = session.state.challenge
        grouped = challenge is not None and len(challenge.party) > 1 or prompt == "zerywia.prompt.group_loss"
        if decision.prompt == prompt and grouped:
            return session
        session.apply(pick(list(decision.legal), rnd))
    raise AssertionError(f"seed {seed}: no group challenge asked {prompt} in {limit} steps")


def at_random(legal: list[Action], rnd: random.Random) -> Action:
    return rnd.choice(legal)


def joining(legal: list[Action], rnd: random.Random) -> Action:
    """Heroes who take every joint action offered (so a group challenge comes)."""
    joint = [a for a in legal if a.kind.startswith("joint") or a.kind in ("invite", "join", "accept")]
    return joint[0] if joint else rnd.choice(legal)


def determination() -> Session:
    """Weda's first challenge (seed 1), at Determination: Kora's critical, her own reroll, Spirit Walk's reroll and
    Mark of Jesza may be used, or the challenge resolved."""
    session = played(2, 1, 13, at_random)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.ch_det"
    return session


def group_buying() -> Session:
    """Two heroes in one challenge, buying their dice."""
    return played_until(2, GROUP_SEED, "zerywia.prompt.ch_buy", joining)


def open_at(session: Session, size: tuple[int, int] = (1280, 720), lang: str = "en") -> tuple[App, Any]:
    app = App(size, settings=Settings(lang=lang), persist=False)
    scene = TableScene(app, session, table_class("zerywia")(session.game, session.config))
    app.switch(scene)
    for _ in range(3):
        app.frame(1 / 60)
    return app, scene


def painted(app: App, panel: Any) -> tuple[Any, Any]:
    """The panel drawn once into a recording screen of the window's size: what it placed, and the fit log."""
    with fit.recording() as log:
        screen = fit.Screen(app.size)
        panel.draw(screen, 0.0)
    return screen, log


@pytest.fixture
def closing() -> Iterator[None]:
    yield
    pygame.quit()


def test_determinations_abilities_are_their_cards_in_the_overlay_and_a_click_on_one_uses_it(closing: None) -> None:
    app, scene = open_at(determination())
    fight = scene.host.overlays.top()
    assert isinstance(fight, Fight)
    panel = scene.table.challenge
    tiles = dict(panel.tile_rects())
    assert set(tiles) == {(0, "kora"), (0, "hero"), (0, "wedrowka_duchow"), (0, "znamie_jeszy")}
    assert all(panel.rect().contains(r) for r in tiles.values())
    assert all(not r.colliderect(panel.bar_area()) for r in tiles.values())
    decision = scene.session.decision
    on_cards = {a for t in fight.targets(decision, 0) for a in t.actions}
    on_buttons = {a for item in fight.bar_items(decision, 0) for a in item.actions}
    assert on_cards | on_buttons == set(decision.legal) and not on_cards & on_buttons
    assert {a.kind for a in on_buttons} == {"resolve", "pierw_reroll"}
    before = len(scene.session.steps)
    click(app, tiles[(0, "znamie_jeszy")].center)
    chooser = scene.host.controller.chooser
    if chooser is not None:         # the Mark rerolls any number of Weda's own dice: which, chosen next
        click(app, chooser.rects[0].center)
    made = [s.action for s in scene.session.steps[before:]]
    assert made and made[0].kind == "feat_reroll" and made[0].get("feat") == "znamie_jeszy"


def test_each_ability_tile_says_under_its_name_what_the_ability_does(closing: None) -> None:
    """Weda at Determination (seed 1): Kora's critical gives a Will shield, Weda's own ability rerolls a Nica die, Spirit
    Walk rerolls two, the Mark of Jesza (Ambush: the Flayed Warrior costs 1 Vigor) says what it does — each in its
    tile, in words that fit."""
    app, scene = open_at(determination())
    panel = scene.table.challenge
    screen, log = painted(app, panel)
    assert not log.overflows()
    inside = {card: [p.text for p in screen.placed if r.contains(p.rect)] for card, r in panel.tile_rects()}
    assert inside[(0, "kora")] == ["Kora, Hope of Dawn", "+1 Will shield"]
    assert inside[(0, "hero")] == ["Weda's ability", "rerolls 1 Nica die"], "which dice it rerolls"
    assert inside[(0, "wedrowka_duchow")][1].startswith("rerolls 2 dice")
    assert len(inside[(0, "znamie_jeszy")]) == 2 and "does." not in inside[(0, "znamie_jeszy")][1]
    assert any(p.text == "Ambush: −1 Vigor" for p in screen.placed), "the enemy's own ability in words"


def test_every_hero_of_a_group_challenge_is_shown_and_the_one_deciding_is_lit(closing: None) -> None:
    session = group_buying()
    app, scene = open_at(session)
    panel = scene.table.challenge
    chips = dict(panel.chip_rects())
    assert sorted(chips) == [0, 1]
    assert all(panel.rect().contains(r) for r in chips.values())
    screen, log = painted(app, panel)
    drawn = list(log.texts.values())
    deciding = next(iter(session.decision.deciders()))
    assert any(t.startswith(scene.table.words().hero(deciding) + " · deciding") for t in drawn), drawn
    other = 1 - deciding
    assert any(t == scene.table.words().hero(other) for t in drawn), drawn


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_group_challenges_title_names_every_hero_taking_part(lang: str, closing: None) -> None:
    session = group_buying()
    app, scene = open_at(session, lang=lang)
    party = [int(x) for x in session.state.challenge.party]
    heroes = [scene.table.words().hero(seat) for seat in party]
    screen, log = painted(app, scene.table.challenge)
    title = screen.placed[0].text
    joined = {"en": " and ", "pl": " i "}[lang].join(heroes)
    assert title.startswith({"en": "Group challenge: ", "pl": "Wyzwanie grupowe: "}[lang] + joined), title
    assert not log.overflows()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_overlays_words_fit_at_both_sizes(size: tuple[int, int], lang: str, closing: None) -> None:
    for session in (determination(), group_buying()):
        app, scene = open_at(session, size, lang)
        panel = scene.table.challenge
        screen, log = painted(app, panel)
        assert not log.overflows(), [(f.text, f.needed, f.box) for f in log.overflows()]
        rects = [r for _, r in panel.tile_rects()] + [r for _, r in panel.chip_rects()]
        assert all(panel.rect().contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        pygame.quit()


def test_in_a_group_challenge_the_lead_gives_a_loss_by_clicking_the_hero_who_bears_it(closing: None) -> None:
    """The group loses and the lead chooses who bears each loss (DP-GROUP-LOSS, spec 10.2)."""
    session = played_until(2, GROUP_SEED, "zerywia.prompt.group_loss", joining)
    app, scene = open_at(session)
    chips = dict(scene.table.challenge.chip_rects())
    lit = {t.key for t in scene.host.controller.highlighted()}
    assert {("party", 0), ("party", 1)} <= lit
    assert not scene.host.bar_dump(), "no button: the heroes are the choice"
    before = len(scene.session.steps)
    click(app, chips[1].center)
    made = [s.action for s in scene.session.steps[before:]]
    assert made and made[0].kind == "bear_loss" and made[0]["to"] == 1


def test_a_heros_card_opens_from_the_challenge_by_its_card_button_and_closes_back_to_the_challenge(
        closing: None) -> None:
    """Deciding a reroll or an ability means reading the heroes' cards: each party chip's Card button opens that
    hero's card over the challenge; Esc returns to the challenge with its moves still lit."""
    from app.games.zerywia.herocard import HeroCard
    session = group_buying()
    app, scene = open_at(session)
    panel = scene.table.challenge
    buttons = dict(panel.card_buttons())
    assert all(panel.rect().contains(r) for r in buttons.values())
    for seat in (1, 0):
        click(app, buttons[seat].center)
        card = scene.host.overlays.top()
        assert isinstance(card, HeroCard) and card.seat == seat
        assert isinstance(scene.host.overlays.items[-2], Fight)
        press(app, pygame.K_ESCAPE)
        assert isinstance(scene.host.overlays.top(), Fight)
    assert scene.host.controller.highlighted() or scene.host.bar_dump()


def test_the_i_key_in_a_challenge_opens_the_card_of_the_hero_deciding(closing: None) -> None:
    from app.games.zerywia.herocard import HeroCard
    session = determination()
    app, scene = open_at(session)
    press(app, pygame.K_i)
    card = scene.host.overlays.top()
    assert isinstance(card, HeroCard) and card.seat == next(iter(session.decision.deciders()))
    lit = {t.key for t in scene.host.controller.highlighted()}
    assert ("herocard", 0, "znamie_jeszy") in lit, "the card's ability usable now is lit on the hero card too"
    click(app, (2, 2))
    assert isinstance(scene.host.overlays.top(), Fight), "a click beside the card closes it back to the challenge"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_cards_ability_has_words_that_fit_a_tile_at_1280x720(lang: str, closing: None) -> None:
    """Any card may come to a challenge: each one's words (no key left unworded) fit the narrowest tile, whole."""
    from app.games.zerywia.abilities import card_words, enemy_words
    from app.render import fonts
    from engine.games.zerywia.content import content
    app, scene = open_at(determination(), lang=lang)
    panel = scene.table.challenge
    width = panel.tile_rects()[0][1].w - panel.px(14)
    c = content()
    cards = [*c.sagas, *c.feats, *c.items, *c.creatures, *c.gods, *c.marks]
    worded = {card: card_words(card, None, [], lang) for card in cards}
    worded |= {f"enemy {e}": enemy_words(e, lang) for e in c.enemies}
    assert all(worded[card] for card in cards), [k for k, w in worded.items() if not w]
    assert not [w for w in worded.values() if "does." in w or "{" in w]
    with fit.recording() as log:
        for words in worded.values():
            fonts.fitted(words, width, panel.px(12), 7)
    assert not log.overflows() and not log.cuts(), [(f.text, f.needed, f.box) for f in log.overflows() + log.cuts()]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_rolled_challenge_says_how_it_would_end_as_the_dice_stand(lang: str, closing: None) -> None:
    """Weda at Determination (seed 1): her one Will critical covers none of Vigor, Vigor, Instinct, no Nica die
    shows an effect, and of the three losses her cards negate all but one Vigor — said under the difficulty, in
    words that fit, before she decides whether to reroll."""
    app, scene = open_at(determination(), lang=lang)
    panel = scene.table.challenge
    screen, log = painted(app, panel)
    assert not log.overflows()
    drawn = [p.text for p in screen.placed]
    expected = {"en": ["As the dice stand: failure, not covered: Vigor, Vigor, Instinct", "Nica dice: no effect",
                       "Losses nothing negates: −1 Vigor"],
                "pl": ["Przy tych kościach: porażka, niepokryte: Wigor, Wigor, Instynkt", "Kości Nicy: bez skutku",
                       "Straty, których nic nie neguje: −1 Wigor"]}[lang]
    assert all(line in drawn for line in expected), drawn


def test_each_die_carries_the_number_the_moves_call_it_by_in_its_row(closing: None) -> None:
    """'Reroll die 1 for 1 Pierw' names the attribute die by its number, 'rerolling Nica dice 1' a Nica die: each row
    is captioned (Dice, Nica) and each die numbered under it, so a player can tell which die a move means."""
    app, scene = open_at(determination())
    panel = scene.table.challenge
    screen, log = painted(app, panel)
    assert not log.overflows()
    placed = {p.text: p.rect for p in screen.placed}
    assert "Dice" in placed and "Nica" in placed and placed["Dice"].bottom <= placed["Nica"].top
    numbers = [p.rect for p in screen.placed if p.text == "1"]
    assert len(numbers) == 2, "one die in each row, each numbered"
    assert numbers[0].top > placed["Dice"].top and numbers[1].top > placed["Nica"].top
    assert "Reroll die 1 for 1 Pierw" in [b["label"] for b in scene.host.bar_dump()]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_an_exploration_cards_own_challenge_is_titled_with_the_card(lang: str, closing: None) -> None:
    """Sealed Doors (X-R09), drawn from the Ruins deck at Old Mounds, is a challenge with no enemy: the overlay's title
    names the card the hero faces (it read 'Swara against —')."""
    from tests.zerywia.helpers import do
    from tests.zerywia.test_explore import swara

    session = swara("LEG10", regions={"LEG08": {"threat": "none"}}, ruins=["X-R09"])
    do(session, "explore", 0, to="LEG08")
    do(session, "terrain", 0, deck="ruins")
    app, scene = open_at(session, lang=lang)
    title = scene.table.challenge.lines()[0][0]
    assert title == {"en": "Challenge: Swara against Sealed Doors", "pl": "Wyzwanie: Swara przeciw: Zapieczętowane Wrota"}[lang]
