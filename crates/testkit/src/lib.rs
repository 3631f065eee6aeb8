//! Development kit for the problem crates: seeded generators, exhaustive
//! oracles, independent slow references, the stress harness, and the process
//! runner behind `cargo judge` and the benchmarks. Never a dependency of a
//! problem crate.

pub mod bench;
pub mod board_game;
pub mod cases;
pub mod check;
pub mod checks;
pub mod class;
pub mod cli;
pub mod coloring_game;
pub mod drivers;
pub mod explain;
pub mod frogs;
pub mod ground;
pub mod html;
pub mod i18n;
pub mod master_duel;
pub mod package;
pub mod play;
pub mod problem;
pub mod programs;
pub mod progress;
pub mod puzzles;
pub mod reasons;
pub mod remoteness;
pub mod review;
pub mod ring_grid_game;
pub mod rng;
pub mod runner;
pub mod solutions;
pub mod solver;
pub mod strength;
pub mod stress;
pub mod table;
pub mod tables;
pub mod verdict;
pub mod web;
pub mod web_game;
pub mod workspace;

pub use ground::{mex, Size, Variants};
pub use problem::Problem;

pub static PROBLEMS: &[Problem] = &[
    Problem {
        name: "board-game",
        solve: solutions::board_game::solve,
        generate: board_game::generate,
        validate: board_game::validator::validate,
        shrink: board_game::shrink,
        test_lines: ground::one_block,
        wrong: board_game::WRONG,
        accepted: board_game::ACCEPTED,
        slow: board_game::SLOW,
        statement: include_str!("board_game/statement.md"),
        statement_zh: include_str!("board_game/statement.zh.md"),
        explain: Some(explain::explain::<board_game::rules::BoardGame>),
        play: Some(play::session::<board_game::rules::BoardGame>),
        web: Some(web_game::board::<board_game::rules::BoardGame>),
        puzzles: Some(puzzles::kit::<board_game::rules::BoardGame>(include_str!("board_game/puzzles.txt"))),
        reference: board_game::reference,
        full_reference: board_game::full_reference,
    },
    Problem {
        name: "coloring-game",
        solve: solutions::coloring_game::solve,
        generate: coloring_game::generate,
        validate: coloring_game::validator::validate,
        shrink: coloring_game::shrink,
        test_lines: ground::counted_blocks,
        wrong: coloring_game::WRONG,
        accepted: coloring_game::ACCEPTED,
        slow: coloring_game::SLOW,
        statement: include_str!("coloring_game/statement.md"),
        statement_zh: include_str!("coloring_game/statement.zh.md"),
        explain: Some(explain::explain::<coloring_game::rules::Coloring>),
        play: Some(play::session::<coloring_game::rules::Coloring>),
        web: Some(web_game::board::<coloring_game::rules::Coloring>),
        puzzles: Some(puzzles::kit::<coloring_game::rules::Coloring>(include_str!("coloring_game/puzzles.txt"))),
        reference: coloring_game::reference,
        full_reference: coloring_game::full_reference,
    },
    Problem {
        name: "frogs",
        solve: solutions::frogs::solve,
        generate: frogs::generate,
        validate: frogs::validator::validate,
        shrink: frogs::shrink,
        test_lines: ground::counted_blocks,
        wrong: frogs::WRONG,
        accepted: frogs::ACCEPTED,
        slow: frogs::SLOW,
        statement: include_str!("frogs/statement.md"),
        statement_zh: include_str!("frogs/statement.zh.md"),
        explain: Some(frogs::explain::explain),
        play: Some(frogs::play::session),
        web: Some(frogs::play::board),
        puzzles: Some(puzzles::kit::<frogs::rules::FrogsSum>(include_str!("frogs/puzzles.txt"))),
        reference: frogs::reference,
        full_reference: frogs::full_reference,
    },
    Problem {
        name: "master-duel",
        solve: solutions::master_duel::solve,
        generate: master_duel::generate,
        validate: master_duel::validator::validate,
        shrink: master_duel::shrink,
        test_lines: ground::counted_blocks,
        wrong: master_duel::WRONG,
        accepted: master_duel::ACCEPTED,
        slow: master_duel::SLOW,
        statement: include_str!("master_duel/statement.md"),
        statement_zh: include_str!("master_duel/statement.zh.md"),
        explain: Some(explain::explain::<master_duel::rules::MasterDuel>),
        play: Some(play::session::<master_duel::rules::MasterDuel>),
        web: Some(web_game::board::<master_duel::rules::MasterDuel>),
        puzzles: Some(puzzles::kit::<master_duel::rules::MasterDuel>(include_str!("master_duel/puzzles.txt"))),
        reference: master_duel::reference,
        full_reference: master_duel::oracle,
    },
    Problem {
        name: "ring-grid-game",
        solve: solutions::ring_grid_game::solve,
        generate: ring_grid_game::generate,
        validate: ring_grid_game::validator::validate,
        shrink: ring_grid_game::shrink,
        test_lines: ground::counted_blocks,
        wrong: ring_grid_game::WRONG,
        accepted: ring_grid_game::ACCEPTED,
        slow: ring_grid_game::SLOW,
        statement: include_str!("ring_grid_game/statement.md"),
        statement_zh: include_str!("ring_grid_game/statement.zh.md"),
        explain: Some(explain::explain::<ring_grid_game::rules::RingGrid>),
        play: Some(play::session::<ring_grid_game::rules::RingGrid>),
        web: Some(web_game::board::<ring_grid_game::rules::RingGrid>),
        puzzles: Some(puzzles::kit::<ring_grid_game::rules::RingGrid>(include_str!("ring_grid_game/puzzles.txt"))),
        reference: ring_grid_game::reference,
        full_reference: ring_grid_game::full_reference,
    },
];

pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}
