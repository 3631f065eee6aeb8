# `cargo play --web`：服务器说的话，以及网页自己的文字。

## 服务器的拒绝
web-no-board = { $problem } 还不能在浏览器里下
web-bug = 工作区里的错误：{ $report }
web-not-utf8 = 请求体不是 UTF-8
web-not-json = 请求体不是所要的 JSON：{ $error }
web-no-page = 没有页面 { $path }
web-not-a-method = { $path } 不接受 { $method } 方法
web-no-game = 这里没有对局 { $id }（服务器停止之前只保留最近的 { $kept } 局）
web-stale = 这一局已在另一个标签页或窗口中改变：现在按它当前的样子重新画出
web-move-asked = 需要给出一步：{ "{" }"move": "…"{ "}" }
web-ply-asked = 需要给出对局中的第几步：{ "{" }"ply": K{ "}" }
web-nothing-to-undo = 没有可以悔的棋：你还没有走过
web-nothing-to-redo = 没有可以重做的棋
web-no-such-ply = 这一局没有第 { $ply } 步
web-nothing-ahead = 后面没有棋了：轮到你走
web-not-a-slip = 第 { $number } 步不是你丢掉胜局的一步
web-no-slip = 没有可以重试的：你没有哪一步丢掉了胜局
web-no-solution = 没有答案可给：这不是一道尚未解出的练习题
web-no-hint = 现在没有提示：不是你走，或者正在重试一步失误，或者这是一道尚未解出的练习题（请改为看答案）
web-values-asked = 切换显示值的请求应为写明是否显示的 JSON：{"{"}"on": 真或假{"}"}
web-one-source = 请只给出 `file`、`input`、`size`、`address`、`puzzle` 中的一项
web-test-number = 测试点编号是从 1 起的整数
web-no-file = { $problem } 没有评测数据文件 { $name }
web-tidied = 粘贴的输入先整理过再检查：{ $changes }
web-tidied-line-ends = Windows 的换行符
web-tidied-edge-spaces = 行首或行尾的空格
web-tidied-doubled = 连续的空格或制表符
web-tidied-blank-lines = 末尾的空行
web-tidied-final-line-end = 最后一行后面缺少换行
web-not-a-size = { $size } 不是规模：请用 `small`、`edge` 或 `max`
web-seed = 种子是 0 到 { $most } 之间的整数：{ $seed } 不是
web-input-not-utf8 = 输入不是 UTF-8
web-address-illegal = 地址里的局面不合法：{ $reason }
web-address-move = 地址里的{ $reason }
web-address-too-long = 地址里的局面超过了 { $most } 字节
web-address-bad-percent = 地址里的局面有一个 % 后面不是两位十六进制数
web-address-bad-run = 地址里的局面有一个 ~ 后面没有跟着次数
web-address-run-at-end = 地址里的局面以一段重复结尾，缺了被重复的字符
web-address-not-utf8 = 地址里的局面不是 UTF-8
web-address-value-percent = { $value } 里有一个 % 后面不是两位十六进制数
web-address-value-not-utf8 = { $value } 不是 UTF-8
web-address-test = t={ $value } 不是测试点编号（1、2、…）
web-address-ply = ply={ $value } 不是步数（0、1、2、…）
web-address-ply-past = ply={ $ply } 超出了这局的 { $count } 步
web-address-no-position = 地址里没有局面（p=…）
web-address-wrong = w=…：{ $value } 不是一次错误尝试（写法：步号、r 或 b、走法，如 1.r.1:3~4）
web-address-wrong-many = w=… 记下的错误尝试超过了 { $most } 次
web-address-wrong-off = 地址里第 { $number } 步的错误尝试（{ $typed }）：{ $reason }
web-address-wrong-past = 超出了这局的步数
web-address-wrong-keeps = 它并没有丢掉胜局
web-address-wrong-turn = 那一步轮到程序走
web-address-cut = cut={ $value } 不是文件中的测试点（写法：编号.测试点总数，如 2.5）
web-address-puzzle = puzzle={ $value } 不是题号（1、2、…）
web-address-streak = streak={ $value } 不是次数（0、1、2、…）
web-address-not-solving = 地址里的第一步 { $typed } 没有解出第 { $number } 题
web-tests-in-file = { $count ->
    [1] 这个文件只有 1 个测试点：请选 1
   *[other] 这个文件有 { $count } 个测试点：请选 1 到 { $count }
}
web-tests-in-input = { $count ->
    [1] 这个输入只有 1 个测试点：请选 1
   *[other] 这个输入有 { $count } 个测试点：请选 1 到 { $count }
}
web-tests-in-address = { $count ->
    [1] 地址里的局面只有 1 个测试点：请选 1
   *[other] 地址里的局面有 { $count } 个测试点：请选 1 到 { $count }
}
web-no-puzzles = { $problem } 还没有练习题
web-puzzle-number = 共有 { $count } 题：请选 1 到 { $count }
web-streak = 连胜数是从 0 起的整数

## 服务器对一局棋说的话
web-part-value = { $value }（{ $detail }）
web-part-changed = { $place }：{ $before } → { $after }
web-part-gone = { $place }：{ $before } → 不再有
web-part-new = { $place }：新出现，{ $after }
web-more-changed = ……另有 { $count } 个部分改变了
web-refused-total = 总和：{ $before } → { $after }，不为 0：轮到走的对手必胜
web-refused-one-game = 走后：{ $detail }
web-grundy-value = SG 值 { $value }
web-total-short = { $first } + …（共 { $count } 项）
web-you-win = 你赢了
web-you-lose = 你输了
web-predict-no-move = { $mover ->
    [you] 你无棋可走：你{ $wins ->
        [yes] 胜
       *[no] 负
    }
   *[program] 程序无棋可走：程序{ $wins ->
        [yes] 胜
       *[no] 负
    }
}
web-predict-length = { $mover ->
    [you] { $wins ->
        [yes] 双方最优时你取胜：棋局还剩 { $length } 步，其中 { $own } 步由你走
       *[no] 双方最优时你落败：你尽力拖延，棋局还剩 { $length } 步，其中 { $own } 步由你走
    }
   *[program] { $wins ->
        [yes] 双方最优时程序取胜：棋局还剩 { $length } 步，其中 { $own } 步由程序走
       *[no] 双方最优时程序落败：程序尽力拖延，棋局还剩 { $length } 步，其中 { $own } 步由程序走
    }
}
web-predict-unknown = { $mover ->
    [you] { $wins ->
        [yes] 双方最优时你必胜
       *[no] 双方最优时你必败
    }（没有算出步数：{ $why }）
   *[program] { $wins ->
        [yes] 双方最优时程序必胜
       *[no] 双方最优时程序必败
    }（没有算出步数：{ $why }）
}
web-predict-value = { $line } · { $value }
web-move-wins = 必胜
web-move-loses = 必败
web-move-after = 走完后的值：{ $value }
web-move-ends = 棋局就此结束
web-move-then = 双方最优时还要再走 { $length } 步
web-move-not-computed = 没有算出步数
web-move-slower = 比最快的胜法慢 { $delta } 步
web-move-parts = { $first }，{ $rest }
web-moves-all = 共 { $count } 种合法走法：点一种，或者点棋盘。
web-moves-first-more = 合法走法中的前 { $shown } 种（还有更多：其他走法可以在上面输入）。
web-chart-start = 开局
web-chart-after = 第 { $ply } 步之后
web-chart-point = { $when }：{ $mover ->
    [you] 轮到你走
   *[program] 轮到程序走
}，你{ $wins ->
    [yes] 必胜
   *[no] 必败
}，{ $length }
web-chart-moves-left = 双方最优时还剩 { $length } 步
web-chart-not-computed = 没有算出步数
web-chart-mistake = { $point }；走到这里的那一步丢掉了胜局
web-file-tests = { $name }（{ $count } 个测试点）
web-size-small = 小规模
web-size-edge = 边界
web-size-max = 最大规模

## 网页自己的文字（网页里的，以及脚本里的：脚本会填入每个 {$name}）
wp-heading = cargo play
wp-description = 和按最优策略走的程序下组合博弈：每一步都标出胜负和剩余步数，理由画在棋盘上，还有练习题和对局复盘。
wp-puzzles = 练习题
wp-puzzles-about = 轮到你走、你必胜的局面，按主题排列，每个主题内由易到难。
wp-themes = 主题
wp-theme-of = 第 { $number } 个主题（共 { $count } 个）：{ $name }（本主题第 { $place } 题，共 { $size } 题）。
wp-colon = ：
wp-the-game = 对局
wp-streak = 连胜
wp-show-solution = 看答案
wp-next-puzzle = 下一题
wp-whole-value = 完整的值
wp-new-game = 新的一局
wp-show-values = 显示值
wp-projector = 投影模式
wp-letter-keys = 字母快捷键
wp-hint = 提示
wp-undo = 悔棋
wp-redo = 重做
wp-forward = 前进
wp-try-again = 重试
wp-try-again-title = 回到你最后一次丢掉胜局的那一步，找出必胜的一步
wp-move = 走法
wp-move-placeholder = 按 cargo explain 的写法输入一步
wp-play = 走
wp-flip = 翻转选中的硬币
wp-your-moves = 你现在的走法
wp-game-so-far = 目前的对局
wp-chart-label = 对局中的每个局面：你必胜的在线上方，必败的在线下方，离线越远，双方最优时剩下的步数越多；点一个局面就回到那里
wp-chart-win = 线上方：你必胜（越高，剩下的步数越多）
wp-chart-lose = 线下方：你必败
wp-keys = 点一个局面或一步棋就回到那里；按键：← → 在对局中前后移动，h 提示，u 悔棋，r 重做，v 显示值；棋盘在 Tab 键顺序中只占一站，在棋盘上用方向键在格子间移动，回车键或空格键走棋。
wp-new-game-heading = 新的一局
wp-judge-data = 评测数据
wp-judge-data-file = 评测数据文件
wp-test = 测试点
wp-generated = 随机生成
wp-size = 规模
wp-seed = 种子
wp-seed-placeholder = 任意
wp-puzzle = 练习题
wp-puzzle-number-label = 题号
wp-pasted = 粘贴输入
wp-input-text = 输入的文本
wp-strips = 选用的带子
wp-your-side = 你这一方
wp-left = 左方
wp-right = 右方
wp-program-first = 程序先走
wp-start = 开始
wp-server-answered = 服务器回答了 { $status }
wp-stopped = 服务器已经停止：请再运行一次 cargo play { $problem } --web，然后重新载入这个页面
wp-class-stopped = 班级已经停止：请等老师重新开始，然后重新载入这个页面
wp-class-stopped-teacher = 班级已经停止：请再运行一次 cargo class，然后重新载入这个页面
wp-coins-picked = 选中的硬币：{ $coins }；点“翻转”走这一步
wp-pieces-there = 那里有 { $count } 个棋子可以走到 { $cell }：{ $moves }；请在下面的列表里选一个
wp-pick-one-step = 现在点它要去的格子（框出的是它唯一的一步），或者再点它一次放下
wp-pick-steps = 现在点它要去的格子（框出的是它的 { $count } 种走法），或者再点它一次放下
wp-no-move-there = 你没有从这个格子出发的走法（下面的列表列出了全部走法）
wp-game-over = 对局已经结束。
wp-moves-order = 必胜的走法在前，越快越靠前；其余的在后，输得越慢越靠前。
wp-by-you = 你
wp-by-program = 程序
wp-mistake-kept = 失误：丢掉了胜局；{ $move }（{ $describe }）本可以保持胜局
wp-go-to-position = 回到走这一步时的局面
wp-retry = 重试
wp-retry-title = 重新试这个局面：不能取胜的走法会被拒绝
wp-puzzle-of = 第 { $number } 题（共 { $count } 题）
wp-puzzle-about = { $grade }，难度 { $difficulty }
wp-puzzle-solved = { $about }：已解出
wp-puzzle-from = 出自 { $source }
wp-puzzle-count = （共 { $count } 题）
wp-turn-puzzle = 轮到你走：找出必胜的一步。
wp-turn-yours = 轮到你走（第 { $number } 步）。
wp-turn-program = 轮到程序走（第 { $number } 步）：按 → 或“前进”让它走。
wp-trying-puzzle = 不能取胜的走法会被拒绝，并说明理由，局面保持不变。
wp-trying = 重试：在这里找出必胜的一步；不能取胜的走法会被拒绝。
wp-value-wins = 值 { $value }：轮到走的一方必胜。
wp-value-loses = 值 { $value }：轮到走的一方必败。
wp-program-played = 程序走了 { $move }：{ $why }
wp-hint-none = 没有：你的每一步都会给程序留下必胜的应对
wp-hint-heard = 提示：{ $hint }
wp-hint-puzzle = 做题时没有提示：自己找出必胜的一步，或者点“看答案”（在课堂上，看答案会被记录）。
wp-hint-trying = 重试错步时没有提示：必胜的一步要你自己找。
wp-hint-over = 这一局已经结束，没有提示。点“新的一局”再来。
wp-hint-program = 现在没有提示：轮到程序走（按 → 或“前进”让它走）。
wp-help-off = 这一局不能用帮助：老师布置这份作业时关掉了提示和值。
wp-values-puzzle = 做出这道题之前，值不会显示。
wp-values-trying = 重试错步时，值不会显示，直到你找到必胜的一步。
wp-values-shown = 已显示值。
wp-values-hidden = 已隐藏值。
wp-try-again-heard = “重试”会带你回到第 { $number } 步，也就是丢掉胜局的地方，去找必胜的一步。
wp-new-one = { $reason }；这是新的一局
wp-puzzle-unopened = 地址里的练习题打不开：{ $reason }；这里先给出第一局
wp-game-unopened = 地址里的对局打不开：{ $reason }；这里先给出第一局
wp-board-label = 棋盘：方向键在格子间移动，回车键或空格键走这一格
wp-separator = ；
wp-cell-plays = 走 { $move }
wp-cell-wins = 走 { $move }，必胜
wp-cell-loses = 走 { $move }，必败
wp-cell-pick = 可选的棋子；从这里出发的走法：{ $count } 种
wp-cell-picked = 已选中：再选它要去的格子
wp-cell-in-set = 已选入要翻的硬币
wp-cell-hinted = 提示
wp-value-legend = 棋盘上和走法列表中：✓ 绿色为必胜的走法；✗ 粉色为必败的走法。
wp-statement = 题面
wp-editorial = 题解
wp-to-the-board = ← 棋盘
wp-no-editorial = 这里没有这道题的题解。
# 题面的样例，取自评测数据（`about::with_samples`）。
doc-samples-after = 输出格式
doc-sample = 样例 { $number }
doc-sample-only = 样例
doc-sample-input = 输入
doc-sample-output = 输出
wp-refused = 你的 { $move } 会走成这个局面（{ $describe }）；它的值和理由：
wp-seen-try = { $who } 在第 { $number } 题的错误尝试：{ $move }。下面是 { $who } 当时看到的拒绝和理由；接着走，可以自己做这道题。
wp-seen-try-anyone = 第 { $number } 题的一次错误尝试：{ $move }。下面是学生们当时看到的拒绝和理由；接着走，可以自己做这道题。

## 局面编辑器
web-check-legal = { $count ->
    [1] 合法的局面。
   *[other] 合法的输入，共 { $count } 个测试点（作业只收一个）。
}
web-check-illegal = 不是合法的局面：{ $reason }
wp-ed-open = 点击摆出局面
wp-ed-rows = 行数
wp-ed-columns = 列数
wp-ed-board = 局面：{ $rows } 行 { $columns } 列
wp-ed-board-rows = 棋盘行数
wp-ed-board-columns = 棋盘列数
wp-ed-cell = 第 { $row } 行第 { $column } 列：{ $holds }
wp-ed-empty = 空
wp-ed-stone = 一枚棋子
wp-ed-heads = 正面
wp-ed-tails = 反面
wp-ed-piece = 一枚棋子
wp-ed-wall = 墙
wp-ed-in-pattern = 属于图案
wp-ed-pattern = 图案 { $number }
wp-ed-add-pattern = 添加图案
wp-ed-remove-pattern = 删除图案 { $number }
wp-ed-strips = 各条带，每行一条：状态和个数（LL_RR 2）
wp-ed-help = 点击格子改变它（或用方向键移动、按空格）；输入框随之更新，边摆边检查局面是否合法。
