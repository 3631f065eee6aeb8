//! The ground floor: what the problem modules and the shared machinery both
//! use (case sizes, `mex`, the rules of a game as a trait), kept apart from
//! the registry in `lib.rs`, which imports every problem module.

use crate::t;
use std::fmt::Write;
use std::hash::Hash;
use std::ops::Range;

/// How big a generated case is (also a command-line value: `small`, `edge`, `max`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Size {
    /// Within the exhaustive oracle's reach, and each test's whole game within
    /// the solver's (`crate::solver`), so that the board gives every
    /// position's length.
    Small,
    /// Corner cases: empty, full, extreme shapes; still checkable, and each
    /// test's whole game within the solver's reach as for `Small`.
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

    /// The name on the command line (`--size small`).
    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Edge => "edge",
            Size::Max => "max",
        }
    }
}

/// What `draw` draws from `rng` until `fits` takes it, 64 draws at most:
/// the first that fits, else the last drawn (`Err`). One that fits at once
/// is drawn exactly as without the check.
pub fn drawn_until<T>(
    rng: &mut crate::rng::Rng,
    mut draw: impl FnMut(&mut crate::rng::Rng) -> T,
    fits: impl Fn(&T) -> bool,
) -> Result<T, T> {
    let mut drawn = draw(rng);
    for _ in 1..64 {
        if fits(&drawn) {
            return Ok(drawn);
        }
        drawn = draw(rng);
    }
    if fits(&drawn) {
        Ok(drawn)
    } else {
        Err(drawn)
    }
}

/// A test drawn by `draw` again until `fits` takes it (its whole game within
/// the solver's bounds: [`whole_within`] or a quicker count that agrees), as
/// `Size::Small` and `Size::Edge` promise ([`drawn_until`]); after 64 draws
/// `plainer` makes the last one small enough (it must: a generator's
/// fallback, never met in practice).
pub fn solvable<T>(
    rng: &mut crate::rng::Rng,
    draw: impl FnMut(&mut crate::rng::Rng) -> T,
    fits: impl Fn(&T) -> bool,
    plainer: impl FnOnce(T) -> T,
) -> T {
    drawn_until(rng, draw, &fits).unwrap_or_else(|last| {
        let test = plainer(last);
        assert!(fits(&test), "a generator's plainer test is past the solver's bounds");
        test
    })
}

/// Whether every test of `input` has its whole game within the solver's
/// bounds (`Rules::whole`).
pub fn whole_within<R: Rules>(input: &str) -> bool {
    R::tests(input).iter().all(|position| R::whole(position).is_ok())
}

impl std::fmt::Display for Size {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(self.name())
    }
}

/// The minimum excludant: the least natural number not among `values`.
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    // Values below 128 (all but a few) in a mask, nothing allocated; the
    // rest in a list.
    let mut small: u128 = 0;
    let mut large: Vec<bool> = Vec::new();
    for value in values {
        match value.checked_sub(128) {
            None => small |= 1 << value,
            Some(index) => {
                if index >= large.len() {
                    large.resize(index + 1, false);
                }
                large[index] = true;
            }
        }
    }
    match small.trailing_ones() as usize {
        128 => 128 + large.iter().position(|&present| !present).unwrap_or(large.len()),
        first => first,
    }
}

/// A game value that parts add up to by XOR (a nimber): a `u64`, or a
/// [`Wide`] where values pass 2^64 (coloring-game's reach 2^198).
pub trait Nimber: Clone + PartialEq + std::fmt::Debug + std::ops::BitXor<Output = Self> {
    fn zero() -> Self;
    fn is_zero(&self) -> bool;
    /// The index of the highest set bit (of a value other than 0).
    fn top_bit(&self) -> usize;
    fn bit(&self, index: usize) -> bool;
    /// For `--json`: a number when it fits in 64 bits, else its decimal digits as a string.
    fn json(&self) -> serde_json::Value;
    /// For a person: the number in decimal, or as a sum of powers of two once that reads better.
    fn show(&self) -> String;
    /// Its decimal digits, whatever its size (for a page, whose numbers
    /// lose digits past 2^53).
    fn digits(&self) -> String;
}

impl Nimber for u64 {
    fn zero() -> Self {
        0
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn top_bit(&self) -> usize {
        63 - self.leading_zeros() as usize
    }
    fn bit(&self, index: usize) -> bool {
        index < 64 && self >> index & 1 == 1
    }
    fn json(&self) -> serde_json::Value {
        serde_json::json!(self)
    }
    fn show(&self) -> String {
        self.to_string()
    }
    fn digits(&self) -> String {
        self.to_string()
    }
}

/// A nimber of up to 256 bits, little-endian words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wide(pub [u64; 4]);

impl Wide {
    /// 2^exponent (exponent < 256).
    pub fn power(exponent: usize) -> Wide {
        let mut words = [0; 4];
        words[exponent / 64] = 1 << (exponent % 64);
        Wide(words)
    }

    /// The exponents of its set bits, highest first.
    pub fn exponents(&self) -> Vec<usize> {
        (0..256).rev().filter(|&index| self.bit(index)).collect()
    }

    /// Its decimal digits.
    pub fn decimal(&self) -> String {
        let mut words = self.0;
        let mut digits = Vec::new();
        loop {
            // Divide by 10, highest word first.
            let mut remainder = 0u128;
            for word in words.iter_mut().rev() {
                let current = remainder << 64 | u128::from(*word);
                *word = (current / 10) as u64;
                remainder = current % 10;
            }
            digits.push(b'0' + remainder as u8);
            if words.iter().all(|&word| word == 0) {
                break;
            }
        }
        digits.reverse();
        String::from_utf8(digits).expect("ASCII digits")
    }
}

impl std::ops::BitXor for Wide {
    type Output = Wide;
    fn bitxor(self, other: Wide) -> Wide {
        let mut words = self.0;
        for (word, other) in words.iter_mut().zip(other.0) {
            *word ^= other;
        }
        Wide(words)
    }
}

impl Nimber for Wide {
    fn zero() -> Self {
        Wide([0; 4])
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }
    fn top_bit(&self) -> usize {
        (0..4).rev().find(|&index| self.0[index] != 0).map(|index| index * 64 + self.0[index].top_bit()).unwrap_or(0)
    }
    fn bit(&self, index: usize) -> bool {
        index < 256 && self.0[index / 64] >> (index % 64) & 1 == 1
    }
    fn json(&self) -> serde_json::Value {
        if self.0[1..].iter().all(|&word| word == 0) {
            serde_json::json!(self.0[0])
        } else {
            serde_json::json!(self.decimal())
        }
    }
    /// Up to 2^16 in decimal; beyond, the powers of two it is the sum of
    /// (`2^37 + 2^3 + 1`).
    fn show(&self) -> String {
        if self.0[1..].iter().all(|&word| word == 0) && self.0[0] <= 1 << 16 {
            return self.0[0].to_string();
        }
        let terms: Vec<String> = self
            .exponents()
            .into_iter()
            .map(|exponent| match exponent {
                0 => "1".to_string(),
                _ => format!("2^{}", exponent),
            })
            .collect();
        terms.join(" + ")
    }
    fn digits(&self) -> String {
        self.decimal()
    }
}

/// A nimber as the position's Grundy value is written: `*3`, `*(2^37 + 1)`.
pub fn star<V: Nimber>(value: &V) -> String {
    let shown = value.show();
    if shown.contains(' ') {
        format!("*({})", shown)
    } else {
        format!("*{}", shown)
    }
}

/// The XOR of some values: what parts add up to.
pub fn xor_sum<V: Nimber>(values: &[V]) -> V {
    values.iter().fold(V::zero(), |total, value| total ^ value.clone())
}

/// For a winning move in a sum of games: the part whose value v holds the
/// highest bit of the total X of `values`, and X; `None` when X is 0. That
/// part is the one to play in: v XOR X is less than v, so some option of the
/// part has it (a value is the mex of its options), and moving there leaves
/// a total of 0.
pub fn part_to_change<V: Nimber>(values: &[V]) -> Option<(usize, V)> {
    let total = xor_sum(values);
    if total.is_zero() {
        return None;
    }
    let top = total.top_bit();
    let index = values.iter().position(|value| value.bit(top))?;
    Some((index, total))
}

/// Grids drawn in full up to this many rows and columns.
const DRAWN_ROWS: usize = 24;
const DRAWN_COLUMNS: usize = 40;
/// A larger grid shows its first rows and columns and its last ones.
const SHOWN_ROWS: usize = 8;
const LAST_ROWS: usize = 3;
const SHOWN_COLUMNS: usize = 32;

/// A grid drawn as the statements picture it: column numbers above and row
/// numbers on the left (1-based), one symbol a cell (`symbol(row, column)`,
/// 0-based). A grid past `DRAWN_ROWS` × `DRAWN_COLUMNS` shows its first
/// rows and columns and its last ones, and says so; only the cells shown are
/// asked for.
pub fn draw_grid(rows: usize, columns: usize, mut symbol: impl FnMut(usize, usize) -> char) -> String {
    let shown_columns: Vec<Option<usize>> = if columns <= DRAWN_COLUMNS {
        (0..columns).map(Some).collect()
    } else {
        (0..SHOWN_COLUMNS).map(Some).chain([None, Some(columns - 1)]).collect()
    };
    let shown_rows: Vec<Option<usize>> = if rows <= DRAWN_ROWS {
        (0..rows).map(Some).collect()
    } else {
        (0..SHOWN_ROWS).map(Some).chain([None]).chain((rows - LAST_ROWS..rows).map(Some)).collect()
    };
    // Cells as wide as the column numbers shown; the last column of a large
    // grid is labelled on its own.
    let widest = if columns <= DRAWN_COLUMNS { columns } else { SHOWN_COLUMNS };
    let width = widest.to_string().len() + 1;
    let width_of = |column: usize| {
        if columns > DRAWN_COLUMNS && column + 1 == columns {
            columns.to_string().len() + 1
        } else {
            width
        }
    };
    let label = rows.to_string().len();
    let mut text = format!("{:label$}", "");
    for shown in &shown_columns {
        match *shown {
            Some(column) => write!(text, "{:>width$}", column + 1, width = width_of(column)).unwrap(),
            None => write!(text, "{:>width$}", "…").unwrap(),
        }
    }
    text.push('\n');
    for shown in &shown_rows {
        match *shown {
            Some(row) => {
                write!(text, "{:>label$}", row + 1).unwrap();
                for column in &shown_columns {
                    match *column {
                        Some(column) => {
                            write!(text, "{:>width$}", symbol(row, column), width = width_of(column)).unwrap()
                        }
                        None => write!(text, "{:>width$}", "…").unwrap(),
                    }
                }
            }
            None => write!(text, "{:>label$}  … {} rows …", "", rows - SHOWN_ROWS - LAST_ROWS).unwrap(),
        }
        text.push('\n');
    }
    if rows > DRAWN_ROWS || columns > DRAWN_COLUMNS {
        writeln!(text, "({}×{}: the first rows and columns and the last ones shown)", rows, columns).unwrap();
    }
    text
}

/// Smaller variants of an input, made one at a time as the shrinker asks for
/// them: a variant of a large input is as large as the input, so they are
/// never all held at once.
pub type Variants = Box<dyn Iterator<Item = String>>;

/// Variants of `parsed`, one per edit, each written only when asked for;
/// `apply` answers `None` for an edit that does not apply.
pub fn variants<P: 'static, E: 'static>(
    parsed: P,
    edits: impl Iterator<Item = E> + 'static,
    apply: fn(&P, E) -> Option<String>,
) -> Variants {
    Box::new(edits.filter_map(move |edit| apply(&parsed, edit)))
}

/// The spans a shrinker cuts from a list of `len` items, biggest first: each
/// half, then each quarter, and so on down to each single item (as delta
/// debugging does, so a large input loses half of itself in one step); never
/// the whole list, none when one item is left.
pub fn cuts(len: usize) -> impl Iterator<Item = Range<usize>> {
    std::iter::successors(Some(len / 2), |&size| (size > 1).then_some(size / 2))
        .filter(|&size| size >= 1)
        .flat_map(move |size| (0..len).step_by(size).map(move |start| start..(start + size).min(len)))
}

/// One way to make a list of grids (boards of rows and columns) smaller;
/// 0-based indices.
pub enum GridCut {
    Grids(Range<usize>),
    Rows(usize, Range<usize>),
    Columns(usize, Range<usize>),
    /// A cell made plainer, if it can be.
    Cell(usize, usize, usize),
}

/// The cuts of grids of these (rows, columns) shapes, biggest first: half
/// of the grids, a quarter, … one; half of a grid's rows (or columns), a
/// quarter, … one; then each cell.
pub fn grid_cuts(shapes: Vec<(usize, usize)>) -> impl Iterator<Item = GridCut> {
    let cells = shapes.clone();
    cuts(shapes.len())
        .map(GridCut::Grids)
        .chain((0..shapes.len()).flat_map(move |index| {
            let (rows, columns) = shapes[index];
            cuts(rows)
                .map(move |span| GridCut::Rows(index, span))
                .chain(cuts(columns).map(move |span| GridCut::Columns(index, span)))
        }))
        .chain((0..cells.len()).flat_map(move |index| {
            let (rows, columns) = cells[index];
            (0..rows).flat_map(move |row| (0..columns).map(move |column| GridCut::Cell(index, row, column)))
        }))
}

/// Each row without the columns of `cut`.
pub fn without_columns<T: Clone>(rows: &[Vec<T>], cut: Range<usize>) -> Vec<Vec<T>> {
    rows.iter().map(|row| without(row, cut.clone())).collect()
}

/// Where each test of an input is, as 0-based line ranges, for showing the
/// lines of a failing test: after a first line (the count of tests), each
/// test is a line whose first number says how many lines follow it (master-duel's
/// rows, a board's "n m", a data set's states). A line that is not such a
/// count ends the list.
pub fn counted_blocks(input: &str) -> Vec<Range<usize>> {
    let lines: Vec<&str> = input.lines().collect();
    let mut blocks = Vec::new();
    let mut start = 1;
    while start < lines.len() {
        let Some(count) = lines[start].split_ascii_whitespace().next().and_then(|word| word.parse::<usize>().ok())
        else {
            break;
        };
        let end = (start + 1).saturating_add(count).min(lines.len());
        blocks.push(start..end);
        start = end;
    }
    blocks
}

/// The whole input as its one test (board-game).
pub fn one_block(input: &str) -> Vec<Range<usize>> {
    std::iter::once(0..input.lines().count()).collect()
}

/// `items` without the span `cut`.
pub fn without<T: Clone>(items: &[T], cut: Range<usize>) -> Vec<T> {
    let mut kept = items[..cut.start].to_vec();
    kept.extend_from_slice(&items[cut.end..]);
    kept
}

/// A position as a grid of cells, for a picture (`cargo explain --html`):
/// its size and each cell's symbol (0-based), the symbols the text drawing
/// uses; only the cells drawn are asked for.
pub struct Grid<'a> {
    pub rows: usize,
    pub columns: usize,
    pub symbol: Box<dyn Fn(usize, usize) -> char + 'a>,
}

/// Where a note's label sits in its cell: over the stone, piece or coin
/// there, or in the cell's corner (beside a count of pieces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Centre,
    Corner,
}

/// One reason the values give, written on the board of `cargo play --web`
/// when values are shown: a label on one cell (master-duel's step of a
/// stone, coloring-game's value of a coin, ring-grid-game's value of a
/// piece), or an outline around cells that count together (an odd-step
/// block); its words in a tooltip, and data for tests on the cell itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The cells (0-based): one for a label, a run of one row for an outline.
    pub cells: Vec<(usize, usize)>,
    /// The label (`None`: an outline); `^` starts an exponent (`2^12`).
    pub label: Option<String>,
    pub spot: Spot,
    /// What the note says, in words.
    pub title: String,
    /// A CSS class for how it is drawn.
    pub class: &'static str,
    /// Attributes put on the cell's `rect.cell` (`data-step`), for a label.
    pub data: Vec<(&'static str, String)>,
}

/// A position's whole game as `crate::solver` numbers it, to be solved:
/// the space, and the number of any position in it (`None`: not a
/// position of this game).
pub trait Whole<P>: Send + Sync {
    fn space(&self) -> &dyn crate::solver::Space;
    fn locate(&self, position: &P) -> Option<u64>;
}

/// A theme of a problem's puzzles: the idea its puzzles are about, from
/// the first (one row of master-duel, its stones on odd steps) to a
/// combination (several rows, stones on every step). A file holds the
/// themes in their order, each easiest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// The puzzles file's name of it (`odd-steps`).
    pub id: &'static str,
    /// Its name, in the language now.
    pub name: String,
    /// Its idea in a sentence or two, in the language now.
    pub idea: String,
}

impl Theme {
    pub fn new(id: &'static str, name: String, idea: String) -> Theme {
        Theme { id, name, idea }
    }
}

/// The rules of one game as code: the position a test describes, its legal
/// moves in the statement's notation (1-based), applying a move, and the
/// parts the position splits into with their values. The exhaustive oracle,
/// `cargo explain` and `cargo play` all play by this one move generator.
///
/// Values here are nimbers: the parts add up by XOR, and the player to move
/// wins iff the total is not 0.
pub trait Rules: 'static {
    /// One test's position.
    type Position: Clone + Eq + Hash + Send + Sync + 'static;
    /// One move, as the statement's notation names it.
    type Move: Clone + PartialEq + std::fmt::Debug;
    /// A part's value.
    type Value: Nimber;

    /// The catalogue's message (`crate::i18n`) that says what the parts are
    /// and how their values come about (one sentence).
    const PARTS: &'static str;
    /// The message that says what vouches for the values when the oracle
    /// answers ("the exhaustive oracle: …").
    const ORACLE: &'static str;
    /// A game that does not split: one part, worth 1 when the player to move
    /// wins and 0 when not (the output then speaks of no parts).
    const ONE_GAME: bool = false;

    /// The tests of a legal input, in order.
    fn tests(input: &str) -> Vec<Self::Position>;
    /// What `size` counts, one and many (a puzzle's heading).
    const SIZE_WORDS: (&'static str, &'static str) = ("cell", "cells");
    /// The sides a puzzle may give the first move to, for a game whose
    /// players move differently (frogs: Left, Right); empty otherwise.
    const SIDES: &'static [&'static str] = &[];
    /// A puzzle's position: the one test of the legal input `input`, with
    /// `side` (one of `SIDES`, for a game that has them) to move; `None`
    /// when there is no such position.
    fn puzzle_position(input: &str, side: Option<&str>) -> Option<Self::Position> {
        if side.is_some() {
            return None;
        }
        Self::tests(input).into_iter().next()
    }
    /// The themes of the problem's puzzles, from the first idea to their
    /// combination (`crate::puzzles`): each its id (the puzzles file's),
    /// name and idea, in the language now.
    fn themes() -> Vec<Theme>;
    /// Which of `themes` (an index) a puzzle's position is about: what the
    /// position shows (one row, the steps its stones are on, the coins'
    /// places…), whatever its solution.
    fn theme(position: &Self::Position) -> usize;
    /// Every legal move of the player to move, in a fixed order.
    fn moves(position: &Self::Position) -> Vec<Self::Move>;
    /// The first of `moves` (or `None`), without listing them all.
    fn first_move(position: &Self::Position) -> Option<Self::Move> {
        Self::moves(position).into_iter().next()
    }
    /// The first `limit` of `moves` at most, and whether they are all of
    /// them: a game with more moves than can be listed (coloring-game's flip
    /// sets grow exponentially with the board) stops early.
    fn moves_up_to(position: &Self::Position, limit: usize) -> (Vec<Self::Move>, bool) {
        let mut moves = Self::moves(position);
        let all = moves.len() <= limit;
        moves.truncate(limit);
        (moves, all)
    }
    /// How many legal moves there are, when that can be counted.
    fn move_count(position: &Self::Position) -> Option<u64> {
        Some(Self::moves(position).len() as u64)
    }
    /// The message that says why a position of total 0 is lost, for one
    /// with too many moves to refute them all (a sentence; the sampled
    /// refutations follow it).
    const LOSS_ARGUMENT: &'static str = "explain-loss-argument";
    /// Some legal moves of a position with too many to refute them all, at
    /// most `count`, spread over its parts: each part with a move has one
    /// when there are few enough parts.
    fn sample_moves(position: &Self::Position, count: usize) -> Vec<Self::Move> {
        let mut by_part: std::collections::BTreeMap<usize, Vec<Self::Move>> = std::collections::BTreeMap::new();
        for chosen in Self::moves(position) {
            by_part.entry(Self::part_of_move(position, &chosen)).or_default().push(chosen);
        }
        let mut picked = Vec::new();
        for round in 0.. {
            let before = picked.len();
            for list in by_part.values() {
                if let Some(chosen) = list.get(round).filter(|_| picked.len() < count) {
                    picked.push(chosen.clone());
                }
            }
            if picked.len() == before {
                break;
            }
        }
        picked
    }
    /// The position after `chosen`, or why the move is not legal here.
    fn apply(position: &Self::Position, chosen: &Self::Move) -> Result<Self::Position, String>;
    /// A move as a person types it (the notation `show_move` prints).
    fn parse_move(text: &str) -> Result<Self::Move, String>;
    /// A move in the notation, 1-based: what `parse_move` reads back.
    fn show_move(chosen: &Self::Move) -> String;
    /// Moves listed for a person (`cargo play`'s `help`), in order, each
    /// entry with the number of moves it stands for, and a note on how to
    /// read the list: each move in the notation, unless a game lists alike
    /// moves as one entry.
    fn show_moves(_position: &Self::Position, moves: &[Self::Move]) -> (Vec<(String, usize)>, Option<String>) {
        (moves.iter().map(|chosen| (Self::show_move(chosen), 1)).collect(), None)
    }
    /// A move for `--json`.
    fn move_json(chosen: &Self::Move) -> serde_json::Value;
    /// The same move in words ("row 2: the stone on column 18 moves to column 19").
    fn describe_move(position: &Self::Position, chosen: &Self::Move) -> String;
    /// Which part (an index into `values`) a move is played in.
    fn part_of_move(position: &Self::Position, chosen: &Self::Move) -> usize;
    /// What a move does in the game's theory, for a hint or an answer
    /// ("row 1: 5 → 0; the total 0 xor 3 xor 3 = 0"): by default the value
    /// of the part it is played in, before and after, and the total after
    /// ([`value_change`]); `None` where that says nothing (one game).
    fn in_terms(position: &Self::Position, chosen: &Self::Move) -> Option<String> {
        value_change::<Self>(position, chosen)
    }
    /// The position drawn as the statement pictures it, coordinates on the
    /// axes; with `summary`, a large position shows only its first and last
    /// few parts.
    fn draw(position: &Self::Position, summary: bool) -> String;
    /// The position drawn as `draw` draws it, with no value (a puzzle
    /// before it is solved); most drawings hold none.
    fn draw_unvalued(position: &Self::Position) -> String {
        Self::draw(position, false)
    }
    /// The position as a grid for a picture, or `None` when the game is not
    /// drawn as one.
    fn grid(_position: &Self::Position) -> Option<Grid<'_>> {
        None
    }
    /// How much there is to read in a position (its cells, or frogs'
    /// strips): what listing its moves or valuing it costs, for searches
    /// that budget their work.
    fn size(position: &Self::Position) -> usize {
        Self::grid(position).map_or(1, |grid| grid.rows * grid.columns)
    }
    /// What each symbol of `grid` stands for: (symbol, CSS class, the
    /// catalogue's message of its words).
    /// Symbols not listed (counts of pieces) are drawn as text.
    const LEGEND: &'static [(char, &'static str, &'static str)] = &[];
    /// The cells (0-based) a move touches, in the order it touches them: a
    /// stone's or piece's cell before and after (drawn as an arrow), the cell
    /// a stone is placed on, the coins flipped.
    fn move_cells(_position: &Self::Position, _chosen: &Self::Move) -> Vec<(usize, usize)> {
        Vec::new()
    }
    /// The position drawn for `cargo play --web` when it is not drawn as a
    /// grid (frogs' strips): HTML whose cells are `rect.cell`s with
    /// `data-cell="R,C"` as `move_cells` names them (1-based), and whose
    /// values are marked `value-only`; `None` when there is none (too large).
    fn picture(_position: &Self::Position) -> Option<String> {
        None
    }
    /// The position's value for a person, when it is more than the XOR of
    /// the parts (frogs: the named game the strips add up to).
    fn named_value(_position: &Self::Position) -> Option<String> {
        None
    }
    /// The reasons the parts' values give, cell by cell, for the board of
    /// `cargo play --web` with values shown (see `Note`); asked only of a
    /// position drawn cell by cell, with the parts' values `values` gives.
    fn notes(_position: &Self::Position, _values: &[Self::Value]) -> Vec<Note> {
        Vec::new()
    }
    /// The message that says what `notes` write, in words, for the legend
    /// under the board ("": none).
    const NOTES_LEGEND: &'static str = "";
    /// What is drawn beside the board whatever the values (board-game's
    /// patterns), as HTML; `None`: nothing.
    fn beside(_position: &Self::Position) -> Option<String> {
        None
    }
    /// Whether every piece has one move at most (master-duel's stones), so
    /// that a click on a piece plays it; otherwise a piece is picked first,
    /// then the cell it goes to, whatever its number of moves.
    const ONE_MOVE_A_PIECE: bool = false;
    /// Whether a move carries a stone or piece from the first of its
    /// `move_cells` to the last (drawn as an arrow), rather than marking cells.
    const MOVES_A_PIECE: bool = false;
    /// The parts' values by the write-up's way of valuing them (the formula
    /// the solution uses, computed here independently of `main.rs`), in order.
    fn values(position: &Self::Position) -> Vec<Self::Value>;
    /// The total of `after`, the position `chosen` leads to from `position`
    /// (whose parts' values are `values`, XORed `total`): by default its
    /// parts valued afresh; a problem whose move changes one part of many
    /// revalues that part alone (the same total: the tests compare them).
    fn total_after(
        _position: &Self::Position,
        _values: &[Self::Value],
        _total: &Self::Value,
        _chosen: &Self::Move,
        after: &Self::Position,
    ) -> Self::Value {
        xor_sum(&Self::values(after))
    }
    /// Where part `index` is: for a person ("row 3") and for JSON (`{"row": 3}`).
    fn place(position: &Self::Position, index: usize) -> (String, serde_json::Value);
    /// How part `index`'s value comes about, in a few words.
    fn detail(position: &Self::Position, index: usize) -> String;
    /// Each part's value by the exhaustive oracle (the game played by the
    /// rules), or `None` when the oracle cannot answer within a second.
    fn oracle_values(position: &Self::Position) -> Option<Vec<Self::Value>>;
    /// The whole position's value by the exhaustive oracle, when it answers:
    /// the XOR of `oracle_values`, unless the parts add up by a theorem the
    /// oracle can check (coloring-game's coin turning), whose oracle then
    /// searches the whole position.
    fn oracle_total(position: &Self::Position) -> Option<Self::Value> {
        Self::oracle_values(position).map(|values| xor_sum(&values))
    }
    /// A winning move built from the parts (not found by search over the
    /// whole position), or `None` when the total is 0.
    fn winning_move(position: &Self::Position, values: &[Self::Value]) -> Option<Self::Move>;
    /// The judge's answer line for a test.
    fn answer(first_player_wins: bool) -> String;
    /// The whole game from `position` (every position it can reach) as
    /// `crate::solver` numbers it, to be solved; or its size, when that is
    /// past the solver's bounds.
    fn whole(position: &Self::Position) -> Result<Box<dyn Whole<Self::Position>>, crate::solver::Count>;
}

/// Parts listed by name in [`value_change`]'s total, at most.
const TERMS_PARTS: usize = 6;

/// The value of the part `chosen` is played in, before and after, and the
/// total after it, the parts XORed by name when there are few: the default
/// of [`Rules::in_terms`]. `None` for one game, or where the move changes
/// how many parts there are (a coin flipped to heads is a part no more).
pub fn value_change<R: Rules + ?Sized>(position: &R::Position, chosen: &R::Move) -> Option<String> {
    if R::ONE_GAME {
        return None;
    }
    let after = R::apply(position, chosen).ok()?;
    let (before_values, after_values) = (R::values(position), R::values(&after));
    if before_values.len() != after_values.len() {
        return None;
    }
    let index = R::part_of_move(position, chosen);
    let (place, _) = R::place(position, index);
    // "5 → 0", kept on one line (no-break spaces).
    let change = format!("{}\u{a0}→\u{a0}{}", before_values.get(index)?.show(), after_values[index].show());
    let total = xor_sum(&after_values).show();
    Some(match after_values.len() {
        1 => t!("play-in-terms-one", place = place, change = change),
        count if count <= TERMS_PARTS => {
            let parts: Vec<String> = after_values.iter().map(Nimber::show).collect();
            t!("play-in-terms", place = place, change = change, parts = parts.join(" xor "), total = total)
        }
        _ => t!("play-in-terms-many", place = place, change = change, total = total),
    })
}

/// A move in words, and what it does in the game's theory where
/// [`Rules::in_terms`] says: "row 1: the stone on column 1 to column 4
/// (over 2 stones); 2 stones from step 3 down to step 2; row 1: 5 → 0".
pub fn words_in_terms<R: Rules + ?Sized>(position: &R::Position, chosen: &R::Move) -> String {
    let words = R::describe_move(position, chosen);
    match R::in_terms(position, chosen) {
        Some(terms) => t!("play-words-in-terms", words = words, terms = terms),
        None => words,
    }
}
