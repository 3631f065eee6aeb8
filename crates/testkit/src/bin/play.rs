//! `cargo play PROBLEM [FILE|-] [--test K] [--first|--second] [--seed S]`:
//! one test of a legal input played against the workspace, which plays
//! perfectly (see `testkit::play`). Moves are read from standard input, one a
//! line, so a game can be scripted.
//!
//! With `--web` it serves the game to a browser instead (`testkit::web`):
//! the first line of standard output is the address to open, and it serves
//! until Ctrl-C or SIGTERM (exit 130).
//!
//! With `--puzzles` it gives the problem's puzzles instead (`testkit::puzzles`):
//! positions where you move and win, a winning move to find in each; with
//! `--choose`, a new choice of them printed in the puzzles file's format; with
//! `--web`, in the browser.
//!
//! Exit 0 when the game ends (won, lost, quit, or the input ended), 2 on bad
//! usage (unknown problem, unreadable file, illegal input, test number out of
//! range), 3 when the rules and the values disagree (a bug report), 1 when
//! standard output fails.

use clap::Parser;
use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use testkit::cli::{self, usage_error};
use testkit::explain::Failure;
use testkit::i18n::{self, Lang};
use testkit::play::{self, Options, Stopped};
use testkit::t;

#[derive(Parser)]
#[command(
    name = "cargo play",
    allow_negative_numbers = true,
    about = "Play one test against perfect play: type moves as cargo explain writes them; help, hint, undo, quit",
    override_usage = "cargo play PROBLEM [FILE|-] [--test K] [--first|--second] [--seed S]\n       cargo play PROBLEM [FILE|-] --web [--port P] [--test K] [--second]\n       cargo play PROBLEM --puzzles [--theme ID] [--puzzle N] [--web [--port P]]",
    after_help = "Without FILE: the first sample test you can win (moving first, or second with --second), or the first sample's test K with --test K; `-` reads the input from standard input up to its first empty line, and the moves after it.\n\nExamples:\n  cargo play master-duel\n  cargo play ring-grid-game judge-data/ring-grid-game/sample-1.in --test 2 --second\n  printf '1:19->20\\nhint\\nquit\\n' | cargo play master-duel\n  cargo play master-duel --puzzles --puzzle 12\n  cargo play master-duel --puzzles --theme even-steps\n  cargo play ring-grid-game --web    (then open the address it prints)"
)]
struct Cli {
    /// The problem (a crate under crates/)
    problem: String,
    /// A legal input (default: the first sample test you can win; `-`: standard input up to an empty line)
    file: Option<PathBuf>,
    /// Play this test (1-based; default 1)
    #[arg(long, value_name = "K", value_parser = cli::whole::<usize>(0, u64::MAX))]
    test: Option<usize>,
    /// You move first (the default)
    #[arg(long, conflicts_with = "second")]
    first: bool,
    /// You move second: the program opens
    #[arg(long)]
    second: bool,
    /// Break ties between the program's equally long losing moves at random by this seed
    /// (without it: the first in move order, as cargo explain's line plays)
    #[arg(long, value_name = "S", value_parser = cli::whole::<u64>(0, u64::MAX))]
    seed: Option<u64>,
    /// Play in a browser: serve the game on 127.0.0.1 and print the address to open
    #[arg(long, conflicts_with = "seed")]
    web: bool,
    /// Solve puzzles: positions where you move and win, theme by theme, each easiest first (see src/PROBLEM/puzzles.txt)
    #[arg(long, conflicts_with_all = ["file", "test", "second", "first", "seed"])]
    puzzles: bool,
    /// With --puzzles: start at puzzle N (default 1)
    #[arg(long, value_name = "N", requires = "puzzles", value_parser = cli::whole::<usize>(1, u64::MAX))]
    puzzle: Option<usize>,
    /// With --puzzles: only the puzzles of theme ID (from its first, or from --puzzle N, one of its puzzles); the themes are listed as the puzzles start
    #[arg(long, value_name = "ID", requires = "puzzles")]
    theme: Option<String>,
    /// With --puzzles: print a new choice of puzzles from the judge data and generated inputs, in the puzzles file's format
    #[arg(long, requires = "puzzles", conflicts_with_all = ["puzzle", "theme", "web"])]
    choose: bool,
    /// With --web: the port to listen on (0, the default: one the system picks)
    #[arg(long, value_name = "P", requires = "web", value_parser = cli::whole::<u16>(0, 65535))]
    port: Option<u16>,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

/// The input from standard input: its lines up to the first empty one (or the end).
fn input_from(stdin: &mut dyn BufRead) -> Result<Vec<u8>, String> {
    let mut input = Vec::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = stdin
            .read_until(b'\n', &mut line)
            .map_err(|error| format!("{}: {}", t!("standard-input"), i18n::os_error(&error)))?;
        if read == 0 || line.iter().all(u8::is_ascii_whitespace) {
            return Ok(input);
        }
        input.extend_from_slice(&line);
    }
}

/// `--web`: the games served from 127.0.0.1 until the process is stopped.
/// The first game is `input`, read from `path`.
fn web(
    problem: &'static testkit::Problem,
    path: Option<&std::path::Path>,
    input: Vec<u8>,
    start: testkit::web::Start,
    port: Option<u16>,
    note: Option<String>,
) -> ExitCode {
    let mut games = match testkit::web::Games::new(problem, path, input, &start) {
        Ok(games) => games,
        Err(message) => return usage_error(&message),
    };
    let listener = match testkit::web::http::listen(port.unwrap_or(0)) {
        Ok(listener) => listener,
        Err(message) => return usage_error(&message),
    };
    let address = match listener.local_addr() {
        Ok(address) => address,
        Err(error) => return usage_error(&t!("play-listener-no-address", reason = i18n::os_error(&error))),
    };
    println!("{}", t!("play-open", address = format!("http://127.0.0.1:{}/", address.port())));
    if let Some(note) = note {
        println!("{}", note);
    }
    println!("{}", t!("play-serving", problem = problem.name));
    testkit::runner::on_interrupt_say(Box::leak(t!("play-stopped").into_boxed_str()));
    let _ = std::io::Write::flush(&mut std::io::stdout());
    // Each request in its browser's language (else the command's), unless
    // its address asks for one.
    let command = i18n::lang();
    let error = testkit::web::http::serve(listener, move |request| {
        let lang = request.languages.as_deref().and_then(testkit::web::browser_lang).unwrap_or(command);
        i18n::in_lang(lang, || games.respond(&request.method, &request.path, &request.body))
    });
    eprintln!("{}", t!("play-server-stopped", reason = i18n::os_error(&error)));
    ExitCode::from(1)
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match cli::arguments_in("play-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let problem = match cli::problem(&cli.problem) {
        Ok(problem) => problem,
        Err(code) => return code,
    };
    let stdin = std::io::stdin();
    let mut moves = stdin.lock();
    if cli.choose {
        return match testkit::drivers::choose_puzzles(problem) {
            Ok(file) => {
                print!("{}", file);
                ExitCode::SUCCESS
            }
            Err(message) => usage_error(&message),
        };
    }
    let first_puzzle = match cli.puzzles {
        true => match testkit::drivers::first_puzzle(problem, cli.puzzle, cli.theme.as_deref()) {
            Ok(first) => first,
            Err(Failure::Usage(message)) => return usage_error(&message),
            Err(Failure::Bug(report)) => return cli::bug(&report, "the puzzles"),
        },
        false => 1,
    };
    if cli.puzzles && cli.web {
        // The puzzles in the browser; the new-game form offers the game
        // `cargo play PROBLEM --web` opens with.
        let (path, input, test, _) = match testkit::drivers::default_game(problem, false) {
            Ok(game) => game,
            Err(message) => return usage_error(&message),
        };
        let start = testkit::web::Start {
            options: Options { test: Some(test), ..Default::default() },
            puzzle: Some(first_puzzle),
            theme: cli.theme.is_some(),
            ..Default::default()
        };
        return web(problem, Some(&path), input, start, cli.port, None);
    }
    if cli.puzzles {
        return match testkit::drivers::start_puzzles(problem, first_puzzle, cli.theme.is_some()) {
            Ok(mut session) => drive(session.as_mut(), &mut moves),
            Err(Failure::Usage(message)) => usage_error(&message),
            Err(Failure::Bug(report)) => cli::bug(&report, "the puzzles"),
        };
    }
    let mut test = cli.test;
    let mut note = None;
    let mut default_path = None;
    let read = match &cli.file {
        Some(path) if path.as_os_str() == "-" => {
            input_from(&mut moves).map(|input| cli::own_input(input, &t!("standard-input")))
        }
        Some(path) => std::fs::read(path)
            .map(|input| cli::own_input(input, &path.display().to_string()))
            .map_err(|error| format!("{}: {}", path.display(), i18n::os_error(&error))),
        // The first sample's test K, as asked.
        None if test.is_some() => {
            let path = testkit::cases::data_dir(problem.name).join("sample-1.in");
            std::fs::read(&path).map_err(|error| format!("{}: {}", path.display(), i18n::os_error(&error)))
        }
        // A game the person can win, and which one it is.
        None => testkit::drivers::default_game(problem, cli.second).map(|(path, input, chosen, said)| {
            default_path = Some(path);
            test = Some(chosen);
            note = Some(said);
            input
        }),
    };
    let input = match read {
        Ok(input) => input,
        Err(message) => return usage_error(&message),
    };
    let options = Options { test, second: cli.second, seed: cli.seed };
    if cli.web {
        let start = testkit::web::Start { options, ..Default::default() };
        return web(problem, cli.file.as_deref().or(default_path.as_deref()), input, start, cli.port, note);
    }
    if let Some(note) = note {
        println!("{}", note);
    }
    let from_stdin = cli.file.as_ref().is_some_and(|path| path.as_os_str() == "-");
    let mut session = match testkit::drivers::start_game(problem, &input, &options) {
        Ok(session) => session,
        // Moves right after the input, with no empty line between, read as more input.
        Err(Failure::Usage(message)) if from_stdin && message.contains(&t!("vr-extra")) => {
            return usage_error(&t!("play-empty-line", message = message))
        }
        Err(Failure::Usage(message)) => return usage_error(&message),
        Err(Failure::Bug(report)) => return cli::bug(&report, "the input"),
    };
    drive(session.as_mut(), &mut moves)
}

/// The session played from standard input (each line echoed when it is not
/// a terminal) to standard output.
fn drive(session: &mut dyn play::Session, moves: &mut dyn BufRead) -> ExitCode {
    let echo = !std::io::stdin().is_terminal();
    match play::drive(session, moves, &mut std::io::stdout().lock(), echo) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Stopped::Io(error)) => {
            eprintln!("{}", t!("error", message = i18n::os_error(&error)));
            ExitCode::from(1)
        }
        Err(Stopped::Bug(report)) => cli::bug(&report, "the input and the moves"),
    }
}
