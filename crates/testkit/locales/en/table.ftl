# `cargo table`: the table of small positions, the formula checked, a conjecture checked.

table-formula-line = formula (the write-up's): { $formula }
table-formula-agrees = it agrees with play on all { $count } entries.
table-formula-disagrees = it DISAGREES with play on { $wrong } of { $count } entries (marked !): a bug in the workspace.
table-conjecture-mark = ?: the first entry where the conjecture disagrees with play.
table-stderr-begins = {" "}(its stderr begins: { $line })
table-time = it did not finish within { $seconds } s (stopped)
table-memory = it used more than 1 GiB of memory (stopped)
table-output = it wrote more than 1 MiB of output (stopped)
table-ended = it ended with { $how }{ $said }
table-not-utf8 = its output is not UTF-8 text
table-not-a-value = line { $line } ({ $label }) is not a value: { $text } ({ $why })
table-too-few = it answered { $answered } of the { $count } entries (a value a line, one line an entry){ $said }
table-too-many = it wrote more than { $count } lines (a value a line, one line an entry)
table-all-agree = the conjecture agrees with play on all { $count } entries.
table-agreed-before = { $count ->
    [0] none agreed before it
    [1] 1 entry agreed before it
   *[other] { $count } entries agreed before it
}
table-disagrees-at = the conjecture disagrees with play at entry { $entry } of { $count }, { $label } ({ $agreed }):
table-position-given = position (as given to it): { $position }
table-conjecture-said = the conjecture: { $value }
table-by-play = by play:        { $value }
table-why = why: { $why }
table-decimal = a value is a decimal number
table-none-reached = there is no option: mex 0
table-values-in-all = … { $count } values in all
table-no-zero = no option has value 0 (the options' values: { $reach }): mex 0
table-no-one = the options reach 0 but not 1 (their values: { $reach }): mex 1
table-reach-up-to = the options reach every value from 0 to { $below } but not { $mex } (their values: { $reach }): mex { $mex }
table-conjecture = conjecture: { $command }
table-no-answers = the conjecture gave no answers to check: { $message }.
table-page-title = { $problem } table
table-page-heading = { $problem }: the table of small positions, by play
table-page-values = values:
table-page-formula-agrees = The write-up's formula: { $formula }. It agrees with play on all { $count } entries.
table-page-formula-disagrees = The write-up's formula: { $formula }. It disagrees with play on { $wrong } of { $count } entries (marked !): a bug in the workspace.
table-page-conjecture = The conjecture:
table-page-first = Its first disagreement with play is outlined in red and marked ? in the table.
table-needs-command = --check needs the conjecture's command after `--`
table-command-without-check = a command after `--` is checked only with --check
table-none-yet = no table for { $problem } yet (tables: { $names })
table-one-size = the { $problem } table has one size, { $size } (leave --size out)
table-size-range = --size { $size } is not in { $smallest }..={ $largest } for { $problem }
table-formula-bug = the write-up's formula disagrees with play
table-above = the table above

## board-game
table-bg-alice-first = Alice wins by playing first on row { $row }, column { $column }
table-bg-no-fit = the pattern does not fit on the board: no move ever makes it appear, the { $cells } cells fill up and the player to move on the full board loses
table-bg-all-lose = each of Alice's { $cells } first moves leaves Bob a winning position
table-bg-label = pattern { $pattern } on the { $rows }×{ $columns } board
table-bg-heading =
    board-game: no formula decides it (the solution searches). Who wins by play, searched over
    every set of occupied cells, with one pattern of at most 2×2 cells (a row each) on every
    board of at most { $size } cells (a column each, rows × columns): A Alice, who moves first, B Bob.
table-bg-formula = none exists; in its place the solution's way, a plain retrograde search over all 2^(n·m) boards
table-bg-formats = board-game: a position is `ROWS COLUMNS PATTERN`, the pattern's rows joined by `/` (`2 3 11/01`); a value is Alice or Bob
table-bg-value = a value is Alice or Bob
table-bg-board = board
table-bg-pattern-board = pattern \ board

## coloring-game
table-cg-label = row { $row }, column { $column }
table-cg-drawing = (its upper-left rectangle; every other coin heads)
table-cg-why = its options flip a connected set of coins of that rectangle that holds it, and are worth the XOR of the coins they turn tails; { $sentence }
table-cg-heading =
    coloring-game: the value of a single tails coin (every other coin heads) at each cell of the
    { $size }×{ $size } corner, by play: the mex of its options' values, an option being worth the XOR of the
    coins it leaves tails (the coin-turning theorem: checked by whole-position search on every
    board of up to 12 coins).
table-cg-formula = lowbit(column) on row 1, lowbit(row) in column 1, 2^(row + column - 2) inside (1-based)
table-cg-formats = coloring-game: a position is `ROW COLUMN` (1-based), the cell of the single tails coin; a value is a decimal number
table-cg-column = column
table-cg-column-n = column { $column }
table-cg-row-n = row { $row }

## frogs
table-fr-equals = ? (equals { $values })
table-fr-none = none
table-fr-not-in-write-up = (not in the write-up)
table-fr-label = the strip { $strip }
table-fr-drawing = { $strip }  (L faces right and moves right, R faces left; _ the empty cell)
table-fr-why = Left's options: { $left }; Right's: { $right }. So it is { "{" }{ $left_values } | { $right_values }{ "}" }, which equals { $value }: it minus { $value } is a second-player win (by play)
table-fr-heading =
    frogs: the 23 strips reachable from LL_RR, each with its options for Left and for Right
    (each followed by its value), grouped by its value by play: the one of 0, 1, -1, 1/2,
    -1/2, *, ^ (up) and v (down) that it equals (G = V exactly when G - V is a second-player
    win, by minimax), each headed by its canonical form.
table-fr-formula = the write-up's table of the 23 values (a counting problem's games are tabulated once)
table-fr-formats = frogs: a position is the strip as the input writes it (five of L, R, _); a value is one of 0 1 -1 1/2 -1/2 * ^ v
table-fr-value = a value is one of 0 1 -1 1/2 -1/2 * ^ v
table-fr-group = value { $value } = { $form } ({ $count ->
    [1] 1 strip
   *[other] { $count } strips
})
table-fr-left = Left: { $options }
table-fr-right = Right: { $options }

## master-duel
table-md-no-move = no stone can move: no option, mex 0
table-md-why = its options are worth { $values } (the rows after each move: { $rows }): mex { $mex }
table-md-label = the row { $row }
table-md-drawing = (steps of its stones, right to left: { $steps })
table-md-heading =
    master-duel: single rows of 20 cells with every stone in the last { $size }, by play (the mex of the
    values of the rows one move leads to, by the move rule), with each stone's step: the number
    of empty cells to its right (odd steps marked *).
table-md-formula = staircase Nim: the stones of a step form a block; the XOR of the sizes of the blocks on odd steps
table-md-formats = master-duel: a position is the row as 20 characters, `o` a stone and `.` an empty cell; a value is a decimal number
table-md-row = row
table-md-value = value
table-md-steps = steps of its stones, right to left (* odd)
table-md-stones = { $count ->
    [1] 1 stone
   *[other] { $count } stones
}
table-md-no-stone = no stone
table-md-steps-page = steps, right to left: { $steps }

## ring-grid-game
table-rg-down = down
table-rg-left = left to cell { $cell }
table-rg-right = right to cell { $cell }
table-rg-worth = { $option } (worth { $value })
table-rg-no-move = no move: down is the last row or an obstacle, and no free cell beside it: mex 0
table-rg-options = its options: { $options }: mex { $mex }
table-rg-label = the row { $row }, cell { $cell }
table-rg-drawing = (the piece enters the cell marked ^)
table-rg-heading =
    ring-grid-game: one row of { $size } cells (a ring), each # an obstacle, - a free cell with nothing
    below it, or a digit: the value of the cell below. Under each free cell, the value by play of a
    piece that has just entered it: the mex of its options, down (worth the value below) and
    sideways round the ring onto free cells it has not visited, searched over every path.
table-rg-formula = each sideways chain composed from its far end as the maps x -> mex(below, x); a cell is worth the mex of down and its two chains
table-rg-formats = ring-grid-game: a position is the row (M characters: # an obstacle, - a free cell with nothing below, 0-3 the value below a free cell), a space, and the 1-based cell the piece enters; a value is a decimal number
table-rg-rings = rings (no obstacle)
table-rg-obstacles = { $count ->
    [1] one obstacle
   *[other] { $count } obstacles
}
table-rg-row = row
table-rg-values = values of its cells
table-formats-reminder = ({ $formats }.)

# The whole of `cargo table --help`.
table-help-page =
    The table of small positions a formula was read off, valued by play; the formula, or your conjecture, checked against it

    Usage: cargo table PROBLEM [--size N] [--json] [--html OUT.html] [--check -- COMMAND [ARG…]]

    Arguments:
      <PROBLEM>     The problem (any of the five)
    {"  ["}COMMAND]...  The conjecture's command and arguments (after `--`)

    Options:
          --size <N>         The table's size (coloring-game: the N×N corner, default 8, at most 9; master-duel: stones in the last N cells, default 6, at most 12; ring-grid-game: rows of N cells, default 3, at most 5; board-game: boards of at most N cells, default 8, at most 12; frogs: one size, its 23 strips)
          --json             Print JSON instead of text
          --html <OUT.html>  Also write the table as one self-contained page: each entry coloured by its value, a legend, the formula, and the conjecture's first disagreement marked
          --check            Check a conjecture: the command after `--` answers every entry
          --lang <LANG>      The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help             Print help

    A conjecture (--check) is a program in any language. It is given every entry's position on
    standard input, one a line in the table's order, then the end of input, and answers each
    entry's value, one a line, in the same order:
      board-game: a position is `ROWS COLUMNS PATTERN`, the pattern's rows joined by `/`
        (`2 3 11/01`); a value is Alice or Bob
      coloring-game: a position is `ROW COLUMN` (1-based), the cell of the single tails coin;
        a value is a decimal number
      frogs: a position is the strip as the input writes it (five of L, R, _); a value is one of
        0 1 -1 1/2 -1/2 * ^ v
      master-duel: a position is the row as 20 characters, `o` a stone and `.` an empty cell;
        a value is a decimal number
      ring-grid-game: a position is the row (M characters: # an obstacle, - a free cell with
        nothing below, 0-3 the value below a free cell), a space, and the 1-based cell the piece
        enters; a value is a decimal number
    It runs for at most 10 s and 1 GiB.

    Exit: 0 agreement, 1 the conjecture disagrees (or fails to answer), 2 bad usage, 3 the
    write-up's formula disagrees with play (a bug in the workspace).

    Examples:
      cargo table coloring-game
      cargo table master-duel --size 8 --json
      cargo table coloring-game --html target/coloring-game-table.html
      cargo table master-duel --check -- python3 my_guess.py
