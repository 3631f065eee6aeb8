//! The editorials' lemmas, one test each (each crate's README.md and
//! README.zh.md name the test beside the lemma it checks). Each lemma is a
//! claim about finite objects, checked here against the rules played as
//! written (the testkit's move generators and exhaustive searches), never
//! against the solutions.

use std::collections::{BTreeSet, HashMap, HashSet};
use testkit::board_game;
use testkit::coloring_game::{self, claimed_exponent, flip_sets_of};
use testkit::frogs::{self, Value};
use testkit::ground::mex;
use testkit::master_duel::table::stones_on_steps as steps;
use testkit::master_duel::{self, COLUMNS};
use testkit::ring_grid_game::{self, PieceGame};
use testkit::rng::Rng;
use testkit::Size;

// ---------------------------------------------------------------- coloring-game

fn lowbit(x: u64) -> u64 {
    x & x.wrapping_neg()
}

/// The ruler game: the options of coin k are the XORs lowbit(a) ⊕ … ⊕
/// lowbit(k − 1) for 1 ≤ a ≤ k (a = k: coin k alone, the empty XOR 0); they
/// take every value below lowbit(k) and never lowbit(k) itself (some are
/// larger), so coin k is worth lowbit(k). The proof's step: the prefix XOR of
/// lowbit is the Gray code n ⊕ (n >> 1), a bijection of [0, 2^t) onto itself.
/// For every k up to 2^12.
#[test]
fn coloring_ruler_options() {
    const MOST: u64 = 1 << 12;
    let mut prefix = 0;
    for n in 1..=MOST {
        prefix ^= lowbit(n);
        assert_eq!(prefix, n ^ (n >> 1), "the prefix XOR up to {}", n);
    }
    for t in 0..=12 {
        let images: HashSet<u64> = (0..1u64 << t).map(|n| n ^ (n >> 1)).collect();
        assert!(images.len() == 1 << t && images.iter().all(|&image| image < 1 << t), "Gray code on [0, 2^{})", t);
    }
    for k in 1..=MOST {
        let mut options = BTreeSet::new();
        let mut xor = 0;
        options.insert(0);
        for a in (1..k).rev() {
            xor ^= lowbit(a);
            options.insert(xor);
        }
        assert!((0..lowbit(k)).all(|value| options.contains(&value)), "ruler coin {}: {:?}", k, options);
        assert!(!options.contains(&lowbit(k)), "ruler coin {}: {:?}", k, options);
    }
}

/// The value the editorial gives the single coin on (row, column), 0-based.
fn coin_value(row: usize, column: usize) -> u64 {
    1 << claimed_exponent(row, column)
}

/// The values of the options of a single tails coin on (row, column): for
/// each flip set, the XOR of the other coins it turns to tails.
fn single_coin_options(row: usize, column: usize) -> BTreeSet<u64> {
    flip_sets_of(row, column, usize::MAX)
        .iter()
        .map(|set| set.iter().filter(|&&cell| cell != (row, column)).fold(0, |xor, &(r, c)| xor ^ coin_value(r, c)))
        .collect()
}

/// Every coin whose upper-left rectangle has at most 15 cells (so every coin
/// of every board of at most 15 cells), the coins before it valued by the
/// table: an inside coin's options are exactly 0 … 2^(i+j) − 1, and an edge
/// coin's take every value below its table value v and never v; so the
/// table is the mex of its options at every coin (by induction over the
/// coins in reading order, the table is the game's values).
#[test]
fn coloring_interior_options() {
    let mut coins = 0;
    for row in 0..15 {
        for column in 0..15 {
            if (row + 1) * (column + 1) > 15 {
                continue;
            }
            let value = coin_value(row, column);
            let options = single_coin_options(row, column);
            if row > 0 && column > 0 {
                assert_eq!(options, (0..value).collect(), "the options of coin ({}, {})", row, column);
            } else {
                assert!((0..value).all(|below| options.contains(&below)), "coin ({}, {}): {:?}", row, column, options);
                assert!(!options.contains(&value), "coin ({}, {}): {:?}", row, column, options);
            }
            coins += 1;
        }
    }
    assert_eq!(coins, 45);
}

/// The interior proof's step, for i, j ≥ 2: with S′ any flip set of
/// (i − 1, j), S′ + c gives the upper half [2^(i+j−1), 2^(i+j)) and
/// S′ + c + (i, j − 1) the lower half [0, 2^(i+j−1)), both flip sets of c.
#[test]
fn coloring_interior_halves() {
    for (row, column) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)] {
        let half = 1u64 << (row + column - 1);
        let corner = (row, column);
        let sets: HashSet<Vec<(usize, usize)>> = flip_sets_of(row, column, usize::MAX)
            .into_iter()
            .map(|mut set| {
                set.sort_unstable();
                set
            })
            .collect();
        let (mut upper, mut lower) = (BTreeSet::new(), BTreeSet::new());
        for above in flip_sets_of(row - 1, column, usize::MAX) {
            let option: u64 =
                above.iter().filter(|&&cell| cell != (row - 1, column)).fold(0, |xor, &(r, c)| xor ^ coin_value(r, c));
            for (extra, into) in [(vec![corner], &mut upper), (vec![corner, (row, column - 1)], &mut lower)] {
                let mut set: Vec<(usize, usize)> = above.iter().copied().chain(extra.iter().copied()).collect();
                set.sort_unstable();
                assert!(sets.contains(&set), "{:?} is a flip set of {:?}", set, corner);
                into.insert(set.iter().filter(|&&cell| cell != corner).fold(0, |xor, &(r, c)| xor ^ coin_value(r, c)));
            }
            assert!(option < half, "an option of ({}, {}) is below 2^(i+j−1)", row - 1, column);
        }
        assert_eq!(upper, (half..2 * half).collect::<BTreeSet<u64>>(), "upper half of {:?}", corner);
        assert_eq!(lower, (0..half).collect::<BTreeSet<u64>>(), "lower half of {:?}", corner);
    }
}

/// The base case, row 1 (column 1 is its mirror), for j ≥ 3: the sets
/// {c} ∪ (0, a..j) ∪ B, with B any cells of (1, a..j − 2), for a = 0, 1, 2,
/// and for a = 1 also with (1, 0) and (1, 1) in, are flip sets of c = (1, j)
/// without (1, j − 1), and their options cover the lower half [0, 2^j) (the
/// residues of g(j + 1) ⊕ g(a) that a = 0, 1, 2 leave free); the upper half
/// is S′ + c for the flip sets S′ of (1, j − 1), as inside.
#[test]
fn coloring_row_one() {
    for column in 3..=6usize {
        let corner = (1, column);
        let sets: HashSet<Vec<(usize, usize)>> = flip_sets_of(1, column, usize::MAX)
            .into_iter()
            .map(|mut set| {
                set.sort_unstable();
                set
            })
            .collect();
        let mut lower = BTreeSet::new();
        for start in 0..=2usize {
            let free: Vec<(usize, usize)> = (start..column - 1).map(|k| (1, k)).collect();
            for chosen in 0..1u32 << free.len() {
                let bottom: Vec<(usize, usize)> =
                    (0..free.len()).filter(|bit| chosen >> bit & 1 == 1).map(|bit| free[bit]).collect();
                let mut variants = vec![bottom.clone()];
                if start == 1 && bottom.contains(&(1, 1)) {
                    variants.push(bottom.iter().copied().chain([(1, 0)]).collect());
                }
                for bottom in variants {
                    let mut set: Vec<(usize, usize)> =
                        (start..=column).map(|k| (0, k)).chain(bottom).chain([corner]).collect();
                    set.sort_unstable();
                    assert!(sets.contains(&set), "{:?} is a flip set of {:?}", set, corner);
                    assert!(!set.contains(&(1, column - 1)));
                    lower.insert(
                        set.iter().filter(|&&cell| cell != corner).fold(0, |xor, &(r, c)| xor ^ coin_value(r, c)),
                    );
                }
            }
        }
        assert!((0..1u64 << column).all(|value| lower.contains(&value)), "the lower half of {:?}: {:?}", corner, lower);
    }
}

/// Coin turning: on every board of at most 9 coins, every position's value
/// (searched over the positions as the rules play them) is the XOR of its
/// tails coins' single-coin values.
#[test]
fn coloring_sum_of_single_coins() {
    let mut positions = 0;
    for rows in 1..=9 {
        for columns in 1..=9 / rows {
            let values = coloring_game::position_values(rows, columns);
            for (tails, &value) in values.iter().enumerate() {
                let xor = (0..rows * columns)
                    .filter(|cell| tails >> cell & 1 == 1)
                    .fold(0, |xor, cell| xor ^ coin_value(cell / columns, cell % columns));
                assert_eq!(u64::from(value), xor, "{}×{} position {:b}", rows, columns, tails);
                positions += 1;
            }
        }
    }
    assert!(positions > 2_000, "{} positions", positions);
}

// ------------------------------------------------------------------ master-duel

/// A row is a staircase: every move (as the rules make it) takes j ≥ 1
/// stones from one step k ≥ 1 to step k − 1 and changes nothing else, and
/// each such (k, j) with j at most the stones on step k is exactly one move.
/// On all 2^20 rows.
#[test]
fn master_duel_a_move_is_a_staircase_move() {
    use rayon::prelude::*;
    (0..1u32 << COLUMNS).into_par_iter().for_each(|row| {
        let before = steps(row);
        let mut made = BTreeSet::new();
        for next in master_duel::moves(row) {
            let after = steps(next);
            let changed: Vec<usize> = (0..=COLUMNS).filter(|&step| before[step] != after[step]).collect();
            let [lower, upper] = changed[..] else { panic!("row {:020b}: a move changed steps {:?}", row, changed) };
            let moved = before[upper] - after[upper];
            assert!(
                upper == lower + 1 && after[upper] < before[upper] && after[lower] == before[lower] + moved,
                "row {:020b} to {:020b}",
                row,
                next
            );
            assert!(
                made.insert((upper, moved)),
                "row {:020b}: two moves take {} stones off step {}",
                row,
                moved,
                upper
            );
        }
        let every: usize = (1..=COLUMNS).map(|step| before[step] as usize).sum();
        assert_eq!(made.len(), every, "row {:020b}: every (step, count) is a move", row);
    });
}

/// Staircase Nim: with piles on steps 1, 2, …, a move takes any number of
/// coins from a step to the one below (step 0 is the floor), and the value is
/// the XOR of the piles on odd steps. Every staircase of 5 steps with piles
/// up to 3, searched.
#[test]
fn master_duel_staircase_nim_value() {
    const STEPS: usize = 6;
    fn value(piles: [u32; STEPS], memo: &mut HashMap<[u32; STEPS], u32>) -> u32 {
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let mut options = Vec::new();
        for step in 1..STEPS {
            for taken in 1..=piles[step] {
                let mut next = piles;
                next[step] -= taken;
                next[step - 1] += taken;
                options.push(value(next, memo) as usize);
            }
        }
        let found = mex(options) as u32;
        memo.insert(piles, found);
        found
    }
    let mut memo = HashMap::new();
    let mut staircases = 0;
    for code in 0..4u32.pow(STEPS as u32 - 1) {
        let mut piles = [0; STEPS];
        for (step, pile) in piles.iter_mut().enumerate().skip(1) {
            *pile = code / 4u32.pow(step as u32 - 1) % 4;
        }
        let odd = piles.iter().enumerate().filter(|(step, _)| step % 2 == 1).fold(0, |xor, (_, &pile)| xor ^ pile);
        assert_eq!(value(piles, &mut memo), odd, "staircase {:?}", piles);
        staircases += 1;
    }
    assert_eq!(staircases, 1024);
}

/// The brute force most write-ups give (every row a 20-bit mask, its value
/// the mex over its moves, 20 · 2^20 steps) agrees with the staircase's
/// value on every row: the XOR of the stone counts on odd steps.
#[test]
fn master_duel_brute_force_baseline() {
    let table = master_duel::row_values();
    for row in 0..1u32 << COLUMNS {
        assert_eq!(u64::from(table[row as usize]), master_duel::table::formula(row), "row {:020b}", row);
    }
}

// ------------------------------------------------------------------- board-game

/// The editorial's table: good[s] (the player who has just moved into s
/// wins) is end[s] or no empty cell c has good[s ∪ {c}]; the first player
/// wins iff some {c} is good. Against the game searched as the rules say,
/// on 300 small boards (up to 12 cells) and their patterns.
#[test]
fn board_game_good_states_decide_the_game() {
    for seed in 0..300 {
        let input = board_game::generate(&mut Rng::new(seed), Size::Small);
        let board = board_game::parse(&input);
        let (cells, placements) = (board.rows * board.columns, board_game::placements(&board));
        let searched = board_game::to_move_wins(cells, &placements, 0, &mut HashMap::default());
        assert_eq!(first_wins_by_good(&board), searched, "seed {}:\n{}", seed, input);
    }
}

/// end[] as the solution builds it: each placement's cells set, then closed
/// upwards (the state with a cell added gets the state without it), is
/// exactly "some pattern appears" on every state. On 300 small boards.
#[test]
fn board_game_end_is_the_placements_closed_upwards() {
    for seed in 0..300 {
        let input = board_game::generate(&mut Rng::new(seed), Size::Small);
        let board = board_game::parse(&input);
        let cells = board.rows * board.columns;
        let placements = board_game::placements(&board);
        let mut end = vec![false; 1 << cells];
        for &placement in &placements {
            end[placement] = true;
        }
        for cell in 0..cells {
            for state in 0..1usize << cells {
                if state >> cell & 1 == 1 && end[state & !(1 << cell)] {
                    end[state] = true;
                }
            }
        }
        for (state, &shown) in end.iter().enumerate() {
            assert_eq!(shown, board_game::shows_pattern(&placements, state), "seed {} state {:b}", seed, state);
        }
    }
}

/// Whether the first player wins by the editorial's table: good[s] (the
/// player who has just moved into s wins) is end[s] or no empty cell c has
/// good[s ∪ {c}]; the first player wins iff some {c} is good.
fn first_wins_by_good(board: &board_game::Board) -> bool {
    let cells = board.rows * board.columns;
    let placements = board_game::placements(board);
    let mut good = vec![false; 1 << cells];
    for state in (0..1usize << cells).rev() {
        good[state] = board_game::shows_pattern(&placements, state)
            || !(0..cells).any(|cell| state >> cell & 1 == 0 && good[state | 1 << cell]);
    }
    (0..cells).any(|cell| good[1 << cell])
}

/// No special case: a pattern of zeros only (not legal input; the statement
/// reads it as appearing after any move) makes every {c} good, so the first
/// player wins on every board; a pattern larger than the board never
/// appears, the board fills up, and the first player wins iff the cells are
/// odd (so a full board is good for whoever filled it), as the search finds.
#[test]
fn board_game_needs_no_special_case() {
    for (rows, columns) in board_game::shapes(12) {
        let zeros = board_game::parse(&format!("{} {} 1\n1 1\n0\n", rows, columns));
        assert!(first_wins_by_good(&zeros), "zeros on {}×{}", rows, columns);
        let larger = format!("{} {} 1\n{} 1\n{}", rows, columns, rows + 1, "1\n".repeat(rows + 1));
        let cells = rows * columns;
        assert_eq!(first_wins_by_good(&board_game::parse(&larger)), cells % 2 == 1, "{}", larger);
        assert_eq!(board_game::oracle(&larger).trim() == "Alice", cells % 2 == 1, "{}", larger);
    }
}

// ------------------------------------------------------------------------ frogs

/// The editorial's table of the 23 strips: exactly these are reachable from
/// `LL_RR` (moves of either player, in any order), and each has the value
/// listed, as derived by play (G − v a second-player win).
#[test]
fn frogs_twenty_three_strips() {
    let table: [(Value, &[&str]); 8] = [
        (Value::Zero, &["LLRR_", "LRLR_", "LRR_L", "LR_LR", "RLR_L", "RR_LL", "R_LLR", "R_LRL", "_LLRR", "_LRLR"]),
        (Value::Star, &["LL_RR", "LRL_R", "L_RLR"]),
        (Value::Up, &["L_LRR"]),
        (Value::Down, &["LLR_R"]),
        (Value::One, &["LRRL_", "RLRL_", "RRL_L"]),
        (Value::MinusOne, &["R_RLL", "_RLLR", "_RLRL"]),
        (Value::Half, &["RL_LR"]),
        (Value::MinusHalf, &["LR_RL"]),
    ];
    let listed: HashMap<String, Value> =
        table.iter().flat_map(|(value, strips)| strips.iter().map(move |strip| (strip.to_string(), *value))).collect();
    let reachable: BTreeSet<String> = frogs::reachable().iter().map(frogs::show).collect();
    assert_eq!(reachable.len(), 23);
    assert_eq!(reachable, listed.keys().cloned().collect::<BTreeSet<String>>());
    for (strip, values) in frogs::derive_values() {
        assert_eq!(values, vec![listed[&frogs::show(&strip)]], "{}", frogs::show(&strip));
    }
}

/// The outcome of a sum by its number part x, its stars k and d = #↑ − #↓
/// (the editorial's three cases), against minimax on every sum of up to 3
/// strips and 400 random sums of 4 to 6.
#[test]
fn frogs_outcome_of_a_sum() {
    let strips = frogs::reachable();
    let check = |chosen: &[frogs::Strip]| {
        let values: Vec<Value> = chosen.iter().map(frogs::value_of).collect();
        let shown: Vec<String> = chosen.iter().map(frogs::show).collect();
        assert_eq!(frogs::rule(&values), frogs::play(chosen), "{:?}", shown);
    };
    let mut sums = 0;
    for a in 0..strips.len() {
        for b in a..strips.len() {
            for c in b..strips.len() {
                check(&[strips[a], strips[b], strips[c]]);
                sums += 1;
            }
        }
    }
    let mut rng = Rng::new(23);
    for _ in 0..400 {
        let count = rng.usize(4, 6);
        let chosen: Vec<frogs::Strip> = (0..count).map(|_| strips[rng.usize(0, strips.len() - 1)]).collect();
        check(&chosen);
        sums += 1;
    }
    assert!(sums > 2_000);
}

fn binomial(n: u64, k: i64) -> u64 {
    if k < 0 || k as u64 > n {
        return 0;
    }
    let k = k as u64;
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}

/// The counting step: of A strips of +v and B of −v, the subsets whose kept
/// difference (kept positive minus kept negative) is t number
/// Σ_x C(A, x)·C(B, x − t) = C(A + B, B + t) (Vandermonde): choosing which
/// positives are kept and which negatives are dropped picks B + t of the
/// A + B strips. Every A, B ≤ 8 and t, against all 2^(A+B) subsets.
#[test]
fn frogs_vandermonde_counting() {
    for a in 0..=8u64 {
        for b in 0..=8u64 {
            let mut by_difference: HashMap<i64, u64> = HashMap::new();
            for subset in 0..1u64 << (a + b) {
                let positive = (subset & ((1 << a) - 1)).count_ones() as i64;
                let negative = (subset >> a).count_ones() as i64;
                *by_difference.entry(positive - negative).or_default() += 1;
            }
            for t in -(b as i64)..=a as i64 {
                let counted = by_difference.get(&t).copied().unwrap_or(0);
                let sum: u64 = (0..=a as i64).map(|x| binomial(a, x) * binomial(b, x - t)).sum();
                assert_eq!(counted, sum, "A {} B {} t {}", a, b, t);
                assert_eq!(counted, binomial(a + b, b as i64 + t), "A {} B {} t {}", a, b, t);
            }
        }
    }
}

// --------------------------------------------------------------- ring-grid-game

/// Values stay in 0..3: a piece that has just entered a row has at most three
/// options, so its value is at most 3; one going sideways (it has visited a
/// cell of its row) has at most two, so at most 2. Every cell of 400 small
/// boards, searched with the visited cells as the rules keep them.
#[test]
fn ring_grid_values_at_most_three() {
    let mut rng = Rng::new(3);
    let mut states = 0;
    for _ in 0..400 {
        let columns = rng.usize(1, 6);
        let rows = rng.usize(1, 20 / columns).min(4);
        let board = ring_grid_game::random_board(&mut rng, rows, columns);
        let mut game = PieceGame::new(&board);
        for row in 0..rows {
            for column in 0..columns {
                if board.cells[row][column] == b'#' {
                    continue;
                }
                let entered = game.bit(row, column);
                assert!(game.value(row, column, entered) <= 3);
                // Going left from the entry, then right: each arc of the row.
                for direction in [columns - 1, 1] {
                    let (mut at, mut visited) = (column, entered);
                    for _ in 1..columns {
                        at = (at + direction) % columns;
                        if board.cells[row][at] == b'#' || visited & game.bit(row, at) != 0 {
                            break;
                        }
                        visited |= game.bit(row, at);
                        assert!(game.value(row, at, visited) <= 2, "{:?} at ({}, {})", board.cells, row, at);
                        states += 1;
                    }
                }
            }
        }
    }
    assert!(states > 1_000, "{} states", states);
}

/// The step maps g_d: v ↦ mex{d, v} on {0, 1, 2, none} (none: no option);
/// d ≥ 2 and "no cell below" give one map, so three maps, and with the
/// identity they generate exactly 12 maps under composition; the pairs a walk
/// is summed up by (its steps composed last-outermost and last-innermost)
/// are 32.
#[test]
fn ring_grid_twelve_maps() {
    const NONE: usize = 3;
    type Map = [usize; 4];
    let step = |below: Option<usize>| -> Map {
        let mut map = [0; 4];
        for (input, image) in map.iter_mut().enumerate() {
            let options: Vec<usize> = below.into_iter().chain((input != NONE).then_some(input)).collect();
            *image = mex(options);
        }
        map
    };
    let maps: BTreeSet<Map> = [None, Some(0), Some(1), Some(2), Some(3)].into_iter().map(step).collect();
    assert_eq!(maps.len(), 3, "the distinct step maps: {:?}", maps);
    assert_eq!(step(Some(2)), step(None));
    let compose = |outer: Map, inner: Map| -> Map { inner.map(|value| outer[value]) };
    let identity: Map = [0, 1, 2, 3];
    let mut generated: BTreeSet<Map> = BTreeSet::from([identity]);
    let mut pairs: BTreeSet<(Map, Map)> = BTreeSet::from([(identity, identity)]);
    let mut frontier = vec![(identity, identity)];
    while let Some((outermost, innermost)) = frontier.pop() {
        for &map in &maps {
            let next = (compose(map, outermost), compose(innermost, map));
            generated.insert(next.0);
            generated.insert(next.1);
            if pairs.insert(next) {
                frontier.push(next);
            }
        }
    }
    assert_eq!(generated.len(), 12);
    assert_eq!(pairs.len(), 32);
}

/// m = 1: on a ring of one cell, c − 1 and c + 1 are c itself, already
/// visited, so a piece can only go down: its value is mex{d(c)}, 1 or 0 as
/// the cell below is 0 or not (an obstacle or the last row: 0). Every
/// one-column board of up to 8 rows (each cell free or an obstacle), its
/// every free cell searched, and the solution's reference (`cell_values`).
#[test]
fn ring_grid_one_column() {
    for rows in 1..=8 {
        for obstacles in 0..1u32 << rows {
            let cells: Vec<Vec<u8>> =
                (0..rows).map(|row| vec![if obstacles >> row & 1 == 1 { b'#' } else { b'.' }]).collect();
            let board = ring_grid_game::Board { cells };
            let mut game = PieceGame::new(&board);
            let fast = ring_grid_game::cell_values(&board);
            let mut below: Option<usize> = None;
            for row in (0..rows).rev() {
                if board.cells[row][0] == b'#' {
                    below = None;
                    continue;
                }
                let expected = mex(below);
                assert_eq!(game.value(row, 0, game.bit(row, 0)), expected, "{} rows, obstacles {:b}", rows, obstacles);
                assert_eq!(fast[row][0], Some(expected as u8));
                below = Some(expected);
            }
        }
    }
}

// ------------------------------------------------------------ the editorials

/// Every editorial, in both languages, names at least three of these tests
/// (`editorials::NAME`), each a test of this file, and the two languages
/// name the same ones.
#[test]
fn every_editorial_names_its_lemmas_tests() {
    let source = include_str!("editorials.rs");
    for problem in ["board-game", "coloring-game", "frogs", "master-duel", "ring-grid-game"] {
        let mut named: Vec<BTreeSet<String>> = Vec::new();
        for page in ["README.md", "README.zh.md"] {
            let path = testkit::workspace::workspace_root().join("crates").join(problem).join(page);
            let text = std::fs::read_to_string(&path).unwrap();
            let tests: BTreeSet<String> = text
                .split("editorials::")
                .skip(1)
                .map(|rest| rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect())
                .collect();
            for test in &tests {
                assert!(
                    source.contains(&format!("#[test]\nfn {}()", test)),
                    "{}/{} names editorials::{}, no such test",
                    problem,
                    page,
                    test
                );
            }
            assert!(tests.len() >= 3, "{}/{} names {} lemma tests: {:?}", problem, page, tests.len(), tests);
            named.push(tests);
        }
        assert_eq!(named[0], named[1], "{}: the English and the Chinese editorials name different tests", problem);
    }
}
