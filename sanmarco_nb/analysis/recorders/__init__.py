"""What a game adds to `simulate`'s per-game results: `recorders.<game>.Recorder`, a small
recorder fed the events of its KINDS while a game is played, then the final state; `result`
gives named rows (`Simulation.extras`). A game without one adds nothing."""
