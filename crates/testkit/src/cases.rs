//! The workspace's problems and their `judge-data/` cases.
//!
//! A case is `judge-data/PROBLEM/NAME.in` with `NAME.out` beside it (the
//! online-judge-tools layout). An input too large to commit is a recipe
//! instead: `judge-data/recipes/PROBLEM/big-NAME.recipe`, one line
//! `SIZE SEED` that the problem's generator turns into the input, with the
//! expected `big-NAME.out` beside it. `cargo judge` writes both into
//! `judge-data/PROBLEM/` (ignored by git), so that online-judge-tools sees
//! every case after one judge run.

use crate::ground::Size;
use crate::problem::Problem;
use crate::rng::Rng;
use std::fs;
use std::path::{Path, PathBuf};

pub use crate::workspace::workspace_root;

/// Every member crate except the testkit that has a `src/main.rs`: the problems.
pub fn problem_names() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(workspace_root().join("crates"))
        .expect("crates/ is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_name()?.to_str()?.to_string();
            (name != "testkit" && path.join("src/main.rs").is_file()).then_some(name)
        })
        .collect();
    names.sort();
    names
}

/// The limits a problem declares in `[package.metadata.judge]` of its Cargo.toml.
#[derive(Clone, Debug)]
pub struct Limits {
    pub source: String,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
}

pub fn limits(problem: &str) -> Result<Limits, String> {
    let path = workspace_root().join("crates").join(problem).join("Cargo.toml");
    let text = fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
    let manifest: toml::Table = text.parse().map_err(|error| format!("{}: {}", path.display(), error))?;
    let judge = ["package", "metadata", "judge"]
        .iter()
        .try_fold(&manifest, |table, key| table.get(*key).and_then(toml::Value::as_table));
    let field = |key: &str| judge.and_then(|judge| judge.get(key));
    let positive =
        |key: &str| field(key).and_then(toml::Value::as_integer).filter(|&value| value > 0).map(|value| value as u64);
    match (field("source").and_then(toml::Value::as_str), positive("time-limit-ms"), positive("memory-limit-mib")) {
        (Some(source), Some(time_limit_ms), Some(memory_limit_mib)) => {
            Ok(Limits { source: source.to_string(), time_limit_ms, memory_limit_mib })
        }
        _ => Err(format!(
            "{}: [package.metadata.judge] needs source (a string), time-limit-ms and memory-limit-mib (positive integers)",
            path.display()
        )),
    }
}

#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    pub input: Vec<u8>,
    pub expected: String,
    /// Where the input is (or, for a recipe, is written to).
    pub input_path: PathBuf,
    /// `SIZE SEED` for generated inputs.
    pub recipe: Option<String>,
}

pub fn data_dir(problem: &str) -> PathBuf {
    workspace_root().join("judge-data").join(problem)
}

pub fn recipe_dir(problem: &str) -> PathBuf {
    workspace_root().join("judge-data").join("recipes").join(problem)
}

fn generate_from_recipe(problem: &Problem, recipe: &str) -> Result<Vec<u8>, String> {
    let mut words = recipe.split_whitespace();
    let size = words.next().and_then(Size::parse);
    let seed = words.next().and_then(|word| word.parse::<u64>().ok());
    match (size, seed, words.next()) {
        (Some(size), Some(seed), None) => Ok((problem.generate)(&mut Rng::new(seed), size).into_bytes()),
        _ => Err(format!("{}: a recipe is one line `small|edge|max SEED`, found {:?}", problem.name, recipe)),
    }
}

/// All cases of a problem, sorted by name. Errors on an `.out` without its
/// input, an input without its `.out`, or a bad recipe.
pub fn load(problem: &Problem) -> Result<Vec<Case>, String> {
    load_from(&workspace_root().join("judge-data"), problem)
}

/// Like `load`, from a folder laid out as `judge-data/` is (`ROOT/PROBLEM/`,
/// `ROOT/recipes/PROBLEM/`): a copy of the data, say, with cases left out.
pub fn load_from(root: &Path, problem: &Problem) -> Result<Vec<Case>, String> {
    let dir = root.join(problem.name);
    let mut cases = Vec::new();
    let recipes = root.join("recipes").join(problem.name);
    for stem in stems(&recipes, &["recipe", "out"])? {
        let recipe_path = recipes.join(format!("{}.recipe", stem));
        let recipe = read_text(&recipe_path)?.trim().to_string();
        let expected = read_text(&recipes.join(format!("{}.out", stem)))?;
        let input = generate_from_recipe(problem, &recipe)?;
        let input_path = dir.join(format!("{}.in", stem));
        cases.push(Case { name: stem, input, expected, input_path, recipe: Some(recipe) });
    }
    let generated: Vec<String> = cases.iter().map(|case| case.name.clone()).collect();
    for stem in stems(&dir, &["in", "out"])? {
        if generated.contains(&stem) {
            continue; // written from its recipe by `materialize`
        }
        let input_path = dir.join(format!("{}.in", stem));
        let input = fs::read(&input_path).map_err(|error| format!("{}: {}", input_path.display(), error))?;
        let expected = read_text(&dir.join(format!("{}.out", stem)))?;
        cases.push(Case { name: stem, input, expected, input_path, recipe: None });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

/// The names of a problem's cases, from the file names alone (nothing is
/// read or generated); none where a folder cannot be listed.
pub fn case_names(problem: &str) -> Vec<String> {
    let mut names = stems(&recipe_dir(problem), &["recipe", "out"]).unwrap_or_default();
    names.extend(stems(&data_dir(problem), &["in", "out"]).unwrap_or_default());
    names
}

fn read_text(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|error| format!("{}: {}", path.display(), error))
}

/// The names of the files in `dir` with one of `extensions`; a missing folder
/// has none. Every file there must have one of them, like online-judge-tools
/// expects.
fn stems(dir: &Path, extensions: &[&str]) -> Result<Vec<String>, String> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(format!("{}: {}", dir.display(), error)),
    };
    let mut stems = Vec::new();
    for entry in entries {
        let path = entry.map_err(|error| error.to_string())?.path();
        let extension = path.extension().and_then(|extension| extension.to_str()).unwrap_or("");
        let stem = path.file_stem().map(|stem| stem.to_string_lossy().into_owned()).unwrap_or_default();
        if !extensions.contains(&extension) {
            return Err(format!("{}: only {} files belong here", path.display(), extensions.join(" and .")));
        }
        stems.push(stem);
    }
    stems.sort();
    stems.dedup();
    Ok(stems)
}

/// Writes the inputs and answers of recipe cases into the problem's folder,
/// so that tools that read it (online-judge-tools) see every case.
pub fn materialize(cases: &[Case]) -> Result<(), String> {
    for case in cases.iter().filter(|case| case.recipe.is_some()) {
        let output_path = case.input_path.with_extension("out");
        for (path, content) in [(&case.input_path, &case.input[..]), (&output_path, case.expected.as_bytes())] {
            if fs::read(path).ok().as_deref() != Some(content) {
                fs::write(path, content).map_err(|error| format!("{}: {}", path.display(), error))?;
            }
        }
    }
    Ok(())
}
