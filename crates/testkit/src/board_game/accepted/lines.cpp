// Accepted (board-game): C++ reading the input line by line with getline,
// written from the statement. A state s (the set of occupied cells) is an end
// state iff it contains a placement of a pattern: a sum-over-subsets pass
// (end[s] |= end[s minus c], cell by cell) over a bit table. The game is then
// solved state by state from the full board down, in the same table: the
// moves on the six low cells are read bit by bit from the current word, those
// on the high cells a whole word (64 states) at a time.
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n, m, t;
    istringstream(line) >> n >> m >> t;
    int cells = n * m;
    size_t states = size_t(1) << cells;
    size_t words = (states + 63) / 64;
    vector<uint64_t> end_bits(words, 0);
    for (int k = 0; k < t; k++) {
        getline(cin, line);
        int h, w;
        istringstream(line) >> h >> w;
        vector<string> pattern(h);
        for (auto& text : pattern) getline(cin, text);
        if (h > n || w > m) continue;
        for (int di = 0; di <= n - h; di++)
            for (int dj = 0; dj <= m - w; dj++) {
                size_t placement = 0;
                for (int i = 0; i < h; i++)
                    for (int j = 0; j < w; j++)
                        if (pattern[i][j] == '1') placement |= size_t(1) << ((di + i) * m + dj + j);
                end_bits[placement / 64] |= uint64_t(1) << (placement % 64);
            }
    }
    for (int c = 0; c < cells; c++) {
        if (c >= 6) {
            size_t stride = size_t(1) << (c - 6);
            for (size_t w = 0; w < words; w++)
                if (w & stride) end_bits[w] |= end_bits[w ^ stride];
            continue;
        }
        // Inside a word: bit b without c lands on bit b + 2^c.
        uint64_t without_c = 0;
        for (int b = 0; b < 64; b++)
            if (!(b >> c & 1)) without_c |= uint64_t(1) << b;
        for (size_t w = 0; w < words; w++) end_bits[w] |= (end_bits[w] & without_c) << (1 << c);
    }
    // above[b]: the in-word states one low stone above state b.
    int low = cells < 6 ? cells : 6;
    uint64_t above[64];
    for (int b = 0; b < 64; b++) {
        above[b] = 0;
        for (int c = 0; c < low; c++)
            if (!(b >> c & 1)) above[b] |= uint64_t(1) << (b | 1 << c);
    }
    // Solved from the full board down, end_bits[w] is overwritten with the
    // states a move may go to and win: end states, and states lost for the
    // player to move there. One table, one load for each move out of a word.
    for (size_t w = words; w-- > 0;) {
        uint64_t outside = 0;
        for (int c = 6; c < cells; c++) {
            size_t stride = size_t(1) << (c - 6);
            if (!(w & stride)) outside |= end_bits[w | stride];
        }
        // A state wins by a move outside the word, or by one inside it, to
        // an end state or to a lost state (decided first: it is higher).
        uint64_t ends = end_bits[w], wins = outside & ~ends;
        for (uint64_t rest = ~ends & ~outside; rest != 0;) {
            int b = 63 - __builtin_clzll(rest);
            rest ^= uint64_t(1) << b;
            if ((ends | ~wins) & above[b]) wins |= uint64_t(1) << b;
        }
        end_bits[w] = ends | ~wins;
    }
    // The empty board is no end state (every pattern holds a 1).
    cout << ((end_bits[0] & 1) ? "Bob" : "Alice") << "\n";
    return 0;
}
