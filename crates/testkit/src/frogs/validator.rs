//! Strict input validator for frogs (福若格斯, LOJ 2327): what a legal input is.
//!
//! Legal: a line `id C` with 0 ≤ id ≤ 1000 (a test file's number, meaningless)
//! and 1 ≤ C ≤ 100; then C data sets, each a line `n` with 1 ≤ n ≤ 23 and n lines
//! `s a`: s one of the 23 states reachable from `LL_RR`, all distinct in the data
//! set, and 1 ≤ a ≤ 10^6, with the counts of a data set summing to at most 10^6.
//!
//! The statement's input section as code, written apart from any solution.
//! Problem package convention (Kattis / ICPC): input on stdin; exit 42 if legal,
//! 43 if not, with the reason on stderr. The layout is canonical: one space
//! between tokens, every line ended by one `\n`, no CR, no blank or extra line,
//! numbers without sign or leading zeros.
//! std only, Rust 1.63+, any edition.

use std::io::Read;

const MAX_ID: u64 = 1000;
const MAX_DATA_SETS: u64 = 100;
const MAX_STRIPS: u64 = 1_000_000;

/// The 23 states reachable from `LL_RR` by the moves of either player.
const REACHABLE: [&str; 23] = [
    "LLRR_", "LLR_R", "LL_RR", "LRLR_", "LRL_R", "LRRL_", "LRR_L", "LR_LR", "LR_RL", "L_LRR", "L_RLR", "RLRL_",
    "RLR_L", "RL_LR", "RRL_L", "RR_LL", "R_LLR", "R_LRL", "R_RLL", "_LLRR", "_LRLR", "_RLLR", "_RLRL",
];

/// `Ok` if `input` is a legal input, else the first reason it is not.
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    let head = lines.line("`id C`", 2)?;
    head.number(0, "id", 0, MAX_ID)?;
    let data_sets = head.number(1, "C", 1, MAX_DATA_SETS)?;
    for data_set in 1..=data_sets {
        let states = lines.line(&format!("data set {}'s `n`", data_set), 1)?;
        let count = states.number(0, "n", 1, REACHABLE.len() as u64)?;
        let mut seen = [false; 23];
        let mut strips = 0;
        for state in 1..=count {
            let line = lines.line(&format!("state {} of data set {} (`s a`)", state, data_set), 2)?;
            let shown = String::from_utf8_lossy(line.tokens[0]);
            let index = match REACHABLE.iter().position(|&name| name.as_bytes() == line.tokens[0]) {
                Some(index) => index,
                None => {
                    return Err(format!("line {}: {:?} is not a state reachable from LL_RR", line.number, shown));
                }
            };
            if seen[index] {
                return Err(format!("line {}: state {} appears twice in data set {}", line.number, shown, data_set));
            }
            seen[index] = true;
            strips += line.number(1, "the count a", 1, MAX_STRIPS)?;
            if strips > MAX_STRIPS {
                return Err(format!(
                    "line {}: data set {} has {} strips so far, more than {}",
                    line.number, data_set, strips, MAX_STRIPS
                ));
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
