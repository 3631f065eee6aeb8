# ring-grid-game: what `cargo explain`, `cargo play` and the board say of it.

rg-parts = each piece is a part (pieces never block each other); its value is the mex of the values of its steps. A piece that has stepped sideways can only go on the same way or drop down, so along a row its value is the mex of its drop and the rest of its way; a cell's value (a piece that has just entered it) comes from the row below and the two ways round its row
rg-oracle = the exhaustive oracle (each piece's game searched over its cell and the cells it has visited; boards of at most 20 cells)
