//! The ground floor: what the problem modules and the shared machinery both
//! use (case sizes, `mex`, the rules of a game as a trait), kept apart from
//! the registry in `lib.rs`, which imports every problem module.

use std::hash::Hash;

/// How big a generated case is (also a command-line value: `small`, `edge`, `max`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Size {
    /// Within the exhaustive oracle's reach.
    Small,
    /// Corner cases: empty, full, extreme shapes; still checkable.
    Edge,
    /// The largest legal input, worst case for the solution's running time.
    Max,
}

impl Size {
    pub fn parse(text: &str) -> Option<Size> {
        match text {
            "small" => Some(Size::Small),
            "edge" => Some(Size::Edge),
            "max" => Some(Size::Max),
            _ => None,
        }
    }
}

/// The minimum excludant: the least natural number not among `values`.
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    let mut seen: Vec<bool> = Vec::new();
    for value in values {
        if value >= seen.len() {
            seen.resize(value + 1, false);
        }
        seen[value] = true;
    }
    seen.iter().position(|&present| !present).unwrap_or(seen.len())
}

/// For a winning move in a sum of games: the part whose value v holds the
/// highest bit of the total X of `values`, and X; `None` when X is 0. That
/// part is the one to play in: v XOR X is less than v, so some option of the
/// part has it (a value is the mex of its options), and moving there leaves
/// a total of 0.
pub fn part_to_change(values: &[u64]) -> Option<(usize, u64)> {
    let total = values.iter().fold(0, |total, value| total ^ value);
    if total == 0 {
        return None;
    }
    let top = 1u64 << (63 - total.leading_zeros());
    let index = values.iter().position(|value| value & top != 0)?;
    Some((index, total))
}

/// For shrinking: `items` without each one in turn; none when one is left.
pub fn without_each<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return Vec::new();
    }
    (0..items.len())
        .map(|index| {
            let mut fewer = items.to_vec();
            fewer.remove(index);
            fewer
        })
        .collect()
}

/// The rules of one game as code: the position a test describes, its legal
/// moves in the statement's notation (1-based), applying a move, and the
/// parts the position splits into with their values. The exhaustive oracle,
/// `cargo explain` and `cargo play` all play by this one move generator.
///
/// Values here are nimbers: the parts add up by XOR, and the player to move
/// wins iff the total is not 0.
pub trait Rules {
    /// One test's position.
    type Position: Clone + Eq + Hash;
    /// One move, as the statement's notation names it.
    type Move: Clone + PartialEq + std::fmt::Debug;

    /// What the parts are and how their values come about (one sentence).
    const PARTS: &'static str;
    /// What vouches for the values when the oracle answers ("the exhaustive oracle: …").
    const ORACLE: &'static str;
    /// A game that does not split: one part, worth 1 when the player to move
    /// wins and 0 when not (the output then speaks of no parts).
    const ONE_GAME: bool = false;

    /// The tests of a legal input, in order.
    fn tests(input: &str) -> Vec<Self::Position>;
    /// Every legal move of the player to move, in a fixed order.
    fn moves(position: &Self::Position) -> Vec<Self::Move>;
    /// The first of `moves` (or `None`), without listing them all.
    fn first_move(position: &Self::Position) -> Option<Self::Move> {
        Self::moves(position).into_iter().next()
    }
    /// The position after `chosen`, or why the move is not legal here.
    fn apply(position: &Self::Position, chosen: &Self::Move) -> Result<Self::Position, String>;
    /// A move as a person types it (the notation `show_move` prints).
    fn parse_move(text: &str) -> Result<Self::Move, String>;
    /// A move in the notation, 1-based: what `parse_move` reads back.
    fn show_move(chosen: &Self::Move) -> String;
    /// A move for `--json`.
    fn move_json(chosen: &Self::Move) -> serde_json::Value;
    /// The same move in words ("row 2: the stone on column 18 moves to column 19").
    fn describe_move(position: &Self::Position, chosen: &Self::Move) -> String;
    /// Which part (an index into `values`) a move is played in.
    fn part_of_move(position: &Self::Position, chosen: &Self::Move) -> usize;
    /// The position drawn as the statement pictures it, coordinates on the
    /// axes; with `summary`, a large position shows only its first and last
    /// few parts.
    fn draw(position: &Self::Position, summary: bool) -> String;
    /// The parts' values by the write-up's way of valuing them (the formula
    /// the solution uses, computed here independently of `main.rs`), in order.
    fn values(position: &Self::Position) -> Vec<u64>;
    /// Where part `index` is: for a person ("row 3") and for JSON (`{"row": 3}`).
    fn place(position: &Self::Position, index: usize) -> (String, serde_json::Value);
    /// How part `index`'s value comes about, in a few words.
    fn detail(position: &Self::Position, index: usize) -> String;
    /// Each part's value by the exhaustive oracle (the game played by the
    /// rules), or `None` when the oracle cannot answer within a second.
    fn oracle_values(position: &Self::Position) -> Option<Vec<u64>>;
    /// A winning move built from the parts (not found by search over the
    /// whole position), or `None` when the total is 0.
    fn winning_move(position: &Self::Position, values: &[u64]) -> Option<Self::Move>;
    /// The judge's answer line for a test.
    fn answer(first_player_wins: bool) -> String;
}
