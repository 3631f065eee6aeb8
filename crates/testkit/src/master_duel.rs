//! master-duel (Luogu P2575): generator, and an oracle that plays each row by
//! the literal move rule over all 2^20 rows.

/// The strict validator: `validator::validate`, and a program of its own
/// (`src/master_duel/validator.rs`) that a problem package carries as it is.
#[allow(dead_code)]
pub mod validator;

/// The rules as code, for `cargo explain` and `cargo play`.
pub mod rules;

/// The table of single rows for `cargo table`, valued by play.
pub mod table;

use crate::ground::{cuts, mex, solvable, variants, without, Size, Variants};
use crate::programs::{Accepted, Slow, Wrong};
use crate::rng::Rng;
use crate::solver::{MOST_POSITIONS, MOST_WORK};
use std::fmt::Write;
use std::ops::Range;
use std::sync::OnceLock;

pub const COLUMNS: usize = 20;

/// Every move the rule allows in `row` (bit c is column c + 1), as 0-based
/// (from, to) columns: a stone moves to the next cell if it is empty,
/// otherwise it jumps to the first empty cell to its right; with no empty cell
/// to its right it cannot move. The one move generator of this game: the
/// oracle, `cargo explain` and `cargo play` all play by it.
pub fn row_moves(row: u32) -> Vec<(usize, usize)> {
    moves_of(row).collect()
}

/// `row_moves` one at a time, with nothing allocated (the oracle's table
/// walks all 2^20 rows).
fn moves_of(row: u32) -> impl Iterator<Item = (usize, usize)> {
    (0..COLUMNS).filter(move |&column| row >> column & 1 == 1).filter_map(move |column| {
        let mut target = column + 1;
        while target < COLUMNS && row >> target & 1 == 1 {
            target += 1;
        }
        (target < COLUMNS).then_some((column, target))
    })
}

/// Every row reachable from `row` in one move.
pub fn moves(row: u32) -> Vec<u32> {
    moves_of(row).map(|(from, to)| row & !(1 << from) | 1 << to).collect()
}

/// Sprague–Grundy value of every row, by exhaustive search. A move only moves a
/// stone to a higher bit, so the row's number grows: solve from the top down.
pub fn row_values() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![0u8; 1 << COLUMNS];
        for row in (0..1u32 << COLUMNS).rev() {
            let options = moves_of(row).map(|(from, to)| {
                let next = row & !(1 << from) | 1 << to;
                debug_assert!(next > row);
                usize::from(table[next as usize])
            });
            table[row as usize] = mex(options) as u8;
        }
        table
    })
}

/// The answer by the exhaustive row table: XOR of the rows' values per test.
pub fn oracle(input: &str) -> String {
    let values = row_values();
    let mut numbers = input.split_ascii_whitespace().map(|token| token.parse::<usize>().unwrap());
    let mut next = || numbers.next().unwrap();
    let mut output = String::new();
    for _ in 0..next() {
        let mut total = 0;
        for _ in 0..next() {
            let mut row = 0;
            for _ in 0..next() {
                row |= 1 << (next() - 1);
            }
            total ^= values[row];
        }
        output.push_str(if total != 0 { "YES\n" } else { "NO\n" });
    }
    output
}

/// How many rows a row of stones (its columns, 1-based) can become, itself
/// included. A move takes a stone to the first empty cell on its right: seen
/// from the empty cells, one of them goes left over stones only. So the
/// empty cells keep their order and each can end anywhere left of where it
/// is, after the one before it: the rows reachable are the increasing
/// sequences e′₁ < e′₂ < … with e′ᵢ ≤ eᵢ, counted here column by column.
pub fn reachable_rows(row: &[usize]) -> f64 {
    // ending[c]: the sequences of the empty cells so far whose last is at column c.
    let mut ending = [0f64; COLUMNS + 1];
    ending[0] = 1.0;
    for empty in (1..=COLUMNS).filter(|column| !row.contains(column)) {
        let mut before = 0.0;
        let mut next = [0f64; COLUMNS + 1];
        for column in 1..=empty {
            before += ending[column - 1];
            next[column] = before;
        }
        ending = next;
    }
    ending.iter().sum()
}

fn random_row(rng: &mut Rng, stones: usize) -> Vec<usize> {
    let mut columns: Vec<usize> = (1..=COLUMNS).collect();
    rng.shuffle(&mut columns);
    columns.truncate(stones);
    columns
}

/// Rows that are easy to get wrong: empty, full, packed to the right (value 0),
/// single stones at either end, one hole, alternating.
fn edge_row(rng: &mut Rng) -> Vec<usize> {
    let packed = rng.usize(1, COLUMNS);
    let hole = rng.usize(1, COLUMNS);
    let mut row: Vec<usize> = match rng.usize(0, 7) {
        0 => Vec::new(),
        1 => (1..=COLUMNS).collect(),
        2 => (COLUMNS + 1 - packed..=COLUMNS).collect(),
        3 => vec![1],
        4 => vec![COLUMNS],
        5 => (1..=COLUMNS).filter(|&column| column != hole).collect(),
        6 => (1..=COLUMNS).filter(|column| column % 2 == hole % 2).collect(),
        _ => (1..=packed).collect(),
    };
    rng.shuffle(&mut row);
    row
}

fn write_rows(output: &mut String, rows: &[Vec<usize>]) {
    writeln!(output, "{}", rows.len()).unwrap();
    for row in rows {
        output.push_str(&row.len().to_string());
        for column in row {
            write!(output, " {}", column).unwrap();
        }
        output.push('\n');
    }
}

pub fn generate(rng: &mut Rng, size: Size) -> String {
    let (tests, max_rows) = match size {
        Size::Small => (rng.usize(1, 4), 4),
        Size::Edge => (rng.usize(1, 8), 12),
        Size::Max => (100, 1000),
    };
    let mut output = format!("{}\n", tests);
    let draw = |rng: &mut Rng| {
        let rows = if size == Size::Max { max_rows } else { rng.usize(1, max_rows) };
        let density = rng.usize(0, COLUMNS);
        (0..rows)
            .map(|_| match size {
                Size::Small => {
                    let stones = rng.usize(0, density);
                    random_row(rng, stones)
                }
                Size::Edge => edge_row(rng),
                Size::Max => {
                    let stones = rng.usize(0, COLUMNS);
                    random_row(rng, stones)
                }
            })
            .collect::<Vec<Vec<usize>>>()
    };
    for _ in 0..tests {
        let rows = match size {
            Size::Max => draw(rng),
            // One row has at most C(20, 10) positions: always within.
            _ => solvable(
                rng,
                draw,
                |rows| {
                    // A position has fewer moves than the stones of rows
                    // that can move: within both of the solver's bounds (a
                    // little short of the second, to stay quick).
                    let reaches: Vec<f64> = rows.iter().map(|row| reachable_rows(row)).collect();
                    let positions: f64 = reaches.iter().product();
                    let stones: usize =
                        rows.iter().zip(&reaches).filter(|(_, &reach)| reach > 1.0).map(|(row, _)| row.len()).sum();
                    positions <= MOST_POSITIONS as f64 && positions * stones.max(1) as f64 <= MOST_WORK as f64
                },
                |mut rows| {
                    rows.truncate(1);
                    rows
                },
            ),
        };
        write_rows(&mut output, &rows);
    }
    output
}

pub fn reference(input: &str) -> Option<String> {
    Some(oracle(input))
}

/// Tests of rows of stone columns, as read from a valid input.
pub fn parse_tests(input: &str) -> Vec<Vec<Vec<usize>>> {
    let mut numbers = input.split_ascii_whitespace().map(|token| token.parse::<usize>().unwrap());
    let mut next = || numbers.next().unwrap();
    (0..next()).map(|_| (0..next()).map(|_| (0..next()).map(|_| next()).collect()).collect()).collect()
}

fn write_tests(tests: &[Vec<Vec<usize>>]) -> String {
    let mut output = format!("{}\n", tests.len());
    for rows in tests {
        write_rows(&mut output, rows);
    }
    output
}

/// One way to make an input smaller (see `shrink`); 0-based indices.
enum Cut {
    Tests(Range<usize>),
    Rows(usize, Range<usize>),
    Stone(usize, usize, usize),
    /// Two stones of a row, the first before the second.
    Stones(usize, usize, usize, usize),
    Left(usize, usize, usize),
}

/// Smaller variants of a valid input, biggest cuts first: drop half of the
/// tests, a quarter, … one test; the same for each test's rows; then drop a
/// stone, drop two stones of a row (which keeps the parity of its empty
/// cells, what staircase mistakes hang on), move a stone one column left
/// (into a free cell). Each is written only when the shrinker asks for it.
pub fn shrink(input: &str) -> Variants {
    let tests = parse_tests(input);
    let rows: Vec<usize> = tests.iter().map(Vec::len).collect();
    let stones: Vec<Vec<usize>> = tests.iter().map(|test| test.iter().map(Vec::len).collect()).collect();
    let row_cuts = rows.clone();
    let edits = cuts(tests.len())
        .map(Cut::Tests)
        .chain((0..rows.len()).flat_map(move |test| cuts(row_cuts[test]).map(move |span| Cut::Rows(test, span))))
        .chain((0..rows.len()).flat_map(move |test| {
            let stones = stones[test].clone();
            (0..stones.len()).flat_map(move |row| {
                let count = stones[row];
                (0..count).flat_map(move |stone| {
                    std::iter::once(Cut::Stone(test, row, stone))
                        .chain((stone + 1..count).map(move |other| Cut::Stones(test, row, stone, other)))
                        .chain(std::iter::once(Cut::Left(test, row, stone)))
                })
            })
        }));
    variants(tests, edits, |tests, cut| {
        let mut smaller;
        match cut {
            Cut::Tests(span) => return Some(write_tests(&without(tests, span))),
            Cut::Rows(test, span) => {
                smaller = tests.clone();
                smaller[test] = without(&tests[test], span);
            }
            Cut::Stone(test, row, stone) => {
                smaller = tests.clone();
                smaller[test][row].remove(stone);
            }
            Cut::Stones(test, row, stone, other) => {
                smaller = tests.clone();
                smaller[test][row].remove(other);
                smaller[test][row].remove(stone);
            }
            Cut::Left(test, row, stone) => {
                let column = tests[test][row][stone];
                if column <= 1 || tests[test][row].contains(&(column - 1)) {
                    return None;
                }
                smaller = tests.clone();
                smaller[test][row][stone] = column - 1;
            }
        }
        Some(write_tests(&smaller))
    })
}

/// Wrong solutions, one realistic mistake each (see each file's opening
/// comment): `cargo judge` and `cargo stress` must catch every one.
pub const WRONG: &[Wrong] = &[
    Wrong {
        name: "steps-from-the-left",
        verdict: "WA",
        source: include_str!("master_duel/wrong/steps-from-the-left.rs"),
    },
    Wrong { name: "empty-row-crash", verdict: "RE", source: include_str!("master_duel/wrong/empty-row-crash.rs") },
    Wrong {
        name: "total-kept-between-boards",
        verdict: "WA",
        source: include_str!("master_duel/wrong/total-kept-between-boards.rs"),
    },
];

/// Correct solutions that are not the workspace's, in the styles people
/// submit (see each file's opening comment): `cargo judge` and `cargo stress`
/// must accept every one, at every size.
/// Both are in the problem package (0.08-0.11 s, and 0.22-0.23 s under PyPy,
/// of 1 s).
pub const ACCEPTED: &[Accepted] = &[
    Accepted {
        file: "contest.cpp",
        source: include_str!("master_duel/accepted/contest.cpp"),
        time_limit_ms: None,
        in_package: true,
    },
    Accepted {
        file: "blocks.py",
        source: include_str!("master_duel/accepted/blocks.py"),
        time_limit_ms: Some(10_000),
        in_package: true,
    },
];

/// A correct solution too slow for the time limit on the largest data (see
/// its opening comment).
pub const SLOW: &[Slow] =
    &[Slow { file: "memo_per_test.cpp", source: include_str!("master_duel/slow/memo_per_test.cpp") }];
