//! `cargo play frogs`: the person picks some strips of a data set (by their
//! numbers) and a side, Left or Right, and plays that sum against the program
//! (`play::Game` over `rules::FrogsSum`). Both answers are typed lines, like
//! the moves, so a game stays scriptable: `1 3\nLeft\n3:5->4\n…`.

use super::explain::{parts_of, strips_text, symbol, Part};
use super::rules::{runs, FrogsSum, Sum};
use super::{parse, show, Player};
use crate::explain::{indent, wrap, Failure};
use crate::ground::{Nimber, Rules};
use crate::play::{chosen_test, Game, Options, Session};
use crate::web_game::{Board, Start, WebGame};
use std::fmt::Write;

const WIDTH: usize = 96;

/// Where the choosing stands.
enum Stage {
    /// Waiting for the strips.
    Strips,
    /// Waiting for the side; the strips chosen.
    Side(Vec<u64>),
    /// The game is on.
    Playing(Box<Game<FrogsSum>>),
    /// Quit or the input ended before the game began.
    Over,
}

/// A frogs game: the strips and the side chosen first, then played.
pub struct Choosing {
    title: String,
    /// The data set's states and the strips holding each.
    parts: Vec<Part>,
    strips: u64,
    options: Options,
    stage: Stage,
}

/// The strips typed (`1 3 5-7`, commas allowed, or `all`) among `1..=strips`,
/// increasing and each once, or why they are not.
pub fn chosen_strips(typed: &str, strips: u64) -> Result<Vec<u64>, String> {
    if typed.trim().eq_ignore_ascii_case("all") {
        return Ok((1..=strips).collect());
    }
    let mut chosen = std::collections::BTreeSet::new();
    let in_range = |number: u64| {
        if (1..=strips).contains(&number) {
            Ok(number)
        } else {
            Err(format!("there is no strip {} (strips 1 to {})", number, strips))
        }
    };
    for word in typed.split(|c: char| c.is_whitespace() || c == ',').filter(|word| !word.is_empty()) {
        let number = |text: &str| {
            text.parse::<u64>()
                .map_err(|_| format!("{:?} is not a strip number: type numbers and ranges, e.g. 1 3 5-7, or all", word))
        };
        match word.split_once('-') {
            Some((first, last)) => {
                let (first, last) = (in_range(number(first)?)?, in_range(number(last)?)?);
                if first > last {
                    return Err(format!("{:?} is an empty range: write the smaller number first", word));
                }
                chosen.extend(first..=last);
            }
            None => {
                chosen.insert(in_range(number(word)?)?);
            }
        }
    }
    Ok(chosen.into_iter().collect())
}

fn chosen_side(typed: &str) -> Result<Player, String> {
    match typed.trim().to_ascii_lowercase().as_str() {
        "left" | "l" => Ok(Player::Left),
        "right" | "r" => Ok(Player::Right),
        _ => Err(format!("{:?} is not a side: type Left or Right", typed.trim())),
    }
}

impl Choosing {
    pub fn new(problem: &str, input: &str, options: &Options) -> Result<Choosing, Failure> {
        let data_sets = parse(input);
        let index = chosen_test(data_sets.len(), options.test)?;
        let parts = parts_of(&data_sets[index]);
        Ok(Choosing {
            title: format!("{}, data set {} of {}", problem, index + 1, data_sets.len()),
            strips: parts.last().map_or(0, |part| part.last),
            parts,
            options: *options,
            stage: Stage::Strips,
        })
    }

    /// The data set's strips, a row per state as `cargo explain frogs` lists them.
    fn listing(&self) -> String {
        // As wide as the longest run of strip numbers (`999001-1000000`).
        let width = self.parts.iter().map(|part| strips_text(part).len()).fold(13, usize::max);
        let mut text = format!("{:<width$}  12345  value\n", "strips");
        for part in &self.parts {
            writeln!(text, "{:<width$}  {}  {}", strips_text(part), show(&part.strip), symbol(part.value)).unwrap();
        }
        text
    }

    fn instructions(&self) -> String {
        wrap(
            "Type the strips to play (numbers and ranges, e.g. 1 3 5-7, or all), then your side (Left moves the L frogs right, Right the R frogs left). Then type moves as STRIP:FROM->TO, or help, hint, undo, quit.",
            WIDTH,
        )
    }

    fn start(&mut self, kept: Vec<u64>, person: Player) -> Result<String, String> {
        let mut game = self.game(&kept, person);
        let opening = game.opening();
        self.stage = Stage::Playing(Box::new(game));
        opening
    }

    /// A choice the person wins with, if there is one among the simple
    /// ones: every strip as Left, then as Right, then one strip alone (the
    /// first 64), either side; else every strip as Left.
    fn winnable(&self) -> (Vec<u64>, Player) {
        let all: Vec<u64> = (1..=self.strips).collect();
        let choices = [Player::Left, Player::Right].into_iter().map(|side| (all.clone(), side)).chain(
            (1..=self.strips.min(64)).flat_map(|strip| [Player::Left, Player::Right].map(|side| (vec![strip], side))),
        );
        for (kept, side) in choices {
            let game = self.game(&kept, side);
            if FrogsSum::values(game.position())[0].is_zero() == self.options.second {
                return (kept, side);
            }
        }
        (all, Player::Left)
    }

    /// The game of the strips `kept`, the person playing `person`.
    fn game(&self, kept: &[u64], person: Player) -> Game<FrogsSum> {
        let to_move = if self.options.second { person.other() } else { person };
        // Each kept strip's state: the part whose strips hold its number.
        let strips = kept
            .iter()
            .map(|&number| (number, self.parts[self.parts.partition_point(|part| part.last < number)].strip))
            .collect();
        let intro = format!(
            "{}, strips {}: you play {} and move {}, the program {}, and it plays perfectly.",
            self.title,
            runs(kept),
            person.name(),
            if self.options.second { "second" } else { "first" },
            person.other().name()
        );
        Game::<FrogsSum>::from_position(intro, Sum::new(strips, to_move), &self.options)
    }
}

impl Session for Choosing {
    fn opening(&mut self) -> Result<String, String> {
        let mut out = wrap(
            &format!(
                "{}: {} strip{}. Pick some of them and a side, and play their sum against the program, which plays perfectly; you move {}.",
                self.title,
                self.strips,
                if self.strips == 1 { "" } else { "s" },
                if self.options.second { "second" } else { "first" }
            ),
            WIDTH,
        );
        out.push('\n');
        out.push_str(&indent(&self.listing()));
        out.push('\n');
        out.push_str(&self.instructions());
        Ok(out)
    }

    fn prompt(&self) -> String {
        match &self.stage {
            Stage::Strips => "strips: ".to_string(),
            Stage::Side(_) => "side: ".to_string(),
            Stage::Playing(game) => game.prompt(),
            Stage::Over => String::new(),
        }
    }

    fn line(&mut self, line: &str) -> Result<String, String> {
        if let Stage::Playing(game) = &mut self.stage {
            return game.line(line);
        }
        let typed = line.trim();
        match typed.to_ascii_lowercase().as_str() {
            "" => return Ok(String::new()),
            "help" | "?" => return Ok(format!("{}{}", indent(&self.listing()), self.instructions())),
            "hint" => return Ok("hint: none yet (pick the strips and a side first)\n".to_string()),
            "undo" => {
                return Ok(match std::mem::replace(&mut self.stage, Stage::Strips) {
                    Stage::Side(_) => "took back the strips\n".to_string(),
                    _ => "nothing to undo: the game has not begun\n".to_string(),
                })
            }
            "quit" | "exit" => {
                self.stage = Stage::Over;
                return Ok("you quit before the game began.\n".to_string());
            }
            _ => {}
        }
        match std::mem::replace(&mut self.stage, Stage::Over) {
            Stage::Strips => match chosen_strips(typed, self.strips) {
                Ok(kept) => {
                    let reply = format!("you keep strips {}\n", runs(&kept));
                    self.stage = Stage::Side(kept);
                    Ok(reply)
                }
                Err(reason) => {
                    self.stage = Stage::Strips;
                    Ok(format!("{}\n", reason))
                }
            },
            Stage::Side(kept) => match chosen_side(typed) {
                Ok(person) => self.start(kept, person),
                Err(reason) => {
                    self.stage = Stage::Side(kept);
                    Ok(format!("{}\n", reason))
                }
            },
            Stage::Playing(_) | Stage::Over => unreachable!("handled above"),
        }
    }

    fn over(&self) -> bool {
        match &self.stage {
            Stage::Playing(game) => game.over(),
            Stage::Over => true,
            _ => false,
        }
    }

    fn end_of_input(&mut self) -> String {
        match &mut self.stage {
            Stage::Playing(game) => game.end_of_input(),
            _ => {
                self.stage = Stage::Over;
                "end of input before the game began.\n".to_string()
            }
        }
    }
}

/// `cargo play frogs --web`, as the registry holds it: the strips and the
/// side chosen with the new game (every strip and Left when not given).
pub fn board(problem: &'static str, input: &str, start: &Start) -> Result<Box<dyn Board>, Failure> {
    let mut choosing = Choosing::new(problem, input, &start.options)?;
    if let Some((test, count)) = start.numbered {
        choosing.title = format!("{}, data set {} of {}", problem, test, count);
    }
    let (kept, person) = match (&start.strips, &start.side) {
        (None, None) => choosing.winnable(),
        (strips, side) => (
            chosen_strips(strips.as_deref().unwrap_or("all"), choosing.strips).map_err(Failure::Usage)?,
            chosen_side(side.as_deref().unwrap_or("left")).map_err(Failure::Usage)?,
        ),
    };
    if kept.is_empty() {
        return Err(Failure::Usage("no strips chosen: type numbers and ranges, e.g. 1 3 5-7, or all".to_string()));
    }
    let game = choosing.game(&kept, person);
    let setup = serde_json::json!({ "strips": runs(&kept), "side": person.name() });
    Ok(Box::new(WebGame::started(game, setup, start)?))
}

/// `cargo play frogs`, as the registry holds it.
pub fn session(problem: &'static str, input: &str, options: &Options) -> Result<Box<dyn Session>, Failure> {
    Ok(Box::new(Choosing::new(problem, input, options)?))
}
