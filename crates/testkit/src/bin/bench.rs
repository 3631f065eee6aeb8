//! `cargo run --release -p testkit --bin bench -- [--runs N] [PROBLEM…]`:
//! times each problem's release binary on its largest legal input (the
//! generator's `max` case from a fixed seed): one warm-up run, then N runs
//! (5 by default); prints the median, fastest and slowest wall time and the
//! peak resident memory.

use std::process::ExitCode;
use std::time::Duration;
use testkit::rng::Rng;
use testkit::{cases, problem, runner, Size};

/// The seed of every benchmark input, so that figures compare across commits.
const BENCH_SEED: u64 = 20261123;

fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

fn main() -> ExitCode {
    let mut runs = 5;
    let mut wanted = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--runs" {
            match args.next().and_then(|value| value.parse::<usize>().ok()).filter(|&value| value > 0) {
                Some(value) => runs = value,
                None => {
                    eprintln!("error: --runs takes a positive number");
                    return ExitCode::FAILURE;
                }
            }
        } else {
            wanted.push(arg);
        }
    }
    let problems = if wanted.is_empty() { cases::problem_names() } else { wanted };
    let release = match runner::build_release(&problems) {
        Ok(release) => release,
        Err(message) => {
            eprintln!("error: {}", message);
            return ExitCode::FAILURE;
        }
    };
    let scratch = release.join("bench-scratch");
    println!("{:<16} {:>9} {:>10} {:>10} {:>10} {:>10}", "problem", "input", "median", "fastest", "slowest", "peak");
    for name in &problems {
        let Some(problem) = problem(name) else {
            eprintln!("error: the testkit has no generator for {:?}", name);
            return ExitCode::FAILURE;
        };
        let input = (problem.generate)(&mut Rng::new(BENCH_SEED), Size::Max);
        let binary = release.join(name);
        let mut times = Vec::new();
        let mut peak = 0;
        for attempt in 0..=runs {
            let run = match runner::run(&binary, input.as_bytes(), &scratch) {
                Ok(run) if run.success => run,
                Ok(run) => {
                    eprintln!("error: {} failed: {}", name, String::from_utf8_lossy(&run.stderr));
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
