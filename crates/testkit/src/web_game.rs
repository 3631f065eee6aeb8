//! A game as `cargo play --web`'s page sees it: a [`Board`] is one game of
//! any problem, viewed as JSON (the position drawn, the person's moves each
//! valued by the position it leads to, the hint, the history with its
//! mistakes marked) and played by moves typed in the notation, undone and
//! redone. Every problem but frogs is `play::Game` over its `Rules` as it
//! is; frogs' choice of strips and side comes first (`frogs::play`). Below
//! the server (`web`), which keeps the games and answers requests.

use crate::explain::Failure;
use crate::ground::{star, xor_sum, Nimber, Rules};
use crate::html;
use crate::play::{self, Game, Options};
use crate::remoteness::{self, Lengths};
use crate::t;
use crate::web::address::WrongTry;
use serde_json::{json, Value};

/// Legal moves a view lists (each valued); a position with more lists these
/// first ones and says there are more; any move can still be typed.
pub const LISTED_MOVES: usize = 256;
/// Parts' values a view lists in full up to this many (the drawing's table
/// has its own summary).
const LISTED_VALUES: usize = 64;

/// One game on the page, whatever its problem: a view of it as JSON, the
/// person's move typed in the notation, undo and redo, a move of the game
/// gone to. `Err` is a bug report (the rules and the values disagree).
pub trait Board: Send {
    /// The game as the page draws it (see docs/play.md); `values`: with
    /// what tells the moves apart (their values and lengths, the board's
    /// reasons, the chart, the hint) where the game shows them; without it,
    /// none of that (as a puzzle before it is solved is always shown).
    fn view_valued(&self, values: bool) -> Result<Value, String>;
    /// The game with its values, where it shows them.
    fn view(&self) -> Result<Value, String> {
        self.view_valued(true)
    }
    /// The moves played to the position now, in the notation.
    fn played(&self) -> Vec<String>;
    /// The whole game: the moves played, then those kept ahead for redo and
    /// "forward" (the address's).
    fn whole(&self) -> Vec<String>;
    /// The person's move: `Ok(Err(reason))` when it is refused, else the
    /// move and the program's reply as the terminal game writes them.
    fn play(&mut self, typed: &str) -> Result<Result<String, String>, String>;
    /// Takes back the person's last move and the reply; whether there was one.
    fn undo(&mut self) -> bool;
    /// Plays again what the last undo took back; whether there was anything.
    fn redo(&mut self) -> bool;
    /// Goes to the position after move `ply` of the game (0: the start),
    /// the moves after it kept for redo; whether the game has that move.
    fn go_to(&mut self, ply: usize) -> bool;
    /// One move forward (the next kept for redo, or the program's move when
    /// it is its turn); whether there was one.
    fn forward(&mut self) -> Result<bool, String>;
    /// Back to the position the person's move after ply `ply` was made in
    /// (by default their last move that threw a win away), to find a
    /// winning move there (`play::Game::try_again`); whether that move is
    /// such a mistake.
    fn try_again(&mut self, ply: Option<usize>) -> bool;
    /// Shows a puzzle's solution (its view's hint); whether there was one
    /// to show (a game, or a puzzle solved, has none). `Err`: a bug report.
    fn solution(&mut self) -> Result<bool, String> {
        Ok(false)
    }
    /// The person's wrong tries the moves no longer hold, made in positions
    /// of the game's line (`play::Game::wrong_on_line`), for the address.
    fn wrong(&self) -> Vec<WrongTry>;
}

/// How a new game starts, besides its input: the test, who moves first,
/// for frogs the strips kept and the person's side, and the moves a game
/// recorded elsewhere (an address) had.
#[derive(Clone, Debug, Default)]
pub struct Start {
    pub options: Options,
    pub strips: Option<String>,
    pub side: Option<String>,
    /// When the input is one test cut from a file: its number there and
    /// the file's count of tests, for the game's title.
    pub numbered: Option<(usize, usize)>,
    /// Moves to play from the start, by both sides in turn, before the game
    /// is shown (`None`: the game opens, the program moving first if it is
    /// its turn).
    pub moves: Option<Vec<String>>,
    /// The position to look at after `moves` are played: after this many of
    /// them, the rest kept ahead (`None`: after them all).
    pub ply: Option<usize>,
    /// The person's wrong tries an address kept, placed again after `moves`.
    pub wrong: Vec<WrongTry>,
    /// `--puzzles`: the page opens with this puzzle (1-based) instead.
    pub puzzle: Option<usize>,
    /// With `puzzle`: kept to its theme (`--theme`).
    pub theme: bool,
}

/// A problem's web game, as the registry holds it.
pub type WebFn = fn(&'static str, &str, &Start) -> Result<Box<dyn Board>, Failure>;

/// A game of `play::Game` on the page: the game, and what chose it beyond
/// its input (frogs' strips and side, for the address).
pub struct WebGame<R: Rules> {
    game: Game<R>,
    setup: Value,
}

impl<R: Rules> WebGame<R> {
    /// `game` (not yet opened) on the page, started as `start` says: its
    /// recorded moves replayed, or opened. `setup`: what chose the game
    /// beyond its input, as the address writes it (`Null`: nothing).
    pub fn started(mut game: Game<R>, setup: Value, start: &Start) -> Result<WebGame<R>, Failure> {
        match &start.moves {
            None => {
                use play::Session;
                game.opening().map_err(Failure::Bug)?;
            }
            // Only an address records moves.
            Some(moves) => game
                .replay(moves)
                .map_err(Failure::Bug)?
                .map_err(|reason| Failure::Usage(t!("web-address-move", reason = reason)))?,
        }
        game.restore_wrong(&start.wrong).map_err(Failure::Bug)?.map_err(Failure::Usage)?;
        if let Some(ply) = start.ply {
            let count = game.ply();
            if !game.go_to(ply) {
                return Err(Failure::Usage(t!("web-address-ply-past", ply = ply, count = count)));
            }
        }
        Ok(WebGame { game, setup })
    }

    /// The game.
    pub fn game(&self) -> &Game<R> {
        &self.game
    }

    /// The game, to keep a try it did not play (`Game::keep_refused`).
    pub fn game_mut(&mut self) -> &mut Game<R> {
        &mut self.game
    }

    /// The moves played to the position now, in the notation.
    fn moves_played(&self) -> Vec<String> {
        self.game.history().iter().map(|played| R::show_move(&played.chosen)).collect()
    }
}

/// The web game of a problem whose rules `Game` plays as they are.
pub fn board<R: Rules + 'static>(problem: &'static str, input: &str, start: &Start) -> Result<Box<dyn Board>, Failure>
where
    WebGame<R>: Send,
{
    let mut game = Game::<R>::new(problem, input, &start.options)?;
    if let Some((test, count)) = start.numbered {
        game = game.with_intro(play::intro(problem, test, count, start.options.second));
    }
    Ok(Box::new(WebGame::started(game, Value::Null, start)?))
}

/// `"win"` or `"lose"`: what a position is for the side to move.
fn standing(wins: bool) -> &'static str {
    if wins {
        "win"
    } else {
        "lose"
    }
}

/// A move for the page: its notation, words, and the cells it touches
/// (1-based), the first where a click picks it.
pub fn move_json<R: Rules>(position: &R::Position, chosen: &R::Move) -> Value {
    let cells: Vec<[usize; 2]> =
        R::move_cells(position, chosen).into_iter().map(|(row, column)| [row + 1, column + 1]).collect();
    json!({
        "move": R::show_move(chosen),
        "describe": R::describe_move(position, chosen),
        "cells": cells,
    })
}

/// A hint or a puzzle's solution for the page: the move as `move_json`
/// has it, and `terms`, what it does in the game's theory (`null` where
/// that says nothing).
pub fn hint_json<R: Rules>(position: &R::Position, chosen: &R::Move) -> Value {
    let mut hint = move_json::<R>(position, chosen);
    hint["terms"] = json!(R::in_terms(position, chosen));
    hint
}

/// Parts listed as changed by a refused try, at most (then how many more).
const CHANGED_LISTED: usize = 12;

/// A try refused (`chosen`, in `position`), as the page draws it: the
/// position it would have made, with its values and the reasons drawn on
/// it whatever the page shows of the position now; what the move did (its
/// description); the parts whose values it changed, each before and after
/// (a sum's), and the total or the one game's verdict after it.
pub fn refused_json<R: Rules>(position: &R::Position, chosen: &R::Move) -> Result<Value, String> {
    let after = R::apply(position, chosen)
        .map_err(|reason| format!("a refused try {} is not legal: {}", R::show_move(chosen), reason))?;
    let (values, after_values) = (R::values(position), R::values(&after));
    let (total, after_total) = (xor_sum(&values), xor_sum(&after_values));
    let mut changed = Vec::new();
    if !R::ONE_GAME {
        let parts = |at: &R::Position, values: &[R::Value]| -> Vec<(String, String)> {
            (0..values.len())
                .map(|index| {
                    let said = t!("web-part-value", value = values[index].show(), detail = R::detail(at, index));
                    (R::place(at, index).0, said)
                })
                .collect()
        };
        let (was, now) = (parts(position, &values), parts(&after, &after_values));
        let find = |list: &[(String, String)], place: &str| {
            list.iter().find(|(other, _)| other == place).map(|(_, said)| said.clone())
        };
        for (place, before) in &was {
            match find(&now, place) {
                Some(after) if after != *before => {
                    changed.push(t!("web-part-changed", place = place.clone(), before = before.clone(), after = after))
                }
                Some(_) => {}
                None => changed.push(t!("web-part-gone", place = place.clone(), before = before.clone())),
            }
        }
        for (place, after) in &now {
            if find(&was, place).is_none() {
                changed.push(t!("web-part-new", place = place.clone(), after = after.clone()));
            }
        }
        if changed.len() > CHANGED_LISTED {
            let more = changed.len() - CHANGED_LISTED;
            changed.truncate(CHANGED_LISTED);
            changed.push(t!("web-more-changed", count = more));
        }
    }
    let verdict = if R::ONE_GAME {
        t!("web-refused-one-game", detail = R::detail(&after, 0))
    } else {
        t!("web-refused-total", before = star(&total), after = star(&after_total))
    };
    Ok(json!({
        "move": R::show_move(chosen),
        "describe": R::describe_move(position, chosen),
        "board": html::position::<R>(&after, &after_values, &after_total).or_else(|| R::picture(&after)),
        "text": R::draw(&after, true),
        "changed": changed,
        "verdict": verdict,
    }))
}

/// A long value cut to a line: its first terms and how many more (the
/// whole stays in the view beside it).
fn short(text: &str) -> String {
    const TERMS: usize = 4;
    let terms: Vec<&str> = text.split(" + ").collect();
    if text.len() <= 60 || terms.len() <= TERMS {
        return text.to_string();
    }
    t!("web-total-short", first = terms[..TERMS].join(" + "), count = terms.len())
}

/// The prediction line of a position: who wins it with perfect play, in how
/// many moves where the remoteness is known, and its value.
fn prediction<R: Rules>(
    person_to_move: bool,
    wins: bool,
    remoteness: Option<u32>,
    lengths: &Lengths<R>,
    value: Option<String>,
) -> String {
    let mover = if person_to_move { "you" } else { "program" };
    let line = match remoteness {
        Some(0) => t!("web-predict-no-move", mover = mover, wins = wins),
        // Of the moves left, the side to move makes the odd-numbered ones.
        Some(length) => t!("web-predict-length", mover = mover, wins = wins, length = length, own = length.div_ceil(2)),
        None => {
            let why = match lengths.too_large() {
                Some(count) => remoteness::too_large_words(&count),
                None => t!("lengths-not-solved"),
            };
            t!("web-predict-unknown", mover = mover, wins = wins, why = why)
        }
    };
    match value {
        Some(value) => t!("web-predict-value", line = line, value = value),
        None => line,
    }
}

/// What a listed move leads to, in words: who it wins for, the value after
/// it, how long the game lasts after it with perfect play (its exact
/// remoteness) or that this was not computed, and by how much a winning
/// move is slower than the fastest.
fn move_says(lost_after: bool, after: &str, remoteness: Option<u32>, delta: Option<u32>) -> String {
    let mut parts = vec![
        if lost_after { t!("web-move-wins") } else { t!("web-move-loses") },
        t!("web-move-after", value = after),
        match remoteness {
            Some(0) => t!("web-move-ends"),
            Some(length) => t!("web-move-then", length = length),
            None => t!("web-move-not-computed"),
        },
    ];
    if let Some(delta) = delta.filter(|&delta| delta > 0) {
        parts.push(t!("web-move-slower", delta = delta));
    }
    parts.into_iter().reduce(|first, rest| t!("web-move-parts", first = first, rest = rest)).unwrap_or_default()
}

/// A point of the chart in words: which position, who is to move, who wins
/// and how long it lasts, and whether the move that led there threw a win away.
fn chart_title(ply: usize, person_moves: bool, for_you: bool, remoteness: Option<u32>, mistake: bool) -> String {
    let when = if ply == 0 { t!("web-chart-start") } else { t!("web-chart-after", ply = ply) };
    let length = match remoteness {
        Some(length) => t!("web-chart-moves-left", length = length),
        None => t!("web-chart-not-computed"),
    };
    let mover = if person_moves { "you" } else { "program" };
    let point = t!("web-chart-point", when = when, mover = mover, wins = for_you, length = length);
    if mistake {
        t!("web-chart-mistake", point = point)
    } else {
        point
    }
}

impl<R: Rules> WebGame<R> {
    /// The game as the page draws it; `hidden`: with no value anywhere (a
    /// puzzle before it is solved), its moves in the rules' order, each
    /// without what it leads to, the board without values, no hint.
    pub fn view_as(&self, hidden: bool) -> Result<Value, String> {
        let game = &self.game;
        let position = game.position();
        let (values, winning) = play::winning::<R>(position)?;
        let total = xor_sum(&values);
        let finished = game.finished();
        let person = game.person_to_move();
        // The lengths from the game solved (from its start, so that the
        // chart's every position is in it): a hidden view shows none.
        let start = game.history().first().map_or(position, |played| &played.before);
        let search = if hidden { Lengths::<R>::none() } else { Lengths::<R>::of_game(start, position) };
        // The moves in the rules' order (the terminal's), the first
        // `LISTED_MOVES` of them: nothing in their order tells a winning
        // one from a losing one (the page orders them by value only while
        // it shows the values).
        let (listed, all) = if finished { (Vec::new(), true) } else { R::moves_up_to(position, LISTED_MOVES) };
        // Each listed move valued by the position it leaves (a total of 0 is
        // a win for the player making it), and its length.
        let mut afters = Vec::new();
        let mut lengths = Vec::new();
        for chosen in &listed {
            let after = R::apply(position, chosen)
                .map_err(|reason| format!("the listed move {} is not legal: {}", R::show_move(chosen), reason))?;
            let after_total = R::total_after(position, &values, &total, chosen, &after);
            let length = search.of(&after);
            if length.is_some_and(|length| (length % 2 == 0) != after_total.is_zero()) {
                return Err(format!(
                    "the solved game says the position after {} is {} (remoteness {:?}), the values {}",
                    R::show_move(chosen),
                    if after_total.is_zero() { "won" } else { "lost" },
                    length,
                    after_total.show()
                ));
            }
            lengths.push(length);
            afters.push((after, after_total));
        }
        let remoteness = search.of(position);
        // Every move listed: the position's length is the best of theirs.
        if all && remoteness.is_some() {
            let known: Vec<(bool, Option<u32>)> = afters
                .iter()
                .zip(&lengths)
                .map(|((_, after_total), &length)| (after_total.is_zero(), length))
                .collect();
            if remoteness::from_moves(&known) != remoteness {
                return Err(format!("the solved game's remoteness {:?} is not its moves' best", remoteness));
            }
        }
        // The fastest win's length after the move: the position's
        // remoteness less the move itself, when it is known (every move
        // listed and every winning one measured).
        let fastest = remoteness.filter(|_| !total.is_zero()).map(|length| length - 1);
        let mut moves: Vec<Value> = Vec::new();
        for ((chosen, (after, after_total)), &length) in listed.iter().zip(&afters).zip(&lengths) {
            let lost_after = after_total.is_zero();
            let mut entry = move_json::<R>(position, chosen);
            entry["value"] = json!(standing(lost_after));
            let after_text = R::named_value(after).unwrap_or_else(|| after_total.show());
            let delta = match (lost_after, length, fastest) {
                (true, Some(length), Some(fastest)) => Some(length - fastest),
                _ => None,
            };
            entry["remoteness"] = json!(length);
            entry["delta"] = json!(delta);
            entry["says"] = json!(move_says(lost_after, &after_text, length, delta));
            entry["after"] = json!(after_text);
            entry["grundy"] = if R::ONE_GAME { Value::Null } else { json!(after_total.digits()) };
            moves.push(entry);
        }
        if hidden {
            for entry in &mut moves {
                let entry = entry.as_object_mut().expect("a move is an object");
                for valued in ["value", "after", "remoteness", "delta", "grundy", "says"] {
                    entry.remove(valued);
                }
            }
        }
        let history: Vec<Value> = game
            .history()
            .iter()
            .chain(game.ahead())
            .enumerate()
            .map(|(index, played)| {
                let mut entry = move_json::<R>(&played.before, &played.chosen);
                entry["number"] = json!(index + 1);
                entry["ahead"] = json!(index >= game.ply());
                entry["by"] = json!(if played.by_person { "you" } else { "program" });
                entry["why"] = json!(played.why);
                entry["before"] = json!(standing(played.winning.is_some()));
                entry["mistake"] = json!(played.mistake);
                entry["better"] = match (&played.winning, played.mistake) {
                    (Some(better), true) => move_json::<R>(&played.before, better),
                    _ => Value::Null,
                };
                entry
            })
            .collect();
        // The chart: every position of the game, those kept for redo too,
        // with who is to move, whether they win and the remoteness.
        let after_ahead = match game.ahead().last() {
            Some(played) => Some(
                R::apply(&played.before, &played.chosen)
                    .map_err(|reason| format!("a move kept for redo is not legal: {}", reason))?,
            ),
            None => None,
        };
        let person_first = game.person_first();
        // A hidden view has no chart: none of its lengths is searched for.
        let chart: Vec<Value> = if hidden {
            Vec::new()
        } else {
            let mut timeline: Vec<(&R::Position, bool, bool)> = game
                .history()
                .iter()
                .chain(game.ahead())
                .map(|played| (&played.before, played.winning.is_some(), played.mistake))
                .collect();
            match &after_ahead {
                Some(last) => timeline.push((last, !xor_sum(&R::values(last)).is_zero(), false)),
                None => timeline.push((position, !total.is_zero(), false)),
            }
            timeline
                .iter()
                .enumerate()
                .map(|(ply, &(at, wins, _))| {
                    let person_moves = ply.is_multiple_of(2) == person_first;
                    let length = if ply == game.ply() { remoteness } else { search.of(at) };
                    let mistake = ply > 0 && timeline[ply - 1].2;
                    json!({
                        "ply": ply,
                        "to_move": if person_moves { "you" } else { "program" },
                        "value": standing(wins),
                        "for_you": standing(wins == person_moves),
                        "remoteness": length,
                        // Move `ply` (the one that led here) threw a win away.
                        "mistake": mistake,
                        "title": chart_title(ply, person_moves, wins == person_moves, length, mistake),
                    })
                })
                .collect()
        };
        let parts: Vec<Value> = if R::ONE_GAME {
            Vec::new()
        } else {
            values
                .iter()
                .enumerate()
                .take(LISTED_VALUES)
                .map(|(index, value)| {
                    json!({
                        "place": R::place(position, index).0,
                        "value": value.show(),
                        "detail": R::detail(position, index),
                    })
                })
                .collect()
        };
        let (result, result_said) = match (finished, person) {
            (false, _) => (Value::Null, Value::Null),
            (true, true) => (json!("you lose"), json!(t!("web-you-lose"))),
            (true, false) => (json!("you win"), json!(t!("web-you-win"))),
        };
        let wins = !total.is_zero();
        // The value the prediction names: the Grundy value of a sum of
        // impartial parts, frogs' strips' sum in words.
        let named = if R::ONE_GAME {
            R::named_value(position).map(|_| R::detail(position, 0))
        } else {
            Some(t!("web-grundy-value", value = star(&total)))
        };
        let total_text = R::named_value(position).unwrap_or_else(|| total.show());
        let mut view = json!({
            "title": game.intro(),
            "you": if person_first { "first" } else { "second" },
            "to_move": if finished { Value::Null } else { json!(if person { "you" } else { "program" }) },
            "moves_a_piece": R::MOVES_A_PIECE,
            // A click on a piece picks it, then a click on a cell moves it
            // there, whatever its number of moves (master-duel's stones have
            // one each: a click plays it).
            "pick_then_go": R::MOVES_A_PIECE && !R::ONE_MOVE_A_PIECE,
            "board": if hidden {
                html::unvalued::<R>(position).or_else(|| R::picture(position))
            } else {
                html::position::<R>(position, &values, &total).or_else(|| R::picture(position))
            },
            "values_table": if hidden { None } else { Some(html::values::<R>(position, &values, &total)) },
            "text": if hidden { R::draw_unvalued(position) } else { R::draw(position, true) },
            "value": {
                "total": total_text,
                "total_short": short(&total_text),
                "side_to_move": standing(wins),
                "one_game": R::ONE_GAME,
                "parts": parts,
                "part_count": values.len(),
            },
            "grundy": if R::ONE_GAME { Value::Null } else { json!(total.digits()) },
            "remoteness": remoteness,
            "prediction": prediction(person, wins, remoteness, &search, named),
            "moves": moves,
            "all_moves_listed": all,
            // Counted only when all are listed: counting them all costs as
            // much as listing them (coloring-game's flip sets).
            "move_count": all.then_some(moves.len()),
            "moves_note": moves_note(moves.len(), all),
            "hint": winning.as_ref().filter(|_| person && !finished).map(|chosen| hint_json::<R>(position, chosen)),
            "history": history,
            "chart": chart,
            "ply": game.ply(),
            "played": self.moves_played(),
            "setup": self.setup,
            "can_undo": game.history().iter().any(|played| played.by_person),
            "can_redo": game.can_redo(),
            "result": result,
            "result_said": result_said,
            "slip": if finished && person { Some(game.slip()) } else { None },
            "review": if finished { game.review().json() } else { Value::Null },
            // Trying a position again: a move that does not win is refused.
            "trying": game.trying(),
            "feedback": game.feedback().map(|(wins, text)| json!({ "wins": wins, "text": text })),
            // The try refused, drawn as the position it would have made.
            "refused": game.refused().map(|chosen| refused_json::<R>(position, chosen)).transpose()?,
            // The ply of the position the person's last mistake was made in.
            "try_again": if game.trying() { None } else { game.last_mistake().map(|number| number - 1) },
        });
        if hidden {
            // Nothing that tells the moves apart: the board without its
            // values and reasons (drawn so above, the chart left empty and no
            // length searched for), no value, prediction or hint.
            for valued in ["value", "grundy", "remoteness", "prediction", "hint"] {
                view[valued] = Value::Null;
            }
            // Nor the history: a mistake's better move, who was winning
            // before each move, and the reasons of the moves kept ahead (the
            // program's answer to the mistake among them).
            if let Some(history) = view["history"].as_array_mut() {
                for entry in history {
                    entry["better"] = Value::Null;
                    entry["before"] = Value::Null;
                    if entry["ahead"] == true {
                        entry["why"] = Value::Null;
                    }
                }
            }
        }
        Ok(view)
    }
}

/// What the page says above the listed moves: how many there are, or that
/// they are the first ones.
fn moves_note(listed: usize, all: bool) -> String {
    if all {
        t!("web-moves-all", count = listed)
    } else {
        t!("web-moves-first-more", shown = listed)
    }
}

impl<R: Rules> Board for WebGame<R>
where
    WebGame<R>: Send,
{
    /// While a mistake is tried again, nothing tells the moves apart (as
    /// in a puzzle before it is solved): the values come back once the
    /// winning move is found.
    fn view_valued(&self, values: bool) -> Result<Value, String> {
        self.view_as(self.game.trying() || !values)
    }

    fn played(&self) -> Vec<String> {
        self.moves_played()
    }

    fn wrong(&self) -> Vec<WrongTry> {
        self.game.wrong_on_line()
    }

    fn whole(&self) -> Vec<String> {
        let mut moves = self.moves_played();
        moves.extend(self.game.ahead().map(|played| R::show_move(&played.chosen)));
        moves
    }

    fn play(&mut self, typed: &str) -> Result<Result<String, String>, String> {
        self.game.person_moves(typed)
    }

    fn undo(&mut self) -> bool {
        self.game.take_back().is_some()
    }

    fn redo(&mut self) -> bool {
        self.game.redo()
    }

    fn go_to(&mut self, ply: usize) -> bool {
        self.game.go_to(ply)
    }

    fn forward(&mut self) -> Result<bool, String> {
        self.game.forward()
    }

    fn try_again(&mut self, ply: Option<usize>) -> bool {
        match ply.map(|ply| ply + 1).or_else(|| self.game.last_mistake()) {
            Some(number) => self.game.try_again(number),
            None => false,
        }
    }
}
