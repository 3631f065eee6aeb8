# Mistake: values computed from the options, but only numbers and * are
# known: {a | b} is the simplest number between a and b, {0 | 0} is *, and
# anything else is taken for *. Right on every number and on *, wrong where
# an infinitesimal appears: L_LRR is {0 | *}, which is up, not *.
# First disagrees with play at entry 22 (the strip L_LRR).
import sys
from fractions import Fraction
from functools import lru_cache


def moves(strip, frog):
    step = 1 if frog == "L" else -1
    other = "R" if frog == "L" else "L"
    found = []
    for at, cell in enumerate(strip):
        if cell != frog:
            continue
        near, far = at + step, at + 2 * step
        target = None
        if 0 <= near < 5 and strip[near] == "_":
            target = near
        elif 0 <= far < 5 and strip[near] == other and strip[far] == "_":
            target = far
        if target is not None:
            cells = list(strip)
            cells[at], cells[target] = cells[target], cells[at]
            found.append("".join(cells))
    return found


def simplest_between(low, high):
    # The simplest number x with low < x < high (either bound may be None).
    if low is None and high is None:
        return Fraction(0)
    if low is None:
        return Fraction(min(0, int(high) - 1 if high == int(high) else int(high // 1)))
    if high is None:
        return Fraction(max(0, int(low // 1) + 1))
    if low < 0 < high:
        return Fraction(0)
    denominator = 1
    while True:
        first = low * denominator // 1 + 1
        if Fraction(first, denominator) < high:
            candidates = [Fraction(n, denominator) for n in range(int(first), int(high * denominator) + 1)]
            inside = [c for c in candidates if low < c < high]
            if inside:
                return min(inside, key=abs)
        denominator *= 2


@lru_cache(maxsize=None)
def value(strip):
    left = [value(s) for s in moves(strip, "L")]
    right = [value(s) for s in moves(strip, "R")]
    if any(v == "*" for v in left + right):
        return "*"
    low = max(left) if left else None
    high = min(right) if right else None
    if low is not None and high is not None and low >= high:
        return "*"
    return simplest_between(low, high)


def written(v):
    if v == "*":
        return "*"
    return str(v.numerator) if v.denominator == 1 else "%d/%d" % (v.numerator, v.denominator)


for line in sys.stdin:
    print(written(value(line.strip())))
