//! 福若格斯 (Frogs) — 清华集训 2017 day 3 B: UOJ 342, LOJ 2327, Luogu P4225.
//!
//! Rules: a 5-cell strip starts `LL_RR`; `L` frogs (Left's) face right, `R` frogs
//! (Right's) face left. A move takes one's own frog one cell forward into the empty
//! cell, or over exactly one frog of the other side into the empty cell behind it.
//! In a sum of strips a turn is one move in one strip; who cannot move loses. Each
//! strip is kept or dropped: count the kept subsets won by Left whoever starts, by
//! Right whoever starts, by the first player, by the second player (mod 998244353).
//!
//! Idea: each of the 23 strips reachable from `LL_RR` equals one of 0, ±1, ±1/2,
//! *, ↑, ↓ (derived by exhaustive play in the testkit). A sum's outcome: the number
//! part decides when non-zero; at 0, with p the parity of the stars and d = #↑ − #↓,
//! p even gives Left if d > 0, Right if d < 0, else the second player; p odd gives
//! Left if d ≥ 2, Right if d ≤ −2, else the first player. Counting subsets: taking x
//! of A "+" strips and leaving out y of B "−" strips, the subsets with a given
//! difference number C(A + B, ·) (Vandermonde), so each count is a sum of binomials;
//! a partial row sum goes over the fewest terms (those in range, those outside, or,
//! the row being symmetric, those between the range's end and its mirror).
//!
//! The long sum (the number part) is Σ_k C(P, k) · (tail of row Q beyond pivot − 2k).
//! C(P, k) = C(P, P − k), so k and P − k are taken together where both occur. It
//! runs in blocks of plain passes that the compiler vectorises: Montgomery
//! products on u32 residues, one running sum, whose start follows from the range's
//! ends rather than from a row sum.
//!
//! Complexity: O(m) a data set (the long sum has at most about m/3 terms, a quarter
//! of m when none pair up), inverse factorials once, up to the largest data set.
//! std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

const MODULUS: u64 = 998_244_353;
/// C is read up to 10^18, past the statement's C ≤ 100 (each data set is a
/// pass over the input), and the test id up to that too; the counts a keep
/// the statement's bound, as the tables are sized by their sums.
const MAX_DATA_SETS: u64 = 1_000_000_000_000_000_000;
const MAX_COUNT: u64 = 1_000_000;
const MAX_TOTAL: u64 = 1_000_000;
const MAX_ID: u64 = 1_000_000_000_000_000_000;

/// Value classes of a strip.
const ZERO: usize = 0;
const STAR: usize = 1;
const UP: usize = 2;
const DOWN: usize = 3;
const ONE: usize = 4;
const MINUS_ONE: usize = 5;
const HALF: usize = 6;
const MINUS_HALF: usize = 7;

/// The 23 strips reachable from `LL_RR` and their values (the testkit derives
/// this table by exhaustive play and checks it against this one).
pub const STRIPS: [(&str, usize); 23] = [
    ("LLRR_", ZERO),
    ("LLR_R", DOWN),
    ("LL_RR", STAR),
    ("LRLR_", ZERO),
    ("LRL_R", STAR),
    ("LRRL_", ONE),
    ("LRR_L", ZERO),
    ("LR_LR", ZERO),
    ("LR_RL", MINUS_HALF),
    ("L_LRR", UP),
    ("L_RLR", STAR),
    ("RLRL_", ONE),
    ("RLR_L", ZERO),
    ("RL_LR", HALF),
    ("RRL_L", ONE),
    ("RR_LL", ZERO),
    ("R_LLR", ZERO),
    ("R_LRL", ZERO),
    ("R_RLL", MINUS_ONE),
    ("_LLRR", ZERO),
    ("_LRLR", ZERO),
    ("_RLLR", MINUS_ONE),
    ("_RLRL", MINUS_ONE),
];

/// The name of each value class, as the testkit names them.
pub const CLASS_NAMES: [&str; 8] = ["0", "*", "up", "down", "1", "-1", "1/2", "-1/2"];

/// Whitespace-separated tokens of the input, ASCII whitespace (CR too) as separators.
struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Scanner<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Scanner { bytes, pos: 0 }
    }

    fn token(&mut self, what: &str) -> Result<&'a [u8], String> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!("expected {}, found end of input", what));
        }
        Ok(&self.bytes[start..self.pos])
    }

    /// A decimal number in `low..=high`; `what` names it in errors.
    #[inline(always)]
    fn number(&mut self, what: &str, low: u64, high: u64) -> Result<u64, String> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        let digits = pos - start;
        if digits == 0 || (pos < bytes.len() && !bytes[pos].is_ascii_whitespace()) {
            return Err(Self::unexpected(what, &bytes[start..]));
        }
        // 19 digits cannot wrap a u64, and every bound here is far below that.
        if digits > 19 || value < low || value > high {
            let shown = String::from_utf8_lossy(&bytes[start..pos]);
            return Err(format!("{} = {} is outside {}..={}", what, shown, low, high));
        }
        self.pos = pos;
        Ok(value)
    }

    /// The error for `rest`, which should start with `what`. Kept apart (and
    /// cold) so that the scanner's position stays in a register on the hot path.
    #[cold]
    fn unexpected(what: &str, rest: &[u8]) -> String {
        match rest.split(|byte| byte.is_ascii_whitespace()).next() {
            Some(token) if !token.is_empty() => {
                format!("expected {}, found {:?}", what, String::from_utf8_lossy(token))
            }
            _ => format!("expected {}, found end of input", what),
        }
    }

    /// The next token when it should be `length` bytes long (a row of a grid):
    /// that case is checked in one branch-free pass instead of a loop over its
    /// bytes; any other token comes back as `token` finds it, for the caller
    /// to reject by its length.
    #[allow(dead_code)]
    fn token_of_length(&mut self, length: usize, what: &str) -> Result<&'a [u8], String> {
        let bytes = self.bytes;
        let mut start = self.pos;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        let end = start + length;
        if length > 0 && end <= bytes.len() && (end == bytes.len() || bytes[end].is_ascii_whitespace()) {
            let token = &bytes[start..end];
            if token.iter().fold(true, |solid, &byte| solid & !byte.is_ascii_whitespace()) {
                self.pos = end;
                return Ok(token);
            }
        }
        self.token(what)
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.token("") {
            Ok(extra) => Err(format!("unexpected trailing input {:?}", String::from_utf8_lossy(extra))),
            Err(_) => Ok(()),
        }
    }
}
fn multiply(x: u64, y: u64) -> u64 {
    x * y % MODULUS
}

/// x + y for residues, without a division (on serial chains its latency counts).
fn add(x: u64, y: u64) -> u64 {
    let sum = x + y;
    if sum >= MODULUS {
        sum - MODULUS
    } else {
        sum
    }
}

fn subtract(x: u64, y: u64) -> u64 {
    add(x, MODULUS - y)
}

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = multiply(result, base);
        }
        base = multiply(base, base);
        exponent >>= 1;
    }
    result
}

/// Chains of products run side by side when building the table, in lockstep
/// (so the compiler vectorises them): sixteen measured fastest (8, 32 and 64
/// slower).
const CHAINS: usize = 16;

/// Inverse factorials up to the largest data set, as u32 (residues fit): the
/// sums stream through these tables, and half the bytes is half the traffic.
/// They are kept split by parity, `by_parity[r][i]` = 1/(2i + r)!, and only
/// so: the number part walks j by twos, so every other entry must be
/// contiguous, and a second, whole table would cost its page faults.
/// Factorials and powers of two are needed only a few times a data set, so
/// they are computed when asked rather than stored.
struct Tables {
    by_parity: [Vec<u32>; 2],
}

/// x − y mod MODULUS for x, y < MODULUS, branch-free (lanes vectorise).
#[inline(always)]
fn lane_subtract(x: u32, y: u32) -> u32 {
    let difference = x.wrapping_sub(y);
    difference.wrapping_add(MODULUS as u32 & 0u32.wrapping_sub(difference >> 31))
}

/// x · y · R⁻¹ mod MODULUS for x, y < MODULUS, fully reduced.
#[inline(always)]
fn lane_product(x: u32, y: u32) -> u32 {
    lane_subtract(reduce(u64::from(x) * u64::from(y)) as u32, MODULUS as u32)
}

impl Tables {
    /// The tables up to at least `size`.
    fn new(size: usize) -> Self {
        // 1..=top in CHAINS runs of `run` numbers each (run even, top ≥ size),
        // the runs' products taken in lockstep. Montgomery products: a number
        // i enters as i · R (mod MODULUS), which steps by R a number. The
        // lanes are a Vec, not an array: a loop over it vectorises, an array's
        // unrolled lanes stayed scalar.
        let chains = CHAINS;
        let run = (size / chains + 2) & !1;
        let half_run = run / 2;
        let montgomery = |number: usize| (((number as u64) << 32) % MODULUS) as u32;
        let (r, minus_r) = (MONTGOMERY_R as u32, (MODULUS - MONTGOMERY_R) as u32);
        // One step of every chain: each value times its number, and each
        // number moved on by `by` (−R going up, R going down).
        let step = |values: &mut [u32], numbers: &mut [u32], by: u32| {
            for (value, number) in values.iter_mut().zip(numbers.iter_mut()) {
                *value = lane_product(*value, *number);
                *number = lane_subtract(*number, by);
            }
        };
        let mut products = vec![r; chains];
        let mut numbers: Vec<u32> = (0..chains).map(|chain| montgomery(chain * run + 1)).collect();
        for _ in 0..run {
            step(&mut products, &mut numbers, minus_r);
        }
        let products: Vec<u64> = products.iter().map(|product| u64::from(lane_product(*product, 1))).collect();
        // 1/top!, then 1/(last of each run)! by multiplying back the runs above it.
        let mut at_last = vec![0u32; chains];
        let mut running = power(products.iter().fold(1, |all, product| multiply(all, *product)), MODULUS - 2);
        for chain in (0..chains).rev() {
            at_last[chain] = running as u32;
            running = multiply(running, products[chain]);
        }
        // Down each run in lockstep, two numbers (an even and an odd) at a
        // time: 1/(i − 1)! = i / i!.
        let mut numbers: Vec<u32> = (0..chains).map(|chain| montgomery((chain + 1) * run)).collect();
        let mut evens = vec![0u32; chains * half_run + 1];
        let mut odds = vec![0u32; chains * half_run];
        evens[0] = 1;
        for at in (0..half_run).rev() {
            for (chain, value) in at_last.iter().enumerate() {
                evens[chain * half_run + at + 1] = *value;
            }
            step(&mut at_last, &mut numbers, r);
            for (chain, value) in at_last.iter().enumerate() {
                odds[chain * half_run + at] = *value;
            }
            step(&mut at_last, &mut numbers, r);
        }
        Tables { by_parity: [evens, odds] }
    }

    /// 1/i!.
    fn inverse(&self, i: usize) -> u64 {
        u64::from(self.by_parity[i & 1][i >> 1])
    }

    /// `count` entries from 1/start!, every other one: 1/start!, 1/(start + 2)!, …
    fn every_other(&self, start: usize, count: usize) -> &[u32] {
        &self.by_parity[start & 1][start >> 1..(start >> 1) + count]
    }

    /// n! for n within the table, as the inverse of its inverse.
    fn factorial(&self, n: usize) -> u64 {
        power(self.inverse(n), MODULUS - 2)
    }

    fn two_to(&self, n: usize) -> u64 {
        power(2, n as u64)
    }

    /// C(n, k) / n!, that is 1 / (k! (n − k)!).
    fn scaled_binomial(&self, n: usize, k: usize) -> u64 {
        self.inverse(k) * self.inverse(n - k) % MODULUS
    }

    fn binomial(&self, n: usize, k: isize) -> u64 {
        if k < 0 || k as usize > n {
            0
        } else {
            multiply(self.factorial(n), self.scaled_binomial(n, k as usize))
        }
    }

    /// Σ C(n, k) for k in `from..=to` (inside the row), a term at a time:
    /// each term a Montgomery product below 2^31, so a u64 holds the sum, and
    /// the loop vectorises.
    fn sum_terms(&self, n: usize, from: usize, to: usize) -> u64 {
        let mut total = 0u64;
        // The even and the odd k apart, each a contiguous stream.
        for start in from..(from + 2).min(to + 1) {
            let count = (to - start) / 2 + 1;
            let ks = self.every_other(start, count);
            let others = self.every_other(n - start - 2 * (count - 1), count);
            total +=
                ks.iter().zip(others.iter().rev()).map(|(a, b)| reduce(u64::from(*a) * u64::from(*b))).sum::<u64>();
        }
        multiply(multiply(total % MODULUS, MONTGOMERY_R), self.factorial(n))
    }

    /// For a < n, how many terms `prefix_sum(n, a)` could add up each way: the
    /// band between a and its mirror n − a, the terms up to a, those above a.
    fn prefix_ways(n: usize, a: usize) -> (usize, usize, usize) {
        let band = if 2 * a < n { n - 2 * a - 1 } else { 2 * a + 1 - n };
        (band, a + 1, n - a)
    }

    /// How many terms `prefix_sum(n, a)` adds up.
    fn prefix_cost(n: usize, a: usize) -> usize {
        if a >= n {
            return 0;
        }
        let (band, below, beyond) = Self::prefix_ways(n, a);
        band.min(below).min(beyond)
    }

    /// Σ C(n, k) for k ≤ a, over the fewest terms: those up to a, those above
    /// a, or (the row being symmetric) those between a and n − a.
    fn prefix_sum(&self, n: usize, a: isize) -> u64 {
        if a < 0 {
            return 0;
        }
        let whole = self.two_to(n);
        if a >= n as isize {
            return whole;
        }
        let a = a as usize;
        let (band, below, beyond) = Self::prefix_ways(n, a);
        if band < below.min(beyond) && 2 * a < n {
            // The terms up to a and those from n − a on are equal halves of
            // what the middle leaves.
            let middle = if band == 0 { 0 } else { self.sum_terms(n, a + 1, n - a - 1) };
            multiply(subtract(whole, middle), INVERSE_OF_TWO)
        } else if band < below.min(beyond) {
            multiply(add(whole, self.sum_terms(n, n - a, a)), INVERSE_OF_TWO)
        } else if below <= beyond {
            self.sum_terms(n, 0, a)
        } else {
            subtract(whole, self.sum_terms(n, a + 1, n))
        }
    }

    /// Σ C(n, k) for k in `low..=high` (clamped to 0..=n).
    fn row_sum(&self, n: usize, low: isize, high: isize) -> u64 {
        let (low, high) = (low.max(0), high.min(n as isize));
        if high < low {
            return 0;
        }
        subtract(self.prefix_sum(n, high), self.prefix_sum(n, low - 1))
    }
}

/// 1/2 mod MODULUS.
const INVERSE_OF_TWO: u64 = MODULUS / 2 + 1;

/// R mod MODULUS, R = 2^32 (the Montgomery factor).
const MONTGOMERY_R: u64 = (1 << 32) % MODULUS;

/// −MODULUS⁻¹ mod 2^32, for Montgomery reduction with R = 2^32.
const NEGATIVE_INVERSE: u32 = {
    let modulus = MODULUS as u32;
    let mut inverse: u32 = 1;
    let mut round = 0;
    while round < 5 {
        // Newton's step doubles the correct low bits: 1, 2, 4, … 32.
        inverse = inverse.wrapping_mul(2u32.wrapping_sub(modulus.wrapping_mul(inverse)));
        round += 1;
    }
    inverse.wrapping_neg()
};

/// t · 2^−32 mod MODULUS, in 0..2·MODULUS, for t < MODULUS · 2^32. Plain u32 and
/// u64 arithmetic (no division), so loops of it vectorise.
#[inline(always)]
fn reduce(t: u64) -> u64 {
    let m = (t as u32).wrapping_mul(NEGATIVE_INVERSE);
    (t + u64::from(m) * MODULUS) >> 32
}

/// `out[t]` = reduce(`up[t]` · `down[n − 1 − t]`): Montgomery products of a
/// stream read forwards and one read backwards, its two halves side by side
/// in one pass (`two_products`).
fn products(out: &mut [u32], up: &[u32], down: &[u32]) {
    let (n, h) = (out.len(), out.len() / 2);
    let (first, second) = out.split_at_mut(h);
    two_products(first, &up[..h], &down[n - h..], &mut second[..h], &up[h..2 * h], &down[n - 2 * h..n - h]);
    if n % 2 == 1 {
        out[n - 1] = reduce(u64::from(up[n - 1]) * u64::from(down[0])) as u32;
    }
}

/// x_k = reduce(1/k! · 1/(P − k)!) for k = `k_start` + t, t < n, the even t
/// into `evens` and the odd t into `odds` (each from contiguous streams).
fn row_products(tables: &Tables, evens: &mut [u32], odds: &mut [u32], p: usize, k_start: usize) {
    let (e, o) = (evens.len(), odds.len());
    let (even_ks, even_others) = (tables.every_other(k_start, e), tables.every_other(p - k_start - 2 * (e - 1), e));
    if o > 0 {
        let odd_ks = tables.every_other(k_start + 1, o);
        let odd_others = tables.every_other(p + 1 - k_start - 2 * o, o);
        // The first o evens pair with the odds (their streams' ends line up).
        two_products(&mut evens[..o], &even_ks[..o], &even_others[e - o..], odds, odd_ks, odd_others);
    }
    if e > o {
        evens[e - 1] = reduce(u64::from(even_ks[e - 1]) * u64::from(even_others[0])) as u32;
    }
}

/// Two streams of Montgomery products, `out[t]` = reduce(`up[t]` ·
/// `down[n − 1 − t]`) and the same for `out2`, in one pass that vectorises
/// (one pass of two streams costs less than two passes of one).
fn two_products(out: &mut [u32], up: &[u32], down: &[u32], out2: &mut [u32], up2: &[u32], down2: &[u32]) {
    for ((o, (a, b)), (o2, (c, d))) in out
        .iter_mut()
        .zip(up.iter().zip(down.iter().rev()))
        .zip(out2.iter_mut().zip(up2.iter().zip(down2.iter().rev())))
    {
        *o = reduce(u64::from(*a) * u64::from(*b)) as u32;
        *o2 = reduce(u64::from(*c) * u64::from(*d)) as u32;
    }
}

/// Terms handled per block: the block's arrays stay in the L1 cache.
const BLOCK: usize = 1024;

/// R³ mod MODULUS, R = 2^32: undoes the Montgomery factors of the sums.
const R_TO_THREE: u64 = MONTGOMERY_R * MONTGOMERY_R % MODULUS * MONTGOMERY_R % MODULUS;

/// What a stretch of the number part's long sum gives, as plain residues,
/// with x_k = C(P, k)/P! and S(j) = Σ_{i > j} C(Q, i):
/// `above` = Σ x_k (S(j_k) − S_first)/(Q + 1)!, S_first being S at the
/// stretch's first k (the caller adds S_first/(Q + 1)! · `ways` once known);
/// `equal` = Σ x_k C(Q, j_k)/Q!; `ways` = Σ x_k; `steps` = Σ C(Q + 1, j_k)/(Q + 1)!.
#[derive(Clone, Copy, Default)]
struct Stretch {
    above: u64,
    equal: u64,
    ways: u64,
    steps: u64,
}

impl Stretch {
    /// The plain residues from the kernels' Montgomery sums: R⁻³ on `above`
    /// (undone by R³), `equal_factor` for `equal`, R⁻¹ on `ways` and `steps`.
    fn plain(self, equal_factor: u64) -> Stretch {
        Stretch {
            above: multiply(self.above, R_TO_THREE),
            equal: multiply(self.equal, equal_factor),
            ways: multiply(self.ways, MONTGOMERY_R),
            steps: multiply(self.steps, MONTGOMERY_R),
        }
    }
}

/// The number part's two sums over k in `k_low..=k_high`, j_k = pivot − 2k
/// inside row Q: (Σ x_k S(j_k)/(Q + 1)!, Σ x_k C(Q, j_k)/Q!, Σ x_k).
/// C(P, k) = C(P, P − k), so where k and P − k are both in the range they
/// are taken together (`pair_sums`, one x for two terms); the rest one at a
/// time (`single_sums`). Each stretch runs from S = 0; the true S at its start
/// follows from the ends of the range, where S is known without summing:
/// S(j) = 0 or 1 for j = Q or Q − 1 (k_low > 0), S(j) = 2^Q for j < 0
/// (k_high < P). Only when neither holds is a partial row sum needed.
fn number_sums(tables: &Tables, p: usize, q: usize, pivot: usize, k_low: usize, k_high: usize) -> (u64, u64, u64) {
    let scale = |value: u64| multiply(value, tables.inverse(q + 1));
    let step_at = |k: usize| tables.scaled_binomial(q + 1, pivot - 2 * k);
    let (o_low, o_high) = (k_low.max(p - k_high), k_high.min(p - k_low));
    let paired = o_low <= o_high;
    let (left, pairs, right) = if paired {
        let left = if o_low > k_low { single_sums(tables, p, q, pivot, k_low, o_low - 1) } else { Stretch::default() };
        let right =
            if k_high > o_high { single_sums(tables, p, q, pivot, o_high + 1, k_high) } else { Stretch::default() };
        (left, pair_sums(tables, p, q, pivot, o_low, p / 2), right)
    } else {
        (single_sums(tables, p, q, pivot, k_low, k_high), Stretch::default(), Stretch::default())
    };
    // Σ C(Q + 1, j_k)/(Q + 1)! over o_low..=o_high: the pairs' steps count
    // k = P/2 twice.
    let middle = if paired && p & 1 == 0 { step_at(p / 2) } else { 0 };
    let all_steps = add(add(left.steps, right.steps), subtract(pairs.steps, middle));
    // S(j) at k_low, over (Q + 1)!.
    let first = if k_low > 0 {
        scale(u64::from(pivot - 2 * k_low < q))
    } else if k_high < p {
        subtract(scale(tables.two_to(q)), all_steps)
    } else {
        scale(tables.row_sum(q, pivot as isize + 1, q as isize))
    };
    let mut above = add(add(left.above, multiply(first, left.ways)), add(pairs.above, right.above));
    let (equal, mut ways) = (add(add(left.equal, pairs.equal), right.equal), add(left.ways, right.ways));
    if paired {
        // W = S(j_k) + S(j_{P − k}) at k = o_low; the right stretch starts past o_high.
        let at_low = add(first, left.steps);
        let past_high = add(at_low, subtract(pairs.steps, middle));
        let at_high = subtract(past_high, step_at(o_high));
        above = add(above, add(multiply(add(at_low, at_high), pairs.ways), multiply(past_high, right.ways)));
        ways = add(ways, add(pairs.ways, pairs.ways));
    }
    (above, equal, ways)
}

/// `Stretch` for k in `k_low..=k_high` one term at a time. Walking k upwards,
/// S grows by C(Q, j) + C(Q, j − 1) = C(Q + 1, j) a step, and
/// C(Q, j)/Q! = (Q + 1 − j) · C(Q + 1, j)/(Q + 1)!. A block of k is a few plain
/// passes: the products (Montgomery form; every factor comes from a parity
/// table, so every stream is contiguous: x for even and for odd k apart), the
/// running sum of S (the only serial pass, recording the sums at even t), then
/// `single_dots`; all but the running sum vectorise.
fn single_sums(tables: &Tables, p: usize, q: usize, pivot: usize, k_low: usize, k_high: usize) -> Stretch {
    let mut sums = Stretch::default();
    let mut base = 0;
    let mut x_even = [0u32; BLOCK / 2];
    let mut x_odd = [0u32; BLOCK / 2];
    let mut step = [0u32; BLOCK];
    let mut sums_even = [0u32; BLOCK];
    let mut k_start = k_low;
    while k_start <= k_high {
        let n = (k_high + 1 - k_start).min(BLOCK);
        let (x_even, x_odd, step) = (&mut x_even[..n - n / 2], &mut x_odd[..n / 2], &mut step[..n]);
        let sums_even = &mut sums_even[..2 * (n - n / 2)];
        let j_top = pivot - 2 * k_start;
        let half = |start: usize| tables.every_other(start, n);
        let js = half(j_top - 2 * (n - 1));
        let q_plus_one_minus_js = half(q + 1 - j_top);
        row_products(tables, x_even, x_odd, p, k_start);
        products(step, q_plus_one_minus_js, js);
        // The running sum of S, unreduced (at most BLOCK steps below 2^31 on a
        // base below 2^30), recorded at the even t.
        base = running_sums(base, step, sums_even) % MODULUS;
        single_dots(&mut sums, x_even, x_odd, sums_even, step, (q + 1 - j_top) as u64);
        k_start += n;
    }
    sums.steps = base;
    sums.plain(R_TO_THREE)
}

/// The running sum from `start` over `steps`, recorded before each even t:
/// the sum before an odd t is the one before it plus its step, which the dot
/// products add back, so the serial chain takes one add every two steps.
/// Returns the sum after the last step.
#[inline(always)]
fn running_sums(start: u64, steps: &[u32], evens: &mut [u32]) -> u64 {
    let mut running = start;
    for (d, halves) in steps.chunks_exact(2).zip(evens.chunks_exact_mut(2)) {
        halves.copy_from_slice(&[running as u32, (running >> 32) as u32]);
        running += u64::from(d[0]) + u64::from(d[1]);
    }
    let n = steps.len();
    if n % 2 == 1 {
        evens[n - 1..].copy_from_slice(&[running as u32, (running >> 32) as u32]);
        running += u64::from(steps[n - 1]);
    }
    running
}

/// x · S + y · S' times R⁻¹, up to multiples of MODULUS, for an even and an
/// odd term: S is given as its low and high 32-bit halves, S' = S + `step`.
/// x · S · R⁻¹ = reduce(x · low) + x · high, and the two terms share the
/// reduction: two x · low stay below 2^64 − 2^32 · MODULUS for x below
/// 1.24 · MODULUS, so the reduction is below 2^32.
#[inline(always)]
fn pair_above(x: u64, y: u64, halves: &[u32], step: u32) -> u64 {
    let odd = (u64::from(halves[1]) << 32) + u64::from(halves[0]) + u64::from(step);
    reduce(x * u64::from(halves[0]) + y * (odd & 0xffff_ffff)) + x * u64::from(halves[1]) + y * (odd >> 32)
}

/// x · S times R⁻¹, up to multiples of MODULUS, for a last, unpaired term.
#[inline(always)]
fn lone_above(x: u64, halves: &[u32]) -> u64 {
    reduce(x * u64::from(halves[0])) + x * u64::from(halves[1])
}

/// Adds a block's dot products to `sums` (one term at a time): x (Montgomery
/// forms below 1.24 · MODULUS) with S (the low and high 32-bit halves of each
/// unreduced sum) and with the levels, taken as the steps times
/// Q + 1 − j (`first` for the block's first term, up by two a term); both
/// times R⁻¹; and Σ x. The terms of k and k + 1 (an even and an odd t) share
/// a reduction (`pair_above`). The steps, in k order, split into even and odd
/// t as they are loaded; S at an odd t is S at the even t before it plus that
/// term's step.
fn single_dots(sums: &mut Stretch, x_even: &[u32], x_odd: &[u32], sums_even: &[u32], step: &[u32], first: u64) {
    let (mut above, mut equal, mut ways) = (0u64, 0u64, 0u64);
    let (mut c, mut d) = (first, first + 2);
    let low = |value: u64| value & 0xffff_ffff;
    for (((x, y), h), ef) in x_even.iter().zip(x_odd.iter()).zip(sums_even.chunks_exact(2)).zip(step.chunks_exact(2)) {
        let (x, y) = (u64::from(*x), u64::from(*y));
        above += pair_above(x, y, h, ef[0]);
        equal += low(reduce(x * u64::from(ef[0]))) * low(c) + low(reduce(y * u64::from(ef[1]))) * low(d);
        ways += x + y;
        c += 4;
        d += 4;
    }
    let n = step.len();
    if n % 2 == 1 {
        let x = u64::from(x_even[n / 2]);
        above += lone_above(x, &sums_even[n - 1..]);
        equal += reduce(x * u64::from(step[n - 1])) * (first + 2 * (n - 1) as u64);
        ways += x;
    }
    sums.above = add(sums.above, above % MODULUS);
    sums.equal = add(sums.equal, equal % MODULUS);
    sums.ways = add(sums.ways, ways % MODULUS);
}

/// Adds a block of pairs' dot products to `sums`: x (Montgomery forms below
/// 1.24 · MODULUS) with W (the low and high 32-bit halves of each unreduced
/// sum at an even t; at an odd t, that plus the even term's change) and with
/// the levels, both times R⁻¹; and Σ x. Two terms (an even and an odd t)
/// share each reduction (`pair_above`; two x · level stay below
/// MODULUS · 2^32).
fn pair_dots(sums: &mut Stretch, x_even: &[u32], x_odd: &[u32], sums_even: &[u32], change: &[u32], level: &[u32]) {
    let (mut above, mut equal, mut ways) = (0u64, 0u64, 0u64);
    for ((((x, y), h), d), lm) in x_even
        .iter()
        .zip(x_odd.iter())
        .zip(sums_even.chunks_exact(2))
        .zip(change.chunks_exact(2))
        .zip(level.chunks_exact(2))
    {
        let (x, y) = (u64::from(*x), u64::from(*y));
        above += pair_above(x, y, h, d[0]);
        equal += reduce(x * u64::from(lm[0]) + y * u64::from(lm[1]));
        ways += x + y;
    }
    let n = level.len();
    if n % 2 == 1 {
        let x = u64::from(x_even[n / 2]);
        above += lone_above(x, &sums_even[n - 1..]);
        equal += reduce(x * u64::from(level[n - 1]));
        ways += x;
    }
    sums.above = add(sums.above, above % MODULUS);
    sums.equal = add(sums.equal, equal % MODULUS);
    sums.ways = add(sums.ways, ways % MODULUS);
}

/// `Stretch` for k in `k_low..=k_middle` (k_middle = ⌊P/2⌋; every P − k is in
/// the long sum's range too) over both k and P − k (k = P/2 once): with
/// j = pivot − 2k and j' = pivot − 2(P − k), the terms are x_k (S(j) + S(j'))
/// and x_k (C(Q, j) + C(Q, j')); `above` runs from W = S(j) + S(j') = 0 at
/// k_low, `ways` is Σ x_k (k = P/2 halved), `steps` the gains and losses below.
/// Walking k upwards, W gains C(Q + 1, j) and loses C(Q + 1, j' + 2); and
/// C(Q, i)/Q! = (Q + 1 − i) · C(Q + 1, i)/(Q + 1)!, so both levels come from
/// the same steps times a small number.
fn pair_sums(tables: &Tables, p: usize, q: usize, pivot: usize, k_low: usize, k_middle: usize) -> Stretch {
    let mut sums = Stretch::default();
    // W plus the step it is about to lose (see the scan).
    let j_mirror_first = pivot + 2 * k_low - 2 * p;
    let mut base = reduce(tables.inverse(j_mirror_first) * tables.inverse(q + 1 - j_mirror_first));
    let mut steps = 0;
    let mut x_even = [0u32; BLOCK / 2];
    let mut x_odd = [0u32; BLOCK / 2];
    let mut gain = [0u32; BLOCK];
    let mut loss = [0u32; BLOCK];
    let mut level = [0u32; BLOCK];
    let mut sums_even = [0u32; BLOCK];
    let mut change = [0u32; BLOCK];
    let mut k_start = k_low;
    let twice = 2 * MODULUS as u32;
    while k_start <= k_middle {
        let n = (k_middle + 1 - k_start).min(BLOCK);
        let (x_even, x_odd) = (&mut x_even[..n - n / 2], &mut x_odd[..n / 2]);
        let (gain, loss, level) = (&mut gain[..n], &mut loss[..n], &mut level[..n]);
        let sums_even = &mut sums_even[..2 * (n - n / 2)];
        let j_top = pivot - 2 * k_start;
        let j_mirror = pivot + 2 * k_start - 2 * p;
        let half = |start: usize| tables.every_other(start, n);
        let js = half(j_top - 2 * (n - 1));
        let q_plus_one_minus_js = half(q + 1 - j_top);
        let mirrors = half(j_mirror);
        let q_plus_one_minus_mirrors = half(q + 1 - j_mirror - 2 * (n - 1));
        row_products(tables, x_even, x_odd, p, k_start);
        if k_start + n - 1 == p - (k_start + n - 1) {
            // k = P/2 is its own mirror: counted once.
            let x = if n % 2 == 1 { &mut x_even[n / 2] } else { &mut x_odd[n / 2 - 1] };
            *x = multiply(u64::from(*x), INVERSE_OF_TWO) as u32;
        }
        two_products(gain, q_plus_one_minus_js, js, loss, mirrors, q_plus_one_minus_mirrors);
        // Both levels, Montgomery-reduced together: (Q + 1 − j) counts up by
        // two, (Q + 1 − j') down by two.
        let first = (q + 1 - j_top) as u32;
        let first_mirror = (q + 1 - j_mirror) as u32;
        let mut block_lost = 0u64;
        for (t, (e, (g, l))) in level.iter_mut().zip(gain.iter().zip(loss.iter())).enumerate() {
            let t = t as u32;
            *e = reduce(u64::from(*g) * u64::from(first + 2 * t) + u64::from(*l) * u64::from(first_mirror - 2 * t))
                as u32;
            block_lost += u64::from(*l);
        }
        // W, recorded after each pair's loss and before its gain (a loss is
        // taken from 2·MODULUS so that the sum only grows: at most BLOCK steps
        // below 2^32 on a base below 2^31). Each gain and the next pair's loss
        // are summed beforehand into one change.
        let change = &mut change[..n];
        for (d, (g, l)) in change.iter_mut().zip(gain.iter().zip(loss[1..].iter())) {
            *d = *g + (twice - *l);
        }
        change[n - 1] = gain[n - 1];
        let running = running_sums(base + u64::from(twice - loss[0]), change, sums_even);
        // The block's gains and losses: the run added n · twice + gains − losses.
        steps = (steps + running + 2 * block_lost - base - n as u64 * u64::from(twice)) % MODULUS;
        base = running % MODULUS;
        pair_dots(&mut sums, x_even, x_odd, sums_even, change, level);
        k_start += n;
    }
    sums.steps = steps;
    // The levels carry one more R⁻¹ here.
    sums.plain(multiply(R_TO_THREE, MONTGOMERY_R))
}

/// The four counts `L R F S` for strips counted by value class.
fn count(classes: &[usize; 8], tables: &Tables) -> [u64; 4] {
    let [zeros, stars, ups, downs, ones, minus_ones, halves, minus_halves] = *classes;
    // Number part: X = (+1 kept) − (−1 kept) with C(P, b + X) ways, Y = (+1/2
    // kept) − (−1/2 kept) with C(Q, d + Y) ways; the sum is (2X + Y) / 2.
    // With k = b + X and j = d + Y the sum is positive iff j > d + 2b − 2k.
    let (p, q, b, d) = (ones + minus_ones, halves + minus_halves, minus_ones as isize, minus_halves as isize);
    let pivot = d + 2 * b; // 2X + Y = 2k + j − pivot
                           // For each k the Y-side gives Σ_{j > pivot − 2k} C(Q, j): all of row Q
                           // when pivot − 2k < 0, nothing when pivot − 2k ≥ Q, a partial sum between;
                           // and the sum is exactly 0 when j = pivot − 2k, which needs 0 ≤ j ≤ Q.

    // k_low ≤ k_high always: k_low ≤ P (pivot − Q ≤ 2P, as d ≤ Q and b ≤ P), and
    // k_low ≤ ⌊pivot / 2⌋ (with Q ≥ 1, ⌈(pivot − Q) / 2⌉ ≤ ⌈(pivot − 1) / 2⌉; with
    // Q = 0, d = 0 and pivot is even).
    let k_low = ((pivot - q as isize + 1).div_euclid(2)).max(0) as usize; // ⌈(pivot − Q) / 2⌉
    let k_high = (pivot / 2).min(p as isize) as usize; // ⌊pivot / 2⌋
    let (above, equal, ways) = number_sums(tables, p, q, pivot as usize, k_low, k_high);
    let long_sum = multiply(multiply(tables.factorial(p), tables.factorial(q + 1)), above);
    let zero = multiply(multiply(tables.factorial(p), tables.factorial(q)), equal);
    // For k above k_high every j counts: Σ_{k > k_high} C(P, k) · 2^Q, with
    // Σ_{k > k_high} C(P, k) = 2^P − Σ_{k < k_low} − Σ_{k_low ≤ k ≤ k_high},
    // the last being P! · ways, or directly: whichever sums fewer terms.
    let beyond = if k_high == p {
        0
    } else if k_low == 0 || Tables::prefix_cost(p, k_low - 1) < Tables::prefix_cost(p, k_high) {
        let below = if k_low == 0 { 0 } else { tables.prefix_sum(p, k_low as isize - 1) };
        subtract(subtract(tables.two_to(p), below), multiply(tables.factorial(p), ways))
    } else {
        tables.row_sum(p, k_high as isize + 1, p as isize)
    };
    let positive = add(long_sum, multiply(tables.two_to(q), beyond));
    let negative = subtract(subtract(tables.two_to(p + q), positive), zero);
    // Infinitesimals: d = #↑ − #↓ kept has C(U, downs + d) ways.
    let u = ups + downs;
    let down_index = downs as isize;
    let up_by_one = tables.binomial(u, down_index + 1);
    let down_by_one = tables.binomial(u, down_index - 1);
    let level = tables.binomial(u, down_index);
    let ahead = tables.row_sum(u, down_index + 1, u as isize);
    let behind = subtract(subtract(tables.two_to(u), ahead), level);
    let (even, odd) = if stars == 0 { (1, 0) } else { (tables.two_to(stars - 1), tables.two_to(stars - 1)) };
    let rest = tables.two_to(stars + u);
    let left = (multiply(positive, rest)
        + multiply(zero, (multiply(even, ahead) + multiply(odd, subtract(ahead, up_by_one))) % MODULUS))
        % MODULUS;
    let right = (multiply(negative, rest)
        + multiply(zero, (multiply(even, behind) + multiply(odd, subtract(behind, down_by_one))) % MODULUS))
        % MODULUS;
    let second = multiply(zero, multiply(even, level));
    let first = multiply(zero, multiply(odd, (up_by_one + level + down_by_one) % MODULUS));
    let free = tables.two_to(zeros);
    [multiply(free, left), multiply(free, right), multiply(free, first), multiply(free, second)]
}

pub fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    scanner.number("the test id", 0, MAX_ID)?;
    let data_sets = scanner.number("the number of data sets C", 1, MAX_DATA_SETS)?;
    // Sized by the input, which holds at least a byte per data set.
    let mut all_classes = Vec::with_capacity((data_sets as usize).min(input.len()));
    let mut largest = 0;
    for data_set in 1..=data_sets {
        let at_set = |error: String| format!("data set {}: {}", data_set, error);
        let states = scanner.number("the number of states n", 1, STRIPS.len() as u64).map_err(at_set)?;
        let mut classes = [0usize; 8];
        let mut seen = [false; 23];
        let mut total = 0;
        for line in 1..=states {
            let at_line = |error: String| format!("data set {} state {}: {}", data_set, line, error);
            let name = scanner.token("a state").map_err(at_line)?;
            let shown = String::from_utf8_lossy(name);
            let index = match STRIPS.iter().position(|(strip, _)| strip.as_bytes() == name) {
                Some(index) => index,
                None if name.len() != 5 => return Err(at_line(format!("{:?} is not a 5-cell state", shown))),
                None => return Err(at_line(format!("{:?} is not a state reachable from LL_RR", shown))),
            };
            if seen[index] {
                return Err(at_line(format!("{} is given twice", shown)));
            }
            seen[index] = true;
            let count = scanner.number("the state's count a", 1, MAX_COUNT).map_err(at_line)?;
            total += count;
            if total > MAX_TOTAL {
                return Err(at_set(format!("the counts add up to {} so far, over {}", total, MAX_TOTAL)));
            }
            classes[STRIPS[index].1] += count as usize;
        }
        largest = largest.max(total as usize);
        all_classes.push(classes);
    }
    scanner.finish()?;
    let tables = Tables::new(largest + 1);
    let mut output = String::new();
    for classes in &all_classes {
        let [left, right, first, second] = count(classes, &tables);
        output.push_str(&format!("{} {} {} {}\n", left, right, first, second));
    }
    Ok(output)
}

#[allow(dead_code)]
fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        eprintln!("error: cannot read standard input: {}", error);
        std::process::exit(1);
    }
    match solve(&input) {
        Ok(output) => {
            let _ = io::stdout().write_all(output.as_bytes());
        }
        Err(message) => {
            eprintln!("error: {}", message);
            std::process::exit(1);
        }
    }
}
