// Slow (master-duel): correct, but exhaustive. No staircase Nim: a row's
// Grundy value is found by playing its moves, memoised over the 2^20 sets of
// occupied cells (bit c - 1 for column c), and the memo is cleared for every
// test, as contest code often does. A test of 1000 random rows visits most
// of the 2^20 sets, each with up to 20 moves; 100 such tests are far over the
// time limit.
#include <cstdio>
#include <cstring>

const int WIDTH = 20;
static signed char grundy[1 << WIDTH];  // -1: not known yet

// Moves only push stones right, so the recursion is at most 190 moves deep.
int row_value(int mask) {
    if (grundy[mask] >= 0) return grundy[mask];
    bool seen[WIDTH + 2] = {false};
    for (int c = 0; c < WIDTH; c++) {
        if (!(mask >> c & 1)) continue;
        int target = c + 1;
        while (target < WIDTH && (mask >> target & 1)) target++;
        if (target == WIDTH) continue;
        seen[row_value((mask & ~(1 << c)) | (1 << target))] = true;
    }
    int value = 0;
    while (seen[value]) value++;
    return grundy[mask] = value;
}

int main() {
    int tests;
    if (scanf("%d", &tests) != 1) return 0;
    while (tests--) {
        memset(grundy, -1, sizeof grundy);
        int rows;
        scanf("%d", &rows);
        int total = 0;
        for (int r = 0; r < rows; r++) {
            int stones, mask = 0;
            scanf("%d", &stones);
            for (int k = 0; k < stones; k++) {
                int p;
                scanf("%d", &p);
                mask |= 1 << (p - 1);
            }
            total ^= row_value(mask);
        }
        puts(total ? "YES" : "NO");
    }
    return 0;
}
