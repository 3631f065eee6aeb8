# coloring-game: what `cargo explain`, `cargo play` and the board say of it.

cg-parts = each tails coin is a part: by the coin-turning theorem a position is worth the XOR of what its tails coins are worth alone, and by the write-up a coin alone is worth lowbit(its column) on row 1, lowbit(its row) on column 1, and 2^(row + column − 2) elsewhere (1-based)
cg-oracle = the exhaustive oracle (every position of boards of at most 12 coins searched by the move rule: each coin alone, and the whole position)
cg-loss-argument = Each flips a set around one tails coin c: the other coins of the set are worth together one of the options of c alone, which differ from c's value (a value is the mex of its options), so the move changes the total and leaves it other than 0, from which the parts give a winning reply.
cg-why-row = row 1: lowbit({ $column }) = { $worth }
cg-why-column = column 1: lowbit({ $row }) = { $worth }
cg-why-inside = 2^({ $row } + { $column } − 2) = { $worth }
cg-no-coin = there is no coin { $coin } (rows 1 to { $rows }, columns 1 to { $columns })
cg-twice = a coin is named twice
cg-empty = a move flips at least one coin
cg-no-corner = no coin of the set has all the others in its upper-left
cg-corner-heads = the coin { $coin } shows heads: the set's lower-right coin must show tails
cg-not-connected = the coins flipped are not 4-connected
cg-not-a-move = { $text } is not a move: write the coins to flip as R,C joined by +, e.g. 1,2+1,3+2,3
cg-describe-one = the coin on { $coin } to heads
cg-describe-set = the coin on { $coin } to heads, and { $others } flipped
cg-legend = (T tails, H heads)
cg-coin = coin { $coin }
cg-legend-tails = a coin showing tails
cg-legend-heads = a coin showing heads
cg-notes-legend = The number on a tails coin is what it is worth alone: on row 1 or column 1 the lowest power of two dividing its column or row, elsewhere 2^(row + column − 2). A position is worth the XOR of its tails coins' values (heads coins are worth nothing), and the player to move wins when that is not 0.
cg-note-title = the tails coin { $coin } alone: { $why }
cg-rules-brief = A move turns over a 4-connected set of coins whose bottom-right corner is a coin showing tails (every coin of the set in its row or above and in its column or to its left). Whoever cannot move loses.
cg-theme-line = one line
cg-theme-line-idea = On a board of one row (or one column) a move turns over a run of coins ending at a tails coin. The k-th coin from the corner (the corner is the first), if tails, is worth the largest power of two dividing k (1, 2, 1, 4, 1, 2, 1, 8…); add the tails coins' values by XOR and leave 0.
cg-theme-edge = the first row and column
cg-theme-edge-idea = Tails coins on the first row and the first column only: each is worth as on a line, the largest power of two dividing its column (row 1) or its row (column 1). The two lines add by XOR; a run along either may make the total 0.
cg-theme-inside = away from the edge
cg-theme-inside-idea = Tails coins off the first row and column only: the coin on (r, c) is worth 2^(r + c − 2), so the total's highest bit is the farthest diagonal (r + c the same) holding an odd number of tails coins. Turn one of them to heads, with the coins in its upper-left that bring the XOR to 0.
cg-theme-edge-and-inside = the edge and the inside together
cg-theme-edge-and-inside-idea = Tails coins on the edge and inside: value each (the largest power of two dividing its column or row on the edge, 2^(r + c − 2) inside), add by XOR, and find a set around one tails coin whose flips bring the total to 0.
