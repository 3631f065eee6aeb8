# `cargo explain`：逐个测试点说明答案为什么对。

explain-first = 先手
explain-second = 后手
explain-bug-position = 局面：
explain-bug-parts = 暴力看到 { $oracle } 个部分，规则看到 { $rules } 个
explain-bug-value = { $place }：暴力给出的值是 { $oracle }，题解给出的是 { $written }
explain-bug-whole = 暴力算出整个局面的值是 { $whole }，各部分的和却是 { $total }
explain-bug-illegal = 证明中的一步 { $move } 不合法：{ $reason }
explain-bug-no-winning = 总和是 { $total }，却没能从各部分构造出必胜的一步
explain-bug-not-zero = 必胜的一步 { $move } 之后总和是 { $total }，而不是 0
explain-bug-to-move = { $winner ->
    [yes] 第 { $moves } 步之后总和是 { $total }，轮到的却是必胜的一方
   *[no] 第 { $moves } 步之后总和是 { $total }，轮到的却是必败的一方
}
explain-none = （无）
explain-more-parts = … 另有 { $count } 个部分 …
explain-no-test = --test { $test }：输入只有 { $count } 个测试点（1 到 { $count }）
explain-test = { $wins ->
    [yes] 测试点 { $test }（共 { $count } 个）：{ $answer }：先手必胜
   *[no] 测试点 { $test }（共 { $count } 个）：{ $answer }：先手必败
}
explain-one-game = { $wins ->
    [yes] 整局是一个游戏，不分部分：轮到的一方必胜（值 { $value }）：{ $detail }。
   *[no] 整局是一个游戏，不分部分：轮到的一方必败（值 { $value }）：{ $detail }。
}
explain-parts = 各部分（按异或相加；总和不为 0 时轮到的一方必胜，为 0 时必败）：
explain-total = 总和：{ $total }
explain-value-from = 值：来自{ $oracle }，与上面的值一致。
explain-values-from = 各值：来自{ $oracle }，与上面的值一致。
explain-value-write-up = 值：来自题解（穷举暴力无法在一秒内算出这个局面）。
explain-values-write-up = 各值：来自题解（穷举暴力无法在一秒内算出这个局面）。
explain-winning-value = 必胜的一步：{ $move }（{ $words }）；
    走完后值为 0，轮到后手，后手必败：
explain-winning-total = 必胜的一步：{ $move }（{ $words }）；
    走完后总和为 0，轮到后手，后手必败：
explain-no-move = 先手一步也走不了，直接判负。
explain-line-perfect = 主变（胜方用最少的步数取胜，败方尽量拖到最后）：
explain-line-longest = 主变（胜方每步都走必胜的一步，败方走让棋局拖得最久的一步）：
explain-line-first = 主变（胜方每步都走必胜的一步，败方走它的第一种合法走法（局面太大，无法搜索最久的拖法））：
explain-line-end = { $loser }无法走棋，判负：{ $winner }获胜。
explain-line-stops = … 主变在 { $moves } 步后截止（棋局还在继续）。
explain-every-reply = 先手的每一种第一步（共 { $count } 种）都有必胜的应对：
explain-more-than = 超过 { $count }
explain-some-replies = 先手有 { $moves } 种走法。{ $argument }下面是其中 { $count } 种，分布在各个部分：
explain-answered = 应对 { $reply }（{ $words }）
explain-loss-argument = 每一种都只改变它所在那一部分的值（一个部分不能走到与自己同值的局面：值是其后继局面的值的 mex），所以总和不再是 0，各部分由此给出必胜的应对。

## 网页（`cargo explain --html`），以及它和 `cargo play --web` 上画出的棋盘
page-folder = { $path }：这是一个文件夹；请给网页一个文件名，例如 { $example }
page-no-folder = { $path }：没有用来写入它的文件夹 { $folder }
page-title = { $problem } 的解释
page-heading = { $problem }：答案为什么是这样
page-too-large = 棋盘（{ $rows }×{ $columns }）太大，无法逐格画出（最多画 { $cells } 格）；下面的文字给出它的前几行、后几行和前几列、后几列。
legend-count = 一格中的棋子数（+ 为十枚或更多）
legend-winning = 红色
legend-winning-move = 必胜的一步
legend-line-revisited = 蓝色数字：主变中的各步，标在每步终点的格上（标的是第一个到达那里的步；后面还有步到达时加 +，见下面的主变）
legend-line = 蓝色数字：主变中的各步，标在每步终点的格上
board-label = 局面
board-label-test = 测试点 { $test } 的局面
cell-name = 第 { $row } 行第 { $column } 列：{ $what }
cell-name-separator = ；
cell-pieces = { $count } 枚棋子
cell-pieces-many = 十枚或更多棋子
line-title = 第 { $moves } 步终点在第 { $row } 行第 { $column } 列
parts-one-game = 整局是一个游戏，不分部分
parts-value = 值
parts-part = 部分
parts-why = 理由
parts-none = （没有部分）
parts-total = 总和（异或）
parts-wins = 轮到的一方必胜
parts-loses = 轮到的一方必败
legend-stone = 棋子
legend-empty = 空格
legend-piece = 棋子
legend-obstacle = 障碍

## 命令本身
explain-no-file = 没有给出文件：使用 { $path }
explain-stdout = 标准输出：{ $error }
explain-not-legal = 输入不合法：{ $reason }
explain-not-utf8 = 输入不是 UTF-8 编码
explain-not-yet = { $problem } 还不能解释
explain-solution-refuses = 标程拒绝了这个输入：{ $error }
explain-answers-differ = 解释给出的答案 { $explained } 与标程的 { $solution } 不同
explain-report-with = 这个输入
note-bom = 注意：{ $name } 以 UTF-8 字节顺序标记（EF BB BF）开头；已去掉它再读
note-crlf = 注意：{ $name } 使用 Windows 换行符（CRLF）；已按 \n 读入
standard-input = 标准输入

# `cargo explain --help` 的全文。
explain-help-page =
    说明答案为什么是这样：画出局面，给出各部分的值和一条必胜的走法，并用暴力搜索检验

    用法：cargo explain 题目 [文件|-] [--test K] [--json] [--html 输出.html]

    参数：
      <PROBLEM>  题目（crates/ 下的一个目录）
    {"  ["}FILE]     一个合法的输入（`-`：标准输入；不写：这道题的第一个样例）

    选项：
          --test <K>         只解释这个测试点（从 1 开始）
          --json             输出 JSON 而不是文字
          --html <OUT.html>  另外把解释写成一个独立的网页（画出局面，标出必胜的一步，给主变编号）
          --lang <LANG>      输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help             显示帮助

    示例：
      cargo explain master-duel --lang zh
      cargo explain master-duel judge-data/master-duel/sample-1.in
      cargo explain master-duel target/stress/master-duel/failure.in --test 1 --json
explain-rules = { $problem }：{ $parts }。
