# `cargo explain`: why an answer is right, test by test.

explain-first = first
explain-second = second
explain-bug-position = position:
explain-bug-parts = the oracle sees { $oracle } parts, the rules { $rules }
explain-bug-value = { $place }: the oracle's value is { $oracle }, the write-up's { $written }
explain-bug-whole = the oracle values the whole position { $whole }, the parts add up to { $total }
explain-bug-illegal = the certificate's move { $move } is not legal: { $reason }
explain-bug-no-winning = the total is { $total } but no winning move was built from the parts
explain-bug-not-zero = the winning move { $move } leaves a total of { $total }, not 0
explain-bug-to-move = { $winner ->
    [yes] after move { $moves } the total is { $total }, yet the winning player is to move
   *[no] after move { $moves } the total is { $total }, yet the losing player is to move
}
explain-none = (none)
explain-more-parts = … { $count } more parts …
explain-no-test = --test { $test }: the input has { $count ->
    [1] 1 test
   *[other] { $count } tests
} (1 to { $count })
explain-test = { $wins ->
    [yes] test { $test } of { $count }: { $answer }: the first player wins
   *[no] test { $test } of { $count }: { $answer }: the first player loses
}
explain-one-game = { $wins ->
    [yes] one game, no parts: the player to move wins (value { $value }): { $detail }.
   *[no] one game, no parts: the player to move loses (value { $value }): { $detail }.
}
explain-parts = parts (they add up by XOR; the player to move wins iff the total is not 0):
explain-total = total: { $total }
explain-value-from = value: from { $oracle }, which agrees with it.
explain-values-from = values: from { $oracle }, which agrees with the values above.
explain-value-write-up = value: the write-up's (the exhaustive oracle does not answer this position within a second).
explain-values-write-up = values: the write-up's (the exhaustive oracle does not answer this position within a second).
explain-winning-value = winning move: { $move } ({ $words });
    after it the value is 0, and the second player, to move, loses:
explain-winning-total = winning move: { $move } ({ $words });
    after it the total is 0, and the second player, to move, loses:
explain-no-move = the first player has no legal move and loses at once.
explain-line-perfect = principal line (the winner wins as fast as it can, the loser holds out as long as it can):
explain-line-longest = principal line (the winner plays a winning move, the loser the move that makes the game last longest):
explain-line-first = principal line (the winner plays a winning move, the loser its first legal move (the game is too large to search for the longest)):
explain-line-end = the { $loser } player cannot move and loses: the { $winner } player wins.
explain-line-stops = … the line stops after { $moves } moves (the game goes on).
explain-every-reply = every first move ({ $count }) has a winning reply:
explain-more-than = more than { $count }
explain-some-replies = the first player has { $moves } moves. { $argument } { $count } of them, spread over the parts:
explain-answered = answered by { $reply }   ({ $words })
explain-loss-argument = Each changes the value of the one part it is played in (a part cannot move to a position of its own value: a value is the mex of its options), so it leaves a total other than 0, from which the parts give a winning reply.

## The page (`cargo explain --html`) and the board drawn on it and on `cargo play --web`
page-folder = { $path }: a folder; give the page a file name, e.g. { $example }
page-no-folder = { $path }: no folder { $folder } to write it in
page-title = { $problem } explained
page-heading = { $problem }: why the answer is what it is
page-too-large = The board ({ $rows }×{ $columns }) is too large to draw cell by cell (at most { $cells } cells are); the text below shows its first and last rows and columns.
legend-count = that many pieces on one cell (+ ten or more)
legend-winning = red
legend-winning-move = the winning move
legend-line-revisited = blue numbers: the principal line's moves, on the cells where they end (the first to end there; + when later ones do too, listed in the line below)
legend-line = blue numbers: the principal line's moves, on the cells where they end
board-label = the position
board-label-test = the position of test { $test }
cell-name = row { $row }, column { $column }: { $what }
cell-name-separator = ;{" "}
cell-pieces = { $count } pieces
cell-pieces-many = ten pieces or more
line-title = { $count ->
    [1] move { $moves } ends on row { $row }, column { $column }
   *[other] moves { $moves } end on row { $row }, column { $column }
}
parts-one-game = one game, no parts
parts-value = value
parts-part = part
parts-why = why
parts-none = (no parts)
parts-total = total (XOR)
parts-wins = the player to move wins
parts-loses = the player to move loses
legend-stone = a stone
legend-empty = an empty cell
legend-piece = a piece
legend-obstacle = an obstacle

## The command
explain-no-file = no file given: { $path }
explain-stdout = standard output: { $error }
explain-not-legal = the input is not legal: { $reason }
explain-not-utf8 = the input is not UTF-8
explain-not-yet = { $problem } cannot be explained yet
explain-solution-refuses = the solution refuses the input: { $error }
explain-answers-differ = the explanation's answers { $explained } are not the solution's { $solution }
explain-report-with = the input
note-bom = note: { $name } starts with a UTF-8 byte-order mark (EF BB BF); read without it
note-crlf = note: { $name } has Windows line ends (CRLF); read as \n
standard-input = standard input

# The whole of `cargo explain --help`.
explain-help-page =
    Why the answer is what it is: the position, its parts' values and a winning line, checked by play

    Usage: cargo explain PROBLEM [FILE|-] [--test K] [--json] [--html OUT.html]

    Arguments:
      <PROBLEM>  The problem (a crate under crates/)
    {"  ["}FILE]     A legal input (`-`: standard input; nothing: the problem's first sample)

    Options:
          --test <K>         Only this test (1-based)
          --json             Print JSON instead of text
          --html <OUT.html>  Also write the explanation as one self-contained HTML page (the positions drawn, the winning move marked, the line numbered)
          --lang <LANG>      The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help             Print help

    Examples:
      cargo explain master-duel
      cargo explain master-duel judge-data/master-duel/sample-1.in
      cargo explain master-duel target/stress/master-duel/failure.in --test 1 --json
explain-rules = { $problem }: { $parts }.
