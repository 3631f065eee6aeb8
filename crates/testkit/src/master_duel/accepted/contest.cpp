// Accepted (master-duel): contest-style C++, written from the statement.
// Rows are independent; a row is staircase Nim. Give each stone the number of
// empty cells to its right (its step); a move takes some stones from step k
// to step k - 1, step 0 being the floor. A row's value is the XOR of the
// number of stones on each odd step; the game's is the XOR over rows.
#include <cstdio>
#include <cstring>

int main() {
    int tests;
    if (scanf("%d", &tests) != 1) return 0;
    while (tests--) {
        int n;
        scanf("%d", &n);
        int total = 0;
        for (int r = 0; r < n; r++) {
            int m;
            scanf("%d", &m);
            bool stone[22];
            memset(stone, 0, sizeof stone);
            for (int k = 0; k < m; k++) {
                int p;
                scanf("%d", &p);
                stone[p] = true;
            }
            int on_step[22];
            memset(on_step, 0, sizeof on_step);
            int empty = 0;
            for (int c = 20; c >= 1; c--) {
                if (stone[c]) on_step[empty]++;
                else empty++;
            }
            int value = 0;
            for (int s = 1; s <= 20; s += 2) value ^= on_step[s];
            total ^= value;
        }
        puts(total ? "YES" : "NO");
    }
    return 0;
}
