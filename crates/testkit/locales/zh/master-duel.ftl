# master-duel：`cargo explain`、`cargo play` 和棋盘对它的说明。

md-parts = 每一行是一个部分；它的值就是阶梯博弈（阶梯 Nim）的值：一枚棋子的台阶是它右边的空格数，同一台阶上的棋子成一块，一行的值是奇数台阶上各块大小的异或（把一块中的 j 枚棋子下移一级台阶，就是把从这块右端数起的第 j 枚棋子走一步）
md-oracle = 穷举暴力（按移动规则算出长 20 格的每一行的值；各行按异或相加）
md-no-odd = 奇数台阶上没有棋子
md-stones-on-step = 第 { $step } 级台阶上有 { $size } 枚棋子
md-odd-steps-one = 奇数台阶：{ $blocks }
md-odd-steps-many = 奇数台阶：{ $blocks }；{ $sizes } = { $value }
md-xor = { " " }xor{ " " }
md-no-row = 没有第 { $row } 行（行号为 1 到 { $rows }）
md-no-column = 没有第 { $column } 列（列号为 1 到 { $columns }）
md-no-stone = 第 { $row } 行第 { $column } 列没有棋子
md-cannot-move = 第 { $row } 行第 { $column } 列的棋子不能移动：它右边没有空格
md-moves-to = 第 { $row } 行第 { $column } 列的棋子只能移到第 { $to } 列（它右边第一个空格），不能移到第 { $asked } 列
md-not-a-move = { $text } 不是一步棋：应写成 行:起点->终点，例如 2:18->19
md-over = { $count ->
    [0] {""}
   *[other] （跳过 { $count } 枚棋子）
}
md-describe = 第 { $row } 行：第 { $from } 列的棋子移到第 { $to } 列{ $over }
md-steps-moved = { $count } 枚棋子从第 { $from } 级台阶下到第 { $to } 级
md-in-terms-one = { $steps }——走完后{ $detail }
md-in-terms = { $steps }——走完后第 { $row } 行{ $detail }；各行 { $parts } = { $total }
md-in-terms-many = { $steps }——走完后第 { $row } 行{ $detail }；各行的总和为 { $total }
md-row = 第 { $row } 行
md-rows-left-out = … 另有 { $count } 行 …
md-notes-legend = 棋子上的数字是它的台阶：它右边有几个空格。同一台阶上的棋子成一块；虚线框出的是奇数台阶上的块，一行的值是这些块大小的异或。偶数台阶不算数：从偶数台阶移到奇数台阶上的棋子，对手可以把它们继续移到下一个偶数台阶，奇数台阶又恢复原样。
md-note-step = 第 { $step } 级台阶：它右边有 { $step } 个空格，{ $odd ->
    [yes] 奇数台阶：算数
   *[no] 偶数台阶：不算数
}
md-note-block = 第 { $row } 行：第 { $step } 级台阶上有 { $size } 枚棋子，奇数台阶：{ $size } 计入这一行的值
md-rules-brief = 每步把一枚棋子向右移：右边一格是空格就移进去，否则跳过它右边相连的棋子，落在其后第一个空格；右边没有空格的棋子不能动。无棋可走的一方负。
md-theme-odd-steps = 一行，奇数级台阶
md-theme-odd-steps-idea = 从右往左给空格编号：第 k 个空格左边、到下一个空格为止的棋子，是第 k 级台阶上的一堆。一步把一堆最右边的若干枚（至少一枚）棋子移到下一级台阶。各堆都在奇数级台阶上时，这一行就是这些堆的 Nim 游戏：走完让各堆大小的异或为 0。
md-theme-even-steps = 一行，偶数级台阶上也有棋子
md-theme-even-steps-idea = 偶数级台阶上的棋子不算数：对手从偶数级移到奇数级多少枚，你就把它们再移到下一个偶数级。只按奇数级台阶上的堆给这一行估值，走完让它们的异或为 0；从偶数级台阶出发的一步也可能正是答案。
md-theme-rows = 几行之和
md-theme-rows-idea = 每一行是一个独立的游戏，值为它奇数级台阶上各堆的异或；整个棋盘的值是各行的值的异或。找出一行，它的值能变成其余各行的异或，就在那一行走。
md-theme-rows-and-steps = 多行与台阶综合
md-theme-rows-and-steps-idea = 多行，偶数级台阶上也有棋子：每一行只按奇数级台阶估值，各行异或相加，然后在能让总和变成 0 的那一行走，从奇数级或偶数级台阶出发都有可能。
