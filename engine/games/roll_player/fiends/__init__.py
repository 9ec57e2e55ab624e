"""Roll Player's expansion Fiends & Familiars (Chochliki i Chowańce, spec §12 and §15)."""
