# `cargo play PROBLEM --puzzles`: positions where you move and win, a winning move to find in each.

grade-easy = easy
grade-medium = medium
grade-hard = hard
pz-side = you play { $side } and move first
pz-from-file = { $path }, test { $test }
pz-from-generated = generated ({ $size ->
    [small] small
    [edge] edge
    [max] max
   *[other] { $size }
}, seed { $seed }), test { $test }
pz-you-move = you move
pz-sentence = puzzle { $number } of { $count } ({ $grade }, difficulty { $difficulty }; from { $source }): { $side }; find a winning move.
pz-lost = { $one ->
    [yes] a lost position
   *[no] a total of 0, a lost position
}
pz-next-typed = Type next for the next puzzle.
pz-solution-typed = type solution
pz-next-clicked = "Next puzzle" gives the next one; or play this one out against the program's best defence.
pz-next-last-clicked = This is the last puzzle here, so "next puzzle" is off: the list of themes leads on; or play this one out against the program's best defence.
pz-solution-clicked = show the solution
pz-not-this-one = not this one: { $move } { $refusal }
pz-solved-already = {" "}(You have solved this one. { $next })
pz-streak-ends = {" "}The streak of { $streak } ends.
pz-try-another = {" "}Try another move, or { $solution }.
pz-wins-too = { $move } wins too. { $next }
pz-only-winning = {" "}It is the only winning move.
pz-others-win = {" "}{ $others ->
    [1] 1 other move wins
   *[other] { $others } other moves win
} too.
pz-solved = solved: { $move } ({ $words }) leaves your opponent { $lost }.{ $also } Streak { $streak }. { $next }
pz-no-winning = a puzzle with no winning move
pz-solution = solution: { $move } ({ $words }); it leaves your opponent { $lost }. { $next }
pz-no-position = { $problem } puzzle { $number }: the input holds no position
pz-no-puzzle = there is no puzzle { $number }: pick 1 to { $count }
pz-skipped = skipped: the streak of { $streak } ends.
pz-last = that was the last puzzle. { $tally }
pz-tally = You solved { $solved } of { $count ->
    [1] 1 puzzle
   *[other] { $count } puzzles
}; streak { $streak }.
pz-bug = puzzle { $number }: { $report }
pz-commands = commands: help (this list), solution (a winning move), next (the next puzzle), puzzle N (puzzle N), quit
pz-opening = { $problem } puzzles: { $count } positions where you move and win, theme by theme from the first idea to their combination, each theme easiest first. Find a winning move: one that leaves your opponent a lost position. Type a move as cargo explain writes it, or help (the legal moves), solution, next, puzzle N, quit.
pz-prompt = puzzle { $number }, you:{" "}
pz-over = the puzzles are over
pz-quit = you quit at puzzle { $number }. { $tally }
pz-end-of-input = end of input at puzzle { $number }. { $tally }
pz-themes = The themes: { $themes }. (--theme ID keeps to one.)
pz-theme-item = { $number }. { $name } (--theme { $id }): puzzles { $first }–{ $last }
pz-theme = Theme { $number } of { $count }, { $name }: puzzle { $place } of { $size } in it.
pz-theme-idea = Theme: { $name }. { $idea }
pz-no-theme = there is no theme { $theme }: the themes are { $themes }
pz-not-of-theme = puzzle { $number } is not of the theme { $theme }
pz-theme-separator = ;{" "}
