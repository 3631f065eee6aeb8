//! A game in the page's address: the position itself (the input of one
//! test) and the moves played, so that a link opens the same game at the
//! same move in any browser, after any restart of the server. It is the
//! address's fragment (after `#`, which a browser never sends to a
//! server), written by the server and read back by it; the page only keeps
//! it in the address bar and hands it over as it is.
//!
//! `p=1/2/1,19/1,18&m=2:18~19_1:19~20&second=1&values=1`:
//! - `p`, the position: the input's lines joined by `/`, a space written
//!   `,`, a `#` written `!`, a run of four or more of one character that is
//!   not a digit written `~` with its length and the character (`~12.`);
//!   any other character outside letters, digits and `._-:` percent-encoded;
//! - `m`, the game's moves, in the notation, joined by `_`, `->` written
//!   `~` (`m=` with none: the game at its start, the program not yet
//!   moved; without `m`, the game opens as a new one does);
//! - `ply`, the position looked at when it is not the last: after that many
//!   of the moves, those after it kept (for redo and "forward"), so that a
//!   link copied while looking back keeps the whole game;
//! - `t`, the test of `p` when it holds more than one (1 when absent);
//! - `second=1` when the person moves second; frogs' `strips` (as typed,
//!   spaces written `,`) and `side`;
//! - `values=1`, the page's own (values shown); other keys are the page's
//!   too and are left alone.

use crate::t;
use std::fmt::Write;

/// The longest text a position decodes to (a request's body bound).
pub const MAX_TEXT: usize = 4 << 20;

/// A game as an address holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Address {
    /// The input, as the problem reads it.
    pub position: String,
    pub test: Option<usize>,
    /// The moves played (`None`: a game not begun, which opens as a new
    /// one, the program moving first when it is its turn).
    pub moves: Option<Vec<String>>,
    /// The position looked at: after this many of `moves` (`None`: after
    /// them all).
    pub ply: Option<usize>,
    pub second: bool,
    pub strips: Option<String>,
    pub side: Option<String>,
}

/// Characters written as themselves (besides the ones given a meaning).
fn plain(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':')
}

fn percent(c: char, out: &mut String) {
    let mut bytes = [0; 4];
    for byte in c.encode_utf8(&mut bytes).bytes() {
        write!(out, "%{:02X}", byte).unwrap();
    }
}

/// A position's text as `p` writes it.
pub fn encode_position(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        let run = chars[at..].iter().take_while(|&&other| other == c).count();
        let mapped = match c {
            '\n' => Some('/'),
            ' ' => Some(','),
            '#' => Some('!'),
            c if plain(c) => Some(c),
            _ => None,
        };
        match mapped {
            Some(mapped) if run >= 4 && !c.is_ascii_digit() => {
                write!(out, "~{}{}", run, mapped).unwrap();
                at += run;
                continue;
            }
            Some(mapped) => out.push(mapped),
            None => percent(c, &mut out),
        }
        at += 1;
    }
    out
}

/// Percent-decoded bytes of `%XX` at the start of `rest`, as many as follow
/// one another.
fn hex_pair(rest: &[u8]) -> Option<u8> {
    let digit = |byte: u8| (byte as char).to_digit(16);
    match rest {
        [b'%', high, low, ..] => Some((digit(*high)? * 16 + digit(*low)?) as u8),
        _ => None,
    }
}

/// `p` read back into the input's text, or why it cannot be.
pub fn decode_position(written: &str) -> Result<String, String> {
    let bytes = written.as_bytes();
    let mut out: Vec<u8> = Vec::new();
    let mut at = 0;
    let too_long = || t!("web-address-too-long", most = MAX_TEXT);
    while at < bytes.len() {
        let mapped = |byte: u8| match byte {
            b'/' => b'\n',
            b',' => b' ',
            b'!' => b'#',
            other => other,
        };
        match bytes[at] {
            b'%' => {
                let byte = hex_pair(&bytes[at..]).ok_or_else(|| t!("web-address-bad-percent"))?;
                out.push(byte);
                at += 3;
            }
            b'~' => {
                let digits: String = written[at + 1..].chars().take_while(char::is_ascii_digit).collect();
                let after = at + 1 + digits.len();
                let count: usize =
                    digits.parse().ok().filter(|&count| count <= MAX_TEXT).ok_or_else(|| t!("web-address-bad-run"))?;
                let &byte = bytes.get(after).ok_or_else(|| t!("web-address-run-at-end"))?;
                if out.len() + count > MAX_TEXT {
                    return Err(too_long());
                }
                out.extend(std::iter::repeat_n(mapped(byte), count));
                at = after + 1;
            }
            byte => {
                out.push(mapped(byte));
                at += 1;
            }
        }
        if out.len() > MAX_TEXT {
            return Err(too_long());
        }
    }
    String::from_utf8(out).map_err(|_| t!("web-address-not-utf8"))
}

/// One value of the address: `%XX` decoded.
fn unescaped(written: &str) -> Result<String, String> {
    let bytes = written.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            out.push(
                hex_pair(&bytes[at..])
                    .ok_or_else(|| t!("web-address-value-percent", value = format!("{:?}", written)))?,
            );
            at += 3;
        } else {
            out.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(out).map_err(|_| t!("web-address-value-not-utf8", value = format!("{:?}", written)))
}

/// A value written with only letters, digits and `._-:,+~`: anything else
/// percent-encoded.
pub fn escaped(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if plain(c) || matches!(c, ',' | '+') {
            out.push(c);
        } else {
            percent(c, &mut out);
        }
    }
    out
}

/// The moves as `m` writes them.
pub fn encode_moves(moves: &[String]) -> String {
    moves.iter().map(|typed| escaped(typed).replace("-%3E", "~")).collect::<Vec<_>>().join("_")
}

/// `m` read back into the moves.
pub fn decode_moves(written: &str) -> Result<Vec<String>, String> {
    written.split('_').filter(|typed| !typed.is_empty()).map(|typed| unescaped(&typed.replace('~', "->"))).collect()
}

impl Address {
    /// The address's fragment (without the `#`).
    pub fn fragment(&self) -> String {
        let mut out = self.position_fragment();
        out.push_str(&self.rest_fragment());
        out
    }

    /// The fragment's first keys: the position, its test and who moves
    /// first (what stays the same through a game).
    pub fn position_fragment(&self) -> String {
        let mut out = format!("p={}", encode_position(&self.position));
        if let Some(test) = self.test.filter(|&test| test != 1) {
            write!(out, "&t={}", test).unwrap();
        }
        if self.second {
            out.push_str("&second=1");
        }
        out
    }

    /// The fragment's other keys: frogs' strips and side, and the moves.
    pub fn rest_fragment(&self) -> String {
        let mut out = String::new();
        if let Some(strips) = &self.strips {
            write!(out, "&strips={}", escaped(strips).replace("%20", ",")).unwrap();
        }
        if let Some(side) = &self.side {
            write!(out, "&side={}", escaped(side)).unwrap();
        }
        if let Some(moves) = &self.moves {
            write!(out, "&m={}", encode_moves(moves)).unwrap();
            if let Some(ply) = self.ply.filter(|&ply| ply < moves.len()) {
                write!(out, "&ply={}", ply).unwrap();
            }
        }
        out
    }

    /// A fragment read back, or why it cannot be (one line). Keys it does
    /// not know are the page's and are passed over.
    pub fn parse(fragment: &str) -> Result<Address, String> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        let mut address = Address::default();
        let mut position = None;
        for pair in fragment.split('&').filter(|pair| !pair.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "p" => position = Some(decode_position(value)?),
                "m" => address.moves = Some(decode_moves(value)?),
                "t" => {
                    address.test = Some(
                        value
                            .parse()
                            .ok()
                            .filter(|&test| test >= 1)
                            .ok_or_else(|| t!("web-address-test", value = value))?,
                    )
                }
                "ply" => {
                    address.ply = Some(value.parse().map_err(|_| t!("web-address-ply", value = value.to_string()))?)
                }
                "second" => address.second = value != "0",
                "strips" => address.strips = Some(unescaped(value)?.replace(',', " ")),
                "side" => address.side = Some(unescaped(value)?),
                _ => {}
            }
        }
        address.position = position.ok_or_else(|| t!("web-address-no-position"))?;
        Ok(address)
    }
}
