# frogs：`cargo explain`、`cargo play` 和棋盘对它的说明。

fr-parts = 要下的是一局游戏，即保留下来的带子之和：每条带子的值是 -1、-1/2、0、1/2、1、*、↑、↓ 之一，按题解中关于它们之和的规则判定轮到的一方是胜是负
fr-oracle = 穷举暴力（在限定的计算量内，把这个和一步一步下完）

## cargo explain frogs
fr-none = 无
fr-rules = frogs：每条带子是一个部分，它的值是 -1、-1/2、0、1/2、1、*、↑、↓ 之一（康威的组合博弈值：1 = { "{" }0|{ "}" }，1/2 = { "{" }0|1{ "}" }，* = { "{" }0|0{ "}" }，↑ = { "{" }0|*{ "}" }，负值把两方交换）。保留下来的一组带子之和是一个数加上若干个星（*）再加上若干个上（↑）和下（↓）。数大于 0：无论谁先手 Left 都胜；小于 0：Right 胜。等于 0 时，记 d = #↑ − #↓：星的个数为偶数时，d > 0 则 Left 胜，d < 0 则 Right 胜，d = 0 则后手胜；星的个数为奇数时，d ≥ 2 则 Left 胜，d ≤ −2 则 Right 胜，否则先手胜。
fr-outcome-left = Left
fr-outcome-right = Right
fr-outcome-first = 先手
fr-outcome-second = 后手
fr-bug-rule = 带子 { $strips } 按对弈是 { $played } 胜，按题解对其值的规则却是 { $rule } 胜
fr-bug-tallies = 测试点 { $test }：各子集的统计 { $tallies } 与计数 { $counts } 不符
fr-counting = 计数如何由值得出（数字都对 { $modulus } 取模）：
fr-one-way = 1 种
fr-ways-figure = 2^{ $count } = { $figure } 种
fr-ways = 2^{ $count } 种
fr-numbers = 数（值为 1、-1、1/2 或 -1/2 的带子：{ $count } 条，保留方式共 { $ways }）：和大于 0 的有 { $positive } 种（正），等于 0 的有 { $zero } 种（零），小于 0 的有 { $negative } 种（负）。数的和不为 0 时单独决定胜负：大于 0 则 Left 胜，小于 0 则 Right 胜，与谁先手、其余保留了什么都无关。
fr-rest = 其余（值为 *、↑ 或 ↓ 的带子：{ $count } 条，保留方式共 { $ways }）：数的和为 0 时由它们决定：Left 胜 { $left } 种，Right 胜 { $right } 种，先手胜 { $first } 种，后手胜 { $second } 种。
fr-zeros = 零值（值为 0 的带子：{ $count } 条）：它们不改变任何结果；每个计数都乘以 { $factor }。
fr-formula-left = Left = (正·其余 + 零·Left)·零值     = { $figures }
fr-formula-right = Right = (负·其余 + 零·Right)·零值   = { $figures }
fr-formula-first = 先手 = 零·先手·零值                = { $figures }
fr-formula-second = 后手 = 零·后手·零值                = { $figures }
fr-page-legend = 格子从左往右编号 1 到 5；蓝色：Left 的青蛙（L），向右走；红色：Right 的青蛙（R），向左走；一步写作 起点->终点，后面是走完后的状态和它的值。
fr-test = 测试点 { $test }（共 { $count } 个）：{ $answer }：在 2^{ $strips } 种保留方式中，无论谁先手 Left 都胜的有 { $left } 种，Right 都胜的有 { $right } 种，先手胜的有 { $first } 种，后手胜的有 { $second } 种（对 { $modulus } 取模）
fr-column-strips = 带子
fr-column-state = 状态
fr-column-value = 值
fr-column-left = Left 的走法
fr-column-right = Right 的走法
fr-cells = （格子从左往右编号 1 到 5；Left 的青蛙 L 向右走，Right 的青蛙 R 向左走：走进相邻的空格，或者跳过对方的一只青蛙进入它后面的空格；一步写作 起点->终点，后面是走完后的状态和它的值）
fr-each-value = 各值的带子数：{ $counts }
fr-values-from = 值：来自穷举对弈（状态 G 的值为 v，当且仅当 G 减去 v 下完是后手必胜；从 LL_RR 出发能到达的 23 个状态各自恰好等于这八个值中的一个）。
fr-subsets-all = 每一种保留方式（共 { $count } 种）、它的和以及按规则得出的结果；每个结果都把这组带子下完检验过：
fr-subsets-some = 每一种保留方式（共 { $count } 种）、它的和以及按规则得出的结果；其中最小的 { $played } 种把带子下完检验过；对弈在搜索了 { $budget } 个和之后达到计算量上限，其余标有“未下完”的 { $rest } 种只依据规则：
fr-column-kept = 保留
fr-column-sum = 和
fr-column-outcome = 结果
fr-not-played = （未下完）
fr-tallies = 统计：Left { $left }，Right { $right }，先手 { $first }，后手 { $second }：即答案。
fr-not-listed = 不列出各种保留方式：共有 2^{ $strips } 种（带子不超过 { $limit } 条时才列出）。
