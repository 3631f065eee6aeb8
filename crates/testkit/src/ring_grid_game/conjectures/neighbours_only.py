# Mistake: a piece that steps sideways must drop at once, so a cell is worth
# the mex of the values below it and below its two neighbours. It forgets
# that a piece may keep walking: in the ring --0 a piece entering cell 1
# can walk left to cell 3 and on to cell 2, where it must stop (worth 0), so
# at cell 3 it has 0 both ways and is worth 1; walking right, cell 2 then
# cell 3 (worth 1), cell 2 is worth 0. Options 1 and 0: cell 1 is worth 2.
# First disagrees with play at entry 4 (the row --0, cell 1).
import sys


def mex(values):
    value = 0
    while value in values:
        value += 1
    return value


for line in sys.stdin:
    row, entry = line.split()
    entry, m = int(entry) - 1, len(row)
    options = set()
    for cell in {entry, (entry - 1) % m, (entry + 1) % m}:
        if row[cell] not in "-#" and (cell == entry or m > 1):
            options.add(int(row[cell]))
    print(mex(options))
