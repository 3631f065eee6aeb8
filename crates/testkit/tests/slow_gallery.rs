//! The slow gallery: correct programs that are too slow, one or more per
//! problem (`src/<problem>/slow/`), filed under `time_limit_exceeded/` in the
//! problem package. They prove that the judge data stops slow solutions:
//! right wherever they finish, over the time limit on the largest data.
//! (`scripts/verify-packages.sh` checks the same with problemtools, at the
//! package's limits.)

use rayon::prelude::*;
use std::time::Duration;
use testkit::check::{self, StressOptions};
use testkit::programs;
use testkit::verdict::{JudgeLimits, Verdict};
use testkit::{cases, Size, PROBLEMS};

#[test]
fn every_problem_has_a_slow_program_that_says_what_it_is() {
    for problem in PROBLEMS {
        assert!(!problem.slow.is_empty(), "{}: no slow program", problem.name);
        for slow in problem.slow {
            let opening = if slow.file.ends_with(".py") { "# Slow (" } else { "// Slow (" };
            assert!(
                slow.source.starts_with(&format!("{}{}): correct, but", opening, problem.name)),
                "{}/{} opens by saying what it is and why it is slow",
                problem.name,
                slow.file
            );
        }
    }
}

/// Small inputs are within every slow program's reach: a few hundred of them
/// against the exhaustive oracle, with a limit that only a hang would reach.
#[test]
#[ignore = "the galleries of other people's programs (g++, python3): CI's --ignored step"]
fn every_slow_program_answers_small_inputs_right() {
    for problem in PROBLEMS {
        for slow in problem.slow {
            let program = programs::slow(problem.name, slow).unwrap_or_else(|error| panic!("{}", error));
            let limits = JudgeLimits { time: Duration::from_secs(10), ..check::judge_limits(problem.name).unwrap() };
            let options = StressOptions { cases: 300, seed: 7, size: Size::Small, limits };
            let failure = check::stress(problem, &program, &options).unwrap();
            assert!(
                failure.is_none(),
                "{}/{}: {:?}",
                problem.name,
                slow.file,
                failure.map(|failure| (failure.verdict, failure.minimal, failure.expected))
            );
        }
    }
}

/// On the judge data at the problem's own limits: never a wrong answer or a
/// crash (a case is answered right or not in time), and some case is over
/// the limit. Load on the machine can only add time limits, never remove one.
#[test]
#[ignore = "half a minute of runs to the time limit; CI runs it in its --ignored step"]
fn every_slow_program_is_right_where_it_finishes_and_over_the_limit_somewhere() {
    let work: Vec<_> =
        PROBLEMS.iter().flat_map(|problem| problem.slow.iter().map(move |slow| (problem, slow))).collect();
    work.into_par_iter().for_each(|(problem, slow)| {
        let program = programs::slow(problem.name, slow).unwrap_or_else(|error| panic!("{}", error));
        let limits = check::judge_limits(problem.name).unwrap();
        let mut over = Vec::new();
        for case in cases::load(problem).unwrap() {
            let (verdict, run) = check::attempt(&program, &case.input, &case.expected, limits).unwrap();
            match verdict {
                Verdict::Accepted => {}
                Verdict::TimeLimit => over.push(case.name.clone()),
                other => panic!(
                    "{}/{} on {}: {:?} ({})",
                    problem.name,
                    slow.file,
                    case.name,
                    other,
                    String::from_utf8_lossy(&run.stderr)
                ),
            }
        }
        assert!(!over.is_empty(), "{}/{}: within the time limit on every judge case", problem.name, slow.file);
        println!("{}/{}: over the limit on {}", problem.name, slow.file, over.join(", "));
    });
}
