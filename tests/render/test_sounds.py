"""Sound effects: valid small 16-bit mono WAVs, gentle peaks, reproducible from the script."""

import importlib.util
import struct
import wave
from pathlib import Path

import pytest

SOUNDS = Path(__file__).resolve().parents[2] / "sounds"
MAX_BYTES = 60 * 1024
MAX_PEAK = 0.9


def _synth():
    spec = importlib.util.spec_from_file_location("stolik_synth", SOUNDS / "synth.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SYNTH = _synth()
NAMES = sorted(SYNTH.EFFECTS) + sorted(SYNTH.ALIASES)


def test_the_short_names_the_app_plays_exist():
    for name in ("dice", "card", "coin", "click"):
        assert (SOUNDS / f"{name}.wav").is_file()


def test_the_promised_effects_exist():
    for name in ("dice_roll", "dice_shake", "card_slide", "card_flip", "coin", "click", "error",
                 "fanfare"):
        assert name in SYNTH.EFFECTS
        assert (SOUNDS / f"{name}.wav").is_file()


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_is_a_small_16_bit_mono_wav(name):
    path = SOUNDS / f"{name}.wav"
    assert path.stat().st_size < MAX_BYTES
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() == SYNTH.RATE
        assert 0.02 < w.getnframes() / w.getframerate() < 1.5


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_peaks_below_ninety_percent_and_is_not_silent(name):
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as w:
        frames = w.readframes(w.getnframes())
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    peak = max(abs(s) for s in samples) / 32768
    assert 0.1 < peak < MAX_PEAK
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # faded ends: no click


def test_regenerating_gives_identical_bytes(tmp_path):
    SYNTH.main([str(tmp_path)])
    for name in NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes()


def test_sounds_load_in_pygame_mixer():
    import pygame
    pygame.mixer.init()
    try:
        for name in NAMES:
            assert pygame.mixer.Sound(str(SOUNDS / f"{name}.wav")).get_length() > 0
    finally:
        pygame.mixer.quit()
