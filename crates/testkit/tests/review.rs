//! The review of a game (`cargo play`'s, the terminal's and the page's):
//! games played by a person who follows the hint half the time, throws the
//! win away a quarter and otherwise picks at random, on small inputs of all five problems, each move's rating
//! checked against the exhaustive remoteness oracle, the counts and the
//! accuracy against the ratings, and the terminal's text and the page's view
//! against the same review.

use serde_json::Value;
use testkit::board_game::{self, rules::BoardGame};
use testkit::coloring_game::{self, rules::Coloring};
use testkit::frogs::{self, rules::FrogsSum};
use testkit::ground::{xor_sum, Nimber, Rules};
use testkit::master_duel::{self, rules::MasterDuel};
use testkit::play::{Game, Options, Session};
use testkit::review::Rating;
use testkit::ring_grid_game::{self, rules::RingGrid};
use testkit::rng::Rng;
use testkit::web_game::{Board, Start, WebGame};
use testkit::Size;

use crate::common::{self, Remote};

/// One game of `input`'s first test, the person moving first or second by
/// the seed; its review checked. The ratings seen, in `Rating::ALL`'s order.
fn reviewed<R: Rules>(problem: &'static str, input: &str) -> Result<[usize; 4], String>
where
    WebGame<R>: Send,
{
    let mut rng = Rng::new(input.bytes().fold(7u64, |hash, byte| hash.wrapping_mul(31).wrapping_add(u64::from(byte))));
    let options = Options { second: rng.chance(1, 2), seed: Some(rng.next_u64()), ..Default::default() };
    let position = R::tests(input).swap_remove(0);
    let mut game = Game::<R>::from_position(format!("{} reviewed", problem), position, &options);
    let mut out = game.opening()?;
    while !game.over() {
        let moves = R::moves(game.position());
        let hint = R::winning_move(game.position(), &R::values(game.position()));
        // From a won position: the hint half the time, a move that throws
        // the win away a quarter (when there is one), else any move.
        // (The moves that throw it away are listed only when one is wanted.)
        let chosen = match (hint, rng.usize(0, 3)) {
            (Some(hint), 0 | 1) => hint,
            (Some(_), 2) => {
                let throwing: Vec<&R::Move> = moves
                    .iter()
                    .filter(|chosen| !xor_sum(&R::values(&R::apply(game.position(), chosen).unwrap())).is_zero())
                    .collect();
                if throwing.is_empty() {
                    rng.pick(&moves).clone()
                } else {
                    (*rng.pick(&throwing)).clone()
                }
            }
            _ => rng.pick(&moves).clone(),
        };
        out = game.line(&R::show_move(&chosen))?;
    }
    let review = game.review();
    let mut oracle = Remote::<R>::default();
    let mut seen = [0; 4];
    let person_moves = game.history().iter().filter(|played| played.by_person).count();
    if review.moves.len() != person_moves {
        return Err(format!("{} moves reviewed of the person's {}", review.moves.len(), person_moves));
    }
    for rated in &review.moves {
        let after = game.history().get(rated.number).map_or(game.position(), |next| &next.before);
        let (Some((wins, before_length)), Some((after_wins, after_length))) =
            (oracle.play(&rated.before), oracle.play(after))
        else {
            continue;
        };
        let expected = match (wins, after_wins) {
            (false, _) => Rating::Forced,
            (true, true) => Rating::Mistake,
            (true, false) if after_length + 1 == before_length => Rating::Best,
            (true, false) => Rating::Good,
        };
        let what = format!("move {} {} of {}:\n{}", rated.number, R::show_move(&rated.chosen), input, out);
        match (rated.rating, expected) {
            // A fastest win is rated best only where both lengths are computed.
            (Rating::Good, Rating::Best) if rated.lengths.0.is_none() || rated.lengths.1.is_none() => {}
            (got, expected) if got == expected => {}
            (got, expected) => return Err(format!("rated {:?}, the oracle says {:?}: {}", got, expected, what)),
        }
        for (length, oracle_length) in [(rated.lengths.0, before_length), (rated.lengths.1, after_length)] {
            if length.is_some_and(|length| length != oracle_length) {
                return Err(format!("a length {:?}, the oracle's {}: {}", length, oracle_length, what));
            }
        }
        if rated.rating == Rating::Mistake && rated.winning.is_none() {
            return Err(format!("a mistake without the winning move that was there: {}", what));
        }
        seen[Rating::ALL.iter().position(|&rating| rating == rated.rating).unwrap()] += 1;
    }
    // The counts and the accuracy.
    let from_won = review.moves.iter().filter(|rated| rated.rating != Rating::Forced).count();
    let kept = review.moves.iter().filter(|rated| matches!(rated.rating, Rating::Best | Rating::Good)).count();
    assert_eq!(review.accuracy(), (from_won > 0).then_some((kept, from_won)), "{}", input);
    // The terminal printed it after the result, a line a move.
    if !review.moves.is_empty() {
        let printed = &out[out.find("review of your").ok_or_else(|| format!("no review printed:\n{}", out))?..];
        for rated in &review.moves {
            let line = format!("  move {} {}: {}:", rated.number, R::show_move(&rated.chosen), rated.rating.name());
            if !printed.contains(&line) {
                return Err(format!("the terminal's review lacks {:?}:\n{}", line, out));
            }
        }
    }
    // The page's view of the same game: the same ratings, in order.
    let moves: Vec<String> = game.history().iter().map(|played| R::show_move(&played.chosen)).collect();
    let page_game = Game::<R>::from_position(format!("{} reviewed", problem), R::tests(input).swap_remove(0), &options);
    let start = Start { moves: Some(moves), ..Default::default() };
    let page = WebGame::started(page_game, Value::Null, &start).map_err(|failure| format!("{:?}", failure))?;
    let view = page.view()?;
    let ratings: Vec<&str> = view["review"]["moves"]
        .as_array()
        .map_or(Vec::new(), |moves| moves.iter().filter_map(|entry| entry["rating"].as_str()).collect());
    let expected: Vec<&str> = review.moves.iter().map(|rated| rated.rating.name()).collect();
    if ratings != expected {
        return Err(format!("the page rates {:?}, the review {:?}: {}", ratings, expected, input));
    }
    Ok(seen)
}

fn all_reviewed<R: Rules>(problem: &'static str, generate: fn(&mut Rng, Size) -> String, count: u64) -> [usize; 4]
where
    WebGame<R>: Send,
{
    common::counted(&format!("review/{}", problem), count, generate, |input| reviewed::<R>(problem, input))
}

#[test]
fn each_move_is_rated_as_the_oracle_rates_it() {
    let seen = [
        ("master-duel", all_reviewed::<MasterDuel>("master-duel", master_duel::generate, 12)),
        ("ring-grid-game", all_reviewed::<RingGrid>("ring-grid-game", ring_grid_game::generate, 30)),
        ("board-game", all_reviewed::<BoardGame>("board-game", board_game::generate, 30)),
        ("coloring-game", all_reviewed::<Coloring>("coloring-game", coloring_game::generate, 30)),
        ("frogs", all_reviewed::<FrogsSum>("frogs", frogs::generate, 30)),
    ];
    eprintln!("ratings compared with the oracle (best, good, mistake, forced): {:?}", seen);
    for (problem, counts) in seen {
        // Best, mistake and forced occur on every problem (a game has one
        // mistake at most: the program never lets a win go); good wherever
        // a slower win exists.
        for (rating, least) in Rating::ALL.iter().zip([3, 0, 2, 5]) {
            let count = counts[Rating::ALL.iter().position(|each| each == rating).unwrap()];
            assert!(count >= least, "{}: only {} moves rated {}", problem, count, rating.name());
        }
    }
    let good: usize = seen.iter().map(|(_, counts)| counts[1]).sum();
    assert!(good >= 5, "only {} moves rated good", good);
}
