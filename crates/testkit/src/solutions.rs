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
