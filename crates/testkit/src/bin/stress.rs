//! `cargo stress PROBLEM [OPTIONS] -- COMMAND [ARG…]`: runs seeded generated
//! cases through any program (run directly, no shell) and compares each
//! answer with the exact oracle. The first failure in case order is shrunk to
//! the smallest input that still fails the same way, printed, and written to
//! `target/stress/PROBLEM/failure.{in,out,got}`.
//!
//! `--fuzz` instead mutates judge-data inputs and checks that the program
//! (the problem's own release binary by default) rejects bad input cleanly.
//!
//! Exit 0 when all agree, 1 on a failure, 2 on bad usage.

use clap::Parser;
use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use testkit::check::{self, Failure, StressOptions};
use testkit::cli;
use testkit::i18n::Lang;
use testkit::runner::{self, Program, RunError};
use testkit::t;
use testkit::verdict::{self, JudgeLimits, Verdict};
use testkit::{cases, Problem, Size};

#[derive(Parser)]
#[command(
    name = "cargo stress",
    allow_negative_numbers = true,
    about = "Stress any program against the exact oracles and shrink the first failing input",
    override_usage = "cargo stress PROBLEM [OPTIONS] -- COMMAND [ARG…]\n       cargo stress PROBLEM --fuzz [--cases N] [-- COMMAND [ARG…]]",
    after_help = "Examples:\n  cargo stress master-duel -- ./a.out\n  cargo stress frogs --cases 5000 --seed 7 -- python3 frogs.py\n  cargo stress ring-grid-game --fuzz --cases 100000"
)]
struct Cli {
    /// The problem (a crate under crates/)
    problem: String,
    /// Number of cases [default: 1000; 20 with --size max]
    #[arg(long, value_parser = testkit::cli::whole::<u64>(1, 100_000_000))]
    cases: Option<u64>,
    /// Seed of the run: the same seed gives the same cases
    #[arg(long, default_value_t = 1, value_parser = testkit::cli::whole::<u64>(0, u64::MAX))]
    seed: u64,
    /// Size of the generated cases: small (within the exhaustive oracle's
    /// reach), edge (corner cases) or max (the largest legal input)
    #[arg(long, value_enum, default_value = "small", hide_possible_values = true)]
    size: Size,
    /// Time limit in milliseconds instead of the problem's own
    #[arg(long, value_name = "MS", value_parser = testkit::cli::whole::<u64>(1, 600_000))]
    time_limit: Option<u64>,
    /// Also add the minimal failing case to judge-data/PROBLEM/NAME.in and .out
    #[arg(long, value_name = "NAME")]
    save: Option<String>,
    /// Mutate judge-data inputs and check that bad input is rejected cleanly
    #[arg(long)]
    fuzz: bool,
    /// The program to check, with its arguments
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<OsString>,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

/// The number of cases without `--cases`: a run that ends in seconds. A
/// thousand small or edge cases do; at `--size max` a case can take a tenth
/// of a second to generate, run and check (ring-grid-game's 4 MB boards), so
/// twenty.
fn default_cases(size: Size, fuzz: bool) -> u64 {
    if size == Size::Max && !fuzz {
        20
    } else {
        1000
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("{}", t!("error", message = message));
    eprintln!("{}", t!("stress-usage"));
    ExitCode::from(2)
}

fn valid_case_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && !name.starts_with("big-")
        && name.bytes().all(|byte| byte.is_ascii_alphanumeric() || b"._-".contains(&byte))
}

/// How much of an output over the limit `failure.got` keeps.
const GOT_KEPT: usize = 64 << 10;

/// The first line of a failure, printed as soon as it is found.
fn report_found(problem: &str, found: &check::Found, cases: u64) {
    println!(
        "{}",
        t!(
            "stress-found",
            problem = problem,
            index = found.index,
            cases = cases,
            seed = format!("{:#018x}", found.case_seed),
            verdict = found.verdict.to_string()
        )
    );
    if found.input.len() > 1000 {
        println!(
            "{}",
            t!(
                "stress-shrinking",
                size = verdict::size(found.input.len()),
                runs = check::SHRINK_RUNS,
                secs = check::SHRINK_TIME.as_secs()
            )
        );
    }
    // Seen now, not after the shrinking, when the output is piped.
    let _ = std::io::Write::flush(&mut std::io::stdout());
}

fn report(problem: &Problem, failure: &Failure, folder: &Path, limits: JudgeLimits) {
    println!(
        "{}",
        t!(
            "stress-shrunk",
            from = verdict::size(failure.original.len()),
            to = verdict::size(failure.minimal.len()),
            secs = format!("{:.1}", failure.shrink_time.as_secs_f64()),
            steps = failure.steps,
            runs = failure.tried,
            end = failure.shrink_end.describe(),
            verdict = failure.verdict.to_string()
        )
    );
    let path = |name: &str| folder.join(name).display().to_string();
    println!("{}", t!("stress-input", path = path("failure.in")));
    println!(
        "{}",
        check::preview_failing(
            problem,
            failure.minimal.as_bytes(),
            40,
            &failure.verdict,
            &failure.expected,
            &failure.run.stdout
        )
    );
    println!("{}", t!("stress-expected", path = path("failure.out")));
    println!("{}", verdict::preview_block(&failure.expected, 40));
    println!("{}", t!("stress-got", path = path("failure.got")));
    println!("{}", verdict::preview_block(&String::from_utf8_lossy(&failure.run.stdout), 40));
    match &failure.verdict {
        Verdict::WrongAnswer => {
            println!("--- {}", verdict::describe_difference(&failure.expected, &failure.run.stdout))
        }
        Verdict::RuntimeError(_) => {
            println!("{}", t!("stress-stderr"));
            let stderr = String::from_utf8_lossy(&failure.run.stderr);
            for line in stderr.lines().take(8) {
                println!("    {}", verdict::cut(line, 160));
            }
        }
        Verdict::TimeLimit => println!("--- {}", verdict::over_time(&failure.run, limits.time)),
        Verdict::OutputLimit => println!(
            "--- {}",
            t!(
                "output-stopped-kept",
                mib = runner::OUTPUT_LIMIT >> 20,
                ms = format!("{:.0}", failure.run.wall.as_secs_f64() * 1e3),
                kib = GOT_KEPT >> 10
            )
        ),
        other => println!("--- {}", other),
    }
}

fn run_fuzz(cli: &Cli, problem: &Problem, limits: JudgeLimits, program: Option<Program>) -> ExitCode {
    let program = match program {
        Some(program) => program,
        None => match runner::build_release(std::slice::from_ref(&cli.problem)) {
            Ok(release) => Program::new(release.join(&cli.problem)),
            Err(message) => return cli::failure(&message),
        },
    };
    let started = Instant::now();
    let cases = cli.cases.unwrap_or_else(|| default_cases(cli.size, true));
    match check::fuzz(problem, &program, cases, cli.seed, limits) {
        Ok(Ok(summary)) => {
            println!(
                "{}",
                t!(
                    "fuzz-clean",
                    problem = &cli.problem,
                    cases = summary.cases,
                    seed = cli.seed,
                    program = program.display(),
                    secs = format!("{:.1}", started.elapsed().as_secs_f64()),
                    legal = summary.legal,
                    compared = summary.compared
                )
            );
            ExitCode::SUCCESS
        }
        Ok(Err(failure)) => {
            let folder = runner::target_dir().join("stress").join(&cli.problem);
            let saved = check::write_files(&folder, &[("fuzz-failure.in", &failure.input)]);
            println!(
                "{}",
                t!(
                    "fuzz-failed",
                    problem = &cli.problem,
                    index = failure.index,
                    seed = format!("{:#018x}", failure.seed),
                    base = &failure.base,
                    why = &failure.why
                )
            );
            println!("{}", t!("stress-input", path = folder.join("fuzz-failure.in").display().to_string()));
            println!("{}", verdict::preview(&failure.input, 20));
            if let Err(message) = saved {
                eprintln!("{}", t!("error", message = message));
            }
            ExitCode::FAILURE
        }
        Err(RunError::CannotStart(message)) => usage_error(&message),
        Err(RunError::Internal(message)) => cli::failure(&message),
    }
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match testkit::cli::arguments_in("stress-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let names = cases::problem_names();
    let problem = match testkit::problem(&cli.problem) {
        Some(problem) if names.contains(&cli.problem) => problem,
        _ => return usage_error(&t!("no-problem", name = format!("{:?}", cli.problem), names = names.join(", "))),
    };
    if let Some(name) = &cli.save {
        if cli.fuzz {
            return usage_error(&t!("stress-save-fuzz"));
        }
        if !valid_case_name(name) {
            return usage_error(&t!("stress-save-name", name = format!("{:?}", name)));
        }
        let existing = cases::data_dir(problem.name).join(format!("{}.in", name));
        if existing.exists() {
            return usage_error(&t!("stress-save-exists", path = existing.display().to_string()));
        }
    }
    let limits = match check::judge_limits(problem.name) {
        Ok(limits) => JudgeLimits {
            time: cli.time_limit.map(Duration::from_millis).unwrap_or(limits.time),
            memory_mib: limits.memory_mib,
        },
        Err(message) => return cli::failure(&message),
    };
    let program = Program::from_words(&cli.command);
    if cli.fuzz {
        return run_fuzz(&cli, problem, limits, program);
    }
    let Some(program) = program else {
        return usage_error(&t!("stress-no-command", problem = problem.name));
    };
    let size = cli.size;
    let cases = cli.cases.unwrap_or_else(|| default_cases(size, false));
    let options = StressOptions { cases, seed: cli.seed, size, limits };
    let started = Instant::now();
    let found = |found: &check::Found| report_found(problem.name, found, cases);
    match check::stress_reporting(problem, &program, &options, &found) {
        Ok(None) => {
            let judge = if check::answered_by_oracle(problem, size) {
                t!("stress-by-oracle")
            } else {
                t!("stress-by-solution")
            };
            let count = match cli.cases {
                None if size == Size::Max => t!("stress-default-count"),
                _ => String::new(),
            };
            println!(
                "{}",
                t!(
                    "stress-all-agree",
                    problem = problem.name,
                    cases = cases,
                    size = size.to_string(),
                    seed = cli.seed,
                    count = count,
                    judge = judge,
                    program = program.display(),
                    secs = format!("{:.1}", started.elapsed().as_secs_f64())
                )
            );
            ExitCode::SUCCESS
        }
        Ok(Some(failure)) => {
            let folder = runner::target_dir().join("stress").join(problem.name);
            // Output over the limit: only its start is worth a file.
            let kept = if failure.run.stdout_truncated { GOT_KEPT } else { usize::MAX };
            let got = &failure.run.stdout[..failure.run.stdout.len().min(kept)];
            let files: [(&str, &[u8]); 3] = [
                ("failure.in", failure.minimal.as_bytes()),
                ("failure.out", failure.expected.as_bytes()),
                ("failure.got", got),
            ];
            if let Err(message) = check::write_files(&folder, &files) {
                eprintln!("{}", t!("error", message = message));
            }
            report(problem, &failure, &folder, options.limits);
            let judged = (&failure.verdict, failure.run.stdout.as_slice());
            let input = failure.minimal.as_bytes();
            if let Some(line) =
                check::passes_alone(problem, &program, options.limits, input, &failure.expected, judged, &folder)
            {
                println!("{}", line);
            }
            print!(
                "{}",
                testkit::drivers::explain_failure(
                    problem,
                    failure.minimal.as_bytes(),
                    &folder.join("failure.in"),
                    &failure.expected,
                    &failure.run.stdout,
                    &failure.verdict,
                    &folder.join("failure.html"),
                )
            );
            if let Some(name) = &cli.save {
                if let Err(reason) = (problem.validate)(failure.minimal.as_bytes()) {
                    return cli::failure(&t!("stress-save-illegal", reason = testkit::reasons::said(&reason)));
                }
                let answer = (problem.full_reference)(&failure.minimal);
                let folder = cases::data_dir(problem.name);
                let input_name = format!("{}.in", name);
                let output_name = format!("{}.out", name);
                let files: [(&str, &[u8]); 2] =
                    [(&input_name, failure.minimal.as_bytes()), (&output_name, answer.as_bytes())];
                match check::write_files(&folder, &files) {
                    Ok(()) => println!("{}", t!("stress-saved", path = folder.join(&input_name).display().to_string())),
                    Err(message) => eprintln!("{}", t!("error", message = message)),
                }
            }
            ExitCode::FAILURE
        }
        Err(RunError::CannotStart(message)) => usage_error(&message),
        Err(RunError::Internal(message)) => cli::failure(&message),
    }
}
