//! `cargo judge [PROBLEM…]`: builds the problem binaries in release mode, runs
//! every case of `judge-data/` through them as separate processes, and prints
//! one row per problem. Exits with 1 if any case fails.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;
use testkit::cases::{self, Case, Limits};
use testkit::runner;

enum Verdict {
    Accepted,
    WrongAnswer,
    RuntimeError(String),
    TimeLimit,
    MemoryLimit,
}

/// Judges compare lines with trailing blanks ignored.
fn same_answer(got: &[u8], expected: &str) -> bool {
    let normalize = |text: &str| -> Vec<String> {
        let mut lines: Vec<String> = text.lines().map(|line| line.trim_end().to_string()).collect();
        while lines.last().is_some_and(|line| line.is_empty()) {
            lines.pop();
        }
        lines
    };
    normalize(&String::from_utf8_lossy(got)) == normalize(expected)
}

fn judge_case(binary: &Path, case: &Case, limits: &Limits, scratch: &Path) -> Result<(Verdict, runner::Run), String> {
    let run = runner::run(binary, &case.input, scratch)?;
    let verdict = if !run.success {
        let message = String::from_utf8_lossy(&run.stderr).lines().next().unwrap_or("").to_string();
        Verdict::RuntimeError(message)
    } else if run.wall > Duration::from_millis(limits.time_limit_ms) {
        Verdict::TimeLimit
    } else if run.peak_rss_kib > limits.memory_limit_mib * 1024 {
        Verdict::MemoryLimit
    } else if !same_answer(&run.stdout, &case.expected) {
        Verdict::WrongAnswer
    } else {
        Verdict::Accepted
    };
    Ok((verdict, run))
}

fn main() -> ExitCode {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    let all = cases::problem_names();
    if let Some(unknown) = wanted.iter().find(|name| !all.contains(name)) {
        eprintln!("error: no problem crate named {:?} (have: {})", unknown, all.join(", "));
        return ExitCode::FAILURE;
    }
    let problems = if wanted.is_empty() { all } else { wanted };
    let release = match runner::build_release(&problems) {
        Ok(release) => release,
        Err(message) => {
            eprintln!("error: {}", message);
            return ExitCode::FAILURE;
        }
    };
    let scratch = release.join("judge-scratch");
    let mut failed = false;
    let mut report = Vec::new();
    println!(
        "{:<16} {:>5} {:>6}  {:<28} {:>9} {:>9}  source",
        "problem", "cases", "passed", "slowest", "limit", "peak"
    );
    for problem in &problems {
        let outcome = cases::limits(problem).and_then(|limits| {
            let cases = cases::load(problem)?;
            cases::materialize(&cases)?;
            Ok((limits, cases))
        });
        let (limits, cases) = match outcome {
            Ok(found) => found,
            Err(message) => {
                println!("{:<16} error: {}", problem, message);
                failed = true;
                continue;
            }
        };
        let binary = release.join(problem);
        let mut passed = 0;
        let mut slowest: Option<(Duration, String)> = None;
        let mut peak = 0;
        for case in &cases {
            match judge_case(&binary, case, &limits, &scratch) {
                Ok((verdict, run)) => {
                    if slowest.as_ref().is_none_or(|(time, _)| run.wall > *time) {
                        slowest = Some((run.wall, case.name.clone()));
                    }
                    peak = peak.max(run.peak_rss_kib);
                    let why = match verdict {
                        Verdict::Accepted => {
                            passed += 1;
                            continue;
                        }
                        Verdict::WrongAnswer => "wrong answer".to_string(),
                        Verdict::RuntimeError(message) => format!("runtime error: {}", message),
                        Verdict::TimeLimit => format!("time limit exceeded ({:.1} ms)", run.wall.as_secs_f64() * 1e3),
                        Verdict::MemoryLimit => format!("memory limit exceeded ({} KiB)", run.peak_rss_kib),
                    };
                    report.push(format!("{}/{}: {}", problem, case.name, why));
                }
                Err(message) => report.push(format!("{}/{}: {}", problem, case.name, message)),
            }
        }
        if cases.is_empty() || passed != cases.len() {
            failed = true;
        }
        let slowest = slowest
            .map(|(time, name)| format!("{:.1} ms ({})", time.as_secs_f64() * 1e3, name))
            .unwrap_or_else(|| "-".to_string());
        println!(
            "{:<16} {:>5} {:>6}  {:<28} {:>6} ms {:>5.1} MiB  {}",
            problem,
            cases.len(),
            passed,
            slowest,
            limits.time_limit_ms,
            peak as f64 / 1024.0,
            limits.source
        );
    }
    for line in &report {
        println!("FAIL {}", line);
    }
    if failed {
        println!("judge: some cases failed");
        ExitCode::FAILURE
    } else {
        println!("judge: all cases passed");
        ExitCode::SUCCESS
    }
}
