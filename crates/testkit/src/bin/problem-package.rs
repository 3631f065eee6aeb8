//! `cargo problem-package [PROBLEM…] [--out DIR] [--statements]`: writes each problem (all
//! five by default) as a Kattis / ICPC problem package, `DIR/<problem>/` and
//! `DIR/<problem>.zip` (DIR: `target/problem-packages`), built from the
//! workspace's files, and `DIR/tex/`, the TeX set-up that problemtools' PDF
//! needs on `TEXINPUTS` (a Chinese statement's text, unnumbered sections).
//! With `--statements`, each package also carries its statements rendered by
//! problemtools (`problem.pdf` at its root, `statement/problem.LANG.pdf`).
//! Check one with problemtools: `verifyproblem target/problem-packages/<problem>`.
use clap::Parser;
use rayon::prelude::*;
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
    /// Also put the statements rendered by problemtools in each package:
    /// problem.pdf at its root (where DOMjudge reads a statement) and
    /// statement/problem.LANG.pdf in both languages; needs problemtools and
    /// the TeX set-up of docs/hosting.md, and says what is missing
    #[arg(long)]
    statements: bool,
    /// The language of the root problem.pdf
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = ["en", "zh"], requires = "statements")]
    pdf_language: String,
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
    if let Some(Err(message)) = cli.statements.then(package::statement_tools) {
        eprintln!("error: {}", message);
        return ExitCode::FAILURE;
    }
    if let Err(error) = std::fs::create_dir_all(&out) {
        eprintln!("error: {}: {}", out.display(), error);
        return ExitCode::FAILURE;
    }
    // What problemtools' PDF of a Chinese statement needs (docs/hosting.md).
    let tex = match package::write_tex_setup(&out) {
        Ok(folder) => folder,
        Err(error) => {
            eprintln!("error: {}", error);
            return ExitCode::FAILURE;
        }
    };
    // Each package alone; with --statements, the first renders alone (the
    // first Chinese PDF on a machine builds LuaLaTeX's font cache), then the
    // rest side by side, one a core. Said in the order asked.
    let one = |problem: &'static testkit::Problem| -> Result<package::Written, String> {
        // With --statements: the package first, for problem2pdf to read;
        // then again with the PDFs in it.
        let mut rendered = Vec::new();
        if cli.statements {
            rendered = package::write(problem, &out, &[])
                .and_then(|_| package::render_statements(problem, &out, &cli.pdf_language))?;
        }
        package::write(problem, &out, &rendered).map_err(|error| format!("{}: {}", problem.name, error))
    };
    let mut made = vec![one(chosen[0])];
    made.extend(chosen[1..].par_iter().map(|&problem| one(problem)).collect::<Vec<_>>());
    for (problem, made) in chosen.iter().zip(made) {
        match made {
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
                eprintln!("error: {}", error);
                return ExitCode::FAILURE;
            }
        }
    }
    println!("{:<15} {} (TEXINPUTS for problem2pdf)", "tex set-up", tex.display());
    ExitCode::SUCCESS
}
