//! Whole games solved (`testkit::solver`, `testkit::remoteness`): every
//! position's remoteness against a search that knows no values, on all five
//! problems' small games; the numbering of each kind of space; the two
//! master-duel positions of the issue the solver answers (4,400 and 19.4
//! million positions); a game past the bounds saying its size; and games in
//! which both sides play perfectly lasting exactly what the first view
//! predicted, the hint a fastest win.

use serde_json::Value;
use testkit::board_game::{self, rules::BoardGame};
use testkit::coloring_game::{self, rules::Coloring};
use testkit::frogs::{self, rules::FrogsSum};
use testkit::ground::{xor_sum, Nimber, Rules};
use testkit::master_duel::{self, rules::MasterDuel};
use testkit::play::{Game, Options};
use testkit::remoteness::{self, Lengths};
use testkit::ring_grid_game::{self, rules::RingGrid};
use testkit::rng::Rng;
use testkit::solver::{Best, Filling, Flipping, Part, Space, Sum, Table};
use testkit::web_game::{Board, Start, WebGame};
use testkit::Size;

use crate::common::Remote;

/// Whether the values say the side to move loses.
fn lost<R: Rules>(position: &R::Position) -> bool {
    xor_sum(&R::values(position)).is_zero()
}

/// The remoteness of every position of `space` by plain recursion over its
/// moves (memoised), as the definition says.
fn by_recursion(space: &dyn Space) -> Vec<u32> {
    fn length(space: &dyn Space, index: u64, memo: &mut Vec<Option<u32>>) -> u32 {
        if let Some(known) = memo[index as usize] {
            return known;
        }
        let mut moves = Vec::new();
        space.moves(index, &mut moves);
        let mut best = Best::new();
        for after in moves {
            assert!(after > index, "a move from {} to {} goes down", index, after);
            best.add(length(space, after, memo));
        }
        memo[index as usize] = Some(best.length());
        best.length()
    }
    let mut memo = vec![None; space.count() as usize];
    (0..space.count()).map(|index| length(space, index, &mut memo)).collect()
}

#[test]
fn every_kind_of_space_is_solved_as_the_definition_says() {
    let mut rng = Rng::new(64);
    for _ in 0..200 {
        // A partisan sum of random parts: each a random acyclic graph.
        let parts: Vec<std::sync::Arc<Part<u32>>> = (0..rng.usize(1, 3))
            .map(|_| {
                let states = rng.usize(1, 9) as u32;
                let edges: Vec<[Vec<u32>; 2]> = (0..states)
                    .map(|state| {
                        let pick = |rng: &mut Rng| {
                            (state + 1..states).filter(|_| rng.chance(1, 3)).map(|after| after * 7 % 64).collect()
                        };
                        [pick(&mut rng), pick(&mut rng)]
                    })
                    .collect();
                // States named 0, 7, 14, … so that the part numbers them anew.
                let named: Vec<u32> = (0..states).map(|state| state * 7 % 64).collect();
                let part = Part::explore(0u32, 2, 1000, |&state, side| {
                    let index = named.iter().position(|&name| name == state).unwrap();
                    edges[index][side].clone()
                })
                .unwrap();
                std::sync::Arc::new(part)
            })
            .collect();
        let partisan = rng.chance(1, 2);
        let sum = Sum::new(parts, partisan);
        let table = Table::solve(&sum);
        let expected = by_recursion(&sum);
        assert!((0..sum.count()).all(|index| table.remoteness(index) == expected[index as usize]));
    }
    // A board that fills, ending on a pair of neighbours: 1 + the fastest
    // of its moves to a lost position, or the slowest.
    for cells in 1..=9u32 {
        let ends: Vec<u64> = (1..cells).map(|cell| 0b11 << (cell - 1)).collect();
        let filling = Filling::new(cells, &ends);
        let table = Table::solve(&filling);
        let expected = by_recursion(&filling);
        assert!((0..filling.count()).all(|index| table.remoteness(index) == expected[index as usize]));
        assert!((0..filling.count()).all(|index| filling.ended(index) == ends.iter().any(|&end| end & !index == 0)));
    }
    // Coins in a row, a tails coin flipping itself and any run to its left.
    for cells in 1..=8u32 {
        let flips: Vec<Vec<u64>> =
            (0..cells).map(|coin| (0..=coin).map(|start| (2u64 << coin) - (1u64 << start)).collect()).collect();
        let flipping = Flipping::new(flips);
        let table = Table::solve(&flipping);
        let expected = by_recursion(&flipping);
        assert!((0..flipping.count()).all(|index| table.remoteness(index) == expected[index as usize]));
    }
}

/// On `count` small inputs of a problem (and a quarter as many edge ones),
/// each test's game, where within the bounds: the remoteness of its start
/// and of the position after each of its first 12 moves, against the exhaustive search that
/// knows no values where it answers, and whether it is won against the
/// values. The positions compared, and those whose games were solved.
fn against_the_search<R: Rules>(problem: &str, generate: fn(&mut Rng, Size) -> String, count: u64) -> [usize; 2] {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let (compared, solved) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let sizes = [(Size::Small, count), (Size::Edge, count / 4)];
    testkit::stress::run_sizes(&format!("solver/{}", problem), &sizes, generate, |input| {
        for start in R::tests(input) {
            let Ok(solved_game) = remoteness::solve::<R>(&start) else { continue };
            solved.fetch_add(1, Ordering::Relaxed);
            let mut remote = Remote::<R>::default();
            let mut positions = vec![start.clone()];
            positions.extend(R::moves(&start).iter().take(12).map(|chosen| R::apply(&start, chosen).unwrap()));
            for position in &positions {
                let length = solved_game.remoteness(position).ok_or("a position of the game not in its table")?;
                if (length % 2 == 0) != lost::<R>(position) {
                    return Err(format!("remoteness {} against the values {}", length, R::draw(position, false)));
                }
                if let Some((wins, expected)) = remote.play(position) {
                    if (wins, length) != (length % 2 == 1, expected) {
                        return Err(format!(
                            "remoteness {}, the search's {}:\n{}",
                            length,
                            expected,
                            R::draw(position, false)
                        ));
                    }
                    compared.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        Ok(())
    });
    [compared.into_inner(), solved.into_inner()]
}

#[test]
fn every_problems_small_games_are_solved_as_the_search_finds() {
    let found = [
        ("master-duel", against_the_search::<MasterDuel>("master-duel", master_duel::generate, 8)),
        ("ring-grid-game", against_the_search::<RingGrid>("ring-grid-game", ring_grid_game::generate, 8)),
        ("board-game", against_the_search::<BoardGame>("board-game", board_game::generate, 8)),
        ("coloring-game", against_the_search::<Coloring>("coloring-game", coloring_game::generate, 8)),
        ("frogs", against_the_search::<FrogsSum>("frogs", frogs::generate, 8)),
    ];
    eprintln!("positions compared with the search, games solved: {:?}", found);
    for (problem, [compared, solved]) in found {
        assert!(solved >= 6, "{}: only {} games solved", problem, solved);
        assert!(compared >= 50, "{}: only {} positions compared", problem, compared);
    }
}

fn master_duel(input: &str) -> testkit::master_duel::rules::Board {
    MasterDuel::tests(input).swap_remove(0)
}

#[test]
fn the_master_duel_positions_of_the_write_up_are_solved_whole() {
    // Rows `4 12 14 15 19` and `2 10 11`: 80 × 55 positions; remoteness 31
    // (a memoised search finds it too).
    let position = master_duel("1\n2\n4 12 14 15 19\n2 10 11\n");
    let solved = remoteness::solve::<MasterDuel>(&position).unwrap();
    assert_eq!(solved.positions(), 4_400);
    assert_eq!(solved.remoteness(&position), Some(31));
    assert_eq!(Remote::<MasterDuel>::default().play(&position), Some((true, 31)));
    // Rows `1 3 5`, `2 4` and `6 9`: 1,120 × 170 × 102 positions. Its
    // remoteness is odd exactly when the Grundy value is not 0, and one more
    // than its fastest win's.
    let position = master_duel("1\n3\n3 1 3 5\n2 2 4\n2 6 9\n");
    let solved = remoteness::solve::<MasterDuel>(&position).unwrap();
    assert_eq!(solved.positions(), 19_420_800);
    let length = solved.remoteness(&position).unwrap();
    assert_eq!(length % 2 == 1, !lost::<MasterDuel>(&position));
    let after: Vec<u32> = MasterDuel::moves(&position)
        .iter()
        .map(|chosen| solved.remoteness(&MasterDuel::apply(&position, chosen).unwrap()).unwrap())
        .collect();
    assert_eq!(remoteness::best(&after).map(|(_, best)| best + 1), Some(length));
}

#[test]
fn a_game_past_the_bounds_says_how_large_it_is() {
    // Three rows of many stones: about 7.5 × 10^13 positions.
    let position = master_duel("1\n3\n11 1 2 3 4 5 6 7 8 9 10 11\n10 1 2 3 4 5 6 7 8 9 10\n9 1 2 3 4 5 6 7 8 9\n");
    let count = remoteness::solve::<MasterDuel>(&position).err().expect("past the bounds");
    let words = testkit::i18n::in_lang(testkit::i18n::Lang::En, || remoteness::too_large_words(&count));
    assert!(words.starts_with("this game has "), "{}", words);
    assert!(words.ends_with(" positions; lengths are computed up to 3.4 × 10^7"), "{}", words);
    assert!(count.log2 > 25.0);
    // The page says so, and the program still plays a winning move.
    let game = Game::<MasterDuel>::from_position("past the bounds".into(), position, &Options::default());
    let page = WebGame::started(game, Value::Null, &Start::default()).unwrap();
    let view = page.view().unwrap();
    assert!(view["remoteness"].is_null());
    let prediction = view["prediction"].as_str().unwrap();
    assert!(prediction.contains(&format!("(length not computed: {})", words)), "{}", prediction);
    // An empty board of 27 cells: 2^27 positions.
    let board = board_game::rules::BoardGame::tests("3 9 1\n1 3\n111\n").swap_remove(0);
    let count = remoteness::solve::<BoardGame>(&board).err().expect("past the bounds");
    assert_eq!(count.positions(), Some(1 << 27));
    let words = testkit::i18n::in_lang(testkit::i18n::Lang::En, || remoteness::too_large_words(&count));
    assert_eq!(words, "this game has 1.3 × 10^8 positions; lengths are computed up to 3.4 × 10^7");
}

/// The small game of `seed` (its first test), as the page's new game makes
/// it, played with the person moving first: at each turn the person plays
/// the first move the view lists (the fastest win, or the slowest loss) and
/// the program replies; the game lasts exactly the first view's remoteness,
/// each view's hint is a fastest win, and each of the program's moves is
/// one of its perfect moves. Whether the game was solved (and so checked).
fn perfect_game<R: Rules>(problem: &str, generate: fn(&mut Rng, Size) -> String, seed: u64) -> Result<bool, String>
where
    WebGame<R>: Send,
{
    let input = generate(&mut Rng::new(seed), Size::Small);
    let start = R::tests(&input).swap_remove(0);
    let game = Game::<R>::from_position(format!("{} seed {}", problem, seed), start.clone(), &Options::default());
    let mut page =
        WebGame::started(game, Value::Null, &Start::default()).map_err(|failure| format!("{:?}", failure))?;
    let first = page.view()?;
    let Some(predicted) = first["remoteness"].as_u64() else {
        return Ok(false);
    };
    let lengths = Lengths::<R>::of_position(&start);
    let mut plies = 0;
    loop {
        let view = page.view()?;
        if !view["result"].is_null() {
            break;
        }
        let moves = view["moves"].as_array().unwrap();
        let length = view["remoteness"].as_u64().ok_or("a view with no length")?;
        if plies as u64 + length != predicted {
            return Err(format!("after {} plies {} left, predicted {} in all: {}", plies, length, predicted, input));
        }
        let wins: Vec<u64> = moves
            .iter()
            .filter(|entry| entry["value"] == "win")
            .map(|entry| entry["remoteness"].as_u64().unwrap())
            .collect();
        if let Some(&fastest) = wins.iter().min() {
            let hinted = moves.iter().find(|entry| entry["move"] == view["hint"]["move"]).ok_or("no hint listed")?;
            if hinted["remoteness"].as_u64() != Some(fastest) {
                return Err(format!("the hint {} is not a fastest win: {}", view["hint"], input));
            }
        }
        // The perfect move (the views list them in the rules' order): the
        // fastest win, else the slowest loss.
        let perfect = moves
            .iter()
            .min_by_key(|entry| {
                let length = entry["remoteness"].as_u64().unwrap_or(0) as i64;
                if entry["value"] == "win" {
                    (0, length)
                } else {
                    (1, -length)
                }
            })
            .ok_or("no move listed")?;
        let typed = perfect["move"].as_str().unwrap().to_string();
        page.play(&typed)?.map_err(|refused| format!("{} refused: {}", typed, refused))?;
        plies += 1;
        let history = page.game().history();
        if history.len() > plies {
            // The program's reply: one of its perfect moves.
            let reply = history.last().unwrap();
            let (perfect, _) = remoteness::perfect_moves::<R>(&reply.before, &lengths)?.ok_or("a reply not solved")?;
            if !perfect.contains(&reply.chosen) {
                return Err(format!("the program's {} is not perfect: {}", R::show_move(&reply.chosen), input));
            }
            plies += 1;
        }
    }
    if plies as u64 != predicted {
        return Err(format!("{} plies played, {} predicted: {}", plies, predicted, input));
    }
    Ok(true)
}

fn perfect_games<R: Rules>(problem: &str, generate: fn(&mut Rng, Size) -> String) -> usize
where
    WebGame<R>: Send,
{
    (0..10).filter(|&seed| perfect_game::<R>(problem, generate, seed).unwrap()).count()
}

#[test]
fn perfect_play_lasts_as_long_as_the_first_view_says() {
    let solved = [
        ("master-duel", perfect_games::<MasterDuel>("master-duel", master_duel::generate)),
        ("ring-grid-game", perfect_games::<RingGrid>("ring-grid-game", ring_grid_game::generate)),
        ("board-game", perfect_games::<BoardGame>("board-game", board_game::generate)),
        ("coloring-game", perfect_games::<Coloring>("coloring-game", coloring_game::generate)),
        ("frogs", perfect_games::<FrogsSum>("frogs", frogs::generate)),
    ];
    eprintln!("games of seeds 0-9 solved and played perfectly: {:?}", solved);
    for (problem, count) in solved {
        assert_eq!(count, 10, "{}: only {} of the 10 games solved", problem, count);
    }
}

/// Every test of the small and edge inputs of seeds 0-199 and of the judge
/// data's small inputs (`random-N.in`), or those past the bounds.
fn past_the_bounds<R: Rules>(problem: &str, generate: fn(&mut Rng, Size) -> String) -> Vec<String> {
    let mut past = Vec::new();
    for size in [Size::Small, Size::Edge] {
        for seed in 0..200 {
            let input = generate(&mut Rng::new(seed), size);
            for (number, test) in R::tests(&input).iter().enumerate() {
                if let Err(count) = R::whole(test) {
                    past.push(format!("{} {} seed {} test {}: 2^{:.1}", problem, size, seed, number + 1, count.log2));
                }
            }
        }
    }
    let folder = testkit::workspace::workspace_root().join("judge-data").join(problem);
    let mut small = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(number) = name.strip_prefix("random-").and_then(|rest| rest.strip_suffix(".in")) else { continue };
        if number.parse::<u32>().is_err() {
            continue;
        }
        small += 1;
        let input = std::fs::read_to_string(folder.join(&name)).unwrap();
        for (number, test) in R::tests(&input).iter().enumerate() {
            if let Err(count) = R::whole(test) {
                past.push(format!("judge-data/{}/{} test {}: 2^{:.1}", problem, name, number + 1, count.log2));
            }
        }
    }
    assert!(small >= 2, "{}: {} small judge-data inputs", problem, small);
    past
}

#[test]
fn every_small_and_edge_game_is_within_the_bounds() {
    let past: Vec<String> = [
        past_the_bounds::<MasterDuel>("master-duel", master_duel::generate),
        past_the_bounds::<RingGrid>("ring-grid-game", ring_grid_game::generate),
        past_the_bounds::<BoardGame>("board-game", board_game::generate),
        past_the_bounds::<Coloring>("coloring-game", coloring_game::generate),
        past_the_bounds::<FrogsSum>("frogs", frogs::generate),
    ]
    .concat();
    assert!(past.is_empty(), "games past the solver's bounds:\n{}", past.join("\n"));
}

/// The generator's count of the rows a master-duel row can become (which
/// keeps its small and edge games within the bounds) is the solver's.
#[test]
fn a_master_duel_rows_reach_is_counted_as_the_solver_finds() {
    let mut rng = Rng::new(64);
    for _ in 0..400 {
        let stones = rng.usize(0, 20);
        let mut columns: Vec<usize> = (1..=20).collect();
        rng.shuffle(&mut columns);
        columns.truncate(stones);
        columns.sort_unstable();
        let input =
            format!("1\n1\n{} {}\n", stones, columns.iter().map(usize::to_string).collect::<Vec<_>>().join(" "));
        let counted = master_duel::reachable_rows(&columns);
        let whole = MasterDuel::whole(&master_duel(&input)).map_err(|count| format!("{:?}", count)).unwrap();
        assert_eq!(counted, whole.space().count() as f64, "{}", input);
    }
}
