//! `cargo class`: one teacher's server for a room of students. It keeps the
//! class in an SQLite file (`--db`, default `class.sqlite` here), listens on
//! 127.0.0.1 unless told otherwise (`--listen 0.0.0.0:8080` opens it to the
//! room), and prints the students' address, the join code and the teacher's
//! address with its key (see docs/class.md).

use clap::Parser;
use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::path::PathBuf;
use std::process::ExitCode;
use testkit::class::server::Class;
use testkit::class::store::Store;
use testkit::cli::{self, usage_error};
use testkit::i18n::{self, Lang};
use testkit::t;
use testkit::web::http::{self, Answering};

#[derive(Parser)]
#[command(
    name = "cargo class",
    override_usage = "cargo class [--listen ADDR:PORT] [--db FILE] [--new-code]\n       cargo class [--db FILE] --backup COPY",
    about = "Serve a class: students join from their browsers and solve the puzzles; every try is kept for the teacher",
    after_help = "Examples:\n  cargo class                              (this machine only: try it)\n  cargo class --listen 0.0.0.0:8080        (the room: every address of this machine)\n  cargo class --db 7A.sqlite --new-code    (a new join code and key for that class)\n  cargo class --backup 7A-monday.sqlite    (a copy of the class, also while it is served)"
)]
struct Cli {
    /// The address and port to listen on (default: 127.0.0.1 and the class's last port when it is free, else a free one; 0.0.0.0:PORT opens it to the network)
    #[arg(long, value_name = "ADDR:PORT")]
    listen: Option<SocketAddr>,
    /// The class's file, an SQLite database (made when it does not exist)
    #[arg(long, value_name = "FILE", default_value = "class.sqlite")]
    db: PathBuf,
    /// A new join code and teacher's key (the students and their records stay)
    #[arg(long)]
    new_code: bool,
    /// Copy the class into COPY (a new file), also while a server runs it, and exit
    #[arg(long, value_name = "COPY", conflicts_with_all = ["listen", "new_code"])]
    backup: Option<PathBuf>,
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

/// Connections the class serves at once (a room of 60, each browser with a few).
const CONNECTIONS: usize = 512;

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match cli::arguments_in("class-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let file = std::path::absolute(&cli.db).unwrap_or_else(|_| cli.db.clone()).display().to_string();
    if let Some(copy) = &cli.backup {
        return match Store::back_up_file(&cli.db, copy) {
            Ok(counts) => {
                let copy = copy.display().to_string();
                println!(
                    "{}",
                    t!("class-backed-up", file = file, copy = copy, students = counts.students, tries = counts.tries)
                );
                ExitCode::SUCCESS
            }
            Err(message) => usage_error(&message),
        };
    }
    let mut store = match Store::open(&cli.db, cli.new_code) {
        Ok(store) => store,
        Err(message) => return usage_error(&message),
    };
    // The first line: a new class, or the one the file holds.
    let first = match (store.made(), store.counts()) {
        (Some(false), _) => t!("class-new", file = file.as_str()),
        (Some(true), _) => t!("class-new-in-empty", file = file.as_str()),
        (None, Ok(counts)) => {
            t!(
                "class-opened",
                file = file.as_str(),
                students = counts.students,
                tries = counts.tries,
                games = counts.games
            )
        }
        (None, Err(report)) => return usage_error(&report),
    };
    println!("{}", first);
    // The class keeps its address: without a port asked for, the last one
    // when it is free.
    let asked = cli.listen.unwrap_or(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)));
    let last = store.last_port().filter(|_| asked.port() == 0).map(|port| SocketAddr::new(asked.ip(), port));
    let bound = last
        .and_then(|last| TcpListener::bind(last).ok())
        .map_or_else(|| TcpListener::bind(asked), Ok)
        .and_then(|listener| Ok((listener.local_addr()?, listener)));
    let (address, listener) = match bound {
        Ok(bound) => bound,
        Err(error) => {
            let reason = i18n::os_error(&error);
            return usage_error(&t!("class-cannot-listen", address = asked.to_string(), reason = reason));
        }
    };
    let port = address.port();
    if let Err(report) = store.keep_port(port) {
        return usage_error(&report);
    }
    // The hosts a request may name: the address listened on, and when that
    // is every address, any address given as numbers (a name another site
    // controls is refused); localhost when on loopback.
    let everywhere = address.ip().is_unspecified();
    let shown: Vec<String> = if everywhere {
        testkit::class::machine_addresses(address.is_ipv6())
            .iter()
            .map(|ip| SocketAddr::new(*ip, port).to_string())
            .collect()
    } else {
        vec![address.to_string()]
    };
    let mut hosts = shown.clone();
    if address.ip().is_loopback() || everywhere {
        hosts.push(format!("localhost:{}", port));
    }
    let answering = Answering { hosts, any_ip: everywhere.then_some(port), connections: CONNECTIONS };
    let problems: Vec<&'static testkit::Problem> = testkit::PROBLEMS.iter().collect();
    let mut class = match Class::new(store, &problems) {
        Ok(class) => class,
        Err(message) => return cli::bug(&message, "the class"),
    };
    class.set_addresses(shown.iter().map(|host| format!("http://{}/", host)).collect());
    let (code, key) = (class.store().code(), class.store().key());
    for host in &shown {
        println!("{}", t!("class-students-at", address = format!("http://{}/", host)));
    }
    println!("{}", t!("class-code-is", code = code.as_str()));
    println!("{}", t!("class-teacher-at", address = format!("http://{}/teacher#key={}", shown[0], key)));
    if address.ip().is_loopback() {
        println!("{}", t!("class-loopback-only"));
    }
    // Stopped (Ctrl-C, SIGTERM): the write-ahead log put into the file, so
    // that the file alone holds the class (a copy of it, a backup).
    // (Its words made here: the handler's thread has no language of its own.)
    let db = cli.db.clone();
    let (done, left) = (t!("class-stopped", file = file.as_str()), t!("class-stopped-log", file = file.as_str()));
    testkit::runner::on_interrupt_run(Box::new(move || {
        eprintln!("{}", if Store::checkpoint(&db).is_ok() { &done } else { &left });
    }));
    testkit::runner::on_interrupt_say(Box::leak(t!("play-stopped").into_boxed_str()));
    let _ = std::io::Write::flush(&mut std::io::stdout());
    let command = i18n::lang();
    let error = http::serve_as(listener, answering, move |request| class.respond(&request, command));
    eprintln!("{}", t!("play-server-stopped", reason = i18n::os_error(&error)));
    ExitCode::from(1)
}
