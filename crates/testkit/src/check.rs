//! Checking any program, in any language, against the workspace's verified
//! data and exact oracles: the engine of `cargo judge PROBLEM -- COMMAND`
//! and `cargo stress`.
//!
//! - `judge_cases`: every judge-data case through the program, in order.
//! - `stress`: seeded generated cases through the program in parallel,
//!   compared with the oracle; the first failure in case order is shrunk by
//!   the problem's own smaller variants until none of them fails the same way.
//! - `fuzz`: mutated judge-data inputs through a program that must reject bad
//!   input cleanly: exit 0 or 1, on 1 exactly one `error: ` line, never a
//!   signal, a hang or a memory blow-up.

use crate::cases::{self, Case};
use crate::ground::Size;
use crate::problem::Problem;
use crate::progress::Progress;
use crate::rng::{case_seed, Rng};
use crate::runner::{self, Bounds, Program, Run, RunError};
use crate::t;
use crate::verdict::{self, JudgeLimits, Verdict};
use rayon::prelude::*;
use std::sync::Mutex;
use std::time::Duration;

/// A problem's declared limits, as runs are judged.
pub fn judge_limits(problem: &str) -> Result<JudgeLimits, String> {
    let limits = cases::limits(problem)?;
    Ok(JudgeLimits { time: Duration::from_millis(limits.time_limit_ms), memory_mib: limits.memory_limit_mib })
}

/// One run of `program` on `input`, judged against `expected`.
pub fn attempt(
    program: &Program,
    input: &[u8],
    expected: &str,
    limits: JudgeLimits,
) -> Result<(Verdict, Run), RunError> {
    let run = runner::run(program, input, Bounds::for_limits(limits.time, limits.memory_mib))?;
    Ok((verdict::judge(&run, expected, limits), run))
}

/// Like `attempt`, but a time limit counts only if a second run, started
/// after the first has ended, is over it too: a run slowed down by whatever
/// else the machine was doing is not a verdict against the program.
pub fn attempt_confirmed(
    program: &Program,
    input: &[u8],
    expected: &str,
    limits: JudgeLimits,
) -> Result<(Verdict, Run), RunError> {
    let first = attempt(program, input, expected, limits)?;
    if first.0 != Verdict::TimeLimit {
        return Ok(first);
    }
    attempt(program, input, expected, limits)
}

pub struct CaseResult<'a> {
    pub case: &'a Case,
    pub verdict: Verdict,
    pub run: Run,
}

/// Every case through `program`, one at a time (so that times are not
/// disturbed by each other). A program that cannot start is an error. With
/// `stop_after_time_limits = Some(k)`, the cases after the k-th time limit
/// are not run (a program that never ends would cost every case its limit).
pub fn judge_cases<'a>(
    program: &Program,
    cases: &'a [Case],
    limits: JudgeLimits,
    stop_after_time_limits: Option<usize>,
    label: &str,
) -> Result<Vec<CaseResult<'a>>, RunError> {
    let progress = Progress::new(cases.len() as u64, label);
    let mut results = Vec::with_capacity(cases.len());
    let mut time_limits = 0;
    for case in cases {
        progress.message(case.name.clone());
        let (verdict, run) = attempt_confirmed(program, &case.input, &case.expected, limits)?;
        time_limits += usize::from(verdict == Verdict::TimeLimit);
        results.push(CaseResult { case, verdict, run });
        progress.inc(1);
        if stop_after_time_limits.is_some_and(|most| time_limits >= most) {
            break;
        }
    }
    progress.finish();
    Ok(results)
}

/// The right answer to a generated input: the oracle or slow reference, or,
/// for inputs beyond their reach (`--size max` of some problems), the
/// workspace's solution, itself proven against the oracle.
pub fn expected_answer(problem: &Problem, input: &str) -> String {
    (problem.reference)(input).unwrap_or_else(|| solution_answer(problem, input))
}

/// The workspace's solution's answer, in-process (or its error as a line).
fn solution_answer(problem: &Problem, input: &str) -> String {
    (problem.solve)(input.as_bytes()).unwrap_or_else(|error| format!("error: {}", error))
}

/// A failing input for a report (`verdict::preview_test`): whole when it is
/// short; else, on a wrong answer, the lines of the test the answer is first
/// wrong on.
pub fn preview_failing(
    problem: &Problem,
    input: &[u8],
    lines: usize,
    judged: &Verdict,
    expected: &str,
    got: &[u8],
) -> String {
    let test = match judged {
        Verdict::WrongAnswer => verdict::failing_test(expected, got),
        _ => None,
    };
    let tests = (problem.test_lines)(&String::from_utf8_lossy(input));
    verdict::preview_test(input, lines, &tests, test)
}

/// Whether `size` inputs of `problem` are answered by an independent checker.
pub fn answered_by_oracle(problem: &Problem, size: Size) -> bool {
    let input = (problem.generate)(&mut Rng::new(1), size);
    (problem.reference)(&input).is_some()
}

#[derive(Clone, Debug)]
pub struct StressOptions {
    pub cases: u64,
    pub seed: u64,
    pub size: Size,
    pub limits: JudgeLimits,
}

/// The first failing case of a stress run, and what shrinking made of it.
#[derive(Clone, Debug)]
pub struct Failure {
    /// Index of the failing case in the run, and the seed of its input.
    pub index: u64,
    pub case_seed: u64,
    pub original: String,
    pub original_verdict: Verdict,
    /// The smallest variant that still fails the same way.
    pub minimal: String,
    pub expected: String,
    pub verdict: Verdict,
    pub run: Run,
    /// Variants accepted while shrinking, and runs spent on it.
    pub steps: usize,
    pub tried: usize,
    /// How long shrinking took, and why it ended.
    pub shrink_time: Duration,
    pub shrink_end: ShrinkEnd,
}

/// Why shrinking ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShrinkEnd {
    /// No smaller variant fails the same way: the input is minimal.
    Minimal,
    /// The budget of runs (`SHRINK_RUNS`) was spent.
    Runs,
    /// The time budget (`SHRINK_TIME`) was spent.
    Time,
}

impl ShrinkEnd {
    /// Why it ended, in a few words: "no smaller variant fails alike" or
    /// "stopped: …".
    pub fn describe(self) -> String {
        match self {
            ShrinkEnd::Minimal => t!("shrink-minimal"),
            ShrinkEnd::Runs => t!("shrink-runs", runs = SHRINK_RUNS),
            ShrinkEnd::Time => t!("shrink-time", secs = SHRINK_TIME.as_secs()),
        }
    }
}

/// A failing case as the stress pass found it, before it is shrunk.
pub struct Found<'a> {
    pub index: u64,
    pub case_seed: u64,
    pub input: &'a str,
    pub verdict: &'a Verdict,
}

/// The seed of case `index` of a stress run.
pub fn stress_case_seed(problem: &str, size: Size, seed: u64, index: u64) -> u64 {
    case_seed(&format!("stress/{}/{:?}/{}", problem, size, seed), index)
}

/// Runs `options.cases` generated cases through `program`; `Ok(None)` when
/// all agree with the oracle, else the first failure (in case order), shrunk.
pub fn stress(problem: &Problem, program: &Program, options: &StressOptions) -> Result<Option<Failure>, RunError> {
    stress_reporting(problem, program, options, &|_| {})
}

/// `stress`, telling `found` of the first failure as soon as it is known,
/// before shrinking it (which may take its whole budget).
pub fn stress_reporting(
    problem: &Problem,
    program: &Program,
    options: &StressOptions,
    found: &dyn Fn(&Found),
) -> Result<Option<Failure>, RunError> {
    let threads = rayon::current_num_threads().max(1) as u64;
    // Small rounds first, so that an early failure (or a program that never
    // ends) is seen at once; larger ones later, to keep both cores busy.
    let mut chunk = threads;
    let progress = Progress::new(options.cases, &format!("stress {}", problem.name));
    let mut start = 0;
    while start < options.cases {
        let end = (start + chunk).min(options.cases);
        chunk = (chunk * 2).min(threads * 16);
        // Only the first failure of a round is kept (an input of the largest
        // size is megabytes, its output more), and cases after it are not run.
        let first: Mutex<Option<FailedCase>> = Mutex::new(None);
        let kept = || first.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        (start..end).into_par_iter().try_for_each(|index| {
            if kept().as_ref().is_some_and(|failed| index > failed.0) {
                return Ok(());
            }
            let seed = stress_case_seed(problem.name, options.size, options.seed, index);
            let input = (problem.generate)(&mut Rng::new(seed), options.size);
            // Never judge a program on what the statement does not promise.
            if let Err(reason) = (problem.validate)(input.as_bytes()) {
                return Err(RunError::Internal(t!(
                    "generator-illegal",
                    problem = problem.name,
                    seed = format!("{:#018x}", seed),
                    reason = reason
                )));
            }
            let expected = expected_answer(problem, &input);
            let (verdict, run) = attempt(program, input.as_bytes(), &expected, options.limits)?;
            progress.inc(1);
            if verdict != Verdict::Accepted {
                let mut first = kept();
                if first.as_ref().is_none_or(|failed| index < failed.0) {
                    *first = Some((index, input, expected, verdict, run));
                }
            }
            Ok(())
        })?;
        let first = first.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
        let Some(failed) = first else {
            start = end;
            continue;
        };
        let index = failed.0;
        // The cases ran beside each other and beside the oracle: a time
        // limit is confirmed by a run alone before it counts; if it is not,
        // the run goes on from the case after it.
        match confirm_alone(program, options.limits, failed)? {
            Some(failed) => {
                progress.finish();
                let case_seed = stress_case_seed(problem.name, options.size, options.seed, failed.0);
                found(&Found { index: failed.0, case_seed, input: &failed.1, verdict: &failed.3 });
                return shrink(problem, program, options, failed).map(Some);
            }
            None => start = index + 1,
        }
    }
    progress.finish();
    Ok(None)
}

/// A case that failed by its time limit in the parallel pass, run again with
/// nothing else of ours running: `None` if it is then accepted, else the
/// failure (the new run's, if it failed another way).
fn confirm_alone(program: &Program, limits: JudgeLimits, failed: FailedCase) -> Result<Option<FailedCase>, RunError> {
    let (index, input, expected, verdict, run) = failed;
    if verdict != Verdict::TimeLimit {
        return Ok(Some((index, input, expected, verdict, run)));
    }
    let (again, rerun) = attempt(program, input.as_bytes(), &expected, limits)?;
    Ok(match again {
        Verdict::Accepted => None,
        Verdict::TimeLimit => Some((index, input, expected, verdict, run)),
        other => Some((index, input, expected, other, rerun)),
    })
}

/// A failing run: the expected answer, the verdict and the run.
type Failed = (String, Verdict, Run);
/// A failing generated case: its index, input, expected answer, verdict and run.
type FailedCase = (u64, String, String, Verdict, Run);

/// A wrong answer on one test of an input of several, when the program
/// answers that test right given alone (the input `drivers::one_test`
/// makes of it, written to `folder/failure-alone.in`): the line that says
/// so, which points at state kept from one test to the next. `None` when
/// the verdict is not a wrong answer, the input has one test, or the test
/// alone fails too.
pub fn passes_alone(
    problem: &Problem,
    program: &Program,
    limits: JudgeLimits,
    input: &[u8],
    expected: &str,
    judged: (&Verdict, &[u8]),
    folder: &std::path::Path,
) -> Option<String> {
    let (judged, got) = judged;
    // A file from an earlier failure is not this one's.
    let _ = std::fs::remove_file(folder.join("failure-alone.in"));
    if *judged != Verdict::WrongAnswer {
        return None;
    }
    let text = std::str::from_utf8(input).ok()?;
    let tests = (problem.test_lines)(text).len();
    let test = verdict::failing_test(expected, got).filter(|&test| tests >= 2 && test <= tests)?;
    let alone = crate::drivers::one_test(problem, text, test)?;
    let answer = format!("{}\n", expected.lines().nth(test - 1)?);
    let run = runner::run(program, alone.as_bytes(), Bounds::for_limits(limits.time, limits.memory_mib)).ok()?;
    if verdict::judge(&run, &answer, limits) != Verdict::Accepted {
        return None;
    }
    write_files(folder, &[("failure-alone.in", alone.as_bytes())]).ok()?;
    Some(t!("alone-passes", test = test, path = folder.join("failure-alone.in").display().to_string()))
}

/// Writes `files` (name, content) into `folder`, made if missing: a failure's
/// `failure.in`, `.out` and `.got` beside each other, as `cargo stress` and
/// `cargo judge` keep them.
pub fn write_files(folder: &std::path::Path, files: &[(&str, &[u8])]) -> Result<(), String> {
    std::fs::create_dir_all(folder)
        .map_err(|error| format!("{}: {}", folder.display(), crate::i18n::os_error(&error)))?;
    for (name, content) in files {
        let path = folder.join(name);
        std::fs::write(&path, content)
            .map_err(|error| format!("{}: {}", path.display(), crate::i18n::os_error(&error)))?;
    }
    Ok(())
}

/// Runs spent shrinking at most, and wall time.
pub const SHRINK_RUNS: usize = 20_000;
pub const SHRINK_TIME: Duration = Duration::from_secs(30);

/// Strictly smaller: shorter, or as long and before in byte order. Every
/// accepted variant is smaller, so shrinking ends.
fn smaller(candidate: &str, current: &str) -> bool {
    (candidate.len(), candidate.as_bytes()) < (current.len(), current.as_bytes())
}

/// Shrinks a failing case, starting from its run in the stress pass (a
/// failure that does not repeat, such as a time limit on a loaded machine,
/// is reported as found, unshrunk). The problem's variants are made one at a
/// time, a batch of them (one per thread, twice over) held at once, and both
/// budgets are checked before each is made: memory stays a few times the
/// input's size, whatever its size.
fn shrink(
    problem: &Problem,
    program: &Program,
    options: &StressOptions,
    failed: FailedCase,
) -> Result<Failure, RunError> {
    let (index, original, expected, original_verdict, run) = failed;
    let case_seed = stress_case_seed(problem.name, options.size, options.seed, index);
    let shrunk = shrink_case(problem, program, options.limits, original, expected, original_verdict, run)?;
    Ok(Failure { index, case_seed, ..shrunk })
}

/// Shrinks any failing legal input (a judge-data case, a generated one) the
/// same way and within the same budgets: `expected` is its answer, `verdict`
/// and `run` how the program failed it. The `Failure`'s `index` and
/// `case_seed` are 0: the case was not generated by a stress run.
pub fn shrink_case(
    problem: &Problem,
    program: &Program,
    limits: JudgeLimits,
    original: String,
    mut expected: String,
    original_verdict: Verdict,
    mut run: Run,
) -> Result<Failure, RunError> {
    let (index, case_seed) = (0, 0);
    let started = std::time::Instant::now();
    let progress = Progress::new(SHRINK_RUNS as u64, &format!("shrink {}", problem.name));
    // A variant that runs far longer than the failing case cannot fail the
    // same way unless the failure is a time limit: stop it early.
    let variant_limits = match original_verdict {
        Verdict::TimeLimit => limits,
        _ => JudgeLimits { time: limits.time.min((run.wall * 4).max(Duration::from_millis(150))), ..limits },
    };
    // A variant is judged as the failing case was: by the independent
    // reference while the input is within its reach, by the workspace's
    // solution (as the stress pass judged it) only while it is not.
    let mut by_reference = (problem.reference)(&original).is_some();
    let answer = |input: &str, by_reference: bool| -> Option<(String, bool)> {
        match (problem.reference)(input) {
            Some(answer) => Some((answer, true)),
            None if !by_reference => Some((solution_answer(problem, input), false)),
            None => None,
        }
    };
    let fails_alike = |input: &str, by_reference: bool| -> Result<Option<(Failed, bool)>, RunError> {
        let Some((expected, judged_by_reference)) = answer(input, by_reference) else {
            return Ok(None);
        };
        let (verdict, run) = attempt(program, input.as_bytes(), &expected, variant_limits)?;
        progress.inc(1);
        Ok(verdict.same_kind(&original_verdict).then_some(((expected, verdict, run), judged_by_reference)))
    };
    let mut current = original.clone();
    let mut verdict = original_verdict.clone();
    let (mut steps, mut tried) = (0, 0);
    let batch_size = (rayon::current_num_threads() * 2).max(2);
    let over_time = || started.elapsed() > SHRINK_TIME;
    let shrink_end = 'shrinking: loop {
        progress.message(format!("{} bytes", current.len()));
        let mut variants = (problem.shrink)(&current);
        let mut seen = std::collections::HashSet::new();
        loop {
            let mut batch = Vec::with_capacity(batch_size);
            while batch.len() < batch_size {
                if tried + batch.len() >= SHRINK_RUNS {
                    break;
                }
                if over_time() {
                    break 'shrinking ShrinkEnd::Time;
                }
                let Some(candidate) = variants.next() else { break };
                if smaller(&candidate, &current)
                    && seen.insert(crate::programs::fnv(candidate.as_bytes()))
                    && (problem.validate)(candidate.as_bytes()).is_ok()
                {
                    batch.push(candidate);
                }
            }
            if batch.is_empty() {
                break 'shrinking if tried >= SHRINK_RUNS { ShrinkEnd::Runs } else { ShrinkEnd::Minimal };
            }
            let outcomes: Vec<Result<Option<(Failed, bool)>, RunError>> =
                batch.par_iter().map(|candidate| fails_alike(candidate, by_reference)).collect();
            tried += batch.len();
            for (candidate, outcome) in batch.into_iter().zip(outcomes) {
                if let Some((found, judged_by_reference)) = outcome? {
                    current = candidate;
                    (expected, verdict, run) = found;
                    by_reference = judged_by_reference;
                    steps += 1;
                    continue 'shrinking;
                }
            }
        }
    };
    progress.finish();
    Ok(Failure {
        index,
        case_seed,
        original,
        original_verdict,
        minimal: current,
        expected,
        verdict,
        run,
        steps,
        tried,
        shrink_time: started.elapsed(),
        shrink_end,
    })
}

/// A mutated input that the program did not handle cleanly.
#[derive(Clone, Debug)]
pub struct FuzzFailure {
    pub index: u64,
    pub seed: u64,
    /// The judge-data case it was made from.
    pub base: String,
    pub input: Vec<u8>,
    pub why: String,
}

/// Numbers that sit on or just past the limits of these problems, and far past them.
const EDGE_NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "19",
    "20",
    "21",
    "26",
    "27",
    "28",
    "50",
    "51",
    "99",
    "100",
    "101",
    "999",
    "1000",
    "1001",
    "4000",
    "4001",
    "999999",
    "1000000",
    "1000001",
    "2147483647",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "+5",
    "007",
    "1e3",
    "0x10",
];

const STRAY: &[&[u8]] =
    &[b"\0", b"\t", b"\r", b"\r\n", b" ", b"x", b"-", b"+", b".", b"#", b"\xff", "é".as_bytes(), b"\x0b", b"\x0c"];

/// Token spans (start, end) of ASCII-whitespace-separated tokens.
fn token_spans(input: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (position, byte) in input.iter().enumerate() {
        match (byte.is_ascii_whitespace(), start) {
            (false, None) => start = Some(position),
            (true, Some(begin)) => {
                spans.push((begin, position));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(begin) = start {
        spans.push((begin, input.len()));
    }
    spans
}

/// One to three random mutations of `input`.
pub fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut bytes = input.to_vec();
    for _ in 0..rng.usize(1, 3) {
        let spans = token_spans(&bytes);
        let line_starts: Vec<usize> = std::iter::once(0)
            .chain(bytes.iter().enumerate().filter(|(_, &b)| b == b'\n').map(|(i, _)| i + 1))
            .collect();
        match rng.usize(0, 8) {
            // A random byte changed.
            0 if !bytes.is_empty() => {
                let at = rng.usize(0, bytes.len() - 1);
                bytes[at] = rng.range(0, 255) as u8;
            }
            // Cut short.
            1 => {
                let at = rng.usize(0, bytes.len());
                bytes.truncate(at);
            }
            // A number on a boundary, or huge.
            2 | 3 if !spans.is_empty() => {
                let (start, end) = *rng.pick(&spans);
                let number = rng.pick(EDGE_NUMBERS).as_bytes();
                bytes.splice(start..end, number.iter().copied());
            }
            // A line dropped.
            4 if line_starts.len() > 1 => {
                let line = rng.usize(0, line_starts.len() - 2);
                bytes.drain(line_starts[line]..line_starts[line + 1]);
            }
            // A line duplicated.
            5 if line_starts.len() > 1 => {
                let line = rng.usize(0, line_starts.len() - 2);
                let copy = bytes[line_starts[line]..line_starts[line + 1]].to_vec();
                bytes.splice(line_starts[line]..line_starts[line], copy);
            }
            // A stray character.
            6 => {
                let at = rng.usize(0, bytes.len());
                let stray = rng.pick(STRAY);
                bytes.splice(at..at, stray.iter().copied());
            }
            // Two tokens swapped.
            7 if spans.len() > 1 => {
                let (first, second) = (rng.usize(0, spans.len() - 1), rng.usize(0, spans.len() - 1));
                let (a, b) = (spans[first.min(second)], spans[first.max(second)]);
                if a != b {
                    let (left, right) = (bytes[a.0..a.1].to_vec(), bytes[b.0..b.1].to_vec());
                    bytes.splice(b.0..b.1, left);
                    bytes.splice(a.0..a.1, right);
                }
            }
            // A token dropped.
            _ if !spans.is_empty() => {
                let (start, end) = *rng.pick(&spans);
                bytes.drain(start..end);
            }
            _ => bytes.push(b'\n'),
        }
    }
    bytes
}

/// What is wrong with how a run handled an input, if anything.
pub fn unclean(run: &Run, limits: JudgeLimits) -> Option<String> {
    let stderr = String::from_utf8_lossy(&run.stderr);
    match (run.killed, run.exit) {
        (Some(runner::Kill::Time), _) => Some(t!("fuzz-hang", ms = runner::kill_time(limits.time).as_millis() as u64)),
        (Some(runner::Kill::Memory), _) => Some(t!("fuzz-memory")),
        (Some(runner::Kill::Output), _) => Some(t!("fuzz-output", mib = runner::OUTPUT_LIMIT >> 20)),
        (None, runner::Exit::Signal(_)) => Some(verdict::runtime_error(run)),
        (None, runner::Exit::Code(0)) if !run.stderr.is_empty() => {
            Some(t!("fuzz-stderr-on-success", stderr = format!("{:?}", verdict::cut(&stderr, 200))))
        }
        (None, runner::Exit::Code(0)) => None,
        (None, runner::Exit::Code(1)) => {
            let lines: Vec<&str> = stderr.lines().collect();
            if lines.len() != 1 || !lines[0].starts_with("error: ") {
                Some(t!("fuzz-exit-one-lines", stderr = format!("{:?}", verdict::cut(&stderr, 300))))
            } else if !run.stdout.is_empty() {
                Some(t!("fuzz-exit-one-stdout"))
            } else {
                None
            }
        }
        (None, runner::Exit::Code(code)) => {
            Some(t!("fuzz-exit-code", code = code, stderr = verdict::cut(&stderr, 300)))
        }
    }
    .or_else(|| (run.peak_rss_kib > limits.memory_mib * 1024).then(|| t!("fuzz-peak", kib = run.peak_rss_kib)))
}

/// What a clean fuzz run saw: mutants run, how many of them the strict
/// validator accepted, and how many of those a quick checker answered (each
/// of which the program answered exactly).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FuzzSummary {
    pub cases: u64,
    pub legal: u64,
    pub compared: u64,
}

/// How one mutant went: `None` when clean, and whether it was legal and
/// compared with a checker's answer.
type FuzzOutcome = (Option<FuzzFailure>, bool, bool);

/// Runs `cases` mutated judge-data inputs through `program`; `Ok(Ok(summary))`
/// when every run was clean, else the first unclean one in case order.
///
/// A mutant that the strict validator rejects must be handled cleanly (an
/// answer, or one `error: ` line and exit 1). A mutant that it accepts is a
/// legal input, so the program must answer it, and answer it right wherever
/// the oracle or slow reference answers quickly: a mis-read of a legal input
/// is a wrong answer, not robustness.
pub fn fuzz(
    problem: &Problem,
    program: &Program,
    cases: u64,
    seed: u64,
    limits: JudgeLimits,
) -> Result<Result<FuzzSummary, FuzzFailure>, RunError> {
    let name = problem.name;
    let bases: Vec<Case> =
        cases::load(problem).map_err(RunError::Internal)?.into_iter().filter(|case| case.recipe.is_none()).collect();
    if bases.is_empty() {
        return Err(RunError::Internal(t!("fuzz-no-inputs", problem = name)));
    }
    let progress = Progress::new(cases, &format!("fuzz {}", name));
    let chunk = (rayon::current_num_threads() as u64 * 16).max(32);
    let mut summary = FuzzSummary { cases, legal: 0, compared: 0 };
    let mut start = 0;
    while start < cases {
        let end = (start + chunk).min(cases);
        let outcomes: Vec<Result<FuzzOutcome, RunError>> = (start..end)
            .into_par_iter()
            .map(|index| {
                let case_seed = case_seed(&format!("fuzz/{}/{}", name, seed), index);
                let mut rng = Rng::new(case_seed);
                let base = rng.pick(&bases);
                let input = mutate(&mut rng, &base.input);
                let run = runner::run(program, &input, Bounds::for_limits(limits.time, limits.memory_mib))?;
                progress.inc(1);
                let legal = (problem.validate)(&input).is_ok();
                let expected = match legal {
                    true => (problem.reference)(std::str::from_utf8(&input).expect("a legal input is ASCII")),
                    false => None,
                };
                let why = unclean(&run, limits).or_else(|| {
                    if legal && run.exit != runner::Exit::Code(0) {
                        return Some(t!("fuzz-rejected-legal"));
                    }
                    let expected = expected.as_deref()?;
                    match verdict::judge(&run, expected, limits) {
                        Verdict::Accepted => None,
                        verdict => {
                            Some(match verdict::first_difference(expected, &String::from_utf8_lossy(&run.stdout)) {
                                Some((line, want, got)) => t!(
                                    "fuzz-wrong-legal",
                                    verdict = verdict.to_string(),
                                    line = line,
                                    expected = format!("{:?}", want),
                                    got = format!("{:?}", got)
                                ),
                                None => t!("fuzz-legal-verdict", verdict = verdict.to_string()),
                            })
                        }
                    }
                });
                let failure =
                    why.map(|why| FuzzFailure { index, seed: case_seed, base: base.name.clone(), input, why });
                Ok((failure, legal, expected.is_some()))
            })
            .collect();
        for outcome in outcomes {
            let (failure, legal, compared) = outcome?;
            if let Some(failure) = failure {
                progress.finish();
                return Ok(Err(failure));
            }
            summary.legal += u64::from(legal);
            summary.compared += u64::from(compared);
        }
        start = end;
    }
    progress.finish();
    Ok(Ok(summary))
}
