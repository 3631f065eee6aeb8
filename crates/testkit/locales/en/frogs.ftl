# frogs: what `cargo explain`, `cargo play` and the board say of it.

fr-parts = one game to play, the kept strips added up: each strip's value is one of -1, -1/2, 0, 1/2, 1, *, ↑, ↓, and by the write-up's rule on their sum the side to move wins or loses
fr-oracle = the exhaustive oracle (the sum played out move by move, within a budget)
