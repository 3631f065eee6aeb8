// Accepted (ring-grid-game): C++ with iostreams, written from the statement,
// another way to the same values. A piece's one-piece SG value, with rows
// solved bottom-up: in a row, a piece that stepped sideways keeps going the
// same way or drops, so its value is mex{below, next cell's}. Between
// obstacles the chains are computed by memoised recursion; on a full ring the
// m - 1 maps v -> mex{below(x), v} of a chain (4 standing for "no option")
// are composed by binary lifting over the ring, O(m log m) a row.
#include <array>
#include <functional>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

typedef array<unsigned char, 5> Map;  // 0..4 -> 0..3

static int mex_of(initializer_list<int> options) {
    for (int v = 0;; v++) {
        bool seen = false;
        for (int o : options) seen = seen || o == v;
        if (!seen) return v;
    }
}

static Map then(const Map& first, const Map& second) {  // second after first
    Map r;
    for (int x = 0; x < 5; x++) r[x] = second[first[x]];
    return r;
}

// For a full ring (m >= 2): chain[e] = value after entering at e and stepping
// to e + 1, e + 2, ... (direction +1), the chain ending at e - 1.
static vector<int> ring_chain(const vector<int>& below) {
    int m = below.size();
    int levels = 1;
    while ((1 << levels) < m) levels++;
    // jump[k * m + i]: the composition of the maps at i, i+1, ..., i+2^k-1
    // as a function of the value at i+2^k: the map at i applied last.
    static vector<Map> jump;
    jump.resize((size_t)(levels + 1) * m);
    for (int i = 0; i < m; i++)
        for (int v = 0; v < 5; v++) jump[i][v] = mex_of({below[i], v});
    for (int k = 1; k <= levels; k++) {
        const Map* previous = &jump[(size_t)(k - 1) * m];
        Map* level = &jump[(size_t)k * m];
        int half = (1 << (k - 1)) % m;
        for (int i = 0; i < m; i++) {
            int j = i + half < m ? i + half : i + half - m;
            level[i] = then(previous[j], previous[i]);
        }
    }
    vector<int> chain(m);
    for (int e = 0; e < m; e++) {
        // Maps at e+1 .. e+m-1: walk from the far end back to e+1.
        int length = m - 1, end = e + m;  // one past the last cell, < 2m
        int value = 4;
        for (int k = levels; k >= 0; k--) {
            if (length >> k & 1) {
                end -= 1 << k;
                value = jump[(size_t)k * m + (end >= m ? end - m : end)][value];
            }
        }
        chain[e] = value;
    }
    return chain;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int tests;
    cin >> tests;
    while (tests-- > 0) {
        int n, m;
        cin >> n >> m;
        vector<string> grid(n);
        for (auto& row : grid) cin >> row;
        vector<int> value(m, 4);
        int xor_all = 0;
        for (int r = n - 1; r >= 0; r--) {
            const string& row = grid[r];
            vector<int> below(m);
            for (int c = 0; c < m; c++) below[c] = (r + 1 < n && grid[r + 1][c] != '#') ? value[c] : 4;
            vector<int> fresh(m, 4);
            bool ring = row.find('#') == string::npos;
            if (ring && m == 1) {
                fresh[0] = mex_of({below[0]});
            } else if (ring) {
                vector<int> forward = ring_chain(below);
                vector<int> mirrored(below.rbegin(), below.rend());
                vector<int> backward = ring_chain(mirrored);
                for (int c = 0; c < m; c++) fresh[c] = mex_of({below[c], forward[c], backward[m - 1 - c]});
            } else {
                // memo[d][x]: value of a piece that moved into x going direction d.
                vector<vector<int>> memo(2, vector<int>(m, -1));
                function<int(int, int)> moving = [&](int d, int x) -> int {
                    if (memo[d][x] >= 0) return memo[d][x];
                    int step = d == 0 ? 1 : m - 1;
                    int y = (x + step) % m;
                    int onward = row[y] == '#' ? 4 : moving(d, y);
                    return memo[d][x] = mex_of({below[x], onward});
                };
                // Fill the memo from each obstacle's far side first, so that
                // the recursion stays shallow.
                for (int c = 0; c < m; c++) {
                    if (row[c] != '#') continue;
                    for (int k = 1; k < m && row[(c + m - k) % m] != '#'; k++) moving(0, (c + m - k) % m);
                    for (int k = 1; k < m && row[(c + k) % m] != '#'; k++) moving(1, (c + k) % m);
                }
                for (int c = 0; c < m; c++) {
                    if (row[c] == '#') continue;
                    int a = (c + 1) % m, b = (c + m - 1) % m;
                    fresh[c] = mex_of({below[c], row[a] == '#' ? 4 : moving(0, a), row[b] == '#' ? 4 : moving(1, b)});
                }
            }
            value = fresh;
            for (int c = 0; c < m; c++)
                if (row[c] == 'B') xor_all ^= value[c];
        }
        cout << (xor_all ? "A" : "B") << '\n';
    }
    return 0;
}
