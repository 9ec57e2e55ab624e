"""The desktop program: pygame-ce and pygame-gui scenes over the engine."""
import os

# pygame prints a banner on import unless told not to, and `stolik ... --json` must print only JSON:
# every entry path (the `stolik` script, `python -m app.cli`, the benchmarks) imports this package first.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
