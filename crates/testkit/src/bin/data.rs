//! `cargo data ACTION …`: makes judge data from the testkit, never from a
//! solution:
//!
//!   data gen PROBLEM small|edge|max SEED    prints a generated input
//!   data answer PROBLEM < INPUT             prints the oracle's (or the slow
//!                                           reference's) answer, however long
//!                                           that takes; refuses an illegal input
//!   data validate PROBLEM < INPUT           says whether the input is legal (the
//!                                           strict validator), and if not, why
//!
//! In Chinese with `--lang zh` or a Chinese locale, as the other tools.
//! Exit 0 when done (or legal), 1 for an illegal input, 2 on bad usage.
use clap::{Parser, Subcommand};
use std::io::Read;
use std::process::ExitCode;
use testkit::i18n::Lang;
use testkit::rng::Rng;
use testkit::{cli, t, Size};

#[derive(Parser)]
#[command(
    name = "cargo data",
    bin_name = "cargo data",
    about = "Generate inputs and answer them with the testkit's oracles",
    after_help = "Examples:\n  cargo data gen master-duel small 7\n  cargo data validate frogs < judge-data/frogs/sample-1.in"
)]
struct Cli {
    #[command(subcommand)]
    action: Action,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse, global = true)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

#[derive(Subcommand)]
enum Action {
    /// Print a generated input
    Gen {
        /// The problem (a crate under crates/)
        problem: String,
        /// The size: small (within the exhaustive oracle's reach), edge
        /// (corner cases) or max (the largest legal input)
        #[arg(value_enum, hide_possible_values = true)]
        size: Size,
        /// The seed: the same seed gives the same input
        #[arg(value_parser = cli::whole::<u64>(0, u64::MAX))]
        seed: u64,
    },
    /// Print the oracle's (or slow reference's) answer to the legal input on stdin
    Answer {
        /// The problem (a crate under crates/)
        problem: String,
    },
    /// Check the input on stdin with the problem's strict validator (exit 0 if legal, 1 if not)
    Validate {
        /// The problem (a crate under crates/)
        problem: String,
    },
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let pages =
        [("gen", "data-gen-help-page"), ("answer", "data-answer-help-page"), ("validate", "data-validate-help-page")];
    let cli: Cli = match cli::arguments_with_pages("data-help-page", &pages) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let name = match &cli.action {
        Action::Gen { problem, .. } | Action::Answer { problem } | Action::Validate { problem } => problem,
    };
    let problem = match cli::problem(name) {
        Ok(problem) => problem,
        Err(code) => return code,
    };
    let text = match cli.action {
        Action::Gen { size, seed, .. } => (problem.generate)(&mut Rng::new(seed), size),
        Action::Answer { .. } | Action::Validate { .. } => {
            let mut input = Vec::new();
            if let Err(error) = std::io::stdin().read_to_end(&mut input) {
                return cli::failure(&format!("{}: {}", t!("standard-input"), testkit::i18n::os_error(&error)));
            }
            if let Err(reason) = (problem.validate)(&input) {
                let reason = testkit::reasons::said(&reason);
                return cli::failure(&t!("data-illegal", problem = problem.name, reason = reason));
            }
            match (cli.action, String::from_utf8(input)) {
                (Action::Answer { .. }, Ok(input)) => (problem.full_reference)(&input),
                _ => format!("{}\n", t!("data-legal", problem = problem.name)),
            }
        }
    };
    print!("{}", text);
    ExitCode::SUCCESS
}
