//! coloring-game: the single-coin table and the coin-turning theorem derived
//! by exhaustive play, stress against whole-position search, large boards
//! against the big-integer reference, and bad input.

use itertools::Itertools;
use std::fmt::Write;
use testkit::coloring_game::{
    all_position_values, bignum_reference, claimed_exponent, generate, oracle, oracle_shapes,
};
use testkit::rng::Rng;
use testkit::solutions::coloring_game::{coin_exponent, solve};
use testkit::{checks, coloring_game, stress, Size};

/// The exhaustive value of the position with one tails coin, per cell.
fn derived_single_values(rows: usize, columns: usize) -> Vec<Vec<u32>> {
    let table = &all_position_values()[&(rows, columns)];
    (0..rows).map(|row| (0..columns).map(|column| table[1 << (row * columns + column)]).collect()).collect()
}

#[test]
fn single_coin_values_match_the_formula_on_every_board_up_to_12_coins() {
    let shapes = oracle_shapes();
    assert_eq!(shapes.len(), 35);
    assert!(shapes.contains(&(3, 4)) && shapes.contains(&(4, 3)) && shapes.contains(&(2, 6)));
    assert!(shapes.contains(&(1, 12)) && shapes.contains(&(12, 1)));
    let mut cells = 0;
    for (rows, columns) in shapes {
        let derived = derived_single_values(rows, columns);
        for (row, column) in (0..rows).cartesian_product(0..columns) {
            let value = derived[row][column];
            assert_eq!(
                value,
                1 << claimed_exponent(row, column),
                "{}×{} board, coin ({}, {})",
                rows,
                columns,
                row,
                column
            );
            assert_eq!(value, 1 << coin_exponent(row, column), "the solution's exponent at ({}, {})", row, column);
            cells += 1;
        }
    }
    // Σ over the 35 shapes of n·m.
    assert_eq!(cells, 264);
}

#[test]
fn whole_position_is_the_xor_of_its_tails_coins_up_to_3x3() {
    let mut positions = 0;
    for (rows, columns) in (1..=3).cartesian_product(1..=3) {
        let table = &all_position_values()[&(rows, columns)];
        let single: Vec<u32> = (0..rows * columns).map(|cell| table[1 << cell]).collect();
        assert_eq!(table.len(), 1 << (rows * columns));
        for (position, &value) in table.iter().enumerate() {
            let xor = (0..rows * columns).filter(|&cell| position >> cell & 1 == 1).fold(0, |x, cell| x ^ single[cell]);
            assert_eq!(value, xor, "{}×{} board, position {:b}", rows, columns, position);
            positions += 1;
        }
    }
    assert_eq!(positions, 2 + 2 * 4 + 2 * 8 + 16 + 2 * 64 + 512);
}

#[test]
fn snapshot_of_the_derived_single_coin_table() {
    let mut text = String::from("Single-coin Sprague–Grundy values derived by exhaustive play\n");
    for (rows, columns) in oracle_shapes() {
        writeln!(text, "\n{}×{}", rows, columns).unwrap();
        for row in derived_single_values(rows, columns) {
            writeln!(text, "{}", row.iter().map(|value| format!("{:>3}", value)).join("")).unwrap();
        }
    }
    insta::assert_snapshot!(text);
}

#[test]
fn stress_small_and_edge_against_whole_position_search() {
    let check = |input: &str| stress::compare(solve, input, &oracle(input));
    let cases = stress::run_sizes("coloring-game", &[(Size::Small, 9_000), (Size::Edge, 1_000)], generate, check);
    assert_eq!(cases, 10_000);
}

#[test]
fn large_boards_against_the_big_integer_reference() {
    let check = |input: &str| stress::compare(solve, input, &bignum_reference(input));
    stress::run("coloring-game/max", 20, |rng: &mut Rng| generate(rng, Size::Max), check);
    // Both answers occur among the large boards, so the check is not one-sided.
    let answers = bignum_reference(&generate(&mut Rng::new(1), Size::Max));
    assert!(answers.contains("-_-") && answers.contains("=_="));
}

#[test]
fn the_oracle_and_the_big_integer_reference_agree_on_small_boards() {
    stress::run(
        "coloring-game/reference",
        2_000,
        |rng: &mut Rng| generate(rng, Size::Small),
        |input| if oracle(input) == bignum_reference(input) { Ok(()) } else { Err("disagree".into()) },
    );
}

#[test]
fn sample_answers() {
    let sample = "3\n2 3\nHHH\nHHH\n2 3\nHHH\nTTH\n2 1\nT\nH\n";
    assert_eq!(solve(sample.as_bytes()).unwrap(), "=_=\n-_-\n-_-\n");
}

#[test]
fn coins_other_than_h_are_read_as_tails_though_they_are_not_legal_input() {
    // The statement allows only `H` and `T`, so no judge or generated case has
    // another byte; the solution still reads any non-`H` coin as tails.
    let lenient = "3\n2 2\nxH\nH.\n1 3\nhhh\n2 2\n00\n00\n";
    let strict = "3\n2 2\nTH\nHT\n1 3\nTTT\n2 2\nTT\nTT\n";
    assert!(coloring_game::validator::validate(lenient.as_bytes()).is_err());
    assert_eq!(coloring_game::validator::validate(strict.as_bytes()), Ok(()));
    assert_eq!(solve(lenient.as_bytes()).unwrap(), solve(strict.as_bytes()).unwrap());
    assert_eq!(solve(strict.as_bytes()).unwrap(), oracle(strict));
}

#[test]
fn crlf_blank_lines_and_extra_spaces_give_the_same_answer() {
    checks::assert_whitespace_tolerant(solve, "3\n2 3\nHHH\nHHH\n2 3\nHHH\nTTH\n2 1\nT\nH\n");
}

#[test]
fn bad_input_is_rejected_with_a_clear_message() {
    let cases: &[(&str, &str)] = &[
        ("", "expected the number of games T, found end of input"),
        ("0", "the number of games T = 0 is outside 1..=50"),
        ("51", "the number of games T = 51 is outside 1..=50"),
        ("x", "expected the number of games T, found \"x\""),
        ("1\n0 3\n", "game 1: the row count n = 0 is outside 1..=100"),
        ("1\n101 3\n", "game 1: the row count n = 101 is outside 1..=100"),
        ("1\n2 101\n", "game 1: the column count m = 101 is outside 1..=100"),
        ("1\n2 -3\n", "game 1: expected the column count m, found \"-3\""),
        ("1\n2 3\nHHH\n", "game 1 row 2: expected a row of coins, found end of input"),
        ("1\n2 3\nHHH\nHH\n", "game 1 row 2: expected 3 coins, found 2 (\"HH\")"),
        ("1\n1 3\nHHHH\n", "game 1 row 1: expected 3 coins, found 4 (\"HHHH\")"),
        ("2\n1 1\nT\n", "game 2: expected the row count n, found end of input"),
        ("1\n1 1\nT\nT\n", "unexpected trailing input \"T\""),
    ];
    checks::assert_rejects(solve, cases);
}
