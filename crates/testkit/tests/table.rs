//! `cargo table`: the tables' values by play checked against plainer play
//! (every flip set listed; whole-position search; the row table), the
//! write-ups' formulas against the tables, and conjectures checked by the
//! binary: agreement, the first disagreement, and every way a conjecture can
//! fail to answer, each a one-line verdict.

use std::path::PathBuf;
use std::process::{Command, Output};
use testkit::coloring_game::table::{option_values, values_by_play, xor_shifted};
use testkit::coloring_game::{flip_sets_of, position_values};
use testkit::frogs::table as frogs_table;
use testkit::master_duel::{row_values, table as master_table};
use testkit::rng::Rng;
use testkit::table;
use testkit::tables::{self, TABLES};

/// The values a single coin's options reach, by listing every flip set.
fn listed_option_values(row: usize, column: usize, values: &[Vec<u64>]) -> Vec<u64> {
    let mut reached = Vec::new();
    for set in flip_sets_of(row, column, usize::MAX) {
        let value = set.iter().filter(|&&cell| cell != (row, column)).fold(0, |x, &(r, c)| x ^ values[r][c]) as usize;
        if reached.len() <= value / 64 {
            reached.resize(value / 64 + 1, 0);
        }
        reached[value / 64] |= 1 << (value % 64);
    }
    reached
}

#[test]
fn the_coloring_options_reach_what_listing_every_flip_set_reaches() {
    let found = values_by_play(5, 5);
    let values: Vec<Vec<u64>> = found.iter().map(|row| row.iter().map(|(value, _)| *value).collect()).collect();
    let mut checked = 0;
    for row in 0..5 {
        for column in 0..5 {
            if (row + 1) * (column + 1) > 16 {
                continue; // too many flip sets to list quickly
            }
            let mut by_programme = option_values(row, column, &values);
            let mut listed = listed_option_values(row, column, &values);
            let words = by_programme.len().max(listed.len());
            by_programme.resize(words, 0);
            listed.resize(words, 0);
            assert_eq!(by_programme, listed, "the options of the coin on ({}, {})", row + 1, column + 1);
            checked += 1;
        }
    }
    assert_eq!(checked, 22, "every rectangle of up to 16 cells in the 5×5 corner");
}

#[test]
fn the_coloring_table_is_what_whole_position_search_gives() {
    let mut checked = 0;
    for (rows, columns) in testkit::coloring_game::oracle_shapes() {
        let (value, _) = values_by_play(rows, columns)[rows - 1][columns - 1];
        let single = 1usize << (rows * columns - 1);
        assert_eq!(
            u64::from(position_values(rows, columns)[single]),
            value,
            "a single coin on ({}, {})",
            rows,
            columns
        );
        checked += 1;
    }
    assert_eq!(checked, 35, "every board of up to 12 coins");
}

#[test]
fn xor_shifted_moves_every_value_of_a_set() {
    let mut rng = Rng::new(36);
    for words in [1usize, 2, 8] {
        for _ in 0..50 {
            let set: Vec<u64> = (0..words).map(|_| rng.next_u64()).collect();
            let x = rng.range(0, 64 * words as u64 - 1);
            let shifted = xor_shifted(&set, x);
            for value in 0..64 * words as u64 {
                let was = set[(value / 64) as usize] >> (value % 64) & 1;
                let now = shifted[((value ^ x) / 64) as usize] >> ((value ^ x) % 64) & 1;
                assert_eq!(was, now, "value {} moved by {}", value, x);
            }
        }
    }
}

#[test]
fn the_master_duel_table_is_the_row_table_in_its_order() {
    let table = tables::build("master-duel", Some(8)).unwrap();
    assert_eq!(table.entries.len(), 256);
    let mut stones = 0;
    for entry in &table.entries {
        assert_eq!(entry.position.len(), 20);
        assert!(entry.position[..12].bytes().all(|byte| byte == b'.'), "{}", entry.position);
        let row = entry.position.bytes().enumerate().fold(0u32, |row, (at, byte)| row | u32::from(byte == b'o') << at);
        assert_eq!(entry.value, row_values()[row as usize].to_string(), "{}", entry.position);
        let count = entry.position.matches('o').count();
        assert!(count >= stones, "grouped by stones: {}", entry.position);
        stones = count;
    }
    assert_eq!(
        master_table::rows(3).iter().map(|&row| master_table::row_text(row)[17..].to_string()).collect::<Vec<_>>(),
        ["...", "..o", ".o.", "o..", ".oo", "o.o", "oo.", "ooo"]
    );
}

#[test]
fn the_frogs_table_is_every_reachable_strip_by_its_derived_value() {
    let table = tables::build("frogs", None).unwrap();
    assert_eq!(table.entries.len(), testkit::frogs::reachable().len());
    let mut groups: Vec<&str> = Vec::new();
    for entry in &table.entries {
        let strip = testkit::frogs::strip(&entry.position);
        assert_eq!(entry.value, frogs_table::token(testkit::frogs::value_of(&strip)), "{}", entry.position);
        if groups.last() != Some(&entry.value.as_str()) {
            assert!(!groups.contains(&entry.value.as_str()), "{}'s group comes twice", entry.value);
            groups.push(&entry.value);
        }
    }
    assert_eq!(groups, ["0", "1", "-1", "1/2", "-1/2", "*", "^", "v"]);
    let up = table.entries.iter().find(|entry| entry.position == "L_LRR").unwrap();
    assert!(up.why.contains("So it is {0 | *}, which equals ^"), "{}", up.why);
    for token in ["0", "1", "-1", "1/2", "-1/2", "*", "^", "v"] {
        assert_eq!(frogs_table::read_value(token).as_deref(), Ok(token));
    }
    for line in ["up", "2", "", "1/4", "**"] {
        assert!(frogs_table::read_value(line).is_err(), "{:?}", line);
    }
    // Each group's canonical form is its value: built from the named values
    // of its options, the game equals the value by play.
    let mut games = testkit::frogs::Games::default();
    let named = testkit::frogs::value_games(&mut games);
    let id = |token: &str| named.iter().find(|(value, _)| frogs_table::token(*value) == token).unwrap().1;
    for (value, game) in named.clone() {
        let form = frogs_table::canonical_form(frogs_table::token(value));
        let (left, right) = form.trim_start_matches('{').trim_end_matches('}').split_once('|').unwrap();
        let options =
            |side: &str| side.split(',').map(str::trim).filter(|token| !token.is_empty()).map(id).collect::<Vec<_>>();
        let built = games.build(options(left), options(right));
        assert!(games.equal(built, game), "{} is not {}", form, frogs_table::token(value));
    }
    assert!(table.text(None).contains("value ^ = {0 | *} (1 strip)"), "{}", table.text(None));
}

/// The row game the table plays (the drops worth the values below) is the
/// real game: on random boards of up to 20 cells, every free cell's value by
/// whole-board search equals the table's value by play of its row, given the
/// whole-board values of the row below.
#[test]
fn the_ring_grid_row_game_is_the_whole_boards_game() {
    use testkit::ring_grid_game::{random_board, table::value_by_play, PieceGame};
    let mut rng = Rng::new(3636);
    let mut checked = 0;
    for _ in 0..300 {
        let rows = rng.usize(1, 4);
        let columns = rng.usize(1, 20 / rows).min(6);
        let board = random_board(&mut rng, rows, columns);
        let mut game = PieceGame::new(&board);
        let value = |game: &mut PieceGame, row: usize, column: usize| {
            (board.cells[row][column] != b'#').then(|| game.value(row, column, game.bit(row, column)) as u8)
        };
        for row in 0..rows {
            let below: Vec<Option<u8>> = (0..columns)
                .map(|column| if row + 1 < rows { value(&mut game, row + 1, column) } else { None })
                .collect();
            let table_row: Vec<Option<Option<u8>>> =
                (0..columns).map(|column| (board.cells[row][column] != b'#').then_some(below[column])).collect();
            for column in 0..columns {
                if let Some(whole) = value(&mut game, row, column) {
                    assert_eq!(
                        value_by_play(&table_row, column).0,
                        whole,
                        "{:?}, row {}, cell {}",
                        board.cells,
                        row + 1,
                        column + 1
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1_000, "{} cells checked", checked);
}

#[test]
fn the_board_game_table_is_every_small_pattern_on_every_small_board() {
    let table = tables::build("board-game", None).unwrap();
    let patterns = testkit::board_game::table::patterns();
    assert_eq!(patterns.len(), 22, "every pattern of at most 2×2 cells with a 1");
    assert_eq!(table.entries.len(), 22 * testkit::board_game::shapes(8).len());
    // Sample 1's game, 11 on the 2×3 board: Bob.
    let sample = table.entries.iter().find(|entry| entry.position == "2 3 11").unwrap();
    assert_eq!(sample.value, "Bob");
    assert!(sample.why.starts_with("each of Alice's 6 first moves"), "{}", sample.why);
    let single = table.entries.iter().find(|entry| entry.position == "2 2 1").unwrap();
    assert_eq!(
        (single.value.as_str(), single.why.as_str()),
        ("Alice", "Alice wins by playing first on row 1, column 1")
    );
    for entry in &table.entries {
        let (rows, rest) = entry.position.split_once(' ').unwrap();
        let (columns, pattern) = rest.split_once(' ').unwrap();
        let input = format!(
            "{} {} 1\n{} {}\n{}\n",
            rows,
            columns,
            pattern.split('/').count(),
            pattern.split('/').next().unwrap().len(),
            pattern.replace('/', "\n")
        );
        assert_eq!(testkit::board_game::oracle(&input).trim(), entry.value, "{}", entry.position);
    }
    assert_eq!(testkit::board_game::table::read_value("Alice").as_deref(), Ok("Alice"));
    assert!(testkit::board_game::table::read_value("A").is_err());
}

#[test]
fn the_write_ups_formulas_agree_with_play_on_the_largest_tables() {
    for sizes in TABLES {
        let (problem, largest) = (sizes.problem, sizes.largest);
        let table = tables::build(problem, Some(largest)).unwrap();
        for entry in &table.entries {
            assert_eq!(entry.formula, entry.value, "{}: {}", problem, entry.label);
        }
        assert!(table.text(None).contains(&format!("it agrees with play on all {} entries.", table.entries.len())));
    }
}

#[test]
fn a_formula_that_disagrees_is_marked_and_reported() {
    let mut table = tables::build("coloring-game", Some(3)).unwrap();
    table.entries[4].formula = "5".to_string();
    let text = table.text(Some(7));
    assert!(text.contains(" 4!"), "{}", text);
    assert!(text.contains(" 8?"), "{}", text);
    assert!(text.contains("it DISAGREES with play on 1 of 9 entries (marked !)"), "{}", text);
    let answers: Vec<String> = table.entries.iter().map(|entry| entry.value.clone()).collect();
    assert!(table::report(&table, &answers).0);
    let mut wrong = answers.clone();
    wrong[5] = "3".to_string();
    let (agrees, report) = table::report(&table, &wrong);
    assert!(!agrees);
    assert!(
        report.starts_with(
            "the conjecture disagrees with play at entry 6 of 9, row 2, column 3 (5 entries agreed before it):"
        ),
        "{}",
        report
    );
    assert!(report.contains("  the conjecture: 3\n  by play:        8\n"), "{}", report);
    assert!(report.contains("mex 8"), "{}", report);
}

fn table_binary(args: &[&str]) -> Output {
    crate::common::no_locale(&mut Command::new(env!("CARGO_BIN_EXE_table")))
        .args(args)
        .current_dir(testkit::cases::workspace_root())
        .output()
        .unwrap()
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

#[test]
fn the_binary_checks_a_conjecture_and_says_where_it_first_fails() {
    // The 2×2 corner: 1 2 / 2 4, answered by a conjecture that says `answers`.
    let answering = |answers: &str| {
        let script = format!("cat > /dev/null; printf '{}'", answers);
        table_binary(&["coloring-game", "--size", "2", "--check", "--", "sh", "-c", &script])
    };
    let right = answering("1\\n2\\n2\\n4\\n");
    assert_eq!(right.status.code(), Some(0), "{}", text(&right));
    assert!(text(&right).ends_with("the conjecture agrees with play on all 4 entries.\n"), "{}", text(&right));

    let wrong = answering("1\\n2\\n2\\n2\\n");
    assert_eq!(wrong.status.code(), Some(1), "{}", text(&wrong));
    let report = text(&wrong);
    assert!(report.contains("at entry 4 of 4, row 2, column 2 (3 entries agreed before it)"), "{}", report);
    assert!(report.contains("  position (as given to it): 2 2\n"), "{}", report);
    assert!(report.contains("  the conjecture: 2\n  by play:        4\n"), "{}", report);
    assert!(report.contains("     row 2  2   4?\n"), "the entry marked in the table: {}", report);

    // The positions it is given, one a line, in the table's order.
    let scratch = tempfile::tempdir().unwrap();
    let given = scratch.path().join("given");
    let echo = table_binary(&[
        "master-duel",
        "--size",
        "1",
        "--check",
        "--",
        "sh",
        "-c",
        "cat > \"$0\"; echo 0; echo 0",
        given.to_str().unwrap(),
    ]);
    assert_eq!(echo.status.code(), Some(0), "{}", text(&echo));
    assert_eq!(std::fs::read_to_string(&given).unwrap(), "....................\n...................o\n");
}

#[test]
fn a_conjecture_that_does_not_answer_gets_a_one_line_verdict() {
    for (script, verdict) in [
        ("exit 3", "it ended with exit code 3"),
        ("kill -SEGV $$", "it ended with"),
        ("cat > /dev/null; echo 0", "it answered 1 of the 4 entries"),
        ("cat > /dev/null; echo 0; echo one", "line 2 (the row ...................o) is not a value: \"one\""),
        ("cat > /dev/null; echo 0; echo 1; echo 2; echo 0; echo 9", "it wrote more than 4 lines"),
        ("yes 0", "it wrote more than 1 MiB of output (stopped)"),
        ("echo 0", "it answered 1 of the 4 entries"), // never reads its input
    ] {
        let output = table_binary(&["master-duel", "--size", "2", "--check", "--", "sh", "-c", script]);
        assert_eq!(output.status.code(), Some(1), "{}: {}", script, text(&output));
        let said = text(&output);
        let line =
            said.lines().find(|line| line.starts_with("the conjecture gave no answers to check: ")).unwrap_or_default();
        assert!(line.contains(verdict), "{}: {}", script, said);
        assert!(said.contains("(master-duel: a position is the row as 20 characters"), "{}", said);
    }
}

#[test]
#[ignore = "seconds of a run to its limit: CI's --ignored step"]
fn a_conjecture_that_never_ends_is_stopped() {
    let started = std::time::Instant::now();
    let output = table_binary(&["master-duel", "--size", "2", "--check", "--", "sleep", "1000"]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output));
    assert!(text(&output).contains("it did not finish within 10 s (stopped)"), "{}", text(&output));
    // Stopped at 10 s; 3× headroom for a slow, busy machine.
    assert!(started.elapsed() < std::time::Duration::from_secs(30), "{:?}", started.elapsed());
}

#[test]
fn bad_usage_gets_a_message_and_exit_code_2() {
    for (args, message) in [
        (&["no-such-problem"][..], "no problem named \"no-such-problem\""),
        (&["board-game", "--size", "13"][..], "--size 13 is not in 1..=12 for board-game"),
        (&["frogs", "--size", "5"][..], "the frogs table has one size, 23"),
        (&["master-duel", "--size", "13"][..], "--size 13 is not in 1..=12 for master-duel"),
        (&["coloring-game", "--size", "0"][..], "--size 0 is not in 1..=9"),
        (&["master-duel", "--check"][..], "--check needs the conjecture's command"),
        (&["master-duel", "--", "cat"][..], "only with --check"),
        (&["master-duel", "--check", "--", "/no/such/program"][..], "cannot run /no/such/program"),
    ] {
        let output = table_binary(args);
        assert_eq!(output.status.code(), Some(2), "{:?}: {}", args, text(&output));
        assert!(output.stdout.is_empty(), "{:?}", args);
        assert!(String::from_utf8_lossy(&output.stderr).contains(message), "{:?}: {}", args, text(&output));
    }
}

#[test]
fn the_json_holds_every_entry_and_the_conjecture() {
    let output = table_binary(&[
        "master-duel",
        "--size",
        "2",
        "--json",
        "--check",
        "--",
        "sh",
        "-c",
        "cat > /dev/null; printf '0\\n0\\n0\\n0\\n'",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["entries"].as_array().unwrap().len(), 4);
    assert_eq!(json["entries"][2]["position"], "..................o.");
    assert_eq!(json["entries"][2]["value"], "1");
    assert_eq!(json["formula_agrees"], true);
    assert_eq!(json["conjecture"]["first_disagreement"], 3);
}

#[test]
fn the_help_gives_every_tables_formats() {
    let help = String::from_utf8(table_binary(&["--help"]).stdout).unwrap();
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    for sizes in TABLES {
        let table = tables::build(sizes.problem, Some(sizes.smallest)).unwrap();
        assert!(flat(&help).contains(&flat(&table.formats)), "--help lacks {:?}", table.formats);
    }
}

/// The problems whose table has a formula beside it, and so a gallery of
/// conjectures (board-game's solution is a search).
const WITH_FORMULA: [&str; 4] = ["coloring-game", "frogs", "master-duel", "ring-grid-game"];

/// The gallery of conjectures (`src/<problem>/conjectures/*.py`), each
/// opening with its mistake and where it must first fail, or that it agrees.
fn conjectures() -> Vec<(&'static str, PathBuf, Option<usize>)> {
    let mut found = Vec::new();
    for problem in WITH_FORMULA {
        let folder = testkit::cases::workspace_root()
            .join("crates/testkit/src")
            .join(problem.replace('-', "_"))
            .join("conjectures");
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let source = std::fs::read_to_string(&path).unwrap();
            let expected = if source.contains("# Agrees with play on every entry.") {
                None
            } else {
                let at = source
                    .find("# First disagrees with play at entry ")
                    .unwrap_or_else(|| panic!("{}: no claim", path.display()));
                let number = source[at..].split_whitespace().nth(7).unwrap();
                Some(number.parse().unwrap_or_else(|_| panic!("{}: {:?}", path.display(), number)))
            };
            found.push((problem, path, expected));
        }
    }
    found.sort();
    found
}

#[test]
#[ignore = "the galleries of other people's programs (python3): CI's --ignored step"]
fn every_conjecture_of_the_gallery_fails_where_it_says_and_the_right_ones_agree() {
    let gallery = conjectures();
    for problem in WITH_FORMULA {
        let wrong = gallery.iter().filter(|(name, _, expected)| *name == problem && expected.is_some()).count();
        let right = gallery.iter().filter(|(name, _, expected)| *name == problem && expected.is_none()).count();
        assert!(wrong >= 2 && right >= 1, "{}: {} wrong and {} right conjectures", problem, wrong, right);
    }
    for (problem, path, expected) in gallery {
        let output = table_binary(&[problem, "--check", "--", "python3", path.to_str().unwrap()]);
        let said = text(&output);
        match expected {
            None => {
                assert_eq!(output.status.code(), Some(0), "{}: {}", path.display(), said);
                assert!(said.contains("the conjecture agrees with play on all"), "{}", said);
            }
            Some(entry) => {
                assert_eq!(output.status.code(), Some(1), "{}: {}", path.display(), said);
                assert!(
                    said.contains(&format!("disagrees with play at entry {} of", entry)),
                    "{}: {}",
                    path.display(),
                    said
                );
            }
        }
    }
}

/// A table's page with a conjecture wrong at `entry` (1-based) only.
fn page_wrong_at(problem: &str, entry: usize) -> (table::Table, String) {
    let table = tables::build(problem, None).unwrap();
    let mut answers: Vec<String> = table.entries.iter().map(|entry| entry.value.clone()).collect();
    answers[entry - 1] = match answers[entry - 1].as_str() {
        "1" => "0".to_string(),
        "Alice" => "Bob".to_string(),
        "Bob" => "Alice".to_string(),
        _ => "1".to_string(),
    };
    let checked = table::Checked { command: "guess".to_string(), answers: Ok(&answers) };
    let html = table.html(Some(&checked));
    (table, html)
}

#[test]
fn the_page_colours_every_entry_and_marks_the_first_disagreement() {
    for (problem, entry) in
        [("coloring-game", 10), ("master-duel", 4), ("frogs", 22), ("ring-grid-game", 426), ("board-game", 30)]
    {
        let (table, html) = page_wrong_at(problem, entry);
        assert_eq!(html.matches("<td class=\"entry").count(), table.entries.len(), "{}", problem);
        let marked: Vec<&str> = html.split("<td class=\"entry first-disagreement\" data-entry=\"").skip(1).collect();
        assert_eq!(marked.len(), 1, "{}: one entry marked", problem);
        assert!(marked[0].starts_with(&format!("{}\"", entry)), "{}: {}", problem, &marked[0][..20]);
        assert_eq!(html.matches("<span class=\"legend-entry\"").count(), table.palette().len(), "{}", problem);
        assert!(html.contains(&format!("disagrees with play at entry {} of", entry)), "{}: the report", problem);
        for outside in ["<script", "http:", "https:", " src=", "@import"] {
            assert!(!html.contains(outside), "{}: the page is self-contained ({})", problem, outside);
        }
    }
    // The coloring-game corner's powers of two: one colour each, in order.
    let table = tables::build("coloring-game", None).unwrap();
    let values: Vec<String> = table.palette().into_iter().map(|(value, _)| value).collect();
    let powers: Vec<String> = (0..15).map(|exponent| (1u64 << exponent).to_string()).collect();
    assert_eq!(values, powers);
}

#[test]
fn the_binary_writes_the_page_with_the_conjecture() {
    let scratch = tempfile::tempdir().unwrap();
    let page = scratch.path().join("table.html");
    let output = table_binary(&[
        "master-duel",
        "--size",
        "2",
        "--html",
        page.to_str().unwrap(),
        "--check",
        "--",
        "sh",
        "-c",
        "cat > /dev/null; printf '0\\n0\\n0\\n0\\n'",
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<td class=\"entry first-disagreement\" data-entry=\"3\""), "{}", html);
    let folder = table_binary(&["master-duel", "--html", scratch.path().to_str().unwrap()]);
    assert_eq!(folder.status.code(), Some(2), "{}", text(&folder));
    assert!(text(&folder).contains("a folder; give the page a file name"), "{}", text(&folder));
}

/// Each table's page opened in headless Chromium: every entry a cell of the
/// DOM it built, the legend, the first disagreement marked, no console
/// message; and a screenshot beside it (target/table-html/PROBLEM.png) to
/// look at.
#[test]
#[ignore = "needs chromium: CI's --ignored step (.ci/run installs it)"]
fn the_pages_in_a_browser() {
    let directory = testkit::runner::target_dir().join("table-html");
    std::fs::create_dir_all(&directory).unwrap();
    for (problem, entry) in
        [("coloring-game", 10), ("master-duel", 4), ("frogs", 22), ("ring-grid-game", 426), ("board-game", 30)]
    {
        let (table, html) = page_wrong_at(problem, entry);
        let page = directory.join(format!("{}.html", problem));
        std::fs::write(&page, html).unwrap();
        let run = crate::common::chromium(&["--dump-dom"], &page);
        let dom = String::from_utf8(run.stdout).unwrap();
        let log = String::from_utf8_lossy(&run.stderr);
        assert!(!log.contains(":CONSOLE") && !log.contains("Uncaught"), "{}: console messages:\n{}", problem, log);
        assert_eq!(dom.matches("<td class=\"entry").count(), table.entries.len(), "{}: the entries drawn", problem);
        assert_eq!(dom.matches("first-disagreement\"").count(), 1, "{}", problem);
        assert_eq!(dom.matches("class=\"legend-entry\"").count(), table.palette().len(), "{}", problem);
        let screenshot = page.with_extension("png");
        let _ = std::fs::remove_file(&screenshot);
        let argument = format!("--screenshot={}", screenshot.display());
        crate::common::chromium(&[&argument, "--window-size=1200,1000", "--hide-scrollbars"], &page);
        let png = std::fs::read(&screenshot).unwrap();
        assert!(png.starts_with(b"\x89PNG") && png.len() > 10_000, "{}: a {}-byte screenshot", problem, png.len());
    }
}

/// The why of a mex lists the values the options reach, not only how many.
#[test]
fn the_mex_sentence_lists_the_values_reached() {
    use testkit::table::mex_sentence;
    assert_eq!(
        mex_sentence(&[0b1101]),
        (1, "the options reach 0 but not 1 (their values: {0, 2, 3}): mex 1".to_string())
    );
    assert_eq!(
        mex_sentence(&[0b10110]),
        (0, "no option has value 0 (the options' values: {1, 2, 4}): mex 0".to_string())
    );
    assert_eq!(
        mex_sentence(&[0b10111]),
        (3, "the options reach every value from 0 to 2 but not 3 (their values: {0, 1, 2, 4}): mex 3".to_string())
    );
    assert_eq!(mex_sentence(&[0]), (0, "there is no option: mex 0".to_string()));
    let (mex, many) = mex_sentence(&[u64::MAX, 1]);
    assert_eq!(mex, 65);
    assert!(many.contains("{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, … 65 values in all}"), "{}", many);
}
