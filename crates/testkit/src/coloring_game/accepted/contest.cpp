// Accepted (coloring-game): contest-style C++, written from the statement.
// Coin turning: the position's SG value is the XOR over tails coins of
// 2^e(i, j), e = lowbit exponent of j+1 on the top row, of i+1 on the left
// column, i+j inside. Reads exactly what the statement promises: rows of
// `H` and `T`, and tests == 'T'.
#include <bitset>
#include <cstdio>

int lowbit_exponent(int x) { return __builtin_ctz(x); }

int main() {
    int games;
    if (scanf("%d", &games) != 1) return 0;
    static char row[128];
    while (games--) {
        int n, m;
        scanf("%d %d", &n, &m);
        std::bitset<256> value;
        for (int i = 0; i < n; i++) {
            scanf("%s", row);
            for (int j = 0; j < m; j++) {
                if (row[j] != 'T') continue;
                int e = i == 0 ? lowbit_exponent(j + 1) : j == 0 ? lowbit_exponent(i + 1) : i + j;
                value.flip(e);
            }
        }
        puts(value.any() ? "-_-" : "=_=");
    }
    return 0;
}
