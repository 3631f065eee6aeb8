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
explain-line-longest = 主变（胜方每步都走必胜的一步，败方走让棋局拖得最久的一步）：
explain-line-first = 主变（胜方每步都走必胜的一步，败方走它的第一种合法走法（局面太大，无法搜索最久的拖法））：
explain-line-end = { $loser }无法走棋，判负：{ $winner }获胜。
explain-line-stops = … 主变在 { $moves } 步后截止（棋局还在继续）。
explain-every-reply = 先手的每一种第一步（共 { $count } 种）都有必胜的应对：
explain-more-than = 超过 { $count }
explain-some-replies = 先手有 { $moves } 种走法。{ $argument }下面是其中 { $count } 种，分布在各个部分：
explain-answered = 应对 { $reply }（{ $words }）
explain-loss-argument = 每一种都只改变它所在那一部分的值（一个部分不能走到与自己同值的局面：值是其后继局面的值的 mex），所以总和不再是 0，各部分由此给出必胜的应对。
