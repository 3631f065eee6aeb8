//! `cargo explain`: why a test's answer is what it is. For each test of a
//! legal input: the position drawn, the parts it splits into with their
//! values, and a certificate a person can check — a winning move and the
//! principal line when the first player wins, every first move with a winning
//! reply when the first player loses.
//!
//! Nothing unchecked is printed: every move is applied by the problem's rules
//! (`ground::Rules`, the move generator the oracle plays by), every value is
//! the exhaustive oracle's where it answers and is compared with the
//! write-up's values, every winning move is checked to leave a total of 0,
//! and the answers are compared with the solution's. A disagreement is a bug
//! report ([`Failure::Bug`]).
//!
//! This module knows no problem: it talks to one through its `Rules`.

use crate::ground::{xor_sum, Nimber, Rules};
use crate::html;
use crate::i18n;
use crate::remoteness::Lengths;
use crate::t;
use rustc_hash::FxHashMap as HashMap;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::{json, Value};
use std::fmt::Write;

/// Past this many moves the principal line stops and says so.
pub const LINE_LIMIT: usize = 200;
/// A first-player loss lists every first move up to this many; beyond, a sample.
pub const ALL_REFUTATIONS: usize = 64;
/// The sample of first moves of a larger position, spread over its parts.
pub const SAMPLED_REFUTATIONS: usize = 16;
/// Work (positions visited plus moves generated) the search for the loser's
/// longest-lasting move may spend on one test before it gives up; a count, not
/// a clock, so that the output does not depend on the machine.
pub const SEARCH_BUDGET: usize = 200_000;
/// Deepest game the longest-line search follows.
const SEARCH_DEPTH: usize = 600;

/// Why there is no explanation.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    /// Bad usage: an illegal input, a test number out of range (exit 2).
    Usage(String),
    /// The oracle, the write-up's values, the rules or the solution disagree (exit 3).
    Bug(String),
}

/// What to explain.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Only this test (1-based).
    pub test: Option<usize>,
    /// Also build the JSON (every part of every test: some megabytes on the
    /// largest inputs, so only when asked).
    pub json: bool,
    /// Also build the HTML page (`cargo explain --html`).
    pub html: bool,
}

/// The explanation: its text, the answer line of each explained test, and,
/// when asked for, its JSON (`{"problem": …, "tests": […]}`).
#[derive(Debug)]
pub struct Explained {
    pub text: String,
    pub answers: Vec<String>,
    pub json: Option<Json>,
    /// When asked for: the page, one section a test (see [`crate::html`]).
    pub html: Option<String>,
}

/// The JSON of an explanation, written out by serde (`serde_json::to_writer_pretty`,
/// or `serde_json::to_value` to read it back).
#[derive(Debug, Serialize)]
pub struct Json {
    problem: String,
    tests: Vec<TestJson>,
}

/// One test's JSON: its keys, and its long lists (the parts; frogs' subsets)
/// already written out (a million parts as `Value`s would take gigabytes; as
/// text, one compact line each, some tens of megabytes).
#[derive(Debug)]
pub(crate) struct TestJson {
    fields: serde_json::Map<String, Value>,
    /// Sorted by key.
    written: Vec<(&'static str, Box<RawValue>)>,
}

impl TestJson {
    /// `report` (an object) with the lists `written` added under their keys.
    pub(crate) fn new(report: Value, mut written: Vec<(&'static str, Box<RawValue>)>) -> TestJson {
        let Value::Object(fields) = report else { unreachable!("a report is an object") };
        written.sort_by_key(|(key, _)| *key);
        TestJson { fields, written }
    }
}

impl Serialize for TestJson {
    /// The keys in alphabetical order, the written lists among them.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.fields.len() + self.written.len()))?;
        let mut written = self.written.iter().peekable();
        for (key, value) in &self.fields {
            while let Some((list, raw)) = written.next_if(|(list, _)| *list < key.as_str()) {
                map.serialize_entry(list, raw)?;
            }
            map.serialize_entry(key, value)?;
        }
        for (list, raw) in written {
            map.serialize_entry(list, raw)?;
        }
        map.end()
    }
}

impl Json {
    pub(crate) fn new(problem: &str, tests: Vec<TestJson>) -> Json {
        Json { problem: problem.to_string(), tests }
    }
}

/// Compact JSON items as an array, one item a line, indented as they stand in
/// the pretty-printed document (`{"tests": [{"parts": [`).
pub(crate) fn written_list(items: impl Iterator<Item = String>) -> Box<RawValue> {
    let mut text = String::from("[");
    for (index, item) in items.enumerate() {
        write!(text, "{}\n        {}", if index == 0 { "" } else { "," }, item).unwrap();
    }
    text.push_str(if text.len() == 1 { "]" } else { "\n      ]" });
    RawValue::from_string(text).expect("a list of JSON items")
}

/// The parts as a JSON array, one part a line.
fn parts_json<R: Rules>(position: &R::Position, values: &[R::Value]) -> Box<RawValue> {
    written_list(values.iter().enumerate().map(|(index, value)| {
        let place = serde_json::to_string(&R::place(position, index).1).expect("JSON of a value");
        format!("{{\"place\":{},\"value\":{}}}", place, value.json())
    }))
}

/// A problem's explainer, as the registry holds it: `explain::<ItsRules>`.
pub type ExplainFn = fn(&str, &str, &Options) -> Result<Explained, Failure>;

/// Who moves.
fn player(first: bool) -> String {
    if first {
        t!("explain-first")
    } else {
        t!("explain-second")
    }
}

/// The parts' values and their total, vouched for by the oracle where it answers.
struct Valued<V> {
    values: Vec<V>,
    total: V,
    by_oracle: bool,
}

fn bug<R: Rules>(what: &str, position: &R::Position) -> Failure {
    Failure::Bug(format!("{}\n{}\n{}", what, t!("explain-bug-position"), R::draw(position, true)))
}

fn valued<R: Rules>(position: &R::Position) -> Result<Valued<R::Value>, Failure> {
    let values = R::values(position);
    let total = xor_sum(&values);
    match R::oracle_values(position) {
        None => Ok(Valued { values, total, by_oracle: false }),
        Some(oracle) => {
            if oracle.len() != values.len() {
                return Err(bug::<R>(&t!("explain-bug-parts", oracle = oracle.len(), rules = values.len()), position));
            }
            for (index, (value, expected)) in values.iter().zip(&oracle).enumerate() {
                if value != expected {
                    return Err(bug::<R>(
                        &t!(
                            "explain-bug-value",
                            place = R::place(position, index).0,
                            oracle = expected.show(),
                            written = value.show()
                        ),
                        position,
                    ));
                }
            }
            if let Some(whole) = R::oracle_total(position) {
                if whole != total {
                    return Err(bug::<R>(
                        &t!("explain-bug-whole", whole = whole.show(), total = total.show()),
                        position,
                    ));
                }
            }
            Ok(Valued { values, total, by_oracle: true })
        }
    }
}

fn apply<R: Rules>(position: &R::Position, chosen: &R::Move) -> Result<R::Position, Failure> {
    R::apply(position, chosen)
        .map_err(|reason| bug::<R>(&t!("explain-bug-illegal", move = R::show_move(chosen), reason = reason), position))
}

/// What a perfect player plays in `position` where its game is solved: the
/// fastest win, or the slowest loss (the first in move order), as `cargo
/// play`'s program plays without a seed; `None` past the solver's bounds.
fn perfect<R: Rules>(position: &R::Position, lengths: &Lengths<R>) -> Result<Option<R::Move>, Failure> {
    let moves =
        crate::remoteness::perfect_moves::<R>(position, lengths).map_err(|report| bug::<R>(&report, position))?;
    Ok(moves.and_then(|(moves, _)| moves.into_iter().next()))
}

/// A winning move of `position` (total ≠ 0): the fastest where `lengths`
/// (the test's game, solved from its start) has it, else the one built
/// from the values; the position after it and
/// that position's values, whose total is checked to be 0.
#[allow(clippy::type_complexity)]
fn winning<R: Rules>(
    position: &R::Position,
    values: &Valued<R::Value>,
    lengths: &Lengths<R>,
) -> Result<(R::Move, R::Position, Valued<R::Value>), Failure> {
    let chosen = match perfect::<R>(position, lengths)? {
        Some(fastest) => fastest,
        None => R::winning_move(position, &values.values)
            .ok_or_else(|| bug::<R>(&t!("explain-bug-no-winning", total = values.total.show()), position))?,
    };
    let after = apply::<R>(position, &chosen)?;
    let after_values = valued::<R>(&after)?;
    if !after_values.total.is_zero() {
        return Err(bug::<R>(
            &t!("explain-bug-not-zero", move = R::show_move(&chosen), total = after_values.total.show()),
            position,
        ));
    }
    Ok((chosen, after, after_values))
}

/// How long the game lasts from a position when the side to move, if it wins,
/// plays the built winning move and, if it loses, the move that lasts longest
/// (the write-up's values, memoised). Gives up past the budget.
pub(crate) struct Longest<R: Rules> {
    memo: HashMap<R::Position, u32>,
    work: usize,
    /// The work allowed (`SEARCH_BUDGET` unless set smaller).
    budget: usize,
    gave_up: bool,
}

impl<R: Rules> Longest<R> {
    pub(crate) fn new() -> Self {
        Longest::with_budget(SEARCH_BUDGET)
    }

    /// A search allowed `budget` work (moves listed and parts valued).
    pub(crate) fn with_budget(budget: usize) -> Self {
        Longest { memo: HashMap::default(), work: 0, budget, gave_up: false }
    }

    fn length(&mut self, position: &R::Position, depth: usize) -> Option<u32> {
        if self.gave_up {
            return None;
        }
        if let Some(&known) = self.memo.get(position) {
            return Some(known);
        }
        let (moves, all) = R::moves_up_to(position, self.budget.saturating_sub(self.work) + 1);
        self.work += moves.len() + 1;
        if !all || self.work > self.budget || depth > SEARCH_DEPTH {
            self.gave_up = true;
            return None;
        }
        let length = if moves.is_empty() {
            0
        } else {
            let values = R::values(position);
            self.work += values.len();
            if !xor_sum(&values).is_zero() {
                let chosen = R::winning_move(position, &values)?;
                1 + self.length(&R::apply(position, &chosen).ok()?, depth + 1)?
            } else {
                let mut longest = 0;
                for chosen in &moves {
                    longest = longest.max(1 + self.length(&R::apply(position, chosen).ok()?, depth + 1)?);
                }
                longest
            }
        };
        self.memo.insert(position.clone(), length);
        Some(length)
    }

    /// The loser's moves that last longest, in move order, with how many moves
    /// the game lasts after them; `None` when the search gave up. `parts`: how
    /// many parts the position has.
    fn longest_moves(
        &mut self,
        position: &R::Position,
        moves: &[R::Move],
        parts: usize,
    ) -> Option<(Vec<R::Move>, u32)> {
        // A position whose own moves and parts would take a thousandth of the
        // budget has far more than a thousand positions below it: not tried.
        if (moves.len() + parts) * 1000 > self.budget {
            self.gave_up = true;
        }
        let mut best: Option<(u32, Vec<R::Move>)> = None;
        for chosen in moves {
            let length = self.length(&R::apply(position, chosen).ok()?, 1)?;
            match &mut best {
                Some((longest, tied)) if length == *longest => tied.push(chosen.clone()),
                Some((longest, _)) if length < *longest => {}
                _ => best = Some((length, vec![chosen.clone()])),
            }
        }
        best.map(|(length, tied)| (tied, length))
    }
}

/// What the side to move plays in a position of total 0.
pub(crate) enum LoserMove<M> {
    /// It has no move: it has lost.
    None,
    /// The moves after which the game lasts longest (in move order).
    Longest(Vec<M>),
    /// The game is too large to search: its first legal move.
    First(M),
}

/// The loser's move in `position` (total 0, `parts` parts): the longest
/// lasting where `longest` can tell, otherwise the first legal move. Moves are
/// listed for the search only where it may be tried; once it gives up, it is
/// not tried again.
pub(crate) fn loser_move<R: Rules>(
    position: &R::Position,
    parts: usize,
    longest: &mut Longest<R>,
) -> LoserMove<R::Move> {
    let listed = if longest.gave_up { None } else { Some(R::moves_up_to(position, SEARCH_BUDGET / 1000)) };
    let options = match listed {
        Some((moves, true)) => moves,
        _ => {
            longest.gave_up = true;
            R::first_move(position).into_iter().collect()
        }
    };
    let Some(first) = options.first() else {
        return LoserMove::None;
    };
    match longest.longest_moves(position, &options, parts) {
        Some((tied, _)) => LoserMove::Longest(tied),
        None => LoserMove::First(first.clone()),
    }
}

/// How the principal line ends.
enum LineEnd {
    /// The player to move (first or not) has no move and loses.
    NoMove { first_to_move: bool },
    /// Stopped at `LINE_LIMIT` moves.
    Truncated,
}

struct Line<R: Rules> {
    moves: Vec<(R::Move, String)>,
    end: LineEnd,
    /// Whether every loser's move was the longest-lasting one.
    loser_longest: bool,
    /// Whether the game was solved: both sides played perfectly.
    solved: bool,
}

/// The principal line from `start`: where its game is solved, the winner
/// plays the fastest win and the loser the slowest loss (the first in move
/// order of each, as `cargo play`'s program does without a seed); past the
/// solver's bounds the winner plays the built winning move, the loser the
/// longest-lasting move where the search tells, otherwise its first legal
/// move. Every position on it is valued (by the oracle where it
/// answers) and checked: the winner always faces a total ≠ 0, the loser 0.
fn principal_line<R: Rules>(start: &R::Position, first_wins: bool, lengths: &Lengths<R>) -> Result<Line<R>, Failure> {
    let mut position = start.clone();
    let mut first_to_move = true;
    let mut moves = Vec::new();
    let mut longest = Longest::<R>::new();
    let mut loser_longest = true;
    // The values of the position after a winning move, already taken.
    let mut known: Option<Valued<R::Value>> = None;
    let end = loop {
        let values = match known.take() {
            Some(values) => values,
            None => valued::<R>(&position)?,
        };
        let winner_to_move = first_to_move == first_wins;
        if values.total.is_zero() == winner_to_move {
            return Err(bug::<R>(
                &t!(
                    "explain-bug-to-move",
                    winner = if winner_to_move { "yes" } else { "no" },
                    moves = moves.len(),
                    total = values.total.show()
                ),
                &position,
            ));
        }
        // Only the loser can be out of moves: a total other than 0 is the mex
        // of some options, so the winner always has one (`winning` finds it).
        let played = if winner_to_move {
            let (chosen, after, after_values) = winning::<R>(&position, &values, lengths)?;
            known = Some(after_values);
            Some((chosen, after))
        } else if let Some(chosen) = perfect::<R>(&position, lengths)? {
            // Where the game is solved, the slowest loss, as the program plays.
            let after = apply::<R>(&position, &chosen)?;
            Some((chosen, after))
        } else {
            let chosen = match loser_move::<R>(&position, values.values.len(), &mut longest) {
                LoserMove::None => None,
                LoserMove::Longest(tied) => tied.into_iter().next(),
                LoserMove::First(first) => {
                    loser_longest = false;
                    Some(first)
                }
            };
            match chosen {
                None => None,
                Some(chosen) => {
                    let after = apply::<R>(&position, &chosen)?;
                    Some((chosen, after))
                }
            }
        };
        let Some((chosen, after)) = played else {
            break LineEnd::NoMove { first_to_move };
        };
        if moves.len() == LINE_LIMIT {
            break LineEnd::Truncated;
        }
        moves.push((chosen.clone(), R::describe_move(&position, &chosen)));
        position = after;
        first_to_move = !first_to_move;
    };
    Ok(Line { moves, end, loser_longest, solved: lengths.of(start).is_some() })
}

struct Refutations<R: Rules> {
    /// (first move, winning reply, what the reply does).
    pairs: Vec<(R::Move, String, R::Move, String)>,
    /// How many first moves there are (`None`: too many to count), and
    /// whether `pairs` refutes every one.
    first_moves: Option<u64>,
    all: bool,
}

fn refutations<R: Rules>(start: &R::Position, lengths: &Lengths<R>) -> Result<Refutations<R>, Failure> {
    let (listed, all) = R::moves_up_to(start, ALL_REFUTATIONS);
    let chosen = if all { listed } else { R::sample_moves(start, SAMPLED_REFUTATIONS) };
    let first_moves = if all { Some(chosen.len() as u64) } else { R::move_count(start) };
    let mut pairs = Vec::new();
    for first in chosen {
        let after = apply::<R>(start, &first)?;
        let values = valued::<R>(&after)?;
        let (reply, ..) = winning::<R>(&after, &values, lengths)?;
        pairs.push((first.clone(), R::describe_move(start, &first), reply.clone(), R::describe_move(&after, &reply)));
    }
    Ok(Refutations { pairs, first_moves, all })
}

/// Moves are aligned in a column this wide at most; a longer one (a large
/// flip set) runs past it.
const MOVE_COLUMN: usize = 24;

/// Parts listed in full up to this many; a summary shows the first and last few.
pub(crate) const LISTED_PARTS: usize = 12;
const SUMMARY_PARTS: usize = 5;

/// The parts' places, values and details, aligned; a summary past
/// `LISTED_PARTS` (the details, the costly part, only of the rows shown).
fn write_parts<R: Rules>(text: &mut String, position: &R::Position, values: &[R::Value]) {
    let places: Vec<String> = (0..values.len()).map(|index| R::place(position, index).0).collect();
    let width = places.iter().map(|place| i18n::display_width(place)).max().unwrap_or(0);
    let shown: Vec<String> = values.iter().map(Nimber::show).collect();
    let value_width = shown.iter().map(|value| value.chars().count()).max().unwrap_or(1);
    let write_one = |text: &mut String, index: usize| {
        let detail = R::detail(position, index);
        writeln!(text, "  {}  {:>value_width$}   {}", i18n::pad_end(&places[index], width), shown[index], detail)
            .unwrap();
    };
    if values.is_empty() {
        writeln!(text, "  {}", t!("explain-none")).unwrap();
    } else if values.len() <= LISTED_PARTS {
        (0..values.len()).for_each(|index| write_one(text, index));
    } else {
        (0..SUMMARY_PARTS).for_each(|index| write_one(text, index));
        writeln!(text, "  {}", t!("explain-more-parts", count = values.len() - 2 * SUMMARY_PARTS)).unwrap();
        (values.len() - SUMMARY_PARTS..values.len()).for_each(|index| write_one(text, index));
    }
}

/// `text` broken into lines of at most `width` columns: at spaces, and in
/// Chinese between two characters (not before a closing mark such as `，`
/// or `）`, not after an opening one). A wide character takes two columns.
/// A line is broken after a space or a closing mark (`，` `。` `、` …) when
/// one leaves it at least three fifths full, so that a Chinese word (退出,
/// 答案) is cut between lines only in a clause longer than that.
pub fn wrap(text: &str, width: usize) -> String {
    // The pieces a line may break between, each with whether a space came before it.
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let mut space = false;
    let mut whole = false;
    for c in text.chars() {
        let wide = i18n::char_width(c) == 2;
        let closing = CLOSING.contains(c);
        let opening = "（「『“".contains(c);
        match pieces.last_mut() {
            // A no-break space holds its neighbours on one line.
            _ if c.is_whitespace() && c != '\u{a0}' => {
                space = true;
                whole = true;
                continue;
            }
            Some((last, _)) if (closing || !whole) && !space => last.push(c),
            _ => pieces.push((c.to_string(), space)),
        }
        // A wide character ends its piece unless it opens a bracket.
        whole = wide && !opening;
        space = false;
    }
    let widths: Vec<usize> = pieces.iter().map(|(piece, _)| i18n::display_width(piece)).collect();
    // Whether a break before piece `at` falls between clauses or words:
    // after a space or a closing mark.
    let between_words = |at: usize| pieces[at].1 || pieces[at - 1].0.ends_with(|c: char| CLOSING.contains(c));
    // The width of pieces `from..to` on one line.
    let line_width = |from: usize, to: usize| -> usize {
        (from..to).map(|at| widths[at] + usize::from(at > from && pieces[at].1)).sum()
    };
    let mut wrapped = String::new();
    let mut write_line = |from: usize, to: usize| {
        for (index, (piece, spaced)) in pieces[from..to].iter().enumerate() {
            if index > 0 && *spaced {
                wrapped.push(' ');
            }
            wrapped.push_str(piece);
        }
        wrapped.push('\n');
    };
    let (mut from, mut at) = (0, 0);
    while at < pieces.len() {
        if at > from && line_width(from, at + 1) > width {
            // Back to the last break between words, if the line keeps
            // three fifths of its width.
            let cut = if between_words(at) {
                at
            } else {
                (from + 1..at)
                    .rev()
                    .find(|&cut| between_words(cut) && line_width(from, cut) * 5 >= width * 3)
                    .unwrap_or(at)
            };
            write_line(from, cut);
            from = cut;
            at = cut;
            continue;
        }
        at += 1;
    }
    write_line(from, pieces.len());
    wrapped
}

/// Marks a line may end with but not begin with.
const CLOSING: &str = "，。、；：！？）」』”…";

/// `count` and the noun that goes with it: `1 move`, `3 moves`.
pub(crate) fn plural(count: u64, one: &str, many: &str) -> String {
    format!("{} {}", count, if count == 1 { one } else { many })
}

pub(crate) fn indent(text: &str) -> String {
    text.lines().map(|line| format!("  {}\n", line)).collect()
}

/// The tests to explain (0-based): all of `count`, or `options.test`.
pub(crate) fn chosen_tests(count: usize, options: &Options) -> Result<Vec<usize>, Failure> {
    match options.test {
        Some(test) if test == 0 || test > count => {
            Err(Failure::Usage(t!("explain-no-test", test = test, count = count)))
        }
        Some(test) => Ok(vec![test - 1]),
        None => Ok((0..count).collect()),
    }
}

/// Explains every test (or `options.test`) of a legal input; `problem` names
/// it in the JSON.
pub fn explain<R: Rules>(problem: &str, input: &str, options: &Options) -> Result<Explained, Failure> {
    let tests = R::tests(input);
    let chosen = chosen_tests(tests.len(), options)?;
    let rules = t!("explain-rules", problem = problem, parts = i18n::text(R::PARTS));
    let mut text = wrap(&rules, 96);
    let mut reports = Vec::new();
    let mut answers = Vec::new();
    let mut sections = Vec::new();
    for &index in &chosen {
        let position = &tests[index];
        let values = valued::<R>(position)?;
        let summary = values.values.len() > LISTED_PARTS;
        let first_wins = !values.total.is_zero();
        let answer = R::answer(first_wins);
        text.push('\n');
        let test_start = text.len();
        let wins = if first_wins { "yes" } else { "no" };
        writeln!(text, "{}", t!("explain-test", wins = wins, test = index + 1, count = tests.len(), answer = &answer))
            .unwrap();
        text.push('\n');
        text.push_str(&indent(&R::draw(position, summary)));
        if R::ONE_GAME {
            text.push('\n');
            text.push_str(&wrap(
                &t!("explain-one-game", wins = wins, value = values.total.show(), detail = R::detail(position, 0)),
                96,
            ));
        } else {
            writeln!(text, "\n{}", t!("explain-parts")).unwrap();
            write_parts::<R>(&mut text, position, &values.values);
            writeln!(text, "  {}", t!("explain-total", total = values.total.show())).unwrap();
        }
        let oracle = i18n::text(R::ORACLE);
        match (values.by_oracle, R::ONE_GAME) {
            (true, true) => text.push_str(&wrap(&t!("explain-value-from", oracle = oracle), 96)),
            (true, false) => text.push_str(&wrap(&t!("explain-values-from", oracle = oracle), 96)),
            (false, true) => writeln!(text, "{}", t!("explain-value-write-up")).unwrap(),
            (false, false) => writeln!(text, "{}", t!("explain-values-write-up")).unwrap(),
        }
        let mut report = json!({
            "test": index + 1,
            "answer": answer,
            "first_player_wins": first_wins,
            "total": values.total.json(),
            "values_from": if values.by_oracle { "oracle" } else { "solution" },
        });

        answers.push(answer.clone());
        // The test's game solved once (within the solver's bounds): the
        // winning move, the line and the refutations play by it.
        let lengths = Lengths::<R>::of_position(position);
        let mut winning_move = None;
        if first_wins {
            let (chosen, after, _) = winning::<R>(position, &values, &lengths)?;
            let (shown, words) = (R::show_move(&chosen), R::describe_move(position, &chosen));
            let winning = if R::ONE_GAME {
                t!("explain-winning-value", move = shown, words = words)
            } else {
                t!("explain-winning-total", move = shown, words = words)
            };
            writeln!(text, "\n{}\n", winning).unwrap();
            text.push_str(&indent(&R::draw(&after, summary)));
            report["winning_move"] = R::move_json(&chosen);
            winning_move = Some(chosen);
        }
        let line = principal_line::<R>(position, first_wins, &lengths)?;
        if line.moves.is_empty() {
            writeln!(text, "\n{}", t!("explain-no-move")).unwrap();
        } else {
            let heading = match (line.solved, line.loser_longest) {
                (true, _) => t!("explain-line-perfect"),
                (false, true) => t!("explain-line-longest"),
                (false, false) => t!("explain-line-first"),
            };
            writeln!(text, "\n{}", heading).unwrap();
            let number_width = line.moves.len().to_string().len();
            let move_width =
                line.moves.iter().map(|(chosen, _)| R::show_move(chosen).len()).max().unwrap_or(0).min(MOVE_COLUMN);
            for (number, (chosen, words)) in line.moves.iter().enumerate() {
                writeln!(
                    text,
                    "  {:>number_width$}. {} {:<move_width$}   {}",
                    number + 1,
                    i18n::pad_end(&player(number % 2 == 0), 6),
                    R::show_move(chosen),
                    words
                )
                .unwrap();
            }
            match line.end {
                LineEnd::NoMove { first_to_move } => writeln!(
                    text,
                    "  {}",
                    t!("explain-line-end", loser = player(first_to_move), winner = player(!first_to_move))
                )
                .unwrap(),
                LineEnd::Truncated => writeln!(text, "  {}", t!("explain-line-stops", moves = LINE_LIMIT)).unwrap(),
            }
        }
        report["line"] = Value::Array(line.moves.iter().map(|(chosen, _)| R::move_json(chosen)).collect());
        report["line_truncated"] = json!(matches!(line.end, LineEnd::Truncated));
        report["loser_plays"] = json!(match (line.solved, line.loser_longest) {
            (true, _) => "slowest",
            (false, true) => "longest",
            (false, false) => "first legal move",
        });
        let mut refuted = Vec::new();
        if !first_wins {
            let found = refutations::<R>(position, &lengths)?;
            if !found.pairs.is_empty() {
                if found.all {
                    writeln!(text, "\n{}", t!("explain-every-reply", count = found.pairs.len())).unwrap();
                } else {
                    let how_many = match found.first_moves {
                        Some(count) => count.to_string(),
                        None => t!("explain-more-than", count = ALL_REFUTATIONS),
                    };
                    text.push('\n');
                    text.push_str(&wrap(
                        &t!(
                            "explain-some-replies",
                            moves = how_many,
                            argument = i18n::text(R::LOSS_ARGUMENT),
                            count = found.pairs.len()
                        ),
                        96,
                    ));
                }
                let move_width =
                    found.pairs.iter().map(|(first, ..)| R::show_move(first).len()).max().unwrap_or(0).min(MOVE_COLUMN);
                for (first, _, reply, reply_words) in &found.pairs {
                    writeln!(
                        text,
                        "  {:<move_width$}  {}",
                        R::show_move(first),
                        t!("explain-answered", reply = R::show_move(reply), words = reply_words.as_str())
                    )
                    .unwrap();
                }
            }
            refuted = found
                .pairs
                .iter()
                .map(|(first, _, reply, _)| json!({"move": R::move_json(first), "reply": R::move_json(reply)}))
                .collect();
            report["first_moves"] = json!(found.first_moves);
        }
        report["refutations"] = Value::Array(refuted);
        if options.json {
            let parts = if R::ONE_GAME { &[][..] } else { &values.values[..] };
            reports.push(TestJson::new(report, vec![("parts", parts_json::<R>(position, parts))]));
        }
        if options.html {
            let test_text = &text[test_start..];
            let section = html::Section::<R> {
                position,
                values: &values.values,
                total: &values.total,
                winning_move: winning_move.as_ref(),
                line: line.moves.iter().map(|(chosen, _)| chosen).collect(),
                text: test_text,
            };
            sections.push(html::section::<R>(index + 1, &section));
        }
    }
    let json = options.json.then(|| Json::new(problem, reports));
    let html = options.html.then(|| html::page(problem, &rules, &sections));
    Ok(Explained { text, answers, json, html })
}
