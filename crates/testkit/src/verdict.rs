//! Verdicts as a judge gives them, for `cargo judge` and `cargo stress`.

use crate::runner::{Exit, Kill, Run};
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
            Verdict::Accepted => write!(formatter, "accepted"),
            Verdict::WrongAnswer => write!(formatter, "wrong answer"),
            Verdict::RuntimeError(why) => write!(formatter, "runtime error ({})", why),
            Verdict::TimeLimit => write!(formatter, "time limit exceeded"),
            Verdict::MemoryLimit => write!(formatter, "memory limit exceeded"),
            Verdict::OutputLimit => write!(formatter, "output limit exceeded"),
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
        Exit::Code(code) => format!("exit code {}", code),
        Exit::Signal(signal) => format!("killed by {}", signal_name(signal)),
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
        shown.push(format!("    … ({} more lines, {} bytes in all)", all.len() - lines, input.len()));
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
        shown.push(format!("    … (lines {} to {}: the tests before it)", first + 1, span.start));
    }
    shown.push(format!(
        "    (test {} of {}, lines {} to {}:)",
        test.unwrap_or(0),
        tests.len(),
        span.start + 1,
        span.end
    ));
    shown.extend(all[span.clone()].iter().take(lines).map(|line| shown_line(line)));
    if span.len() > lines {
        shown.push(format!("    … ({} more lines of this test)", span.len() - lines));
    }
    if span.end < all.len() {
        shown.push(format!("    … ({} more lines after it, {} bytes in all)", all.len() - span.end, input.len()));
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
        "    (empty)".to_string()
    } else {
        shown
    }
}

/// One line of a difference for a report.
pub fn describe_difference(expected: &str, got: &[u8]) -> String {
    match first_difference(expected, &String::from_utf8_lossy(got)) {
        None => "no difference".to_string(),
        Some((line, want, have)) => {
            let show = |line: Option<String>| {
                line.map(|line| format!("{:?}", line)).unwrap_or_else(|| "end of output".to_string())
            };
            format!("line {}: expected {}, got {}", line, show(want), show(have))
        }
    }
}

/// How long a run over the time limit took, and whether it was stopped
/// there or finished on its own.
pub fn over_time(run: &Run, limit: Duration) -> String {
    let (wall, limit) = (run.wall.as_secs_f64() * 1e3, limit.as_secs_f64() * 1e3);
    if run.killed == Some(Kill::Time) {
        format!("stopped after {:.0} ms (the {:.0} ms limit plus a margin) before it had finished", wall, limit)
    } else {
        format!("ran {:.0} ms, {:.0} ms over the {:.0} ms limit", wall, wall - limit, limit)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run(stdout: &str, exit: Exit, wall_ms: u64) -> Run {
        Run {
            stdout: stdout.as_bytes().to_vec(),
            stdout_truncated: false,
            stderr: b"\nthread 'main' panicked at src/main.rs:3:5\nmore\n".to_vec(),
            exit,
            killed: None,
            wall: Duration::from_millis(wall_ms),
            peak_rss_kib: 1000,
        }
    }

    const LIMITS: JudgeLimits = JudgeLimits { time: Duration::from_millis(1000), memory_mib: 64 };

    #[test]
    fn trailing_blanks_and_blank_last_lines_do_not_matter() {
        assert_eq!(judge(&run("YES  \r\nNO\n\n\n", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::Accepted);
        assert_eq!(judge(&run("YES\nNO", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::Accepted);
        assert_eq!(judge(&run("YES\n\nNO\n", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::WrongAnswer);
        assert_eq!(judge(&run(" YES\nNO\n", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::WrongAnswer);
    }

    #[test]
    fn verdicts_in_judge_order() {
        assert_eq!(judge(&run("YES\n", Exit::Code(0), 1001), "YES\n", LIMITS), Verdict::TimeLimit);
        let error = judge(&run("YES\n", Exit::Code(101), 5), "YES\n", LIMITS);
        assert_eq!(error, Verdict::RuntimeError("exit code 101: thread 'main' panicked at src/main.rs:3:5".into()));
        let signal = judge(&run("", Exit::Signal(libc::SIGSEGV), 5), "YES\n", LIMITS);
        assert!(matches!(&signal, Verdict::RuntimeError(why) if why.starts_with("killed by SIGSEGV")), "{:?}", signal);
        let mut big = run("YES\n", Exit::Code(0), 5);
        big.peak_rss_kib = 65 * 1024;
        assert_eq!(judge(&big, "YES\n", LIMITS), Verdict::MemoryLimit);
        big.peak_rss_kib = 1;
        big.stdout_truncated = true;
        assert_eq!(judge(&big, "YES\n", LIMITS), Verdict::OutputLimit);
        // Stopped at the output limit, however long it had run by then.
        let mut flood = run("YES\nYES\n", Exit::Signal(libc::SIGKILL), 1500);
        flood.killed = Some(Kill::Output);
        flood.stdout_truncated = true;
        assert_eq!(judge(&flood, "YES\n", LIMITS), Verdict::OutputLimit);
    }

    #[test]
    fn the_first_difference_is_named() {
        assert_eq!(describe_difference("A\nB\nC\n", b"A\nX\nC\n"), "line 2: expected \"B\", got \"X\"");
        assert_eq!(describe_difference("A\nB\n", b"A\n"), "line 2: expected \"B\", got end of output");
        assert_eq!(describe_difference("A\n", b"A\nB\n"), "line 2: expected end of output, got \"B\"");
        assert_eq!(first_difference("A\n", "A   \n\n"), None);
    }

    #[test]
    fn a_long_failing_input_shows_the_failing_test() {
        // master-duel's layout: T, then per test its row count and its rows.
        let mut input = String::from("3\n");
        for test in 0..3 {
            input.push_str("40\n");
            for row in 0..40 {
                input.push_str(&format!("1 {}\n", (test * 40 + row) % 20 + 1));
            }
        }
        let tests = crate::ground::counted_blocks(&input);
        assert_eq!(tests, [1..42, 42..83, 83..124]);
        let shown = preview_test(input.as_bytes(), 8, &tests, failing_test("YES\nNO\nYES\n", b"YES\nYES\nYES\n"));
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[0], "    3");
        assert_eq!(lines[1], "    … (lines 2 to 42: the tests before it)");
        assert_eq!(lines[2], "    (test 2 of 3, lines 43 to 83:)");
        assert_eq!(lines[3], "    40");
        assert_eq!(lines[4], "    1 1");
        assert_eq!(lines[11], "    … (33 more lines of this test)");
        assert_eq!(lines[12], format!("    … (41 more lines after it, {} bytes in all)", input.len()));
        // No test known (a crash), or a short input: as `preview` shows it.
        assert_eq!(preview_test(input.as_bytes(), 8, &tests, None), preview(input.as_bytes(), 8));
        assert_eq!(preview_test(b"1\n1\n1 20\n", 8, &tests, Some(1)), "    1\n    1\n    1 20");
        assert_eq!(crate::ground::one_block("3 3 1\n1 1\n1\n"), std::iter::once(0..3).collect::<Vec<_>>());
    }

    #[test]
    fn previews_are_cut() {
        let input = "1\n2\n3\n4\n".repeat(60);
        let shown = preview(input.as_bytes(), 3);
        assert_eq!(shown.lines().count(), 4);
        assert!(shown.ends_with("(237 more lines, 480 bytes in all)"), "{}", shown);
        assert_eq!(cut("abcdef", 3), "abc…");
    }

    #[test]
    fn a_python_crash_is_named_by_its_exception() {
        let mut crash = run("", Exit::Code(1), 5);
        crash.stderr = b"Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    n = int(input())\nValueError: invalid literal for int() with base 10: 'x'\n".to_vec();
        assert_eq!(runtime_error(&crash), "exit code 1: ValueError: invalid literal for int() with base 10: 'x'");
    }

    #[test]
    fn a_short_input_is_shown_whole() {
        // 29 bytes on 9 lines, the last one the line that matters.
        let input = "3\n1\n1 1\n1\n1\n1\n1\n1\n4 1 2 19 2\n";
        assert_eq!(input.len(), 29);
        let shown = preview(input.as_bytes(), 8);
        assert_eq!(shown.lines().count(), 9, "{}", shown);
        assert!(shown.ends_with("    4 1 2 19 2"), "{}", shown);
    }
}
