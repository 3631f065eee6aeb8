//! The accepted gallery: correct programs that are not the workspace's,
//! written from the statements in C++ and Python as people submit them. The
//! tools must never accuse them: each passes every judge-data case (`cargo
//! judge PROBLEM -- CMD`) and the stress run at every size (`cargo stress`).
//! They are what catches a judge case, a generator or a shrinker that hands a
//! program something the statement does not promise.

use rayon::prelude::*;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use testkit::check::{self, StressOptions};
use testkit::programs::{self, Accepted};
use testkit::runner::Program;
use testkit::verdict::{JudgeLimits, Verdict};
use testkit::{cases, Problem, Size, PROBLEMS};

/// The limits a program of the gallery is judged by here: the problem's (or
/// the program's own, for a slow language), with the time doubled. Several
/// of these programs take half the limit on the largest cases, as the usual
/// submissions do; what the gallery guards is that the tools never misread a
/// correct answer or hand over an illegal input, not how loaded the machine
/// running the tests is. Their times at the real limits are in the README.
fn limits(problem: &Problem, accepted: &Accepted) -> JudgeLimits {
    let limits = check::judge_limits(problem.name).unwrap();
    let time = accepted.time_limit_ms.map(Duration::from_millis).unwrap_or(limits.time);
    JudgeLimits { time: time * 2, ..limits }
}

/// The judge-data test and the stress test take turns: each judges times,
/// and the stress run keeps both cores busy.
static TIMED: Mutex<()> = Mutex::new(());

fn gallery() -> Vec<(&'static Problem, &'static Accepted, Program)> {
    let all: Vec<(&Problem, &Accepted)> =
        PROBLEMS.iter().flat_map(|problem| problem.accepted.iter().map(move |accepted| (problem, accepted))).collect();
    all.into_par_iter()
        .map(|(problem, accepted)| {
            let program = programs::accepted(problem.name, accepted).unwrap_or_else(|error| panic!("{}", error));
            (problem, accepted, program)
        })
        .collect()
}

#[test]
fn the_gallery_has_at_least_two_correct_programs_per_problem_in_two_styles() {
    for problem in PROBLEMS {
        assert!(problem.accepted.len() >= 2, "{}: {} accepted programs", problem.name, problem.accepted.len());
        for accepted in problem.accepted {
            let opening = if accepted.file.ends_with(".py") { "# Accepted (" } else { "// Accepted (" };
            assert!(
                accepted.source.starts_with(&format!("{}{})", opening, problem.name)),
                "{}/{} opens by saying what it is and how it works",
                problem.name,
                accepted.file
            );
        }
        let mut files: Vec<&str> = problem.accepted.iter().map(|accepted| accepted.file).collect();
        files.sort();
        files.dedup();
        assert_eq!(files.len(), problem.accepted.len(), "{}", problem.name);
    }
}

/// One program at a time, as `cargo judge` runs them: the times are judged.
#[test]
#[ignore = "the galleries of other people's programs (g++, python3): CI's --ignored step"]
fn every_accepted_program_passes_every_judge_data_case() {
    let _turn = TIMED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    gallery().into_iter().for_each(|(problem, accepted, program)| {
        let cases = cases::load(problem).unwrap();
        let results = check::judge_cases(&program, &cases, limits(problem, accepted), None, "test").unwrap();
        assert_eq!(results.len(), cases.len());
        for result in &results {
            assert_eq!(
                result.verdict,
                Verdict::Accepted,
                "{}/{} on {}: {}",
                problem.name,
                accepted.file,
                result.case.name,
                String::from_utf8_lossy(&result.run.stderr)
            );
        }
    });
}

/// Cases a size: four hundred small ones, 150 edge ones,
/// a few of the largest (each takes up to a second). A Python program gets
/// a third as many small and edge cases: its interpreter's start alone costs
/// more than a compiled program's whole run.
fn cases_of(accepted: &Accepted, size: Size) -> u64 {
    let cases = match size {
        Size::Small => 400,
        Size::Edge => 150,
        Size::Max => 3,
    };
    if accepted.file.ends_with(".py") && size != Size::Max {
        cases / 3
    } else {
        cases
    }
}

/// The start of an input, for a failure message.
fn opening(input: &str) -> String {
    match input.char_indices().nth(400) {
        Some((end, _)) => format!("{}... ({} bytes)", &input[..end], input.len()),
        None => input.to_string(),
    }
}

#[test]
#[ignore = "about a minute of external programs; CI runs it in its --ignored step"]
fn every_accepted_program_passes_the_stress_run_at_every_size() {
    let _turn = TIMED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    for (problem, accepted, program) in gallery() {
        for size in [Size::Small, Size::Edge, Size::Max] {
            let started = Instant::now();
            let options =
                StressOptions { cases: cases_of(accepted, size), seed: 1, size, limits: limits(problem, accepted) };
            let failure = check::stress(problem, &program, &options).unwrap();
            assert!(
                failure.is_none(),
                "{}/{} at {:?}: accused a correct program: {:?}",
                problem.name,
                accepted.file,
                size,
                failure.map(|failure| (failure.verdict, opening(&failure.minimal), opening(&failure.expected)))
            );
            println!(
                "{}/{} {:?}: {} cases in {:?}",
                problem.name,
                accepted.file,
                size,
                options.cases,
                started.elapsed()
            );
        }
    }
}
