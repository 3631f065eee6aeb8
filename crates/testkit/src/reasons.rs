//! Why an input is not legal, in the language now. The reason is the
//! problem's validator's (`src/PROBLEM/validator.rs`), a stand-alone std-only
//! file the judge packages carry, which says it in English; here each of its
//! sentences is read back by its shape and said again from the catalogue
//! (`locales/*/reasons.ftl`). A reason of no known shape stays as the
//! validator wrote it (`tests/i18n.rs` finds none among thousands of
//! mutated inputs of every problem).

use crate::i18n::{self, Arg, Lang};

/// The shapes of the validators' sentences after `line N: `, the holes `{}`,
/// the more particular first; each with its message and the names of its
/// arguments, hole by hole. A hole named `what` is a line's description,
/// and `name` a number's name, each said again in turn.
const REASONS: &[(&str, &str, &[&str])] = &[
    ("expected {} ({} token(s)), found {} token(s)", "vr-tokens", &["what", "count", "found"]),
    ("expected {}, found end of input", "vr-end", &["what"]),
    ("no newline at its end (every line ends with \\n)", "vr-no-newline", &[]),
    ("blank line where {} should be", "vr-blank", &["what"]),
    ("carriage return (lines end with \\n alone)", "vr-carriage-return", &[]),
    ("byte {} is not printable ASCII", "vr-byte", &["byte"]),
    ("tokens are separated by one space, none at either end", "vr-spaces", &[]),
    ("extra data after the end of the input", "vr-extra", &[]),
    ("n·m = {} exceeds {}", "vr-board-too-large", &["cells", "limit"]),
    (
        "row {} of pattern {} has {} characters, expected w = {}",
        "vr-pattern-row",
        &["row", "pattern", "count", "width"],
    ),
    ("pattern {} has no `1` (an all-zero pattern is not a legal input)", "vr-pattern-zero", &["pattern"]),
    ("pattern cell {} is neither 0 nor 1", "vr-pattern-cell", &["cell"]),
    ("row {} of game {} has {} coins, expected m = {}", "vr-coin-row", &["row", "game", "count", "width"]),
    ("coin {} is neither H nor T", "vr-coin", &["coin"]),
    ("data set {} has {} strips so far, more than {}", "vr-strips", &["set", "count", "limit"]),
    ("state {} appears twice in data set {}", "vr-state-twice", &["state", "set"]),
    ("{} is not a state reachable from LL_RR", "vr-state", &["state"]),
    ("k = {} but {} column(s) follow", "vr-columns-follow", &["stones", "count"]),
    ("column {} holds two stones", "vr-two-stones", &["column"]),
    ("the sums of n and m reach {} and {} (each at most {})", "vr-sums", &["rows", "columns", "limit"]),
    ("row {} of test {} has {} cells, expected m = {}", "vr-cell-row", &["row", "test", "count", "width"]),
    ("cell {} is none of #, B and .", "vr-cell", &["cell"]),
    ("{} should be a decimal number, found {}", "vr-not-number", &["name", "found"]),
    ("{} = {} has a leading zero", "vr-leading-zero", &["name", "value"]),
    ("{} = {} is outside {}..={}", "vr-outside", &["name", "value", "low", "high"]),
];

/// The validators' descriptions of a line (`what`), as [`REASONS`] has them.
const LINES: &[(&str, &str, &[&str])] = &[
    ("pattern {}'s {}", "vw-pattern-size", &["pattern", "fields"]),
    ("row {} of pattern {}", "vw-pattern-row", &["row", "pattern"]),
    ("game {}'s {}", "vw-game-size", &["game", "fields"]),
    ("row {} of game {}", "vw-game-row", &["row", "game"]),
    ("data set {}'s {}", "vw-data-set", &["set", "fields"]),
    ("state {} of data set {} ({})", "vw-state", &["state", "set", "fields"]),
    ("test {}'s {}", "vw-test-size", &["test", "fields"]),
    ("row {} of test {} ({})", "vw-test-stones", &["row", "test", "fields"]),
    ("row {} of test {}", "vw-test-row", &["row", "test"]),
];

/// The validators' names of a number that are words, not a letter.
const NAMES: &[(&str, &str)] = &[("the count a", "vn-count"), ("a stone's column p", "vn-column")];

/// `reason` (a validator's) in the language now.
pub fn said(reason: &str) -> String {
    if i18n::lang() == Lang::En {
        return reason.to_string();
    }
    said_again(reason).unwrap_or_else(|| reason.to_string())
}

/// `reason` from the catalogue, when it has a known shape.
fn said_again(reason: &str) -> Option<String> {
    if let Some(error) = reason.strip_prefix("cannot read the input: ") {
        return Some(i18n::message("vr-cannot-read", vec![("error", Arg::from(error))]));
    }
    let (line, rest) = reason.strip_prefix("line ")?.split_once(": ")?;
    let line: u64 = line.parse().ok()?;
    let sentence = from_table(REASONS, rest, &|name, hole| match name {
        "what" => what(hole),
        "name" => {
            Some(NAMES.iter().find(|(words, _)| *words == hole).map_or(hole.to_string(), |(_, id)| i18n::text(id)))
        }
        _ => Some(hole.to_string()),
    })?;
    Some(i18n::message("vr-line", vec![("line", Arg::from(line)), ("reason", Arg::from(sentence))]))
}

/// A line's description: notation as it is (`` `T` ``), else from the table.
fn what(description: &str) -> Option<String> {
    if description.starts_with('`') && description.ends_with('`') {
        return Some(description.to_string());
    }
    from_table(LINES, description, &|_, hole| Some(hole.to_string()))
}

/// `text` said again by the first entry of `table` whose shape it has, each
/// hole's text given to `hole` with its argument's name (which may refuse it:
/// then the next way of filling the holes is tried, then the next shape).
fn from_table(
    table: &[(&str, &'static str, &[&'static str])],
    text: &str,
    hole: &dyn Fn(&str, &str) -> Option<String>,
) -> Option<String> {
    table.iter().find_map(|(shape, id, names)| {
        let pieces: Vec<&str> = shape.split("{}").collect();
        let rest = text.strip_prefix(pieces[0])?;
        fillings(&pieces[1..], rest).into_iter().find_map(|holes| {
            let args = names
                .iter()
                .zip(holes)
                .map(|(&name, text)| hole(name, text).map(|said| (name, Arg::from(said))))
                .collect::<Option<Vec<_>>>()?;
            Some(i18n::message(id, args))
        })
    })
}

/// Every way `text` fills the holes before `pieces` (the text after each
/// hole; none empty), the shortest first hole first. A shape of no holes
/// has one way, when nothing is left.
fn fillings<'a>(pieces: &[&str], text: &'a str) -> Vec<Vec<&'a str>> {
    let Some((piece, after)) = pieces.split_first() else {
        return if text.is_empty() { vec![Vec::new()] } else { Vec::new() };
    };
    let mut found = Vec::new();
    for (end, _) in text.match_indices(piece).filter(|&(end, _)| end > 0) {
        for mut rest in fillings(after, &text[end + piece.len()..]) {
            rest.insert(0, &text[..end]);
            found.push(rest);
        }
    }
    found
}
