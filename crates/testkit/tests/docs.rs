//! The front page and the manual: every relative link and picture resolves
//! (to a file, and to a heading where it names one), the front page stays a
//! front page, and its tour prints what it shows. The manual's own examples
//! are checked where their tools are (explain.rs, play.rs, data_strength.rs,
//! readme_commands.rs).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use testkit::cases::workspace_root;

/// The Markdown a reader is sent to: the front page (English and
/// Chinese), the manual, each crate's README (its editorial, and its 题解
/// where there is one), and the statements they link.
fn documents() -> Vec<PathBuf> {
    let root = workspace_root();
    let mut files = vec![root.join("README.md"), root.join("README.zh.md")];
    for folder in ["docs", "crates"] {
        for entry in fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|extension| extension == "md") {
                files.push(path);
            } else {
                for readme in ["README.md", "README.zh.md"] {
                    if path.join(readme).is_file() {
                        files.push(path.join(readme));
                    }
                }
            }
        }
    }
    files.sort();
    files
}

/// The text of a Markdown file outside its fenced code blocks and inline
/// code (a code span may run over a line end, not past a paragraph).
fn prose(text: &str) -> String {
    let mut kept = String::new();
    let mut fenced = false;
    let mut paragraph = String::new();
    let flush = |paragraph: &mut String, kept: &mut String| {
        for (index, piece) in paragraph.split('`').enumerate() {
            if index % 2 == 0 {
                kept.push_str(piece);
            }
        }
        paragraph.clear();
    };
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            flush(&mut paragraph, &mut kept);
            continue;
        }
        if fenced {
            continue;
        }
        if line.trim().is_empty() {
            flush(&mut paragraph, &mut kept);
        }
        paragraph.push_str(line);
        paragraph.push('\n');
    }
    flush(&mut paragraph, &mut kept);
    kept
}

/// The targets of `[text](target)` and `![alt](target)` in a Markdown text.
fn link_targets(text: &str) -> Vec<String> {
    let prose = prose(text);
    let mut targets = Vec::new();
    let mut rest = prose.as_str();
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            targets.push(rest[..end].trim().to_string());
            rest = &rest[end..];
        }
    }
    targets
}

/// The anchor a code host gives a heading: lower case, letters, digits,
/// `-` and `_` kept, spaces turned to `-`, everything else dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown file's headings.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut fenced = false;
    let mut found = BTreeSet::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            found.insert(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

#[test]
fn every_relative_link_and_picture_resolves() {
    let root = workspace_root();
    let mut checked = 0;
    let mut broken = Vec::new();
    for file in documents() {
        let text = fs::read_to_string(&file).unwrap();
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, fragment) = match target.split_once('#') {
                Some((path, fragment)) => (path, Some(fragment)),
                None => (target.as_str(), None),
            };
            let resolved = if path.is_empty() { file.clone() } else { file.parent().unwrap().join(path) };
            let name = file.strip_prefix(&root).unwrap().display().to_string();
            checked += 1;
            if !resolved.exists() {
                broken.push(format!("{}: {} (no such file)", name, target));
                continue;
            }
            if let Some(fragment) = fragment {
                let heads =
                    if resolved.is_file() { anchors(&fs::read_to_string(&resolved).unwrap()) } else { BTreeSet::new() };
                if !heads.contains(fragment) {
                    broken.push(format!("{}: {} (no such heading)", name, target));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    assert!(checked >= 40, "only {} links found", checked);
}

#[test]
fn the_link_check_sees_a_broken_link() {
    let text =
        "See [the page](docs/nowhere.md), `[not a link](x)` and\n```\n[nor](this)\n```\n[a heading](#the-first-run)\n";
    assert_eq!(link_targets(text), ["docs/nowhere.md", "#the-first-run"]);
    assert!(anchors("# Checks, CI and the first run\n## `cargo judge [PROBLEM…]`\n")
        .contains("checks-ci-and-the-first-run"));
    assert!(anchors("## What depends on the machine's speed\n").contains("what-depends-on-the-machines-speed"));
    assert!(anchors("## `cargo judge [PROBLEM…] [-- COMMAND]`\n").contains("cargo-judge-problem----command"));
}

/// The front page is a front page: short, the two commands near its top,
/// and a link to every page of the manual.
#[test]
fn the_front_page_is_short_and_starts_with_the_two_commands() {
    let root = workspace_root();
    let front = fs::read_to_string(root.join("README.md")).unwrap();
    let lines: Vec<&str> = front.lines().collect();
    assert!(lines.len() <= 150, "README.md has {} lines", lines.len());
    for command in ["cargo judge ", "cargo test --workspace "] {
        let at = lines.iter().position(|line| line.starts_with(command));
        assert!(at.is_some_and(|at| at < 40), "{:?} is not among the first 40 lines", command);
    }
    let index = fs::read_to_string(root.join("docs/README.md")).unwrap();
    for entry in fs::read_dir(root.join("docs")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name != "README.md" {
            assert!(index.contains(&format!("]({})", name)), "docs/README.md does not list {}", name);
        }
    }
    assert!(front.contains("](docs/README.md)"), "the front page links the manual");
}

/// The front page links each problem's statement in both languages, and
/// the rendered statement pages that are committed.
#[test]
fn the_front_page_links_both_statements_of_every_problem() {
    let root = workspace_root();
    let front = fs::read_to_string(root.join("README.md")).unwrap();
    let targets = link_targets(&front);
    for problem in testkit::cases::problem_names() {
        let folder = format!("crates/testkit/src/{}", problem.replace('-', "_"));
        for statement in ["statement.md", "statement.zh.md"] {
            let target = format!("{}/{}", folder, statement);
            assert!(targets.contains(&target), "README.md does not link {}", target);
        }
    }
    for entry in fs::read_dir(root.join("crates/testkit/pictures")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.starts_with("statement-") {
            let target = format!("crates/testkit/pictures/{}", name);
            assert!(targets.contains(&target), "README.md does not link the rendered {}", target);
        }
    }
}

/// Whether the lines a program printed are the lines shown: a shown line
/// that is `…` alone (indented or not) stands for any number of lines, and `…` inside a line
/// for any text there; every other character must be the program's.
fn shows(shown: &[&str], printed: &[&str]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((line, rest)) if line.trim() == "…" => (0..=printed.len()).any(|skip| shows(rest, &printed[skip..])),
        Some((line, rest)) => {
            printed.first().is_some_and(|first| line_shows(line, first)) && shows(rest, &printed[1..])
        }
    }
}

fn line_shows(shown: &str, printed: &str) -> bool {
    let pieces: Vec<&str> = shown.split('…').collect();
    if pieces.len() == 1 {
        return shown == printed;
    }
    let (first, last) = (pieces[0], pieces[pieces.len() - 1]);
    if !printed.starts_with(first) || printed.len() < first.len() + last.len() || !printed.ends_with(last) {
        return false;
    }
    let mut rest = &printed[first.len()..printed.len() - last.len()];
    for piece in &pieces[1..pieces.len() - 1] {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}

#[test]
fn the_shown_lines_match_as_the_tour_means() {
    assert!(shows(&["a", "…", "d"], &["a", "b", "c", "d"]));
    assert!(shows(&["a", "…"], &["a"]));
    assert!(shows(&["a", "  …", "d"], &["a", "b", "c", "d"]));
    assert!(!shows(&["a", "d"], &["a", "b", "d"]));
    assert!(!shows(&["a"], &["a", "b"]));
    assert!(shows(&["took … s (3 runs)"], &["took 0.4 s (3 runs)"]));
    assert!(!shows(&["took … s (3 runs)"], &["took 0.4 s (4 runs)"]));
}

/// The tools the front page's commands name, as `cargo ALIAS`.
const TOOLS: [(&str, &str); 8] = [
    ("cargo run -q -p testkit --bin data -- ", env!("CARGO_BIN_EXE_data")),
    ("cargo data ", env!("CARGO_BIN_EXE_data")),
    ("cargo judge ", env!("CARGO_BIN_EXE_judge")),
    ("cargo table ", env!("CARGO_BIN_EXE_table")),
    ("cargo stress ", env!("CARGO_BIN_EXE_stress")),
    ("cargo explain ", env!("CARGO_BIN_EXE_explain")),
    ("cargo play ", env!("CARGO_BIN_EXE_play")),
    ("cargo problem-package ", env!("CARGO_BIN_EXE_problem-package")),
];

/// Runs a command of a page as a user would, in the workspace, with the
/// tools' output under a scratch target folder (and `/tmp/` in a scratch
/// folder); returns what a terminal shows (standard output and error as they
/// come) with both folders written as the page does.
fn run_shown(command: &str, scratch: &Path) -> String {
    let mut line = command.replace("/tmp/", &format!("{}/", scratch.display()));
    for (alias, binary) in TOOLS {
        line = line.replace(alias, &format!("{} ", binary));
    }
    assert!(!line.contains("cargo "), "the tour runs a cargo command this test does not know: {}", command);
    let target = scratch.join("target");
    let output = crate::common::no_locale(&mut Command::new("sh"))
        .args(["-c", &format!("{{ {}\n}} 2>&1", line)])
        .current_dir(workspace_root())
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    let root = format!("{}/", workspace_root().display());
    String::from_utf8_lossy(&output.stdout)
        .replace(&format!("{}/", target.display()), "target/")
        .replace(&format!("{}/", scratch.display()), "/tmp/")
        .replace(&root, "")
}

/// Runs every command of a page's console blocks and checks that it prints
/// what the page shows; the number of commands.
fn console_blocks_print_what_they_show(page: &str) -> usize {
    let text = fs::read_to_string(workspace_root().join(page)).unwrap();
    let scratch = tempfile::tempdir().unwrap();
    let mut commands = 0;
    for block in text.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap();
        // Each `$ ` line, then the lines it prints up to the next one.
        let mut steps: Vec<(&str, Vec<&str>)> = Vec::new();
        for line in block.lines() {
            match line.strip_prefix("$ ") {
                Some(command) => steps.push((command, Vec::new())),
                None => steps.last_mut().expect("a console block starts with a command").1.push(line),
            }
        }
        for (command, shown) in steps {
            let printed = run_shown(command, scratch.path());
            let printed: Vec<&str> = printed.lines().collect();
            assert!(
                shows(&shown, &printed),
                "{}: `{}` prints\n{}\nnot what the page shows:\n{}",
                page,
                command,
                printed.join("\n"),
                shown.join("\n")
            );
            commands += 1;
        }
    }
    commands
}

#[test]
fn the_front_pages_tour_prints_what_it_shows() {
    let commands = console_blocks_print_what_they_show("README.md");
    assert!(commands >= 6, "{} commands in the tour", commands);
}

#[test]
fn the_manuals_worked_examples_print_what_they_show() {
    let commands = console_blocks_print_what_they_show("docs/check-your-own.md");
    assert_eq!(commands, 5, "docs/check-your-own.md: two programs compiled, judged, stressed");
    let commands = console_blocks_print_what_they_show("docs/check-your-own.zh.md");
    assert_eq!(commands, 5, "docs/check-your-own.zh.md: the same in Chinese");
    let text = fs::read_to_string(workspace_root().join("docs/check-your-own.zh.md")).unwrap();
    let share = chinese_share(&text);
    assert!(share >= 0.7, "docs/check-your-own.zh.md is {:.0}% Chinese characters", share * 100.0);
    let commands = console_blocks_print_what_they_show("docs/legal-input.md");
    assert_eq!(commands, 4, "docs/legal-input.md: the validator compiled and run, and data validate");
}

#[test]
#[ignore = "its conjectures are Python (python3): CI's --ignored step"]
fn the_table_pages_examples_print_what_they_show() {
    let commands = console_blocks_print_what_they_show("docs/table.md");
    assert!(commands >= 3, "{} commands on the page", commands);
}

/// Of the letters of a Markdown file's prose (code, link targets and
/// `$…$` formulas left out), the share that are Chinese characters.
fn chinese_share(text: &str) -> f64 {
    let mut prose = prose(text);
    for target in link_targets(text) {
        prose = prose.replace(&format!("]({})", target), "]");
    }
    let mut kept = String::new();
    for (index, piece) in prose.replace("$$", "$").split('$').enumerate() {
        if index % 2 == 0 {
            kept.push_str(piece);
        }
    }
    let chinese = kept.chars().filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c)).count();
    let latin = kept.chars().filter(char::is_ascii_alphabetic).count();
    chinese as f64 / (chinese + latin).max(1) as f64
}

/// The Chinese front page and each problem's 题解: each links its English
/// page near its top and is linked back from it, is mostly Chinese text,
/// and the front page is a front page as the English one is (short, the
/// two commands near the top) and links every 题解 and both statements,
/// the Chinese first.
#[test]
fn the_chinese_pages_are_chinese_and_linked_both_ways() {
    let root = workspace_root();
    let english = fs::read_to_string(root.join("README.md")).unwrap();
    let chinese = fs::read_to_string(root.join("README.zh.md")).unwrap();
    let near_top = |text: &str, target: &str, lines: usize| {
        let top: String = text.lines().take(lines).collect::<Vec<_>>().join("\n");
        link_targets(&top).iter().any(|found| found == target)
    };
    assert!(near_top(&english, "README.zh.md", 10), "README.md does not link README.zh.md in its first lines");
    assert!(near_top(&chinese, "README.md", 5), "README.zh.md does not link README.md in its first lines");
    let lines: Vec<&str> = chinese.lines().collect();
    assert!(lines.len() <= 150, "README.zh.md has {} lines", lines.len());
    for command in ["cargo judge ", "cargo test --workspace "] {
        let at = lines.iter().position(|line| line.starts_with(command));
        assert!(at.is_some_and(|at| at < 40), "README.zh.md: {:?} is not among the first 40 lines", command);
    }
    let share = chinese_share(&chinese);
    assert!(share >= 0.7, "README.zh.md is {:.0}% Chinese characters", share * 100.0);
    let targets = link_targets(&chinese);
    let mut editorials = 0;
    for problem in testkit::cases::problem_names() {
        let folder = format!("crates/{}", problem);
        let statements = format!("crates/testkit/src/{}", problem.replace('-', "_"));
        let zh = targets.iter().position(|target| *target == format!("{}/statement.zh.md", statements));
        let en = targets.iter().position(|target| *target == format!("{}/statement.md", statements));
        assert!(zh.is_some() && zh < en, "README.zh.md: {}'s statements, the Chinese first", problem);
        let editorial = root.join(&folder).join("README.zh.md");
        assert!(editorial.is_file(), "{} has no 题解 ({}/README.zh.md)", problem, folder);
        let text = fs::read_to_string(&editorial).unwrap();
        assert!(near_top(&text, "README.md", 5), "{}/README.zh.md does not link README.md near its top", folder);
        assert!(near_top(&text, "../../README.zh.md", 5), "{}/README.zh.md does not link the front page", folder);
        let english = fs::read_to_string(root.join(&folder).join("README.md")).unwrap();
        assert!(near_top(&english, "README.zh.md", 5), "{}/README.md does not link its 题解 near its top", folder);
        let share = chinese_share(&text);
        assert!(share >= 0.7, "{}/README.zh.md is {:.0}% Chinese characters", folder, share * 100.0);
        assert!(targets.contains(&format!("{}/README.zh.md", folder)), "README.zh.md does not link {}'s 题解", problem);
        editorials += 1;
    }
    assert_eq!(editorials, 5, "the five problems' 题解");
    assert!(chinese_share("The game, 游戏 `代码` [链接](x.md) $x$") < 0.5);
    assert!(chinese_share("游戏的值 `value` [链接](x.md) $\\oplus$") == 1.0);
}
