// Slow (board-game): correct, but over the time limit on the largest boards.
// The known retrograde search with one byte a state instead of one bit: bit 0
// says a pattern appears in the state, bit 1 that the player to move wins.
// Mark every placement of every pattern, close upwards (a superset of a state
// where a pattern appears shows it too), then solve the states from the full
// board down. 2^(n*m) bytes (128 MiB at 27 cells) and about 2 * 27 * 2^27
// byte steps: several seconds where the limit is one.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, m, patterns;
    if (scanf("%d %d %d", &n, &m, &patterns) != 3) return 0;
    int cells = n * m;
    unsigned long long states = 1ULL << cells;
    vector<unsigned char> state(states, 0);
    for (int k = 0; k < patterns; k++) {
        int h, w;
        scanf("%d %d", &h, &w);
        vector<string> rows(h);
        char buffer[64];
        for (int i = 0; i < h; i++) {
            scanf("%63s", buffer);
            rows[i] = buffer;
        }
        if (h > n || w > m) continue;
        for (int di = 0; di + h <= n; di++)
            for (int dj = 0; dj + w <= m; dj++) {
                unsigned long long placement = 0;
                for (int i = 0; i < h; i++)
                    for (int j = 0; j < w; j++)
                        if (rows[i][j] == '1') placement |= 1ULL << ((di + i) * m + dj + j);
                state[placement] = 1;
            }
    }
    for (int c = 0; c < cells; c++)
        for (unsigned long long s = 0; s < states; s++)
            if ((s >> c & 1) && (state[s ^ (1ULL << c)] & 1)) state[s] |= 1;
    for (unsigned long long s = states; s-- > 0;) {
        if (state[s] & 1) continue;  // the last move showed a pattern: the mover has lost
        for (int c = 0; c < cells; c++)
            if (!(s >> c & 1) && !(state[s | 1ULL << c] & 2)) {
                state[s] |= 2;
                break;
            }
    }
    puts(state[0] & 2 ? "Alice" : "Bob");
    return 0;
}
