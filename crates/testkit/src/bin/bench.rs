//! `cargo run --release -p testkit --bin bench -- [--runs N] [PROBLEM…]`:
//! times each problem's release binary on its largest legal input (the
//! generator's `max` case from a fixed seed): one warm-up run, then N runs
//! (9 by default), each beside a run of the read floor (`floor`, built by
//! `scripts/bench.sh`) on the same input; prints the median, fastest and
//! slowest wall time, the floor's median, the ratio of the two medians and
//! the peak resident memory. A problem whose `max` input lets a solution
//! stop early also gets its hardest input of that size timed (board-game:
//! 27 cells where only the full board shows the pattern, so no state of the
//! 2^27 can be skipped), and frogs its other worst shape (`frogs*`: balanced
//! sums, where every term pairs up).

use clap::Parser;
use std::process::ExitCode;
use std::time::Duration;
use testkit::bench::{hardest_inputs, median, timed, BENCH_SEED};
use testkit::rng::Rng;
use testkit::runner::{Bounds, Program};
use testkit::{cases, check, problem, runner, Size};

fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

#[derive(Parser)]
#[command(name = "scripts/bench.sh", about = "Time each problem's release binary on its largest legal input")]
struct Cli {
    /// Timed runs per problem (each beside a run of the read floor), after one warm-up run
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u64).range(1..=1000))]
    runs: u64,
    /// Problems to time (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = Cli::parse();
    let all = cases::problem_names();
    if let Some(unknown) = cli.problems.iter().find(|name| !all.contains(name)) {
        eprintln!("error: no problem named {:?} (have: {})", unknown, all.join(", "));
        return ExitCode::from(2);
    }
    let problems = if cli.problems.is_empty() { all } else { cli.problems };
    let release = match runner::build_release(&problems) {
        Ok(release) => release,
        Err(message) => {
            eprintln!("error: {}", message);
            return ExitCode::FAILURE;
        }
    };
    // Built beside this tool by scripts/bench.sh.
    let floor = Program::new(release.join("floor"));
    println!(
        "{:<16} {:>9} {:>10} {:>10} {:>10} {:>10} {:>7} {:>10}",
        "problem", "input", "median", "fastest", "slowest", "floor", "ratio", "peak"
    );
    // (problem, label, input or None for the generator's `max`): inputs are
    // made one at a time, so that this process stays small while it times.
    let mut inputs: Vec<(String, String, Option<String>)> = Vec::new();
    for name in &problems {
        inputs.push((name.clone(), name.clone(), None));
        for (extra, label, input) in hardest_inputs() {
            if extra == name {
                inputs.push((name.clone(), label.to_string(), Some(input)));
            }
        }
    }
    for (name, label, given) in &inputs {
        let input = match given {
            Some(input) => input.clone(),
            None => match problem(name) {
                Some(problem) => (problem.generate)(&mut Rng::new(BENCH_SEED), Size::Max),
                None => {
                    eprintln!("error: the testkit has no generator for {:?}", name);
                    return ExitCode::FAILURE;
                }
            },
        };
        let binary = Program::new(release.join(name));
        let bounds = match check::judge_limits(name) {
            Ok(limits) => Bounds::for_limits(limits.time, limits.memory_mib),
            Err(message) => {
                eprintln!("error: {}", message);
                return ExitCode::FAILURE;
            }
        };
        let (mut times, mut floors) = (Vec::new(), Vec::new());
        let mut peak = 0;
        // Alternating, after one warm-up of each: both see the same machine.
        for attempt in 0..=cli.runs {
            let measured = timed(&floor, input.as_bytes(), bounds)
                .and_then(|floor| Ok((floor, timed(&binary, input.as_bytes(), bounds)?)));
            let ((floor_time, _), (time, memory)) = match measured {
                Ok(measured) => measured,
                Err(message) => {
                    eprintln!("error: {}", message);
                    return ExitCode::FAILURE;
                }
            };
            if attempt > 0 {
                floors.push(floor_time);
                times.push(time);
                peak = peak.max(memory);
            }
        }
        let (solution, floor) = (median(&mut times), median(&mut floors));
        println!(
            "{:<16} {:>6.2} MB {:>7.2} ms {:>7.2} ms {:>7.2} ms {:>7.2} ms {:>6.2}x {:>6.1} MiB",
            label,
            input.len() as f64 / 1e6,
            millis(solution),
            millis(times[0]),
            millis(times[times.len() - 1]),
            millis(floor),
            solution.as_secs_f64() / floor.as_secs_f64(),
            peak as f64 / 1024.0
        );
    }
    if inputs.iter().any(|(name, label, _)| name != label) {
        println!("* another worst input of that size (see `hardest_inputs` in crates/testkit/src/bin/bench.rs)");
    }
    ExitCode::SUCCESS
}
