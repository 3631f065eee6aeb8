# Mistake: judging a strip by who can move in it now — both: *, only Left: 1,
# only Right: -1, neither: 0. It ignores where the moves lead: LRLR_ lets
# Left move, but only to LR_RL, which is worth -1/2, so LRLR_ is 0.
# First disagrees with play at entry 2 (the strip LRLR_).
import sys


def can_move(strip, frog, step):
    other = "R" if frog == "L" else "L"
    for at, cell in enumerate(strip):
        if cell != frog:
            continue
        near, far = at + step, at + 2 * step
        if 0 <= near < 5 and strip[near] == "_":
            return True
        if 0 <= far < 5 and strip[near] == other and strip[far] == "_":
            return True
    return False


for line in sys.stdin:
    strip = line.strip()
    left, right = can_move(strip, "L", 1), can_move(strip, "R", -1)
    print({(True, True): "*", (True, False): "1", (False, True): "-1", (False, False): "0"}[(left, right)])
