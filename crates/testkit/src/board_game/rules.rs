//! board-game's rules as code: a test is an n×m board, empty at the start,
//! and T patterns; a move puts a stone on an empty cell, and the player whose
//! move makes a pattern appear wins at once. Moves are written `R,C`, 1-based
//! (`2,3`: a stone on row 2, column 3).
//!
//! The game does not split into parts: it is one game, valued by the
//! write-up's retrograde table over every set of stones (a bit a set), from
//! the full board down. Its value here is 1 when the player to move wins and
//! 0 when not.

use super::{placements, to_move_wins, Board, ORACLE_CELLS};
use crate::ground::{Grid, Rules, Theme, Whole};
use crate::html::escape;
use crate::solver::{Count, Filling, Space};
use crate::t;
use rustc_hash::FxHashMap as HashMap;
use serde_json::json;
use std::fmt::Write;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, PoisonError};

/// Cells inside one word of a bit table: its 64 bits are the 64 sets of
/// stones on the low six cells.
const WORD_CELLS: usize = 6;

/// The bits of a word whose set lacks low cell `cell`.
fn without(cell: usize) -> u64 {
    (0..64).filter(|set| set >> cell & 1 == 0).fold(0, |bits, set| bits | 1 << set)
}

/// A table of one bit for each set of stones on a board of `cells` cells.
pub struct Table {
    words: Vec<u64>,
}

impl Table {
    pub fn get(&self, stones: usize) -> bool {
        self.words[stones >> WORD_CELLS] >> (stones & 63) & 1 == 1
    }
}

/// `count` zeroed words for a table; on Linux in huge pages where the
/// system gives them on request (a 27-cell board's table is 16 MB: 8
/// pages rather than 4,096 to fault in, and far fewer address-translation
/// misses as the solve reads words a megabyte apart).
fn zeroed_words(count: usize) -> Vec<u64> {
    let words = vec![0u64; count];
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let (start, end) = (words.as_ptr() as usize, words.as_ptr() as usize + count * 8);
        let (first, last) = (start.div_ceil(HUGE) * HUGE, end / HUGE * HUGE);
        if first < last {
            #[allow(unsafe_code)]
            // SAFETY: advice on whole pages inside the vector's own untouched
            // allocation; it changes how they are backed, not what they hold.
            unsafe {
                libc::madvise(first as *mut libc::c_void, last - first, libc::MADV_HUGEPAGE);
            }
        }
    }
    words
}

/// `ended`: the sets of stones that show a pattern, built as the write-up
/// says: mark every placement, then every superset (a pattern that shows
/// goes on showing as stones are added). One pass over the words, from the
/// emptiest: a word's sets are its own placements and their supersets
/// within the word (by shifting, a cell at a time), and every set of the
/// words one high stone fewer (done before it) with that stone added.
pub fn ended_table(cells: usize, placements: &[usize]) -> Table {
    let low = cells.min(WORD_CELLS);
    let high = cells - low;
    let without: Vec<u64> = (0..low).map(without).collect();
    let mut words = zeroed_words(1 << high);
    for &placement in placements {
        words[placement >> WORD_CELLS] |= 1 << (placement & 63);
    }
    for index in 0..words.len() {
        let mut word = words[index];
        if word != 0 {
            for (cell, without) in without.iter().enumerate() {
                word |= (word & without) << (1 << cell);
            }
        }
        // (Without a branch: a cell not in the word's set names the word itself.)
        for cell in 0..high {
            word |= words[index & !(1 << cell)];
        }
        words[index] = word;
    }
    Table { words }
}

/// `lost`: the sets where the player to move loses — a pattern shows (the
/// opponent's move made it appear), or no empty cell leads to a lost set
/// (vacuously on a full board). Solved from the full board down: a word
/// after all the words with more high cells; inside a word, a popcount layer
/// of the low cells at a time, from the fullest. Words 2j and 2j − 1 (even
/// and odd) are never one the other plus stones, so they are solved side
/// by side, for the processor to overlap (a third faster here).
pub fn lost_table(cells: usize, ended: &Table) -> Table {
    let low = cells.min(WORD_CELLS);
    let high = cells - low;
    // Fixed sizes, so that the word's solve unrolls: a cell past `low` has
    // no sets (its mask is 0), nor a layer past `low`.
    let mut without_cell = [0u64; WORD_CELLS];
    for (cell, bits) in without_cell.iter_mut().enumerate().take(low) {
        *bits = without(cell);
    }
    let mut layers = [0u64; WORD_CELLS + 1];
    for set in 0..1usize << low {
        layers[set.count_ones() as usize] |= 1 << set;
    }
    let ended = &ended.words;
    let mut words = zeroed_words(ended.len());
    // Without a branch: a cell already in the set names the word itself, still 0.
    let leads = |words: &[u64], index: usize| (0..high).fold(0, |leads, cell| leads | words[index | 1 << cell]);
    // The last word alone, then the pairs, then the first alone: each once
    // every word above it is solved.
    let count = words.len();
    let mut half = count / 2;
    if count > 1 {
        let last = count - 1;
        words[last] = solve_two(&layers, &without_cell, [leads(&words, last), 0], [ended[last], 0])[0];
    }
    while half > 1 {
        half -= 1;
        let (even, odd) = (2 * half, 2 * half - 1);
        let lost =
            solve_two(&layers, &without_cell, [leads(&words, even), leads(&words, odd)], [ended[even], ended[odd]]);
        words[even] = lost[0];
        words[odd] = lost[1];
    }
    words[0] = solve_two(&layers, &without_cell, [leads(&words, 0), 0], [ended[0], 0])[0];
    Table { words }
}

/// Two words' lost sets from their ended sets and the sets of theirs that
/// a stone on a high cell takes to a lost set (`leads`): a popcount layer
/// of the low cells at a time, from the fullest. (Inlined, so that the two
/// words' work stays in registers and interleaves.)
#[inline(always)]
fn solve_two(
    layers: &[u64; WORD_CELLS + 1],
    without_cell: &[u64; WORD_CELLS],
    leads: [u64; 2],
    ended: [u64; 2],
) -> [u64; 2] {
    let mut lost = [0u64; 2];
    for layer in layers.iter().rev() {
        let mut leads_here = leads;
        for (cell, without) in without_cell.iter().enumerate() {
            for side in 0..2 {
                leads_here[side] |= lost[side] >> (1 << cell) & without;
            }
        }
        for side in 0..2 {
            lost[side] |= (ended[side] | !leads_here[side]) & layer;
        }
    }
    lost
}

/// What does not change during a test: the board, its placements and tables.
pub struct Game {
    pub board: Board,
    pub cells: usize,
    /// Each placement with the pattern (0-based) and shift it comes from.
    named: Vec<(usize, usize, usize, usize)>,
    /// The distinct placements.
    placements: Vec<usize>,
    ended: Table,
    lost: Table,
    /// The exhaustive oracle's memo, when it answers within a second.
    oracle: Option<Mutex<HashMap<usize, bool>>>,
}

/// Work the oracle may take: sets of stones times the placements each checks.
const ORACLE_WORK: usize = 1 << 26;

impl Game {
    fn new(board: Board) -> Game {
        let cells = board.rows * board.columns;
        let mut named = Vec::new();
        for (index, pattern) in board.patterns.iter().enumerate() {
            let (height, width) = (pattern.rows.len(), pattern.rows[0].len());
            if height > board.rows || width > board.columns {
                continue;
            }
            let one = Board { rows: board.rows, columns: board.columns, patterns: vec![pattern.clone()] };
            for (shift, placement) in placements(&one).into_iter().enumerate() {
                named.push((
                    placement,
                    index,
                    shift / (board.columns - width + 1),
                    shift % (board.columns - width + 1),
                ));
            }
        }
        let mut distinct: Vec<usize> = named.iter().map(|&(placement, ..)| placement).collect();
        distinct.sort_unstable();
        distinct.dedup();
        let ended = ended_table(cells, &distinct);
        let lost = lost_table(cells, &ended);
        let oracle = (cells <= ORACLE_CELLS && (1 << cells) * (distinct.len() + cells) <= ORACLE_WORK)
            .then(|| Mutex::new(HashMap::default()));
        Game { board, cells, named, placements: distinct, ended, lost, oracle }
    }

    /// The first pattern that shows on `stones`: (pattern, shift row, shift column), 0-based.
    fn showing(&self, stones: usize) -> Option<(usize, usize, usize)> {
        self.named
            .iter()
            .find(|&&(placement, ..)| stones & placement == placement)
            .map(|&(_, pattern, row, column)| (pattern, row, column))
    }

    fn cell(&self, (row, column): (usize, usize)) -> usize {
        row * self.board.columns + column
    }
}

/// One test's position: the game and the cells holding stones.
#[derive(Clone)]
pub struct Position {
    pub game: Arc<Game>,
    pub stones: usize,
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.game, &other.game) && self.stones == other.stones
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.stones.hash(state);
    }
}

/// The games of the last large boards solved, kept: a board asked for again
/// (the same test opened anew or reloaded, or cut from its file and whole)
/// is not solved again. A 27-cell board's tables take 32 MB and a quarter
/// of a second.
static SOLVED: Mutex<Vec<Arc<Game>>> = Mutex::new(Vec::new());
const KEPT_GAMES: usize = 4;
const KEPT_FROM_CELLS: usize = 20;

impl Position {
    pub fn new(board: Board) -> Position {
        if board.rows * board.columns < KEPT_FROM_CELLS {
            return Position { game: Arc::new(Game::new(board)), stones: 0 };
        }
        let kept = |games: &mut Vec<Arc<Game>>, board: &Board| {
            let at = games.iter().position(|game| game.board == *board)?;
            let game = games.remove(at);
            games.push(Arc::clone(&game));
            Some(game)
        };
        if let Some(game) = kept(&mut SOLVED.lock().unwrap_or_else(PoisonError::into_inner), &board) {
            return Position { game, stones: 0 };
        }
        // Solved without the lock: other boards are solved meanwhile.
        let game = Arc::new(Game::new(board));
        let mut games = SOLVED.lock().unwrap_or_else(PoisonError::into_inner);
        let game = kept(&mut games, &game.board).unwrap_or_else(|| {
            games.push(Arc::clone(&game));
            game
        });
        if games.len() > KEPT_GAMES {
            games.remove(0);
        }
        Position { game, stones: 0 }
    }

    fn count(&self) -> u32 {
        self.stones.count_ones()
    }
}

/// A move: a stone on (row, column), 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub cell: (usize, usize),
}

pub struct BoardGame;

/// Patterns drawn under the starting position, at most.
const DRAWN_PATTERNS: usize = 4;

/// Patterns drawn beside `cargo play --web`'s board, at most, and one
/// pattern cell's side there.
const PICTURED_PATTERNS: usize = 24;
const PATTERN_CELL: usize = 16;

/// One pattern as a small SVG grid: a filled square where it needs a stone.
/// The cells a pattern needs, in words, row by row: "the cells it needs:
/// row 1: columns 1 to 3; row 2: column 2".
fn pattern_said(rows: &[Vec<bool>]) -> String {
    let said: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(row, cells)| {
            // The runs of needed cells, 1-based: (first, last).
            let mut runs: Vec<(usize, usize)> = Vec::new();
            for (column, _) in cells.iter().enumerate().filter(|(_, &needed)| needed) {
                match runs.last_mut() {
                    Some((_, last)) if *last + 1 == column + 1 => *last = column + 1,
                    _ => runs.push((column + 1, column + 1)),
                }
            }
            if runs.is_empty() {
                return t!("bg-pattern-row-none", row = row + 1);
            }
            let count: usize = runs.iter().map(|(first, last)| last - first + 1).sum();
            let list: Vec<String> =
                runs.iter()
                    .map(|&(first, last)| {
                        if first == last {
                            first.to_string()
                        } else {
                            t!("bg-pattern-run", first = first, last = last)
                        }
                    })
                    .collect();
            t!("bg-pattern-row", row = row + 1, count = count, columns = list.join(&t!("list-separator")))
        })
        .collect();
    t!("bg-pattern-needs", rows = said.join(&t!("cell-name-separator")))
}

fn pattern_svg(rows: &[Vec<bool>]) -> String {
    let (height, width) = (rows.len(), rows.first().map_or(0, Vec::len));
    let mut svg = format!(
        "<svg class=\"pattern\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" aria-hidden=\"true\">",
        w = width * PATTERN_CELL + 2,
        h = height * PATTERN_CELL + 2
    );
    for (row, cells) in rows.iter().enumerate() {
        for (column, &one) in cells.iter().enumerate() {
            write!(
                svg,
                "<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{c}\" height=\"{c}\"/>",
                if one { "needed" } else { "free" },
                1 + column * PATTERN_CELL,
                1 + row * PATTERN_CELL,
                c = PATTERN_CELL
            )
            .unwrap();
        }
    }
    svg.push_str("</svg>");
    svg
}

impl Rules for BoardGame {
    type Position = Position;
    type Move = Move;
    type Value = u64;

    const PARTS: &'static str = "bg-parts";
    const ORACLE: &'static str = "bg-oracle";
    const ONE_GAME: bool = true;

    fn tests(input: &str) -> Vec<Position> {
        vec![Position::new(super::parse(input))]
    }

    fn themes() -> Vec<Theme> {
        vec![
            Theme::new("one-stone", t!("bg-theme-one-stone"), t!("bg-theme-one-stone-idea")),
            Theme::new("two-stones", t!("bg-theme-two-stones"), t!("bg-theme-two-stones-idea")),
            Theme::new("larger-patterns", t!("bg-theme-larger"), t!("bg-theme-larger-idea")),
        ]
    }

    /// The fewest stones a pattern that fits the board needs: one, two, or
    /// more (or none fits).
    fn theme(position: &Position) -> usize {
        let fewest = position.game.placements.iter().map(|placement| placement.count_ones()).min();
        match fewest {
            Some(1) => 0,
            Some(2) => 1,
            _ => 2,
        }
    }

    /// The move rule of `board_game::moves` (none once a pattern shows,
    /// else every empty cell), with whether a pattern shows read from the
    /// ended table rather than the placements scanned (a thousand patterns
    /// have thousands of placements; the table is checked against the scan
    /// on every set of stones of small boards).
    fn moves(position: &Position) -> Vec<Move> {
        let game = &position.game;
        if game.ended.get(position.stones) {
            return Vec::new();
        }
        (0..game.cells)
            .filter(|cell| position.stones >> cell & 1 == 0)
            .map(|cell| Move { cell: (cell / game.board.columns + 1, cell % game.board.columns + 1) })
            .collect()
    }

    fn apply(position: &Position, chosen: &Move) -> Result<Position, String> {
        let board = &position.game.board;
        let (row, column) = chosen.cell;
        if row == 0 || row > board.rows || column == 0 || column > board.columns {
            let cell = format!("{},{}", row, column);
            return Err(t!("bg-no-cell", cell = cell, rows = board.rows, columns = board.columns));
        }
        let cell = position.game.cell((row - 1, column - 1));
        if position.stones >> cell & 1 == 1 {
            return Err(t!("bg-taken", cell = format!("{},{}", row, column)));
        }
        if position.game.ended.get(position.stones) {
            return Err(t!("bg-over"));
        }
        Ok(Position { game: position.game.clone(), stones: position.stones | 1 << cell })
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        let shape = || t!("bg-not-a-move", text = format!("{:?}", text.trim()));
        let (row, column) = text.split_once(',').ok_or_else(shape)?;
        Ok(Move { cell: (row.trim().parse().map_err(|_| shape())?, column.trim().parse().map_err(|_| shape())?) })
    }

    fn show_move(chosen: &Move) -> String {
        format!("{},{}", chosen.cell.0, chosen.cell.1)
    }

    fn move_json(chosen: &Move) -> serde_json::Value {
        json!({"cell": [chosen.cell.0, chosen.cell.1]})
    }

    fn describe_move(position: &Position, chosen: &Move) -> String {
        let game = &position.game;
        let after = position.stones | 1 << game.cell((chosen.cell.0 - 1, chosen.cell.1 - 1));
        let words = t!("bg-describe", row = chosen.cell.0, column = chosen.cell.1);
        match game.showing(after) {
            Some((pattern, row, column)) => {
                let shape = &game.board.patterns[pattern].rows;
                t!(
                    "bg-appears",
                    words = words,
                    pattern = pattern + 1,
                    top = row + 1,
                    bottom = row + shape.len(),
                    left = column + 1,
                    right = column + shape[0].len()
                )
            }
            None => words,
        }
    }

    fn part_of_move(_: &Position, _: &Move) -> usize {
        0
    }

    fn draw(position: &Position, _summary: bool) -> String {
        let board = &position.game.board;
        let mut text = String::from("  ");
        for column in 1..=board.columns {
            write!(text, "{:>3}", column).unwrap();
        }
        text.push('\n');
        for row in 0..board.rows {
            write!(text, "{:>2}", row + 1).unwrap();
            for column in 0..board.columns {
                let stone = position.stones >> position.game.cell((row, column)) & 1 == 1;
                text.push_str(if stone { "  o" } else { "  ." });
            }
            text.push('\n');
        }
        writeln!(text, "{}", t!("bg-legend", stones = position.count())).unwrap();
        if position.stones == 0 {
            let patterns = &board.patterns;
            writeln!(text, "{}", t!("bg-patterns", count = patterns.len())).unwrap();
            for (index, pattern) in patterns.iter().enumerate().take(DRAWN_PATTERNS) {
                let (height, width) = (pattern.rows.len(), pattern.rows[0].len());
                let heading = if height > board.rows || width > board.columns {
                    t!("bg-pattern-large", pattern = index + 1, height = height, width = width)
                } else {
                    t!("bg-pattern", pattern = index + 1, height = height, width = width)
                };
                writeln!(text, "  {}", heading).unwrap();
                for cells in &pattern.rows {
                    let shown: String = cells.iter().map(|&one| if one { '1' } else { '0' }).collect();
                    writeln!(text, "    {}", shown).unwrap();
                }
            }
            if patterns.len() > DRAWN_PATTERNS {
                writeln!(text, "  {}", t!("bg-more-patterns", count = patterns.len() - DRAWN_PATTERNS)).unwrap();
            }
        }
        text
    }

    fn grid(position: &Position) -> Option<Grid<'_>> {
        let board = &position.game.board;
        let symbol = move |row: usize, column: usize| {
            if position.stones >> position.game.cell((row, column)) & 1 == 1 {
                'o'
            } else {
                '.'
            }
        };
        Some(Grid { rows: board.rows, columns: board.columns, symbol: Box::new(symbol) })
    }

    const LEGEND: &'static [(char, &'static str, &'static str)] =
        &[('o', "stone", "legend-stone"), ('.', "empty", "legend-empty")];

    fn move_cells(_position: &Position, chosen: &Move) -> Vec<(usize, usize)> {
        vec![(chosen.cell.0 - 1, chosen.cell.1 - 1)]
    }

    /// The patterns, as the terminal lists them: each drawn (a dark square
    /// where it needs a stone), the one on the board marked.
    fn beside(position: &Position) -> Option<String> {
        let game = &position.game;
        let patterns = &game.board.patterns;
        let showing = game.showing(position.stones);
        let mut html = format!(
            "<p class=\"patterns-note\">{}</p>\n<ul class=\"patterns\">\n",
            escape(&t!("bg-patterns-note", count = patterns.len()))
        );
        for (index, pattern) in patterns.iter().enumerate().take(PICTURED_PATTERNS) {
            let (height, width) = (pattern.rows.len(), pattern.rows[0].len());
            let mut caption = t!("bg-caption", pattern = index + 1, height = height, width = width);
            let mut class = String::new();
            if height > game.board.rows || width > game.board.columns {
                caption = t!("bg-caption-never", pattern = index + 1, height = height, width = width);
                class.push_str(" class=\"never\"");
            } else if let Some((_, row, column)) = showing.filter(|&(shown, ..)| shown == index) {
                caption = t!(
                    "bg-caption-shown",
                    pattern = index + 1,
                    height = height,
                    width = width,
                    top = row + 1,
                    bottom = row + height,
                    left = column + 1,
                    right = column + width
                );
                class.push_str(" class=\"appeared\"");
            }
            // The picture is for the eye; the cells it needs, row by row,
            // are said for the ear.
            writeln!(
                html,
                "<li data-pattern=\"{}\"{}>{}<span>{}</span><span class=\"visually-hidden\">{}</span></li>",
                index + 1,
                class,
                pattern_svg(&pattern.rows),
                escape(&caption),
                escape(&pattern_said(&pattern.rows))
            )
            .unwrap();
        }
        html.push_str("</ul>\n");
        if patterns.len() > PICTURED_PATTERNS {
            let more = t!("bg-pictured-more", count = patterns.len() - PICTURED_PATTERNS);
            writeln!(html, "<p class=\"patterns-note\">{}</p>", escape(&more)).unwrap();
        }
        Some(html)
    }

    fn values(position: &Position) -> Vec<u64> {
        vec![u64::from(!position.game.lost.get(position.stones))]
    }

    fn place(_: &Position, _: usize) -> (String, serde_json::Value) {
        (t!("bg-the-game"), json!("the game"))
    }

    fn detail(position: &Position, _: usize) -> String {
        let game = &position.game;
        let stones = position.count();
        if game.ended.get(position.stones) {
            return t!("bg-shows", stones = stones);
        }
        let empty = game.cells - position.count() as usize;
        if game.lost.get(position.stones) {
            t!("bg-all-lose", stones = stones, empty = empty)
        } else {
            t!("bg-some-wins", stones = stones)
        }
    }

    fn oracle_values(position: &Position) -> Option<Vec<u64>> {
        let game = &position.game;
        let memo = game.oracle.as_ref()?;
        let mut memo = memo.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        Some(vec![u64::from(to_move_wins(game.cells, &game.placements, position.stones, &mut memo))])
    }

    /// A cell whose stone leaves the opponent lost by the table; one that
    /// makes a pattern appear at once when there is one.
    fn winning_move(position: &Position, values: &[u64]) -> Option<Move> {
        if values.first() != Some(&1) {
            return None;
        }
        let game = &position.game;
        let empty: Vec<usize> = (0..game.cells).filter(|cell| position.stones >> cell & 1 == 0).collect();
        let after = |cell: usize| position.stones | 1 << cell;
        let cell = empty
            .iter()
            .find(|&&cell| game.ended.get(after(cell)))
            .or_else(|| empty.iter().find(|&&cell| game.lost.get(after(cell))))?;
        Some(Move { cell: (cell / game.board.columns + 1, cell % game.board.columns + 1) })
    }

    fn answer(first_player_wins: bool) -> String {
        (if first_player_wins { "Alice" } else { "Bob" }).to_string()
    }

    fn whole(position: &Position) -> Result<Box<dyn Whole<Position>>, Count> {
        let game = &position.game;
        let free: Vec<usize> = (0..game.cells).filter(|&cell| position.stones >> cell & 1 == 0).collect();
        let count = Filling::count_of(free.len() as u32);
        if !count.within() {
            return Err(count);
        }
        let whole = WholeBoard { game: Arc::clone(game), stones: position.stones, free, filling: None };
        // A placement ends the game on the free cells it needs beyond the
        // stones there now.
        let ends: Vec<u64> = game.placements.iter().map(|&placement| whole.compress(placement)).collect();
        let filling = Filling::new(whole.free.len() as u32, &ends);
        Ok(Box::new(WholeBoard { filling: Some(filling), ..whole }))
    }
}

/// A position's whole game: its empty cells filled in every way, play
/// ending where a pattern shows.
struct WholeBoard {
    game: Arc<Game>,
    /// The stones of the position it was made from, and its empty cells.
    stones: usize,
    free: Vec<usize>,
    filling: Option<Filling>,
}

impl WholeBoard {
    /// A set of the board's cells as a set of the free cells (bit i: the
    /// i-th free cell), those not free left out.
    fn compress(&self, cells: usize) -> u64 {
        self.free
            .iter()
            .enumerate()
            .filter(|&(_, &cell)| cells >> cell & 1 == 1)
            .fold(0, |set, (bit, _)| set | 1 << bit)
    }
}

impl Whole<Position> for WholeBoard {
    fn space(&self) -> &dyn Space {
        self.filling.as_ref().expect("made with the game")
    }

    fn locate(&self, position: &Position) -> Option<u64> {
        (Arc::ptr_eq(&self.game, &position.game) && position.stones & self.stones == self.stones)
            .then(|| self.compress(position.stones))
    }
}
