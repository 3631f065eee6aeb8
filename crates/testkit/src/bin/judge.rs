//! `cargo judge [PROBLEM…] [-- COMMAND [ARG…]]`: runs every judge-data case
//! as a separate process, with the problem's time and memory limits, and
//! prints one row per problem. Without a command it builds and judges the
//! workspace's own release binaries; with one, it judges that program (run
//! directly, no shell) on one problem's data and shows the first failing
//! case. Exit 0 when every case passes, 1 when one fails, 2 on bad usage.

use clap::Parser;
use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;
use testkit::cases;
use testkit::cases::Case;
use testkit::check::{self, CaseResult};
use testkit::cli;
use testkit::i18n::{pad_end, pad_start, Lang};
use testkit::runner::{self, Program, RunError};
use testkit::t;
use testkit::verdict::{self, JudgeLimits, Verdict};
use testkit::Problem;

#[derive(Parser)]
#[command(
    name = "cargo judge",
    allow_negative_numbers = true,
    about = "Judge the workspace's solutions, or any program, on the verified judge-data",
    override_usage = "cargo judge [PROBLEM…]\n       cargo judge PROBLEM [--time-limit MS] -- COMMAND [ARG…]",
    after_help = "Examples:\n  cargo judge\n  cargo judge master-duel -- ./a.out\n  cargo judge frogs -- python3 frogs.py"
)]
struct Cli {
    /// Problems to judge (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
    /// Time limit in milliseconds instead of the problem's own
    #[arg(long, value_name = "MS", value_parser = testkit::cli::whole::<u64>(1, 600_000))]
    time_limit: Option<u64>,
    /// Run every case even after time limits (by default a problem's
    /// remaining cases are skipped after its second one)
    #[arg(long)]
    keep_going: bool,
    /// The program to judge instead of the workspace's solution, with its arguments
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<OsString>,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("{}", t!("error", message = message));
    eprintln!("{}", t!("judge-usage"));
    ExitCode::from(2)
}

fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

/// The workspace's solution on the same case, run now: what the same
/// machine, as loaded as it is now, does in time.
fn workspace_time(solution: &Program, result: &CaseResult, limits: JudgeLimits) -> Option<String> {
    let bounds = runner::Bounds::for_limits(limits.time, limits.memory_mib);
    let run = runner::run(solution, &result.case.input, bounds).ok()?;
    let verdict = verdict::judge(&run, &result.case.expected, limits);
    Some(t!("judge-workspace-time", ms = format!("{:.1}", millis(run.wall)), verdict = verdict.to_string()))
}

/// The first failing case in detail: name, the start of the input (headed
/// by `heading`, else by its size), and the first differing line or the error.
fn explain(
    result: &CaseResult,
    problem: &Problem,
    limits: JudgeLimits,
    solution: Option<&Program>,
    heading: Option<String>,
) -> String {
    let input = check::preview_failing(
        problem,
        &result.case.input,
        8,
        &result.verdict,
        &result.case.expected,
        &result.run.stdout,
    );
    let mut lines = vec![
        t!("judge-fail", problem = problem.name, case = &result.case.name, verdict = result.verdict.to_string()),
        heading.unwrap_or_else(|| t!("judge-input", bytes = result.case.input.len())),
        input,
    ];
    match &result.verdict {
        Verdict::WrongAnswer => {
            lines.push(format!("  {}", verdict::describe_difference(&result.case.expected, &result.run.stdout)))
        }
        Verdict::RuntimeError(_) => {
            lines.push(t!("judge-stderr"));
            let stderr = String::from_utf8_lossy(&result.run.stderr);
            lines.extend(stderr.lines().take(6).map(|line| format!("    {}", verdict::cut(line, 160))));
        }
        Verdict::TimeLimit => {
            lines.push(format!("  {}", verdict::over_time(&result.run, limits.time)));
            if let Some(line) = solution.and_then(|solution| workspace_time(solution, result, limits)) {
                lines.push(format!("  {}", line));
            }
        }
        Verdict::MemoryLimit => lines
            .push(format!("  {}", t!("peak-memory", mib = format!("{:.1}", result.run.peak_rss_kib as f64 / 1024.0)))),
        Verdict::OutputLimit => lines.push(format!(
            "  {}",
            t!("output-stopped", mib = runner::OUTPUT_LIMIT >> 20, ms = format!("{:.0}", millis(result.run.wall)))
        )),
        Verdict::Accepted => {}
    }
    lines.join("\n")
}

/// A failing judge-data case too large to show whole, shrunk as `cargo
/// stress` shrinks a failure (the problem's variants, each legal, the same
/// budgets of runs and time) to a small input the program fails the same
/// way, with the files `cargo stress` writes: `target/judge/PROBLEM/
/// failure.{in,out,got}`. Wrong answers and crashes only: a time limit is
/// the size of the input, and each variant would cost the whole limit.
/// Returns the small case, how the program failed it, and the heading that
/// says where it came from.
fn shrink_first(
    result: &CaseResult,
    problem: &Problem,
    program: &Program,
    limits: JudgeLimits,
    folder: &Path,
) -> Option<(Case, Verdict, runner::Run, String)> {
    let shrinks = matches!(result.verdict, Verdict::WrongAnswer | Verdict::RuntimeError(_));
    if !shrinks || result.case.input.len() <= verdict::SHOWN_WHOLE {
        return None;
    }
    let input = String::from_utf8(result.case.input.clone()).ok()?;
    let failure = check::shrink_case(
        problem,
        program,
        limits,
        input,
        result.case.expected.clone(),
        result.verdict.clone(),
        result.run.clone(),
    )
    .ok()?;
    if failure.minimal.len() >= result.case.input.len() {
        return None;
    }
    let files: [(&str, &[u8]); 3] = [
        ("failure.in", failure.minimal.as_bytes()),
        ("failure.out", failure.expected.as_bytes()),
        ("failure.got", &failure.run.stdout),
    ];
    check::write_files(folder, &files).ok()?;
    let input_path = folder.join("failure.in");
    let heading = t!(
        "judge-shrunk",
        path = testkit::workspace::shown(&result.case.input_path),
        size = verdict::size(result.case.input.len()),
        small = verdict::size(failure.minimal.len()),
        secs = format!("{:.1}", failure.shrink_time.as_secs_f64()),
        steps = failure.steps,
        runs = failure.tried,
        end = failure.shrink_end.describe(),
        file = input_path.display().to_string()
    );
    let case = Case {
        name: result.case.name.clone(),
        input: failure.minimal.into_bytes(),
        expected: failure.expected,
        input_path,
        recipe: None,
    };
    Some((case, failure.verdict, failure.run, heading))
}

/// Largest failing input whose expected answer the report explains.
const EXPLAINED_BYTES: usize = 64 << 10;

/// Why the smallest failing case's expected answer is right (`cargo explain`
/// on the failing test, its page in target/judge/PROBLEM/failure.html), when
/// the case is small enough for an independent checker to answer it.
fn explain_expected(result: &CaseResult, problem: &Problem, folder: &Path) -> Option<String> {
    let input = std::str::from_utf8(&result.case.input).ok()?;
    if input.len() > EXPLAINED_BYTES || (problem.reference)(input).is_none() {
        return None;
    }
    std::fs::create_dir_all(folder).ok()?;
    Some(testkit::drivers::explain_failure(
        problem,
        input.as_bytes(),
        &result.case.input_path,
        &result.case.expected,
        &result.run.stdout,
        &result.verdict,
        &folder.join("failure.html"),
    ))
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match testkit::cli::arguments_in("judge-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let all = cases::problem_names();
    if let Some(unknown) = cli.problems.iter().find(|name| !all.contains(name)) {
        return usage_error(&t!("no-problem", name = format!("{:?}", unknown), names = all.join(", ")));
    }
    // `cargo judge P --` with nothing after it is a command forgotten, not a
    // request to judge the workspace's solution.
    if cli.command.is_empty() && std::env::args_os().any(|arg| arg == "--") {
        return usage_error(&t!("judge-nothing-after"));
    }
    let user_program = Program::from_words(&cli.command);
    if user_program.is_some() && cli.problems.len() != 1 {
        return usage_error(&t!("judge-one-problem"));
    }
    let problems = if cli.problems.is_empty() { all } else { cli.problems.clone() };
    let release = if user_program.is_none() {
        match runner::build_release(&problems) {
            Ok(release) => Some(release),
            Err(message) => return cli::failure(&message),
        }
    } else {
        None
    };
    let stop = if cli.keep_going { None } else { Some(2) };
    let mut failed = false;
    let mut others = Vec::new();
    // The table's header comes with its first row: a program that cannot
    // start gets its error alone.
    // As wide as the longest "1234.5 ms (NAME)" of these problems' cases.
    let slowest_width = problems
        .iter()
        .flat_map(|problem| cases::case_names(problem))
        .map(|name| name.chars().count() + 13)
        .fold(28, usize::max);
    let mut header = Some(format!(
        "{} {} {}  {} {} {}  {}",
        pad_end(&t!("judge-head-problem"), 16),
        pad_start(&t!("judge-head-cases"), 5),
        pad_start(&t!("judge-head-passed"), 6),
        pad_end(&t!("judge-head-slowest"), slowest_width),
        pad_start(&t!("judge-head-limit"), 9),
        pad_start(&t!("judge-head-peak"), 9),
        t!("judge-head-source")
    ));
    let mut row = |text: String| {
        if let Some(header) = header.take() {
            println!("{}", header);
        }
        println!("{}", text);
    };
    for problem in &problems {
        let loaded = cases::limits(problem).and_then(|limits| {
            let known = testkit::problem(problem).ok_or_else(|| t!("judge-not-in-testkit", problem = problem))?;
            let cases = cases::load(known)?;
            cases::materialize(&cases)?;
            Ok((limits, known, cases))
        });
        let (limits, known, cases) = match loaded {
            Ok(found) => found,
            Err(message) => {
                row(format!("{:<16} {}", problem, t!("error", message = message)));
                failed = true;
                continue;
            }
        };
        let judge_limits = JudgeLimits {
            time: Duration::from_millis(cli.time_limit.unwrap_or(limits.time_limit_ms)),
            memory_mib: limits.memory_limit_mib,
        };
        let program = match (&user_program, &release) {
            (Some(program), _) => program.clone(),
            (None, Some(release)) => Program::new(release.join(problem)),
            (None, None) => unreachable!("a release folder is built when no program is given"),
        };
        let results = match check::judge_cases(&program, &cases, judge_limits, stop, &format!("judge {}", problem)) {
            Ok(results) => results,
            Err(RunError::CannotStart(message)) => return usage_error(&message),
            Err(RunError::Internal(message)) => {
                row(format!("{:<16} {}", problem, t!("error", message = message)));
                failed = true;
                continue;
            }
        };
        let passed = results.iter().filter(|result| result.verdict == Verdict::Accepted).count();
        let slowest = results
            .iter()
            .max_by_key(|result| result.run.wall)
            .map(|result| format!("{:.1} ms ({})", millis(result.run.wall), result.case.name))
            .unwrap_or_else(|| "-".to_string());
        let peak = results.iter().map(|result| result.run.peak_rss_kib).max().unwrap_or(0);
        let source = match &user_program {
            Some(program) => program.display(),
            None => limits.source.clone(),
        };
        row(format!(
            "{:<16} {:>5} {:>6}  {:<slowest_width$} {:>6} ms {:>5.1} MiB  {}",
            problem,
            cases.len(),
            passed,
            slowest,
            judge_limits.time.as_millis(),
            peak as f64 / 1024.0,
            source
        ));
        if cases.is_empty() || passed != cases.len() {
            failed = true;
        }
        if results.len() < cases.len() {
            others.push(t!(
                "judge-skip",
                problem = problem,
                more = cases.len() - results.len(),
                stops = stop.unwrap_or(0)
            ));
        }
        // The smallest failing input in detail, the others a line each.
        let mut failures: Vec<&CaseResult> =
            results.iter().filter(|result| result.verdict != Verdict::Accepted).collect();
        failures.sort_by_key(|result| result.case.input.len());
        if let Some((first, rest)) = failures.split_first() {
            // A program of the user's over the time limit is compared with
            // the workspace's solution on the same case (built on demand).
            let solution = match (&user_program, first.verdict == Verdict::TimeLimit) {
                (Some(_), true) => runner::build_release(std::slice::from_ref(problem))
                    .ok()
                    .map(|release| Program::new(release.join(problem))),
                _ => None,
            };
            // A large case shrunk first, reported under its own name.
            let folder = runner::target_dir().join("judge").join(problem);
            let shrunk = shrink_first(first, known, &program, judge_limits, &folder);
            let shrunk_result = shrunk.as_ref().map(|(case, verdict, run, _)| CaseResult {
                case,
                verdict: verdict.clone(),
                run: run.clone(),
            });
            let shown = shrunk_result.as_ref().unwrap_or(first);
            let heading = shrunk.as_ref().map(|(.., heading)| heading.clone());
            others.push(explain(shown, known, judge_limits, solution.as_ref(), heading));
            let (input, expected) = (&shown.case.input, &shown.case.expected);
            let judged = (&shown.verdict, shown.run.stdout.as_slice());
            others.extend(check::passes_alone(known, &program, judge_limits, input, expected, judged, &folder));
            if let Some(why) = explain_expected(shown, known, &folder) {
                others.push(why.trim_end().to_string());
            }
            others.extend(rest.iter().map(|result| match result.verdict {
                Verdict::TimeLimit => {
                    t!(
                        "judge-fail-time",
                        problem = problem,
                        case = &result.case.name,
                        verdict = result.verdict.to_string(),
                        how = verdict::over_time(&result.run, judge_limits.time)
                    )
                }
                _ => {
                    t!("judge-fail", problem = problem, case = &result.case.name, verdict = result.verdict.to_string())
                }
            }));
        }
    }
    for report in &others {
        println!("{}", report);
    }
    if failed {
        println!("{}", t!("judge-some-failed"));
        ExitCode::FAILURE
    } else {
        println!("{}", t!("judge-all-passed"));
        ExitCode::SUCCESS
    }
}
