"""The program's screens: menu, new game, load, settings, the table that hosts a game, final scores."""
