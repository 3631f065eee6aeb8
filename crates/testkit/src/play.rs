//! `cargo play`: one test of a legal input played between a person and the
//! workspace, which plays perfectly — a winning move whenever it has one
//! (built from the parts' values, as `cargo explain`'s certificate is),
//! otherwise the move after which its loss takes longest.
//!
//! A game is a [`Session`]: text in, text out, one line at a time, so that
//! the terminal, a script on standard input and the tests all drive it the
//! same way ([`drive`]). Moves are typed in `cargo explain`'s notation and
//! applied by the problem's rules (`ground::Rules`); a move that is not legal
//! is refused with the rules' reason and the game goes on.
//!
//! Without a seed the program plays exactly as `cargo explain`'s principal
//! line does (of the longest-lasting moves, the first in move order); with
//! one, ties are broken at random by it.

use crate::explain::{self, indent, loser_move, wrap, Failure, Longest, LoserMove};
use crate::ground::{star, xor_sum, Nimber, Rules};
use crate::i18n::pad_end;
use crate::remoteness::{self, perfect_moves, Lengths};
pub use crate::review::Taken;
use crate::review::{Review, Step};
use crate::rng::Rng;
use crate::t;
use std::fmt::Write as _;
use std::io::{BufRead, Write};

/// Which game to play and how.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The test to play (1-based; the first when `None`).
    pub test: Option<usize>,
    /// Whether the person moves second (first by default).
    pub second: bool,
    /// Breaks ties between equally long losing moves at random; without it,
    /// the first in move order (`cargo explain`'s line).
    pub seed: Option<u64>,
}

/// One game, fed a line at a time. `Err` is a bug report: the rules and the
/// values disagree (the binary's exit 3).
pub trait Session {
    /// What comes before the first prompt: who plays which side, how to type
    /// a move, the position, and the program's first move if it has it.
    fn opening(&mut self) -> Result<String, String>;
    /// The prompt for the next line (`move 3, you: `).
    fn prompt(&self) -> String;
    /// The answer to one line the person typed: a move played and the
    /// program's reply, a refusal with its reason, or a command's output.
    fn line(&mut self, line: &str) -> Result<String, String>;
    /// Whether the game has ended (won, lost or quit).
    fn over(&self) -> bool;
    /// The note when the input ends before the game does.
    fn end_of_input(&mut self) -> String;
}

/// A problem's player, as the registry holds it: `play::session::<ItsRules>`.
pub type PlayFn = fn(&'static str, &str, &Options) -> Result<Box<dyn Session>, Failure>;

/// Legal moves `help` lists at most; past them it says how many there are.
pub const LISTED_MOVES: usize = 60;

/// Text width of the paragraphs.
const WIDTH: usize = 96;

/// One move of the game so far.
pub struct Played<R: Rules> {
    /// The position the move was made in.
    pub before: R::Position,
    pub chosen: R::Move,
    pub by_person: bool,
    /// Why the program played it (`None` for the person's moves).
    pub why: Option<String>,
    /// A winning move of `before`, when the side that moved had one.
    pub winning: Option<R::Move>,
    /// Whether the move threw a win away: made from a won position, it
    /// leaves the other side a winning one.
    pub mistake: bool,
}

/// A game of one problem's rules.
pub struct Game<R: Rules> {
    /// The first sentence: the game and who plays what.
    intro: String,
    position: R::Position,
    history: Vec<Played<R>>,
    /// Moves taken back, the latest last, for `redo` (emptied by a new move).
    undone: Vec<Played<R>>,
    person_first: bool,
    rng: Option<Rng>,
    over: bool,
    /// Trying a position again (`try_again`): a move that does not win is
    /// refused with the reason, not played.
    trying: bool,
    /// The answer to the last try: the words, and the try when it was
    /// refused (`None`: it won), for the page to draw the position it would
    /// have made.
    feedback: Option<(String, Option<R::Move>)>,
    /// The person's wrong tries the moves no longer hold, for the review.
    wrong: Vec<Wrong<R>>,
}

/// A wrong try of the person's that the game's moves no longer hold, kept
/// for the review: it threw a win away, and was refused where the game
/// waited for a winning move (a puzzle, "try again"), or was played and
/// then replaced by another move (taken back, or tried again).
pub struct Wrong<R: Rules> {
    /// The number the move had, or would have had, in the game (1-based).
    pub number: usize,
    pub played: Played<R>,
    pub how: Taken,
}

/// A position lost for the side to move, as the values say it: a sum's total
/// of 0, or one game's lost position.
fn lost_position<R: Rules>() -> String {
    t!("play-lost-position", one = R::ONE_GAME)
}

/// The test to play (0-based): `test` (1-based, checked as `cargo explain
/// --test` checks it), or the first.
pub(crate) fn chosen_test(count: usize, test: Option<usize>) -> Result<usize, Failure> {
    let chosen = explain::chosen_tests(count, &explain::Options { test, ..Default::default() })?;
    chosen.first().copied().ok_or_else(|| Failure::Usage(t!("play-no-test")))
}

/// Whether the side to move wins `position`, by the parts' values, and a
/// winning move: the fastest win where the position's game is solved (the
/// first in move order of the fastest), else the move built from the
/// values; `None` when it loses. The values too. `Err` (a bug) when the
/// values say it wins and no move was built, or when the solved game and
/// the values disagree.
#[allow(clippy::type_complexity)]
pub fn winning<R: Rules>(position: &R::Position) -> Result<(Vec<R::Value>, Option<R::Move>), String> {
    let values = R::values(position);
    let total = xor_sum(&values);
    let lengths = Lengths::<R>::of_position(position);
    if let Some(remoteness) = lengths.of(position) {
        if (remoteness % 2 == 1) == total.is_zero() {
            return Err(t!("play-solved-disagrees", total = total.show(), length = remoteness));
        }
    }
    if total.is_zero() {
        return Ok((values, None));
    }
    if let Some((mut fastest, _)) = perfect_moves::<R>(position, &lengths)? {
        return Ok((values, Some(fastest.swap_remove(0))));
    }
    match R::winning_move(position, &values) {
        Some(chosen) => Ok((values, Some(chosen))),
        None => Err(t!("play-no-winning-built", total = total.show())),
    }
}

/// Moves a lost program weighs, past the solver's bounds, at most, and the
/// other side's moves it counts after each, at most (a large position has
/// a million: counting them all would keep the person waiting).
const WEIGHED_MOVES: usize = 16;
const COUNTED_OPTIONS: usize = 64;

/// The move (of the first `WEIGHED_MOVES`) after which the other side has
/// the most legal moves (counted up to `COUNTED_OPTIONS`), the first in
/// move order of those; `None` when there is no move.
fn most_options<R: Rules>(position: &R::Position) -> Option<R::Move> {
    let (moves, _) = R::moves_up_to(position, WEIGHED_MOVES);
    let mut best: Option<(usize, R::Move)> = None;
    for chosen in moves {
        let Ok(after) = R::apply(position, &chosen) else { continue };
        let options = R::moves_up_to(&after, COUNTED_OPTIONS).0.len();
        if best.as_ref().is_none_or(|(most, _)| options > *most) {
            best = Some((options, chosen));
        }
    }
    best.map(|(_, chosen)| chosen)
}

/// `help`'s answer in `position`: the legal moves (the first
/// `LISTED_MOVES` entries where there are more), then the `commands` line.
pub fn moves_help<R: Rules>(position: &R::Position, commands: &str) -> String {
    // More moves than are listed: a game may list alike ones as one entry.
    let (moves, mut all) = R::moves_up_to(position, LISTED_MOVES * 20);
    let (mut entries, note) = R::show_moves(position, &moves);
    if entries.len() > LISTED_MOVES {
        entries.truncate(LISTED_MOVES);
        all = false;
    }
    let covered: usize = entries.iter().map(|(_, count)| count).sum();
    let shown: Vec<String> = entries.into_iter().map(|(entry, _)| entry).collect();
    let heading = match (all, R::move_count(position)) {
        (true, _) => t!("play-moves-all", count = covered),
        (false, Some(count)) => t!("play-moves-first-of", shown = covered, count = count),
        (false, None) => t!("play-moves-first-more", shown = covered),
    };
    let mut out = format!("{}\n{}", heading, indent(&wrap(&shown.join("  "), WIDTH - 2)));
    if let Some(note) = note {
        out.push_str(&indent(&wrap(&note, WIDTH - 2)));
    }
    out.push_str(&wrap(commands, WIDTH));
    out
}

/// What a move played in a position comes to.
pub enum Try<R: Rules> {
    /// It wins: the position after it, a lost one for the opponent.
    Wins { after: R::Position },
    /// It does not: the position after it, and a winning reply there.
    Loses { after: R::Position, reply: R::Move },
}

/// Whether `chosen` (legal) wins in `position`, by the parts' values.
/// `Err` is a bug report (the values say the opponent wins and no move was
/// built from them).
pub fn judge<R: Rules>(position: &R::Position, chosen: &R::Move) -> Result<Result<Try<R>, String>, String> {
    let after = match R::apply(position, chosen) {
        Ok(after) => after,
        Err(reason) => return Ok(Err(reason)),
    };
    Ok(Ok(match winning::<R>(&after)?.1 {
        None => Try::Wins { after },
        Some(reply) => Try::Loses { after, reply },
    }))
}

/// Why a move that does not win is refused (after the move): what it
/// leaves the opponent and how they would win from there.
pub fn refusal<R: Rules>(after: &R::Position, reply: &R::Move) -> String {
    let (total, named) = if R::ONE_GAME {
        (String::new(), String::new())
    } else {
        let named = R::named_value(after).map(|named| t!("play-named-value", words = named));
        (star(&xor_sum(&R::values(after))), named.unwrap_or_default())
    };
    t!(
        "play-refusal",
        one = R::ONE_GAME,
        total = total,
        named = named,
        reply = R::show_move(reply),
        words = R::describe_move(after, reply)
    )
}

/// The first sentence of a game of test `test` of `count`.
pub fn intro(problem: &str, test: usize, count: usize, second: bool) -> String {
    t!("play-intro", second = second, problem = problem, test = test, count = count)
}

impl<R: Rules> Game<R> {
    /// Test `options.test` (the first by default) of a legal input.
    pub fn new(problem: &str, input: &str, options: &Options) -> Result<Game<R>, Failure> {
        let mut tests = R::tests(input);
        let count = tests.len();
        let index = chosen_test(count, options.test)?;
        let intro = intro(problem, index + 1, count, options.second);
        Ok(Game::from_position(intro, tests.swap_remove(index), options))
    }

    /// The first sentence changed to `intro`.
    pub fn with_intro(mut self, intro: String) -> Game<R> {
        self.intro = intro;
        self
    }

    /// A game from `position`, its first sentence `intro` (the game and who
    /// plays what); the person moves first unless `options.second`.
    pub fn from_position(intro: String, position: R::Position, options: &Options) -> Game<R> {
        Game {
            intro,
            position,
            history: Vec::new(),
            undone: Vec::new(),
            person_first: !options.second,
            rng: options.seed.map(Rng::new),
            over: false,
            wrong: Vec::new(),
            trying: false,
            feedback: None,
        }
    }

    /// The position now.
    pub fn position(&self) -> &R::Position {
        &self.position
    }

    /// The first sentence: the game and who plays what.
    pub fn intro(&self) -> &str {
        &self.intro
    }

    /// The moves so far, in order.
    pub fn history(&self) -> &[Played<R>] {
        &self.history
    }

    /// Whether the person moves first.
    pub fn person_first(&self) -> bool {
        self.person_first
    }

    /// Whether the game waits for a winning move in a position tried again.
    pub fn trying(&self) -> bool {
        self.trying
    }

    /// The answer to the last try in a position tried again: whether it
    /// won, and the words.
    pub fn feedback(&self) -> Option<(bool, &str)> {
        self.feedback.as_ref().map(|(text, refused)| (refused.is_none(), text.as_str()))
    }

    /// The last try refused, while the feedback is its refusal.
    pub fn refused(&self) -> Option<&R::Move> {
        self.feedback.as_ref().and_then(|(_, refused)| refused.as_ref())
    }

    /// The number (1-based) of the person's last move played that threw a
    /// win away.
    pub fn last_mistake(&self) -> Option<usize> {
        self.history.iter().rposition(|played| played.by_person && played.mistake).map(|index| index + 1)
    }

    /// Takes the game to the position move `number` (of those played) was
    /// made in, a move of the person's that threw a win away, the moves from
    /// it kept for redo,
    /// and waits there for a winning move: one that does not win is refused
    /// with the reason and not played; one that wins is played and the game
    /// goes on from it. Whether move `number` is such a mistake.
    pub fn try_again(&mut self, number: usize) -> bool {
        let is_mistake = number
            .checked_sub(1)
            .and_then(|index| self.history.get(index))
            .is_some_and(|played| played.by_person && played.mistake);
        if !is_mistake || !self.go_to(number - 1) {
            return false;
        }
        self.trying = true;
        true
    }

    /// The game waiting for a winning move where it stands (a puzzle), as
    /// after `try_again`: a move that does not win is refused.
    pub fn trying_from_here(mut self) -> Game<R> {
        self.trying = true;
        self
    }

    /// Whether a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Whether the game has ended: the side to move has no move.
    pub fn finished(&self) -> bool {
        R::first_move(&self.position).is_none()
    }

    /// Whether it is the person's turn.
    pub fn person_to_move(&self) -> bool {
        self.history.len().is_multiple_of(2) == self.person_first
    }

    fn drawing(&self) -> String {
        let parts = if R::ONE_GAME { 1 } else { R::values(&self.position).len() };
        format!("\n{}\n", indent(&R::draw(&self.position, parts > explain::LISTED_PARTS)))
    }

    /// Plays `chosen` (legal), numbers it and draws the position after it;
    /// `why` follows the move when the program plays it. `had` is a winning
    /// move of the position it is played in (when there is one) and
    /// `mistake` whether it threw that win away, as the caller found them.
    fn record(
        &mut self,
        chosen: R::Move,
        after: R::Position,
        why: Option<String>,
        had: Option<R::Move>,
        mistake: bool,
        out: &mut String,
    ) {
        let by_person = self.person_to_move();
        let number = self.history.len() + 1;
        writeln!(
            out,
            "  {}. {} {}   {}",
            number,
            pad_end(&if by_person { t!("play-you") } else { t!("play-program") }, 7),
            R::show_move(&chosen),
            R::describe_move(&self.position, &chosen)
        )
        .unwrap();
        if let Some(why) = &why {
            out.push_str(&indent(&indent(&indent(&wrap(why, WIDTH - 6)))));
        }
        let before = std::mem::replace(&mut self.position, after);
        self.history.push(Played { before, chosen, by_person, why, winning: had, mistake });
        out.push_str(&self.drawing());
    }

    /// The program's move, and the end of the game if either side is then
    /// out of moves.
    fn program_moves(&mut self, out: &mut String) -> Result<(), String> {
        if self.ended(out)? {
            return Ok(());
        }
        let (chosen, why, had) = self.program_choice()?;
        let after = R::apply(&self.position, &chosen)
            .map_err(|reason| t!("play-program-illegal", move = R::show_move(&chosen), reason = reason))?;
        self.record(chosen, after, Some(why), had, false, out);
        self.ended(out)?;
        Ok(())
    }

    /// What the program plays in the position now (it has a move), why, and
    /// the winning move it had, if any: where the game is solved, the
    /// fastest win or the slowest loss (ties broken by the seed, or the
    /// first in move order); else the winning move the values build, or,
    /// lost, the longest loss a search within its budget finds, else the
    /// move that leaves the person the most moves to go wrong in.
    #[allow(clippy::type_complexity)]
    fn program_choice(&mut self) -> Result<(R::Move, String, Option<R::Move>), String> {
        let (values, winning_move) = winning::<R>(&self.position)?;
        let lengths = Lengths::<R>::of_position(&self.position);
        let lost = t!("play-program-lost", one = R::ONE_GAME);
        if let Some((mut tied, length)) = perfect_moves::<R>(&self.position, &lengths)? {
            let count = tied.len();
            let pick = match &mut self.rng {
                Some(rng) => rng.usize(0, count - 1),
                None => 0,
            };
            let ties = match (count, &self.rng) {
                (1, _) => String::new(),
                (_, Some(_)) => t!("play-ties-seed", count = count),
                (_, None) => t!("play-ties-first", count = count),
            };
            let chosen = tied.swap_remove(pick);
            let why = match &winning_move {
                Some(_) => t!("play-why-fastest", one = R::ONE_GAME, length = length, ties = ties),
                None => t!("play-why-slowest", lost = lost, length = length, ties = ties),
            };
            return Ok((chosen, why, winning_move));
        }
        let size = lengths.too_large().map(|count| remoteness::too_large_words(&count)).unwrap_or_default();
        if let Some(chosen) = winning_move.clone() {
            return Ok((chosen, t!("play-why-winning-unsolved", one = R::ONE_GAME, size = size), winning_move));
        }
        // As `cargo explain`'s line does past the bounds: the longest loss a
        // search within its budget finds; else the move that leaves the
        // person the most moves.
        if let LoserMove::Longest(tied) = loser_move::<R>(&self.position, values.len(), &mut Longest::new()) {
            let chosen = tied.into_iter().next().ok_or_else(|| t!("play-no-move-asked"))?;
            return Ok((chosen, t!("play-why-longest-searched", lost = lost, size = size), None));
        }
        let chosen = most_options::<R>(&self.position).ok_or_else(|| t!("play-no-move-asked"))?;
        Ok((chosen, t!("play-why-most-options", lost = lost, size = size), None))
    }

    /// Ends the game when the side to move has no move, saying who won.
    fn ended(&mut self, out: &mut String) -> Result<bool, String> {
        if R::first_move(&self.position).is_some() {
            return Ok(false);
        }
        self.over = true;
        if self.person_to_move() {
            writeln!(out, "{}\n{}", t!("play-no-move-you"), t!("play-you-lose")).unwrap();
            out.push_str(&wrap(&self.slip(), WIDTH));
        } else {
            writeln!(out, "{}\n{}", t!("play-no-move-program"), t!("play-you-win")).unwrap();
        }
        out.push_str(&self.review().text(WIDTH));
        Ok(true)
    }

    /// The review of the person's moves so far (not those kept for redo),
    /// and of their wrong tries the moves no longer hold, each before the
    /// move that took its place.
    pub fn review(&self) -> Review<R> {
        let played = self.history.iter().enumerate().filter(|(_, played)| played.by_person).map(|(index, played)| {
            let after = self.history.get(index + 1).map_or(&self.position, |next| &next.before);
            (index + 1, played, Some(after), None)
        });
        let wrong = self.wrong.iter().map(|wrong| (wrong.number, &wrong.played, None, Some(wrong.how)));
        let mut steps: Vec<Step<'_, R>> = played
            .chain(wrong)
            .map(|(number, played, after, taken)| Step {
                number,
                before: &played.before,
                chosen: &played.chosen,
                after,
                winning: played.winning.as_ref(),
                mistake: played.mistake,
                taken,
            })
            .collect();
        // In the order they were made at each number: a move taken back
        // (tried again, or undone), the tries refused, the move played.
        steps.sort_by_key(|step| {
            let made = match step.taken {
                Some(Taken::TakenBack) => 0,
                Some(Taken::Refused) => 1,
                None => 2,
            };
            (step.number, made)
        });
        Review::of(steps, &self.position)
    }

    /// The person's wrong tries the moves no longer hold, in the order made.
    pub fn wrong_tries(&self) -> &[Wrong<R>] {
        &self.wrong
    }

    /// The position after `ply` moves of the game's line (the moves played,
    /// then those kept ahead), if it is that long.
    pub fn position_at(&self, ply: usize) -> Option<R::Position> {
        let mut line = self.history.iter().chain(self.ahead());
        match line.nth(ply) {
            Some(played) => Some(played.before.clone()),
            None if ply == self.history.len() + self.undone.len() => Some(match self.undone.first() {
                Some(last) => R::apply(&last.before, &last.chosen).ok()?,
                None => self.position.clone(),
            }),
            None => None,
        }
    }

    /// The wrong tries made in a position of the game's line (the others
    /// cannot be placed again by their number), as an address keeps them.
    pub fn wrong_on_line(&self) -> Vec<(usize, Taken, String)> {
        self.wrong
            .iter()
            .filter(|wrong| self.position_at(wrong.number - 1).as_ref() == Some(&wrong.played.before))
            .map(|wrong| (wrong.number, wrong.how, R::show_move(&wrong.played.chosen)))
            .collect()
    }

    /// Wrong tries an address kept, placed again on the game's line:
    /// `Ok(Err)` when one is not legal there or does not throw a win away
    /// (why, in words); `Err` is a bug report.
    pub fn restore_wrong(&mut self, tries: &[(usize, Taken, String)]) -> Result<Result<(), String>, String> {
        for (number, how, typed) in tries {
            let off =
                |reason: String| t!("web-address-wrong-off", number = *number, typed = typed.as_str(), reason = reason);
            let Some(before) = self.position_at(number - 1) else {
                return Ok(Err(off(t!("web-address-wrong-past"))));
            };
            if (number - 1).is_multiple_of(2) != self.person_first {
                return Ok(Err(off(t!("web-address-wrong-turn"))));
            }
            let chosen = match R::parse_move(typed.trim()) {
                Ok(chosen) => chosen,
                Err(reason) => return Ok(Err(off(reason))),
            };
            let after = match R::apply(&before, &chosen) {
                Ok(after) => after,
                Err(reason) => return Ok(Err(off(t!("play-not-legal", reason = reason)))),
            };
            let (_, had) = winning::<R>(&before)?;
            if had.is_none() || winning::<R>(&after)?.1.is_none() {
                return Ok(Err(off(t!("web-address-wrong-keeps"))));
            }
            let played = Played { before, chosen, by_person: true, why: None, winning: had, mistake: true };
            self.wrong.push(Wrong { number: *number, played, how: *how });
        }
        Ok(Ok(()))
    }

    /// Keeps `chosen`, a try that threw the win of the position now away
    /// (`had`: a winning move there) and was refused, not played, for the
    /// review.
    pub fn keep_refused(&mut self, chosen: R::Move, had: Option<R::Move>) {
        let before = self.position.clone();
        let played = Played { before, chosen, by_person: true, why: None, winning: had, mistake: true };
        self.wrong.push(Wrong { number: self.history.len() + 1, played, how: Taken::Refused });
    }

    /// Drops the moves kept for redo, `chosen` being played in their place:
    /// the person's mistakes among them are kept for the review (but the
    /// next one when `chosen` is that move again, which the game holds).
    fn drop_ahead(&mut self, chosen: &R::Move) {
        let first = self.history.len() + 1;
        // The next move is the last kept.
        for (index, played) in self.undone.drain(..).rev().enumerate() {
            let again = index == 0 && played.chosen == *chosen;
            if played.by_person && played.mistake && !again {
                self.wrong.push(Wrong { number: first + index, played, how: Taken::TakenBack });
            }
        }
    }

    /// Where a lost game slipped: the person's last move made from a winning
    /// position (after it the program never lets go), and a winning move there.
    pub fn slip(&self) -> String {
        for (index, played) in self.history.iter().enumerate().rev().filter(|(_, played)| played.by_person) {
            if let Some(winning) = &played.winning {
                return t!(
                    "play-slipped",
                    number = index + 1,
                    played = R::show_move(&played.chosen),
                    winning = R::show_move(winning),
                    words = crate::ground::words_in_terms::<R>(&played.before, winning)
                );
            }
        }
        t!("play-lost-from-start")
    }

    fn help(&self) -> String {
        moves_help::<R>(&self.position, &t!("play-commands"))
    }

    fn hint(&self) -> Result<String, String> {
        // The fastest win where the game is solved (`winning` picks it).
        let (_, Some(chosen)) = winning::<R>(&self.position)? else {
            return Ok(format!("{}\n  {}\n", t!("play-hint-none"), t!("play-hint-none-why", one = R::ONE_GAME)));
        };
        let why = t!(
            "play-hint-why",
            words = crate::ground::words_in_terms::<R>(&self.position, &chosen),
            lost = lost_position::<R>()
        );
        Ok(format!("{}\n{}", t!("play-hint", move = R::show_move(&chosen)), indent(&wrap(&why, WIDTH - 2))))
    }

    /// Where the game stands, for the notes on quitting and on the end of input.
    fn moves_so_far(&self) -> String {
        match self.history.len() {
            0 => t!("play-before-any-move"),
            count => t!("play-after-move", number = count),
        }
    }

    /// `retry`: back to the person's last mistake, to find the winning move.
    fn retry(&mut self) -> String {
        let Some(number) = self.last_mistake() else {
            return format!("{}\n", t!("play-nothing-to-retry"));
        };
        let played = R::show_move(&self.history[number - 1].chosen);
        self.try_again(number);
        format!("{}\n{}", t!("play-back-to", number = number, played = played), self.drawing())
    }

    fn undo(&mut self) -> String {
        match self.take_back() {
            None => format!("{}\n", t!("play-nothing-to-undo")),
            Some((first, 1)) => format!("{}\n{}", t!("play-took-back-one", first = first), self.drawing()),
            Some((first, _)) => {
                format!("{}\n{}", t!("play-took-back-two", first = first, second = first + 1), self.drawing())
            }
        }
    }

    /// Takes back the person's last move and the program's reply to it, if
    /// any, keeping them for [`Game::redo`]: the number of the first move
    /// taken back and how many were; `None` before the person's first move.
    pub fn take_back(&mut self) -> Option<(usize, usize)> {
        let index = self.history.iter().rposition(|played| played.by_person)?;
        let taken = self.history.split_off(index);
        self.position = taken[0].before.clone();
        let count = taken.len();
        self.undone.extend(taken.into_iter().rev());
        self.over = false;
        self.trying = false;
        self.feedback = None;
        Some((index + 1, count))
    }

    /// Plays again the moves the last [`Game::take_back`] took back (the
    /// person's move and the reply); whether there were any.
    pub fn redo(&mut self) -> bool {
        if self.undone.is_empty() {
            return false;
        }
        // The program's reply comes back with the person's move.
        let replies = self.undone.iter().rev().skip(1).take_while(|next| !next.by_person).count();
        self.go_to(self.history.len() + 1 + replies)
    }

    /// How many moves have been played (the ply of the position now).
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The moves taken back and kept for redo, the next one first.
    pub fn ahead(&self) -> impl Iterator<Item = &Played<R>> {
        self.undone.iter().rev()
    }

    /// Takes the game to the position after move `ply` (0: the start) of
    /// the moves played and those kept for redo, keeping the moves after it
    /// for redo; whether there is such a position.
    pub fn go_to(&mut self, ply: usize) -> bool {
        if ply > self.history.len() + self.undone.len() {
            return false;
        }
        while self.history.len() > ply {
            let played = self.history.pop().expect("a move to take back");
            self.position = played.before.clone();
            self.undone.push(played);
        }
        while self.history.len() < ply {
            let played = self.undone.pop().expect("a move to play again");
            self.position = R::apply(&played.before, &played.chosen).expect("a move played before is legal again");
            self.history.push(played);
        }
        self.over = self.finished();
        self.trying = false;
        self.feedback = None;
        true
    }

    /// One move forward: the next move kept for redo, or, when none is kept
    /// and it is the program's turn, the program's move; whether anything
    /// was played. `Err` is a bug report.
    pub fn forward(&mut self) -> Result<bool, String> {
        if !self.undone.is_empty() {
            return Ok(self.go_to(self.history.len() + 1));
        }
        if self.finished() || self.person_to_move() {
            return Ok(false);
        }
        self.program_moves(&mut String::new())?;
        Ok(true)
    }

    /// Plays `moves` (typed in the notation) from the position now, each by
    /// the side to move, as a game recorded elsewhere had them: the
    /// person's are marked as a move of theirs is, the program's carry its
    /// reasons when they are the move it plays. `Ok(Err)`: the number of
    /// the first move that is not legal and why; `Err` is a bug report.
    pub fn replay(&mut self, moves: &[String]) -> Result<Result<(), String>, String> {
        for (index, typed) in moves.iter().enumerate() {
            let refused =
                |reason: String| t!("play-replay-refused", number = index + 1, typed = typed.as_str(), reason = reason);
            if self.finished() {
                return Ok(Err(refused(t!("play-over-before"))));
            }
            let chosen = match R::parse_move(typed.trim()) {
                Ok(chosen) => chosen,
                Err(reason) => return Ok(Err(refused(reason))),
            };
            let after = match R::apply(&self.position, &chosen) {
                Ok(after) => after,
                Err(reason) => return Ok(Err(refused(t!("play-not-legal", reason = reason)))),
            };
            let (_, had) = winning::<R>(&self.position)?;
            let mistake = had.is_some() && winning::<R>(&after)?.1.is_some();
            let why = if self.person_to_move() {
                None
            } else {
                let (choice, why, _) = self.program_choice()?;
                Some(if choice == chosen { why } else { t!("play-recorded", move = R::show_move(&choice)) })
            };
            self.undone.clear();
            self.record(chosen, after, why, had, mistake, &mut String::new());
            // A position waiting for a winning move (a puzzle) was left by one.
            self.trying = false;
        }
        self.over = self.finished();
        Ok(Ok(()))
    }

    /// The person's move typed in the notation: the refusal's reason when it
    /// cannot be played (`Ok(Err)`), else the move and the program's reply as
    /// the terminal shows them. `Err` is a bug report.
    pub fn person_moves(&mut self, typed: &str) -> Result<Result<String, String>, String> {
        if self.over {
            return Ok(Err(t!("play-over")));
        }
        if !self.person_to_move() {
            return Ok(Err(t!("play-programs-turn")));
        }
        let chosen = match R::parse_move(typed.trim()) {
            Ok(chosen) => chosen,
            Err(reason) => return Ok(Err(reason)),
        };
        let (after, reply) = match judge::<R>(&self.position, &chosen)? {
            Ok(Try::Wins { after }) => (after, None),
            Ok(Try::Loses { after, reply }) => (after, Some(reply)),
            Err(reason) => return Ok(Err(t!("play-not-legal", reason = reason))),
        };
        let (_, had) = winning::<R>(&self.position)?;
        let mistake = had.is_some() && reply.is_some();
        let mut out = String::new();
        if self.trying {
            let shown = R::show_move(&chosen);
            if let (true, Some(reply)) = (mistake, &reply) {
                let text = t!("play-not-this-one", move = shown, refusal = refusal::<R>(&after, reply));
                self.feedback = Some((text.clone(), Some(chosen.clone())));
                self.keep_refused(chosen, had);
                return Ok(Ok(wrap(&text, WIDTH)));
            }
            let text = t!("play-wins-goes-on", move = shown, lost = lost_position::<R>());
            out.push_str(&wrap(&text, WIDTH));
            self.trying = false;
            self.feedback = Some((text, None));
        } else {
            self.feedback = None;
        }
        self.drop_ahead(&chosen);
        self.record(chosen, after, None, had, mistake, &mut out);
        self.program_moves(&mut out)?;
        Ok(Ok(out))
    }
}

impl<R: Rules> Session for Game<R> {
    fn opening(&mut self) -> Result<String, String> {
        let mut out = wrap(&self.intro, WIDTH);
        let example = R::first_move(&self.position)
            .map(|chosen| t!("play-example", move = R::show_move(&chosen)))
            .unwrap_or_default();
        out.push_str(&wrap(&t!("play-type-move", example = example), WIDTH));
        out.push_str(&self.drawing());
        if self.person_to_move() {
            self.ended(&mut out)?;
        } else {
            self.program_moves(&mut out)?;
        }
        Ok(out)
    }

    fn prompt(&self) -> String {
        t!("play-prompt", number = self.history.len() + 1)
    }

    fn line(&mut self, line: &str) -> Result<String, String> {
        if self.over {
            return Ok(format!("{}\n", t!("play-over")));
        }
        let typed = line.trim();
        match command(typed).as_str() {
            "" => return Ok(String::new()),
            "help" => return Ok(self.help()),
            "hint" => return self.hint(),
            "undo" => return Ok(self.undo()),
            "retry" => return Ok(self.retry()),
            "quit" => {
                self.over = true;
                return Ok(format!("{}\n", t!("play-quit", when = self.moves_so_far())));
            }
            _ => {}
        }
        if let Err(reason) = R::parse_move(typed) {
            return Ok(format!("{}\n", t!("play-help-lists", reason = reason)));
        }
        Ok(match self.person_moves(typed)? {
            Ok(out) => out,
            Err(reason) => format!("{}\n", reason),
        })
    }

    fn over(&self) -> bool {
        self.over
    }

    fn end_of_input(&mut self) -> String {
        self.over = true;
        format!("{}\n", t!("play-end-of-input", when = self.moves_so_far()))
    }
}

/// The words typed at a prompt that are commands, in English and in
/// Chinese, each with its English name; any language's work in any.
const COMMANDS: &[(&str, &str)] = &[
    ("help", "help"),
    ("?", "help"),
    ("？", "help"),
    ("帮助", "help"),
    ("hint", "hint"),
    ("提示", "hint"),
    ("undo", "undo"),
    ("悔棋", "undo"),
    ("retry", "retry"),
    ("重试", "retry"),
    ("quit", "quit"),
    ("exit", "quit"),
    ("退出", "quit"),
    ("solution", "solution"),
    ("答案", "solution"),
    ("next", "next"),
    ("下一题", "next"),
];

/// The command a line typed at a prompt (trimmed) is, by its English name
/// (`help`, `hint`, `undo`, `retry`, `quit`, `solution`, `next`); `""` for
/// an empty line, and the line itself, lowercase, for anything else.
pub(crate) fn command(typed: &str) -> String {
    let lower = typed.trim().to_lowercase();
    COMMANDS.iter().find(|(word, _)| *word == lower).map_or(lower, |(_, name)| name.to_string())
}

/// A game of `R`'s rules, as the registry holds it.
pub fn session<R: Rules + 'static>(
    problem: &'static str,
    input: &str,
    options: &Options,
) -> Result<Box<dyn Session>, Failure> {
    Ok(Box::new(Game::<R>::new(problem, input, options)?))
}

/// Why a game stopped early.
#[derive(Debug)]
pub enum Stopped {
    /// Reading a line or writing the output failed.
    Io(std::io::Error),
    /// A bug report (see [`Session`]).
    Bug(String),
}

/// Plays a game from `input`'s lines to `output`: the opening, then a prompt
/// and the answer for each line until the game is over or the input ends.
/// With `echo`, each line read is written after its prompt, as a terminal
/// would show it (for a script on standard input).
pub fn drive(
    session: &mut dyn Session,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    echo: bool,
) -> Result<(), Stopped> {
    let write = |text: &str, output: &mut dyn Write| {
        output.write_all(text.as_bytes()).and_then(|()| output.flush()).map_err(Stopped::Io)
    };
    write(&session.opening().map_err(Stopped::Bug)?, output)?;
    let mut bytes = Vec::new();
    while !session.over() {
        write(&session.prompt(), output)?;
        bytes.clear();
        if input.read_until(b'\n', &mut bytes).map_err(Stopped::Io)? == 0 {
            let note = session.end_of_input();
            write(&format!("\n{}", note), output)?;
            break;
        }
        // A line that is not UTF-8 is refused as any other garbled move is.
        let line = String::from_utf8_lossy(&bytes);
        if echo {
            write(&format!("{}\n", line.trim_end_matches(['\r', '\n'])), output)?;
        }
        write(&session.line(&line).map_err(Stopped::Bug)?, output)?;
    }
    Ok(())
}

/// The moves a `help` answer lists, as they are typed (for scripts that pick
/// one: the tests, the benchmark).
pub fn listed_moves(help: &str) -> Vec<String> {
    let mut lines = help.lines();
    // The heading (in any language) ends with a colon; other answers' first lines do not.
    if !lines.next().is_some_and(|heading| heading.ends_with(':') || heading.ends_with('：')) {
        return Vec::new();
    }
    lines
        .take_while(|line| line.starts_with("  ") && !line.starts_with("  ("))
        .flat_map(str::split_whitespace)
        .flat_map(|entry| {
            // `2-5:1->2`: the same move on each of strips 2 to 5 (frogs).
            let ranged = entry.split_once(':').and_then(|(parts, rest)| {
                let (first, last) = parts.split_once('-')?;
                Some((first.parse::<u64>().ok()?, last.parse::<u64>().ok()?, rest))
            });
            match ranged {
                Some((first, last, rest)) => (first..=last).map(|part| format!("{}:{}", part, rest)).collect(),
                None => vec![entry.to_string()],
            }
        })
        .collect()
}

/// A scripted game: `script`'s lines typed in turn, echoed after their
/// prompts; the whole transcript.
pub fn transcript(session: &mut dyn Session, script: &str) -> Result<String, Stopped> {
    let mut output = Vec::new();
    drive(session, &mut script.as_bytes(), &mut output, true)?;
    Ok(String::from_utf8(output).expect("the transcript is UTF-8"))
}
