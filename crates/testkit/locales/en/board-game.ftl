# board-game: what `cargo explain`, `cargo play` and the board say of it.

bg-parts = one game, no parts: a position is the set of cells holding stones, and by the write-up's retrograde table over every such set, from the full board down, the player to move loses iff a pattern already shows (the opponent's move made it appear) or every empty cell leads to a set where the player to move wins
bg-oracle = the exhaustive oracle (the game searched move by move over sets of stones; boards of at most 16 cells)
