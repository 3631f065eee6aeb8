// Accepted (ring-grid-game): contest-style C++, written from the statement.
// Pieces are independent: XOR the one-piece SG values of the B cells. Rows
// are solved bottom-up. Inside a row a piece that stepped sideways keeps its
// direction or drops, so a value is mex{below, next in that direction}. With
// an obstacle in the row the chains run between obstacles; in a full ring
// the chain from entry e runs m - 1 cells and ends where e would be next, so
// each entry composes m - 1 maps v -> mex{below(x), v} (4 = "no option"),
// a sliding window over the doubled row, done with block prefix and suffix
// compositions in O(m). Reads exactly the statement's input with scanf.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;

static int mex(int a, int b, int c = 4) {
    for (int v = 0;; v++)
        if (v != a && v != b && v != c) return v;
}

struct Map {
    unsigned char to[5];
};

// outer after inner
static Map after(const Map& outer, const Map& inner) {
    Map r;
    for (int x = 0; x < 5; x++) r.to[x] = outer.to[inner.to[x]];
    return r;
}

// out[e] = value of a piece that entered at e and stepped right, for a ring
// of m >= 2 cells with the given values below (4 where there is none).
static void ring_right(const vector<int>& below, vector<int>& out) {
    int m = below.size(), len = m - 1, total = 2 * m;
    vector<Map> step(total), prefix(total), suffix(total);
    for (int i = 0; i < total; i++)
        for (int v = 0; v < 5; v++) step[i].to[v] = mex(below[i % m], v);
    for (int i = 0; i < total; i++)
        prefix[i] = (i % len == 0) ? step[i] : after(prefix[i - 1], step[i]);
    for (int i = total - 1; i >= 0; i--)
        suffix[i] = (i % len == len - 1 || i == total - 1) ? step[i] : after(step[i], suffix[i + 1]);
    for (int e = 0; e < m; e++) {
        int s = e + 1;
        Map window = (s % len == 0) ? suffix[s] : after(suffix[s], prefix[s + len - 1]);
        out[e] = window.to[4];
    }
}

int main() {
    int tests;
    if (scanf("%d", &tests) != 1) return 0;
    static char buffer[1005];
    while (tests--) {
        int n, m;
        scanf("%d %d", &n, &m);
        vector<vector<char>> grid(n, vector<char>(m));
        for (int r = 0; r < n; r++) {
            scanf("%s", buffer);
            for (int c = 0; c < m; c++) grid[r][c] = buffer[c];
        }
        vector<int> sg(m, 4), below(m), right(m), left(m);
        int total = 0;
        for (int r = n - 1; r >= 0; r--) {
            for (int c = 0; c < m; c++)
                below[c] = (r + 1 < n && grid[r + 1][c] != '#') ? sg[c] : 4;
            const vector<char>& row = grid[r];
            int obstacle = -1;
            for (int c = 0; c < m; c++)
                if (row[c] == '#') obstacle = c;
            vector<int> next(m, 4);
            if (obstacle >= 0) {
                for (int k = 1; k < m; k++) {  // leftwards from the obstacle
                    int x = ((obstacle - k) % m + m) % m, after_x = (x + 1) % m;
                    if (row[x] != '#') right[x] = mex(below[x], row[after_x] == '#' ? 4 : right[after_x]);
                }
                for (int k = 1; k < m; k++) {  // rightwards from the obstacle
                    int x = (obstacle + k) % m, before_x = (x - 1 + m) % m;
                    if (row[x] != '#') left[x] = mex(below[x], row[before_x] == '#' ? 4 : left[before_x]);
                }
                for (int c = 0; c < m; c++) {
                    if (row[c] == '#') continue;
                    int a = (c + 1) % m, b = (c - 1 + m) % m;
                    next[c] = mex(below[c], row[a] == '#' ? 4 : right[a], row[b] == '#' ? 4 : left[b]);
                }
            } else if (m == 1) {
                next[0] = mex(below[0], 4);
            } else {
                ring_right(below, right);
                vector<int> reversed(below.rbegin(), below.rend()), back(m);
                ring_right(reversed, back);
                for (int c = 0; c < m; c++) next[c] = mex(below[c], right[c], back[m - 1 - c]);
            }
            sg = next;
            for (int c = 0; c < m; c++)
                if (row[c] == 'B') total ^= sg[c];
        }
        puts(total ? "A" : "B");
    }
    return 0;
}
