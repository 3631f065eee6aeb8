# `cargo play PROBLEM --puzzles`：轮到你走、你必胜的局面，每题找出一步必胜的走法。

grade-easy = 简单
grade-medium = 中等
grade-hard = 困难
pz-side = 你执 { $side }，先走
pz-from-file = { $path } 的测试点 { $test }
pz-from-generated = 生成的{ $size ->
    [small] 小规模
    [edge] 边界
    [max] 最大规模
   *[other] { $size }
}输入（种子 { $seed }）的测试点 { $test }
pz-you-move = 轮到你走
pz-sentence = 第 { $number } 题（共 { $count } 题；{ $grade }，难度 { $difficulty }；出自 { $source }）：{ $side }；请找出必胜的一步。
pz-lost = { $one ->
    [yes] 必败的局面
   *[no] 总和为 0 的必败局面
}
pz-next-typed = 输入 下一题 进入下一题。
pz-solution-typed = 输入 答案 查看答案
pz-next-clicked = 点“下一题”进入下一题；也可以把这一题对着程序最顽强的防守下完。
pz-next-last-clicked = 这是这里的最后一题，所以“下一题”不可用：主题列表通向其他题；也可以把这一题对着程序最顽强的防守下完。
pz-solution-clicked = 点“看答案”
pz-not-this-one = 不是这一步：{ $move } { $refusal }
pz-solved-already = （这一题你已经解出来了。{ $next }）
pz-streak-ends = 连胜 { $streak } 题到此结束。
pz-try-another = 请换一步试试，或者{ $solution }。
pz-wins-too = { $move } 也能赢。{ $next }
pz-only-winning = 这是唯一必胜的一步。
pz-others-win = 另有 { $others } 步也能赢。
pz-solved = 解出来了：{ $move }（{ $words }）给对手留下了{ $lost }。{ $also }连胜 { $streak } 题。{ $next }
pz-no-winning = 这一题没有必胜的一步
pz-solution = 答案：{ $move }（{ $words }）；它给对手留下了{ $lost }。{ $next }
pz-no-position = { $problem } 第 { $number } 题：输入中没有局面
pz-no-puzzle = 没有第 { $number } 题：请选 1 到 { $count }
pz-skipped = 跳过了：连胜 { $streak } 题到此结束。
pz-last = 这是最后一题。{ $tally }
pz-tally = 你解出了 { $count } 题中的 { $solved } 题；连胜 { $streak } 题。
pz-bug = 第 { $number } 题：{ $report }
pz-commands = 命令：帮助（列出这些）、答案（给出必胜的一步）、下一题、第 N 题（跳到第 N 题）、退出
pz-opening = { $problem } 的练习题：{ $count } 个轮到你走、你必胜的局面，按主题从第一个思路排到综合运用，每个主题内由易到难。请找出必胜的一步：走完后给对手留下必败局面的一步。按 cargo explain 的写法输入一步，或者输入 帮助（列出合法走法）、答案、下一题、第 N 题、退出。
pz-prompt = 第 { $number } 题，你：{" "}
pz-over = 练习题已经做完了
pz-quit = 你在第 { $number } 题退出了。{ $tally }
pz-end-of-input = 输入在第 { $number } 题结束。{ $tally }
pz-themes = 主题：{ $themes }。（用 --theme ID 只做一个主题。）
pz-theme-item = { $number }. { $name }（--theme { $id }）：第 { $first }–{ $last } 题
pz-theme = 第 { $number } 个主题（共 { $count } 个）：{ $name }；本主题第 { $place } 题（共 { $size } 题）。
pz-theme-idea = 主题：{ $name }。{ $idea }
pz-no-theme = 没有主题 { $theme }：主题有 { $themes }
pz-not-of-theme = 第 { $number } 题不属于主题 { $theme }
pz-theme-separator = ；
