//! `cargo class`: one teacher's server for a room of students, who open it
//! from any browser on the room's network, join with the class's code and
//! solve the problems' puzzles, every try kept in the class's SQLite file.
//!
//! This module holds the class's records (`store`); the server is built on
//! them.

pub mod room;
pub mod server;
pub mod store;
