# Mistake: the edge rule everywhere, lowbit(row + column - 1): right on the
# whole first row and column, and wrong inside, where the options reach
# every value below 2^(row + column - 2).
# First disagrees with play at entry 10 (row 2, column 2).
import sys

for line in sys.stdin:
    row, column = map(int, line.split())
    x = row + column - 1
    print(x & -x)
