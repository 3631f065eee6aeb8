//! The testkit's tests, one binary: each module below was a test file of its
//! own, and linking one binary instead of fifteen is most of what makes the
//! first `cargo test` take minutes rather than many. A module's tests run
//! alone by its name: `cargo test -p testkit --test suite judge_data::`.

mod common;

mod accepted_gallery;
mod board_game;
// The WebDriver client it needs is built with `--features browser` alone
// (CI's --ignored step turns it on); without it, one ignored test says so.
#[cfg(feature = "browser")]
mod browser;
#[cfg(not(feature = "browser"))]
mod browser {
    #[test]
    #[ignore = "a real browser, with --features browser: CI's --ignored step"]
    fn the_browser_tests_need_the_browser_feature() {
        panic!(
            "the browser tests of `cargo play --web` are built with the feature that brings their WebDriver client: \
             cargo test -p testkit --features browser --test suite -- --ignored browser::"
        );
    }
}
mod check_your_own;
mod class;
mod coloring_game;
mod copied_checkout;
mod data_strength;
mod docs;
mod editorials;
mod explain;
mod frogs;
mod house;
mod i18n;
mod judge_data;
mod master_duel;
mod play;
mod problem_package;
mod puzzles;
mod readme_commands;
mod review;
mod ring_grid_game;
mod slow_gallery;
mod solver;
mod table;
mod units;
mod validators;
mod web;
