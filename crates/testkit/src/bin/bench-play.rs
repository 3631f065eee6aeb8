//! `scripts/bench-play.sh [--moves N] [PROBLEM…]`: times `cargo play`'s
//! answers — the person's move applied, the program's reply chosen and both
//! drawn — on every judge-data input of each problem and on its largest legal
//! input (the benchmarks' `max` from their seed, and the hardest inputs):
//! test 1, the person first (frogs: every strip, as Left), playing N moves
//! (12 by default) that alternate between a random legal move (from `help`'s
//! list) and the hint, so that the program answers from won and lost
//! positions. Prints per problem the answers timed, their median and the
//! slowest with its input; exit 1 when an answer takes over a second.

use clap::Parser;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use testkit::bench::{hardest_inputs, median, BENCH_SEED};
use testkit::play::{self, Options, Session};
use testkit::rng::Rng;
use testkit::{cases, Problem, Size, PROBLEMS};

/// Every answer must come within this.
const BOUND: Duration = Duration::from_secs(1);

#[derive(Parser)]
#[command(
    name = "scripts/bench-play.sh",
    about = "Time cargo play's answers on every judge-data input and the largest"
)]
struct Cli {
    /// Moves the person plays per input
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=1000))]
    moves: u64,
    /// Problems to time (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
}

/// The problem's inputs: (name, text).
fn inputs(problem: &Problem) -> Result<Vec<(String, String)>, String> {
    let mut found: Vec<(String, String)> = cases::load(problem)?
        .into_iter()
        .map(|case| (case.name, String::from_utf8_lossy(&case.input).into_owned()))
        .collect();
    found.push(("max".to_string(), (problem.generate)(&mut Rng::new(BENCH_SEED), Size::Max)));
    for (name, label, input) in hardest_inputs() {
        if name == problem.name {
            found.push((label.to_string(), input));
        }
    }
    Ok(found)
}

/// One game's answers to the person's moves, timed.
fn game(problem: &Problem, input: &str, moves: u64, rng: &mut Rng) -> Result<Vec<Duration>, String> {
    let mut session: Box<dyn Session> = testkit::drivers::start_game(problem, input.as_bytes(), &Options::default())
        .map_err(|failure| format!("{:?}", failure))?;
    session.opening()?;
    if problem.name == "frogs" {
        session.line("all")?;
        session.line("Left")?;
    }
    let mut times = Vec::new();
    for turn in 0..moves {
        if session.over() {
            break;
        }
        let chosen = if turn % 2 == 1 {
            let hint = session.line("hint")?;
            hint.lines()
                .next()
                .and_then(|line| line.strip_prefix("hint: "))
                .filter(|&chosen| chosen != "none")
                .map(String::from)
        } else {
            None
        };
        let chosen = match chosen {
            Some(chosen) => chosen,
            None => {
                let listed = play::listed_moves(&session.line("help")?);
                rng.pick(&listed).clone()
            }
        };
        let start = Instant::now();
        let answer = session.line(&chosen)?;
        times.push(start.elapsed());
        if answer.starts_with("not a legal move") || answer.contains("is not a move") {
            return Err(format!("{} was refused: {}", chosen, answer));
        }
    }
    Ok(times)
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = match testkit::cli::arguments::<Cli>() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let chosen: Vec<&Problem> = if cli.problems.is_empty() {
        PROBLEMS.iter().filter(|problem| problem.play.is_some()).collect()
    } else {
        let mut chosen = Vec::new();
        for name in &cli.problems {
            match testkit::cli::problem(name) {
                Ok(problem) => chosen.push(problem),
                Err(code) => return code,
            }
        }
        chosen
    };
    let mut missed = false;
    println!("{:<16} {:>7} {:>8} {:>10} {:>10}  slowest on", "problem", "inputs", "answers", "median", "slowest");
    for problem in chosen {
        let mut rng = Rng::new(BENCH_SEED);
        let mut all = Vec::new();
        let mut slowest = (Duration::ZERO, String::new());
        let found = match inputs(problem) {
            Ok(found) => found,
            Err(message) => {
                eprintln!("error: {}", message);
                return ExitCode::from(2);
            }
        };
        for (name, input) in &found {
            match game(problem, input, cli.moves, &mut rng) {
                Ok(times) => {
                    for &time in &times {
                        if time > slowest.0 {
                            slowest = (time, name.clone());
                        }
                    }
                    all.extend(times);
                }
                Err(message) => {
                    eprintln!("error: {} {}: {}", problem.name, name, message);
                    return ExitCode::from(1);
                }
            }
        }
        let middle = if all.is_empty() { Duration::ZERO } else { median(&mut all) };
        println!(
            "{:<16} {:>7} {:>8} {:>8.1}ms {:>8.1}ms  {}",
            problem.name,
            found.len(),
            all.len(),
            middle.as_secs_f64() * 1e3,
            slowest.0.as_secs_f64() * 1e3,
            slowest.1
        );
        missed |= slowest.0 > BOUND;
    }
    if missed {
        eprintln!("error: an answer took over {:?}", BOUND);
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
