//! Problem packages in the Kattis / ICPC problem package format (version
//! 2023-07-draft), the format Kattis and DOMjudge import and problemtools'
//! `verifyproblem` checks: `problem.yaml`, `statement/problem.en.md` and
//! `statement/problem.zh.md` (English and Chinese), `data/sample/` and `data/secret/` (`.in` / `.ans`), `input_validators/`,
//! and `submissions/` sorted by the verdict each must get.
//!
//! Every file is built from the workspace's own: the statement, the strict
//! validator and the galleries of the problem's testkit module, the
//! problem's `main.rs`, the judge data (recipe-built cases included) and the
//! limits and origin in `[package.metadata.judge]` of its Cargo.toml. Nothing
//! is copied by hand, so a package cannot drift from the workspace.

use crate::cases;
use crate::problem::Problem;
use crate::workspace::workspace_root;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Who holds the rights to what a package contains (its statement, data,
/// validator and programs are the project's own work).
pub const RIGHTS_OWNER: &str = "The game-theory judge solutions authors";

/// The package's licence, among those the format names: CC BY is the one
/// closest to the workspace's MIT licence (use, change and share, with credit).
pub const LICENSE: &str = "cc by";

/// What a package says of one problem, from `[package.metadata.judge]`.
#[derive(Clone, Debug)]
pub struct Info {
    pub title: String,
    /// The original problem's name, in Chinese.
    pub title_zh: String,
    pub uuid: String,
    /// The original problem: (judge or contest and problem id, address if public).
    pub origin: Vec<(String, Option<String>)>,
    pub time_limit_ms: u64,
    /// The problem's memory limit, or `package-memory-mib` where a package
    /// needs another (the Cargo.toml says why).
    pub memory_limit_mib: u64,
}

pub fn info(problem: &str) -> Result<Info, String> {
    let limits = cases::limits(problem)?;
    let path = workspace_root().join("crates").join(problem).join("Cargo.toml");
    let text = fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
    let manifest: toml::Table = text.parse().map_err(|error| format!("{}: {}", path.display(), error))?;
    let judge = ["package", "metadata", "judge"]
        .iter()
        .try_fold(&manifest, |table, key| table.get(*key).and_then(toml::Value::as_table))
        .ok_or_else(|| format!("{}: no [package.metadata.judge]", path.display()))?;
    let text_field = |key: &str| {
        judge
            .get(key)
            .and_then(toml::Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| format!("{}: [package.metadata.judge] needs {} (a string)", path.display(), key))
    };
    let origin = judge
        .get("origin")
        .and_then(toml::Value::as_array)
        .filter(|origins| !origins.is_empty())
        .and_then(|origins| {
            origins
                .iter()
                .map(|origin| {
                    let table = origin.as_table()?;
                    let name = table.get("name")?.as_str()?.to_string();
                    let url = match table.get("url") {
                        Some(url) => Some(url.as_str()?.to_string()),
                        None => None,
                    };
                    Some((name, url))
                })
                .collect::<Option<Vec<_>>>()
        })
        .ok_or_else(|| {
            format!("{}: [package.metadata.judge] needs origin, a list of {{ name, url (optional) }}", path.display())
        })?;
    let uuid = text_field("uuid")?;
    let hex_groups: Vec<usize> = uuid.split('-').map(str::len).collect();
    if hex_groups != [8, 4, 4, 4, 12] || !uuid.chars().all(|c| c == '-' || c.is_ascii_hexdigit()) {
        return Err(format!("{}: uuid {:?} is not a UUID", path.display(), uuid));
    }
    if limits.time_limit_ms % 1000 != 0 {
        return Err(format!("{}: a package's time limit is whole seconds (Kattis needs it)", path.display()));
    }
    let memory_limit_mib = match judge.get("package-memory-mib") {
        None => limits.memory_limit_mib,
        Some(value) => value
            .as_integer()
            .filter(|&mib| mib > 0)
            .map(|mib| mib as u64)
            .ok_or_else(|| format!("{}: package-memory-mib must be a positive integer", path.display()))?,
    };
    Ok(Info {
        title: text_field("title")?,
        title_zh: text_field("title-zh")?,
        uuid,
        origin,
        time_limit_ms: limits.time_limit_ms,
        memory_limit_mib,
    })
}

/// A double-quoted YAML string.
pub fn yaml_string(text: &str) -> String {
    let mut quoted = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            c if c.is_control() => quoted.push_str(&format!("\\u{:04x}", c as u32)),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

/// `problem.yaml`.
pub fn problem_yaml(problem: &Problem, info: &Info) -> String {
    let mut yaml = String::new();
    yaml.push_str(&format!(
        "# Built by `cargo problem-package {}` from the workspace; do not edit by hand.\n",
        problem.name
    ));
    yaml.push_str("problem_format_version: 2023-07-draft\n");
    yaml.push_str(&format!("name:\n  en: {}\n  zh: {}\n", yaml_string(&info.title), yaml_string(&info.title_zh)));
    yaml.push_str(&format!("uuid: {}\n", info.uuid));
    yaml.push_str("source:\n");
    for (name, url) in &info.origin {
        yaml.push_str(&format!("  - name: {}\n", yaml_string(name)));
        if let Some(url) = url {
            yaml.push_str(&format!("    url: {}\n", yaml_string(url)));
        }
    }
    yaml.push_str(&format!("license: {}\n", LICENSE));
    yaml.push_str(&format!("rights_owner: {}\n", yaml_string(RIGHTS_OWNER)));
    yaml.push_str("limits:\n");
    yaml.push_str(&format!("  time_limit: {}\n", info.time_limit_ms / 1000));
    yaml.push_str(&format!("  memory: {}\n", info.memory_limit_mib));
    yaml
}

/// The submissions folder a wrong solution's verdict puts it in.
pub fn verdict_folder(verdict: &str) -> Result<&'static str, String> {
    match verdict {
        "WA" => Ok("wrong_answer"),
        "RE" => Ok("run_time_error"),
        "TLE" => Ok("time_limit_exceeded"),
        other => Err(format!("no submissions folder for the verdict {:?}", other)),
    }
}

/// Every file of `problem`'s package: its path inside the package and its
/// content, sorted by path.
pub fn files(problem: &Problem) -> Result<Vec<(String, Vec<u8>)>, String> {
    let info = info(problem.name)?;
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    files.push(("problem.yaml".to_string(), problem_yaml(problem, &info).into_bytes()));
    files.push(("statement/problem.en.md".to_string(), problem.statement.as_bytes().to_vec()));
    files.push(("statement/problem.zh.md".to_string(), problem.statement_zh.as_bytes().to_vec()));
    let all = cases::load(problem)?;
    let samples = all.iter().filter(|case| case.name.starts_with("sample")).count();
    if samples == 0 {
        return Err(format!("{}: no sample-* case for the statement", problem.name));
    }
    for case in &all {
        let group = if case.name.starts_with("sample") { "sample" } else { "secret" };
        files.push((format!("data/{}/{}.in", group, case.name), case.input.clone()));
        files.push((format!("data/{}/{}.ans", group, case.name), case.expected.clone().into_bytes()));
    }
    let validator_path = crate::programs::validator_path(problem.name);
    let validator = fs::read(&validator_path).map_err(|error| format!("{}: {}", validator_path.display(), error))?;
    files.push(("input_validators/validator.rs".to_string(), validator));
    let solution_path = workspace_root().join("crates").join(problem.name).join("src/main.rs");
    let solution = fs::read(&solution_path).map_err(|error| format!("{}: {}", solution_path.display(), error))?;
    files.push(("submissions/accepted/main.rs".to_string(), solution));
    for accepted in problem.accepted.iter().filter(|accepted| accepted.in_package) {
        files.push((format!("submissions/accepted/{}", accepted.file), accepted.source.as_bytes().to_vec()));
    }
    for wrong in problem.wrong {
        let folder = verdict_folder(wrong.verdict)?;
        files.push((format!("submissions/{}/{}.rs", folder, wrong.name), wrong.source.as_bytes().to_vec()));
    }
    for slow in problem.slow {
        files.push((format!("submissions/time_limit_exceeded/{}", slow.file), slow.source.as_bytes().to_vec()));
    }
    files.sort();
    if let Some(pair) = files.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        return Err(format!("{}: two files would be {}", problem.name, pair[0].0));
    }
    Ok(files)
}

/// The package's short name, its folder's name: the format allows only
/// `[a-z0-9]`, so the crate's name without its hyphens (`board-game`:
/// `boardgame`).
pub fn short_name(problem: &str) -> String {
    problem.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect()
}

/// Where packages go by default: `target/problem-packages/`.
pub fn default_out() -> PathBuf {
    crate::runner::target_dir().join("problem-packages")
}

/// The TeX set-up that problemtools' PDF needs for a Chinese statement, as
/// `cargo problem-package` writes it beside the packages (`tex/fontspec.cfg`):
/// with that folder on `TEXINPUTS`, `problem2pdf --language zh` typesets the
/// Chinese with LuaTeX-ja and the Noto CJK fonts (docs/hosting.md).
pub const TEX_SETUP: &str = include_str!("../tex/fontspec.cfg");

/// Writes [`TEX_SETUP`] as `out/tex/fontspec.cfg`; returns the folder.
pub fn write_tex_setup(out: &Path) -> Result<PathBuf, String> {
    let folder = out.join("tex");
    let path = folder.join("fontspec.cfg");
    fs::create_dir_all(&folder).map_err(|error| format!("{}: {}", folder.display(), error))?;
    fs::write(&path, TEX_SETUP).map_err(|error| format!("{}: {}", path.display(), error))?;
    Ok(folder)
}

/// Whether `--statements` has all it needs: problemtools (in the `python3` on
/// `PATH`, which renders), pandoc, LuaLaTeX with LuaTeX-ja, and the Noto CJK
/// fonts; else one line saying what is missing and how to get it.
pub fn statement_tools() -> Result<(), String> {
    let found = |program: &str, args: &[&str]| -> Option<String> {
        let output = std::process::Command::new(program).args(args).output().ok()?;
        output.status.success().then(|| String::from_utf8_lossy(&output.stdout).into_owned())
    };
    let mut missing = Vec::new();
    if found("python3", &["-c", "import problemtools"]).is_none() {
        missing.push("problemtools (pip install problemtools)");
    }
    if found("pandoc", &["--version"]).is_none() {
        missing.push("pandoc (apt-get install pandoc)");
    }
    if found("kpsewhich", &["luatexja-fontspec.sty"]).is_none_or(|path| path.trim().is_empty())
        || found("lualatex", &["--version"]).is_none()
    {
        missing.push("LuaLaTeX with LuaTeX-ja (apt-get install texlive-luatex texlive-latex-recommended texlive-latex-extra texlive-plain-generic texlive-lang-japanese)");
    }
    if found("fc-list", &["Noto Serif CJK SC"]).is_none_or(|fonts| fonts.trim().is_empty()) {
        missing.push("the Noto CJK fonts (apt-get install fonts-noto-cjk)");
    }
    if !missing.is_empty() {
        return Err(crate::t!("package-missing", missing = missing.join("; ")));
    }
    Ok(())
}

/// The languages of a package's statements (`statement/problem.LANG.md`).
pub const LANGUAGES: [&str; 2] = ["en", "zh"];

/// `problem`'s statements rendered to PDF by problemtools' `problem2pdf`, in
/// every language, from its package already written in `out` (with the TeX
/// set-up in `out/tex`): the files to add to the package, `problem.pdf` at
/// its root in `language` (where DOMjudge reads a statement) and
/// `statement/problem.LANG.pdf` for each. Each run is bounded; a statement
/// that renders without its text (a "Missing character") is an error.
/// [`statement_tools`] says first whether all it needs is there.
pub fn render_statements(problem: &Problem, out: &Path, language: &str) -> Result<Vec<(String, Vec<u8>)>, String> {
    let out = &fs::canonicalize(out).map_err(|error| format!("{}: {}", out.display(), error))?;
    let short = short_name(problem.name);
    let folder = out.join(format!("{}.statements", short));
    fs::create_dir_all(&folder).map_err(|error| format!("{}: {}", folder.display(), error))?;
    let tex = fs::canonicalize(out.join("tex")).map_err(|error| format!("{}: {}", out.join("tex").display(), error))?;
    let mut rendered = Vec::new();
    for lang in LANGUAGES {
        let pdf = folder.join(format!("{}.{}.pdf", short, lang));
        let _ = fs::remove_file(&pdf);
        let _ = fs::remove_file(folder.join(format!("{}.{}.pdf.log", short, lang)));
        let mut program = crate::runner::Program::new("env");
        let words: Vec<std::ffi::OsString> = vec![
            "-C".into(),
            out.as_os_str().into(),
            format!("TEXINPUTS={}:", tex.display()).into(),
            "python3".into(),
            "-m".into(),
            "problemtools.problem2pdf".into(),
            "--language".into(),
            lang.into(),
            "-o".into(),
            pdf.as_os_str().into(),
            short.clone().into(),
        ];
        program.args = words;
        // The first Chinese PDF on a machine builds LuaLaTeX's font cache (a minute).
        let bounds = crate::runner::Bounds {
            kill_after: std::time::Duration::from_secs(600),
            kill_above_kib: Some(4 << 20),
            output_limit: crate::runner::OUTPUT_LIMIT,
        };
        let run = crate::runner::run(&program, b"", bounds).map_err(|error| format!("problem2pdf: {:?}", error))?;
        let said = format!("{}{}", String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
        // What problem2pdf said, beside the PDF: scripts/verify-packages.sh
        // checks the two as they are rather than render them again.
        let log = folder.join(format!("{}.{}.pdf.log", short, lang));
        fs::write(&log, &said).map_err(|error| format!("{}: {}", log.display(), error))?;
        let bytes = fs::read(&pdf).ok().filter(|bytes| !bytes.is_empty() && run.success());
        let Some(bytes) = bytes else {
            let first = said.lines().find(|line| line.starts_with('!')).unwrap_or("no PDF written");
            return Err(format!("{}: the {} statement does not render: {}", problem.name, lang, first));
        };
        if said.contains("Missing character") {
            return Err(format!(
                "{}: the {} statement renders without some of its characters (Missing character)",
                problem.name, lang
            ));
        }
        if lang == language {
            rendered.push(("problem.pdf".to_string(), bytes.clone()));
        }
        rendered.push((format!("statement/problem.{}.pdf", lang), bytes));
    }
    Ok(rendered)
}

/// What `write` made.
pub struct Written {
    pub folder: PathBuf,
    pub zip: PathBuf,
    pub files: usize,
    pub secret_cases: usize,
    pub submissions: usize,
}

/// Writes `problem`'s package as `out/<short name>/` (replacing what was
/// there) and `out/<short name>.zip` (the same files, `problem.yaml` at the root, as
/// Kattis and DOMjudge import it; fixed timestamps, so the same workspace
/// gives the same bytes).
pub fn write(problem: &Problem, out: &Path, rendered: &[(String, Vec<u8>)]) -> Result<Written, String> {
    let mut files = files(problem)?;
    files.extend(rendered.iter().cloned());
    files.sort();
    let folder = out.join(short_name(problem.name));
    let io = |path: &Path, error: std::io::Error| format!("{}: {}", path.display(), error);
    if folder.exists() {
        fs::remove_dir_all(&folder).map_err(|error| io(&folder, error))?;
    }
    for (name, content) in &files {
        let path = folder.join(name);
        let parent = path.parent().expect("a package file sits in the package folder");
        fs::create_dir_all(parent).map_err(|error| io(parent, error))?;
        fs::write(&path, content).map_err(|error| io(&path, error))?;
    }
    let zip_path = out.join(format!("{}.zip", short_name(problem.name)));
    let partial = out.join(format!("{}.zip.partial", short_name(problem.name)));
    let file = fs::File::create(&partial).map_err(|error| io(&partial, error))?;
    let mut zip = zip::ZipWriter::new(std::io::BufWriter::new(file));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default())
        .unix_permissions(0o644);
    for (name, content) in &files {
        zip.start_file(name.as_str(), options).map_err(|error| format!("{}: {}", partial.display(), error))?;
        zip.write_all(content).map_err(|error| io(&partial, error))?;
    }
    let mut writer = zip.finish().map_err(|error| format!("{}: {}", partial.display(), error))?;
    writer.flush().map_err(|error| io(&partial, error))?;
    drop(writer);
    fs::rename(&partial, &zip_path).map_err(|error| io(&zip_path, error))?;
    let count = |prefix: &str| files.iter().filter(|(name, _)| name.starts_with(prefix)).count();
    Ok(Written {
        folder,
        zip: zip_path,
        files: files.len(),
        secret_cases: count("data/secret/") / 2,
        submissions: count("submissions/"),
    })
}
