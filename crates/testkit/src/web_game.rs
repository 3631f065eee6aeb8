//! A game as `cargo play --web`'s page sees it: a [`Board`] is one game of
//! any problem, viewed as JSON (the position drawn, the person's moves each
//! valued by the position it leads to, the hint, the history with its
//! mistakes marked) and played by moves typed in the notation, undone and
//! redone. Every problem but frogs is `play::Game` over its `Rules` as it
//! is; frogs' choice of strips and side comes first (`frogs::play`). Below
//! the server (`web`), which keeps the games and answers requests.

use crate::explain::{self, Failure, Longest};
use crate::ground::{xor_sum, Nimber, Rules};
use crate::html;
use crate::play::{self, Game, Options};
use serde_json::{json, Value};

/// Legal moves a view lists (each valued); a position with more lists these
/// first ones and says there are more; any move can still be typed.
pub const LISTED_MOVES: usize = 256;
/// Cells of a board that cost the longest-loss search one unit of its
/// budget when a view values the moves (see `Board::view`).
const CELLS_PER_WORK: usize = 8;
/// Parts' values a view lists in full up to this many (the drawing's table
/// has its own summary).
const LISTED_VALUES: usize = 64;

/// One game on the page, whatever its problem: a view of it as JSON, the
/// person's move typed in the notation, undo and redo. `Err` is a bug
/// report (the rules and the values disagree).
pub trait Board: Send {
    /// The game as the page draws it (see docs/play.md).
    fn view(&self) -> Result<Value, String>;
    /// The person's move: `Ok(Err(reason))` when it is refused, else the
    /// move and the program's reply as the terminal game writes them.
    fn play(&mut self, typed: &str) -> Result<Result<String, String>, String>;
    /// Takes back the person's last move and the reply; whether there was one.
    fn undo(&mut self) -> bool;
    /// Plays again what the last undo took back; whether there was anything.
    fn redo(&mut self) -> bool;
}

/// How a new game starts, besides its input: the test, who moves first,
/// and for frogs the strips kept and the person's side.
#[derive(Clone, Debug, Default)]
pub struct Start {
    pub options: Options,
    pub strips: Option<String>,
    pub side: Option<String>,
    /// When the input is one test cut from a file: its number there and
    /// the file's count of tests, for the game's title.
    pub numbered: Option<(usize, usize)>,
}

/// A problem's web game, as the registry holds it.
pub type WebFn = fn(&'static str, &str, &Start) -> Result<Box<dyn Board>, Failure>;

/// The web game of a problem whose rules `Game` plays as they are.
pub fn board<R: Rules + 'static>(problem: &'static str, input: &str, start: &Start) -> Result<Box<dyn Board>, Failure>
where
    Game<R>: Send,
{
    let mut game = Game::<R>::new(problem, input, &start.options)?;
    if let Some((test, count)) = start.numbered {
        game = game.with_intro(play::intro(problem, test, count, start.options.second));
    }
    opened(&mut game)?;
    Ok(Box::new(game))
}

/// A game started: the program's first move when it opens.
pub fn opened<R: Rules>(game: &mut Game<R>) -> Result<(), Failure> {
    use play::Session;
    game.opening().map(drop).map_err(Failure::Bug)
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
fn move_json<R: Rules>(position: &R::Position, chosen: &R::Move) -> Value {
    let cells: Vec<[usize; 2]> =
        R::move_cells(position, chosen).into_iter().map(|(row, column)| [row + 1, column + 1]).collect();
    json!({
        "move": R::show_move(chosen),
        "describe": R::describe_move(position, chosen),
        "cells": cells,
    })
}

impl<R: Rules> Board for Game<R>
where
    Game<R>: Send,
{
    fn view(&self) -> Result<Value, String> {
        let position = self.position();
        let (values, winning) = play::winning::<R>(position)?;
        let total = xor_sum(&values);
        let finished = self.finished();
        let person = self.person_to_move();
        // Each listed move valued by the position it leaves: a total of 0 is
        // a win for the player making it.
        let mut moves = Vec::new();
        let (listed, all) = if finished { (Vec::new(), true) } else { R::moves_up_to(position, LISTED_MOVES) };
        // How long the game lasts after each move, where the longest-loss
        // search can tell (as `cargo play` knows it), within half the
        // search's budget (the program's reply has used a whole one), shrunk
        // by the board's size (valuing a position reads every cell): not
        // tried on a position whose own moves and parts would take a
        // thousandth of it.
        let cells = R::grid(position).map_or(1, |grid| grid.rows * grid.columns);
        let budget = explain::SEARCH_BUDGET / 2 / (1 + cells / CELLS_PER_WORK);
        let mut longest = Longest::<R>::with_budget(budget);
        let search = all && (listed.len() + values.len()) * 1000 <= budget;
        for chosen in &listed {
            let after = R::apply(position, chosen)
                .map_err(|reason| format!("the listed move {} is not legal: {}", R::show_move(chosen), reason))?;
            let after_total = xor_sum(&R::values(&after));
            let mut entry = move_json::<R>(position, chosen);
            entry["value"] = json!(standing(after_total.is_zero()));
            entry["after"] = json!(R::named_value(&after).unwrap_or_else(|| after_total.show()));
            entry["lasts"] = json!(if search { longest.lasts(&after) } else { None });
            moves.push(entry);
        }
        let history: Vec<Value> = self
            .history()
            .iter()
            .enumerate()
            .map(|(index, played)| {
                let mut entry = move_json::<R>(&played.before, &played.chosen);
                entry["number"] = json!(index + 1);
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
        let result = match (finished, person) {
            (false, _) => Value::Null,
            (true, true) => json!("you lose"),
            (true, false) => json!("you win"),
        };
        Ok(json!({
            "title": self.intro(),
            "you": if self.person_first() { "first" } else { "second" },
            "to_move": if finished { Value::Null } else { json!(if person { "you" } else { "program" }) },
            "moves_a_piece": R::MOVES_A_PIECE,
            "board": html::position::<R>(position, &values, &total).or_else(|| R::picture(position)),
            "values_table": html::values::<R>(position, &values, &total),
            "text": R::draw(position, true),
            "value": {
                "total": R::named_value(position).unwrap_or_else(|| total.show()),
                "side_to_move": standing(!total.is_zero()),
                "one_game": R::ONE_GAME,
                "parts": parts,
                "part_count": values.len(),
            },
            "moves": moves,
            "all_moves_listed": all,
            // Counted only when all are listed: counting them all costs as
            // much as listing them (coloring-game's flip sets).
            "move_count": all.then_some(listed.len()),
            "hint": winning.as_ref().filter(|_| person && !finished).map(|chosen| move_json::<R>(position, chosen)),
            "history": history,
            "can_undo": self.history().iter().any(|played| played.by_person),
            "can_redo": self.can_redo(),
            "result": result,
            "slip": if finished && person { Some(self.slip()) } else { None },
        }))
    }

    fn play(&mut self, typed: &str) -> Result<Result<String, String>, String> {
        self.person_moves(typed)
    }

    fn undo(&mut self) -> bool {
        self.take_back().is_some()
    }

    fn redo(&mut self) -> bool {
        Game::redo(self)
    }
}
