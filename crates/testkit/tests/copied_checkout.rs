//! A built checkout copied whole with its times (`cp -a`, as rsync -a, a
//! container layer or a restored backup copy it) is judged as it is: the
//! copy's tools report on the copy's files, refuse a build their files
//! disagree with, and write nothing outside it. Before the tools found their checkout at run time, the
//! copy's `cargo judge` built and judged the first folder's solution and said
//! that all cases passed.
//!
//! A minute or two (it builds a scratch workspace), so it is `#[ignore]`d and
//! `.ci/run` runs it in its `--ignored` step.

use crate::common;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::SystemTime;
use testkit::cases::workspace_root;

/// `cargo ARGS…` in `dir`, as a person typing there runs it: no variable of
/// the outer `cargo test` leaks in (its target folder, its manifest folder).
fn cargo(dir: &Path, args: &[&str]) -> Output {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()))
        .current_dir(dir)
        .args(args)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_MANIFEST_DIR")
        .env_remove("INSTA_UPDATE")
        .output()
        .expect("cargo runs")
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

/// Every file under `dir` (its build folder included) with its size and
/// modification time: what a tool that wrote there would change.
fn listing(dir: &Path) -> BTreeMap<PathBuf, (u64, SystemTime)> {
    common::files_under(dir)
        .into_iter()
        .map(|path| {
            let metadata = path.symlink_metadata().unwrap();
            (path, (metadata.len(), metadata.modified().unwrap()))
        })
        .collect()
}

#[test]
#[ignore = "a minute or two (it builds a scratch workspace): CI's --ignored step"]
fn a_copied_checkout_judges_its_own_files() {
    let base = workspace_root().join("target/copied-checkout");
    if base.exists() {
        fs::remove_dir_all(&base).unwrap();
    }
    let first = base.join("first");
    let second = base.join("second");
    fs::create_dir_all(&first).unwrap();
    common::scratch_copy(&first);
    common::seed_target(&first.join("target"), &["tools"]);

    // The first checkout, built and judged where it is: all pass.
    let judged = cargo(&first, &["judge", "master-duel"]);
    assert!(judged.status.success(), "the first checkout's judge:\n{}", text(&judged));

    // Copied whole, with its build and its times; then the copy's judge
    // data expects every answer of the first sample the other way round
    // (the data, not the solution: a changed main.rs rebuilds the testkit,
    // which compiles it in, and a minute of building showed nothing more
    // than the refusal below does; a judge that found its files where it
    // was built would read the first folder's data and pass).
    let copied = Command::new("cp").arg("-a").arg(&first).arg(&second).status().unwrap();
    assert!(copied.success());
    let expected = second.join("judge-data/master-duel/sample-1.out");
    let answers = fs::read_to_string(&expected).unwrap();
    let flipped: String = answers
        .lines()
        .map(|line| match line {
            "YES" => "NO\n",
            "NO" => "YES\n",
            other => panic!("sample-1.out holds {:?}, not YES or NO", other),
        })
        .collect();
    assert_ne!(flipped, answers);
    fs::write(&expected, flipped).unwrap();
    let solution = second.join("crates/master-duel/src/main.rs");
    let source = fs::read_to_string(&solution).unwrap();
    assert!(source.contains("if total != 0 { \"YES\\n\" }"), "the line that answers is where this test expects it");

    let before = listing(&first);
    let judged = cargo(&second, &["judge", "master-duel"]);
    let report = text(&judged);
    assert_eq!(judged.status.code(), Some(1), "the copy's judge fails its broken solution:\n{}", report);
    assert!(report.contains("FAIL master-duel/sample-1: wrong answer"), "{}", report);
    let first_path = first.to_string_lossy().into_owned();
    assert!(!report.contains(&first_path), "the copy's report names the first checkout:\n{}", report);
    assert!(report.contains(&*second.to_string_lossy()), "the report names the copy's files:\n{}", report);
    assert_eq!(listing(&first), before, "the copy's judge wrote in the first checkout");

    // The first checkout still judges its own (unbroken) solution.
    let judged = cargo(&first, &["judge", "master-duel"]);
    assert!(judged.status.success(), "the first checkout's judge after the copy's:\n{}", text(&judged));

    // A build the copy's files disagree with, which cargo would call fresh
    // (the edit given back the old time), is refused in one line, not used.
    let third = base.join("third");
    let copied = Command::new("cp").arg("-a").arg(&first).arg(&third).status().unwrap();
    assert!(copied.success());
    let solution = third.join("crates/master-duel/src/main.rs");
    let time = fs::metadata(&solution).unwrap().modified().unwrap();
    fs::write(&solution, source.replace("if total != 0 { \"YES\\n\" }", "if total == 0 { \"YES\\n\" }")).unwrap();
    fs::File::options().write(true).open(&solution).unwrap().set_modified(time).unwrap();
    let judged = cargo(&third, &["judge", "master-duel"]);
    let refusal = String::from_utf8_lossy(&judged.stderr).into_owned();
    assert_eq!(judged.status.code(), Some(2), "{}", text(&judged));
    assert!(judged.stdout.is_empty(), "{}", text(&judged));
    assert_eq!(refusal.lines().count(), 1, "{}", refusal);
    assert!(
        refusal.starts_with("error: this build of the testkit holds another crates/master-duel/src/main.rs"),
        "{}",
        refusal
    );
    let _ = fs::remove_dir_all(&base);
}
