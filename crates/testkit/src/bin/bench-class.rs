//! `scripts/bench-class.sh [--students N] [--rounds R]`: a room of N
//! students (60 by default) at once against `cargo class`'s server on
//! 127.0.0.2, each on a loopback address of its own, joining and solving
//! three master-duel puzzles after a wrong try each, then reading their own
//! record (11 requests a student); R rounds (5), each on a new class file.
//! Prints the requests a second of each round and of their median, and the
//! requests' median, 99th percentile and slowest over all rounds; exit 1
//! when a request is refused or unanswered, or a student is missing from
//! the report.

use clap::Parser;
use std::net::{Ipv4Addr, TcpListener};
use std::process::ExitCode;
use std::time::Duration;
use testkit::bench::median;
use testkit::class::room;
use testkit::class::server::Class;
use testkit::class::store::Store;
use testkit::i18n::Lang;
use testkit::web::http::{self, Answering};

#[derive(Parser)]
#[command(name = "bench-class", about = "Times a room of students against cargo class's server")]
struct Cli {
    /// Students at once
    #[arg(long, default_value_t = 60)]
    students: usize,
    /// Rounds, each on a new class
    #[arg(long, default_value_t = 5)]
    rounds: usize,
}

/// One round: a new class served on 127.0.0.2, the room, and the students the report holds.
fn round(students: usize) -> Result<(room::Outcome, usize), String> {
    let folder = tempfile::tempdir().map_err(|error| error.to_string())?;
    let store = Store::open(&folder.path().join("class.sqlite"), false)?;
    let code = store.code();
    let problems: Vec<&'static testkit::Problem> = testkit::PROBLEMS.iter().collect();
    let class = std::sync::Arc::new(std::sync::Mutex::new(Class::new(store, &problems)?));
    let listener = TcpListener::bind((Ipv4Addr::new(127, 0, 0, 2), 0)).map_err(|error| error.to_string())?;
    let server = listener.local_addr().map_err(|error| error.to_string())?;
    let answering = Answering { hosts: vec![server.to_string()], any_ip: None, connections: 512 };
    let serving = class.clone();
    std::thread::spawn(move || {
        http::serve_as(listener, answering, move |request| {
            serving.lock().map_or_else(
                |_| testkit::web::Reply::error(500, "poisoned"),
                |mut class| class.respond(&request, Lang::En),
            )
        })
    });
    let kit = testkit::problem("master-duel").and_then(|problem| problem.puzzles).ok_or("master-duel's puzzles")?;
    let list = testkit::puzzles::parse(kit.text)?;
    let numbers = [1, 3, 10];
    let inputs: Vec<String> = numbers.iter().map(|&number| list[number - 1].input.clone()).collect();
    let outcome = room::room(server, &code, students, &numbers, &inputs);
    let report = class.lock().map_err(|_| "poisoned")?.store().report()?;
    let reported = report["students"].as_array().map_or(0, Vec::len);
    Ok((outcome, reported))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (mut all, mut rates) = (Vec::new(), Vec::new());
    let mut failed = false;
    println!("{} students at once, {} rounds (a new class each): 11 requests a student", cli.students, cli.rounds);
    for index in 1..=cli.rounds {
        let (outcome, reported) = match round(cli.students) {
            Ok(done) => done,
            Err(message) => {
                eprintln!("error: {}", message);
                return ExitCode::from(2);
            }
        };
        let rate = outcome.times.len() as f64 / outcome.elapsed.as_secs_f64();
        println!(
            "round {}: {} requests in {:.0} ms, {:.0} a second; {} unexpected; {} of {} students reported",
            index,
            outcome.times.len(),
            outcome.elapsed.as_secs_f64() * 1000.0,
            rate,
            outcome.unexpected.len(),
            reported,
            cli.students
        );
        for unexpected in outcome.unexpected.iter().take(5) {
            println!("  {}", unexpected);
        }
        failed |= !outcome.unexpected.is_empty() || reported != cli.students;
        rates.push(rate);
        all.extend(outcome.times);
    }
    all.sort();
    let at = |share: f64| {
        all.get(((all.len() as f64 * share).ceil() as usize).saturating_sub(1)).copied().unwrap_or_default()
    };
    let ms = |time: Duration| time.as_secs_f64() * 1000.0;
    rates.sort_by(f64::total_cmp);
    println!(
        "requests a second (median of the rounds): {:.0}; a request: median {:.1} ms, p99 {:.1} ms, slowest {:.1} ms ({} requests)",
        rates[rates.len() / 2],
        ms(median(&mut all.clone())),
        ms(at(0.99)),
        ms(all.last().copied().unwrap_or_default()),
        all.len()
    );
    if failed {
        println!("FAILED: a request refused or unanswered, or a student missing from the report");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
