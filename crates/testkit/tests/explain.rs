//! `cargo explain`: every certificate checked again from its JSON, by the
//! rules and the exhaustive oracle, on thousands of small legal inputs;
//! snapshots of the samples' text and JSON; bad usage.

use serde_json::Value;
use std::process::{Command, Output, Stdio};
use testkit::board_game::{self, rules::BoardGame};
use testkit::coloring_game::{self, rules::Coloring};
use testkit::explain::{self, Options, ALL_REFUTATIONS};
use testkit::ground::{Nimber, Rules};
use testkit::master_duel::generate;
use testkit::master_duel::rules::{MasterDuel, Move};
use testkit::ring_grid_game::{self, rules::RingGrid};
use testkit::{cases, stress, Size};

const WITH_JSON: Options = Options { test: None, json: true };

fn explained(problem: &str, input: &str, options: &Options) -> Result<explain::Explained, String> {
    let problem = testkit::problem(problem).unwrap();
    explain::run(problem, input.as_bytes(), options).map_err(|failure| format!("{:?}", failure))
}

/// The explanation's JSON, read back as a `Value`.
fn json_of(explained: explain::Explained) -> Value {
    serde_json::to_value(explained.json.expect("the JSON was asked for")).expect("JSON")
}

fn master_duel_move(json: &Value) -> Move {
    let number = |key: &str| json[key].as_u64().unwrap_or_else(|| panic!("{} in {}", key, json)) as usize;
    Move { row: number("row"), from: number("from"), to: number("to") }
}

fn cell(json: &Value) -> (usize, usize) {
    let number =
        |index: usize| json[index].as_u64().unwrap_or_else(|| panic!("a cell [row, column]: {}", json)) as usize;
    (number(0), number(1))
}

fn board_game_move(json: &Value) -> board_game::rules::Move {
    board_game::rules::Move { cell: cell(&json["cell"]) }
}

fn coloring_move(json: &Value) -> coloring_game::rules::Move {
    let flip = json["flip"].as_array().unwrap_or_else(|| panic!("flip in {}", json));
    coloring_game::rules::Move { flip: flip.iter().map(cell).collect() }
}

fn ring_grid_move(json: &Value) -> ring_grid_game::rules::Move {
    ring_grid_game::rules::Move { piece: cell(&json["piece"]), from: cell(&json["from"]), to: cell(&json["to"]) }
}

/// Whether the player to move loses, by the exhaustive oracle alone.
fn lost<R: Rules>(position: &R::Position) -> bool {
    R::oracle_total(position).expect("a position within the oracle's reach").is_zero()
}

/// Checks one input's explanation against the rules and the oracle alone:
/// the answers are the reference's, every move is legal by the rules, every
/// winning move leaves a position the oracle calls lost, the line ends where
/// the loser cannot move, and every refutation is a winning reply.
fn check<R: Rules>(problem: &str, input: &str, read_move: fn(&Value) -> R::Move) -> Result<(), String> {
    let json = json_of(explained(problem, input, &WITH_JSON)?);
    let positions = R::tests(input);
    let reference = (testkit::problem(problem).unwrap().reference)(input).ok_or("no reference answer")?;
    let answers: Vec<&str> = reference.lines().collect();
    let tests = json["tests"].as_array().ok_or("no tests")?;
    if tests.len() != positions.len() {
        return Err(format!("{} tests explained of {}", tests.len(), positions.len()));
    }
    for ((test, start), answer) in tests.iter().zip(&positions).zip(&answers) {
        let first_wins = test["first_player_wins"].as_bool().unwrap();
        if test["answer"] != *answer || first_wins != (*answer == R::answer(true)) || first_wins == lost::<R>(start) {
            return Err(format!("test {}: answer {} but the reference says {}", test["test"], test["answer"], answer));
        }
        let apply = |position: &R::Position, chosen: &R::Move| {
            R::apply(position, chosen)
                .map_err(|why| format!("test {}: {:?} is not legal: {}", test["test"], chosen, why))
        };
        if first_wins {
            let after = apply(start, &read_move(&test["winning_move"]))?;
            if !lost::<R>(&after) {
                return Err(format!("test {}: the winning move leaves a won position", test["test"]));
            }
        }
        // The line: legal throughout, the winning side's moves leave a lost
        // position, and unless truncated it ends with the loser unable to move.
        let line = test["line"].as_array().unwrap();
        let mut position = start.clone();
        for (ply, chosen) in line.iter().enumerate() {
            let winner_moves = (ply % 2 == 0) == first_wins;
            position = apply(&position, &read_move(chosen))?;
            if winner_moves && !lost::<R>(&position) {
                return Err(format!("test {}: move {} of the line is not a winning move", test["test"], ply + 1));
            }
        }
        if first_wins && line.first() != Some(&test["winning_move"]) {
            return Err(format!("test {}: the line does not open with the winning move", test["test"]));
        }
        if !test["line_truncated"].as_bool().unwrap() {
            if !R::moves(&position).is_empty() {
                return Err(format!("test {}: the line ends where a move is left", test["test"]));
            }
            if (line.len() % 2 == 1) != first_wins {
                return Err(format!("test {}: the line ends with the wrong side to move", test["test"]));
            }
        } else if line.len() != explain::LINE_LIMIT {
            return Err(format!("test {}: truncated after {} moves", test["test"], line.len()));
        }
        let refutations = test["refutations"].as_array().unwrap();
        if first_wins {
            if !refutations.is_empty() {
                return Err(format!("test {}: refutations of a won position", test["test"]));
            }
            continue;
        }
        let first_moves = R::moves(start);
        if test["first_moves"] != first_moves.len() {
            return Err(format!(
                "test {}: first_moves is {}, not {}",
                test["test"],
                test["first_moves"],
                first_moves.len()
            ));
        }
        if first_moves.len() <= ALL_REFUTATIONS && refutations.len() != first_moves.len() {
            return Err(format!(
                "test {}: {} of {} first moves refuted",
                test["test"],
                refutations.len(),
                first_moves.len()
            ));
        }
        for refutation in refutations {
            let first = read_move(&refutation["move"]);
            let after = apply(start, &first)?;
            let replied = apply(&after, &read_move(&refutation["reply"]))?;
            if !lost::<R>(&replied) {
                return Err(format!("test {}: the reply to {:?} is not a winning move", test["test"], first));
            }
        }
    }
    Ok(())
}

fn check_master_duel(input: &str) -> Result<(), String> {
    check::<MasterDuel>("master-duel", input, master_duel_move)
}

fn check_board_game(input: &str) -> Result<(), String> {
    check::<BoardGame>("board-game", input, board_game_move)
}

fn check_coloring(input: &str) -> Result<(), String> {
    check::<Coloring>("coloring-game", input, coloring_move)
}

fn check_ring_grid(input: &str) -> Result<(), String> {
    check::<RingGrid>("ring-grid-game", input, ring_grid_move)
}

#[test]
#[ignore = "release: CI's --ignored step"]
fn master_duel_certificates_hold_on_small_and_edge_inputs() {
    let sizes = [(Size::Small, 2_000), (Size::Edge, 1_000)];
    assert_eq!(stress::run_sizes("explain/master-duel", &sizes, generate, check_master_duel), 3_000);
}

#[test]
fn master_duel_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 80), (Size::Edge, 20)];
    assert_eq!(stress::run_sizes("explain-debug/master-duel", &sizes, generate, check_master_duel), 100);
}

#[test]
fn master_duel_certificates_hold_on_the_judge_data() {
    for case in cases::load("master-duel").unwrap() {
        if case.input.len() < 100_000 {
            let input = String::from_utf8(case.input.clone()).unwrap();
            check_master_duel(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

#[test]
#[ignore = "release: CI's --ignored step"]
fn ring_grid_certificates_hold_on_small_and_edge_inputs() {
    let sizes = [(Size::Small, 2_000), (Size::Edge, 1_000)];
    assert_eq!(stress::run_sizes("explain/ring-grid-game", &sizes, ring_grid_game::generate, check_ring_grid), 3_000);
}

#[test]
fn ring_grid_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 80), (Size::Edge, 20)];
    assert_eq!(
        stress::run_sizes("explain-debug/ring-grid-game", &sizes, ring_grid_game::generate, check_ring_grid),
        100
    );
}

#[test]
fn ring_grid_certificates_hold_on_the_judge_data() {
    for case in cases::load("ring-grid-game").unwrap() {
        let input = String::from_utf8(case.input.clone()).unwrap();
        if ring_grid_game::parse(&input)
            .iter()
            .all(|board| board.rows() * board.columns() <= ring_grid_game::ORACLE_CELLS)
        {
            check_ring_grid(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

#[test]
#[ignore = "release: CI's --ignored step"]
fn board_game_certificates_hold_on_small_and_edge_inputs() {
    let sizes = [(Size::Small, 2_000), (Size::Edge, 1_000)];
    assert_eq!(stress::run_sizes("explain/board-game", &sizes, board_game::generate, check_board_game), 3_000);
}

#[test]
fn board_game_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 80), (Size::Edge, 20)];
    assert_eq!(stress::run_sizes("explain-debug/board-game", &sizes, board_game::generate, check_board_game), 100);
}

#[test]
fn board_game_certificates_hold_on_the_judge_data() {
    for case in cases::load("board-game").unwrap() {
        let input = String::from_utf8(case.input.clone()).unwrap();
        let board = board_game::parse(&input);
        if board.rows * board.columns <= 12 {
            check_board_game(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

#[test]
#[ignore = "release: CI's --ignored step"]
fn coloring_certificates_hold_on_small_and_edge_inputs() {
    let sizes = [(Size::Small, 2_000), (Size::Edge, 1_000)];
    let checked = stress::run_sizes("explain/coloring-game", &sizes, coloring_game::generate, check_coloring);
    assert_eq!(checked, 3_000);
}

#[test]
fn coloring_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 80), (Size::Edge, 20)];
    assert_eq!(stress::run_sizes("explain-debug/coloring-game", &sizes, coloring_game::generate, check_coloring), 100);
}

#[test]
fn coloring_certificates_hold_on_the_judge_data() {
    for case in cases::load("coloring-game").unwrap() {
        let input = String::from_utf8(case.input.clone()).unwrap();
        if coloring_game::parse(&input).iter().all(|board| coloring_game::within_reach(board.rows, board.columns)) {
            check_coloring(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

#[test]
fn the_longest_line_is_the_longest() {
    // One stone on column 1 of one row and one on column 19 of another:
    // values 1 (19 empty cells to its right: step 19) and 1, total 0. A lone
    // stone moves one cell at a time, so every game from here lasts 19 + 1
    // moves, and the line must play them all.
    let input = "1\n2\n1 1\n1 19\n";
    let json = json_of(explained("master-duel", input, &WITH_JSON).unwrap());
    let test = &json["tests"][0];
    assert_eq!(test["answer"], "NO");
    assert_eq!(test["loser_plays"], "longest");
    assert_eq!(test["line"].as_array().unwrap().len(), 20, "{}", test);
}

fn samples() -> Vec<(String, String)> {
    let mut samples = Vec::new();
    for problem in testkit::PROBLEMS.iter().filter(|problem| problem.explain.is_some()) {
        for case in cases::load(problem.name).unwrap().into_iter().filter(|case| case.name.starts_with("sample")) {
            samples.push((format!("{}-{}", problem.name, case.name), String::from_utf8(case.input).unwrap()));
        }
    }
    samples
}

#[test]
fn snapshots_of_the_samples() {
    let found = samples();
    assert!(!found.is_empty());
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("snapshots/explain");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for (name, input) in found {
            let problem = name.split("-sample").next().unwrap();
            let explained = explained(problem, &input, &WITH_JSON).unwrap();
            insta::assert_snapshot!(format!("{}.txt", name), explained.text);
            let json = explained.json.unwrap();
            insta::assert_snapshot!(format!("{}.json", name), serde_json::to_string_pretty(&json).unwrap());
        }
    });
}

fn explain_binary(args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_explain"))
        .current_dir(cases::workspace_root())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn the_binary_reads_a_file_or_stdin_and_prints_text_or_json() {
    let sample = "judge-data/master-duel/sample-1.in";
    let from_file = explain_binary(&["master-duel", sample], "");
    assert_eq!(from_file.status.code(), Some(0));
    let input = std::fs::read_to_string(cases::workspace_root().join(sample)).unwrap();
    let from_stdin = explain_binary(&["master-duel", "-"], &input);
    assert_eq!(from_stdin.stdout, from_file.stdout);
    let one = explain_binary(&["master-duel", sample, "--test", "2", "--json"], "");
    assert_eq!(one.status.code(), Some(0));
    let json: Value = serde_json::from_slice(&one.stdout).unwrap();
    assert_eq!(json["problem"], "master-duel");
    assert_eq!(json["tests"].as_array().unwrap().len(), 1);
    assert_eq!(json["tests"][0]["test"], 2);
    assert_eq!(json["tests"][0]["answer"], "YES");
}

#[test]
fn bad_usage_is_one_line_and_exit_2() {
    let sample = "judge-data/master-duel/sample-1.in";
    for (args, stdin) in [
        (&["no-such-problem", sample][..], ""),
        (&["master-duel", sample, "--test", "3"], ""),
        (&["master-duel", sample, "--test", "0"], ""),
        (&["master-duel", "/no/such/file.in"], ""),
        (&["master-duel", "-"], "2\n1\n2 19 20\n"),
        (&["master-duel", "-"], "1\n1\n2 3 3\n"),
        (&["master-duel", "-"], "1\r\n1\r\n1 19\r\n"),
        (&["frogs", "judge-data/frogs/sample-1.in"], ""),
    ] {
        let output = explain_binary(args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.starts_with("error: ") && stderr.lines().count() == 1, "{:?}: {:?}", args, stderr);
        assert!(output.stdout.is_empty(), "{:?}", args);
    }
}

/// The README's `$ printf '…' | cargo explain PROBLEM -` examples print what
/// the explanation prints today.
#[test]
fn the_readme_examples_are_what_cargo_explain_prints() {
    let readme = std::fs::read_to_string(cases::workspace_root().join("README.md")).unwrap();
    let mut examples = 0;
    for block in readme.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let (command, shown) = block.split_once('\n').unwrap();
        let Some(rest) = command.strip_prefix("$ printf '") else { continue };
        let Some((input, tail)) = rest.split_once('\'') else { continue };
        let Some(problem) = tail.trim().strip_prefix("| cargo explain ").and_then(|tail| tail.strip_suffix(" -"))
        else {
            continue;
        };
        let input = input.replace("\\n", "\n");
        let explained = explained(problem, &input, &Options::default()).unwrap();
        assert_eq!(explained.text, shown, "the README's example of {}", problem);
        examples += 1;
    }
    assert!(examples >= 3, "{} examples found", examples);
}
