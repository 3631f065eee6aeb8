//! What the benchmarks share: the seed of their inputs, the inputs timed
//! besides a problem's `max`, one timed run, and the median.

use crate::rng::Rng;
use crate::runner::{self, Bounds, Program};
use std::time::Duration;

/// The seed of every benchmark input, so that figures compare across commits.
pub const BENCH_SEED: u64 = 20261123;

/// Inputs timed besides a problem's `max` (its hardest, or another worst shape): (problem, label, input).
pub fn hardest_inputs() -> Vec<(&'static str, &'static str, String)> {
    // board-game's `max` (1000 random patterns) shows a pattern in every
    // state, so a solution may skip the whole solve; a single 3×9 pattern of
    // ones appears only on the full board and leaves nothing to skip.
    let full_board = format!("3 9 1\n3 9\n{}", "111111111\n".repeat(3));
    // frogs' `max` makes the long sums longest where no terms pair up; its
    // balanced file has the longest sums where all of them do, about as slow.
    let balanced = crate::frogs::generate_balanced(&mut Rng::new(BENCH_SEED));
    vec![("board-game", "board-game*", full_board), ("frogs", "frogs*", balanced)]
}

/// The median of some times (sorts them).
pub fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// One bounded run that must succeed; its wall time and peak memory (KiB).
pub fn timed(program: &Program, input: &[u8], bounds: Bounds) -> Result<(Duration, u64), String> {
    match runner::run(program, input, bounds) {
        Ok(run) if run.success() => Ok((run.wall, run.peak_rss_kib)),
        Ok(run) => Err(format!("{} failed: {}", program.display(), crate::verdict::runtime_error(&run))),
        Err(error) => Err(error.to_string()),
    }
}
