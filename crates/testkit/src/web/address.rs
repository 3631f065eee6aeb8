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
//! - `cut`, when `p` is one test cut from a file: its number there and the
//!   file's count of tests (`cut=2.5`), for the game's title;
//! - `second=1` when the person moves second; frogs' `strips` (as typed,
//!   spaces written `,`) and `side`;
//! - `w`, the person's wrong tries the moves no longer hold, for the
//!   review: each its move's number, `r` (refused) or `b` (taken back) and
//!   the move, joined by `.`, the tries joined by `_` (`w=1.r.1:3~4`);
//!   only tries made in a position of the game's line are written;
//! - `values=1`, the page's own (values shown); other keys are the page's
//!   too and are left alone.
//!
//! A puzzle's address is its number instead of a position (a puzzle's
//! position stays the same whichever server opens it), then what was done
//! in it: `puzzle=3&theme=one-row&m=…&ply=…&w=…&shown=1&streak=2`
//! (`PuzzleAddress`): `theme` when kept to one, `m` once it is solved (its
//! first move the solving one), `shown=1` when its solution was shown
//! before, `streak` the puzzles solved in a row before it.

use crate::review::Taken;
use crate::t;
use std::fmt::Write;

/// The longest text a position decodes to (a request's body bound).
pub const MAX_TEXT: usize = 4 << 20;

/// The most wrong tries an address keeps (each is checked against the
/// values when the game is opened again).
pub const MAX_WRONG: usize = 1000;

/// A wrong try as the address keeps it: its move's number (1-based), how
/// it left the game, the move in the notation.
pub type WrongTry = (usize, Taken, String);

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
    /// When the position is one test cut from a file: its number there
    /// and the file's count of tests.
    pub cut: Option<(usize, usize)>,
    /// The person's wrong tries the moves no longer hold.
    pub wrong: Vec<WrongTry>,
}

/// A puzzle as an address holds it (see the module's comment).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleAddress {
    /// Its number (1-based).
    pub number: usize,
    /// The theme kept to, by its id.
    pub theme: Option<String>,
    /// The moves played once it was solved, and the position looked at.
    pub moves: Option<Vec<String>>,
    pub ply: Option<usize>,
    pub wrong: Vec<WrongTry>,
    /// Its solution shown before it was solved.
    pub shown: bool,
    /// The puzzles solved in a row before it.
    pub streak: Option<u64>,
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

/// The wrong tries as `w` writes them.
pub fn encode_wrong(tries: &[WrongTry]) -> String {
    let written: Vec<String> = tries
        .iter()
        .map(|(number, how, typed)| {
            let how = match how {
                Taken::Refused => 'r',
                Taken::TakenBack => 'b',
            };
            format!("{}.{}.{}", number, how, encode_moves(std::slice::from_ref(typed)))
        })
        .collect();
    written.join("_")
}

/// `w` read back into the wrong tries.
pub fn decode_wrong(written: &str) -> Result<Vec<WrongTry>, String> {
    let tries: Vec<&str> = written.split('_').filter(|entry| !entry.is_empty()).collect();
    if tries.len() > MAX_WRONG {
        return Err(t!("web-address-wrong-many", most = MAX_WRONG));
    }
    tries
        .into_iter()
        .map(|entry| {
            let bad = || t!("web-address-wrong", value = entry.to_string());
            let mut parts = entry.splitn(3, '.');
            let number = parts.next().and_then(|digits| digits.parse().ok()).filter(|&number| number >= 1);
            let how = match parts.next() {
                Some("r") => Taken::Refused,
                Some("b") => Taken::TakenBack,
                _ => return Err(bad()),
            };
            let typed = decode_moves(parts.next().ok_or_else(bad)?)?;
            match (number, <[String; 1]>::try_from(typed)) {
                (Some(number), Ok([typed])) => Ok((number, how, typed)),
                _ => Err(bad()),
            }
        })
        .collect()
}

/// The keys after the position: the moves, the move looked at and the
/// wrong tries (a game's and a puzzle's alike).
fn moves_fragment(out: &mut String, moves: &Option<Vec<String>>, ply: Option<usize>, wrong: &[WrongTry]) {
    if let Some(moves) = moves {
        write!(out, "&m={}", encode_moves(moves)).unwrap();
        if let Some(ply) = ply.filter(|&ply| ply < moves.len()) {
            write!(out, "&ply={}", ply).unwrap();
        }
    }
    if !wrong.is_empty() {
        write!(out, "&w={}", encode_wrong(wrong)).unwrap();
    }
}

/// A fragment's keys and values (`#` before it or not; a key without `=`
/// has the value "").
fn pairs(fragment: &str) -> impl Iterator<Item = (&str, &str)> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    fragment.split('&').filter(|pair| !pair.is_empty()).map(|pair| pair.split_once('=').unwrap_or((pair, "")))
}

/// `ply`'s value read back.
fn ply_of(value: &str) -> Result<usize, String> {
    value.parse().map_err(|_| t!("web-address-ply", value = value.to_string()))
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
        if let Some((test, count)) = self.cut {
            write!(out, "&cut={}.{}", test, count).unwrap();
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
        moves_fragment(&mut out, &self.moves, self.ply, &self.wrong);
        out
    }

    /// A fragment read back, or why it cannot be (one line). Keys it does
    /// not know are the page's and are passed over.
    pub fn parse(fragment: &str) -> Result<Address, String> {
        let mut address = Address::default();
        let mut position = None;
        for (key, value) in pairs(fragment) {
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
                "ply" => address.ply = Some(ply_of(value)?),
                "w" => address.wrong = decode_wrong(value)?,
                "cut" => {
                    let cut = value
                        .split_once('.')
                        .and_then(|(test, count)| Some((test.parse().ok()?, count.parse().ok()?)))
                        .filter(|&(test, count): &(usize, usize)| test >= 1 && test <= count);
                    address.cut = Some(cut.ok_or_else(|| t!("web-address-cut", value = value))?);
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

impl PuzzleAddress {
    /// Whether a fragment is a puzzle's (it has `puzzle`).
    pub fn is_one(fragment: &str) -> bool {
        pairs(fragment).any(|(key, _)| key == "puzzle")
    }

    /// The address's fragment (without the `#`).
    pub fn fragment(&self) -> String {
        let mut out = format!("puzzle={}", self.number);
        if let Some(theme) = &self.theme {
            write!(out, "&theme={}", escaped(theme)).unwrap();
        }
        moves_fragment(&mut out, &self.moves, self.ply, &self.wrong);
        if self.shown {
            out.push_str("&shown=1");
        }
        if let Some(streak) = self.streak.filter(|&streak| streak > 0) {
            write!(out, "&streak={}", streak).unwrap();
        }
        out
    }

    /// A puzzle's fragment read back, or why it cannot be (one line); keys
    /// it does not know are the page's.
    pub fn parse(fragment: &str) -> Result<PuzzleAddress, String> {
        let mut address = PuzzleAddress::default();
        for (key, value) in pairs(fragment) {
            match key {
                "puzzle" => {
                    address.number = value
                        .parse()
                        .ok()
                        .filter(|&number| number >= 1)
                        .ok_or_else(|| t!("web-address-puzzle", value = value))?
                }
                "theme" => address.theme = Some(unescaped(value)?),
                "m" => address.moves = Some(decode_moves(value)?),
                "ply" => address.ply = Some(ply_of(value)?),
                "w" => address.wrong = decode_wrong(value)?,
                "shown" => address.shown = value != "0",
                "streak" => address.streak = Some(value.parse().map_err(|_| t!("web-address-streak", value = value))?),
                _ => {}
            }
        }
        Ok(address)
    }
}
