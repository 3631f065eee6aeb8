# 输入为什么不合法：把数据检查器（src/PROBLEM/validator.rs）的话再说一遍。

vr-cannot-read = 无法读取输入：{ $error }
vr-line = 第 { $line } 行：{ $reason }
vr-tokens = 应为{ $what }（{ $count } 项），实际有 { $found } 项
vr-end = 应为{ $what }，输入却已结束
vr-no-newline = 行末没有换行符（每一行都以 \n 结尾）
vr-blank = 应为{ $what }，却是空行
vr-carriage-return = 有回车符（行末只用 \n）
vr-byte = 字节 { $byte } 不是可打印的 ASCII 字符
vr-spaces = 各项之间只用一个空格分隔，行首行末不能有空格
vr-extra = 输入结束之后还有多余的内容
vr-board-too-large = n·m = { $cells } 超过了 { $limit }
vr-pattern-row = 图案 { $pattern } 的第 { $row } 行有 { $count } 个字符，应为 w = { $width } 个
vr-pattern-zero = 图案 { $pattern } 中没有 `1`（全为 0 的图案不是合法输入）
vr-pattern-cell = 图案中的格子 { $cell } 既不是 0 也不是 1
vr-coin-row = 第 { $game } 局的第 { $row } 行有 { $count } 枚硬币，应为 m = { $width } 枚
vr-coin = 硬币 { $coin } 既不是 H 也不是 T
vr-strips = 数据组 { $set } 到这里已有 { $count } 条带子，超过了 { $limit }
vr-state-twice = 状态 { $state } 在数据组 { $set } 中出现了两次
vr-state = { $state } 不是从 LL_RR 出发能到达的状态
vr-columns-follow = k = { $stones }，后面却有 { $count } 个列号
vr-two-stones = 第 { $column } 列上有两枚棋子
vr-sums = n 之和与 m 之和达到了 { $rows } 和 { $columns }（各自最多 { $limit }）
vr-cell-row = 测试点 { $test } 的第 { $row } 行有 { $count } 个格子，应为 m = { $width } 个
vr-cell = 格子 { $cell } 不是 #、B、. 之一
vr-not-number = { $name } 应为十进制整数，实际是 { $found }
vr-leading-zero = { $name } = { $value } 有前导零
vr-outside = { $name } = { $value }，应在 { $low } 到 { $high } 之间
vw-pattern-size = 图案 { $pattern } 的 { $fields }
vw-pattern-row = 图案 { $pattern } 的第 { $row } 行
vw-game-size = 第 { $game } 局的 { $fields }
vw-game-row = 第 { $game } 局的第 { $row } 行
vw-data-set = 数据组 { $set } 的 { $fields }
vw-state = 数据组 { $set } 的第 { $state } 个状态（{ $fields }）
vw-test-size = 测试点 { $test } 的 { $fields }
vw-test-stones = 测试点 { $test } 的第 { $row } 行（{ $fields }）
vw-test-row = 测试点 { $test } 的第 { $row } 行
vn-count = 数量 a
vn-column = 棋子所在的列 p
