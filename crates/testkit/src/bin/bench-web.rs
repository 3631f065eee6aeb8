//! `scripts/bench-web.sh [--moves N] [PROBLEM…]`: times `cargo play --web`'s
//! replies through its HTTP server on 127.0.0.1, as a browser gets them: the
//! page's first load (the page, its script and style, the setup and the first
//! game), then on every judge-data file of each problem, its first and last
//! test: the new game, N moves (8 by default) alternating the hint and the
//! last listed move (so that the program answers from won and lost
//! positions), an undo, a redo and a reload of the game. Prints per problem
//! the replies timed, their median and the slowest with its request; exit 1
//! when a reply takes over the goal (200 ms; 3 s for one that solved a
//! whole game, which a game past the solver's bounds does once it fits).
//!
//! Then the whole games solved: per problem one pasted input whose game is
//! large but within the solver's bounds (master-duel's is the 19.4 million
//! positions of rows `1 3 5`, `2 4`, `6 9`): the new game's reply, which
//! solves it (goal 3 s), the positions solved a second, and N moves after it
//! in the same game, each a look-up (goal 100 ms a reply).

use clap::Parser;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use testkit::bench::median;
use testkit::ground::Rules;
use testkit::web::{http, Games};
use testkit::PROBLEMS;

/// The goal for one reply.
const GOAL: Duration = Duration::from_millis(200);

/// The goals for a whole game: its first view (solving it), and each reply after.
const SOLVE_GOAL: Duration = Duration::from_secs(3);
const LOOKUP_GOAL: Duration = Duration::from_millis(100);

/// Per problem, a game large but within the solver's bounds: the input
/// pasted, and what else the new game asks (frogs: the strips and side).
const WHOLE_GAMES: [(&str, &str, &str); 5] = [
    ("master-duel", "1\n3\n3 1 3 5\n2 2 4\n2 6 9\n", "rows 1 3 5 / 2 4 / 6 9"),
    ("ring-grid-game", "1\n4 5\nB.B.B\n.....\n.....\n.....\n", "4×5, three pieces"),
    ("board-game", "5 5 1\n1 5\n11111\n", "5×5 empty, a row of five"),
    ("coloring-game", "1\n1 22\nHHHHHHHHHHHHHHHHHHHHHT\n", "1×22, the last coin tails"),
    ("frogs", "0 1\n1\nLL_RR 5\n", "five LL_RR strips, Left first"),
];

/// The positions of the whole game of `input`'s first test.
fn positions<R: Rules>(input: &str) -> Result<u64, String> {
    let position = R::tests(input).into_iter().next().ok_or("no test")?;
    let whole = R::whole(&position).map_err(|count| format!("past the bounds: {:?}", count))?;
    Ok(whole.space().count())
}

/// The whole game of `problem` (one of `WHOLE_GAMES`) through the server:
/// its positions, the new game's reply, and the replies after it.
fn whole_game(
    problem: &'static testkit::Problem,
    input: &str,
    moves: u64,
) -> Result<(u64, Duration, Vec<Duration>), String> {
    use testkit::{board_game, coloring_game, frogs, master_duel, ring_grid_game};
    let positions = match problem.name {
        "master-duel" => positions::<master_duel::rules::MasterDuel>(input)?,
        "ring-grid-game" => positions::<ring_grid_game::rules::RingGrid>(input)?,
        "board-game" => positions::<board_game::rules::BoardGame>(input)?,
        "coloring-game" => positions::<coloring_game::rules::Coloring>(input)?,
        _ => positions::<frogs::rules::FrogsSum>(input)?,
    };
    let mut games = Games::for_default_game(problem)?;
    let listener = http::listen(0)?;
    let port = listener.local_addr().map_err(|error| error.to_string())?.port();
    std::thread::spawn(move || {
        http::serve(listener, move |request| games.respond(&request.method, &request.path, &request.body))
    });
    let mut asked = json!({ "input": input, "test": 1 });
    if problem.name == "frogs" {
        asked["strips"] = json!("all");
        asked["side"] = json!("Left");
    }
    let (first, mut view) = json_reply(port, "POST", "/api/games", &asked.to_string(), 201)?;
    if view["remoteness"].is_null() {
        return Err(format!("{}: the first view has no length", problem.name));
    }
    let id = view["id"].as_str().unwrap_or_default().to_string();
    let mut replies = Vec::new();
    for round in 0..moves {
        let Some(chosen) = next_move(&view, round) else { break };
        let body = json!({ "move": chosen }).to_string();
        let (elapsed, next) = json_reply(port, "POST", &format!("/api/games/{}/move", id), &body, 200)?;
        replies.push(elapsed);
        view = next;
    }
    Ok((positions, first, replies))
}

#[derive(Parser)]
#[command(name = "scripts/bench-web.sh", about = "Time cargo play --web's replies on every judge-data file")]
struct Cli {
    /// Moves played per game
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u64).range(1..=1000))]
    moves: u64,
    /// Problems to time (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
}

/// The move played in round `round` of a game whose view is `view`: the
/// hint on even rounds (when there is one), else the last listed move (so
/// that the program answers from won and lost positions); `None` once the
/// game is over.
fn next_move(view: &Value, round: u64) -> Option<String> {
    let listed = view["moves"].as_array()?;
    if !view["result"].is_null() || listed.is_empty() {
        return None;
    }
    Some(match (&view["hint"]["move"], round % 2) {
        (Value::String(hint), 0) => hint.clone(),
        _ => listed[listed.len() - 1]["move"].as_str().unwrap_or_default().to_string(),
    })
}

/// One request to the server at `port`, timed from connecting to the last
/// byte of the reply: the time, the status and the body.
fn request(port: u16, method: &str, path: &str, body: &str) -> Result<(Duration, u16, Vec<u8>), String> {
    let started = Instant::now();
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|error| error.to_string())?;
    write!(
        stream,
        "{} {} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{}",
        method,
        path,
        port,
        body.len(),
        body
    )
    .map_err(|error| error.to_string())?;
    let mut reply = Vec::new();
    stream.read_to_end(&mut reply).map_err(|error| error.to_string())?;
    let elapsed = started.elapsed();
    let text = String::from_utf8_lossy(&reply);
    let status = text.split_whitespace().nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
    let at = reply.windows(4).position(|four| four == b"\r\n\r\n").map_or(reply.len(), |at| at + 4);
    Ok((elapsed, status, reply[at..].to_vec()))
}

/// A JSON reply with the status expected, timed.
fn json_reply(port: u16, method: &str, path: &str, body: &str, expected: u16) -> Result<(Duration, Value), String> {
    let (elapsed, status, reply) = request(port, method, path, body)?;
    if status != expected {
        return Err(format!("{} {}: {} {}", method, path, status, String::from_utf8_lossy(&reply)));
    }
    Ok((elapsed, serde_json::from_slice(&reply).map_err(|error| error.to_string())?))
}

/// One of the problem's replies: its time, what was asked, and whether it
/// solved a whole game (its goal is then the solve's).
type Reply = (Duration, String, bool);

/// The problem's replies.
fn bench(problem: &'static testkit::Problem, moves: u64) -> Result<(Duration, Vec<Reply>), String> {
    let mut games = Games::for_default_game(problem)?;
    let listener = http::listen(0)?;
    let port = listener.local_addr().map_err(|error| error.to_string())?.port();
    std::thread::spawn(move || {
        http::serve(listener, move |request| games.respond(&request.method, &request.path, &request.body))
    });
    // The page's first load, as a browser makes it.
    let mut first_load = Duration::ZERO;
    for asset in ["/", "/play.js", "/play.css"] {
        first_load += request(port, "GET", asset, "")?.0;
    }
    let (elapsed, setup) = json_reply(port, "GET", "/api/setup", "", 200)?;
    first_load += elapsed;
    first_load += json_reply(port, "POST", "/api/games", &setup["first"].to_string(), 201)?.0;
    let mut replies = Vec::new();
    for offered in setup["files"].as_array().cloned().unwrap_or_default() {
        let name = offered["name"].as_str().unwrap_or_default().to_string();
        let count = offered["tests"].as_u64().unwrap_or(1);
        let mut tests = vec![1, count];
        tests.dedup();
        for test in tests {
            let label = |what: &str| format!("{} test {}: {}", name, test, what);
            let solved = testkit::remoteness::games_solved();
            let (elapsed, mut view) =
                json_reply(port, "POST", "/api/games", &json!({ "file": name, "test": test }).to_string(), 201)?;
            replies.push((elapsed, label("new game"), testkit::remoteness::games_solved() > solved));
            let id = view["id"].as_str().unwrap_or_default().to_string();
            for round in 0..moves {
                let Some(chosen) = next_move(&view, round) else { break };
                let body = json!({ "move": chosen }).to_string();
                let solved = testkit::remoteness::games_solved();
                let (elapsed, next) = json_reply(port, "POST", &format!("/api/games/{}/move", id), &body, 200)?;
                // A flip set may be hundreds of coins long: its start names it.
                let shown: String = chosen.chars().take(32).collect();
                let shown = if shown.len() < chosen.len() { format!("{}…", shown) } else { shown };
                let solving = testkit::remoteness::games_solved() > solved;
                replies.push((elapsed, label(&format!("move {}", shown)), solving));
                view = next;
            }
            for (method, action) in [("POST", "/undo"), ("POST", "/redo"), ("GET", "")] {
                let solved = testkit::remoteness::games_solved();
                let (elapsed, status, _) = request(port, method, &format!("/api/games/{}{}", id, action), "")?;
                if status == 200 {
                    let solving = testkit::remoteness::games_solved() > solved;
                    replies.push((elapsed, label(if action.is_empty() { "reload" } else { &action[1..] }), solving));
                }
            }
        }
    }
    Ok((first_load, replies))
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match testkit::cli::arguments() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let chosen = match testkit::cli::chosen_problems(&cli.problems, &PROBLEMS.iter().collect::<Vec<_>>(), "a problem") {
        Ok(chosen) => chosen,
        Err(code) => return code,
    };
    println!(
        "| problem | first load | replies | median | slowest (request) | replies that solved a game: count, slowest |"
    );
    println!("|---|---|---|---|---|---|");
    let replies = testkit::cli::bench_all(&chosen, |problem| {
        let problem = testkit::problem(problem.name).expect("a problem of the registry");
        let (first_load, replies) = bench(problem, cli.moves)?;
        // A reply that solved a whole game is held to the solve's goal.
        let (solving, plain): (Vec<Reply>, Vec<Reply>) = replies.into_iter().partition(|reply| reply.2);
        let slowest = plain.iter().max_by_key(|reply| reply.0).cloned().unwrap_or_default();
        let slowest_solving = solving.iter().map(|reply| reply.0).max().unwrap_or_default();
        let mut times: Vec<Duration> = plain.iter().map(|reply| reply.0).collect();
        let middle = median(&mut times);
        println!(
            "| {} | {:.0} ms | {} | {:.1} ms | {:.0} ms ({}) | {}, {:.0} ms |",
            problem.name,
            first_load.as_secs_f64() * 1000.0,
            times.len(),
            middle.as_secs_f64() * 1000.0,
            slowest.0.as_secs_f64() * 1000.0,
            slowest.1,
            solving.len(),
            slowest_solving.as_secs_f64() * 1000.0
        );
        let within = slowest.0 <= GOAL && slowest_solving <= SOLVE_GOAL;
        if !within {
            println!(
                "OVER: the goal is {} ms a reply ({} s for one that solves a game)",
                GOAL.as_millis(),
                SOLVE_GOAL.as_secs()
            );
        }
        Ok(within)
    });
    println!();
    println!("| problem | whole game | positions | first view (solved) | positions a second | replies after | median | slowest |");
    println!("|---|---|---|---|---|---|---|---|");
    let solved = testkit::cli::bench_all(&chosen, |problem| {
        let problem = testkit::problem(problem.name).expect("a problem of the registry");
        let (_, input, what) = WHOLE_GAMES.iter().find(|(name, ..)| *name == problem.name).expect("every problem");
        let (positions, first, mut replies) = whole_game(problem, input, cli.moves)?;
        let slowest = replies.iter().max().copied().unwrap_or_default();
        let middle = median(&mut replies);
        println!(
            "| {} | {} | {} | {:.2} s | {:.1} million | {} | {:.1} ms | {:.1} ms |",
            problem.name,
            what,
            positions,
            first.as_secs_f64(),
            positions as f64 / first.as_secs_f64() / 1e6,
            replies.len(),
            middle.as_secs_f64() * 1000.0,
            slowest.as_secs_f64() * 1000.0
        );
        let within = first <= SOLVE_GOAL && slowest <= LOOKUP_GOAL;
        if !within {
            println!(
                "OVER: the goals are {} s for the first view and {} ms a reply after",
                SOLVE_GOAL.as_secs(),
                LOOKUP_GOAL.as_millis()
            );
        }
        Ok(within)
    });
    if replies == ExitCode::SUCCESS {
        solved
    } else {
        replies
    }
}
