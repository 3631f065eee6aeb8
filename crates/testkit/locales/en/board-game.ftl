# board-game: what `cargo explain`, `cargo play` and the board say of it.

bg-parts = one game, no parts: a position is the set of cells holding stones, and by the write-up's retrograde table over every such set, from the full board down, the player to move loses iff a pattern already shows (the opponent's move made it appear) or every empty cell leads to a set where the player to move wins
bg-oracle = the exhaustive oracle (the game searched move by move over sets of stones; boards of at most 16 cells)
bg-no-cell = there is no cell { $cell } (rows 1 to { $rows }, columns 1 to { $columns })
bg-taken = cell { $cell } already holds a stone
bg-over = a pattern already shows: the game is over
bg-not-a-move = { $text } is not a move: write ROW,COLUMN, e.g. 2,3
bg-describe = a stone on row { $row }, column { $column }
bg-appears = { $words }: pattern { $pattern } appears (rows { $top }–{ $bottom }, columns { $left }–{ $right }), and the mover wins
bg-legend = (o a stone, . an empty cell; { $stones ->
    [1] 1 stone
   *[other] { $stones } stones
} on the board)
bg-patterns = { $count ->
    [1] 1 pattern:
   *[other] { $count } patterns:
}
bg-pattern = pattern { $pattern } ({ $height }×{ $width }):
bg-pattern-large = pattern { $pattern } ({ $height }×{ $width }, larger than the board):
bg-more-patterns = … and { $count ->
    [1] 1 more pattern
   *[other] { $count } more patterns
}
bg-patterns-note = { $count ->
    [1] The player whose stone makes this pattern appear anywhere on the board wins at once (a dark square needs a stone, a light one may hold anything; never turned or mirrored).
   *[other] The player whose stone makes one of these { $count } patterns appear anywhere on the board wins at once (a dark square needs a stone, a light one may hold anything; never turned or mirrored).
}
bg-caption = pattern { $pattern } ({ $height }×{ $width })
bg-caption-never = pattern { $pattern } ({ $height }×{ $width }): larger than the board, it never appears
bg-caption-shown = pattern { $pattern } ({ $height }×{ $width }): on the board, rows { $top }–{ $bottom }, columns { $left }–{ $right }
bg-pattern-needs = the cells it needs: { $rows }
bg-pattern-row = row { $row }: { $count ->
    [1] column
   *[other] columns
} { $columns }
bg-pattern-row-none = row { $row }: none
bg-pattern-run = { $first } to { $last }
bg-pictured-more = … and { $count ->
    [1] 1 more pattern
   *[other] { $count } more patterns
} (the input lists them all).
bg-the-game = the game
bg-shows = a pattern shows ({ $stones ->
    [1] 1 stone
   *[other] { $stones } stones
} on the board): the game is over, the player to move has lost
bg-all-lose = { $stones ->
    [1] 1 stone
   *[other] { $stones } stones
} on the board, each of the { $empty ->
    [1] 1 empty cell
   *[other] { $empty } empty cells
} leads to a position the opponent wins
bg-some-wins = { $stones ->
    [1] 1 stone
   *[other] { $stones } stones
} on the board, some empty cell leads to a position the opponent loses
bg-rules-brief = The players take turns putting a stone (one colour for both) on an empty cell; whoever makes one of the patterns appear on the board wins at once, and whoever must move on a full board loses.
bg-theme-one-stone = one stone makes a pattern
bg-theme-one-stone-idea = A pattern with a single 1 appears wherever its stone can go: find a cell that completes a pattern now. Not every cell does: the pattern's shift must fit on the board.
bg-theme-two-stones = do not give the second stone
bg-theme-two-stones-idea = The smallest patterns need two stones: a stone that makes half of one hands your opponent the win. So the game is about the safe cells, those that give nothing away: whoever has none left to play loses. A stone can make other cells unsafe: choose the one after which the safe moves run out on your opponent's turn.
bg-theme-larger = larger patterns
bg-theme-larger-idea = Every pattern needs three stones or more: threats take longer to build, and the counting of safe cells changes as the board fills. Look for a stone that makes a pattern unstoppable, or keeps the safe cells in your favour.
