//! Wrong on purpose (frogs): the counting is right, but one entry of the value
//! table has the wrong sign: `LR_RL` is −1/2 (Right's), not +1/2.
//! Expected verdict: wrong answer.
use std::io::Read;

const MODULUS: u64 = 998_244_353;

/// Value classes: 0, *, ↑, ↓, 1, −1, 1/2, −1/2.
const TABLE: [(&str, usize); 23] = [
    ("LLRR_", 0), ("LLR_R", 3), ("LL_RR", 1), ("LRLR_", 0), ("LRL_R", 1), ("LRRL_", 4),
    ("LRR_L", 0), ("LR_LR", 0), ("LR_RL", 6), ("L_LRR", 2), ("L_RLR", 1), ("RLRL_", 4),
    ("RLR_L", 0), ("RL_LR", 6), ("RRL_L", 4), ("RR_LL", 0), ("R_LLR", 0), ("R_LRL", 0),
    ("R_RLL", 5), ("_LLRR", 0), ("_LRLR", 0), ("_RLLR", 5), ("_RLRL", 5),
];

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent >>= 1;
    }
    result
}

struct Binomials {
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    fn new(size: usize) -> Self {
        let mut factorial = vec![1u64; size + 1];
        for i in 1..=size {
            factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
        }
        let mut inverse = vec![1u64; size + 1];
        inverse[size] = power(factorial[size], MODULUS - 2);
        for i in (1..=size).rev() {
            inverse[i - 1] = inverse[i] * i as u64 % MODULUS;
        }
        Binomials { factorial, inverse }
    }

    /// C(n, k), 0 outside 0..=n.
    fn choose(&self, n: usize, k: i64) -> u64 {
        if k < 0 || k > n as i64 {
            return 0;
        }
        let k = k as usize;
        self.factorial[n] * self.inverse[k] % MODULUS * self.inverse[n - k] % MODULUS
    }

    /// Σ C(n, k) over k in low..=high.
    fn sum(&self, n: usize, low: i64, high: i64) -> u64 {
        (low.max(0)..=high.min(n as i64)).fold(0, |total, k| (total + self.choose(n, k)) % MODULUS)
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    tokens.next();
    let data_sets: usize = tokens.next().unwrap().parse().unwrap();
    let binomials = Binomials::new(1_000_000);
    for _ in 0..data_sets {
        let states: usize = tokens.next().unwrap().parse().unwrap();
        let mut count = [0usize; 8];
        for _ in 0..states {
            let state = tokens.next().unwrap();
            let many: usize = tokens.next().unwrap().parse().unwrap();
            count[TABLE.iter().find(|(name, _)| *name == state).unwrap().1] += many;
        }
        // Numbers, in halves: N = 2(ones − minus ones) + (halves − minus halves).
        // Vandermonde: #(ones − minus ones = t) = C(c1 + c−1, c−1 + t).
        let (whole, half) = (count[4] + count[5], count[6] + count[7]);
        // prefix[k] = Σ C(half, j) over j < k, for the sums over s.
        let mut prefix = vec![0u64; half + 2];
        for k in 0..=half {
            prefix[k + 1] = (prefix[k] + binomials.choose(half, k as i64)) % MODULUS;
        }
        let between = |low: i64, high: i64| {
            let clamp = |k: i64| k.clamp(0, half as i64 + 1) as usize;
            (prefix[clamp(high + 1).max(clamp(low))] + MODULUS - prefix[clamp(low)]) % MODULUS
        };
        let (mut positive, mut zero, mut negative) = (0, 0, 0);
        for t in -(count[5] as i64)..=count[4] as i64 {
            let ways = binomials.choose(whole, count[5] as i64 + t);
            let base = count[7] as i64; // #(halves − minus halves = s) = C(half, base + s)
            zero = (zero + ways * binomials.choose(half, base - 2 * t)) % MODULUS;
            positive = (positive + ways * between(base - 2 * t + 1, half as i64)) % MODULUS;
            negative = (negative + ways * between(0, base - 2 * t - 1)) % MODULUS;
        }
        // Stars by parity, ups − downs = d.
        let stars = if count[1] == 0 { 0 } else { power(2, count[1] as u64 - 1) };
        let (even, odd) = if count[1] == 0 { (1, 0) } else { (stars, stars) };
        let arrows = count[2] + count[3];
        let base = count[3] as i64;
        let d = |low: i64, high: i64| binomials.sum(arrows, base + low, base + high);
        let big = arrows as i64 + 1;
        let rest = power(2, (count[1] + arrows) as u64);
        let zeros = power(2, count[0] as u64);
        let left = (even * d(1, big) + odd * d(2, big)) % MODULUS;
        let right = (even * d(-big, -1) + odd * d(-big, -2)) % MODULUS;
        let first = odd * d(-1, 1) % MODULUS;
        let second = even * d(0, 0) % MODULUS;
        println!(
            "{} {} {} {}",
            (positive * rest + zero * left) % MODULUS * zeros % MODULUS,
            (negative * rest + zero * right) % MODULUS * zeros % MODULUS,
            zero * first % MODULUS * zeros % MODULUS,
            zero * second % MODULUS * zeros % MODULUS
        );
    }
}
