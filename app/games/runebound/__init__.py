"""Runebound's table: the hex map under a movable camera, with a fixed side panel of actions."""
