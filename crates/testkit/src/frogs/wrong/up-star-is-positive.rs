//! Wrong on purpose (frogs): the Vandermonde count over the classes of game
//! values (numbers, ↑/↓, stars), O(m) a data set, with the classic slip in the
//! outcome rule: it takes ↑ + * as a win for Left, but ↑* is fuzzy (the first
//! player wins); with an odd number of stars Left needs #↑ − #↓ ≥ 2.
//! Expected verdict: wrong answer.
use std::io::Read;

const MODULUS: u64 = 998_244_353;

/// (number in halves, ups − downs, star parity) of each of the 23 states.
fn value(state: &str) -> (i64, i64, u8) {
    match state {
        "LRRL_" | "RLRL_" | "RRL_L" => (2, 0, 0),
        "R_RLL" | "_RLLR" | "_RLRL" => (-2, 0, 0),
        "RL_LR" => (1, 0, 0),
        "LR_RL" => (-1, 0, 0),
        "L_LRR" => (0, 1, 0),
        "LLR_R" => (0, -1, 0),
        "LL_RR" | "LRL_R" | "L_RLR" => (0, 0, 1),
        _ => (0, 0, 0),
    }
}

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    base %= MODULUS;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent >>= 1;
    }
    result
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    tokens.next();
    let data_sets: usize = tokens.next().unwrap().parse().unwrap();
    const MOST: usize = 1_000_000;
    let mut factorial = vec![1u64; MOST + 1];
    for i in 1..=MOST {
        factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
    }
    let mut inverse = vec![1u64; MOST + 1];
    inverse[MOST] = power(factorial[MOST], MODULUS - 2);
    for i in (1..=MOST).rev() {
        inverse[i - 1] = inverse[i] * i as u64 % MODULUS;
    }
    let choose = |n: i64, k: i64| -> u64 {
        if k < 0 || k > n {
            0
        } else {
            factorial[n as usize] * inverse[k as usize] % MODULUS * inverse[(n - k) as usize] % MODULUS
        }
    };
    for _ in 0..data_sets {
        let states: usize = tokens.next().unwrap().parse().unwrap();
        // [+1, −1, +1/2, −1/2, ↑, ↓, *, 0]
        let mut count = [0i64; 8];
        for _ in 0..states {
            let state = tokens.next().unwrap();
            let many: i64 = tokens.next().unwrap().parse().unwrap();
            let class = match value(state) {
                (2, _, _) => 0,
                (-2, _, _) => 1,
                (1, _, _) => 2,
                (-1, _, _) => 3,
                (_, 1, _) => 4,
                (_, -1, _) => 5,
                (_, _, 1) => 6,
                _ => 7,
            };
            count[class] += many;
        }
        // Numbers: X = kept +1s plus left-out −1s (C(P, X) ways), Y likewise
        // for the halves; the sum in halves is 2X + Y − pivot.
        let (whole, halves) = (count[0] + count[1], count[2] + count[3]);
        let pivot = 2 * count[1] + count[3];
        let mut above = vec![0u64; halves as usize + 2]; // above[y]: ways with Y ≥ y
        for y in (0..=halves).rev() {
            above[y as usize] = (above[y as usize + 1] + choose(halves, y)) % MODULUS;
        }
        let (mut positive, mut zero) = (0u64, 0u64);
        for x in 0..=whole {
            let ways = choose(whole, x);
            let least = pivot - 2 * x + 1; // sum > 0 iff Y ≥ least; sum = 0 iff Y = least − 1
            if least <= halves {
                positive = (positive + ways * above[least.max(0) as usize]) % MODULUS;
            }
            zero = (zero + ways * choose(halves, least - 1)) % MODULUS;
        }
        let numbers = power(2, (whole + halves) as u64);
        let negative = (numbers + 2 * MODULUS - positive - zero) % MODULUS;
        // At number 0: d = ups − downs (C(U + D, d + D) ways) and the star parity.
        let (ups, downs, stars) = (count[4], count[5], count[6]);
        let half_of_stars = if stars > 0 { power(2, stars as u64 - 1) } else { 1 };
        let parity_ways = [half_of_stars, if stars > 0 { half_of_stars } else { 0 }];
        let mut at_zero = [0u64; 4]; // Left, Right, first, second
        for d in -downs..=ups {
            let ways = choose(ups + downs, d + downs);
            for (parity, &parity_count) in parity_ways.iter().enumerate() {
                let outcome = if parity == 0 {
                    if d > 0 {
                        0
                    } else if d < 0 {
                        1
                    } else {
                        3
                    }
                } else if d >= 1 {
                    0 // the mistake: ↑* is fuzzy, Left needs d ≥ 2
                } else if d <= -1 {
                    1
                } else {
                    2
                };
                at_zero[outcome] = (at_zero[outcome] + ways * parity_count) % MODULUS;
            }
        }
        let rest = power(2, (ups + downs + stars) as u64);
        let zeros = power(2, count[7] as u64);
        let totals = [
            (positive * rest + zero * at_zero[0]) % MODULUS * zeros % MODULUS,
            (negative * rest + zero * at_zero[1]) % MODULUS * zeros % MODULUS,
            zero * at_zero[2] % MODULUS * zeros % MODULUS,
            zero * at_zero[3] % MODULUS * zeros % MODULUS,
        ];
        println!("{} {} {} {}", totals[0], totals[1], totals[2], totals[3]);
    }
}
