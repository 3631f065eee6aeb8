//! Single-file programs compiled as a judge compiles them: the workspace's
//! solutions, the galleries of wrong and of accepted solutions, and the strict
//! validators, for the tests of `cargo judge` and `cargo stress`. Rust with
//! `rustc --edition 2021 -O`, C++ with `g++ -O2 -std=c++17`; Python runs as
//! `python3 FILE`. Binaries (and Python files) are cached under
//! `target/testkit-programs/`, named by a hash of their source, so a test run
//! compiles each once.

use crate::runner::{target_dir, Program};
use std::path::PathBuf;
use std::process::Command;

/// A deliberately wrong solution: one realistic mistake, kept beside its
/// problem's generator and oracle (`src/<problem>/wrong/<name>.rs`).
pub struct Wrong {
    pub name: &'static str,
    /// The verdict its mistake earns on its smallest failing input (`WA`, `RE`, `TLE`).
    pub verdict: &'static str,
    pub source: &'static str,
}

/// FNV-1a, 64 bits: a stable hash (the same on every machine and toolchain),
/// for names of cached binaries, cache keys and recorded states.
pub fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01B3))
}

/// A correct solution that is not the workspace's, written from the
/// statement in a style people submit (`src/<problem>/accepted/<file>`): it
/// must pass `cargo judge` and `cargo stress` at every size.
pub struct Accepted {
    /// The file name; its extension gives the language (`.cpp`, `.py`).
    pub file: &'static str,
    pub source: &'static str,
    /// A time limit of its own where the language is slow (the problem's otherwise).
    pub time_limit_ms: Option<u64>,
    /// Filed under the problem package's `submissions/accepted/`. Only a
    /// program whose slowest judge case takes at most a quarter of the time
    /// limit on the machines the project is checked on: verifyproblem wants
    /// the slowest accepted program within half the limit, and a quarter
    /// keeps that true on a judge twice as slow. The others (contest-style
    /// programs near half the limit, as many real submissions are) stay in
    /// the gallery and its tests; docs/hosting.md gives their times.
    pub in_package: bool,
}

/// A correct solution that is too slow (an exhaustive or a quadratic
/// approach, `src/<problem>/slow/<file>`): it must answer the small cases
/// right and exceed the time limit on the largest judge data, which proves that
/// the data stops slow solutions (a problem package files it under
/// `submissions/time_limit_exceeded/`).
pub struct Slow {
    /// The file name; its extension gives the language (`.cpp`, `.py`).
    pub file: &'static str,
    pub source: &'static str,
}

/// Compiles a Rust `source` (unless a binary of the same source exists) and returns it.
pub fn compile(name: &str, source: &str) -> Result<Program, String> {
    compile_as(name, "rs", source)
}

/// The interpreter `python3` names, resolved once: a version manager's shim
/// (pyenv's is a shell script) would otherwise add a few hundred milliseconds
/// to every run. Falls back to `python3` itself.
fn python3() -> std::ffi::OsString {
    static RESOLVED: std::sync::OnceLock<std::ffi::OsString> = std::sync::OnceLock::new();
    RESOLVED
        .get_or_init(|| {
            Command::new("python3")
                .args(["-c", "import sys; sys.stdout.write(sys.executable)"])
                .output()
                .ok()
                .filter(|output| output.status.success() && !output.stdout.is_empty())
                .and_then(|output| String::from_utf8(output.stdout).ok())
                .map(std::ffi::OsString::from)
                .unwrap_or_else(|| "python3".into())
        })
        .clone()
}

/// Compiles `source`, written in the language of `extension` (`rs`, `cpp`;
/// `py` is only written out, to run with `python3`), unless a binary of the
/// same source exists, and returns the program.
pub fn compile_as(name: &str, extension: &str, source: &str) -> Result<Program, String> {
    let folder = target_dir().join("testkit-programs");
    std::fs::create_dir_all(&folder).map_err(|error| format!("{}: {}", folder.display(), error))?;
    let binary = folder.join(format!("{}-{:016x}", name, fnv(source.as_bytes())));
    if extension == "py" {
        let script = binary.with_extension("py");
        if std::fs::read_to_string(&script).ok().as_deref() != Some(source) {
            std::fs::write(&script, source).map_err(|error| format!("{}: {}", script.display(), error))?;
        }
        return Ok(Program { program: python3(), args: vec![script.into_os_string()] });
    }
    if !binary.is_file() {
        // A folder of its own for each compilation: rustc writes its object
        // files beside the output, named after it, so two threads (or two test
        // processes) compiling the same program at once must not share one.
        let scratch = tempfile::Builder::new()
            .prefix(&format!("{}-", name))
            .tempdir_in(&folder)
            .map_err(|error| format!("{}: {}", folder.display(), error))?;
        let source_path = scratch.path().join(format!("{}.{}", name, extension));
        std::fs::write(&source_path, source).map_err(|error| format!("{}: {}", source_path.display(), error))?;
        let partial: PathBuf = scratch.path().join(name);
        let (compiler, flags): (String, &[&str]) = match extension {
            "rs" => (std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()), &["--edition", "2021", "-O"]),
            "cpp" => ("g++".to_string(), &["-O2", "-std=c++17"]),
            other => return Err(format!("{}: no compiler for .{} files", name, other)),
        };
        let output = Command::new(&compiler)
            .current_dir(crate::workspace::workspace_root()) // the pinned toolchain
            .args(flags)
            .arg("-o")
            .arg(&partial)
            .arg(&source_path)
            .output()
            .map_err(|error| format!("cannot run {}: {}", compiler, error))?;
        if !output.status.success() {
            return Err(format!("{} failed on {}:\n{}", compiler, name, String::from_utf8_lossy(&output.stderr)));
        }
        std::fs::rename(&partial, &binary).map_err(|error| format!("{}: {}", binary.display(), error))?;
    }
    Ok(Program::new(binary))
}

/// The workspace's own solution of `problem`, compiled alone as a judge does.
pub fn solution(problem: &str) -> Result<Program, String> {
    let path = crate::workspace::workspace_root().join("crates").join(problem).join("src/main.rs");
    let source = std::fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
    compile(problem, &source)
}

/// A gallery program of `problem` (`role`: `accepted`, `slow`) in the file
/// `file`, compiled (or, in Python, ready to run).
fn gallery(problem: &str, role: &str, file: &str, source: &str) -> Result<Program, String> {
    let (stem, extension) = file.rsplit_once('.').unwrap_or((file, ""));
    compile_as(&format!("{}-{}-{}", problem, role, stem), extension, source)
}

/// An accepted solution of `problem`, compiled (or, in Python, ready to run).
pub fn accepted(problem: &str, accepted: &Accepted) -> Result<Program, String> {
    gallery(problem, "accepted", accepted.file, accepted.source)
}

/// A correct but slow solution of `problem`, compiled (or ready to run).
pub fn slow(problem: &str, slow: &Slow) -> Result<Program, String> {
    gallery(problem, "slow", slow.file, slow.source)
}

/// A wrong solution of `problem`, compiled.
pub fn wrong(problem: &str, wrong: &Wrong) -> Result<Program, String> {
    compile(&format!("{}-wrong-{}", problem, wrong.name), wrong.source)
}

/// The strict validator of `problem` (`src/<problem>/validator.rs`), compiled
/// alone: exit 42 on a legal input, 43 and the reason on stderr otherwise.
pub fn validator(problem: &str) -> Result<Program, String> {
    let path = validator_path(problem);
    let source = std::fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
    compile(&format!("{}-validator", problem), &source)
}

/// Where the strict validator of `problem` is.
pub fn validator_path(problem: &str) -> PathBuf {
    crate::workspace::workspace_root().join("crates/testkit/src").join(problem.replace('-', "_")).join("validator.rs")
}
