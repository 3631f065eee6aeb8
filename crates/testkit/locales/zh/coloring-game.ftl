# coloring-game：`cargo explain`、`cargo play` 和棋盘对它的说明。

cg-parts = 每枚反面硬币是一个部分：由翻硬币游戏的定理，一个局面的值是其中每枚反面硬币单独存在时的值的异或；由题解，单独一枚硬币的值在第 1 行是 lowbit(列号)，在第 1 列是 lowbit(行号)，其余位置是 2^(行号 + 列号 − 2)（从 1 开始编号）
cg-oracle = 穷举暴力（按移动规则搜索不超过 12 枚硬币的棋盘的每个局面：既算每枚硬币单独的值，也算整个局面）
cg-loss-argument = 每一种都翻转以某枚反面硬币 c 为右下角、在 c 左上方的一个连通集合：集合中其余硬币的值合起来等于 c 单独存在时的某个后继局面的值，而它与 c 的值不同（值是后继局面的值的 mex），所以这一步改变了总和，使它不再是 0，各部分由此给出必胜的应对。
cg-why-row = 第 1 行：lowbit({ $column }) = { $worth }
cg-why-column = 第 1 列：lowbit({ $row }) = { $worth }
cg-why-inside = 2^({ $row } + { $column } − 2) = { $worth }
cg-no-coin = 没有硬币 { $coin }（行号为 1 到 { $rows }，列号为 1 到 { $columns }）
cg-twice = 同一枚硬币写了两次
cg-empty = 一步至少要翻一枚硬币
cg-no-corner = 集合中没有一枚硬币使其余硬币都在它的左上方
cg-corner-heads = 硬币 { $coin } 是正面：集合右下角的硬币必须是反面
cg-not-connected = 翻转的硬币不是四连通的
cg-not-a-move = { $text } 不是一步棋：应把要翻的硬币写成 行,列，用 + 连接，例如 1,2+1,3+2,3
cg-describe-one = 把硬币 { $coin } 翻成正面
cg-describe-set = 把硬币 { $coin } 翻成正面，并翻转 { $others }
cg-legend = （T 为反面，H 为正面）
cg-coin = 硬币 { $coin }
cg-legend-tails = 反面朝上的硬币
cg-legend-heads = 正面朝上的硬币
cg-notes-legend = 反面硬币上的数字是它单独存在时的值：在第 1 行或第 1 列，是能整除其列号或行号的最大的 2 的幂（lowbit），其余位置是 2^(行号 + 列号 − 2)。一个局面的值是其中反面硬币的值的异或（正面硬币不计），不为 0 时轮到的一方必胜。
cg-note-title = 单独一枚反面硬币 { $coin }：{ $why }
cg-rules-brief = 每步翻转一组四连通的硬币，这组硬币的右下角必须是一枚反面朝上的硬币（其余每枚都在它所在的行或更上方、所在的列或更左方）。无棋可走的一方负。
cg-theme-line = 一行或一列
cg-theme-line-idea = 只有一行（或一列）的棋盘上，一步翻转以一枚反面硬币结尾的一段连续硬币。从角数起第 k 枚硬币（角上的是第 1 枚）若是反面，值为整除 k 的最大的 2 的幂（1、2、1、4、1、2、1、8……）；把各反面硬币的值异或起来，走完留下 0。
cg-theme-edge = 第一行与第一列
cg-theme-edge-idea = 反面硬币只在第一行和第一列：每枚的值与只有一行时相同，是整除它的列号（第一行）或行号（第一列）的最大的 2 的幂。两条边的值异或相加；沿任一条边翻一段都可能让总和变成 0。
cg-theme-inside = 不在边上
cg-theme-inside-idea = 反面硬币都不在第一行和第一列：第 r 行第 c 列的硬币值为 2^(r + c − 2)，所以总和的最高位来自最远的、有奇数枚反面硬币的那条斜线（r + c 相同）。把其中一枚翻成正面，再带上它左上方若干硬币，让异或变成 0。
cg-theme-edge-and-inside = 边上与里面综合
cg-theme-edge-and-inside-idea = 边上和里面都有反面硬币：分别估值（边上是整除列号或行号的最大的 2 的幂，里面是 2^(r + c − 2)），异或相加，再找一个以某枚反面硬币为右下角、翻转后让总和变成 0 的集合。
