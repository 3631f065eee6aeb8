//! `cargo data-strength`: mutants are built as cargo-mutants describes them,
//! a weakened copy of the data shows its gaps again, and bad usage is refused.
//! These need cargo-mutants (`cargo install cargo-mutants --locked`), which
//! `.ci/run` installs: they run in CI's `--ignored` step.

use std::path::Path;
use std::process::{Command, Output};
use testkit::cases;
use testkit::strength::{self, Listing};

fn data_strength(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_data-strength"))
        .current_dir(cases::workspace_root())
        .args(args)
        .output()
        .expect("the data-strength binary runs")
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

/// The table row of `problem`: mutants, excluded, unviable, killed, gaps, equivalent.
fn row(output: &Output, problem: &str) -> Vec<usize> {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let line = stdout
        .lines()
        .find(|line| line.starts_with(&format!("{} ", problem)))
        .unwrap_or_else(|| panic!("no row for {} in:\n{}", problem, stdout));
    line.split_whitespace().skip(1).take(6).map(|word| word.parse().expect("a count")).collect()
}

#[test]
#[ignore = "needs cargo-mutants; CI's --ignored step"]
fn every_mutant_is_the_file_cargo_mutants_describes() {
    for problem in cases::problem_names() {
        let path = cases::workspace_root().join("crates").join(&problem).join("src/main.rs");
        let source = std::fs::read_to_string(&path).unwrap();
        let mutants = strength::list(&source, &Listing::default()).unwrap();
        let output = Command::new(env!("CARGO"))
            .current_dir(cases::workspace_root())
            .args(["mutants", "--list", "--json", "--diff", "--no-config", "-p", &problem])
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", text(&output));
        let listed: Vec<serde_json::Value> = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(listed.len(), mutants.len(), "{}: as many mutants", problem);
        for (mutant, listed) in mutants.iter().zip(&listed) {
            let name = listed["name"].as_str().unwrap();
            assert!(name.ends_with(&mutant.name["src/main.rs".len()..]), "{} vs {}", name, mutant.name);
            assert_ne!(mutant.source, source, "{}: the mutant changes the file", mutant.name);
            let mutated: Vec<&str> = mutant.source.lines().collect();
            let diff = listed["diff"].as_str().unwrap();
            for added in diff.lines().filter(|line| line.starts_with('+') && !line.starts_with("+++")) {
                let added = added[1..].replace(" /* ~ changed by cargo-mutants ~ */", "");
                assert!(
                    mutated.contains(&added.as_str()),
                    "{}: the line {:?} of cargo-mutants' diff is not in the mutant",
                    mutant.name,
                    added
                );
            }
            assert_eq!(mutant.hash, strength::fnv(mutant.source.as_bytes()));
        }
        let keys: std::collections::HashSet<&str> = mutants.iter().map(|mutant| mutant.key.as_str()).collect();
        assert_eq!(keys.len(), mutants.len(), "{}: every key names one mutant", problem);
    }
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// The cases added to close the gaps that the first full runs found.
const GAP_CASES: &[(&str, &[&str])] = &[
    (
        "board-game",
        &[
            "edge-1x9-pair",
            "edge-1x10-gapped-row",
            "edge-2x6-row-of-four",
            "edge-1x10-two-patterns",
            "edge-4x2-column-pair",
            "edge-3x2-column-pair",
            "edge-10x1-three-in-a-column",
        ],
    ),
    ("ring-grid-game", &["edge-1x3-one-piece", "edge-9x19-digit-nine"]),
    ("frogs", &["edge-one-state-twice"]),
];

#[test]
#[ignore = "needs cargo-mutants; CI's --ignored step"]
fn the_data_without_its_gap_cases_shows_the_gaps_again() {
    let weak = tempfile::tempdir().unwrap();
    copy_tree(&cases::workspace_root().join("judge-data"), weak.path());
    for (problem, names) in GAP_CASES {
        for name in *names {
            for extension in ["in", "out"] {
                std::fs::remove_file(weak.path().join(problem).join(format!("{}.{}", name, extension))).unwrap();
            }
        }
    }
    let weak_data = weak.path().to_str().unwrap();
    // ring-grid-game's number stopped at a 9 is found by the edge boards of
    // 6 to 10 cells a side (before them no generated input held a 9).
    // frogs' two are in the choice of how a row's prefix is summed (a `<`
    // turned to `==` or `<=`), which a one-state set with a count of 2 shows.
    // Each run takes the gaps' kind of mutant in their function, the gaps
    // and their like that the data kill (21 mutants in all, each compiled
    // alone: the whole functions' 99 took some four minutes of CI);
    // `cargo data-strength --ci` and the records cover the rest.
    let checks = [
        ("board-game", r"(delete !|replace \^ with [&|]) in Game::build_end", 2),
        ("ring-grid-game", r"in Tables::step|replace > with >= in Scanner<'a>::number", 2),
        ("frogs", "replace < with (==|<=) in Tables::prefix_sum", 2),
    ];
    for (problem, only, gaps) in checks {
        let weakened = data_strength(&[problem, "--data", weak_data, "--re", only, "--cases", "300"]);
        assert_eq!(weakened.status.code(), Some(1), "{}", text(&weakened));
        assert_eq!(row(&weakened, problem)[4], gaps, "{}", text(&weakened));
        let report = String::from_utf8_lossy(&weakened.stdout);
        assert_eq!(report.matches(&format!("GAP {}: ", problem)).count(), gaps, "{}", report);
        assert!(report.contains("  input ("), "each gap shows its counterexample:\n{}", report);
        assert!(!report.contains("UNLISTED"), "every other survivor is accounted for:\n{}", report);
        let whole = data_strength(&[problem, "--re", only, "--cases", "300"]);
        assert_eq!(whole.status.code(), Some(0), "{}", text(&whole));
        assert_eq!(row(&whole, problem)[4], 0, "{}", text(&whole));
    }
}

#[test]
#[ignore = "needs cargo-mutants; CI's --ignored step"]
fn a_setters_own_solution_is_mutated_without_the_workspace_exclusions_and_the_workspaces_with_them() {
    let folder = tempfile::tempdir().unwrap();
    let mine = folder.path().join("mine.rs");
    let own = std::fs::read_to_string(cases::workspace_root().join("crates/master-duel/src/main.rs")).unwrap();
    // The setter's own: the workspace's file with a line of their own.
    std::fs::write(&mine, format!("{}// mine\n", own)).unwrap();
    let only = "replace row_value -> u32";
    let output = data_strength(&["master-duel", "--solution", mine.to_str().unwrap(), "--re", only, "--cases", "200"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output));
    // Not excluded here (no configuration is given), and equivalent: the
    // solution never calls it; reported as a candidate, not a failure.
    assert_eq!(row(&output, "master-duel")[..2], [2, 0], "{}", text(&output));
    assert_eq!(String::from_utf8_lossy(&output.stdout).matches("EQUIVALENT? master-duel").count(), 2);
    assert!(!text(&output).contains("recorded exclusions"), "{}", text(&output));

    // The workspace's own file, byte for byte, given by its path elsewhere:
    // the recorded exclusions apply, and the run says so.
    std::fs::write(&mine, &own).unwrap();
    let output = data_strength(&["master-duel", "--solution", mine.to_str().unwrap(), "--re", only, "--cases", "200"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output));
    assert_eq!(row(&output, "master-duel")[..2], [2, 2], "{}", text(&output));
    assert!(text(&output).contains("is the workspace's own crates/master-duel/src/main.rs: its recorded exclusions (.cargo/mutants.toml) apply"), "{}", text(&output));
}

#[test]
#[ignore = "needs cargo-mutants; CI's --ignored step"]
fn bad_usage_is_refused_with_exit_2() {
    for args in [
        &["no-such-problem"][..],
        &["frogs", "master-duel", "--solution", "x.rs"],
        &["frogs", "--record", "--sample", "3"],
        &["frogs", "--mutants-config", "x.toml"],
        &["frogs", "--data", "/no/such/folder"],
    ] {
        let output = data_strength(args);
        assert_eq!(output.status.code(), Some(2), "{:?}: {}", args, text(&output));
        assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: "), "{:?}", args);
    }
}

#[test]
fn the_recorded_runs_match_the_lists_and_the_tables() {
    let records = strength::load_records().unwrap();
    let root = cases::workspace_root();
    let page = std::fs::read_to_string(root.join("docs/data-strength.md")).unwrap();
    let front = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(records.len() >= 4, "the recorded full runs: {:?}", records.keys());
    for (problem, record) in &records {
        let tally = record.tally;
        assert_eq!(tally.gaps, 0, "{}: a recorded run has no gap", problem);
        assert_eq!(
            tally.mutants + record.excluded,
            record.proposed,
            "{}: every proposed mutant is excluded or judged",
            problem
        );
        assert_eq!(tally.unviable + tally.killed + tally.equivalent, tally.mutants, "{}", problem);
        let row = format!(
            "| {} | {} | {} | {} | {} | {} | 0 |",
            problem, record.proposed, record.excluded, tally.unviable, tally.killed, tally.equivalent
        );
        assert!(page.contains(&row), "docs/data-strength.md's table lacks the row {:?}", row);
        assert!(front.contains(&row), "the front page's table lacks the row {:?}", row);
    }
    // Neither table shows a row that is not the record's.
    for text in [&page, &front] {
        let rows =
            text.lines().filter(|line| records.keys().any(|problem| line.starts_with(&format!("| {} |", problem))));
        assert_eq!(rows.count(), records.len(), "a row per recorded problem in each table");
    }
}
