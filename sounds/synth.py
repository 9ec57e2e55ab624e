"""Synthesise Stolik's sound effects as small 16-bit mono WAVs (standard library only).

    python sounds/synth.py [output_dir]      # default: the folder of this script

Every effect uses its own fixed-seed random generator, so regenerating gives identical
bytes. Effects are short, softly enveloped and normalised to PEAK of full scale.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
PEAK = 0.6            # default normalisation target, fraction of full scale
FADE = 0.004          # seconds of fade in/out against clicks at the ends
Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix_into(dst: Signal, src: Signal, at: float, gain: float = 1.0) -> None:
    """Add src into dst starting at `at` seconds (dst grows if needed)."""
    start = int(at * RATE)
    if start + len(src) > len(dst):
        dst.extend([0.0] * (start + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def tone(freq: float, seconds: float, decay: float, phase: float = 0.0,
         attack: float = 0.002) -> Signal:
    """A sine partial with a short linear attack and exponential decay (time constant)."""
    n = int(seconds * RATE)
    out = []
    w = 2 * math.pi * freq / RATE
    a = max(1, int(attack * RATE))
    for i in range(n):
        env = min(1.0, i / a) * math.exp(-i / (decay * RATE))
        out.append(env * math.sin(w * i + phase))
    return out


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def bandpass(sig: Signal, centre: float, q: float) -> Signal:
    """RBJ biquad band-pass (constant 0 dB peak gain)."""
    w0 = 2 * math.pi * centre / RATE
    alpha = math.sin(w0) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w0), 1 - alpha
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in sig:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def envelope(sig: Signal, points: list[tuple[float, float]]) -> Signal:
    """Multiply by a piecewise-linear envelope given as (seconds, gain) points."""
    out = []
    j = 0
    for i, v in enumerate(sig):
        t = i / RATE
        while j + 1 < len(points) - 1 and t > points[j + 1][0]:
            j += 1
        (t0, g0), (t1, g1) = points[j], points[min(j + 1, len(points) - 1)]
        g = g1 if t >= t1 else g0 + (g1 - g0) * (t - t0) / max(1e-9, t1 - t0)
        out.append(v * g)
    return out


def finish(sig: Signal, peak_to: float = PEAK) -> Signal:
    """Fade the ends and normalise the peak (frequent UI sounds are set quieter)."""
    n = len(sig)
    f = max(1, int(FADE * RATE))
    for i in range(min(f, n)):
        sig[i] *= i / f
        sig[n - 1 - i] *= i / f
    peak = max((abs(v) for v in sig), default=0.0)
    if peak > 0:
        sig = [v * peak_to / peak for v in sig]
    return sig


# --- the effects ------------------------------------------------------------------------------
def knock(rng: random.Random, bright: float) -> Signal:
    """One die hitting wood: a filtered noise tick plus a short woody resonance."""
    tick = envelope(bandpass(noise(rng, 0.03), 2500 + 1500 * bright, 1.2),
                    [(0, 1.0), (0.004, 0.6), (0.03, 0.0)])
    body = tone(rng.uniform(700, 1100) * (1 + bright * 0.3), 0.06, 0.012, rng.uniform(0, 6))
    mix_into(tick, body, 0, 0.5)
    return tick


def dice_roll() -> Signal:
    """Dice thrown on the table: bounces coming faster and softer, then a last settle."""
    rng = random.Random(101)
    out = silence(0.75)
    t, gap, gain = 0.0, 0.11, 1.0
    while t < 0.62 and gap > 0.012:
        for _ in range(rng.randint(1, 2)):
            mix_into(out, knock(rng, rng.random()), t + rng.uniform(0, 0.012), gain * rng.uniform(0.6, 1))
        t += gap * rng.uniform(0.7, 1.2)
        gap *= 0.82
        gain *= 0.86
    return finish(out, 0.65)


def dice_shake() -> Signal:
    """Dice rattling in a cup or hand: dense soft clicks under a muffled envelope."""
    rng = random.Random(102)
    out = silence(0.55)
    t = 0.0
    while t < 0.48:
        swell = math.sin(math.pi * t / 0.5) ** 0.7
        mix_into(out, knock(rng, rng.random() * 0.5), t, 0.3 + 0.7 * swell * rng.random())
        t += rng.uniform(0.012, 0.035)
    return finish(lowpass(out, 3500), 0.5)


def card_slide() -> Signal:
    """A card sliding over felt: a band-passed noise swish with a soft start and stop."""
    rng = random.Random(201)
    sig = bandpass(noise(rng, 0.32), 1800, 0.7)
    sig = lowpass(sig, 4200)
    return finish(envelope(sig, [(0, 0), (0.06, 1.0), (0.2, 0.7), (0.32, 0)]), 0.5)


def card_flip() -> Signal:
    """A card turned over: a papery snap and a faint low thump."""
    rng = random.Random(202)
    snap = envelope(bandpass(noise(rng, 0.09), 3200, 1.5), [(0, 0), (0.003, 1), (0.09, 0)])
    mix_into(snap, tone(180, 0.08, 0.02), 0.005, 0.35)
    return finish(snap, 0.5)


def coin() -> Signal:
    """Coin clink: two metallic strikes built from inharmonic partials."""
    rng = random.Random(301)
    out = silence(0.5)
    partials = [(2093, 1.0, 0.09), (3136, 0.6, 0.07), (4699, 0.4, 0.05), (6272, 0.25, 0.035),
                (8372, 0.12, 0.02)]
    for at, gain in ((0.0, 1.0), (0.075, 0.55)):
        hit = silence(0.4)
        detune = rng.uniform(0.98, 1.03)
        for f, g, d in partials:
            mix_into(hit, tone(f * detune, 0.4, d * 2.2, rng.uniform(0, 6), 0.0008), 0, g)
        mix_into(out, hit, at, gain)
    return finish(out, 0.45)


def click() -> Signal:
    """UI click: a very short soft blip."""
    rng = random.Random(401)
    sig = tone(1600, 0.045, 0.007, 0.0, 0.0006)
    mix_into(sig, envelope(lowpass(noise(rng, 0.01), 5000), [(0, 1), (0.01, 0)]), 0, 0.2)
    return finish(sig, 0.35)


def error() -> Signal:
    """Illegal move: two low, rounded buzzes falling in pitch (never harsh)."""
    out = silence(0.34)
    for at, f in ((0.0, 233.0), (0.15, 196.0)):
        buzz = silence(0.16)
        for k, g in ((1, 1.0), (2, 0.35), (3, 0.22), (5, 0.08)):
            mix_into(buzz, tone(f * k, 0.16, 0.09, 0.0, 0.01), 0, g)
        mix_into(out, envelope(buzz, [(0, 1), (0.12, 0.8), (0.16, 0)]), at)
    return finish(lowpass(out, 2200), 0.45)


def brass(freq: float, seconds: float, rng: random.Random) -> Signal:
    """A soft brass-like note: harmonics with a swelling attack and gentle vibrato."""
    n = int(seconds * RATE)
    out = []
    vib_phase = rng.uniform(0, 6)
    harmonics = ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.16), (5, 0.08))
    phases = [0.0] * len(harmonics)
    for i in range(n):
        t = i / RATE
        vib = 1 + 0.004 * math.sin(2 * math.pi * 5.5 * t + vib_phase) * min(1.0, t / 0.15)
        v = 0.0
        for j, (k, g) in enumerate(harmonics):
            phases[j] += 2 * math.pi * freq * k * vib / RATE
            v += g * math.sin(phases[j])
        env = min(1.0, t / 0.03) * (1 - 0.25 * min(1.0, t / seconds)) * min(1.0, (seconds - t) / 0.05)
        out.append(v * env)
    return out


def fanfare() -> Signal:
    """Game end: a short rising arpeggio landing on a held major chord."""
    rng = random.Random(501)
    out = silence(1.25)
    c4, e4, g4, c5 = 261.63, 329.63, 392.0, 523.25
    for i, f in enumerate((c4, e4, g4)):
        mix_into(out, brass(f, 0.16, rng), i * 0.13, 0.8)
    for f, g in ((c5, 0.8), (g4, 0.55), (e4, 0.5), (c4, 0.45)):
        mix_into(out, brass(f, 0.82, rng), 0.4, g)
    return finish(lowpass(out, 3000))


EFFECTS: dict[str, Callable[[], Signal]] = {
    "dice_roll": dice_roll,
    "dice_shake": dice_shake,
    "card_slide": card_slide,
    "card_flip": card_flip,
    "coin": coin,
    "click": click,
    "error": error,
    "fanfare": fanfare,
}


# Short names the app asks for (app/audio.py plays `sounds/<name>.wav`).
ALIASES: dict[str, str] = {"dice": "dice_roll", "card": "card_slide"}


def to_bytes(sig: Signal) -> bytes:
    return struct.pack(f"<{len(sig)}h", *(max(-32767, min(32767, round(v * 32767))) for v in sig))


def write(path: Path, sig: Signal) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_bytes(sig))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else Path(__file__).resolve().parent
    out_dir.mkdir(parents=True, exist_ok=True)
    made: dict[str, Signal] = {}
    for name, make in EFFECTS.items():
        made[name] = make()
    for alias, name in ALIASES.items():
        made[alias] = made[name]
    for name, sig in made.items():
        path = out_dir / f"{name}.wav"
        write(path, sig)
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
