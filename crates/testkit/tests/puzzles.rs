//! The puzzles (`cargo play PROBLEM --puzzles`): every puzzle of every
//! problem a win for the side to move, its solution winning, its heading's
//! figures what the position measures, the files' order and numbering as
//! they are written; and the puzzles played by script.

use crate::common::{self, Remote};
use serde_json::{json, Value};
use testkit::board_game::rules::BoardGame;
use testkit::coloring_game::rules::Coloring;
use testkit::frogs::rules::FrogsSum;
use testkit::ground::{xor_sum, Nimber, Rules};
use testkit::master_duel::rules::MasterDuel;
use testkit::play::Options;
use testkit::play::{self, transcript};
use testkit::puzzles::{self, Puzzle};
use testkit::ring_grid_game::rules::RingGrid;
use testkit::web::{Games, Start};

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
    let themes = R::themes();
    for (index, puzzle) in list.iter().enumerate() {
        let at = format!("{} puzzle {} ({})", problem, puzzle.number, puzzle.source);
        assert_eq!(puzzle.number, index + 1, "{}: numbered in order", at);
        // Graded by its difficulty's place among the file's.
        let easier = list.iter().filter(|other| other.difficulty < puzzle.difficulty).count();
        assert_eq!(puzzle.grade, puzzles::grade(easier, list.len()), "{}", at);
        (registered.validate)(puzzle.input.as_bytes()).unwrap_or_else(|reason| panic!("{}: illegal: {}", at, reason));
        assert_eq!((registered.test_lines)(&puzzle.input).len(), 1, "{}: one test", at);
        assert_eq!(R::SIDES.is_empty(), puzzle.side.is_none(), "{}: a side exactly when the game has sides", at);
        let measure = puzzles::measure::<R>(&puzzle.input, puzzle.side.as_deref())
            .unwrap()
            .unwrap_or_else(|| panic!("{}: not a puzzle (not a win, or too large)", at));
        assert_eq!(measure, puzzle.measure, "{}: the heading's figures", at);
        assert_eq!(puzzle.difficulty, measure.difficulty(), "{}", at);
        let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref()).unwrap();
        // Its theme is what its position shows, and the themes come in
        // their order, each easiest first.
        let theme = themes.iter().position(|theme| theme.id == puzzle.theme);
        let theme = theme.unwrap_or_else(|| panic!("{}: no theme {}", at, puzzle.theme));
        assert_eq!(R::theme(&position), theme, "{}: the theme of its position", at);
        if index > 0 {
            let before = &list[index - 1];
            let theme_before = themes.iter().position(|theme| theme.id == before.theme).unwrap();
            assert!(theme_before <= theme, "{}: the themes in their order", at);
            if theme_before == theme {
                assert!(before.difficulty <= puzzle.difficulty, "{}: easiest first in its theme", at);
            }
        }
        let (_, solution) = play::winning::<R>(&position).unwrap();
        let solution = solution.unwrap_or_else(|| panic!("{}: no solution", at));
        let after = R::apply(&position, &solution).unwrap();
        let winning: Vec<R::Move> = R::moves(&position)
            .into_iter()
            .filter(|chosen| xor_sum(&R::values(&R::apply(&position, chosen).unwrap())).is_zero())
            .collect();
        assert_eq!(winning.len(), measure.winning, "{}: winning moves", at);
        // The oracle's positions counted puzzle by puzzle.
        let mut remote = Remote::<R>::default();
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
    for theme in &themes {
        let count = list.iter().filter(|puzzle| puzzle.theme == theme.id).count();
        assert!(count >= 4, "{}: {} puzzles of the theme {}", problem, count, theme.id);
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

/// A refused try (`chosen`, in `position`) as the view draws it: the
/// position it would make, drawn with its values (the parts' table) as the
/// rules draw it; the parts whose values it changed, each with its value
/// before and after, and no other (a sum's); the total after it, not 0 (or
/// the one game's verdict after it).
pub(crate) fn refused_drawn<R: Rules>(position: &R::Position, chosen: &R::Move, refused: &Value, at: &str) {
    let after = R::apply(position, chosen).unwrap();
    assert_eq!(refused["move"], json!(R::show_move(chosen)), "{}", at);
    assert_eq!(refused["text"], json!(R::draw(&after, true)), "{}: the position it would make", at);
    if R::grid(&after).is_some() {
        let board = refused["board"].as_str().unwrap_or_else(|| panic!("{}: not drawn", at));
        assert!(board.contains("<svg") && board.contains("class=\"parts"), "{}: drawn with its values", at);
    }
    let verdict = refused["verdict"].as_str().unwrap();
    let changed: Vec<&str> = refused["changed"].as_array().unwrap().iter().map(|line| line.as_str().unwrap()).collect();
    if R::ONE_GAME {
        assert!(changed.is_empty() && verdict.starts_with("after it: "), "{}: {}", at, verdict);
        return;
    }
    let (before, now) = (R::values(position), R::values(&after));
    let total = xor_sum(&now);
    assert!(!total.is_zero(), "{}: a refused try leaves a total of 0", at);
    let expected =
        format!("the total: {} → {}, not 0", testkit::ground::star(&xor_sum(&before)), testkit::ground::star(&total));
    assert!(verdict.starts_with(&expected), "{}: {:?}, not {:?}", at, verdict, expected);
    let places = |at: &R::Position, values: &[R::Value]| -> Vec<(String, String)> {
        (0..values.len()).map(|index| (R::place(at, index).0, values[index].show())).collect()
    };
    let (was, is) = (places(position, &before), places(&after, &now));
    let differ =
        was.iter().filter(|part| !is.contains(part)).count() + is.iter().filter(|part| !was.contains(part)).count();
    assert!(!changed.is_empty() && changed.len() <= differ.max(1) + 1, "{}: {:?} for {} parts", at, changed, differ);
    for line in changed.iter().filter(|line| !line.starts_with('…')) {
        let place = line.split(": ").next().unwrap();
        assert!(
            was.iter().chain(&is).any(|(name, _)| name == place),
            "{}: {:?} names no part of either position",
            at,
            line
        );
    }
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
    let mut session = testkit::drivers::start_puzzles(testkit::problem(problem).unwrap(), index + 1, false)
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
    // The puzzles are drawn without their values (frogs' strips have none beside them).
    for told in ["  value\n", "the values add up", "whoever starts"] {
        assert!(!out.contains(told), "{}: the drawing tells {:?}:\n{}", problem, told, out);
    }
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

/// Puzzle `number` started through the page's API, `streak` carried on.
fn opened(games: &mut Games, number: usize, streak: u64) -> Value {
    let body = json!({ "puzzle": number, "streak": streak.to_string() }).to_string();
    let reply = games.respond("POST", "/api/games", body.as_bytes());
    let view: Value = serde_json::from_slice(&reply.body).unwrap();
    assert_eq!(reply.status, 201, "puzzle {}: {}", number, view);
    view
}

/// An action on a game through the API: its status and answer.
fn acted(games: &mut Games, view: &Value, action: &str, body: Value) -> (u16, Value) {
    let path = format!("/api/games/{}/{}", view["id"].as_str().unwrap(), action);
    let reply = games.respond("POST", &path, body.to_string().as_bytes());
    (reply.status, serde_json::from_slice(&reply.body).unwrap())
}

/// The moves a view lists, in its order.
fn listed(view: &Value) -> Vec<String> {
    view["moves"].as_array().unwrap().iter().map(|entry| entry["move"].as_str().unwrap().to_string()).collect()
}

/// Every puzzle of `problem` on the page: shown with no value anywhere (the
/// moves in the rules' order, none valued, no hint, prediction or values,
/// a board without its reasons), its position and number as the file has
/// them and in its address; a third solved at the first try (the streak
/// grows), a third after a wrong try, refused with the position unchanged
/// (the streak ends), a third after the solution is shown (a winning move,
/// outlined as the hint); once solved, the values shown and the game going
/// on. The refusals as the exhaustive oracle sees them (the opponent wins
/// after each); how many it saw.
fn on_the_page<R: Rules>(problem: &'static str) -> usize {
    let list = file(problem);
    let mut games = Games::for_default_game(testkit::problem(problem).unwrap()).unwrap();
    let mut remote = Remote::<R>::default();
    let mut by_oracle = 0;
    for puzzle in &list {
        let at = format!("{} puzzle {}", problem, puzzle.number);
        let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref()).unwrap();
        let view = opened(&mut games, puzzle.number, 5);
        let shown = &view["puzzle"];
        assert_eq!(shown["number"], json!(puzzle.number), "{}", at);
        assert_eq!(shown["count"], json!(list.len()), "{}", at);
        assert_eq!(shown["position"], json!(puzzle.input), "{}", at);
        assert_eq!((shown["streak"].clone(), shown["solved"].clone()), (json!(5), json!(false)), "{}", at);
        assert_eq!(view["address"], json!(format!("puzzle={}&streak=5", puzzle.number)), "{}", at);
        for hidden in ["value", "hint", "prediction", "remoteness", "grundy", "values_table"] {
            assert!(view[hidden].is_null(), "{}: {} shown before it is solved: {}", at, hidden, view[hidden]);
        }
        for entry in view["moves"].as_array().unwrap() {
            for valued in ["value", "after", "remoteness", "delta", "grundy"] {
                assert!(entry.get(valued).is_none(), "{}: a move's {} shown: {}", at, valued, entry);
            }
        }
        let legal: Vec<String> = R::moves(&position).iter().map(R::show_move).collect();
        assert_eq!(listed(&view), legal, "{}: every legal move, in the rules' order", at);
        if let Some(board) = view["board"].as_str().filter(|_| R::grid(&position).is_some()) {
            for reason in ["data-part-value", "data-step", "class=\"notes", "class=\"parts"] {
                assert!(!board.contains(reason), "{}: the board draws {}", at, reason);
            }
        }
        let winning: Vec<&String> = legal
            .iter()
            .filter(|typed| {
                let chosen = R::parse_move(typed).unwrap();
                xor_sum(&R::values(&R::apply(&position, &chosen).unwrap())).is_zero()
            })
            .collect();
        let losing = legal.iter().find(|typed| !winning.contains(typed));
        let mut answer = winning[0].clone();
        let way = puzzle.number % 3;
        let streak = match (way, losing) {
            (1, Some(losing)) => {
                let (status, after) = acted(&mut games, &view, "move", json!({ "move": losing }));
                assert_eq!(status, 200, "{}: {}", at, after);
                let feedback = &after["feedback"];
                assert_eq!(feedback["wins"], json!(false), "{}", at);
                let text = feedback["text"].as_str().unwrap();
                assert!(
                    text.starts_with(&format!("not this one: {} leaves your opponent a won position", losing)),
                    "{}: {}",
                    at,
                    text
                );
                assert!(text.contains("The streak of 5 ends."), "{}: {}", at, text);
                assert_eq!(
                    (after["ply"].clone(), listed(&after)),
                    (json!(0), listed(&view)),
                    "{}: the position unchanged",
                    at
                );
                assert_eq!(
                    (after["puzzle"]["streak"].clone(), after["puzzle"]["helped"].clone()),
                    (json!(0), json!(true))
                );
                assert!(after["moves"][0].get("value").is_none(), "{}: still no value", at);
                let chosen = R::parse_move(losing).unwrap();
                refused_drawn::<R>(&position, &chosen, &after["refused"], &at);
                if let Some((wins, _)) = remote.play(&R::apply(&position, &chosen).unwrap()) {
                    assert!(wins, "{}: the oracle says {} wins", at, losing);
                    by_oracle += 1;
                }
                0
            }
            (2, _) => {
                let (status, after) = acted(&mut games, &view, "solution", json!({}));
                assert_eq!(status, 200, "{}: {}", at, after);
                answer = after["hint"]["move"].as_str().unwrap().to_string();
                assert!(winning.contains(&&answer), "{}: the solution {} does not win", at, answer);
                let text = after["feedback"]["text"].as_str().unwrap();
                assert!(text.starts_with(&format!("solution: {} (", answer)), "{}: {}", at, text);
                assert_eq!(after["puzzle"]["streak"], json!(0), "{}", at);
                0
            }
            _ => 6,
        };
        let (status, after) = acted(&mut games, &view, "move", json!({ "move": answer }));
        assert_eq!(status, 200, "{}: {}", at, after);
        assert!(after["refused"].is_null(), "{}: a refused try drawn after the win", at);
        let text = after["feedback"]["text"].as_str().unwrap();
        assert!(text.starts_with(&format!("solved: {} (", answer)), "{}: {}", at, text);
        assert!(text.contains(&format!("Streak {}.", streak)), "{}: {}", at, text);
        assert_eq!(
            (after["puzzle"]["solved"].clone(), after["puzzle"]["streak"].clone()),
            (json!(true), json!(streak))
        );
        assert_eq!(after["history"][0]["move"], json!(answer), "{}: the solving move is played", at);
        assert!(!after["value"].is_null() && !after["prediction"].is_null(), "{}: the values once solved", at);
        if after["to_move"] == json!("you") {
            assert!(after["moves"][0].get("value").is_some(), "{}: the moves valued once solved", at);
        }
        let (status, _) = acted(&mut games, &after, "solution", json!({}));
        assert_eq!(status, 409, "{}: a solved puzzle has no solution to show", at);
    }
    let refused = |body: Value, status: u16, says: &str| {
        let reply = Games::for_default_game(testkit::problem(problem).unwrap()).unwrap().respond(
            "POST",
            "/api/games",
            body.to_string().as_bytes(),
        );
        let answer: Value = serde_json::from_slice(&reply.body).unwrap();
        assert_eq!(reply.status, status, "{}: {}", body, answer);
        assert!(answer["error"].as_str().unwrap().contains(says), "{}: {}", body, answer);
    };
    let count = list.len();
    refused(json!({ "puzzle": 0 }), 422, &format!("there are {} puzzles: pick 1 to {}", count, count));
    refused(json!({ "puzzle": count + 1 }), 422, &format!("pick 1 to {}", count));
    refused(json!({ "puzzle": "x" }), 422, &format!("pick 1 to {}", count));
    refused(json!({ "puzzle": 1, "file": "sample-1.in" }), 400, "give one of");
    by_oracle
}

#[test]
fn the_puzzles_are_solved_on_the_page_with_no_value_shown_until_then() {
    let counts = [
        on_the_page::<BoardGame>("board-game"),
        on_the_page::<Coloring>("coloring-game"),
        on_the_page::<FrogsSum>("frogs"),
        on_the_page::<MasterDuel>("master-duel"),
        on_the_page::<RingGrid>("ring-grid-game"),
    ];
    // A wrong try on a third of the puzzles, nearly all within the oracle's reach.
    assert!(counts.iter().all(|&count| count >= 8), "refusals the oracle saw: {:?}", counts);
}

/// `cargo play PROBLEM --web --puzzles --puzzle N`: the page opens with
/// puzzle N; a number past the puzzles is refused before the server starts.
#[test]
fn the_server_opens_with_the_puzzle_asked_for() {
    let problem = testkit::problem("ring-grid-game").unwrap();
    let (path, input, test, _) = testkit::drivers::default_game(problem, false).unwrap();
    let start = |puzzle| Start {
        options: Options { test: Some(test), ..Default::default() },
        puzzle: Some(puzzle),
        ..Default::default()
    };
    let mut games = Games::new(problem, Some(&path), input.clone(), &start(3)).unwrap();
    let setup: Value = serde_json::from_slice(&games.respond("GET", "/api/setup", b"").body).unwrap();
    assert_eq!(setup["first"]["puzzle"], json!(3));
    assert_eq!(setup["puzzles"], json!(file("ring-grid-game").len()));
    let reply = games.respond("POST", "/api/games", b"{}");
    let view: Value = serde_json::from_slice(&reply.body).unwrap();
    assert_eq!((reply.status, view["puzzle"]["number"].clone()), (201, json!(3)), "{}", view);
    // Another game still starts from the new-game form.
    let reply = games.respond("POST", "/api/games", br#"{"file": "sample-1.in", "test": 1}"#);
    let view: Value = serde_json::from_slice(&reply.body).unwrap();
    assert_eq!(reply.status, 201);
    assert!(view["puzzle"].is_null() && !view["value"].is_null(), "{}", view);
    let refused = Games::new(problem, Some(&path), input, &start(999)).err().unwrap();
    assert!(refused.contains("there is no puzzle 999: pick 1 to"), "{}", refused);
}

/// Each problem's themes put handmade positions where they belong: what
/// the position shows (one row or several, the steps, the coins' places,
/// the pieces, the strips' values, the smallest pattern), first idea first.
#[test]
fn a_position_is_put_in_the_theme_it_shows() {
    fn theme<R: Rules>(input: &str, side: Option<&str>) -> &'static str {
        let position = R::puzzle_position(input, side).unwrap_or_else(|| panic!("{:?}", input));
        R::themes()[R::theme(&position)].id
    }
    // master-duel: column 20 empty puts column 19 on step 1; 19 and 20 empty, 18 on step 2.
    assert_eq!(theme::<MasterDuel>("1\n1\n1 19\n", None), "odd-steps");
    assert_eq!(theme::<MasterDuel>("1\n2\n1 19\n2 19 20\n", None), "sum-of-rows", "two rows, one that cannot move");
    assert_eq!(theme::<MasterDuel>("1\n2\n1 19\n0\n", None), "sum-of-rows", "two rows, one empty");
    assert_eq!(theme::<MasterDuel>("1\n1\n2 17 18\n", None), "even-steps");
    assert_eq!(theme::<MasterDuel>("1\n2\n1 19\n1 17\n", None), "sum-of-rows");
    assert_eq!(theme::<MasterDuel>("1\n2\n1 19\n1 18\n", None), "rows-and-steps");
    // coloring-game.
    assert_eq!(theme::<Coloring>("1\n1 4\nHTHT\n", None), "one-line");
    assert_eq!(theme::<Coloring>("1\n3 1\nT\nH\nT\n", None), "one-line");
    assert_eq!(theme::<Coloring>("1\n2 3\nHHT\nTHH\n", None), "edge-only");
    assert_eq!(theme::<Coloring>("1\n2 3\nHHH\nHTT\n", None), "inside-only");
    assert_eq!(theme::<Coloring>("1\n2 3\nTHH\nHHT\n", None), "edge-and-inside");
    // ring-grid-game.
    assert_eq!(theme::<RingGrid>("1\n1 4\nB.B.\n", None), "one-ring");
    assert_eq!(theme::<RingGrid>("1\n2 2\nB.\n..\n", None), "one-piece");
    assert_eq!(theme::<RingGrid>("1\n2 2\nB.\n.B\n", None), "many-pieces");
    // frogs: a strip of each value, as the values' table (proven by its own tests) says.
    let worth = |value: testkit::frogs::Value| {
        let strip = testkit::frogs::reachable().into_iter().find(|strip| testkit::frogs::value_of(strip) == value);
        testkit::frogs::show(&strip.unwrap_or_else(|| panic!("no strip worth {:?}", value)))
    };
    let sum = |strips: &[&String]| {
        let lines: Vec<String> = strips.iter().map(|strip| format!("{} 1", strip)).collect();
        format!("0 1\n{}\n{}\n", strips.len(), lines.join("\n"))
    };
    use testkit::frogs::Value as V;
    let (zero, half, star, up) = (worth(V::Zero), worth(V::Half), worth(V::Star), worth(V::Up));
    assert_eq!(theme::<FrogsSum>(&sum(&[&zero, &half]), Some("Left")), "numbers-only");
    assert_eq!(theme::<FrogsSum>(&sum(&[&half, &star]), Some("Right")), "with-stars");
    assert_eq!(theme::<FrogsSum>(&sum(&[&star, &up]), Some("Left")), "ups-and-downs");
    // board-game: the smallest pattern that fits the board.
    assert_eq!(theme::<BoardGame>("2 2 2\n1 2\n11\n1 1\n1\n", None), "one-stone");
    assert_eq!(
        theme::<BoardGame>("2 2 2\n1 2\n11\n3 1\n1\n0\n1\n", None),
        "two-stones",
        "a pattern too tall does not fit"
    );
    assert_eq!(theme::<BoardGame>("2 2 1\n2 2\n11\n10\n", None), "larger-patterns");
}

/// Kept to a theme (`--theme`, the page's theme links): the theme's first
/// puzzle, `next` within it, the last of it ending the session; a theme
/// that is not one, or a puzzle of another, refused with the themes named.
#[test]
fn a_theme_is_chosen_and_kept_to() {
    for problem in testkit::PROBLEMS {
        let list = file(problem.name);
        let kit = problem.puzzles.unwrap();
        let themes = (kit.themes)();
        let setup_themes = puzzles::themes_json(&list, &themes);
        assert_eq!(setup_themes.as_array().unwrap().len(), themes.len());
        for (index, theme) in themes.iter().enumerate() {
            let numbers: Vec<usize> =
                list.iter().filter(|puzzle| puzzle.theme == theme.id).map(|puzzle| puzzle.number).collect();
            let at = format!("{} theme {}", problem.name, theme.id);
            assert_eq!(setup_themes[index]["first"], json!(numbers[0]), "{}", at);
            assert_eq!(setup_themes[index]["count"], json!(numbers.len()), "{}", at);
            let first = testkit::drivers::first_puzzle(problem, None, Some(theme.id)).unwrap();
            assert_eq!(first, numbers[0], "{}", at);
            let mut session = testkit::drivers::start_puzzles(problem, first, true).unwrap();
            let out = transcript(session.as_mut(), &"next\n".repeat(numbers.len())).unwrap();
            let shown: Vec<usize> = out
                .lines()
                .filter_map(|line| line.strip_prefix("puzzle ")?.split(" of ").next()?.parse().ok())
                .collect();
            assert_eq!(shown, numbers, "{}: the puzzles shown:\n{}", at, out);
            assert!(
                out.contains(&format!(
                    "Theme {} of {}, {}: puzzle 1 of {} in it.",
                    index + 1,
                    themes.len(),
                    theme.name,
                    numbers.len()
                )),
                "{}:\n{}",
                at,
                out
            );
            assert!(
                out.contains(&format!("Theme: {}. {}", theme.name, theme.idea).replace('\n', " ")[..30]),
                "{}: the idea said:\n{}",
                at,
                out
            );
            assert!(
                out.contains(&format!("that was the last puzzle. You solved 0 of {} puzzles", numbers.len())),
                "{}:\n{}",
                at,
                out
            );
        }
        let unknown = testkit::drivers::first_puzzle(problem, None, Some("no-such-theme")).err().unwrap();
        let testkit::explain::Failure::Usage(said) = unknown else { panic!("{}: a usage error", problem.name) };
        assert!(
            said.contains("there is no theme no-such-theme: the themes are") && said.contains(themes[0].id),
            "{}",
            said
        );
        let other = list.iter().find(|puzzle| puzzle.theme != themes[0].id).unwrap();
        let refused = testkit::drivers::first_puzzle(problem, Some(other.number), Some(themes[0].id)).err().unwrap();
        let testkit::explain::Failure::Usage(said) = refused else { panic!("{}: a usage error", problem.name) };
        assert_eq!(said, format!("puzzle {} is not of the theme {}", other.number, themes[0].id));
    }
    let output = common::binary(env!("CARGO_BIN_EXE_play"), &["master-duel", "--puzzles", "--theme", "nope"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("there is no theme nope: the themes are odd-steps, "));
}

/// The page keeps to a theme asked for: the theme's first puzzle, `next`
/// within it (`null` after its last), the address saying it; without a
/// theme, `next` is the file's next, across themes.
#[test]
fn the_page_keeps_to_a_theme() {
    let problem = testkit::problem("master-duel").unwrap();
    let list = file("master-duel");
    let (path, input, test, _) = testkit::drivers::default_game(problem, false).unwrap();
    let start =
        Start { options: Options { test: Some(test), ..Default::default() }, puzzle: Some(1), ..Default::default() };
    let mut games = Games::new(problem, Some(&path), input, &start).unwrap();
    let setup: Value = serde_json::from_slice(&games.respond("GET", "/api/setup", b"").body).unwrap();
    let themes = setup["themes"].as_array().unwrap().clone();
    assert_eq!(themes.len(), 4, "{}", setup);
    let post = |games: &mut Games, body: Value| {
        let reply = games.respond("POST", "/api/games", body.to_string().as_bytes());
        (reply.status, serde_json::from_slice::<Value>(&reply.body).unwrap())
    };
    for (index, theme) in themes.iter().enumerate() {
        let id = theme["id"].as_str().unwrap();
        let numbers: Vec<usize> = list.iter().filter(|puzzle| puzzle.theme == id).map(|puzzle| puzzle.number).collect();
        let (status, view) = post(&mut games, json!({ "theme": id }));
        assert_eq!(status, 201, "{}", view);
        let puzzle = &view["puzzle"];
        assert_eq!(puzzle["number"], json!(numbers[0]), "{}", id);
        assert_eq!(puzzle["only"], json!(true));
        assert_eq!(puzzle["next"], json!(numbers[1]), "{}", id);
        assert_eq!(puzzle["theme"]["id"], json!(id));
        assert_eq!(puzzle["theme"]["number"], json!(index + 1));
        assert_eq!(
            (puzzle["theme"]["place"].clone(), puzzle["theme"]["size"].clone()),
            (json!(1), json!(numbers.len()))
        );
        assert_eq!(view["address"], json!(format!("puzzle={}&theme={}", numbers[0], id)));
        let last = *numbers.last().unwrap();
        let (status, view) = post(&mut games, json!({ "puzzle": last, "theme": id }));
        assert_eq!((status, view["puzzle"]["next"].clone()), (201, Value::Null), "{}: after its last, none", id);
        // Without the theme, the file's next puzzle, of the next theme.
        let (_, view) = post(&mut games, json!({ "puzzle": last }));
        let next = (last < list.len()).then_some(last + 1);
        assert_eq!((view["puzzle"]["only"].clone(), view["puzzle"]["next"].clone()), (json!(false), json!(next)));
        assert_eq!(view["address"], json!(format!("puzzle={}", last)));
    }
    let (status, view) = post(&mut games, json!({ "theme": "nope" }));
    assert_eq!(status, 422);
    assert!(view["error"].as_str().unwrap().contains("there is no theme nope: the themes are odd-steps"), "{}", view);
    let (status, view) = post(&mut games, json!({ "theme": "odd-steps", "puzzle": list.len() }));
    assert_eq!(
        (status, view["error"].clone()),
        (422, json!(format!("puzzle {} is not of the theme odd-steps", list.len())))
    );
    // `--theme`: the first game is the theme's, kept to it.
    let problem = testkit::problem("frogs").unwrap();
    let (path, input, test, _) = testkit::drivers::default_game(problem, false).unwrap();
    let number = testkit::drivers::first_puzzle(problem, None, Some("with-stars")).unwrap();
    let start = Start {
        options: Options { test: Some(test), ..Default::default() },
        puzzle: Some(number),
        theme: true,
        ..Default::default()
    };
    let mut games = Games::new(problem, Some(&path), input, &start).unwrap();
    let setup: Value = serde_json::from_slice(&games.respond("GET", "/api/setup", b"").body).unwrap();
    assert_eq!(setup["first"], json!({ "puzzle": number, "theme": "with-stars" }));
    let (status, view) = post(&mut games, json!({}));
    assert_eq!(
        (status, view["puzzle"]["only"].clone(), view["puzzle"]["theme"]["id"].clone()),
        (201, json!(true), json!("with-stars"))
    );
}

/// The answer to a puzzle names "next puzzle" only where there is a next
/// one: kept to a theme, each theme's last puzzle (its button off) says so
/// and points to the list of themes; the others name the button. Each
/// problem's every theme, its puzzles followed by their `next`.
#[test]
fn next_puzzle_is_named_only_where_there_is_one() {
    for problem in ["board-game", "coloring-game", "frogs", "master-duel", "ring-grid-game"] {
        let mut games = Games::for_default_game(testkit::problem(problem).unwrap()).unwrap();
        let setup: Value = serde_json::from_slice(&games.respond("GET", "/api/setup", b"").body).unwrap();
        let themes = setup["themes"].as_array().unwrap();
        assert!(!themes.is_empty(), "{}: themes", problem);
        for theme in themes.iter().filter(|theme| !theme["first"].is_null()) {
            let id = theme["id"].as_str().unwrap();
            let mut number = theme["first"].as_u64().unwrap();
            for _ in 0..200 {
                let body = json!({ "puzzle": number.to_string(), "theme": id }).to_string();
                let reply = games.respond("POST", "/api/games", body.as_bytes());
                let view: Value = serde_json::from_slice(&reply.body).unwrap();
                assert_eq!(reply.status, 201, "{} puzzle {}: {}", problem, number, view);
                let next = view["puzzle"]["next"].as_u64();
                let (status, answered) = acted(&mut games, &view, "solution", json!({}));
                assert_eq!(status, 200, "{} puzzle {}: {}", problem, number, answered);
                let said = answered["feedback"]["text"].as_str().unwrap_or_else(|| panic!("{}", answered));
                let at = format!("{} puzzle {} (theme {})", problem, number, id);
                if next.is_some() {
                    assert!(said.contains("\"Next puzzle\" gives the next one"), "{}: {:?}", at, said);
                } else {
                    assert!(!said.contains("Next puzzle\" gives"), "{}: {:?}", at, said);
                    assert!(
                        said.contains("This is the last puzzle here, so \"next puzzle\" is off"),
                        "{}: {:?}",
                        at,
                        said
                    );
                }
                match next {
                    Some(next) => number = next,
                    None => break,
                }
            }
        }
    }
}

/// The game of `view` played out by the hint, the program defending, on
/// `games`: the view at its end.
fn played_out_by_hint(games: &mut Games, mut view: Value, at: &str) -> Value {
    while view["result"].is_null() {
        assert_eq!(view["to_move"], json!("you"), "{}: {}", at, view);
        let (status, hinted) = acted(games, &view, "hint", json!({}));
        assert_eq!(status, 200, "{}: {}", at, hinted);
        let typed = hinted["hint"]["move"].as_str().unwrap().to_string();
        let (status, after) = acted(games, &hinted, "move", json!({ "move": typed }));
        assert_eq!(status, 200, "{}: {}", at, after);
        view = after;
    }
    view
}

/// A puzzle solved after a wrong try and played out on the page: the
/// review at the game's end keeps the try refused (a mistake, before the
/// solving move), and the accuracy counts it (below 100 %), in both
/// languages.
fn refused_try_reviewed<R: Rules>(problem: &'static str) {
    let list = file(problem);
    let puzzle = list.iter().find(|puzzle| losing_move::<R>(puzzle).is_some()).expect("a puzzle with a losing move");
    let (losing, winning) = (losing_move::<R>(puzzle).unwrap(), winning_move::<R>(puzzle));
    for lang in [testkit::i18n::Lang::En, testkit::i18n::Lang::Zh] {
        testkit::i18n::in_lang(lang, || refused_try_reviewed_in(problem, puzzle, &losing, &winning, lang));
    }
}

/// `refused_try_reviewed` in one language.
fn refused_try_reviewed_in(
    problem: &'static str,
    puzzle: &Puzzle,
    losing: &str,
    winning: &str,
    lang: testkit::i18n::Lang,
) {
    let at = format!("{} puzzle {} ({:?})", problem, puzzle.number, lang);
    let mut games = Games::for_default_game(testkit::problem(problem).unwrap()).unwrap();
    let mut view = opened(&mut games, puzzle.number, 0);
    for typed in [losing, winning] {
        let (status, after) = acted(&mut games, &view, "move", json!({ "move": typed }));
        assert_eq!(status, 200, "{}: {}", at, after);
        view = after;
    }
    let view = played_out_by_hint(&mut games, view, &at);
    assert_eq!(view["result"], json!("you win"), "{}", at);
    let review = &view["review"];
    let first = &review["moves"][0];
    assert_eq!(
        (first["number"].clone(), first["move"].clone(), first["taken"].clone(), first["rating"].clone()),
        (json!(1), json!(losing), json!("refused"), json!("mistake")),
        "{}: {}",
        at,
        review
    );
    assert_eq!(review["moves"][1]["move"], json!(winning), "{}: {}", at, review);
    assert!(review["moves"][1]["taken"].is_null(), "{}: {}", at, review);
    let accuracy = &review["accuracy"];
    assert!(accuracy["percent"].as_u64().unwrap() < 100, "{}: {}", at, review);
    assert_eq!(accuracy["kept"].as_u64().unwrap() + 1, accuracy["from_won"].as_u64().unwrap(), "{}", at);
    let heading = review["heading"].as_str().unwrap();
    let (said, taken) = match lang {
        testkit::i18n::Lang::En => ("(with 1 wrong try refused or taken back)", "refused, not played"),
        _ => ("（另有 1 次被拒或悔掉的错误尝试）", "被拒绝，没有下"),
    };
    assert!(heading.contains(said), "{}: {}", at, heading);
    assert_eq!(first["taken_said"], json!(taken), "{}", at);
}

#[test]
fn a_refused_try_at_a_puzzle_is_in_its_review() {
    refused_try_reviewed::<MasterDuel>("master-duel");
    refused_try_reviewed::<FrogsSum>("frogs");
    refused_try_reviewed::<BoardGame>("board-game");
}

/// A new game through the API from `body`: its status and view (or error).
fn started(games: &mut Games, body: Value) -> (u16, Value) {
    let reply = games.respond("POST", "/api/games", body.to_string().as_bytes());
    (reply.status, serde_json::from_slice(&reply.body).unwrap())
}

/// The language switch opens a new game from the address in a new server's
/// language: a puzzle solved after a wrong try comes back solved, its
/// moves, the move looked at, the wrong try and the streak kept (the
/// review at its end counts the try); a puzzle whose solution was shown
/// comes back with it shown; a test cut from a file keeps its title
/// ("测试点 2（共 2 个）"). An address the puzzle refutes is refused.
#[test]
fn the_other_language_opens_the_same_puzzle_and_game_as_left() {
    let problem = testkit::problem("master-duel").unwrap();
    let list = file("master-duel");
    let puzzle = list.iter().find(|puzzle| losing_move::<MasterDuel>(puzzle).is_some()).unwrap();
    let (losing, winning) = (losing_move::<MasterDuel>(puzzle).unwrap(), winning_move::<MasterDuel>(puzzle));
    let mut games = Games::for_default_game(problem).unwrap();
    let mut view = opened(&mut games, puzzle.number, 2);
    for typed in [&losing, &winning] {
        view = acted(&mut games, &view, "move", json!({ "move": typed })).1;
    }
    let address = view["address"].as_str().unwrap().to_string();
    assert!(
        address.starts_with(&format!("puzzle={}&m={}", puzzle.number, winning.replace("->", "~")))
            && address.contains(&format!("&w=1.r.{}", losing.replace("->", "~"))),
        "{}",
        address
    );
    let mut other = Games::for_default_game(problem).unwrap();
    let again = testkit::i18n::in_lang(testkit::i18n::Lang::Zh, || started(&mut other, json!({ "address": address })));
    assert_eq!(again.0, 201, "{}", again.1);
    let again = again.1;
    for key in ["address", "played", "ply"] {
        assert_eq!(again[key], view[key], "{}: {}", key, again);
    }
    for key in ["number", "solved", "helped", "streak", "shown"] {
        assert_eq!(again["puzzle"][key], view["puzzle"][key], "puzzle's {}: {}", key, again["puzzle"]);
    }
    assert_eq!(again["puzzle"]["solved"], json!(true));
    assert_eq!(again["lang"], json!("zh"));
    // Played out there, the review counts the wrong try.
    let view = played_out_by_hint(&mut other, again, "the puzzle in Chinese");
    assert_eq!(view["review"]["moves"][0]["taken"], json!("refused"), "{}", view["review"]);
    assert!(view["review"]["accuracy"]["percent"].as_u64().unwrap() < 100);

    // The solution shown, then the language switched: shown again.
    let view = opened(&mut games, puzzle.number, 0);
    let shown = acted(&mut games, &view, "solution", json!({})).1;
    let address = shown["address"].as_str().unwrap().to_string();
    assert!(address.ends_with("&shown=1"), "{}", address);
    // The solution in the staircase's terms, on the board and in the words.
    let terms = shown["hint"]["terms"].as_str().unwrap();
    assert!(terms.contains(" down to step ") && terms.contains("after it, "), "{}", terms);
    assert!(shown["feedback"]["text"].as_str().unwrap().contains(terms), "{}", shown["feedback"]);
    let (status, again) = started(&mut Games::for_default_game(problem).unwrap(), json!({ "address": address }));
    assert_eq!(status, 201, "{}", again);
    assert_eq!((again["puzzle"]["shown"].clone(), again["puzzle"]["solved"].clone()), (json!(true), json!(false)));
    assert_eq!(again["hint"]["move"], shown["hint"]["move"]);
    assert_eq!(again["feedback"]["text"], shown["feedback"]["text"]);

    // Addresses the puzzle refutes.
    for (address, says) in [
        (format!("puzzle={}&m={}", puzzle.number, losing.replace("->", "~")), "does not solve puzzle"),
        (format!("puzzle={}&w=1.r.{}", puzzle.number, winning.replace("->", "~")), "does not throw a win away"),
        (format!("puzzle={}&w=2.r.{}", puzzle.number, losing.replace("->", "~")), "past the game's moves"),
        (format!("puzzle={}", list.len() + 1), "pick 1 to"),
    ] {
        let (status, refused) = started(&mut Games::for_default_game(problem).unwrap(), json!({ "address": address }));
        assert_eq!(status, 422, "{}: {}", address, refused);
        assert!(refused["error"].as_str().unwrap().contains(says), "{}: {}", address, refused);
    }

    // A test cut from a file of two: its title kept in the other language.
    let (status, game) = started(&mut games, json!({ "file": "sample-1.in", "test": "2" }));
    assert_eq!(status, 201, "{}", game);
    assert!(game["address"].as_str().unwrap().contains("&cut=2.2"), "{}", game["address"]);
    let title = testkit::i18n::in_lang(testkit::i18n::Lang::Zh, || {
        let (status, again) =
            started(&mut Games::for_default_game(problem).unwrap(), json!({ "address": game["address"] }));
        assert_eq!(status, 201, "{}", again);
        again["title"].as_str().unwrap().to_string()
    });
    assert!(title.contains("测试点 2（共 2 个）"), "{}", title);
}

/// The numbers of a puzzle's input, line by line.
fn number_lines(input: &str) -> Vec<Vec<usize>> {
    input.lines().map(|line| line.split_whitespace().filter_map(|word| word.parse().ok()).collect()).collect()
}

/// What a theme's name says of a position, read off its input as a person
/// reads it (not by the rules' `theme`): `None` for a theme no name here
/// covers.
fn named_as(problem: &str, theme: &str, puzzle: &Puzzle) -> Option<bool> {
    let input = &puzzle.input;
    let lines: Vec<&str> = input.lines().collect();
    Some(match problem {
        "master-duel" => {
            // Rows of 20 cells; a stone's step is the empty cells to its right.
            let rows = &number_lines(input)[2..];
            let steps: Vec<Vec<usize>> = rows
                .iter()
                .map(|row| {
                    let stones = &row[1..];
                    let steps =
                        stones.iter().map(|&column| (column + 1..=20).filter(|right| !stones.contains(right)).count());
                    steps.filter(|&step| step > 0).collect()
                })
                .collect();
            let even = steps.iter().flatten().any(|step| step % 2 == 0);
            let moving_rows = steps.iter().filter(|steps| !steps.is_empty()).count();
            match theme {
                "odd-steps" => rows.len() == 1 && !even,
                "even-steps" => rows.len() == 1 && even,
                "sum-of-rows" => moving_rows >= 2 && !even,
                "rows-and-steps" => moving_rows >= 2 && even,
                _ => return None,
            }
        }
        "coloring-game" => {
            let size = &number_lines(input)[1];
            let tails: Vec<(usize, usize)> = lines[2..]
                .iter()
                .enumerate()
                .flat_map(|(row, line)| {
                    line.chars().enumerate().filter(|&(_, c)| c == 'T').map(move |(column, _)| (row, column))
                })
                .collect();
            let line = size[0] == 1 || size[1] == 1;
            let on_edge = tails.iter().any(|&(row, column)| row == 0 || column == 0);
            let inside = tails.iter().any(|&(row, column)| row > 0 && column > 0);
            match theme {
                "one-line" => line,
                "edge-only" => !line && on_edge && !inside,
                "inside-only" => !line && inside && !on_edge,
                "edge-and-inside" => !line && on_edge && inside,
                _ => return None,
            }
        }
        "ring-grid-game" => {
            let rows = number_lines(input)[1][0];
            let pieces = lines[2..].iter().map(|line| line.matches('B').count()).sum::<usize>();
            match theme {
                "one-ring" => rows == 1,
                "one-piece" => rows > 1 && pieces == 1,
                "many-pieces" => rows > 1 && pieces > 1,
                _ => return None,
            }
        }
        "board-game" => {
            // n m k, then each pattern: its height and width and its rows.
            // Only a pattern that fits on the board can be made.
            let numbers = number_lines(input);
            let (rows, columns, count) = (numbers[0][0], numbers[0][1], numbers[0][2]);
            let mut at = 1;
            let mut stones = Vec::new();
            for _ in 0..count {
                let (height, width) = (numbers[at][0], numbers[at][1]);
                if height <= rows && width <= columns {
                    stones.push(lines[at + 1..=at + height].iter().map(|row| row.matches('1').count()).sum::<usize>());
                }
                at += height + 1;
            }
            let fewest = stones.into_iter().min().unwrap();
            match theme {
                "one-stone" => fewest == 1,
                "two-stones" => fewest == 2,
                "larger-patterns" => fewest >= 3,
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// frogs' themes by the strips' values (as the values' table, proven by its
/// own tests, has them): numbers only, a star among them (no ↑ or ↓), an ↑
/// or ↓ among them.
fn frogs_named_as(theme: &str, puzzle: &Puzzle) -> Option<bool> {
    use testkit::frogs::Value as V;
    let table: std::collections::HashMap<String, V> = testkit::frogs::reachable()
        .into_iter()
        .map(|strip| (testkit::frogs::show(&strip), testkit::frogs::value_of(&strip)))
        .collect();
    let values: Vec<V> =
        puzzle.input.lines().skip(2).map(|line| table[line.split_whitespace().next().unwrap()]).collect();
    let ups = values.iter().any(|value| matches!(value, V::Up | V::Down));
    let stars = values.contains(&V::Star);
    Some(match theme {
        "numbers-only" => !ups && !stars,
        "with-stars" => stars && !ups,
        "ups-and-downs" => ups,
        _ => return None,
    })
}

/// Each theme is true to its name on every puzzle put in it: master-duel's
/// one-row themes show one row (and the sums two rows that can move),
/// coloring-game's line is one row or column, ring-grid-game's ring one
/// row, board-game's smallest pattern has the stones its theme says, and
/// so on, each read off the input; every theme is named here.
#[test]
fn each_theme_is_true_to_its_name() {
    for problem in ["board-game", "coloring-game", "frogs", "master-duel", "ring-grid-game"] {
        let list = file(problem);
        let mut seen = std::collections::BTreeMap::new();
        for puzzle in &list {
            let named = match problem {
                "frogs" => frogs_named_as(&puzzle.theme, puzzle),
                _ => named_as(problem, &puzzle.theme, puzzle),
            };
            let named =
                named.unwrap_or_else(|| panic!("{}: the theme {} is named nowhere here", problem, puzzle.theme));
            assert!(
                named,
                "{} puzzle {} is not what its theme {} says:\n{}",
                problem, puzzle.number, puzzle.theme, puzzle.input
            );
            *seen.entry(puzzle.theme.clone()).or_insert(0) += 1;
        }
        let themes = match problem {
            "board-game" => BoardGame::themes(),
            "coloring-game" => Coloring::themes(),
            "frogs" => FrogsSum::themes(),
            "master-duel" => MasterDuel::themes(),
            _ => RingGrid::themes(),
        };
        for theme in themes {
            assert!(seen.get(theme.id).is_some_and(|&count| count > 0), "{}: no puzzle of {}", problem, theme.id);
        }
    }
}
