# Mistake: staircase Nim on the wrong steps, the even ones (step 0, a stone
# with no empty cell to its right, counted as a heap). The row with one stone
# on column 20 cannot move at all, yet this calls it worth 1.
# First disagrees with play at entry 2 (the row ...................o).
import sys

for line in sys.stdin:
    row = line.strip()
    value, empty = 0, 0
    on_step = {}
    for cell in reversed(row):
        if cell == "o":
            on_step[empty] = on_step.get(empty, 0) + 1
        else:
            empty += 1
    for step, stones in on_step.items():
        if step % 2 == 0:
            value ^= stones
    print(value)
