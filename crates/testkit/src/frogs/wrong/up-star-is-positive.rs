//! Wrong on purpose (frogs): a plain dynamic programme over the strips (fine
//! for small counts), with the classic slip in the outcome rule: it takes
//! ↑ + * as a win for Left, but ↑* is fuzzy (the first player wins); with an
//! odd number of stars Left needs #↑ − #↓ ≥ 2. Expected verdict: wrong answer
//! (and too slow on large counts).
use std::collections::HashMap;
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

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    tokens.next();
    let data_sets: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..data_sets {
        let states: usize = tokens.next().unwrap().parse().unwrap();
        // ways[(number, ups − downs, star parity)]: kept subsets so far.
        let mut ways: HashMap<(i64, i64, u8), u64> = HashMap::new();
        ways.insert((0, 0, 0), 1);
        for _ in 0..states {
            let (number, arrows, star) = value(tokens.next().unwrap());
            let many: usize = tokens.next().unwrap().parse().unwrap();
            for _ in 0..many {
                let mut next = ways.clone(); // the strip left out
                for (&(n, d, p), &count) in &ways {
                    let kept = next.entry((n + number, d + arrows, p ^ star)).or_insert(0);
                    *kept = (*kept + count) % MODULUS;
                }
                ways = next;
            }
        }
        let mut totals = [0u64; 4]; // Left, Right, first, second
        for (&(number, d, parity), &count) in &ways {
            let outcome = if number > 0 {
                0
            } else if number < 0 {
                1
            } else if parity == 0 {
                if d > 0 { 0 } else if d < 0 { 1 } else { 3 }
            } else if d >= 1 {
                0 // the mistake: ↑* is fuzzy, Left needs d ≥ 2
            } else if d <= -1 {
                1
            } else {
                2
            };
            totals[outcome] = (totals[outcome] + count) % MODULUS;
        }
        println!("{} {} {} {}", totals[0], totals[1], totals[2], totals[3]);
    }
}
