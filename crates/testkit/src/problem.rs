//! What a problem is to the machinery: its roles (solution, generator,
//! validator, references, shrinker, galleries, rules, statements) as a table
//! of functions. On a low floor: the machinery that works on a problem
//! imports this type, never the registry (`lib.rs`), which lists the
//! problems and sits above everything it dispatches to.

use crate::explain::ExplainFn;
use crate::ground::{Size, Variants};
use crate::play::PlayFn;
use crate::programs::{Accepted, Slow, Wrong};
use crate::puzzles::Kit;
use crate::rng::Rng;
use crate::web_game::WebFn;

/// What the testkit knows of one problem crate.
pub struct Problem {
    /// The crate (and binary) name, also the folder under `judge-data/`.
    pub name: &'static str,
    /// The solution, in-process.
    pub solve: fn(&[u8]) -> Result<String, String>,
    /// A seeded input generator: legal inputs only, at every size and seed.
    pub generate: fn(&mut Rng, Size) -> String,
    /// The strict validator: `Ok` iff the input is legal, exactly as the
    /// statement promises (the layout of judge data included), else the
    /// first reason it is not. Everything a user's program is given passes it.
    pub validate: fn(&[u8]) -> Result<(), String>,
    /// The answer from something other than the solution (the exhaustive
    /// oracle, or a plainly written slow reference), or `None` when no such
    /// checker answers within a few seconds (then `full_reference` does).
    pub reference: fn(&str) -> Option<String>,
    /// The best independent answer whatever it costs (minutes, for the largest
    /// inputs): used to make judge data and by the `--ignored` checks.
    pub full_reference: fn(&str) -> String,
    /// Smaller variants of a legal input (fewer tests, rows, patterns, a
    /// smaller board, a lower count, a plainer cell, …), biggest cuts first,
    /// for shrinking a failing case, made one at a time as they are asked
    /// for. They need not all be legal: the strict validator filters them.
    pub shrink: fn(&str) -> Variants,
    /// Where each test of a legal input is, as 0-based line ranges (for
    /// showing the lines of the test a program fails).
    pub test_lines: fn(&str) -> Vec<std::ops::Range<usize>>,
    /// The gallery of wrong solutions.
    pub wrong: &'static [Wrong],
    /// The gallery of correct solutions that are not the workspace's.
    pub accepted: &'static [Accepted],
    /// Correct solutions too slow for the time limit on the largest data.
    pub slow: &'static [Slow],
    /// `cargo explain`'s explainer (`explain::explain::<ItsRules>`), once the
    /// problem's rules are written as code.
    pub explain: Option<ExplainFn>,
    /// `cargo play`'s game (`play::session::<ItsRules>`), once the problem's
    /// rules are written as code.
    pub play: Option<PlayFn>,
    /// `cargo play --web`'s game (`web::board::<ItsRules>`).
    pub web: Option<WebFn>,
    /// `cargo play --puzzles`: the puzzles file and its rules
    /// (`puzzles::kit::<ItsRules>(include_str!(…))`).
    pub puzzles: Option<Kit>,
    /// The statement's text in Markdown (rules, input, output, constraints,
    /// notes on the samples), for a problem package; the samples are added
    /// from `data/sample/` by whoever renders it.
    pub statement: &'static str,
    /// The same statement in Chinese, the language of the original problem
    /// (`statement/problem.zh.md` of the package); a test keeps the two in step.
    pub statement_zh: &'static str,
}
