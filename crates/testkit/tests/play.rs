//! `cargo play`: scripted games. A person who types the certificate's winning
//! line wins, and the program's replies are the line's; a person who plays
//! anything else from a lost position loses (random play over hundreds of
//! small positions, each position the person faces checked lost by the
//! exhaustive oracle); moves that are not legal or not moves at all are
//! refused with the reason and the game goes on; undo, hint, quit and the end
//! of the input; the binary's usage.

use serde_json::Value;
use std::process::Output;
use std::sync::atomic::{AtomicUsize, Ordering};
use testkit::board_game::{self, rules::BoardGame};
use testkit::coloring_game::{self, rules::Coloring};
use testkit::explain;
use testkit::frogs::{self, rules::FrogsSum};
use testkit::ground::Rules;
use testkit::master_duel::{self, rules::MasterDuel};
use testkit::play::{self, Game, Options, Session};
use testkit::ring_grid_game::{self, rules::RingGrid};
use testkit::rng::Rng;
use testkit::{cases, stress, Size, PROBLEMS};

use crate::common;
use common::{board_game_move, coloring_move, lost, master_duel_move, ring_grid_move};

/// The tests' explanations as JSON.
fn explained_tests(problem: &str, input: &str) -> Result<Vec<Value>, String> {
    let options = explain::Options { test: None, json: true, html: false };
    let explained = testkit::drivers::explain(testkit::problem(problem).unwrap(), input.as_bytes(), &options)
        .map_err(|failure| format!("{:?}", failure))?;
    let json = serde_json::to_value(explained.json.expect("JSON asked for")).expect("JSON");
    Ok(json["tests"].as_array().expect("tests").clone())
}

fn game<R: Rules>(problem: &str, input: &str, options: &Options) -> Result<Game<R>, String> {
    Game::<R>::new(problem, input, options).map_err(|failure| format!("{:?}", failure))
}

fn stopped(stopped: play::Stopped) -> String {
    format!("{:?}", stopped)
}

/// Whether `text` has `line` as a line of its own.
fn has_line(text: &str, line: &str) -> bool {
    text.lines().any(|each| each == line)
}

/// For every test whose game is solved (the line played perfectly both ways)
/// and whose line is not cut short: the winner's moves of the
/// explanation's principal line, typed by a person on the winning side, win;
/// the program's replies are the line's other moves, and nothing is refused.
/// Returns how many games were played.
fn certificate_wins<R: Rules>(problem: &str, input: &str, read_move: fn(&Value) -> R::Move) -> Result<usize, String> {
    let mut played = 0;
    for test in explained_tests(problem, input)? {
        if test["line_truncated"] != false || test["loser_plays"] != "slowest" {
            continue;
        }
        let number = test["test"].as_u64().unwrap() as usize;
        let first_wins = test["first_player_wins"].as_bool().unwrap();
        let line: Vec<String> =
            test["line"].as_array().unwrap().iter().map(|chosen| R::show_move(&read_move(chosen))).collect();
        let script: String = line
            .iter()
            .enumerate()
            .filter(|(ply, _)| (ply % 2 == 0) == first_wins)
            .map(|(_, chosen)| format!("{}\n", chosen))
            .collect();
        let options = Options { test: Some(number), second: !first_wins, seed: None };
        let mut game = game::<R>(problem, input, &options)?;
        let transcript = play::transcript(&mut game, &script).map_err(stopped)?;
        let fail = |why: &str| Err(format!("test {}, playing {:?}: {}\n{}", number, script, why, transcript));
        if !game.over() || !has_line(&transcript, "you win") || has_line(&transcript, "you lose") {
            return fail("the winning line did not win");
        }
        if transcript.contains("not a legal move") || transcript.contains("is not a move") {
            return fail("a move of the line was refused");
        }
        for (ply, chosen) in line.iter().enumerate().filter(|(ply, _)| (ply % 2 == 0) != first_wins) {
            if !transcript.contains(&format!("\n  {}. program {}   ", ply + 1, chosen)) {
                return fail(&format!("the program's move {} is not the line's {}", ply + 1, chosen));
            }
        }
        played += 1;
    }
    Ok(played)
}

/// A seed from the input's text.
fn seed_of(input: &str) -> u64 {
    input.bytes().fold(0xCBF2_9CE4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01B3))
}

/// Every test played by a person who picks legal moves at random, from the
/// side that is lost (first when the first player loses, else second), the
/// program's ties broken by a seed: every position the person faces is lost
/// by the exhaustive oracle, and the game ends with `you lose`. Returns how
/// many positions the person faced.
fn random_play_loses<R: Rules>(problem: &str, input: &str) -> Result<usize, String> {
    let mut faced = 0;
    let mut rng = Rng::new(seed_of(input));
    for (index, start) in R::tests(input).iter().enumerate() {
        let options = Options { test: Some(index + 1), second: !lost::<R>(start), seed: Some(rng.next_u64()) };
        let mut game = game::<R>(problem, input, &options)?;
        let mut out = game.opening()?;
        let mut typed = Vec::new();
        while !game.over() {
            faced += 1;
            if !lost::<R>(game.position()) {
                return Err(format!(
                    "test {}, after {:?}: the program left the person a won position\n{}",
                    index + 1,
                    typed,
                    R::draw(game.position(), false)
                ));
            }
            let moves = R::moves(game.position());
            let chosen = R::show_move(rng.pick(&moves));
            out = game.line(&chosen)?;
            typed.push(chosen);
        }
        if !has_line(&out, "you lose") || has_line(&out, "you win") {
            return Err(format!("test {}, after {:?}: the game did not end in a loss:\n{}", index + 1, typed, out));
        }
    }
    Ok(faced)
}

fn samples(problem: &str) -> Vec<String> {
    cases::load(testkit::problem(problem).unwrap())
        .unwrap()
        .into_iter()
        .filter(|case| case.name.starts_with("sample"))
        .map(|case| String::from_utf8(case.input).unwrap())
        .collect()
}

/// Both checks on every sample and on random small and edge inputs (`each`
/// small ones, a quarter as many edge ones); returns how many inputs were
/// checked, how many certificate games were played and how many positions the
/// random players faced.
fn check_all<R: Rules>(
    problem: &str,
    generate: fn(&mut Rng, Size) -> String,
    read_move: fn(&Value) -> R::Move,
    each: u64,
) -> (u64, usize, usize) {
    let (won, faced) = (AtomicUsize::new(0), AtomicUsize::new(0));
    for input in samples(problem) {
        won.fetch_add(certificate_wins::<R>(problem, &input, read_move).unwrap(), Ordering::Relaxed);
        faced.fetch_add(random_play_loses::<R>(problem, &input).unwrap(), Ordering::Relaxed);
    }
    let sizes = [(Size::Small, each), (Size::Edge, each / 4)];
    let check = |input: &str| {
        won.fetch_add(certificate_wins::<R>(problem, input, read_move)?, Ordering::Relaxed);
        faced.fetch_add(random_play_loses::<R>(problem, input)?, Ordering::Relaxed);
        Ok(())
    };
    let inputs = stress::run_sizes(&format!("play/{}", problem), &sizes, generate, check);
    (inputs, won.into_inner(), faced.into_inner())
}

/// `check_all` on `each` small inputs: the certificate is played out on at
/// least one test of each, and the random players faced at least `positions`
/// positions.
fn games<R: Rules>(
    problem: &str,
    generate: fn(&mut Rng, Size) -> String,
    read_move: fn(&Value) -> R::Move,
    each: u64,
    positions: usize,
) {
    let (inputs, won, faced) = check_all::<R>(problem, generate, read_move, each);
    assert_eq!(inputs, each + each / 4);
    assert!(won as u64 >= inputs, "{}: {} certificate games in {} inputs", problem, won, inputs);
    assert!(faced >= positions, "{}: the random players faced {} positions", problem, faced);
}

#[test]
fn master_duel_games() {
    games::<MasterDuel>("master-duel", master_duel::generate, master_duel_move, 16, 40);
}

#[test]
fn ring_grid_games() {
    games::<RingGrid>("ring-grid-game", ring_grid_game::generate, ring_grid_move, 24, 60);
}

#[test]
fn board_game_games() {
    games::<BoardGame>("board-game", board_game::generate, board_game_move, 240, 200);
}

#[test]
fn coloring_games() {
    games::<Coloring>("coloring-game", coloring_game::generate, coloring_move, 20, 50);
}

/// frogs: each data set with all its strips, Left first, by random play from
/// the lost side (the choosing of strips and sides is checked below).
#[test]
fn frogs_games() {
    let (inputs, faced) = frogs_check_all(80);
    assert_eq!(inputs, 100);
    assert!(faced >= 200, "the random players faced {} positions", faced);
}

/// Random play on `each` small and a quarter as many edge frogs inputs: the
/// inputs checked and the positions the random players faced.
fn frogs_check_all(each: u64) -> (u64, usize) {
    let faced = AtomicUsize::new(0);
    let sizes = [(Size::Small, each), (Size::Edge, each / 4)];
    let check = |input: &str| {
        faced.fetch_add(random_play_loses::<FrogsSum>("frogs", input)?, Ordering::Relaxed);
        Ok(())
    };
    let inputs = stress::run_sizes("play/frogs", &sizes, frogs::generate, check);
    (inputs, faced.into_inner())
}

/// More games in release than the tests above play: four times as many of
/// master-duel, ring-grid-game and coloring-game, twice as many of the
/// others. (master-duel's and ring-grid-game's games are the costly ones:
/// one that starts past the solver's bounds is solved whole once it fits,
/// up to 2^25 positions.)
#[test]
#[ignore = "optimized build: CI's --ignored step"]
fn many_games_in_release() {
    games::<MasterDuel>("master-duel", master_duel::generate, master_duel_move, 64, 160);
    games::<RingGrid>("ring-grid-game", ring_grid_game::generate, ring_grid_move, 96, 240);
    games::<BoardGame>("board-game", board_game::generate, board_game_move, 480, 400);
    games::<Coloring>("coloring-game", coloring_game::generate, coloring_move, 160, 300);
    let (inputs, faced) = frogs_check_all(160);
    assert_eq!(inputs, 200);
    assert!(faced >= 400, "frogs: the random players faced {} positions", faced);
}

/// A scripted game of `problem`'s first sample, test `test`, the person first.
fn scripted(problem: &str, test: usize, script: &str) -> String {
    scripted_on(problem, &samples(problem)[0], test, script)
}

fn scripted_on(problem: &str, input: &str, test: usize, script: &str) -> String {
    let options = Options { test: Some(test), ..Options::default() };
    let mut session =
        testkit::drivers::start_game(testkit::problem(problem).unwrap(), input.as_bytes(), &options).unwrap();
    play::transcript(session.as_mut(), script).unwrap()
}

/// The answers to each line typed: the transcript cut before every prompt,
/// each piece the prompt's number, the line typed and what came of it.
fn answers(transcript: &str) -> Vec<String> {
    transcript.split("\nmove ").skip(1).map(|answer| format!("{}\n", answer)).collect()
}

/// Moves that are not legal, and lines that are not moves, get the reason on
/// the line after them and the same prompt again; the game then goes on with
/// a legal move. Each problem's refusals in its own words.
#[test]
fn refusals_give_the_reason_and_the_game_goes_on() {
    // (problem, test, [(typed, reason shown)], a legal move after them)
    type Refused<'a> = Vec<(&'a str, &'a str)>;
    let refusals: [(&str, usize, Refused, &str); 4] = [
        (
            "master-duel",
            2,
            vec![
                ("1:7->8", "not a legal move: row 1 has no stone on column 7"),
                ("2:18->20", "not a legal move: the stone on column 18 of row 2 moves to column 19 (the first empty cell to its right), not 20"),
                ("3:1->2", "not a legal move: there is no row 3 (rows 1 to 2)"),
                ("1:19", "\"1:19\" is not a move: write ROW:FROM->TO, e.g. 2:18->19 (help lists the legal moves)"),
                ("move the stone", "\"move the stone\" is not a move: write ROW:FROM->TO"),
                ("1:x->20", "is not a move"),
            ],
            "1:19->20",
        ),
        (
            "ring-grid-game",
            1,
            vec![
                ("1,1:1,1->3,1", "not a legal move: there is no cell 3,1 (rows 1 to 2, columns 1 to 3)"),
                ("1,2:1,2->1,3", "not a legal move: no piece started on 1,2"),
                ("1,1:1,1->2,2", "not a legal move: the piece cannot step from 1,1 to 2,2: a piece steps one cell down, left or right (round its row)"),
                ("1,1:2,1->2,2", "not a legal move: the piece from 1,1 is on 1,1, not 2,1"),
                ("1,1->1,2", "is not a move: write PIECE:FROM->TO as R,C:R,C->R,C"),
            ],
            "1,1:1,1->1,2",
        ),
        (
            "board-game",
            1,
            vec![
                ("3,1", "not a legal move: there is no cell 3,1 (rows 1 to 2, columns 1 to 3)"),
                ("0,2", "not a legal move: there is no cell 0,2"),
                ("1 1", "\"1 1\" is not a move: write ROW,COLUMN, e.g. 2,3"),
                ("-1,2", "is not a move"),
            ],
            "1,1",
        ),
        (
            "coloring-game",
            2,
            vec![
                ("1,1", "not a legal move: the coin 1,1 shows heads: the set's lower-right coin must show tails"),
                ("3,1", "not a legal move: there is no coin 3,1"),
                ("2,1+2,1", "not a legal move: a coin is named twice"),
                ("1,1+2,2", "not a legal move: the coins flipped are not 4-connected"),
                ("a,b", "is not a move: write the coins to flip as R,C joined by +"),
            ],
            "2,1",
        ),
    ];
    for (problem, test, refused, legal) in refusals {
        let script: String = refused.iter().map(|(typed, _)| format!("{}\n", typed)).collect::<String>() + legal + "\n";
        let transcript = scripted(problem, test, &script);
        let answers = answers(&transcript);
        assert!(answers.len() > refused.len(), "{}:\n{}", problem, transcript);
        for ((typed, reason), answer) in refused.iter().zip(&answers) {
            assert!(
                answer.starts_with(&format!("1, you: {}\n", typed)),
                "{}: {:?} was not asked for again at move 1:\n{}",
                problem,
                typed,
                transcript
            );
            let shown = answer.lines().nth(1).unwrap_or_default();
            assert!(shown.contains(reason), "{}: {:?} answered {:?}, not {:?}", problem, typed, shown, reason);
            assert_eq!(answer.lines().count(), 2, "{}: more than the reason after {:?}", problem, typed);
        }
        let after = &answers[refused.len()];
        assert!(
            after.contains(&format!("\n  1. you     {}   ", legal)),
            "{}: the legal move was not played:\n{}",
            problem,
            after
        );
    }
}

/// `hint` names a winning move exactly as it is typed (which the oracle
/// confirms), or says there is none; the hint played wins the game.
fn hints<R: Rules>(problem: &str) {
    for input in samples(problem) {
        for (index, start) in R::tests(&input).iter().enumerate() {
            let options = Options { test: Some(index + 1), ..Options::default() };
            let mut game = game::<R>(problem, &input, &options).unwrap();
            let mut out = game.opening().unwrap();
            let mut hinted = 0;
            while !game.over() {
                let hint = game.line("hint").unwrap();
                let first = hint.lines().next().unwrap();
                if lost::<R>(game.position()) {
                    assert_eq!(first, "hint: none", "{} test {}", problem, index + 1);
                    assert_eq!(hinted, 0, "{} test {}: lost after playing the hints", problem, index + 1);
                    break;
                }
                let typed = first.strip_prefix("hint: ").unwrap_or_else(|| panic!("{:?}", hint));
                let after = R::apply(game.position(), &R::parse_move(typed).unwrap()).unwrap();
                assert!(lost::<R>(&after), "{} test {}: the hint {} does not win", problem, index + 1, typed);
                out = game.line(typed).unwrap();
                hinted += 1;
            }
            assert_eq!(lost::<R>(start), !has_line(&out, "you win") || hinted == 0, "{} test {}", problem, index + 1);
            if hinted > 0 {
                assert!(has_line(&out, "you win"), "{} test {}: the hints did not win:\n{}", problem, index + 1, out);
            }
        }
    }
}

#[test]
fn hint_names_a_winning_move_or_none() {
    hints::<FrogsSum>("frogs");
    hints::<MasterDuel>("master-duel");
    hints::<RingGrid>("ring-grid-game");
    hints::<BoardGame>("board-game");
    hints::<Coloring>("coloring-game");
}

/// frogs' `help` lists the same move on strips that stand alike once, as a
/// range (60 equal strips were 60 entries), says how to read it, and the
/// list read back is every legal move, each of which the game accepts.
#[test]
fn frogs_help_lists_alike_strips_once() {
    let input = "0 1\n3\nLL_RR 60\nL_LRR 2\nLRLR_ 1\n";
    let options = Options { test: Some(1), ..Options::default() };
    let mut session =
        testkit::drivers::start_game(testkit::problem("frogs").unwrap(), input.as_bytes(), &options).unwrap();
    session.line("all").unwrap();
    session.line("Left").unwrap();
    let help = session.line("help").unwrap();
    assert!(help.starts_with("your legal moves (63):\n  1-60:2->3 61-62:1->2 63:3->5\n"), "{}", help);
    assert!(help.contains("(1-60:2->3 is that move on any of strips 1-60"), "{}", help);
    let listed = play::listed_moves(&help);
    assert_eq!(listed.len(), 63, "{:?}", listed);
    assert_eq!(listed[59], "60:2->3");
    for typed in ["1:2->3", "60:2->3", "62:1->2", "63:3->5"] {
        let mut session =
            testkit::drivers::start_game(testkit::problem("frogs").unwrap(), input.as_bytes(), &options).unwrap();
        session.line("all").unwrap();
        session.line("Left").unwrap();
        let answer = session.line(typed).unwrap();
        assert!(!answer.contains("not a legal move") && !answer.contains("is not a move"), "{}: {}", typed, answer);
    }
}

/// frogs' table of strips stays in line with the longest run of strip
/// numbers (`500001-1000000` is wider than the heading's column).
#[test]
fn frogs_strips_table_stays_in_line() {
    let input = "0 1\n3\nLL_RR 499999\nL_LRR 1\nLRLR_ 500000\n";
    let options = Options { test: Some(1), ..Options::default() };
    let mut session =
        testkit::drivers::start_game(testkit::problem("frogs").unwrap(), input.as_bytes(), &options).unwrap();
    let opening = session.opening().unwrap();
    let table: Vec<&str> = opening.lines().skip_while(|line| !line.contains("12345")).take(4).collect();
    assert_eq!(table.len(), 4, "{}", opening);
    let column = table[0].find("12345").unwrap();
    for (line, state) in table[1..].iter().zip(["LL_RR", "L_LRR", "LRLR_"]) {
        assert_eq!(line.find(state), Some(column), "{}", opening);
    }
    assert!(table[3].contains("500001-1000000"), "{}", opening);
}

/// `undo` takes back the person's last move and the program's reply, and
/// says when there is nothing to take back; the game after it is the game
/// from the position before.
#[test]
fn undo_takes_back_the_last_pair() {
    let transcript = scripted("master-duel", 2, "undo\n1:19->20\nundo\nundo\n2:18->19\n");
    let answers = answers(&transcript);
    assert!(answers[0].starts_with("1, you: undo\nnothing to undo: you have not moved yet\n"), "{}", transcript);
    assert!(answers[1].contains("  2. program 2:18->19"), "{}", transcript);
    assert!(answers[2].starts_with("3, you: undo\ntook back moves 1 and 2\n"), "{}", transcript);
    assert!(answers[3].starts_with("1, you: undo\nnothing to undo"), "{}", transcript);
    // From the start again: the winning move wins.
    assert!(answers[4].starts_with("1, you: 2:18->19\n"), "{}", transcript);
    assert!(answers[4].contains("\n  2. program 1:19->20   "), "{}", transcript);
    let drawn_at_start = transcript.split("\n\n").nth(1).unwrap();
    assert!(answers[2].contains(drawn_at_start), "the position after undo is not the start:\n{}", transcript);

    // The person second: the program's opening move is not the person's to undo.
    let input = &samples("ring-grid-game")[0];
    let options = Options { test: Some(4), second: true, seed: None };
    let mut game = game::<RingGrid>("ring-grid-game", input, &options).unwrap();
    game.opening().unwrap();
    assert_eq!(game.line("undo").unwrap(), "nothing to undo: you have not moved yet\n");
    let position = game.position().clone();
    let chosen = RingGrid::moves(&position)[0];
    let reply = game.line(&RingGrid::show_move(&chosen)).unwrap();
    if !game.over() {
        assert!(game.line("undo").unwrap().starts_with("took back moves 2 and 3\n"));
        assert!(*game.position() == position);
    } else {
        assert!(has_line(&reply, "you win") || has_line(&reply, "you lose"));
    }
}

/// `quit` ends the game at once, the end of the input with a one-line note;
/// both leave it unfinished, and nothing is read after `quit`.
#[test]
fn quit_and_the_end_of_the_input() {
    let quit = scripted("master-duel", 2, "1:19->20\nquit\n1:1->2\n");
    assert!(quit.ends_with("move 3, you: quit\nyou quit after move 2; the game is left unfinished.\n"), "{}", quit);
    let ended = scripted("master-duel", 2, "1:19->20\n");
    assert!(ended.ends_with("move 3, you: \nend of input after move 2: the game is left unfinished.\n"), "{}", ended);
    let at_once = scripted("master-duel", 2, "");
    assert!(
        at_once.ends_with("move 1, you: \nend of input before any move: the game is left unfinished.\n"),
        "{}",
        at_once
    );
    // Nothing is played once the game is over.
    let input = &samples("master-duel")[0];
    let mut game = game::<MasterDuel>("master-duel", input, &Options { test: Some(2), ..Options::default() }).unwrap();
    game.opening().unwrap();
    game.line("quit").unwrap();
    assert_eq!(game.line("1:19->20").unwrap(), "the game is over\n");
    assert_eq!(*game.position(), MasterDuel::tests(input)[1]);
    for transcript in [quit, ended, at_once] {
        assert!(!has_line(&transcript, "you win") && !has_line(&transcript, "you lose"), "{}", transcript);
    }
}

/// A lost game ends with `you lose`, then where the win slipped: the move
/// number, what was played, and a winning move there that the oracle confirms.
#[test]
fn a_lost_game_says_where_the_win_slipped() {
    // One row, stones on 17 and 19: 1:19->20 wins; 1:17->18 leaves two stones
    // on step 1, and the program's 1:18->20 leaves the person without a move.
    let input = "1\n1\n2 17 19\n";
    let transcript = scripted_on("master-duel", input, 1, "1:17->18\n");
    // Then the review: the one move, a mistake, with the winning move.
    let (slip, review) = transcript.split_once("\nyou lose\n").unwrap().1.split_once("review of your").unwrap();
    let review = review.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(review.starts_with("1 move: 1 mistake; accuracy 0% "), "{}", transcript);
    assert!(
        review.contains(
            "move 1 1:17->18: mistake: it leaves the program a won position; a winning move there was 1:19->20"
        ),
        "{}",
        transcript
    );
    let after = Some(slip.replace('\n', " "));
    assert_eq!(
        after.as_deref().map(str::trim_end),
        Some(
            "the win slipped at move 1: you played 1:17->18; a winning move there was 1:19->20 \
             (row 1: the stone on column 19 to column 20; 1 stone from step 1 down to step 0 — after it, \
             no stone on an odd step)."
        ),
        "{}",
        transcript
    );
    let start = &MasterDuel::tests(input)[0];
    let winning = MasterDuel::apply(start, &MasterDuel::parse_move("1:19->20").unwrap()).unwrap();
    assert!(lost::<MasterDuel>(&winning) && !lost::<MasterDuel>(start));
    // Test 1 of the sample has no move at all: lost from the start, nothing slipped.
    let none = scripted("master-duel", 1, "");
    assert!(
        none.ends_with(
            "you lose\nthe program never left you a winning position: the game was lost for you from the start.\n"
        ),
        "{}",
        none
    );
}

fn play_binary(args: &[&str], stdin: &str) -> Output {
    common::binary(env!("CARGO_BIN_EXE_play"), args, stdin)
}

/// The binary plays the first sample by default, reads a file, or the input
/// from standard input up to an empty line and the moves after it; the
/// transcript is the in-process one, each line echoed after its prompt.
#[test]
fn the_binary_reads_moves_from_standard_input() {
    let script = "1:19->20\nhint\n2:18->19\n";
    let expected = scripted("master-duel", 2, script);
    let by_default = play_binary(&["master-duel", "--test", "2"], script);
    assert_eq!(by_default.status.code(), Some(0), "{}", String::from_utf8_lossy(&by_default.stderr));
    assert_eq!(String::from_utf8_lossy(&by_default.stdout), expected);
    let from_file = play_binary(&["master-duel", "judge-data/master-duel/sample-1.in", "--test", "2"], script);
    assert_eq!(String::from_utf8_lossy(&from_file.stdout), expected);
    let input = &samples("master-duel")[0];
    let from_stdin = play_binary(&["master-duel", "-", "--test", "2"], &format!("{}\n{}", input, script));
    assert_eq!(String::from_utf8_lossy(&from_stdin.stdout), expected);
    let crlf = play_binary(&["master-duel", "--test", "2"], &script.replace('\n', "\r\n"));
    assert_eq!(String::from_utf8_lossy(&crlf.stdout), expected);
    // A file saved on Windows, with a byte-order mark, plays as the plain one,
    // each said once on standard error.
    let scratch = tempfile::tempdir().unwrap();
    let windows = scratch.path().join("windows.in");
    std::fs::write(&windows, format!("\u{feff}{}", input.replace('\n', "\r\n"))).unwrap();
    let saved = play_binary(&["master-duel", windows.to_str().unwrap(), "--test", "2"], script);
    let stderr = String::from_utf8_lossy(&saved.stderr);
    assert_eq!(saved.status.code(), Some(0), "{}", stderr);
    assert_eq!(String::from_utf8_lossy(&saved.stdout), expected);
    assert_eq!(stderr.lines().count(), 2, "{}", stderr);
    assert!(stderr.contains("note: ") && stderr.contains("byte-order mark") && stderr.contains("(CRLF)"), "{}", stderr);
    let piped =
        play_binary(&["master-duel", "-", "--test", "2"], &format!("{}\r\n{}", input.replace('\n', "\r\n"), script));
    assert_eq!(String::from_utf8_lossy(&piped.stdout), expected);
    // A line that is not UTF-8 is a garbled move: refused, and the game goes on.
    let mut child = crate::common::no_locale(&mut std::process::Command::new(env!("CARGO_BIN_EXE_play")))
        .current_dir(cases::workspace_root())
        .args(["master-duel", "--test", "2"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), b"1:\xff->2\n1:19->20\n").unwrap();
    let garbled = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&garbled.stdout);
    assert_eq!(garbled.status.code(), Some(0));
    assert!(text.contains("is not a move: write ROW:FROM->TO"), "{}", text);
    assert!(text.contains("\n  1. you     1:19->20   "), "{}", text);
    // --second and --seed reach the game.
    let second = play_binary(&["ring-grid-game", "--test", "4", "--second", "--seed", "7"], "");
    let text = String::from_utf8_lossy(&second.stdout);
    assert!(text.starts_with("ring-grid-game, test 4 of 4: you play second, the program first"), "{}", text);
    assert!(text.contains("\n  1. program "), "{}", text);
}

/// With no file and no `--test`, `cargo play` starts a game the person can
/// win, moving first (or second with `--second`), and says which test it is:
/// the first sample test that is a win for that side by the explanation (so
/// coloring-game no longer opens on a lost game). `cargo explain` with no
/// file explains the first sample and says so on stderr.
#[test]
fn without_a_file_the_game_is_one_you_can_win() {
    for problem in PROBLEMS.iter().filter(|problem| problem.name != "frogs") {
        for second in [false, true] {
            let mut args = vec![problem.name];
            if second {
                args.push("--second");
            }
            let output = play_binary(&args, "quit\n");
            let text = String::from_utf8_lossy(&output.stdout);
            assert_eq!(output.status.code(), Some(0), "{}: {}", problem.name, String::from_utf8_lossy(&output.stderr));
            let first = text.lines().next().unwrap();
            let side = if second { "second" } else { "first" };
            assert!(first.ends_with(&format!("which you can win moving {}", side)), "{}: {}", problem.name, first);
            // The file and test it names: that test is a win for the person's side.
            let (file, test) = first["no file given: ".len()..].split_once(", test ").unwrap();
            let test: usize = test.split(',').next().unwrap().parse().unwrap();
            let input = std::fs::read(cases::workspace_root().join(file)).unwrap();
            let options = explain::Options { test: Some(test), json: true, html: false };
            let json =
                serde_json::to_value(testkit::drivers::explain(problem, &input, &options).unwrap().json).unwrap();
            assert_eq!(json["tests"][0]["first_player_wins"], !second, "{}: {}", problem.name, first);
            assert!(text.contains(&format!("test {} of", test)), "{}: {}", problem.name, text);
        }
    }
    let coloring = play_binary(&["coloring-game"], "quit\n");
    assert!(!String::from_utf8_lossy(&coloring.stdout).contains("test 1 of"), "coloring-game's test 1 is lost");
    let explained = crate::common::no_locale(&mut std::process::Command::new(env!("CARGO_BIN_EXE_explain")))
        .current_dir(cases::workspace_root())
        .arg("master-duel")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(explained.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&explained.stderr), "no file given: judge-data/master-duel/sample-1.in\n");
    let named = crate::common::no_locale(&mut std::process::Command::new(env!("CARGO_BIN_EXE_explain")))
        .current_dir(cases::workspace_root())
        .args(["master-duel", "judge-data/master-duel/sample-1.in"])
        .output()
        .unwrap();
    assert_eq!(explained.stdout, named.stdout);
}

#[test]
fn bad_usage_is_one_line_and_exit_2() {
    let sample = "judge-data/master-duel/sample-1.in";
    for (args, stdin) in [
        (&["no-such-problem"][..], ""),
        (&["master-duel", sample, "--test", "3"], ""),
        (&["master-duel", "--test", "0"], ""),
        (&["master-duel", "/no/such/file.in"], ""),
        (&["master-duel", "-"], "2\n1\n2 19 20\n\n1:1->2\n"),
        (&["master-duel", "-"], "\u{feff}1\r\n1\r\n1 21\r\n"),
        (&["master-duel", "--first", "--second"], ""),
        (&["master-duel", "--seed", "x"], ""),
        (&["frogs", "-"], "0 1\n1\nLLLRR 1\n"),
        (&["frogs", "--test", "2"], ""),
    ] {
        let output = play_binary(args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        // What was read past (a byte-order mark, CRLF) is noted first.
        let stderr: String =
            stderr.lines().filter(|line| !line.starts_with("note: ")).map(|line| format!("{}\n", line)).collect();
        assert_eq!(output.status.code(), Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.starts_with("error: "), "{:?}: {:?}", args, stderr);
        if !args.iter().any(|arg| arg.starts_with("--first") || arg.starts_with("--seed")) {
            assert_eq!(stderr.lines().count(), 1, "{:?}: {:?}", args, stderr);
        }
        assert!(output.stdout.is_empty(), "{:?}", args);
    }
    // Moves with no empty line after the input: the message says what is missing.
    let output = play_binary(&["master-duel", "-"], "2\n1\n2 19 20\n2\n1 19\n1 18\n1:19->20\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("extra data after the end of the input (with `-`, an empty line ends the input"),
        "{}",
        stderr
    );
}

/// frogs as a person plays it: the strips and a side chosen, then moves. For
/// every kept subset of small data sets, both sides and both orders, the
/// explanation's outcome for that subset decides the game: a person who
/// should win wins by playing the hints, one who should lose loses whatever
/// legal moves (listed by `help`) they pick at random.
fn frogs_subsets(input: &str) -> Result<usize, String> {
    let problem = testkit::problem("frogs").unwrap();
    let mut rng = Rng::new(seed_of(input));
    let mut games = 0;
    for test in explained_tests("frogs", input)? {
        let number = test["test"].as_u64().unwrap() as usize;
        let Some(subsets) = test["subsets"].as_array() else { continue };
        for subset in subsets.iter().filter(|subset| subset["played"] == true) {
            let kept: Vec<String> = subset["kept"].as_array().unwrap().iter().map(|strip| strip.to_string()).collect();
            if kept.is_empty() {
                continue;
            }
            let outcome = subset["outcome"].as_str().unwrap();
            for (person, second) in [("Left", false), ("Left", true), ("Right", false), ("Right", true)] {
                let should_win =
                    outcome == person.to_ascii_lowercase() || outcome == if second { "second" } else { "first" };
                let options = Options { test: Some(number), second, seed: Some(rng.next_u64()) };
                let mut session = testkit::drivers::start_game(problem, input.as_bytes(), &options)
                    .map_err(|f| format!("{:?}", f))?;
                let mut out = session.opening()?;
                for line in [kept.join(" "), person.to_string()] {
                    out = session.line(&line)?;
                }
                let mut typed = Vec::new();
                while !session.over() {
                    let chosen = if should_win {
                        let hint = session.line("hint")?;
                        let first = hint.lines().next().unwrap_or_default().to_string();
                        first.strip_prefix("hint: ").filter(|&chosen| chosen != "none").map(String::from).ok_or_else(
                            || format!("subset {:?}, {} {}: no hint in a won game: {}", kept, person, second, hint),
                        )?
                    } else {
                        rng.pick(&play::listed_moves(&session.line("help")?)).clone()
                    };
                    out = session.line(&chosen)?;
                    typed.push(chosen);
                }
                let expected = if should_win { "you win" } else { "you lose" };
                if !has_line(&out, expected) {
                    return Err(format!(
                        "data set {}, strips {:?} ({}), {} moving {}, after {:?}: not {:?}:\n{}",
                        number,
                        kept,
                        outcome,
                        person,
                        if second { "second" } else { "first" },
                        typed,
                        expected,
                        out
                    ));
                }
                games += 1;
            }
        }
    }
    Ok(games)
}

#[test]
fn frogs_subsets_play_as_explained() {
    for input in samples("frogs") {
        frogs_subsets(&input).unwrap();
    }
    frogs_subsets_of("play-subsets/frogs", 20);
}

/// The same on more inputs (other seeds), where the first run's time is not
/// spent.
#[test]
#[ignore = "optimized build: CI's --ignored step"]
fn frogs_subsets_of_more_inputs_play_as_explained() {
    frogs_subsets_of("play-subsets-more/frogs", 60);
}

/// `frogs_subsets` on `count` small inputs of `suite`: 25 games each at least.
fn frogs_subsets_of(suite: &str, count: u64) {
    let games = AtomicUsize::new(0);
    let check = |input: &str| {
        games.fetch_add(frogs_subsets(input)?, Ordering::Relaxed);
        Ok(())
    };
    assert_eq!(stress::run_sizes(suite, &[(Size::Small, count)], frogs::generate, check), count);
    let games = games.into_inner();
    assert!(games as u64 >= count * 25, "{} games on {} inputs", games, count);
}

/// Choosing the strips and the side: numbers, ranges and `all`; what is not a
/// strip or a side is refused with the reason and asked again; undo takes the
/// strips back; quit and the end of the input before the game.
#[test]
fn frogs_choosing_refuses_what_is_not_a_choice() {
    let input = &samples("frogs")[1];
    let transcript = scripted_on(
        "frogs",
        input,
        1,
        "undo\n0\n4\n1-x\n3-1\n1,3\nundo\n1-3\nUp\nright\n3:1->2\n3:9->8\n2:3->2\n1:2->1\n",
    );
    for (typed, answer) in [
        ("strips: undo", "nothing to undo: the game has not begun"),
        ("strips: 0", "there is no strip 0 (strips 1 to 3)"),
        ("strips: 4", "there is no strip 4 (strips 1 to 3)"),
        ("strips: 1-x", "\"1-x\" is not a strip number: type numbers and ranges, e.g. 1 3 5-7, or all"),
        ("strips: 3-1", "\"3-1\" is an empty range: write the smaller number first"),
        ("strips: 1,3", "you keep strips 1 3"),
        ("side: undo", "took back the strips"),
        ("strips: 1-3", "you keep strips 1-3"),
        ("side: Up", "\"Up\" is not a side: type Left or Right"),
        ("move 1, you: 3:1->2", "not a legal move: the frog on cell 1 of strip 3 is Left's: Right moves the R frogs"),
        ("move 1, you: 3:9->8", "not a legal move: there is no cell 9 (cells 1 to 5)"),
        ("move 1, you: 2:3->2", "not a legal move: the frog on cell 3 of strip 2 cannot move"),
        ("move 1, you: 1:2->1", "not a legal move: the frog on cell 2 of strip 1 cannot move"),
    ] {
        let found = transcript.split_once(&format!("{}\n", typed)).map(|(_, after)| after.lines().next().unwrap());
        assert!(
            found.is_some_and(|line| line.starts_with(answer)),
            "{:?} answered {:?}, not {:?}:\n{}",
            typed,
            found,
            answer,
            transcript
        );
    }
    assert!(
        transcript.contains("side: right\nfrogs, data set 1 of 1, strips 1-3: you play Right and move first"),
        "{}",
        transcript
    );
    let quit = scripted_on("frogs", input, 1, "1\nquit\n");
    assert!(quit.ends_with("side: quit\nyou quit before the game began.\n"), "{}", quit);
    let ended = scripted_on("frogs", input, 1, "all\n");
    assert!(ended.ends_with("side: \nend of input before the game began.\n"), "{}", ended);
}

/// The manual's `$ printf '…' | cargo play …` transcripts (docs/play.md) are
/// what a game (or the puzzles, `--puzzles`) with those lines prints today.
#[test]
fn the_manuals_transcripts_are_what_cargo_play_prints() {
    let readme = std::fs::read_to_string(cases::workspace_root().join("docs/play.md")).unwrap();
    let mut transcripts = Vec::new();
    for block in readme.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let (command, shown) = block.split_once('\n').unwrap();
        let Some(rest) = command.strip_prefix("$ printf '") else { continue };
        let Some((script, tail)) = rest.split_once('\'') else { continue };
        let Some(arguments) = tail.trim().strip_prefix("| cargo play ") else { continue };
        let mut words = arguments.split_whitespace();
        let problem = testkit::problem(words.next().unwrap()).unwrap();
        let (mut options, mut file, mut puzzle) = (Options::default(), None, None);
        while let Some(word) = words.next() {
            match word {
                "--puzzles" => puzzle = Some(puzzle.unwrap_or(1)),
                "--puzzle" => puzzle = words.next().map(|number| number.parse().unwrap()),
                "--test" => options.test = words.next().map(|number| number.parse().unwrap()),
                "--second" => options.second = true,
                "--seed" => options.seed = words.next().map(|number| number.parse().unwrap()),
                path => file = Some(cases::workspace_root().join(path)),
            }
        }
        let file = file.unwrap_or_else(|| cases::data_dir(problem.name).join("sample-1.in"));
        let input = std::fs::read(file).unwrap();
        let mut session = match puzzle {
            Some(first) => testkit::drivers::start_puzzles(problem, first, false),
            None => testkit::drivers::start_game(problem, &input, &options),
        }
        .unwrap();
        let played = play::transcript(session.as_mut(), &script.replace("\\n", "\n")).unwrap();
        // As a reader sees it: a no-break space is a space.
        let played = played.replace('\u{a0}', " ");
        assert_eq!(played, shown, "docs/play.md's transcript of {}", problem.name);
        transcripts.push(problem.name);
    }
    transcripts.sort_unstable();
    transcripts.dedup();
    assert_eq!(transcripts, ["board-game", "coloring-game", "frogs", "master-duel", "ring-grid-game"]);
}

/// `retry` in the terminal: back to the person's last move that threw the
/// win away; the same move is refused there with the reason and not played,
/// the winning move is played and the game goes on. Nothing to retry before
/// a mistake.
#[test]
fn retry_goes_back_to_the_mistake_and_waits_for_a_winning_move() {
    // master-duel's puzzle 4: one row, stones on 11 and 13.
    let input = "1\n1\n2 11 13\n";
    let start = MasterDuel::tests(input).swap_remove(0);
    let throw = MasterDuel::moves(&start)
        .into_iter()
        .find(|chosen| !lost::<MasterDuel>(&MasterDuel::apply(&start, chosen).unwrap()))
        .expect("a move that throws the win away");
    let winning = MasterDuel::winning_move(&start, &MasterDuel::values(&start)).unwrap();
    let (throw, winning) = (MasterDuel::show_move(&throw), MasterDuel::show_move(&winning));
    let script = format!("retry\n{}\nretry\n{}\n{}\n", throw, throw, winning);
    let out = scripted_on("master-duel", input, 1, &script);
    let said = |text: &str| assert!(out.contains(text), "no {:?} in:\n{}", text, out);
    said("move 1, you: retry\nnothing to retry: none of your moves has thrown a win away\n");
    said(&format!("you: retry\nback to move 1, where you played {}: find a winning move", throw));
    said(&format!("move 1, you: {}\nnot this one: {} leaves your opponent a won position", throw, throw));
    said(&format!("move 1, you: {}\n{} wins: it leaves the program a total of 0", winning, winning));
    said(&format!("  1. you     {}", winning));
    // The refused try played nothing: the next prompt is move 1's again.
    assert_eq!(out.matches("move 1, you: ").count(), 4, "{}", out);
}

/// The steps of a master-duel row's stones, read off the input's columns
/// (1 to 20): the empty cells to each stone's right.
fn stone_steps(columns: &[usize]) -> Vec<(usize, usize)> {
    columns.iter().map(|&column| (column, (column + 1..=20).filter(|right| !columns.contains(right)).count())).collect()
}

/// A move's terms end with the total after it, `total`, where there are
/// `parts` parts to add (one says no total).
fn total_said(typed: &str, terms: &str, parts: usize, total: u64) {
    if parts > 1 {
        let said = terms.ends_with(&format!(" = {}", total)) || terms.ends_with(&format!("total {}", total));
        assert!(said, "{}: {} does not end with the total {}", typed, terms, total);
    }
}

/// A move in the theory's terms says what the rules and the oracle say: on
/// master-duel, "N stones from step K down to step K − 1" is what the move
/// does to the stones' steps (read off the columns, before and after), and
/// the row's odd-step blocks and the rows' total after it are the exhaustive
/// oracle's; on ring-grid-game the piece's value before and after and the
/// total are the oracle's. Every move of 200 small positions each.
#[test]
fn a_move_in_terms_says_what_the_oracle_says() {
    let mut rng = Rng::new(2026);
    let mut checked = 0;
    for _ in 0..200 {
        let input = master_duel::generate(&mut rng, Size::Small);
        for board in MasterDuel::tests(&input) {
            for chosen in MasterDuel::moves(&board) {
                let typed = MasterDuel::show_move(&chosen);
                let terms = MasterDuel::in_terms(&board, &chosen).unwrap_or_else(|| panic!("{}: no terms", typed));
                let after = MasterDuel::apply(&board, &chosen).unwrap();
                let columns = |rows: &[u32]| -> Vec<usize> {
                    (1..=20).filter(|column| rows[chosen.row - 1] >> (column - 1) & 1 == 1).collect()
                };
                let (before, later) = (stone_steps(&columns(&board.rows)), stone_steps(&columns(&after.rows)));
                // The stones that moved down a step: every stone's step after,
                // matched by its place among the row's stones.
                let went: Vec<usize> = before
                    .iter()
                    .zip(&later)
                    .filter(|((_, step), (_, now))| now != step)
                    .map(|((_, step), (_, now))| {
                        assert_eq!(*now + 1, *step, "{}: a stone went from step {} to {}", typed, step, now);
                        *step
                    })
                    .collect();
                let count = went.len();
                assert!(count > 0 && went.iter().all(|&step| step == went[0]), "{}: {:?}", typed, went);
                let stones = if count == 1 { "1 stone".to_string() } else { format!("{} stones", count) };
                let said = format!("{} from step {} down to step {} — after it, ", stones, went[0], went[0] - 1);
                assert!(terms.starts_with(&said), "{}: {:?} does not start {:?}", typed, terms, said);
                let oracle = MasterDuel::oracle_values(&after).unwrap();
                let row = oracle[chosen.row - 1];
                let total = oracle.iter().fold(0, |total, value| total ^ value);
                // The row's odd steps as said: their blocks' sizes XOR to
                // the oracle's value of the row.
                let detail = terms[said.len()..].split("; the rows").next().unwrap();
                let words: Vec<&str> = detail.split([',', ';', ':']).collect();
                let sizes: Vec<u64> = words
                    .iter()
                    .filter(|part| part.contains(" on step "))
                    .map(|part| part.split_whitespace().next().unwrap().parse().unwrap())
                    .collect();
                assert_eq!(sizes.is_empty(), detail.ends_with("no stone on an odd step"), "{}: {}", typed, terms);
                assert_eq!(sizes.iter().fold(0, |total, size| total ^ size), row, "{}: {}", typed, terms);
                total_said(&typed, &terms, oracle.len(), total);
                checked += 1;
            }
        }
    }
    for _ in 0..200 {
        let input = ring_grid_game::generate(&mut rng, Size::Small);
        for position in RingGrid::tests(&input) {
            let Some(before) = RingGrid::oracle_values(&position) else { continue };
            for chosen in RingGrid::moves(&position) {
                let typed = RingGrid::show_move(&chosen);
                let after = RingGrid::apply(&position, &chosen).unwrap();
                let later = RingGrid::oracle_values(&after).unwrap();
                let terms = RingGrid::in_terms(&position, &chosen).unwrap();
                let part = RingGrid::part_of_move(&position, &chosen);
                let change = format!("{}\u{a0}→\u{a0}{}", before[part], later[part]);
                assert!(terms.contains(&change), "{}: {:?} lacks {:?}", typed, terms, change);
                let total = later.iter().fold(0, |total, value| total ^ value);
                total_said(&typed, &terms, later.len(), total);
                checked += 1;
            }
        }
    }
    assert!(checked > 2000, "only {} moves", checked);
}
