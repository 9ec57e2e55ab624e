"""Roll Player (base game) on the Stolik kernel.

Modules: `state` (dataclasses, fast clone), `reducer` (the only writer of a state), `flow`
(step/frame registries, turn orders, placement, sorting dice onto Initiative cards), `setup`,
`rounds` (Roll and Dice phases), `attributes` (the six attribute actions), `market`, `cleanup`,
`skills` (the any-time interrupt model and every skill), `effects` (named handlers of class and
card abilities), `solo` (enemy die), `describe` (log lines), `encode` (fast JSON), `game`
(the `RollPlayer` Game). Content and scoring: `content`, `content/`, `scoring`.
"""
