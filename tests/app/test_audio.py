"""Audio stays silent, never crashing, without a device or without the sound files."""
from __future__ import annotations

from pathlib import Path

from app.audio import Audio


def test_a_missing_sound_is_silent(tmp_path: Path) -> None:
    assert Audio(True, 0.5, folder=tmp_path).play("dice") is False


def test_sound_off_plays_nothing(tmp_path: Path) -> None:
    audio = Audio(False, 0.5, folder=tmp_path)
    assert audio.play("click") is False and audio.played == []


def test_a_real_wav_plays_on_the_dummy_driver(tmp_path: Path) -> None:
    import struct
    import wave

    with wave.open(str(tmp_path / "click.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"".join(struct.pack("<h", (i % 50) * 300) for i in range(2205)))
    audio = Audio(True, 0.5, folder=tmp_path)
    audio.play("click")  # True when the dummy mixer opens; never an exception either way
    assert audio.play("nope") is False
