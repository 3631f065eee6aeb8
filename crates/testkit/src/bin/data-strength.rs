//! `cargo data-strength [PROBLEM…] [OPTIONS]`: how strong is the judge data?
//! Every mutant that cargo-mutants proposes in a solution's `main.rs` (or in
//! any single-file Rust solution, `--solution FILE.rs`) is compiled alone
//! with `rustc -O` and judged on the problem's judge data; each survivor is
//! stress-run against the exact oracle. Prints a table per problem (mutants,
//! excluded, unviable, killed, data gaps, equivalent) and every gap with its
//! shrunk counterexample.
//!
//! Exit 0 when no mutant is a data gap (and, for the workspace's solutions,
//! every survivor is listed as equivalent with its reason), 1 otherwise, 2 on
//! bad usage.

use clap::Parser;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use testkit::cases;
use testkit::check;
use testkit::strength::{self, Judged, Listing, Outcome, Record, StressPlan};
use testkit::verdict;

#[derive(Parser)]
#[command(
    name = "cargo data-strength",
    allow_negative_numbers = true,
    about = "Mutation-test the judge data: every small mistake in a solution must be rejected by it",
    override_usage = "cargo data-strength [PROBLEM…] [OPTIONS]\n       cargo data-strength PROBLEM --solution FILE.rs [OPTIONS]",
    after_help = "Examples:\n  cargo data-strength master-duel\n  cargo data-strength --ci\n  cargo data-strength frogs --solution my_frogs.rs --jobs 4\n  cargo data-strength board-game --re 'in solve_line' --data /tmp/weak-judge-data"
)]
struct Cli {
    /// Problems (all when none is given)
    #[arg(value_name = "PROBLEM")]
    problems: Vec<String>,
    /// Mutate this single-file Rust solution instead of the workspace's (one PROBLEM)
    #[arg(long, value_name = "FILE.rs")]
    solution: Option<PathBuf>,
    /// cargo-mutants configuration for --solution (the workspace's .cargo/mutants.toml otherwise)
    #[arg(long, value_name = "FILE")]
    mutants_config: Option<PathBuf>,
    /// Mutants judged at once (default: the number of cores)
    #[arg(long, value_name = "N", value_parser = testkit::cli::whole::<u64>(1, 256))]
    jobs: Option<u64>,
    /// A folder laid out as judge-data/ (PROBLEM/*.in, *.out, recipes/PROBLEM/) to judge with instead
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Only the mutants whose names match this regex (cargo-mutants' --re)
    #[arg(long, value_name = "REGEX")]
    re: Option<String>,
    /// Only N mutants of each problem, drawn with --sample-seed
    #[arg(long, value_name = "N", value_parser = testkit::cli::whole::<usize>(1, u64::MAX))]
    sample: Option<usize>,
    /// Seed of the sample
    #[arg(long, default_value_t = 2026, value_parser = testkit::cli::whole::<u64>(0, u64::MAX))]
    sample_seed: u64,
    /// Small cases each survivor is stress-run on (a quarter as many edge cases, and up to 10 max)
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = testkit::cli::whole::<u64>(1, 1_000_000))]
    cases: u64,
    /// Seed of the survivors' stress runs
    #[arg(long, default_value_t = 1, value_parser = testkit::cli::whole::<u64>(0, u64::MAX))]
    seed: u64,
    /// Forget what earlier runs learnt (target/data-strength/) and run everything
    #[arg(long)]
    fresh: bool,
    /// After a full run with no gap and every survivor listed, write the figures to crates/testkit/data-strength.toml
    #[arg(long)]
    record: bool,
    /// What CI runs: every mutant of a problem whose main.rs or judge data changed since its record, a sample of --sample (default 12) otherwise
    #[arg(long)]
    ci: bool,
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {}", message);
    eprintln!("usage: cargo data-strength [PROBLEM…] [--solution FILE.rs] [--jobs N] [--sample N] [--ci] [--record]  (see --help)");
    ExitCode::from(2)
}

/// What a problem's run covers.
enum Scope {
    Full,
    Sample(usize),
}

struct Report {
    problem: String,
    /// Where its cache and its gaps' files are (`target/data-strength/LABEL`).
    folder: PathBuf,
    proposed: usize,
    excluded: usize,
    judged: Vec<Judged>,
    scope: Scope,
    seconds: f64,
    /// Survivors not in the equivalents list (workspace solutions only).
    unlisted: Vec<String>,
    /// Listed equivalents that are no longer survivors (full runs only).
    stale: Vec<String>,
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = Cli::parse();
    let all = cases::problem_names();
    if let Some(unknown) = cli.problems.iter().find(|name| !all.contains(name)) {
        return usage_error(&format!("no problem named {:?} (have: {})", unknown, all.join(", ")));
    }
    if cli.solution.is_some() && cli.problems.len() != 1 {
        return usage_error(
            "with --solution, name exactly one PROBLEM, e.g. `cargo data-strength frogs --solution mine.rs`",
        );
    }
    if cli.mutants_config.is_some() && cli.solution.is_none() {
        return usage_error(
            "--mutants-config goes with --solution (the workspace's solutions use .cargo/mutants.toml)",
        );
    }
    let partial = cli.solution.is_some() || cli.data.is_some() || cli.re.is_some() || cli.sample.is_some();
    if cli.record && (partial || cli.ci) {
        return usage_error("--record keeps the figures of a full run of the workspace's solutions on judge-data/: no --solution, --data, --re, --sample or --ci");
    }
    if let Some(data) = &cli.data {
        if !data.is_dir() {
            return usage_error(&format!("--data {}: not a folder", data.display()));
        }
    }
    if let Some(jobs) = cli.jobs {
        if let Err(error) = rayon::ThreadPoolBuilder::new().num_threads(jobs as usize).build_global() {
            eprintln!("error: {}", error);
            return ExitCode::FAILURE;
        }
    }
    let version = match strength::cargo_mutants_version() {
        Ok(version) => version,
        Err(message) => {
            eprintln!("error: {}", message);
            return ExitCode::FAILURE;
        }
    };
    if version != strength::CARGO_MUTANTS_VERSION {
        eprintln!(
            "note: cargo-mutants {} is installed; the recorded figures are of {}, which may propose other mutants",
            version,
            strength::CARGO_MUTANTS_VERSION
        );
    }
    testkit::progress::hide_inner_bars();
    let problems = if cli.problems.is_empty() { all } else { cli.problems.clone() };
    let mut records = match strength::load_records() {
        Ok(records) => records,
        Err(message) => {
            eprintln!("error: {}", message);
            return ExitCode::FAILURE;
        }
    };
    let plan = StressPlan { small: cli.cases, edge: (cli.cases / 4).max(1), max: cli.cases.min(10), seed: cli.seed };
    let mut reports = Vec::new();
    let mut notes = Vec::new();
    for problem in &problems {
        match run_problem(&cli, problem, &records, plan, &version, &mut notes) {
            Ok(report) => reports.push(report),
            Err(message) => {
                eprintln!("error: {}: {}", problem, message);
                return ExitCode::FAILURE;
            }
        }
    }
    print_table(&reports);
    let mut failed = false;
    for report in &reports {
        failed |= print_details(report, cli.solution.is_none());
    }
    for note in &notes {
        println!("{}", note);
    }
    if cli.record {
        if failed {
            println!("data-strength: not recorded (gaps or unlisted survivors)");
        } else {
            for report in &reports {
                let source = std::fs::read(solution_path(&report.problem)).unwrap_or_default();
                let Some(problem) = testkit::problem(&report.problem) else { continue };
                let data = strength::load_cases(None, problem).map(|cases| strength::data_digest(&cases));
                let Ok(data) = data else { continue };
                let excluded_tally = strength::tally(&report.judged, true);
                records.insert(
                    report.problem.clone(),
                    Record {
                        main_rs: format!("{:016x}", strength::fnv(&source)),
                        judge_data: data,
                        cargo_mutants: version.clone(),
                        proposed: report.proposed,
                        excluded: report.excluded,
                        tally: strength::tally(&report.judged, false),
                        excluded_killed: excluded_tally.killed,
                        excluded_surviving: excluded_tally.equivalent,
                    },
                );
            }
            if let Err(message) = strength::save_records(&records) {
                eprintln!("error: {}", message);
                return ExitCode::FAILURE;
            }
            println!("data-strength: recorded in {}", strength::record_path().display());
        }
    }
    if failed {
        println!("data-strength: the data lets wrong programs through, or survivors are not accounted for");
        ExitCode::FAILURE
    } else {
        println!("data-strength: no data gap");
        ExitCode::SUCCESS
    }
}

fn solution_path(problem: &str) -> PathBuf {
    cases::workspace_root().join("crates").join(problem).join("src/main.rs")
}

fn run_problem(
    cli: &Cli,
    problem: &str,
    records: &BTreeMap<String, Record>,
    plan: StressPlan,
    version: &str,
    notes: &mut Vec<String>,
) -> Result<Report, String> {
    let started = Instant::now();
    let testkit_problem = testkit::problem(problem).ok_or("no testkit module")?;
    let path = cli.solution.clone().unwrap_or_else(|| solution_path(problem));
    let source = std::fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
    // A file that is the workspace's own main.rs, byte for byte, is the
    // workspace's solution: its recorded exclusions apply to it as well.
    let own = cli.solution.is_some()
        && std::fs::read_to_string(solution_path(problem)).is_ok_and(|workspace| workspace == source);
    let config = match (&cli.solution, &cli.mutants_config) {
        (_, Some(config)) => Some(config.clone()),
        (Some(_), None) if !own => None,
        _ => Some(cases::workspace_root().join(".cargo/mutants.toml")).filter(|path| path.is_file()),
    };
    if own && cli.mutants_config.is_none() {
        notes.push(format!(
            "note: {}: {} is the workspace's own crates/{}/src/main.rs: its recorded exclusions (.cargo/mutants.toml) apply",
            problem,
            path.display(),
            problem
        ));
    }
    let only = cli.re.clone();
    let proposed_mutants = strength::list(&source, &Listing { config: None, only: only.clone() })?;
    let configured: std::collections::HashSet<String> =
        strength::list(&source, &Listing { config, only })?.into_iter().map(|mutant| mutant.name).collect();
    let proposed = proposed_mutants.len();
    let excluded = proposed_mutants.iter().filter(|mutant| !configured.contains(&mutant.name)).count();
    let cases = strength::load_cases(cli.data.as_deref(), testkit_problem)?;
    let mut scope = Scope::Full;
    if cli.ci {
        let record = records.get(problem);
        let changed = match record {
            None => Some("no full run is recorded".to_string()),
            Some(record) if record.main_rs != format!("{:016x}", strength::fnv(source.as_bytes())) => {
                Some("main.rs changed since its recorded full run".to_string())
            }
            Some(record) if record.judge_data != strength::data_digest(&cases) => {
                Some("its judge data changed since the recorded full run".to_string())
            }
            Some(record) if record.cargo_mutants != version => {
                Some(format!("the record is of cargo-mutants {}", record.cargo_mutants))
            }
            Some(_) => None,
        };
        match changed {
            Some(why) => notes.push(format!(
                "note: {}: {}: every mutant was run; record it with `cargo data-strength {} --record` and commit crates/testkit/data-strength.toml",
                problem, why, problem
            )),
            None => scope = Scope::Sample(cli.sample.unwrap_or(12)),
        }
    } else if let Some(count) = cli.sample {
        scope = Scope::Sample(count);
    }
    // A full run judges the excluded mutants too: an exclusion must not hide a gap.
    let mutants = match scope {
        Scope::Full => proposed_mutants,
        Scope::Sample(count) => {
            let kept = proposed_mutants.into_iter().filter(|mutant| configured.contains(&mutant.name)).collect();
            strength::sample(kept, count, cli.sample_seed)
        }
    };
    let limits = check::judge_limits(problem)?;
    let label = match &cli.solution {
        Some(path) => format!("solution-{:016x}", strength::fnv(path.to_string_lossy().as_bytes())),
        None => problem.to_string(),
    };
    let folder = testkit::runner::target_dir().join("data-strength").join(&label);
    let progress_label = format!("data-strength {}", problem);
    let run = strength::Run {
        problem: testkit_problem,
        cases,
        limits,
        plan,
        folder: folder.clone(),
        fresh: cli.fresh,
        progress_label: &progress_label,
    };
    let mut judged = strength::judge_mutants(&run, mutants)?;
    for judged in &mut judged {
        judged.excluded = !configured.contains(&judged.mutant.name);
    }
    // Write each gap's counterexample where a person can run it.
    let mut gap_index = 0;
    for judged in &judged {
        if let Outcome::Gap { input, expected, got, .. } = &judged.outcome {
            gap_index += 1;
            for (extension, text) in [("in", input), ("out", expected), ("got", got)] {
                let file = folder.join(format!("gap-{}.{}", gap_index, extension));
                std::fs::write(&file, text).map_err(|error| format!("{}: {}", file.display(), error))?;
            }
        }
    }
    let (mut unlisted, mut stale) = (Vec::new(), Vec::new());
    if cli.solution.is_none() {
        let (own, scanner) = strength::load_equivalents(problem)?;
        let listed = |key: &str| own.equivalent.iter().chain(&scanner.equivalent).any(|listed| listed.mutant == key);
        for judged in judged.iter().filter(|judged| judged.outcome == Outcome::Survived && !judged.excluded) {
            if !listed(&judged.mutant.key) {
                unlisted.push(judged.mutant.key.clone());
            }
        }
        if matches!(scope, Scope::Full) && cli.re.is_none() {
            for listed in &own.equivalent {
                let survives = judged
                    .iter()
                    .any(|judged| judged.mutant.key == listed.mutant && judged.outcome == Outcome::Survived);
                if !survives {
                    stale.push(listed.mutant.clone());
                }
            }
        }
    }
    Ok(Report {
        problem: problem.to_string(),
        folder,
        proposed,
        excluded,
        judged,
        scope,
        seconds: started.elapsed().as_secs_f64(),
        unlisted,
        stale,
    })
}

fn print_table(reports: &[Report]) {
    println!(
        "{:<16} {:>7} {:>8} {:>8} {:>6} {:>5} {:>10}  {:>8}  run",
        "problem", "mutants", "excluded", "unviable", "killed", "gaps", "equivalent", "time"
    );
    for report in reports {
        let tally = strength::tally(&report.judged, false);
        let cached = report.judged.iter().filter(|judged| judged.cached).count();
        let scope = match report.scope {
            Scope::Full => "full".to_string(),
            Scope::Sample(_) => format!("sample of {}", report.judged.len()),
        };
        let cached = if cached > 0 { format!(", {} known from earlier runs", cached) } else { String::new() };
        println!(
            "{:<16} {:>7} {:>8} {:>8} {:>6} {:>5} {:>10}  {:>6.1} s  {}{}",
            report.problem,
            report.proposed,
            report.excluded,
            tally.unviable,
            tally.killed,
            tally.gaps,
            tally.equivalent,
            Duration::from_secs_f64(report.seconds).as_secs_f64(),
            scope,
            cached
        );
    }
    for report in reports {
        let excluded = strength::tally(&report.judged, true);
        if excluded.mutants > 0 {
            println!(
                "{}: the {} excluded mutants judged all the same: {} unviable, {} killed, {} surviving, {} gaps",
                report.problem,
                excluded.mutants,
                excluded.unviable,
                excluded.killed,
                excluded.equivalent,
                excluded.gaps
            );
        }
    }
}

/// The gaps, the survivors and the stale list entries of one problem; true
/// if any of them fails the run.
fn print_details(report: &Report, workspace: bool) -> bool {
    let mut failed = false;
    let mut gap_index = 0;
    for judged in &report.judged {
        match &judged.outcome {
            Outcome::Gap { size, case_seed, input, expected, got, verdict } => {
                gap_index += 1;
                failed = true;
                println!();
                let excluded = if judged.excluded { " (excluded by .cargo/mutants.toml: wrongly)" } else { "" };
                println!("GAP {}: {}{}", report.problem, judged.mutant.name, excluded);
                println!(
                    "  accepted by every judge case; the oracle rejects it ({} input, case seed {:#018x}): {}",
                    size, case_seed, verdict
                );
                let files = report.folder.join(format!("gap-{}", gap_index));
                println!("  input ({}.in):", files.display());
                println!("{}", verdict::preview_block(input, 12));
                println!("  expected:");
                println!("{}", verdict::preview_block(expected, 4));
                println!("  got:");
                println!("{}", verdict::preview_block(got, 4));
            }
            Outcome::Survived if judged.excluded => {}
            Outcome::Survived if workspace && report.unlisted.contains(&judged.mutant.key) => {
                failed = true;
                println!();
                println!("UNLISTED {}: {}", report.problem, judged.mutant.name);
                println!(
                    "  survives the data and the oracle; add it to {} with why it is equivalent, or kill it:",
                    strength::equivalents_path(&report.problem).display()
                );
                println!("  mutant = {:?}", judged.mutant.key);
            }
            Outcome::Survived if workspace => {}
            Outcome::Survived => {
                println!("EQUIVALENT? {}: {}", report.problem, judged.mutant.name);
            }
            _ => {}
        }
    }
    for key in &report.stale {
        println!("note: {}: listed as equivalent but not a survivor any more: {:?}", report.problem, key);
    }
    failed
}
