//! coloring-game's rules as code: a test is an n×m board of coins; a move
//! flips a 4-connected set of coins around one tails coin c (the set lies in
//! c's upper-left: rows and columns up to c's), turning c to heads. Moves are
//! written as the flipped cells, 1-based, in reading order with c last,
//! joined by `+` (`1,2+1,3+2,3`: c is 2,3).
//!
//! Each tails coin is a part: by the coin-turning theorem a position's value
//! is the XOR of the values its tails coins have alone, and by the write-up a
//! coin alone is worth a power of two (see `claimed_exponent`); values reach
//! 2^198, so they are [`Wide`].

use super::{all_position_values, claimed_exponent, flip_sets_of, within_reach};
use crate::ground::{draw_grid, part_to_change, Grid, Nimber, Note, Rules, Spot, Theme, Whole, Wide};
use crate::solver::{Count, Flipping, Space, MOST_POSITIONS, MOST_WORK};
use crate::t;
use serde_json::json;
use std::fmt::Write;

/// One test: its coins, bit c of `tails[r]` for the coin on (r, c), 0-based.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Coins {
    pub rows: usize,
    pub columns: usize,
    pub tails: Vec<u128>,
}

impl Coins {
    fn is_tails(&self, (row, column): (usize, usize)) -> bool {
        self.tails[row] >> column & 1 == 1
    }

    /// The `index`-th tails coin in reading order (part `index`), without listing them all.
    fn nth_tails(&self, mut index: usize) -> (usize, usize) {
        for (row, &bits) in self.tails.iter().enumerate() {
            let count = bits.count_ones() as usize;
            if index < count {
                let column =
                    (0..self.columns).filter(|&column| bits >> column & 1 == 1).nth(index).expect("a tails coin");
                return (row, column);
            }
            index -= count;
        }
        panic!("no such tails coin")
    }

    /// The tails coins in reading order: the parts.
    fn tails_coins(&self) -> Vec<(usize, usize)> {
        (0..self.rows)
            .flat_map(|row| (0..self.columns).map(move |column| (row, column)))
            .filter(|&cell| self.is_tails(cell))
            .collect()
    }
}

/// A move: the cells flipped, 1-based, in reading order (the tails coin
/// turned to heads is the last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub flip: Vec<(usize, usize)>,
}

/// The write-up's value of a coin alone (0-based cell).
fn value((row, column): (usize, usize)) -> Wide {
    Wide::power(claimed_exponent(row, column))
}

/// How a coin's value alone comes about (0-based cell): `2^(3 + 3 − 2) = 16`.
fn why(cell: (usize, usize)) -> String {
    let (row, column) = one_based(cell);
    let worth = value(cell).show();
    if row == 1 {
        t!("cg-why-row", column = column, worth = worth)
    } else if column == 1 {
        t!("cg-why-column", row = row, worth = worth)
    } else {
        t!("cg-why-inside", row = row, column = column, worth = worth)
    }
}

/// What some coins are worth together, by the write-up's values.
pub fn worth(cells: &[(usize, usize)]) -> Wide {
    cells.iter().fold(Wide::zero(), |total, &cell| total ^ value(cell))
}

fn one_based((row, column): (usize, usize)) -> (usize, usize) {
    (row + 1, column + 1)
}

/// A move flipping `cells` (0-based, any order).
fn move_of(mut cells: Vec<(usize, usize)>) -> Move {
    cells.sort_unstable();
    Move { flip: cells.into_iter().map(one_based).collect() }
}

/// The cells other than the tails coin c = (row, column) that a move at c
/// flips so that they are worth `target` together (target < c's value), or
/// `None` when the construction finds none. Each case is complete: it finds
/// such cells whenever some exist, and the coin-turning theorem says they do
/// (c's value is the mex of what the other cells of its flip sets can be
/// worth together), as the tests check against the oracle.
pub fn flips_worth(row: usize, column: usize, target: Wide) -> Option<Vec<(usize, usize)>> {
    if row == 0 || column == 0 {
        // The top row (or the left column) alone: its flip sets are the
        // segments that end at c. Every segment is tried.
        let cell = |index: usize| if row == 0 { (0, index) } else { (index, 0) };
        let end = row.max(column);
        let mut total = Wide::zero();
        if total == target {
            return Some(Vec::new());
        }
        for start in (0..end).rev() {
            total = total ^ value(cell(start));
            if total == target {
                return Some((start..end).map(cell).collect());
            }
        }
        return None;
    }
    if row >= 2 && column >= 2 {
        return Some(inner_flips(row, column, target));
    }
    strip_flips(row, column, target)
}

/// c = (i, j) with i, j ≥ 2, target Y < 2^(i+j). Inside the board (row and
/// column ≥ 1, 0-based) a cell (a, b) is worth 2^(a+b): the cells of one
/// anti-diagonal a + b = k are worth the same, and two of them cancel.
/// - A spine runs from c up to (2, j), then left to (2, 2): one cell on each
///   anti-diagonal k = i+j−1 down to 4, so each of those bits is set once.
///   Where Y's bit k is 0, a tooth cancels it: the other cell of
///   anti-diagonal k beside the spine's cell on k + 1 (that cell has row and
///   column ≥ 2, so both its upper and left neighbours are inside).
/// - Bit 3: (1, 2) alone when Y has it; both (1, 2) and (2, 1), which cancel
///   and reach down, when it has not but has bits below; else neither.
/// - Bits 0 to 2 from the corner, reached through (1, 2): (0, 2) is worth 1,
///   (0, 1) 2, (0, 0) 1 and (1, 1) 4, and each of the eight values has a
///   connected choice of them (listed below).
fn inner_flips(row: usize, column: usize, target: Wide) -> Vec<(usize, usize)> {
    let mut path = vec![(row, column)];
    let (mut at_row, mut at_column) = (row, column);
    while (at_row, at_column) != (2, 2) {
        if at_row > 2 {
            at_row -= 1;
        } else {
            at_column -= 1;
        }
        path.push((at_row, at_column));
    }
    // path[t] lies on anti-diagonal row + column − t; path[0] is c.
    let mut cells: Vec<(usize, usize)> = path[1..].to_vec();
    for bit in 4..row + column {
        if !target.bit(bit) {
            let on_it = path[row + column - bit];
            let (above_row, above_column) = path[row + column - bit - 1];
            let tooth = if on_it == (above_row - 1, above_column) {
                (above_row, above_column - 1)
            } else {
                (above_row - 1, above_column)
            };
            cells.push(tooth);
        }
    }
    let low = (0..3).filter(|&bit| target.bit(bit)).fold(0, |low, bit| low | 1 << bit);
    if target.bit(3) {
        cells.push((1, 2));
    } else if low != 0 {
        cells.extend([(1, 2), (2, 1)]);
    }
    let corner: &[(usize, usize)] = match low {
        1 => &[(0, 2)],
        2 => &[(0, 2), (0, 1), (0, 0)],
        3 => &[(0, 2), (0, 1)],
        4 => &[(1, 1)],
        5 => &[(1, 1), (0, 2)],
        6 => &[(1, 1), (0, 1)],
        7 => &[(1, 1), (0, 1), (0, 2)],
        _ => &[],
    };
    cells.extend_from_slice(corner);
    cells
}

/// Bits below this come from cells of a two-wide strip that can share them;
/// each bit from here up belongs to one cell of the strip alone.
const STRIP_LOW_BITS: usize = 8;

/// c = (1, j) or (i, 1): its upper-left is a strip two cells wide, and a set
/// of it is connected iff the positions along the strip it covers form one
/// run ending at c and each two neighbouring positions share a side of the
/// strip. An exact search over those sets, position by position from c:
/// the cells of the inner side beyond position 6 are worth 2^8 and more,
/// one bit each (the outer side's values are lowbits of at most 100, below
/// 2^7), so Y decides whether each is in; the rest is a walk over (which
/// sides the last position holds, the bits below 2^8 so far).
fn strip_flips(row: usize, column: usize, target: Wide) -> Option<Vec<(usize, usize)>> {
    let length = if row == 1 { column } else { row };
    // (side, position) → cell: side 0 is the border, side 1 the inner line c is on.
    let cell = |side: usize, position: usize| if row == 1 { (side, position) } else { (position, side) };
    let low_mask = (1usize << STRIP_LOW_BITS) - 1;
    let low_bits = |cell: (usize, usize)| {
        let exponent = claimed_exponent(cell.0, cell.1);
        if exponent < STRIP_LOW_BITS {
            1 << exponent
        } else {
            0
        }
    };
    // Whether a cell must be in (Some(true)), must not (Some(false)), or may.
    let forced = |cell: (usize, usize)| {
        let exponent = claimed_exponent(cell.0, cell.1);
        (exponent >= STRIP_LOW_BITS).then(|| target.bit(exponent))
    };
    let fits = |sides: usize, position: usize| {
        (0..2).all(|side| forced(cell(side, position)).is_none_or(|must| must == (sides >> side & 1 == 1)))
    };
    let wanted = (0..STRIP_LOW_BITS).filter(|&bit| target.bit(bit)).fold(0, |low, bit| low | 1 << bit);
    // must_go_on[p]: a cell below position p must be in, so the run cannot stop at p.
    let must_go_on: Vec<bool> = (0..=length)
        .map(|position| (0..position).any(|below| (0..2).any(|side| forced(cell(side, below)) == Some(true))))
        .collect();
    // reached[position][sides][low] = the previous (sides, low), position by position down from c.
    let states = 4 * (low_mask + 1);
    let mut reached: Vec<Vec<Option<(usize, usize)>>> = vec![vec![None; states]; length + 1];
    let index = |sides: usize, low: usize| sides * (low_mask + 1) + low;
    // At c's position the inner cell is c (not counted); the border cell beside it may be in.
    for with_border in [false, true] {
        if forced(cell(0, length)).is_none_or(|must| must == with_border) {
            let (sides, low) = if with_border { (3, low_bits(cell(0, length))) } else { (2, 0) };
            reached[length][index(sides, low)] = Some((0, 0));
        }
    }
    for position in (0..=length).rev() {
        for sides in 1..4 {
            for low in 0..=low_mask {
                if reached[position][index(sides, low)].is_none() {
                    continue;
                }
                if low == wanted && !must_go_on[position] {
                    // The run stops here: rebuild it.
                    let mut cells = Vec::new();
                    let (mut at, mut at_sides, mut at_low) = (position, sides, low);
                    loop {
                        for side in 0..2 {
                            if at_sides >> side & 1 == 1 && !(side == 1 && at == length) {
                                cells.push(cell(side, at));
                            }
                        }
                        if at == length {
                            return Some(cells);
                        }
                        let (previous_sides, previous_low) = reached[at][index(at_sides, at_low)].unwrap();
                        (at, at_sides, at_low) = (at + 1, previous_sides, previous_low);
                    }
                }
                if position == 0 {
                    continue;
                }
                for next in 1..4 {
                    if next & sides != 0 && fits(next, position - 1) {
                        let added = (0..2)
                            .filter(|&side| next >> side & 1 == 1)
                            .fold(0, |bits, side| bits ^ low_bits(cell(side, position - 1)));
                        let slot = &mut reached[position - 1][index(next, low ^ added)];
                        if slot.is_none() {
                            *slot = Some((sides, low));
                        }
                    }
                }
            }
        }
    }
    None
}

pub struct Coloring;

/// Flip sets counted at most, for the number of first moves.
const COUNTED_MOVES: usize = 100_000;

fn cell_text((row, column): (usize, usize)) -> String {
    format!("{},{}", row, column)
}

impl Rules for Coloring {
    type Position = Coins;
    type Move = Move;
    type Value = Wide;

    const PARTS: &'static str = "cg-parts";
    const ORACLE: &'static str = "cg-oracle";
    const LOSS_ARGUMENT: &'static str = "cg-loss-argument";

    fn themes() -> Vec<Theme> {
        vec![
            Theme::new("one-line", t!("cg-theme-line"), t!("cg-theme-line-idea")),
            Theme::new("edge-only", t!("cg-theme-edge"), t!("cg-theme-edge-idea")),
            Theme::new("inside-only", t!("cg-theme-inside"), t!("cg-theme-inside-idea")),
            Theme::new("edge-and-inside", t!("cg-theme-edge-and-inside"), t!("cg-theme-edge-and-inside-idea")),
        ]
    }

    /// A board of one row or column; else where its tails coins are: on the
    /// first row or column only, off them only, or both.
    fn theme(coins: &Coins) -> usize {
        if coins.rows == 1 || coins.columns == 1 {
            return 0;
        }
        let tails = coins.tails_coins();
        let on_edge = tails.iter().filter(|&&(row, column)| row == 0 || column == 0).count();
        match (on_edge, tails.len() - on_edge) {
            (_, 0) => 1,
            (0, _) => 2,
            _ => 3,
        }
    }

    fn tests(input: &str) -> Vec<Coins> {
        super::parse(input)
            .into_iter()
            .map(|board| Coins {
                rows: board.rows,
                columns: board.columns,
                tails: board
                    .tails
                    .iter()
                    .map(|row| {
                        row.iter().enumerate().fold(0u128, |bits, (column, &tails)| bits | u128::from(tails) << column)
                    })
                    .collect(),
            })
            .collect()
    }

    fn moves(coins: &Coins) -> Vec<Move> {
        Self::moves_up_to(coins, usize::MAX).0
    }

    fn first_move(coins: &Coins) -> Option<Move> {
        coins.tails_coins().first().map(|&cell| move_of(vec![cell]))
    }

    fn moves_up_to(coins: &Coins, limit: usize) -> (Vec<Move>, bool) {
        let mut moves = Vec::new();
        for (row, column) in coins.tails_coins() {
            let room = limit.saturating_add(1) - moves.len();
            moves.extend(flip_sets_of(row, column, room).into_iter().map(move_of));
            if moves.len() > limit {
                moves.truncate(limit);
                return (moves, false);
            }
        }
        (moves, true)
    }

    fn move_count(coins: &Coins) -> Option<u64> {
        let (moves, all) = Self::moves_up_to(coins, COUNTED_MOVES);
        all.then_some(moves.len() as u64)
    }

    /// Round by round over the tails coins: the k-th flip set of each.
    fn sample_moves(coins: &Coins, count: usize) -> Vec<Move> {
        let corners = coins.tails_coins();
        let mut picked = Vec::new();
        for round in 0.. {
            let before = picked.len();
            for &(row, column) in &corners {
                if picked.len() < count {
                    if let Some(set) = flip_sets_of(row, column, round + 1).into_iter().nth(round) {
                        picked.push(move_of(set));
                    }
                }
            }
            if picked.len() == before {
                break;
            }
        }
        picked
    }

    fn apply(coins: &Coins, chosen: &Move) -> Result<Coins, String> {
        let mut cells = Vec::new();
        for &(row, column) in &chosen.flip {
            if row == 0 || row > coins.rows || column == 0 || column > coins.columns {
                let coin = cell_text((row, column));
                return Err(t!("cg-no-coin", coin = coin, rows = coins.rows, columns = coins.columns));
            }
            cells.push((row - 1, column - 1));
        }
        cells.sort_unstable();
        if cells.windows(2).any(|pair| pair[0] == pair[1]) {
            return Err(t!("cg-twice"));
        }
        let Some(&last) = cells.last() else { return Err(t!("cg-empty")) };
        let corner = (last.0, cells.iter().map(|&(_, column)| column).max().unwrap_or(0));
        if !cells.contains(&corner) {
            return Err(t!("cg-no-corner"));
        }
        if !coins.is_tails(corner) {
            return Err(t!("cg-corner-heads", coin = cell_text(one_based(corner))));
        }
        // Connected: searched from the corner (the cells sorted, each found
        // by binary search and marked when reached).
        let mut reached = vec![false; cells.len()];
        reached[cells.len() - 1] = true;
        let mut count = 1;
        let mut frontier = vec![corner];
        while let Some((row, column)) = frontier.pop() {
            for next in
                [(row + 1, column), (row, column + 1), (row.wrapping_sub(1), column), (row, column.wrapping_sub(1))]
            {
                if let Ok(at) = cells.binary_search(&next) {
                    if !reached[at] {
                        reached[at] = true;
                        count += 1;
                        frontier.push(next);
                    }
                }
            }
        }
        if count != cells.len() {
            return Err(t!("cg-not-connected"));
        }
        let mut next = coins.clone();
        for (row, column) in cells {
            next.tails[row] ^= 1 << column;
        }
        Ok(next)
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        let shape = || t!("cg-not-a-move", text = format!("{:?}", text.trim()));
        let mut flip = Vec::new();
        for part in text.trim().split('+') {
            let (row, column) = part.split_once(',').ok_or_else(shape)?;
            flip.push((row.trim().parse().map_err(|_| shape())?, column.trim().parse().map_err(|_| shape())?));
        }
        flip.sort_unstable();
        Ok(Move { flip })
    }

    fn show_move(chosen: &Move) -> String {
        chosen.flip.iter().map(|&cell| cell_text(cell)).collect::<Vec<_>>().join("+")
    }

    fn move_json(chosen: &Move) -> serde_json::Value {
        json!({"flip": chosen.flip.iter().map(|&(row, column)| json!([row, column])).collect::<Vec<_>>()})
    }

    fn describe_move(_: &Coins, chosen: &Move) -> String {
        let corner = *chosen.flip.last().expect("a move flips a coin");
        let others: Vec<String> = chosen.flip[..chosen.flip.len() - 1].iter().map(|&cell| cell_text(cell)).collect();
        match others.len() {
            0 => t!("cg-describe-one", coin = cell_text(corner)),
            _ => t!("cg-describe-set", coin = cell_text(corner), others = others.join(&t!("list-separator"))),
        }
    }

    fn part_of_move(coins: &Coins, chosen: &Move) -> usize {
        let corner = *chosen.flip.last().expect("a move flips a coin");
        let corner = (corner.0 - 1, corner.1 - 1);
        coins.tails_coins().iter().position(|&cell| cell == corner).expect("a move at a tails coin")
    }

    fn draw(coins: &Coins, _summary: bool) -> String {
        let mut text =
            draw_grid(coins.rows, coins.columns, |row, column| if coins.is_tails((row, column)) { 'T' } else { 'H' });
        writeln!(text, "{}", t!("cg-legend")).unwrap();
        text
    }

    fn grid(coins: &Coins) -> Option<Grid<'_>> {
        let symbol = move |row: usize, column: usize| if coins.is_tails((row, column)) { 'T' } else { 'H' };
        Some(Grid { rows: coins.rows, columns: coins.columns, symbol: Box::new(symbol) })
    }

    const LEGEND: &'static [(char, &'static str, &'static str)] =
        &[('T', "tails", "cg-legend-tails"), ('H', "heads", "cg-legend-heads")];

    fn move_cells(_coins: &Coins, chosen: &Move) -> Vec<(usize, usize)> {
        chosen.flip.iter().map(|&(row, column)| (row - 1, column - 1)).collect()
    }

    /// A move flips its coins: each flipped coin's value enters or leaves
    /// the XOR (a coin's value depends on its cell alone).
    fn total_after(_coins: &Coins, _values: &[Wide], total: &Wide, chosen: &Move, _after: &Coins) -> Wide {
        chosen.flip.iter().fold(*total, |total, &cell| total ^ value((cell.0 - 1, cell.1 - 1)))
    }

    fn values(coins: &Coins) -> Vec<Wide> {
        coins.tails_coins().into_iter().map(value).collect()
    }

    fn place(coins: &Coins, index: usize) -> (String, serde_json::Value) {
        let (row, column) = one_based(coins.nth_tails(index));
        (t!("cg-coin", coin = cell_text((row, column))), json!({"coin": [row, column]}))
    }

    fn detail(coins: &Coins, index: usize) -> String {
        why(coins.nth_tails(index))
    }

    /// Each tails coin's value alone, on the coin (`data-part-value`: its
    /// digits): the values whose XOR is the position's, in the order
    /// `values` gives them (the tails coins in reading order).
    fn notes(coins: &Coins, values: &[Wide]) -> Vec<Note> {
        coins
            .tails_coins()
            .into_iter()
            .zip(values)
            .map(|(cell, value)| {
                let exponent = claimed_exponent(cell.0, cell.1);
                let (row, column) = one_based(cell);
                Note {
                    cells: vec![cell],
                    label: Some(if exponent < 10 { (1u32 << exponent).to_string() } else { format!("2^{}", exponent) }),
                    spot: Spot::Centre,
                    title: t!("cg-note-title", coin = cell_text((row, column)), why = why(cell)),
                    class: "coin-value",
                    data: vec![("data-part-value", value.digits())],
                }
            })
            .collect()
    }

    const NOTES_LEGEND: &'static str = "cg-notes-legend";

    /// Each tails coin alone, valued by the oracle's table of all positions.
    fn oracle_values(coins: &Coins) -> Option<Vec<Wide>> {
        if !within_reach(coins.rows, coins.columns) {
            return None;
        }
        let table = &all_position_values()[&(coins.rows, coins.columns)];
        let single =
            |(row, column): (usize, usize)| Wide([u64::from(table[1 << (row * coins.columns + column)]), 0, 0, 0]);
        Some(coins.tails_coins().into_iter().map(single).collect())
    }

    /// The whole position searched, so that the coin-turning theorem (the
    /// position is worth the XOR of its coins alone) is checked too.
    fn oracle_total(coins: &Coins) -> Option<Wide> {
        if !within_reach(coins.rows, coins.columns) {
            return None;
        }
        let table = &all_position_values()[&(coins.rows, coins.columns)];
        let position = coins
            .tails_coins()
            .iter()
            .fold(0usize, |position, &(row, column)| position | 1 << (row * coins.columns + column));
        Some(Wide([u64::from(table[position]), 0, 0, 0]))
    }

    /// With total X ≠ 0, the tails coin c whose value (a power of two) is
    /// X's highest bit (`part_to_change`) turns to heads, and the other
    /// coins flipped with it must be worth X XOR c's value together:
    /// `flips_worth` builds them.
    fn winning_move(coins: &Coins, values: &[Wide]) -> Option<Move> {
        let (index, total) = part_to_change(values)?;
        let corner = coins.nth_tails(index);
        let target = total ^ values[index];
        let mut cells = flips_worth(corner.0, corner.1, target)?;
        cells.push(corner);
        Some(move_of(cells))
    }

    fn answer(first_player_wins: bool) -> String {
        (if first_player_wins { "-_-" } else { "=_=" }).to_string()
    }

    fn whole(coins: &Coins) -> Result<Box<dyn Whole<Coins>>, Count> {
        // The coins a flip can reach: each row up to the last column of a
        // tails coin in it or below it.
        let mut reach = vec![0u128; coins.rows];
        let mut below = 0u128;
        for row in (0..coins.rows).rev() {
            if coins.tails[row] != 0 {
                let last = 127 - coins.tails[row].leading_zeros();
                below |= u128::MAX >> (127 - last);
            }
            reach[row] = below;
        }
        let cells: Vec<(usize, usize)> = (0..coins.rows)
            .flat_map(|row| (0..coins.columns).map(move |column| (row, column)))
            .filter(|&(row, column)| reach[row] >> column & 1 == 1)
            .collect();
        let sized = |log2: f64, at_least: bool, work_log2: Option<f64>| Count { log2, at_least, work_log2 };
        if cells.len() as u64 > MOST_POSITIONS.trailing_zeros() as u64 {
            return Err(sized(cells.len() as f64, false, None));
        }
        // Each reachable coin's flip sets as masks of `cells` (in reading
        // order, so a coin's upper-left comes before it), within the work
        // a solve may do.
        let room = (MOST_WORK >> cells.len().saturating_sub(1)) as usize;
        let bit = |cell: &(usize, usize)| cells.binary_search(cell).expect("a flip stays in reach");
        let mut flips = Vec::with_capacity(cells.len());
        let mut listed = 0;
        for &(row, column) in &cells {
            let sets = flip_sets_of(row, column, room.saturating_sub(listed) + 1);
            listed += sets.len();
            if listed > room {
                return Err(sized(cells.len() as f64, false, Some((MOST_WORK as f64).log2() + 1.0)));
            }
            flips.push(sets.iter().map(|set| set.iter().fold(0u64, |mask, cell| mask | 1 << bit(cell))).collect());
        }
        let flipping = Flipping::new(flips);
        Ok(Box::new(WholeBoard {
            rows: coins.rows,
            columns: coins.columns,
            reach,
            outside: coins.tails.clone(),
            cells,
            flipping,
        }))
    }
}

/// A board's whole game: the coins a flip can reach, in every way they can
/// lie; the others as they are.
struct WholeBoard {
    rows: usize,
    columns: usize,
    /// Each row's coins in reach, and the tails coins out of it.
    reach: Vec<u128>,
    outside: Vec<u128>,
    cells: Vec<(usize, usize)>,
    flipping: Flipping,
}

impl Whole<Coins> for WholeBoard {
    fn space(&self) -> &dyn Space {
        &self.flipping
    }

    fn locate(&self, coins: &Coins) -> Option<u64> {
        if coins.rows != self.rows || coins.columns != self.columns {
            return None;
        }
        for row in 0..self.rows {
            if (coins.tails[row] ^ self.outside[row]) & !self.reach[row] != 0 {
                return None;
            }
        }
        let tails = self
            .cells
            .iter()
            .enumerate()
            .filter(|&(_, &cell)| coins.is_tails(cell))
            .fold(0u64, |mask, (bit, _)| mask | 1 << bit);
        Some(self.flipping.locate(tails))
    }
}
