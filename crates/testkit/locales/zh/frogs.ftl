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
fr-bug-rule = 带子 { $strips } 按暴力搜索是 { $played } 胜，按题解对其值的规则却是 { $rule } 胜
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
fr-values-from = 值：来自暴力搜索（状态 G 的值为 v，当且仅当 G 减去 v 下完是后手必胜；从 LL_RR 出发能到达的 23 个状态各自恰好等于这八个值中的一个）。
fr-subsets-all = 每一种保留方式（共 { $count } 种）、它的和以及按规则得出的结果；每个结果都把这组带子下完检验过：
fr-subsets-some = 每一种保留方式（共 { $count } 种）、它的和以及按规则得出的结果；其中最小的 { $played } 种把带子下完检验过；暴力搜索在搜索了 { $budget } 个和之后达到计算量上限，其余标有“未下完”的 { $rest } 种只依据规则：
fr-column-kept = 保留
fr-column-sum = 和
fr-column-outcome = 结果
fr-not-played = （未下完）
fr-tallies = 统计：Left { $left }，Right { $right }，先手 { $first }，后手 { $second }：即答案。
fr-not-listed = 不列出各种保留方式：共有 2^{ $strips } 种（带子不超过 { $limit } 条时才列出）。

## cargo play frogs：选出一些带子，把它们的和与程序对下
fr-value-one = 1：Left 手里多一步（Left 可以多等一步，Right 不能）：对 Left 有利
fr-value-half = 1/2：Left 的半步，小于 1 而大于 0：对 Left 有利
fr-value-zero = 0：谁也不占便宜；单独一条时，谁先走谁输
fr-value-minus-half = -1/2：Right 的半步：对 Right 有利
fr-value-minus-one = -1：Right 手里多一步：对 Right 有利
fr-value-star = *：一步棋，谁先拿到归谁：对谁都不偏向；单独一条时，轮到的一方胜
fr-value-up = ↑（上）：对 Left 有利，但比任何正数都小；单独一条时，无论谁先手 Left 都胜
fr-value-down = ↓（下）：对 Right 有利，但比任何正数都小；单独一条时，无论谁先手 Right 都胜
fr-values-add-up = 各条带子的值相加：数按数相加，一个 ↑ 和一个 ↓ 抵消，两个星相加为 0。数的和大于 0 则 Left 胜，小于 0 则 Right 胜；等于 0 时，↑ 比 ↓ 多则 Left 胜，↓ 多则 Right 胜，一样多则轮到的一方输；但星的个数为奇数时，轮到的一方胜，除非 ↑ 与 ↓ 的个数相差两个或更多（那时多的一方胜）。
fr-values-mean = 各值的含义：
fr-column-strip = 带子
fr-column-cells = 格子 1 到 5
fr-more-strips = … 另有 { $count } 条带子 …
fr-to-move = 轮到 { $side }
fr-verdict-to-move = { $verdict }；轮到 { $side }
fr-left-wins = 无论谁先手 Left 都胜
fr-right-wins = 无论谁先手 Right 都胜
fr-mover-wins = 轮到的一方胜
fr-mover-loses = 轮到的一方负
fr-verdict = 各值之和为 { $sum }：{ $outcome }
fr-not-in-play = 带子 { $strip } 不在这一局中
fr-no-cell = 没有格子 { $cell }（格子是 1 到 5）
fr-no-frog = 带子 { $strip } 的格子 { $cell } 上没有青蛙
fr-others-frog = 带子 { $strip } 格子 { $cell } 上的青蛙是 { $other } 的：{ $side } 走的是 { $frog } 青蛙
fr-cannot-move = 带子 { $strip } 格子 { $cell } 上的青蛙走不动：前方既没有空格，也没有“一只 { $other } 的青蛙加它后面的空格”
fr-goes-to = 带子 { $strip } 格子 { $cell } 上的青蛙会走到格子 { $to }，而不是 { $typed }
fr-not-a-move = { $typed } 不是一步棋：应写成 带子:起点->终点，例如 3:5->4
fr-alike = （{ $entry } 表示在带子 { $strips } 中任意一条上走这一步，这些带子状态相同；输入时只写一条，例如 { $example }）
fr-over-a-frog = （跳过一只青蛙）
fr-describe = 带子 { $strip }：{ $side } 的青蛙从格子 { $from } 到格子 { $to }{ $over }，{ $before }（{ $was }）变为 { $after }（{ $now }）
fr-picture-legend = 轮到 { $side }；蓝色：Left 的青蛙，向右走；红色：Right 的青蛙，向左走
fr-cell-name = 带子 { $strip } 格子 { $cell }：{ $what }
fr-cell-left = Left 的青蛙，向右走
fr-cell-right = Right 的青蛙，向左走
fr-cell-empty = 空
fr-verdict-separator = ；
fr-the-sum = 这个和
fr-data-set = { $problem }，数据组 { $test }（共 { $count } 组）
fr-no-strip = 没有带子 { $number }（带子是 1 到 { $count }）
fr-not-strip-number = { $word } 不是带子编号：请输入编号和范围，例如 1 3 5-7，或者 全部
fr-empty-range = { $word } 是空的范围：请把小的数写在前面
fr-not-side = { $word } 不是一方：请输入 Left 或 Right
fr-instructions = 先输入要下的带子（编号和范围，例如 1 3 5-7，或者 全部），再输入你执哪一方（Left 把 L 青蛙往右走，Right 把 R 青蛙往左走）。然后按 带子:起点->终点 的写法（例如 3:5->4）输入走法，或者输入 帮助、提示、悔棋、退出。
fr-intro = { $second ->
    [yes] { $title }，带子 { $strips }：你执 { $side }，后走，程序执 { $other }，程序每一步都下得完美。
   *[no] { $title }，带子 { $strips }：你执 { $side }，先走，程序执 { $other }，程序每一步都下得完美。
}
fr-opening = { $second ->
    [yes] { $title }：共 { $count } 条带子。选出其中一些并选定一方，把它们的和与下得完美的程序对下；你后走。
   *[no] { $title }：共 { $count } 条带子。选出其中一些并选定一方，把它们的和与下得完美的程序对下；你先走。
}
fr-prompt-strips = 带子：{" "}
fr-prompt-side = 一方：{" "}
fr-hint-not-yet = 提示：还没有（请先选带子和一方）
fr-took-back-strips = 收回了选的带子
fr-nothing-to-undo = 没有可以悔的：棋局还没有开始
fr-quit-before = 你在棋局开始前退出了。
fr-you-keep = 你选了带子 { $strips }
fr-end-before = 输入在棋局开始前结束了。
fr-no-strips-chosen = 没有选带子：请输入编号和范围，例如 1 3 5-7，或者 全部
fr-rules-brief = Left 走一只 L 青蛙，Right 走一只 R 青蛙，可在任意一条带子上：向前走一格进入空格，或向前跳过一只对方的青蛙，落到它后面的空格。无棋可走的一方负。
fr-theme-numbers = 数
fr-theme-numbers-idea = 每条棋盘的值都是数（1、1/2、0、−1/2、−1）：总和是一个数，大于 0 时左方必胜，小于 0 时右方必胜，与谁先走无关。一步只改变一条棋盘的值：走完留下 0（轮到对手走，对手必败），或仍对你有利的和。
fr-theme-stars = 星
fr-theme-stars-idea = 有的棋盘值为 *（双方都能一步走到 0）。数的部分之和为 0 时，由星的个数的奇偶决定：奇数个时先走的一方必胜。给对手留下偶数个星，或留下对你有利的数。
fr-theme-ups = 上与下
fr-theme-ups-idea = 有的棋盘值为 ↑ 或 ↓：数的部分之和为 0 时，数出 d = #↑ − #↓。星为偶数个时，d > 0 左方胜，d < 0 右方胜；星为奇数个时，左方要 d ≥ 2，右方要 d ≤ −2。找出给对手留下这样的和的一步。
