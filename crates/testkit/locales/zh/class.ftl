# cargo class：班级的记录。

class-unreadable = { $file }：{ $reason }
class-not-sqlite = { $file } 不是班级文件（不是 SQLite 数据库）：拒绝使用，文件保持原样
class-other-database = { $file } 是别的程序的 SQLite 数据库，不是班级文件：拒绝使用，文件保持原样
class-newer-schema = { $file } 由更新版本的 cargo class 写成（结构版本 { $schema }；本版本最多认识 { $known }）：拒绝使用，文件保持原样
class-bad-name = 名字为 1 到 { $most } 个字符，不能含控制字符
class-not-kept = 这次尝试没能保存：{ $reason }
class-file-full = 班级文件已达上限（{ $most }），之后的记录无法再保存：请用另一个 --db FILE 开一个新班级（这个文件仍可读取）

## 页面与接口
class-join-title = 加入班级
class-join-intro = 输入你的名字和班级的加入码（老师会给出）。加入之后，在这里做各题的练习题；每一次尝试都会记录下来给老师看。
class-name = 你的名字
class-code = 加入码
class-pin = 口令
class-pin-note = 只在从另一台电脑重新加入时需要：填写发给你的口令。
class-join = 加入
class-joined = 你已经以 { $name } 的名字加入。你的口令是 { $pin }：请记住它，从另一台电脑重新加入时要用。
class-joined-again = 欢迎回来，{ $name }。
class-go = 去做练习题
class-home-title = { $name }：练习题
class-home-intro = 选一道题：从它的第一道练习题开始；你的尝试会记录下来给老师看。
class-teacher-title = 班级
class-teacher-intro = 每个学生的练习题（是否解出、是否一次做对、按顺序列出的错误走法）和对局（结果、失误数）；学生忘了口令时可以换一个新的。每步错误走法和每一局都能在棋盘上打开（那里是你自己的棋局，不做记录）。页面每五秒刷新一次。
class-student = 学生
class-puzzles = 练习题
class-solved = 已解出
class-unsolved = 还没解出
class-first-try = 一次做对
class-wrong = 错误走法：
class-key-needed = 需要老师的密钥：请打开命令输出的老师地址
class-join-first = 请先加入班级（在首页）
class-not-a-method = 这个地址不接受 { $method } 请求
class-too-many-codes = 这个地址一分钟内输错加入码超过 { $count } 次：请等一分钟
class-bad-join = 加入请求应为 JSON，含加入码和名字（重新加入时还要口令）：{ $reason }
class-wrong-code = 这不是本班的加入码
class-name-taken = 这个名字已经有人用了：请填写你的口令，或者问老师
class-wrong-pin = 这个名字的口令不对：请再试一次，或者请老师给你一个新口令
class-too-many-pins = 一分钟内这个名字（或这个地址）输错口令超过 { $count } 次：请等 { $seconds } 秒，或者请老师给你一个新口令
class-full = 班级已满（{ $most } 名学生）
class-no-page = 没有这个页面

## cargo class
class-students-at = 学生：{ $address }
class-code-is = 加入码：{ $code }
class-teacher-at = 老师：{ $address }
class-loopback-only = （只有本机能打开：加 --listen 0.0.0.0:8080 让机房里的电脑都能打开）
class-cannot-listen = 无法在 { $address } 上监听：{ $reason }

class-help-page =
    开一个班：学生用浏览器加入并做练习题；每一次尝试都保存下来给老师看

    用法：cargo class [--listen ADDR:PORT] [--db FILE] [--new-code]
          cargo class [--db FILE] --backup COPY

    选项：
          --listen <ADDR:PORT>  监听的地址和端口（默认：127.0.0.1 和这个班上次用的端口，被占用时换一个空闲端口；0.0.0.0:PORT 让网络上的电脑都能打开）
          --db <FILE>           班级文件，一个 SQLite 数据库（不存在时新建）[默认：class.sqlite]
          --new-code            换一个新的加入码和老师密钥（学生和他们的记录都保留）
          --backup <COPY>       把班级复制到 COPY（一个新文件），服务器正在运行时也可以，然后退出
          --lang <LANG>         输出的语言：en 或 zh（默认看 LC_ALL、LC_MESSAGES 或 LANG，其中指明中文时用中文）
      -h, --help                显示帮助

    示例：
      cargo class                              （只有本机能打开：先试一试）
      cargo class --listen 0.0.0.0:8080        （整个机房：本机的每个地址）
      cargo class --db 7A.sqlite --new-code    （给那个班换新的加入码和密钥）
      cargo class --backup 7A-monday.sqlite    （复制一份班级，正在上课时也可以）
class-games = 对局
class-new-pin = 换口令
class-mistakes = 失误：
class-going-on = 进行中
class-bad-pin-request = 换口令的请求应为写明学生名字的 JSON：{"{"}"name": 名字{"}"}
class-no-student = 班里没有学生 { $name }
class-bad-rename = 给学生改名的请求应为写明学生名字和新名字的 JSON：{"{"}"name": 名字, "to": 新名字{"}"}
class-renamed = { $name } 已改名为 { $to }：口令和记录都保留。
class-rename-taken = { $to } 是另一位学生的名字（比较名字时不计空格，全角字母按半角算）
class-bad-remove-student = 移除学生的请求应为写明学生名字的 JSON：{"{"}"name": 名字{"}"}
class-student-removed = { $name } 已移出班级：其 { $tries } 次尝试仍保存在文件和表格里，这个名字可以给别人用了。
class-removed-name = { $name }（已移除）
class-bad-remove = 收回作业的请求应为写明作业编号的 JSON：{"{"}"id": N{"}"}
class-no-homework = 班里没有编号为 { $id } 的作业
class-homework-removed = 已收回作业：{ $title }。做题记录仍然保留。
class-homework-sets = 已布置的作业
class-remove = 收回

## 作业
class-homework = 作业
class-done = 已完成
class-done-of = 完成 { $done } / { $count }
class-counts-since = 只计 { $at } 之后做的
class-item-puzzle = { $problem }，第 { $number } 道练习题
class-item-position = { $problem }，老师给的局面：下赢它
class-bad-homework = 作业应为 JSON，含标题和各项：{ $reason }
class-bad-title = 标题为 1 到 { $most } 个字符，不能含控制字符
class-bad-items = 作业有 1 到 { $most } 项
class-no-problem-named = 没有题目 { $problem }
class-item-refused = 第 { $place } 项：{ $reason }
class-no-such-puzzle = 第 { $place } 项：{ $problem } 没有第 { $number } 道练习题（只有第 1 到 { $count } 道）
class-input-too-long = 局面最多 { $most } 字节
class-illegal-position = 不是合法的局面：{ $reason }
class-one-test = 局面只能是一个测试点
class-unwinnable = 这个局面先走的一方必败，学生不可能下赢：请给一个先手必胜的局面
class-no-move = 无路可走：先走的一方输，学生不可能下赢：请给一个先手必胜的局面
class-position-wins = 合法的局面，先走的一方必胜：可以布置。
class-bad-check = 检查的内容是 JSON，写明题目和局面：{ $reason }
class-item-kind = 第 { $place } 项：每项是练习题的题号或一个局面，二者选一
class-set-homework = 布置作业
class-hw-counts = 作业只计布置之后做的：之前做对的题要再做一次，局面要再赢一次。
class-hw-title = 标题
class-hw-problem = 题目
class-hw-puzzles = 它的练习题，写题号（1, 3, 10）
class-hw-position = 或者一个要下赢的局面：按题面写法，一个测试点的输入
class-hw-set = 布置
class-hw-editor = 或者在棋盘上点击摆出局面
class-hw-editor-help = 先在上面选好题目，再点击格子（或用方向键移动、按空格）：局面框随之更新，边摆边由该题自己的校验器检查。
class-homework-set = 已布置作业：{ $title }（共 { $count } 项，{ $help ->
    [yes] 允许求助
   *[other] 不允许求助
}）。
class-no-help = 这是不允许求助的作业：这里不能看提示、值或答案
class-no-help-note = 不允许求助
class-hw-help = 允许求助（提示、显示值、练习题的答案）
class-helped = 求助：
class-help-hint = 提示
class-help-answer = 答案
class-help-values = 显示值
class-shown = 看了答案
class-new = 新开了一个班级，保存在 { $file }
class-new-in-empty = 新开了一个班级，保存在 { $file }（这个文件原来就有，但里面没有班级：不带 -wal 文件复制出来的副本里什么也没有；备份班级请用 --backup）
class-opened = { $file } 中的班级：{ $students } 名学生，{ $tries } 次尝试，{ $games } 局对局
class-backed-up = 已把 { $file } 复制到 { $copy }：{ $students } 名学生，{ $tries } 次尝试
class-no-class-file = { $file } 不存在：没有班级可以复制
class-copy-exists = { $file } 已经存在：请为副本换一个新文件名
class-stopped = 班级已停止：全部内容都在 { $file } 里（这一个文件就是整个班级）
class-stopped-log = 班级已停止，但日志未能并入 { $file }：请连同它的 -wal 文件一起复制，或者重新启动后用 --backup
class-back-up = 立即备份班级
class-backup-made = 班级已复制到 { $file }
class-csv-columns = 学生|题目|项目|解出|一次做对|错误走法|失误|求助|最早|最晚
class-csv-puzzle = 第 { $number } 道练习题
class-csv-game = 对局
class-yes = 是
class-no = 否
class-won = 赢
class-lost = 输
class-report-csv = 下载成绩（表格文件，可用电子表格软件打开）
class-summary = 全班各道练习题
class-summary-puzzle = 练习题
class-summary-tried = 做过
class-summary-solved = 解出
class-summary-first = 一次做对
class-summary-shown = 看了答案
class-summary-wrong = 最常见的错误走法
class-summary-item = 作业项目
class-summary-done = 完成
class-wrong-count = { $move }（{ $count } 名学生）
class-sort = 排序：
class-sort-name = 按名字
class-sort-progress = 按进度
class-legend = 标记：★ 一次做对，✓ 已解出，? 解出之前看了答案，· 还没解出，✗ 错误走法（点开在棋盘上看）。
class-show-pin = 口令、名字…
class-rename = 改名
class-rename-to = { $name } 的新名字
class-remove-student = 移除
class-remove-confirm = 把 { $name } 移出班级吗？之后不能再用口令加入；其尝试仍保存在文件和表格里。
class-remove-yes = 确定移除
class-cancel = 取消
class-removed-students = 已移除的学生（记录在表格里）：
class-room-line = 学生打开 { $address }，用加入码 { $code } 加入
class-or = {" "}或{" "}
class-pause = 暂停刷新
class-updated = 更新于 { $time }
class-unreachable = 班级的服务器没有回应：cargo class 还在运行吗？
class-hw-bad-number = “{ $word }”不是练习题的题号，也不是题号范围（比如 1-5）
class-nav = 班级
class-back = ← 班级：你的题目和作业
class-csv-homework-game = 作业 { $title } 的对局
