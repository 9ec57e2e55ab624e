"""Errors the kernel raises. A keyed error names its text in the string catalogue (any language);
the others carry a message about a file, shown as it is."""
from __future__ import annotations

from typing import Callable

from .printable import shown


class StolikError(Exception):
    """Base of every error that carries a user-facing message; one with a `key` is worded in the player's
    language from the string catalogue (its `params` filled in), the others are shown as they are."""

    key: str = ""
    params: dict[str, object] = {}

    @property
    def catalogue_key(self) -> str:
        """The string-catalogue key that words this error in the player's language; "" to show it as it is."""
        return self.key


class KeyedError(StolikError):
    """An error named by a string-catalogue key and its parameters, so the app shows it in its language;
    `str()` is the English text, for logs and the command line."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        return _english(self.key, **self.params)


def _key_as_text(key: str, **params: object) -> str:
    """Until the catalogue is loaded: the key and its parameters, still readable in a log."""
    return f"{key} {params}" if params else key


_english: Callable[..., str] = _key_as_text


def use_english(render: Callable[..., str]) -> None:
    """The string catalogue hands in its English lookup (it sits above this module: it reads files
    through the guarded door, which raises these errors)."""
    global _english
    _english = render


class IllegalAction(KeyedError):
    """An action that the current decision does not allow."""


class ConfigError(KeyedError):
    """A game configuration that a game cannot start from."""


class UndoRefused(KeyedError):
    """Undo or redo is not possible now; the key says why."""


def _shown_path(path: str) -> str:
    """A file name from outside as one printable line (a newline in a name cannot forge output)."""
    return shown(path, 200)


class FileRefused(StolikError):
    """A file the guarded door will not take (missing, special, too large, malformed); names it."""

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{_shown_path(path)}: {reason}")


class FileCutOff(FileRefused):
    """A file that ends part-way through (a crash or a full disk while it was written): says how much is there,
    never the parser's complaint about the missing rest."""

    def __init__(self, path: str, size: int) -> None:
        self.size = size
        self.key, self.params = "kernel.file.cut_off", {"count": size}
        super().__init__(path, _english(self.key, count=size))


class SaveError(StolikError):
    """A save file that cannot be read, or that does not replay; names the file, key or step."""

    def __init__(self, message: str, *, path: str | None = None, step: int | None = None) -> None:
        self.path = path
        self.step = step
        self.reason = message
        where = f"{_shown_path(path)}: " if path else ""
        super().__init__(where + message)

    @staticmethod
    def keyed(key: str, *, path: str | None = None, **params: object) -> "SaveError":
        """A save's fault a person understands, worded from the catalogue ("this save was edited")."""
        error = SaveError(_english(key, **params), path=path)
        error.key, error.params = key, dict(params)
        return error

    def at(self, path: str) -> "SaveError":
        """The same fault, naming the file it is in."""
        error = SaveError(self.reason, path=path, step=self.step)
        error.key, error.params = self.key, self.params
        return error


SAVED_DATA = "(save)"  # the file a ContentError names when the data came inside a save, not from a file


class ContentError(StolikError):
    """A malformed content file: names the file, the key and what was expected."""

    def __init__(self, path: str, key: str, expected: str) -> None:
        self.path, self.key, self.expected = path, key, expected
        super().__init__(f"{path}: {key}: {expected}")

    @property
    def catalogue_key(self) -> str:
        """Its `key` names a place in the content file, not a catalogue text: shown as it is."""
        return ""
