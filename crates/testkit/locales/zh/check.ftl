# `cargo judge`、`cargo stress`、`cargo data` 与 `cargo problem-package` 说的话：
# 评测结果、未通过的报告、缩小输入、模糊测试的发现。

# 评测结果（`Verdict` 的文字；AC、WA 等简写照旧）。
verdict-accepted = 通过
verdict-wrong-answer = 答案错误
verdict-runtime-error = 运行错误（{ $why }）
verdict-time-limit = 超出时间限制
verdict-memory-limit = 超出内存限制
verdict-output-limit = 输出超限
# 报告的各部分（`verdict::preview` 等）。
preview-more-lines = …（另有 { $lines } 行，共 { $bytes } 字节）
preview-tests-before = …（第 { $from } 到 { $to } 行：它前面的测试点）
preview-test-span = （测试点 { $test }（共 { $tests } 个），第 { $from } 到 { $to } 行：）
preview-more-of-test = …（这个测试点还有 { $lines } 行）
preview-more-after = …（后面另有 { $lines } 行，共 { $bytes } 字节）
preview-empty = （空）
difference-none = 没有不同
difference-end = 输出结束
difference-line = 输出第 { $line } 行：应为 { $expected }，实为 { $got }
over-time-stopped = 运行 { $ms } 毫秒后仍未结束，被停止（时限 { $limit } 毫秒，另加余量）
over-time-ran = 运行了 { $ms } 毫秒，超出时限 { $limit } 毫秒 { $over } 毫秒
peak-memory = 内存峰值 { $mib } MiB
output-stopped = { $ms } 毫秒内输出超过 { $mib } MiB：在那里停止
output-stopped-kept = { $ms } 毫秒内输出超过 { $mib } MiB：在那里停止（failure.got 只保留前 { $kib } KiB）
# 缩小输入（`ShrinkEnd::describe`）。
shrink-minimal = 再小的变体都不会同样出错
shrink-runs = 已停止：用完了 { $runs } 次运行的预算
shrink-time = 已停止：用完了 { $secs } 秒的预算
# 模糊测试的发现（`check::unclean`、`check::fuzz`）。
fuzz-hang = { $ms } 毫秒内没有回答（死循环？）
fuzz-memory = 因内存超限被终止
fuzz-output = 输出 { $mib } MiB 后被停止
fuzz-stderr-on-success = 退出码 0，却往标准错误写了：{ $stderr }
fuzz-exit-one-lines = 退出码 1 时标准错误必须恰好是一行 `error: `，实为 { $stderr }
fuzz-exit-one-stdout = 退出码 1 之前往标准输出写了东西
fuzz-exit-code = 退出码 { $code }（只允许 0 和 1）：{ $stderr }
fuzz-peak = 内存峰值 { $kib } KiB
fuzz-rejected-legal = 拒绝了一个合法的输入
fuzz-wrong-legal = 合法的输入答错了（{ $verdict }）：第 { $line } 行：应为 { $expected }，实为 { $got }
fuzz-legal-verdict = 合法的输入：{ $verdict }
fuzz-no-inputs = { $problem }：评测数据里没有可以变异的输入
generator-illegal = { $problem } 的生成器生成了不合法的输入（种子 { $seed }）：{ $reason }
# 未通过之后，为什么标准答案是对的（`drivers::explain_failure`）。
failure-no-answer = --- 没有可以和标准答案对照的回答（{ $what }）；标准答案为什么对：{ $command }
failure-no-output = { $verdict }，没有输出
failure-runtime-error = 运行错误
failure-page = 同样的内容，写成了网页：{ $page }
failure-page-not-written = 网页没有写成：{ $message }
failure-why = --- 标准答案为什么对（{ $command }）
failure-not-explained = --- 无法说明（{ $command }）：{ $why }
failure-bug = --- { $command } 与标准答案不一致（这是工作区的错误）：
failure-more-lines = … 另有 { $lines } 行：上面的命令会全部打印，下面的网页也都有
# 多个测试点中出错的一个，单独运行（`check::passes_alone`）。
alone-passes = --- 单独运行测试点 { $test }（输入 { $path }）：你的程序答对了，所以它答错的原因在前面的测试点：找找从一个测试点留到下一个的状态（没有清零的计数器、数组或映射，没有复位的标记）
# 工具运行程序时（`runner`）。
interrupted = 已中断：被测的程序都已停止
build-cannot-run-cargo = 无法运行 cargo：{ $reason }
build-failed = cargo build --release 失败

# cargo judge。
judge-usage = 用法：cargo judge [题目…] | cargo judge 题目 -- 命令 [参数…]（见 --help）
judge-nothing-after = `--` 后面什么也没有：请给出要评测的程序，例如 `cargo judge master-duel -- ./a.out`
judge-one-problem = 用 `-- 命令` 时只能指定一道题，例如 `cargo judge master-duel -- ./a.out`
judge-not-in-testkit = { $problem }：不在测试工具里
judge-head-problem = 题目
judge-head-cases = 数据
judge-head-passed = 通过
judge-head-slowest = 最慢
judge-head-limit = 时限
judge-head-peak = 内存峰值
judge-head-source = 程序
judge-workspace-time = 工作区的标程刚刚在这台机器上跑这个数据：{ $ms } 毫秒（{ $verdict }）
judge-fail = 未通过 { $problem }/{ $case }：{ $verdict }
judge-fail-time = 未通过 { $problem }/{ $case }：{ $verdict }：{ $how }
judge-input = {"  "}输入（{ $bytes } 字节）：
judge-stderr = {"  "}标准错误：
judge-shrunk = {"  "}输入：{ $path }（{ $size }），像 cargo stress 那样缩小到同样出错的 { $small }（{ $secs } 秒，{ $steps } 步，运行 { $runs } 次；{ $end }），在 { $file }：
judge-skip = 跳过 { $problem }：超时 { $stops } 次后，另有 { $more } 个数据没有运行（加 --keep-going 会运行它们）
judge-some-failed = cargo judge：有数据未通过
judge-all-passed = cargo judge：全部数据通过
judge-help-page =
    在验证过的评测数据上评测工作区的标程，或者任何程序

    用法：cargo judge [题目…]
          cargo judge 题目 [--time-limit 毫秒] -- 命令 [参数…]

    参数：
    {"  ["}PROBLEM]...  要评测的题目（不写则评测全部）
    {"  ["}COMMAND]...  代替工作区标程来评测的程序，及其参数

    选项：
          --time-limit <MS>  时限（毫秒），代替题目自己的时限
          --keep-going       超时之后也运行每一个数据（默认一道题第二次超时后跳过它剩下的数据）
          --lang <LANG>      输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help             显示帮助

    示例：
      cargo judge --lang zh
      cargo judge master-duel -- ./a.out
      cargo judge frogs -- python3 frogs.py

# cargo stress。
stress-usage = 用法：cargo stress 题目 [--cases N] [--seed S] [--size small|edge|max] [--time-limit 毫秒] [--save 名字] -- 命令 [参数…]（见 --help）
stress-found = cargo stress { $problem }：第 { $index } 个输入（共 { $cases } 个，种子 { $seed }）未通过：{ $verdict }
stress-shrinking = 正在缩小这个 { $size } 的输入（最多运行 { $runs } 次或 { $secs } 秒）…
stress-shrunk = 从 { $from } 缩小到 { $to }，用时 { $secs } 秒（{ $steps } 步，运行 { $runs } 次；{ $end }）；它仍然未通过：{ $verdict }
stress-input = --- 输入（{ $path }）
stress-expected = --- 标准答案（{ $path }）
stress-got = --- 程序的输出（{ $path }）
stress-stderr = --- 标准错误
stress-all-agree = cargo stress { $problem }：全部 { $cases } 个输入（`--size { $size }`，种子 { $seed }{ $count }）都与{ $judge }一致；{ $program }，用时 { $secs } 秒
stress-by-oracle = 暴力搜索
stress-by-solution = 工作区的标程（这么大的输入，暴力搜索算不了）
stress-default-count = ，这是这个规模下默认的个数；要更多用 --cases N
stress-save-fuzz = --save 保存的是对拍找到的未通过的输入，不能和 --fuzz 一起用
stress-save-name = --save { $name }：数据名只能用字母、数字、“.”、“_”和“-”，而且 big-* 留给生成的数据
stress-save-exists = --save：{ $path } 已经存在
stress-no-command = 缺少 `-- 命令`：要检查的程序，例如 `cargo stress { $problem } -- ./a.out`
stress-save-illegal = --save：没有保存，这个输入不合法：{ $reason }
stress-saved = 已保存为 { $path }：用 `cargo insta review`（或 `INSTA_UPDATE=always cargo test -p testkit --test suite judge_data::`）接受它的快照，再把两者一起提交
fuzz-clean = cargo stress { $problem } --fuzz：{ $cases } 个变异的输入（种子 { $seed }）都被 { $program } 妥善处理，用时 { $secs } 秒；其中 { $legal } 个合法，{ $compared } 个的回答与检查器完全一致
fuzz-failed = cargo stress { $problem } --fuzz：第 { $index } 个输入（种子 { $seed }，由 { $base } 变异而来）：{ $why }
stress-help-page =
    用精确的暴力搜索对拍任何程序，并把第一个未通过的输入缩到最小

    用法：cargo stress 题目 [选项] -- 命令 [参数…]
          cargo stress 题目 --fuzz [--cases N] [-- 命令 [参数…]]

    参数：
      <PROBLEM>     题目（crates/ 下的一个目录）
    {"  ["}COMMAND]...  要检查的程序，及其参数

    选项：
          --cases <CASES>    输入的个数 [默认：1000；`--size max` 时为 20]
          --seed <SEED>      这次运行的种子：同样的种子给出同样的输入 [默认：1]
          --size <SIZE>      生成输入的规模：`small`（暴力搜索算得了）、`edge`（边界情况）或 `max`（最大的合法输入）[默认：`small`]
          --time-limit <MS>  时限（毫秒），代替题目自己的时限
          --save <NAME>      另外把缩到最小的未通过的输入加到 judge-data/PROBLEM/NAME.in 和 .out
          --fuzz             变异评测数据的输入，检查程序是否妥善地拒绝坏的输入
          --lang <LANG>      输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help             显示帮助

    示例：
      cargo stress master-duel --lang zh -- ./a.out
      cargo stress frogs --cases 5000 --seed 7 -- python3 frogs.py
      cargo stress ring-grid-game --fuzz --cases 100000

# cargo data。
data-illegal = 不是合法的 { $problem } 输入：{ $reason }
data-legal = 合法的 { $problem } 输入
data-help-page =
    生成输入，并用测试工具的暴力搜索回答它们

    用法：cargo data [选项] <命令>

    命令：
      `gen`       打印一个生成的输入
      `answer`    打印暴力搜索（或较慢的参考程序）对标准输入里合法输入的回答
      `validate`  用题目的严格校验器检查标准输入里的输入（合法时退出码 0，否则 1）
      `help`      打印这段帮助，或某个子命令的帮助

    选项：
          --lang <LANG>  输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help         显示帮助

    示例：
      `cargo data gen master-duel small 7 --lang zh`
      `cargo data validate frogs` < judge-data/frogs/sample-1.in
data-gen-help-page =
    打印一个生成的输入

    用法：`cargo data gen` [选项] <题目> <规模> <种子>

    参数：
      <PROBLEM>  题目（crates/ 下的一个目录）
      <SIZE>     规模：`small`（暴力搜索算得了）、`edge`（边界情况）或 `max`（最大的合法输入）
      <SEED>     种子：同样的种子给出同样的输入

    选项：
          --lang <LANG>  输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help         显示帮助
data-answer-help-page =
    打印暴力搜索（或较慢的参考程序）对标准输入里合法输入的回答

    用法：`cargo data answer` [选项] <题目>

    参数：
      <PROBLEM>  题目（crates/ 下的一个目录）

    选项：
          --lang <LANG>  输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help         显示帮助
data-validate-help-page =
    用题目的严格校验器检查标准输入里的输入（合法时退出码 0，否则 1）

    用法：`cargo data validate` [选项] <题目>

    参数：
      <PROBLEM>  题目（crates/ 下的一个目录）

    选项：
          --lang <LANG>  输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help         显示帮助

# cargo problem-package。
package-written = { $folder }（{ $files } 个文件：{ $secret } 个秘密数据，{ $submissions } 个提交）和 { $zip }
package-tex = TeX 设置
package-tex-folder = { $folder }（problem2pdf 的 TEXINPUTS）
package-missing = --statements 要用 problemtools 渲染题面，它需要的这些东西这里没有：{ $missing }
package-help-page =
    写出 Kattis 与 DOMjudge 能导入的题目包（Kattis / ICPC 格式，2023-07-draft）

    用法：cargo problem-package [题目…] [--out 目录] [--statements [--pdf-language zh]]

    参数：
    {"  ["}PROBLEMS]...  要打包的题目（默认：全部）

    选项：
          --out <DIR>            写到哪里（默认：target/problem-packages）
          --statements           另外把 problemtools 渲染的题面放进每个包：根目录的 problem.pdf（DOMjudge 从那里读题面）和两种语言的 statement/problem.LANG.pdf；需要 problemtools 和 docs/hosting.md 里的 TeX 设置，缺什么会说出来
          --pdf-language <LANG>  根目录 problem.pdf 的语言 [默认：en] [可选：en、zh]
          --lang <LANG>          输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help                 显示帮助

    示例：
      cargo problem-package --lang zh
      cargo problem-package master-duel --out /tmp/packages
      cargo problem-package --statements --pdf-language zh
