//! board-game: stress against the literal oracle, mid-size boards against the
//! plain retrograde DP, full-size boards (20..27 cells) against it in the
//! release-only run, and bad input.

use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use testkit::board_game::rules::{ended_table, lost_table};
use testkit::board_game::{
    full_reference, generate, oracle, parse, placements, reference_board, shows_pattern, to_move_wins, write,
};
use testkit::rng::{case_seed, Rng};
use testkit::solutions::board_game::solve;
use testkit::{checks, stress, Size};

#[test]
fn stress_small_and_edge_against_the_oracle() {
    let check = |input: &str| {
        let expected = oracle(input);
        stress::compare(solve, input, &expected)?;
        if full_reference(input) != expected {
            return Err("the retrograde DP disagrees with the oracle".into());
        }
        Ok(())
    };
    let cases = stress::run_sizes("board-game", &[(Size::Small, 8_000), (Size::Edge, 2_000)], generate, check);
    assert_eq!(cases, 10_000);
}

#[test]
fn every_small_shape_and_both_winners_occur_in_the_stress_data() {
    let (mut shapes, mut alice, mut bob) = (std::collections::BTreeSet::new(), 0, 0);
    for index in 0..8_000 {
        let input = generate(&mut Rng::new(case_seed("board-game/small", index)), Size::Small);
        let board = parse(&input);
        shapes.insert((board.rows, board.columns));
        if index < 500 {
            if oracle(&input) == "Alice\n" {
                alice += 1;
            } else {
                bob += 1;
            }
        }
    }
    assert_eq!(shapes.len(), testkit::board_game::shapes(12).len());
    assert!(alice > 50 && bob > 50, "Alice {} Bob {}", alice, bob);
}

#[test]
fn mid_size_boards_against_the_retrograde_dp() {
    stress::run(
        "board-game/mid",
        60,
        |rng: &mut Rng| {
            let cells = rng.usize(13, 20);
            write(&reference_board(rng, cells))
        },
        |input| stress::compare(solve, input, &full_reference(input)),
    );
}

/// The bit tables `cargo explain` values positions by (packed 64 sets a
/// word, independent of the solution's): on small boards every set of stones
/// against the oracle, on mid-size boards the empty board against the plain DP.
#[test]
fn the_packed_tables_agree_with_the_oracle_on_every_set_of_stones() {
    stress::run_sizes("board-game/tables", &[(Size::Small, 400), (Size::Edge, 100)], generate, |input| {
        let board = parse(input);
        let cells = board.rows * board.columns;
        let placements = placements(&board);
        let ended = ended_table(cells, &placements);
        let lost = lost_table(cells, &ended);
        let mut memo = HashMap::default();
        for stones in 0..1usize << cells {
            if ended.get(stones) != shows_pattern(&placements, stones) {
                return Err(format!("stones {:#b}: the ended table says {}", stones, ended.get(stones)));
            }
            if lost.get(stones) == to_move_wins(cells, &placements, stones, &mut memo) {
                return Err(format!("stones {:#b}: the lost table says {}", stones, lost.get(stones)));
            }
        }
        Ok(())
    });
    stress::run(
        "board-game/tables-mid",
        40,
        |rng: &mut Rng| {
            let cells = rng.usize(13, 21);
            write(&reference_board(rng, cells))
        },
        |input| {
            let board = parse(input);
            let cells = board.rows * board.columns;
            let lost = lost_table(cells, &ended_table(cells, &placements(&board)));
            let verdict = if lost.get(0) { "Bob\n" } else { "Alice\n" };
            if verdict != full_reference(input) {
                return Err(format!("the packed table says {}", verdict));
            }
            Ok(())
        },
    );
}

/// 30 boards of 20..=27 cells (8 of them 25..=27) against the plain DP over
/// all 2^(n·m) states: about 20 s in release, so CI runs it with --ignored.
#[test]
#[ignore = "full-size boards; CI runs it in its --ignored step"]
fn full_size_boards_against_the_retrograde_dp() {
    let sizes: Vec<usize> = (0..30).map(|index| if index < 8 { 25 + index % 3 } else { 20 + index % 5 }).collect();
    let results: Vec<(usize, String)> = sizes
        .par_iter()
        .enumerate()
        .map(|(index, &cells)| {
            let seed = case_seed("board-game/full", index as u64);
            let input = write(&reference_board(&mut Rng::new(seed), cells));
            let expected = full_reference(&input);
            let got = solve(input.as_bytes());
            assert_eq!(got.as_deref(), Ok(expected.as_str()), "seed {:#x}, {} cells\n{}", seed, cells, input);
            (cells, expected)
        })
        .collect();
    let alice = results.iter().filter(|(_, answer)| answer == "Alice\n").count();
    println!("{} full-size boards agree ({} Alice, {} Bob)", results.len(), alice, results.len() - alice);
    assert!(results.iter().filter(|(cells, _)| *cells >= 25).count() >= 5);
}

#[test]
fn sample_answers() {
    assert_eq!(solve(b"2 3 1\n1 2\n11\n").unwrap(), "Bob\n");
    assert_eq!(solve(b"3 3 1\n1 3\n111\n").unwrap(), "Alice\n");
    assert_eq!(solve(b"2 2 1\n2 2\n11\n11\n").unwrap(), "Bob\n");
}

#[test]
fn the_edge_readings_of_the_spec() {
    // A pattern with no 1 appears after Alice's first move.
    assert_eq!(solve(b"3 3 1\n2 2\n00\n00\n").unwrap(), "Alice\n");
    // A pattern larger than the board never appears: 2×2 full board, Bob fills it last.
    assert_eq!(solve(b"2 2 1\n3 1\n1\n1\n1\n").unwrap(), "Bob\n");
    // ... and an all-zero pattern larger than the board never appears either.
    assert_eq!(solve(b"1 3 1\n2 1\n0\n0\n").unwrap(), "Alice\n");
    assert_eq!(solve(b"1 2 1\n2 1\n0\n0\n").unwrap(), "Bob\n");
    // Every size from 1 cell up works, below 6 cells too.
    for cells in 1..=8usize {
        let input = format!("1 {} 1\n1 {}\n{}\n", cells, cells, "1".repeat(cells));
        let expected = if cells % 2 == 1 { "Alice\n" } else { "Bob\n" };
        assert_eq!(solve(input.as_bytes()).unwrap(), expected, "{}", input);
    }
}

#[test]
fn crlf_blank_lines_and_extra_spaces_give_the_same_answer() {
    checks::assert_whitespace_tolerant(solve, "2 3 2\n1 2\n11\n2 1\n1\n1\n");
}

#[test]
fn bad_input_is_rejected_with_a_clear_message() {
    let cases: &[(&str, &str)] = &[
        ("", "expected the row count n, found end of input"),
        ("0 3 1", "the row count n = 0 is outside 1..=27"),
        ("3 0 1", "the column count m = 0 is outside 1..=27"),
        ("6 5 1", "n·m = 6·5 = 30 exceeds 27"),
        ("28 1 1", "the row count n = 28 is outside 1..=27"),
        ("-1 3 1", "expected the row count n, found \"-1\""),
        ("3 x 1", "expected the column count m, found \"x\""),
        ("3 3 0", "the number of patterns T = 0 is outside 1..=1000000000000000000"),
        ("3 3 1001", "pattern 1: expected the pattern height h, found end of input"),
        ("3 3 1\n0 1\n", "pattern 1: the pattern height h = 0 is outside 1..=1000000000000000000"),
        ("3 3 1\n1 28\n", "pattern 1 row 1: expected a pattern row, found end of input"),
        ("3 3 1\n1 2\n111\n", "pattern 1 row 1: expected 2 characters, found 3"),
        ("3 3 1\n1 2\n1\n", "pattern 1 row 1: expected 2 characters, found 1"),
        ("3 3 1\n1 2\n12\n", "pattern 1 row 1: '2' is neither '0' nor '1'"),
        ("3 3 1\n2 2\n11\n", "pattern 1 row 2: expected a pattern row, found end of input"),
        ("3 3 2\n1 1\n1\n", "pattern 2: expected the pattern height h, found end of input"),
        ("3 3 1\n1 1\n1\n1", "unexpected trailing input \"1\""),
    ];
    checks::assert_rejects(solve, cases);
}

/// More patterns (T ≤ 1000) and taller or wider ones (h, w ≤ 27) than the
/// statement allows are answered; the validator refuses them. A single-cell
/// pattern appears at the first stone: Alice wins. A pattern larger than the
/// 3×3 board never appears: the board fills, Alice puts the ninth stone and
/// Bob, to move on a full board, loses.
#[test]
fn counts_past_the_statement_are_answered() {
    let many = format!("3 3 1001\n{}", "1 1\n1\n".repeat(1001));
    let tall = format!("3 3 1\n28 1\n{}", "1\n".repeat(28));
    let wide = format!("2 2 1\n1 28\n{}\n", "1".repeat(28));
    checks::assert_answers_past_the_statement(
        solve,
        testkit::board_game::validator::validate,
        &[(&many, "Alice\n".to_string()), (&tall, "Alice\n".to_string()), (&wide, "Bob\n".to_string())],
    );
}

/// Each pattern drawn beside the board says the cells it needs in words,
/// row by row (its picture is hidden from a screen reader): runs of columns
/// as "1 to 3", a row needing none said so, in either language.
#[test]
fn the_patterns_needed_cells_are_said_in_words() {
    use testkit::board_game::rules::BoardGame;
    use testkit::ground::Rules;
    let position = BoardGame::tests("3 4 2\n2 3\n111\n010\n3 4\n1011\n0000\n0001\n").swap_remove(0);
    let html = BoardGame::beside(&position).expect("the patterns drawn");
    let said: Vec<&str> = html
        .split("<span class=\"visually-hidden\">")
        .skip(1)
        .map(|rest| rest.split_once("</span>").unwrap().0)
        .collect();
    assert_eq!(
        said,
        [
            "the cells it needs: row 1: columns 1 to 3; row 2: column 2",
            "the cells it needs: row 1: columns 1, 3 to 4; row 2: none; row 3: column 4",
        ]
    );
    let html = testkit::i18n::in_lang(testkit::i18n::Lang::Zh, || BoardGame::beside(&position).unwrap());
    assert!(html.contains("需要有棋子的格子：第 1 行的第 1 至 3 列；第 2 行的第 2 列"), "{}", html);
}
