//! coloring-game ([ZJOI2009] 染色游戏): generator, an oracle that enumerates
//! every legal move of the real rule and searches whole positions, and a plain
//! big-integer reference for boards beyond the oracle's reach.

/// The strict validator: `validator::validate`, and a program of its own
/// (`src/coloring_game/validator.rs`) that a problem package carries as it is.
#[allow(dead_code)]
pub mod validator;

/// The rules as code: positions, flip sets and the coins' values, for `cargo explain`.
pub mod rules;

/// The table of single coins for `cargo table`, valued by play.
pub mod table;

use crate::ground::{grid_cuts, mex, variants, without, without_columns, GridCut, Size, Variants};
use crate::programs::{Accepted, Slow, Wrong};
use crate::rng::Rng;
use itertools::Itertools;
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

/// The exhaustive search covers every board with at most this many coins.
pub const ORACLE_CELLS: usize = 12;

pub fn within_reach(rows: usize, columns: usize) -> bool {
    rows * columns <= ORACLE_CELLS
}

/// Every shape the oracle covers: 35 boards from 1×1 to 12×1.
pub fn oracle_shapes() -> Vec<(usize, usize)> {
    (1..=ORACLE_CELLS).flat_map(|rows| (1..=ORACLE_CELLS / rows).map(move |columns| (rows, columns))).collect()
}

/// The flip sets of the coin on (row, column), 0-based, at most `limit` of
/// them: every 4-connected set of cells that contains it and lies in its
/// upper-left rectangle (rows ≤ row, columns ≤ column), each exactly once,
/// in a fixed order (Redelmeier's enumeration of the connected sets that
/// contain a given cell: take a cell from the untried ones, output the set
/// with it, recurse with its neighbours not seen before, then leave it out
/// for good). The one move generator: the oracle and the rules
/// (`rules::Coloring`) both flip by it.
pub fn flip_sets_of(row: usize, column: usize, limit: usize) -> Vec<Vec<(usize, usize)>> {
    struct Enumeration {
        corner: (usize, usize),
        set: Vec<(usize, usize)>,
        // Looked up for every cell tried: FxHash, as the oracles' memos.
        seen: FxHashSet<(usize, usize)>,
        found: Vec<Vec<(usize, usize)>>,
        limit: usize,
    }
    impl Enumeration {
        fn grow(&mut self, mut untried: Vec<(usize, usize)>) {
            while let Some(cell) = untried.pop() {
                if self.found.len() >= self.limit {
                    return;
                }
                self.set.push(cell);
                self.found.push(self.set.clone());
                let (row, column) = cell;
                let mut fresh = Vec::new();
                for (next_row, next_column) in
                    [(row + 1, column), (row, column + 1), (row.wrapping_sub(1), column), (row, column.wrapping_sub(1))]
                {
                    let inside = next_row <= self.corner.0 && next_column <= self.corner.1;
                    if inside && self.seen.insert((next_row, next_column)) {
                        fresh.push((next_row, next_column));
                    }
                }
                let mut next = untried.clone();
                next.extend_from_slice(&fresh);
                self.grow(next);
                for cell in &fresh {
                    self.seen.remove(cell);
                }
                self.set.pop();
            }
        }
    }
    let corner = (row, column);
    let mut enumeration =
        Enumeration { corner, set: Vec::new(), seen: FxHashSet::from_iter([corner]), found: Vec::new(), limit };
    enumeration.grow(vec![corner]);
    enumeration.found
}

/// The legal flip sets of an n×m board, per corner coin (cell = row·m +
/// column), as bitmasks over the cells (`flip_sets_of`, every one).
pub fn flip_sets(rows: usize, columns: usize) -> Vec<Vec<u32>> {
    (0..rows)
        .cartesian_product(0..columns)
        .map(|(row, column)| {
            flip_sets_of(row, column, usize::MAX)
                .into_iter()
                .map(|set| set.iter().fold(0u32, |mask, &(row, column)| mask | 1 << (row * columns + column)))
                .collect()
        })
        .collect()
}

/// Whether the cells of `set` are 4-connected (searched from `start`): the
/// plain check that `flip_sets_of` is tested against.
pub fn is_connected(set: u32, start: usize, columns: usize) -> bool {
    let mut reached = 1u32 << start;
    let mut frontier = vec![start];
    while let Some(cell) = frontier.pop() {
        let (row, column) = (cell / columns, cell % columns);
        let mut neighbours = Vec::new();
        if row > 0 {
            neighbours.push(cell - columns);
        }
        if column > 0 {
            neighbours.push(cell - 1);
        }
        if column + 1 < columns {
            neighbours.push(cell + 1);
        }
        neighbours.push(cell + columns); // outside the board it is not in `set`
        for next in neighbours {
            if next < 32 && set >> next & 1 == 1 && reached >> next & 1 == 0 {
                reached |= 1 << next;
                frontier.push(next);
            }
        }
    }
    reached == set
}

/// Sprague–Grundy value of every position (bit set = tails) of an n×m board.
/// A move turns its corner from tails to heads and touches only cells before
/// the corner in row-major order, so the position's number falls: solve upwards.
pub fn position_values(rows: usize, columns: usize) -> Vec<u32> {
    let cells = rows * columns;
    assert!(cells <= ORACLE_CELLS, "{}×{} is beyond the oracle", rows, columns);
    let sets = flip_sets(rows, columns);
    let mut values = vec![0u32; 1 << cells];
    for position in 0..1u32 << cells {
        let options = (0..cells)
            .filter(|&corner| position >> corner & 1 == 1)
            .flat_map(|corner| sets[corner].iter().map(move |&set| position ^ set))
            .map(|next| {
                debug_assert!(next < position);
                values[next as usize] as usize
            });
        values[position as usize] = mex(options) as u32;
    }
    values
}

/// The tables of every shape within reach, computed once, in parallel.
pub fn all_position_values() -> &'static HashMap<(usize, usize), Vec<u32>> {
    static TABLES: OnceLock<HashMap<(usize, usize), Vec<u32>>> = OnceLock::new();
    TABLES.get_or_init(|| {
        oracle_shapes()
            .into_par_iter()
            .map(|(rows, columns)| ((rows, columns), position_values(rows, columns)))
            .collect()
    })
}

/// A board as read from the input: rows of bytes, anything but `H` is tails.
#[derive(Clone, Debug)]
pub struct Board {
    pub rows: usize,
    pub columns: usize,
    pub tails: Vec<Vec<bool>>,
}

pub fn parse(input: &str) -> Vec<Board> {
    let mut tokens = input.split_ascii_whitespace();
    let games: usize = tokens.next().unwrap().parse().unwrap();
    (0..games)
        .map(|_| {
            let rows: usize = tokens.next().unwrap().parse().unwrap();
            let columns: usize = tokens.next().unwrap().parse().unwrap();
            let tails = (0..rows).map(|_| tokens.next().unwrap().bytes().map(|coin| coin != b'H').collect()).collect();
            Board { rows, columns, tails }
        })
        .collect()
}

fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "-_-\n"
    } else {
        "=_=\n"
    }
}

/// The exhaustive value of a board within reach.
pub fn board_value(board: &Board) -> u32 {
    let table = &all_position_values()[&(board.rows, board.columns)];
    let mut position = 0usize;
    for (row, coins) in board.tails.iter().enumerate() {
        for (column, &tails) in coins.iter().enumerate() {
            if tails {
                position |= 1 << (row * board.columns + column);
            }
        }
    }
    table[position]
}

/// The answer by exhaustive search of whole positions; panics beyond reach.
pub fn oracle(input: &str) -> String {
    parse(input).iter().map(|board| verdict(board_value(board) != 0)).collect()
}

/// The write-up's claim: the single coin at 0-based (row, column) has value
/// 2^e with this e — lowbit(column + 1) on the top row, lowbit(row + 1) on the
/// left column, 2^(row + column) inside.
pub fn claimed_exponent(row: usize, column: usize) -> usize {
    let lowbit_exponent = |x: usize| (x & x.wrapping_neg()).trailing_zeros() as usize;
    if row == 0 {
        lowbit_exponent(column + 1)
    } else if column == 0 {
        lowbit_exponent(row + 1)
    } else {
        row + column
    }
}

/// A plain slow reference for any size: each tails coin's claimed value as a
/// big integer (little-endian 64-bit limbs), all XORed together.
pub fn bignum_reference(input: &str) -> String {
    let mut output = String::new();
    for board in parse(input) {
        let mut total = [0u64; 4];
        for row in 0..board.rows {
            for column in 0..board.columns {
                if board.tails[row][column] {
                    let mut value = [0u64; 4];
                    let power = claimed_exponent(row, column);
                    value[power / 64] = 1 << (power % 64);
                    for (limb, part) in total.iter_mut().zip(&value) {
                        *limb ^= part;
                    }
                }
            }
        }
        output.push_str(verdict(total.iter().any(|&limb| limb != 0)));
    }
    output
}

/// The oracle when every board is within reach, else the big-integer reference.
pub fn full_reference(input: &str) -> String {
    if parse(input).iter().all(|board| within_reach(board.rows, board.columns)) {
        oracle(input)
    } else {
        bignum_reference(input)
    }
}

pub fn reference(input: &str) -> Option<String> {
    Some(full_reference(input))
}

fn random_tails(rng: &mut Rng, rows: usize, columns: usize) -> Vec<Vec<bool>> {
    let density = rng.range(0, 10);
    (0..rows).map(|_| (0..columns).map(|_| rng.chance(density, 10)).collect()).collect()
}

/// Flips one coin for every exponent whose 2^e occurs an odd number of times,
/// which makes the position a loss for the player to move (used to balance
/// the large cases; their answers still come from the reference).
fn make_losing(tails: &mut [Vec<bool>]) {
    let (rows, columns) = (tails.len(), tails[0].len());
    let exponent = claimed_exponent;
    let mut parity = vec![false; rows + columns + 1];
    for row in 0..rows {
        for column in 0..columns {
            parity[exponent(row, column)] ^= tails[row][column];
        }
    }
    for (power, odd) in parity.into_iter().enumerate() {
        if !odd {
            continue;
        }
        let coin = (0..rows).cartesian_product(0..columns).find(|&(row, column)| exponent(row, column) == power);
        let (row, column) = coin.expect("every odd exponent has a coin");
        tails[row][column] = !tails[row][column];
    }
}

pub fn generate(rng: &mut Rng, size: Size) -> String {
    let games = match size {
        Size::Small => rng.usize(1, 4),
        Size::Edge => rng.usize(1, 6),
        Size::Max => 50,
    };
    let mut output = format!("{}\n", games);
    for _ in 0..games {
        let tails = match size {
            Size::Small => {
                let (rows, columns) = *rng.pick(&oracle_shapes());
                random_tails(rng, rows, columns)
            }
            Size::Edge => {
                let (rows, columns) = *rng.pick(&oracle_shapes());
                let (last_row, last_column) = (rows - 1, columns - 1);
                let shape: fn(usize, usize, usize, usize) -> bool = *rng.pick(&[
                    |_, _, _, _| true,
                    |_, _, _, _| false,
                    |row, column, last_row, last_column| row == last_row && column == last_column,
                    |row, _, _, _| row == 0,
                    |_, column, _, _| column == 0,
                    |row, column, _, _| row == 0 || column == 0,
                    |row, column, _, _| (row + column) % 2 == 0,
                ]);
                (0..rows)
                    .map(|row| (0..columns).map(|column| shape(row, column, last_row, last_column)).collect())
                    .collect()
            }
            Size::Max => {
                let mut tails = random_tails(rng, 100, 100);
                if rng.chance(1, 2) {
                    make_losing(&mut tails);
                }
                tails
            }
        };
        write_tails(&mut output, &tails);
    }
    output
}

/// One game in the input format: `n m`, then its rows of `H` and `T`.
fn write_tails(output: &mut String, tails: &[Vec<bool>]) {
    writeln!(output, "{} {}", tails.len(), tails[0].len()).unwrap();
    for row in tails {
        output.extend(row.iter().map(|&tails| if tails { 'T' } else { 'H' }));
        output.push('\n');
    }
}

fn write_boards(boards: &[Board]) -> String {
    let mut output = format!("{}\n", boards.len());
    for board in boards {
        write_tails(&mut output, &board.tails);
    }
    output
}

/// Smaller variants of a valid input, biggest cuts first: drop half of the
/// games, a quarter, … one game; drop half of a board's rows (or columns), a
/// quarter, … one; turn a tails coin to heads. Each is written only when the
/// shrinker asks for it.
pub fn shrink(input: &str) -> Variants {
    let boards = parse(input);
    let shapes = boards.iter().map(|board| (board.rows, board.columns)).collect();
    variants(boards, grid_cuts(shapes), |boards, cut| {
        let mut smaller = boards.clone();
        match cut {
            GridCut::Grids(span) => smaller = without(boards, span),
            GridCut::Rows(index, span) => {
                smaller[index].tails = without(&boards[index].tails, span);
                smaller[index].rows = smaller[index].tails.len();
            }
            GridCut::Columns(index, span) => {
                smaller[index].columns -= span.len();
                smaller[index].tails = without_columns(&boards[index].tails, span);
            }
            GridCut::Cell(index, row, column) if boards[index].tails[row][column] => {
                smaller[index].tails[row][column] = false
            }
            GridCut::Cell(..) => return None,
        }
        Some(write_boards(&smaller))
    })
}

/// Wrong solutions, one realistic mistake each (see each file's opening
/// comment): `cargo judge` and `cargo stress` must catch every one.
pub const WRONG: &[Wrong] = &[
    Wrong { name: "no-edge-rule", verdict: "WA", source: include_str!("coloring_game/wrong/no-edge-rule.rs") },
    Wrong {
        name: "lowbit-off-by-one",
        verdict: "WA",
        source: include_str!("coloring_game/wrong/lowbit-off-by-one.rs"),
    },
];

/// Correct solutions that are not the workspace's, in the styles people
/// submit (see each file's opening comment): `cargo judge` and `cargo stress`
/// must accept every one, at every size.
/// Both are in the problem package (0.01 s and 0.06 s under PyPy of 5 s).
pub const ACCEPTED: &[Accepted] = &[
    Accepted {
        file: "contest.cpp",
        source: include_str!("coloring_game/accepted/contest.cpp"),
        time_limit_ms: None,
        in_package: true,
    },
    Accepted {
        file: "big_xor.py",
        source: include_str!("coloring_game/accepted/big_xor.py"),
        time_limit_ms: Some(10_000),
        in_package: true,
    },
];

/// A correct solution too slow for the time limit on the largest data (see
/// its opening comment).
pub const SLOW: &[Slow] =
    &[Slow { file: "connected_sets.cpp", source: include_str!("coloring_game/slow/connected_sets.cpp") }];
