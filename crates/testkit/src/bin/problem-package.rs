//! `cargo problem-package [PROBLEM…] [--out DIR]`: writes each problem (all
//! five by default) as a Kattis / ICPC problem package, `DIR/<problem>/` and
//! `DIR/<problem>.zip` (DIR: `target/problem-packages`), built from the
//! workspace's files, and `DIR/tex/`, the TeX set-up that problemtools' PDF
//! of a Chinese statement needs on `TEXINPUTS`. Check one with problemtools:
//! `verifyproblem target/problem-packages/<problem>`.
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use testkit::{package, problem, PROBLEMS};

#[derive(Parser)]
#[command(
    name = "problem-package",
    about = "Write problem packages (Kattis / ICPC format, 2023-07-draft) that Kattis and DOMjudge import"
)]
struct Cli {
    /// The problems to package (default: all)
    problems: Vec<String>,
    /// Where to write them (default: target/problem-packages)
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli = Cli::parse();
    let mut chosen = Vec::new();
    for name in &cli.problems {
        match problem(name) {
            Some(problem) => chosen.push(problem),
            None => {
                let known: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
                eprintln!("error: no problem named {:?} (known: {})", name, known.join(", "));
                return ExitCode::from(2);
            }
        }
    }
    if chosen.is_empty() {
        chosen = PROBLEMS.iter().collect();
    }
    let out = cli.out.unwrap_or_else(package::default_out);
    if let Err(error) = std::fs::create_dir_all(&out) {
        eprintln!("error: {}: {}", out.display(), error);
        return ExitCode::FAILURE;
    }
    for problem in chosen {
        match package::write(problem, &out) {
            Ok(written) => println!(
                "{:<15} {} ({} files: {} secret cases, {} submissions) and {}",
                problem.name,
                written.folder.display(),
                written.files,
                written.secret_cases,
                written.submissions,
                written.zip.display()
            ),
            Err(error) => {
                eprintln!("error: {}: {}", problem.name, error);
                return ExitCode::FAILURE;
            }
        }
    }
    // What problemtools' PDF of a Chinese statement needs (docs/hosting.md).
    match package::write_tex_setup(&out) {
        Ok(folder) => println!("{:<15} {} (TEXINPUTS for problem2pdf --language zh)", "tex set-up", folder.display()),
        Err(error) => {
            eprintln!("error: {}", error);
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
