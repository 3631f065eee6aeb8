# The write-up's way, as a conjecture: from the cell a piece enters it may
# drop down, or walk left or right round the ring until the cell before an
# obstacle or before its entry cell; walking, at each cell it drops or goes
# on. So each chain's value is built from its far end: a cell is worth the
# mex of its drop and the rest of the chain.
# Agrees with play on every entry.
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
    cells = []
    cell = (entry + step) % m
    while cell != entry and row[cell] != "#":
        cells.append(cell)
        cell = (cell + step) % m
    going_on = None
    for cell in reversed(cells):
        going_on = mex({drop(row, cell), going_on} - {None})
    return going_on


for line in sys.stdin:
    row, entry = line.split()
    entry = int(entry) - 1
    options = {drop(row, entry), chain(row, entry, 1), chain(row, entry, -1)} - {None}
    print(mex(options))
