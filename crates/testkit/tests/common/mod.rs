//! What the tests of `cargo explain` and `cargo play` share: the moves of an
//! explanation's JSON read back, the oracle's verdict on a position, and a
//! binary run with a script on its standard input.
#![allow(dead_code)]

use serde_json::Value;
use std::fs;
use std::io::{Read, Write};
use std::path::Path;
use std::process::Command;
use testkit::board_game;
use testkit::coloring_game;
use testkit::ground::{Nimber, Rules};
use testkit::master_duel::rules::Move;
use testkit::ring_grid_game;

pub fn master_duel_move(json: &Value) -> Move {
    let number = |key: &str| json[key].as_u64().unwrap_or_else(|| panic!("{} in {}", key, json)) as usize;
    Move { row: number("row"), from: number("from"), to: number("to") }
}

pub fn cell(json: &Value) -> (usize, usize) {
    let number =
        |index: usize| json[index].as_u64().unwrap_or_else(|| panic!("a cell [row, column]: {}", json)) as usize;
    (number(0), number(1))
}

pub fn board_game_move(json: &Value) -> board_game::rules::Move {
    board_game::rules::Move { cell: cell(&json["cell"]) }
}

pub fn coloring_move(json: &Value) -> coloring_game::rules::Move {
    let flip = json["flip"].as_array().unwrap_or_else(|| panic!("flip in {}", json));
    coloring_game::rules::Move { flip: flip.iter().map(cell).collect() }
}

pub fn ring_grid_move(json: &Value) -> ring_grid_game::rules::Move {
    ring_grid_game::rules::Move { piece: cell(&json["piece"]), from: cell(&json["from"]), to: cell(&json["to"]) }
}

/// Whether the player to move loses, by the exhaustive oracle alone.
pub fn lost<R: Rules>(position: &R::Position) -> bool {
    R::oracle_total(position).expect("a position within the oracle's reach").is_zero()
}

/// Leaves a tool's language to its flags: the test's own environment may
/// name Chinese (`LANG=zh_CN.UTF-8`), which the learner's tools follow.
pub fn no_locale(command: &mut Command) -> &mut Command {
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG")
}

/// Runs `program` (a binary of the testkit) in the workspace with `args`,
/// `stdin` written to it, and waits for its output.
pub fn binary(program: &str, args: &[&str], stdin: &str) -> std::process::Output {
    binary_in(program, args, &[], stdin)
}

/// `binary` with `env` set for it (a locale, say) on top of the test's own
/// environment less its locale.
pub fn binary_in(program: &str, args: &[&str], env: &[(&str, &str)], stdin: &str) -> std::process::Output {
    use std::process::{Command, Stdio};
    let mut child = no_locale(&mut Command::new(program))
        .envs(env.iter().copied())
        .current_dir(testkit::cases::workspace_root())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// Runs headless Chromium on a page, bounded in time: `--dump-dom` gives the
/// DOM it built (with its log on stderr), `--screenshot` a PNG. Each run
/// has a profile of its own (runs side by side do not share one) and asks
/// for nothing from the network. Headless Chromium now and then exits
/// non-zero at once with nothing done (its crash reporter's "no stack
/// mapping" on this machine, once in several CI runs): such a run is made
/// again, up to three in all, each with a new profile; what the page does
/// is checked by the caller on the run that finished.
pub fn chromium(arguments: &[&str], page: &std::path::Path) -> testkit::runner::Run {
    let url = format!("file://{}", page.display());
    let quiet = ["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
    let bounds = testkit::runner::Bounds {
        kill_after: std::time::Duration::from_secs(120),
        kill_above_kib: None,
        output_limit: testkit::runner::OUTPUT_LIMIT,
    };
    let mut failures = Vec::new();
    for _ in 0..3 {
        let mut program = testkit::runner::Program::new("chromium");
        let folder = tempfile::tempdir().unwrap();
        let profile = format!("--user-data-dir={}", folder.path().display());
        for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0"]
            .iter()
            .chain(&quiet)
            .chain([&profile.as_str()])
            .chain(arguments)
            .chain([&url.as_str()])
        {
            program.args.push(argument.into());
        }
        let run = testkit::runner::run(&program, b"", bounds).expect("chromium starts (CI installs it)");
        if run.success() {
            return run;
        }
        failures.push(format!("{}: {}", program.display(), String::from_utf8_lossy(&run.stderr)));
    }
    panic!("chromium failed three times:\n{}", failures.join("\n"));
}

/// A copy of the workspace as a clone would have it: every file git tracks or
/// would track, committed to a fresh repository.
pub fn scratch_copy(into: &Path) {
    let root = testkit::cases::workspace_root();
    let listed = Command::new("git")
        .current_dir(&root)
        .args(["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        .output()
        .expect("git runs");
    assert!(listed.status.success());
    for path in listed.stdout.split(|&byte| byte == 0).filter(|path| !path.is_empty()) {
        let path = Path::new(std::str::from_utf8(path).unwrap());
        let source = root.join(path);
        if !source.is_file() {
            continue; // deleted in the work tree, not yet committed
        }
        let destination = into.join(path);
        fs::create_dir_all(destination.parent().unwrap()).unwrap();
        // With its time, as `cp -a` copies it: cargo then finds the builds
        // `seed_target` links fresh where the files are the same, and builds
        // only what differs, instead of all the copy's crates again.
        copy_with_time(&source, &destination).unwrap();
    }
    let git = |args: &[&str]| {
        let status = Command::new("git")
            .current_dir(into)
            .args(["-c", "user.name=readme", "-c", "user.email=readme@localhost", "-c", "commit.gpgsign=false"])
            .args(args)
            .output()
            .unwrap();
        assert!(status.status.success(), "git {:?}: {}", args, String::from_utf8_lossy(&status.stderr));
    };
    git(&["init", "--quiet"]);
    git(&["add", "--all"]);
    git(&["commit", "--quiet", "-m", "copy"]);
}

/// A new target folder for the copy starts from the workspace's own builds
/// of the given profiles, when there are any. Cargo names a workspace crate's
/// files by its path inside the workspace, not by where the workspace is, and
/// `scratch_copy` keeps the files' times: so the copy finds every build of a
/// file it has unchanged fresh and builds only what differs (minutes less on
/// a fresh clone, where CI has just built both profiles). The built files
/// (libraries, binaries) are hard links, which is quick: rustc and the linker
/// replace such a file rather than write into it. What cargo writes in place
/// (its fingerprints, what build scripts said, the dependency lists) is
/// copied, so that nothing the copy does reaches the workspace's own build;
/// the incremental caches are left out. On another file system, where links
/// cannot be made, the copy builds from nothing.
pub fn seed_target(target: &Path, profiles: &[&str]) {
    if target.exists() {
        return;
    }
    fs::create_dir_all(target).unwrap();
    for profile in profiles {
        let built = testkit::runner::target_dir().join(profile);
        if !built.is_dir() {
            continue;
        }
        if seed(&built, &target.join(profile), false).is_err() {
            let _ = fs::remove_dir_all(target.join(profile));
        }
    }
}

/// `from` into `to`, as `seed_target` says: linked, or copied with its time
/// where `copy` or cargo writes the file in place.
fn seed(from: &Path, to: &Path, copy: bool) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let (source, destination) = (entry.path(), to.join(&name));
        if entry.file_type()?.is_dir() {
            if name != "incremental" {
                seed(&source, &destination, copy || name == ".fingerprint" || name == "build")?;
            }
        } else if name == ".cargo-lock" {
            // Cargo's lock of the build folder is its own, not the workspace's.
        } else if copy || source.extension().is_some_and(|extension| extension == "d") {
            copy_with_time(&source, &destination)?;
        } else {
            fs::hard_link(&source, &destination)?;
        }
    }
    Ok(())
}

/// `source` copied to `destination` with its time of last change.
fn copy_with_time(source: &Path, destination: &Path) -> std::io::Result<()> {
    fs::copy(source, destination)?;
    let modified = fs::metadata(source)?.modified()?;
    fs::File::options().write(true).open(destination)?.set_modified(modified)
}

/// Every file under `root`, however deep, sorted; a symbolic link is a file
/// here (not followed).
pub fn files_under(root: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(folder) = pending.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_dir() {
                pending.push(entry.path());
            } else {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    files
}

/// `cargo play PROBLEM --web ARGS`, started; its port, read from the first line.
pub struct WebServer {
    pub child: std::process::Child,
    pub port: u16,
    pub first_line: String,
}

impl WebServer {
    pub fn start(problem: &str, args: &[&str]) -> WebServer {
        let mut child = no_locale(&mut std::process::Command::new(env!("CARGO_BIN_EXE_play")))
            .current_dir(testkit::cases::workspace_root())
            .arg(problem)
            .arg("--web")
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let mut line = Vec::new();
        let mut byte = [0u8];
        while stdout.read(&mut byte).unwrap() == 1 && byte[0] != b'\n' {
            line.push(byte[0]);
        }
        // The rest of standard output is drained, so that the server never
        // blocks on it.
        std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
        let first_line = String::from_utf8(line).unwrap();
        // "open http://127.0.0.1:PORT/", in either language.
        let port = first_line
            .split_once("http://127.0.0.1:")
            .and_then(|(_, rest)| rest.strip_suffix('/'))
            .and_then(|port| port.parse().ok())
            .unwrap_or_else(|| panic!("the first line is the address: {:?}", first_line));
        WebServer { child, port, first_line }
    }

    /// Sends `raw` bytes as they are and reads the answer to the end: the
    /// status (0 when none came) and the body.
    pub fn raw(&self, raw: &[u8]) -> (u16, String) {
        self.sent(raw, false)
    }

    /// `raw` sent, then the sending side closed, as a client that has said
    /// all it will: the server is done with it at once (a head cut short is
    /// not waited for; no answer is then a status of 0).
    pub fn raw_then_closed(&self, raw: &[u8]) -> (u16, String) {
        self.sent(raw, true)
    }

    /// `raw` sent; the whole answer, head and body, as text.
    pub fn answer(&self, raw: &[u8]) -> String {
        String::from_utf8_lossy(&self.answer_bytes(raw)).into_owned()
    }

    /// `raw` sent; the whole answer, head and body, as bytes.
    pub fn answer_bytes(&self, raw: &[u8]) -> Vec<u8> {
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.set_read_timeout(Some(std::time::Duration::from_secs(20))).unwrap();
        let _ = stream.write_all(raw);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        answer
    }

    fn sent(&self, raw: &[u8], close: bool) -> (u16, String) {
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.set_read_timeout(Some(std::time::Duration::from_secs(20))).unwrap();
        let _ = stream.write_all(raw);
        if close {
            let _ = stream.shutdown(std::net::Shutdown::Write);
        }
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let answer = String::from_utf8_lossy(&answer).into_owned();
        let status = answer.split_whitespace().nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
        let body = answer.split_once("\r\n\r\n").map(|(_, body)| body.to_string()).unwrap_or_default();
        (status, body)
    }

    pub fn request(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let raw = format!(
            "{} {} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{}",
            method,
            path,
            self.port,
            body.len(),
            body
        );
        self.raw(raw.as_bytes())
    }

    /// `signal` sent (as `kill -s` names it); the exit status and standard error.
    pub fn stop(&mut self, signal: &str) -> (Option<i32>, String) {
        let sent =
            std::process::Command::new("kill").args(["-s", signal, &self.child.id().to_string()]).status().unwrap();
        assert!(sent.success());
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while self.child.try_wait().unwrap().is_none() {
            assert!(std::time::Instant::now() < deadline, "the server did not stop on Ctrl-C within 10 s");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let status = self.child.wait().unwrap();
        let mut stderr = String::new();
        self.child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
        (status.code(), stderr)
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The exhaustive oracle of remoteness: the game played out by the rules
/// alone (no values): a position with no move is lost at 0; one with a move
/// to a lost position is won, at 1 + the least remoteness of such moves;
/// else lost, at 1 + the most over all moves. Within a number of positions
/// (a sum's positions multiply): past it, no answer.
pub struct Remote<R: Rules> {
    memo: rustc_hash::FxHashMap<R::Position, (bool, u32)>,
}

/// Positions the oracle visits at most.
pub const REMOTE_POSITIONS: usize = 200_000;

impl<R: Rules> Default for Remote<R> {
    fn default() -> Self {
        Remote { memo: Default::default() }
    }
}

impl<R: Rules> Remote<R> {
    /// Whether the side to move wins, and the remoteness.
    pub fn play(&mut self, position: &R::Position) -> Option<(bool, u32)> {
        if let Some(&known) = self.memo.get(position) {
            return Some(known);
        }
        if self.memo.len() >= REMOTE_POSITIONS {
            return None;
        }
        let mut outcomes = Vec::new();
        for chosen in R::moves(position) {
            outcomes.push(self.play(&R::apply(position, &chosen).expect("a listed move is legal"))?);
        }
        let to_lost = outcomes.iter().filter(|(wins, _)| !wins).map(|&(_, length)| length).min();
        let answer = match (to_lost, outcomes.iter().map(|&(_, length)| length).max()) {
            (Some(fastest), _) => (true, 1 + fastest),
            (None, Some(slowest)) => (false, 1 + slowest),
            (None, None) => (false, 0),
        };
        self.memo.insert(position.clone(), answer);
        Some(answer)
    }
}

/// `check` run on `count` small inputs of `generate` (in parallel, as
/// `stress::run_sizes` runs them; a failure prints its seed and input), and
/// the counts each returns, added up.
pub fn counted<const N: usize>(
    suite: &str,
    count: u64,
    generate: fn(&mut testkit::rng::Rng, testkit::Size) -> String,
    check: impl Fn(&str) -> Result<[usize; N], String> + Sync,
) -> [usize; N] {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let totals: [AtomicUsize; N] = std::array::from_fn(|_| AtomicUsize::new(0));
    let inputs = testkit::stress::run_sizes(suite, &[(testkit::Size::Small, count)], generate, |input| {
        for (total, count) in totals.iter().zip(check(input)?) {
            total.fetch_add(count, Ordering::Relaxed);
        }
        Ok(())
    });
    assert_eq!(inputs, count);
    totals.map(AtomicUsize::into_inner)
}
