# The write-up's formula, as a conjecture: a tails coin on row 1 is worth
# lowbit(column), one in column 1 lowbit(row), any other 2^(row + column - 2).
# Agrees with play on every entry.
import sys


def lowbit(x):
    return x & -x


for line in sys.stdin:
    row, column = map(int, line.split())
    if row == 1:
        print(lowbit(column))
    elif column == 1:
        print(lowbit(row))
    else:
        print(1 << (row + column - 2))
