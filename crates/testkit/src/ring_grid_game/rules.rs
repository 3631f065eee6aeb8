//! ring-grid-game's rules as code: a test is a board of `#`, `B` and `.`; a
//! move takes one piece a step down, left or right (rows are rings), never
//! onto `#` and never onto a cell that piece has visited. Moves are written
//! `R,C:R,C->R,C`, 1-based: the piece (named by its starting cell), the cell
//! it is on, the cell it steps to (`1,2:2,2->2,3`: the piece that started on
//! row 1, column 2 steps from 2,2 right to 2,3).
//!
//! Each piece is a part (pieces never block each other). No move goes up, so
//! of the cells a piece has visited only those of its own row still matter,
//! and those are an arc: from the cell where it entered the row (from above,
//! or its start) along the way it has gone, since turning back would step
//! onto the cell it came from. A position is each piece's row, entry cell,
//! current cell and heading.

use super::{cell_values, steps, Board, PieceGame, ORACLE_CELLS};
use crate::ground::{draw_grid, mex, part_to_change, xor_sum, Grid, Note, Rules, Spot, Theme, Whole};
use crate::solver::{Count, Space, Sum};
use crate::t;
use serde_json::json;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// What does not change during a test: the board as given, its pieces and
/// the values of the cells.
pub struct Game {
    pub board: Board,
    /// The pieces' starting cells, row by row (0-based): part i is piece i.
    pub pieces: Vec<(usize, usize)>,
    /// The write-up's value of a piece that has just entered a cell (`None`: `#`).
    cells: Vec<Vec<Option<u8>>>,
    /// Each piece's value on its starting cell.
    start_values: Vec<u64>,
}

/// Where one piece is: on (row, column), having entered `row` at `entry`
/// and gone from there `right` or left (when it has not left `entry`, and in
/// a row of two columns, where both ways are one, `right` is true).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub row: usize,
    pub entry: usize,
    pub column: usize,
    pub right: bool,
}

impl Piece {
    fn entered(row: usize, column: usize) -> Piece {
        Piece { row, entry: column, column, right: true }
    }

    /// How far along its row from the entry cell a column is, the way the piece goes.
    fn offset(&self, column: usize, columns: usize) -> usize {
        if self.right {
            (column + columns - self.entry) % columns
        } else {
            (self.entry + columns - column) % columns
        }
    }

    /// Whether the piece has visited `column` of its row.
    fn visited(&self, column: usize, columns: usize) -> bool {
        self.offset(column, columns) <= self.offset(self.column, columns)
    }

    /// The cells it may step to (0-based), by the one move generator.
    fn steps(&self, board: &Board) -> Vec<(usize, usize)> {
        steps(board, self.row, self.column, |column| self.visited(column, board.columns()))
    }

    /// The piece after a step to `to` (one of `steps`).
    fn step(&self, to: (usize, usize), columns: usize) -> Piece {
        if to.0 != self.row {
            return Piece::entered(to.0, to.1);
        }
        let right = if self.column == self.entry { to.1 == (self.column + 1) % columns } else { self.right };
        Piece { column: to.1, right, ..*self }
    }
}

/// One test's position: the game and the pieces that have moved, by index
/// (the others are on their starting cells), so that a position of a million
/// pieces is copied cheaply along a line and hashed cheaply in a search.
#[derive(Clone)]
pub struct Position {
    pub game: Arc<Game>,
    moved: Vec<(usize, Piece)>,
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.game, &other.game) && self.moved == other.moved
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // One word for the whole position: searches hash many of them.
        let mut fingerprint = 0u64;
        for (index, piece) in &self.moved {
            let packed = (piece.row as u64) << 42 | (piece.entry as u64) << 21 | (piece.column as u64) << 1;
            fingerprint = (fingerprint.rotate_left(17) ^ (*index as u64) ^ (packed | u64::from(piece.right)))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        state.write_u64(fingerprint);
    }
}

impl Position {
    pub fn new(board: Board) -> Position {
        let cells = cell_values(&board);
        let pieces: Vec<(usize, usize)> = board.pieces().collect();
        let start_values = pieces.iter().map(|&(row, column)| u64::from(cells[row][column].unwrap())).collect();
        Position { game: Arc::new(Game { board, pieces, cells, start_values }), moved: Vec::new() }
    }

    /// Where piece `index` is, if it has moved.
    fn moved_piece(&self, index: usize) -> Option<Piece> {
        self.moved.binary_search_by_key(&index, |&(moved, _)| moved).ok().map(|at| self.moved[at].1)
    }

    /// Where piece `index` is.
    pub fn piece(&self, index: usize) -> Piece {
        self.moved_piece(index).unwrap_or_else(|| {
            let (row, column) = self.game.pieces[index];
            Piece::entered(row, column)
        })
    }

    /// The moves of piece `index`, in the generator's order.
    fn moves_of(&self, index: usize) -> Vec<Move> {
        let piece = self.piece(index);
        let (start, from) = (one_based(self.game.pieces[index]), one_based((piece.row, piece.column)));
        piece.steps(&self.game.board).into_iter().map(|to| Move { piece: start, from, to: one_based(to) }).collect()
    }

    /// The index of the piece that started on (row, column), 0-based.
    fn index_of(&self, start: (usize, usize)) -> Option<usize> {
        self.game.pieces.binary_search(&start).ok()
    }

    /// The write-up's value of a piece: a cell's value when it has just
    /// entered it; on its way along a row, the mex of its drop and the rest
    /// of its way, walked to the end (an obstacle, or the entry cell ahead).
    fn value(&self, piece: &Piece) -> u8 {
        let game = &self.game;
        if piece.column == piece.entry {
            return game.cells[piece.row][piece.column].expect("a piece on an obstacle");
        }
        let (board, columns) = (&game.board, game.board.columns());
        let down = |column: usize| game.cells.get(piece.row + 1).and_then(|cells| cells[column]);
        let step = |column: usize| if piece.right { (column + 1) % columns } else { (column + columns - 1) % columns };
        let mut way = vec![piece.column];
        let mut next = step(piece.column);
        while next != piece.entry && board.cells[piece.row][next] != b'#' {
            way.push(next);
            next = step(next);
        }
        way.iter()
            .rev()
            .fold(None, |beyond: Option<u8>, &column| {
                Some(mex([down(column), beyond].into_iter().flatten().map(usize::from)) as u8)
            })
            .unwrap()
    }

    /// The piece's steps with the value of each piece after it.
    fn options(&self, piece: &Piece) -> Vec<((usize, usize), u8)> {
        let columns = self.game.board.columns();
        piece.steps(&self.game.board).into_iter().map(|to| (to, self.value(&piece.step(to, columns)))).collect()
    }
}

/// A move: the piece that started on `piece` steps from `from` to `to`
/// (rows and columns 1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub piece: (usize, usize),
    pub from: (usize, usize),
    pub to: (usize, usize),
}

fn one_based((row, column): (usize, usize)) -> (usize, usize) {
    (row + 1, column + 1)
}

fn cell_text((row, column): (usize, usize)) -> String {
    format!("{},{}", row, column)
}

/// Each cell's symbol as the drawings show it (0-based): `B` a piece, 2–9
/// that many (`+` ten or more), `o` a cell a moved piece has passed in its
/// row, `#` an obstacle, `.` empty.
fn cell_symbols(position: &Position) -> impl Fn(usize, usize) -> char + '_ {
    let board = &position.game.board;
    let columns = board.columns();
    // Pieces on each cell (saturating: ten or more are drawn alike), one
    // count a cell: a large board has a million cells and as many pieces.
    let mut on = vec![0u8; board.rows() * columns];
    for index in 0..position.game.pieces.len() {
        let piece = position.piece(index);
        let count = &mut on[piece.row * columns + piece.column];
        *count = count.saturating_add(1);
    }
    // The cells moved pieces have visited in their rows.
    let mut trail: BTreeSet<(usize, usize)> = BTreeSet::new();
    for &(index, _) in &position.moved {
        let piece = position.piece(index);
        for column in 0..columns {
            if piece.visited(column, columns) {
                trail.insert((piece.row, column));
            }
        }
    }
    move |row: usize, column: usize| match on[row * columns + column] {
        0 if board.cells[row][column] == b'#' => '#',
        0 if trail.contains(&(row, column)) => 'o',
        0 => '.',
        1 => 'B',
        many if many < 10 => char::from(b'0' + many),
        _ => '+',
    }
}

/// The pieces (their indexes) on each cell they stand on, 0-based, moved or not.
fn pieces_by_cell(position: &Position) -> BTreeMap<(usize, usize), Vec<usize>> {
    let mut on: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    for index in 0..position.game.pieces.len() {
        let piece = position.piece(index);
        on.entry((piece.row, piece.column)).or_default().push(index);
    }
    on
}

pub struct RingGrid;

/// Moved pieces listed under a drawing, at most.
const LISTED_MOVED: usize = 12;

/// How a piece came to be where it is, in words.
fn heading(piece: &Piece) -> String {
    if piece.column == piece.entry {
        t!("rg-just-entered", row = piece.row + 1)
    } else if piece.right {
        t!("rg-heading-right", row = piece.row + 1, column = piece.entry + 1)
    } else {
        t!("rg-heading-left", row = piece.row + 1, column = piece.entry + 1)
    }
}

impl Rules for RingGrid {
    type Position = Position;
    type Move = Move;
    type Value = u64;

    const PARTS: &'static str = "rg-parts";
    const ORACLE: &'static str = "rg-oracle";

    fn tests(input: &str) -> Vec<Position> {
        super::parse(input).into_iter().map(Position::new).collect()
    }

    fn themes() -> Vec<Theme> {
        vec![
            Theme::new("one-ring", t!("rg-theme-one-row"), t!("rg-theme-one-row-idea")),
            Theme::new("one-piece", t!("rg-theme-one-piece"), t!("rg-theme-one-piece-idea")),
            Theme::new("many-pieces", t!("rg-theme-pieces"), t!("rg-theme-pieces-idea")),
        ]
    }

    /// A board of one row (the pieces go round it only); else one piece or several.
    fn theme(position: &Position) -> usize {
        if position.game.board.rows() == 1 {
            0
        } else if position.game.pieces.len() == 1 {
            1
        } else {
            2
        }
    }

    fn moves(position: &Position) -> Vec<Move> {
        (0..position.game.pieces.len()).flat_map(|index| position.moves_of(index)).collect()
    }

    fn first_move(position: &Position) -> Option<Move> {
        (0..position.game.pieces.len()).find_map(|index| position.moves_of(index).into_iter().next())
    }

    /// Piece by piece, stopping past `limit` (a million pieces have some
    /// three million moves).
    fn moves_up_to(position: &Position, limit: usize) -> (Vec<Move>, bool) {
        let mut result = Vec::new();
        for index in 0..position.game.pieces.len() {
            result.extend(position.moves_of(index));
            if result.len() > limit {
                result.truncate(limit);
                return (result, false);
            }
        }
        (result, true)
    }

    fn move_count(position: &Position) -> Option<u64> {
        let board = &position.game.board;
        Some((0..position.game.pieces.len()).map(|index| position.piece(index).steps(board).len() as u64).sum())
    }

    /// Round by round over the pieces in order: the k-th step of each.
    fn sample_moves(position: &Position, count: usize) -> Vec<Move> {
        let mut picked = Vec::new();
        for round in 0..3 {
            for index in 0..position.game.pieces.len() {
                if picked.len() == count {
                    return picked;
                }
                if let Some(chosen) = position.moves_of(index).into_iter().nth(round) {
                    picked.push(chosen);
                }
            }
        }
        picked
    }

    fn apply(position: &Position, chosen: &Move) -> Result<Position, String> {
        let board = &position.game.board;
        let zero_based = |(row, column): (usize, usize)| {
            (row >= 1 && row <= board.rows() && column >= 1 && column <= board.columns())
                .then(|| (row - 1, column - 1))
                .ok_or_else(|| {
                    t!("rg-no-cell", cell = cell_text((row, column)), rows = board.rows(), columns = board.columns())
                })
        };
        let start = zero_based(chosen.piece)?;
        let from = zero_based(chosen.from)?;
        let to = zero_based(chosen.to)?;
        let index = position.index_of(start).ok_or_else(|| t!("rg-no-piece", cell = cell_text(chosen.piece)))?;
        let piece = position.piece(index);
        if (piece.row, piece.column) != from {
            return Err(t!(
                "rg-elsewhere",
                piece = cell_text(chosen.piece),
                at = cell_text(one_based((piece.row, piece.column))),
                asked = cell_text(chosen.from)
            ));
        }
        let targets = piece.steps(board);
        if !targets.contains(&to) {
            let why = if to.0 == from.0 + 1 && to.1 == from.1 {
                t!("rg-below-obstacle")
            } else if to.0 == from.0
                && (to.1 == (from.1 + 1) % board.columns() || (to.1 + 1) % board.columns() == from.1)
            {
                if board.cells[to.0][to.1] == b'#' {
                    t!("rg-obstacle")
                } else {
                    t!("rg-visited")
                }
            } else {
                t!("rg-one-step")
            };
            return Err(t!("rg-cannot-step", from = cell_text(chosen.from), to = cell_text(chosen.to), why = why));
        }
        let mut next = position.clone();
        let stepped = piece.step(to, board.columns());
        match next.moved.binary_search_by_key(&index, |&(moved, _)| moved) {
            Ok(at) => next.moved[at].1 = stepped,
            Err(at) => next.moved.insert(at, (index, stepped)),
        }
        Ok(next)
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        let shape = || t!("rg-not-a-move", text = format!("{:?}", text.trim()));
        let cell = |part: &str| -> Result<(usize, usize), String> {
            let (row, column) = part.split_once(',').ok_or_else(shape)?;
            Ok((row.trim().parse().map_err(|_| shape())?, column.trim().parse().map_err(|_| shape())?))
        };
        let (piece, rest) = text.split_once(':').ok_or_else(shape)?;
        let (from, to) = rest.split_once("->").ok_or_else(shape)?;
        Ok(Move { piece: cell(piece)?, from: cell(from)?, to: cell(to)? })
    }

    fn show_move(chosen: &Move) -> String {
        format!("{}:{}->{}", cell_text(chosen.piece), cell_text(chosen.from), cell_text(chosen.to))
    }

    fn move_json(chosen: &Move) -> serde_json::Value {
        let pair = |(row, column): (usize, usize)| json!([row, column]);
        json!({"piece": pair(chosen.piece), "from": pair(chosen.from), "to": pair(chosen.to)})
    }

    fn describe_move(position: &Position, chosen: &Move) -> String {
        let columns = position.game.board.columns();
        let way = if chosen.to.0 == chosen.from.0 + 1 {
            t!("rg-down")
        } else if chosen.to.1 == chosen.from.1 % columns + 1 {
            if chosen.to.1 == 1 {
                t!("rg-right-round")
            } else {
                t!("rg-right")
            }
        } else if chosen.to.1 == columns {
            t!("rg-left-round")
        } else {
            t!("rg-left")
        };
        t!(
            "rg-describe",
            piece = cell_text(chosen.piece),
            way = way,
            from = cell_text(chosen.from),
            to = cell_text(chosen.to)
        )
    }

    fn part_of_move(position: &Position, chosen: &Move) -> usize {
        position.index_of((chosen.piece.0 - 1, chosen.piece.1 - 1)).expect("a move of a piece of the board")
    }

    fn draw(position: &Position, _summary: bool) -> String {
        let board = &position.game.board;
        let (rows, columns) = (board.rows(), board.columns());
        let symbol = cell_symbols(position);
        let mut seen: BTreeSet<char> = BTreeSet::new();
        let mut text = draw_grid(rows, columns, |row, column| {
            let shown = symbol(row, column);
            seen.insert(shown);
            shown
        });
        let mut legend = Vec::new();
        if seen.contains(&'B') {
            legend.push(t!("rg-legend-piece"));
        }
        if seen.iter().any(|symbol| symbol.is_ascii_digit() || *symbol == '+') {
            legend.push(t!("rg-legend-count"));
        }
        if seen.contains(&'o') {
            legend.push(t!("rg-legend-trail"));
        }
        if seen.contains(&'#') {
            legend.push(t!("rg-legend-obstacle"));
        }
        legend.push(t!("rg-legend-empty"));
        writeln!(text, "{}", t!("rg-legend", items = legend.join(&t!("list-separator")))).unwrap();
        let moved: Vec<usize> = position.moved.iter().map(|&(index, _)| index).collect();
        for &index in moved.iter().take(LISTED_MOVED) {
            let piece = position.piece(index);
            let moved = t!(
                "rg-moved",
                piece = cell_text(one_based(position.game.pieces[index])),
                at = cell_text(one_based((piece.row, piece.column))),
                heading = heading(&piece)
            );
            writeln!(text, "{}", moved).unwrap();
        }
        if moved.len() > LISTED_MOVED {
            writeln!(text, "{}", t!("rg-more-moved", count = moved.len() - LISTED_MOVED)).unwrap();
        }
        text
    }

    fn grid(position: &Position) -> Option<Grid<'_>> {
        let board = &position.game.board;
        Some(Grid { rows: board.rows(), columns: board.columns(), symbol: Box::new(cell_symbols(position)) })
    }

    const LEGEND: &'static [(char, &'static str, &'static str)] = &[
        ('B', "piece", "legend-piece"),
        ('o', "trail", "rg-legend-trail-page"),
        ('#', "obstacle", "legend-obstacle"),
        ('.', "empty", "legend-empty"),
    ];

    const MOVES_A_PIECE: bool = true;

    fn move_cells(_position: &Position, chosen: &Move) -> Vec<(usize, usize)> {
        [chosen.from, chosen.to].iter().map(|&(row, column)| (row - 1, column - 1)).collect()
    }

    /// A move changes one piece: its value alone is taken again.
    fn total_after(position: &Position, values: &[u64], total: &u64, chosen: &Move, after: &Position) -> u64 {
        let start = (chosen.piece.0 - 1, chosen.piece.1 - 1);
        match position.index_of(start) {
            Some(index) => total ^ values[index] ^ u64::from(after.value(&after.piece(index))),
            None => xor_sum(&Self::values(after)),
        }
    }

    fn size(position: &Position) -> usize {
        position.game.board.rows() * position.game.board.columns()
    }

    fn values(position: &Position) -> Vec<u64> {
        let mut values = position.game.start_values.clone();
        for (index, piece) in &position.moved {
            values[*index] = u64::from(position.value(piece));
        }
        values
    }

    fn place(position: &Position, index: usize) -> (String, serde_json::Value) {
        let (row, column) = one_based(position.game.pieces[index]);
        (t!("rg-piece", cell = cell_text((row, column))), json!({"piece": [row, column]}))
    }

    fn detail(position: &Position, index: usize) -> String {
        let piece = position.piece(index);
        let at = cell_text(one_based((piece.row, piece.column)));
        let on = if position.moved_piece(index).is_some() {
            t!("rg-on-heading", at = &at, heading = heading(&piece))
        } else {
            t!("rg-on", at = &at)
        };
        let options = position.options(&piece);
        if options.is_empty() {
            return t!("rg-no-step", on = on);
        }
        let columns = position.game.board.columns();
        let named: Vec<String> = options
            .iter()
            .map(|&(to, value)| {
                let way = if to.0 != piece.row {
                    t!("rg-down")
                } else if to.1 == (piece.column + 1) % columns {
                    t!("rg-right")
                } else {
                    t!("rg-left")
                };
                t!("rg-way-value", way = way, value = value)
            })
            .collect();
        let value = mex(options.iter().map(|&(_, value)| usize::from(value)));
        t!("rg-steps", on = on, steps = named.join(&t!("list-separator")), value = value)
    }

    /// Each piece's value at its cell (`data-part-value`); pieces that
    /// share a cell, their XOR in the cell's corner beside their count.
    fn notes(position: &Position, values: &[u64]) -> Vec<Note> {
        pieces_by_cell(position)
            .into_iter()
            .map(|(cell, pieces)| {
                let together = pieces.iter().fold(0, |total, &index| total ^ values[index]);
                let each: Vec<String> = pieces
                    .iter()
                    .map(|&index| {
                        t!(
                            "rg-note-piece",
                            piece = cell_text(one_based(position.game.pieces[index])),
                            value = values[index],
                            detail = Self::detail(position, index)
                        )
                    })
                    .collect();
                let title = if pieces.len() == 1 {
                    each[0].clone()
                } else {
                    t!("rg-note-pieces", count = pieces.len(), value = together, each = each.join("; "))
                };
                Note {
                    cells: vec![cell],
                    label: Some(together.to_string()),
                    spot: if pieces.len() == 1 { Spot::Centre } else { Spot::Corner },
                    title,
                    class: "piece-value",
                    data: vec![("data-part-value", together.to_string())],
                }
            })
            .collect()
    }

    const NOTES_LEGEND: &'static str = "rg-notes-legend";

    fn oracle_values(position: &Position) -> Option<Vec<u64>> {
        let board = &position.game.board;
        if board.rows() * board.columns() > ORACLE_CELLS {
            return None;
        }
        let mut game = PieceGame::new(board);
        let values = (0..position.game.pieces.len())
            .map(|index| {
                let piece = position.piece(index);
                let visited = (0..board.columns())
                    .filter(|&column| piece.visited(column, board.columns()))
                    .fold(0, |visited, column| visited | game.bit(piece.row, column));
                game.value(piece.row, piece.column, visited) as u64
            })
            .collect();
        Some(values)
    }

    /// With total X ≠ 0, the piece whose value v holds X's highest bit
    /// (`part_to_change`) has v XOR X < v; v is the mex of its steps'
    /// values, so some step leads to a piece worth v XOR X, and the total
    /// becomes 0.
    fn winning_move(position: &Position, values: &[u64]) -> Option<Move> {
        let (index, total) = part_to_change(values)?;
        let piece = position.piece(index);
        let target = values[index] ^ total;
        let (to, _) = position.options(&piece).into_iter().find(|&(_, value)| u64::from(value) == target)?;
        Some(Move {
            piece: one_based(position.game.pieces[index]),
            from: one_based((piece.row, piece.column)),
            to: one_based(to),
        })
    }

    fn answer(first_player_wins: bool) -> String {
        (if first_player_wins { "A" } else { "B" }).to_string()
    }

    fn whole(position: &Position) -> Result<Box<dyn Whole<Position>>, Count> {
        let game = Arc::clone(&position.game);
        let pieces: Vec<Piece> = (0..game.pieces.len()).map(|index| position.piece(index)).collect();
        let (board, columns) = (&game.board, game.board.columns());
        let sum = Sum::explore(&pieces, 1, |piece, _| {
            piece.steps(board).into_iter().map(|to| piece.step(to, columns)).collect()
        })?;
        Ok(Box::new(WholeBoard { game, sum }))
    }
}

/// A board's whole game: a sum of its pieces, each piece everywhere it can
/// go (down a row, or on along its row the way it went).
struct WholeBoard {
    game: Arc<Game>,
    sum: Sum<Piece>,
}

impl Whole<Position> for WholeBoard {
    fn space(&self) -> &dyn Space {
        &self.sum
    }

    fn locate(&self, position: &Position) -> Option<u64> {
        if !Arc::ptr_eq(&self.game, &position.game) {
            return None;
        }
        let pieces: Vec<Piece> = (0..self.game.pieces.len()).map(|index| position.piece(index)).collect();
        self.sum.locate(&pieces, 0)
    }
}
