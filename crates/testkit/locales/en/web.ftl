# `cargo play --web`: what the server says, and the page's own words.

## The server's refusals
web-no-board = { $problem } cannot be played in the browser yet
web-bug = a bug in the workspace: { $report }
web-not-utf8 = the body is not UTF-8
web-not-json = the body is not the JSON asked for: { $error }
web-no-page = no page { $path }
web-not-a-method = { $method } is not a method of { $path }
web-no-game = no game { $id } here (the server keeps its last { $kept } games until it stops)
web-stale = this game has changed in another tab or window: it is drawn again as it is now
web-move-asked = a move is asked for: { "{" }"move": "…"{ "}" }
web-ply-asked = a move of the game is asked for: { "{" }"ply": K{ "}" }
web-nothing-to-undo = nothing to undo: you have not moved yet
web-nothing-to-redo = nothing to redo
web-no-such-ply = the game has no move { $ply }
web-nothing-ahead = nothing ahead: it is your move
web-not-a-slip = move { $number } is not one of yours that threw a win away
web-no-slip = nothing to try again: none of your moves has thrown a win away
web-no-solution = no solution to show: this is not a puzzle still to solve
web-no-hint = no hint now: it is not your move, a mistake is being tried again, or this is a puzzle still to solve (ask for its answer instead)
web-values-asked = the values are switched with JSON saying whether they are shown: {"{"}"on": true{"}"} or {"{"}"on": false{"}"}
web-one-source = give one of file, input, size, address and puzzle
web-test-number = the test is a whole number from 1 up
web-no-file = no judge-data file { $name } of { $problem }
web-tidied = the pasted input was tidied before it was checked: { $changes }
web-tidied-line-ends = Windows line ends
web-tidied-edge-spaces = spaces at the start or end of a line
web-tidied-doubled = doubled spaces or tabs
web-tidied-blank-lines = blank lines at the end
web-tidied-final-line-end = no line end after the last line
web-not-a-size = { $size } is not a size: small, edge or max
web-seed = the seed is a whole number from 0 to { $most }: { $seed } is not
web-input-not-utf8 = the input is not UTF-8
web-address-illegal = the address's position is not legal: { $reason }
web-address-move = the address's { $reason }
web-address-too-long = the position in the address is longer than { $most } bytes
web-address-bad-percent = the position in the address has a % not followed by two hex digits
web-address-bad-run = the position in the address has a ~ not followed by a count
web-address-run-at-end = the position in the address ends in a run
web-address-not-utf8 = the position in the address is not UTF-8
web-address-value-percent = { $value } has a % not followed by two hex digits
web-address-value-not-utf8 = { $value } is not UTF-8
web-address-test = t={ $value } is not a test number (1, 2, …)
web-address-ply = ply={ $value } is not a number of moves (0, 1, 2, …)
web-address-ply-past = ply={ $ply } is past the game's { $count ->
    [1] 1 move
   *[other] { $count } moves
}
web-address-no-position = the address holds no position (p=…)
web-address-wrong = w=…: { $value } is not a wrong try (its move's number, r or b, the move: 1.r.1:3~4)
web-address-wrong-many = w=… holds more than { $most } wrong tries
web-address-wrong-off = the address's wrong try at move { $number } ({ $typed }): { $reason }
web-address-wrong-past = it is past the game's moves
web-address-wrong-keeps = it does not throw a win away
web-address-wrong-turn = it is the program's move there
web-address-cut = cut={ $value } is not a test of a file (its number and the file's count of tests: 2.5)
web-address-puzzle = puzzle={ $value } is not a puzzle's number (1, 2, …)
web-address-streak = streak={ $value } is not a count (0, 1, 2, …)
web-address-not-solving = the address's first move { $typed } does not solve puzzle { $number }
web-tests-in-file = { $count ->
    [1] this file has 1 test: pick 1
   *[other] this file has { $count } tests: pick 1 to { $count }
}
web-tests-in-input = { $count ->
    [1] this input has 1 test: pick 1
   *[other] this input has { $count } tests: pick 1 to { $count }
}
web-tests-in-address = { $count ->
    [1] the address's position has 1 test: pick 1
   *[other] the address's position has { $count } tests: pick 1 to { $count }
}
web-no-puzzles = { $problem } has no puzzles yet
web-puzzle-number = there are { $count } puzzles: pick 1 to { $count }
web-streak = the streak is a whole number from 0 up

## What the server says of a game
web-part-value = { $value } ({ $detail })
web-part-changed = { $place }: { $before } → { $after }
web-part-gone = { $place }: { $before } → gone
web-part-new = { $place }: new, { $after }
web-more-changed = … and { $count ->
    [1] 1 more part
   *[other] { $count } more parts
} changed
web-refused-total = the total: { $before } → { $after }, not 0: your opponent, to move there, wins
web-refused-one-game = after it: { $detail }
web-grundy-value = Grundy value { $value }
web-total-short = { $first } + … ({ $count } terms in all)
web-you-win = you win
web-you-lose = you lose
web-predict-no-move = { $mover ->
    [you] you have no move: you { $wins ->
        [yes] win
       *[no] lose
    }
   *[program] the program has no move: the program { $wins ->
        [yes] wins
       *[no] loses
    }
}
web-predict-length = { $mover ->
    [you] { $wins ->
        [yes] you win in { $length ->
            [1] 1 move
           *[other] { $length } moves
        } with perfect play ({ $own } of them yours)
       *[no] you lose in { $length ->
            [1] 1 move
           *[other] { $length } moves
        } with perfect play, holding out as long as possible ({ $own } of them yours)
    }
   *[program] { $wins ->
        [yes] the program wins in { $length ->
            [1] 1 move
           *[other] { $length } moves
        } with perfect play ({ $own } of them the program's)
       *[no] the program loses in { $length ->
            [1] 1 move
           *[other] { $length } moves
        } with perfect play, holding out as long as possible ({ $own } of them the program's)
    }
}
web-predict-unknown = { $mover ->
    [you] { $wins ->
        [yes] you win
       *[no] you lose
    } with perfect play (length not computed: { $why })
   *[program] { $wins ->
        [yes] the program wins
       *[no] the program loses
    } with perfect play (length not computed: { $why })
}
web-predict-value = { $line } · { $value }
web-move-wins = wins
web-move-loses = loses
web-move-after = value after: { $value }
web-move-ends = ends the game
web-move-then = then { $length ->
    [1] 1 more move
   *[other] { $length } more moves
} with perfect play
web-move-not-computed = length not computed
web-move-slower = { $delta ->
    [1] 1 slower than the fastest win
   *[other] { $delta } slower than the fastest win
}
web-move-parts = { $first }, { $rest }
web-moves-all = { $count ->
    [1] 1 legal move: click it, or click the board.
   *[other] { $count } legal moves: click one, or click the board.
}
web-moves-first-more = The first { $shown } legal moves (there are more: any other can be typed above).
web-chart-start = the start
web-chart-after = after move { $ply }
web-chart-point = { $when }: { $mover ->
    [you] your move
   *[program] the program's move
}, you { $wins ->
    [yes] win
   *[no] lose
}, { $length }
web-chart-moves-left = { $length ->
    [1] 1 move left with perfect play
   *[other] { $length } moves left with perfect play
}
web-chart-not-computed = length not computed
web-chart-mistake = { $point }; the move that led here threw the win away
web-file-tests = { $count ->
    [1] { $name } (1 test)
   *[other] { $name } ({ $count } tests)
}
web-size-small = small
web-size-edge = edge
web-size-max = max

## The page's words (in the page, and in its script, which fills in each {$name})
wp-heading = cargo play
wp-description = A combinatorial game against a program that plays perfectly: every move valued, the reasons drawn on the board, puzzles and a review of your game.
wp-puzzles = puzzles
wp-puzzles-about = positions where you move and win, theme by theme, each easiest first.
wp-themes = Themes
wp-theme-of = Theme { $number } of { $count }: { $name } (puzzle { $place } of { $size } in it).
wp-colon = :{" "}
wp-the-game = the game
wp-streak = streak
wp-show-solution = show the solution
wp-next-puzzle = next puzzle
wp-whole-value = the whole value
wp-new-game = new game
wp-show-values = show values
wp-projector = projector size
wp-letter-keys = letter keys
wp-hint = hint
wp-undo = undo
wp-redo = redo
wp-forward = forward
wp-try-again = try again
wp-try-again-title = back to your last move that threw the win away, to find the winning one
wp-move = move
wp-move-placeholder = a move as cargo explain writes it
wp-play = play
wp-flip = flip the coins picked
wp-your-moves = Your moves now
wp-game-so-far = The game so far
wp-chart-label = each position of the game: you win above the line, lose below it, as far from it as the moves left with perfect play; click one to go there
wp-chart-win = above the line: you win (the higher, the more moves are left)
wp-chart-lose = below the line: you lose
wp-keys = Click a point or a move to go back to it; keys: ← → through the game, h hint, u undo, r redo, v values; the board is one Tab stop, where the arrows move from cell to cell and Enter or Space plays.
wp-new-game-heading = New game
wp-judge-data = judge data
wp-judge-data-file = judge-data file
wp-test = test
wp-generated = generated
wp-size = size
wp-seed = seed
wp-seed-placeholder = any
wp-puzzle = puzzle
wp-puzzle-number-label = puzzle number
wp-pasted = pasted input
wp-input-text = input text
wp-strips = strips
wp-your-side = your side
wp-left = Left
wp-right = Right
wp-program-first = the program moves first
wp-start = start
wp-server-answered = the server answered { $status }
wp-stopped = the server has stopped: run cargo play { $problem } --web again, then reload this page
wp-class-stopped = the class has stopped: wait for your teacher, then reload this page
wp-class-stopped-teacher = the class has stopped: run cargo class again, then reload this page
wp-coins-picked = coins picked: { $coins }; "flip" plays them
wp-pieces-there = { $count } pieces there can go to { $cell }: { $moves }; pick one in the list below
wp-pick-one-step = now click the cell it goes to (outlined: its one step), or it again to put it down
wp-pick-steps = now click the cell it goes to (outlined: its { $count } steps), or it again to put it down
wp-no-move-there = no move of yours starts on that cell (the list below has them all)
wp-game-over = The game is over.
wp-moves-order = Winning moves first, the fastest first; then the rest, the slowest loss first.
wp-by-you = you
wp-by-program = program
wp-mistake-kept = a mistake: the win was thrown away; { $move } ({ $describe }) kept it
wp-go-to-position = go to the position this move was made in
wp-retry = retry
wp-retry-title = try this position again: a move that does not win is refused
wp-puzzle-of = puzzle { $number } of { $count }
wp-puzzle-about = { $grade }, difficulty { $difficulty }
wp-puzzle-solved = { $about }: solved
wp-puzzle-from = from { $source }
wp-puzzle-count = of { $count }
wp-turn-puzzle = Your move: find a winning move.
wp-turn-yours = Your move (move { $number }).
wp-turn-program = The program's move (move { $number }): → or "forward" lets it play.
wp-trying-puzzle = A move that does not win is refused, with the reason, and the position stays.
wp-trying = Try again: find a winning move here; a move that does not win is refused.
wp-value-wins = Value { $value }: the side to move wins.
wp-value-loses = Value { $value }: the side to move loses.
wp-program-played = The program played { $move }: { $why }
wp-hint-none = none: every move leaves the program a winning reply
wp-hint-heard = Hint: { $hint }
wp-hint-puzzle = A puzzle gives no hint: find a winning move, or ask for the answer with "show the solution" (in a class, asking is recorded).
wp-hint-trying = No hint while a mistake is tried again: the winning move is yours to find.
wp-hint-over = The game is over: no hint. "new game" starts another.
wp-hint-program = No hint now: it is the program's move (→ or "forward" lets it play).
wp-help-off = Help is off for this game: your teacher set it as homework without hints or values.
wp-values-puzzle = The values stay hidden until the puzzle is solved.
wp-values-trying = The values stay hidden while a mistake is tried again, until the winning move is found.
wp-values-shown = Values shown.
wp-values-hidden = Values hidden.
wp-try-again-heard = "try again" takes you back to move { $number }, where the win slipped, to find the winning move.
wp-new-one = { $reason }; here is a new one
wp-puzzle-unopened = the puzzle in the address cannot be opened: { $reason }; here is the first game instead
wp-game-unopened = the game in the address cannot be opened: { $reason }; here is the first game instead
wp-board-label = the board: the arrow keys move from cell to cell, Enter or Space plays a cell
wp-separator = ;{" "}
wp-cell-plays = plays { $move }
wp-cell-wins = plays { $move }, which wins
wp-cell-loses = plays { $move }, which loses
wp-cell-pick = a piece to pick; moves from here: { $count }
wp-cell-picked = picked: now the cell it goes to
wp-cell-in-set = in the set to flip
wp-cell-hinted = the hint
wp-value-legend = On the board and in the list of moves: ✓ and green, a move that wins; ✗ and pink, a move that loses.
wp-statement = statement
wp-editorial = editorial
wp-to-the-board = ← the board
wp-no-editorial = This problem has no editorial here.
# The statement's samples, from the judge data (`about::with_samples`).
doc-samples-after = Output
doc-sample = Sample { $number }
doc-sample-only = Sample
doc-sample-input = Input
doc-sample-output = Output
wp-refused = Your move { $move } would make this position ({ $describe }); its values and reasons:
wp-seen-try = { $who }'s wrong try at puzzle { $number }: { $move }. Below, refused as { $who } saw it; play on to try the puzzle yourself.
wp-seen-try-anyone = A wrong try at puzzle { $number }: { $move }. Below, refused as the students saw it; play on to try the puzzle yourself.

## The position editor
web-check-legal = { $count ->
    [1] A legal position.
   *[other] A legal input of { $count } tests (homework takes one).
}
web-check-illegal = Not a legal position: { $reason }
wp-ed-open = Set up a position by clicks
wp-ed-rows = rows
wp-ed-columns = columns
wp-ed-board = the position: { $rows } rows, { $columns } columns
wp-ed-board-rows = the board's rows
wp-ed-board-columns = the board's columns
wp-ed-cell = row { $row }, column { $column }: { $holds }
wp-ed-empty = empty
wp-ed-stone = a stone
wp-ed-heads = heads
wp-ed-tails = tails
wp-ed-piece = a piece
wp-ed-wall = a wall
wp-ed-in-pattern = in the pattern
wp-ed-pattern = pattern { $number }
wp-ed-add-pattern = add a pattern
wp-ed-remove-pattern = remove pattern { $number }
wp-ed-strips = The strips, one a line: a state and its count (LL_RR 2)
wp-ed-help = Click a cell to change it (or move with the arrow keys and press Space); the input box follows, and the position is checked as you edit.
