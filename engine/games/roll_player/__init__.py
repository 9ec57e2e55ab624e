"""Roll Player (base game) on the Stolik kernel: state, rules, market effects and setup."""
