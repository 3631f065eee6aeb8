//! The testkit's tests, one binary: each module below was a test file of its
//! own, and linking one binary instead of fifteen is most of what makes the
//! first `cargo test` take minutes rather than many. A module's tests run
//! alone by its name: `cargo test -p testkit --test suite judge_data::`.

mod common;

mod accepted_gallery;
mod board_game;
mod browser;
mod check_your_own;
mod coloring_game;
mod copied_checkout;
mod data_strength;
mod docs;
mod explain;
mod frogs;
mod house;
mod judge_data;
mod master_duel;
mod play;
mod problem_package;
mod readme_commands;
mod ring_grid_game;
mod slow_gallery;
mod table;
mod validators;
mod web;
