//! Makes judge data from the testkit, never from a solution:
//!
//!   data gen PROBLEM small|edge|max SEED    prints a generated input
//!   data answer PROBLEM < INPUT             prints the oracle's (or the slow
//!                                           reference's) answer, however long
//!                                           that takes; refuses an illegal input
//!   data validate PROBLEM < INPUT           says whether the input is legal (the
//!                                           strict validator), and if not, why
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
    /// Print the oracle's (or slow reference's) answer to the legal input on stdin
    Answer { problem: String },
    /// Check the input on stdin with the problem's strict validator (exit 0 if legal, 1 if not)
    Validate { problem: String },
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = Cli::parse();
    let name = match &cli.action {
        Action::Gen { problem, .. } | Action::Answer { problem } | Action::Validate { problem } => problem,
    };
    let Some(problem) = problem(name) else {
        eprintln!("error: no problem named {:?}", name);
        return ExitCode::from(2);
    };
    let text = match cli.action {
        Action::Gen { size, seed, .. } => (problem.generate)(&mut Rng::new(seed), size),
        Action::Answer { .. } | Action::Validate { .. } => {
            let mut input = Vec::new();
            if let Err(error) = std::io::stdin().read_to_end(&mut input) {
                eprintln!("error: reading the input: {}", error);
                return ExitCode::FAILURE;
            }
            if let Err(reason) = (problem.validate)(&input) {
                eprintln!("error: not a legal {} input: {}", problem.name, reason);
                return ExitCode::FAILURE;
            }
            match (cli.action, String::from_utf8(input)) {
                (Action::Answer { .. }, Ok(input)) => (problem.full_reference)(&input),
                _ => format!("legal {} input\n", problem.name),
            }
        }
    };
    print!("{}", text);
    ExitCode::SUCCESS
}
