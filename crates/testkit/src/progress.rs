//! A progress bar on stderr for runs that take a while: drawn only when
//! stderr is a terminal, and only once the run has lasted about a second, so
//! that quick runs and logs stay clean.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const QUIET_FOR: Duration = Duration::from_secs(1);

/// Set while one bar stands for a whole run whose parts would draw their own.
static INNER_HIDDEN: AtomicBool = AtomicBool::new(false);

/// From now on only bars made with `Progress::always` are drawn (a run of
/// many stress runs at once draws one bar, not one each).
pub fn hide_inner_bars() {
    INNER_HIDDEN.store(true, Ordering::Relaxed);
}

pub struct Progress {
    bar: ProgressBar,
    started: Instant,
    shown: AtomicBool,
    terminal: bool,
}

impl Progress {
    pub fn new(total: u64, label: &str) -> Progress {
        let mut progress = Progress::always(total, label);
        progress.terminal &= !INNER_HIDDEN.load(Ordering::Relaxed);
        progress
    }

    /// A bar drawn even after `hide_inner_bars` (on a terminal, after a second).
    pub fn always(total: u64, label: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{prefix} [{bar:30}] {pos}/{len} {msg} ({elapsed}, eta {eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.set_prefix(label.to_string());
        Progress {
            bar,
            started: Instant::now(),
            shown: AtomicBool::new(false),
            terminal: std::io::stderr().is_terminal(),
        }
    }

    pub fn inc(&self, done: u64) {
        if self.terminal && self.started.elapsed() >= QUIET_FOR && !self.shown.swap(true, Ordering::Relaxed) {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        self.bar.inc(done);
    }

    pub fn message(&self, text: String) {
        self.bar.set_message(text);
    }

    /// Removes the bar, leaving the terminal as it was.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
