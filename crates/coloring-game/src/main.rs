//! [ZJOI2009] 染色游戏 (Coloring Game) — Luogu P2594, BZOJ 1434.
//!
//! Rules: an n×m rectangle of coins, heads `H` or tails (anything else). A move flips
//! a 4-connected set of coins that has one coin c, showing tails, with every other
//! member in c's upper-left (row ≤ and column ≤ those of c). Whoever cannot move loses.
//!
//! Idea: a coin-turning game (the move's only condition is on c, which turns to heads),
//! so a position's Sprague–Grundy value is the XOR over its tails coins of the value of
//! that coin alone. With 0-based row i and column j that value is lowbit(j + 1) on the
//! top row, lowbit(i + 1) on the left column and 2^(i + j) inside (checked in the
//! testkit against an exhaustive search of the move rule). Values reach 2^(n + m − 2)
//! (2^198 at 100×100), so the XOR is kept as a parity bit per exponent 0..n + m; the first
//! player wins iff any is set.
//!
//! Complexity: O(n·m) a board, O(n + m) memory besides the input.
//! std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

/// T, n and m are read up to 10^18, past the statement's T ≤ 50 and n, m ≤ 100:
/// the work is a pass over the coins and the memory n + m bytes, and a board
/// of more coins than the input holds is refused before anything is sized by it.
const MAX_COUNT: u64 = 1_000_000_000_000_000_000;

/// Whitespace-separated tokens of the input, ASCII whitespace (CR too) as separators.
struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Scanner<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Scanner { bytes, pos: 0 }
    }

    fn token(&mut self, what: &str) -> Result<&'a [u8], String> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!("expected {}, found end of input", what));
        }
        Ok(&self.bytes[start..self.pos])
    }

    /// A decimal number in `low..=high`; `what` names it in errors.
    #[inline(always)]
    fn number(&mut self, what: &str, low: u64, high: u64) -> Result<u64, String> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        let digits = pos - start;
        if digits == 0 || (pos < bytes.len() && !bytes[pos].is_ascii_whitespace()) {
            return Err(Self::unexpected(what, &bytes[start..]));
        }
        // 19 digits cannot wrap a u64, and every bound here is far below that.
        if digits > 19 || value < low || value > high {
            let shown = String::from_utf8_lossy(&bytes[start..pos]);
            return Err(format!("{} = {} is outside {}..={}", what, shown, low, high));
        }
        self.pos = pos;
        Ok(value)
    }

    /// The error for `rest`, which should start with `what`. Kept apart (and
    /// cold) so that the scanner's position stays in a register on the hot path.
    #[cold]
    fn unexpected(what: &str, rest: &[u8]) -> String {
        match rest.split(|byte| byte.is_ascii_whitespace()).next() {
            Some(token) if !token.is_empty() => {
                format!("expected {}, found {:?}", what, String::from_utf8_lossy(token))
            }
            _ => format!("expected {}, found end of input", what),
        }
    }

    /// The next token when it should be `length` bytes long (a row of a grid):
    /// that case is checked in one branch-free pass instead of a loop over its
    /// bytes; any other token comes back as `token` finds it, for the caller
    /// to reject by its length.
    #[allow(dead_code)]
    fn token_of_length(&mut self, length: usize, what: &str) -> Result<&'a [u8], String> {
        let bytes = self.bytes;
        let mut start = self.pos;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        let end = start + length;
        if length > 0 && end <= bytes.len() && (end == bytes.len() || bytes[end].is_ascii_whitespace()) {
            let token = &bytes[start..end];
            if token.iter().fold(true, |solid, &byte| solid & !byte.is_ascii_whitespace()) {
                self.pos = end;
                return Ok(token);
            }
        }
        self.token(what)
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.token("") {
            Ok(extra) => Err(format!("unexpected trailing input {:?}", String::from_utf8_lossy(extra))),
            Err(_) => Ok(()),
        }
    }
}

/// The exponent e of the single-coin value 2^e of the coin at 0-based (row, column).
pub fn coin_exponent(row: usize, column: usize) -> usize {
    if row == 0 {
        (column + 1).trailing_zeros() as usize
    } else if column == 0 {
        (row + 1).trailing_zeros() as usize
    } else {
        row + column
    }
}

pub fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let games = scanner.number("the number of games T", 1, MAX_COUNT)?;
    // Sized by the input, which holds at least a byte per game.
    let mut output = String::with_capacity(4 * (games as usize).min(input.len()));
    // parity[e]: whether 2^e occurs an odd number of times among the tails coins
    // (0 or 1; bytes, so that a row's coins are XORed in as one vector).
    let mut parity: Vec<u8> = Vec::new();
    for game in 1..=games {
        let at_game = |error: String| format!("game {}: {}", game, error);
        let rows = scanner.number("the row count n", 1, MAX_COUNT).map_err(at_game)?;
        let columns = scanner.number("the column count m", 1, MAX_COUNT).map_err(at_game)?;
        if rows.saturating_mul(columns) > input.len() as u64 {
            return Err(at_game(format!("n·m = {}·{} coins are more than the input holds", rows, columns)));
        }
        let (rows, columns) = (rows as usize, columns as usize);
        parity.clear();
        parity.resize(rows + columns, 0);
        for row in 0..rows {
            let at_row = |error: String| format!("game {} row {}: {}", game, row + 1, error);
            let coins = scanner.token_of_length(columns, "a row of coins").map_err(at_row)?;
            if coins.len() != columns {
                let shown = String::from_utf8_lossy(coins);
                return Err(at_row(format!("expected {} coins, found {} ({:?})", columns, coins.len(), shown)));
            }
            if row == 0 {
                for (column, &coin) in coins.iter().enumerate() {
                    parity[coin_exponent(row, column)] ^= u8::from(coin != b'H');
                }
            } else {
                // Inside the board the exponent is row + column: a run of parity bits.
                parity[coin_exponent(row, 0)] ^= u8::from(coins[0] != b'H');
                // (the zip stops at the row's last coin)
                for (bit, &coin) in parity[coin_exponent(row, 1)..].iter_mut().zip(&coins[1..]) {
                    *bit ^= u8::from(coin != b'H');
                }
            }
        }
        let first_player_wins = parity.iter().any(|&bit| bit != 0);
        output.push_str(if first_player_wins { "-_-\n" } else { "=_=\n" });
    }
    scanner.finish()?;
    Ok(output)
}

#[allow(dead_code)]
fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        eprintln!("error: cannot read standard input: {}", error);
        std::process::exit(1);
    }
    match solve(&input) {
        Ok(output) => {
            let _ = io::stdout().write_all(output.as_bytes());
        }
        Err(message) => {
            eprintln!("error: {}", message);
            std::process::exit(1);
        }
    }
}
