"""Text from outside the program made safe to print or draw: one line, escaped, shortened.

A file name or a string from a save can hold newlines (forging a second line of output),
control characters, bidi overrides or lone surrogates (which crash encoders and fonts).
"""
from __future__ import annotations

import unicodedata

SHOWN_LIMIT = 160


def _escape(ch: str) -> str:
    code = ord(ch)
    if ch == "\n":
        return "\\n"
    if ch == "\r":
        return "\\r"
    if ch == "\t":
        return "\\t"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _unsafe(ch: str) -> bool:
    """Control and format characters (newlines, bidi overrides) and lone surrogates."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp")


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """`value` as one printable line: control characters and surrogates escaped, shortened to `limit`.

    >>> shown("ok\\nstep 3: ok\\ud800")
    'ok\\\\nstep 3: ok\\\\ud800'
    """
    text = value if isinstance(value, str) else str(value)
    if len(text) > limit:
        text = text[: max(1, limit - 1)] + "…"
    if text.isprintable() and text.isascii():
        return text
    return "".join(_escape(ch) if _unsafe(ch) else ch for ch in text)
