//! Strict input validator for master-duel (高手过招, Luogu P2575): what a legal
//! input is.
//!
//! Legal: a line `T` with 1 ≤ T ≤ 100; then T tests, each a line `n` with
//! 1 ≤ n ≤ 1000 and n lines `m p_1 … p_m` with 0 ≤ m ≤ 20 and distinct columns
//! 1 ≤ p_j ≤ 20 (in any order).
//!
//! The statement's input section as code, written apart from any solution.
//! Problem package convention (Kattis / ICPC): input on stdin; exit 42 if legal,
//! 43 if not, with the reason on stderr. The layout is canonical: one space
//! between tokens, every line ended by one `\n`, no CR, no blank or extra line,
//! numbers without sign or leading zeros.
//! std only, Rust 1.63+, any edition.

use std::io::Read;

const COLUMNS: u64 = 20;
const MAX_TESTS: u64 = 100;
const MAX_ROWS: u64 = 1000;

/// `Ok` if `input` is a legal input, else the first reason it is not.
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    let tests = lines.line("`T`", 1)?.number(0, "T", 1, MAX_TESTS)?;
    for test in 1..=tests {
        let rows = lines.line(&format!("test {}'s `n`", test), 1)?.number(0, "n", 1, MAX_ROWS)?;
        for row in 1..=rows {
            let what = format!("row {} of test {} (`m p_1 … p_m`)", row, test);
            let line = lines.any_line(&what)?;
            let stones = line.number(0, "m", 0, COLUMNS)?;
            if line.tokens.len() as u64 != stones + 1 {
                return Err(format!(
                    "line {}: k = {} but {} column(s) follow",
                    line.number,
                    stones,
                    line.tokens.len() - 1
                ));
            }
            let mut taken = [false; COLUMNS as usize + 1];
            for index in 1..line.tokens.len() {
                let column = line.number(index, "a stone's column p", 1, COLUMNS)? as usize;
                if taken[column] {
                    return Err(format!("line {}: column {} holds two stones", line.number, column));
                }
                taken[column] = true;
            }
        }
    }
    lines.finish()
}

fn main() {
    let mut input = Vec::new();
    let verdict = match std::io::stdin().read_to_end(&mut input) {
        Ok(_) => validate(&input),
        Err(error) => Err(format!("cannot read the input: {}", error)),
    };
    match verdict {
        Ok(()) => std::process::exit(42),
        Err(reason) => {
            eprintln!("{}", reason);
            std::process::exit(43);
        }
    }
}

/// The input read strictly, line by line, in the canonical layout: every line
/// ends with one `\n`, tokens are separated by exactly one space, and only
/// printable ASCII appears.
struct Lines<'a> {
    rest: &'a [u8],
    number: usize,
}

/// One line's tokens and its number (from 1), for the reasons given.
struct Line<'a> {
    number: usize,
    tokens: Vec<&'a [u8]>,
}

impl<'a> Lines<'a> {
    fn new(input: &'a [u8]) -> Lines<'a> {
        Lines { rest: input, number: 0 }
    }

    /// The next line, which should hold `count` tokens, described by `what`.
    fn line(&mut self, what: &str, count: usize) -> Result<Line<'a>, String> {
        let line = self.any_line(what)?;
        if line.tokens.len() != count {
            return Err(format!(
                "line {}: expected {} ({} token(s)), found {} token(s)",
                line.number,
                what,
                count,
                line.tokens.len()
            ));
        }
        Ok(line)
    }

    /// The next line, with however many tokens it has (at least one).
    fn any_line(&mut self, what: &str) -> Result<Line<'a>, String> {
        self.number += 1;
        let number = self.number;
        if self.rest.is_empty() {
            return Err(format!("line {}: expected {}, found end of input", number, what));
        }
        let end = match self.rest.iter().position(|&byte| byte == b'\n') {
            Some(end) => end,
            None => return Err(format!("line {}: no newline at its end (every line ends with \\n)", number)),
        };
        let text = &self.rest[..end];
        self.rest = &self.rest[end + 1..];
        if text.is_empty() {
            return Err(format!("line {}: blank line where {} should be", number, what));
        }
        for &byte in text {
            if byte == b'\r' {
                return Err(format!("line {}: carriage return (lines end with \\n alone)", number));
            }
            if byte != b' ' && !byte.is_ascii_graphic() {
                return Err(format!("line {}: byte 0x{:02x} is not printable ASCII", number, byte));
            }
        }
        let tokens: Vec<&'a [u8]> = text.split(|&byte| byte == b' ').collect();
        if tokens.iter().any(|token| token.is_empty()) {
            return Err(format!("line {}: tokens are separated by one space, none at either end", number));
        }
        Ok(Line { number, tokens })
    }

    /// Nothing may follow the last line.
    fn finish(&self) -> Result<(), String> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(format!("line {}: extra data after the end of the input", self.number + 1))
        }
    }
}

impl<'a> Line<'a> {
    /// Token `index` as a decimal number in `low..=high` (no sign, no leading zero).
    fn number(&self, index: usize, name: &str, low: u64, high: u64) -> Result<u64, String> {
        let token = self.tokens[index];
        let shown = String::from_utf8_lossy(token);
        if !token.iter().all(|byte| byte.is_ascii_digit()) {
            return Err(format!("line {}: {} should be a decimal number, found {:?}", self.number, name, shown));
        }
        if token.len() > 1 && token[0] == b'0' {
            return Err(format!("line {}: {} = {} has a leading zero", self.number, name, shown));
        }
        let value = if token.len() > 19 { None } else { shown.parse::<u64>().ok() };
        match value {
            Some(value) if low <= value && value <= high => Ok(value),
            _ => Err(format!("line {}: {} = {} is outside {}..={}", self.number, name, shown, low, high)),
        }
    }
}
