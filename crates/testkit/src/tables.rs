//! The tables' registry: which problems have a table of small positions,
//! at what sizes, and each problem's table built (`cargo table`). It sits
//! above the tables it lists; they build on `table`'s entries and layout.

use crate::table::Table;

/// A problem's table sizes: the smallest, the default and the largest
/// (frogs has one size: its 23 strips).
pub struct Sizes {
    pub problem: &'static str,
    pub smallest: usize,
    pub default: usize,
    pub largest: usize,
}

/// Every problem with a table.
pub const TABLES: &[Sizes] = &[
    Sizes { problem: "board-game", smallest: 1, default: 8, largest: 12 },
    Sizes { problem: "coloring-game", smallest: 1, default: 8, largest: 9 },
    Sizes { problem: "frogs", smallest: 23, default: 23, largest: 23 },
    Sizes { problem: "master-duel", smallest: 1, default: 6, largest: 12 },
    Sizes { problem: "ring-grid-game", smallest: 1, default: 3, largest: 5 },
];

/// The table of `problem` at `size` (its default when `None`).
pub fn build(problem: &str, size: Option<usize>) -> Result<Table, String> {
    let Some(sizes) = TABLES.iter().find(|sizes| sizes.problem == problem) else {
        let names: Vec<&str> = TABLES.iter().map(|sizes| sizes.problem).collect();
        return Err(crate::t!("table-none-yet", problem = problem, names = names.join(", ")));
    };
    let size = size.unwrap_or(sizes.default);
    if size < sizes.smallest || size > sizes.largest {
        return Err(if sizes.smallest == sizes.largest {
            crate::t!("table-one-size", problem = problem, size = sizes.default)
        } else {
            crate::t!(
                "table-size-range",
                size = size,
                smallest = sizes.smallest,
                largest = sizes.largest,
                problem = problem
            )
        });
    }
    Ok(match problem {
        "board-game" => crate::board_game::table::table(size),
        "coloring-game" => crate::coloring_game::table::table(size),
        "frogs" => crate::frogs::table::table(size),
        "ring-grid-game" => crate::ring_grid_game::table::table(size),
        _ => crate::master_duel::table::table(size),
    })
}
