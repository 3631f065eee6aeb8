//! Whole games solved exactly: every position a game can reach, each with
//! whether the side to move wins and its remoteness (GamesmanUni's: how
//! many moves the game lasts when the winner wins as fast as it can and the
//! loser holds out as long as it can). A position with no move is lost at
//! 0; a won one is 1 + the least remoteness of its moves to lost positions;
//! a lost one is 1 + the most over all its moves. So a position is won
//! exactly when its remoteness is odd, and one number a position says both.
//!
//! A game is a [`Space`]: its positions numbered 0..count so that every
//! move leads to a higher number (every game here is finite and goes one
//! way: stones move right, frogs forward, pieces down or on along a row,
//! stones are added, a tails coin turns to heads as the highest coin a flip
//! changes). One pass from the last position to the first then values
//! each from values already known: no recursion, no hashing, one byte a
//! position ([`Table`]).
//!
//! The spaces the five games need are here: a sum of parts, each part an
//! explicit graph numbered in the order its moves go ([`Part`], [`Sum`];
//! the position's number is the parts' numbers in mixed radix, with the
//! side to move for a partisan game), a board that fills ([`Filling`]) and
//! a board of coins flipped ([`Flipping`]). The module uses the standard
//! library alone and builds with rustc 1.63: it returns numbers, and its
//! callers word them.

// Written for rustc 1.63: the newer helpers these lints suggest
// (`is_none_or`, `is_multiple_of`, `div_ceil`) came later.
#![allow(clippy::unnecessary_map_or, clippy::manual_is_multiple_of, clippy::manual_div_ceil)]

use std::collections::HashMap;
use std::hash::Hash;

/// Positions a game may have for it to be solved: a byte each.
pub const MOST_POSITIONS: u64 = 1 << 25;

/// States of a part explored to tell whether a sum is past the bounds.
pub const GLANCED_STATES: usize = 1 << 14;

/// Part states explored at most to count a sum past the bounds.
pub const COUNTED_STATES: usize = 1 << 18;

/// States a part may have (its graph in memory, a few words a state).
pub const PART_STATES: usize = 1 << 22;

/// Moves a solve may look at (each position's moves, over the whole game):
/// a game of few positions with very many moves each (a coin board's flip
/// sets) is past it too.
pub const MOST_WORK: u64 = 1 << 29;

/// How many positions a game has, as far as it was counted: a count past
/// any integer's reach is kept as its logarithm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Count {
    /// log2 of the number of positions (of the least it has, if `at_least`).
    pub log2: f64,
    /// Whether the count stopped short: the game has at least this many.
    pub at_least: bool,
    /// The moves a solve would look at (log2), when counted.
    pub work_log2: Option<f64>,
}

impl Count {
    /// The count as an integer, when it fits in one.
    pub fn positions(&self) -> Option<u64> {
        if self.log2 < 63.0 {
            Some(self.log2.exp2().round() as u64)
        } else {
            None
        }
    }

    /// The count in scientific notation: its mantissa (1 ≤ m < 10, one
    /// decimal) and exponent of ten (`(2.1, 9)` for 2.1 × 10^9).
    pub fn scientific(&self) -> (f64, i64) {
        scientific(self.log2)
    }

    /// Whether a solve is within the bounds.
    pub fn within(&self) -> bool {
        !self.at_least
            && self.log2 <= (MOST_POSITIONS as f64).log2() + 1e-9
            && self.work_log2.map_or(true, |work| work <= (MOST_WORK as f64).log2() + 1e-9)
    }
}

/// 2^log2 in scientific notation: a mantissa rounded to one decimal
/// (1.0 ≤ m < 10) and an exponent of ten.
pub fn scientific(log2: f64) -> (f64, i64) {
    let log10 = log2 * std::f64::consts::LOG10_2;
    let mut exponent = log10.floor() as i64;
    let mut mantissa = (10f64.powf(log10 - exponent as f64) * 10.0).round() / 10.0;
    if mantissa >= 10.0 {
        mantissa /= 10.0;
        exponent += 1;
    }
    (mantissa, exponent)
}

/// A game whose positions are numbered 0..count, every move leading from a
/// position to a higher-numbered one.
pub trait Space {
    /// The number of positions.
    fn count(&self) -> u64;
    /// The positions the moves from `index` lead to, pushed on `out`.
    fn moves(&self, index: u64, out: &mut Vec<u64>);
    /// Every position solved into `table` (of `count` positions), from the
    /// last to the first: by `moves` unless a space walks its own
    /// positions faster.
    fn fill(&self, table: &mut Table) {
        let mut moves = Vec::new();
        for index in (0..self.count()).rev() {
            moves.clear();
            self.moves(index, &mut moves);
            let mut best = Best::new();
            for &after in &moves {
                best.add(table.remoteness(after));
            }
            table.set(index, best.length());
        }
    }
}

/// A position's remoteness from its moves' (`add`): 1 + the least that is
/// even (a move to a lost position) if there is one, else 1 + the most; 0
/// with no move.
pub struct Best {
    fastest_win: u32,
    slowest: u32,
    moves: bool,
}

impl Best {
    pub fn new() -> Best {
        Best { fastest_win: u32::MAX, slowest: 0, moves: false }
    }

    #[inline]
    pub fn add(&mut self, length: u32) {
        if length % 2 == 0 && length < self.fastest_win {
            self.fastest_win = length;
        }
        if length > self.slowest {
            self.slowest = length;
        }
        self.moves = true;
    }

    pub fn length(&self) -> u32 {
        if !self.moves {
            0
        } else if self.fastest_win != u32::MAX {
            1 + self.fastest_win
        } else {
            1 + self.slowest
        }
    }
}

impl Default for Best {
    fn default() -> Best {
        Best::new()
    }
}

/// A remoteness too long for a byte is kept beside the table.
const LONG: u8 = u8::MAX;

/// Every position of a space, solved: its remoteness, one byte a position
/// (the rare longer ones kept apart).
pub struct Table {
    lengths: Vec<u8>,
    long: HashMap<u64, u32>,
}

impl Table {
    /// Solves every position of `space`, from the last to the first: each
    /// one's moves lead to positions already solved. The caller keeps to
    /// the bounds (`Count::within`).
    pub fn solve(space: &dyn Space) -> Table {
        let mut table = Table { lengths: vec![0; space.count() as usize], long: HashMap::new() };
        space.fill(&mut table);
        table
    }

    #[inline]
    fn set(&mut self, index: u64, length: u32) {
        if length < u32::from(LONG) {
            self.lengths[index as usize] = length as u8;
        } else {
            self.lengths[index as usize] = LONG;
            self.long.insert(index, length);
        }
    }

    /// The remoteness of position `index`.
    #[inline]
    pub fn remoteness(&self, index: u64) -> u32 {
        match self.lengths[index as usize] {
            LONG => self.long[&index],
            length => u32::from(length),
        }
    }

    /// The memory the table holds, in bytes (about).
    pub fn bytes(&self) -> usize {
        self.lengths.len() + self.long.len() * 16
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.lengths.is_empty()
    }
}

/// One part of a sum, as a graph: its states numbered so that every move
/// leads to a higher number, each state's moves for each side (one list
/// for an impartial part, the same for both sides).
pub struct Part<S> {
    /// Each state's number.
    numbers: HashMap<S, u32>,
    /// `moves[side][state]`: the states the side's moves lead to.
    moves: Vec<Vec<Vec<u32>>>,
    /// Moves in all, over the states and sides.
    edges: u64,
}

impl<S: Clone + Eq + Hash> Part<S> {
    /// The part `start` can reach by the moves of `sides` sides (1:
    /// impartial, 2: Left's and Right's), `moves(state, side)` listing the
    /// states one move leads to. `None` when it has more than `most`
    /// states, or when its moves go round in a circle (no game here does).
    pub fn explore<F>(start: S, sides: usize, most: usize, mut moves: F) -> Option<Part<S>>
    where
        F: FnMut(&S, usize) -> Vec<S>,
    {
        // Every state found, by a search from the start; each state's moves
        // as found numbers.
        let mut found: Vec<S> = vec![start.clone()];
        let mut numbers: HashMap<S, u32> = HashMap::new();
        numbers.insert(start, 0);
        let mut found_moves: Vec<Vec<Vec<u32>>> = vec![Vec::new(); sides];
        let mut next = 0;
        while next < found.len() {
            let state = found[next].clone();
            for (side, lists) in found_moves.iter_mut().enumerate() {
                let mut list = Vec::new();
                for after in moves(&state, side) {
                    let number = match numbers.get(&after) {
                        Some(&number) => number,
                        None => {
                            if found.len() >= most {
                                return None;
                            }
                            let number = found.len() as u32;
                            numbers.insert(after.clone(), number);
                            found.push(after);
                            number
                        }
                    };
                    list.push(number);
                }
                lists.push(list);
            }
            next += 1;
        }
        // Numbered again in an order the moves go (Kahn's: a state once all
        // the states with a move to it are numbered).
        let count = found.len();
        let mut into = vec![0u32; count];
        for lists in &found_moves {
            for list in lists {
                for &after in list {
                    into[after as usize] += 1;
                }
            }
        }
        let mut order: Vec<u32> = (0..count as u32).filter(|&state| into[state as usize] == 0).collect();
        let mut at = 0;
        while at < order.len() {
            let state = order[at] as usize;
            for lists in &found_moves {
                for &after in &lists[state] {
                    into[after as usize] -= 1;
                    if into[after as usize] == 0 {
                        order.push(after);
                    }
                }
            }
            at += 1;
        }
        if order.len() != count {
            return None;
        }
        let mut renumbered = vec![0u32; count];
        for (number, &state) in order.iter().enumerate() {
            renumbered[state as usize] = number as u32;
        }
        let mut edges = 0;
        let moves: Vec<Vec<Vec<u32>>> = found_moves
            .iter()
            .map(|lists| {
                let mut by_number = vec![Vec::new(); count];
                for (state, list) in lists.iter().enumerate() {
                    edges += list.len() as u64;
                    by_number[renumbered[state] as usize] =
                        list.iter().map(|&after| renumbered[after as usize]).collect();
                }
                by_number
            })
            .collect();
        let numbers = found.into_iter().zip(renumbered).collect();
        Some(Part { numbers, moves, edges })
    }

    /// The number of states.
    pub fn len(&self) -> usize {
        self.numbers.len()
    }

    pub fn is_empty(&self) -> bool {
        self.numbers.is_empty()
    }

    /// The number of `state`, when the part reaches it.
    pub fn number(&self, state: &S) -> Option<u32> {
        self.numbers.get(state).copied()
    }
}

/// A sum of parts: a move is a move in one part (of the side to move, for
/// a partisan sum, which the move hands to the other side). A position's
/// number is its parts' numbers in mixed radix, part 0 the lowest digit,
/// times two and the side to move (0 or 1) for a partisan sum: a move
/// raises one digit, so the number grows.
pub struct Sum<S> {
    parts: Vec<std::sync::Arc<Part<S>>>,
    radices: Vec<u64>,
    /// The parts with more than one state (the others never move).
    live: Vec<usize>,
    partisan: bool,
    count: u64,
}

impl<S: Clone + Eq + Hash> Sum<S> {
    /// How many positions a sum of parts of these sizes has (each size at
    /// least 1), and the moves a solve would look at: the sizes' product,
    /// doubled for a partisan sum, and that times the moves a position has
    /// on average.
    pub fn count_of(sizes: &[(usize, u64)], partisan: bool) -> Count {
        let log2: f64 =
            sizes.iter().map(|&(size, _)| (size.max(1) as f64).log2()).sum::<f64>() + if partisan { 1.0 } else { 0.0 };
        let per_position: f64 = sizes
            .iter()
            .map(|&(size, edges)| edges as f64 / size.max(1) as f64 / if partisan { 2.0 } else { 1.0 })
            .sum();
        Count { log2, at_least: false, work_log2: Some(log2 + per_position.max(1.0).log2()) }
    }

    /// The sum of the parts `starts` can each reach by the moves of `sides`
    /// sides (1: impartial, 2: Left's and Right's; `moves(state, side)`
    /// lists the states one move leads to), each distinct start explored
    /// once; or its size, when that is past the bounds. Telling a game is
    /// too large costs little: when more parts can move than the bound has
    /// bits, at once; else each part is explored up to [`GLANCED_STATES`]
    /// states, and only when those counts leave room is a larger part
    /// explored further (up to [`PART_STATES`]). Past the bounds the count
    /// may be a least one.
    pub fn explore<F>(starts: &[S], sides: usize, mut moves: F) -> Result<Sum<S>, Count>
    where
        F: FnMut(&S, usize) -> Vec<S>,
    {
        let bound = (MOST_POSITIONS as f64).log2() + 1e-9;
        let partisan = if sides == 2 { 1.0 } else { 0.0 };
        // A part that can move has two states at least.
        let mut movable: HashMap<&S, bool> = HashMap::new();
        let mut live = 0usize;
        for start in starts {
            let can = *movable.entry(start).or_insert_with(|| (0..sides).any(|side| !moves(start, side).is_empty()));
            live += usize::from(can);
            if live as f64 + partisan > bound {
                return Err(Count { log2: live as f64 + partisan, at_least: true, work_log2: None });
            }
        }
        // Each distinct start glanced at: its part whole, or that it has
        // more than `GLANCED_STATES` states.
        let mut glanced: HashMap<S, Option<std::sync::Arc<Part<S>>>> = HashMap::new();
        let mut log2 = partisan;
        let mut larger = false;
        let mut explored = 0;
        for (index, start) in starts.iter().enumerate() {
            if !glanced.contains_key(start) {
                let part = Part::explore(start.clone(), sides, GLANCED_STATES, &mut moves).map(std::sync::Arc::new);
                explored += part.as_ref().map_or(GLANCED_STATES, |part| part.len());
                glanced.insert(start.clone(), part);
            }
            match &glanced[start] {
                Some(part) => log2 += (part.len() as f64).log2(),
                None => {
                    log2 += (GLANCED_STATES as f64).log2();
                    larger = true;
                }
            }
            // Past the bound: counted on while that is cheap.
            if log2 > bound && (explored > COUNTED_STATES || index + 1 == starts.len()) {
                return Err(Count { log2, at_least: larger || index + 1 < starts.len(), work_log2: None });
            }
        }
        // Room for the larger parts: each explored as far as the others
        // leave room for.
        if larger {
            for start in starts {
                if glanced[start].is_some() {
                    continue;
                }
                let room = ((bound - log2 + (GLANCED_STATES as f64).log2()).exp2() as usize).min(PART_STATES);
                match Part::explore(start.clone(), sides, room, &mut moves) {
                    Some(part) => {
                        log2 += (part.len() as f64).log2() - (GLANCED_STATES as f64).log2();
                        glanced.insert(start.clone(), Some(std::sync::Arc::new(part)));
                    }
                    None => {
                        let log2 = log2 + (room.max(2) as f64).log2() - (GLANCED_STATES as f64).log2();
                        return Err(Count { log2, at_least: true, work_log2: None });
                    }
                }
            }
        }
        let parts: Vec<std::sync::Arc<Part<S>>> =
            starts.iter().map(|start| std::sync::Arc::clone(glanced[start].as_ref().expect("explored"))).collect();
        let sizes: Vec<(usize, u64)> = parts.iter().map(|part| (part.len(), part.edges)).collect();
        let count = Sum::<S>::count_of(&sizes, sides == 2);
        if !count.within() {
            return Err(count);
        }
        Ok(Sum::new(parts, sides == 2))
    }

    /// The sum of `parts`, within the bounds (the caller checked
    /// `count_of`).
    pub fn new(parts: Vec<std::sync::Arc<Part<S>>>, partisan: bool) -> Sum<S> {
        let mut radices = Vec::with_capacity(parts.len());
        let mut radix = 1u64;
        for part in &parts {
            radices.push(radix);
            radix = radix.saturating_mul(part.len() as u64);
        }
        let live = (0..parts.len()).filter(|&index| parts[index].len() > 1).collect();
        let count = if partisan { radix.saturating_mul(2) } else { radix };
        Sum { parts, radices, live, partisan, count }
    }

    /// The number of the position whose parts are in `states` (in order),
    /// `side` to move (0 for an impartial sum); `None` when a part does
    /// not reach its state.
    pub fn locate<'a, I>(&self, states: I, side: usize) -> Option<u64>
    where
        I: IntoIterator<Item = &'a S>,
        S: 'a,
    {
        let mut number = 0u64;
        let mut parts = 0;
        for (index, state) in states.into_iter().enumerate() {
            let part = self.parts.get(index)?;
            number += u64::from(part.number(state)?) * self.radices[index];
            parts += 1;
        }
        if parts != self.parts.len() {
            return None;
        }
        Some(if self.partisan { number * 2 + side as u64 } else { number })
    }
}

impl<S: Clone + Eq + Hash> Space for Sum<S> {
    fn count(&self) -> u64 {
        self.count
    }

    /// The positions walked down with the parts' numbers kept as digits
    /// (no division), each move's number the position's plus an offset
    /// listed beforehand for the digit it changes, all of a part's in one
    /// array.
    fn fill(&self, table: &mut Table) {
        let sides: u64 = if self.partisan { 2 } else { 1 };
        // For each live part and side: where each state's offsets start in
        // `offsets`, and the offsets (the move's number less the position's).
        struct Offsets {
            starts: Vec<Vec<u32>>,
            offsets: Vec<Vec<u64>>,
        }
        let live: Vec<Offsets> = self
            .live
            .iter()
            .map(|&part| {
                let (radix, part) = (self.radices[part], &*self.parts[part]);
                let mut starts = Vec::with_capacity(sides as usize);
                let mut offsets = Vec::with_capacity(sides as usize);
                for side in 0..sides as usize {
                    let mut side_starts = Vec::with_capacity(part.len() + 1);
                    let mut side_offsets = Vec::new();
                    for (state, moves) in part.moves[side].iter().enumerate() {
                        side_starts.push(side_offsets.len() as u32);
                        for &after in moves {
                            // To the other side: one number up (from side
                            // 0) or down (from side 1), as a wrapping add.
                            let other = match (sides, side) {
                                (1, _) => 0,
                                (_, 0) => 1,
                                _ => u64::MAX,
                            };
                            side_offsets.push(((u64::from(after) - state as u64) * radix * sides).wrapping_add(other));
                        }
                    }
                    side_starts.push(side_offsets.len() as u32);
                    starts.push(side_starts);
                    offsets.push(side_offsets);
                }
                Offsets { starts, offsets }
            })
            .collect();
        let sizes: Vec<u32> = self.live.iter().map(|&part| self.parts[part].len() as u32).collect();
        let mut digits: Vec<u32> = sizes.iter().map(|size| size - 1).collect();
        let mut rest = self.count / sides;
        // Plain loops over indices: the hot path of every solve.
        let lengths = &mut table.lengths;
        let long = &mut table.long;
        let parts = live.len();
        while rest > 0 {
            rest -= 1;
            for side in 0..sides as usize {
                let index = rest * sides + side as u64;
                let mut best = Best::new();
                for part in 0..parts {
                    let (starts, offsets) = (&live[part].starts[side], &live[part].offsets[side]);
                    let digit = digits[part] as usize;
                    for &offset in &offsets[starts[digit] as usize..starts[digit + 1] as usize] {
                        let after = index.wrapping_add(offset);
                        best.add(match lengths[after as usize] {
                            LONG => long[&after],
                            length => u32::from(length),
                        });
                    }
                }
                let length = best.length();
                if length < u32::from(LONG) {
                    lengths[index as usize] = length as u8;
                } else {
                    lengths[index as usize] = LONG;
                    long.insert(index, length);
                }
            }
            // The digits of `rest - 1`.
            let mut part = 0;
            while part < parts {
                if digits[part] > 0 {
                    digits[part] -= 1;
                    break;
                }
                digits[part] = sizes[part] - 1;
                part += 1;
            }
        }
    }

    fn moves(&self, index: u64, out: &mut Vec<u64>) {
        let (rest, side) = if self.partisan { (index / 2, (index % 2) as usize) } else { (index, 0) };
        for &part in &self.live {
            let (radix, size) = (self.radices[part], self.parts[part].len() as u64);
            let digit = rest / radix % size;
            for &after in &self.parts[part].moves[side][digit as usize] {
                let moved = rest + (u64::from(after) - digit) * radix;
                out.push(if self.partisan { moved * 2 + (1 - side) as u64 } else { moved });
            }
        }
    }
}

/// A board that fills: `cells` empty cells (bit c of a position: a stone
/// on cell c), a move puts a stone on an empty one, and a position is over
/// (no move) once it holds one of the `ends` (sets of cells, bit masks) or
/// is full. A move sets a bit, so the number grows.
pub struct Filling {
    cells: u32,
    /// One bit a position: whether it holds one of the ends.
    ended: Vec<u64>,
}

impl Filling {
    /// Positions and moves to look at, for `cells` empty cells.
    pub fn count_of(cells: u32) -> Count {
        let log2 = f64::from(cells);
        Count { log2, at_least: false, work_log2: Some(log2 + f64::from(cells.max(2)).log2() - 1.0) }
    }

    /// The board of `cells` empty cells (within the bounds) whose play ends
    /// on any of `ends`.
    pub fn new(cells: u32, ends: &[u64]) -> Filling {
        let count = 1u64 << cells;
        let mut ended = vec![0u64; ((count + 63) / 64) as usize];
        for &end in ends {
            ended[(end / 64) as usize] |= 1 << (end % 64);
        }
        // Every superset of an end is ended: spread each cell's bit, first
        // within a word (the low six cells), then between words.
        let low = cells.min(6);
        for cell in 0..low {
            let without: u64 = (0..64u32).filter(|set| set >> cell & 1 == 0).fold(0, |bits, set| bits | 1u64 << set);
            for word in ended.iter_mut() {
                *word |= (*word & without) << (1u32 << cell);
            }
        }
        for cell in low..cells {
            let step = 1usize << (cell - 6);
            for index in 0..ended.len() {
                if index & step != 0 {
                    ended[index] |= ended[index ^ step];
                }
            }
        }
        // A board of fewer than six cells: no bit past its positions.
        if count < 64 {
            ended[0] &= (1u64 << count) - 1;
        }
        Filling { cells, ended }
    }

    /// Whether position `index` holds one of the ends.
    pub fn ended(&self, index: u64) -> bool {
        self.ended[(index / 64) as usize] >> (index % 64) & 1 == 1
    }

    /// The positions the moves from `index` lead to, each given to `visit`:
    /// a stone on each empty cell, none once an end is held.
    // Inlined into `fill` whatever the optimizer weighs: left to it, a
    // solve of 2^25 positions took half as long again.
    #[inline(always)]
    fn each_move(&self, index: u64, mut visit: impl FnMut(u64)) {
        if self.ended(index) {
            return;
        }
        let mut empty = ((1u64 << self.cells) - 1) & !index;
        while empty != 0 {
            visit(index | empty & empty.wrapping_neg());
            empty &= empty - 1;
        }
    }
}

impl Space for Filling {
    fn count(&self) -> u64 {
        1 << self.cells
    }

    /// Each position's moves read off its empty cells' bits as it is
    /// solved, with no list of them (the default's loop, written out: one
    /// loop shared with a closure for the moves made a solve of 2^25
    /// positions take half again as long).
    fn fill(&self, table: &mut Table) {
        for index in (0..self.count()).rev() {
            let mut best = Best::new();
            self.each_move(index, |after| best.add(table.remoteness(after)));
            table.set(index, best.length());
        }
    }

    fn moves(&self, index: u64, out: &mut Vec<u64>) {
        self.each_move(index, |after| out.push(after));
    }
}

/// A board of coins flipped: `cells` coins (bit c of a coin set: coin c
/// shows tails), and for each coin the sets a move may flip when that coin
/// shows tails, each a mask whose highest bit is the coin itself (it turns
/// to heads, and the rest lie below it). A position's number is the mask
/// of coins showing heads, so a move, which turns the highest coin it
/// flips to heads, raises it.
pub struct Flipping {
    cells: u32,
    flips: Vec<Vec<u64>>,
}

impl Flipping {
    /// Positions and moves to look at for coins with these flip sets.
    pub fn count_of(flips: &[Vec<u64>]) -> Count {
        let log2 = flips.len() as f64;
        let sets: usize = flips.iter().map(Vec::len).sum();
        Count { log2, at_least: false, work_log2: Some(log2 + (sets.max(2) as f64).log2() - 1.0) }
    }

    /// The board (within the bounds): coin c's flip sets `flips[c]`.
    pub fn new(flips: Vec<Vec<u64>>) -> Flipping {
        Flipping { cells: flips.len() as u32, flips }
    }

    /// The number of the position whose tails coins are `tails`.
    pub fn locate(&self, tails: u64) -> u64 {
        tails ^ ((1u64 << self.cells) - 1)
    }
}

impl Flipping {
    /// The positions the moves from `index` lead to, each given to `visit`:
    /// each tails coin's every flip set.
    // Inlined into `fill` whatever the optimizer weighs: left to it, a
    // solve of 2^25 positions took half as long again.
    #[inline(always)]
    fn each_move(&self, index: u64, mut visit: impl FnMut(u64)) {
        let mut tails = index ^ ((1u64 << self.cells) - 1);
        while tails != 0 {
            for &set in &self.flips[tails.trailing_zeros() as usize] {
                visit(index ^ set);
            }
            tails &= tails - 1;
        }
    }
}

impl Space for Flipping {
    fn count(&self) -> u64 {
        1 << self.cells
    }

    /// Each position's moves read off its tails coins' flip sets as it is
    /// solved (no list of them).
    fn fill(&self, table: &mut Table) {
        for index in (0..self.count()).rev() {
            let mut best = Best::new();
            self.each_move(index, |after| best.add(table.remoteness(after)));
            table.set(index, best.length());
        }
    }

    fn moves(&self, index: u64, out: &mut Vec<u64>) {
        self.each_move(index, |after| out.push(after));
    }
}
