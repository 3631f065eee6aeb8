// Accepted (frogs): C++ with iostreams, written from the statement and the
// game values of the 23 states, counting the other way round from the
// contest solution: over the number Y of (+1/2 kept) + (-1/2 left out), with
// suffix sums of the row of binomials C(P, .) of the whole numbers. A kept
// subset with number part S > 0 is Left's, S < 0 Right's; at S = 0 the stars'
// parity and #up - #down decide (see the statement's write-up).
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;

struct Mint {
    static const unsigned MOD = 998244353;
    unsigned v;
    Mint(long long x = 0) : v((unsigned)(((x % MOD) + MOD) % MOD)) {}
    static Mint raw(unsigned x) {
        Mint m;
        m.v = x;
        return m;
    }
    Mint operator+(Mint o) const { return raw(v + o.v >= MOD ? v + o.v - MOD : v + o.v); }
    Mint operator-(Mint o) const { return raw(v >= o.v ? v - o.v : v + MOD - o.v); }
    Mint operator*(Mint o) const { return raw((unsigned)((unsigned long long)v * o.v % MOD)); }
    Mint pow(long long e) const {
        Mint r(1), b = *this;
        for (; e; e >>= 1, b = b * b)
            if (e & 1) r = r * b;
        return r;
    }
};

// The value of each state: a number in halves, or an infinitesimal.
struct Value {
    int halves;  // 0 for the infinitesimals and zero
    char kind;   // 'n' number (zero included), '*' star, '^' up, 'v' down
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const map<string, Value> values = {
        {"LLRR_", {0, 'n'}},  {"LLR_R", {0, 'v'}},  {"LL_RR", {0, '*'}}, {"LRLR_", {0, 'n'}},
        {"LRL_R", {0, '*'}},  {"LRRL_", {2, 'n'}},  {"LRR_L", {0, 'n'}}, {"LR_LR", {0, 'n'}},
        {"LR_RL", {-1, 'n'}}, {"L_LRR", {0, '^'}},  {"L_RLR", {0, '*'}}, {"RLRL_", {2, 'n'}},
        {"RLR_L", {0, 'n'}},  {"RL_LR", {1, 'n'}},  {"RRL_L", {2, 'n'}}, {"RR_LL", {0, 'n'}},
        {"R_LLR", {0, 'n'}},  {"R_LRL", {0, 'n'}},  {"R_RLL", {-2, 'n'}}, {"_LLRR", {0, 'n'}},
        {"_LRLR", {0, 'n'}},  {"_RLLR", {-2, 'n'}}, {"_RLRL", {-2, 'n'}},
    };
    const int LIMIT = 1000000;
    vector<Mint> fact(LIMIT + 1), inv(LIMIT + 1);
    fact[0] = 1;
    for (int i = 1; i <= LIMIT; i++) fact[i] = fact[i - 1] * Mint(i);
    inv[LIMIT] = fact[LIMIT].pow(Mint::MOD - 2);
    for (int i = LIMIT; i >= 1; i--) inv[i - 1] = inv[i] * Mint(i);
    auto C = [&](long long n, long long k) { return (k < 0 || k > n) ? Mint(0) : fact[n] * inv[k] * inv[n - k]; };
    // C(n, k) / n!, for sums over one row n: multiplied by n! once at the end.
    auto row = [&](long long n, long long k) { return (k < 0 || k > n) ? Mint(0) : inv[k] * inv[n - k]; };

    long long id, sets;
    cin >> id >> sets;
    vector<Mint> tail;
    while (sets-- > 0) {
        int n;
        cin >> n;
        long long plus1 = 0, minus1 = 0, plus_half = 0, minus_half = 0, zeros = 0, stars = 0, ups = 0, downs = 0;
        for (int i = 0; i < n; i++) {
            string state;
            long long a;
            cin >> state >> a;
            Value value = values.at(state);
            if (value.kind == '*') stars += a;
            else if (value.kind == '^') ups += a;
            else if (value.kind == 'v') downs += a;
            else if (value.halves == 2) plus1 += a;
            else if (value.halves == -2) minus1 += a;
            else if (value.halves == 1) plus_half += a;
            else if (value.halves == -1) minus_half += a;
            else zeros += a;
        }
        long long P = plus1 + minus1, Q = plus_half + minus_half, pivot = 2 * minus1 + minus_half;
        // tail[x] = sum of C(P, X) / P! for X >= x.
        tail.assign(P + 2, Mint(0));
        for (long long x = P; x >= 0; x--) tail[x] = tail[x + 1] + row(P, x);
        Mint positive = 0, zero = 0;
        for (long long y = 0; y <= Q; y++) {
            long long gap = pivot - y;  // S > 0 iff 2X > gap
            long long least = gap < 0 ? 0 : gap / 2 + 1;
            Mint ways = row(Q, y);
            if (least <= P) positive = positive + ways * tail[least];
            if (gap >= 0 && gap % 2 == 0 && gap / 2 <= P) zero = zero + ways * row(P, gap / 2);
        }
        positive = positive * fact[P] * fact[Q];
        zero = zero * fact[P] * fact[Q];
        Mint negative = Mint(2).pow(P + Q) - positive - zero;
        // #up - #down = d in C(ups + downs, d + downs) ways.
        Mint even = stars ? Mint(2).pow(stars - 1) : Mint(1), odd = stars ? even : Mint(0);
        Mint w_pos = 0, w_pos2 = 0, w_neg = 0, w_neg2 = 0, w_near = 0, w_zero = C(ups + downs, downs);
        for (long long d = -downs; d <= ups; d++) {
            Mint w = row(ups + downs, d + downs);
            if (d >= 1) w_pos = w_pos + w;
            if (d >= 2) w_pos2 = w_pos2 + w;
            if (d <= -1) w_neg = w_neg + w;
            if (d <= -2) w_neg2 = w_neg2 + w;
            if (-1 <= d && d <= 1) w_near = w_near + w;
        }
        Mint arrows = fact[ups + downs];
        w_pos = w_pos * arrows, w_pos2 = w_pos2 * arrows, w_neg = w_neg * arrows, w_neg2 = w_neg2 * arrows;
        w_near = w_near * arrows;
        Mint others = Mint(2).pow(stars + ups + downs), free_strips = Mint(2).pow(zeros);
        Mint left = (positive * others + zero * (even * w_pos + odd * w_pos2)) * free_strips;
        Mint right = (negative * others + zero * (even * w_neg + odd * w_neg2)) * free_strips;
        Mint first = zero * odd * w_near * free_strips;
        Mint second = zero * even * w_zero * free_strips;
        cout << left.v << ' ' << right.v << ' ' << first.v << ' ' << second.v << '\n';
    }
    return 0;
}
