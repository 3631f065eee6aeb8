//! A sum of frogs strips as a game to play: some strips of a data set, kept
//! by their numbers in it, and the side to move. Left moves an `L` frog right,
//! Right an `R` frog left: one cell into the empty one, or over one frog of
//! the other side into the empty cell behind it. Moves are written
//! `STRIP:FROM->TO` (`3:5->4`: on strip 3, the frog on cell 5 goes to cell
//! 4), cells 1 to 5 from the left, as `cargo explain frogs` writes a strip's
//! moves.
//!
//! The game is partisan, so it is one game to `Rules` (`ONE_GAME`): its value
//! is 1 when the side to move wins and 0 when not, by the write-up's rule on
//! the strips' values (a number above 0 Left, below 0 Right; at 0 the stars'
//! parity and #↑ − #↓). A winning move is one after which the rule says the
//! other side, to move, loses; the exhaustive oracle plays the sum out.

use super::explain::PLAY_BUDGET;
use super::explain::{strip_svg_in, sum_of, sum_text, symbol};
use super::{parse, rule_for, show, strip_moves, value_of, Games, Outcome, Player, Strip, Value};
use crate::ground::{Rules, Theme, Whole};
use crate::html::escape;
use crate::i18n::pad_end;
use crate::solver::{Count, Space, Sum as Parts};
use crate::t;
use serde_json::json;
use std::fmt::Write;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The strips a sum starts from: their numbers in the data set (increasing)
/// and states, and what their values add up to.
#[derive(Debug)]
struct Start {
    strips: Vec<(u64, Strip)>,
    tally: (i64, bool, i64),
}

/// A sum being played: its start, shared, the strips that have changed since
/// (indices into the start's, increasing, and their states now) and the side
/// to move. A frog only moves forward, so a strip never returns to a state
/// it left: the changed strips name the position, and a move costs what has
/// changed, not the whole sum (a data set may have a million strips).
#[derive(Clone, Debug)]
pub struct Sum {
    start: Arc<Start>,
    changed: Vec<(usize, Strip)>,
    pub to_move: Player,
}

impl PartialEq for Sum {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.start, &other.start) && self.changed == other.changed && self.to_move == other.to_move
    }
}

impl Eq for Sum {}

impl Hash for Sum {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.changed.hash(state);
        self.to_move.hash(state);
    }
}

impl Sum {
    /// The strips `strips` (numbers increasing), `to_move` to move.
    pub fn new(strips: Vec<(u64, Strip)>, to_move: Player) -> Sum {
        let tally = sum_of(strips.iter().map(|(_, strip)| value_of(strip)));
        Sum { start: Arc::new(Start { strips, tally }), changed: Vec::new(), to_move }
    }

    /// How many strips are in play.
    pub fn len(&self) -> usize {
        self.start.strips.len()
    }

    pub fn is_empty(&self) -> bool {
        self.start.strips.is_empty()
    }

    /// Strip `index` (of those in play): its number and its state now.
    pub fn strip(&self, index: usize) -> (u64, Strip) {
        let (number, first) = self.start.strips[index];
        match self.changed.binary_search_by_key(&index, |&(changed, _)| changed) {
            Ok(at) => (number, self.changed[at].1),
            Err(_) => (number, first),
        }
    }

    /// Every strip in play, in order, as it stands now.
    pub fn strips(&self) -> impl Iterator<Item = (u64, Strip)> + '_ {
        (0..self.len()).map(|index| self.strip(index))
    }

    /// Which strip (of those in play) has the number `number`.
    fn index_of(&self, number: u64) -> Option<usize> {
        self.start.strips.binary_search_by_key(&number, |&(each, _)| each).ok()
    }

    /// The sum with strip `index` in state `now`, the other side to move.
    fn with(&self, index: usize, now: Strip) -> Sum {
        let mut next = self.clone();
        match next.changed.binary_search_by_key(&index, |&(changed, _)| changed) {
            Ok(at) => next.changed[at].1 = now,
            Err(at) => next.changed.insert(at, (index, now)),
        }
        next.to_move = self.to_move.other();
        next
    }
}

/// On strip `strip`, the frog on cell `from` goes to cell `to` (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub strip: u64,
    pub from: usize,
    pub to: usize,
}

pub struct FrogsSum;

/// Strips drawn in full up to this many; past it the first and last few.
const DRAWN_STRIPS: usize = 24;
/// Strips a page draws (`cargo play --web`); a larger sum is left to the text.
const PICTURED_STRIPS: usize = 256;
const SUMMARY_STRIPS: usize = 8;

/// The sum's number part in halves, the stars' parity and #↑ − #↓: the
/// start's, with each changed strip's value changed.
fn tally(sum: &Sum) -> (i64, bool, i64) {
    sum.changed.iter().fold(sum.start.tally, |tally, &(index, now)| {
        changed(tally, value_of(&sum.start.strips[index].1), value_of(&now))
    })
}

/// Whether `player` wins moving first in a sum whose values come to `tally`.
fn wins(tally: (i64, bool, i64), player: Player) -> bool {
    let outcome = rule_for(tally.0, tally.1, tally.2);
    outcome == Outcome::First
        || outcome
            == match player {
                Player::Left => Outcome::Left,
                Player::Right => Outcome::Right,
            }
}

/// `tally` with one strip's value changed from `before` to `after`.
fn changed(tally: (i64, bool, i64), before: Value, after: Value) -> (i64, bool, i64) {
    let (old, new) = (sum_of(std::iter::once(before)), sum_of(std::iter::once(after)));
    (tally.0 - old.0 + new.0, tally.1 ^ old.1 ^ new.1, tally.2 - old.2 + new.2)
}

/// What a strip's value means, in words, and whom it favours.
fn value_words(value: Value) -> String {
    match value {
        Value::One => t!("fr-value-one"),
        Value::Half => t!("fr-value-half"),
        Value::Zero => t!("fr-value-zero"),
        Value::MinusHalf => t!("fr-value-minus-half"),
        Value::MinusOne => t!("fr-value-minus-one"),
        Value::Star => t!("fr-value-star"),
        Value::Up => t!("fr-value-up"),
        Value::Down => t!("fr-value-down"),
    }
}

/// The legend of the values a picture shows, in words, one item each of
/// those seen, then how they add up (HTML, shown with the values).
fn values_legend(seen: &[Value]) -> String {
    let mut items: Vec<String> =
        Value::ALL.iter().filter(|value| seen.contains(value)).map(|&value| value_words(value)).collect();
    items.push(t!("fr-values-add-up"));
    let mut html = format!("<div class=\"legend notes value-only\">{}\n<ul>\n", escape(&t!("fr-values-mean")));
    for item in items {
        writeln!(html, "<li>{}</li>", escape(&item)).unwrap();
    }
    html.push_str("</ul>\n</div>\n");
    html
}

/// What the sum's strips come to and who wins it, in words.
/// The strips a line each, the first and last few of a long sum; with
/// `values`, each strip's value and the sum's verdict too.
fn drawn(sum: &Sum, values: bool) -> String {
    let width = sum.start.strips.last().map_or(1, |(number, _)| number.to_string().len()).max(5);
    let mut text = pad_end(&t!("fr-column-strip"), width) + "  12345";
    if values {
        text = text + "  " + &t!("fr-column-value");
    }
    text.push('\n');
    let count = sum.len();
    let write_one = |text: &mut String, index: usize| {
        let (number, strip) = sum.strip(index);
        if values {
            writeln!(text, "{:<width$}  {}  {}", number, show(&strip), symbol(value_of(&strip))).unwrap();
        } else {
            writeln!(text, "{:<width$}  {}", number, show(&strip)).unwrap();
        }
    };
    if count <= DRAWN_STRIPS {
        (0..count).for_each(|index| write_one(&mut text, index));
    } else {
        (0..SUMMARY_STRIPS).for_each(|index| write_one(&mut text, index));
        writeln!(text, "{:width$}  {}", "", t!("fr-more-strips", count = count - 2 * SUMMARY_STRIPS)).unwrap();
        (count - SUMMARY_STRIPS..count).for_each(|index| write_one(&mut text, index));
    }
    if values {
        writeln!(text, "{}", t!("fr-verdict-to-move", verdict = verdict(sum), side = sum.to_move.name())).unwrap();
    } else {
        writeln!(text, "{}", t!("fr-to-move", side = sum.to_move.name())).unwrap();
    }
    text
}

fn verdict(sum: &Sum) -> String {
    let (halves, odd_stars, ups) = tally(sum);
    let outcome = match rule_for(halves, odd_stars, ups) {
        Outcome::Left => t!("fr-left-wins"),
        Outcome::Right => t!("fr-right-wins"),
        Outcome::First => t!("fr-mover-wins"),
        Outcome::Second => t!("fr-mover-loses"),
    };
    t!("fr-verdict", sum = sum_text(halves, odd_stars, ups), outcome = outcome)
}

impl Rules for FrogsSum {
    type Position = Sum;
    type Move = Move;
    type Value = u64;

    const PARTS: &'static str = "fr-parts";
    const ORACLE: &'static str = "fr-oracle";
    const ONE_GAME: bool = true;

    fn themes() -> Vec<Theme> {
        vec![
            Theme::new("numbers-only", t!("fr-theme-numbers"), t!("fr-theme-numbers-idea")),
            Theme::new("with-stars", t!("fr-theme-stars"), t!("fr-theme-stars-idea")),
            Theme::new("ups-and-downs", t!("fr-theme-ups"), t!("fr-theme-ups-idea")),
        ]
    }

    /// The strips' values: numbers only; stars among them, no ↑ or ↓; ↑ or ↓ among them.
    fn theme(sum: &Sum) -> usize {
        let values: Vec<Value> = sum.strips().map(|(_, strip)| value_of(&strip)).collect();
        if values.iter().any(|value| matches!(value, Value::Up | Value::Down)) {
            2
        } else {
            usize::from(values.contains(&Value::Star))
        }
    }

    /// Each data set with all its strips, Left to move.
    fn tests(input: &str) -> Vec<Sum> {
        parse(input)
            .into_iter()
            .map(|data_set| {
                let strips = data_set.iter().flat_map(|&(strip, count)| std::iter::repeat_n(strip, count as usize));
                Sum::new((1..).zip(strips).collect(), Player::Left)
            })
            .collect()
    }

    const SIDES: &'static [&'static str] = &["Left", "Right"];
    const SIZE_WORDS: (&'static str, &'static str) = ("strip", "strips");

    /// The data set's strips, `side` (Left or Right) to move.
    fn puzzle_position(input: &str, side: Option<&str>) -> Option<Sum> {
        let to_move = match side? {
            "Left" => Player::Left,
            "Right" => Player::Right,
            _ => return None,
        };
        let mut sum = Self::tests(input).into_iter().next()?;
        sum.to_move = to_move;
        Some(sum)
    }

    fn moves(sum: &Sum) -> Vec<Move> {
        let mut result = Vec::new();
        for (number, strip) in sum.strips() {
            for &(from, to, _) in strip_moves(&strip, sum.to_move).iter() {
                result.push(Move { strip: number, from, to });
            }
        }
        result
    }

    /// Strip by strip, stopping past `limit` (a data set may have a million
    /// strips and as many moves).
    fn moves_up_to(sum: &Sum, limit: usize) -> (Vec<Move>, bool) {
        let mut result = Vec::new();
        for (number, strip) in sum.strips() {
            for &(from, to, _) in strip_moves(&strip, sum.to_move).iter() {
                if result.len() == limit {
                    return (result, false);
                }
                result.push(Move { strip: number, from, to });
            }
        }
        (result, true)
    }

    /// Its strips, each read to list the moves.
    fn size(sum: &Sum) -> usize {
        sum.start.strips.len()
    }

    fn move_count(sum: &Sum) -> Option<u64> {
        Some(sum.strips().map(|(_, strip)| strip_moves(&strip, sum.to_move).len() as u64).sum())
    }

    fn first_move(sum: &Sum) -> Option<Move> {
        sum.strips().find_map(|(number, strip)| {
            strip_moves(&strip, sum.to_move).first().map(|&(from, to, _)| Move { strip: number, from, to })
        })
    }

    fn apply(sum: &Sum, chosen: &Move) -> Result<Sum, String> {
        let Some(index) = sum.index_of(chosen.strip) else {
            return Err(t!("fr-not-in-play", strip = chosen.strip));
        };
        for cell in [chosen.from, chosen.to] {
            if !(1..=5).contains(&cell) {
                return Err(t!("fr-no-cell", cell = cell));
            }
        }
        let strip = sum.strip(index).1;
        let (player, on_cell) = (sum.to_move, strip[chosen.from - 1]);
        if on_cell != player.frog() {
            return Err(match on_cell {
                b'_' => t!("fr-no-frog", strip = chosen.strip, cell = chosen.from),
                _ => t!(
                    "fr-others-frog",
                    cell = chosen.from,
                    strip = chosen.strip,
                    other = player.other().name(),
                    side = player.name(),
                    frog = player.frog() as char
                ),
            });
        }
        let moves = strip_moves(&strip, player);
        let Some(&(_, to, after)) = moves.iter().find(|&&(from, _, _)| from == chosen.from) else {
            return Err(t!("fr-cannot-move", cell = chosen.from, strip = chosen.strip, other = player.other().name()));
        };
        if to != chosen.to {
            return Err(t!("fr-goes-to", cell = chosen.from, strip = chosen.strip, to = to, typed = chosen.to));
        }
        Ok(sum.with(index, after))
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        let shape = || t!("fr-not-a-move", typed = format!("{:?}", text.trim()));
        let (strip, rest) = text.split_once(':').ok_or_else(shape)?;
        let (from, to) = rest.split_once("->").ok_or_else(shape)?;
        let number = |part: &str| part.trim().parse::<usize>().map_err(|_| shape());
        Ok(Move { strip: strip.trim().parse().map_err(|_| shape())?, from: number(from)?, to: number(to)? })
    }

    fn show_move(chosen: &Move) -> String {
        format!("{}:{}->{}", chosen.strip, chosen.from, chosen.to)
    }

    /// The same move on strips that stand alike is one entry, `1-60:2->3`
    /// (a sum of many equal strips would list it once a strip).
    fn show_moves(sum: &Sum, moves: &[Move]) -> (Vec<(String, usize)>, Option<String>) {
        let mut alike: Vec<((Strip, usize, usize), Vec<u64>)> = Vec::new();
        for chosen in moves {
            let key = (sum.strip(Self::part_of_move(sum, chosen)).1, chosen.from, chosen.to);
            match alike.iter_mut().find(|(seen, _)| *seen == key) {
                Some((_, strips)) => strips.push(chosen.strip),
                None => alike.push((key, vec![chosen.strip])),
            }
        }
        // Each run of consecutive strips with the same move is one entry.
        let entries: Vec<((u64, u64), usize, usize)> = alike
            .iter()
            .flat_map(|((_, from, to), strips)| run_spans(strips).into_iter().map(move |span| (span, *from, *to)))
            .collect();
        let note = entries.iter().find(|((first, last), ..)| first < last).map(|&(span, from, to)| {
            t!(
                "fr-alike",
                entry = format!("{}:{}->{}", run_text(span), from, to),
                strips = run_text(span),
                example = format!("{}:{}->{}", span.0, from, to)
            )
        });
        let shown = entries
            .into_iter()
            .map(|(span, from, to)| (format!("{}:{}->{}", run_text(span), from, to), (span.1 - span.0 + 1) as usize))
            .collect();
        (shown, note)
    }

    fn move_json(chosen: &Move) -> serde_json::Value {
        json!({"strip": chosen.strip, "from": chosen.from, "to": chosen.to})
    }

    fn describe_move(sum: &Sum, chosen: &Move) -> String {
        let index = Self::part_of_move(sum, chosen);
        let before = sum.strip(index).1;
        let after = Self::apply(sum, chosen).map(|next| next.strip(index).1).unwrap_or(before);
        let over = if chosen.from.abs_diff(chosen.to) == 2 { t!("fr-over-a-frog") } else { String::new() };
        t!(
            "fr-describe",
            strip = chosen.strip,
            side = sum.to_move.name(),
            from = chosen.from,
            to = chosen.to,
            over = over,
            before = show(&before),
            was = symbol(value_of(&before)),
            after = show(&after),
            now = symbol(value_of(&after))
        )
    }

    /// The strip's row among those in play and the frog's cell before and
    /// after (0-based), as the page's picture has them.
    fn move_cells(sum: &Sum, chosen: &Move) -> Vec<(usize, usize)> {
        match sum.index_of(chosen.strip) {
            Some(index) => vec![(index, chosen.from.saturating_sub(1)), (index, chosen.to.saturating_sub(1))],
            None => Vec::new(),
        }
    }

    const MOVES_A_PIECE: bool = true;
    /// A frog steps or jumps forward: one move at most.
    const ONE_MOVE_A_PIECE: bool = true;

    fn part_of_move(sum: &Sum, chosen: &Move) -> usize {
        sum.index_of(chosen.strip).unwrap_or(0)
    }

    fn draw(sum: &Sum, _summary: bool) -> String {
        drawn(sum, true)
    }

    fn draw_unvalued(sum: &Sum) -> String {
        drawn(sum, false)
    }

    fn picture(sum: &Sum) -> Option<String> {
        if sum.len() > PICTURED_STRIPS {
            return None;
        }
        let mut html = format!(
            "<table class=\"parts strips\">\n<tr><th>{}</th><th>{}</th><th class=\"value-only\">{}</th></tr>\n",
            escape(&t!("fr-column-strip")),
            escape(&t!("fr-column-cells")),
            escape(&t!("fr-column-value"))
        );
        let mut seen = Vec::new();
        for (index, (number, strip)) in sum.strips().enumerate() {
            seen.push(value_of(&strip));
            writeln!(
                html,
                "<tr><td>{}</td><td>{}</td><td class=\"value value-only\">{}</td></tr>",
                number,
                strip_svg_in(&strip, Some((index + 1, number))),
                symbol(value_of(&strip))
            )
            .unwrap();
        }
        writeln!(
            html,
            "</table>\n<p class=\"legend\">{}<span class=\"value-only\">{}{}</span></p>\n{}",
            escape(&t!("fr-picture-legend", side = sum.to_move.name())),
            escape(&t!("fr-verdict-separator")),
            escape(&verdict(sum)),
            values_legend(&seen)
        )
        .unwrap();
        Some(html)
    }

    fn named_value(sum: &Sum) -> Option<String> {
        let (halves, odd_stars, ups) = tally(sum);
        Some(sum_text(halves, odd_stars, ups))
    }

    fn values(sum: &Sum) -> Vec<u64> {
        vec![u64::from(wins(tally(sum), sum.to_move))]
    }

    fn place(_: &Sum, _: usize) -> (String, serde_json::Value) {
        (t!("fr-the-sum"), json!("the sum"))
    }

    fn detail(sum: &Sum, _: usize) -> String {
        verdict(sum)
    }

    /// The sum played out by minimax, within the sums `cargo explain frogs`
    /// may play for a whole input (`PLAY_BUDGET`).
    fn oracle_values(sum: &Sum) -> Option<Vec<u64>> {
        let mut games = Games::default();
        let ids: Vec<usize> = sum.strips().map(|(_, strip)| games.strip(strip)).collect();
        let mut work = PLAY_BUDGET;
        games.wins_within(&ids, sum.to_move, &mut work).map(|wins| vec![u64::from(wins)])
    }

    /// The first move, in move order, after which the rule says the other
    /// side, to move, loses.
    fn winning_move(sum: &Sum, values: &[u64]) -> Option<Move> {
        if values.first() != Some(&1) {
            return None;
        }
        let now = tally(sum);
        let opponent = sum.to_move.other();
        for (number, strip) in sum.strips() {
            for &(from, to, after) in strip_moves(&strip, sum.to_move).iter() {
                if !wins(changed(now, value_of(&strip), value_of(&after)), opponent) {
                    return Some(Move { strip: number, from, to });
                }
            }
        }
        None
    }

    fn answer(first_player_wins: bool) -> String {
        if first_player_wins {
            t!("fr-mover-wins")
        } else {
            t!("fr-mover-loses")
        }
    }

    fn whole(sum: &Sum) -> Result<Box<dyn Whole<Sum>>, Count> {
        let strips: Vec<Strip> = sum.strips().map(|(_, strip)| strip).collect();
        let parts = Parts::explore(&strips, 2, |strip, side| {
            let player = if side == 0 { Player::Left } else { Player::Right };
            strip_moves(strip, player).iter().map(|&(_, _, after)| after).collect()
        })?;
        Ok(Box::new(WholeSum { start: Arc::clone(&sum.start), parts }))
    }
}

/// A sum's whole game: its strips, each every state its frogs can reach,
/// and the side to move (side 0 Left, 1 Right).
struct WholeSum {
    start: Arc<Start>,
    parts: Parts<Strip>,
}

impl Whole<Sum> for WholeSum {
    fn space(&self) -> &dyn Space {
        &self.parts
    }

    fn locate(&self, sum: &Sum) -> Option<u64> {
        if !Arc::ptr_eq(&self.start, &sum.start) {
            return None;
        }
        let strips: Vec<Strip> = sum.strips().map(|(_, strip)| strip).collect();
        self.parts.locate(&strips, usize::from(sum.to_move == Player::Right))
    }
}

/// Increasing numbers as runs of consecutive ones, (first, last) each.
pub fn run_spans(numbers: &[u64]) -> Vec<(u64, u64)> {
    let mut spans: Vec<(u64, u64)> = Vec::new();
    for &number in numbers {
        match spans.last_mut() {
            Some((_, last)) if number == *last + 1 => *last = number,
            _ => spans.push((number, number)),
        }
    }
    spans
}

/// A run as typed: `7` or `1-3`.
pub fn run_text((first, last): (u64, u64)) -> String {
    if first == last {
        first.to_string()
    } else {
        format!("{}-{}", first, last)
    }
}

/// Numbers as runs: `1-3 7 9-10`.
pub fn runs(numbers: &[u64]) -> String {
    run_spans(numbers).into_iter().map(run_text).collect::<Vec<_>>().join(" ")
}
