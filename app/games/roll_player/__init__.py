"""Roll Player played with the mouse: the table the shell hosts for the `roll-player` engine."""
