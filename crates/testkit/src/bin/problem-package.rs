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
use testkit::i18n::{pad_end, Lang};
use testkit::{package, t};

#[derive(Parser)]
#[command(
    name = "cargo problem-package",
    about = "Write problem packages (Kattis / ICPC format, 2023-07-draft) that Kattis and DOMjudge import",
    override_usage = "cargo problem-package [PROBLEM…] [--out DIR] [--statements [--pdf-language zh]]",
    after_help = "Examples:\n  cargo problem-package\n  cargo problem-package master-duel --out /tmp/packages\n  cargo problem-package --statements --pdf-language zh"
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
    /// The language of what it prints: en or zh (default: from LC_ALL,
    /// LC_MESSAGES or LANG, Chinese when they name it)
    #[arg(long, value_name = "LANG", value_parser = Lang::parse)]
    #[allow(dead_code)]
    lang: Option<Lang>,
}

fn main() -> ExitCode {
    testkit::runner::tool_setup();
    let cli: Cli = match testkit::cli::arguments_in("package-help-page") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let mut chosen = Vec::new();
    for name in &cli.problems {
        match testkit::cli::problem(name) {
            Ok(problem) => chosen.push(problem),
            Err(code) => return code,
        }
    }
    if chosen.is_empty() {
        chosen = testkit::PROBLEMS.iter().collect();
    }
    let out = cli.out.unwrap_or_else(package::default_out);
    if let Some(Err(message)) = cli.statements.then(package::statement_tools) {
        return testkit::cli::failure(&message);
    }
    if let Err(why) = std::fs::create_dir_all(&out) {
        return testkit::cli::failure(&format!("{}: {}", out.display(), testkit::i18n::os_error(&why)));
    }
    // What problemtools' PDF of a Chinese statement needs (docs/hosting.md).
    let tex = match package::write_tex_setup(&out) {
        Ok(folder) => folder,
        Err(message) => return testkit::cli::failure(&message),
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
                "{:<15} {}",
                problem.name,
                t!(
                    "package-written",
                    folder = written.folder.display().to_string(),
                    files = written.files,
                    secret = written.secret_cases,
                    submissions = written.submissions,
                    zip = written.zip.display().to_string()
                )
            ),
            Err(message) => return testkit::cli::failure(&message),
        }
    }
    println!("{} {}", pad_end(&t!("package-tex"), 15), t!("package-tex-folder", folder = tex.display().to_string()));
    ExitCode::SUCCESS
}
