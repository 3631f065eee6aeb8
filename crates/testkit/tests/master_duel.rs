//! master-duel: stress against the exhaustive row table, the staircase-Nim
//! claim on every row, and bad input.

use testkit::master_duel::{generate, oracle, row_values, COLUMNS};
use testkit::rng::Rng;
use testkit::solutions::master_duel::{row_value, solve, RowValues};
use testkit::{checks, stress, Size};

#[test]
fn staircase_value_is_the_exhaustive_value_of_every_row() {
    let values = row_values();
    let tables = RowValues::new();
    let mut first_player_wins = 0;
    for row in 0..1u32 << COLUMNS {
        let exhaustive = u32::from(values[row as usize]);
        assert_eq!(row_value(row), exhaustive, "row {:020b} (bit c is column c + 1)", row);
        assert_eq!(tables.value(row), exhaustive, "half tables, row {:020b}", row);
        first_player_wins += usize::from(exhaustive != 0);
    }
    // Both outcomes occur, so the comparison is not vacuous.
    assert!(first_player_wins > 0 && first_player_wins < 1 << COLUMNS);
}

#[test]
fn stress_small_and_edge_against_the_oracle() {
    let check = |input: &str| stress::compare(solve, input, &oracle(input));
    let cases = stress::run_sizes("master-duel", &[(Size::Small, 16_000), (Size::Edge, 4_000)], generate, check);
    assert_eq!(cases, 20_000);
}

#[test]
fn stress_max_size_against_the_oracle() {
    let check = |input: &str| stress::compare(solve, input, &oracle(input));
    stress::run("master-duel/max", 8, |rng: &mut Rng| generate(rng, Size::Max), check);
}

#[test]
fn sample_answers() {
    let sample = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
    assert_eq!(solve(sample.as_bytes()).unwrap(), "NO\nYES\n");
}

#[test]
fn crlf_blank_lines_and_extra_spaces_give_the_same_answer() {
    checks::assert_whitespace_tolerant(solve, "2\n1\n2 19 20\n2\n1 19\n1 18\n");
}

#[test]
fn bad_input_is_rejected_with_a_clear_message() {
    let cases: &[(&str, &str)] = &[
        ("", "expected the number of tests T, found end of input"),
        ("x", "expected the number of tests T, found \"x\""),
        ("0", "the number of tests T = 0 is outside 1..=1000000000000000000"),
        ("99999999999999999999999", "outside 1..=1000000000000000000"),
        ("101", "test 1: expected the row count n, found end of input"),
        ("-1", "expected the number of tests T, found \"-1\""),
        ("1\n", "test 1: expected the row count n, found end of input"),
        ("1\n1001\n", "test 1 row 1: expected the stone count m, found end of input"),
        ("1\n0\n", "test 1: the row count n = 0 is outside 1..=1000000000000000000"),
        ("1\n2\n1 5\n", "test 1 row 2: expected the stone count m, found end of input"),
        ("1\n1\n21 1 2 3", "test 1 row 1: the stone count m = 21 is outside 0..=20"),
        ("1\n1\n3 1 2", "test 1 row 1: expected a stone's column, found end of input"),
        ("1\n1\n1 21", "test 1 row 1: a stone's column = 21 is outside 1..=20"),
        ("1\n1\n1 0", "test 1 row 1: a stone's column = 0 is outside 1..=20"),
        ("1\n1\n2 7 7", "test 1 row 1: column 7 is given twice"),
        ("1\n1\n1 3.5", "test 1 row 1: expected a stone's column, found \"3.5\""),
        ("1\n1\n1 3 4", "unexpected trailing input \"4\""),
        ("2\n1\n1 3\n", "test 2: expected the row count n, found end of input"),
    ];
    checks::assert_rejects(solve, cases);
}

/// More tests (T ≤ 100) and rows (n ≤ 1000) than the statement allows are
/// answered; the validator refuses them.
#[test]
fn counts_past_the_statement_are_answered() {
    let tests = format!("102\n{}", "1\n2 19 20\n2\n1 19\n1 18\n".repeat(51));
    let rows = format!("1\n1001\n{}", "1 19\n".repeat(1001));
    let even = format!("1\n1002\n{}", "1 19\n".repeat(1002));
    checks::assert_answers_past_the_statement(
        solve,
        testkit::master_duel::validator::validate,
        &[(&tests, "NO\nYES\n".repeat(51)), (&rows, "YES\n".to_string()), (&even, "NO\n".to_string())],
    );
    assert_eq!(solve(rows.as_bytes()).unwrap(), oracle(&rows));
}
