//! The puzzles (`cargo play PROBLEM --puzzles`): every puzzle of every
//! problem a win for the side to move, its solution winning, its heading's
//! figures what the position measures, the files' order and numbering as
//! they are written; and the puzzles played by script.

use crate::common::{self, Remote};
use testkit::board_game::rules::BoardGame;
use testkit::coloring_game::rules::Coloring;
use testkit::frogs::rules::FrogsSum;
use testkit::ground::{xor_sum, Nimber, Rules};
use testkit::master_duel::rules::MasterDuel;
use testkit::play::{self, transcript};
use testkit::puzzles::{self, Puzzle};
use testkit::ring_grid_game::rules::RingGrid;

/// The puzzles of `problem`, read from its file.
fn file(problem: &str) -> Vec<Puzzle> {
    let kit = testkit::problem(problem).unwrap().puzzles.expect("puzzles");
    puzzles::parse(kit.text).unwrap_or_else(|reason| panic!("{}: {}", problem, reason))
}

/// Checks every puzzle of `problem`; the puzzles the exhaustive oracle
/// answered (the position and the solution's) and those only the values
/// (the certificate: the parts' values, each proven by the problem's tests)
/// vouch for.
fn check<R: Rules>(problem: &str) -> (usize, usize) {
    let registered = testkit::problem(problem).unwrap();
    let list = file(problem);
    assert!(list.len() >= 30, "{}: {} puzzles", problem, list.len());
    let (mut by_oracle, mut by_values) = (0, 0);
    let mut remote = Remote::<R>::default();
    for (index, puzzle) in list.iter().enumerate() {
        let at = format!("{} puzzle {} ({})", problem, puzzle.number, puzzle.source);
        assert_eq!(puzzle.number, index + 1, "{}: numbered in order", at);
        assert_eq!(puzzle.grade, puzzles::grade(index, list.len()), "{}", at);
        (registered.validate)(puzzle.input.as_bytes()).unwrap_or_else(|reason| panic!("{}: illegal: {}", at, reason));
        assert_eq!((registered.test_lines)(&puzzle.input).len(), 1, "{}: one test", at);
        assert_eq!(R::SIDES.is_empty(), puzzle.side.is_none(), "{}: a side exactly when the game has sides", at);
        let measure = puzzles::measure::<R>(&puzzle.input, puzzle.side.as_deref())
            .unwrap()
            .unwrap_or_else(|| panic!("{}: not a puzzle (not a win, or too large)", at));
        assert_eq!(measure, puzzle.measure, "{}: the heading's figures", at);
        assert_eq!(puzzle.difficulty, measure.difficulty(), "{}", at);
        if index > 0 {
            assert!(list[index - 1].difficulty <= puzzle.difficulty, "{}: easiest first", at);
        }
        let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref()).unwrap();
        let (_, solution) = play::winning::<R>(&position).unwrap();
        let solution = solution.unwrap_or_else(|| panic!("{}: no solution", at));
        let after = R::apply(&position, &solution).unwrap();
        let winning: Vec<R::Move> = R::moves(&position)
            .into_iter()
            .filter(|chosen| xor_sum(&R::values(&R::apply(&position, chosen).unwrap())).is_zero())
            .collect();
        assert_eq!(winning.len(), measure.winning, "{}: winning moves", at);
        match (remote.play(&position), remote.play(&after)) {
            (Some((wins, remoteness)), Some((after_wins, _))) => {
                assert!(wins, "{}: the oracle says the side to move loses", at);
                assert!(!after_wins, "{}: the solution {} does not win", at, R::show_move(&solution));
                assert_eq!(remoteness, measure.remoteness, "{}: won in", at);
                let oracle_winning = R::moves(&position)
                    .into_iter()
                    .filter(|chosen| matches!(remote.play(&R::apply(&position, chosen).unwrap()), Some((false, _))))
                    .count();
                assert_eq!(oracle_winning, measure.winning, "{}: winning moves by the oracle", at);
                by_oracle += 1;
            }
            _ => {
                assert!(!xor_sum(&R::values(&position)).is_zero(), "{}", at);
                assert!(xor_sum(&R::values(&after)).is_zero(), "{}", at);
                by_values += 1;
            }
        }
    }
    (by_oracle, by_values)
}

#[test]
fn every_puzzle_is_a_win_and_its_solution_wins() {
    let counts = [
        ("board-game", check::<BoardGame>("board-game")),
        ("coloring-game", check::<Coloring>("coloring-game")),
        ("frogs", check::<FrogsSum>("frogs")),
        ("master-duel", check::<MasterDuel>("master-duel")),
        ("ring-grid-game", check::<RingGrid>("ring-grid-game")),
    ];
    eprintln!("puzzles checked by the oracle, by the values: {:?}", counts);
    for (problem, (by_oracle, by_values)) in counts {
        // Puzzles are small positions: the oracle answers nearly all.
        assert!(by_oracle >= 3 * by_values, "{}: {} by the oracle, {} by the values", problem, by_oracle, by_values);
    }
}

/// A written file reads back as it was.
#[test]
fn a_puzzles_file_reads_back_as_written() {
    for problem in testkit::PROBLEMS {
        let list = file(problem.name);
        let kit = problem.puzzles.unwrap();
        let written = puzzles::write(&list, "notes", kit.size_words);
        assert_eq!(puzzles::parse(&written).unwrap(), list, "{}", problem.name);
        assert!(written.starts_with("# notes\n"));
    }
    assert!(puzzles::parse("1\n2 19 20\n").unwrap_err().contains("line 1"));
    assert!(puzzles::parse("puzzle 1 · easy\n").unwrap_err().contains("not a puzzle's heading"));
}

/// A losing legal move of a puzzle, if it has one.
fn losing_move<R: Rules>(puzzle: &Puzzle) -> Option<String> {
    let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref()).unwrap();
    R::moves(&position)
        .into_iter()
        .find(|chosen| !xor_sum(&R::values(&R::apply(&position, chosen).unwrap())).is_zero())
        .map(|chosen| R::show_move(&chosen))
}

/// A winning move of a puzzle.
fn winning_move<R: Rules>(puzzle: &Puzzle) -> String {
    let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref()).unwrap();
    R::show_move(&play::winning::<R>(&position).unwrap().1.unwrap())
}

/// The first three puzzles of `problem` by script: a wrong try refused with
/// its reason (the same puzzle asked again), the win, `next`; the solution
/// shown; a jump; the tally.
fn scripted<R: Rules>(problem: &'static str) {
    let list = file(problem);
    let wrong = (0..list.len()).find_map(|index| losing_move::<R>(&list[index]).map(|chosen| (index, chosen)));
    let (index, wrong) = wrong.unwrap_or_else(|| panic!("{}: no puzzle has a losing move", problem));
    let script = format!(
        "{}\n{}\n{}\nnext\nsolution\nnext\n{}\npuzzle {}\nxyz\npuzzle 999\nquit\n",
        wrong,
        winning_move::<R>(&list[index]),
        winning_move::<R>(&list[index]),
        winning_move::<R>(&list[index + 2]),
        list.len()
    );
    let mut session = testkit::drivers::start_puzzles(testkit::problem(problem).unwrap(), index + 1)
        .unwrap_or_else(|_| panic!("{}: puzzles start", problem));
    let out = transcript(session.as_mut(), &script).unwrap();
    let number = index + 1;
    let said = |text: &str| assert!(out.contains(text), "{}: no {:?} in:\n{}", problem, text, out);
    said(&format!("{} puzzles: {} positions where you move and win", problem, list.len()));
    said(&format!("puzzle {} of {} ({}", number, list.len(), list[index].grade));
    said(&format!("puzzle {}, you: {}\nnot this one: {} ", number, wrong, wrong));
    said("leaves your opponent a won position");
    said(&format!("puzzle {}, you: {}\nsolved: ", number, winning_move::<R>(&list[index])));
    said("Streak 0.");
    said("wins too. Type next for the next puzzle.");
    said(&format!("puzzle {}, you: solution\nsolution: ", number + 1));
    said(&format!("puzzle {}, you: {}\nsolved: ", number + 2, winning_move::<R>(&list[index + 2])));
    said("Streak 1.");
    said(&format!("puzzle {} of {}", list.len(), list.len()));
    said("there is no puzzle 999: pick 1 to");
    said(&format!("you quit at puzzle {}. You solved 2 of {} puzzles; streak 1.", list.len(), list.len()));
    // A wrong try leaves the puzzle as it was: the next prompt is the same puzzle's.
    assert_eq!(out.matches(&format!("puzzle {}, you: ", number)).count(), 4, "{}:\n{}", problem, out);
}

#[test]
fn the_puzzles_play_by_script() {
    scripted::<BoardGame>("board-game");
    scripted::<Coloring>("coloring-game");
    scripted::<FrogsSum>("frogs");
    scripted::<MasterDuel>("master-duel");
    scripted::<RingGrid>("ring-grid-game");
}

#[test]
fn the_command_gives_the_puzzles_and_refuses_what_it_cannot() {
    let output =
        common::binary(env!("CARGO_BIN_EXE_play"), &["master-duel", "--puzzles", "--puzzle", "2"], "solution\nquit\n");
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{}{}", out, String::from_utf8_lossy(&output.stderr));
    assert!(out.contains("puzzle 2 of ") && out.contains("puzzle 2, you: solution\nsolution: "), "{}", out);
    let output = common::binary(env!("CARGO_BIN_EXE_play"), &["master-duel", "--puzzles", "--puzzle", "999"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("there is no puzzle 999: pick 1 to"));
    let output = common::binary(env!("CARGO_BIN_EXE_play"), &["master-duel", "--puzzles", "--second"], "");
    assert_eq!(output.status.code(), Some(2));
}
