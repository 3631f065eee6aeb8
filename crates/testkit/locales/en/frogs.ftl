# frogs: what `cargo explain`, `cargo play` and the board say of it.

fr-parts = one game to play, the kept strips added up: each strip's value is one of -1, -1/2, 0, 1/2, 1, *, ↑, ↓, and by the write-up's rule on their sum the side to move wins or loses
fr-oracle = the exhaustive oracle (the sum played out move by move, within a budget)

## cargo explain frogs
fr-none = none
fr-rules = frogs: every strip is a part, and its value is one of -1, -1/2, 0, 1/2, 1, *, ↑, ↓ (Conway's values: 1 = { "{" }0|{ "}" }, 1/2 = { "{" }0|1{ "}" }, * = { "{" }0|0{ "}" }, ↑ = { "{" }0|*{ "}" }, negatives with the sides swapped). A kept subset's sum is a number plus stars plus ups and downs. A number above 0: Left wins whoever starts; below 0: Right does. At 0, with d = #↑ − #↓: an even number of stars gives d > 0 Left, d < 0 Right, d = 0 the second player; an odd number gives d ≥ 2 Left, d ≤ −2 Right, else the first player.
fr-outcome-left = Left
fr-outcome-right = Right
fr-outcome-first = first
fr-outcome-second = second
fr-bug-rule = the strips { $strips } are a { $played } win by play but a { $rule } win by the write-up's rule on their values
fr-bug-tallies = test { $test }: the subsets' tallies { $tallies } are not the counts { $counts }
fr-counting = how the counts follow from the values (figures modulo { $modulus }):
fr-one-way = 1 way
fr-ways-figure = 2^{ $count } = { $figure } ways
fr-ways = 2^{ $count } ways
fr-numbers = numbers (strips of value 1, -1, 1/2 or -1/2: { $count }, kept in { $ways }): the sum is above 0 in { $positive } (positive), 0 in { $zero } (zero), below 0 in { $negative } (negative). A number sum other than 0 decides alone: above 0 Left wins, below 0 Right wins, whoever starts and whatever else is kept.
fr-rest = rest (strips of value *, ↑ or ↓: { $count }, kept in { $ways }): at a number sum of 0 they decide: Left wins in { $left }, Right in { $right }, the first player in { $first }, the second in { $second }.
fr-zeros = zeros (strips of value 0: { $count }): they change no outcome; every count is multiplied by { $factor }.
fr-formula-left = Left   = (positive·rest + zero·Left)·zeros   = { $figures }
fr-formula-right = Right  = (negative·rest + zero·Right)·zeros  = { $figures }
fr-formula-first = first  = zero·first·zeros                    = { $figures }
fr-formula-second = second = zero·second·zeros                   = { $figures }
fr-page-legend = cells 1 to 5 from the left; blue: Left's frogs (L), which move right; red: Right's frogs (R), which move left; a move is written FROM->TO, the state after it, its value.
fr-test = test { $test } of { $count }: { $answer }: of the 2^{ $strips } kept subsets, Left wins whoever starts in { $left }, Right in { $right }, the first player in { $first }, the second player in { $second } (modulo { $modulus })
fr-column-strips = strips
fr-column-state = state
fr-column-value = value
fr-column-left = Left moves
fr-column-right = Right moves
fr-cells = (cells 1 to 5 from the left; Left's L frogs move right, Right's R frogs left: one cell into the empty one, or over one frog of the other side into the empty cell behind it; a move is written FROM->TO, the state after it, its value)
fr-each-value = strips of each value: { $counts }
fr-values-from = values: from exhaustive play (a state has value v when the state minus v, played out, is a second-player win; each of the 23 states reachable from LL_RR equals exactly one of the eight).
fr-subsets-all = every kept subset ({ $count }), its sum and its outcome by the rule; every outcome checked by playing the subset out:
fr-subsets-some = every kept subset ({ $count }), its sum and its outcome by the rule; the outcomes of the { $played } smallest checked by playing them out; play stopped at its budget of { $budget } sums searched, and the { $rest } marked 'not played' rest on the rule alone:
fr-column-kept = kept
fr-column-sum = sum
fr-column-outcome = outcome
fr-not-played = (not played)
fr-tallies = tallies: Left { $left }, Right { $right }, first { $first }, second { $second }: the answer.
fr-not-listed = the subsets are not listed: 2^{ $strips } of them (they are, up to { $limit } strips).

## cargo play frogs: a sum of strips chosen, played against the program
fr-value-one = 1: a move in hand for Left (Left can wait a move that Right cannot): favours Left
fr-value-half = 1/2: half a move for Left, less than 1 but more than 0: favours Left
fr-value-zero = 0: nothing for anyone; alone, whoever must move first loses
fr-value-minus-half = -1/2: half a move for Right: favours Right
fr-value-minus-one = -1: a move in hand for Right: favours Right
fr-value-star = *: one move for whichever side takes it first: favours neither; alone, the side to move wins
fr-value-up = ↑ (up): favours Left by less than any number; alone, Left wins whoever starts
fr-value-down = ↓ (down): favours Right by less than any number; alone, Right wins whoever starts
fr-values-add-up = The strips add up: numbers as numbers, an ↑ and a ↓ cancel, two stars make 0. If the numbers come to more than 0, Left wins, less, Right; at 0, with more ↑ than ↓ Left wins, more ↓ Right, as many the side to move loses; but with an odd number of stars the side to move wins unless ↑ and ↓ differ by two or more (then the side with more wins).
fr-values-mean = What the values mean:
fr-column-strip = strip
fr-column-cells = cells 1 to 5
fr-more-strips = … { $count } strips …
fr-to-move = { $side } to move
fr-verdict-to-move = { $verdict }; { $side } to move
fr-left-wins = Left wins whoever starts
fr-right-wins = Right wins whoever starts
fr-mover-wins = the side to move wins
fr-mover-loses = the side to move loses
fr-verdict = the values add up to { $sum }: { $outcome }
fr-not-in-play = strip { $strip } is not in play
fr-no-cell = there is no cell { $cell } (cells 1 to 5)
fr-no-frog = strip { $strip } has no frog on cell { $cell }
fr-others-frog = the frog on cell { $cell } of strip { $strip } is { $other }'s: { $side } moves the { $frog } frogs
fr-cannot-move = the frog on cell { $cell } of strip { $strip } cannot move: neither an empty cell nor one frog of { $other }'s and an empty cell behind it lies ahead
fr-goes-to = the frog on cell { $cell } of strip { $strip } goes to cell { $to }, not { $typed }
fr-not-a-move = { $typed } is not a move: write STRIP:FROM->TO, e.g. 3:5->4
fr-alike = ({ $entry } is that move on any of strips { $strips }, which stand alike; type it for one, e.g. { $example })
fr-over-a-frog = {" "}(over a frog)
fr-describe = strip { $strip }: { $side }'s frog from cell { $from } to cell { $to }{ $over }, { $before } ({ $was }) to { $after } ({ $now })
fr-picture-legend = { $side } to move; blue: Left's frogs, which move right; red: Right's, which move left
fr-cell-name = strip { $strip }, cell { $cell }: { $what }
fr-cell-left = a frog of Left's, which moves right
fr-cell-right = a frog of Right's, which moves left
fr-cell-empty = empty
fr-verdict-separator = ;{" "}
fr-the-sum = the sum
fr-data-set = { $problem }, data set { $test } of { $count }
fr-no-strip = there is no strip { $number } (strips 1 to { $count })
fr-not-strip-number = { $word } is not a strip number: type numbers and ranges, e.g. 1 3 5-7, or all
fr-empty-range = { $word } is an empty range: write the smaller number first
fr-not-side = { $word } is not a side: type Left or Right
fr-instructions = Type the strips to play (numbers and ranges, e.g. 1 3 5-7, or all), then your side (Left moves the L frogs right, Right the R frogs left). Then type moves as STRIP:FROM->TO, or help, hint, undo, quit.
fr-intro = { $second ->
    [yes] { $title }, strips { $strips }: you play { $side } and move second, the program { $other }, and it plays perfectly.
   *[no] { $title }, strips { $strips }: you play { $side } and move first, the program { $other }, and it plays perfectly.
}
fr-opening = { $second ->
    [yes] { $title }: { $count ->
        [1] 1 strip
       *[other] { $count } strips
    }. Pick some of them and a side, and play their sum against the program, which plays perfectly; you move second.
   *[no] { $title }: { $count ->
        [1] 1 strip
       *[other] { $count } strips
    }. Pick some of them and a side, and play their sum against the program, which plays perfectly; you move first.
}
fr-prompt-strips = strips:{" "}
fr-prompt-side = side:{" "}
fr-hint-not-yet = hint: none yet (pick the strips and a side first)
fr-took-back-strips = took back the strips
fr-nothing-to-undo = nothing to undo: the game has not begun
fr-quit-before = you quit before the game began.
fr-you-keep = you keep strips { $strips }
fr-end-before = end of input before the game began.
fr-no-strips-chosen = no strips chosen: type numbers and ranges, e.g. 1 3 5-7, or all
fr-rules-brief = Left moves an L frog and Right an R frog, on any one strip: one cell forward into the empty cell, or forward over one frog of the other side into the empty cell behind it. Whoever cannot move loses.
fr-theme-numbers = numbers
fr-theme-numbers-idea = Every strip is worth a number (1, 1/2, 0, −1/2, −1): the sum is a number: above 0 Left wins, moving first or second, and below 0 Right does. A move changes one strip's value: leave a sum of 0 (your opponent, to move, loses) or one still on your side.
fr-theme-stars = stars
fr-theme-stars-idea = Some strips are worth * (a move for either side, to 0). At a number sum of 0 the stars decide by their parity: an odd number is a win for whoever moves. Leave your opponent an even number of stars, or a number on your side.
fr-theme-ups = ups and downs
fr-theme-ups-idea = Some strips are worth ↑ or ↓: at a number sum of 0, count d = #↑ − #↓. With an even number of stars d > 0 is Left's and d < 0 Right's; with an odd number Left needs d ≥ 2 and Right d ≤ −2. Find the move that leaves your opponent such a sum.
