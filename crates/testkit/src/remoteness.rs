//! Exact remoteness from whole games solved: how many moves a game lasts
//! from a position when both sides play perfectly and the winner wins as
//! fast as it can while the loser holds out as long as it can (GamesmanUni's
//! definition; a lost position's remoteness is even, a won one's odd).
//!
//! A position's game (every position it can reach) is numbered by its
//! problem's rules (`Rules::whole`) and solved once by [`crate::solver`];
//! every later question about a position of that game is a look-up. Solved
//! games are kept, most recently used last, within [`KEPT_BYTES`], so a
//! page's views and replies in one game, and the review and the terminal's
//! moves, ask once. A game past the solver's bounds is not solved: its
//! lengths are "not computed", and [`Lengths::too_large`] says how large it
//! is. Which positions are lost also comes from the parts' values (each
//! problem's write-up); the tests check the two agree, and compare the
//! lengths with a search that knows no values.

use crate::ground::{Rules, Whole};
use crate::solver::{Count, Table};
use std::any::Any;
use std::sync::{Arc, Mutex, PoisonError};

/// A game solved: its numbering and every position's remoteness.
pub struct Solved<R: Rules> {
    whole: Box<dyn Whole<R::Position>>,
    table: Table,
}

impl<R: Rules> Solved<R> {
    /// The exact remoteness of `position`, when it is a position of this game.
    pub fn remoteness(&self, position: &R::Position) -> Option<u32> {
        self.whole.locate(position).map(|index| self.table.remoteness(index))
    }

    /// The number of positions solved.
    pub fn positions(&self) -> usize {
        self.table.len()
    }
}

/// Bytes of solved games kept (a game's table is a byte a position: two of
/// the largest, or many small ones).
pub const KEPT_BYTES: usize = 80 << 20;

type Kept = Vec<(Arc<dyn Any + Send + Sync>, usize)>;

static KEPT: Mutex<Kept> = Mutex::new(Vec::new());

/// The last positions found past the bounds, with their games' sizes: a
/// view, the program's move and the hint ask of one position in turn.
static TOO_LARGE: Mutex<Vec<(Box<dyn Any + Send + Sync>, Count)>> = Mutex::new(Vec::new());
const KEPT_TOO_LARGE: usize = 16;

/// The solved game that `position` belongs to: one kept, or its own game
/// solved now (and kept); `Err` with its size when that is past the
/// solver's bounds.
pub fn solve<R: Rules>(position: &R::Position) -> Result<Arc<Solved<R>>, Count> {
    {
        let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        let found = kept.iter().rposition(|(solved, _)| {
            solved.downcast_ref::<Solved<R>>().is_some_and(|solved| solved.whole.locate(position).is_some())
        });
        if let Some(at) = found {
            let entry = kept.remove(at);
            let solved = Arc::clone(&entry.0).downcast::<Solved<R>>().expect("checked above");
            kept.push(entry);
            return Ok(solved);
        }
    }
    {
        let known = TOO_LARGE.lock().unwrap_or_else(PoisonError::into_inner);
        let found = known.iter().find(|(other, _)| other.downcast_ref::<R::Position>() == Some(position));
        if let Some((_, count)) = found {
            return Err(*count);
        }
    }
    let whole = match R::whole(position) {
        Ok(whole) => whole,
        Err(count) => {
            let mut known = TOO_LARGE.lock().unwrap_or_else(PoisonError::into_inner);
            known.push((Box::new(position.clone()), count));
            if known.len() > KEPT_TOO_LARGE {
                known.remove(0);
            }
            return Err(count);
        }
    };
    // Solved without the lock: other games are solved and looked up meanwhile.
    let table = Table::solve(whole.space());
    SOLVED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let bytes = table.bytes();
    let solved = Arc::new(Solved::<R> { whole, table });
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    kept.push((Arc::clone(&solved) as Arc<dyn Any + Send + Sync>, bytes));
    while kept.len() > 1 && kept.iter().map(|(_, bytes)| bytes).sum::<usize>() > KEPT_BYTES {
        kept.remove(0);
    }
    Ok(solved)
}

/// Games solved so far by this process.
static SOLVED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many games this process has solved (a benchmark tells the replies
/// that solved one from the look-ups).
pub fn games_solved() -> usize {
    SOLVED.load(std::sync::atomic::Ordering::Relaxed)
}

/// The lengths of one game's positions, as far as they are computed: the
/// game of its start solved, or else the game of the position now (later
/// in a game, fewer positions remain), or neither and why.
pub struct Lengths<R: Rules> {
    solved: Option<Arc<Solved<R>>>,
    /// The size of the game found past the bounds, if one was.
    too_large: Option<Count>,
}

impl<R: Rules> Lengths<R> {
    /// The lengths of a game that started at `start` and stands at `now`.
    pub fn of_game(start: &R::Position, now: &R::Position) -> Lengths<R> {
        match solve::<R>(start) {
            Ok(solved) => Lengths { solved: Some(solved), too_large: None },
            Err(count) if start == now => Lengths { solved: None, too_large: Some(count) },
            Err(_) => match solve::<R>(now) {
                Ok(solved) => Lengths { solved: Some(solved), too_large: None },
                Err(count) => Lengths { solved: None, too_large: Some(count) },
            },
        }
    }

    /// The lengths of `position`'s game.
    pub fn of_position(position: &R::Position) -> Lengths<R> {
        Lengths::of_game(position, position)
    }

    /// None at all (a view that shows no length).
    pub fn none() -> Lengths<R> {
        Lengths { solved: None, too_large: None }
    }

    /// The exact remoteness of `position`, when its game is solved.
    pub fn of(&self, position: &R::Position) -> Option<u32> {
        self.solved.as_ref().and_then(|solved| solved.remoteness(position))
    }

    /// Why lengths are not computed: the size of the game past the bounds.
    pub fn too_large(&self) -> Option<Count> {
        self.too_large
    }
}

/// What a player chooses by the lengths among some moves: the moves to
/// lost positions with the least remoteness (the fastest wins) when there
/// are such moves, else those with the most (the slowest losses); their
/// indices in `after`, and the chosen length. `after`: each move's
/// remoteness after it. `None` when there is no move.
pub fn best(after: &[u32]) -> Option<(Vec<usize>, u32)> {
    let wins = after.iter().any(|length| length % 2 == 0);
    let length = if wins {
        after.iter().copied().filter(|length| length % 2 == 0).min()?
    } else {
        after.iter().copied().max()?
    };
    let indices = (0..after.len()).filter(|&index| after[index] == length).collect();
    Some((indices, length))
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

/// The words for a game past the bounds: "this game has 2.1 × 10^9
/// positions; lengths are computed up to 3.4 × 10^7" (the catalogue's
/// `lengths-too-large`).
pub fn too_large_words(count: &Count) -> String {
    let (mantissa, exponent) = count.scientific();
    let (most_mantissa, most_exponent) = crate::solver::scientific((crate::solver::MOST_POSITIONS as f64).log2());
    let many_moves = count.work_log2.is_some_and(|work| work > (crate::solver::MOST_WORK as f64).log2())
        && count.log2 <= (crate::solver::MOST_POSITIONS as f64).log2();
    crate::t!(
        "lengths-too-large",
        at_least = if count.at_least { "yes" } else { "no" },
        moves = if many_moves { "yes" } else { "no" },
        positions = format!("{:.1} × 10^{}", mantissa, exponent),
        most = format!("{:.1} × 10^{}", most_mantissa, most_exponent)
    )
}

/// The moves a perfect player makes in `position` where its game is
/// solved: the fastest wins when it wins, else the slowest losses, in move
/// order, with the remoteness after them; `None` when the game is not
/// solved or the position has no move. `Err`: a listed move is not legal.
#[allow(clippy::type_complexity)]
pub fn perfect_moves<R: Rules>(
    position: &R::Position,
    lengths: &Lengths<R>,
) -> Result<Option<(Vec<R::Move>, u32)>, String> {
    if lengths.of(position).is_none() {
        return Ok(None);
    }
    let moves = R::moves(position);
    let mut after = Vec::with_capacity(moves.len());
    for chosen in &moves {
        let next = R::apply(position, chosen)
            .map_err(|reason| crate::t!("play-program-illegal", move = R::show_move(chosen), reason = reason))?;
        match lengths.of(&next) {
            Some(length) => after.push(length),
            None => return Ok(None),
        }
    }
    Ok(best(&after).map(|(indices, length)| (indices.into_iter().map(|index| moves[index].clone()).collect(), length)))
}
