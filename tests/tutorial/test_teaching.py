"""The Roll Player tutorial teaches honestly: it says when it moves for the learner, names a component
only once it is on the table, accepts every click its words invite, covers every rule a player can
trip on, and ends on a well-built hero whose every explained scoring category pays."""
from __future__ import annotations

import re
from typing import Any, Callable, Iterator

import pytest

from app.games.roll_player.breakdown import CATEGORIES
from engine import games
from engine.games.roll_player import scoring
from engine.games.roll_player.effects import content
from engine.games.roll_player.market import hands_used
from engine.games.roll_player.state import Attr, GameState
from engine.kernel import Action
from engine.kernel.rng import Rng
from engine.tutorial import AUTO, MOVE, NEXT, Runner, Script, TutorialStep, find_tutorial, load_script

GAME = "roll-player"
LEARNERS = range(6)
LANGS = ("en", "pl")
THRESHOLD = 35   # stars the hero of the last chapter reaches, whatever the learner's allowed choices

# How each language names a table component (case-insensitive), and when it lies on the table.
COMPONENTS: dict[str, tuple[str, str]] = {
    "sheet": (r"\bsheets?\b", r"\bkar\w* postaci\b"),
    "dice": (r"\bdi(e|ce)\b", r"\bkoś(ć|ci|cią|ćmi)\b"),
    "bag": (r"\bbag\b", r"\bmies(zek|zka|zku|zkiem)\b"),
    "gold": (r"\bgold\b", r"\bzło(to|ta|tu|tem|te|tą|tej|ty)\b"),
    "alignment": (r"\balignment\b", r"\bcharakter\w*"),
    "backstory": (r"\bbackstor(y|ies)\b", r"\bhistori\w*"),
    "initiative": (r"\binitiative\b", r"\binicjatyw\w*"),
    "market": (r"\bmarket\b", r"\bryn(ek|ku|kiem)\b"),
    "discard_pile": (r"\bdiscard pile\b", r"\bstos\w* kart odrzuconych\b"),
    "deck": (r"\bdeck\b", r"\btali(a|i|ę|ą)\b"),
    "trait": (r"\btraits?\b", r"\bcech(a|y|ę|ą|om|ami|ach)?\b"),
    "skill": (r"\bskills?\b", r"\bumiejętnoś\w*"),
    "charisma_token": (r"\btokens?\b", r"\bżeton\w*"),
    "weapon": (r"\bweapons?\b", r"\bbro(ń|ni|nią)\b"),
    "armour": (r"\barmour\b", r"\bpancerz\w*"),
}
CARD_TYPES = ("trait", "skill", "weapon", "armour")


def _card_type_shown(kind: str) -> Callable[[GameState], bool]:
    def shown(s: GameState) -> bool:
        cards = content().cards
        held = [k for p in s.players for k in (*p.weapons, *p.armour, *p.traits, *p.skills)]
        return any(cards[k].type == kind for k in (*s.market_row, *held))
    return shown


ON_TABLE: dict[str, Callable[[GameState], bool]] = {
    "sheet": lambda s: True,
    "dice": lambda s: any(p.dice_count() or p.start_dice or p.class_dice for p in s.players)
    or any(c.dice for c in s.initiative),
    "bag": lambda s: bool(s.bag),
    "gold": lambda s: any(p.gold for p in s.players) or any(c.gold for c in s.initiative),
    "alignment": lambda s: s.players[0].alignment_card is not None,
    "backstory": lambda s: s.players[0].backstory is not None,
    "initiative": lambda s: bool(s.initiative),
    "market": lambda s: bool(s.market_row),
    "discard_pile": lambda s: bool(s.discard_pile),
    "deck": lambda s: bool(s.market_deck),
    "charisma_token": lambda s: True,   # every sheet shows its token counter
    **{kind: _card_type_shown(kind) for kind in CARD_TYPES},
}
# Which highlighted names show a component when a step introduces it (none needed for dice and the bag).
SHOWN_BY: dict[str, Callable[[str], bool]] = {
    "sheet": lambda t: t == "sheet",
    "gold": lambda t: t == "gold",
    "alignment": lambda t: t == "alignment",
    "backstory": lambda t: t == "backstory",
    "initiative": lambda t: t == "initiative" or t.startswith("init_card:"),
    "market": lambda t: t == "market",
    "discard_pile": lambda t: t == "discard",
    "deck": lambda t: t == "deck",
    "charisma_token": lambda t: t in ("charisma", "charisma:0"),
    **{kind: (lambda t: t == "market" or t.startswith(("market:", "card:0:"))) for kind in CARD_TYPES},
}
# The words that say the runner made a move of this kind for the learner.
ANNOUNCED: dict[str, tuple[str, str]] = {
    "place_start": (r"\bwe placed\b", r"\bpołożyliśmy\b"),
    "take_card": (r"\bwe took\b.*initiative card|took an initiative card for you", r"\bwzięliśmy za ciebie kartę"),
    "discard": (r"\bwe discarded\b", r"\bodrzuciliśmy\b"),
    "order_die": (r"\blaid out\b.*\btied\b", r"\bułożyliśmy\b.*\bremis"),
}
# Constraints a player can trip on (spec section), each taught by exactly one step.
CONSTRAINTS = {
    "row_full": "4.3", "setup_no_actions": "5.2", "one_action": "6.2", "turn_order": "6.2, 6.3",
    "alignment_bounds": "4.5", "charisma_limit": "4.6", "afford": "4.6", "must_act": "6.3",
    "weapon_hands": "4.7", "drop_weapon": "4.7", "skill_exhaust": "6.5",
}
ROWS = {"STR": ("strength", "sił"), "DEX": ("dexterity", "zręczno"), "CON": ("constitution", "kondycj"),
        "INT": ("intelligence", "inteligencj"), "WIS": ("wisdom", "mądroś"), "CHA": ("charisma", "charyzm")}
DIRECTIONS = {"LEFT": ("left", "lew"), "RIGHT": ("right", "praw"), "UP": ("up", "gór"), "DOWN": ("down", "dół")}


@pytest.fixture(scope="module")
def game():
    return games.get(GAME)


@pytest.fixture(scope="module")
def script() -> Script:
    (path,) = find_tutorial(f"{GAME}-basics")[1]   # the base game's chapter (fiends.toml has its own tests)
    return load_script(path)


def visible_steps(game: Any, script: Script, learner_seed: int) -> Iterator[Runner]:
    """Walk the script as a random learner would, stopping at every step the learner sees."""
    pick = Rng.from_seed(learner_seed)
    runner = Runner(game, script)
    while runner.active:
        yield runner
        if runner.step.mode == NEXT:
            runner.next()
        else:
            runner.apply(pick.choice(runner.allowed()))


def finished(game: Any, script: Script, learner_seed: int) -> Runner:
    for runner in visible_steps(game, script, learner_seed):
        pass
    return runner


def texts(step: TutorialStep) -> dict[str, str]:
    return {"en": step.text.en, "pl": step.text.pl}


def says(pattern: str, text: str) -> bool:
    return re.search(pattern, text, re.IGNORECASE) is not None


# --- moves made for the learner -------------------------------------------------------------------
@pytest.mark.parametrize("learner_seed", LEARNERS)
def test_every_move_made_for_the_learner_is_announced_by_the_step_that_follows(game, script, learner_seed):
    runner = finished(game, script, learner_seed)
    assert runner.finished
    for index, moves in runner.automatic.items():
        assert index < len(script.steps), f"moves made for the learner after the last step: {moves}"
        step = script.steps[index]
        unannounced = {a.kind for a in moves} - set(step.announces)
        assert not unannounced, f"step {step.id} does not announce the learner's {unannounced} made for them"


def test_each_announced_kind_of_move_is_said_in_both_languages(script):
    for step in script.steps:
        for kind in step.announces:
            assert kind in ANNOUNCED, f"step {step.id}: no words known for announcing {kind}"
            for lang, pattern in zip(LANGS, ANNOUNCED[kind]):
                assert says(pattern, texts(step)[lang]), f"step {step.id} ({lang}) does not say it made {kind}"


# --- components: only once on the table -----------------------------------------------------------
def test_no_step_mentions_a_component_before_introducing_it(script):
    known: set[str] = set()
    for step in script.steps:
        for name in step.introduces:
            assert name in COMPONENTS, f"step {step.id} introduces unknown component {name!r}"
            assert name not in known, f"step {step.id} introduces {name} a second time"
        known |= set(step.introduces)
        for lang, text in texts(step).items():
            early = [c for c, words in COMPONENTS.items() if c not in known and says(words[LANGS.index(lang)], text)]
            assert not early, f"step {step.id} ({lang}) mentions {early} before any step introduces it"
    assert known == set(COMPONENTS), f"never introduced: {set(COMPONENTS) - known}"


@pytest.mark.parametrize("learner_seed", LEARNERS[:3])
def test_a_component_is_on_the_table_and_highlighted_when_introduced(game, script, learner_seed):
    for runner in visible_steps(game, script, learner_seed):
        step = runner.step
        for name in step.introduces:
            assert ON_TABLE[name](runner.session.state), f"step {step.id} introduces {name} before it is on the table"
            if name in SHOWN_BY:
                assert any(SHOWN_BY[name](t) for t in step.targets), f"step {step.id} does not highlight {name}"


# --- clicks the words invite ----------------------------------------------------------------------
def _stems(name: str) -> str:
    """A card's name as a pattern that also matches its inflected forms ("Kolcza koszula" ~ "Kolczą koszulę")."""
    return r"\b" + r"\w*\s+".join(re.escape(w[: max(3, len(w) - 2)]) for w in name.split()) + r"\w*"


def _named(kind: str, arg: str, value: Any, state: GameState) -> tuple[str, str] | None:
    """The words (en, pl) that name a pinned argument of a move, or None for one no text can name."""
    if arg == "row":
        return ROWS[value]
    if arg == "card" and isinstance(value, int):
        return rf"\bcard \"?{value + 1}\b", rf"\bkart\w* \"?{value + 1}\b"
    if arg == "card":
        name = content().cards[value].name
        return _stems(name.en), _stems(name.pl)
    if arg == "charisma":
        return (r"charisma token", r"żeton\w* charyzmy") if value else (r"\bwithout\b", r"\bbez\b")
    if arg == "delta":
        return (r"\braise\b", r"\bpodnieś\b") if value > 0 else (r"\blower\b", r"\bobniż\b")
    if arg == "dir":
        return DIRECTIONS[value]
    return None


@pytest.mark.parametrize("learner_seed", LEARNERS[:3])
def test_every_pinned_choice_is_named_by_the_words_and_highlighted(game, script, learner_seed):
    """A step that allows one move among several names it (and points at it): no other click is invited."""
    for runner in visible_steps(game, script, learner_seed):
        step = runner.step
        if step.mode != MOVE:
            continue
        state = runner.session.state
        for match in step.expect:
            pinned = dict(match.args)
            if "index" in pinned:
                value = state.players[runner.learner].sheet[Attr[pinned["row"]]][pinned.pop("index")].value
                for lang, text in texts(step).items():
                    assert re.search(rf"\b{value}\b", text), f"step {step.id} ({lang}) does not name the die {value}"
            for arg, value in pinned.items():
                words = _named(match.kind, arg, value, state)
                assert words is not None, f"step {step.id}: no words can name {arg}={value!r}"
                for lang, pattern in zip(LANGS, words):
                    assert says(pattern, texts(step)[lang]), f"step {step.id} ({lang}) does not name {arg}={value!r}"
            if pinned:
                assert step.targets, f"step {step.id} pins a move but highlights nothing"


def _invited(step: TutorialStep, legal: tuple[Action, ...], learner: int) -> set[Action]:
    """The legal moves the words invite: the expected kinds with their named arguments; a one_of
    list of cards invites every card of the types it names ("buy a Trait" = any Trait)."""
    cards = content().cards
    out = set()
    for a in legal:
        for m in step.expect:
            if a.kind != m.kind or a.player != learner or not all(a.get(k) == v for k, v in m.args):
                continue
            if all(k != "card" or cards[a[k]].type in {cards[v].type for v in values} for k, values in m.one_of):
                out.add(a)
    return out


def test_a_step_that_waits_for_next_invites_no_click_on_the_table(script):
    """Such a step takes no move, so any table click would be refused: its words must not ask for one."""
    for step in script.steps:
        if step.mode == NEXT:
            for lang, pattern in zip(LANGS, (r"\bclick\b|\bpick\b|\btake\b", r"\bklikn|\bwybierz\b|\bweź\b")):
                assert not says(pattern, texts(step)[lang]), f"step {step.id} ({lang}) asks for a click it refuses"


@pytest.mark.parametrize("learner_seed", LEARNERS)
def test_every_click_the_words_invite_is_accepted(game, script, learner_seed):
    for runner in visible_steps(game, script, learner_seed):
        step = runner.step
        if step.mode != MOVE:
            continue
        allowed = set(runner.allowed())
        refused = _invited(step, runner.session.decision.legal, runner.learner) - allowed
        assert not refused, f"step {step.id} would say 'Not yet' to {sorted(map(str, refused))}"


@pytest.mark.parametrize("learner_seed", LEARNERS)
def test_every_card_a_buying_step_invites_can_be_bought(game, script, learner_seed):
    """'Buy a Trait' means every Trait in the Market is affordable and allowed (no rules refusal either)."""
    cards = content().cards
    for runner in visible_steps(game, script, learner_seed):
        step = runner.step
        for m in step.expect if step.mode == MOVE else ():
            if m.kind != "buy" or not m.one_of:
                continue
            types = {cards[v].type for k, values in m.one_of if k == "card" for v in values}
            offered = {c for c in runner.session.state.market_row if cards[c].type in types}
            bought = {a["card"] for a in runner.allowed()}
            assert offered and offered <= bought, f"step {step.id}: {offered - bought} cannot be bought"


@pytest.mark.parametrize("learner_seed", LEARNERS)
def test_after_intelligence_the_learner_may_keep_or_revert(game, script, learner_seed):
    for runner in visible_steps(game, script, learner_seed):
        if runner.step.id == "int_keep":
            values = runner.session.state.stack[-1].data["values"]
            assert {a["choice"] for a in runner.allowed()} == set(range(len(values))) == {0, 1}
            return
    raise AssertionError("no int_keep step")


# --- rules a player can trip on -------------------------------------------------------------------
def test_every_constraint_a_player_can_trip_on_is_taught_once(script):
    specs = {t.id: t.spec for t in script.topics}
    for topic, spec in CONSTRAINTS.items():
        assert specs.get(topic) == spec, f"topic {topic} (spec {spec}) is missing"
        teaching = [s.id for s in script.steps if topic in s.topics]
        assert len(teaching) == 1, f"{topic} is taught by {teaching}, expected exactly one step"


def test_the_hand_limit_is_met_with_full_hands_and_a_discard(game, script):
    """Spec §4.7: two hands; a two-handed weapon does not fit beside two others; discarding one makes room."""
    cards = content().cards
    for runner in visible_steps(game, script, 0):
        state, step = runner.session.state, runner.step
        legal = runner.session.decision.legal if runner.session.decision else ()
        bought = {a["card"] for a in legal if a.kind == "buy"}
        if step.id == "hero_armour":
            axe = next(c for c in state.market_row if cards[c].type == "weapon" and cards[c].hands == 2)
            assert hands_used(state, 0) == 2 and axe not in bought
        if step.id == "hero_drop":
            assert hands_used(state, 0) == 2 and "B36" not in bought
        if step.id == "hero_rapier":
            assert hands_used(state, 0) == 1 and "B36" in bought
            return
    raise AssertionError("no hero_rapier step")


# --- the good hero ----------------------------------------------------------------------------------
@pytest.mark.parametrize("learner_seed", LEARNERS)
def test_the_hero_built_at_the_end_scores_well_in_every_explained_category(game, script, learner_seed):
    runner = finished(game, script, learner_seed)
    assert runner.session.over
    sheet = scoring.score_all(runner.session.state, content())[runner.learner]
    assert sheet.total >= THRESHOLD
    explained = {i for s in script.steps for i in s.score if isinstance(i, int)}
    assert explained == set(range(len(CATEGORIES)))
    stars = sheet.categories()
    assert all(stars[CATEGORIES[i]] > 0 for i in explained), stars


def test_the_last_chapter_starts_from_a_late_position_with_a_backstory_and_an_armour_set(script):
    chapter = next(s for s in script.steps if s.scenario is not None)
    position = chapter.scenario.position
    you = position["players"][0]
    assert position["round"] >= 10 and you["backstory"]
    assert sum(len(row) for row in you["sheet"].values()) >= 15
    armour = [k for k in you["cards"] if content().cards[k].type == "armour"]
    assert len({content().cards[k].armour for k in armour}) < len(armour), "at least one set of two or more"


@pytest.mark.parametrize("lang", LANGS)
def test_every_target_a_step_invites_can_be_clicked_beside_the_bubble(game, script, lang):
    """On the real table at 1280x720 the bubble never hides the whole of a clickable target it invites."""
    import pygame

    from app.games import table_class
    from app import i18n
    from app.tutorial.check import WINDOW, walk
    from app.tutorial.overlay import TutorialOverlay

    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(WINDOW)
    runner = Runner(game, script)
    overlay = TutorialOverlay(runner, table_class(GAME)(game, script.config()), lang)
    overlay.layout(surface.get_rect())
    hidden: list[str] = []

    def look_at_step(_line: str) -> None:
        step = runner.step
        if step is not None and step.mode == MOVE:
            keys = [t.key for t in overlay.controller.highlighted() if overlay.visible_point(t) is None]
            hidden.extend(f"step {step.id} ({lang}): the bubble hides {keys}" for _ in keys[:1])

    spoken = i18n.lang()
    i18n.set_lang(lang)
    try:
        report = walk(overlay, surface, echo=look_at_step)
    finally:
        i18n.set_lang(spoken)
    assert report.ok, report.problems
    assert not hidden
