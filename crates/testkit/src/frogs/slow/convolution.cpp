// Slow (frogs): correct, but quadratic. The same game values of the 23 states
// (0, +-1, +-1/2, *, up, down) and the same rule for a sum (the number part
// first; at number 0 the parity of the stars and d = #up - #down decide), but
// the subsets are counted by adding the strips one at a time to a table of
// ways per number sum (in halves) and another per d: O(m^2) steps for m
// strips, where the Vandermonde count takes O(m).
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;
typedef unsigned long long u64;
const u64 MOD = 998244353;

enum { ZERO, ONE, MINUS_ONE, HALF, MINUS_HALF, STAR, UP, DOWN };
const char* STATES[23] = {"LLRR_", "LLR_R", "LL_RR", "LRLR_", "LRL_R", "LRRL_", "LRR_L", "LR_LR",
                          "LR_RL", "L_LRR", "L_RLR", "RLRL_", "RLR_L", "RL_LR", "RRL_L", "RR_LL",
                          "R_LLR", "R_LRL", "R_RLL", "_LLRR", "_LRLR", "_RLLR", "_RLRL"};
const int VALUES[23] = {ZERO, DOWN, STAR, ZERO, STAR, ONE, ZERO, ZERO, MINUS_HALF, UP, STAR, ONE,
                        ZERO, HALF, ONE, ZERO, ZERO, ZERO, MINUS_ONE, ZERO, ZERO, MINUS_ONE, MINUS_ONE};

// ways[offset + s]: the subsets of the strips added so far whose total is s.
// Adding a strip worth `step` keeps each subset or adds the strip to it.
void add_strip(vector<u64>& ways, long long offset, long long& low, long long& high, int step) {
    if (step > 0) {
        for (long long s = high; s >= low; s--) ways[offset + s + step] = (ways[offset + s + step] + ways[offset + s]) % MOD;
        high += step;
    } else {
        for (long long s = low; s <= high; s++) ways[offset + s + step] = (ways[offset + s + step] + ways[offset + s]) % MOD;
        low += step;
    }
}

int main() {
    int id, sets;
    if (scanf("%d %d", &id, &sets) != 2) return 0;
    while (sets--) {
        int n;
        scanf("%d", &n);
        long long count[8] = {0};
        for (int i = 0; i < n; i++) {
            char state[8];
            long long a;
            scanf("%7s %lld", state, &a);
            for (int k = 0; k < 23; k++)
                if (!strcmp(state, STATES[k])) count[VALUES[k]] += a;
        }
        // The number part, in halves.
        long long reach = 2 * (count[ONE] + count[MINUS_ONE]) + count[HALF] + count[MINUS_HALF];
        vector<u64> number(2 * reach + 1, 0);
        long long low = 0, high = 0;
        number[reach] = 1;
        const int kinds[4] = {ONE, MINUS_ONE, HALF, MINUS_HALF}, steps[4] = {2, -2, 1, -1};
        for (int k = 0; k < 4; k++)
            for (long long a = 0; a < count[kinds[k]]; a++) add_strip(number, reach, low, high, steps[k]);
        // The infinitesimal part: d = #up - #down.
        long long spread = count[UP] + count[DOWN];
        vector<u64> arrows(2 * spread + 1, 0);
        long long dlow = 0, dhigh = 0;
        arrows[spread] = 1;
        for (long long a = 0; a < count[UP]; a++) add_strip(arrows, spread, dlow, dhigh, 1);
        for (long long a = 0; a < count[DOWN]; a++) add_strip(arrows, spread, dlow, dhigh, -1);
        // The stars: parity[p] subsets with p mod 2 stars; zeros change nothing.
        u64 parity[2] = {1, 0};
        for (long long a = 0; a < count[STAR]; a++) {
            u64 even = (parity[0] + parity[1]) % MOD;
            parity[1] = even, parity[0] = even;
        }
        u64 zeros = 1;
        for (long long a = 0; a < count[ZERO]; a++) zeros = zeros * 2 % MOD;
        u64 rest = 0;  // subsets of the infinitesimal strips
        u64 at_zero[4] = {0, 0, 0, 0};  // Left, Right, first, second, when the number part is 0
        for (long long d = -spread; d <= spread; d++) {
            u64 w = arrows[spread + d];
            if (!w) continue;
            for (int p = 0; p < 2; p++) {
                u64 ways = w * parity[p] % MOD;
                rest = (rest + ways) % MOD;
                int outcome;
                if (p == 0) outcome = d > 0 ? 0 : d < 0 ? 1 : 3;
                else outcome = d >= 2 ? 0 : d <= -2 ? 1 : 2;
                at_zero[outcome] = (at_zero[outcome] + ways) % MOD;
            }
        }
        u64 answer[4] = {0, 0, 0, 0};
        for (long long s = -reach; s <= reach; s++) {
            u64 w = number[reach + s];
            if (!w) continue;
            if (s > 0) answer[0] = (answer[0] + w * rest) % MOD;
            else if (s < 0) answer[1] = (answer[1] + w * rest) % MOD;
            else
                for (int k = 0; k < 4; k++) answer[k] = (answer[k] + w * at_zero[k]) % MOD;
        }
        printf("%llu %llu %llu %llu\n", answer[0] * zeros % MOD, answer[1] * zeros % MOD, answer[2] * zeros % MOD,
               answer[3] * zeros % MOD);
    }
    return 0;
}
