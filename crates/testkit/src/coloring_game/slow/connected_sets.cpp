// Slow (coloring-game): correct, but far over the time limit on large boards.
// No formula: each coin's Grundy value is found from the rules. A position is
// a sum of single-tails positions (the move rule looks only at the coin that
// turns to heads), so its value is the XOR over its tails coins of the value
// of that coin alone, and a lone tails coin c is worth the mex, over every
// 4-connected set S in c's upper-left rectangle that contains c, of the XOR of
// the values of S without c. The sets are enumerated one by one, each once
// (grow from c; a neighbour passed over is never added later in that branch):
// exponential in the rectangle's size, fine up to about 5 x 5.
// Values are bit sets (they reach 2^198). A mex is at most the number of
// options, so the sets are enumerated twice: once to count the options, then
// to mark those that are at most that count.
#include <bitset>
#include <cstdio>
#include <vector>
using namespace std;
typedef bitset<256> Value;

int rows_c, cols_c;  // the rectangle of the coin being valued: rows 0..rows_c, columns 0..cols_c
vector<vector<Value> > grundy;
vector<vector<char> > known;
vector<char> chosen, excluded;
vector<bool> seen;  // seen[x]: some option is worth x (for x up to the number of options)
bool counting;
unsigned long long options;

Value value_of(int i, int j);

bool fits_in_64_bits(const Value& v) { return (v >> 64).none(); }

unsigned long long low_word(const Value& v) {
    unsigned long long word = 0;
    for (int b = 0; b < 64; b++)
        if (v[b]) word |= 1ULL << b;
    return word;
}

void note_option(const Value& v) {
    if (counting) {
        options++;
        return;
    }
    if (!fits_in_64_bits(v)) return;
    unsigned long long x = low_word(v);
    if (x < seen.size()) seen[x] = true;
}

// S (marked in `chosen`) is connected and holds the corner; `ext` lists its
// neighbours that are neither in S nor excluded; `sum` is the XOR of S's
// values without the corner.
void grow(vector<int> ext, const Value& sum) {
    note_option(sum);
    int width = cols_c + 1;
    vector<int> passed;
    while (!ext.empty()) {
        int v = ext.back();
        ext.pop_back();
        vector<int> next = ext;
        chosen[v] = 1;
        int r = v / width, c = v % width;
        int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr > rows_c || nc > cols_c) continue;
            int u = nr * width + nc;
            if (chosen[u] || excluded[u]) continue;
            bool listed = false;
            for (size_t k = 0; k < next.size(); k++)
                if (next[k] == u) listed = true;
            if (!listed) next.push_back(u);
        }
        grow(next, sum ^ value_of(r, c));
        chosen[v] = 0;
        excluded[v] = 1;
        passed.push_back(v);
    }
    for (size_t k = 0; k < passed.size(); k++) excluded[passed[k]] = 0;
}

Value value_of(int i, int j) {
    if (known[i][j]) return grundy[i][j];
    // The values inside the rectangle first (they do not depend on this one).
    for (int r = 0; r <= i; r++)
        for (int c = 0; c <= j; c++)
            if (r != i || c != j) value_of(r, c);
    int saved_rows = rows_c, saved_cols = cols_c;
    vector<char> saved_chosen = chosen, saved_excluded = excluded;
    vector<bool> saved_seen = seen;
    unsigned long long saved_options = options;
    bool saved_counting = counting;
    rows_c = i, cols_c = j;
    int cells = (i + 1) * (j + 1), corner = i * (j + 1) + j;
    chosen.assign(cells, 0);
    excluded.assign(cells, 0);
    chosen[corner] = 1;
    vector<int> ext;
    if (i > 0) ext.push_back(corner - (j + 1));
    if (j > 0) ext.push_back(corner - 1);
    counting = true;
    options = 0;
    grow(ext, Value());
    counting = false;
    seen.assign(options + 1, false);
    grow(ext, Value());
    unsigned long long mex = 0;
    while (mex < seen.size() && seen[mex]) mex++;
    Value result;
    for (int b = 0; b < 64; b++)
        if (mex >> b & 1) result[b] = 1;
    rows_c = saved_rows, cols_c = saved_cols;
    chosen = saved_chosen, excluded = saved_excluded, seen = saved_seen, options = saved_options;
    counting = saved_counting;
    grundy[i][j] = result;
    known[i][j] = 1;
    return result;
}

int main() {
    grundy.assign(100, vector<Value>(100));
    known.assign(100, vector<char>(100, 0));
    int games;
    if (scanf("%d", &games) != 1) return 0;
    while (games--) {
        int n, m;
        scanf("%d %d", &n, &m);
        Value total;
        static char row[128];
        for (int i = 0; i < n; i++) {
            scanf("%127s", row);
            for (int j = 0; j < m; j++)
                if (row[j] == 'T') total ^= value_of(i, j);
        }
        puts(total.any() ? "-_-" : "=_=");
    }
    return 0;
}
