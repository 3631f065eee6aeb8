//! Puzzles: positions where the side to move wins, to be solved by finding
//! a winning move (one that leaves the opponent a lost position). Each
//! problem's puzzles are a file, `src/PROBLEM/puzzles.txt`, in a fixed order
//! so that "puzzle 12" names the same position for everyone: by theme, from
//! the first idea to their combination (`Rules::themes`; a puzzle's theme is
//! what its position shows, `Rules::theme`), each theme easiest first;
//! `cargo play PROBLEM --puzzles --choose` proposes a new file, chosen from
//! the judge data and generated inputs (see `drivers::choose_puzzles`).
//!
//! The file: a heading line per puzzle, then its input (one test of the
//! problem's input, as its strict validator takes it):
//!
//! ```text
//! puzzle 3 · theme odd-steps · easy · difficulty 4 · 1 of 5 moves win · won in 1 · 6 cells · from judge-data/master-duel/sample-1.in, test 2
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
//! Its grade is its difficulty's third among the file's (see [`grades`]).

use crate::explain::{indent, plural, wrap, Failure};
pub use crate::ground::Theme;
use crate::ground::{xor_sum, Nimber, Rules};
use crate::i18n;
use crate::play::{self, command, judge, moves_help, refusal, Game, Options, Session, Try};
use crate::remoteness::Lengths;
use crate::review::Taken;
use crate::t;
use crate::web::address::{PuzzleAddress, WrongTry};
use crate::web_game::{hint_json, Board, Start, WebGame};
use serde_json::{json, Value};
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
    /// Its theme's id (one of `Rules::themes`).
    pub theme: String,
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

/// A grade (one of [`GRADES`]) in the language now.
pub fn grade_words(grade: &str) -> String {
    match grade {
        "easy" => t!("grade-easy"),
        "medium" => t!("grade-medium"),
        "hard" => t!("grade-hard"),
        other => other.to_string(),
    }
}

/// Where a puzzle is from, in the language now: the file's words
/// (`PATH, test K` or `generated (SIZE, seed S), test K`) said anew; any
/// other source as written.
pub fn source_words(source: &str) -> String {
    let Some((from, test)) = source.rsplit_once(", test ") else {
        return source.to_string();
    };
    let generated = from
        .strip_prefix("generated (")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|rest| rest.split_once(", seed "));
    match generated {
        Some((size, seed)) => t!("pz-from-generated", size = size, seed = seed, test = test),
        None => t!("pz-from-file", path = from, test = test),
    }
}

/// The grade of the `index`th (0-based) of `count` puzzles in order.
pub fn grade(index: usize, count: usize) -> &'static str {
    GRADES[(index * 3 / count.max(1)).min(2)]
}

/// The puzzles graded by their difficulty among all of them: a puzzle's
/// grade is that of its place in the list sorted by difficulty, the first
/// place of its difficulty (so equal difficulties share a grade).
pub fn grades(puzzles: &mut [Puzzle]) {
    let difficulties: Vec<u32> = puzzles.iter().map(|puzzle| puzzle.difficulty).collect();
    for puzzle in puzzles.iter_mut() {
        let easier = difficulties.iter().filter(|&&difficulty| difficulty < puzzle.difficulty).count();
        puzzle.grade = grade(easier, difficulties.len()).to_string();
    }
}

/// Where a puzzle of a file stands among its themes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// Its theme (an index of the themes).
    pub theme: usize,
    /// Its place in the theme (1-based), and the theme's puzzles.
    pub place: usize,
    pub size: usize,
    /// The puzzle after it (an index of the file's): the next of the file,
    /// or of its theme alone when the person keeps to one.
    pub next: Option<usize>,
}

/// Where puzzle `index` of `puzzles` (the file's, in order) stands, with
/// `themes` the problem's; `only`: the person keeps to its theme.
pub fn place(puzzles: &[Puzzle], themes: &[Theme], index: usize, only: bool) -> Place {
    let id = &puzzles[index].theme;
    let same = |puzzle: &&Puzzle| &puzzle.theme == id;
    let next = (index + 1..puzzles.len()).find(|&next| !only || &puzzles[next].theme == id);
    Place {
        theme: themes.iter().position(|theme| theme.id == *id).unwrap_or(0),
        place: puzzles[..index].iter().filter(same).count() + 1,
        size: puzzles.iter().filter(same).count(),
        next,
    }
}

/// The puzzle to start from (its number): `number` (default: the first of
/// the theme `theme`, or 1), which must be of the theme when both are
/// given; or why there is none, in a sentence (no such puzzle, no such
/// theme: the themes there are).
pub fn first(
    puzzles: &[Puzzle],
    themes: &[Theme],
    number: Option<usize>,
    theme: Option<&str>,
) -> Result<usize, String> {
    if let Some(number) = number.filter(|&number| !(1..=puzzles.len()).contains(&number)) {
        return Err(t!("pz-no-puzzle", number = number, count = puzzles.len()));
    }
    let Some(id) = theme else {
        return Ok(number.unwrap_or(1));
    };
    let first = puzzles.iter().position(|puzzle| puzzle.theme == id).ok_or_else(|| {
        let ids: Vec<&str> = themes.iter().map(|theme| theme.id).collect();
        t!("pz-no-theme", theme = id, themes = ids.join(", "))
    })?;
    match number {
        Some(number) if puzzles[number - 1].theme != id => Err(t!("pz-not-of-theme", number = number, theme = id)),
        Some(number) => Ok(number),
        None => Ok(first + 1),
    }
}

/// The numbers of the puzzles of the theme `id`, in the file's order.
pub fn numbers_of(puzzles: &[Puzzle], id: &str) -> Vec<usize> {
    puzzles.iter().filter(|puzzle| puzzle.theme == id).map(|puzzle| puzzle.number).collect()
}

/// The themes as the page lists them: each with its id, name, idea, first
/// puzzle's number and count of puzzles.
pub fn themes_json(puzzles: &[Puzzle], themes: &[Theme]) -> Value {
    let listed: Vec<Value> = themes
        .iter()
        .map(|theme| {
            let numbers = numbers_of(puzzles, theme.id);
            json!({
                "id": theme.id,
                "name": theme.name,
                "idea": theme.idea,
                "first": numbers.first(),
                "count": numbers.len(),
            })
        })
        .collect();
    json!(listed)
}

impl Place {
    /// The place as the page's puzzle view says it (docs/play.md).
    pub fn json(&self, puzzles: &[Puzzle], themes: &[Theme], only: bool) -> Value {
        let theme = &themes[self.theme];
        json!({
            "theme": {
                "id": theme.id,
                "name": theme.name,
                "idea": theme.idea,
                "number": self.theme + 1,
                "count": themes.len(),
                "place": self.place,
                "size": self.size,
            },
            "only": only,
            "next": self.next.map(|next| puzzles[next].number),
        })
    }

    /// The place in a sentence: the theme, its number of the themes, and
    /// the puzzle's place in it.
    pub fn sentence(&self, themes: &[Theme]) -> String {
        t!(
            "pz-theme",
            number = self.theme + 1,
            count = themes.len(),
            name = themes[self.theme].name.as_str(),
            place = self.place,
            size = self.size
        )
    }
}

impl Puzzle {
    /// What the puzzle is, in a sentence: its number of `count`, grade,
    /// difficulty and source, and who moves.
    pub fn sentence(&self, count: usize) -> String {
        let side = self.side.as_ref().map(|side| t!("pz-side", side = side));
        t!(
            "pz-sentence",
            number = self.number,
            count = count,
            grade = grade_words(&self.grade),
            difficulty = self.difficulty,
            source = source_words(&self.source),
            side = side.unwrap_or_else(|| t!("pz-you-move"))
        )
    }

    /// The heading line of the file; `size_words` name the size's unit
    /// (`cell`, `cells`).
    pub fn heading(&self, size_words: (&str, &str)) -> String {
        let measure = &self.measure;
        let side = self.side.as_ref().map(|side| format!(" · {} moves", side)).unwrap_or_default();
        format!(
            "puzzle {} · theme {} · {} · difficulty {} · {} of {} win · won in {} · {}{} · from {}",
            self.number,
            self.theme,
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
    if fields.len() < 8 {
        return Err(bad());
    }
    let number = number_in(fields[0], "puzzle").ok_or_else(bad)? as usize;
    let theme = fields[1].strip_prefix("theme ").filter(|id| !id.is_empty() && !id.contains(' ')).ok_or_else(bad)?;
    let fields = &fields[1..];
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
        theme: theme.to_string(),
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
/// past the solver's bounds. `Err` when the input has no position.
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
    let Some(remoteness) = Lengths::<R>::of_position(&position).of(&position) else {
        return Ok(None);
    };
    Ok(Some(Measure { size: R::size(&position), legal: moves.len(), winning, remoteness }))
}

/// Which of `R`'s themes (an index of `Rules::themes`) the puzzle `input`
/// (with `side` to move) is about. `Err` when the input has no position.
pub fn theme_of<R: Rules>(input: &str, side: Option<&str>) -> Result<usize, String> {
    let position = R::puzzle_position(input, side).ok_or("the input holds no position for that side")?;
    Ok(R::theme(&position))
}

/// The puzzles of a problem's rules played from one (numbered from 1),
/// kept to its theme or not: `session::<ItsRules>`.
pub type SessionFn = fn(&'static str, Vec<Puzzle>, usize, bool) -> Result<Box<dyn Session>, Failure>;

/// A puzzle of a problem's rules on the page, of `count`, with the streak
/// it starts from and its place among the themes (`Place::json`):
/// `board::<ItsRules>`.
/// What an address kept of the puzzle (its moves once solved, the wrong
/// tries, the solution shown: `PuzzleAddress`) is played again on it.
pub type BoardFn = fn(&'static str, &Puzzle, usize, u64, Value, &PuzzleAddress) -> Result<Box<dyn Board>, Failure>;

/// A problem's puzzles as the registry holds them: the file, the sides a
/// puzzle may give the first move to, and the functions of its rules.
#[derive(Clone, Copy)]
pub struct Kit {
    pub text: &'static str,
    pub sides: &'static [&'static str],
    pub size_words: (&'static str, &'static str),
    pub measure: fn(&str, Option<&str>) -> Result<Option<Measure>, String>,
    /// The themes, first idea first.
    pub themes: fn() -> Vec<Theme>,
    /// The theme of a puzzle's input and side (see [`theme_of`]).
    pub theme_of: fn(&str, Option<&str>) -> Result<usize, String>,
    pub session: SessionFn,
    pub board: BoardFn,
}

/// The kit of `R`'s rules and the file `text`.
pub const fn kit<R: Rules + 'static>(text: &'static str) -> Kit
where
    WebGame<R>: Send,
{
    Kit {
        text,
        sides: R::SIDES,
        size_words: R::SIZE_WORDS,
        measure: measure::<R>,
        themes: R::themes,
        theme_of: theme_of::<R>,
        session: session::<R>,
        board: board::<R>,
    }
}

/// What "lost" means for the side to move, in the game's words.
fn lost_words<R: Rules>() -> String {
    t!("pz-lost", one = R::ONE_GAME)
}

/// The puzzles played in a terminal (or by a script): each shown, tries
/// answered, a streak counted.
pub struct Puzzles<R: Rules> {
    problem: &'static str,
    puzzles: Vec<Puzzle>,
    themes: Vec<Theme>,
    /// Kept to the theme of the puzzle now (`--theme`).
    only: bool,
    /// The theme whose idea was said last.
    theme_said: Option<usize>,
    /// The puzzle now (0-based) and its game (the position and its drawing).
    at: usize,
    game: Game<R>,
    standing: Standing,
    solved_count: usize,
    over: bool,
}

/// How the puzzle being tried stands, and the streak: what the terminal
/// and the page both count and say.
#[derive(Clone, Copy, Debug, Default)]
pub struct Standing {
    /// This puzzle solved.
    pub solved: bool,
    /// A try refused or the solution shown on it: solving it no longer
    /// adds to the streak.
    pub helped: bool,
    /// Puzzles solved in a row, each at the first try without the solution.
    pub streak: u64,
}

/// How the answers end, where they are read: what gives the next puzzle
/// and what shows the solution (messages of the catalogue, by id).
pub struct Words {
    pub next: &'static str,
    pub solution: &'static str,
}

/// The terminal's words.
const TYPED: Words = Words { next: "pz-next-typed", solution: "pz-solution-typed" };

impl Standing {
    /// The answer to a try of `chosen` (legal, judged as `judged`) in the
    /// puzzle's `position`, where `winning` moves win; whether it wins.
    pub fn tried<R: Rules>(
        &mut self,
        position: &R::Position,
        chosen: &R::Move,
        judged: &Try<R>,
        winning: usize,
        words: &Words,
    ) -> (bool, String) {
        let shown = R::show_move(chosen);
        let next = i18n::text(words.next);
        match judged {
            Try::Loses { after, reply } => {
                let mut out = t!("pz-not-this-one", move = shown.as_str(), refusal = refusal::<R>(after, reply));
                if self.solved {
                    out.push_str(&t!("pz-solved-already", next = next));
                    return (false, out);
                }
                self.helped = true;
                if self.streak > 0 {
                    out.push_str(&t!("pz-streak-ends", streak = self.streak));
                }
                self.streak = 0;
                out.push_str(&t!("pz-try-another", solution = i18n::text(words.solution)));
                (false, out)
            }
            Try::Wins { .. } => {
                if self.solved {
                    return (true, t!("pz-wins-too", move = shown, next = next));
                }
                self.solved = true;
                if !self.helped {
                    self.streak += 1;
                }
                let also = match winning.saturating_sub(1) {
                    0 => t!("pz-only-winning"),
                    others => t!("pz-others-win", others = others),
                };
                let text = t!(
                    "pz-solved",
                    move = shown,
                    words = crate::ground::words_in_terms::<R>(position, chosen),
                    lost = lost_words::<R>(),
                    also = also,
                    streak = self.streak,
                    next = next
                );
                (true, text)
            }
        }
    }

    /// The solution of the puzzle in `position` shown: a winning move, and
    /// what is said of it. `Err` is a bug report (no winning move).
    pub fn solution<R: Rules>(&mut self, position: &R::Position, words: &Words) -> Result<(R::Move, String), String> {
        let (_, Some(chosen)) = play::winning::<R>(position)? else {
            return Err(t!("pz-no-winning"));
        };
        if !self.solved {
            self.helped = true;
            self.streak = 0;
        }
        let text = t!(
            "pz-solution",
            move = R::show_move(&chosen),
            words = crate::ground::words_in_terms::<R>(position, &chosen),
            lost = lost_words::<R>(),
            next = i18n::text(words.next)
        );
        Ok((chosen, text))
    }
}

/// A game of puzzle `puzzle` (its position, the person to move).
fn puzzle_game<R: Rules>(problem: &str, puzzle: &Puzzle) -> Result<Game<R>, String> {
    let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref())
        .ok_or_else(|| t!("pz-no-position", problem = problem, number = puzzle.number))?;
    Ok(Game::from_position(String::new(), position, &Options::default()))
}

/// The puzzles of `R`'s rules, from puzzle number `first` (1-based, as
/// the file numbers them); a number past them is refused as the person's.
pub fn session<R: Rules + 'static>(
    problem: &'static str,
    puzzles: Vec<Puzzle>,
    first: usize,
    only: bool,
) -> Result<Box<dyn Session>, Failure> {
    let at = first.checked_sub(1).filter(|&at| at < puzzles.len());
    let Some(at) = at else {
        return Err(Failure::Usage(t!("pz-no-puzzle", number = first, count = puzzles.len())));
    };
    let themes = R::themes();
    let game = puzzle_game::<R>(problem, &puzzles[at]).map_err(Failure::Bug)?;
    Ok(Box::new(Puzzles {
        problem,
        puzzles,
        themes,
        only,
        theme_said: None,
        at,
        game,
        standing: Standing::default(),
        solved_count: 0,
        over: false,
    }))
}

impl<R: Rules> Puzzles<R> {
    fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.at]
    }

    fn place(&self) -> Place {
        place(&self.puzzles, &self.themes, self.at, self.only)
    }

    /// The puzzle now, as it is shown: its number, grade, source, theme
    /// (with its idea, when the theme is new) and board.
    fn shown(&mut self) -> String {
        let mut out = String::from("\n");
        let place = self.place();
        if self.theme_said != Some(place.theme) {
            self.theme_said = Some(place.theme);
            let theme = &self.themes[place.theme];
            out.push_str(&wrap(&t!("pz-theme-idea", name = theme.name.as_str(), idea = theme.idea.as_str()), WIDTH));
            out.push('\n');
        }
        out.push_str(&wrap(
            &format!("{} {}", self.puzzle().sentence(self.puzzles.len()), place.sentence(&self.themes)),
            WIDTH,
        ));
        out.push_str(&format!("\n{}\n", indent(&R::draw_unvalued(self.game.position()))));
        out
    }

    /// Goes to puzzle `index` (0-based, in range).
    fn go(&mut self, index: usize) -> Result<String, String> {
        self.game = puzzle_game::<R>(self.problem, &self.puzzles[index])?;
        self.at = index;
        self.standing = Standing { streak: self.standing.streak, ..Standing::default() };
        Ok(self.shown())
    }

    fn next(&mut self) -> Result<String, String> {
        let mut out = String::new();
        if !self.standing.solved && self.standing.streak > 0 {
            writeln!(out, "{}", t!("pz-skipped", streak = self.standing.streak)).unwrap();
            self.standing.streak = 0;
        }
        let Some(next) = self.place().next else {
            self.over = true;
            writeln!(out, "{}", t!("pz-last", tally = self.tally())).unwrap();
            return Ok(out);
        };
        out.push_str(&self.go(next)?);
        Ok(out)
    }

    /// How the puzzles went so far (of the theme's, when kept to one).
    fn tally(&self) -> String {
        let count = if self.only { self.place().size } else { self.puzzles.len() };
        t!("pz-tally", solved = self.solved_count, count = count, streak = self.standing.streak)
    }

    /// The themes listed, each with its id and puzzles' numbers.
    fn themes_listed(&self) -> String {
        let items: Vec<String> = self
            .themes
            .iter()
            .enumerate()
            .filter_map(|(index, theme)| {
                let numbers = numbers_of(&self.puzzles, theme.id);
                Some(t!(
                    "pz-theme-item",
                    number = index + 1,
                    name = theme.name.as_str(),
                    id = theme.id,
                    first = *numbers.first()?,
                    last = *numbers.last()?
                ))
            })
            .collect();
        t!("pz-themes", themes = items.join(&t!("pz-theme-separator")))
    }

    fn solution(&mut self) -> Result<String, String> {
        let number = self.puzzle().number;
        let (_, text) = self
            .standing
            .solution::<R>(self.game.position(), &TYPED)
            .map_err(|report| t!("pz-bug", number = number, report = report))?;
        Ok(wrap(&text, WIDTH))
    }

    fn help(&self) -> String {
        moves_help::<R>(self.game.position(), &t!("pz-commands"))
    }

    fn try_move(&mut self, typed: &str) -> Result<String, String> {
        let chosen = match R::parse_move(typed) {
            Ok(chosen) => chosen,
            Err(reason) => return Ok(format!("{}\n", t!("play-help-lists", reason = reason))),
        };
        let position = self.game.position();
        let judged = match judge::<R>(position, &chosen)? {
            Ok(judged) => judged,
            Err(reason) => return Ok(format!("{}\n", t!("play-not-legal", reason = reason))),
        };
        let was_solved = self.standing.solved;
        let winning = self.puzzles[self.at].measure.winning;
        let (_, text) = self.standing.tried::<R>(position, &chosen, &judged, winning, &TYPED);
        if self.standing.solved && !was_solved {
            self.solved_count += 1;
        }
        Ok(wrap(&text, WIDTH))
    }
}

impl<R: Rules> Session for Puzzles<R> {
    fn opening(&mut self) -> Result<String, String> {
        let mut out = wrap(&t!("pz-opening", problem = self.problem, count = self.puzzles.len()), WIDTH);
        out.push('\n');
        out.push_str(&wrap(&self.themes_listed(), WIDTH));
        out.push_str(&self.shown());
        Ok(out)
    }

    fn prompt(&self) -> String {
        t!("pz-prompt", number = self.puzzle().number)
    }

    fn line(&mut self, line: &str) -> Result<String, String> {
        if self.over {
            return Ok(format!("{}\n", t!("pz-over")));
        }
        let typed = line.trim();
        let lower = command(typed);
        match lower.as_str() {
            "" => return Ok(String::new()),
            "help" => return Ok(self.help()),
            "solution" | "hint" => return self.solution(),
            "next" => return self.next(),
            "quit" => {
                self.over = true;
                return Ok(format!("{}\n", t!("pz-quit", number = self.puzzle().number, tally = self.tally())));
            }
            _ => {}
        }
        if let Some(number) = lower.strip_prefix("puzzle ").or_else(|| lower.strip_prefix("第")) {
            let number = number.trim_end_matches('题');
            return match number.trim().parse::<usize>() {
                Ok(number) if (1..=self.puzzles.len()).contains(&number) => {
                    if !self.standing.solved {
                        self.standing.streak = 0;
                    }
                    self.go(number - 1)
                }
                _ => Ok(format!("{}\n", t!("pz-no-puzzle", number = number.trim(), count = self.puzzles.len()))),
            };
        }
        self.try_move(typed)
    }

    fn over(&self) -> bool {
        self.over
    }

    fn end_of_input(&mut self) -> String {
        self.over = true;
        format!("{}\n", t!("pz-end-of-input", number = self.puzzle().number, tally = self.tally()))
    }
}

/// The page's words.
const CLICKED: Words = Words { next: "pz-next-clicked", solution: "pz-solution-clicked" };
/// The same, at the last puzzle there is (of its theme, when kept to one),
/// where "next puzzle" is off.
const CLICKED_LAST: Words = Words { next: "pz-next-last-clicked", solution: "pz-solution-clicked" };

/// A puzzle on the page (`cargo play PROBLEM --web --puzzles`): its game,
/// shown with no value anywhere until it is solved, where a move that does
/// not win is refused with the reason; once solved it plays on, the won line
/// to be played out against the program's best defence, as a game is.
pub struct PuzzleBoard<R: Rules> {
    board: WebGame<R>,
    /// The puzzle as the view shows it (`puzzle`: docs/play.md).
    shown: Value,
    winning: usize,
    standing: Standing,
    /// The solution, once asked for: a winning move, as the view's hint.
    solution: Option<Value>,
    /// The answer to the last try or to the solution, until the next
    /// action: the words, and the try when it was refused (in the notation;
    /// `None`: it won, or the solution was shown), whose position the page
    /// draws.
    said: Option<(String, Option<String>)>,
}

/// Puzzle `puzzle` of `count` on the page, the streak so far `streak`, as
/// `resumed` left it (a new one: `PuzzleAddress::default()`): its moves
/// played again (the first must solve it), its wrong tries and its
/// solution shown kept.
pub fn board<R: Rules + 'static>(
    problem: &'static str,
    puzzle: &Puzzle,
    count: usize,
    streak: u64,
    place: Value,
    resumed: &PuzzleAddress,
) -> Result<Box<dyn Board>, Failure>
where
    WebGame<R>: Send,
{
    let game = puzzle_game::<R>(problem, puzzle).map_err(Failure::Bug)?;
    let start_position = game.position().clone();
    let game = game.with_intro(puzzle.sentence(count)).trying_from_here();
    let moves = resumed.moves.clone().filter(|moves| !moves.is_empty());
    if let Some(first) = moves.as_ref().and_then(|moves| moves.first()) {
        let solves = match R::parse_move(first.trim()) {
            Ok(chosen) => matches!(judge::<R>(&start_position, &chosen).map_err(Failure::Bug)?, Ok(Try::Wins { .. })),
            Err(_) => false,
        };
        if !solves {
            return Err(Failure::Usage(t!("web-address-not-solving", typed = first.as_str(), number = puzzle.number)));
        }
    }
    let solved = moves.is_some();
    let start = Start { moves, ply: resumed.ply, wrong: resumed.wrong.clone(), ..Start::default() };
    let mut shown = if place.is_object() { place } else { json!({}) };
    let about = json!({
        "number": puzzle.number,
        "count": count,
        "grade": puzzle.grade,
        "grade_said": grade_words(&puzzle.grade),
        "source_said": source_words(&puzzle.source),
        "difficulty": puzzle.difficulty,
        "source": puzzle.source,
        "side": puzzle.side,
        "position": puzzle.input,
    });
    if let (Some(shown), Value::Object(about)) = (shown.as_object_mut(), about) {
        shown.extend(about);
    }
    let refused = resumed.wrong.iter().any(|(number, how, _)| *number == 1 && *how == Taken::Refused);
    let mut board = PuzzleBoard {
        board: WebGame::started(game, Value::Null, &start)?,
        shown,
        winning: puzzle.measure.winning,
        standing: Standing { streak, solved, helped: refused || resumed.shown },
        solution: None,
        said: None,
    };
    if resumed.shown {
        // Shown again as it was (its words said again while unsolved).
        let words = board.words();
        let (chosen, text) = board.standing.solution::<R>(&start_position, words).map_err(Failure::Bug)?;
        board.solution = Some(hint_json::<R>(&start_position, &chosen));
        if !solved {
            board.said = Some((text, None));
        }
    }
    Ok(Box::new(board))
}

impl<R: Rules> PuzzleBoard<R> {
    /// The words of its answers: "next puzzle" named only where there is one.
    fn words(&self) -> &'static Words {
        if self.shown["next"].is_null() {
            &CLICKED_LAST
        } else {
            &CLICKED
        }
    }
}

impl<R: Rules> Board for PuzzleBoard<R>
where
    WebGame<R>: Send,
{
    fn view_valued(&self, values: bool) -> Result<Value, String> {
        let mut view = self.board.view_as(!self.standing.solved || !values)?;
        let mut puzzle = self.shown.clone();
        puzzle["streak"] = json!(self.standing.streak);
        puzzle["solved"] = json!(self.standing.solved);
        puzzle["helped"] = json!(self.standing.helped);
        // Its solution shown on this board (before it was solved: it is
        // not shown once solved).
        puzzle["shown"] = json!(self.solution.is_some());
        view["puzzle"] = puzzle;
        if let (false, Some(solution)) = (self.standing.solved, &self.solution) {
            view["hint"] = solution.clone();
        }
        if let Some((text, refused)) = &self.said {
            view["feedback"] = json!({ "wins": refused.is_none(), "text": text });
            if let Some(typed) = refused {
                let chosen = R::parse_move(typed)?;
                view["refused"] = crate::web_game::refused_json::<R>(self.board.game().position(), &chosen)?;
            }
        }
        Ok(view)
    }

    fn played(&self) -> Vec<String> {
        self.board.played()
    }

    fn whole(&self) -> Vec<String> {
        self.board.whole()
    }

    fn play(&mut self, typed: &str) -> Result<Result<String, String>, String> {
        self.said = None;
        if self.standing.solved {
            return self.board.play(typed);
        }
        let chosen = match R::parse_move(typed.trim()) {
            Ok(chosen) => chosen,
            Err(reason) => return Ok(Err(reason)),
        };
        let position = self.board.game().position();
        let judged = match judge::<R>(position, &chosen)? {
            Ok(judged) => judged,
            Err(reason) => return Ok(Err(t!("play-not-legal", reason = reason))),
        };
        let (wins, text) = self.standing.tried::<R>(position, &chosen, &judged, self.winning, self.words());
        if matches!(judged, Try::Loses { .. }) {
            // Kept for the review the game ends with.
            let (_, had) = play::winning::<R>(self.board.game().position())?;
            self.board.game_mut().keep_refused(chosen.clone(), had);
        } else {
            // The game waits for a winning move: this one is played, and the
            // program answers.
            if let Err(reason) = self.board.play(typed)? {
                return Err(format!("a winning move of a puzzle was refused: {}", reason));
            }
        }
        self.said = Some((text.clone(), (!wins).then(|| R::show_move(&chosen))));
        Ok(Ok(text))
    }

    fn undo(&mut self) -> bool {
        self.said = None;
        self.board.undo()
    }

    fn redo(&mut self) -> bool {
        self.said = None;
        self.board.redo()
    }

    fn go_to(&mut self, ply: usize) -> bool {
        self.said = None;
        self.board.go_to(ply)
    }

    fn forward(&mut self) -> Result<bool, String> {
        self.said = None;
        self.board.forward()
    }

    fn try_again(&mut self, ply: Option<usize>) -> bool {
        self.said = None;
        self.board.try_again(ply)
    }

    fn wrong(&self) -> Vec<WrongTry> {
        self.board.wrong()
    }

    fn solution(&mut self) -> Result<bool, String> {
        if self.standing.solved {
            return Ok(false);
        }
        let position = self.board.game().position();
        let (chosen, text) = self.standing.solution::<R>(position, self.words())?;
        self.solution = Some(hint_json::<R>(position, &chosen));
        self.said = Some((text, None));
        Ok(true)
    }
}
