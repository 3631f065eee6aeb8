# Accepted (coloring-game): Python, written from the statement, with another
# reading of the same theorem: each tails coin is worth a power of two (the
# lowest set bit of its 1-based column on the top row, of its 1-based row on
# the left column, 2^(i+j) inside, 0-based), XORed as one big integer.
import sys


def main():
    lines = sys.stdin.read().split("\n")
    games = int(lines[0])
    at = 1
    out = []
    for _ in range(games):
        n, m = map(int, lines[at].split())
        at += 1
        value = 0
        for i in range(n):
            row = lines[at]
            at += 1
            for j, coin in enumerate(row):
                if coin != "T":
                    continue
                if i == 0:
                    worth = (j + 1) & -(j + 1)
                elif j == 0:
                    worth = (i + 1) & -(i + 1)
                else:
                    worth = 1 << (i + j)
                value ^= worth
        out.append("-_-" if value else "=_=")
    print("\n".join(out))


main()
