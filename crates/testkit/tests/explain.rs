//! `cargo explain`: every certificate checked again from its JSON, by the
//! rules and the exhaustive oracle, on thousands of small legal inputs;
//! snapshots of the samples' text and JSON; bad usage.

use serde_json::Value;
use std::process::Output;
use testkit::board_game::{self, rules::BoardGame};
use testkit::coloring_game::{self, rules::Coloring};
use testkit::explain::{self, Options, ALL_REFUTATIONS};
use testkit::frogs::{self, Player};
use testkit::ground::Rules;
use testkit::master_duel::generate;
use testkit::master_duel::rules::MasterDuel;
use testkit::ring_grid_game::{self, rules::RingGrid};
use testkit::{cases, stress, Size};

use crate::common;
use common::{board_game_move, coloring_move, lost, master_duel_move, ring_grid_move};

const WITH_JSON: Options = Options { test: None, json: true, html: false };

fn explained(problem: &str, input: &str, options: &Options) -> Result<explain::Explained, String> {
    let problem = testkit::problem(problem).unwrap();
    testkit::drivers::explain(problem, input.as_bytes(), options).map_err(|failure| format!("{:?}", failure))
}

const WITH_HTML: Options = Options { test: None, json: false, html: true };

fn explained_html(problem: &str, input: &str) -> Result<String, String> {
    Ok(explained(problem, input, &WITH_HTML)?.html.expect("the page was asked for"))
}

/// The explanation's JSON, read back as a `Value`.
fn json_of(explained: explain::Explained) -> Value {
    serde_json::to_value(explained.json.expect("the JSON was asked for")).expect("JSON")
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
#[ignore = "optimized build: CI's --ignored step"]
fn master_duel_certificates_hold_on_small_and_edge_inputs() {
    // Each input's line is valued position by position by the oracle: 400
    // inputs are a minute and a half of CI's --ignored step on two cores.
    let sizes = [(Size::Small, 300), (Size::Edge, 100)];
    assert_eq!(stress::run_sizes("explain/master-duel", &sizes, generate, check_master_duel), 400);
}

#[test]
fn master_duel_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 32), (Size::Edge, 8)];
    assert_eq!(stress::run_sizes("explain-debug/master-duel", &sizes, generate, check_master_duel), 40);
}

#[test]
fn master_duel_certificates_hold_on_the_judge_data() {
    for case in cases::load(testkit::problem("master-duel").unwrap()).unwrap() {
        if case.input.len() < 100_000 {
            let input = String::from_utf8(case.input.clone()).unwrap();
            check_master_duel(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

#[test]
#[ignore = "optimized build: CI's --ignored step"]
fn ring_grid_certificates_hold_on_small_and_edge_inputs() {
    let sizes = [(Size::Small, 500), (Size::Edge, 150)];
    assert_eq!(stress::run_sizes("explain/ring-grid-game", &sizes, ring_grid_game::generate, check_ring_grid), 650);
}

#[test]
fn ring_grid_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 40), (Size::Edge, 10)];
    assert_eq!(
        stress::run_sizes("explain-debug/ring-grid-game", &sizes, ring_grid_game::generate, check_ring_grid),
        50
    );
}

#[test]
fn ring_grid_certificates_hold_on_the_judge_data() {
    for case in cases::load(testkit::problem("ring-grid-game").unwrap()).unwrap() {
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
#[ignore = "optimized build: CI's --ignored step"]
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
    for case in cases::load(testkit::problem("board-game").unwrap()).unwrap() {
        let input = String::from_utf8(case.input.clone()).unwrap();
        let board = board_game::parse(&input);
        if board.rows * board.columns <= 12 {
            check_board_game(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

#[test]
#[ignore = "optimized build: CI's --ignored step"]
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
    for case in cases::load(testkit::problem("coloring-game").unwrap()).unwrap() {
        let input = String::from_utf8(case.input.clone()).unwrap();
        if coloring_game::parse(&input).iter().all(|board| coloring_game::within_reach(board.rows, board.columns)) {
            check_coloring(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        }
    }
}

/// Checks a frogs explanation from its JSON against the rules and the
/// oracle alone: the answers are the reference's; every state's strips, value
/// (the one derived by exhaustive play) and moves (the rules' move generator)
/// are right; the value counts are the states' counts; the breakdown's figures
/// give the counts by the documented formula; and up to 12 strips every
/// subset is listed once, with the outcome of playing it out (where the
/// explanation says it played it, and always within the oracle's 8 strips),
/// and the tallies are the answer.
fn check_frogs(input: &str) -> Result<(), String> {
    let json = json_of(explained("frogs", input, &WITH_JSON)?);
    let data_sets = frogs::parse(input);
    let reference = frogs::reference(input).ok_or("no reference answer")?;
    let tests = json["tests"].as_array().ok_or("no tests")?;
    if tests.len() != data_sets.len() {
        return Err(format!("{} tests explained of {}", tests.len(), data_sets.len()));
    }
    let number = |value: &Value| value.as_u64().unwrap_or_else(|| panic!("a number: {}", value));
    for ((test, data_set), answer) in tests.iter().zip(&data_sets).zip(reference.lines()) {
        let counts: Vec<u64> = answer.split(' ').map(|count| count.parse().unwrap()).collect();
        let named = ["left", "right", "first", "second"].map(|name| number(&test["counts"][name]));
        if test["answer"] != answer || named[..] != counts[..] {
            return Err(format!("test {}: answer {} but the reference says {}", test["test"], test["answer"], answer));
        }
        let values = frogs::strip_values();
        let parts = test["parts"].as_array().unwrap();
        let mut strips = Vec::new();
        let mut classes: std::collections::HashMap<&str, u64> = std::collections::HashMap::new();
        for ((strip, count), part) in data_set.iter().zip(parts) {
            let place = &part["place"];
            let first = strips.len() as u64 + 1;
            if place["state"] != frogs::show(strip) || place["strips"] != serde_json::json!([first, first + count - 1])
            {
                return Err(format!(
                    "test {}: the part {} is not {} {}",
                    test["test"],
                    part,
                    frogs::show(strip),
                    count
                ));
            }
            if part["value"] != values[strip].name() {
                return Err(format!(
                    "test {}: {} is worth {}, not {}",
                    test["test"],
                    place,
                    values[strip].name(),
                    part["value"]
                ));
            }
            for (player, key) in [(Player::Left, "left"), (Player::Right, "right")] {
                let listed: Vec<String> = part[key]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|option| {
                        let after = frogs::strip(option["state"].as_str().unwrap());
                        let (from, to) = (number(&option["from"]) as usize - 1, number(&option["to"]) as usize - 1);
                        assert!(
                            strip[from] != b'_' && strip[to] == b'_' && after[from] == b'_' && after[to] == strip[from],
                            "{}: {} is not a move to {}",
                            frogs::show(strip),
                            option,
                            frogs::show(&after)
                        );
                        assert_eq!(option["value"], values[&after].name());
                        frogs::show(&after)
                    })
                    .collect();
                let moves: Vec<String> = frogs::moves(strip, player).iter().map(frogs::show).collect();
                if listed != moves {
                    return Err(format!(
                        "test {}: {}'s {} moves {:?}, not {:?}",
                        test["test"],
                        frogs::show(strip),
                        key,
                        listed,
                        moves
                    ));
                }
            }
            *classes.entry(values[strip].name()).or_default() += count;
            strips.extend(std::iter::repeat_n(*strip, *count as usize));
        }
        if parts.len() != data_set.len() || test["strips"] != strips.len() {
            return Err(format!("test {}: {} parts of {} strips", test["test"], parts.len(), test["strips"]));
        }
        for value in frogs::Value::ALL {
            if number(&test["classes"][value.name()]) != classes.get(value.name()).copied().unwrap_or(0) {
                return Err(format!(
                    "test {}: {} strips of value {}",
                    test["test"],
                    test["classes"][value.name()],
                    value.name()
                ));
            }
        }
        // L = (positive·rest + zero·Left)·zeros, … (mod p).
        let figures = &test["breakdown"];
        let modular = |x: u64, y: u64| x * y % frogs::MODULUS;
        let (rest, zeros) = (number(&figures["rest"]), number(&figures["zeros"]));
        let numbers = ["positive", "zero", "negative"].map(|key| number(&figures["numbers"][key]));
        let decide = ["left", "right", "first", "second"].map(|key| number(&figures["infinitesimals"][key]));
        let decided = [modular(numbers[0], rest), modular(numbers[2], rest), 0, 0];
        for index in 0..4 {
            if modular((decided[index] + modular(numbers[1], decide[index])) % frogs::MODULUS, zeros) != counts[index] {
                return Err(format!("test {}: the breakdown {} does not give {}", test["test"], figures, answer));
            }
        }
        let subsets = &test["subsets"];
        if strips.len() as u64 > frogs::explain::LISTED_STRIPS {
            if !subsets.is_null() {
                return Err(format!("test {}: subsets of {} strips listed", test["test"], strips.len()));
            }
            continue;
        }
        let subsets = subsets.as_array().ok_or("no subsets")?;
        let mut seen = std::collections::HashSet::new();
        let mut tallies = [0u64; 4];
        for subset in subsets {
            let kept: Vec<usize> =
                subset["kept"].as_array().unwrap().iter().map(|index| number(index) as usize).collect();
            if !kept.windows(2).all(|pair| pair[0] < pair[1])
                || kept.iter().any(|&index| index == 0 || index > strips.len())
                || !seen.insert(kept.clone())
            {
                return Err(format!("test {}: the subset {:?} is out of place", test["test"], kept));
            }
            let outcome = subset["outcome"].as_str().unwrap();
            if subset["played"] == true || strips.len() as u64 <= frogs::ORACLE_STRIPS {
                let played = frogs::play(&kept.iter().map(|&index| strips[index - 1]).collect::<Vec<_>>());
                let name = ["left", "right", "first", "second"][frogs::outcome_index(played)];
                if outcome != name || subset["played"] != true {
                    return Err(format!(
                        "test {}: the strips {:?} are a {} win by play, listed as {}",
                        test["test"], kept, name, subset
                    ));
                }
            }
            tallies[["left", "right", "first", "second"].iter().position(|&name| name == outcome).unwrap()] += 1;
        }
        if subsets.len() != 1 << strips.len() || tallies[..] != counts[..] {
            return Err(format!(
                "test {}: {} subsets tally {:?}, not {}",
                test["test"],
                subsets.len(),
                tallies,
                answer
            ));
        }
    }
    Ok(())
}

#[test]
#[ignore = "optimized build: CI's --ignored step"]
fn frogs_certificates_hold_on_small_and_edge_inputs() {
    let sizes = [(Size::Small, 2_000), (Size::Edge, 1_000)];
    assert_eq!(stress::run_sizes("explain/frogs", &sizes, frogs::generate, check_frogs), 3_000);
}

#[test]
fn frogs_certificates_hold_on_some_small_inputs() {
    let sizes = [(Size::Small, 80), (Size::Edge, 20)];
    assert_eq!(stress::run_sizes("explain-debug/frogs", &sizes, frogs::generate, check_frogs), 100);
}

#[test]
#[ignore = "every frogs judge-data input within reach: CI's --ignored step"]
fn frogs_certificates_hold_on_the_judge_data() {
    let mut checked = 0;
    for case in cases::load(testkit::problem("frogs").unwrap()).unwrap() {
        let input = String::from_utf8(case.input.clone()).unwrap();
        if frogs::reference(&input).is_some() {
            check_frogs(&input).unwrap_or_else(|why| panic!("{}: {}", case.name, why));
            checked += 1;
        }
    }
    assert!(checked >= 5, "{} judge-data files checked", checked);
}

/// Past the oracle's 8 strips the subsets are still listed, up to 12; play
/// checks the smallest until its budget runs out, and what it checked must
/// be every subset up to some size and part of the next.
#[test]
fn frogs_lists_the_subsets_of_twelve_strips() {
    for input in
        ["0 1\n1\nLL_RR 12\n", "0 1\n4\nL_LRR 3\nLLR_R 3\nLL_RR 3\nRL_LR 3\n", "0 1\n3\nLRRL_ 5\nLRR_L 4\nR_RLL 3\n"]
    {
        check_frogs(input).unwrap_or_else(|why| panic!("{:?}: {}", input, why));
        let json = json_of(explained("frogs", input, &WITH_JSON).unwrap());
        let subsets = json["tests"][0]["subsets"].as_array().unwrap().clone();
        assert_eq!(subsets.len(), 4096);
        let size = |subset: &Value| subset["kept"].as_array().unwrap().len();
        let largest_played = subsets.iter().filter(|subset| subset["played"] == true).map(size).max().unwrap();
        assert!(largest_played >= 8, "{:?}: played only up to {} strips", input, largest_played);
        assert!(subsets.iter().all(|subset| subset["played"] == true || size(subset) >= largest_played), "{:?}", input);
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
    assert_eq!(test["loser_plays"], "slowest");
    assert_eq!(test["line"].as_array().unwrap().len(), 20, "{}", test);
}

fn samples() -> Vec<(String, String)> {
    let mut samples = Vec::new();
    for problem in testkit::PROBLEMS.iter().filter(|problem| problem.explain.is_some()) {
        for case in cases::load(problem).unwrap().into_iter().filter(|case| case.name.starts_with("sample")) {
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
            let html = explained_html(problem, &input).unwrap();
            insta::assert_snapshot!(format!("{}.html", name), html);
        }
    });
}

fn explain_binary(args: &[&str], stdin: &str) -> Output {
    common::binary(env!("CARGO_BIN_EXE_explain"), args, stdin)
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

/// A person's own file saved on Windows (CRLF line ends) or with a UTF-8
/// byte-order mark is explained as the solutions read it, each said once on
/// standard error, and explains as its plain form does.
#[test]
fn a_file_saved_on_windows_or_with_a_bom_is_explained_with_a_note() {
    let scratch = tempfile::tempdir().unwrap();
    for problem in testkit::PROBLEMS {
        let sample = cases::data_dir(problem.name).join("sample-1.in");
        let plain = explain_binary(&[problem.name, sample.to_str().unwrap()], "");
        assert_eq!(plain.status.code(), Some(0), "{}", problem.name);
        let text = std::fs::read_to_string(&sample).unwrap();
        for (kind, input, notes) in [
            ("crlf", text.replace('\n', "\r\n"), &["Windows line ends (CRLF); read as \\n"][..]),
            ("bom", format!("\u{feff}{}", text), &["UTF-8 byte-order mark (EF BB BF); read without it"][..]),
            (
                "both",
                format!("\u{feff}{}", text.replace('\n', "\r\n")),
                &["UTF-8 byte-order mark", "Windows line ends"][..],
            ),
        ] {
            let file = scratch.path().join(format!("{}-{}.in", problem.name, kind));
            std::fs::write(&file, &input).unwrap();
            for output in [
                explain_binary(&[problem.name, file.to_str().unwrap()], ""),
                explain_binary(&[problem.name, "-"], &input),
            ] {
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert_eq!(output.status.code(), Some(0), "{} {}: {}", problem.name, kind, stderr);
                assert_eq!(output.stdout, plain.stdout, "{} {}", problem.name, kind);
                assert_eq!(stderr.lines().count(), notes.len(), "{} {}: {}", problem.name, kind, stderr);
                for (line, note) in stderr.lines().zip(notes) {
                    assert!(line.starts_with("note: ") && line.contains(note), "{} {}: {}", problem.name, kind, stderr);
                }
            }
        }
    }
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
        (&["master-duel", "-"], "\u{feff}1\r\n1\r\n1 21\r\n"),
        (&["frogs", "judge-data/frogs/sample-1.in", "--test", "2"], ""),
        (&["master-duel", sample, "--html", "/no/such/directory/page.html"], ""),
        (&["frogs", "-"], "0 1\n1\nLL_RR 0\n"),
        (&["frogs", "-"], "0 1\n1\nLLLRR 1\n"),
    ] {
        let output = explain_binary(args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        // What was read past (a byte-order mark, CRLF) is noted first.
        let stderr: String =
            stderr.lines().filter(|line| !line.starts_with("note: ")).map(|line| format!("{}\n", line)).collect();
        assert_eq!(output.status.code(), Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.starts_with("error: ") && stderr.lines().count() == 1, "{:?}: {:?}", args, stderr);
        assert!(output.stdout.is_empty(), "{:?}", args);
    }
}

/// The manual's `$ printf '…' | cargo explain PROBLEM -` examples
/// (docs/explain.md) print what the explanation prints today.
#[test]
fn the_manuals_examples_are_what_cargo_explain_prints() {
    let readme = std::fs::read_to_string(cases::workspace_root().join("docs/explain.md")).unwrap();
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
        assert_eq!(explained.text, shown, "docs/explain.md's example of {}", problem);
        examples += 1;
    }
    assert!(examples >= 3, "{} examples found", examples);
}

/// A board past `html::DRAWN_CELLS` is not drawn cell by cell; the page says
/// so and keeps the text, and the parts' table is summarised.
#[test]
fn a_large_board_is_left_to_the_text() {
    let rows = testkit::html::DRAWN_CELLS / 20 + 1;
    let input = format!("1\n{}\n{}", rows, "1 20\n".repeat(rows));
    let html = explained_html("master-duel", &input).unwrap();
    assert!(!html.contains("<rect class=\"cell "), "a board of {} cells drawn", rows * 20);
    assert!(html.contains("too large to draw"));
    assert!(html.contains(&format!("… {} more parts …", rows - 10)));
    let small = format!("1\n{}\n{}", rows - 1, "1 20\n".repeat(rows - 1));
    let drawn = explained_html("master-duel", &small).unwrap();
    assert_eq!(drawn.matches("<rect class=\"cell ").count(), (rows - 1) * 20);
}

#[test]
fn the_binary_writes_the_page_whole() {
    let directory = tempfile::tempdir().unwrap();
    let page = directory.path().join("master-duel.html");
    let output =
        explain_binary(&["master-duel", "judge-data/master-duel/sample-1.in", "--html", page.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let input = std::fs::read_to_string(cases::workspace_root().join("judge-data/master-duel/sample-1.in")).unwrap();
    assert_eq!(std::fs::read_to_string(&page).unwrap(), explained_html("master-duel", &input).unwrap());
    // Nothing else is left in the directory (the temporary file was renamed),
    // and the page is readable by all, as other written files are.
    assert_eq!(std::fs::read_dir(directory.path()).unwrap().count(), 1);
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(std::fs::metadata(&page).unwrap().permissions().mode() & 0o777, 0o644);
    // A folder, or a page in a folder that is not there, is said in words.
    let folder = format!("{}/", directory.path().display());
    let refused = explain_binary(&["master-duel", "judge-data/master-duel/sample-1.in", "--html", &folder], "");
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("a folder; give the page a file name"), "{}", stderr);
    let missing = directory.path().join("no-such-folder/page.html");
    let refused =
        explain_binary(&["master-duel", "judge-data/master-duel/sample-1.in", "--html", missing.to_str().unwrap()], "");
    let stderr = String::from_utf8_lossy(&refused.stderr);
    let expected =
        format!("error: {}: no folder {} to write it in\n", missing.display(), missing.parent().unwrap().display());
    assert_eq!(stderr, expected);
    // The text is printed as without --html.
    assert_eq!(output.stdout, explain_binary(&["master-duel", "judge-data/master-duel/sample-1.in"], "").stdout);
}

/// What a page's DOM, as a browser built it, says about one test's drawing.
struct Drawn {
    cells: Vec<(usize, usize)>,
    marks: Vec<(usize, usize)>,
    /// (cell, the line's move numbers written on it)
    numbers: Vec<((usize, usize), Vec<usize>)>,
}

/// The value of `attribute` in each element of `dom` whose opening tag
/// starts with `start` (as the browser serialises it: attributes in order,
/// double quotes).
fn attributes<'a>(dom: &'a str, start: &str, attribute: &str) -> Vec<&'a str> {
    dom.split(start)
        .skip(1)
        .map(|rest| {
            let tag = &rest[..rest.find('>').unwrap()];
            let key = format!("{}=\"", attribute);
            let at = tag.find(&key).unwrap_or_else(|| panic!("no {} in <{}{}>", attribute, start, tag)) + key.len();
            &tag[at..at + tag[at..].find('"').unwrap()]
        })
        .collect()
}

fn cell_of(text: &str) -> (usize, usize) {
    let (row, column) = text.split_once(',').unwrap();
    (row.parse().unwrap(), column.parse().unwrap())
}

/// The sections of a page's DOM, one a test.
fn drawn_tests(dom: &str) -> Vec<Drawn> {
    dom.split("<section class=\"test\"")
        .skip(1)
        .map(|section| Drawn {
            cells: attributes(section, "<rect class=\"cell ", "data-cell").into_iter().map(cell_of).collect(),
            marks: attributes(section, "<rect class=\"mark winning-move\"", "data-cell")
                .into_iter()
                .map(cell_of)
                .collect(),
            numbers: attributes(section, "<text class=\"line-number\"", "data-cell")
                .into_iter()
                .zip(attributes(section, "<text class=\"line-number\"", "data-moves"))
                .map(|(cell, moves)| (cell_of(cell), moves.split(' ').map(|number| number.parse().unwrap()).collect()))
                .collect(),
        })
        .collect()
}

/// Each sample's page opened in a real browser: one drawn cell per board
/// cell, the winning move marked on the certificate's cells, every move of
/// the line numbered on the cell where it ends, no console message; and a
/// screenshot (target/explain-html/*.png) to look at.
fn browser_check<R: Rules>(problem: &str, read_move: fn(&Value) -> R::Move) {
    for (case, input, page, dom) in sample_pages(problem) {
        let json = json_of(explained(problem, &input, &WITH_JSON).unwrap());
        let drawn = drawn_tests(&dom);
        let positions = R::tests(&input);
        assert_eq!(drawn.len(), positions.len(), "{}: sections", case);
        for ((drawn, position), test) in drawn.iter().zip(&positions).zip(json["tests"].as_array().unwrap()) {
            let grid = R::grid(position).unwrap();
            let every: Vec<(usize, usize)> =
                (1..=grid.rows).flat_map(|row| (1..=grid.columns).map(move |column| (row, column))).collect();
            assert_eq!(drawn.cells, every, "{} test {}: one drawn cell per board cell", case, test["test"]);
            let one_based = |cells: Vec<(usize, usize)>| -> Vec<(usize, usize)> {
                cells.into_iter().map(|(row, column)| (row + 1, column + 1)).collect()
            };
            let expected_marks = if test["first_player_wins"] == true {
                one_based(R::move_cells(position, &read_move(&test["winning_move"])))
            } else {
                Vec::new()
            };
            assert_eq!(drawn.marks, expected_marks, "{} test {}: the winning move's cells", case, test["test"]);
            for (number, chosen) in test["line"].as_array().unwrap().iter().enumerate() {
                let end = *one_based(R::move_cells(position, &read_move(chosen))).last().unwrap();
                assert!(
                    drawn.numbers.iter().any(|(cell, moves)| *cell == end && moves.contains(&(number + 1))),
                    "{} test {}: move {} of the line is not numbered on {:?}",
                    case,
                    test["test"],
                    number + 1,
                    end
                );
            }
        }
        screenshot(&page);
    }
}

/// The line's move numbers stay inside their cells in a real browser, on
/// lines that end many moves on one cell (a long master-duel line over two
/// rows, a coloring-game line over one row of seven coins) and on every
/// sample: each label's box, as Chromium lays it out, within its cell's, so
/// no label covers another. The page has no script; a copy of it gets one
/// that writes the boxes into the DOM `--dump-dom` prints.
#[test]
#[ignore = "needs chromium: CI's --ignored step (.ci/run installs it)"]
fn line_numbers_stay_inside_their_cells_in_a_browser() {
    let directory = testkit::runner::target_dir().join("explain-html");
    std::fs::create_dir_all(&directory).unwrap();
    let mut inputs: Vec<(String, &str, String)> = vec![
        ("revisits-master-duel".to_string(), "master-duel", "1\n2\n3 17 2 3\n1 19\n".to_string()),
        ("revisits-coloring-game".to_string(), "coloring-game", "1\n1 7\nTHTHTHT\n".to_string()),
    ];
    for problem in ["master-duel", "ring-grid-game", "board-game", "coloring-game"] {
        for case in cases::load(testkit::problem(problem).unwrap())
            .unwrap()
            .into_iter()
            .filter(|case| case.name.starts_with("sample"))
        {
            inputs.push((format!("{}-{}", problem, case.name), problem, String::from_utf8(case.input).unwrap()));
        }
    }
    let measure = "<script>\nconst lines = [];\n\
        for (const label of document.querySelectorAll('text.line-number')) {\n\
          const cell = label.parentNode.querySelector('rect.cell[data-cell=\"' + label.dataset.cell + '\"]');\n\
          const [a, b] = [label.getBBox(), cell.getBBox()];\n\
          lines.push([label.dataset.cell, a.x, a.y, a.width, a.height, b.x, b.y, b.width, b.height].join(' '));\n\
        }\n\
        const out = document.createElement('pre');\nout.id = 'label-boxes';\nout.textContent = lines.join('\\n');\n\
        document.body.appendChild(out);\n</script>\n";
    let mut revisited = 0;
    for (name, problem, input) in &inputs {
        let html = explained_html(problem, input).unwrap();
        revisited += usize::from(html.contains("+</text>"));
        let page = directory.join(format!("labels-{}.html", name));
        std::fs::write(&page, html.replace("</body>", &format!("{}</body>", measure))).unwrap();
        let dom = String::from_utf8(common::chromium(&["--dump-dom"], &page).stdout).unwrap();
        let boxes = dom.split("<pre id=\"label-boxes\">").nth(1).and_then(|rest| rest.split("</pre>").next());
        let boxes = boxes.unwrap_or_else(|| panic!("{}: the script wrote no boxes", name));
        let expected = html.matches("<text class=\"line-number\"").count();
        assert_eq!(boxes.lines().filter(|line| !line.is_empty()).count(), expected, "{}: {}", name, boxes);
        for line in boxes.lines().filter(|line| !line.is_empty()) {
            let numbers: Vec<f64> = line.split(' ').skip(1).map(|number| number.parse().unwrap()).collect();
            let [x, y, width, height, cell_x, cell_y, cell_width, cell_height] = numbers[..] else {
                panic!("{}: {:?}", name, line)
            };
            assert!(width > 0.0 && height > 0.0, "{}: an empty label: {}", name, line);
            let inside = x >= cell_x - 0.5
                && x + width <= cell_x + cell_width + 0.5
                && y >= cell_y - 0.5
                && y + height <= cell_y + cell_height + 0.5;
            assert!(inside, "{}: a label outside its cell (label x y w h, cell x y w h): {}", name, line);
        }
    }
    assert!(revisited >= 2, "the inputs end several moves on one cell");
}

/// Each sample's page of `problem`, written to target/explain-html/ and
/// opened in headless Chromium: (case name, input, page, the DOM it built).
/// A console message fails the test.
fn sample_pages(problem: &str) -> Vec<(String, String, std::path::PathBuf, String)> {
    let directory = testkit::runner::target_dir().join("explain-html");
    std::fs::create_dir_all(&directory).unwrap();
    let mut pages = Vec::new();
    for case in cases::load(testkit::problem(problem).unwrap())
        .unwrap()
        .into_iter()
        .filter(|case| case.name.starts_with("sample"))
    {
        let input = String::from_utf8(case.input).unwrap();
        let page = directory.join(format!("{}-{}.html", problem, case.name));
        std::fs::write(&page, explained_html(problem, &input).unwrap()).unwrap();
        let run = common::chromium(&["--dump-dom"], &page);
        let dom = String::from_utf8(run.stdout).unwrap();
        let log = String::from_utf8_lossy(&run.stderr);
        assert!(!log.contains(":CONSOLE") && !log.contains("Uncaught"), "{}: console messages:\n{}", case.name, log);
        pages.push((case.name, input, page, dom));
    }
    assert!(!pages.is_empty(), "{}: no sample pages", problem);
    pages
}

/// A screenshot of a page beside it (`.png`), to look at.
fn screenshot(page: &std::path::Path) {
    let screenshot = page.with_extension("png");
    let _ = std::fs::remove_file(&screenshot);
    let argument = format!("--screenshot={}", screenshot.display());
    common::chromium(&[&argument, "--window-size=1200,1400", "--hide-scrollbars"], page);
    let png = std::fs::read(&screenshot).unwrap();
    assert!(png.starts_with(b"\x89PNG") && png.len() > 10_000, "{}: a {}-byte screenshot", page.display(), png.len());
}

/// frogs' pages: per data set one drawn strip of five cells per state, in
/// input order, its frogs where the state has them.
fn frogs_browser_check() {
    for (name, input, page, dom) in sample_pages("frogs") {
        let data_sets = frogs::parse(&input);
        let sections: Vec<&str> = dom.split("<section class=\"test\"").skip(1).collect();
        assert_eq!(sections.len(), data_sets.len(), "{}: sections", name);
        for (section, data_set) in sections.iter().zip(&data_sets) {
            let states = attributes(section, "<tr ", "data-state");
            let expected: Vec<String> = data_set.iter().map(|(strip, _)| frogs::show(strip)).collect();
            assert_eq!(states, expected, "{}: the states drawn", name);
            for (row, state) in section.split("<tr data-state=").skip(1).zip(&expected) {
                let cells = attributes(row, "<rect class=\"cell\"", "data-cell");
                assert_eq!(cells, ["1", "2", "3", "4", "5"], "{}: {}'s cells", name, state);
                let frogs_drawn: String = row
                    .split("<circle class=\"")
                    .skip(1)
                    .map(|circle| if circle.starts_with("left-frog") { 'L' } else { 'R' })
                    .collect();
                assert_eq!(frogs_drawn, state.replace('_', ""), "{}: {}'s frogs", name, state);
            }
        }
        screenshot(&page);
    }
}

#[test]
#[ignore = "needs chromium: CI's --ignored step (.ci/run installs it)"]
fn the_pages_of_the_samples_in_a_browser() {
    browser_check::<MasterDuel>("master-duel", master_duel_move);
    browser_check::<RingGrid>("ring-grid-game", ring_grid_move);
    browser_check::<BoardGame>("board-game", board_game_move);
    browser_check::<Coloring>("coloring-game", coloring_move);
    frogs_browser_check();
}
