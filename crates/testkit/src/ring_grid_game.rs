//! ring-grid-game (2023 NOIP A-level joint test 17, 游戏): generator, an
//! oracle that searches a single piece's game over (cell, visited cells), and
//! a plainly written O(m²)-a-row reference that walks every sideways chain.

/// The strict validator: `validator::validate`, and a program of its own
/// (`src/ring_grid_game/validator.rs`) that a problem package carries as it is.
#[allow(dead_code)]
pub mod validator;

/// The rules as code: positions, moves and the pieces' values, for `cargo explain`.
pub mod rules;

/// The table of one row's values for `cargo table`, valued by play.
pub mod table;

use crate::ground::{
    grid_cuts, mex, solvable, variants, whole_within, without, without_columns, GridCut, Size, Variants,
};
use crate::programs::{Accepted, Slow, Wrong};
use crate::rng::Rng;
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

/// The oracle searches boards of at most this many cells.
pub const ORACLE_CELLS: usize = 20;

#[derive(Clone, Debug)]
pub struct Board {
    pub cells: Vec<Vec<u8>>,
}

impl Board {
    pub fn rows(&self) -> usize {
        self.cells.len()
    }
    pub fn columns(&self) -> usize {
        self.cells[0].len()
    }
    /// The pieces' cells, row by row (0-based).
    pub fn pieces(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.cells.iter().enumerate().flat_map(|(row, cells)| {
            cells.iter().enumerate().filter(|(_, &cell)| cell == b'B').map(move |(column, _)| (row, column))
        })
    }
}

pub fn parse(input: &str) -> Vec<Board> {
    let mut tokens = input.split_ascii_whitespace();
    let tests: usize = tokens.next().unwrap().parse().unwrap();
    (0..tests)
        .map(|_| {
            let rows: usize = tokens.next().unwrap().parse().unwrap();
            let _columns: usize = tokens.next().unwrap().parse().unwrap();
            Board { cells: (0..rows).map(|_| tokens.next().unwrap().as_bytes().to_vec()).collect() }
        })
        .collect()
}

fn verdict(total: usize) -> &'static str {
    if total != 0 {
        "A\n"
    } else {
        "B\n"
    }
}

/// The cells a piece on (row, column) may step to (0-based), in the order
/// down, left, right: never below the last row, never onto `#`, never onto a
/// cell of its row it has visited (`visited(column)`; no move goes up, so the
/// cells it visited in rows above can never be entered again). In a row of
/// two columns left and right are one cell, listed once; in a row of one
/// column that cell is the piece's own. The one move generator: the oracle
/// and the rules (`rules::RingGrid`) both step by it.
pub fn steps(board: &Board, row: usize, column: usize, visited: impl Fn(usize) -> bool) -> Vec<(usize, usize)> {
    let columns = board.columns();
    let mut targets = Vec::with_capacity(3);
    if row + 1 < board.rows() && board.cells[row + 1][column] != b'#' {
        targets.push((row + 1, column));
    }
    for sideways in [(column + columns - 1) % columns, (column + 1) % columns] {
        if board.cells[row][sideways] != b'#' && !visited(sideways) && !targets.contains(&(row, sideways)) {
            targets.push((row, sideways));
        }
    }
    targets
}

/// The game of one piece, searched over (cell, visited cells) with the move
/// rule as written (`steps`). Cells of rows above the piece can never be
/// entered again (no move goes up), so they are left out of the memo key.
pub struct PieceGame<'a> {
    board: &'a Board,
    memo: HashMap<(usize, u32), usize>,
}

impl<'a> PieceGame<'a> {
    pub fn new(board: &'a Board) -> Self {
        assert!(board.rows() * board.columns() <= ORACLE_CELLS, "the oracle covers boards of at most 20 cells");
        PieceGame { board, memo: HashMap::default() }
    }

    /// The bit of a cell in a set of visited cells.
    pub fn bit(&self, row: usize, column: usize) -> u32 {
        1 << (row * self.board.columns() + column)
    }

    /// The value of a piece on (row, column) that has visited `visited`
    /// (bits by `bit`, its own cell included).
    pub fn value(&mut self, row: usize, column: usize, visited: u32) -> usize {
        let columns = self.board.columns();
        let from_this_row = visited & !(self.bit(row, 0) - 1);
        let key = (row * columns + column, from_this_row);
        if let Some(&value) = self.memo.get(&key) {
            return value;
        }
        let row_bit = |column: usize| self.bit(row, column);
        let targets = steps(self.board, row, column, |sideways| visited & row_bit(sideways) != 0);
        let options: Vec<usize> = targets
            .into_iter()
            .map(|(next_row, next_column)| self.value(next_row, next_column, visited | self.bit(next_row, next_column)))
            .collect();
        let value = mex(options);
        self.memo.insert(key, value);
        value
    }
}

/// Each piece's value by exhaustive search, XORed.
pub fn board_value(board: &Board) -> usize {
    let mut game = PieceGame::new(board);
    let pieces: Vec<(usize, usize)> = board.pieces().collect();
    pieces.into_iter().fold(0, |total, (row, column)| total ^ game.value(row, column, game.bit(row, column)))
}

pub fn oracle(input: &str) -> String {
    parse(input).iter().map(|board| verdict(board_value(board))).collect()
}

/// The least value in 0..=4 not among `values` (`None` is no value).
fn small_mex(values: &[Option<usize>]) -> usize {
    (0..).find(|candidate| !values.contains(&Some(*candidate))).unwrap()
}

/// Values of every cell, rows bottom-up, walking each sideways chain cell by
/// cell: O(m) a cell. `None` for obstacles.
pub fn slow_cell_values(board: &Board) -> Vec<Vec<Option<usize>>> {
    let (rows, columns) = (board.rows(), board.columns());
    let mut values = vec![vec![None; columns]; rows];
    let mut chain = Vec::with_capacity(columns);
    for row in (0..rows).rev() {
        let down = |values: &Vec<Vec<Option<usize>>>, column: usize| {
            if row + 1 < rows {
                values[row + 1][column]
            } else {
                None
            }
        };
        for column in 0..columns {
            if board.cells[row][column] == b'#' {
                continue;
            }
            let mut options = [down(&values, column), None, None];
            for (option, direction) in options[1..].iter_mut().zip([columns - 1, 1]) {
                // The cells a piece entering at `column` can walk through this way.
                chain.clear();
                let mut x = (column + direction) % columns;
                while x != column && board.cells[row][x] != b'#' {
                    chain.push(x);
                    x = (x + direction) % columns;
                }
                // From the far end back: at each cell, go on or drop down.
                let mut going_on: Option<usize> = None;
                for &x in chain.iter().rev() {
                    going_on = Some(small_mex(&[down(&values, x), going_on]));
                }
                *option = going_on;
            }
            values[row][column] = Some(small_mex(&options));
        }
    }
    values
}

/// `mex` of one or two values of 0..=2 (`None` is no value): what a piece
/// on its way along a row faces — drop down, or go on.
fn mex_of_two(first: Option<u8>, second: Option<u8>) -> u8 {
    (0..).find(|&value| first != Some(value) && second != Some(value)).unwrap()
}

/// A map of {0, 1, 2, 3, none} (index 4 is none) to 0..=2: what one cell of a
/// sideways chain does to the value of the chain's rest beyond it.
type Step = [u8; 5];

const NONE: usize = 4;

fn step_map(down: Option<u8>) -> Step {
    let mut map = [0; 5];
    for (input, image) in map.iter_mut().enumerate() {
        *image = mex_of_two(down, (input < NONE).then_some(input as u8));
    }
    map
}

/// `outer ∘ inner`.
fn compose(outer: &Step, inner: &Step) -> Step {
    let mut map = [0; 5];
    for (input, image) in map.iter_mut().enumerate() {
        *image = outer[inner[input] as usize];
    }
    map
}

/// In a row without obstacles (a ring), for each entry cell e the value of
/// going right: the chain e+1, e+2, …, e−1 (m − 1 cells, around the ring),
/// each cell's value the mex of its drop and the rest of the chain, the last
/// one's only its drop: `f(e+1) ∘ … ∘ f(e+m−1)` applied to none.
///
/// Every such chain is a window of m − 1 consecutive maps in the row written
/// twice. Cut that doubled row into blocks of m − 1: a window is a suffix of
/// one block followed by a prefix of the next, so the suffix compositions
/// (from each cell to its block's end) and the prefix compositions (from a
/// block's start to each cell) give every window with one composition each.
/// O(m) a row, against the O(m²) walk of `slow_cell_values`.
fn ring_chains(down: &[Option<u8>]) -> Vec<Option<u8>> {
    let columns = down.len();
    let length = columns - 1;
    if length == 0 {
        return vec![None];
    }
    let maps: Vec<Step> = (0..2 * columns).map(|index| step_map(down[index % columns])).collect();
    let identity: Step = [0, 1, 2, 3, 4];
    let mut suffix = vec![identity; 2 * columns];
    let mut prefix = vec![identity; 2 * columns];
    for index in (0..2 * columns).rev() {
        let block_end = index / length * length + length - 1;
        suffix[index] = if index == block_end || index + 1 == 2 * columns {
            maps[index]
        } else {
            compose(&maps[index], &suffix[index + 1])
        };
    }
    for index in 0..2 * columns {
        prefix[index] = if index % length == 0 { maps[index] } else { compose(&prefix[index - 1], &maps[index]) };
    }
    (0..columns)
        .map(|entry| {
            let (first, last) = (entry + 1, entry + length);
            // One whole block, or the end of one and the start of the next.
            Some(if first % length == 0 { prefix[last][NONE] } else { suffix[first][prefix[last][NONE] as usize] })
        })
        .collect()
}

/// In a row with an obstacle, for each entry cell the value of going right:
/// the chain runs to the cell before the next obstacle (never round to the
/// entry cell, which lies beyond that obstacle). One pass from each obstacle
/// leftwards gives every chain's value at once.
fn segment_chains(cells: &[u8], down: &[Option<u8>]) -> Vec<Option<u8>> {
    let columns = cells.len();
    let obstacle = cells.iter().position(|&cell| cell == b'#').expect("a row with an obstacle");
    // going_on[x]: the value of a piece that has just stepped right onto x.
    let mut going_on = vec![None; columns];
    for offset in 1..columns {
        let column = (obstacle + columns - offset) % columns;
        if cells[column] != b'#' {
            going_on[column] = Some(mex_of_two(down[column], going_on[(column + 1) % columns]));
        }
    }
    (0..columns).map(|entry| going_on[(entry + 1) % columns]).collect()
}

/// The values of every cell (a piece that has just entered it, from above or
/// as its start), rows bottom-up, each row by [`row_values`]. `None` for
/// obstacles.
pub fn cell_values(board: &Board) -> Vec<Vec<Option<u8>>> {
    let (rows, columns) = (board.rows(), board.columns());
    let mut values: Vec<Vec<Option<u8>>> = vec![Vec::new(); rows];
    for row in (0..rows).rev() {
        let down: Vec<Option<u8>> = if row + 1 < rows { values[row + 1].clone() } else { vec![None; columns] };
        values[row] = row_values(&board.cells[row], &down);
    }
    values
}

/// One row's values from the values below it (`down[c]`: the value of the
/// cell below, `None` under the last row or where it is an obstacle), in
/// O(m): `ring_chains` for a row without obstacles, `segment_chains`
/// otherwise; left chains are right chains of the row read backwards. The
/// write-up's way, and `cargo table ring-grid-game`'s formula.
pub fn row_values(cells: &[u8], down: &[Option<u8>]) -> Vec<Option<u8>> {
    let chains = |cells: &[u8], down: &[Option<u8>]| {
        if cells.contains(&b'#') {
            segment_chains(cells, down)
        } else {
            ring_chains(down)
        }
    };
    let right = chains(cells, down);
    let reversed_cells: Vec<u8> = cells.iter().rev().copied().collect();
    let reversed_down: Vec<Option<u8>> = down.iter().rev().copied().collect();
    let mut left = chains(&reversed_cells, &reversed_down);
    left.reverse();
    (0..cells.len())
        .map(|column| {
            (cells[column] != b'#').then(|| {
                let options = [down[column], right[column], left[column]];
                (0..).find(|value| !options.contains(&Some(*value))).unwrap()
            })
        })
        .collect()
}

/// Boards in parallel: the largest inputs take a while.
pub fn slow_reference(input: &str) -> String {
    parse(input)
        .par_iter()
        .map(|board| {
            let values = slow_cell_values(board);
            verdict(board.pieces().fold(0, |total, (row, column)| total ^ values[row][column].unwrap()))
        })
        .collect::<Vec<_>>()
        .concat()
}

/// The oracle when every board is within its reach, else the O(m²) reference.
pub fn full_reference(input: &str) -> String {
    let boards = parse(input);
    if boards.iter().all(|board| board.rows() * board.columns() <= ORACLE_CELLS) {
        oracle(input)
    } else {
        slow_reference(input)
    }
}

/// Chain steps the O(m²) reference may walk in a quick check (about a second).
const QUICK_STEPS: usize = 100_000_000;

pub fn reference(input: &str) -> Option<String> {
    let steps: usize = parse(input).iter().map(|board| board.rows() * board.columns() * board.columns()).sum();
    (steps <= QUICK_STEPS).then(|| full_reference(input))
}

/// A random board; obstacle-free rows (the ring case) are common.
pub fn random_board(rng: &mut Rng, rows: usize, columns: usize) -> Board {
    let obstacles = rng.range(0, 5);
    let pieces = rng.range(0, 10);
    let ring_rows = rng.range(0, 4);
    let cells = (0..rows)
        .map(|_| {
            let ring = rng.chance(ring_rows, 4);
            (0..columns)
                .map(|_| {
                    if !ring && rng.chance(obstacles, 10) {
                        b'#'
                    } else if rng.chance(pieces, 10) {
                        b'B'
                    } else {
                        b'.'
                    }
                })
                .collect()
        })
        .collect();
    Board { cells }
}

fn edge_board(rng: &mut Rng) -> Board {
    // Long thin boards too (6 to 10 cells a side), so that sizes with every
    // digit, 9 included, reach the programs.
    let (rows, columns) = match rng.usize(0, 3) {
        0 => (rng.usize(1, 2), rng.usize(6, 10)),
        1 => (rng.usize(6, 10), rng.usize(1, 2)),
        _ => {
            let rows = rng.usize(1, 4);
            (rows, rng.usize(1, ORACLE_CELLS / rows).min(5))
        }
    };
    let mut board = random_board(rng, rows, columns);
    match rng.usize(0, 5) {
        0 => board.cells.iter_mut().for_each(|row| row.iter_mut().for_each(|cell| *cell = b'B')),
        1 => board.cells.iter_mut().flatten().filter(|cell| **cell == b'B').for_each(|cell| *cell = b'.'),
        2 => {
            let row = rng.usize(0, rows - 1);
            board.cells[row].iter_mut().for_each(|cell| *cell = b'#');
        }
        3 => {
            // Pieces right beside obstacles.
            for row in board.cells.iter_mut() {
                for column in 0..columns {
                    if row[column] == b'#' {
                        let east = (column + 1) % columns;
                        if row[east] != b'#' {
                            row[east] = b'B';
                        }
                    }
                }
            }
        }
        4 => board
            .cells
            .iter_mut()
            .for_each(|row| row.iter_mut().filter(|cell| **cell == b'#').for_each(|cell| *cell = b'B')),
        _ => {
            let (row, column) = (rng.usize(0, rows - 1), rng.usize(0, columns - 1));
            board.cells[row][column] = b'B';
        }
    }
    board
}

pub fn write_boards(boards: &[Board]) -> String {
    let mut output = format!("{}\n", boards.len());
    for board in boards {
        writeln!(output, "{} {}", board.rows(), board.columns()).unwrap();
        for row in &board.cells {
            output.push_str(std::str::from_utf8(row).unwrap());
            output.push('\n');
        }
    }
    output
}

/// Boards of `Size::Small` and `Edge` stay within the oracle (at most 20
/// cells, 1 ≤ m ≤ 5, m = 1 and 2 included); `Max` is 4 tests of 1000×1000.
pub fn generate(rng: &mut Rng, size: Size) -> String {
    // A board without pieces has one position: always within the solver's bounds.
    let within = |rng: &mut Rng, draw: fn(&mut Rng) -> Board| {
        solvable(
            rng,
            draw,
            |board| whole_within::<rules::RingGrid>(&write_boards(std::slice::from_ref(board))),
            |mut board| {
                board.cells.iter_mut().flatten().filter(|cell| **cell == b'B').for_each(|cell| *cell = b'.');
                board
            },
        )
    };
    let boards: Vec<Board> = match size {
        Size::Small => (0..rng.usize(1, 3))
            .map(|_| {
                within(rng, |rng| {
                    let columns = rng.usize(1, 5);
                    let rows = rng.usize(1, ORACLE_CELLS / columns).min(4);
                    random_board(rng, rows, columns)
                })
            })
            .collect(),
        Size::Edge => (0..rng.usize(1, 4)).map(|_| within(rng, edge_board)).collect(),
        Size::Max => (0..4).map(|_| random_board(rng, 1000, 1000)).collect(),
    };
    write_boards(&boards)
}

/// Mid-size boards for the cross-check against the O(m²) reference.
pub fn generate_mid(rng: &mut Rng) -> String {
    let boards: Vec<Board> = (0..rng.usize(1, 3))
        .map(|_| {
            let (rows, columns) = (rng.usize(1, 60), rng.usize(1, 60));
            random_board(rng, rows, columns)
        })
        .collect();
    write_boards(&boards)
}

/// Smaller variants of a valid input, biggest cuts first: drop half of the
/// tests, a quarter, … one test; drop half of a board's rows (or columns), a
/// quarter, … one; then make a cell plainer (`B` to `.`, `.` to `#`: an
/// obstacle is the cell with the fewest moves). Each is written only when the
/// shrinker asks for it.
pub fn shrink(input: &str) -> Variants {
    let boards = parse(input);
    let shapes = boards.iter().map(|board| (board.rows(), board.columns())).collect();
    variants(boards, grid_cuts(shapes), |boards, cut| {
        let mut smaller = boards.clone();
        match cut {
            GridCut::Grids(span) => smaller = without(boards, span),
            GridCut::Rows(index, span) => smaller[index].cells = without(&boards[index].cells, span),
            GridCut::Columns(index, span) => smaller[index].cells = without_columns(&boards[index].cells, span),
            GridCut::Cell(index, row, column) => {
                let cell = &mut smaller[index].cells[row][column];
                *cell = match *cell {
                    b'B' => b'.',
                    b'.' => b'#',
                    _ => return None,
                };
            }
        }
        Some(write_boards(&smaller))
    })
}

/// Wrong solutions, one realistic mistake each (see each file's opening
/// comment): `cargo judge` and `cargo stress` must catch every one.
pub const WRONG: &[Wrong] = &[
    Wrong { name: "rows-do-not-wrap", verdict: "WA", source: include_str!("ring_grid_game/wrong/rows-do-not-wrap.rs") },
    Wrong { name: "one-column-crash", verdict: "RE", source: include_str!("ring_grid_game/wrong/one-column-crash.rs") },
];

/// Correct solutions that are not the workspace's, in the styles people
/// submit (see each file's opening comment): `cargo judge` and `cargo stress`
/// must accept every one, at every size.
/// `contest.cpp` is in the problem package (0.36-0.43 s of 2 s); `lifting.cpp`
/// is not (0.62-0.67 s; verifyproblem, this machine kind).
pub const ACCEPTED: &[Accepted] = &[
    Accepted {
        file: "contest.cpp",
        source: include_str!("ring_grid_game/accepted/contest.cpp"),
        time_limit_ms: None,
        in_package: true,
    },
    Accepted {
        file: "lifting.cpp",
        source: include_str!("ring_grid_game/accepted/lifting.cpp"),
        time_limit_ms: None,
        in_package: false,
    },
];

/// A correct solution too slow for the time limit on the largest data (see
/// its opening comment).
pub const SLOW: &[Slow] = &[Slow { file: "walks.py", source: include_str!("ring_grid_game/slow/walks.py") }];
