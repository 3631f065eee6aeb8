# master-duel: what `cargo explain`, `cargo play` and the board say of it.

md-parts = each row is a part; its value is staircase Nim's: a stone's step is the number of empty cells to its right, the stones of a step form a block, and the row's value is the XOR of the block sizes on odd steps (moving j stones of a block one step down is any move of the row's j-th stone from the block's right end)
md-oracle = the exhaustive oracle (every row of 20 cells valued by the move rule; rows add up by XOR)
md-no-odd = no stone on an odd step
md-stones-on-step = { $size ->
    [1] 1 stone on step { $step }
   *[other] { $size } stones on step { $step }
}
md-odd-steps-one = odd steps: { $blocks }
md-odd-steps-many = odd steps: { $blocks }; { $sizes } = { $value }
md-xor = { " " }xor{ " " }
md-no-row = there is no row { $row } (rows 1 to { $rows })
md-no-column = there is no column { $column } (columns 1 to { $columns })
md-no-stone = row { $row } has no stone on column { $column }
md-cannot-move = the stone on column { $column } of row { $row } cannot move: no empty cell to its right
md-moves-to = the stone on column { $column } of row { $row } moves to column { $to } (the first empty cell to its right), not { $asked }
md-not-a-move = { $text } is not a move: write ROW:FROM->TO, e.g. 2:18->19
md-over = { $count ->
    [0] {""}
    [1] {" "}(over 1 stone)
   *[other] {" "}(over { $count } stones)
}
md-describe = row { $row }: the stone on column { $from } to column { $to }{ $over }
md-steps-moved = { $count ->
    [1] 1 stone
   *[other] { $count } stones
} from step { $from } down to step { $to }
md-in-terms-one = { $steps } — after it, { $detail }
md-in-terms = { $steps } — after it, row { $row }: { $detail }; the rows { $parts } = { $total }
md-in-terms-many = { $steps } — after it, row { $row }: { $detail }; the rows' total { $total }
md-row = row { $row }
md-rows-left-out = … { $count } rows …
md-notes-legend = The number on a stone is its step: how many empty cells lie to its right. Stones of one step form a block; the dashed outlines are the blocks on odd steps, and a row's value is the XOR of their sizes. Even steps do not count: stones moved from an even step onto an odd one can be moved on by the opponent to the next even step, leaving the odd steps as they were.
md-note-step = step { $step }: { $step ->
    [1] 1 empty cell
   *[other] { $step } empty cells
} to its right, { $odd ->
    [yes] an odd step: counted
   *[no] an even step: not counted
}
md-note-block = row { $row }: { $size ->
    [1] 1 stone
   *[other] { $size } stones
} on step { $step }, an odd step: { $size } counts in the row's value
md-rules-brief = A move takes one stone to the right: into the next cell if it is empty, else over the stones beside it to the first empty cell after them; a stone with no empty cell to its right cannot move. Whoever cannot move loses.
md-theme-odd-steps = one row, odd steps
md-theme-odd-steps-idea = Number the empty cells from the right: the stones left of empty cell k, up to the next empty cell, are the block on step k. A move carries the rightmost stones of a block (one or more) down one step. With every block on an odd step the row is Nim on those blocks: leave their sizes with an XOR of 0.
md-theme-even-steps = one row, even steps too
md-theme-even-steps-idea = Stones on even steps do not count: whatever your opponent carries from an even step to an odd one, you carry on down to the next even step. Value the row by its odd steps' blocks alone, and make their XOR 0; a move from an even step may be the one.
md-theme-rows = a sum of rows
md-theme-rows-idea = Each row is a game of its own, worth the XOR of its odd steps' blocks, and the board is worth the XOR of its rows. Find a row whose value can be changed to the XOR of the others, and play there.
md-theme-rows-and-steps = rows and steps together
md-theme-rows-and-steps-idea = Several rows, stones on even steps as well: value each row by its odd steps alone, add the rows by XOR, and play in a row that brings the total to 0, up a step or down.
