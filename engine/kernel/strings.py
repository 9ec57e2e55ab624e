"""The string catalogue: every package's texts in English and Polish, in TOML, behind one lookup.

Keys are namespaced by the package that owns them ("kernel.undo.nothing", "roll-player.log.placed",
"replay.chart"); the app's own keys carry no namespace ("menu.new_game"). The engine names what it
tells a person by key and parameters (a `Message`, a keyed error, a refused undo) and never writes
English that the app would have to recognise; any language is looked up here. Files are read
through the guarded door, each namespace on its first lookup, so a damaged file names itself.

Counts are spoken here, once: a text may be a table of plural forms (`{ one = "…", other = "…" }` in
English, `{ one = "…", few = "…", many = "…" }` in Polish) chosen by its `count` parameter, and an
English text may ask for an article (`{race:a}` gives "an Elf", "a Dwarf").
"""
from __future__ import annotations

import os
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from .errors import ContentError, use_english
from .untrusted import MAX_CONTENT_BYTES, read_toml

LANGS: tuple[str, ...] = ("en", "pl")
FALLBACK = "en"
ROOT = ""  # the app's own namespace: its keys have no prefix
SEP = "."
KERNEL = "kernel"
KERNEL_STRINGS = Path(__file__).with_name("strings.toml")
WHAT = "string table"
COUNT = "count"  # the parameter that chooses a plural form
# The plural forms each language's texts must give (CLDR's categories for whole numbers).
PLURAL_FORMS: dict[str, tuple[str, ...]] = {"en": ("one", "other"), "pl": ("one", "few", "many")}
CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
ARTICLE_SPEC = "a"  # `{name:a}`: the name after its English indefinite article
VOWELS = "aeiouAEIOU"


def plural_form(lang: str, count: int) -> str:
    """Which plural form a whole number takes: English 1 / other; Polish 1 / 2-4 (not 12-14) / the rest."""
    n = abs(count)
    if lang == "pl":
        if n == 1:
            return "one"
        return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"
    return "one" if n == 1 else "other"


def with_article(word: str) -> str:
    """English "a"/"an" before a word, by its first letter (every name in the content sounds as spelled)."""
    return f"{'an' if word[:1] in VOWELS else 'a'} {word}"


class Plural(str):
    """A text with plural forms: as a str it is its most general form (listings, parameter checks);
    `form(count)` gives the one a number takes in its language."""

    forms: dict[str, str]
    lang: str

    def __new__(cls, forms: Mapping[str, str], lang: str) -> "Plural":
        general = forms.get("other") or forms.get("many") or next(iter(forms.values()))
        self = super().__new__(cls, general)
        self.forms, self.lang = dict(forms), lang
        return self

    def form(self, count: object) -> str:
        if not isinstance(count, int) or isinstance(count, bool):
            return str(self)
        return self.forms.get(plural_form(self.lang, count)) or self.forms.get("other") or str(self)


class _Formatter(string.Formatter):
    """str.format with one more format spec: `{x:a}` puts the English article before x."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec == ARTICLE_SPEC:
            return with_article(str(value))
        return super().format_field(value, format_spec)


FORMATTER = _Formatter()


@dataclass(frozen=True)
class Source:
    """One string file: the namespace its keys go under, and its language when it holds only one
    (otherwise it holds an [en] and a [pl] table)."""

    namespace: str
    path: Path
    lang: str | None = None


@dataclass(frozen=True)
class Message:
    """A text named by key and parameters instead of written out, so it can be shown in any language;
    a parameter may itself be a Message (shown in the same language)."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self, lang: str) -> str:
        return CATALOGUE.text(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.text(FALLBACK)


Provider = Callable[[], Iterable[Source]]


def fields(template: str) -> set[str]:
    """The parameter names a text uses (`{name}`, `{value!r}`, `{n:>2}` all name one), in every plural form."""
    forms = template.forms.values() if isinstance(template, Plural) else (template,)
    return {name.split(".")[0].split("[")[0] for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def _is_plural(value: Mapping[str, Any]) -> bool:
    return bool(value) and set(value) <= CATEGORIES and all(isinstance(v, str) for v in value.values())


def _flatten(path: str, prefix: str, table: Mapping[str, Any], out: dict[str, str], where: str, lang: str) -> None:
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and _is_plural(value):
            needed = PLURAL_FORMS.get(lang, ("other",))
            missing = [form for form in needed if form not in value]
            if missing:
                raise ContentError(path, f"{where}{key}", f"expected the plural forms {', '.join(needed)} (no {', '.join(missing)})")
            out[name] = Plural(value, lang)
        elif isinstance(value, dict):
            _flatten(path, name + SEP, value, out, f"{where}{key}{SEP}", lang)
        elif isinstance(value, str):
            out[name] = value
        else:
            raise ContentError(path, f"{where}{key}", f"expected a text, got {type(value).__name__}")


class Catalogue:
    """Every string file, loaded one namespace at a time on first lookup, as one flat table per language.

    Sources are added directly (`add`) or by providers (`provide`: the game registry lists each
    manifest's files), which are asked once, when a namespace is first needed.
    """

    def __init__(self) -> None:
        self._added: list[Source] = []
        self._providers: list[Provider] = []
        self._provided: list[Source] | None = None
        self._namespaces: frozenset[str] | None = None
        self._tables: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
        self._owner: dict[str, str] = {}
        self._loaded: set[str] = set()

    # --- sources -------------------------------------------------------------------------
    def add(self, source: Source) -> None:
        """A string file to load with its namespace (nothing is read until a key of it is needed)."""
        if source not in self._added:
            self._added.append(source)
            self._namespaces = None
            self._forget(source.namespace)

    def provide(self, provider: Provider) -> None:
        """A function listing string files, asked when the catalogue first needs its sources."""
        if provider not in self._providers:
            self._providers.append(provider)
            self.reset()

    def reset(self) -> None:
        """Forget every loaded table and ask the providers again (a game registered new strings)."""
        self._provided = None
        self._namespaces = None
        self._tables = {lang: {} for lang in LANGS}
        self._owner.clear()
        self._loaded.clear()

    def _forget(self, namespace: str) -> None:
        if namespace in self._loaded:
            self.reset()

    def sources(self) -> list[Source]:
        if self._provided is None:
            self._provided = [s for provider in self._providers for s in provider()]
        return [*self._added, *(s for s in self._provided if s not in self._added)]

    def namespaces(self) -> frozenset[str]:
        if self._namespaces is None:
            self._namespaces = frozenset(s.namespace for s in self.sources()) - {ROOT}
        return self._namespaces

    def namespace_of(self, key: str) -> str:
        head = key.split(SEP, 1)[0]
        return head if head in self.namespaces() else ROOT

    # --- loading -------------------------------------------------------------------------
    def _load(self, namespace: str) -> None:
        if namespace in self._loaded:
            return
        known = self.namespaces()
        for source in self.sources():
            if source.namespace == namespace:
                self._read(source, known)
        self._loaded.add(namespace)

    def _read(self, source: Source, namespaces: frozenset[str]) -> None:
        path = os.fspath(source.path)
        data = read_toml(source.path, MAX_CONTENT_BYTES, WHAT)
        if source.lang is not None:
            by_lang, where = {source.lang: data}, ""
        else:
            extra = sorted(set(data) - set(LANGS))
            if extra:
                raise ContentError(path, extra[0], f"expected only the language tables {', '.join(LANGS)}")
            by_lang, where = data, "{lang}" + SEP
        prefix = source.namespace + SEP if source.namespace != ROOT else ""
        reserved = namespaces if source.namespace == ROOT else frozenset()
        for lang in [source.lang] if source.lang is not None else LANGS:
            table = by_lang.get(lang)
            if not isinstance(table, dict):
                raise ContentError(path, lang, "expected a table of texts")
            flat: dict[str, str] = {}
            _flatten(path, prefix, table, flat, where.format(lang=lang), lang)
            self._merge(path, lang, flat, reserved)

    def _merge(self, path: str, lang: str, flat: dict[str, str], reserved: frozenset[str]) -> None:
        target = self._tables[lang]
        for key, value in flat.items():
            head = key.split(SEP, 1)[0]
            if head in reserved:
                raise ContentError(path, key, f"expected an app key outside the namespace {head!r} of another file")
            owner = self._owner.setdefault(f"{lang}:{key}", path)
            if owner != path:
                raise ContentError(path, key, f"expected a key no other string file has; {owner} has it too")
            target[key] = value

    # --- lookup --------------------------------------------------------------------------
    def table(self, lang: str) -> dict[str, str]:
        """Every text of one language, all namespaces loaded, as the live `key -> text` map."""
        for namespace in (ROOT, *sorted(self.namespaces())):
            self._load(namespace)
        return self._tables[lang if lang in LANGS else FALLBACK]

    def get(self, key: str, lang: str) -> str | None:
        """The text for `key` in `lang` exactly as written (no fallback), or None."""
        self._load(self.namespace_of(key))
        return self._tables.get(lang, {}).get(key)

    def has(self, key: str) -> bool:
        return self.get(key, FALLBACK) is not None

    def text(self, key: str, lang: str = FALLBACK, **params: object) -> str:
        """`key`'s text in `lang`, filled in with `params` (a plural text in the form its `count` takes);
        English, then the key itself, only as a last resort."""
        template = next((found for found in (self.get(key, lang), self.get(key, FALLBACK)) if found is not None), key)
        if isinstance(template, Plural):
            template = template.form(params.get(COUNT))
        if not params:
            return str(template)
        filled = {k: self.text(v.key, lang, **v.params) if isinstance(v, Message) else v for k, v in params.items()}
        return FORMATTER.format(template, **filled)

    def problems(self) -> list[str]:
        """Every key missing from a language, and every text whose parameters differ between languages."""
        tables = {lang: self.table(lang) for lang in LANGS}
        out: list[str] = []
        every = set().union(*tables.values())
        for key in sorted(every):
            missing = [lang for lang in LANGS if key not in tables[lang]]
            if missing:
                out.append(f"{key}: missing in {', '.join(missing)}")
                continue
            names = {lang: fields(tables[lang][key]) for lang in LANGS}
            if len({frozenset(n) for n in names.values()}) > 1:
                shown = "; ".join(f"{lang} {sorted(n)}" for lang, n in names.items())
                out.append(f"{key}: parameters differ ({shown})")
        return out


CATALOGUE = Catalogue()
CATALOGUE.add(Source(KERNEL, KERNEL_STRINGS))


def text(key: str, lang: str = FALLBACK, **params: object) -> str:
    """The engine's lookup: `key`'s text in `lang` with `params` filled in."""
    return CATALOGUE.text(key, lang, **params)


def english(key: str, **params: object) -> str:
    """The English text, for logs and the command line (the app shows keys in its own language)."""
    return CATALOGUE.text(key, FALLBACK, **params)


use_english(english)
