"""`python -m app.tutorial GAME`: open the program straight into that game's tutorial."""
import sys

from app.tutorial.scene import run

sys.exit(run(sys.argv[1] if len(sys.argv) > 1 else "roll-player"))
