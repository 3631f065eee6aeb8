//! Verdicts as a judge gives them, for `cargo judge` and `cargo stress`.

use crate::runner::{Exit, Kill, Run};
use crate::t;
use std::fmt;
use std::time::Duration;

/// A problem's limits as a run is judged against them.
#[derive(Clone, Copy, Debug)]
pub struct JudgeLimits {
    pub time: Duration,
    pub memory_mib: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    /// Non-zero exit or a signal; the first line of stderr (or the signal).
    RuntimeError(String),
    TimeLimit,
    MemoryLimit,
    OutputLimit,
}

impl Verdict {
    /// The two- or three-letter name judges use.
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::OutputLimit => "OLE",
        }
    }

    /// Same kind of failure (the details of a runtime error may differ).
    pub fn same_kind(&self, other: &Verdict) -> bool {
        self.short() == other.short()
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted => formatter.write_str(&t!("verdict-accepted")),
            Verdict::WrongAnswer => formatter.write_str(&t!("verdict-wrong-answer")),
            Verdict::RuntimeError(why) => formatter.write_str(&t!("verdict-runtime-error", why = why)),
            Verdict::TimeLimit => formatter.write_str(&t!("verdict-time-limit")),
            Verdict::MemoryLimit => formatter.write_str(&t!("verdict-memory-limit")),
            Verdict::OutputLimit => formatter.write_str(&t!("verdict-output-limit")),
        }
    }
}

fn signal_name(signal: i32) -> String {
    let name = match signal {
        libc::SIGABRT => "SIGABRT",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGBUS => "SIGBUS",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGPIPE => "SIGPIPE",
        _ => return format!("signal {}", signal),
    };
    name.to_string()
}

/// Why a run failed, in one line: its exit and the first line of stderr, or
/// for a Python traceback its last line (the exception).
pub fn runtime_error(run: &Run) -> String {
    let stderr = String::from_utf8_lossy(&run.stderr);
    let mut lines = stderr.lines().map(str::trim).filter(|line| !line.is_empty());
    let first_line = match lines.next() {
        Some("Traceback (most recent call last):") => lines.next_back().map(str::to_string),
        other => other.map(str::to_string),
    };
    let exit = match run.exit {
        Exit::Code(code) => crate::t!("exit-code", code = code),
        Exit::Signal(signal) => crate::t!("killed-by", signal = signal_name(signal)),
    };
    match first_line {
        Some(line) => format!("{}: {}", exit, cut(&line, 200)),
        None => exit,
    }
}

/// The verdict of a run against the expected answer.
pub fn judge(run: &Run, expected: &str, limits: JudgeLimits) -> Verdict {
    if run.killed == Some(Kill::Output) {
        Verdict::OutputLimit
    } else if run.killed == Some(Kill::Time) || run.wall > limits.time {
        Verdict::TimeLimit
    } else if run.killed == Some(Kill::Memory) || run.peak_rss_kib > limits.memory_mib * 1024 {
        Verdict::MemoryLimit
    } else if run.exit != Exit::Code(0) {
        Verdict::RuntimeError(runtime_error(run))
    } else if run.stdout_truncated {
        Verdict::OutputLimit
    } else if first_difference(expected, &String::from_utf8_lossy(&run.stdout)).is_some() {
        Verdict::WrongAnswer
    } else {
        Verdict::Accepted
    }
}

/// Lines as judges compare them: trailing blanks and blank last lines ignored.
fn judged_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

/// The first line where `got` differs from `expected` (1-based), with both
/// lines (`None` past the end), or `None` when they agree.
pub fn first_difference(expected: &str, got: &str) -> Option<(usize, Option<String>, Option<String>)> {
    let expected = judged_lines(expected);
    let got = judged_lines(got);
    (0..expected.len().max(got.len())).find_map(|index| {
        let (want, have) = (expected.get(index), got.get(index));
        (want != have).then(|| (index + 1, want.map(|line| cut(line, 120)), have.map(|line| cut(line, 120))))
    })
}

/// At most `chars` characters of `text`, marked when cut.
pub fn cut(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// A text this short is shown whole in a report: cutting it would save a
/// few lines and could hide the one that matters.
pub const SHOWN_WHOLE: usize = 400;

/// A text for a report: whole when it is at most `SHOWN_WHOLE` bytes; else
/// its start, at most `lines` lines of at most 100 characters, with a note
/// of what was left out.
pub fn preview(input: &[u8], lines: usize) -> String {
    let text = String::from_utf8_lossy(input);
    let all: Vec<&str> = text.lines().collect();
    if input.len() <= SHOWN_WHOLE {
        return all.iter().map(|line| format!("    {}", line)).collect::<Vec<_>>().join("\n");
    }
    let mut shown: Vec<String> = all.iter().take(lines).map(|line| shown_line(line)).collect();
    if all.len() > lines {
        shown.push(format!("    {}", t!("preview-more-lines", lines = all.len() - lines, bytes = input.len())));
    }
    shown.join("\n")
}

/// One line of an input in a report: indented, cut at 100 characters.
fn shown_line(line: &str) -> String {
    format!("    {}", cut(line, 100))
}

/// A failing input for a report: whole when it is short (`preview`), else
/// its first line, then the lines of test `test` (1-based) where `tests`
/// says they are, at most `lines` of them, each cut at 100 characters, and
/// what was left out, so that the test the program got wrong is on screen.
pub fn preview_test(input: &[u8], lines: usize, tests: &[std::ops::Range<usize>], test: Option<usize>) -> String {
    let text = String::from_utf8_lossy(input);
    let all: Vec<&str> = text.lines().collect();
    let span = test.and_then(|test| tests.get(test.checked_sub(1)?)).filter(|span| span.end <= all.len());
    let Some(span) = span.filter(|_| input.len() > SHOWN_WHOLE) else {
        return preview(input, lines);
    };
    let first = tests.first().map_or(0, |first| first.start);
    let mut shown: Vec<String> = all[..first].iter().map(|line| shown_line(line)).collect();
    if span.start > first {
        shown.push(format!("    {}", t!("preview-tests-before", from = first + 1, to = span.start)));
    }
    shown.push(format!(
        "    {}",
        t!("preview-test-span", test = test.unwrap_or(0), tests = tests.len(), from = span.start + 1, to = span.end)
    ));
    shown.extend(all[span.clone()].iter().take(lines).map(|line| shown_line(line)));
    if span.len() > lines {
        shown.push(format!("    {}", t!("preview-more-of-test", lines = span.len() - lines)));
    }
    if span.end < all.len() {
        shown.push(format!("    {}", t!("preview-more-after", lines = all.len() - span.end, bytes = input.len())));
    }
    shown.join("\n")
}

/// The test a wrong answer is first wrong on, when each test answers one
/// line (as every problem here does): the first line that differs.
pub fn failing_test(expected: &str, got: &[u8]) -> Option<usize> {
    first_difference(expected, &String::from_utf8_lossy(got)).map(|(line, ..)| line)
}

/// A text for a report, as `preview` shows it, or `    (empty)`.
pub fn preview_block(text: &str, lines: usize) -> String {
    let shown = preview(text.as_bytes(), lines);
    if shown.is_empty() {
        format!("    {}", t!("preview-empty"))
    } else {
        shown
    }
}

/// One line of a difference for a report.
pub fn describe_difference(expected: &str, got: &[u8]) -> String {
    match first_difference(expected, &String::from_utf8_lossy(got)) {
        None => t!("difference-none"),
        Some((line, want, have)) => {
            let show =
                |line: Option<String>| line.map(|line| format!("{:?}", line)).unwrap_or_else(|| t!("difference-end"));
            t!("difference-line", line = line, expected = show(want), got = show(have))
        }
    }
}

/// How long a run over the time limit took, and whether it was stopped
/// there or finished on its own.
pub fn over_time(run: &Run, limit: Duration) -> String {
    let (wall, limit) = (run.wall.as_secs_f64() * 1e3, limit.as_secs_f64() * 1e3);
    if run.killed == Some(Kill::Time) {
        t!("over-time-stopped", ms = format!("{:.0}", wall), limit = format!("{:.0}", limit))
    } else {
        t!(
            "over-time-ran",
            ms = format!("{:.0}", wall),
            over = format!("{:.0}", wall - limit),
            limit = format!("{:.0}", limit)
        )
    }
}

/// A size in bytes as a person reads it: "210 B", "41 kB", "2.8 MB".
pub fn size(bytes: usize) -> String {
    match bytes {
        0..=9_999 => format!("{} B", bytes),
        10_000..=999_999 => format!("{} kB", bytes / 1000),
        _ => format!("{:.1} MB", bytes as f64 / 1e6),
    }
}
