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
        ("0", "the number of games T = 0 is outside 1..=1000000000000000000"),
        ("51", "game 1: expected the row count n, found end of input"),
        ("x", "expected the number of games T, found \"x\""),
        ("1\n0 3\n", "game 1: the row count n = 0 is outside 1..=1000000000000000000"),
        ("1\n101 3\n", "game 1: n·m = 101·3 coins are more than the input holds"),
        ("1\n1000000000 1000000000\nH\n", "game 1: n·m = 1000000000·1000000000 coins are more than the input holds"),
        ("1\n2 101\n", "game 1: n·m = 2·101 coins are more than the input holds"),
        ("1\n2 -3\n", "game 1: expected the column count m, found \"-3\""),
        ("1\n2 3\nHHH\n", "game 1 row 2: expected a row of coins, found end of input"),
        ("1\n2 3\nHHH\nHH\n", "game 1 row 2: expected 3 coins, found 2 (\"HH\")"),
        ("1\n1 3\nHHHH\n", "game 1 row 1: expected 3 coins, found 4 (\"HHHH\")"),
        ("2\n1 1\nT\n", "game 2: expected the row count n, found end of input"),
        ("1\n1 1\nT\nT\n", "unexpected trailing input \"T\""),
    ];
    checks::assert_rejects(solve, cases);
}

/// The flip sets the oracle and the rules play by (Redelmeier's enumeration)
/// are exactly the sets the rule allows, each once: against every subset of
/// the corner's upper-left rectangle, filtered by a plain connectivity check,
/// for every corner of every board the oracle covers.
#[test]
fn the_enumerated_flip_sets_are_every_legal_set_once() {
    use testkit::coloring_game::{flip_sets, is_connected};
    for (rows, columns) in oracle_shapes() {
        let enumerated = flip_sets(rows, columns);
        for (corner, sets) in enumerated.iter().enumerate() {
            let (corner_row, corner_column) = (corner / columns, corner % columns);
            let others: Vec<usize> = (0..=corner_row)
                .cartesian_product(0..=corner_column)
                .map(|(row, column)| row * columns + column)
                .filter(|&cell| cell != corner)
                .collect();
            let mut expected: Vec<u32> = others
                .into_iter()
                .powerset()
                .map(|members| members.iter().fold(1u32 << corner, |set, &member| set | 1 << member))
                .filter(|&set| is_connected(set, corner, columns))
                .collect();
            let mut found = sets.clone();
            expected.sort_unstable();
            found.sort_unstable();
            let distinct = found.iter().dedup().count();
            assert_eq!(distinct, found.len(), "{}×{}, corner {}: a set enumerated twice", rows, columns, corner);
            assert_eq!(found, expected, "{}×{}, corner {}", rows, columns, corner);
        }
    }
}

/// The winning flips `cargo explain` builds: for every coin of every board
/// the oracle covers and every target below the coin's value, the cells
/// lie in the coin's upper-left, are 4-connected with it, and flipping them
/// with the coin alone leaves a position the oracle values at the target.
#[test]
fn the_built_flips_are_worth_their_target_by_the_oracle() {
    use testkit::coloring_game::rules::flips_worth;
    use testkit::ground::Wide;
    let tables = all_position_values();
    let mut built = 0;
    for (rows, columns) in oracle_shapes() {
        let table = &tables[&(rows, columns)];
        for (row, column) in (0..rows).cartesian_product(0..columns) {
            let value = 1u64 << claimed_exponent(row, column);
            for target in 0..value {
                let cells = flips_worth(row, column, Wide([target, 0, 0, 0])).unwrap_or_else(|| {
                    panic!("{}×{}, coin {},{}: nothing worth {}", rows, columns, row, column, target)
                });
                check_flip_set(row, column, &cells);
                let position = cells.iter().fold(0usize, |position, &(r, c)| position | 1 << (r * columns + c));
                assert_eq!(
                    u64::from(table[position]),
                    target,
                    "{}×{}, coin {},{}: {:?}",
                    rows,
                    columns,
                    row,
                    column,
                    cells
                );
                built += 1;
            }
        }
    }
    println!("{} flips built and valued by the oracle", built);
}

/// The cells lie in the upper-left of (row, column), are distinct, and are
/// 4-connected together with it.
fn check_flip_set(row: usize, column: usize, cells: &[(usize, usize)]) {
    let mut all: Vec<(usize, usize)> = cells.to_vec();
    all.push((row, column));
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), cells.len() + 1, "coin {},{}: a cell twice in {:?}", row, column, cells);
    assert!(all.iter().all(|&(r, c)| r <= row && c <= column), "coin {},{}: {:?}", row, column, cells);
    let mut reached = vec![(row, column)];
    let mut frontier = vec![(row, column)];
    while let Some((r, c)) = frontier.pop() {
        for next in [(r + 1, c), (r, c + 1), (r.wrapping_sub(1), c), (r, c.wrapping_sub(1))] {
            if all.contains(&next) && !reached.contains(&next) {
                reached.push(next);
                frontier.push(next);
            }
        }
    }
    assert_eq!(reached.len(), all.len(), "coin {},{}: {:?} is not connected", row, column, cells);
}

/// On boards up to 100×100, beyond the oracle: random coins and targets
/// below their value (2^198 at most); the cells are worth the target by the
/// write-up's values and form a legal flip set with the coin.
#[test]
fn the_built_flips_are_worth_their_target_on_large_boards() {
    use testkit::coloring_game::rules::{flips_worth, worth};
    use testkit::ground::Wide;
    let mut rng = Rng::new(0xC01);
    for _ in 0..3_000 {
        let (row, column) = match rng.usize(0, 3) {
            0 => (rng.usize(0, 99), rng.usize(0, 1)),
            1 => (rng.usize(0, 1), rng.usize(0, 99)),
            _ => (rng.usize(0, 99), rng.usize(0, 99)),
        };
        let exponent = claimed_exponent(row, column);
        let mut target = Wide([rng.next_u64(), rng.next_u64(), rng.next_u64(), rng.next_u64()]);
        for bit in exponent..256 {
            if target.0[bit / 64] >> (bit % 64) & 1 == 1 {
                target = target ^ Wide::power(bit);
            }
        }
        let cells = flips_worth(row, column, target)
            .unwrap_or_else(|| panic!("coin {},{}: nothing worth {:?}", row, column, target));
        check_flip_set(row, column, &cells);
        assert_eq!(worth(&cells), target, "coin {},{}: {:?}", row, column, cells);
    }
}

/// More games (T ≤ 50) and larger boards (n, m ≤ 100) than the statement
/// allows are answered; the validator refuses them. All heads: no move, the
/// first player loses; a single tails coin in the corner: the first player
/// flips it and wins.
#[test]
fn counts_past_the_statement_are_answered() {
    let games = format!("51\n{}", "1 1\nT\n".repeat(51));
    let heads = format!("1\n101 150\n{}", format!("{}\n", "H".repeat(150)).repeat(101));
    let corner = format!("1\n150 101\nT{}\n{}", "H".repeat(100), format!("{}\n", "H".repeat(101)).repeat(149));
    checks::assert_answers_past_the_statement(
        solve,
        coloring_game::validator::validate,
        &[(&games, "-_-\n".repeat(51)), (&heads, "=_=\n".to_string()), (&corner, "-_-\n".to_string())],
    );
}
