//! Parallel stress runs with deterministic seeds.

use crate::ground::Size;
use crate::rng::{case_seed, Rng};
use rayon::prelude::*;

/// Shown of a failing input; the seed reproduces the rest.
const SHOWN_INPUT: usize = 2000;

/// Runs `cases` random cases of suite `suite` in parallel. Case `i` draws its
/// input from `Rng::new(case_seed(suite, i))` and `check` returns `Err` with
/// a description when the solution is wrong. Panics listing the first failures
/// with their seeds and inputs; returns the number of cases checked.
pub fn run<G, C>(suite: &str, cases: u64, generate: G, check: C) -> u64
where
    G: Fn(&mut Rng) -> String + Sync,
    C: Fn(&str) -> Result<(), String> + Sync,
{
    run_dyn(suite, cases, &generate, &check)
}

/// `run`, compiled once: its callers' closures are called through a
/// reference, so the parallel loop under it is built here alone and not
/// again for each of the test suite's some forty calls (it was a fifth of
/// the suite's code, and of its build).
fn run_dyn(
    suite: &str,
    cases: u64,
    generate: &(dyn Fn(&mut Rng) -> String + Sync),
    check: &(dyn Fn(&str) -> Result<(), String> + Sync),
) -> u64 {
    let mut failures: Vec<(u64, String, String)> = (0..cases)
        .into_par_iter()
        .filter_map(|index| {
            let seed = case_seed(suite, index);
            let input = generate(&mut Rng::new(seed));
            check(&input).err().map(|why| (seed, input, why))
        })
        .collect();
    if !failures.is_empty() {
        failures.sort();
        let mut report = format!("{}: {} of {} cases failed\n", suite, failures.len(), cases);
        for (seed, input, why) in failures.iter().take(3) {
            let shown: String = input.chars().take(SHOWN_INPUT).collect();
            let cut = if shown.len() < input.len() { "…(cut)\n" } else { "" };
            report.push_str(&format!("--- seed {:#018x}\n{}\n--- input\n{}{}", seed, why, shown, cut));
        }
        panic!("{}", report);
    }
    cases
}

/// Runs `cases` cases of each size in `sizes` from the problem's generator,
/// suites named `PROBLEM/small`, `PROBLEM/edge`, …; returns the total.
pub fn run_sizes<C>(problem: &str, sizes: &[(Size, u64)], generate: fn(&mut Rng, Size) -> String, check: C) -> u64
where
    C: Fn(&str) -> Result<(), String> + Sync,
{
    run_sizes_dyn(problem, sizes, generate, &check)
}

fn run_sizes_dyn(
    problem: &str,
    sizes: &[(Size, u64)],
    generate: fn(&mut Rng, Size) -> String,
    check: &(dyn Fn(&str) -> Result<(), String> + Sync),
) -> u64 {
    sizes
        .iter()
        .map(|&(size, cases)| {
            let suite = format!("{}/{}", problem, format!("{:?}", size).to_lowercase());
            run_dyn(&suite, cases, &|rng: &mut Rng| generate(rng, size), check)
        })
        .sum()
}

/// The usual check: the solution's output equals the expected text.
pub fn compare(solve: fn(&[u8]) -> Result<String, String>, input: &str, expected: &str) -> Result<(), String> {
    match solve(input.as_bytes()) {
        Ok(output) if output == expected => Ok(()),
        Ok(output) => Err(format!("expected:\n{}got:\n{}", expected, output)),
        Err(message) => Err(format!("expected:\n{}got the error: {}", expected, message)),
    }
}
