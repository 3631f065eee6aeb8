# coloring-game: what `cargo explain`, `cargo play` and the board say of it.

cg-parts = each tails coin is a part: by the coin-turning theorem a position is worth the XOR of what its tails coins are worth alone, and by the write-up a coin alone is worth lowbit(its column) on row 1, lowbit(its row) on column 1, and 2^(row + column − 2) elsewhere (1-based)
cg-oracle = the exhaustive oracle (every position of boards of at most 12 coins searched by the move rule: each coin alone, and the whole position)
cg-loss-argument = Each flips a set around one tails coin c: the other coins of the set are worth together one of the options of c alone, which differ from c's value (a value is the mex of its options), so the move changes the total and leaves it other than 0, from which the parts give a winning reply.
