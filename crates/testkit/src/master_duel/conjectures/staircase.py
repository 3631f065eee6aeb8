# The write-up's formula, as a conjecture: staircase Nim. A stone's step is
# the number of empty cells to its right; the row is worth the XOR of the
# numbers of stones on each odd step.
# Agrees with play on every entry.
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
        if step % 2 == 1:
            value ^= stones
    print(value)
