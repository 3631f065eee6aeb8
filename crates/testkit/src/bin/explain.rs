//! `cargo explain PROBLEM [FILE|-] [--test K] [--json] [--html OUT.html]`:
//! why each test's answer is what it is — the position drawn, its parts and
//! their values, and a certificate checked by play (see `testkit::explain`);
//! `--html` also writes it as a page (see `testkit::html`).
//!
//! Exit 0 with the explanation, 2 on bad usage (unknown problem, unreadable
//! file, illegal input, test number out of range), 3 when the oracle, the
//! values, the rules or the solution disagree (a bug report).

use clap::Parser;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use testkit::cli::{self, usage_error};
use testkit::explain::{Failure, Options};
use testkit::i18n::Lang;
use testkit::t;

#[derive(Parser)]
#[command(
    name = "cargo explain",
    allow_negative_numbers = true,
    about = "Why the answer is what it is: the position, its parts' values and a winning line, checked by play",
    override_usage = "cargo explain PROBLEM [FILE|-] [--test K] [--json] [--html OUT.html]",
    after_help = "Examples:\n  cargo explain master-duel\n  cargo explain master-duel judge-data/master-duel/sample-1.in\n  cargo explain master-duel target/stress/master-duel/failure.in --test 1 --json"
)]
struct Cli {
    /// The problem (a crate under crates/)
    problem: String,
    /// A legal input (`-`: standard input; nothing: the problem's first sample)
    file: Option<PathBuf>,
    /// Only this test (1-based)
    #[arg(long, value_name = "K", value_parser = cli::whole::<usize>(0, u64::MAX))]
    test: Option<usize>,
    /// Print JSON instead of text
    #[arg(long)]
    json: bool,
    /// Also write the explanation as one self-contained HTML page (the
    /// positions drawn, the winning move marked, the line numbered)
    #[arg(long, value_name = "OUT.html")]
    html: Option<PathBuf>,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match cli::arguments_in("explain-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let problem = match cli::problem(&cli.problem) {
        Ok(problem) => problem,
        Err(code) => return code,
    };
    let mut input = Vec::new();
    let read = match &cli.file {
        Some(path) if path.as_os_str() == "-" => std::io::stdin()
            .read_to_end(&mut input)
            .map(|_| input = cli::own_input(std::mem::take(&mut input), &t!("standard-input")))
            .map_err(|error| format!("{}: {}", t!("standard-input"), testkit::i18n::os_error(&error))),
        Some(path) => std::fs::read(path)
            .map(|bytes| input = cli::own_input(bytes, &path.display().to_string()))
            .map_err(|error| format!("{}: {}", path.display(), testkit::i18n::os_error(&error))),
        // The first sample, as `cargo play` plays it; which file, on stderr
        // (stdout may be JSON).
        None => {
            let path = testkit::cases::data_dir(problem.name).join("sample-1.in");
            eprintln!("{}", t!("explain-no-file", path = testkit::workspace::shown(&path)));
            std::fs::read(&path)
                .map(|bytes| input = bytes)
                .map_err(|error| format!("{}: {}", path.display(), testkit::i18n::os_error(&error)))
        }
    };
    if let Err(message) = read {
        return usage_error(&message);
    }
    let options = Options { test: cli.test, json: cli.json, html: cli.html.is_some() };
    match testkit::drivers::explain(problem, &input, &options) {
        Ok(explained) => {
            if let (Some(path), Some(page)) = (&cli.html, &explained.html) {
                if let Err(message) = testkit::html::write_page(path, page) {
                    return usage_error(&message);
                }
            }
            match &explained.json {
                Some(json) => {
                    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
                    let written = serde_json::to_writer_pretty(&mut out, json)
                        .map_err(std::io::Error::from)
                        .and_then(|()| writeln!(out))
                        .and_then(|()| out.flush());
                    if let Err(error) = written {
                        eprintln!("{}", t!("error", message = t!("explain-stdout", error = error.to_string())));
                        return ExitCode::from(1);
                    }
                }
                None => print!("{}", explained.text),
            }
            ExitCode::SUCCESS
        }
        Err(Failure::Usage(message)) => usage_error(&message),
        Err(Failure::Bug(report)) => cli::bug(&report, &t!("explain-report-with")),
    }
}
