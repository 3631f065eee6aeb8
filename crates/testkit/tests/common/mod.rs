//! What the tests of `cargo explain` and `cargo play` share: the moves of an
//! explanation's JSON read back, the oracle's verdict on a position, and a
//! binary run with a script on its standard input.
#![allow(dead_code)]

use serde_json::Value;
use testkit::board_game;
use testkit::coloring_game;
use testkit::ground::{Nimber, Rules};
use testkit::master_duel::rules::Move;
use testkit::ring_grid_game;

pub fn master_duel_move(json: &Value) -> Move {
    let number = |key: &str| json[key].as_u64().unwrap_or_else(|| panic!("{} in {}", key, json)) as usize;
    Move { row: number("row"), from: number("from"), to: number("to") }
}

pub fn cell(json: &Value) -> (usize, usize) {
    let number =
        |index: usize| json[index].as_u64().unwrap_or_else(|| panic!("a cell [row, column]: {}", json)) as usize;
    (number(0), number(1))
}

pub fn board_game_move(json: &Value) -> board_game::rules::Move {
    board_game::rules::Move { cell: cell(&json["cell"]) }
}

pub fn coloring_move(json: &Value) -> coloring_game::rules::Move {
    let flip = json["flip"].as_array().unwrap_or_else(|| panic!("flip in {}", json));
    coloring_game::rules::Move { flip: flip.iter().map(cell).collect() }
}

pub fn ring_grid_move(json: &Value) -> ring_grid_game::rules::Move {
    ring_grid_game::rules::Move { piece: cell(&json["piece"]), from: cell(&json["from"]), to: cell(&json["to"]) }
}

/// Whether the player to move loses, by the exhaustive oracle alone.
pub fn lost<R: Rules>(position: &R::Position) -> bool {
    R::oracle_total(position).expect("a position within the oracle's reach").is_zero()
}

/// Runs `program` (a binary of the testkit) in the workspace with `args`,
/// `stdin` written to it, and waits for its output.
pub fn binary(program: &str, args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(program)
        .current_dir(testkit::cases::workspace_root())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// Runs headless Chromium on a page, bounded in time: `--dump-dom` gives the
/// DOM it built (with its log on stderr), `--screenshot` a PNG.
pub fn chromium(arguments: &[&str], page: &std::path::Path) -> testkit::runner::Run {
    let mut program = testkit::runner::Program::new("chromium");
    let url = format!("file://{}", page.display());
    for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0"]
        .iter()
        .chain(arguments)
        .chain([&url.as_str()])
    {
        program.args.push(argument.into());
    }
    let bounds = testkit::runner::Bounds {
        kill_after: std::time::Duration::from_secs(120),
        kill_above_kib: None,
        output_limit: testkit::runner::OUTPUT_LIMIT,
    };
    let run = testkit::runner::run(&program, b"", bounds).expect("chromium starts (CI installs it)");
    assert!(run.success(), "{}: {}", program.display(), String::from_utf8_lossy(&run.stderr));
    run
}
