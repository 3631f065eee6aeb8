//! ring-grid-game: stress against the exhaustive single-piece search, the
//! O(m) ring composition against the plain O(m²) chain walk on mid-size
//! boards, and bad input.

use testkit::ring_grid_game::{
    cell_values, generate, generate_mid, oracle, parse, random_board, slow_cell_values, slow_reference, Board,
    PieceGame,
};
use testkit::rng::{case_seed, Rng};
use testkit::solutions::ring_grid_game::solve;
use testkit::{checks, stress, Size};

#[test]
fn stress_small_and_edge_against_the_oracle() {
    let check = |input: &str| {
        let expected = oracle(input);
        stress::compare(solve, input, &expected)?;
        let slow = slow_reference(input);
        if slow != expected {
            return Err(format!("the O(m²) reference says\n{}the oracle says\n{}", slow, expected));
        }
        Ok(())
    };
    let cases = stress::run_sizes("ring-grid-game", &[(Size::Small, 8_000), (Size::Edge, 2_000)], generate, check);
    assert_eq!(cases, 10_000);
}

#[test]
fn obstacle_free_rows_are_common_in_the_stress_data() {
    let mut rows = 0;
    let mut ring_rows = 0;
    for index in 0..1_000 {
        for board in parse(&generate(&mut Rng::new(index), Size::Small)) {
            rows += board.rows();
            ring_rows += board.cells.iter().filter(|row| !row.contains(&b'#')).count();
        }
    }
    assert!(ring_rows * 3 > rows, "{} of {} rows are obstacle-free", ring_rows, rows);
}

#[test]
fn mid_size_boards_against_the_quadratic_reference() {
    const INPUTS: u64 = 150;
    let boards: usize = (0..INPUTS)
        .map(|index| parse(&generate_mid(&mut Rng::new(case_seed("ring-grid-game/mid", index)))).len())
        .sum();
    stress::run("ring-grid-game/mid", INPUTS, generate_mid, |input| {
        stress::compare(solve, input, &slow_reference(input))
    });
    assert!(boards >= 200, "only {} boards", boards);
    println!("{} mid-size boards (up to 60×60) in {} inputs agree with the O(m²) reference", boards, INPUTS);
}

/// `cell_values` (the testkit's O(n·m) valuation, which `cargo explain`
/// uses on boards too large for the oracle) as `Option<usize>`s.
fn linear_values(board: &Board) -> Vec<Vec<Option<usize>>> {
    cell_values(board).into_iter().map(|row| row.into_iter().map(|value| value.map(usize::from)).collect()).collect()
}

#[test]
fn the_linear_cell_values_agree_with_the_walk_and_the_oracle() {
    // Against the oracle: every cell of small and edge boards, a piece put there.
    stress::run_sizes("ring-grid-game/cells", &[(Size::Small, 1_500), (Size::Edge, 500)], generate, |input| {
        for board in parse(input) {
            let linear = linear_values(&board);
            let mut game = PieceGame::new(&board);
            for (row, values) in linear.iter().enumerate() {
                for (column, &value) in values.iter().enumerate() {
                    let searched =
                        (board.cells[row][column] != b'#').then(|| game.value(row, column, game.bit(row, column)));
                    if value != searched {
                        return Err(format!(
                            "cell {},{}: the oracle says {:?}, the linear valuation {:?}",
                            row + 1,
                            column + 1,
                            searched,
                            value
                        ));
                    }
                }
            }
        }
        Ok(())
    });
    // Against the O(m²) walk: mid-size boards, and single long rows (rings
    // and rows with one obstacle) over random rows below.
    let shapes = [(60, 60), (2, 997), (3, 1000), (40, 7), (2, 2), (5, 1)];
    stress::run(
        "ring-grid-game/linear",
        200,
        |rng: &mut Rng| {
            let (rows, columns) = *rng.pick(&shapes);
            let columns = rng.usize(1, columns);
            let rows = rng.usize(1, rows);
            testkit::ring_grid_game::write_boards(&[random_board(rng, rows, columns)])
        },
        |input| {
            for board in parse(input) {
                if linear_values(&board) != slow_cell_values(&board) {
                    return Err("the linear valuation differs from the O(m²) walk".to_string());
                }
            }
            Ok(())
        },
    );
}

#[test]
fn every_value_lies_in_0_to_3() {
    stress::run("ring-grid-game/range", 50, generate_mid, |input| {
        let worst = parse(input).iter().flat_map(slow_cell_values).flatten().flatten().max();
        if worst.unwrap_or(0) <= 3 {
            Ok(())
        } else {
            Err(format!("a cell has value {:?}", worst))
        }
    });
}

#[test]
fn sample_answers() {
    let sample = "4\n2 3\nB..\n...\n1 1\nB\n2 2\nBB\nBB\n3 4\nB.#.\n..B.\n#...\n";
    assert_eq!(solve(sample.as_bytes()).unwrap(), "A\nB\nB\nA\n");
}

#[test]
fn crlf_blank_lines_and_extra_spaces_give_the_same_answer() {
    checks::assert_whitespace_tolerant(solve, "4\n2 3\nB..\n...\n1 1\nB\n2 2\nBB\nBB\n3 4\nB.#.\n..B.\n#...\n");
}

#[test]
fn bad_input_is_rejected_with_a_clear_message() {
    let cases: &[(&str, &str)] = &[
        ("", "expected the number of tests T, found end of input"),
        ("0", "the number of tests T = 0 is outside 1..=1000000000000000000"),
        ("1\n0 1\n", "test 1: the row count n = 0 is outside 1..=1000000000000000000"),
        ("1\n1 0\n", "test 1: the column count m = 0 is outside 1..=1000000000000000000"),
        ("1\n1 1001\n...\n", "test 1: n·m = 1·1001 cells are more than the input holds"),
        (
            "1\n1000000000000000000 1000000000000000000\n",
            "test 1: n·m = 1000000000000000000·1000000000000000000 cells are more",
        ),
        ("1\n2 2\nB.\n", "test 1 row 2: expected a row of cells, found end of input"),
        ("1\n2 2\nB.\n...\n", "test 1 row 2: expected 2 cells, found 3"),
        ("1\n1 3\nB.x\n", "test 1 row 1: 'x' is not one of '#', 'B', '.'"),
        ("1\n1 3\nb..\n", "test 1 row 1: 'b' is not one of '#', 'B', '.'"),
        ("1\n1 a\n", "test 1: expected the column count m, found \"a\""),
        ("2\n1 1\nB\n", "test 2: expected the row count n, found end of input"),
        ("1\n1 1\nB\n.\n", "unexpected trailing input \".\""),
    ];
    checks::assert_rejects(solve, cases);
}

/// More tests, longer sides (n, m ≤ 1000) and larger sums of n and of m (≤
/// 4000) than the statement allows are answered; the validator refuses them.
/// A piece alone at the top of a column of k cells can only go down: k − 1
/// moves, so A wins iff k − 1 is odd. A ring of m cells with one piece: it
/// goes round one way, m − 1 moves.
#[test]
fn counts_past_the_statement_are_answered() {
    let tests = format!("4001\n{}", "1 1\nB\n".repeat(4001));
    let column = |cells: usize| format!("1\n{} 1\nB\n{}", cells, ".\n".repeat(cells - 1));
    let ring = |cells: usize| format!("1\n1 {}\nB{}\n", cells, ".".repeat(cells - 1));
    let tall = format!("5\n{}", format!("1000 1\n{}", ".\n".repeat(1000)).repeat(5));
    checks::assert_answers_past_the_statement(
        solve,
        testkit::ring_grid_game::validator::validate,
        &[
            (&tests, "B\n".repeat(4001)),
            (&column(1001), "B\n".to_string()),
            (&column(1002), "A\n".to_string()),
            (&ring(1001), "B\n".to_string()),
            (&ring(1002), "A\n".to_string()),
            (&tall, "B\n".repeat(5)),
        ],
    );
}
