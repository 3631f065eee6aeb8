// Accepted (frogs): contest-style C++, written from the statement and the
// game values of the 23 states (0, +-1, +-1/2, *, up, down). A kept subset is
// decided by its number part S first (S > 0 Left, S < 0 Right); at S = 0 by
// the parity p of the stars and d = #up - #down: p even: d > 0 Left, d < 0
// Right, d = 0 second player; p odd: d >= 2 Left, d <= -2 Right, else first
// player. Counting: with X = (+1 kept) + (-1 left out) in 0..P and likewise Y
// for the halves in 0..Q, S (in halves) = 2X + Y - pivot, and C(P, X) C(Q, Y)
// subsets give that (X, Y) (Vandermonde). O(m) a data set.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;
typedef unsigned long long u64;
const u64 MOD = 998244353;
const int MAXM = 1000000;

u64 power(u64 b, u64 e) {
    u64 r = 1;
    b %= MOD;
    while (e) {
        if (e & 1) r = r * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    return r;
}

u64 fact[MAXM + 1], inv_fact[MAXM + 1];
u64 binom(int n, int k) { return (k < 0 || k > n) ? 0 : fact[n] * inv_fact[k] % MOD * inv_fact[n - k] % MOD; }

enum { ZERO, ONE, MINUS_ONE, HALF, MINUS_HALF, STAR, UP, DOWN };
struct Entry { const char* state; int value; };
const Entry TABLE[23] = {
    {"LLRR_", ZERO}, {"LLR_R", DOWN}, {"LL_RR", STAR}, {"LRLR_", ZERO}, {"LRL_R", STAR}, {"LRRL_", ONE},
    {"LRR_L", ZERO}, {"LR_LR", ZERO}, {"LR_RL", MINUS_HALF}, {"L_LRR", UP}, {"L_RLR", STAR}, {"RLRL_", ONE},
    {"RLR_L", ZERO}, {"RL_LR", HALF}, {"RRL_L", ONE}, {"RR_LL", ZERO}, {"R_LLR", ZERO}, {"R_LRL", ZERO},
    {"R_RLL", MINUS_ONE}, {"_LLRR", ZERO}, {"_LRLR", ZERO}, {"_RLLR", MINUS_ONE}, {"_RLRL", MINUS_ONE},
};

int main() {
    fact[0] = 1;
    for (int i = 1; i <= MAXM; i++) fact[i] = fact[i - 1] * i % MOD;
    inv_fact[MAXM] = power(fact[MAXM], MOD - 2);
    for (int i = MAXM; i > 0; i--) inv_fact[i - 1] = inv_fact[i] * i % MOD;
    int id, sets;
    if (scanf("%d %d", &id, &sets) != 2) return 0;
    static u64 suffix[MAXM + 2];
    while (sets--) {
        int n;
        scanf("%d", &n);
        long long count[8] = {0};
        for (int i = 0; i < n; i++) {
            char state[8];
            int a;
            scanf("%s %d", state, &a);
            for (int k = 0; k < 23; k++)
                if (!strcmp(state, TABLE[k].state)) count[TABLE[k].value] += a;
        }
        int P = count[ONE] + count[MINUS_ONE], Q = count[HALF] + count[MINUS_HALF];
        long long pivot = 2 * count[MINUS_ONE] + count[MINUS_HALF];
        // Binomials of a fixed row n are summed as inv_fact[k] * inv_fact[n - k]
        // and multiplied by fact[n] once at the end.
        // suffix[t] = sum of C(Q, y) / Q! for y >= t.
        suffix[Q + 1] = 0;
        for (int y = Q; y >= 0; y--) {
            u64 s = suffix[y + 1] + inv_fact[y] * inv_fact[Q - y] % MOD;
            suffix[y] = s >= MOD ? s - MOD : s;
        }
        u64 positive = 0, zero = 0;
        for (int x = 0; x <= P; x++) {
            long long t = pivot - 2LL * x + 1;  // S > 0 iff y >= t, S = 0 iff y = t - 1
            if (t - 1 > Q) continue;
            u64 ways = inv_fact[x] * inv_fact[P - x] % MOD;
            if (t <= Q) positive = (positive + ways * suffix[t < 0 ? 0 : t]) % MOD;
            if (t - 1 >= 0) zero = (zero + ways * (inv_fact[t - 1] * inv_fact[Q - t + 1] % MOD)) % MOD;
        }
        u64 scale = fact[P] * fact[Q] % MOD;
        positive = positive * scale % MOD;
        zero = zero * scale % MOD;
        u64 numbers = power(2, P + Q);
        u64 negative = (numbers + 2 * MOD - positive - zero) % MOD;
        // The infinitesimals: W(d) = C(U + D, d + D) ways to reach #up - #down = d.
        int U = count[UP], D = count[DOWN];
        u64 even = count[STAR] ? power(2, count[STAR] - 1) : 1, odd = count[STAR] ? even : 0;
        u64 above0 = 0, above1 = 0, below0 = 0, below1 = 0, near = 0;
        for (int d = -D; d <= U; d++) {
            u64 w = inv_fact[d + D] * inv_fact[U - d] % MOD;
            if (d > 0) above0 += w;
            if (d >= 2) above1 += w;
            if (d < 0) below0 += w;
            if (d <= -2) below1 += w;
            if (d >= -1 && d <= 1) near += w;
        }
        // (at most 10^6 terms below 2^30 each: the sums fit in 64 bits)
        u64 arrows = fact[U + D];
        above0 = above0 % MOD * arrows % MOD, above1 = above1 % MOD * arrows % MOD;
        below0 = below0 % MOD * arrows % MOD, below1 = below1 % MOD * arrows % MOD;
        near = near % MOD * arrows % MOD;
        u64 at0 = binom(U + D, D);
        u64 rest = power(2, count[STAR] + U + D);
        u64 left = (positive * rest + zero * ((even * above0 + odd * above1) % MOD)) % MOD;
        u64 right = (negative * rest + zero * ((even * below0 + odd * below1) % MOD)) % MOD;
        u64 first = zero * (odd * near % MOD) % MOD;
        u64 second = zero * (even * at0 % MOD) % MOD;
        u64 free_ = power(2, count[ZERO]);
        printf("%llu %llu %llu %llu\n", left * free_ % MOD, right * free_ % MOD, first * free_ % MOD,
               second * free_ % MOD);
    }
    return 0;
}
