//! Runs a compiled solution as a judge does: input from a file on stdin,
//! stdout captured, wall time and peak resident memory measured.
#![allow(unsafe_code)] // wait4(2) is the one call std does not wrap.

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Run {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub success: bool,
    pub wall: Duration,
    pub peak_rss_kib: u64,
}

/// Runs `binary` with `input` on stdin (through a file in `scratch`).
pub fn run(binary: &Path, input: &[u8], scratch: &Path) -> Result<Run, String> {
    std::fs::create_dir_all(scratch).map_err(|error| error.to_string())?;
    let input_path = scratch.join(format!("stdin-{}", std::process::id()));
    File::create(&input_path)
        .and_then(|mut file| file.write_all(input))
        .map_err(|error| format!("{}: {}", input_path.display(), error))?;
    let stdin = File::open(&input_path).map_err(|error| error.to_string())?;
    let start = Instant::now();
    let mut child = Command::new(binary)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot start {}: {}", binary.display(), error))?;
    let mut stderr_pipe = child.stderr.take().expect("stderr is piped");
    let stderr_reader = std::thread::spawn(move || {
        let mut buffer = Vec::new();
        let _ = stderr_pipe.read_to_end(&mut buffer);
        buffer
    });
    let mut stdout = Vec::new();
    child.stdout.take().expect("stdout is piped").read_to_end(&mut stdout).map_err(|error| error.to_string())?;
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data, zero is a valid value; the pid is our own
    // child, not yet reaped (std's `wait` is never called on it).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    let stderr = stderr_reader.join().unwrap_or_default();
    let _ = std::fs::remove_file(&input_path);
    if reaped != pid {
        return Err(format!("wait4 on {} failed", binary.display()));
    }
    let success = libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
    Ok(Run { stdout, stderr, success, wall, peak_rss_kib: usage.ru_maxrss as u64 })
}

/// Builds the release binaries of the given packages; returns `target/release`.
pub fn build_release(packages: &[String]) -> Result<std::path::PathBuf, String> {
    let root = crate::cases::workspace_root();
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    command.current_dir(&root).args(["build", "--release", "--quiet"]);
    for package in packages {
        command.args(["-p", package]);
    }
    let status = command.status().map_err(|error| format!("cannot run cargo: {}", error))?;
    if !status.success() {
        return Err("cargo build --release failed".to_string());
    }
    let target = std::env::var("CARGO_TARGET_DIR").map(Into::into).unwrap_or_else(|_| root.join("target"));
    Ok(target.join("release"))
}
