//! board-game: generator, an oracle that plays the rules literally (memoised
//! search over sets of occupied cells), and a plain unpacked retrograde DP
//! over all 2^(n·m) states for full-size boards.

/// The strict validator: `validator::validate`, and a program of its own
/// (`src/board_game/validator.rs`) that a problem package carries as it is.
#[allow(dead_code)]
pub mod validator;

/// The rules as code: positions, moves and the retrograde table, for `cargo explain`.
pub mod rules;

/// The table of small boards for `cargo table`: what the search decides.
pub mod table;

use crate::ground::Size;
use crate::ground::{cuts, variants, without, Variants};
use crate::programs::{Accepted, Slow, Wrong};
use crate::rng::Rng;
// The oracle's memo is hashed by the million on the tests' boards: a fast
// hash rather than std's SipHash.
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    pub rows: Vec<Vec<bool>>,
}

impl Pattern {
    fn height(&self) -> usize {
        self.rows.len()
    }
    fn width(&self) -> usize {
        self.rows[0].len()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub columns: usize,
    pub patterns: Vec<Pattern>,
}

pub fn parse(input: &str) -> Board {
    let mut tokens = input.split_ascii_whitespace();
    let mut number = || tokens.next().unwrap().parse::<usize>().unwrap();
    let (rows, columns, count) = (number(), number(), number());
    let mut tokens = input.split_ascii_whitespace().skip(3);
    let patterns = (0..count)
        .map(|_| {
            let height: usize = tokens.next().unwrap().parse().unwrap();
            let _width: usize = tokens.next().unwrap().parse().unwrap();
            Pattern {
                rows: (0..height).map(|_| tokens.next().unwrap().bytes().map(|cell| cell == b'1').collect()).collect(),
            }
        })
        .collect();
    Board { rows, columns, patterns }
}

pub fn write(board: &Board) -> String {
    let mut output = format!("{} {} {}\n", board.rows, board.columns, board.patterns.len());
    for pattern in &board.patterns {
        writeln!(output, "{} {}", pattern.height(), pattern.width()).unwrap();
        for row in &pattern.rows {
            output.extend(row.iter().map(|&one| if one { '1' } else { '0' }));
            output.push('\n');
        }
    }
    output
}

fn verdict(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_string()
}

/// The oracle covers boards of at most this many cells.
pub const ORACLE_CELLS: usize = 16;

/// Whether some pattern appears on the board whose occupied cells are
/// `stones` (bit r·m + c): no cell of one of its placements is empty.
pub fn shows_pattern(placements: &[usize], stones: usize) -> bool {
    placements.iter().any(|&placement| placement & !stones == 0)
}

/// The legal moves with `stones` on a board of `cells` cells: none once a
/// pattern appears (whoever made it appear has won; the game is over), else
/// every empty cell. The oracle's move generator; the rules
/// (`rules::BoardGame`) apply the same rule with the ended table.
pub fn moves(cells: usize, placements: &[usize], stones: usize) -> Vec<usize> {
    if shows_pattern(placements, stones) {
        return Vec::new();
    }
    (0..cells).filter(|cell| stones >> cell & 1 == 0).collect()
}

/// Whether the player to move, with `stones` on the board, wins: some move
/// leaves the opponent to move in a lost position — one where a pattern has
/// just appeared, or one where every move loses. On a full board there is no
/// move, and the player to move loses.
pub fn to_move_wins(cells: usize, placements: &[usize], stones: usize, memo: &mut HashMap<usize, bool>) -> bool {
    if let Some(&known) = memo.get(&stones) {
        return known;
    }
    let wins = moves(cells, placements, stones)
        .into_iter()
        .any(|cell| !to_move_wins(cells, placements, stones | 1 << cell, memo));
    memo.insert(stones, wins);
    wins
}

pub fn oracle(input: &str) -> String {
    let board = parse(input);
    let cells = board.rows * board.columns;
    assert!(cells <= ORACLE_CELLS, "the oracle covers boards of at most 16 cells");
    verdict(to_move_wins(cells, &placements(&board), 0, &mut HashMap::default()))
}

/// The placements of every pattern: for each pattern that fits and each
/// shift, the set of cells its `1`s cover (bit r·m + c).
pub fn placements(board: &Board) -> Vec<usize> {
    let mut result = Vec::new();
    for pattern in &board.patterns {
        if pattern.height() > board.rows || pattern.width() > board.columns {
            continue;
        }
        for shift_row in 0..=board.rows - pattern.height() {
            for shift_column in 0..=board.columns - pattern.width() {
                let mut mask = 0;
                for (row, cells) in pattern.rows.iter().enumerate() {
                    for (column, &one) in cells.iter().enumerate() {
                        if one {
                            mask |= 1 << ((shift_row + row) * board.columns + shift_column + column);
                        }
                    }
                }
                result.push(mask);
            }
        }
    }
    result
}

/// A plain retrograde DP over all 2^(n·m) states, one byte each: `end[s]`
/// marks the placements and is closed upwards cell by cell; then from the
/// full board down, the player to move at s wins iff some empty cell c makes
/// a pattern appear or leaves the opponent losing at s ∪ {c}.
pub fn full_reference(input: &str) -> String {
    let board = parse(input);
    let cells = board.rows * board.columns;
    let states = 1usize << cells;
    let mut end = vec![false; states];
    for placement in placements(&board) {
        end[placement] = true;
    }
    for cell in 0..cells {
        for state in 0..states {
            if state >> cell & 1 == 0 && end[state] {
                end[state | 1 << cell] = true;
            }
        }
    }
    let mut wins = vec![false; states];
    for state in (0..states).rev() {
        wins[state] = (0..cells).any(|cell| {
            let next = state | 1 << cell;
            state >> cell & 1 == 0 && (end[next] || !wins[next])
        });
    }
    verdict(wins[0])
}

pub fn reference(input: &str) -> Option<String> {
    let board = parse(input);
    let cells = board.rows * board.columns;
    if cells <= 12 {
        Some(oracle(input))
    } else if cells <= 22 {
        Some(full_reference(input))
    } else {
        None
    }
}

/// A random pattern of the given size; `density` tenths of its cells are `1`,
/// and at least one is (an all-zero pattern is not a legal input).
fn random_pattern(rng: &mut Rng, height: usize, width: usize, density: u64) -> Pattern {
    let mut rows: Vec<Vec<bool>> = (0..height).map(|_| (0..width).map(|_| rng.chance(density, 10)).collect()).collect();
    if !rows.iter().flatten().any(|&one| one) {
        rows[rng.usize(0, height - 1)][rng.usize(0, width - 1)] = true;
    }
    Pattern { rows }
}

/// Every shape with exactly `cells` cells.
pub fn exact_shapes(cells: usize) -> Vec<(usize, usize)> {
    (1..=cells).filter(|&rows| cells.is_multiple_of(rows)).map(|rows| (rows, cells / rows)).collect()
}

/// Every shape with at most `cells` cells.
pub fn shapes(cells: usize) -> Vec<(usize, usize)> {
    (1..=cells).flat_map(|rows| (1..=cells / rows).map(move |columns| (rows, columns))).collect()
}

/// Patterns mostly within the board, sometimes as large as it, sometimes
/// larger, sometimes a single `1` among `0`s.
fn random_patterns(rng: &mut Rng, rows: usize, columns: usize, count: usize) -> Vec<Pattern> {
    (0..count)
        .map(|_| {
            let (height, width) = match rng.usize(0, 9) {
                0 => (rows, columns),
                1 => (rng.usize(1, rows + 2), rng.usize(1, columns + 2)),
                _ => (rng.usize(1, rows), rng.usize(1, columns)),
            };
            let density = if rng.chance(1, 20) { 0 } else { rng.range(3, 10) };
            random_pattern(rng, height, width, density)
        })
        .collect()
}

pub fn generate(rng: &mut Rng, size: Size) -> String {
    let board = match size {
        Size::Small => {
            let (rows, columns) = *rng.pick(&shapes(12));
            let count = rng.usize(1, 6);
            Board { rows, columns, patterns: random_patterns(rng, rows, columns, count) }
        }
        Size::Edge => {
            let (rows, columns) =
                *rng.pick(&[(1, 1), (1, 2), (2, 1), (1, 12), (12, 1), (2, 2), (3, 4), (4, 3), (2, 6)]);
            let patterns = match rng.usize(0, 3) {
                // Duplicates of one pattern.
                0 => vec![random_pattern(rng, 1, columns.min(2), 10); rng.usize(2, 30)],
                // Only the full board shows it.
                1 => vec![random_pattern(rng, rows, columns, 10)],
                // Larger than the board, plus one that fits.
                2 => vec![random_pattern(rng, rows + 1, columns, 5), random_pattern(rng, 1, 1, 10)],
                _ => random_patterns(rng, rows, columns, 3),
            };
            Board { rows, columns, patterns }
        }
        Size::Max => worst_board(rng),
    };
    write(&board)
}

/// The largest legal input that is also hard: 27 cells, 1000 patterns, each
/// nearly as large as the board and dense (about two thirds of the board's
/// cells and more), so that no state with fewer stones than that shows one
/// and the game fills most of the board. Every pattern has a `1` (an all-zero
/// one would decide the game at the first move).
pub fn worst_board(rng: &mut Rng) -> Board {
    let (rows, columns) = *rng.pick(&exact_shapes(27));
    let patterns = (0..1000)
        .map(|_| {
            let height = rng.usize(rows.saturating_sub(1).max(1), rows);
            let width = rng.usize(columns.saturating_sub(2).max(1), columns);
            let density = rng.range(8, 10);
            random_pattern(rng, height, width, density)
        })
        .collect();
    Board { rows, columns, patterns }
}

/// A board of exactly `cells` cells with a few patterns of moderate size and
/// density, so that both players win some of them: for the full-size checks.
pub fn reference_board(rng: &mut Rng, cells: usize) -> Board {
    board_of(rng, cells, |rng| rng.usize(1, 4), (3, 5), 5)
}

/// A board of exactly `cells` cells with `count(rng)` patterns of at most
/// `largest` (height, width) and a density of `least_density`..=10 tenths.
fn board_of(
    rng: &mut Rng,
    cells: usize,
    count: impl FnOnce(&mut Rng) -> usize,
    largest: (usize, usize),
    least_density: u64,
) -> Board {
    let (rows, columns) = *rng.pick(&exact_shapes(cells));
    let patterns = (0..count(rng))
        .map(|_| {
            let (height, width) = (rng.usize(1, rows.min(largest.0)), rng.usize(1, columns.min(largest.1)));
            let density = rng.range(least_density, 10);
            random_pattern(rng, height, width, density)
        })
        .collect();
    Board { rows, columns, patterns }
}

/// One way to make an input smaller (see `shrink`); 0-based indices.
enum Cut {
    Patterns(Range<usize>),
    BoardRow,
    BoardColumn,
    Crop(usize, Crop),
    Clear(usize, usize, usize),
}

#[derive(Clone, Copy)]
enum Crop {
    Top,
    Bottom,
    Left,
    Right,
}

/// Smaller variants of a valid input, biggest cuts first: drop half of the
/// patterns, a quarter, … one; drop a row or column of the board; drop an
/// outer row or column of a pattern; clear a `1` of a pattern. Each is
/// written only when the shrinker asks for it.
pub fn shrink(input: &str) -> Variants {
    let board = parse(input);
    let shapes: Vec<(usize, usize)> =
        board.patterns.iter().map(|pattern| (pattern.height(), pattern.width())).collect();
    let crops = shapes.len();
    let edits =
        cuts(board.patterns.len())
            .map(Cut::Patterns)
            .chain([Cut::BoardRow, Cut::BoardColumn])
            .chain((0..crops).flat_map(|index| {
                [Crop::Top, Crop::Bottom, Crop::Left, Crop::Right].map(|crop| Cut::Crop(index, crop))
            }))
            .chain((0..shapes.len()).flat_map(move |index| {
                let (height, width) = shapes[index];
                (0..height).flat_map(move |row| (0..width).map(move |column| Cut::Clear(index, row, column)))
            }));
    variants(board, edits, |board, cut| {
        let mut smaller = board.clone();
        match cut {
            Cut::Patterns(span) => smaller.patterns = without(&board.patterns, span),
            Cut::BoardRow if board.rows > 1 => smaller.rows -= 1,
            Cut::BoardColumn if board.columns > 1 => smaller.columns -= 1,
            Cut::Crop(index, crop) => {
                let (pattern, rows) = (&board.patterns[index], &mut smaller.patterns[index].rows);
                match crop {
                    Crop::Top if pattern.height() > 1 => *rows = pattern.rows[1..].to_vec(),
                    Crop::Bottom if pattern.height() > 1 => rows.truncate(pattern.height() - 1),
                    Crop::Left if pattern.width() > 1 => {
                        *rows = pattern.rows.iter().map(|row| row[1..].to_vec()).collect()
                    }
                    Crop::Right if pattern.width() > 1 => rows.iter_mut().for_each(|row| row.truncate(row.len() - 1)),
                    _ => return None,
                }
            }
            Cut::Clear(index, row, column) if board.patterns[index].rows[row][column] => {
                smaller.patterns[index].rows[row][column] = false
            }
            _ => return None,
        }
        Some(write(&smaller))
    })
}

/// Wrong solutions, one realistic mistake each (see each file's opening
/// comment): `cargo judge` and `cargo stress` must catch every one.
pub const WRONG: &[Wrong] = &[
    Wrong {
        name: "pattern-larger-than-board",
        verdict: "RE",
        source: include_str!("board_game/wrong/pattern-larger-than-board.rs"),
    },
    Wrong { name: "last-shift-missed", verdict: "WA", source: include_str!("board_game/wrong/last-shift-missed.rs") },
];

/// Correct solutions that are not the workspace's, in the styles people
/// submit (see each file's opening comment): `cargo judge` and `cargo stress`
/// must accept every one, at every size.
/// Neither is in the problem package: each takes 0.36-0.43 s of the 1 s
/// limit on a 27-cell board (verifyproblem, this machine kind).
pub const ACCEPTED: &[Accepted] = &[
    Accepted {
        file: "contest.cpp",
        source: include_str!("board_game/accepted/contest.cpp"),
        time_limit_ms: None,
        in_package: false,
    },
    Accepted {
        file: "lines.cpp",
        source: include_str!("board_game/accepted/lines.cpp"),
        time_limit_ms: None,
        in_package: false,
    },
];

/// A correct solution too slow for the time limit on the largest data (see
/// its opening comment).
pub const SLOW: &[Slow] = &[Slow { file: "bytes.cpp", source: include_str!("board_game/slow/bytes.cpp") }];
