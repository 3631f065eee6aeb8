//! frogs (清华集训 2017 福若格斯): the strip game played literally, sums of
//! games by minimax, game values derived by exhaustive play, the four counts by
//! enumerating subsets, and a plain DP counter for large data sets.

/// The strict validator: `validator::validate`, and a program of its own
/// (`src/frogs/validator.rs`) that a problem package carries as it is.
#[allow(dead_code)]
pub mod validator;

/// `cargo explain frogs`.
pub mod explain;

/// A sum of strips as a game to play (`cargo play frogs`).
pub mod rules;

/// `cargo play frogs`: the strips and the side chosen, then the game.
pub mod play;

/// The table of the 23 strips for `cargo table`, valued by play.
pub mod table;

use crate::ground::{cuts, solvable, variants, whole_within, without, Size, Variants};
use crate::programs::{Accepted, Slow, Wrong};
use crate::rng::Rng;
use rustc_hash::FxHashMap;
use std::collections::{BTreeSet, HashMap};
use std::ops::Range;

pub const MODULUS: u64 = 998_244_353;
pub const START: &str = "LL_RR";

/// A 5-cell strip: `L` faces right, `R` faces left, `_` is empty.
pub type Strip = [u8; 5];

pub fn strip(text: &str) -> Strip {
    text.as_bytes().try_into().expect("a strip has 5 cells")
}

pub fn show(strip: &Strip) -> String {
    String::from_utf8(strip.to_vec()).unwrap()
}

/// The strips `player`'s frogs can move to: forward into the empty cell, or
/// over exactly one frog of the other direction into the empty cell behind it.
pub fn moves(strip: &Strip, player: Player) -> Vec<Strip> {
    let (frog, other) = (player.frog(), player.other().frog());
    let forward: isize = match player {
        Player::Left => 1,
        Player::Right => -1,
    };
    let cell = |index: isize| if (0..5).contains(&index) { Some(strip[index as usize]) } else { None };
    let mut result = Vec::new();
    for from in 0..5isize {
        if strip[from as usize] != frog {
            continue;
        }
        let step = from + forward;
        let jump = from + 2 * forward;
        let target = if cell(step) == Some(b'_') {
            Some(step)
        } else if cell(step) == Some(other) && cell(jump) == Some(b'_') {
            Some(jump)
        } else {
            None
        };
        if let Some(target) = target {
            let mut next = *strip;
            next.swap(from as usize, target as usize);
            result.push(next);
        }
    }
    result
}

/// `player`'s moves of a strip as (the frog's cell, its cell after, the strip
/// after), cells 1-based, in the order of [`moves`].
pub fn cell_moves(strip: &Strip, player: Player) -> Vec<(usize, usize, Strip)> {
    let frog = player.frog();
    moves(strip, player)
        .into_iter()
        .map(|after| {
            let from = (0..5).find(|&cell| strip[cell] == frog && after[cell] == b'_').expect("a frog left a cell");
            let to = (0..5).find(|&cell| after[cell] == frog && strip[cell] == b'_').expect("a frog came to a cell");
            (from + 1, to + 1, after)
        })
        .collect()
}

/// A strip of the three symbols (`_`, `L`, `R`) as a number below 3^5, for
/// the tables below; `None` for any other strip.
fn strip_index(strip: &Strip) -> Option<usize> {
    strip.iter().try_fold(0, |index, &cell| {
        let digit = match cell {
            b'_' => 0,
            b'L' => 1,
            b'R' => 2,
            _ => return None,
        };
        Some(index * 3 + digit)
    })
}

/// [`cell_moves`], listed once for every strip of the three symbols and
/// both players: the searches of `cargo play` and `cargo explain` list a
/// position's moves at every step.
pub fn strip_moves(strip: &Strip, player: Player) -> std::borrow::Cow<'static, [(usize, usize, Strip)]> {
    type Listed = Vec<[Vec<(usize, usize, Strip)>; 2]>;
    static LISTED: std::sync::OnceLock<Listed> = std::sync::OnceLock::new();
    let Some(index) = strip_index(strip) else {
        return std::borrow::Cow::Owned(cell_moves(strip, player));
    };
    let listed = LISTED.get_or_init(|| {
        (0..243)
            .map(|index: usize| {
                let strip: Strip = std::array::from_fn(|cell| b"_LR"[index / 3usize.pow(4 - cell as u32) % 3]);
                [cell_moves(&strip, Player::Left), cell_moves(&strip, Player::Right)]
            })
            .collect()
    });
    std::borrow::Cow::Borrowed(&listed[index][usize::from(player == Player::Right)])
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    Left,
    Right,
}

impl Player {
    pub fn other(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }

    /// The frogs this player moves: `L` for Left, `R` for Right.
    pub fn frog(self) -> u8 {
        match self {
            Player::Left => b'L',
            Player::Right => b'R',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Left => "Left",
            Player::Right => "Right",
        }
    }
}

/// Every strip reachable from `LL_RR` by any sequence of moves of either
/// player (in a sum, a player may move in one strip several times running).
pub fn reachable() -> Vec<Strip> {
    let mut seen = BTreeSet::from([strip(START)]);
    let mut frontier = vec![strip(START)];
    while let Some(current) = frontier.pop() {
        for player in [Player::Left, Player::Right] {
            for next in moves(&current, player) {
                if seen.insert(next) {
                    frontier.push(next);
                }
            }
        }
    }
    seen.into_iter().collect()
}

/// Short partisan games as a graph: strips, plus games built from options.
#[derive(Default)]
pub struct Games {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
    strips: FxHashMap<Strip, usize>,
    negations: FxHashMap<usize, usize>,
    /// Decided sums (sorted component lists), for Left to move and for Right
    /// (hashed by the hundred thousand: FxHash, as the other oracles' memos).
    wins: [FxHashMap<Vec<usize>, bool>; 2],
}

/// Who wins a game: Left whoever starts, Right whoever starts, the first
/// player, or the second player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Left,
    Right,
    First,
    Second,
}

impl Games {
    /// The game {left options | right options}.
    pub fn build(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
        self.left.push(left);
        self.right.push(right);
        self.left.len() - 1
    }

    pub fn strip(&mut self, strip: Strip) -> usize {
        if let Some(&id) = self.strips.get(&strip) {
            return id;
        }
        let id = self.build(Vec::new(), Vec::new());
        self.strips.insert(strip, id);
        let left = moves(&strip, Player::Left).into_iter().map(|next| self.strip(next)).collect();
        let right = moves(&strip, Player::Right).into_iter().map(|next| self.strip(next)).collect();
        self.left[id] = left;
        self.right[id] = right;
        id
    }

    /// −G = {−G^R | −G^L}.
    pub fn negate(&mut self, game: usize) -> usize {
        if let Some(&negated) = self.negations.get(&game) {
            return negated;
        }
        let left: Vec<usize> = self.right[game].clone().into_iter().map(|option| self.negate(option)).collect();
        let right: Vec<usize> = self.left[game].clone().into_iter().map(|option| self.negate(option)).collect();
        let negated = self.build(left, right);
        self.negations.insert(game, negated);
        negated
    }

    fn options(&self, game: usize, player: Player) -> &[usize] {
        match player {
            Player::Left => &self.left[game],
            Player::Right => &self.right[game],
        }
    }

    /// Whether `player`, to move in the sum of `games`, wins: some move in
    /// some component leaves a sum the opponent, to move, loses. Minimax over
    /// sorted tuples of components, memoised; components without any option
    /// for either player are the game 0 and are dropped.
    pub fn wins(&mut self, games: &[usize], player: Player) -> bool {
        let mut unbounded = usize::MAX;
        self.wins_within(games, player, &mut unbounded).expect("an unbounded search answers")
    }

    /// [`Games::wins`] within `work` sums searched (each first visit spends
    /// one): `None` when the work runs out first. What was decided stays
    /// memoised; what was not is forgotten.
    pub fn wins_within(&mut self, games: &[usize], player: Player, work: &mut usize) -> Option<bool> {
        let mut key: Vec<usize> = games
            .iter()
            .copied()
            .filter(|&game| !(self.left[game].is_empty() && self.right[game].is_empty()))
            .collect();
        key.sort_unstable();
        if let Some(&known) = self.wins[player as usize].get(&key) {
            return Some(known);
        }
        *work = work.checked_sub(1)?;
        let opponent = player.other();
        let mut result = false;
        'search: for index in 0..key.len() {
            if index > 0 && key[index] == key[index - 1] {
                continue;
            }
            for &option in self.options(key[index], player).to_vec().iter() {
                let mut next = key.clone();
                next[index] = option;
                if !self.wins_within(&next, opponent, work)? {
                    result = true;
                    break 'search;
                }
            }
        }
        self.wins[player as usize].insert(key, result);
        Some(result)
    }

    pub fn outcome(&mut self, games: &[usize]) -> Outcome {
        let mut unbounded = usize::MAX;
        self.outcome_within(games, &mut unbounded).expect("an unbounded search answers")
    }

    /// [`Games::outcome`] within `work` sums searched.
    pub fn outcome_within(&mut self, games: &[usize], work: &mut usize) -> Option<Outcome> {
        let left = self.wins_within(games, Player::Left, work)?;
        let right = self.wins_within(games, Player::Right, work)?;
        Some(match (left, right) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (true, true) => Outcome::First,
            (false, false) => Outcome::Second,
        })
    }

    /// G = H exactly when G − H is a second-player win.
    pub fn equal(&mut self, game: usize, other: usize) -> bool {
        let negated = self.negate(other);
        self.outcome(&[game, negated]) == Outcome::Second
    }
}

/// The values the write-up names, as games built from their definitions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    Zero,
    One,
    MinusOne,
    Half,
    MinusHalf,
    Star,
    Up,
    Down,
}

impl Value {
    pub const ALL: [Value; 8] =
        [Value::Zero, Value::One, Value::MinusOne, Value::Half, Value::MinusHalf, Value::Star, Value::Up, Value::Down];

    pub fn name(self) -> &'static str {
        match self {
            Value::Zero => "0",
            Value::One => "1",
            Value::MinusOne => "-1",
            Value::Half => "1/2",
            Value::MinusHalf => "-1/2",
            Value::Star => "*",
            Value::Up => "up",
            Value::Down => "down",
        }
    }
}

/// Builds 0 = {|}, 1 = {0|}, 1/2 = {0|1}, * = {0|0}, ↑ = {0|*} and their
/// negatives in `games`.
pub fn value_games(games: &mut Games) -> Vec<(Value, usize)> {
    let zero = games.build(vec![], vec![]);
    let one = games.build(vec![zero], vec![]);
    let half = games.build(vec![zero], vec![one]);
    let star = games.build(vec![zero], vec![zero]);
    let up = games.build(vec![zero], vec![star]);
    let (minus_one, minus_half, down) = (games.negate(one), games.negate(half), games.negate(up));
    vec![
        (Value::Zero, zero),
        (Value::One, one),
        (Value::MinusOne, minus_one),
        (Value::Half, half),
        (Value::MinusHalf, minus_half),
        (Value::Star, star),
        (Value::Up, up),
        (Value::Down, down),
    ]
}

/// Every reachable strip with the values it equals (by exhaustive play).
pub fn derive_values() -> Vec<(Strip, Vec<Value>)> {
    let mut games = Games::default();
    let values = value_games(&mut games);
    reachable()
        .into_iter()
        .map(|strip| {
            let game = games.strip(strip);
            let equal = values.iter().filter(|(_, value)| games.equal(game, *value)).map(|(name, _)| *name).collect();
            (strip, equal)
        })
        .collect()
}

/// The value class of every reachable strip, derived once by exhaustive play.
/// (Fast-hashed: the searches of `cargo play` and `cargo explain` look a
/// strip up at every position they value.)
pub fn strip_values() -> &'static FxHashMap<Strip, Value> {
    static VALUES: std::sync::OnceLock<FxHashMap<Strip, Value>> = std::sync::OnceLock::new();
    VALUES.get_or_init(|| {
        derive_values()
            .into_iter()
            .map(|(strip, values)| {
                assert_eq!(values.len(), 1, "{} equals {:?}", show(&strip), values);
                (strip, values[0])
            })
            .collect()
    })
}

/// A reachable strip's value (from [`strip_values`], read through a table
/// of the strips of the three symbols).
pub fn value_of(strip: &Strip) -> Value {
    static BY_INDEX: std::sync::OnceLock<Vec<Option<Value>>> = std::sync::OnceLock::new();
    let by_index = BY_INDEX.get_or_init(|| {
        let mut by_index = vec![None; 243];
        for (strip, &value) in strip_values() {
            if let Some(index) = strip_index(strip) {
                by_index[index] = Some(value);
            }
        }
        by_index
    });
    match strip_index(strip).and_then(|index| by_index[index]) {
        Some(value) => value,
        None => strip_values()[strip],
    }
}

/// The outcome rule of the write-up for a sum, from its components' values.
pub fn rule(values: &[Value]) -> Outcome {
    let count = |value: Value| values.iter().filter(|&&other| other == value).count() as i64;
    let halves = 2 * (count(Value::One) - count(Value::MinusOne)) + count(Value::Half) - count(Value::MinusHalf);
    rule_for(halves, count(Value::Star) % 2 == 1, count(Value::Up) - count(Value::Down))
}

/// The rule given the number part in halves, the star parity and #↑ − #↓.
pub fn rule_for(halves: i64, odd_stars: bool, ups_minus_downs: i64) -> Outcome {
    if halves > 0 {
        Outcome::Left
    } else if halves < 0 {
        Outcome::Right
    } else if !odd_stars {
        match ups_minus_downs {
            d if d > 0 => Outcome::Left,
            d if d < 0 => Outcome::Right,
            _ => Outcome::Second,
        }
    } else {
        match ups_minus_downs {
            d if d >= 2 => Outcome::Left,
            d if d <= -2 => Outcome::Right,
            _ => Outcome::First,
        }
    }
}

/// One data set: its states and their counts.
pub type DataSet = Vec<(Strip, u64)>;

pub fn parse(input: &str) -> Vec<DataSet> {
    let mut tokens = input.split_ascii_whitespace();
    tokens.next().unwrap();
    let data_sets: usize = tokens.next().unwrap().parse().unwrap();
    (0..data_sets)
        .map(|_| {
            let states: usize = tokens.next().unwrap().parse().unwrap();
            (0..states).map(|_| (strip(tokens.next().unwrap()), tokens.next().unwrap().parse().unwrap())).collect()
        })
        .collect()
}

fn format_counts(counts: [u64; 4]) -> String {
    format!("{} {} {} {}\n", counts[0], counts[1], counts[2], counts[3])
}

pub fn outcome_index(outcome: Outcome) -> usize {
    match outcome {
        Outcome::Left => 0,
        Outcome::Right => 1,
        Outcome::First => 2,
        Outcome::Second => 3,
    }
}

thread_local! {
    static GAMES: std::cell::RefCell<Games> = std::cell::RefCell::new(Games::default());
}

/// The outcome of a sum of strips by minimax (memoised per thread).
pub fn play(strips: &[Strip]) -> Outcome {
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        let ids: Vec<usize> = strips.iter().map(|&strip| games.strip(strip)).collect();
        games.outcome(&ids)
    })
}

/// The oracle covers data sets of at most this many strips (2^m subsets).
pub const ORACLE_STRIPS: u64 = 8;

/// The four counts by playing every kept subset out.
pub fn oracle(input: &str) -> String {
    parse(input)
        .iter()
        .map(|data_set| {
            let strips: Vec<Strip> =
                data_set.iter().flat_map(|&(strip, count)| std::iter::repeat_n(strip, count as usize)).collect();
            assert!(strips.len() as u64 <= ORACLE_STRIPS, "the oracle covers at most 8 strips");
            let mut counts = [0u64; 4];
            for subset in 0..1usize << strips.len() {
                let kept: Vec<Strip> =
                    (0..strips.len()).filter(|&index| subset >> index & 1 == 1).map(|index| strips[index]).collect();
                counts[outcome_index(play(&kept))] += 1;
            }
            format_counts(counts)
        })
        .collect()
}

/// Strips of each value class in a data set.
pub fn class_counts(data_set: &DataSet) -> HashMap<Value, u64> {
    let mut counts: HashMap<Value, u64> = Value::ALL.iter().map(|&value| (value, 0)).collect();
    for (strip, count) in data_set {
        *counts.get_mut(&value_of(strip)).unwrap() += count;
    }
    counts
}

fn add(x: u64, y: u64) -> u64 {
    (x + y) % MODULUS
}

fn mul(x: u64, y: u64) -> u64 {
    x * y % MODULUS
}

/// C(n, k) for k = 0..=n, by Pascal's rule on one row at a time would be
/// O(n²); instead by C(n, k + 1) = C(n, k) · (n − k) / (k + 1) with plain
/// modular inverses.
fn binomial_row(n: u64) -> Vec<u64> {
    let mut row = vec![1u64; n as usize + 1];
    for k in 0..n {
        row[k as usize + 1] = mul(mul(row[k as usize], (n - k) % MODULUS), inverse(k + 1));
    }
    row
}

fn inverse(x: u64) -> u64 {
    power(x, MODULUS - 2)
}

/// x^exponent modulo 998244353, by squaring.
fn power(x: u64, mut exponent: u64) -> u64 {
    let (mut base, mut result) = (x % MODULUS, 1);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = mul(result, base);
        }
        base = mul(base, base);
        exponent >>= 1;
    }
    result
}

/// A distribution over integer offsets: `weights[i]` ways to reach `low + i`.
#[derive(Clone)]
struct Distribution {
    low: i64,
    weights: Vec<u64>,
}

impl Distribution {
    fn single() -> Self {
        Distribution { low: 0, weights: vec![1] }
    }

    /// Adds `n` strips that each move the total by `step` when kept: every
    /// k of them kept in C(n, k) ways. Plain convolution, O(range · n).
    fn add_strips(&self, n: u64, step: i64) -> Self {
        if n == 0 {
            return self.clone();
        }
        let row = binomial_row(n);
        let shift_low = step.min(0) * n as i64;
        let span = self.weights.len() as i64 + step.abs() * n as i64;
        let mut weights = vec![0u64; span as usize];
        for (i, &weight) in self.weights.iter().enumerate() {
            if weight == 0 {
                continue;
            }
            for (k, &ways) in row.iter().enumerate() {
                let at = (i as i64 + step * k as i64 - shift_low) as usize;
                weights[at] = add(weights[at], mul(weight, ways));
            }
        }
        Distribution { low: self.low + shift_low, weights }
    }

    fn values(&self) -> impl Iterator<Item = (i64, u64)> + '_ {
        self.weights.iter().enumerate().map(move |(i, &weight)| (self.low + i as i64, weight))
    }
}

/// The work the convolution counter does for a data set (about): each
/// class convolves the distribution so far with a row of C(n, k), then every
/// number total meets every ↑ − ↓ difference.
pub fn dp_cost(data_set: &DataSet) -> u64 {
    let counts = class_counts(data_set);
    let mut cost = 0;
    let mut number_range = 1;
    for (value, step) in [(Value::One, 2), (Value::MinusOne, 2), (Value::Half, 1), (Value::MinusHalf, 1)] {
        cost += number_range * (counts[&value] + 1);
        number_range += step * counts[&value];
    }
    let difference_range = 1 + counts[&Value::Up] + counts[&Value::Down];
    cost += counts[&Value::Up] * (1 + counts[&Value::Down]) + counts[&Value::Star] + counts[&Value::Zero];
    cost + 2 * number_range * difference_range
}

/// An independent counter: the distribution of the number part (in halves)
/// and of #↑ − #↓ by plain convolution class by class, star parity by
/// counting, then the outcome rule on every combination. O(m²).
pub fn dp_counter(input: &str) -> String {
    parse(input)
        .iter()
        .map(|data_set| {
            let counts = class_counts(data_set);
            let numbers = Distribution::single()
                .add_strips(counts[&Value::One], 2)
                .add_strips(counts[&Value::MinusOne], -2)
                .add_strips(counts[&Value::Half], 1)
                .add_strips(counts[&Value::MinusHalf], -1);
            let infinitesimals =
                Distribution::single().add_strips(counts[&Value::Up], 1).add_strips(counts[&Value::Down], -1);
            let stars = Distribution::single().add_strips(counts[&Value::Star], 1);
            let (mut even, mut odd) = (0, 0);
            for (kept, ways) in stars.values() {
                if kept % 2 == 0 {
                    even = add(even, ways);
                } else {
                    odd = add(odd, ways);
                }
            }
            let zeros = Distribution::single().add_strips(counts[&Value::Zero], 0).weights[0];
            let mut result = [0u64; 4];
            for (halves, number_ways) in numbers.values() {
                for (difference, ways) in infinitesimals.values() {
                    for (odd_stars, star_ways) in [(false, even), (true, odd)] {
                        let index = outcome_index(rule_for(halves, odd_stars, difference));
                        let all = mul(mul(number_ways, ways), mul(star_ways, zeros));
                        result[index] = add(result[index], all);
                    }
                }
            }
            format_counts(result)
        })
        .collect()
}

/// How a data set's four counts follow from its class counts (every figure
/// modulo 998244353). The number strips (±1, ±1/2) alone decide when their sum
/// is not 0; at a number sum of 0 the stars, ↑ and ↓ alone decide; the strips
/// of value 0 change nothing. So, with `rest` = 2^(#* + #↑ + #↓) and
/// `zeros` = 2^#0:
///   L = (positive · rest + zero · left) · zeros,   R = (negative · rest + zero · right) · zeros,
///   F = zero · first · zeros,                      S = zero · second · zeros.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// Of the ways to keep number strips: the number sum above 0, at 0, below 0.
    pub numbers: [u64; 3],
    /// Of the ways to keep stars, ↑ and ↓: their sum's outcome (Left, Right,
    /// first, second), which is the whole sum's when the number sum is 0.
    pub infinitesimals: [u64; 4],
    /// 2^(#* + #↑ + #↓): the ways to keep them when the number sum decides.
    pub rest: u64,
    /// 2^#0.
    pub zeros: u64,
    /// L, R, F, S.
    pub counts: [u64; 4],
}

/// n! and 1/n! modulo 998244353 up to some n.
pub struct Factorials {
    factorial: Vec<u64>,
    inverse_factorial: Vec<u64>,
}

impl Factorials {
    pub fn up_to(total: usize) -> Factorials {
        let mut factorial = vec![1u64; total + 1];
        for i in 1..=total {
            factorial[i] = mul(factorial[i - 1], i as u64);
        }
        let mut inverse_factorial = vec![1u64; total + 1];
        inverse_factorial[total] = inverse(factorial[total]);
        for i in (1..=total).rev() {
            inverse_factorial[i - 1] = mul(inverse_factorial[i], i as u64);
        }
        Factorials { factorial, inverse_factorial }
    }

    /// C(n, k), 0 outside 0 ≤ k ≤ n.
    fn binomial(&self, n: usize, k: i64) -> u64 {
        if k < 0 || k as usize > n {
            0
        } else {
            mul(self.factorial[n], mul(self.inverse_factorial[k as usize], self.inverse_factorial[n - k as usize]))
        }
    }
}

/// 2^n modulo 998244353.
fn two_to(n: usize) -> u64 {
    power(2, n as u64)
}

/// The breakdown of every data set: factorials once, up to the largest, and
/// the data sets on all cores.
pub fn breakdowns(data_sets: &[DataSet]) -> Vec<Breakdown> {
    use rayon::prelude::*;
    let largest = data_sets.iter().map(|data_set| data_set.iter().map(|(_, count)| count).sum::<u64>()).max();
    let factorials = Factorials::up_to(largest.unwrap_or(0) as usize);
    data_sets.par_iter().map(|data_set| breakdown(data_set, &factorials)).collect()
}

/// An O(m) counter written plainly from the Vandermonde identity: full arrays
/// of binomials for X = (+1 kept) − (−1 kept), Y = (+1/2 kept) − (−1/2 kept)
/// and D = #↑ − #↓, prefix sums over Y, and the outcome rule on every case.
/// Checked against `dp_counter` and the oracle; used where they cannot reach.
/// `factorials` must reach the data set's number of strips.
pub fn breakdown(data_set: &DataSet, factorials: &Factorials) -> Breakdown {
    let counts = class_counts(data_set);
    let count = |value: Value| counts[&value] as usize;
    let binomial = |n: usize, k: i64| factorials.binomial(n, k);
    let (a, b, c, d) = (count(Value::One), count(Value::MinusOne), count(Value::Half), count(Value::MinusHalf));
    let (up, down, stars, zeros) = (count(Value::Up), count(Value::Down), count(Value::Star), count(Value::Zero));
    // ways_y[j] for Y = j − d; at_least_y[j] = Σ_{Y ≥ j − d}.
    let ways_y: Vec<u64> = (0..=c + d).map(|j| binomial(c + d, j as i64)).collect();
    let mut at_least_y = vec![0u64; c + d + 2];
    for j in (0..=c + d).rev() {
        at_least_y[j] = add(at_least_y[j + 1], ways_y[j]);
    }
    let (mut positive, mut zero) = (0, 0);
    for x in -(b as i64)..=a as i64 {
        let ways_x = binomial(a + b, b as i64 + x);
        // 2X + Y > 0  ⇔  Y ≥ 1 − 2X  ⇔  j ≥ d + 1 − 2X.
        let first = d as i64 + 1 - 2 * x;
        let above = if first <= 0 {
            at_least_y[0]
        } else if first as usize > c + d {
            0
        } else {
            at_least_y[first as usize]
        };
        positive = add(positive, mul(ways_x, above));
        zero = add(zero, mul(ways_x, binomial(c + d, first - 1)));
    }
    let negative = (two_to(a + b + c + d) + 2 * MODULUS - positive - zero) % MODULUS;
    let (even, odd) = if stars == 0 { (1, 0) } else { (two_to(stars - 1), two_to(stars - 1)) };
    let mut infinitesimals = [0u64; 4];
    for k in -(down as i64)..=up as i64 {
        let ways = binomial(up + down, down as i64 + k);
        for (odd_stars, star_ways) in [(false, even), (true, odd)] {
            let index = outcome_index(rule_for(0, odd_stars, k));
            infinitesimals[index] = add(infinitesimals[index], mul(ways, star_ways));
        }
    }
    let rest = mul(two_to(stars), two_to(up + down));
    let free = two_to(zeros);
    let decided = [mul(positive, rest), mul(negative, rest), 0, 0];
    let counts = [0, 1, 2, 3].map(|index| mul(add(decided[index], mul(zero, infinitesimals[index])), free));
    Breakdown { numbers: [positive, zero, negative], infinitesimals, rest, zeros: free, counts }
}

/// The four counts of every data set by [`breakdown`].
pub fn plain_counter(input: &str) -> String {
    breakdowns(&parse(input)).into_iter().map(|figures| format_counts(figures.counts)).collect()
}

/// The oracle where every data set has at most 8 strips, the convolution
/// counter where it is cheap, else `None`.
pub fn reference(input: &str) -> Option<String> {
    let data_sets = parse(input);
    let strips = |data_set: &DataSet| data_set.iter().map(|(_, count)| count).sum::<u64>();
    if data_sets.iter().all(|data_set| strips(data_set) <= ORACLE_STRIPS) {
        Some(oracle(input))
    } else if data_sets.iter().map(dp_cost).sum::<u64>() <= 50_000_000 {
        Some(dp_counter(input))
    } else {
        None
    }
}

pub fn full_reference(input: &str) -> String {
    reference(input).unwrap_or_else(|| plain_counter(input))
}

const NAMES: [&str; 23] = [
    "LLRR_", "LLR_R", "LL_RR", "LRLR_", "LRL_R", "LRRL_", "LRR_L", "LR_LR", "LR_RL", "L_LRR", "L_RLR", "RLRL_",
    "RLR_L", "RL_LR", "RRL_L", "RR_LL", "R_LLR", "R_LRL", "R_RLL", "_LLRR", "_LRLR", "_RLLR", "_RLRL",
];

/// Writes data sets as the input format.
pub fn write(data_sets: &[DataSet]) -> String {
    let mut output = format!("0 {}\n", data_sets.len());
    for data_set in data_sets {
        output.push_str(&format!("{}\n", data_set.len()));
        for (strip, count) in data_set {
            output.push_str(&format!("{} {}\n", show(strip), count));
        }
    }
    output
}

/// `states` distinct random states whose counts add up to `total` (each ≥ 1).
fn random_data_set(rng: &mut Rng, states: &[&str], total: u64) -> DataSet {
    let mut names: Vec<&str> = states.to_vec();
    rng.shuffle(&mut names);
    names.truncate(rng.usize(1, (total as usize).min(names.len())));
    let mut counts = vec![1u64; names.len()];
    for _ in names.len() as u64..total {
        let index = rng.usize(0, names.len() - 1);
        counts[index] += 1;
    }
    names.iter().zip(counts).map(|(name, count)| (strip(name), count)).collect()
}

/// States of the classes ±1/2, ±1, ↑, ↓: the worst case for the counting loops.
pub const HEAVY_STATES: [&str; 10] =
    ["LRRL_", "RLRL_", "RRL_L", "R_RLL", "_RLLR", "_RLRL", "RL_LR", "LR_RL", "L_LRR", "LLR_R"];

pub fn generate(rng: &mut Rng, size: Size) -> String {
    let within = |rng: &mut Rng, draw: fn(&mut Rng) -> DataSet| {
        let fits = |data_set: &DataSet| whole_within::<rules::FrogsSum>(&write(std::slice::from_ref(data_set)));
        solvable(rng, draw, fits, |mut data_set| {
            // One strip has a handful of positions.
            data_set.truncate(1);
            data_set[0].1 = 1;
            data_set
        })
    };
    let data_sets: Vec<DataSet> = match size {
        Size::Small => (0..rng.usize(1, 3))
            .map(|_| {
                within(rng, |rng| {
                    let total = rng.range(1, 7);
                    random_data_set(rng, &NAMES, total)
                })
            })
            .collect(),
        Size::Edge => (0..rng.usize(1, 3)).map(|_| within(rng, edge_data_set)).collect(),
        Size::Max => (0..100).map(|_| worst_data_set(rng)).collect(),
    };
    write(&data_sets)
}

/// A data set of one of four kinds: `0` states only, `*` states only (at
/// most 3 strips), one state many times, distinct states once each.
fn edge_data_set(rng: &mut Rng) -> DataSet {
    let zeros: Vec<&str> = NAMES.iter().copied().filter(|name| strip_values()[&strip(name)] == Value::Zero).collect();
    let stars: Vec<&str> = NAMES.iter().copied().filter(|name| strip_values()[&strip(name)] == Value::Star).collect();
    let total = rng.range(1, ORACLE_STRIPS);
    match rng.usize(0, 3) {
        0 => random_data_set(rng, &zeros, total),
        1 => random_data_set(rng, &stars, total.min(3)),
        2 => vec![(strip(NAMES[rng.usize(0, NAMES.len() - 1)]), total)],
        _ => {
            let mut names = NAMES.to_vec();
            rng.shuffle(&mut names);
            names.iter().take(total as usize).map(|name| (strip(name), 1)).collect()
        }
    }
}

/// A data set of 10^6 strips that makes the solution's long sum longest: ±1
/// and ±1/2 half each (P = Q), the pivot just below P. The sum then runs over
/// k in 0..=pivot/2, about m/4 terms, and no k there has its mirror P − k in
/// the range, so none pair up (see crates/frogs/README.md). A few ↑ and ↓.
///
/// Draws until the counts are legal: at least 3 strips of +1 and of −1 (each
/// is spread over three states), at least one of ±1/2 and of −1/2.
fn worst_data_set(rng: &mut Rng) -> DataSet {
    loop {
        let (ups, downs) = (rng.range(1, 100), rng.range(1, 100));
        let numbers = 1_000_000 - ups - downs;
        let p = numbers / 2 + rng.range(0, 1_000) - 500;
        let q = numbers - p;
        let pivot = p - rng.range(1, 1_000);
        let minus_ones = rng.range(3, 10_000);
        let minus_halves = pivot - 2 * minus_ones;
        if (1..q).contains(&minus_halves) {
            return number_data_set(rng, [p - minus_ones, minus_ones, q - minus_halves, minus_halves], ups, downs);
        }
    }
}

/// The ±1, −1, ±1/2, −1/2 counts spread over their states, plus ↑ and ↓.
fn number_data_set(rng: &mut Rng, [ones, minus_ones, halves, minus_halves]: [u64; 4], ups: u64, downs: u64) -> DataSet {
    let split = |rng: &mut Rng, total: u64| {
        let first = rng.range(1, total / 2);
        let second = rng.range(1, (total - first) / 2);
        [first, second, total - first - second]
    };
    let mut data_set: DataSet = Vec::new();
    for (names, count) in [(["LRRL_", "RLRL_", "RRL_L"], ones), (["R_RLL", "_RLLR", "_RLRL"], minus_ones)] {
        data_set.extend(names.iter().zip(split(rng, count)).map(|(name, count)| (strip(name), count)));
    }
    for (name, count) in [("RL_LR", halves), ("LR_RL", minus_halves), ("L_LRR", ups), ("LLR_R", downs)] {
        data_set.push((strip(name), count));
    }
    rng.shuffle(&mut data_set);
    data_set
}

/// 100 data sets of 10^6 strips, the number part balanced around 0 with ±1 a
/// third and ±1/2 two thirds of it: the longest sum where every k pairs up
/// with P − k (about m/3 terms, taken two at a time). The benchmark times it
/// beside `max`.
pub fn generate_balanced(rng: &mut Rng) -> String {
    let data_sets: Vec<DataSet> = (0..100)
        .map(|_| {
            let (ups, downs) = (rng.range(1, 10_000), rng.range(1, 10_000));
            let numbers = 1_000_000 - ups - downs;
            let ones = numbers / 6 + rng.range(0, 1_000) - 500;
            let minus_ones = numbers / 6 + rng.range(0, 1_000) - 500;
            let halves = (numbers - ones - minus_ones) / 2;
            let minus_halves = numbers - ones - minus_ones - halves;
            number_data_set(rng, [ones, minus_ones, halves, minus_halves], ups, downs)
        })
        .collect();
    write(&data_sets)
}

/// Data sets of up to `largest` strips, for the convolution counter.
pub fn generate_mid(rng: &mut Rng, largest: u64) -> String {
    let data_sets: Vec<DataSet> = (0..rng.usize(1, 3))
        .map(|_| {
            let total = rng.range(1, largest);
            let heavy = rng.chance(1, 2);
            random_data_set(rng, if heavy { &HEAVY_STATES } else { &NAMES }, total)
        })
        .collect();
    write(&data_sets)
}

/// One way to make an input smaller (see `shrink`); 0-based indices.
enum Cut {
    DataSets(Range<usize>),
    States(usize, Range<usize>),
    Count(usize, usize, Lower),
}

#[derive(Clone, Copy)]
enum Lower {
    Half,
    ByOne,
}

/// Smaller variants of a valid input, biggest cuts first: drop half of the
/// data sets, a quarter, … one; the same for a data set's states; halve a
/// count, lower a count by one. Each is written only when the shrinker asks
/// for it.
pub fn shrink(input: &str) -> Variants {
    let data_sets = parse(input);
    let states: Vec<usize> = data_sets.iter().map(Vec::len).collect();
    let counts = states.clone();
    let edits = cuts(data_sets.len())
        .map(Cut::DataSets)
        .chain((0..states.len()).flat_map(move |index| cuts(states[index]).map(move |span| Cut::States(index, span))))
        .chain((0..counts.len()).flat_map(move |index| {
            (0..counts[index])
                .flat_map(move |state| [Lower::Half, Lower::ByOne].map(|lower| Cut::Count(index, state, lower)))
        }));
    variants(data_sets, edits, |data_sets, cut| match cut {
        Cut::DataSets(span) => Some(write(&without(data_sets, span))),
        Cut::States(index, span) => {
            let mut smaller = data_sets.clone();
            smaller[index] = without(&data_sets[index], span);
            Some(write(&smaller))
        }
        Cut::Count(index, state, lower) => {
            let count = data_sets[index][state].1;
            let lower = match lower {
                Lower::Half => count / 2,
                Lower::ByOne => count - 1,
            };
            if lower == 0 {
                return None;
            }
            let mut smaller = data_sets.clone();
            smaller[index][state].1 = lower;
            Some(write(&smaller))
        }
    })
}

/// Wrong solutions, one realistic mistake each (see each file's opening
/// comment): `cargo judge` and `cargo stress` must catch every one.
pub const WRONG: &[Wrong] = &[
    Wrong { name: "one-wrong-entry", verdict: "WA", source: include_str!("frogs/wrong/one-wrong-entry.rs") },
    Wrong { name: "up-star-is-positive", verdict: "WA", source: include_str!("frogs/wrong/up-star-is-positive.rs") },
];

/// Correct solutions that are not the workspace's, in the styles people
/// submit (see each file's opening comment): `cargo judge` and `cargo stress`
/// must accept every one, at every size.
/// Neither is in the problem package: each takes 0.32-0.40 s of the 1 s
/// limit on `max-1` (verifyproblem, this machine kind).
pub const ACCEPTED: &[Accepted] = &[
    Accepted {
        file: "contest.cpp",
        source: include_str!("frogs/accepted/contest.cpp"),
        time_limit_ms: None,
        in_package: false,
    },
    Accepted {
        file: "by_halves.cpp",
        source: include_str!("frogs/accepted/by_halves.cpp"),
        time_limit_ms: None,
        in_package: false,
    },
];

/// A correct solution too slow for the time limit on the largest data (see
/// its opening comment).
pub const SLOW: &[Slow] = &[Slow { file: "convolution.cpp", source: include_str!("frogs/slow/convolution.cpp") }];
