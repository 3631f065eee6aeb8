//! `scripts/bench-stress.sh [--cases N] [PROBLEM…]`: what `cargo stress`
//! costs when it finds a failure on the largest inputs and shrinks it: the
//! release `stress` binary, run as a child as a user runs it, with `--size
//! max` against every program of the wrong gallery and of the slow gallery
//! (correct, over the time limit), and once against the workspace's own
//! solution on the same cases (judging alone, nothing to shrink).
//!
//! Each row: the failing input's size, how long until the failure was
//! printed and until the whole report was, what shrinking made of it and why
//! it ended, and the stress process's peak resident memory (its own, not the
//! program's). Exit 1 when a peak passes its bound, 4 × the input plus
//! 100 MiB, or more than the judging-alone run of the problem plus that.

use clap::Parser;
use std::io::{BufRead, BufReader};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};
use testkit::rng::Rng;
use testkit::runner::{self, Program};
use testkit::verdict::size;
use testkit::{programs, Problem, Size, PROBLEMS};

/// A stress run may take this long (shrinking stops itself at 30 s).
const RUN_BOUND: Duration = Duration::from_secs(300);

#[derive(Parser)]
#[command(
    name = "scripts/bench-stress.sh",
    about = "Peak memory and time of cargo stress finding and shrinking failures on the largest inputs"
)]
struct Cli {
    /// Cases per run (`cargo stress --cases`)
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=1000))]
    cases: u64,
    /// Problems to measure (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
}

/// One `cargo stress` run as it went.
struct Measured {
    /// When the failure's first line was printed, and when the run ended.
    found_after: Option<Duration>,
    wall: Duration,
    peak_kib: u64,
    stdout: Vec<String>,
}

/// Runs the release `stress` on `program`, reading its output as it comes
/// (to time the first line) and sampling its own VmHWM.
fn measure(stress: &std::path::Path, problem: &str, cases: u64, program: &Program) -> Result<Measured, String> {
    let mut command = Command::new(stress);
    command.args([problem, "--size", "max", "--cases", &cases.to_string(), "--"]);
    command.arg(&program.program).args(&program.args);
    let started = Instant::now();
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|error| format!("{}: {}", stress.display(), error))?;
    let pid = child.id();
    let sampling = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let sampler = {
        let sampling = sampling.clone();
        std::thread::spawn(move || {
            let mut peak = 0u64;
            while sampling.load(std::sync::atomic::Ordering::Relaxed) {
                // Bounded like every run: past the bound it is stopped (and
                // stops the program it runs, as Ctrl-C would).
                if started.elapsed() > RUN_BOUND {
                    let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).status();
                }
                if let Some(kib) = runner::peak_kib(pid as libc::pid_t) {
                    peak = peak.max(kib);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            peak
        })
    };
    let mut stdout = Vec::new();
    let mut found_after = None;
    let reader = BufReader::new(child.stdout.take().expect("piped"));
    for line in reader.lines() {
        let line = line.map_err(|error| error.to_string())?;
        if found_after.is_none() && line.contains(") fails: ") {
            found_after = Some(started.elapsed());
        }
        stdout.push(line);
    }
    // Sampling stops before the process is reaped: until then its pid is its own.
    sampling.store(false, std::sync::atomic::Ordering::Relaxed);
    let peak_kib = sampler.join().unwrap_or(0);
    let _ = child.wait();
    let wall = started.elapsed();
    Ok(Measured { found_after, wall, peak_kib, stdout })
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// The failing case's input, made again from the seed the report names.
fn failing_input(problem: &Problem, stdout: &[String]) -> Option<String> {
    let line = stdout.iter().find(|line| line.contains(") fails: "))?;
    let seed = line.split("case seed 0x").nth(1)?.get(..16)?;
    let seed = u64::from_str_radix(seed, 16).ok()?;
    Some((problem.generate)(&mut Rng::new(seed), Size::Max))
}

fn bench(problem: &Problem, stress: &std::path::Path, cases: u64) -> Result<bool, String> {
    let mut within = true;
    let alone = measure(stress, problem.name, cases, &programs::solution(problem.name)?)?;
    println!(
        "{:<15} {:<34} {:>8} {:>8} {:>8.1} s {:>10.1} MiB  all {} cases agree",
        problem.name,
        "(the workspace's solution)",
        "",
        "",
        alone.wall.as_secs_f64(),
        mib(alone.peak_kib),
        cases
    );
    let mut programs = Vec::new();
    for wrong in problem.wrong {
        programs.push((format!("wrong/{}", wrong.name), programs::wrong(problem.name, wrong)?));
    }
    for slow in problem.slow {
        programs.push((format!("slow/{}", slow.file), programs::slow(problem.name, slow)?));
    }
    for (label, program) in programs {
        let measured = measure(stress, problem.name, cases, &program)?;
        let Some(input) = failing_input(problem, &measured.stdout) else {
            println!(
                "{:<15} {:<34} {:>8} {:>8} {:>8.1} s {:>10.1} MiB  no failure in {} cases",
                problem.name,
                label,
                "",
                "",
                measured.wall.as_secs_f64(),
                mib(measured.peak_kib),
                cases
            );
            continue;
        };
        let bound_kib = (4 * input.len() as u64 / 1024 + 100 * 1024).max(alone.peak_kib + 100 * 1024);
        let over = measured.peak_kib > bound_kib;
        within &= !over;
        let shrunk = measured
            .stdout
            .iter()
            .find(|line| line.starts_with("shrunk from"))
            .map(|line| line.split(" (").next().unwrap_or(line).to_string() + &ending(line))
            .unwrap_or_else(|| "(no shrink line)".to_string());
        println!(
            "{:<15} {:<34} {:>8} {:>6.1} s {:>8.1} s {:>10.1} MiB  {} {}",
            problem.name,
            label,
            size(input.len()),
            measured.found_after.unwrap_or_default().as_secs_f64(),
            measured.wall.as_secs_f64(),
            mib(measured.peak_kib),
            if over { "OVER;" } else { "ok;" },
            shrunk
        );
    }
    Ok(within)
}

/// "stopped: …" or "minimal" from the summary line.
fn ending(line: &str) -> String {
    match line.split("; ").nth(1).and_then(|part| part.split(')').next()) {
        Some(stopped) if stopped.starts_with("stopped") => format!(", {}", stopped),
        _ => ", minimal".to_string(),
    }
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = Cli::parse();
    let all: Vec<&Problem> = PROBLEMS.iter().collect();
    let chosen = match testkit::cli::chosen_problems(&cli.problems, &all, "a problem") {
        Ok(chosen) => chosen,
        Err(code) => return code,
    };
    // The stress binary sits beside this one (scripts/bench-stress.sh builds both).
    let stress = runner::tools_dir().join("stress");
    println!(
        "{:<15} {:<34} {:>8} {:>8} {:>10} {:>14}  shrinking",
        "problem", "program", "input", "found", "done", "peak"
    );
    testkit::cli::bench_all(&chosen, |problem| bench(problem, &stress, cli.cases))
}
