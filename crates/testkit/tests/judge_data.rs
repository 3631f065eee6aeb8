//! Every problem's judge-data, checked three ways: the solution gives exactly
//! each `.out`; each `.out` agrees with the oracle or slow reference wherever
//! one reaches; and an insta snapshot of the output of every input.

use testkit::cases;

#[test]
fn every_problem_crate_is_known_to_the_testkit_and_has_data() {
    for name in cases::problem_names() {
        assert!(testkit::problem(&name).is_some(), "{}: add it to testkit::PROBLEMS", name);
        let cases = cases::load(testkit::problem(&name).unwrap()).unwrap_or_else(|error| panic!("{}", error));
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
        for case in cases::load(problem).unwrap() {
            let output = (problem.solve)(&case.input);
            assert_eq!(output.as_deref(), Ok(case.expected.as_str()), "{}/{}", problem.name, case.name);
        }
    }
}

#[test]
fn every_out_agrees_with_the_checkers() {
    for problem in testkit::PROBLEMS {
        let mut checked = 0;
        for case in cases::load(problem).unwrap() {
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
        for case in cases::load(problem).unwrap() {
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

/// A snapshot of the solution's output on every case, one folder per problem
/// and named by the case's file alone (`snapshots/master-duel/random-9.in.snap`,
/// `big-max-1.recipe.snap` for a recipe), so that adding a problem or moving
/// a test never renames another's snapshots. Every case is compared before
/// the test fails, so one run writes every new or changed snapshot for review.
#[test]
fn snapshot_of_every_output() {
    let mut failed = Vec::new();
    for problem_name in cases::problem_names() {
        let problem = testkit::problem(&problem_name).expect("known problem");
        for case in cases::load(problem).unwrap() {
            let file = match case.recipe {
                Some(_) => format!("{}.recipe", case.name),
                None => format!("{}.in", case.name),
            };
            let output = (problem.solve)(&case.input).unwrap_or_else(|error| format!("error: {}", error));
            let mut settings = insta::Settings::clone_current();
            settings.set_snapshot_path(format!("snapshots/{}", problem_name));
            settings.set_prepend_module_to_snapshot(false);
            let input_file = match case.recipe {
                Some(_) => cases::recipe_dir(&problem_name).join(&file),
                None => case.input_path.clone(),
            };
            settings.set_input_file(input_file);
            let compared = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                settings.bind(|| insta::assert_snapshot!(file.as_str(), output));
            }));
            if compared.is_err() {
                failed.push(format!("{}/{}", problem_name, file));
            }
        }
    }
    assert!(failed.is_empty(), "{} snapshots differ or are new: {}", failed.len(), failed.join(", "));
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
