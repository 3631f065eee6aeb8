# `cargo table`：小局面表、公式的检验、猜想的检验。

table-formula-line = 公式（题解给出的）：{ $formula }
table-formula-agrees = 在全部 { $count } 项上都与暴力搜索的结果一致。
table-formula-disagrees = 在 { $count } 项中有 { $wrong } 项与暴力搜索的结果不一致（标有 !）：这是工作区的缺陷。
table-conjecture-mark = ?：猜想与暴力搜索的结果第一次不一致的那一项。
table-stderr-begins = （它的标准错误输出开头是：{ $line }）
table-time = 它没有在 { $seconds } 秒内结束（已终止）
table-memory = 它使用的内存超过 1 GiB（已终止）
table-output = 它的输出超过 1 MiB（已终止）
table-ended = 它异常结束：{ $how }{ $said }
table-not-utf8 = 它的输出不是 UTF-8 文本
table-not-a-value = 第 { $line } 行（{ $label }）不是一个值：{ $text }（{ $why }）
table-too-few = 它只回答了 { $count } 项中的 { $answered } 项（每行一个值，每项一行）{ $said }
table-too-many = 它输出了超过 { $count } 行（每行一个值，每项一行）
table-all-agree = 猜想在全部 { $count } 项上都与暴力搜索的结果一致。
table-agreed-before = { $count ->
    [0] 在它之前没有一项一致
   *[other] 在它之前有 { $count } 项一致
}
table-disagrees-at = 猜想在第 { $entry } 项（共 { $count } 项）与暴力搜索的结果不一致，即{ $label }（{ $agreed }）：
table-position-given = 局面（交给猜想的写法）：{ $position }
table-conjecture-said = 猜想的答案：{ $value }
table-by-play = 暴力搜索的结果：{ $value }
table-why = 理由：{ $why }
table-decimal = 值应为十进制整数
table-none-reached = 没有后继局面：mex 为 0
table-values-in-all = … 共 { $count } 个值
table-no-zero = 没有值为 0 的后继局面（后继局面的值：{ $reach }）：mex 为 0
table-no-one = 后继局面能到达 0，但到达不了 1（它们的值：{ $reach }）：mex 为 1
table-reach-up-to = 后继局面能到达 0 到 { $below } 的每个值，但到达不了 { $mex }（它们的值：{ $reach }）：mex 为 { $mex }
table-conjecture = 猜想：{ $command }
table-no-answers = 猜想没有给出可以检验的答案：{ $message }。
table-page-title = { $problem } 小局面表
table-page-heading = { $problem }：小局面表，值由暴力搜索求得
table-page-values = 值：
table-page-formula-agrees = 题解的公式：{ $formula }。在全部 { $count } 项上都与暴力搜索的结果一致。
table-page-formula-disagrees = 题解的公式：{ $formula }。在 { $count } 项中有 { $wrong } 项与暴力搜索的结果不一致（标有 !）：这是工作区的缺陷。
table-page-conjecture = 猜想：
table-page-first = 它与暴力搜索的结果第一次不一致的那一项在表中用红框圈出，并标有 ?。
table-needs-command = --check 需要在 `--` 之后给出猜想程序的命令
table-command-without-check = `--` 之后的命令只有加上 --check 才会被检验
table-none-yet = { $problem } 还没有小局面表（有表的题目：{ $names }）
table-one-size = { $problem } 的表只有一种大小 { $size }（不要写 --size）
table-size-range = 对 { $problem } 来说，--size 应在 { $smallest } 到 { $largest } 之间，而不是 { $size }
table-formula-bug = 题解的公式与暴力搜索的结果不一致
table-above = 上面的表

## board-game
table-bg-alice-first = Alice 先手下在第 { $row } 行第 { $column } 列即可获胜
table-bg-no-fit = 图案放不进这个棋盘：任何一步都不会让它出现，{ $cells } 个格子下满之后，面对满棋盘的一方输
table-bg-all-lose = Alice 的 { $cells } 种第一步，每一种都给 Bob 留下必胜局面
table-bg-label = { $rows }×{ $columns } 棋盘上的图案 { $pattern }
table-bg-heading =
    board-game：没有公式能判定它（标程靠搜索）。表中是暴力搜索（对所有已占格子集合的搜索）得出的胜者：
    每行一个至多 2×2 的图案，每列一个至多 { $size } 格的棋盘（行数 × 列数）；A 表示先手 Alice 胜，B 表示 Bob 胜。
table-bg-formula = 不存在公式；代替它的是标程的做法：对全部 2^(n·m) 个棋盘状态的朴素逆向搜索
table-bg-formats = board-game：局面写作 `行数 列数 图案`，图案的各行用 `/` 连接（`2 3 11/01`）；值为 Alice 或 Bob
table-bg-value = 值应为 Alice 或 Bob
table-bg-board = 棋盘
table-bg-pattern-board = 图案 \ 棋盘

## coloring-game
table-cg-label = 第 { $row } 行第 { $column } 列
table-cg-drawing = （它左上方的矩形；其余硬币都是正面）
table-cg-why = 它的每个后继局面翻转矩形中含有它的一个连通硬币集合，其值是翻转后反面朝上的硬币的值的异或（XOR）；{ $sentence }
table-cg-heading =
    coloring-game：在 { $size }×{ $size } 的角上每一格只放一枚反面硬币（其余都是正面）时的值，由暴力搜索求得：
    即其后继局面的值的 mex，一个后继局面的值是它留下的反面硬币的值的异或（翻硬币游戏的定理：
    已对不超过 12 枚硬币的每个棋盘用整局搜索检验过）。
table-cg-formula = 第 1 行为 lowbit(列号)，第 1 列为 lowbit(行号)，其余为 2^(行号 + 列号 - 2)（从 1 开始编号）
table-cg-formats = coloring-game：局面写作 `行号 列号`（从 1 开始），即那枚反面硬币所在的格；值为十进制整数
table-cg-column = 列
table-cg-column-n = 第 { $column } 列
table-cg-row-n = 第 { $row } 行

## frogs
table-fr-equals = ?（等于 { $values }）
table-fr-none = 无
table-fr-not-in-write-up = （题解中没有）
table-fr-label = 局面 { $strip }
table-fr-drawing = { $strip }（L 面朝右、向右跳，R 面朝左；_ 为空格）
table-fr-why = Left 的后继局面：{ $left }；Right 的：{ $right }。所以它是 { "{" }{ $left_values } | { $right_values }{ "}" }，等于 { $value }：它减去 { $value } 是后手必胜局面（由暴力搜索求得）
table-fr-heading =
    frogs：从 LL_RR 出发能到达的 23 个局面，每个都列出 Left 和 Right 的后继局面（各自后面是它的值），
    按暴力搜索求得的值分组：它等于 0、1、-1、1/2、-1/2、*、^（上）、v（下）中的哪一个
    （G = V 当且仅当 G - V 是后手必胜，由极小极大搜索判定），每组以该值的标准形式开头。
table-fr-formula = 题解给出的 23 个值的表（计数题里的游戏只需列表一次）
table-fr-formats = frogs：局面按输入的写法写出（L、R、_ 共五个）；值为 0 1 -1 1/2 -1/2 * ^ v 之一
table-fr-value = 值应为 0 1 -1 1/2 -1/2 * ^ v 之一
table-fr-group = 值 { $value } = { $form }（{ $count } 个局面）
table-fr-left = Left：{ $options }
table-fr-right = Right：{ $options }

## master-duel
table-md-no-move = 没有棋子能移动：没有后继局面，mex 为 0
table-md-why = 它的后继局面的值为 { $values }（每一步之后的行：{ $rows }）：mex 为 { $mex }
table-md-label = 行 { $row }
table-md-drawing = （它的棋子的台阶，从右往左：{ $steps }）
table-md-heading =
    master-duel：长 20 格、棋子都在最后 { $size } 格中的单行，值由暴力搜索求得（按移动规则，一步能到达的各行的值的 mex），
    并列出每枚棋子的台阶：它右边的空格数（奇数台阶标 *）。
table-md-formula = 阶梯博弈（阶梯 Nim）：同一台阶上的棋子成一块；奇数台阶上各块大小的异或
table-md-formats = master-duel：局面是 20 个字符的一行，`o` 为棋子，`.` 为空格；值为十进制整数
table-md-row = 行
table-md-value = 值
table-md-steps = 棋子的台阶，从右往左（* 为奇数）
table-md-stones = { $count } 枚棋子
table-md-no-stone = 没有棋子
table-md-steps-page = 台阶，从右往左：{ $steps }

## ring-grid-game
table-rg-down = 向下
table-rg-left = 向左到第 { $cell } 格
table-rg-right = 向右到第 { $cell } 格
table-rg-worth = { $option }（值 { $value }）
table-rg-no-move = 无路可走：下面是最后一行或障碍，旁边也没有空闲格：mex 为 0
table-rg-options = 它的后继局面：{ $options }：mex 为 { $mex }
table-rg-label = 行 { $row } 的第 { $cell } 格
table-rg-drawing = （棋子进入标 ^ 的格）
table-rg-heading =
    ring-grid-game：一行 { $size } 格（首尾相连成环），每格为 #（障碍）、-（下面没有格子的空闲格）或一个数字：下面那格的值。
    每个空闲格下面是刚进入它的棋子由暴力搜索求得的值：它的后继局面的值的 mex，
    后继局面是向下（值为下面的值）和沿环横走到没去过的空闲格，对每条路径都做了搜索。
table-rg-formula = 每条横向链从远端起复合映射 x -> mex(下面的值, x)；一格的值是向下与两条链的值的 mex
table-rg-formats = ring-grid-game：局面写作这一行（M 个字符：# 为障碍，- 为下面没有格子的空闲格，0-3 为空闲格下面的值）、一个空格、棋子进入的格的编号（从 1 开始）；值为十进制整数
table-rg-rings = 环（没有障碍）
table-rg-obstacles = { $count } 个障碍
table-rg-row = 行
table-rg-values = 各格的值
table-formats-reminder = （{ $formats }。）

# `cargo table --help` 的全文。
table-help-page =
    用于推出公式的小局面表，每项的值由暴力搜索（穷举）求得；用它检验题解的公式或你自己的猜想

    用法：cargo table 题目 [--size N] [--json] [--html 输出.html] [--check -- 命令 [参数…]]

    参数：
      <PROBLEM>     题目（五道题中的任意一道）
    {"  ["}COMMAND]...  猜想程序的命令和参数（写在 `--` 之后）

    选项：
          --size <N>         表的大小（coloring-game：N×N 的角，默认 8，至多 9；master-duel：棋子都在最后 N 格，默认 6，至多 12；ring-grid-game：一行 N 格，默认 3，至多 5；board-game：至多 N 格的棋盘，默认 8，至多 12；frogs：只有一种大小，即它的 23 个局面）
          --json             输出 JSON 而不是文字
          --html <OUT.html>  另外把表写成一个独立的网页：每项按值着色，附图例和公式，并标出猜想第一次出错的地方
          --check            检验一个猜想：由 `--` 之后的命令回答每一项
          --lang <LANG>      输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help             显示帮助

    猜想（--check）可以是任何语言写的程序。它从标准输入读入每一项的局面，按表的顺序每行一个，直到输入结束；
    再按同样的顺序输出每一项的值，每行一个：
      board-game：局面写作 `行数 列数 图案`，图案的各行用 `/` 连接（`2 3 11/01`）；值为 Alice 或 Bob
      coloring-game：局面写作 `行号 列号`（从 1 开始），即唯一那枚反面硬币所在的格；值为十进制整数
      frogs：局面按输入的写法写出（L、R、_ 共五个）；值为 0 1 -1 1/2 -1/2 * ^ v 之一
      master-duel：局面是 20 个字符的一行，`o` 为棋子，`.` 为空格；值为十进制整数
      ring-grid-game：局面写作这一行（M 个字符：# 为障碍，- 为下面没有格子的空闲格，0-3 为空闲格下面的值）、
        一个空格、棋子进入的格的编号（从 1 开始）；值为十进制整数
    它最多运行 10 秒，使用 1 GiB 内存。

    退出码：0 全部一致，1 猜想不一致（或没有给出答案），2 用法错误，3 题解的公式与暴力搜索的结果不一致（工作区的缺陷）。

    示例：
      cargo table coloring-game
      cargo table master-duel --size 8 --json --lang zh
      cargo table coloring-game --html target/coloring-game-table.html
      cargo table master-duel --check -- python3 my_guess.py
