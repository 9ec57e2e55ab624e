"""The guided tutorial in the app: the overlay over a game's table, its scene, and the headless check."""
