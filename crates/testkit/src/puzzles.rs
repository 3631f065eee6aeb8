//! Puzzles: positions where the side to move wins, to be solved by finding
//! a winning move (one that leaves the opponent a lost position). Each
//! problem's puzzles are a file, `src/PROBLEM/puzzles.txt`, in a fixed order
//! (easiest first) so that "puzzle 12" names the same position for everyone;
//! `cargo play PROBLEM --puzzles --choose` proposes a new file, chosen from
//! the judge data and generated inputs (see `drivers::choose_puzzles`).
//!
//! The file: a heading line per puzzle, then its input (one test of the
//! problem's input, as its strict validator takes it):
//!
//! ```text
//! puzzle 3 · easy · difficulty 4 · 1 of 5 moves win · won in 1 · 6 cells · from judge-data/master-duel/sample-1.in, test 2
//! 1
//! 1
//! 1 19
//! ```
//!
//! frogs' headings also name the side that moves first (`Left moves`): its
//! puzzles choose the strips (the data set holds exactly them) and the side.
//! Lines before the first heading that start with `#` are notes.
//!
//! A puzzle's difficulty is the moves its win takes with perfect play (the
//! exact remoteness), plus two for each halving of the share of the moves
//! that win, plus one for each quadrupling of the board's cells (or strips).

use crate::explain::{indent, plural, wrap, Failure, SEARCH_BUDGET};
use crate::ground::{xor_sum, Nimber, Rules};
use crate::play::{self, judge, refusal, Game, Options, Session, Try};
use crate::remoteness::Remoteness;
use std::fmt::Write as _;

/// Text width of the paragraphs.
const WIDTH: usize = 96;

/// Legal moves a puzzle has at most (the page lists them all).
pub const MOST_MOVES: usize = 256;

/// How a puzzle's position measures: what its difficulty is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measure {
    /// Cells of the board (frogs: strips).
    pub size: usize,
    /// Legal moves.
    pub legal: usize,
    /// Moves that win (leave the opponent a lost position).
    pub winning: usize,
    /// Moves the win takes with perfect play on both sides (odd).
    pub remoteness: u32,
}

impl Measure {
    /// The remoteness, plus two for each halving of the share of winning
    /// moves, plus one for each quadrupling of the size (each rounded).
    pub fn difficulty(&self) -> u32 {
        let share = (self.legal as f64 / self.winning.max(1) as f64).log2();
        let size = (self.size.max(1) as f64).log2() / 2.0;
        self.remoteness + (2.0 * share).round() as u32 + size.round() as u32
    }
}

/// One puzzle of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// 1-based, its place in the file.
    pub number: usize,
    /// `easy`, `medium` or `hard`.
    pub grade: String,
    pub difficulty: u32,
    pub measure: Measure,
    /// The side that moves first, for a game with sides (frogs).
    pub side: Option<String>,
    /// Where the position comes from.
    pub source: String,
    /// The problem's input of one test.
    pub input: String,
}

/// The grades, easiest first: a list is cut in thirds.
pub const GRADES: [&str; 3] = ["easy", "medium", "hard"];

/// The grade of the `index`th (0-based) of `count` puzzles in order.
pub fn grade(index: usize, count: usize) -> &'static str {
    GRADES[(index * 3 / count.max(1)).min(2)]
}

impl Puzzle {
    /// The heading line of the file; `size_words` name the size's unit
    /// (`cell`, `cells`).
    pub fn heading(&self, size_words: (&str, &str)) -> String {
        let measure = &self.measure;
        let side = self.side.as_ref().map(|side| format!(" · {} moves", side)).unwrap_or_default();
        format!(
            "puzzle {} · {} · difficulty {} · {} of {} win · won in {} · {}{} · from {}",
            self.number,
            self.grade,
            self.difficulty,
            measure.winning,
            plural(measure.legal as u64, "move", "moves"),
            measure.remoteness,
            plural(measure.size as u64, size_words.0, size_words.1),
            side,
            self.source
        )
    }
}

/// A file of puzzles written out, `notes` first (see [`Puzzle::heading`]).
pub fn write(puzzles: &[Puzzle], notes: &str, size_words: (&str, &str)) -> String {
    let mut out = String::new();
    for line in notes.lines() {
        writeln!(out, "# {}", line).unwrap();
    }
    for puzzle in puzzles {
        writeln!(out, "\n{}", puzzle.heading(size_words)).unwrap();
        out.push_str(&puzzle.input);
    }
    out
}

/// The number after `word ` in `field`.
fn number_in(field: &str, word: &str) -> Option<u64> {
    field.split_whitespace().skip_while(|part| *part != word).nth(1)?.parse().ok()
}

/// A heading read back, or why it is not one.
fn heading(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split(" · ").collect();
    let bad = || format!("not a puzzle's heading: {:?}", line);
    if fields.len() < 7 {
        return Err(bad());
    }
    let number = number_in(fields[0], "puzzle").ok_or_else(bad)? as usize;
    let difficulty = number_in(fields[2], "difficulty").ok_or_else(bad)? as u32;
    let (winning, legal) = {
        let words: Vec<&str> = fields[3].split_whitespace().collect();
        match words[..] {
            [winning, "of", legal, _, "win"] => {
                (winning.parse().map_err(|_| bad())?, legal.parse().map_err(|_| bad())?)
            }
            _ => return Err(bad()),
        }
    };
    let remoteness = fields[4].strip_prefix("won in ").and_then(|rest| rest.parse().ok()).ok_or_else(bad)?;
    let size = fields[5].split_whitespace().next().and_then(|count| count.parse().ok()).ok_or_else(bad)?;
    let (side, source) = match &fields[6..] {
        [side, source] => (Some(side.strip_suffix(" moves").ok_or_else(bad)?.to_string()), source),
        [source] => (None, source),
        _ => return Err(bad()),
    };
    Ok(Puzzle {
        number,
        grade: fields[1].to_string(),
        difficulty,
        measure: Measure { size, legal, winning, remoteness },
        side,
        source: source.strip_prefix("from ").ok_or_else(bad)?.to_string(),
        input: String::new(),
    })
}

/// A file of puzzles read, or the first reason it cannot be (with its line).
pub fn parse(text: &str) -> Result<Vec<Puzzle>, String> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.starts_with("puzzle ") {
            puzzles.push(heading(line).map_err(|reason| format!("line {}: {}", index + 1, reason))?);
        } else if let Some(puzzle) = puzzles.last_mut() {
            if !line.trim().is_empty() {
                puzzle.input.push_str(line);
                puzzle.input.push('\n');
            }
        } else if !line.is_empty() && !line.starts_with('#') {
            return Err(format!("line {}: a line before the first puzzle that is not a note (#)", index + 1));
        }
    }
    Ok(puzzles)
}

/// How `input` (with the side `side` to move, for a game with sides)
/// measures as a puzzle: `None` when the side to move does not win, when it
/// has more than `MOST_MOVES` moves, or when its remoteness is not found
/// within the search's budget. `Err` when the input has no position.
pub fn measure<R: Rules>(input: &str, side: Option<&str>) -> Result<Option<Measure>, String> {
    let position = R::puzzle_position(input, side).ok_or("the input holds no position for that side")?;
    let values = R::values(&position);
    let total = xor_sum(&values);
    if total.is_zero() {
        return Ok(None);
    }
    let (moves, all) = R::moves_up_to(&position, MOST_MOVES);
    if !all {
        return Ok(None);
    }
    let winning = moves
        .iter()
        .filter(|chosen| {
            let after = R::apply(&position, chosen).expect("a listed move is legal");
            R::total_after(&position, &values, &total, chosen, &after).is_zero()
        })
        .count();
    let Some(remoteness) = Remoteness::<R>::with_budget(SEARCH_BUDGET).of(&position) else {
        return Ok(None);
    };
    Ok(Some(Measure { size: R::size(&position), legal: moves.len(), winning, remoteness }))
}

/// The puzzles of a problem's rules played from one (0-based): `session::<ItsRules>`.
pub type SessionFn = fn(&'static str, Vec<Puzzle>, usize) -> Result<Box<dyn Session>, Failure>;

/// A problem's puzzles as the registry holds them: the file, the sides a
/// puzzle may give the first move to, and the functions of its rules.
#[derive(Clone, Copy)]
pub struct Kit {
    pub text: &'static str,
    pub sides: &'static [&'static str],
    pub size_words: (&'static str, &'static str),
    pub measure: fn(&str, Option<&str>) -> Result<Option<Measure>, String>,
    pub session: SessionFn,
}

/// The kit of `R`'s rules and the file `text`.
pub const fn kit<R: Rules + 'static>(text: &'static str) -> Kit {
    Kit { text, sides: R::SIDES, size_words: R::SIZE_WORDS, measure: measure::<R>, session: session::<R> }
}

/// What "lost" means for the side to move, in the game's words.
fn lost_words<R: Rules>() -> &'static str {
    if R::ONE_GAME {
        "a lost position"
    } else {
        "a total of 0, a lost position"
    }
}

/// The puzzles played in a terminal (or by a script): each shown, tries
/// answered, a streak counted.
pub struct Puzzles<R: Rules> {
    problem: &'static str,
    puzzles: Vec<Puzzle>,
    /// The puzzle now (0-based) and its game (the position and its drawing).
    at: usize,
    game: Game<R>,
    /// This puzzle solved; a wrong try or the solution seen on it.
    solved: bool,
    helped: bool,
    /// Puzzles solved in a row at the first try, without the solution.
    streak: usize,
    solved_count: usize,
    over: bool,
}

/// A game of puzzle `puzzle` (its position, the person to move).
fn puzzle_game<R: Rules>(problem: &str, puzzle: &Puzzle) -> Result<Game<R>, Failure> {
    let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref())
        .ok_or_else(|| Failure::Bug(format!("{} puzzle {}: the input holds no position", problem, puzzle.number)))?;
    Ok(Game::from_position(String::new(), position, &Options::default()))
}

/// The puzzles of `R`'s rules, from puzzle `first` (0-based).
pub fn session<R: Rules + 'static>(
    problem: &'static str,
    puzzles: Vec<Puzzle>,
    first: usize,
) -> Result<Box<dyn Session>, Failure> {
    let chosen = puzzles
        .get(first)
        .ok_or_else(|| Failure::Usage(format!("there is no puzzle {}: pick 1 to {}", first + 1, puzzles.len())))?;
    let game = puzzle_game::<R>(problem, chosen)?;
    Ok(Box::new(Puzzles {
        problem,
        puzzles,
        at: first,
        game,
        solved: false,
        helped: false,
        streak: 0,
        solved_count: 0,
        over: false,
    }))
}

impl<R: Rules> Puzzles<R> {
    fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.at]
    }

    /// The puzzle now, as it is shown: its number, grade, source and board.
    fn shown(&self) -> String {
        let puzzle = self.puzzle();
        let side = puzzle.side.as_ref().map(|side| format!("you play {} and move first", side));
        let mut out = String::from("\n");
        out.push_str(&wrap(
            &format!(
                "puzzle {} of {} ({}, difficulty {}; from {}): {}; find a winning move.",
                puzzle.number,
                self.puzzles.len(),
                puzzle.grade,
                puzzle.difficulty,
                puzzle.source,
                side.unwrap_or_else(|| "you move".to_string())
            ),
            WIDTH,
        ));
        out.push_str(&format!("\n{}\n", indent(&R::draw(self.game.position(), false))));
        out
    }

    /// Goes to puzzle `index` (0-based, in range).
    fn go(&mut self, index: usize) -> Result<String, String> {
        self.game = puzzle_game::<R>(self.problem, &self.puzzles[index]).map_err(|failure| match failure {
            Failure::Usage(message) | Failure::Bug(message) => message,
        })?;
        self.at = index;
        self.solved = false;
        self.helped = false;
        Ok(self.shown())
    }

    fn next(&mut self) -> Result<String, String> {
        let mut out = String::new();
        if !self.solved && self.streak > 0 {
            writeln!(out, "skipped: the streak of {} ends.", self.streak).unwrap();
            self.streak = 0;
        }
        if self.at + 1 == self.puzzles.len() {
            self.over = true;
            writeln!(out, "that was the last puzzle. {}", self.tally()).unwrap();
            return Ok(out);
        }
        out.push_str(&self.go(self.at + 1)?);
        Ok(out)
    }

    /// How the puzzles went so far.
    fn tally(&self) -> String {
        format!(
            "You solved {} of {}; streak {}.",
            self.solved_count,
            plural(self.puzzles.len() as u64, "puzzle", "puzzles"),
            self.streak
        )
    }

    fn solution(&mut self) -> Result<String, String> {
        let position = self.game.position();
        let (_, Some(chosen)) = play::winning::<R>(position)? else {
            return Err(format!("puzzle {} has no winning move", self.puzzle().number));
        };
        if !self.solved {
            self.helped = true;
            self.streak = 0;
        }
        Ok(wrap(
            &format!(
                "solution: {} ({}); it leaves your opponent {}. Type next for the next puzzle.",
                R::show_move(&chosen),
                R::describe_move(position, &chosen),
                lost_words::<R>()
            ),
            WIDTH,
        ))
    }

    fn help(&self) -> String {
        let (moves, _) = R::moves_up_to(self.game.position(), MOST_MOVES);
        let (entries, note) = R::show_moves(self.game.position(), &moves);
        let shown: Vec<String> = entries.into_iter().map(|(entry, _)| entry).collect();
        let mut out = format!("your legal moves ({}):\n{}", moves.len(), indent(&wrap(&shown.join("  "), WIDTH - 2)));
        if let Some(note) = note {
            out.push_str(&indent(&wrap(&note, WIDTH - 2)));
        }
        out.push_str(&wrap(
            "commands: help (this list), solution (a winning move), next (the next puzzle), puzzle N (puzzle N), quit",
            WIDTH,
        ));
        out
    }

    fn try_move(&mut self, typed: &str) -> Result<String, String> {
        let chosen = match R::parse_move(typed) {
            Ok(chosen) => chosen,
            Err(reason) => return Ok(format!("{} (help lists the legal moves)\n", reason)),
        };
        let position = self.game.position().clone();
        let judged = match judge::<R>(&position, &chosen)? {
            Ok(judged) => judged,
            Err(reason) => return Ok(format!("not a legal move: {}\n", reason)),
        };
        let shown = R::show_move(&chosen);
        match judged {
            Try::Loses { after, reply } => {
                let mut out = format!("not this one: {} {}", shown, refusal::<R>(&after, &reply));
                if self.solved {
                    out.push_str(" (You have solved this one: type next for the next puzzle.)");
                    return Ok(wrap(&out, WIDTH));
                }
                self.helped = true;
                if self.streak > 0 {
                    write!(out, " The streak of {} ends.", self.streak).unwrap();
                }
                self.streak = 0;
                out.push_str(" Try another move, or type solution.");
                Ok(wrap(&out, WIDTH))
            }
            Try::Wins => {
                if self.solved {
                    return Ok(wrap(&format!("{} wins too. Type next for the next puzzle.", shown), WIDTH));
                }
                self.solved = true;
                self.solved_count += 1;
                if !self.helped {
                    self.streak += 1;
                }
                let others = self.puzzle().measure.winning - 1;
                let also = match others {
                    0 => " It is the only winning move.".to_string(),
                    count => format!(" {} win too.", plural(count as u64, "other move", "other moves")),
                };
                Ok(wrap(
                    &format!(
                        "solved: {} ({}) leaves your opponent {}.{} Streak {}. Type next for the next puzzle.",
                        shown,
                        R::describe_move(&position, &chosen),
                        lost_words::<R>(),
                        also,
                        self.streak
                    ),
                    WIDTH,
                ))
            }
        }
    }
}

impl<R: Rules> Session for Puzzles<R> {
    fn opening(&mut self) -> Result<String, String> {
        let mut out = wrap(
            &format!(
                "{} puzzles: {} positions where you move and win, easiest first. Find a winning move: one that leaves your opponent a lost position. Type a move as cargo explain writes it, or help (the legal moves), solution, next, puzzle N, quit.",
                self.problem,
                self.puzzles.len()
            ),
            WIDTH,
        );
        out.push_str(&self.shown());
        Ok(out)
    }

    fn prompt(&self) -> String {
        format!("puzzle {}, you: ", self.puzzle().number)
    }

    fn line(&mut self, line: &str) -> Result<String, String> {
        if self.over {
            return Ok("the puzzles are over\n".to_string());
        }
        let typed = line.trim();
        let lower = typed.to_ascii_lowercase();
        match lower.as_str() {
            "" => return Ok(String::new()),
            "help" | "?" => return Ok(self.help()),
            "solution" | "hint" => return self.solution(),
            "next" => return self.next(),
            "quit" | "exit" => {
                self.over = true;
                return Ok(format!("you quit at puzzle {}. {}\n", self.puzzle().number, self.tally()));
            }
            _ => {}
        }
        if let Some(number) = lower.strip_prefix("puzzle ") {
            return match number.trim().parse::<usize>() {
                Ok(number) if (1..=self.puzzles.len()).contains(&number) => {
                    self.streak = if self.solved { self.streak } else { 0 };
                    self.go(number - 1)
                }
                _ => Ok(format!("there is no puzzle {}: pick 1 to {}\n", number.trim(), self.puzzles.len())),
            };
        }
        self.try_move(typed)
    }

    fn over(&self) -> bool {
        self.over
    }

    fn end_of_input(&mut self) -> String {
        self.over = true;
        format!("end of input at puzzle {}. {}\n", self.puzzle().number, self.tally())
    }
}
