//! Every problem's judge-data, checked three ways: the solution gives exactly
//! each `.out`; each `.out` agrees with the oracle or slow reference wherever
//! one reaches; and an insta snapshot of the output of every input.

use std::path::Path;
use testkit::cases;

#[test]
fn every_problem_crate_is_known_to_the_testkit_and_has_data() {
    for name in cases::problem_names() {
        assert!(testkit::problem(&name).is_some(), "{}: add it to testkit::PROBLEMS", name);
        let cases = cases::load(&name).unwrap_or_else(|error| panic!("{}", error));
        assert!(cases.iter().any(|case| case.name.starts_with("sample-")), "{}: no sample case", name);
        cases::limits(&name).unwrap_or_else(|error| panic!("{}", error));
    }
    for problem in testkit::PROBLEMS {
        assert!(cases::problem_names().iter().any(|name| name == problem.name), "{}: no crate", problem.name);
    }
}

#[test]
fn solutions_give_exactly_every_out() {
    for problem in testkit::PROBLEMS {
        for case in cases::load(problem.name).unwrap() {
            let output = (problem.solve)(&case.input);
            assert_eq!(output.as_deref(), Ok(case.expected.as_str()), "{}/{}", problem.name, case.name);
        }
    }
}

#[test]
fn every_out_agrees_with_the_checkers() {
    for problem in testkit::PROBLEMS {
        let mut checked = 0;
        for case in cases::load(problem.name).unwrap() {
            let input = String::from_utf8(case.input.clone()).expect("judge inputs are text");
            if let Some(answer) = (problem.reference)(&input) {
                assert_eq!(
                    answer, case.expected,
                    "{}/{}: the .out disagrees with the checker",
                    problem.name, case.name
                );
                checked += 1;
            }
        }
        assert!(checked > 0, "{}: no case within reach of a checker", problem.name);
    }
}

/// The cases the quick check above leaves out, against the full reference
/// (minutes in a debug build; `.ci/run` runs it in its `--ignored` step).
#[test]
#[ignore]
fn every_out_beyond_quick_reach_agrees_with_the_full_reference() {
    use rayon::prelude::*;
    let mut slow = Vec::new();
    for problem in testkit::PROBLEMS {
        for case in cases::load(problem.name).unwrap() {
            let input = String::from_utf8(case.input.clone()).expect("judge inputs are text");
            if (problem.reference)(&input).is_none() {
                slow.push((problem, case, input));
            }
        }
    }
    slow.par_iter().for_each(|(problem, case, input)| {
        let answer = (problem.full_reference)(input);
        assert_eq!(answer, case.expected, "{}/{}: the .out disagrees with the full reference", problem.name, case.name);
    });
    println!("{} slow cases checked against their full reference", slow.len());
}

/// Problem and case of a judge-data path.
fn case_of(path: &Path) -> (String, String) {
    let problem = path.parent().and_then(Path::file_name).unwrap().to_string_lossy().into_owned();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    (problem, name)
}

#[test]
fn snapshot_of_every_output() {
    // Each problem's cases once (loading generates the recipe inputs).
    let mut loaded: std::collections::HashMap<String, Vec<cases::Case>> = std::collections::HashMap::new();
    insta::glob!("../../../judge-data", "{*/*.in,recipes/*/*.recipe}", |path| {
        let (problem_name, name) = case_of(path);
        // A materialized recipe input is snapshotted through its recipe.
        let recipe = cases::recipe_dir(&problem_name).join(format!("{}.recipe", name));
        if path.extension().is_some_and(|extension| extension == "in") && recipe.is_file() {
            return;
        }
        let problem = testkit::problem(&problem_name).expect("known problem");
        let problem_cases = loaded.entry(problem_name.clone()).or_insert_with(|| cases::load(&problem_name).unwrap());
        let case = problem_cases.iter().find(|case| case.name == name).unwrap();
        let output = (problem.solve)(&case.input).unwrap_or_else(|error| format!("error: {}", error));
        // One folder per problem, named by the case file alone, so that
        // adding a problem never renames another's snapshots.
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(format!("snapshots/{}", problem_name));
        settings.set_snapshot_suffix(path.file_name().unwrap().to_string_lossy());
        settings.bind(|| insta::assert_snapshot!("output", output));
    });
}

/// The byte scanner of a solution file: from its doc comment to the end of
/// its `impl` block.
fn scanner_of(source: &str) -> Option<&str> {
    let start = source.find("/// Whitespace-separated tokens")?;
    let body = start + source[start..].find("impl<'a> Scanner<'a> {")?;
    let end = body + source[body..].find("\n}\n")? + 3;
    Some(&source[start..end])
}

#[test]
fn every_solution_carries_the_same_scanner() {
    let root = cases::workspace_root();
    let mut scanners = Vec::new();
    for name in cases::problem_names() {
        let path = root.join("crates").join(&name).join("src/main.rs");
        let source = std::fs::read_to_string(&path).unwrap();
        let scanner = scanner_of(&source).unwrap_or_else(|| panic!("{}: no Scanner", path.display())).to_string();
        scanners.push((name, scanner));
    }
    let (first_name, first) = &scanners[0];
    for (name, scanner) in &scanners[1..] {
        assert!(
            scanner == first,
            "{}'s Scanner differs from {}'s: keep one copy, identical in every file",
            name,
            first_name
        );
    }
}
