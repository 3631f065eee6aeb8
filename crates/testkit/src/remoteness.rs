//! Exact remoteness: how many moves a game lasts from a position when both
//! sides play perfectly and the winner wins as fast as it can while the
//! loser holds out as long as it can. A position with no move is lost at 0;
//! a won one is 1 + the least remoteness of its moves to lost positions; a
//! lost one is 1 + the most over all its moves. (GamesmanUni's definition;
//! a lost position's remoteness is even, a won one's odd.)
//!
//! Which positions are lost comes from the parts' values (`Rules::values`,
//! each problem's write-up, proven against the exhaustive oracle); the
//! lengths are found by search over the game, memoised, within a budget of
//! work: past it the answer is `None` ("not computed"), never a length of
//! another kind. The tests compare it with a search that knows no values.

use crate::ground::{xor_sum, Nimber, Rules};
use rustc_hash::FxHashMap as HashMap;

/// Cells of a board that cost a view's search one unit of its budget
/// (see [`Remoteness::for_view`]).
const CELLS_PER_WORK: usize = 8;

/// Deepest game the search follows (a recursion's depth).
const DEPTH: usize = 600;

/// A remoteness search of one problem's positions, its memo kept between
/// questions within its budget (a view asks about every listed move and
/// every position of the game, and their games share positions).
pub struct Remoteness<R: Rules> {
    known: HashMap<R::Position, u32>,
    /// The least remoteness positions are known to have, where a search
    /// with a cap stopped short of the exact one.
    at_least: HashMap<R::Position, u32>,
    lost: HashMap<R::Position, bool>,
    /// Work done: moves listed, positions visited, parts valued.
    work: usize,
    budget: usize,
}

impl<R: Rules> Remoteness<R> {
    /// A search allowed `budget` work in all (moves listed, positions
    /// visited and parts valued, each a unit).
    pub fn with_budget(budget: usize) -> Self {
        Remoteness {
            known: HashMap::default(),
            at_least: HashMap::default(),
            lost: HashMap::default(),
            work: 0,
            budget,
        }
    }

    /// The search a view of `position` makes (the page's, the terminal's
    /// review): half the search's budget (the program's reply has used a
    /// whole one), shrunk by the board's size (valuing a position reads
    /// every cell: a unit of work each `CELLS_PER_WORK` cells).
    pub fn for_view(position: &R::Position) -> Self {
        Self::with_budget(crate::explain::SEARCH_BUDGET / 2 / (1 + R::size(position) / CELLS_PER_WORK))
    }

    /// Records whether the side to move loses `position`, as the caller
    /// valued it.
    pub fn remember(&mut self, position: &R::Position, lost: bool) {
        // No search to come: no copy of a position that may be large.
        if self.budget > 0 {
            self.lost.insert(position.clone(), lost);
        }
    }

    /// Whether the budget has run out.
    pub fn spent(&self) -> bool {
        self.work > self.budget
    }

    /// Whether the side to move loses `position`, by the parts' values.
    pub fn is_lost(&mut self, position: &R::Position) -> bool {
        if let Some(&lost) = self.lost.get(position) {
            return lost;
        }
        let values = R::values(position);
        self.work += values.len();
        let lost = xor_sum(&values).is_zero();
        self.lost.insert(position.clone(), lost);
        lost
    }

    /// The exact remoteness of `position`, or `None` when the search would
    /// pass its budget (or the game is deeper than it follows).
    pub fn of(&mut self, position: &R::Position) -> Option<u32> {
        match self.search(position, u32::MAX, 0)? {
            Found::Exact(remoteness) => Some(remoteness),
            Found::AtLeast => None,
        }
    }

    /// The remoteness of `position` if it is below `cap` (or known), else
    /// that it is at least `cap`: a won position need not measure a move
    /// to a lost one exactly once it is sure that move is no faster than
    /// the fastest found, nor a lost one each move once one is too long
    /// (branch and bound). What is learnt is kept: exact remotenesses, and
    /// the least a position's is known to be.
    fn search(&mut self, position: &R::Position, cap: u32, depth: usize) -> Option<Found> {
        if self.budget == 0 {
            return None;
        }
        if let Some(&known) = self.known.get(position) {
            return Some(Found::Exact(known));
        }
        if cap == 0 || self.at_least.get(position).is_some_and(|&least| least >= cap) {
            return Some(Found::AtLeast);
        }
        if self.spent() || depth > DEPTH {
            return None;
        }
        let (moves, all) = R::moves_up_to(position, self.budget - self.work + 1);
        self.work += moves.len() + 1;
        if !all || self.spent() {
            return None;
        }
        let remoteness = if moves.is_empty() {
            0
        } else if self.is_lost(position) {
            // Every move leaves the other side a won position: the longest,
            // unless one is too long for the cap.
            let mut most = 0;
            for chosen in &moves {
                let after = R::apply(position, chosen).ok()?;
                match self.search(&after, cap - 1, depth + 1)? {
                    Found::Exact(length) if length < cap - 1 => most = most.max(length),
                    _ => return Some(self.at_least_cap(position, cap)),
                }
            }
            1 + most
        } else {
            // The fastest of the moves that leave the other side lost (the
            // values say there is one): each measured only as far as it
            // could beat the fastest so far, or the cap.
            let mut fastest: Option<u32> = None;
            for chosen in &moves {
                let after = R::apply(position, chosen).ok()?;
                if !self.is_lost(&after) {
                    continue;
                }
                let bound = fastest.unwrap_or(cap);
                if let Found::Exact(length) = self.search(&after, bound - 1, depth + 1)? {
                    if 1 + length < bound {
                        fastest = Some(1 + length);
                    }
                }
                if fastest == Some(1) {
                    break;
                }
            }
            match fastest {
                Some(length) => length,
                None => return Some(self.at_least_cap(position, cap)),
            }
        };
        self.known.insert(position.clone(), remoteness);
        Some(Found::Exact(remoteness))
    }

    /// Notes that `position`'s remoteness is at least `cap`.
    fn at_least_cap(&mut self, position: &R::Position, cap: u32) -> Found {
        let least = self.at_least.entry(position.clone()).or_insert(0);
        *least = (*least).max(cap);
        Found::AtLeast
    }
}

/// What a search with a cap found: the exact remoteness, or that it is at
/// least the cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    Exact(u32),
    AtLeast,
}

/// The remoteness of a position from those of the positions its moves lead
/// to (`after`: whether each is lost for the side then to move, and its
/// remoteness where known), when they are all known: `None` otherwise. No
/// move: 0.
pub fn from_moves(after: &[(bool, Option<u32>)]) -> Option<u32> {
    if after.is_empty() {
        return Some(0);
    }
    let wins = after.iter().any(|&(lost, _)| lost);
    let lengths: Option<Vec<u32>> =
        after.iter().filter(|&&(lost, _)| lost || !wins).map(|&(_, remoteness)| remoteness).collect();
    let lengths = lengths?;
    let best = if wins { lengths.iter().min() } else { lengths.iter().max() };
    best.map(|length| 1 + length)
}
