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
