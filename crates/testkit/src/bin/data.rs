//! Makes judge data from the testkit, never from a solution:
//!
//!   data gen PROBLEM small|edge|max SEED    prints a generated input
//!   data answer PROBLEM < INPUT             prints the oracle's (or the slow
//!                                           reference's) answer, however long
//!                                           that takes
use clap::{Parser, Subcommand};
use std::io::Read;
use std::process::ExitCode;
use testkit::rng::Rng;
use testkit::{problem, Size};

#[derive(Parser)]
#[command(name = "data", about = "Generate inputs and answer them with the testkit's oracles")]
struct Cli {
    #[command(subcommand)]
    action: Action,
}

#[derive(Subcommand)]
enum Action {
    /// Print a generated input
    Gen { problem: String, size: Size, seed: u64 },
    /// Print the oracle's (or slow reference's) answer to the input on stdin
    Answer { problem: String },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let name = match &cli.action {
        Action::Gen { problem, .. } | Action::Answer { problem } => problem,
    };
    let Some(problem) = problem(name) else {
        eprintln!("error: no problem named {:?}", name);
        return ExitCode::from(2);
    };
    let text = match cli.action {
        Action::Gen { size, seed, .. } => (problem.generate)(&mut Rng::new(seed), size),
        Action::Answer { .. } => {
            let mut input = String::new();
            if let Err(error) = std::io::stdin().read_to_string(&mut input) {
                eprintln!("error: reading the input: {}", error);
                return ExitCode::FAILURE;
            }
            if let Err(message) = (problem.solve)(input.as_bytes()) {
                eprintln!("error: not a valid input: {}", message);
                return ExitCode::FAILURE;
            }
            (problem.full_reference)(&input)
        }
    };
    print!("{}", text);
    ExitCode::SUCCESS
}
