# 各个学习工具共用的话：用法错误、程序缺陷报告、程序如何结束。

error = 错误：{ $message }
bug = 错误：工作区有缺陷（请连同{ $with }一起报告）：{ $report }
no-problem = 没有名为 { $name } 的题目（现有：{ $names }）
whole-from = 应为不小于 { $min } 的整数
whole-range = 应为 { $min } 到 { $max } 之间的整数
exit-code = 退出码 { $code }
killed-by = 被信号 { $signal } 终止
# clap 的错误，用工具自己的话说（`cli::arguments_in`）。
clap-invalid-value = 参数 { $arg } 的值 { $value } 无效：{ $reason }
clap-unknown = 无法识别的参数 { $arg }
clap-missing = 缺少必需的参数：{ $arg }
clap-help-tip = 更多说明请用 --help
cannot-run = 无法运行 { $program }：{ $reason }
os-not-found = 没有这个文件或目录
os-permission-denied = 权限不足（你无法执行它）
# 由代码拼成的列表中各项之间的分隔符。
list-separator = 、
# 为什么没有算出步数（`remoteness::too_large_words`）。
lengths-too-large = { $moves ->
    [yes] 这局棋的 { $positions } 个局面之间走法太多，来不及全部求解
   *[no] 这局棋有{ $at_least ->
        [yes] 超过 { $positions }
       *[no] { $positions }
    } 个局面，步数只对不超过 { $most } 个局面的棋局求解
}
lengths-not-solved = 这个局面不在已求解的棋局里
