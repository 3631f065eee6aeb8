# board-game：`cargo explain`、`cargo play` 和棋盘对它的说明。

bg-parts = 整局是一个游戏，不能拆成几部分：局面就是有棋子的格子的集合。题解对所有这样的集合从满棋盘往回逆推打表：轮到的一方必败，当且仅当已经出现了某个图案（是对手这一步让它出现的），或者在每个空格落子后，轮到的对手都必胜
bg-oracle = 穷举暴力（在棋子集合上一步一步搜索整局游戏；棋盘不超过 16 格）
bg-no-cell = 没有格子 { $cell }（行号为 1 到 { $rows }，列号为 1 到 { $columns }）
bg-taken = 格子 { $cell } 已经有棋子了
bg-over = 已经出现了图案：游戏结束了
bg-not-a-move = { $text } 不是一步棋：应写成 行,列，例如 2,3
bg-describe = 在第 { $row } 行第 { $column } 列放一枚棋子
bg-appears = { $words }：图案 { $pattern } 出现了（第 { $top }–{ $bottom } 行，第 { $left }–{ $right } 列），走这一步的一方获胜
bg-legend = （o 为棋子，. 为空格；棋盘上有 { $stones } 枚棋子）
bg-patterns = { $count } 个图案：
bg-pattern = 图案 { $pattern }（{ $height }×{ $width }）：
bg-pattern-large = 图案 { $pattern }（{ $height }×{ $width }，比棋盘大）：
bg-more-patterns = … 另有 { $count } 个图案
bg-patterns-note = { $count ->
    [1] 谁的棋子让这个图案出现在棋盘上任何位置，谁就立即获胜（深色方格必须有棋子，浅色方格有没有都行；图案不能旋转或翻转）。
   *[other] 谁的棋子让这 { $count } 个图案中的某一个出现在棋盘上任何位置，谁就立即获胜（深色方格必须有棋子，浅色方格有没有都行；图案不能旋转或翻转）。
}
bg-caption = 图案 { $pattern }（{ $height }×{ $width }）
bg-caption-never = 图案 { $pattern }（{ $height }×{ $width }）：比棋盘大，永远不会出现
bg-caption-shown = 图案 { $pattern }（{ $height }×{ $width }）：出现在棋盘上第 { $top }–{ $bottom } 行，第 { $left }–{ $right } 列
bg-pattern-needs = 需要有棋子的格子：{ $rows }
bg-pattern-row = 第 { $row } 行的第 { $columns } 列
bg-pattern-row-none = 第 { $row } 行：没有
bg-pattern-run = { $first } 至 { $last }
bg-pictured-more = … 另有 { $count } 个图案（输入中列出了全部图案）。
bg-the-game = 整局游戏
bg-shows = 已经出现了图案（棋盘上有 { $stones } 枚棋子）：游戏结束，轮到的一方已经输了
bg-all-lose = 棋盘上有 { $stones } 枚棋子，{ $empty } 个空格中的每一个都通向对手必胜的局面
bg-some-wins = 棋盘上有 { $stones } 枚棋子，某个空格通向对手必败的局面
bg-rules-brief = 双方轮流在空格上放一枚棋子（两人用同一种颜色）；谁的一步使某个图案出现在棋盘上，谁就立即获胜；轮到时棋盘已满的一方负。
bg-theme-one-stone = 一子成形
bg-theme-one-stone-idea = 只有一个 1 的图案，只要它那枚棋子能放的地方就会出现：找一个此刻就能让图案出现的格子。不是每个格子都行：图案平移后必须落在棋盘之内。
bg-theme-two-stones = 别送出第二子
bg-theme-two-stones-idea = 最小的图案要两枚棋子：放出某个图案的一半，就把胜利送给了对手。所以关键是“安全格”，即不送出任何东西的格子：轮到自己时没有安全格可走的一方必败。一枚棋子可能让别的格子变得不安全：要选走完之后、安全的走法恰好在对手的回合用完的那一步。
bg-theme-larger = 更大的图案
bg-theme-larger-idea = 每个图案都要三枚或更多棋子：威胁要好几步才能形成，随着棋盘变满，安全格的计数也会变化。找一枚让图案再也挡不住的棋子，或让安全格的奇偶对你有利的一步。
