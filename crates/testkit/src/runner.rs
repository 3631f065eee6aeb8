//! Runs a program as a judge does: input from a file on stdin, stdout and
//! stderr captured, wall time and peak resident memory measured, and every
//! run bounded.
//!
//! A program may loop, crash, allocate without end, flood its output or never
//! read its input; `run` still answers shortly after the time limit:
//! - the child gets its own process group, and a watchdog thread kills the
//!   whole group at the time limit plus a margin, or as soon as its resident
//!   memory passes the kill threshold;
//! - output past `output_limit` bytes stops the run: nothing past it is
//!   kept, and the child never blocks on a full pipe;
//! - the child is reaped in every case.
//!
//! No `pre_exec` hook: it would force a fork of the runner, whose resident
//! memory then counts in the child's peak (std spawns without a copy otherwise).
//!
//! Waiting is in two steps so that the kill can never hit a recycled pid:
//! `waitid(WNOWAIT)` sees the exit but leaves the zombie (and so the pid and
//! the process group) in place until the watchdog is stopped; `wait4` then
//! reaps it and returns its resource usage.
#![allow(unsafe_code)] // waitid, wait4, kill, signal: the calls std does not wrap.

use std::ffi::{OsStr, OsString};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::process::CommandExt; // process_group
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// What a run may use before it is stopped.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// Killed after this much wall time (callers pass the time limit plus a margin).
    pub kill_after: Duration,
    /// Killed when its resident memory passes this (KiB); `None`: never.
    pub kill_above_kib: Option<u64>,
    /// Bytes of stdout kept; a program that writes more is stopped there.
    pub output_limit: usize,
}

impl Bounds {
    /// The bounds for a judge's limits: the kill comes a margin after the
    /// time limit (so that a run just over it is still measured as such), and
    /// at twice the memory limit.
    pub fn for_limits(time_limit: Duration, memory_limit_mib: u64) -> Bounds {
        Bounds {
            kill_after: kill_time(time_limit),
            kill_above_kib: Some(memory_limit_mib.saturating_mul(2048)),
            output_limit: OUTPUT_LIMIT,
        }
    }
}

/// Stdout kept of a run: far above any legal answer of these problems.
pub const OUTPUT_LIMIT: usize = 64 << 20;
/// Stderr kept of a run.
const ERROR_LIMIT: usize = 64 << 10;

/// When a run with this time limit is killed.
pub fn kill_time(time_limit: Duration) -> Duration {
    time_limit + time_limit / 5 + Duration::from_millis(100)
}

/// Why the runner stopped a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kill {
    Time,
    Memory,
    /// Its output passed `output_limit`.
    Output,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
}

#[derive(Clone, Debug)]
pub struct Run {
    pub stdout: Vec<u8>,
    /// Stdout went past `output_limit`; `stdout` holds its start (the
    /// program was stopped there, unless it ended first).
    pub stdout_truncated: bool,
    pub stderr: Vec<u8>,
    pub exit: Exit,
    /// Set when the runner killed the program.
    pub killed: Option<Kill>,
    pub wall: Duration,
    /// The program's own peak resident memory (KiB). The kernel's ru_maxrss
    /// is the larger of the program's peak and this process's (a child starts
    /// as a copy of its parent, and exec records that copy's peak), so it is
    /// taken only when it is clearly above this process's own peak (by 4 MiB
    /// and a 32nd: the kernel folds its counts in lazily); otherwise the
    /// largest VmHWM read while the program ran (right after it started, then
    /// from 0.1 ms on, then every millisecond), which misses only what a
    /// program allocates in its last moments, and is 0 for a program that
    /// ended before it could be read.
    pub peak_rss_kib: u64,
}

impl Run {
    pub fn success(&self) -> bool {
        self.exit == Exit::Code(0) && self.killed.is_none()
    }
}

/// Why a run could not even start.
#[derive(Clone, Debug)]
pub enum RunError {
    /// The program does not exist or cannot be executed.
    CannotStart(String),
    /// Something went wrong here (a temporary file, a system call).
    Internal(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::CannotStart(message) | RunError::Internal(message) => formatter.write_str(message),
        }
    }
}

/// A program and its arguments, run directly (no shell).
#[derive(Clone, Debug)]
pub struct Program {
    pub program: OsString,
    pub args: Vec<OsString>,
}

impl Program {
    pub fn new(program: impl AsRef<OsStr>) -> Program {
        Program { program: program.as_ref().to_os_string(), args: Vec::new() }
    }

    /// From a command line `[PROGRAM, ARG…]`; `None` when empty.
    pub fn from_words(words: &[OsString]) -> Option<Program> {
        let (program, args) = words.split_first()?;
        Some(Program { program: program.clone(), args: args.to_vec() })
    }

    /// The command line as a user would type it.
    pub fn display(&self) -> String {
        std::iter::once(&self.program)
            .chain(&self.args)
            .map(|word| word.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Reads a pipe to its end on a thread, keeping the first `keep` bytes; the
/// result (bytes, whether more came) arrives on the returned channel. When
/// more comes, `over` is set (the watchdog stops the program).
fn drain(mut pipe: impl Read + Send + 'static, keep: usize, over: Arc<AtomicBool>) -> mpsc::Receiver<(Vec<u8>, bool)> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut truncated = false;
        let mut buffer = vec![0u8; 64 << 10];
        loop {
            match pipe.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => {
                    let room = keep.saturating_sub(kept.len());
                    kept.extend_from_slice(&buffer[..read.min(room)]);
                    if read > room && !truncated {
                        truncated = true;
                        over.store(true, Ordering::Relaxed);
                    }
                }
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            }
        }
        let _ = sender.send((kept, truncated));
    });
    receiver
}

/// The peak resident memory (VmHWM) of a live process's current image in KiB
/// (for this process too).
pub fn peak_kib(pid: libc::pid_t) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", pid)).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Whether /proc shows the program a child runs, not yet the copy of this
/// process that spawned it. (The kernel lets the spawning thread go on before
/// the child's new image is in place, so for a moment /proc shows this
/// process's memory under the child's pid. Its `exe` link names the image it
/// shows: once that is not this process's executable, the image is the
/// program's, for good.)
fn shows_program(pid: libc::pid_t) -> bool {
    match std::fs::read_link(format!("/proc/{}/exe", pid)) {
        Ok(shown) => std::fs::read_link("/proc/self/exe").map_or(true, |own| own != shown),
        Err(_) => false,
    }
}

/// The peak resident memory of the program a child runs, once /proc shows it.
fn child_peak_kib(pid: libc::pid_t) -> Option<u64> {
    if shows_program(pid) {
        peak_kib(pid)
    } else {
        None
    }
}

/// Resident memory of a live (or zombie) process in KiB, from /proc.
fn resident_kib(pid: libc::pid_t) -> Option<u64> {
    let statm = std::fs::read_to_string(format!("/proc/{}/statm", pid)).ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf has no preconditions.
    let page_size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * (page_size.max(4096) as u64) / 1024)
}

/// The programs running now, by the pid of each one's process group leader
/// (the program itself): each runs in a group of its own, which the
/// terminal's Ctrl-C does not reach, so a tool that is interrupted kills
/// them (see `tool_setup`). A pid is listed from its spawn, made under this
/// lock, until after its group's last kill and before it is reaped, so a kill
/// through the list never hits a recycled pid.
static LIVE: Mutex<Vec<libc::pid_t>> = Mutex::new(Vec::new());

fn live() -> MutexGuard<'static, Vec<libc::pid_t>> {
    LIVE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Kills every program running now, with whatever it started; returns the
/// list still locked, so that no new program starts.
fn kill_live() -> MutexGuard<'static, Vec<libc::pid_t>> {
    let live = live();
    for &pid in live.iter() {
        kill_group(pid);
    }
    live
}

/// What every command-line tool of the testkit does first. A write to a
/// closed stdout ends the process quietly, as Unix tools do (`cargo stress …
/// | head`), instead of panicking. Ctrl-C, SIGTERM and SIGHUP kill the
/// programs the tool is running (and anything they started) before the tool
/// exits with 130, and a panic kills them before it unwinds: nothing the
/// tool started outlives it. A tool works on the checkout it runs in, and
/// stops with one line (exit 2) when it finds none, or when it was built from
/// other sources than that checkout's (`workspace::check_built_from_here`).
/// What a tool says on stderr when Ctrl-C or SIGTERM stops it, when not
/// the default (a server has no programs under test to stop).
static INTERRUPTED: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// Sets the line [`tool_setup`]'s handler prints when the tool is stopped.
pub fn on_interrupt_say(note: &'static str) {
    let _ = INTERRUPTED.set(note);
}

/// What the tool does last when it is stopped (Ctrl-C, SIGTERM), before
/// its line is printed: `cargo class` puts its file in order.
type Last = Box<dyn Fn() + Send + Sync>;
static ON_STOP: std::sync::OnceLock<Last> = std::sync::OnceLock::new();

/// Sets what [`tool_setup`]'s handler does before it exits.
pub fn on_interrupt_run(last: Last) {
    let _ = ON_STOP.set(last);
}

pub fn tool_setup() {
    if let Err(message) = crate::workspace::check_built_from_here() {
        eprintln!("error: {}", message);
        std::process::exit(2);
    }
    // SAFETY: restoring the default disposition of SIGPIPE, before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // The handler runs on a thread of its own (not in the signal's context),
    // where taking a lock and killing are safe.
    let _ = ctrlc::set_handler(|| {
        // Held to the exit (which runs no destructor): nothing starts in between.
        let _locked = kill_live();
        if let Some(last) = ON_STOP.get() {
            last();
        }
        let note = INTERRUPTED.get().map_or_else(|| crate::t!("interrupted"), |note| note.to_string());
        let _ = std::io::stderr().write_all(format!("{}\n", note).as_bytes());
        std::process::exit(130);
    });
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // Not a blocking lock: the panic may come while this very thread
        // holds the list (a spawn), and then waiting would never end. Another
        // thread holds it for a moment only; if it is not free within 100 ms,
        // the programs are left to their watchdogs, which stop them at their
        // bounds.
        for _ in 0..100 {
            let live = match LIVE.try_lock() {
                Ok(live) => live,
                Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
                Err(std::sync::TryLockError::WouldBlock) => {
                    std::thread::sleep(Duration::from_millis(1));
                    continue;
                }
            };
            live.iter().for_each(|&pid| kill_group(pid));
            break;
        }
        default(info);
    }));
}

fn kill_group(pid: libc::pid_t) {
    // SAFETY: kill has no memory preconditions; the group is the child's own
    // (it is its leader, and its pid is not reaped yet, so not reused).
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
}

/// The watchdog: kills the child's group at the deadline, past the memory
/// bound or once its output is over the limit (`output_over`), unless told
/// to stop first, and keeps the largest VmHWM it reads in `peak`. Returns why
/// it killed, if it did. (The kill is the watchdog's alone: it is stopped
/// before the child is reaped, so it never hits a recycled pid.)
fn watch(
    pid: libc::pid_t,
    start: Instant,
    bounds: Bounds,
    stop: mpsc::Receiver<()>,
    peak: Arc<AtomicU64>,
    output_over: Arc<AtomicBool>,
) -> Option<Kill> {
    // Soon after the start, then every millisecond: short programs too get
    // their memory read a few times before they end.
    let mut poll = Duration::from_micros(100);
    loop {
        let left = bounds.kill_after.saturating_sub(start.elapsed());
        if left.is_zero() {
            kill_group(pid);
            return Some(Kill::Time);
        }
        match stop.recv_timeout(left.min(poll)) {
            Ok(()) | Err(mpsc::RecvTimeoutError::Disconnected) => return None,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        poll = (poll * 2).min(Duration::from_millis(1));
        if output_over.load(Ordering::Relaxed) {
            kill_group(pid);
            return Some(Kill::Output);
        }
        if let Some(kib) = child_peak_kib(pid) {
            peak.fetch_max(kib, Ordering::Relaxed);
        }
        if let Some(bound) = bounds.kill_above_kib {
            if shows_program(pid) && resident_kib(pid).is_some_and(|resident| resident > bound) {
                kill_group(pid);
                return Some(Kill::Memory);
            }
        }
    }
}

/// Blocks until the child has exited, leaving it unreaped.
fn wait_for_exit(pid: libc::pid_t) -> Result<(), RunError> {
    loop {
        // SAFETY: siginfo_t is plain data; waitid writes into it.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let result = unsafe { libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOWAIT) };
        if result == 0 {
            return Ok(());
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(RunError::Internal(format!("waitid: {}", error)));
        }
    }
}

/// Reaps the exited child: its status and peak resident memory (KiB).
fn reap(pid: libc::pid_t) -> Result<(Exit, u64), RunError> {
    loop {
        let mut status: libc::c_int = 0;
        // SAFETY: rusage is plain data, zero is a valid value; the pid is our
        // own exited child, not yet reaped (std's `wait` is never called on it).
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if reaped == pid {
            let exit = if libc::WIFSIGNALED(status) {
                Exit::Signal(libc::WTERMSIG(status))
            } else {
                Exit::Code(libc::WEXITSTATUS(status))
            };
            return Ok((exit, usage.ru_maxrss.max(0) as u64));
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(RunError::Internal(format!("wait4: {}", error)));
        }
    }
}

/// How far ru_maxrss must exceed this process's own peak to be taken as the
/// program's (see `run`).
const PEAK_SLACK_KIB: u64 = 4096;

/// Runs `program` with `input` on stdin within `bounds`.
pub fn run(program: &Program, input: &[u8], bounds: Bounds) -> Result<Run, RunError> {
    // A file, not a pipe: the program may read it at its own pace, or not at all.
    let mut stdin = tempfile::tempfile().map_err(|error| RunError::Internal(format!("temporary file: {}", error)))?;
    stdin
        .write_all(input)
        .and_then(|()| stdin.seek(SeekFrom::Start(0)).map(drop))
        .map_err(|error| RunError::Internal(format!("temporary file: {}", error)))?;
    let mut command = Command::new(&program.program);
    command.args(&program.args).stdin(stdin).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
    let mut listed = live();
    let start = Instant::now();
    let mut child = command.spawn().map_err(|error| {
        let reason = crate::i18n::os_error(&error);
        RunError::CannotStart(crate::t!(
            "cannot-run",
            program = program.program.to_string_lossy().into_owned(),
            reason = reason
        ))
    })?;
    let pid = child.id() as libc::pid_t;
    listed.push(pid);
    drop(listed);
    let output_over = Arc::new(AtomicBool::new(false));
    let stdout = drain(
        child.stdout.take().expect("stdout is piped"),
        OUTPUT_LIMIT.min(bounds.output_limit),
        Arc::clone(&output_over),
    );
    // Stderr past its (small) keep is dropped, never a reason to stop.
    let stderr = drain(child.stderr.take().expect("stderr is piped"), ERROR_LIMIT, Arc::new(AtomicBool::new(false)));
    let (stop, stop_receiver) = mpsc::channel();
    let peak = Arc::new(AtomicU64::new(child_peak_kib(pid).unwrap_or(0)));
    let watched_peak = Arc::clone(&peak);
    let watchdog = std::thread::spawn(move || watch(pid, start, bounds, stop_receiver, watched_peak, output_over));

    let exited = wait_for_exit(pid);
    let wall = start.elapsed();
    let _ = stop.send(());
    let killed = watchdog.join().unwrap_or(None);
    // Whatever the program left behind in its group goes with it, so that
    // nothing keeps the pipes open.
    kill_group(pid);
    live().retain(|&listed| listed != pid);
    let reaped = reap(pid);
    exited?;
    let (exit, reaped_peak) = reaped?;
    let own_peak = peak_kib(std::process::id() as libc::pid_t).unwrap_or(u64::MAX);
    let polled = peak.load(Ordering::Relaxed);
    // The kernel's resident counts are kept per thread and per CPU and folded
    // in lazily, so this process's peak may read a little below the copy's
    // it handed the child: only a clear excess is the program's own.
    let peak_rss_kib =
        if reaped_peak > own_peak.saturating_add(PEAK_SLACK_KIB + own_peak / 32) { reaped_peak } else { polled };
    // The pipes close once the group is gone; a grandchild that left the
    // group could hold them open, so do not wait on them for long.
    let grace = Duration::from_secs(2);
    let (stdout, stdout_truncated) = stdout.recv_timeout(grace).unwrap_or_default();
    let (stderr, _) = stderr.recv_timeout(grace).unwrap_or_default();
    drop(child);
    Ok(Run { stdout, stdout_truncated, stderr, exit, killed, wall, peak_rss_kib })
}

/// Builds the release binaries of the given packages; returns the folder they
/// are in (`target/release`, or under `CARGO_TARGET_DIR`).
pub fn build_release(packages: &[String]) -> Result<std::path::PathBuf, String> {
    let root = crate::workspace::workspace_root();
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    command.current_dir(&root).args(["build", "--release", "--quiet"]);
    for package in packages {
        command.args(["-p", package]);
    }
    let status = command
        .status()
        .map_err(|error| crate::t!("build-cannot-run-cargo", reason = crate::i18n::os_error(&error)))?;
    if !status.success() {
        return Err(crate::t!("build-failed"));
    }
    Ok(target_dir().join("release"))
}

/// Where the testkit's own tools are built (`cargo build --profile tools`,
/// as the aliases and scripts build them).
pub fn tools_dir() -> std::path::PathBuf {
    target_dir().join("tools")
}

/// The cargo target folder: `CARGO_TARGET_DIR` (relative to the workspace
/// root, where the tools run cargo) or `target/`.
pub fn target_dir() -> std::path::PathBuf {
    let root = crate::workspace::workspace_root();
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => root.join(dir),
        _ => root.join("target"),
    }
}
