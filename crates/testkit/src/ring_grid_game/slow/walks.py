# Slow (ring-grid-game): correct, but quadratic in the width. Pieces are
# independent: XOR the Grundy values of the pieces' cells. Rows are solved
# from the bottom up. A piece that has just entered a cell (from above, or
# starting there) may drop, or step left or right; once it has stepped
# sideways it can only keep that direction or drop, and it stops before an
# obstacle or before the cell it entered the row by. Each entry walks its two
# chains to their ends and back: O(m) a cell, O(n * m^2) a grid.
import sys

NONE = 4  # the value of a move that does not exist


def mex(*values):
    value = 0
    while value in values:
        value += 1
    return value


def chain(row, below, entry, direction):
    """The value of a piece that entered `row` at `entry` and has just
    stepped once in `direction`, or NONE if that step is impossible."""
    m = len(row)
    cells = []
    position = entry
    for _ in range(m - 1):
        position = (position + direction) % m
        if row[position] == "#":
            break
        cells.append(position)
    value = NONE
    for position in reversed(cells):
        value = mex(below[position], value)
    return value


def grid_value(rows):
    n, m = len(rows), len(rows[0])
    below = [NONE] * m
    total = 0
    for r in range(n - 1, -1, -1):
        row = rows[r]
        here = [NONE] * m
        for c in range(m):
            if row[c] == "#":
                continue
            here[c] = mex(below[c], chain(row, below, c, -1), chain(row, below, c, 1))
            if row[c] == "B":
                total ^= here[c]
        below = here
    return total


def main():
    data = sys.stdin.read().split()
    tests = int(data[0])
    position = 1
    answers = []
    for _ in range(tests):
        n, m = int(data[position]), int(data[position + 1])
        rows = data[position + 2:position + 2 + n]
        position += 2 + n
        answers.append("A" if grid_value(rows) else "B")
    sys.stdout.write("\n".join(answers) + "\n")


main()
