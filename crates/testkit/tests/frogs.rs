//! frogs: the value table and the outcome rule derived by exhaustive play,
//! stress against subset enumeration, large data sets against two plain
//! counters, and bad input.

use std::fmt::Write;
use testkit::frogs::{
    cell_moves, derive_values, dp_counter, generate, generate_balanced, generate_mid, oracle, plain_counter, play,
    reachable, rule, show, strip, strip_moves, strip_values, value_of, Player, Value, START,
};
use testkit::rng::Rng;
use testkit::solutions::frogs::{solve, CLASS_NAMES, STRIPS};
use testkit::{checks, stress, Size};

#[test]
fn exactly_23_states_are_reachable_and_each_has_one_listed_value() {
    let derived = derive_values();
    assert_eq!(derived.len(), 23);
    assert!(derived.iter().any(|(strip, _)| show(strip) == START));
    for (strip, values) in &derived {
        assert_eq!(values.len(), 1, "{} equals {:?}", show(strip), values);
    }
    // Every value class occurs, so the comparison below covers them all.
    let classes: std::collections::BTreeSet<Value> = derived.iter().map(|(_, values)| values[0]).collect();
    assert_eq!(classes.len(), Value::ALL.len());
}

/// The tables the searches read (every strip of the three symbols) give
/// what the plain move rule and the derived values give.
#[test]
fn the_searches_tables_agree_with_the_move_rule_and_the_derived_values() {
    let mut strips = 0;
    for index in 0..243usize {
        let strip: [u8; 5] = std::array::from_fn(|cell| b"_LR"[index / 3usize.pow(4 - cell as u32) % 3]);
        for player in [Player::Left, Player::Right] {
            assert_eq!(&*strip_moves(&strip, player), cell_moves(&strip, player).as_slice(), "{}", show(&strip));
        }
        strips += 1;
    }
    assert_eq!(strips, 243);
    for (strip, &value) in strip_values() {
        assert_eq!(value_of(strip), value, "{}", show(strip));
    }
    // A strip of other symbols is listed by the rule itself.
    let odd: [u8; 5] = *b"L_xR_";
    assert_eq!(&*strip_moves(&odd, Player::Left), cell_moves(&odd, Player::Left).as_slice());
}

#[test]
fn the_solution_table_is_the_derived_table() {
    let derived = strip_values();
    assert_eq!(STRIPS.len(), derived.len());
    for (name, class) in STRIPS {
        let strip = testkit::frogs::strip(name);
        let value = derived.get(&strip).unwrap_or_else(|| panic!("{} is not reachable", name));
        assert_eq!(CLASS_NAMES[class], value.name(), "{}", name);
    }
}

#[test]
fn snapshot_of_the_derived_value_table() {
    let mut text = String::from("State  value (G - value is a second-player win)\n");
    for (strip, values) in derive_values() {
        writeln!(text, "{}  {}", show(&strip), values[0].name()).unwrap();
    }
    insta::assert_snapshot!(text);
}

#[test]
fn the_outcome_rule_matches_minimax_on_random_sums() {
    let states = reachable();
    let checked = stress::run(
        "frogs/rule",
        2_500,
        |rng: &mut Rng| {
            let strips = rng.usize(0, 7);
            (0..strips).map(|_| show(rng.pick(&states))).collect::<Vec<_>>().join(" ")
        },
        |sum| {
            let strips: Vec<_> = sum.split_whitespace().map(testkit::frogs::strip).collect();
            let values: Vec<Value> = strips.iter().map(|strip| strip_values()[strip]).collect();
            let (by_rule, by_play) = (rule(&values), play(&strips));
            if by_rule == by_play {
                Ok(())
            } else {
                Err(format!("values {:?}: the rule says {:?}, minimax says {:?}", values, by_rule, by_play))
            }
        },
    );
    assert_eq!(checked, 2_500);
}

#[test]
fn stress_small_and_edge_against_subset_enumeration() {
    let check = |input: &str| stress::compare(solve, input, &oracle(input));
    let cases = stress::run_sizes("frogs", &[(Size::Small, 8_000), (Size::Edge, 2_000)], generate, check);
    assert_eq!(cases, 10_000);
}

#[test]
fn the_counters_agree_with_subset_enumeration() {
    stress::run(
        "frogs/counters",
        1_000,
        |rng: &mut Rng| generate(rng, Size::Small),
        |input| {
            let expected = oracle(input);
            for (name, answer) in [("dp", dp_counter(input)), ("plain", plain_counter(input))] {
                if answer != expected {
                    return Err(format!("the {} counter says\n{}the oracle says\n{}", name, answer, expected));
                }
            }
            Ok(())
        },
    );
}

#[test]
fn large_data_sets_against_the_convolution_counter() {
    let check = |input: &str| {
        let expected = dp_counter(input);
        stress::compare(solve, input, &expected)?;
        if plain_counter(input) != expected {
            return Err("the plain counter disagrees with the convolution counter".into());
        }
        Ok(())
    };
    stress::run("frogs/mid", 300, |rng: &mut Rng| generate_mid(rng, 300), check);
    stress::run("frogs/large", 12, |rng: &mut Rng| generate_mid(rng, 3_000), check);
}

/// Every way the solution splits its long sum (crates/frogs/README.md,
/// "Counting"), made on purpose and long enough to cross block boundaries,
/// each with P odd and even (k = P/2 pairs with itself) and both parities of
/// Q and of the pivot: (P, Q, pivot) = single terms only, starting where S is
/// 0 or 1; single terms only, from k = 0; both ends clipped (all pairs);
/// pairs with single terms below them; pairs with single terms above them.
#[test]
fn each_shape_of_the_long_sum_against_the_plain_counter() {
    let shapes = [
        (5_000, 1_000, 1_500),
        (5_000, 5_000, 3_000),
        (1_000, 5_000, 3_000),
        (3_000, 6_000, 4_000),
        (3_000, 2_000, 4_400),
    ];
    let mut data_sets = Vec::new();
    for (p, q, pivot) in shapes {
        for (p, q, pivot) in [p, p + 1]
            .into_iter()
            .flat_map(|p| [q, q + 1].into_iter().map(move |q| (p, q)))
            .flat_map(|(p, q)| [pivot, pivot + 1].into_iter().map(move |pivot| (p, q, pivot)))
        {
            // pivot = d + 2b: as many −1/2 as fit (d ≡ pivot mod 2), the rest −1.
            let minus_halves = q.min(pivot) - (pivot - q.min(pivot)) % 2;
            let minus_ones = (pivot - minus_halves) / 2;
            assert!(minus_ones <= p);
            let counts = [
                ("LRRL_", p - minus_ones),
                ("R_RLL", minus_ones),
                ("RL_LR", q - minus_halves),
                ("LR_RL", minus_halves),
            ];
            data_sets.push(
                counts.iter().filter(|(_, count)| *count > 0).map(|(name, count)| (strip(name), *count)).collect(),
            );
        }
    }
    let input = testkit::frogs::write(&data_sets);
    stress::compare(solve, &input, &plain_counter(&input)).unwrap();
}

#[test]
#[ignore = "about a minute in a debug build; CI runs it in its --ignored step"]
fn max_size_data_sets_against_the_plain_counter() {
    let check = |input: &str| stress::compare(solve, input, &plain_counter(input));
    stress::run("frogs/max", 2, |rng: &mut Rng| generate(rng, Size::Max), check);
    stress::run("frogs/balanced", 1, generate_balanced, check);
}

#[test]
fn sample_answers() {
    assert_eq!(solve(b"0 1\n1\nLL_RR 1\n").unwrap(), "0 0 1 1\n");
    assert_eq!(solve(b"0 1\n3\nLRRL_ 1\nLRR_L 1\nLLR_R 1\n").unwrap(), "4 2 0 2\n");
    assert_eq!(solve(b"0 1\n1\nLRRL_ 1000000\n").unwrap(), "421273116 0 0 1\n");
}

#[test]
fn crlf_blank_lines_and_extra_spaces_give_the_same_answer() {
    checks::assert_whitespace_tolerant(solve, "0 2\n3\nLRRL_ 1\nLRR_L 1\nLLR_R 1\n1\nLL_RR 5\n");
}

#[test]
fn any_test_id_up_to_10_18_is_read_and_ignored_though_only_0_to_1000_is_legal() {
    let body = "2\n3\nLRRL_ 1\nLRR_L 1\nLLR_R 1\n1\nLL_RR 5\n";
    let answer = solve(format!("0 {}", body).as_bytes()).unwrap();
    for id in ["1000", "1001", "123456789", "1000000000000000000"] {
        let input = format!("{} {}", id, body);
        assert_eq!(testkit::frogs::validator::validate(input.as_bytes()).is_ok(), id == "1000", "id {}", id);
        assert_eq!(solve(input.as_bytes()).unwrap(), answer, "id {}", id);
    }
}

#[test]
fn bad_input_is_rejected_with_a_clear_message() {
    let cases: &[(&str, &str)] = &[
        ("", "expected the test id, found end of input"),
        ("0", "expected the number of data sets C, found end of input"),
        ("0 0", "the number of data sets C = 0 is outside 1..=1000000000000000000"),
        ("0 101", "data set 1: expected the number of states n, found end of input"),
        ("0 1\n0\n", "data set 1: the number of states n = 0 is outside 1..=23"),
        ("0 1\n24\n", "data set 1: the number of states n = 24 is outside 1..=23"),
        ("0 1\n1\nLLLL_ 1\n", "data set 1 state 1: \"LLLL_\" is not a state reachable from LL_RR"),
        ("0 1\n1\nLL_RL 1\n", "data set 1 state 1: \"LL_RL\" is not a state reachable from LL_RR"),
        ("0 1\n1\nLL_R 1\n", "data set 1 state 1: \"LL_R\" is not a 5-cell state"),
        ("0 1\n1\nLL_RRR 1\n", "data set 1 state 1: \"LL_RRR\" is not a 5-cell state"),
        ("0 1\n1\nLL_RR 0\n", "data set 1 state 1: the state's count a = 0 is outside 1..=1000000"),
        ("0 1\n1\nLL_RR 1000001\n", "data set 1 state 1: the state's count a = 1000001 is outside 1..=1000000"),
        ("0 1\n1\nLL_RR -1\n", "data set 1 state 1: expected the state's count a, found \"-1\""),
        ("0 1\n2\nLL_RR 1\nLL_RR 2\n", "data set 1 state 2: LL_RR is given twice"),
        ("0 1\n2\nLL_RR 600000\nLRRL_ 600000\n", "data set 1: the counts add up to 1200000 so far, over 1000000"),
        ("0 1\n2\nLL_RR 1\n", "data set 1 state 2: expected a state, found end of input"),
        ("0 1\n1\nLL_RR\n", "data set 1 state 1: expected the state's count a, found end of input"),
        ("0 2\n1\nLL_RR 1\n", "data set 2: expected the number of states n, found end of input"),
        ("0 1\n1\nLL_RR 1\nx", "unexpected trailing input \"x\""),
    ];
    checks::assert_rejects(solve, cases);
}

/// More data sets (C ≤ 100) than the statement allows are answered; the
/// validator refuses them.
#[test]
fn counts_past_the_statement_are_answered() {
    let one = "2\nLRRL_ 3\nLL_RR 5\n";
    let answer = solve(format!("0 1\n{}", one).as_bytes()).unwrap();
    let many = format!("0 101\n{}", one.repeat(101));
    checks::assert_answers_past_the_statement(
        solve,
        testkit::frogs::validator::validate,
        &[(&many, answer.repeat(101))],
    );
}
