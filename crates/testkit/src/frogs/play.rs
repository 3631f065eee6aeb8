//! `cargo play frogs`: the person picks some strips of a data set (by their
//! numbers) and a side, Left or Right, and plays that sum against the program
//! (`play::Game` over `rules::FrogsSum`). Both answers are typed lines, like
//! the moves, so a game stays scriptable: `1 3\nLeft\n3:5->4\n…`.

use super::explain::{parts_of, strips_text, symbol, Part};
use super::rules::{runs, FrogsSum, Sum};
use super::{parse, show, Player};
use crate::explain::{indent, wrap, Failure};
use crate::ground::{Nimber, Rules};
use crate::i18n::pad_end;
use crate::play::{chosen_test, command, Game, Options, Session};
use crate::t;
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
    if typed.trim().eq_ignore_ascii_case("all") || typed.trim() == "全部" {
        return Ok((1..=strips).collect());
    }
    let mut chosen = std::collections::BTreeSet::new();
    let in_range = |number: u64| {
        if (1..=strips).contains(&number) {
            Ok(number)
        } else {
            Err(t!("fr-no-strip", number = number, count = strips))
        }
    };
    for word in typed.split(|c: char| c.is_whitespace() || c == ',' || c == '，').filter(|word| !word.is_empty()) {
        let number =
            |text: &str| text.parse::<u64>().map_err(|_| t!("fr-not-strip-number", word = format!("{:?}", word)));
        match word.split_once('-') {
            Some((first, last)) => {
                let (first, last) = (in_range(number(first)?)?, in_range(number(last)?)?);
                if first > last {
                    return Err(t!("fr-empty-range", word = format!("{:?}", word)));
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
        _ => Err(t!("fr-not-side", word = format!("{:?}", typed.trim()))),
    }
}

impl Choosing {
    pub fn new(problem: &str, input: &str, options: &Options) -> Result<Choosing, Failure> {
        let data_sets = parse(input);
        let index = chosen_test(data_sets.len(), options.test)?;
        let parts = parts_of(&data_sets[index]);
        Ok(Choosing {
            title: t!("fr-data-set", problem = problem, test = index + 1, count = data_sets.len()),
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
        let mut text = format!("{}  12345  {}\n", pad_end(&t!("fr-column-strips"), width), t!("fr-column-value"));
        for part in &self.parts {
            writeln!(text, "{:<width$}  {}  {}", strips_text(part), show(&part.strip), symbol(part.value)).unwrap();
        }
        text
    }

    fn instructions(&self) -> String {
        wrap(&t!("fr-instructions"), WIDTH)
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
        let intro = t!(
            "fr-intro",
            second = self.options.second,
            title = self.title.as_str(),
            strips = runs(kept),
            side = person.name(),
            other = person.other().name()
        );
        Game::<FrogsSum>::from_position(intro, Sum::new(strips, to_move), &self.options)
    }
}

impl Session for Choosing {
    fn opening(&mut self) -> Result<String, String> {
        let mut out = wrap(
            &t!("fr-opening", second = self.options.second, title = self.title.as_str(), count = self.strips),
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
            Stage::Strips => t!("fr-prompt-strips"),
            Stage::Side(_) => t!("fr-prompt-side"),
            Stage::Playing(game) => game.prompt(),
            Stage::Over => String::new(),
        }
    }

    fn line(&mut self, line: &str) -> Result<String, String> {
        if let Stage::Playing(game) = &mut self.stage {
            return game.line(line);
        }
        let typed = line.trim();
        match command(typed).as_str() {
            "" => return Ok(String::new()),
            "help" => return Ok(format!("{}{}", indent(&self.listing()), self.instructions())),
            "hint" => return Ok(format!("{}\n", t!("fr-hint-not-yet"))),
            "undo" => {
                return Ok(match std::mem::replace(&mut self.stage, Stage::Strips) {
                    Stage::Side(_) => format!("{}\n", t!("fr-took-back-strips")),
                    _ => format!("{}\n", t!("fr-nothing-to-undo")),
                })
            }
            "quit" => {
                self.stage = Stage::Over;
                return Ok(format!("{}\n", t!("fr-quit-before")));
            }
            _ => {}
        }
        match std::mem::replace(&mut self.stage, Stage::Over) {
            Stage::Strips => match chosen_strips(typed, self.strips) {
                Ok(kept) => {
                    let reply = format!("{}\n", t!("fr-you-keep", strips = runs(&kept)));
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
                format!("{}\n", t!("fr-end-before"))
            }
        }
    }
}

/// `cargo play frogs --web`, as the registry holds it: the strips and the
/// side chosen with the new game (every strip and Left when not given).
pub fn board(problem: &'static str, input: &str, start: &Start) -> Result<Box<dyn Board>, Failure> {
    let mut choosing = Choosing::new(problem, input, &start.options)?;
    if let Some((test, count)) = start.numbered {
        choosing.title = t!("fr-data-set", problem = problem, test = test, count = count);
    }
    let (kept, person) = match (&start.strips, &start.side) {
        (None, None) => choosing.winnable(),
        (strips, side) => (
            chosen_strips(strips.as_deref().unwrap_or("all"), choosing.strips).map_err(Failure::Usage)?,
            chosen_side(side.as_deref().unwrap_or("left")).map_err(Failure::Usage)?,
        ),
    };
    if kept.is_empty() {
        return Err(Failure::Usage(t!("fr-no-strips-chosen")));
    }
    let game = choosing.game(&kept, person);
    let setup = serde_json::json!({ "strips": runs(&kept), "side": person.name() });
    Ok(Box::new(WebGame::started(game, setup, start)?))
}

/// `cargo play frogs`, as the registry holds it.
pub fn session(problem: &'static str, input: &str, options: &Options) -> Result<Box<dyn Session>, Failure> {
    Ok(Box::new(Choosing::new(problem, input, options)?))
}
