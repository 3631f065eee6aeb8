//! Single-file Rust programs compiled as a judge compiles them
//! (`rustc --edition 2021 -O`): the workspace's solutions and the gallery of
//! wrong solutions, for the tests of `cargo judge` and `cargo stress`.
//! Binaries are cached under `target/testkit-programs/`, named by a hash of
//! their source, so a test run compiles each once.

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

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01B3))
}

/// Compiles `source` (unless a binary of the same source exists) and returns it.
pub fn compile(name: &str, source: &str) -> Result<Program, String> {
    let folder = target_dir().join("testkit-programs");
    std::fs::create_dir_all(&folder).map_err(|error| format!("{}: {}", folder.display(), error))?;
    let binary = folder.join(format!("{}-{:016x}", name, fnv(source)));
    if !binary.is_file() {
        let source_path = folder.join(format!("{}-{}.rs", name, std::process::id()));
        std::fs::write(&source_path, source).map_err(|error| format!("{}: {}", source_path.display(), error))?;
        let partial: PathBuf = folder.join(format!("{}-{}.partial", name, std::process::id()));
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
        let output = Command::new(&rustc)
            .current_dir(crate::cases::workspace_root()) // the pinned toolchain
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&partial)
            .arg(&source_path)
            .output()
            .map_err(|error| format!("cannot run {}: {}", rustc, error))?;
        let _ = std::fs::remove_file(&source_path);
        if !output.status.success() {
            return Err(format!("rustc failed on {}:\n{}", name, String::from_utf8_lossy(&output.stderr)));
        }
        std::fs::rename(&partial, &binary).map_err(|error| format!("{}: {}", binary.display(), error))?;
    }
    Ok(Program::new(binary))
}

/// The workspace's own solution of `problem`, compiled alone as a judge does.
pub fn solution(problem: &str) -> Result<Program, String> {
    let path = crate::cases::workspace_root().join("crates").join(problem).join("src/main.rs");
    let source = std::fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
    compile(problem, &source)
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
    crate::cases::workspace_root().join("crates/testkit/src").join(problem.replace('-', "_")).join("validator.rs")
}
