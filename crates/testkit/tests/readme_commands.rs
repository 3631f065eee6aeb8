//! The manual's commands for adding and regenerating cases (docs/judge-data.md),
//! run as a user runs them, in a scratch copy of the workspace:
//! `scripts/make-case.sh` in its three modes, then the snapshot step, then the
//! check of the new cases.
//!
//! Minutes (it builds and tests the copy), so it is `#[ignore]`d and `.ci/run`
//! runs it in its `--ignored` step. The copy builds into
//! `target/readme-flow/target` through `CARGO_TARGET_DIR`, so the scripts are
//! also checked to honour it; that folder starts from the workspace's own
//! builds (`common::seed_target`).

use crate::common;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;
use testkit::cases::workspace_root;

/// Runs `program args…` in `dir` with the copy's target folder; panics with
/// its output unless it succeeds.
fn run(dir: &Path, target: &Path, env: &[(&str, &str)], program: &str, args: &[&str]) -> String {
    let mut command = Command::new(program);
    command.current_dir(dir).args(args).env("CARGO_TARGET_DIR", target);
    // The outer `cargo test` must not leak into the copy's cargo runs.
    command.env_remove("INSTA_UPDATE").env_remove("INSTA_FORCE_PASS").env_remove("CARGO_MANIFEST_DIR");
    for (key, value) in env {
        command.env(key, value);
    }
    let output = command.output().unwrap_or_else(|error| panic!("cannot run {}: {}", program, error));
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "`{} {}` failed:\n{}", program, args.join(" "), text);
    text
}

/// Files git does not know yet (untracked and not ignored), one path each.
fn new_files(dir: &Path) -> BTreeSet<String> {
    let output = Command::new("git")
        .current_dir(dir)
        .args(["status", "--porcelain", "--untracked-files=all"])
        .output()
        .expect("git runs");
    assert!(output.status.success());
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| {
            assert!(line.starts_with("?? "), "a committed file changed: {}", line);
            line[3..].to_string()
        })
        .collect()
}

/// The commands docs/judge-data.md shows for adding a case and accepting its
/// snapshot, in its order: the flow below runs exactly these.
const SHOWN: [&str; 5] = [
    "scripts/make-case.sh master-duel random-9 small 9",
    "scripts/make-case.sh master-duel edge-foo",
    "scripts/make-case.sh master-duel big-max-2 max 2 --recipe",
    "INSTA_UPDATE=always cargo test -p testkit --test suite judge_data::",
    "CI=true cargo test -p testkit --test suite -- judge_data:: validators::",
];

/// A shown command as (environment, program, arguments).
fn parts(command: &str) -> (Vec<(&str, &str)>, &str, Vec<&str>) {
    let mut words = command.split_whitespace().peekable();
    let mut env = Vec::new();
    while let Some((key, value)) = words.peek().and_then(|word| word.split_once('=')) {
        env.push((key, value));
        words.next();
    }
    let program = words.next().unwrap();
    (env, program, words.collect())
}

/// Runs a shown command in the copy; its output.
fn run_shown(dir: &Path, target: &Path, command: &str) -> String {
    let (env, program, args) = parts(command);
    run(dir, target, &env, program, &args)
}

#[test]
fn the_manual_shows_the_commands_the_flow_runs() {
    let page = fs::read_to_string(workspace_root().join("docs/judge-data.md")).unwrap();
    let mut shown = Vec::new();
    let mut fenced = false;
    for line in page.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if fenced && (line.starts_with("scripts/make-case.sh") || line.contains("cargo test -p testkit")) {
            shown.push(line.split(" # ").next().unwrap().trim().to_string());
        }
    }
    assert_eq!(shown, SHOWN, "docs/judge-data.md's commands");
}

#[test]
#[ignore = "minutes (it builds and tests a copy of the workspace): CI's --ignored step"]
fn adding_cases_as_the_manual_says() {
    let flow = workspace_root().join("target").join("readme-flow");
    let copy = flow.join("workspace");
    let target = flow.join("target");
    if copy.exists() {
        fs::remove_dir_all(&copy).unwrap();
    }
    fs::create_dir_all(&copy).unwrap();
    common::scratch_copy(&copy);
    common::seed_target(&target, &["debug", "tools"]);
    let data = copy.join("judge-data/master-duel");
    let recipes = copy.join("judge-data/recipes/master-duel");

    // Input from the generator, answer from the oracle.
    run_shown(&copy, &target, SHOWN[0]);
    let input = fs::read_to_string(data.join("random-9.in")).unwrap();
    let expected = testkit::master_duel::oracle(&input);
    assert_eq!(fs::read_to_string(data.join("random-9.out")).unwrap(), expected);

    // An input written by hand, answered by the oracle.
    let hand = "2\n1\n3 1 2 20\n2\n1 19\n0\n";
    fs::write(data.join("edge-foo.in"), hand).unwrap();
    run_shown(&copy, &target, SHOWN[1]);
    assert_eq!(fs::read_to_string(data.join("edge-foo.out")).unwrap(), testkit::master_duel::oracle(hand));

    // A large input kept as a recipe, with its answer beside it.
    run_shown(&copy, &target, SHOWN[2]);
    assert_eq!(fs::read_to_string(recipes.join("big-max-2.recipe")).unwrap(), "max 2\n");
    let big = testkit::master_duel::generate(&mut testkit::rng::Rng::new(2), testkit::Size::Max);
    assert_eq!(fs::read_to_string(recipes.join("big-max-2.out")).unwrap(), testkit::master_duel::oracle(&big));

    // An illegal input (a column past 20, a CRLF line end) is refused with
    // exit 1, and no answer is written for it.
    for (name, text) in [("edge-bad-column", "1\n1\n1 21\n"), ("edge-bad-crlf", "1\r\n1\r\n1 20\r\n")] {
        fs::write(data.join(format!("{}.in", name)), text).unwrap();
        let refused = Command::new("scripts/make-case.sh")
            .current_dir(&copy)
            .args(["master-duel", name])
            .env("CARGO_TARGET_DIR", &target)
            .env_remove("CARGO_MANIFEST_DIR")
            .output()
            .unwrap();
        assert_eq!(refused.status.code(), Some(1), "make-case.sh on {}", name);
        assert!(String::from_utf8_lossy(&refused.stderr).contains("not a legal"), "{}", name);
        assert!(!data.join(format!("{}.out", name)).exists(), "{}", name);
        fs::remove_file(data.join(format!("{}.in", name))).unwrap();
    }

    // Bad usage writes nothing and exits with 2.
    for args in [
        &["master-duel", "max-3", "max", "3", "--recipe"][..],
        &["no-such-problem", "random-1", "small", "1"][..],
        &["master-duel", "random-10", "huge", "1"][..],
        &["master-duel", "random-10", "small"][..],
        &["master-duel", "random-10", "small", "x"][..],
        &["master-duel", "edge-missing"][..],
    ] {
        let status = Command::new("scripts/make-case.sh").current_dir(&copy).args(args).output().unwrap();
        assert_eq!(status.status.code(), Some(2), "make-case.sh {:?}", args);
        assert!(!status.stderr.is_empty(), "make-case.sh {:?} says why", args);
    }

    // The snapshot step, then the check of the new cases, as CI runs it.
    run_shown(&copy, &target, SHOWN[3]);
    run_shown(&copy, &target, SHOWN[4]);

    let snapshots = "crates/testkit/tests/snapshots/master-duel";
    let expected: BTreeSet<String> = [
        "judge-data/master-duel/random-9.in".to_string(),
        "judge-data/master-duel/random-9.out".to_string(),
        "judge-data/master-duel/edge-foo.in".to_string(),
        "judge-data/master-duel/edge-foo.out".to_string(),
        "judge-data/recipes/master-duel/big-max-2.recipe".to_string(),
        "judge-data/recipes/master-duel/big-max-2.out".to_string(),
        format!("{}/random-9.in.snap", snapshots),
        format!("{}/edge-foo.in.snap", snapshots),
        format!("{}/big-max-2.recipe.snap", snapshots),
    ]
    .into_iter()
    .collect();
    assert_eq!(new_files(&copy), expected, "the new tracked files");
    let snapshot = fs::read_to_string(copy.join(snapshots).join("edge-foo.in.snap")).unwrap();
    assert!(snapshot.ends_with(&testkit::master_duel::oracle(hand)), "{}", snapshot);
}
