"""The card effects' printed numbers live in the content (`params`, read by the card's handler): a damaged
`params` is refused on load naming the file, the card and the key; the texts print the same numbers as
the params, in both languages; and a changed number in the content changes the game."""
from __future__ import annotations

import importlib
import inspect
import re
import shutil
from pathlib import Path
from typing import Callable, Iterator

import pytest

from engine.games.runebound import content as content_module
from engine.games.runebound.abilities import IMPLEMENTED
from engine.games.runebound.content import ALL, CONTENT_DIR, HANDLER_PARAMS, Param, Params, Text, content, load

from .cards import d10s, fight, run_round
from .helpers import do, legal, position, scenario
from .test_content import broken


# --- damaged params ----------------------------------------------------------------------------------
def refused(tmp_path: Path, name: str, old: str, new: str, key: str, card: str, *words: str) -> None:
    """Loading with `old` replaced by `new` fails at `key` of file `name`, naming the card (and `words`)."""
    err = broken(tmp_path, name, old, new)
    assert err.path == name
    assert err.key.endswith(key), err
    assert f"'{card}'" in err.expected, err
    for word in words:
        assert word in err.expected, err


def test_a_missing_param_is_refused_naming_file_card_and_key(tmp_path: Path) -> None:
    refused(tmp_path, "heroes.toml", "params = { exhaustion = 2, bonus = 2,", "params = { exhaustion = 2,",
            "heroes[3].params.bonus", "mira", "missing")


def test_a_card_without_its_params_table_is_refused_at_the_first_param_it_needs(tmp_path: Path) -> None:
    refused(tmp_path, "market.toml", 'ability = "knives"\nparams = { bonus = 3, phase = "ranged" }\n',
            'ability = "knives"\n', "items[0].params.bonus", "throwing_knives", "missing", "knives")


def test_an_unknown_param_is_refused_naming_file_card_and_key(tmp_path: Path) -> None:
    refused(tmp_path, "market.toml", "params = { bonus = 3,", "params = { bonus = 3, range = 2,",
            "items[0].params.range", "throwing_knives", "unknown", "bonus")


def test_params_on_a_card_whose_handler_reads_none_are_refused(tmp_path: Path) -> None:
    refused(tmp_path, "market.toml", 'id = "village_archer"\n', 'id = "village_archer"\nparams = { bonus = 1 }\n',
            "allies[0].params.bonus", "village_archer", "unknown", "no handler")


def test_params_of_an_event_that_reads_none_are_refused(tmp_path: Path) -> None:
    refused(tmp_path, "adventures.toml", 'effect = "wandering_merchant"\n',
            'effect = "wandering_merchant"\nparams = { add = 1 }\n', "params.add", "wandering_merchant", "unknown",
            "no params")


@pytest.mark.parametrize("name, old, new, key, card, expected", [
    ("market.toml", "params = { bonus = 3,", 'params = { bonus = "3",', "items[0].params.bonus", "throwing_knives",
     "expected an integer"),
    ("market.toml", "params = { bonus = 3,", "params = { bonus = -1,", "items[0].params.bonus", "throwing_knives",
     "expected an integer in 0..99"),
    ("market.toml", 'params = { damage = 2, phase = "melee" }', 'params = { damage = 2, phase = "fists" }',
     "params.phase", "rune_axe", "expected one of ranged, melee, magic"),
    ("heroes.toml", "params = { gold = 1 }", "params = { gold = 1.5 }", "params.gold", "tovah", "expected an integer"),
    ("adventures.toml", 'decks = ["blue", "red"]', 'decks = ["blue", "purple"]', "params.decks[1]", "dark_omens",
     "expected one of green"),
    ("adventures.toml", 'decks = ["blue", "red"]', 'decks = "blue"', "params.decks", "dark_omens",
     "expected an array"),
    ("adventures.toml", 'bonus = 1, skill = "body"', 'bonus = 1, skill = "luck"', "params.skill", "call_to_arms",
     "expected one of mind"),
    ("adventures.toml", 'params = { heal = 1 }', 'params = { heal = true }', "params.heal", "troll",
     "expected an integer"),
    ("adventures.toml", 'city = "greyhaven"', 'city = "atlantis"', "params.city", "couriers_errand",
     "expected the id of a city"),
])
def test_a_param_of_the_wrong_type_is_refused_naming_file_card_and_key(tmp_path: Path, name: str, old: str, new: str,
                                                                        key: str, card: str, expected: str) -> None:
    refused(tmp_path, name, old, new, key, card, expected)


def test_a_missing_rules_number_is_refused(tmp_path: Path) -> None:
    err = broken(tmp_path, "rules.toml", "sell_divisor = 2", "")
    assert (err.path, err.key) == ("rules.toml", "market.sell_divisor") and "missing" in err.expected


def test_every_handler_with_params_is_implemented_and_used_by_a_shipped_card() -> None:
    c = content()
    used = {h.ability for h in c.heroes.values()} | {a.ability for a in c.allies.values()}
    used |= {i.ability for i in c.items.values()} | {e.effect for e in c.events.values()}
    used |= {e.handler for e in c.encounters.values()} | {ch.special for ch in c.challenges.values()}
    assert set(HANDLER_PARAMS) <= IMPLEMENTED and set(HANDLER_PARAMS) <= used


# --- the texts print the params ------------------------------------------------------------------------
EXHAUSTION = (r"take {n} exhaustion", r"weź {n} Zmęczeni")
TAKES_EXHAUSTION = (r"takes {n} exhaustion", r"bierze {n} Zmęczeni")
PLUS_DAMAGE = (r"deal \+{n} damage", r"zada\w* \+{n} obrażeni")
# handler -> param -> (English pattern, Polish pattern); {n} is the param as printed in that language
TEXTS: dict[str, dict[str, tuple[str, str]]] = {
    "varikas_bolt": {"exhaustion": EXHAUSTION, "wounds": (r"success: {n} wound", r"sukces: {n} Ran"),
                     "phase": (r"one {n} attack roll", r"rzut ataku {n}")},
    "brenna_guard": {"prevent": (r"damage in a {phase} phase, reduce it by {n}\.",
                                 r"w fazie walki {phase}, zmniejsz je o {n}\.")},
    "mira_focus": {"exhaustion": EXHAUSTION, "bonus": (r"\+{n} to all your hero's {phase} rolls",
                                                       r"\+{n} do wszystkich rzutów {phase}")},
    "cheaper_allies": {"discount": (r"costs you {n} gold less", r"kosztuje cię {n} złoto mniej")},
    "better_selling": {"gold": (r"gain {n} extra gold", r"zyskaj {n} dodatkowe złoto")},
    "aldric_surge": {"exhaustion": EXHAUSTION, "damage": PLUS_DAMAGE},
    "skill_test_bonus": {"bonus": (r"^\+{n} to all your skill tests", r"^\+{n} do wszystkich twoich testów")},
    "grum_brawler": {"damage": (r"successful {phase} attacks deal \+{n} damage",
                                r"ataki {phase}\w* .* zadają \+{n} obrażeni"),
                     "no_attack": (r"never attack in the {n} phase", r"nigdy nie atakuje w fazie {n}")},
    "bounty_bonus": {"gold": (r"Gain {n} extra gold", r"Zyskaj {n} dodatkowe złoto")},
    "scout_shot": {"exhaustion": TAKES_EXHAUSTION, "wounds": (r": {n} wound to the challenge", r": {n} Ran\w* dla")},
    "blessing": {"exhaustion": TAKES_EXHAUSTION, "bonus": (r"\+{n} to that roll", r"\+{n} do tego rzutu")},
    "knives": {"bonus": (r"^\+{n} to one {phase} roll", r"^\+{n} do jednego rzutu {phase}")},
    "extra_damage": {"damage": (r"\+{n} damage to one successful {phase} attack",
                                r"\+{n} obrażeni\w* przy jednym udanym ataku {phase}")},
    "prevent_damage": {"prevent": (r"[Pp]revent {n} damage", r"[Zz]apobiegnij {n} obrażeniu")},
    "regenerates": {"heal": (r"remove {n} wound from it", r"usuń z niego {n} Ran")},
    "market_day": {"wounds": (r"1 gold removes {n} wounds", r"1 złoto usuwa {n} Ran")},
    "bountiful_harvest": {"gold": (r"gives \+{n} gold", r"daje \+{n} złot")},
    "bandit_tolls": {"add": (r"costs {n} gold more", r"kosztuje {n} złot\w* więcej")},
    "orc_warbands": {"damage": (r"deal \+{n} damage in the {phase} phase",
                                r"zadają \+{n} obrażeni\w* w fazie walki {phase}")},
    "festival_in_tamalir": {"discount": (r"cost {n} gold less", r"{n} złot\w* mniej")},
    "fog_over_the_marshes": {"exhaustion": TAKES_EXHAUSTION},
    "call_to_arms": {"bonus": (r"^\+{n} to all {skill} tests", r"^\+{n} do wszystkich testów {skill}")},
    "dark_omens": {"add": (r"\+{n} to all their target numbers", r"\+{n} do wszystkich swoich wartości")},
    "vorakesh_plague": {"cost": (r"costs {n} gold", r"kosztuje {n} złot")},
    "rune_storm": {"damage": (r"{phase} attacks deal \+{n} damage", r"ataki {phase}\w* zadają \+{n} obrażeni")},
    "pay_or_test": {"pay": (r"^Pay {n} gold", r"^Zapłać {n} złot")},
    "margath_stirs": {"damage": (r"deal \+{n} damage in every phase", r"zadają \+{n} obrażeni\w* w każdej fazie")},
}
PHASE_WORDS = {"ranged": ("Ranged", "dystansow"), "melee": ("Melee", "wręcz"), "magic": ("Magic", "magiczn")}
SKILL_WORDS = {"mind": ("Mind", "Percepcji"), "body": ("Body", "Siły"), "spirit": ("Spirit", "Magii")}
DECK_WORDS = {"green": ("green", "zielon"), "yellow": ("yellow", "żółt"), "blue": ("blue", "niebiesk"),
              "red": ("red", "czerwon")}
TERRAIN_WORDS = {"S": ("Swamp", "Bagna"), "W": ("River", "Rzeki")}
# a heal card's param -> ((en, pl) for a number, (en, pl) for ALL, (en, pl) word the text lacks when it is 0)
HEALS = {"wounds": ((r"remove {n} wounds?\b", r"usuń {n} Ran"), (r"remove all wounds", r"usuń wszystkie Rany"),
                    ("wound", "Ran")),
         "exhaustion": ((r"remove {n} exhaustion", r"usuń {n} Zmęczeni"),
                        (r"remove all exhaustion", r"usuń całe Zmęczenie"), ("exhaustion", "Zmęczeni"))}


def cards_with_params() -> list[tuple[str, str, Params, Text]]:
    """(card id, handler, params, text) of every shipped card whose handler reads params."""
    c = content()
    out: list[tuple[str, str, Params, Text]] = []
    records = [*c.heroes.values(), *c.allies.values(), *c.items.values()]
    for r in records:
        if r.ability in HANDLER_PARAMS and r.text is not None:
            out.append((r.id, r.ability, r.params, r.text))
    out += [(e.id, e.effect, e.params, e.text) for e in c.events.values() if e.effect in HANDLER_PARAMS]
    out += [(e.id, e.handler, e.params, e.text) for e in c.encounters.values() if e.handler in HANDLER_PARAMS]
    out += [(ch.id, ch.special, ch.params, ch.text) for ch in c.challenges.values()
            if ch.special in HANDLER_PARAMS and ch.text is not None]
    return out


def printed(value: Param, lang: int) -> str:
    """How a number is printed on a card (a phase or a skill as its word in that language)."""
    if isinstance(value, str) and value in PHASE_WORDS:
        return PHASE_WORDS[value][lang]
    if isinstance(value, str) and value in SKILL_WORDS:
        return SKILL_WORDS[value][lang]
    return str(value)


def word_checks(handler: str, params: Params) -> Iterator[tuple[str, Callable[[str, int], bool]]]:
    """The params printed as words (decks, terrain, city): (param, check of a text in language 0 en / 1 pl)."""
    for key, value in params.items():
        kind = HANDLER_PARAMS[handler][key]
        if kind == "decks":
            def decks(text: str, lang: int, value: Param = value) -> bool:
                low = text.lower()
                return all((DECK_WORDS[d][lang] in low) == (d in value) for d in DECK_WORDS)
            yield key, decks
        elif kind == "terrain":
            yield key, lambda text, lang, value=value: TERRAIN_WORDS[str(value)][lang] in text
        elif kind == "city":
            name = content().cities[str(value)].name
            # Polish declines the name ("w Szarej Przystani"): each word's stem is checked
            yield key, lambda text, lang, name=name: (name.en in text if lang == 0 else
                                                      all(w[:4] in text for w in name.pl.split()))


ROWS = cards_with_params()


def text_disagreements(card: str, handler: str, params: Params, text: Text) -> list[str]:
    """Where the card's text does not print its params (every param must be checked by some pattern)."""
    problems: list[str] = []
    checked: set[str] = set()
    for lang, words in enumerate((text.en, text.pl)):
        values = {k: printed(v, lang) for k, v in params.items()}
        for key, patterns in TEXTS.get(handler, {}).items():
            pattern = patterns[lang].format(**{**values, "n": re.escape(values[key])})
            checked |= {key} | set(re.findall(r"\{(\w+)\}", patterns[lang])) - {"n"}
            if not re.search(pattern, words):
                problems.append(f"{card}: {key} = {params[key]} is not printed as /{pattern}/ in {words!r}")
        for key, (number, every, word) in HEALS.items() if handler in ("heal", "heal_hero") else ():
            n = int(params[key])
            checked.add(key)
            if n == 0 and word[lang] in words:
                problems.append(f"{card}: {key} = 0 yet the text names it: {words!r}")
            elif n != 0 and not re.search((every if n == ALL else number)[lang].format(n=n), words):
                problems.append(f"{card}: {key} = {n} is not printed in {words!r}")
        for key, check in word_checks(handler, params):
            checked.add(key)
            if not check(words, lang):
                problems.append(f"{card}: {key} = {params[key]} does not agree with {words!r}")
    problems += [f"{card}: param {key} is not checked against the text" for key in sorted(set(params) - checked)]
    return problems


@pytest.mark.parametrize("card, handler, params, text", ROWS, ids=[row[0] for row in ROWS])
def test_the_card_text_prints_its_params_in_english_and_polish(card: str, handler: str, params: Params,
                                                               text: Text) -> None:
    assert text_disagreements(card, handler, params, text) == []


def test_the_text_check_notices_a_number_that_differs() -> None:
    """The agreement check fails for a card whose param was changed without its text."""
    rows = {row[0]: row for row in ROWS}
    card, handler, params, text = rows["throwing_knives"]
    assert len(text_disagreements(card, handler, {**params, "bonus": 2}, text)) == 2, "en and pl"
    card, handler, params, text = rows["healing_potion"]
    assert text_disagreements(card, handler, {**params, "exhaustion": ALL}, text)
    card, handler, params, text = rows["rune_axe"]
    assert text_disagreements(card, handler, {**params, "phase": "magic"}, text)
    card, handler, params, text = rows["orc_warbands"]
    assert text_disagreements(card, handler, {**params, "decks": ("green",)}, text)
    sword = content().items["broadsword"].text
    assert not re.search(mod_pattern("attack", "melee", 3, 0), sword.en)
    assert not re.search(mod_pattern("attack", "ranged", 2, 1), sword.pl)


# --- the declarative numbers agree with the texts too ------------------------------------------------------
ROLL_WORDS = {"attack": ("attack rolls", "rzutów ataku"), "defend": ("defend rolls", "rzutów obrony")}
SKILL_NAMES = {"mind": ("Mind", "Percepcja"), "body": ("Body", "Siła"), "spirit": ("Spirit", "Magia")}
SKILL_GENITIVE = {"Percepcja": "Percepcji", "Siła": "Siły", "Magia": "Magii"}   # "test Siły, cel 9"
# an outcome's field -> (en, pl) for a number and for ALL
OUTCOME_WORDS = {"gold": ((r"gain {n} gold", r"zyskaj {n} złot"), None),
                 "wounds": ((r"takes? {n} wounds?", r"(weź|bierze) {n} Ran"), None),
                 "exhaustion": ((r"takes? {n} exhaustion", r"(weź|bierze) {n} Zmęczeni"), None),
                 "heal_wounds": ((r"remove (\w+ \w+ and )?{n} wounds?", r"usuń (\w+ \w+ i )?{n} Ran"),
                                 (r"remove all wounds", r"usuń wszystkie Rany")),
                 "heal_exhaustion": ((r"remove {n} exhaustion", r"usuń {n} Zmęczeni"),
                                     (r"remove all exhaustion", r"usuń całe Zmęczenie"))}


def mod_pattern(roll: str, phase: str, add: int, lang: int) -> str:
    """How an ALWAYS bonus is printed: "+2 to Melee attack rolls", "+1 do wszystkich rzutów obrony"."""
    if roll == "test":
        return (rf"\+{add} to your hero's skill tests", rf"\+{add} do testów umiejętności")[lang]
    words = ROLL_WORDS[roll][lang]
    if phase == "all":
        return (rf"\+{add} to all {words}", rf"\+{add} do wszystkich {words}")[lang]
    en, pl = PHASE_WORDS[phase]
    return (rf"\+{add} to (your hero's )?{en} {words}", rf"\+{add} do {words} {pl}")[lang]


def declared_patterns() -> list[tuple[str, str, str, str]]:
    """(card, what, English pattern, Polish pattern) for every declarative number a card's text prints: item
    bonuses and life, encounter and Before Combat tests, outcomes and tolls."""
    c = content()
    out: list[tuple[str, str, str, str]] = []
    for item in c.items.values():
        for m in item.mods:
            out.append((item.id, f"mod {m.roll} {m.phase}", *(mod_pattern(m.roll, m.phase, m.add, i) for i in (0, 1))))
        if item.life:
            out.append((item.id, "life", rf"\+{item.life} Life", rf"\+{item.life} Życie"))
    tests = [(e.id, e.test, (("success", e.success), ("failure", e.failure))) for e in c.encounters.values()]
    tests += [(ch.id, ch.before_test, (("before_combat.failure", ch.before_failure),))
              for ch in c.challenges.values() if ch.before_failure is not None]
    for card, test, outcomes in tests:
        if test is not None:
            en, pl = SKILL_NAMES[test.skill]
            out.append((card, "test", rf"[Tt]est {en} against {test.target}\b",
                        rf"[Tt]est {SKILL_GENITIVE[pl]}, cel {test.target}\b"))
        for name, outcome in outcomes:
            for field, (number, every) in OUTCOME_WORDS.items():
                n = getattr(outcome, field)
                if n:
                    en, pl = every if n == ALL else number
                    out.append((card, f"{name}.{field}", en.format(n=n), pl.format(n=n)))
    return out


DECLARED = declared_patterns()


@pytest.mark.parametrize("card, what, en, pl", DECLARED, ids=[f"{row[0]}-{row[1]}" for row in DECLARED])
def test_a_cards_declarative_numbers_are_the_ones_its_text_prints(card: str, what: str, en: str, pl: str) -> None:
    c = content()
    record = c.items.get(card) or c.encounters.get(card) or c.challenges[card]
    assert record.text is not None
    assert re.search(en, record.text.en), f"{card}: {what} is not printed as /{en}/ in {record.text.en!r}"
    assert re.search(pl, record.text.pl), f"{card}: {what} is not printed as /{pl}/ in {record.text.pl!r}"


def test_every_printed_number_of_the_declarative_cards_is_checked() -> None:
    """The items with bonuses, the encounters and the challenges with a Before Combat text are all covered."""
    c = content()
    covered = {row[0] for row in DECLARED}
    assert {i.id for i in c.items.values() if i.mods or i.life} <= covered
    assert {e.id for e in c.encounters.values() if e.test is not None} <= covered
    assert {ch.id for ch in c.challenges.values() if ch.before_failure is not None} <= covered


# --- a changed number changes the game -----------------------------------------------------------------
@pytest.fixture
def edited(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str, str, str], None]]:
    """Play with a copy of the content in which `old` is replaced by `new` in file `name`."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)

    def edit(name: str, old: str, new: str) -> None:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, f"{old!r} in {name}"
        path.write_text(text.replace(old, new), encoding="utf-8")
        content.cache_clear()

    monkeypatch.setattr(content_module, "load", lambda root=folder: load(root))
    content.cache_clear()
    yield edit
    monkeypatch.undo()
    content.cache_clear()


def test_throwing_knives_add_the_bonus_printed_in_the_content(edited: Callable[[str, str, str], None]) -> None:
    edited("market.toml", "params = { bonus = 3,", "params = { bonus = 5,")
    s = fight("brigand_chief.1", [*d10s(10 - 3 - 5), 0, 0, 0, 0], player='items = ["throwing_knives.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    do(s, "play_card", card="throwing_knives.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1, "2 + Mind 3 + 5 = 10 hits the Ranged target"


def test_a_battle_priest_costs_and_gives_what_the_content_says(edited: Callable[[str, str, str], None]) -> None:
    edited("market.toml", "params = { exhaustion = 1, bonus = 2 }", "params = { exhaustion = 2, bonus = 4 }")
    s = fight("brigand_chief.1", [*d10s(10 - 3 - 4), 0, 0, 0, 0, 0, 0],
              player='allies = [{ card = "battle_priest.1" }]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    do(s, "play_card", card="battle_priest.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1
    assert s.state.current.allies[0].exhaustion == 2


def test_dunmars_extra_gold_is_the_contents(edited: Callable[[str, str, str], None]) -> None:
    edited("heroes.toml", 'params = { gold = 1 }\ntiming = "always"\ntext = { en = "Gain',
           'params = { gold = 4 }\ntiming = "always"\ntext = { en = "Gain')
    s = scenario(position((1, 1), step="assign", table='combat = { card = "marsh_hag.1", wounds = 1 }\n', faces=[0, 0],
                          hero="dunmar"))
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.current.gold == 3 + 3 + 4


def test_an_events_number_and_decks_are_the_contents(edited: Callable[[str, str, str], None]) -> None:
    """Dark Omens with +3 on green challenges only: the Brigand Chief's Ranged 10 becomes 13."""
    edited("adventures.toml", 'params = { add = 1, decks = ["blue", "red"] }',
           'params = { add = 3, decks = ["green"] }')
    s = fight("brigand_chief.1", [*d10s(10 - 3), 0, 0, 0, 0], table='event = "dark_omens"\n')
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.combat is not None and s.state.combat.wounds == 0, "7 + Mind 3 = 10 misses 13"


def test_the_market_rules_are_the_contents(edited: Callable[[str, str, str], None]) -> None:
    edited("rules.toml", "heal_cost = 1 ", "heal_cost = 2 ")
    s = scenario(position((0, 0), step="market", player="gold = 3\nwounds = 2\n", table="market = { tamalir = [] }\n"))
    do(s, "heal", who=-1, what="wound")
    assert (s.state.current.wounds, s.state.current.gold) == (1, 1)
    assert legal(s, "heal") == []


# --- every param a card gives is read by its handler ------------------------------------------------------
class Reading(Params):
    """A card's params that note each key the engine reads, as (handler, key)."""

    def __init__(self, handler: str, params: Params, seen: set[tuple[str, str]]) -> None:
        super().__init__(params)
        self.handler, self.seen = handler, seen

    def __getitem__(self, key: str) -> Param:
        self.seen.add((self.handler, key))
        return super().__getitem__(key)


SCENARIO_MODULES = ("test_cards_heroes", "test_cards_allies", "test_cards_items", "test_cards_adventures",
                    "test_combat", "test_contact", "test_market", "test_movement", "test_abilities", "test_checklist")


def test_the_cards_own_scenarios_read_every_param_the_content_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    """Played through the card scenarios of this folder, the engine reads each param of HANDLER_PARAMS (a
    declared param no handler reads would be a number the content claims to set but the game ignores)."""
    seen: set[tuple[str, str]] = set()
    wrapped = load()
    records = [*wrapped.heroes.values(), *wrapped.allies.values(), *wrapped.items.values()]
    handlers = [(r, r.ability) for r in records] + [(e, e.effect) for e in wrapped.events.values()]
    handlers += [(e, e.handler) for e in wrapped.encounters.values()]
    handlers += [(ch, ch.special) for ch in wrapped.challenges.values()]
    for record, handler in handlers:
        if handler in HANDLER_PARAMS:
            object.__setattr__(record, "params", Reading(handler, record.params, seen))
    monkeypatch.setattr(content_module, "load", lambda root=CONTENT_DIR: wrapped)
    content.cache_clear()
    try:
        for name in SCENARIO_MODULES:
            module = importlib.import_module(f"tests.runebound.{name}")
            for fn_name, fn in vars(module).items():
                if fn_name.startswith("test_") and inspect.isfunction(fn) and not inspect.signature(fn).parameters:
                    fn()
    finally:
        monkeypatch.undo()
        content.cache_clear()
    declared = {(handler, key) for handler, keys in HANDLER_PARAMS.items() for key in keys}
    assert declared - seen == set()
