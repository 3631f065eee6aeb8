//! `cargo run --release -p testkit --bin bench -- [--runs N] [PROBLEM…]`:
//! times each problem's release binary on its largest legal input (the
//! generator's `max` case from a fixed seed): one warm-up run, then N runs
//! (5 by default); prints the median, fastest and slowest wall time and the
//! peak resident memory.

use clap::Parser;
use std::process::ExitCode;
use std::time::Duration;
use testkit::rng::Rng;
use testkit::runner::{Bounds, Program};
use testkit::{cases, check, problem, runner, Size};

/// The seed of every benchmark input, so that figures compare across commits.
const BENCH_SEED: u64 = 20261123;

fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

#[derive(Parser)]
#[command(name = "scripts/bench.sh", about = "Time each problem's release binary on its largest legal input")]
struct Cli {
    /// Timed runs per problem, after one warm-up run
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=1000))]
    runs: u64,
    /// Problems to time (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
}

fn main() -> ExitCode {
    testkit::runner::quiet_broken_pipe();
    let cli = Cli::parse();
    let runs = cli.runs as usize;
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
    println!("{:<16} {:>9} {:>10} {:>10} {:>10} {:>10}", "problem", "input", "median", "fastest", "slowest", "peak");
    for name in &problems {
        let Some(problem) = problem(name) else {
            eprintln!("error: the testkit has no generator for {:?}", name);
            return ExitCode::FAILURE;
        };
        let input = (problem.generate)(&mut Rng::new(BENCH_SEED), Size::Max);
        let binary = Program::new(release.join(name));
        let bounds = match check::judge_limits(name) {
            Ok(limits) => Bounds::for_limits(limits.time, limits.memory_mib),
            Err(message) => {
                eprintln!("error: {}", message);
                return ExitCode::FAILURE;
            }
        };
        let mut times = Vec::new();
        let mut peak = 0;
        for attempt in 0..=runs {
            let run = match runner::run(&binary, input.as_bytes(), bounds) {
                Ok(run) if run.success() => run,
                Ok(run) => {
                    eprintln!("error: {} failed: {}", name, testkit::verdict::runtime_error(&run));
                    return ExitCode::FAILURE;
                }
                Err(message) => {
                    eprintln!("error: {}", message);
                    return ExitCode::FAILURE;
                }
            };
            if attempt > 0 {
                times.push(run.wall);
                peak = peak.max(run.peak_rss_kib);
            }
        }
        times.sort();
        println!(
            "{:<16} {:>6.2} MB {:>7.2} ms {:>7.2} ms {:>7.2} ms {:>6.1} MiB",
            name,
            input.len() as f64 / 1e6,
            millis(times[times.len() / 2]),
            millis(times[0]),
            millis(times[times.len() - 1]),
            peak as f64 / 1024.0
        );
    }
    ExitCode::SUCCESS
}
