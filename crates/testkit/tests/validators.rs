//! The strict validators: what a legal input is, and the promise that
//! everything a user's program is given (judge data, generated cases at every
//! size, shrunk counterexamples) is legal.

use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use testkit::check::{self, StressOptions};
use testkit::rng::{case_seed, Rng};
use testkit::runner::{self, Bounds, Exit};
use testkit::{cases, programs, Problem, Size, PROBLEMS};

#[test]
fn every_judge_data_input_is_legal() {
    for problem in PROBLEMS {
        let cases = cases::load(problem).unwrap();
        for case in &cases {
            if let Err(reason) = (problem.validate)(&case.input) {
                panic!("{}/{} is not a legal input: {}", problem.name, case.name, reason);
            }
        }
    }
}

/// Each test of a legal input is where `test_lines` says it is: one block of
/// lines per answer line, in order, from the tests' first line to the end,
/// on the judge data and on generated inputs of every size (reports show a
/// failing test's lines by it).
#[test]
fn test_lines_find_every_test() {
    for problem in PROBLEMS {
        let mut inputs: Vec<(String, String)> = cases::load(problem)
            .unwrap()
            .into_iter()
            .map(|case| (case.name, String::from_utf8(case.input).unwrap()))
            .collect();
        for (size, seeds) in [(Size::Small, 20), (Size::Edge, 10), (Size::Max, 2)] {
            for seed in 0..seeds {
                inputs.push((format!("{} seed {}", size, seed), (problem.generate)(&mut Rng::new(seed), size)));
            }
        }
        for (name, input) in &inputs {
            let tests = (problem.test_lines)(input);
            // The solution's answers (the oracle's would take longer on the
            // judge data and say as many).
            let answers = (problem.solve)(input.as_bytes()).unwrap().lines().count();
            assert_eq!(tests.len(), answers, "{} {}: {:?}", problem.name, name, tests);
            let lines = input.lines().count();
            assert_eq!(tests.last().map(|test| test.end), Some(lines), "{} {}", problem.name, name);
            for pair in tests.windows(2) {
                assert_eq!(pair[0].end, pair[1].start, "{} {}: {:?}", problem.name, name, tests);
            }
        }
    }
}

#[test]
fn every_generated_input_is_legal_at_every_size_and_no_generator_panics() {
    generated_inputs_are_legal(&[(Size::Small, 0..3000), (Size::Edge, 0..500), (Size::Max, 0..6)]);
}

/// Eighteen more of the largest inputs, where the first run's time is not
/// spent.
#[test]
#[ignore = "the largest inputs: CI's --ignored step"]
fn every_generated_input_is_legal_with_more_of_the_largest() {
    generated_inputs_are_legal(&[(Size::Max, 6..24)]);
}

/// Each problem's inputs of each size in `seeds` (thousands of small ones,
/// hundreds of edge ones, dozens of the largest), generated without a panic
/// and legal.
fn generated_inputs_are_legal(seeds: &[(Size, std::ops::Range<u64>)]) {
    let jobs: Vec<(&Problem, Size, u64)> = PROBLEMS
        .iter()
        .flat_map(|problem| {
            seeds.iter().flat_map(move |(size, indices)| indices.clone().map(move |index| (problem, *size, index)))
        })
        .collect();
    let failures: Vec<String> = jobs
        .into_par_iter()
        .filter_map(|(problem, size, index)| {
            // The seeds a stress run uses, then plain small numbers (recipes use those).
            let seed = if index % 2 == 0 { check::stress_case_seed(problem.name, size, 1, index / 2) } else { index };
            let generated = catch_unwind(AssertUnwindSafe(|| (problem.generate)(&mut Rng::new(seed), size)));
            match generated {
                Err(_) => Some(format!("{} {:?} seed {}: the generator panicked", problem.name, size, seed)),
                Ok(input) => (problem.validate)(input.as_bytes())
                    .err()
                    .map(|reason| format!("{} {:?} seed {}: {}", problem.name, size, seed, reason)),
            }
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} illegal or failed generations, first: {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
}

#[test]
fn every_shrunk_variant_of_some_inputs_is_legal_or_filtered() {
    shrunk_variants_are_legal_or_filtered(40);
}

#[test]
#[ignore = "optimized build: CI's --ignored step"]
fn every_shrunk_variant_the_stress_run_keeps_is_legal() {
    shrunk_variants_are_legal_or_filtered(200);
}

/// The shrinkers may propose illegal variants (an all-zero pattern, a board
/// that no longer holds a row's length): the validator filters them. Every
/// proposal made from `inputs` small inputs of each problem is checked, and
/// at least the legal ones must parse the same way in the solution.
fn shrunk_variants_are_legal_or_filtered(inputs: u64) {
    for problem in PROBLEMS {
        let mut proposed = 0;
        let mut legal = 0;
        for index in 0..inputs {
            let input = (problem.generate)(&mut Rng::new(case_seed("shrink-legal", index)), Size::Small);
            for variant in (problem.shrink)(&input) {
                proposed += 1;
                if (problem.validate)(variant.as_bytes()).is_ok() {
                    legal += 1;
                    assert!((problem.solve)(variant.as_bytes()).is_ok(), "{}: {:?}", problem.name, variant);
                }
            }
        }
        assert!(legal > 0 && proposed > 0, "{}: {} of {} variants legal", problem.name, legal, proposed);
    }
}

#[test]
fn stress_never_hands_a_program_an_illegal_input() {
    // A program that answers nothing (a wrong answer on every legal input,
    // so the first case fails and shrinking runs all the way down) and logs
    // every input its problem's compiled validator does not accept.
    let log_folder = tempfile::tempdir().unwrap();
    for problem in PROBLEMS {
        let validator = programs::validator(problem.name).unwrap();
        let log = log_folder.path().join(problem.name);
        let script = r#"input=$(mktemp); cat > "$input"; "$1" < "$input" 2> /dev/null
            [ $? -eq 42 ] || { cat "$input"; echo "----"; } >> "$2"; rm -f "$input""#;
        let words: Vec<std::ffi::OsString> =
            vec!["sh".into(), "-c".into(), script.into(), "sh".into(), validator.program.clone(), log.clone().into()];
        let program = runner::Program::from_words(&words).unwrap();
        let options =
            StressOptions { cases: 20, seed: 5, size: Size::Small, limits: check::judge_limits(problem.name).unwrap() };
        let failure = check::stress(problem, &program, &options).unwrap().expect("no output is a wrong answer");
        assert_eq!(failure.verdict.short(), "WA", "{}: {:?}", problem.name, failure.verdict);
        assert!(failure.steps > 0, "{}: nothing was shrunk", problem.name);
        assert!(failure.tried > failure.steps, "{}", problem.name);
        let illegal = std::fs::read_to_string(&log).unwrap_or_default();
        assert!(illegal.is_empty(), "{}: the program was given illegal inputs:\n{}", problem.name, illegal);
    }
}

/// A problem's samples.
fn samples(problem: &Problem) -> Vec<cases::Case> {
    cases::load(problem).unwrap().into_iter().filter(|case| case.name.starts_with("sample-")).collect()
}

/// Each `(input, reason)` is rejected with a one-line reason containing `reason`.
fn assert_rejects(problem: &Problem, cases: &[(&str, &str)]) {
    for (input, reason) in cases {
        match (problem.validate)(input.as_bytes()) {
            Ok(()) => panic!("{}: {:?} was accepted", problem.name, input),
            Err(error) => {
                assert!(
                    error.contains(reason),
                    "{}: {:?} gave {:?}, expected {:?}",
                    problem.name,
                    input,
                    error,
                    reason
                );
                assert!(!error.contains('\n'), "{}: one line: {:?}", problem.name, error);
            }
        }
    }
}

/// Illegal layouts every validator rejects, made from a legal input.
fn assert_rejects_every_bad_layout(problem: &Problem, legal: &str) {
    assert_eq!((problem.validate)(legal.as_bytes()), Ok(()), "{}: {:?}", problem.name, legal);
    let first_space = legal.find(' ');
    let mut cases: Vec<(String, &str)> = vec![
        (legal.replace('\n', "\r\n"), "carriage return"),
        (legal.trim_end().to_string(), "no newline at its end"),
        (format!("{}\n", legal), "extra data after the end"),
        (format!("{}x\n", legal), "extra data after the end"),
        (legal.replacen('\n', "\n\n", 1), "blank line"),
        (format!(" {}", legal), "separated by one space"),
        (legal.replacen('\n', " \n", 1), "separated by one space"),
        (String::new(), "found end of input"),
        (legal[..legal.len() / 2].to_string(), ""),
        (legal.replacen(|c: char| c.is_ascii_digit(), "\t", 1), "not printable ASCII"),
    ];
    if let Some(at) = first_space {
        cases.push((format!("{}  {}", &legal[..at], &legal[at + 1..]), "separated by one space"));
    }
    // A number with a leading zero, and with a sign.
    let digit = legal.find(|c: char| c.is_ascii_digit()).unwrap();
    cases.push((format!("{}0{}", &legal[..digit], &legal[digit..]), "leading zero"));
    cases.push((format!("{}+{}", &legal[..digit], &legal[digit..]), "decimal number"));
    let borrowed: Vec<(&str, &str)> = cases.iter().map(|(input, reason)| (input.as_str(), *reason)).collect();
    assert_rejects(problem, &borrowed);
}

#[test]
fn every_sample_is_legal_and_every_bad_layout_is_not() {
    for problem in PROBLEMS {
        let samples = samples(problem);
        assert!(!samples.is_empty());
        for sample in samples {
            let text = String::from_utf8(sample.input).unwrap();
            assert_rejects_every_bad_layout(problem, &text);
        }
    }
}

fn problem(name: &str) -> &'static Problem {
    testkit::problem(name).unwrap()
}

#[test]
fn board_game_rejects_what_its_statement_rules_out() {
    let board_game = problem("board-game");
    assert_rejects(
        board_game,
        &[
            ("0 3 1\n1 1\n1\n", "n = 0 is outside 1..=27"),
            ("2 0 1\n1 1\n1\n", "m = 0 is outside 1..=27"),
            ("28 1 1\n1 1\n1\n", "n = 28 is outside"),
            ("4 7 1\n1 1\n1\n", "n·m = 28 exceeds 27"),
            ("2 3 0\n", "T = 0 is outside 1..=1000"),
            ("2 3 1001\n", "T = 1001 is outside"),
            ("2 3 1\n0 1\n", "h = 0 is outside"),
            ("2 3 1\n1 28\n", "w = 28 is outside"),
            ("2 3 1\n1 2\n1\n", "has 1 characters, expected w = 2"),
            ("2 3 1\n1 2\n111\n", "has 3 characters"),
            ("2 3 1\n1 2\n12\n", "neither 0 nor 1"),
            ("2 3 1\n2 2\n11\n", "row 2 of pattern 1, found end of input"),
            ("2 3 1\n2 2\n00\n00\n", "pattern 1 has no `1`"),
            ("2 3 2\n1 1\n1\n", "pattern 2's `h w`, found end of input"),
            ("2 3 1\n1 2\n11\n1 1\n1\n", "extra data"),
            ("2 3\n", "(3 token(s)), found 2"),
            ("2 3 1\n1 2 3\n", "(2 token(s)), found 3"),
            ("2 3 1\n1 2\n1 1\n", "(1 token(s)), found 2"),
        ],
    );
    // Legal, though the pattern never appears: it is larger than the board.
    assert_eq!((board_game.validate)(b"1 1 2\n2 1\n1\n1\n1 1\n1\n"), Ok(()));
    assert_eq!((board_game.validate)(b"3 9 1\n1 1\n1\n"), Ok(()));
}

#[test]
fn coloring_game_rejects_what_its_statement_rules_out() {
    assert_rejects(
        problem("coloring-game"),
        &[
            ("0\n", "T = 0 is outside 1..=50"),
            ("51\n", "T = 51 is outside"),
            ("1\n0 1\n", "n = 0 is outside 1..=100"),
            ("1\n1 101\n", "m = 101 is outside"),
            ("1\n1 2\nHx\n", "coin 'x' is neither H nor T"),
            ("1\n1 2\nHh\n", "coin 'h'"),
            ("1\n1 2\nH0\n", "coin '0'"),
            ("1\n1 2\nt.\n", "coin 't'"),
            ("1\n1 2\nHTH\n", "has 3 coins, expected m = 2"),
            ("1\n2 2\nHT\n", "row 2 of game 1, found end of input"),
            ("2\n1 1\nH\n", "game 2's `n m`, found end of input"),
            ("1\n1 1\nH\nH\n", "extra data"),
            ("1\n1 2\nH T\n", "(1 token(s)), found 2"),
        ],
    );
}

#[test]
fn ring_grid_game_rejects_what_its_statement_rules_out() {
    let ring_grid_game = problem("ring-grid-game");
    assert_rejects(
        ring_grid_game,
        &[
            ("0\n", "T = 0 is outside"),
            ("1\n0 1\n", "n = 0 is outside 1..=1000"),
            ("1\n1 1001\n", "m = 1001 is outside"),
            ("1\n1 3\nB.x\n", "cell 'x' is none of #, B and ."),
            ("1\n1 3\nb..\n", "cell 'b'"),
            ("1\n1 3\nB.\n", "has 2 cells, expected m = 3"),
            ("1\n2 1\nB\n", "row 2 of test 1, found end of input"),
            ("1\n1 1\nB\nB\n", "extra data"),
        ],
    );
    // The sums: five tests of 1000 columns, or of 1000 rows, are too many; four are not.
    let wide = format!("1 1000\n{}\n", "B".repeat(1000));
    assert_rejects(ring_grid_game, &[(&format!("5\n{}", wide.repeat(5)), "the sums of n and m reach 5 and 5000")]);
    assert_eq!((ring_grid_game.validate)(format!("4\n{}", wide.repeat(4)).as_bytes()), Ok(()));
    let tall = format!("1000 1\n{}", "B\n".repeat(1000));
    assert_rejects(ring_grid_game, &[(&format!("5\n{}", tall.repeat(5)), "reach 5000 and 5")]);
    assert_eq!((ring_grid_game.validate)(format!("4\n{}", tall.repeat(4)).as_bytes()), Ok(()));
}

#[test]
fn master_duel_rejects_what_its_statement_rules_out() {
    let master_duel = problem("master-duel");
    assert_rejects(
        master_duel,
        &[
            ("0\n", "T = 0 is outside 1..=100"),
            ("101\n", "T = 101 is outside"),
            ("1\n0\n", "n = 0 is outside 1..=1000"),
            ("1\n1001\n", "n = 1001 is outside"),
            ("1\n1\n21 1\n", "m = 21 is outside 0..=20"),
            ("1\n1\n2 1\n", "k = 2 but 1 column(s) follow"),
            ("1\n1\n1 1 2\n", "k = 1 but 2 column(s) follow"),
            ("1\n1\n1 0\n", "column p = 0 is outside 1..=20"),
            ("1\n1\n1 21\n", "column p = 21 is outside"),
            ("1\n1\n2 5 5\n", "column 5 holds two stones"),
            ("1\n2\n1 5\n", "row 2 of test 1"),
            ("1\n1\n1 -5\n", "should be a decimal number"),
        ],
    );
    // Empty rows and unsorted columns are legal.
    assert_eq!((master_duel.validate)(b"1\n2\n0\n3 20 1 7\n"), Ok(()));
}

#[test]
fn frogs_rejects_what_its_statement_rules_out() {
    let frogs = problem("frogs");
    assert_rejects(
        frogs,
        &[
            ("0 0\n", "C = 0 is outside 1..=100"),
            ("0 101\n", "C = 101 is outside"),
            ("1001 1\n1\nLL_RR 1\n", "id = 1001 is outside 0..=1000"),
            ("0 1\n0\n", "n = 0 is outside 1..=23"),
            ("0 1\n24\n", "n = 24 is outside"),
            ("0 1\n1\nLL_RR 0\n", "count a = 0 is outside 1..=1000000"),
            ("0 1\n1\nLL_RR 1000001\n", "count a = 1000001 is outside"),
            ("0 1\n2\nLL_RR 600000\nLRRL_ 400001\n", "has 1000001 strips so far"),
            ("0 1\n2\nLL_RR 1\nLL_RR 2\n", "state LL_RR appears twice"),
            ("0 1\n1\nLLRR 1\n", "\"LLRR\" is not a state reachable"),
            ("0 1\n1\nRRLL_ 1\n", "\"RRLL_\" is not a state reachable"),
            ("0 1\n1\nll_rr 1\n", "not a state reachable"),
            ("0 1\n1\nLL_RR\n", "(2 token(s)), found 1"),
            ("0 1\n2\nLL_RR 1\n", "state 2 of data set 1"),
        ],
    );
    // Every reachable state, and only those, is accepted; counts summing to
    // exactly 10^6 are legal.
    let reachable: Vec<String> = testkit::frogs::reachable().iter().map(testkit::frogs::show).collect();
    assert_eq!(reachable.len(), 23);
    for letters in itertools::Itertools::multi_cartesian_product((0..5).map(|_| "LR_".chars())) {
        let state: String = letters.into_iter().collect();
        let input = format!("0 1\n1\n{} 1\n", state);
        assert_eq!((frogs.validate)(input.as_bytes()).is_ok(), reachable.contains(&state), "{}", state);
    }
    assert_eq!((frogs.validate)(b"7 1\n2\nLL_RR 600000\nLRRL_ 400000\n"), Ok(()));
}

#[test]
fn each_validator_is_a_program_of_the_package_convention() {
    // Compiled alone as a judge or problemtools compiles it: exit 42 on a
    // legal input, 43 with the reason on stderr on an illegal one.
    for problem in PROBLEMS {
        let program = programs::validator(problem.name).unwrap();
        let bounds = Bounds::for_limits(std::time::Duration::from_secs(10), 256);
        for sample in samples(problem) {
            let run = runner::run(&program, &sample.input, bounds).unwrap();
            assert_eq!(
                run.exit,
                Exit::Code(42),
                "{}/{}: {}",
                problem.name,
                sample.name,
                String::from_utf8_lossy(&run.stderr)
            );
            assert!(run.stdout.is_empty() && run.stderr.is_empty());
            let crlf = String::from_utf8(sample.input.clone()).unwrap().replace('\n', "\r\n");
            let run = runner::run(&program, crlf.as_bytes(), bounds).unwrap();
            assert_eq!(run.exit, Exit::Code(43), "{}/{}", problem.name, sample.name);
            let reason = String::from_utf8_lossy(&run.stderr);
            assert!(
                reason.contains("carriage return") && reason.lines().count() == 1,
                "{}: {:?}",
                problem.name,
                reason
            );
        }
    }
}

#[test]
fn every_validator_carries_the_same_line_reader() {
    let reader = |name: &str| {
        let path = programs::validator_path(name);
        let source = std::fs::read_to_string(&path).unwrap();
        let start = source.find("fn main() {").unwrap_or_else(|| panic!("{}: no main", path.display()));
        source[start..].to_string()
    };
    let first = reader(PROBLEMS[0].name);
    for problem in &PROBLEMS[1..] {
        assert!(
            reader(problem.name) == first,
            "{}'s validator differs from {}'s after `fn main`: keep the reader identical in every file",
            problem.name,
            PROBLEMS[0].name
        );
    }
}
