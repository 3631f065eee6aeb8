//! The explain and play drivers: a problem's explainer and game run on an
//! input the way `cargo explain`, `cargo play` and the failure reports run
//! them (the strict validator first, the explanation's answers held to the
//! solution's), and the game `cargo play` starts without a file. Above the
//! problem type and the machinery they drive, below the registry.

use crate::cases;
use crate::explain::{Explained, Failure, Options as ExplainOptions};
use crate::ground::Size;
use crate::html;
use crate::play::{Options as PlayOptions, Session};
use crate::problem::Problem;
use crate::puzzles::{self, Puzzle};
use crate::rng::Rng;
use crate::runner::target_dir;
use crate::t;
use crate::verdict::{self, Verdict};
use crate::workspace::shown;
use std::path::PathBuf;

/// Starts a game of `problem` on a legal input (the strict validator first:
/// an illegal input is bad usage).
pub fn start_game(problem: &Problem, input: &[u8], options: &PlayOptions) -> Result<Box<dyn Session>, Failure> {
    let play = problem.play.ok_or_else(|| Failure::Usage(crate::t!("play-no-game", problem = problem.name)))?;
    play(problem.name, legal_text(problem, input)?, options)
}

/// The game `cargo play PROBLEM` starts with no file and no `--test`: the
/// first test of the samples (in order) that the person can win, moving first
/// or, with `second`, second; else the first such test of a generated small
/// input, written to `target/play/PROBLEM.in` so that it can be played again.
/// frogs is a choice of strips and a side, which the person can always make
/// winning: its first sample. Returns the file, its bytes, the test (1-based)
/// and a line saying which game it is.
pub fn default_game(problem: &Problem, second: bool) -> Result<(PathBuf, Vec<u8>, usize, String), String> {
    let samples: Vec<cases::Case> =
        cases::load(problem)?.into_iter().filter(|case| case.name.starts_with("sample")).collect();
    let winnable = |input: &[u8]| -> Result<Option<usize>, String> {
        let options = ExplainOptions { test: None, json: true, html: false };
        let explained = explain(problem, input, &options).map_err(|failure| match failure {
            Failure::Usage(message) | Failure::Bug(message) => message,
        })?;
        let json = serde_json::to_value(explained.json).map_err(|error| error.to_string())?;
        let tests = json["tests"].as_array().cloned().unwrap_or_default();
        Ok(tests.iter().position(|test| test["first_player_wins"].as_bool() == Some(!second)).map(|index| index + 1))
    };
    // Named from the workspace root, as the manual writes paths.
    if problem.name == "frogs" {
        let first = samples.first().ok_or("frogs has no sample")?;
        let note = t!("play-default-frogs", path = shown(&first.input_path));
        return Ok((first.input_path.clone(), first.input.clone(), 1, note));
    }
    for case in &samples {
        if let Some(test) = winnable(&case.input)? {
            let note = t!("play-default-sample", path = shown(&case.input_path), test = test, second = second);
            return Ok((case.input_path.clone(), case.input.clone(), test, note));
        }
    }
    for seed in 1..=100 {
        let input = (problem.generate)(&mut Rng::new(seed), Size::Small);
        if let Some(test) = winnable(input.as_bytes())? {
            let path = target_dir().join("play").join(format!("{}.in", problem.name));
            std::fs::create_dir_all(path.parent().expect("a folder"))
                .and_then(|()| std::fs::write(&path, &input))
                .map_err(|error| format!("{}: {}", path.display(), crate::i18n::os_error(&error)))?;
            let note = t!("play-default-generated", second = second, path = shown(&path), seed = seed, test = test);
            return Ok((path, input.into_bytes(), test, note));
        }
    }
    Err(t!("play-default-none", problem = problem.name, second = second))
}

/// Test `test` (1-based) of a legal input alone, as an input of one test: its
/// first line with the count made 1 (`T` becomes `1`, frogs' `id C` becomes
/// `id 1`) and the test's lines; a file that is one test whole: itself.
/// `None` when that is not a legal input of `problem`.
pub fn one_test(problem: &Problem, text: &str, test: usize) -> Option<String> {
    let spans = (problem.test_lines)(text);
    let span = spans.get(test.checked_sub(1)?)?;
    if spans.len() == 1 && span.start == 0 {
        return Some(text.to_string());
    }
    let first = text.lines().next()?;
    let mut cut = match first.trim_end().rsplit_once(' ') {
        Some((head, _)) => format!("{} 1\n", head),
        None => "1\n".to_string(),
    };
    for line in text.lines().skip(span.start).take(span.len()) {
        cut.push_str(line);
        cut.push('\n');
    }
    let legal = (problem.validate)(cut.as_bytes()).is_ok() && (problem.test_lines)(&cut).len() == 1;
    legal.then_some(cut)
}

/// `input` as text when the strict validator calls it legal, else bad usage
/// saying why (`cargo explain`, `cargo play`).
pub fn legal_text<'a>(problem: &Problem, input: &'a [u8]) -> Result<&'a str, Failure> {
    (problem.validate)(input)
        .map_err(|reason| Failure::Usage(crate::t!("explain-not-legal", reason = crate::reasons::said(&reason))))?;
    std::str::from_utf8(input).map_err(|_| Failure::Usage(crate::t!("explain-not-utf8")))
}

/// Explains `input` for `problem` as `cargo explain` does: the strict
/// validator first (an illegal input is bad usage), then the explanation,
/// whose answers must be the solution's.
pub fn explain(problem: &Problem, input: &[u8], options: &ExplainOptions) -> Result<Explained, Failure> {
    let explain =
        problem.explain.ok_or_else(|| Failure::Usage(crate::t!("explain-not-yet", problem = problem.name)))?;
    let explained = explain(problem.name, legal_text(problem, input)?, options)?;
    let solved =
        (problem.solve)(input).map_err(|error| Failure::Bug(crate::t!("explain-solution-refuses", error = error)))?;
    let solution: Vec<&str> = solved.lines().collect();
    let expected: Vec<String> = match options.test {
        Some(test) => solution.get(test - 1).map(|line| vec![line.to_string()]).unwrap_or_default(),
        None => solution.iter().map(|line| line.to_string()).collect(),
    };
    if explained.answers != expected {
        return Err(Failure::Bug(crate::t!(
            "explain-answers-differ",
            explained = format!("{:?}", explained.answers),
            solution = format!("{:?}", expected)
        )));
    }
    Ok(explained)
}

/// Lines of an explanation a failure report shows: a large position's
/// explanation (hundreds of parts, a line of hundreds of moves) is cut there,
/// and the command above it and the page have the rest.
pub const REPORTED_LINES: usize = 100;

/// `text` cut to its first `REPORTED_LINES` lines, saying how many more.
pub fn short(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= REPORTED_LINES {
        return text.to_string();
    }
    let mut kept: String = lines[..REPORTED_LINES].iter().map(|line| format!("{}\n", line)).collect();
    kept.push_str(&format!("{}\n", t!("failure-more-lines", lines = lines.len() - REPORTED_LINES)));
    kept
}

/// The end of a failure report (`cargo stress`, `cargo judge`): why the
/// expected answer of the failing test is right — the explanation of that test
/// (the first answer line that differs from the program's; every test when
/// none does), headed by the command that prints it again — with the page
/// written to `page`. An input that cannot be explained gets a line saying why.
/// Only a wrong answer gets the whole explanation: a program that printed
/// nothing, crashed, ran out of time or memory gave no answer to set it
/// against, so the report has one line with the command instead.
pub fn explain_failure(
    problem: &Problem,
    input: &[u8],
    input_path: &std::path::Path,
    expected: &str,
    got: &[u8],
    verdict: &Verdict,
    page: &std::path::Path,
) -> String {
    let answers = expected.lines().count();
    let test = verdict::first_difference(expected, &String::from_utf8_lossy(got))
        .map(|(line, ..)| line)
        .filter(|&line| line <= answers && answers > 1);
    let options = ExplainOptions { test, json: false, html: true };
    let command = format!(
        "cargo explain {} {}{}",
        problem.name,
        input_path.display(),
        test.map(|test| format!(" --test {}", test)).unwrap_or_default()
    );
    let answered = !got.iter().all(u8::is_ascii_whitespace);
    if !(answered && *verdict == Verdict::WrongAnswer) {
        let kind = match verdict {
            Verdict::RuntimeError(_) => t!("failure-runtime-error"),
            other => other.to_string(),
        };
        let what = if answered { kind } else { t!("failure-no-output", verdict = kind) };
        return format!("{}\n", t!("failure-no-answer", what = what, command = command));
    }
    match explain(problem, input, &options) {
        Ok(explained) => {
            let written = match explained.html.as_deref().map(|html| html::write_page(page, html)) {
                Some(Ok(())) => format!("{}\n", t!("failure-page", page = page.display().to_string())),
                Some(Err(message)) => format!("{}\n", t!("failure-page-not-written", message = message)),
                None => String::new(),
            };
            format!("{}\n{}--- {}", t!("failure-why", command = &command), short(&explained.text), written)
        }
        Err(Failure::Usage(why)) => format!("{}\n", t!("failure-not-explained", command = command, why = why)),
        Err(Failure::Bug(report)) => format!("{}\n{}\n", t!("failure-bug", command = command), report),
    }
}

/// `total` shared among groups of `sizes` candidates: one each in turn, a
/// group that has given all its candidates left out, until `total` are
/// given or none is left.
pub fn shares(sizes: &[usize], total: usize) -> Vec<usize> {
    let mut shares = vec![0; sizes.len()];
    let mut given = 0;
    while given < total {
        let before = given;
        for (share, &size) in shares.iter_mut().zip(sizes) {
            if given < total && *share < size {
                *share += 1;
                given += 1;
            }
        }
        if given == before {
            break;
        }
    }
    shares
}

/// The puzzles of `problem`, from its file (`src/PROBLEM/puzzles.txt`).
pub fn puzzles(problem: &Problem) -> Result<(puzzles::Kit, Vec<Puzzle>), Failure> {
    let kit = problem.puzzles.ok_or_else(|| Failure::Usage(format!("{} has no puzzles yet", problem.name)))?;
    let list = puzzles::parse(kit.text)
        .map_err(|reason| Failure::Bug(format!("{}'s puzzles file: {}", problem.name, reason)))?;
    Ok((kit, list))
}

/// The puzzle `cargo play PROBLEM --puzzles` starts from (its number): the
/// one asked for (`--puzzle N`), of the theme asked for (`--theme ID`)
/// when both are, else the theme's first, else the first (see `puzzles::first`).
pub fn first_puzzle(problem: &Problem, number: Option<usize>, theme: Option<&str>) -> Result<usize, Failure> {
    let (kit, list) = puzzles(problem)?;
    puzzles::first(&list, &(kit.themes)(), number, theme).map_err(Failure::Usage)
}

/// `cargo play PROBLEM --puzzles`: the puzzles from number `first`
/// (1-based), kept to its theme with `only`.
pub fn start_puzzles(problem: &'static Problem, first: usize, only: bool) -> Result<Box<dyn Session>, Failure> {
    let (kit, list) = puzzles(problem)?;
    (kit.session)(problem.name, list, first, only)
}

/// Puzzles a new file would hold at most: spread over the difficulties.
pub const CHOSEN_PUZZLES: usize = 36;

/// The seeds of the small generated inputs a new file's puzzles are drawn from.
const PUZZLE_SEEDS: u64 = 2000;

/// Whether a test's input is worth measuring as a puzzle: short, and with
/// no number past a thousand (frogs' counts of strips).
fn small_enough(input: &str) -> bool {
    input.len() <= 400 && input.split_whitespace().all(|word| word.parse::<u64>().map_or(true, |number| number <= 1000))
}

/// A new puzzles file for `problem` (`cargo play PROBLEM --puzzles
/// --choose`): every test of the judge data (by file name) and of the small
/// generated inputs of seeds 1 to `PUZZLE_SEEDS` that is small enough, for each side a
/// puzzle may give the first move to, measured as a puzzle (a win for the
/// side to move, its remoteness found, some of its moves not winning) and
/// put in its theme (the first of those alike in theme and figures). Of those, `CHOSEN_PUZZLES` at most, shared among the
/// themes as evenly as their candidates allow (a theme with few gives the
/// rest to the others), each theme's spread evenly from its easiest to its
/// hardest; written theme by theme in the themes' order, each easiest first
/// (ties in the order found), graded by thirds of the difficulties.
pub fn choose_puzzles(problem: &Problem) -> Result<String, String> {
    let kit = problem.puzzles.ok_or_else(|| format!("{} has no puzzles yet", problem.name))?;
    let mut sources: Vec<(String, String)> = Vec::new();
    let mut cases = cases::load(problem)?;
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    for case in &cases {
        let text = String::from_utf8_lossy(&case.input);
        for test in 1..=(problem.test_lines)(&text).len() {
            if let Some(input) = one_test(problem, &text, test) {
                sources.push((format!("{}, test {}", shown(&case.input_path), test), input));
            }
        }
    }
    for seed in 1..=PUZZLE_SEEDS {
        let text = (problem.generate)(&mut Rng::new(seed), Size::Small);
        for test in 1..=(problem.test_lines)(&text).len() {
            if let Some(input) = one_test(problem, &text, test) {
                sources.push((format!("generated (small, seed {}), test {}", seed, test), input));
            }
        }
    }
    let sides: Vec<Option<&str>> =
        if kit.sides.is_empty() { vec![None] } else { kit.sides.iter().map(|side| Some(*side)).collect() };
    let themes = (kit.themes)();
    let mut seen = std::collections::HashSet::new();
    let mut alike = std::collections::HashSet::new();
    let mut found = Vec::new();
    for (source, input) in sources {
        if !small_enough(&input) {
            continue;
        }
        for side in &sides {
            if !seen.insert((input.clone(), *side)) {
                continue;
            }
            // A puzzle has a move to find: some moves win, not all.
            if let Some(measure) = (kit.measure)(&input, *side)?.filter(|measure| measure.winning < measure.legal) {
                let theme = (kit.theme_of)(&input, *side)?;
                // Of candidates alike in theme and figures (often one
                // board mirrored), the first found.
                let figures = (measure.size, measure.legal, measure.winning, measure.remoteness);
                if !alike.insert((theme, figures)) {
                    continue;
                }
                found.push(Puzzle {
                    number: 0,
                    theme: themes
                        .get(theme)
                        .ok_or_else(|| format!("theme {} of {} themes", theme, themes.len()))?
                        .id
                        .to_string(),
                    grade: String::new(),
                    difficulty: measure.difficulty(),
                    measure,
                    side: side.map(str::to_string),
                    source: source.clone(),
                    input: input.clone(),
                });
            }
        }
    }
    found.sort_by_key(|puzzle| puzzle.difficulty);
    if found.is_empty() {
        return Err(format!("{}: no position of the judge data or the generated inputs makes a puzzle", problem.name));
    }
    let by_theme: Vec<Vec<&Puzzle>> =
        themes.iter().map(|theme| found.iter().filter(|puzzle| puzzle.theme == theme.id).collect()).collect();
    let shares = shares(&by_theme.iter().map(Vec::len).collect::<Vec<_>>(), CHOSEN_PUZZLES);
    let mut chosen: Vec<Puzzle> = Vec::new();
    for (candidates, share) in by_theme.iter().zip(shares) {
        chosen.extend((0..share).map(|index| {
            candidates[if share == 1 { 0 } else { index * (candidates.len() - 1) / (share - 1) }].clone()
        }));
    }
    for (index, puzzle) in chosen.iter_mut().enumerate() {
        puzzle.number = index + 1;
    }
    puzzles::grades(&mut chosen);
    let counts: Vec<String> =
        themes.iter().zip(&by_theme).map(|(theme, candidates)| format!("{} {}", theme.id, candidates.len())).collect();
    let notes = format!(
        "The puzzles of {}: positions where the side to move wins, theme by theme from the first idea to their\n\
         combination, each theme easiest first (cargo play {} --puzzles; --theme ID for one theme).\n\
         Chosen by cargo play {} --puzzles --choose from {} candidates ({}); the numbers stay as they are here.",
        problem.name,
        problem.name,
        problem.name,
        found.len(),
        counts.join(", ")
    );
    Ok(puzzles::write(&chosen, &notes, kit.size_words))
}
