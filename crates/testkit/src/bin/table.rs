//! `cargo table PROBLEM [--size N] [--json] [--check -- COMMAND [ARG…]]`:
//! the table of small positions a write-up reads its formula off, valued by
//! play, with the write-up's formula checked entry by entry; with `--check`,
//! a conjecture of yours (a program in any language) checked the same way.
//!
//! Exit 0 when everything agrees with play, 1 when the conjecture does not
//! (or fails to answer), 2 on bad usage, 3 when the write-up's formula
//! disagrees with play (a bug in the workspace).

use clap::Parser;
use std::ffi::OsString;
use std::process::ExitCode;
use testkit::cli::{self, usage_error};
use testkit::i18n::Lang;
use testkit::runner::Program;
use testkit::t;
use testkit::table::{self, Refusal};
use testkit::tables;

#[derive(Parser)]
#[command(
    name = "cargo table",
    allow_negative_numbers = true,
    about = "The table of small positions a formula was read off, valued by play; the formula, or your conjecture, checked against it",
    override_usage = "cargo table PROBLEM [--size N] [--json] [--html OUT.html] [--check -- COMMAND [ARG…]]",
    after_help = "A conjecture (--check) is a program in any language. It is given every entry's position on\n\
        standard input, one a line in the table's order, then the end of input, and answers each\n\
        entry's value, one a line, in the same order:\n  \
        board-game: a position is `ROWS COLUMNS PATTERN`, the pattern's rows joined by `/`\n    \
        (`2 3 11/01`); a value is Alice or Bob\n  \
        coloring-game: a position is `ROW COLUMN` (1-based), the cell of the single tails coin;\n    \
        a value is a decimal number\n  \
        frogs: a position is the strip as the input writes it (five of L, R, _); a value is one of\n    \
        0 1 -1 1/2 -1/2 * ^ v\n  \
        master-duel: a position is the row as 20 characters, `o` a stone and `.` an empty cell;\n    \
        a value is a decimal number\n  \
        ring-grid-game: a position is the row (M characters: # an obstacle, - a free cell with\n    \
        nothing below, 0-3 the value below a free cell), a space, and the 1-based cell the piece\n    \
        enters; a value is a decimal number\n\
        It runs for at most 10 s and 1 GiB.\n\n\
        Exit: 0 agreement, 1 the conjecture disagrees (or fails to answer), 2 bad usage, 3 the\n\
        write-up's formula disagrees with play (a bug in the workspace).\n\n\
        Examples:\n  cargo table coloring-game\n  cargo table master-duel --size 8 --json\n  \
        cargo table coloring-game --html target/coloring-game-table.html\n  \
        cargo table master-duel --check -- python3 my_guess.py"
)]
struct Cli {
    /// The problem (any of the five)
    problem: String,
    /// The table's size (coloring-game: the N×N corner, default 8, at most 9;
    /// master-duel: stones in the last N cells, default 6, at most 12;
    /// ring-grid-game: rows of N cells, default 3, at most 5; board-game:
    /// boards of at most N cells, default 8, at most 12; frogs: one size,
    /// its 23 strips)
    #[arg(long, value_name = "N", value_parser = testkit::cli::whole::<usize>(0, u64::MAX))]
    size: Option<usize>,
    /// Print JSON instead of text
    #[arg(long)]
    json: bool,
    /// Also write the table as one self-contained page: each entry coloured
    /// by its value, a legend, the formula, and the conjecture's first
    /// disagreement marked
    #[arg(long, value_name = "OUT.html")]
    html: Option<std::path::PathBuf>,
    /// Check a conjecture: the command after `--` answers every entry
    #[arg(long)]
    check: bool,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
    /// The conjecture's command and arguments (after `--`)
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<OsString>,
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match cli::arguments_in("table-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    if cli::problem(&cli.problem).is_err() {
        // cli::problem has said which names there are.
        return ExitCode::from(2);
    }
    let program = match (cli.check, Program::from_words(&cli.command)) {
        (true, None) => return usage_error(&t!("table-needs-command")),
        (false, Some(_)) => return usage_error(&t!("table-command-without-check")),
        (_, program) => program,
    };
    let table = match tables::build(&cli.problem, cli.size) {
        Ok(table) => table,
        Err(message) => return usage_error(&message),
    };
    let formula_agrees = table.formula_disagreements() == 0;
    let checked = match &program {
        None => None,
        Some(program) => match table::ask(&table, program) {
            Ok(answers) => Some(Ok(answers)),
            Err(Refusal::CannotStart(message)) => return usage_error(&message),
            Err(Refusal::Failed(message)) => Some(Err(message)),
        },
    };
    // The conjecture's first disagreement with play (0-based), once.
    let first = match &checked {
        Some(Ok(answers)) => table.first_disagreement(answers).map(|(index, _)| index),
        _ => None,
    };
    let code = match (&checked, first) {
        _ if !formula_agrees => 3,
        (Some(Err(_)), _) | (_, Some(_)) => 1,
        _ => 0,
    };
    if let Some(path) = &cli.html {
        let checked = match (&checked, &program) {
            (Some(answers), Some(program)) => Some(table::Checked {
                command: program.display(),
                answers: answers.as_ref().map(|answers| answers.as_slice()).map_err(|message| message.as_str()),
            }),
            _ => None,
        };
        if let Err(message) = testkit::html::write_page(path, &table.html(checked.as_ref())) {
            return usage_error(&message);
        }
    }
    if cli.json {
        let mut json = table.json();
        if let (Some(checked), Some(program)) = (&checked, &program) {
            json["conjecture"] = match checked {
                Ok(answers) => serde_json::json!({
                    "command": program.display(),
                    "answers": answers,
                    "first_disagreement": first.map(|index| index + 1)
                }),
                Err(message) => serde_json::json!({"command": program.display(), "failed": message}),
            };
        }
        println!("{}", serde_json::to_string_pretty(&json).expect("JSON of strings and numbers"));
    } else {
        print!("{}", table.text(first));
        match (&checked, &program) {
            (Some(Ok(answers)), Some(program)) => {
                println!("\n{}", t!("table-conjecture", command = program.display()));
                print!("{}", table::report(&table, answers).1);
            }
            (Some(Err(message)), Some(program)) => {
                println!("\n{}", t!("table-conjecture", command = program.display()));
                println!("{}", t!("table-no-answers", message = message));
                println!("{}", t!("table-formats-reminder", formats = &table.formats));
            }
            _ => {}
        }
    }
    if !formula_agrees {
        return cli::bug(&t!("table-formula-bug"), &t!("table-above"));
    }
    ExitCode::from(code)
}
