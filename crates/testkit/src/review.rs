//! The review of a game of `cargo play` (the terminal's and the page's):
//! each of the person's moves rated, the counts and an accuracy, the
//! mistakes with a winning move that was there.
//!
//! A move made from a won position is **best** when it is a fastest win —
//! the position it leaves is lost for the program at exactly one move less
//! than the exact remoteness of the position it was made in, both computed —
//! **good** when it keeps the win otherwise (or the lengths are not
//! computed: then nobody can say it was not the fastest), and a **mistake**
//! when it leaves the program a won position. A move made from a lost
//! position is **forced**: every move there loses. The accuracy is the share
//! of the moves made from won positions that kept the win (best or good).

use crate::explain::wrap;
use crate::ground::Rules;
use crate::remoteness::Lengths;
use crate::t;
use std::fmt::Write as _;

/// How one of the person's moves is rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rating {
    Best,
    Good,
    Mistake,
    Forced,
}

impl Rating {
    pub const ALL: [Rating; 4] = [Rating::Best, Rating::Good, Rating::Mistake, Rating::Forced];

    /// Its name, as the page's `data-rating` and the terminal write it.
    pub fn name(self) -> &'static str {
        match self {
            Rating::Best => "best",
            Rating::Good => "good",
            Rating::Mistake => "mistake",
            Rating::Forced => "forced",
        }
    }

    /// Its name in the language now, as the terminal's review says it.
    pub fn said_name(self) -> String {
        match self {
            Rating::Best => t!("rating-best"),
            Rating::Good => t!("rating-good"),
            Rating::Mistake => t!("rating-mistake"),
            Rating::Forced => t!("rating-forced"),
        }
    }
}

/// How a wrong try left the game (`play::Wrong`): the review counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// Refused, never played.
    Refused,
    /// Played, then replaced by another move.
    TakenBack,
}

/// One of the person's moves, rated.
pub struct Rated<R: Rules> {
    /// The move's number in the game (1-based).
    pub number: usize,
    /// The position it was made in.
    pub before: R::Position,
    pub chosen: R::Move,
    pub rating: Rating,
    /// A winning move of the position it was made in, when it had one.
    pub winning: Option<R::Move>,
    /// The exact remoteness of the position it was made in and of the one it
    /// left, where computed.
    pub lengths: (Option<u32>, Option<u32>),
    /// A wrong try the game no longer holds: refused, or taken back.
    pub taken: Option<Taken>,
}

/// The person's moves of a game, rated.
pub struct Review<R: Rules> {
    pub moves: Vec<Rated<R>>,
}

/// One of the person's moves as the game recorded it, for [`Review::of`].
pub struct Step<'a, R: Rules> {
    /// The move's number in the game (1-based).
    pub number: usize,
    pub before: &'a R::Position,
    pub chosen: &'a R::Move,
    /// The position it left (`None` for a wrong try the game does not
    /// hold: a mistake, whose lengths are not looked up).
    pub after: Option<&'a R::Position>,
    /// A winning move of `before`, when it had one.
    pub winning: Option<&'a R::Move>,
    /// Whether it threw that win away.
    pub mistake: bool,
    /// A wrong try the game's moves no longer hold, and how it left them.
    pub taken: Option<Taken>,
}

impl<R: Rules> Review<R> {
    /// The person's moves, rated; the lengths from the game solved (from
    /// the first move rated, or else from `position`, the game's position
    /// now), as a view of the game finds them, so that the terminal and the
    /// page rate a game alike.
    pub fn of(steps: Vec<Step<'_, R>>, position: &R::Position) -> Review<R> {
        let start = steps.first().map_or(position, |step| step.before);
        let search = Lengths::<R>::of_game(start, position);
        let mut moves = Vec::new();
        for step in steps {
            let (rating, lengths) = match (step.winning, step.mistake) {
                (None, _) => (Rating::Forced, (None, None)),
                (Some(_), true) => (Rating::Mistake, (None, None)),
                (Some(_), false) => {
                    let lengths = (search.of(step.before), step.after.and_then(|after| search.of(after)));
                    let fastest = matches!(lengths, (Some(before), Some(after)) if after + 1 == before);
                    (if fastest { Rating::Best } else { Rating::Good }, lengths)
                }
            };
            moves.push(Rated {
                number: step.number,
                before: step.before.clone(),
                chosen: step.chosen.clone(),
                rating,
                winning: step.winning.cloned(),
                lengths,
                taken: step.taken,
            });
        }
        Review { moves }
    }

    /// How many moves have `rating`.
    pub fn count(&self, rating: Rating) -> usize {
        self.moves.iter().filter(|rated| rated.rating == rating).count()
    }

    /// The moves made from won positions that kept the win (best or good),
    /// and the moves made from won positions; `None` when there were none.
    pub fn accuracy(&self) -> Option<(usize, usize)> {
        let from_won = self.moves.len() - self.count(Rating::Forced);
        (from_won > 0).then(|| (self.count(Rating::Best) + self.count(Rating::Good), from_won))
    }

    /// The accuracy in words: `80% (4 of the 5 moves you made from won
    /// positions kept the win)`.
    pub fn accuracy_text(&self) -> String {
        match self.accuracy() {
            None => t!("review-no-accuracy"),
            Some((kept, from_won)) => {
                let tries = self.tries();
                t!("review-accuracy", percent = percent(kept, from_won), kept = kept, moves = from_won, tries = tries)
            }
        }
    }

    /// How many of the moves are wrong tries the game no longer holds.
    pub fn tries(&self) -> usize {
        self.moves.iter().filter(|rated| rated.taken.is_some()).count()
    }

    /// How a wrong try left the game, in words (`None`: a move it holds).
    pub fn taken_said(rated: &Rated<R>) -> Option<String> {
        rated.taken.map(|taken| match taken {
            Taken::Refused => t!("review-taken-refused"),
            Taken::TakenBack => t!("review-taken-back"),
        })
    }

    /// What a rated move's rating says of it, in words.
    pub fn said(rated: &Rated<R>) -> String {
        match rated.rating {
            Rating::Best => t!("review-best", moves = rated.lengths.0.unwrap_or(0)),
            Rating::Good => match rated.lengths {
                (Some(before), Some(after)) => t!("review-good", moves = u64::from(after) + 1, fastest = before),
                _ => t!("review-good-unknown"),
            },
            Rating::Mistake => match &rated.winning {
                Some(winning) => t!(
                    "review-mistake-better",
                    move = R::show_move(winning),
                    words = crate::ground::words_in_terms::<R>(&rated.before, winning)
                ),
                None => t!("review-mistake"),
            },
            Rating::Forced => t!("review-forced"),
        }
    }

    /// The review for the page (`view.review`): each move with its rating
    /// and words, the position it was made in (`ply`, for a retry) and the
    /// winning move there; the counts; the accuracy.
    pub fn json(&self) -> serde_json::Value {
        let moves: Vec<serde_json::Value> = self
            .moves
            .iter()
            .map(|rated| {
                serde_json::json!({
                    "number": rated.number,
                    "ply": rated.number - 1,
                    "move": R::show_move(&rated.chosen),
                    "describe": R::describe_move(&rated.before, &rated.chosen),
                    "rating": rated.rating.name(),
                    "rating_said": rated.rating.said_name(),
                    "taken": rated.taken.map(|taken| match taken {
                        Taken::Refused => "refused",
                        Taken::TakenBack => "taken-back",
                    }),
                    "taken_said": Self::taken_said(rated),
                    "said": Self::said(rated),
                    "better": match (&rated.winning, rated.rating) {
                        (Some(winning), Rating::Mistake) => serde_json::json!({
                            "move": R::show_move(winning),
                            "describe": R::describe_move(&rated.before, winning),
                        }),
                        _ => serde_json::Value::Null,
                    },
                })
            })
            .collect();
        let counts: serde_json::Map<String, serde_json::Value> =
            Rating::ALL.iter().map(|&rating| (rating.name().to_string(), self.count(rating).into())).collect();
        serde_json::json!({
            "moves": moves,
            "counts": counts,
            "accuracy": self.accuracy().map(|(kept, from_won)| serde_json::json!({
                "kept": kept,
                "from_won": from_won,
                "percent": percent(kept, from_won),
            })),
            "accuracy_text": self.accuracy_text(),
            "heading": self.heading(),
        })
    }

    /// The review's first line: the counts of each rating and the accuracy.
    fn heading(&self) -> String {
        let counts: Vec<String> = Rating::ALL
            .iter()
            .filter(|&&rating| self.count(rating) > 0)
            .map(|&rating| t!("review-count", count = self.count(rating), rating = rating.said_name()))
            .collect();
        let tries = self.tries();
        t!(
            "review-heading",
            moves = self.moves.len() - tries,
            tries = tries,
            counts = counts.join(&t!("list-separator")),
            accuracy = self.accuracy_text()
        )
    }

    /// The review as the terminal prints it after a game (nothing when the
    /// person made no move): the counts and the accuracy, then a line for
    /// each move, wrapped to `width` and indented under its number.
    pub fn text(&self, width: usize) -> String {
        if self.moves.is_empty() {
            return String::new();
        }
        let mut out = wrap(&self.heading(), width);
        for rated in &self.moves {
            let (number, shown, rating, said) =
                (rated.number, R::show_move(&rated.chosen), rated.rating.said_name(), Self::said(rated));
            let line = match Self::taken_said(rated) {
                Some(taken) => t!(
                    "review-move-taken",
                    number = number,
                    move = shown,
                    taken = taken,
                    rating = rating,
                    said = said
                ),
                None => t!("review-move", number = number, move = shown, rating = rating, said = said),
            };
            let wrapped = wrap(&line, width - 4);
            for (index, piece) in wrapped.lines().enumerate() {
                writeln!(out, "{}{}", if index == 0 { "  " } else { "    " }, piece).unwrap();
            }
        }
        out
    }
}

/// `part` of `whole` in whole percents, rounded down (100% only when all).
fn percent(part: usize, whole: usize) -> usize {
    part * 100 / whole
}
