# Why an input is not legal: the validators' sentences (src/PROBLEM/validator.rs), said again.

vr-cannot-read = cannot read the input: { $error }
vr-line = line { $line }: { $reason }
vr-tokens = expected { $what } ({ $count } token(s)), found { $found } token(s)
vr-end = expected { $what }, found end of input
vr-no-newline = no newline at its end (every line ends with \n)
vr-blank = blank line where { $what } should be
vr-carriage-return = carriage return (lines end with \n alone)
vr-byte = byte { $byte } is not printable ASCII
vr-spaces = tokens are separated by one space, none at either end
vr-extra = extra data after the end of the input
vr-board-too-large = n·m = { $cells } exceeds { $limit }
vr-pattern-row = row { $row } of pattern { $pattern } has { $count } characters, expected w = { $width }
vr-pattern-zero = pattern { $pattern } has no `1` (an all-zero pattern is not a legal input)
vr-pattern-cell = pattern cell { $cell } is neither 0 nor 1
vr-coin-row = row { $row } of game { $game } has { $count } coins, expected m = { $width }
vr-coin = coin { $coin } is neither H nor T
vr-strips = data set { $set } has { $count } strips so far, more than { $limit }
vr-state-twice = state { $state } appears twice in data set { $set }
vr-state = { $state } is not a state reachable from LL_RR
vr-columns-follow = k = { $stones } but { $count } column(s) follow
vr-two-stones = column { $column } holds two stones
vr-sums = the sums of n and m reach { $rows } and { $columns } (each at most { $limit })
vr-cell-row = row { $row } of test { $test } has { $count } cells, expected m = { $width }
vr-cell = cell { $cell } is none of #, B and .
vr-not-number = { $name } should be a decimal number, found { $found }
vr-leading-zero = { $name } = { $value } has a leading zero
vr-outside = { $name } = { $value } is outside { $low }..={ $high }
vw-pattern-size = pattern { $pattern }'s { $fields }
vw-pattern-row = row { $row } of pattern { $pattern }
vw-game-size = game { $game }'s { $fields }
vw-game-row = row { $row } of game { $game }
vw-data-set = data set { $set }'s { $fields }
vw-state = state { $state } of data set { $set } ({ $fields })
vw-test-size = test { $test }'s { $fields }
vw-test-stones = row { $row } of test { $test } ({ $fields })
vw-test-row = row { $row } of test { $test }
vn-count = the count a
vn-column = a stone's column p
