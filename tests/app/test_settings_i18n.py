"""Settings persist between runs; every UI string exists in both languages and switches at once."""
from __future__ import annotations

import json
import re
from pathlib import Path

from app import i18n
from app.scenes.menu import MenuScene
from app.scenes.settings import SettingsScene
from app.settings import Settings, load_settings, save_settings, settings_path
from engine.kernel.errors import ContentError
from tests.app.drive import click_widget, pump

FIELDS = re.compile(r"\{(\w+)(?::\w+)?\}")  # {name}, or {name:a} (the English article)


def test_settings_live_in_stolik_config_dir(tmp_path: Path) -> None:
    assert settings_path() == tmp_path / "config" / "settings.json"


def test_settings_round_trip_through_json() -> None:
    s = Settings(lang="pl", sound=False, volume=0.3, fullscreen=True, strict_undo=True, bot_speed="fast")
    save_settings(s)
    assert load_settings().settings == s


def test_a_broken_settings_file_gives_the_defaults() -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{not json", encoding="utf-8")
    assert load_settings().settings == Settings()
    settings_path().write_text(json.dumps({"lang": "xx", "volume": 7, "sound": "yes"}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.settings == Settings() and set(loaded.reset) == {"lang", "volume", "sound"}


def test_english_and_polish_hold_the_same_keys_and_placeholders() -> None:
    en, pl = i18n.strings("en"), i18n.strings("pl")
    assert set(en) == set(pl)
    for key in en:
        assert set(FIELDS.findall(en[key])) == set(FIELDS.findall(pl[key])), key


def test_every_key_the_code_asks_for_exists() -> None:
    root = Path(i18n.__file__).parent
    used = set()
    for path in root.rglob("*.py"):
        used |= set(re.findall(r"""i18n\.t\(\s*f?["']([a-z_.{}]+)["']""", path.read_text(encoding="utf-8")))
    known = set(i18n.strings("en"))
    literal = {k for k in used if "{" not in k}
    assert literal and literal <= known, literal - known


def test_switching_language_in_settings_changes_every_button_and_persists(make_app) -> None:
    app = make_app()
    app.switch(SettingsScene(app))
    pump(app)
    click_widget(app, "lang_pl")
    assert i18n.lang() == "pl" and app.settings.lang == "pl"
    assert app.scene.widgets["back"].text == "Wróć"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["lang"] == "pl"
    app.switch(MenuScene(app))
    texts = {k: w.text for k, w in app.scene.widgets.items()}
    assert texts == {k: i18n.strings("pl")[f"menu.{k}"] for k in texts}


def test_settings_buttons_change_and_save_each_preference(make_app) -> None:
    app = make_app()
    app.switch(SettingsScene(app))
    pump(app)
    for key in ("sound", "strict_undo", "volume_down", "bot_fast"):
        click_widget(app, key)
    saved = load_settings().settings
    assert (saved.sound, saved.strict_undo, saved.volume, saved.bot_speed) == (False, True, 0.6, "fast")
    assert app.audio.enabled is False


def test_polish_glyphs_are_in_the_font() -> None:
    import pygame

    from app.scenes import style

    pygame.font.init()
    style.reset()
    metrics = style.font(20).metrics("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")
    assert all(m is not None for m in metrics)


def test_a_malformed_content_file_is_shown_naming_its_file_key_and_expectation_in_either_language() -> None:
    """A ContentError's key names a place in the file, not a catalogue text: the player sees the whole fault."""
    fault = ContentError("races.toml", "races.3.name", "a string")
    for lang in ("en", "pl"):
        i18n.set_lang(lang)
        assert i18n.say(fault) == "races.toml: races.3.name: a string"
