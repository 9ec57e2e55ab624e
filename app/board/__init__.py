"""The board host (host.py): how the table scene, the tutorial and the replay viewer show a game's table."""
