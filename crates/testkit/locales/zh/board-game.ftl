# board-game：`cargo explain`、`cargo play` 和棋盘对它的说明。

bg-parts = 整局是一个游戏，不分部分：一个局面就是有石子的格子的集合；按题解对所有这样的集合从满棋盘往回做的逆向表，轮到的一方必败，当且仅当某个图案已经出现（是对手的一步让它出现的），或者每个空格都通向轮到的一方必胜的集合
bg-oracle = 穷举暴力（在石子集合上一步一步搜索整局游戏；棋盘不超过 16 格）
bg-no-cell = 没有格子 { $cell }（行号为 1 到 { $rows }，列号为 1 到 { $columns }）
bg-taken = 格子 { $cell } 已经有石子了
bg-over = 已经出现了图案：游戏结束了
bg-not-a-move = { $text } 不是一步棋：应写成 行,列，例如 2,3
bg-describe = 在第 { $row } 行第 { $column } 列放一颗石子
bg-appears = { $words }：图案 { $pattern } 出现了（第 { $top }–{ $bottom } 行，第 { $left }–{ $right } 列），走这一步的一方获胜
bg-legend = （o 为石子，. 为空格；棋盘上有 { $stones } 颗石子）
bg-patterns = { $count } 个图案：
bg-pattern = 图案 { $pattern }（{ $height }×{ $width }）：
bg-pattern-large = 图案 { $pattern }（{ $height }×{ $width }，比棋盘大）：
bg-more-patterns = … 另有 { $count } 个图案
bg-patterns-note = { $count ->
    [one] 谁的石子让这个图案出现在棋盘上任何位置，谁就立即获胜（深色方格必须有石子，浅色方格有没有都行；图案不能旋转或翻转）。
   *[other] 谁的石子让这 { $count } 个图案中的某一个出现在棋盘上任何位置，谁就立即获胜（深色方格必须有石子，浅色方格有没有都行；图案不能旋转或翻转）。
}
bg-caption = 图案 { $pattern }（{ $height }×{ $width }）
bg-caption-never = 图案 { $pattern }（{ $height }×{ $width }）：比棋盘大，永远不会出现
bg-caption-shown = 图案 { $pattern }（{ $height }×{ $width }）：出现在棋盘上第 { $top }–{ $bottom } 行，第 { $left }–{ $right } 列
bg-pictured-more = … 另有 { $count } 个图案（输入中列出了全部图案）。
bg-the-game = 整局游戏
bg-shows = 已经出现了图案（棋盘上有 { $stones } 颗石子）：游戏结束，轮到的一方已经输了
bg-all-lose = 棋盘上有 { $stones } 颗石子，{ $empty } 个空格中的每一个都通向对手必胜的局面
bg-some-wins = 棋盘上有 { $stones } 颗石子，某个空格通向对手必败的局面
