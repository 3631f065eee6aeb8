# `cargo play`：在终端里与完美对手下一局（以及棋盘网页与它共用的话）。

play-lost-position = { $one ->
    [yes] 必败的局面
   *[no] 总和为 0 的必败局面
}
play-no-game = { $problem } 还不能下
play-no-test = 输入里没有可以下的测试点
play-no-winning-built = 值是 { $total }，却没能从各部分构造出必胜的一步
play-moves-all = 你的合法走法（{ $count } 种）：
play-moves-first-of = 你的 { $count } 种合法走法中的前 { $shown } 种：
play-moves-first-more = 你的合法走法中的前 { $shown } 种（还有更多）：
play-named-value = （{ $words }）
play-refusal = { $one ->
    [yes] 这一步把必胜的局面留给了对手：对手会应以 { $reply }（{ $words }）。
   *[no] 这一步把必胜的局面留给了对手：走完后总和是 { $total }{ $named }，不是 0，所以对手会应以 { $reply }（{ $words }）。
}
play-intro = { $second ->
    [yes] { $problem }，测试点 { $test }（共 { $count } 个）：你后手，程序先手，程序每一步都下得完美。
   *[no] { $problem }，测试点 { $test }（共 { $count } 个）：你先手，程序后手，程序每一步都下得完美。
}
play-you = 你
play-program = 程序
play-program-illegal = 程序的一步 { $move } 不合法：{ $reason }
play-no-move-asked = 程序无棋可走，却被要求走棋
play-program-lost = { $one ->
    [yes] 程序在这里必败
   *[no] 程序在这里必败（总和为 0）
}
play-ties-seed = ；同样好的走法共 { $count } 种，按种子随机选了一种
play-ties-first = ；同样好的走法共 { $count } 种，选了走法顺序中的第一种
play-why-fastest = { $one ->
    [yes] 最快的胜法：走完后留给你的局面在完美应对下必败
   *[no] 最快的胜法：走完后留给你的总和为 0，在完美应对下必败
}，{ $length ->
    [0] 棋局就此结束
   *[other] 之后还要再走 { $length } 步
}{ $ties }。
play-why-slowest = { $lost }：它走输得最慢的一步，在完美应对下之后还要再走 { $length } 步{ $ties }。
play-why-winning-unsolved = { $one ->
    [yes] 必胜的一步：走完后留给你的局面在完美应对下必败
   *[no] 由各部分的值构造出的必胜一步：走完后留给你的总和为 0，在完美应对下必败
}（不一定最快：{ $size }）。
play-why-longest-searched = { $lost }：{ $size }；在这个局面附近搜索，找出让自己输得最慢的一步，它就走这一步。
play-why-most-options = { $lost }：{ $size }，所以不知道输得最慢的走法；它走给你留下可选走法最多的一步。
play-solved-disagrees = 已求解的棋局与各部分的值不一致：总和为 { $total }，剩余步数为 { $length }
play-no-move-you = 你无棋可走：程序获胜。
play-you-lose = 你输了
play-no-move-program = 程序无棋可走：你获胜。
play-you-win = 你赢了
play-slipped = 胜局在第 { $number } 步丢掉了：你走的是 { $played }；那里必胜的一步是 { $winning }（{ $words }）。
play-lost-from-start = 程序从来没有给你留下必胜的局面：这一局从一开始你就是必败的。
play-commands = 命令：帮助（列出这些）、提示（有必胜的一步时给出它）、悔棋（收回你的上一步和程序的应对）、重试（回到你最后一次丢掉胜局的那一步，找出必胜的一步）、退出
play-hint-none = 提示：没有
play-hint-none-why = { $one ->
    [yes] （局面必败：你的每一种走法都会让程序有必胜的应对）
   *[no] （总和为 0：你的每一种走法都会让程序有必胜的应对）
}
play-hint = 提示：{ $move }
play-hint-why = （{ $words }；走完后留给程序{ $lost }）
play-before-any-move = 走第一步之前
play-after-move = 第 { $number } 步之后
play-nothing-to-retry = 没有可以重试的：你的走法没有丢掉过胜局
play-back-to = 回到第 { $number } 步，你那时走的是 { $played }：请找出必胜的一步（不能获胜的走法会被拒绝）
play-nothing-to-undo = 没有可以悔的棋：你还没有走过
play-took-back-one = 收回了第 { $first } 步
play-took-back-two = 收回了第 { $first } 步和第 { $second } 步
play-replay-refused = 第 { $number } 步（{ $typed }）无法走出：{ $reason }
play-over-before = 在这一步之前棋局已经结束
play-not-legal = 不是合法的走法：{ $reason }
play-recorded = 这是记录下来的棋局中的一步（程序现在在这里会走 { $move }）。
play-over = 棋局已经结束
play-programs-turn = 现在轮到程序走
play-not-this-one = 不是这一步：{ $move } { $refusal }请换一步试试。
play-wins-goes-on = { $move } 能赢：它给程序留下了{ $lost }；棋局从这里继续。
play-example = （例如 { $move }）
play-type-move = 按 cargo explain 的写法输入一步{ $example }，或者输入 帮助（列出合法走法）、提示、悔棋、退出。
play-prompt = 第 { $number } 步，你：{" "}
play-quit = 你在{ $when }退出了；棋局没有下完。
play-help-lists = { $reason }（输入 帮助 可以列出合法走法）
play-end-of-input = 输入在{ $when }结束：棋局没有下完。

## 一局结束后的复盘
rating-best = 最佳
rating-good = 不错
rating-mistake = 失误
rating-forced = 败局已定
review-no-accuracy = 没有准确率：你从来没有过需要保持的必胜局面
review-accuracy = 准确率 { $percent }%（你在必胜局面下{ $tries ->
    [0] 走的 { $moves } 步
   *[other] 的 { $moves } 次走法和尝试
}中，有 { $kept } 步保持了胜局）
review-best = 最快的胜法（从那里起双方都走最优，棋局再走 { $moves } 步结束）
review-good = 保持了胜局，要再走 { $moves } 步，而最快只需 { $fastest } 步
review-good-unknown = 保持了胜局（这里没有计算要多少步）
review-mistake-better = 把必胜的局面留给了程序；那里必胜的一步是 { $move }（{ $words }）
review-mistake = 把必胜的局面留给了程序
review-forced = 局面已经必败：那里的每一种走法都输
review-count = { $rating } { $count } 步
review-heading = 你这局 { $moves } 步{ $tries ->
    [0] {""}
   *[other] （另有 { $tries } 次被拒或悔掉的错误尝试）
}的复盘：{ $counts }；{ $accuracy }。
review-move = 第 { $number } 步 { $move }：{ $rating }：{ $said }。
review-move-taken = 第 { $number } 步 { $move }（{ $taken }）：{ $rating }：{ $said }。
review-taken-refused = 被拒绝，没有下
review-taken-back = 已悔棋

## 命令本身
play-default-frogs = 没有给出文件：使用 { $path } 的数据组 1
play-default-sample = { $second ->
    [yes] 没有给出文件：使用 { $path } 的测试点 { $test }，你后手能赢
   *[no] 没有给出文件：使用 { $path } 的测试点 { $test }，你先手能赢
}
play-default-generated = { $second ->
    [yes] 没有给出文件，样例中也没有你后手能赢的测试点：使用生成的输入 { $path }（种子 { $seed }）的测试点 { $test }
   *[no] 没有给出文件，样例中也没有你先手能赢的测试点：使用生成的输入 { $path }（种子 { $seed }）的测试点 { $test }
}
play-default-none = { $second ->
    [yes] { $problem }：样例和生成的输入中都没有你后手能赢的测试点
   *[no] { $problem }：样例和生成的输入中都没有你先手能赢的测试点
}
play-listener-no-address = 监听的套接字没有地址：{ $reason }
play-open = 请在浏览器中打开 { $address }
play-serving = { $problem } 已在 127.0.0.1 启动（仅本机可访问）；按 Ctrl-C 停止
play-stopped = 已停止：服务器已关闭
play-server-stopped = 错误：服务器停止了：{ $reason }
play-empty-line = { $message }（使用 `-` 时，一个空行结束输入，走法写在它后面）
play-help-page =
    与完美对手下一个测试点：按 cargo explain 的写法输入走法；帮助、提示、悔棋、退出

    用法：cargo play 题目 [文件|-] [--test K] [--first|--second] [--seed S]
          cargo play 题目 [文件|-] --web [--port P] [--test K] [--second]
          cargo play 题目 --puzzles [--theme ID] [--puzzle N] [--web [--port P]]

    参数：
      <PROBLEM>  题目（crates/ 下的一个目录）
    {"  ["}FILE]     一个合法的输入（不写：样例中第一个你能赢的测试点；`-`：标准输入，读到第一个空行为止）

    选项：
          --test <K>     下这个测试点（从 1 开始；默认 1）
          --first        你先手（默认）
          --second       你后手：程序先走
          --seed <S>     程序有几种同样拖得最久的输法时，用这个种子随机选一种（不给时：选走法顺序中的第一种，与 cargo explain 的主变相同）
          --web          在浏览器中下：在 127.0.0.1 上提供棋局，并输出要打开的地址
          --puzzles      做题：轮到你走、你必胜的局面，按主题排列，每个主题内由易到难（见 src/PROBLEM/puzzles.txt）
          --puzzle <N>   与 --puzzles 同用：从第 N 题开始（默认 1）
          --theme <ID>   与 --puzzles 同用：只做主题 ID 的题（从它的第一题开始，或从 --puzzle N 给的本主题的题开始）；开始做题时会列出各主题
          --choose       与 --puzzles 同用：从评测数据和生成的输入中重新选出一组题目，按题目文件的格式输出
          --port <P>     与 --web 同用：监听的端口（0，即默认：由系统选一个）
          --lang <LANG>  输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help         显示帮助

    不给文件时：下样例中第一个你能赢的测试点（先手，或者加 --second 时后手）；加 --test K 时下第一个样例的第 K 个测试点。`-` 从标准输入读输入，读到第一个空行为止，后面是走法。

    示例：
      cargo play master-duel --lang zh
      cargo play ring-grid-game judge-data/ring-grid-game/sample-1.in --test 2 --second
      printf '1:19->20\n提示\n退出\n' | cargo play master-duel --lang zh
      cargo play master-duel --puzzles --puzzle 12
      cargo play master-duel --puzzles --theme even-steps
      cargo play ring-grid-game --web    （然后打开它输出的地址）

## 一步棋在理论上的意思（提示、答案）
play-in-terms-one = { $place }：{ $change }
play-in-terms = { $place }：{ $change }，总和 { $parts } = { $total }
play-in-terms-many = { $place }：{ $change }，总和 { $total }
play-words-in-terms = { $words }；{ $terms }
