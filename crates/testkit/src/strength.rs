//! How strong is the judge data? Measured by mutation, as a problem setter
//! would: every small mistake that cargo-mutants proposes in a single-file
//! solution is compiled alone (`rustc --edition 2021 -O`, as a judge
//! compiles it) and judged on the problem's judge data. A mutant that the
//! data lets through is stress-run against the exact oracle (small, edge and
//! max inputs): one that the oracle rejects is a **data gap**, a wrong
//! program that would be accepted, reported with its shrunk counterexample;
//! one that the oracle accepts too is a candidate **equivalent** mutant.
//!
//! The engine of `cargo data-strength`. Results are cached under
//! `target/data-strength/` as they come (one JSON line each), keyed by a hash
//! of the mutated source, so an interrupted run resumes, and a run after a
//! change of the data judges again only what the change can affect: a mutant
//! stays killed while the case that killed it is unchanged, and a survivor's
//! stress verdict does not depend on the data at all.

use crate::cases::{self, Case};
use crate::check::{self, StressOptions};
use crate::ground::Size;
use crate::problem::Problem;
use crate::progress::Progress;
use crate::rng::Rng;
use crate::runner::{self, Program, RunError};
use crate::verdict::{JudgeLimits, Verdict};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// The cache keys and the recorded state of a full run hash with FNV-1a.
pub use crate::programs::fnv;

/// The version of cargo-mutants the workspace's figures were taken with;
/// `.ci/run` installs this one. Another version proposes other mutants.
pub const CARGO_MUTANTS_VERSION: &str = "27.1.0";

/// One mutant of a single-file solution.
#[derive(Clone, Debug)]
pub struct Mutant {
    /// cargo-mutants' name, place first: `src/main.rs:36:24: replace < with > in Scanner<'a>::token`.
    pub name: String,
    /// A name that survives edits elsewhere in the file: what is replaced,
    /// in which function, the text of the line, and `#k` for the k-th such
    /// mutant of the same line (k ≥ 2).
    pub key: String,
    pub line: usize,
    /// The whole mutated file.
    pub source: String,
    pub hash: u64,
}

#[derive(Deserialize)]
struct Listed {
    name: String,
    replacement: String,
    span: Span,
}

#[derive(Deserialize)]
struct Span {
    start: Position,
    end: Position,
}

/// A place in a source file as cargo-mutants names it (1-based).
#[derive(Deserialize)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// The byte offset of a 1-based (line, column in characters) position.
pub fn offset(line_starts: &[usize], source: &str, position: &Position) -> Result<usize, String> {
    let start = *line_starts
        .get(position.line.wrapping_sub(1))
        .ok_or_else(|| format!("line {} is past the end of the file", position.line))?;
    let line = &source[start..];
    let skip = position.column.checked_sub(1).ok_or("column 0")?;
    match line.char_indices().nth(skip) {
        Some((index, _)) => Ok(start + index),
        None if line.chars().count() == skip => Ok(source.len()),
        None => Err(format!("column {} is past the end of line {}", position.column, position.line)),
    }
}

/// The name without its place (`replace < with > in Scanner<'a>::token`).
pub fn description(name: &str) -> &str {
    // `src/main.rs:LINE:COLUMN: what`
    name.splitn(4, ':').nth(3).map(str::trim_start).unwrap_or(name)
}

/// Where cargo-mutants is, or how to get it.
fn cargo_mutants() -> Command {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    command.arg("mutants");
    command
}

/// The installed cargo-mutants' version, or why there is none.
pub fn cargo_mutants_version() -> Result<String, String> {
    let missing = || {
        format!(
            "cargo-mutants is not installed: `cargo install cargo-mutants --locked --version {}`",
            CARGO_MUTANTS_VERSION
        )
    };
    let output = cargo_mutants().arg("--version").output().map_err(|_| missing())?;
    if !output.status.success() {
        return Err(missing());
    }
    let text = String::from_utf8_lossy(&output.stdout);
    Ok(text.split_whitespace().last().unwrap_or("").to_string())
}

/// Which mutants to list.
#[derive(Clone, Debug, Default)]
pub struct Listing {
    /// cargo-mutants' configuration (its `exclude_re` and the rest); `None`: none.
    pub config: Option<PathBuf>,
    /// Only mutants whose names match this regex (cargo-mutants' `--re`).
    pub only: Option<String>,
}

/// The mutants cargo-mutants proposes for a single-file program `source`,
/// in its order. The file is listed as the `src/main.rs` of a scratch crate,
/// so the names are the same for any solution.
pub fn list(source: &str, listing: &Listing) -> Result<Vec<Mutant>, String> {
    let scratch_root = runner::target_dir().join("data-strength");
    std::fs::create_dir_all(&scratch_root).map_err(|error| format!("{}: {}", scratch_root.display(), error))?;
    let scratch = tempfile::Builder::new()
        .prefix("scratch-")
        .tempdir_in(&scratch_root)
        .map_err(|error| format!("{}: {}", scratch_root.display(), error))?;
    let manifest = "[package]\nname = \"solution\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n[workspace]\n";
    std::fs::create_dir_all(scratch.path().join("src")).map_err(|error| error.to_string())?;
    std::fs::write(scratch.path().join("Cargo.toml"), manifest).map_err(|error| error.to_string())?;
    std::fs::write(scratch.path().join("src/main.rs"), source).map_err(|error| error.to_string())?;
    let mut command = cargo_mutants();
    command.args(["--list", "--json", "--dir"]).arg(scratch.path());
    match &listing.config {
        Some(config) => command.arg("--config").arg(config),
        None => command.arg("--no-config"),
    };
    if let Some(only) = &listing.only {
        command.args(["--re", only]);
    }
    let output = command.output().map_err(|error| format!("cannot run cargo mutants: {}", error))?;
    if !output.status.success() {
        return Err(format!("cargo mutants --list failed:\n{}", String::from_utf8_lossy(&output.stderr).trim_end()));
    }
    let listed: Vec<Listed> = serde_json::from_slice(&output.stdout)
        .map_err(|error| format!("cargo mutants --list --json: unexpected output ({})", error))?;
    let mut line_starts = vec![0];
    line_starts.extend(source.match_indices('\n').map(|(index, _)| index + 1));
    let mut seen: HashMap<String, usize> = HashMap::new();
    listed
        .into_iter()
        .map(|listed| {
            let start = offset(&line_starts, source, &listed.span.start)?;
            let end = offset(&line_starts, source, &listed.span.end)?;
            if end < start {
                return Err(format!("{}: the span ends before it starts", listed.name));
            }
            let mutated = format!("{}{}{}", &source[..start], listed.replacement, &source[end..]);
            let line = listed.span.start.line;
            let text = source.lines().nth(line - 1).unwrap_or("").trim();
            let base = format!("{} | {}", description(&listed.name), text);
            let count = seen.entry(base.clone()).or_insert(0);
            *count += 1;
            let key = if *count == 1 { base } else { format!("{} #{}", base, count) };
            let hash = fnv(mutated.as_bytes());
            Ok(Mutant { name: listed.name, key, line, source: mutated, hash })
        })
        .collect()
}

/// What the data and the oracle make of a mutant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// It does not compile.
    Unviable { error: String },
    /// A judge case rejects it.
    Killed { case: String, verdict: String },
    /// The data accepts it and the oracle does not: a wrong program that the
    /// data lets through. `input` is the shrunk counterexample.
    Gap { size: String, case_seed: u64, input: String, expected: String, got: String, verdict: String },
    /// The data and the oracle both accept it: a candidate equivalent.
    Survived,
}

/// How survivors are stress-run: cases per size, and the seed.
#[derive(Clone, Copy, Debug)]
pub struct StressPlan {
    pub small: u64,
    pub edge: u64,
    pub max: u64,
    pub seed: u64,
}

impl Default for StressPlan {
    fn default() -> Self {
        StressPlan { small: 2000, edge: 500, max: 10, seed: 1 }
    }
}

impl StressPlan {
    fn id(&self) -> String {
        format!("small {} edge {} max {} seed {}", self.small, self.edge, self.max, self.seed)
    }
}

/// One line of the cache: what was learnt about the mutant with source hash `hash`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind")]
enum Learnt {
    Unviable {
        hash: String,
        error: String,
    },
    /// Killed by a case, known by its name and the hash of its input and answer.
    Killed {
        hash: String,
        case: String,
        case_hash: String,
        verdict: String,
    },
    /// Accepted on every case of a data set with this digest.
    Passed {
        hash: String,
        data: String,
    },
    /// The stress run of a survivor: a gap, or none.
    Stressed {
        hash: String,
        plan: String,
        gap: Option<Box<Outcome>>,
    },
}

#[derive(Default, Clone)]
struct Known {
    unviable: Option<String>,
    killed: Vec<(String, String, String)>,
    passed: Vec<String>,
    stressed: HashMap<String, Option<Outcome>>,
}

/// The results learnt so far, on disk as JSON lines, appended as they come.
struct Cache {
    known: HashMap<String, Known>,
    file: Mutex<Option<std::fs::File>>,
}

impl Cache {
    fn open(path: &Path, fresh: bool) -> Result<Cache, String> {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|error| format!("{}: {}", folder.display(), error))?;
        }
        if fresh {
            let _ = std::fs::remove_file(path);
        }
        let mut cache = Cache { known: HashMap::new(), file: Mutex::new(None) };
        if let Ok(text) = std::fs::read_to_string(path) {
            // A line cut short by an interrupted run is skipped.
            for learnt in text.lines().filter_map(|line| serde_json::from_str::<Learnt>(line).ok()) {
                cache.remember(&learnt);
            }
        }
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|error| format!("{}: {}", path.display(), error))?;
        cache.file = Mutex::new(Some(file));
        Ok(cache)
    }

    fn remember(&mut self, learnt: &Learnt) {
        match learnt {
            Learnt::Unviable { hash, error } => {
                self.known.entry(hash.clone()).or_default().unviable = Some(error.clone())
            }
            Learnt::Killed { hash, case, case_hash, verdict } => self
                .known
                .entry(hash.clone())
                .or_default()
                .killed
                .push((case.clone(), case_hash.clone(), verdict.clone())),
            Learnt::Passed { hash, data } => self.known.entry(hash.clone()).or_default().passed.push(data.clone()),
            Learnt::Stressed { hash, plan, gap } => {
                self.known.entry(hash.clone()).or_default().stressed.insert(plan.clone(), gap.as_deref().cloned());
            }
        }
    }

    fn get(&self, hash: u64) -> Known {
        self.known.get(&hex(hash)).cloned().unwrap_or_default()
    }

    fn write(&self, learnt: &Learnt) -> Result<(), String> {
        let line = serde_json::to_string(learnt).map_err(|error| error.to_string())?;
        let mut file = self.file.lock().map_err(|_| "the cache lock is poisoned".to_string())?;
        if let Some(file) = file.as_mut() {
            writeln!(file, "{}", line).and_then(|()| file.flush()).map_err(|error| error.to_string())?;
        }
        Ok(())
    }
}

fn hex(hash: u64) -> String {
    format!("{:016x}", hash)
}

/// A case as the cache knows it: its input and answer hashed together.
fn case_hash(case: &Case) -> String {
    let mut bytes = case.input.clone();
    bytes.push(0);
    bytes.extend_from_slice(case.expected.as_bytes());
    hex(fnv(&bytes))
}

/// The digest of a data set: every case's name, input and answer.
pub fn data_digest(cases: &[Case]) -> String {
    let mut all = Vec::new();
    for case in cases {
        all.extend_from_slice(case.name.as_bytes());
        all.push(0);
        all.extend_from_slice(case_hash(case).as_bytes());
        all.push(0);
    }
    hex(fnv(&all))
}

/// How long a mutant may take to compile: a judge's compiler has a limit
/// too, and a mutated loop bound can send the optimiser into a loop.
pub const COMPILE_LIMIT: std::time::Duration = std::time::Duration::from_secs(60);

/// Compiles a mutant alone, as a judge would; `Err` holds the compiler's
/// first error line (the mutant is unviable). Warnings are not errors.
fn compile(folder: &Path, mutant: &Mutant) -> Result<PathBuf, String> {
    let stem = hex(mutant.hash);
    let source_path = folder.join(format!("{}.rs", stem));
    let binary = folder.join(&stem);
    std::fs::write(&source_path, &mutant.source).map_err(|error| format!("internal: {}", error))?;
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let mut words: Vec<std::ffi::OsString> =
        [rustc.as_str(), "--edition", "2021", "-O", "--cap-lints", "allow", "-o"].iter().map(Into::into).collect();
    words.push(binary.clone().into_os_string());
    words.push(source_path.clone().into_os_string());
    let program = Program::from_words(&words).expect("a command line");
    let bounds = runner::Bounds { kill_after: COMPILE_LIMIT, kill_above_kib: None, output_limit: 1 << 20 };
    let run = runner::run(&program, b"", bounds);
    let _ = std::fs::remove_file(&source_path);
    let run = run.map_err(|error| format!("internal: cannot run rustc: {}", error))?;
    if run.killed.is_some() {
        let _ = std::fs::remove_file(&binary);
        return Err(format!("rustc -O took over {} s (a judge's compiler would stop it)", COMPILE_LIMIT.as_secs()));
    }
    if run.success() {
        return Ok(binary);
    }
    let stderr = String::from_utf8_lossy(&run.stderr);
    let first = stderr.lines().find(|line| line.starts_with("error")).unwrap_or("rustc failed");
    Err(first.to_string())
}

/// Everything one run needs.
pub struct Run<'a> {
    pub problem: &'static Problem,
    /// The judge data, as loaded.
    pub cases: Vec<Case>,
    pub limits: JudgeLimits,
    pub plan: StressPlan,
    /// Where the cache and the binaries go (`target/data-strength/LABEL`).
    pub folder: PathBuf,
    /// Forget what earlier runs learnt.
    pub fresh: bool,
    pub progress_label: &'a str,
}

/// A mutant and what became of it.
#[derive(Clone, Debug)]
pub struct Judged {
    pub mutant: Mutant,
    pub outcome: Outcome,
    /// Taken from the cache rather than run now.
    pub cached: bool,
    /// Excluded by cargo-mutants' configuration (judged anyway on a full
    /// run, so that an exclusion can never hide a gap).
    pub excluded: bool,
}

/// Judges every mutant in parallel (as many at a time as rayon has threads).
pub fn judge_mutants(run: &Run, mutants: Vec<Mutant>) -> Result<Vec<Judged>, String> {
    let binaries = run.folder.join("bin");
    std::fs::create_dir_all(&binaries).map_err(|error| format!("{}: {}", binaries.display(), error))?;
    let cache = Cache::open(&run.folder.join("cache.jsonl"), run.fresh)?;
    // The cases the smallest first: most mutants die on the first few.
    let mut cases: Vec<&Case> = run.cases.iter().collect();
    cases.sort_by_key(|case| (case.input.len(), case.name.clone()));
    let present: HashMap<&str, String> = run.cases.iter().map(|case| (case.name.as_str(), case_hash(case))).collect();
    let digest = data_digest(&run.cases);
    let plan = run.plan.id();
    let progress = Progress::always(mutants.len() as u64, run.progress_label);
    let judged: Vec<Result<Judged, String>> = mutants
        .into_par_iter()
        .map(|mutant| {
            let judged = judge_one(run, &cache, &cases, &present, &digest, &plan, &binaries, mutant);
            progress.inc(1);
            judged
        })
        .collect();
    progress.finish();
    judged.into_iter().collect()
}

#[allow(clippy::too_many_arguments)]
fn judge_one(
    run: &Run,
    cache: &Cache,
    cases: &[&Case],
    present: &HashMap<&str, String>,
    digest: &str,
    plan: &str,
    binaries: &Path,
    mutant: Mutant,
) -> Result<Judged, String> {
    let known = cache.get(mutant.hash);
    let hash = hex(mutant.hash);
    let done = |outcome: Outcome, cached: bool| Ok(Judged { mutant: mutant.clone(), outcome, cached, excluded: false });
    if let Some(error) = known.unviable {
        return done(Outcome::Unviable { error }, true);
    }
    // Still killed while the case that killed it is there, unchanged.
    if let Some((case, _, verdict)) =
        known.killed.iter().find(|(case, hash, _)| present.get(case.as_str()) == Some(hash))
    {
        return done(Outcome::Killed { case: case.clone(), verdict: verdict.clone() }, true);
    }
    let passed_before = known.passed.iter().any(|data| data == digest);
    if passed_before {
        if let Some(gap) = known.stressed.get(plan) {
            return done(gap.clone().unwrap_or(Outcome::Survived), true);
        }
    }
    let binary = match compile(binaries, &mutant) {
        Ok(binary) => binary,
        Err(error) if error.starts_with("internal: ") => return Err(error),
        Err(error) => {
            cache.write(&Learnt::Unviable { hash, error: error.clone() })?;
            return done(Outcome::Unviable { error }, false);
        }
    };
    let program = Program::new(&binary);
    let outcome = judge_binary(run, cache, cases, &hash, digest, plan, &known, passed_before, &program);
    let _ = std::fs::remove_file(&binary);
    done(outcome?, false)
}

#[allow(clippy::too_many_arguments)]
fn judge_binary(
    run: &Run,
    cache: &Cache,
    cases: &[&Case],
    hash: &str,
    digest: &str,
    plan: &str,
    known: &Known,
    passed_before: bool,
    program: &Program,
) -> Result<Outcome, String> {
    if !passed_before {
        for case in cases {
            let (verdict, _) = check::attempt_confirmed(program, &case.input, &case.expected, run.limits)
                .map_err(|error| format!("{}: {}", case.name, error))?;
            if verdict != Verdict::Accepted {
                let verdict = verdict.short().to_string();
                cache.write(&Learnt::Killed {
                    hash: hash.to_string(),
                    case: case.name.clone(),
                    case_hash: case_hash(case),
                    verdict: verdict.clone(),
                })?;
                return Ok(Outcome::Killed { case: case.name.clone(), verdict });
            }
        }
        cache.write(&Learnt::Passed { hash: hash.to_string(), data: digest.to_string() })?;
    }
    if let Some(gap) = known.stressed.get(plan) {
        return Ok(gap.clone().unwrap_or(Outcome::Survived));
    }
    let gap = stress(run, program)?;
    cache.write(&Learnt::Stressed {
        hash: hash.to_string(),
        plan: plan.to_string(),
        gap: gap.clone().map(Box::new),
    })?;
    Ok(gap.unwrap_or(Outcome::Survived))
}

/// A survivor against the oracle: small inputs, then edge, then max; the
/// first failure, shrunk, is the gap.
fn stress(run: &Run, program: &Program) -> Result<Option<Outcome>, String> {
    let sizes = [(Size::Small, run.plan.small), (Size::Edge, run.plan.edge), (Size::Max, run.plan.max)];
    for (size, cases) in sizes {
        if cases == 0 {
            continue;
        }
        let options = StressOptions { cases, seed: run.plan.seed, size, limits: run.limits };
        match check::stress(run.problem, program, &options) {
            Ok(None) => {}
            Ok(Some(failure)) => {
                return Ok(Some(Outcome::Gap {
                    size: format!("{:?}", size).to_lowercase(),
                    case_seed: failure.case_seed,
                    input: failure.minimal,
                    expected: failure.expected,
                    got: String::from_utf8_lossy(&failure.run.stdout).into_owned(),
                    verdict: match &failure.verdict {
                        Verdict::RuntimeError(why) => format!("RE ({})", why),
                        other => other.short().to_string(),
                    },
                }))
            }
            Err(RunError::CannotStart(message)) | Err(RunError::Internal(message)) => return Err(message),
        }
    }
    Ok(None)
}

/// The tally of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub mutants: usize,
    pub unviable: usize,
    pub killed: usize,
    pub gaps: usize,
    pub equivalent: usize,
}

/// The tally of the mutants that are (`excluded`) or are not excluded.
pub fn tally(judged: &[Judged], excluded: bool) -> Tally {
    let mut tally = Tally::default();
    for judged in judged.iter().filter(|judged| judged.excluded == excluded) {
        tally.mutants += 1;
        match judged.outcome {
            Outcome::Unviable { .. } => tally.unviable += 1,
            Outcome::Killed { .. } => tally.killed += 1,
            Outcome::Gap { .. } => tally.gaps += 1,
            Outcome::Survived => tally.equivalent += 1,
        }
    }
    tally
}

/// A fixed-seed sample of `count` mutants (all of them when there are no more),
/// in listing order.
pub fn sample(mutants: Vec<Mutant>, count: usize, seed: u64) -> Vec<Mutant> {
    if mutants.len() <= count {
        return mutants;
    }
    let mut indices: Vec<usize> = (0..mutants.len()).collect();
    Rng::new(seed).shuffle(&mut indices);
    let mut chosen: Vec<usize> = indices.into_iter().take(count).collect();
    chosen.sort_unstable();
    let mut mutants: Vec<Option<Mutant>> = mutants.into_iter().map(Some).collect();
    chosen.into_iter().filter_map(|index| mutants[index].take()).collect()
}

/// The survivors of the workspace's solution that no legal input can tell
/// from it, each with the reason: `crates/testkit/src/<problem>/equivalent-mutants.toml`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equivalents {
    #[serde(default)]
    pub equivalent: Vec<Equivalent>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equivalent {
    /// The mutant's key (`Mutant::key`).
    pub mutant: String,
    /// Why no legal input tells it apart from the solution.
    pub why: String,
}

/// The list of a problem's own equivalent mutants.
pub fn equivalents_path(problem: &str) -> PathBuf {
    crate::workspace::workspace_root()
        .join("crates/testkit/src")
        .join(problem.replace('-', "_"))
        .join("equivalent-mutants.toml")
}

/// The list for the byte scanner, the same lines in every `main.rs` (so
/// the same keys): it applies to every problem.
pub fn scanner_equivalents_path() -> PathBuf {
    crate::workspace::workspace_root().join("crates/testkit/src/scanner-equivalent-mutants.toml")
}

fn read_equivalents(path: &Path) -> Result<Equivalents, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => toml::from_str(&text).map_err(|error| format!("{}: {}", path.display(), error)),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Equivalents::default()),
        Err(error) => Err(format!("{}: {}", path.display(), error)),
    }
}

/// A problem's equivalent mutants: its own list, then the scanner's.
pub fn load_equivalents(problem: &str) -> Result<(Equivalents, Equivalents), String> {
    Ok((read_equivalents(&equivalents_path(problem))?, read_equivalents(&scanner_equivalents_path())?))
}

/// The state of a problem at its last full run, as `cargo data-strength
/// --record` writes it to `crates/testkit/data-strength.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// FNV-1a of the solution's `main.rs`.
    pub main_rs: String,
    /// `data_digest` of its judge data.
    pub judge_data: String,
    pub cargo_mutants: String,
    /// Mutants cargo-mutants proposes before its configuration excludes any.
    pub proposed: usize,
    pub excluded: usize,
    /// What became of the mutants that are not excluded.
    #[serde(flatten)]
    pub tally: Tally,
    /// The excluded ones, judged all the same: killed anyway, and surviving.
    pub excluded_killed: usize,
    pub excluded_surviving: usize,
}

pub fn record_path() -> PathBuf {
    crate::workspace::workspace_root().join("crates/testkit/data-strength.toml")
}

pub fn load_records() -> Result<std::collections::BTreeMap<String, Record>, String> {
    let path = record_path();
    match std::fs::read_to_string(&path) {
        Ok(text) => toml::from_str(&text).map_err(|error| format!("{}: {}", path.display(), error)),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Default::default()),
        Err(error) => Err(format!("{}: {}", path.display(), error)),
    }
}

pub fn save_records(records: &std::collections::BTreeMap<String, Record>) -> Result<(), String> {
    let path = record_path();
    let body = toml::to_string(records).map_err(|error| error.to_string())?;
    let text = format!(
        "# The last full `cargo data-strength` run of each problem (`cargo data-strength PROBLEM --record`).\n\
         # `cargo data-strength --ci` runs every mutant again when a problem's main.rs or judge data no\n\
         # longer hash as recorded here, and a fixed sample of them otherwise.\n\n{}",
        body
    );
    std::fs::write(&path, text).map_err(|error| format!("{}: {}", path.display(), error))
}

/// The judge-data folder's cases of `problem` from `root`, and the limits.
pub fn load_cases(root: Option<&Path>, problem: &Problem) -> Result<Vec<Case>, String> {
    match root {
        Some(root) => cases::load_from(root, problem),
        None => cases::load(problem),
    }
}
