//! Makes judge data from the testkit, never from a solution:
//!
//!   data gen PROBLEM small|edge|max SEED    prints a generated input
//!   data answer PROBLEM < INPUT             prints the oracle's (or the slow
//!                                           reference's) answer, however long
//!                                           that takes
use std::io::Read;
use std::process::ExitCode;
use testkit::rng::Rng;
use testkit::{problem, Size};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match words.as_slice() {
        ["gen", name, size, seed] => match (problem(name), Size::parse(size), seed.parse::<u64>()) {
            (Some(problem), Some(size), Ok(seed)) => Ok((problem.generate)(&mut Rng::new(seed), size)),
            _ => Err("usage: data gen PROBLEM small|edge|max SEED".to_string()),
        },
        ["answer", name] => match problem(name) {
            Some(problem) => {
                let mut input = String::new();
                std::io::stdin()
                    .read_to_string(&mut input)
                    .map_err(|error| error.to_string())
                    .map(|_| (problem.full_reference)(&input))
            }
            None => Err(format!("no problem named {:?}", name)),
        },
        _ => Err("usage: data gen PROBLEM SIZE SEED | data answer PROBLEM < INPUT".to_string()),
    };
    match result {
        Ok(text) => {
            print!("{}", text);
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {}", message);
            ExitCode::FAILURE
        }
    }
}
