"""The string catalogue: one lookup by namespaced key, damaged files named, and the kernel speaking in keys."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.kernel import Action, ContentError, FileRefused, IllegalAction, KeyedError, Message, Session, UndoRefused
from engine.kernel.strings import FORMATTER, ROOT, Catalogue, Source, english, fields, plural_form, text, with_article

from .conftest import race_config

GOOD = '[en]\ngreet = "Hello, {name}"\nbye = "Bye"\n[pl]\ngreet = "Cześć, {name}"\nbye = "Pa"\n'


def catalogue(tmp_path: Path, files: dict[str, str]) -> Catalogue:
    """A catalogue of files written under tmp_path, each named "<namespace>.toml"."""
    out = Catalogue()
    for namespace, body in files.items():
        path = tmp_path / f"{namespace}.toml"
        path.write_text(body, encoding="utf-8")
        out.add(Source(namespace, path))
    return out


def test_a_key_is_looked_up_under_its_namespace_in_the_language_asked(tmp_path: Path) -> None:
    c = catalogue(tmp_path, {"toy": GOOD})
    assert c.text("toy.greet", "pl", name="Ola") == "Cześć, Ola"
    assert c.text("toy.bye", "en") == "Bye"
    assert c.text("toy.missing", "pl") == "toy.missing", "the key itself is the last resort"


def test_a_message_parameter_is_shown_in_the_same_language() -> None:
    revealed = Message("kernel.reveal.roll")
    assert text("kernel.undo.strict_reveal", "pl", revealed=revealed) == \
        "ścisłe cofanie: od tamtego ruchu odsłonięto rzut albo kartę"
    assert text("kernel.undo.strict_reveal", "en", revealed=revealed) == \
        "strict undo: a roll or a draw was revealed since that move"


def test_a_string_file_that_is_a_fifo_is_refused_naming_it(tmp_path: Path) -> None:
    fifo = tmp_path / "toy.toml"
    os.mkfifo(fifo)
    c = Catalogue()
    c.add(Source("toy", fifo))
    with pytest.raises(FileRefused) as caught:
        c.text("toy.greet", "en")
    assert str(fifo) in str(caught.value) and "FIFO" in str(caught.value)


def test_a_string_file_that_is_not_toml_is_refused_naming_it(tmp_path: Path) -> None:
    c = catalogue(tmp_path, {"toy": '[en]\ngreet = "unclosed\n'})
    with pytest.raises(FileRefused) as caught:
        c.text("toy.greet", "en")
    assert caught.value.path == str(tmp_path / "toy.toml") and "not valid TOML" in caught.value.reason


@pytest.mark.parametrize("body, key", [
    ('[en]\ngreet = 3\n[pl]\ngreet = "x"\n', "en.greet"),
    ('[en]\ngreet = "x"\n', "pl"),
    ('[en]\ngreet = "x"\n[pl]\ngreet = "x"\n[de]\ngreet = "x"\n', "de"),
])
def test_a_malformed_string_table_names_its_file_and_key(tmp_path: Path, body: str, key: str) -> None:
    c = catalogue(tmp_path, {"toy": body})
    with pytest.raises(ContentError) as caught:
        c.text("toy.greet", "en")
    assert caught.value.path == str(tmp_path / "toy.toml") and caught.value.key == key


def test_two_files_may_not_define_the_same_key(tmp_path: Path) -> None:
    c = catalogue(tmp_path, {"toy": GOOD})
    twin = tmp_path / "twin.toml"
    twin.write_text(GOOD, encoding="utf-8")
    c.add(Source("toy", twin))
    with pytest.raises(ContentError, match="other string file"):
        c.text("toy.greet", "en")


def test_an_app_key_may_not_sit_in_another_files_namespace(tmp_path: Path) -> None:
    root = tmp_path / "en.toml"
    root.write_text('[toy]\ngreet = "sneaky"\n', encoding="utf-8")
    c = catalogue(tmp_path, {"toy": GOOD})
    c.add(Source(ROOT, root, "en"))
    with pytest.raises(ContentError, match="namespace"):
        c.table("en")


def test_one_damaged_namespace_leaves_the_others_readable(tmp_path: Path) -> None:
    c = catalogue(tmp_path, {"good": GOOD, "bad": "not toml ["})
    assert c.text("good.bye", "pl") == "Pa"
    with pytest.raises(FileRefused):
        c.text("bad.anything", "en")


def test_problems_name_missing_keys_and_parameters_that_differ(tmp_path: Path) -> None:
    c = catalogue(tmp_path, {"toy": '[en]\na = "{x}"\nb = "only en"\n[pl]\na = "{y}"\n'})
    assert c.problems() == ["toy.a: parameters differ (en ['x']; pl ['y'])", "toy.b: missing in pl"]


def test_fields_name_every_parameter_however_it_is_formatted() -> None:
    assert fields("{a} {b!r} {c:>3} {{not}}") == {"a", "b", "c"}


def test_an_illegal_move_names_its_reason_by_key_and_prints_english(race) -> None:
    s = Session(race, race_config())
    with pytest.raises(IllegalAction) as caught:
        s.apply(Action.of("roll", 1))
    exc = caught.value
    assert exc.key == "kernel.illegal.not_deciding" and exc.params["player"] == 2
    assert str(exc) == english(exc.key, **exc.params) and "not player 2's decision" in str(exc)
    assert text(exc.key, "pl", **exc.params).startswith(str(exc.params["action"]))


def test_undo_refusals_carry_their_key_and_english_reason(race) -> None:
    s = Session(race, race_config())
    verdict = s.can_undo()
    assert verdict.key == "kernel.undo.nothing" and verdict.reason == "nothing to undo"
    with pytest.raises(UndoRefused) as caught:
        s.redo()
    assert isinstance(caught.value, KeyedError) and caught.value.key == "kernel.redo.nothing"
    assert str(caught.value) == "nothing to redo"


PLURALS = ('[en]\ngold = { one = "{count} gold", other = "{count} gold" }\n'
           'token = { one = "{count} token", other = "{count} tokens" }\n'
           '[pl]\ngold = { one = "{count} złoto", few = "{count} złota", many = "{count} złota" }\n'
           'token = { one = "{count} żeton", few = "{count} żetony", many = "{count} żetonów" }\n')


@pytest.mark.parametrize("count, english, polish", [
    (0, "other", "many"), (1, "one", "one"), (2, "other", "few"), (4, "other", "few"), (5, "other", "many"),
    (11, "other", "many"), (12, "other", "many"), (14, "other", "many"), (21, "other", "many"),
    (22, "other", "few"), (25, "other", "many"), (112, "other", "many"),
])
def test_a_number_takes_the_plural_form_of_its_language(count: int, english: str, polish: str) -> None:
    assert plural_form("en", count) == english
    assert plural_form("pl", count) == polish


@pytest.mark.parametrize("count, shown", [(1, "1 żeton"), (2, "2 żetony"), (4, "4 żetony"), (5, "5 żetonów"),
                                          (12, "12 żetonów"), (22, "22 żetony"), (112, "112 żetonów")])
def test_a_plural_text_is_chosen_by_its_count(tmp_path: Path, count: int, shown: str) -> None:
    c = catalogue(tmp_path, {"toy": PLURALS})
    assert c.text("toy.token", "pl", count=count) == shown
    assert c.text("toy.token", "en", count=count) == f"{count} token" + ("" if count == 1 else "s")
    assert c.text("toy.gold", "pl", count=count).endswith("złoto" if count == 1 else "złota")
    assert c.problems() == []


def test_a_plural_text_missing_a_form_its_language_needs_names_the_key(tmp_path: Path) -> None:
    c = catalogue(tmp_path, {"toy": '[en]\nn = { one = "a", other = "b" }\n[pl]\nn = { one = "a", many = "b" }\n'})
    with pytest.raises(ContentError, match="few") as caught:
        c.text("toy.n", "pl")
    assert caught.value.key == "pl.n"


def test_an_english_name_can_ask_for_its_article() -> None:
    assert with_article("Elf") == "an Elf" and with_article("Dwarf") == "a Dwarf"
    assert FORMATTER.format("Play {race:a}", race="Orc") == "Play an Orc"


def test_an_illegal_move_counts_the_allowed_choices_in_the_right_form() -> None:
    one = text("kernel.illegal.not_a_choice", "en", action="P1 buy", count=1, kind="buy")
    many = text("kernel.illegal.not_a_choice", "pl", action="P1 buy", count=5, kind="buy")
    assert "the one allowed 'buy' choice" in one and "żaden z 5 dozwolonych wyborów" in many
