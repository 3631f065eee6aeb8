//! `scripts/bench-explain.sh [--runs N] [PROBLEM…]`: times `cargo explain`
//! (the release `explain` binary, run as a child as a user runs it) on what
//! it must answer quickly, for every problem it explains:
//! - the largest legal input (the generator's `max` from the benchmarks'
//!   seed, and the problem's hardest inputs), text and `--json`: within twice
//!   the problem's time limit;
//! - the counterexample `cargo stress` finds and shrinks for each program of
//!   the wrong gallery: within a second.
//!
//! Each input: one warm-up run, then N timed runs (5 by default); the median,
//! the slowest and the peak resident memory. Exit 1 when a figure misses its
//! bound.

use clap::Parser;
use std::process::ExitCode;
use std::time::Duration;
use testkit::bench::{hardest_inputs, median, timed, BENCH_SEED};
use testkit::check::{self, StressOptions};
use testkit::rng::Rng;
use testkit::runner::{self, Bounds, Program, OUTPUT_LIMIT};
use testkit::{programs, Problem, Size, PROBLEMS};

/// A shrunk counterexample must be explained within this.
const COUNTEREXAMPLE_BOUND: Duration = Duration::from_secs(1);
/// Stress cases tried per wrong program to find its counterexample.
const STRESS_CASES: u64 = 2_000;

#[derive(Parser)]
#[command(
    name = "scripts/bench-explain.sh",
    about = "Time cargo explain on the largest inputs and the wrong gallery's counterexamples"
)]
struct Cli {
    /// Timed runs per input, after one warm-up run
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=100))]
    runs: u64,
    /// Problems to time (every problem `cargo explain` explains when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
}

/// Inputs of `problem` that only `cargo explain` finds hard: ring-grid-game's
/// largest first-player loss, where every first move is listed and a sample
/// refuted (two mirrored halves of a 1000×1000 board, split by obstacle
/// columns: each piece has a twin of the same value, so the total is 0);
/// frogs' most subsets to list and play.
fn explain_inputs(problem: &str) -> Vec<(String, String)> {
    match problem {
        "ring-grid-game" => {
            let mut rng = Rng::new(BENCH_SEED);
            let half = testkit::ring_grid_game::random_board(&mut rng, 1000, 499);
            let cells = half
                .cells
                .iter()
                .map(|row| {
                    let mut mirrored = row.clone();
                    mirrored.push(b'#');
                    mirrored.extend_from_slice(row);
                    mirrored.push(b'#');
                    mirrored
                })
                .collect();
            let board = testkit::ring_grid_game::Board { cells };
            vec![("max loss".to_string(), testkit::ring_grid_game::write_boards(&[board]))]
        }
        // frogs: 100 data sets of 12 strips, every subset listed and played
        // out until the budget is spent.
        "frogs" => {
            let mut rng = Rng::new(BENCH_SEED);
            let data_sets: Vec<testkit::frogs::DataSet> = (0..100)
                .map(|_| {
                    let mut states: Vec<&str> = vec!["LL_RR", "L_LRR", "LLR_R", "LRL_R", "RL_LR", "LR_RL"];
                    rng.shuffle(&mut states);
                    states[..4].iter().map(|state| (testkit::frogs::strip(state), 3)).collect()
                })
                .collect();
            vec![("100 × 12 strips".to_string(), testkit::frogs::write(&data_sets))]
        }
        _ => Vec::new(),
    }
}

struct Timing {
    median: Duration,
    slowest: Duration,
    peak_kib: u64,
}

/// One warm-up and `runs` timed runs of `cargo explain PROBLEM - [--json]` on `input`.
fn time_explain(explain: &Program, input: &[u8], runs: u64) -> Result<Timing, String> {
    let bounds = Bounds { kill_after: Duration::from_secs(60), kill_above_kib: None, output_limit: OUTPUT_LIMIT };
    let mut times = Vec::new();
    let mut peak_kib = 0;
    for attempt in 0..=runs {
        let (wall, peak) = timed(explain, input, bounds)?;
        if attempt > 0 {
            times.push(wall);
            peak_kib = peak_kib.max(peak);
        }
    }
    let slowest = *times.iter().max().expect("at least one run");
    Ok(Timing { median: median(&mut times), slowest, peak_kib })
}

fn explain_program(release: &std::path::Path, problem: &str, json: bool) -> Program {
    let mut program = Program::new(release.join("explain"));
    program.args = vec![problem.into(), "-".into()];
    if json {
        program.args.push("--json".into());
    }
    program
}

/// Prints one row; whether the figure is within its bound.
fn report(problem: &str, input: &str, bytes: usize, mode: &str, timing: &Timing, bound: Duration) -> bool {
    let within = timing.median <= bound;
    let size = testkit::verdict::size(bytes);
    // A run too short for the runner to sample has no figure.
    let peak =
        if timing.peak_kib == 0 { "–".to_string() } else { format!("{:.1} MiB", timing.peak_kib as f64 / 1024.0) };
    println!(
        "{:<15} {:<34} {:>8} {:<5} {:>8.3} s {:>8.3} s {:>11}  {:>5.1} s  {}",
        problem,
        input,
        size,
        mode,
        timing.median.as_secs_f64(),
        timing.slowest.as_secs_f64(),
        peak,
        bound.as_secs_f64(),
        if within { "ok" } else { "OVER" }
    );
    within
}

fn bench(problem: &Problem, release: &std::path::Path, runs: u64) -> Result<bool, String> {
    let limits = check::judge_limits(problem.name)?;
    let mut all_within = true;
    // The largest inputs.
    let mut inputs = vec![("max".to_string(), (problem.generate)(&mut Rng::new(BENCH_SEED), Size::Max))];
    for (name, label, input) in hardest_inputs() {
        if name == problem.name {
            inputs.push((label.to_string(), input));
        }
    }
    inputs.extend(explain_inputs(problem.name));
    for (label, input) in &inputs {
        for json in [false, true] {
            let timing = time_explain(&explain_program(release, problem.name, json), input.as_bytes(), runs)?;
            let mode = if json { "json" } else { "text" };
            all_within &= report(problem.name, label, input.len(), mode, &timing, 2 * limits.time);
        }
    }
    // The wrong gallery's shrunk counterexamples.
    for wrong in problem.wrong {
        let program = programs::wrong(problem.name, wrong)?;
        let options = StressOptions { cases: STRESS_CASES, seed: 1, size: Size::Small, limits };
        let failure = check::stress(problem, &program, &options)
            .map_err(|error| error.to_string())?
            .ok_or_else(|| format!("{}: stress found no counterexample for {}", problem.name, wrong.name))?;
        let timing = time_explain(&explain_program(release, problem.name, false), failure.minimal.as_bytes(), runs)?;
        let label = format!("wrong/{}", wrong.name);
        all_within &= report(problem.name, &label, failure.minimal.len(), "text", &timing, COUNTEREXAMPLE_BOUND);
    }
    Ok(all_within)
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = Cli::parse();
    let explained: Vec<&Problem> = PROBLEMS.iter().filter(|problem| problem.explain.is_some()).collect();
    let chosen = match testkit::cli::chosen_problems(&cli.problems, &explained, "explained") {
        Ok(chosen) => chosen,
        Err(code) => return code,
    };
    // The explain binary sits beside this one (scripts/bench-explain.sh builds both).
    let release = runner::tools_dir();
    println!(
        "{:<15} {:<34} {:>8} {:<5} {:>10} {:>10} {:>11}  {:>7}",
        "problem", "input", "size", "mode", "median", "slowest", "peak", "bound"
    );
    testkit::cli::bench_all(&chosen, |problem| bench(problem, &release, cli.runs))
}
