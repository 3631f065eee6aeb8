// Accepted (board-game): contest-style C++, written from the statement.
// A state is the set of occupied cells, a mask of n*m <= 27 bits. end[s]:
// some pattern appears in s (mark every placement of every pattern, then
// close upwards cell by cell). win[s], for the player to move: false when
// end[s], else true iff some empty cell c makes end[s|c] or leaves
// !win[s|c]. Both tables are bits, 64 states a word; words are solved from
// the full board down, the states inside a word by popcount layers. Reads
// exactly what the statement promises.
#include <cstdint>
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int n, m, t;
    if (scanf("%d %d %d", &n, &m, &t) != 3) return 0;
    int cells = n * m;
    uint32_t states = 1u << cells;
    vector<uint64_t> end_(states / 64 + 1, 0), win(states / 64 + 1, 0);
    auto get = [](const vector<uint64_t>& bits, uint32_t s) { return bits[s >> 6] >> (s & 63) & 1; };
    static char row[32];
    for (int k = 0; k < t; k++) {
        int h, w;
        scanf("%d %d", &h, &w);
        vector<uint32_t> ones;  // (i, j) of each '1', as i * 32 + j
        for (int i = 0; i < h; i++) {
            scanf("%s", row);
            for (int j = 0; j < w; j++)
                if (row[j] == '1') ones.push_back(i * 32 + j);
        }
        if (h > n || w > m) continue;
        for (int di = 0; di + h <= n; di++)
            for (int dj = 0; dj + w <= m; dj++) {
                uint32_t placement = 0;
                for (uint32_t one : ones) placement |= 1u << ((di + one / 32) * m + dj + one % 32);
                end_[placement >> 6] |= 1ull << (placement & 63);
            }
    }
    // Upward closure: a superset of an end state is an end state.
    for (int c = 0; c < cells; c++) {
        if (c < 6) {
            // Inside each word: move bit s to bit s | (1 << c) for states without c.
            uint64_t without = 0;
            for (int b = 0; b < 64; b++)
                if (!(b >> c & 1)) without |= 1ull << b;
            for (auto& word : end_) word |= (word & without) << (1 << c);
        } else {
            uint32_t stride = 1u << (c - 6);
            for (uint32_t w = 0; w < states / 64; w++)
                if (!(w & stride)) end_[w | stride] |= end_[w];
        }
    }
    // Solve a word (64 states sharing the high cells) at a time, from the
    // last word down. Moves on a high cell lead to a later word, already
    // solved; moves on the six low cells stay inside the word and lead to a
    // state with one more low bit, so the word is solved by popcount layers
    // of its low six bits, from 6 down to 0.
    int low = cells < 6 ? cells : 6;
    uint64_t layer[7] = {0}, without[6] = {0};
    for (int b = 0; b < 64; b++) {
        layer[__builtin_popcount(b)] |= 1ull << b;
        for (int c = 0; c < 6; c++)
            if (!(b >> c & 1)) without[c] |= 1ull << b;
    }
    for (int64_t w = (int64_t)((states + 63) / 64) - 1; w >= 0; w--) {
        uint64_t outside = 0;  // a good move on a high cell, per state
        for (int c = 6; c < cells; c++) {
            uint32_t stride = 1u << (c - 6);
            if (!(w & stride)) outside |= end_[w | stride] | ~win[w | stride];
        }
        uint64_t ends = end_[w], wins = 0;
        for (int p = 6; p >= 0; p--) {
            uint64_t good = outside;
            for (int c = 0; c < low; c++) good |= ((ends | ~wins) >> (1 << c)) & without[c];
            wins |= good & layer[p] & ~ends;
        }
        win[w] = wins;
    }
    puts(get(win, 0) ? "Alice" : "Bob");
    return 0;
}
