# Mistake: rings walked right, but a row with an obstacle taken for a line,
# its chains stopping at the row's ends as well as at obstacles. Every ring
# agrees; the first row with an obstacle where a chain should run on past an
# end of the row, round to the other side, does not: in -#- a piece entering
# cell 1 can walk left, round to cell 3.
# First disagrees with play at entry 426 (the row -#-, cell 1).
import sys


def mex(values):
    value = 0
    while value in values:
        value += 1
    return value


def drop(row, cell):
    return None if row[cell] in "-#" else int(row[cell])


def chain(row, entry, step):
    m = len(row)
    ring = "#" not in row
    cells = []
    cell = entry + step
    while True:
        if ring:
            cell %= m
        elif not 0 <= cell < m:
            break
        if cell == entry or row[cell] == "#":
            break
        cells.append(cell)
        cell += step
    going_on = None
    for cell in reversed(cells):
        going_on = mex({drop(row, cell), going_on} - {None})
    return going_on


for line in sys.stdin:
    row, entry = line.split()
    entry = int(entry) - 1
    options = {drop(row, entry), chain(row, entry, 1), chain(row, entry, -1)} - {None}
    print(mex(options))
