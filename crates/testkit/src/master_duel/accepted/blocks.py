# Accepted (master-duel): Python, written from the statement, reading line by
# line. Staircase Nim by blocks: walk the row from the right, numbering the
# empty cells 1, 2, ... (an imagined empty cell stands left of column 1); the
# block of stones just right of empty cell k has k - 1 empty cells to its
# right, which is its step (step 0 cannot move). A row's value is the XOR of
# the block sizes on odd steps; the first player wins iff the XOR over all
# rows is non-zero.
import sys


def row_value(columns):
    taken = [False] * 21
    for p in columns:
        taken[p] = True
    value = 0
    block = 0
    empties = 0
    for c in range(20, -1, -1):
        if c >= 1 and taken[c]:
            block += 1
            continue
        # Empty cell number `empties` from the right (the imagined one at 0
        # included): the block just right of it has empties - 1 empty cells
        # to its right, which is its step.
        empties += 1
        if (empties - 1) % 2 == 1:
            value ^= block
        block = 0
    return value


def main():
    readline = sys.stdin.readline
    tests = int(readline())
    answers = []
    for _ in range(tests):
        n = int(readline())
        total = 0
        for _ in range(n):
            numbers = list(map(int, readline().split()))
            total ^= row_value(numbers[1:])
        answers.append("YES" if total else "NO")
    sys.stdout.write("\n".join(answers) + "\n")


main()
