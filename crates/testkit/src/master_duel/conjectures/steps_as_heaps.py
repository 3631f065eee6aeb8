# Mistake: each stone a Nim heap as large as its step (the empty cells to its
# right), as if a stone could move any distance. Right for a stone on step 0
# or 1; a lone stone on step 2 is worth 0 by play (its one move leads to
# step 1, worth 1), not 2.
# First disagrees with play at entry 4 (the row .................o..).
import sys

for line in sys.stdin:
    row = line.strip()
    value, empty = 0, 0
    for cell in reversed(row):
        if cell == "o":
            value ^= empty
        else:
            empty += 1
    print(value)
