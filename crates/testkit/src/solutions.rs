//! Each problem's `main.rs`, compiled in as a module so tests call `solve`
//! in-process. The files are the very ones pasted into a judge.

#[allow(dead_code)]
#[path = "../../board-game/src/main.rs"]
pub mod board_game;

#[allow(dead_code)]
#[path = "../../coloring-game/src/main.rs"]
pub mod coloring_game;

#[allow(dead_code)]
#[path = "../../frogs/src/main.rs"]
pub mod frogs;

#[allow(dead_code)]
#[path = "../../master-duel/src/main.rs"]
pub mod master_duel;

#[allow(dead_code)]
#[path = "../../ring-grid-game/src/main.rs"]
pub mod ring_grid_game;

/// Each problem's `main.rs` as it was when the testkit was built, to check
/// that the checkout the tools run in holds the same (`workspace::check_built_from_here`).
pub const SOURCES: [(&str, &str); 5] = [
    ("board-game", include_str!("../../board-game/src/main.rs")),
    ("coloring-game", include_str!("../../coloring-game/src/main.rs")),
    ("frogs", include_str!("../../frogs/src/main.rs")),
    ("master-duel", include_str!("../../master-duel/src/main.rs")),
    ("ring-grid-game", include_str!("../../ring-grid-game/src/main.rs")),
];
