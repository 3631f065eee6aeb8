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
//! difference number C(A + B, ·) (Vandermonde), so each count is a sum of binomials,
//! summed over the shorter side of each binomial row.
//!
//! The long sum (the number part) runs in blocks of plain passes that the
//! compiler vectorises: Montgomery products on u32 residues, one running sum.
//!
//! Complexity: O(m) a data set (the long sum has at most about m/3 terms), inverse
//! factorials once, up to the largest data set. std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

const MODULUS: u64 = 998_244_353;
const MAX_DATA_SETS: u64 = 100;
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

/// Chains of products run side by side when building the table: one chain
/// waits on its multiplier's latency, eight keep the multiplier busy.
const CHAINS: usize = 8;

/// Inverse factorials up to the largest data set, as u32 (residues fit): the
/// sums stream through this table, and half the bytes is half the traffic.
/// Factorials and powers of two are needed only a few times a data set, so
/// they are computed when asked rather than stored.
struct Tables {
    inverse_factorial: Vec<u32>,
    /// The same table split by parity: `by_parity[p][i]` = 1/(2i + p)!, so that
    /// every other entry (as the number part walks j by twos) is contiguous.
    by_parity: [Vec<u32>; 2],
}

impl Tables {
    fn new(size: usize) -> Self {
        // 1..=size in CHAINS runs of `run` numbers (the last may be shorter or
        // empty); each run's product is taken in lockstep with the others.
        let run = size / CHAINS + 1;
        let first = |chain: usize| chain * run + 1;
        let last = |chain: usize| ((chain + 1) * run).min(size);
        let mut products = [1u64; CHAINS];
        for step in 0..run {
            for (chain, product) in products.iter_mut().enumerate() {
                let number = first(chain) + step;
                if number <= size {
                    *product = multiply(*product, number as u64);
                }
            }
        }
        // 1/size!, then 1/(last of each run)! by multiplying back the runs above it.
        let mut inverse_factorial = vec![0u32; size + 1];
        inverse_factorial[0] = 1;
        let mut at_last = [0u64; CHAINS];
        let mut running = power(products.iter().fold(1, |all, product| multiply(all, *product)), MODULUS - 2);
        for chain in (0..CHAINS).rev() {
            at_last[chain] = running;
            running = multiply(running, products[chain]);
        }
        // Down each run in lockstep: 1/(i − 1)! = i / i!.
        for step in 0..run {
            for (chain, value) in at_last.iter_mut().enumerate() {
                let i = last(chain) as isize - step as isize;
                if i >= first(chain) as isize {
                    let i = i as usize;
                    inverse_factorial[i] = *value as u32;
                    *value = multiply(*value, i as u64);
                }
            }
        }
        let by_parity = [
            inverse_factorial.iter().step_by(2).copied().collect(),
            inverse_factorial.iter().skip(1).step_by(2).copied().collect(),
        ];
        Tables { inverse_factorial, by_parity }
    }

    /// n! for n within the table, as the inverse of its inverse.
    fn factorial(&self, n: usize) -> u64 {
        power(u64::from(self.inverse_factorial[n]), MODULUS - 2)
    }

    fn two_to(&self, n: usize) -> u64 {
        power(2, n as u64)
    }

    /// C(n, k) / n!, that is 1 / (k! (n − k)!), unreduced (below 2^60).
    fn scaled_binomial_wide(&self, n: usize, k: usize) -> u64 {
        u64::from(self.inverse_factorial[k]) * u64::from(self.inverse_factorial[n - k])
    }

    fn scaled_binomial(&self, n: usize, k: usize) -> u64 {
        self.scaled_binomial_wide(n, k) % MODULUS
    }

    fn binomial(&self, n: usize, k: isize) -> u64 {
        if k < 0 || k as usize > n {
            0
        } else {
            multiply(self.factorial(n), self.scaled_binomial(n, k as usize))
        }
    }

    /// Σ C(n, k) for k in `low..=high` (clamped to 0..=n), summing whichever
    /// of the range and its complement is shorter. Terms are added unreduced:
    /// each is below 2^60, so a u128 holds any number of them here.
    fn row_sum(&self, n: usize, low: isize, high: isize) -> u64 {
        let low = low.max(0) as usize;
        let high = high.min(n as isize);
        if high < low as isize {
            return 0;
        }
        let high = high as usize;
        let sum = |from: usize, to: usize| -> u64 {
            let mut total: u128 = 0;
            for k in from..=to {
                total += u128::from(self.scaled_binomial_wide(n, k));
            }
            multiply(self.factorial(n), (total % u128::from(MODULUS)) as u64)
        };
        if high - low <= n - (high - low) {
            sum(low, high)
        } else {
            let mut outside = 0;
            if low > 0 {
                outside += sum(0, low - 1);
            }
            if high < n {
                outside += sum(high + 1, n);
            }
            (self.two_to(n) + 2 * MODULUS - outside) % MODULUS
        }
    }
}

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

/// Terms handled per block: the block's arrays stay in the L1 cache.
const BLOCK: usize = 1024;

/// For k in `k_low..=k_high` and j = pivot − 2k (both inside their rows), the
/// number part's two sums, reduced:
/// `above` = Σ C(P, k)/P! · S(j)/(Q + 1)!, with S(j) = Σ_{i > j} C(Q, i), and
/// `equal` = Σ C(P, k)/P! · C(Q, j)/Q!.
/// Walking k upwards, S grows by C(Q, j) + C(Q, j − 1) = C(Q + 1, j) a step.
/// A block of k is a few plain passes: the products (Montgomery form; 1/j!,
/// 1/(Q − j)! and 1/(Q + 1 − j)! come from the parity tables, so every
/// stream is contiguous), the running sum of S (an add a term, the only
/// serial pass), its reduction, and both dot products; all but the running
/// sum vectorise.
fn number_sums(tables: &Tables, p: usize, q: usize, pivot: usize, k_low: usize, k_high: usize) -> (u64, u64) {
    let inverse = &tables.inverse_factorial[..];
    // S at the first k, over (Q + 1)!, times R⁻¹ like every stored term.
    let beyond = tables.row_sum(q, (pivot - 2 * k_low) as isize + 1, q as isize);
    let mut base = reduce(multiply(beyond, u64::from(inverse[q + 1]))) % MODULUS;
    let (mut above, mut equal) = (0u64, 0u64);
    let mut ways_x = [0u32; BLOCK];
    let mut level = [0u32; BLOCK];
    let mut step = [0u32; BLOCK];
    let mut suffix = [0u64; BLOCK];
    let mut suffix_reduced = [0u32; BLOCK];
    let mut k_start = k_low;
    while k_start <= k_high {
        let n = (k_high + 1 - k_start).min(BLOCK);
        let (ways_x, level, step) = (&mut ways_x[..n], &mut level[..n], &mut step[..n]);
        let (suffix, suffix_reduced) = (&mut suffix[..n], &mut suffix_reduced[..n]);
        // k = k_start + t: 1/k! up, 1/(P − k)! down; j = j_top − 2t: 1/j! down,
        // 1/(Q − j)! and 1/(Q + 1 − j)! up, each from its parity table.
        let j_top = pivot - 2 * k_start;
        let ks = &inverse[k_start..k_start + n];
        let p_minus_ks = &inverse[p + 1 - k_start - n..=p - k_start];
        let half = |start: usize| &tables.by_parity[start % 2][start / 2..start / 2 + n];
        let js = half(j_top - 2 * (n - 1));
        let (q_minus_js, q_plus_one_minus_js) = (half(q - j_top), half(q + 1 - j_top));
        // One product stream a loop: these vectorise.
        for (x, (at_k, at_p_minus_k)) in ways_x.iter_mut().zip(ks.iter().zip(p_minus_ks.iter().rev())) {
            *x = reduce(u64::from(*at_k) * u64::from(*at_p_minus_k)) as u32;
        }
        let q_sides = q_minus_js.iter().zip(q_plus_one_minus_js.iter());
        for ((l, e), (at_j, (at_q_minus_j, at_q_plus_one_minus_j))) in
            level.iter_mut().zip(step.iter_mut()).zip(js.iter().rev().zip(q_sides))
        {
            *l = reduce(u64::from(*at_j) * u64::from(*at_q_minus_j)) as u32;
            *e = reduce(u64::from(*at_j) * u64::from(*at_q_plus_one_minus_j)) as u32;
        }
        // The running sum of S, unreduced (at most BLOCK steps below 2^31 on a
        // base below 2^30): an add a term, the one serial pass.
        let mut running = base;
        for (s, e) in suffix.iter_mut().zip(step.iter()) {
            *s = running;
            running += u64::from(*e);
        }
        base = running % MODULUS;
        // S reduced, times R⁻²: reduce(s) as high · 2^32 + low, the halves
        // taken apart so that the pass vectorises.
        for (r, s) in suffix_reduced.iter_mut().zip(suffix.iter()) {
            *r = (*s >> 32) as u32 + reduce(*s & 0xffff_ffff) as u32;
        }
        // The two dot products, summed in a u64 (each reduction is below 2^31).
        // Two terms (from the two halves of the block) share a reduction:
        // Montgomery products of reduced factors are below 1.24 · MODULUS,
        // the reduced running sums below MODULUS + 2^10, so two products
        // stay below MODULUS · 2^32, as `reduce` needs.
        let (mut above_sum, mut equal_sum) = (0u64, 0u64);
        let half = n / 2;
        let (x_low, x_high) = ways_x.split_at(half);
        let (r_low, r_high) = suffix_reduced.split_at(half);
        let (l_low, l_high) = level.split_at(half);
        for ((x, y), ((r, s), (l, m))) in
            x_low.iter().zip(x_high.iter()).zip(r_low.iter().zip(r_high.iter()).zip(l_low.iter().zip(l_high.iter())))
        {
            above_sum += reduce(u64::from(*x) * u64::from(*r) + u64::from(*y) * u64::from(*s));
            equal_sum += reduce(u64::from(*x) * u64::from(*l) + u64::from(*y) * u64::from(*m));
        }
        if n % 2 == 1 {
            above_sum += reduce(u64::from(ways_x[n - 1]) * u64::from(suffix_reduced[n - 1]));
            equal_sum += reduce(u64::from(ways_x[n - 1]) * u64::from(level[n - 1]));
        }
        above = add(above, above_sum % MODULUS);
        equal = add(equal, equal_sum % MODULUS);
        k_start += n;
    }
    // Undo the Montgomery factors: R⁻⁴ on `above` terms, R⁻³ on `equal` terms.
    let r = (1u64 << 32) % MODULUS;
    let r3 = multiply(multiply(r, r), r);
    (multiply(above, multiply(r3, r)), multiply(equal, r3))
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
    let k_low = ((pivot - q as isize + 1).div_euclid(2)).max(0); // ⌈(pivot − Q) / 2⌉
    let k_high = (pivot / 2).min(p as isize); // ⌊pivot / 2⌋
    let mut positive = multiply(tables.two_to(q), tables.row_sum(p, k_high + 1, p as isize));
    let mut zero = 0;
    if k_low <= k_high {
        let (above, equal) = number_sums(tables, p, q, pivot as usize, k_low as usize, k_high as usize);
        positive = add(positive, multiply(multiply(tables.factorial(p), tables.factorial(q + 1)), above));
        zero = multiply(multiply(tables.factorial(p), tables.factorial(q)), equal);
    }
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
    let mut all_classes = Vec::with_capacity(data_sets as usize);
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
