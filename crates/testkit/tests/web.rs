//! `cargo play --web`: the games behind the page and the server in front of
//! them. Every move a view lists is valued as play values it (the exhaustive
//! oracle on the position it leads to), a game followed by its hints is won,
//! a thrown-away win is marked as the mistake it is, undo and redo give back
//! the very views they left; the API refuses what it should with a 4xx and
//! one line; the binary listens on 127.0.0.1 only, refuses malformed,
//! oversized and misaddressed requests, survives a thousand random ones, and
//! stops on Ctrl-C with nothing left listening.

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use testkit::board_game::{self, rules::BoardGame};
use testkit::coloring_game::{self, rules::Coloring};
use testkit::frogs::{self, rules::FrogsSum};
use testkit::ground::{Nimber, Rules};
use testkit::master_duel::{self, rules::MasterDuel};
use testkit::play::{Game, Options};
use testkit::ring_grid_game::{self, rules::RingGrid};
use testkit::rng::{case_seed, Rng};
use testkit::web::{self, Board, Games};
use testkit::web_game::{Start, WebGame};
use testkit::Size;

use crate::common::{self, WebServer};

/// A view without what changes between two equal positions' replies (what
/// was said, the game's version).
fn steady(mut view: Value) -> Value {
    view["said"] = Value::Null;
    view["version"] = Value::Null;
    view
}

/// A view without the moves kept for redo (in its history and chart).
fn without_ahead(mut view: Value) -> Value {
    let ply = view["ply"].as_u64().unwrap() as usize;
    if let Some(history) = view["history"].as_array_mut() {
        history.truncate(ply);
    }
    if let Some(chart) = view["chart"].as_array_mut() {
        chart.truncate(ply + 1);
    }
    view["address"] = Value::Null;
    view
}

/// Two views the same, up to `said`; else a panic naming the fields that differ.
fn same_view(got: &Value, expected: &Value, what: &str) {
    let (got, expected) = (steady(got.clone()), steady(expected.clone()));
    let fields = expected.as_object().expect("a view").keys();
    let differ: Vec<&String> = fields.filter(|field| got[field.as_str()] != expected[field.as_str()]).collect();
    assert!(differ.is_empty(), "{}: the views differ in {:?}", what, differ);
}

/// Plays test 1 of `input` through the web game's views, the person first or
/// second by the seed: at each turn every listed move's value is checked
/// against the oracle's verdict on the position it leads to, and the person
/// plays the hint, or now and then another move; each move's mark in the
/// history (who was winning before it, whether it threw the win away) is
/// checked, and an undo and a redo give back the views they left. A person
/// who always followed the hint from a won start wins. Returns the number of
/// moves valued.
fn played_by_views<R: Rules>(problem: &'static str, input: &str, reasons: Reasons<R>) -> Result<[usize; 3], String>
where
    WebGame<R>: Send,
{
    let mut rng = Rng::new(input.len() as u64 * 31 + input.bytes().map(u64::from).sum::<u64>());
    let second = rng.usize(0, 1) == 1;
    let position = R::tests(input).swap_remove(0);
    let game = Game::<R>::from_position(
        format!("{} by the page", problem),
        position,
        &Options { second, ..Default::default() },
    );
    let mut game =
        WebGame::started(game, Value::Null, &Start::default()).map_err(|failure| format!("{:?}", failure))?;
    let mut valued = 0;
    let mut always_hinted = true;
    let start_won = !common_lost::<R>(game.game().position());
    let mut oracle = Oracle::<R>::default();
    for _ in 0..400 {
        let view = game.view()?;
        if !view["result"].is_null() {
            if always_hinted && start_won && !second {
                assert_eq!(view["result"], "you win", "followed every hint from a won start: {}", input);
            }
            if view["result"] == "you lose" {
                assert!(
                    view["slip"].as_str().is_some_and(|slip| !slip.is_empty()),
                    "a lost game says where: {}",
                    input
                );
            }
            return Ok([valued, oracle.shown, oracle.compared]);
        }
        assert_eq!(view["to_move"], "you", "after the program's reply it is the person's turn");
        let position = game.game().position().clone();
        let moves = view["moves"].as_array().expect("moves");
        let before: Vec<_> = game.game().history().iter().map(|played| played.before.clone()).collect();
        oracle.check_view(&position, &before, &view, input);
        reasons(&position, &view, input);
        cells_named::<R>(&position, &view, input);
        assert!(!moves.is_empty());
        for entry in moves {
            let typed = entry["move"].as_str().unwrap();
            let after = R::apply(&position, &R::parse_move(typed)?)?;
            let wins = common_lost::<R>(&after);
            assert_eq!(entry["value"], if wins { "win" } else { "lose" }, "{} in {}", typed, input);
            // The value after it: the parts' XOR, by the oracle's values;
            // frogs names the game the strips add up to instead.
            let by_oracle = R::oracle_total(&after).expect("within the oracle's reach").show();
            let shown = R::named_value(&after).unwrap_or(by_oracle);
            assert_eq!(entry["after"], shown.as_str(), "{} in {}", typed, input);
            valued += 1;
        }
        let hint = view["hint"]["move"].as_str().map(str::to_string);
        assert_eq!(hint.is_some(), !common_lost::<R>(&position), "a hint exactly when the person wins: {}", input);
        let chosen = match (&hint, rng.usize(0, 4)) {
            (Some(hint), 1..) => hint.clone(),
            _ => {
                always_hinted = false;
                moves[rng.usize(0, moves.len() - 1)]["move"].as_str().unwrap().to_string()
            }
        };
        let after = R::apply(&position, &R::parse_move(&chosen)?)?;
        let threw = hint.is_some() && !common_lost::<R>(&after);
        let number = game.game().history().len();
        game.play(&chosen)?.map_err(|reason| format!("{} refused: {}", chosen, reason))?;
        let played = game.view()?;
        let entry = &played["history"][number];
        assert_eq!(entry["move"], chosen.as_str());
        assert_eq!(entry["by"], "you");
        assert_eq!(entry["before"], if hint.is_some() { "win" } else { "lose" });
        assert_eq!(entry["mistake"], threw, "{} in {}", chosen, input);
        if threw {
            assert_eq!(entry["better"]["move"].as_str(), hint.as_deref());
        }
        if rng.usize(0, 3) == 0 {
            assert!(game.undo());
            let mut before = view.clone();
            before["can_redo"] = json!(true);
            let undone = game.view()?;
            let ahead = &undone["history"].as_array().unwrap()[number..];
            assert!(!ahead.is_empty() && ahead.iter().all(|entry| entry["ahead"] == true), "{}", input);
            assert_eq!(ahead[0]["move"], chosen.as_str());
            same_view(&without_ahead(undone), &without_ahead(before), "undo gives back the view before the move");
            assert!(game.redo());
            same_view(&game.view()?, &played, "redo gives back the view after it");
            assert!(!game.redo(), "nothing more to redo");
        }
    }
    Err(format!("no end in 400 moves: {}", input))
}

/// The exhaustive oracle of remoteness (`common::Remote`), counting the
/// lengths a view shows and those it could compare.
struct Oracle<R: Rules> {
    remote: common::Remote<R>,
    /// Lengths compared with the page's, and shown by it.
    compared: usize,
    shown: usize,
}

impl<R: Rules> Default for Oracle<R> {
    fn default() -> Self {
        Oracle { remote: common::Remote::default(), compared: 0, shown: 0 }
    }
}

impl<R: Rules> Oracle<R> {
    fn play(&mut self, position: &R::Position) -> Option<(bool, u32)> {
        self.remote.play(position)
    }

    /// A length the page shows (or `null`) against the oracle's.
    fn length(&mut self, shown: &Value, position: &R::Position, what: &str) {
        if shown.is_null() {
            return;
        }
        self.shown += 1;
        if let Some((_, length)) = self.play(position) {
            assert_eq!(shown, &json!(length), "{}", what);
            self.compared += 1;
        }
    }

    /// A view's remoteness, Grundy values, order and prediction against the
    /// oracle (`history`: the positions before each move of the game): every
    /// length shown is the exact remoteness, the moves come winning first,
    /// in the rules' order, with the winning moves' delta.
    fn check_view(&mut self, position: &R::Position, history: &[R::Position], view: &Value, input: &str) {
        // Every length is shown where the game is within the solver's
        // bounds: the position's and its moves' when its own game is, the
        // chart's when the game's start's is; none when neither is.
        let within = testkit::remoteness::solve::<R>(position).is_ok();
        let shown = |length: &Value| !length.is_null();
        assert_eq!(shown(&view["remoteness"]), within, "the position's length shown in {}", input);
        if within {
            let moves = view["moves"].as_array().unwrap();
            assert!(moves.iter().all(|entry| shown(&entry["remoteness"])), "a move with no length in {}", input);
        }
        if history.first().map_or(within, |start| testkit::remoteness::solve::<R>(start).is_ok()) {
            let chart = view["chart"].as_array().unwrap();
            assert!(chart.iter().all(|point| shown(&point["remoteness"])), "a point with no length in {}", input);
        }
        self.length(&view["remoteness"], position, &format!("the position's remoteness in {}", input));
        let wins = !common_lost::<R>(position);
        let prediction = view["prediction"].as_str().unwrap();
        let said = match view["remoteness"].as_u64() {
            Some(length) => format!("you {} in {} move", if wins { "win" } else { "lose" }, length),
            None => format!("you {} with perfect play (length not computed", if wins { "win" } else { "lose" }),
        };
        assert!(prediction.starts_with(&said), "{:?} should start {:?} in {}", prediction, said, input);
        if R::ONE_GAME {
            assert!(view["grundy"].is_null());
        } else {
            let total = R::oracle_total(position).expect("within the oracle's reach");
            assert_eq!(view["grundy"], json!(total.digits()), "{}", input);
            assert!(prediction.contains(&format!("Grundy value *{}", total.show())), "{:?}", prediction);
        }
        let moves = view["moves"].as_array().unwrap();
        // The moves in the rules' order, the first of them: nothing in the
        // list's order tells a winning move from a losing one (the page
        // orders them by value only while it shows the values).
        let (ruled, all) = R::moves_up_to(position, testkit::web::LISTED_MOVES);
        let ruled: Vec<String> = ruled.iter().map(R::show_move).collect();
        let listed: Vec<&str> = moves.iter().map(|entry| entry["move"].as_str().unwrap()).collect();
        assert_eq!(listed, ruled, "the moves in the rules' order in {}", input);
        assert_eq!(view["all_moves_listed"], json!(all), "{}", input);

        for entry in moves {
            let typed = entry["move"].as_str().unwrap();
            let after = R::apply(position, &R::parse_move(typed).unwrap()).unwrap();
            self.length(&entry["remoteness"], &after, &format!("{} in {}", typed, input));
            if R::ONE_GAME {
                assert!(entry["grundy"].is_null());
            } else {
                let total = R::oracle_total(&after).expect("within the oracle's reach");
                assert_eq!(entry["grundy"], json!(total.digits()), "{} in {}", typed, input);
            }
        }
        // A winning move's delta: how much longer it is than the fastest
        // win, the position's remoteness less one, when that is known (it is
        // when every move is listed and every winning one measured).
        let winning: Vec<Option<u64>> =
            moves.iter().filter(|entry| entry["value"] == "win").map(|entry| entry["remoteness"].as_u64()).collect();
        let fastest =
            winning.iter().copied().collect::<Option<Vec<u64>>>().and_then(|lengths| lengths.into_iter().min());
        // (The first 256 moves in the rules' order may leave the fastest
        // out: none listed is faster.)
        match (view["remoteness"].as_u64(), view["all_moves_listed"].as_bool()) {
            (Some(length), Some(true)) if !winning.is_empty() => assert_eq!(fastest, Some(length - 1), "{}", input),
            (Some(length), _) if !winning.is_empty() => {
                assert!(fastest.is_some_and(|fastest| fastest >= length - 1), "{}", input)
            }
            (None, Some(true)) if !winning.is_empty() => assert!(fastest.is_none(), "{}", input),
            _ => {}
        }
        for entry in moves.iter().filter(|entry| entry["value"] == "win") {
            match (view["remoteness"].as_u64(), entry["remoteness"].as_u64()) {
                (Some(position), Some(length)) => assert_eq!(entry["delta"], json!(length + 1 - position)),
                _ => assert!(entry["delta"].is_null(), "{}", entry),
            }
        }
        // The chart: a point per position of the game, with its standing
        // for the side to move and its remoteness.
        let chart = view["chart"].as_array().unwrap();
        assert_eq!(chart.len(), history.len() + 1, "{}", input);
        for (point, at) in chart.iter().zip(history.iter().chain([position])) {
            assert_eq!(point["value"], if common_lost::<R>(at) { "lose" } else { "win" }, "{}", input);
            let yours = (point["value"] == "win") == (point["to_move"] == "you");
            assert_eq!(point["for_you"], if yours { "win" } else { "lose" }, "{}", input);
            self.length(&point["remoteness"], at, &format!("ply {} of the chart in {}", point["ply"], input));
        }
    }
}

/// A problem's check of the reasons a view draws on its board (its
/// position, the view, the input for messages).
type Reasons<R> = fn(&<R as Rules>::Position, &Value, &str);

/// The attributes of each `<TAG …>` element of `html` whose class list
/// holds `class`, in document order.
fn elements(html: &str, tag: &str, class: &str) -> Vec<BTreeMap<String, String>> {
    let mut found = Vec::new();
    for (at, _) in html.match_indices(&format!("<{} ", tag)) {
        let inside = &html[at + tag.len() + 2..];
        let inside = &inside[..inside.find('>').expect("a closed tag")];
        let mut attributes = BTreeMap::new();
        let mut rest = inside;
        while let Some(equals) = rest.find("=\"") {
            let name = rest[..equals].trim().trim_start_matches('/').to_string();
            let value_start = &rest[equals + 2..];
            let end = value_start.find('"').expect("a closed value");
            attributes.insert(name, value_start[..end].to_string());
            rest = &value_start[end + 1..];
        }
        if attributes.get("class").is_some_and(|classes| classes.split(' ').any(|each| each == class)) {
            found.push(attributes);
        }
    }
    found
}

/// The board's cells (`rect.cell`, not the legend's swatches) of a class.
fn board_cells(html: &str, class: &str) -> Vec<BTreeMap<String, String>> {
    elements(html, "rect", class).into_iter().filter(|cell| cell.contains_key("data-cell")).collect()
}

/// A `data-cell="R,C"` as 0-based (row, column).
fn cell_of(attributes: &BTreeMap<String, String>) -> (usize, usize) {
    let (row, column) = attributes["data-cell"].split_once(',').unwrap();
    (row.parse::<usize>().unwrap() - 1, column.parse::<usize>().unwrap() - 1)
}

/// Every cell of a board drawn as a grid named for a screen reader: its row
/// and column, then what stands on it in the legend's words (a count of
/// pieces in words), as the first part of its name; the parts after it are
/// the notes drawn on the cell.
fn cells_named<R: Rules>(position: &R::Position, view: &Value, input: &str) {
    let (Some(grid), Some(html)) = (R::grid(position), view["board"].as_str()) else { return };
    let cells = board_cells(html, "cell");
    assert_eq!(cells.len(), grid.rows * grid.columns, "a rect a cell: {}", input);
    for cell in &cells {
        let (row, column) = cell_of(cell);
        let symbol = (grid.symbol)(row, column);
        let what = match R::LEGEND.iter().find(|(shown, ..)| *shown == symbol) {
            Some((_, _, words)) => testkit::i18n::text(words),
            None if symbol == '+' => "ten pieces or more".to_string(),
            None => format!("{} pieces", symbol),
        };
        let expected = format!("row {}, column {}: {}", row + 1, column + 1, what);
        let name = cell.get("aria-label").unwrap_or_else(|| panic!("{} has no name: {}", expected, input));
        assert!(
            *name == expected || name.starts_with(&format!("{}; ", expected)),
            "named {:?}, not {:?}: {}",
            name,
            expected,
            input
        );
    }
}

/// The board's HTML and whether the position is drawn cell by cell.
fn drawn_board(view: &Value) -> &str {
    view["board"].as_str().expect("small boards are drawn")
}

/// master-duel: every stone's cell carries its step, the empty cells to
/// its right counted here; the stones on odd steps, counted by step, XOR
/// to the oracle's value of the row; each odd-step block is outlined.
fn steps_drawn(board: &master_duel::rules::Board, view: &Value, input: &str) {
    let html = drawn_board(view);
    let stones = board_cells(html, "stone");
    let stone_count: u32 = board.rows.iter().map(|row| row.count_ones()).sum();
    assert_eq!(stones.len(), stone_count as usize, "a cell a stone: {}", input);
    let oracle = MasterDuel::oracle_values(board).unwrap();
    let mut by_step: BTreeMap<(usize, u64), u64> = BTreeMap::new();
    for stone in &stones {
        let (row, column) = cell_of(stone);
        let empty_right = (column + 1..20).filter(|&right| board.rows[row] >> right & 1 == 0).count() as u64;
        assert_eq!(stone["data-step"], empty_right.to_string(), "the step of {},{} in {}", row + 1, column + 1, input);
        *by_step.entry((row, empty_right)).or_default() += 1;
    }
    for (row, &value) in oracle.iter().enumerate() {
        let odd = by_step.iter().filter(|(&(at, step), _)| at == row && step % 2 == 1);
        assert_eq!(odd.clone().fold(0, |total, (_, &size)| total ^ size), value, "row {} in {}", row + 1, input);
    }
    let odd_blocks = by_step.keys().filter(|(_, step)| step % 2 == 1).count();
    assert_eq!(elements(html, "rect", "odd-step").len(), odd_blocks, "odd-step blocks outlined: {}", input);
    assert_eq!(elements(html, "text", "step").len(), stones.len(), "a step on each stone: {}", input);
}

/// coloring-game: each tails coin's cell carries its value alone, the
/// oracle's, in reading order, and they XOR to the oracle's total.
fn coin_values_drawn(coins: &coloring_game::rules::Coins, view: &Value, input: &str) {
    let html = drawn_board(view);
    let tails = board_cells(html, "tails");
    let drawn: Vec<String> = tails.iter().map(|coin| coin["data-part-value"].clone()).collect();
    if let Some(oracle) = Coloring::oracle_values(coins) {
        let oracle: Vec<String> = oracle.iter().map(Nimber::digits).collect();
        assert_eq!(drawn, oracle, "each tails coin's value alone, by the oracle: {}", input);
    }
    let total = Coloring::values(coins).iter().fold(testkit::ground::Wide::zero(), |total, value| total ^ *value);
    assert_eq!(view["grundy"], json!(total.digits()), "{}", input);
    assert_eq!(elements(html, "text", "coin-value").len(), tails.len(), "a value on each tails coin: {}", input);
}

/// ring-grid-game: each cell with pieces carries the XOR of the oracle's
/// values of the pieces on it.
fn piece_values_drawn(position: &ring_grid_game::rules::Position, view: &Value, input: &str) {
    let html = drawn_board(view);
    let oracle = RingGrid::oracle_values(position).unwrap();
    let mut expected: BTreeMap<(usize, usize), u64> = BTreeMap::new();
    for (index, value) in oracle.iter().enumerate() {
        let piece = position.piece(index);
        *expected.entry((piece.row, piece.column)).or_default() ^= value;
    }
    let drawn: BTreeMap<(usize, usize), u64> = board_cells(html, "cell")
        .iter()
        .filter(|cell| cell.contains_key("data-part-value"))
        .map(|cell| (cell_of(cell), cell["data-part-value"].parse().unwrap()))
        .collect();
    assert_eq!(drawn, expected, "each piece's value at its cell, by the oracle: {}", input);
    assert_eq!(elements(html, "text", "piece-value").len(), expected.len(), "{}", input);
}

/// board-game: the patterns beside the board, each drawn square by square
/// (a dark square where it needs a stone), the one on the board marked.
fn patterns_drawn(position: &board_game::rules::Position, view: &Value, input: &str) {
    let html = drawn_board(view);
    assert!(html.contains("<div id=\"patterns\">"), "{}", input);
    let patterns = &position.game.board.patterns;
    assert_eq!(html.matches("<li data-pattern").count(), patterns.len().min(24), "{}", input);
    let section: Vec<&str> = html.split("<li data-pattern=").skip(1).collect();
    for (index, (drawn, pattern)) in section.iter().zip(patterns).enumerate() {
        assert!(drawn.starts_with(&format!("\"{}\"", index + 1)), "{}", input);
        let drawn = &drawn[..drawn.find("</li>").unwrap()];
        let needed = pattern.rows.iter().flatten().filter(|&&one| one).count();
        let cells = pattern.rows.iter().map(Vec::len).sum::<usize>();
        assert_eq!(elements(drawn, "rect", "needed").len(), needed, "pattern {} in {}", index + 1, input);
        assert_eq!(elements(drawn, "rect", "free").len(), cells - needed, "pattern {} in {}", index + 1, input);
    }
}

/// frogs: the legend says what each value shown means and whom it favours,
/// one item a value, and the values' table names the value the status line does.
fn frog_values_told(sum: &frogs::rules::Sum, view: &Value, input: &str) {
    let html = drawn_board(view);
    // Each strip's cells named: the strip's number, the cell, its frog.
    let cells = board_cells(html, "cell");
    assert_eq!(cells.len(), 5 * sum.strips().count(), "five cells a strip: {}", input);
    for ((number, strip), cells) in sum.strips().zip(cells.chunks(5)) {
        for (index, (cell, frog)) in cells.iter().zip(strip.iter()).enumerate() {
            let what = match frog {
                b'L' => "a frog of Left's, which moves right",
                b'R' => "a frog of Right's, which moves left",
                _ => "empty",
            };
            let expected = format!("strip {}, cell {}: {}", number, index + 1, what);
            assert_eq!(cell.get("aria-label"), Some(&expected), "{}", input);
        }
    }
    let mut seen: Vec<frogs::Value> = Vec::new();
    for (_, strip) in sum.strips() {
        let value = frogs::value_of(&strip);
        if !seen.contains(&value) {
            seen.push(value);
        }
    }
    let legend = &html[html.find("What the values mean").expect("the values' legend")..];
    let items: Vec<&str> = legend.split("<li>").skip(1).collect();
    assert_eq!(items.len(), seen.len() + 1, "an item a value, then the sum: {}", input);
    for value in &seen {
        let shown = frogs::explain::symbol(*value);
        let favours = match value {
            frogs::Value::One | frogs::Value::Half | frogs::Value::Up => "favours Left",
            frogs::Value::MinusOne | frogs::Value::MinusHalf | frogs::Value::Down => "favours Right",
            frogs::Value::Star => "favours neither",
            frogs::Value::Zero => "nothing for anyone",
        };
        assert!(
            items.iter().any(|item| {
                (item.starts_with(&format!("{}:", shown)) || item.starts_with(&format!("{} (", shown)))
                    && item.contains(favours)
            }),
            "{} explained ({}) in {}",
            shown,
            favours,
            input
        );
    }
    let named = FrogsSum::named_value(sum).unwrap();
    assert_eq!(view["value"]["total"], named.as_str());
    assert!(view["values_table"].as_str().unwrap().contains(&format!("<b>{}</b>", named)), "{}", input);
}

fn common_lost<R: Rules>(position: &R::Position) -> bool {
    R::oracle_total(position).expect("a position within the oracle's reach").is_zero()
}

/// Moves valued, lengths shown and lengths compared with the oracle, over
/// `count` small inputs of `problem` (the seeds of `suite`).
fn by_views<R: Rules>(
    suite: &str,
    problem: &'static str,
    generate: fn(&mut Rng, Size) -> String,
    count: u64,
    reasons: Reasons<R>,
) -> [usize; 3]
where
    WebGame<R>: Send,
{
    common::counted(&format!("{}/{}", suite, problem), count, generate, |input| {
        played_by_views::<R>(problem, input, reasons)
    })
}

/// Each problem's moves valued, lengths shown and lengths compared, over
/// `counts` inputs of each (master-duel, ring-grid-game, board-game,
/// coloring-game, frogs), checked to be enough to mean something.
fn all_by_views(suite: &str, counts: [u64; 5]) {
    let [master, ring, board, coloring, frogs_count] = counts;
    let counts = [
        ("master-duel", by_views::<MasterDuel>(suite, "master-duel", master_duel::generate, master, steps_drawn)),
        (
            "ring-grid-game",
            by_views::<RingGrid>(suite, "ring-grid-game", ring_grid_game::generate, ring, piece_values_drawn),
        ),
        ("board-game", by_views::<BoardGame>(suite, "board-game", board_game::generate, board, patterns_drawn)),
        (
            "coloring-game",
            by_views::<Coloring>(suite, "coloring-game", coloring_game::generate, coloring, coin_values_drawn),
        ),
        ("frogs", by_views::<FrogsSum>(suite, "frogs", frogs::generate, frogs_count, frog_values_told)),
    ];
    eprintln!("moves valued, lengths shown, lengths compared with the oracle: {:?}", counts);
    for (problem, [valued, shown, compared]) in counts {
        assert!(valued >= 200, "{}: {} moves valued", problem, valued);
        // Lengths are shown on most small positions (every one whose game
        // is within the solver's bounds: `Oracle::length`), and the oracle,
        // which counts fewer positions, checks a third of them at least.
        assert!(shown >= valued / 5, "{}: {} lengths shown for {} moves", problem, shown, valued);
        assert!(compared >= shown / 3, "{}: {} of {} lengths compared", problem, compared, shown);
    }
}

#[test]
fn every_listed_move_is_valued_and_measured_as_play_does() {
    all_by_views("web", [4, 24, 60, 10, 40]);
}

/// The same on more games (other seeds), where the first run's time is not
/// spent: with the test above, at least as many games of each problem as
/// that test played before the first `cargo test` was held to four minutes.
#[test]
#[ignore = "optimized build: CI's --ignored step"]
fn every_listed_move_is_valued_on_more_games() {
    all_by_views("web-more", [11, 36, 60, 14, 40]);
}

/// Over random games on `inputs` inputs of `generate`, each listed move's
/// total as a view takes it (`Rules::total_after`: ring-grid-game revalues
/// the moved piece alone, coloring-game the flipped coins) against the
/// position after it valued whole. The moves compared.
fn totals_after_agree<R: Rules>(problem: &str, generate: impl Fn(&mut Rng) -> String, inputs: u64) -> usize {
    use testkit::ground::xor_sum;
    let mut compared = 0;
    for index in 0..inputs {
        let mut rng = Rng::new(case_seed(&format!("web/total-after/{}", problem), index));
        let input = generate(&mut rng);
        for mut position in R::tests(&input).into_iter().take(3) {
            for ply in 0..8 {
                let (moves, _) = R::moves_up_to(&position, 100);
                if moves.is_empty() {
                    break;
                }
                let values = R::values(&position);
                let total = xor_sum(&values);
                for chosen in &moves {
                    let after = R::apply(&position, chosen).unwrap();
                    assert_eq!(
                        R::total_after(&position, &values, &total, chosen, &after),
                        xor_sum(&R::values(&after)),
                        "{}: move {} at ply {} of a random game on input {} of the seeds:\n{}",
                        problem,
                        R::show_move(chosen),
                        ply,
                        index,
                        input
                    );
                    compared += 1;
                }
                position = R::apply(&position, rng.pick(&moves)).unwrap();
            }
        }
    }
    compared
}

#[test]
fn a_moves_total_taken_from_what_it_changes_is_the_whole_positions() {
    let counts = [
        ("ring-grid-game", totals_after_agree::<RingGrid>("ring-grid-game", ring_grid_game::generate_mid, 4)),
        (
            "coloring-game",
            totals_after_agree::<Coloring>("coloring-game", |rng| coloring_game::generate(rng, Size::Max), 2),
        ),
        (
            "master-duel",
            totals_after_agree::<MasterDuel>("master-duel", |rng| master_duel::generate(rng, Size::Edge), 20),
        ),
        ("board-game", totals_after_agree::<BoardGame>("board-game", |rng| board_game::generate(rng, Size::Small), 60)),
        ("frogs", totals_after_agree::<FrogsSum>("frogs", |rng| frogs::generate(rng, Size::Small), 40)),
    ];
    eprintln!("moves' totals compared: {:?}", counts);
    for (problem, compared) in counts {
        assert!(compared >= 500, "{}: only {} moves compared", problem, compared);
    }
}

/// A server's games of `problem`, started as `cargo play PROBLEM --web` starts them.
fn games(problem: &str) -> Games {
    Games::for_default_game(testkit::problem(problem).unwrap()).unwrap()
}

/// The answer to one request: its status and body as JSON (`Null` when not JSON).
pub(crate) fn ask(games: &mut Games, method: &str, path: &str, body: &str) -> (u16, Value) {
    let reply = games.respond(method, path, body.as_bytes());
    (reply.status, serde_json::from_slice(&reply.body).unwrap_or(Value::Null))
}

fn refused(games: &mut Games, method: &str, path: &str, body: &str, status: u16, says: &str) {
    let (got, answer) = ask(games, method, path, body);
    assert_eq!(got, status, "{} {} {:?}: {}", method, path, body, answer);
    let line = answer["error"].as_str().unwrap_or_else(|| panic!("an error line: {}", answer));
    assert!(!line.contains('\n') && line.contains(says), "{} {}: {:?} should say {:?}", method, path, line, says);
}

#[test]
fn the_api_plays_and_refuses_what_it_should() {
    for problem in testkit::PROBLEMS {
        let mut games = games(problem.name);
        let (status, setup) = ask(&mut games, "GET", "/api/setup", "");
        assert_eq!(status, 200);
        assert_eq!(setup["problem"], problem.name);
        assert!(setup["files"].as_array().unwrap().iter().any(|file| file["name"] == "sample-1.in"));
        let (status, view) = ask(&mut games, "POST", "/api/games", &setup["first"].to_string());
        assert_eq!(status, 201, "{}", view);
        let id = view["id"].as_str().unwrap().to_string();
        assert_eq!(view["to_move"], "you");
        assert_eq!(view["value"]["side_to_move"], "win", "{}: the first game is one the person can win", problem.name);
        // Followed by its hints, the game is won.
        let mut view = view;
        for _ in 0..500 {
            if !view["result"].is_null() {
                break;
            }
            let hint = view["hint"]["move"].as_str().expect("a hint in a won game").to_string();
            let (status, next) =
                ask(&mut games, "POST", &format!("/api/games/{}/move", id), &json!({ "move": hint }).to_string());
            assert_eq!(status, 200, "{}", next);
            view = next;
        }
        assert_eq!(view["result"], "you win", "{}", problem.name);
        assert!(view["history"].as_array().unwrap().iter().all(|entry| entry["mistake"] == false));
        // No mistake: nothing to try again (tests/review.rs tries mistakes again).
        assert_eq!(view["try_again"], Value::Null);
        let path = format!("/api/games/{}/try-again", id);
        refused(&mut games, "POST", &path, "{}", 409, "nothing to try again: none of your moves has thrown a win away");
        refused(&mut games, "POST", &path, r#"{"ply": 0}"#, 409, "move 1 is not one of yours that threw a win away");
        refused(&mut games, "GET", &path, "", 405, "is not a method of");
        let (status, again) = ask(&mut games, "GET", &format!("/api/games/{}", id), "");
        assert_eq!(status, 200);
        same_view(&again, &view, "a reload finds the game as it was");
        refused(&mut games, "POST", &format!("/api/games/{}/move", id), r#"{"move": "1"}"#, 422, "over");
        // Undo takes the game back to the person's turn; redo ends it again.
        let (status, undone) = ask(&mut games, "POST", &format!("/api/games/{}/undo", id), "");
        assert_eq!(status, 200);
        assert_eq!(undone["to_move"], "you");
        assert_eq!(undone["can_redo"], true);
        let (status, redone) = ask(&mut games, "POST", &format!("/api/games/{}/redo", id), "");
        assert_eq!(status, 200);
        same_view(&redone, &view, "redo ends the game again");
        refused(&mut games, "POST", &format!("/api/games/{}/redo", id), "", 409, "nothing to redo");
        // Other sources of a game.
        let (status, generated) =
            ask(&mut games, "POST", "/api/games", r#"{"size": "small", "seed": 7, "second": true}"#);
        assert_eq!((status, generated["you"].clone()), (201, json!("second")), "{}", generated);
        let sample =
            String::from_utf8(std::fs::read(testkit::cases::data_dir(problem.name).join("sample-1.in")).unwrap())
                .unwrap();
        let (status, pasted) =
            ask(&mut games, "POST", "/api/games", &json!({ "input": sample.replace('\n', "\r\n") }).to_string());
        assert_eq!(status, 201, "a pasted input with CRLF line ends: {}", pasted);
        // A pasted input whose tokens are right is taken, tidied, and the page is told.
        let (_, plain) = ask(&mut games, "POST", "/api/games", &json!({ "input": sample }).to_string());
        assert!(plain["said"].is_null(), "{}", plain["said"]);
        let spaced: Vec<String> = sample.lines().map(|line| format!(" {} ", line.replace(' ', "  \t"))).collect();
        for (untidy, says) in [
            (spaced.join("\r\n"), ["Windows line ends", "spaces at the start or end", "doubled spaces", "no line end"]),
            (format!("{}\n\n \n\n", sample.trim_end()), ["blank lines at the end"; 4]),
            (sample.trim_end().to_string(), ["no line end after the last line"; 4]),
        ] {
            let (status, tidied) = ask(&mut games, "POST", "/api/games", &json!({ "input": untidy }).to_string());
            assert_eq!(status, 201, "{:?}: {}", untidy, tidied);
            let said = tidied["said"].as_str().unwrap_or_else(|| panic!("the page is told: {:?}", untidy));
            assert!(said.starts_with("the pasted input was tidied"), "{}", said);
            for part in says {
                assert!(said.contains(part), "{:?} should say {:?}", said, part);
            }
            let (mut tidied, mut plain) = (tidied, plain.clone());
            for view in [&mut tidied, &mut plain] {
                view["id"] = Value::Null;
            }
            same_view(&tidied, &plain, "a tidied input plays as the plain one");
        }
        refused(&mut games, "POST", "/api/games", r#"{"input": "1\n"}"#, 422, "the input is not legal: ");
        refused(&mut games, "POST", "/api/games", r#"{"input": "x"}"#, 422, "the input is not legal: ");
        let tests = setup["files"].as_array().unwrap().iter().find(|file| file["name"] == "sample-1.in").unwrap()
            ["tests"]
            .as_u64()
            .unwrap();
        let pick = if tests == 1 { "pick 1".to_string() } else { format!("pick 1 to {}", tests) };
        let body = json!({ "file": "sample-1.in", "test": tests + 1 }).to_string();
        refused(&mut games, "POST", "/api/games", &body, 422, &format!("this file has {} test", tests));
        refused(&mut games, "POST", "/api/games", &body, 422, &pick);
        refused(&mut games, "POST", "/api/games", r#"{"file": "sample-1.in", "test": 0}"#, 422, "from 1");
        refused(&mut games, "POST", "/api/games", r#"{"file": "../Cargo.toml"}"#, 404, "no judge-data file");
        refused(&mut games, "POST", "/api/games", r#"{"size": "huge"}"#, 400, "not a size");
        refused(&mut games, "POST", "/api/games", r#"{"size": "small", "file": "sample-1.in"}"#, 400, "one of");
        // Any seed up to 2^64 - 1, as a number or its digits; past it, the page's words.
        for seed in [json!(u64::MAX), json!(u64::MAX.to_string()), json!(0)] {
            let (status, made) =
                ask(&mut games, "POST", "/api/games", &json!({ "size": "small", "seed": seed }).to_string());
            assert_eq!(status, 201, "seed {}: {}", seed, made);
        }
        for seed in ["100000000000000000000000", "\"18446744073709551616\"", "-1", "1.5", "\"x\""] {
            let body = format!(r#"{{"size": "small", "seed": {}}}"#, seed);
            refused(
                &mut games,
                "POST",
                "/api/games",
                &body,
                422,
                "the seed is a whole number from 0 to 18446744073709551615",
            );
        }
        refused(&mut games, "POST", "/api/games", r#"{"colour": "red"}"#, 400, "unknown field");
        refused(&mut games, "POST", "/api/games", "{", 400, "not the JSON");
        refused(&mut games, "POST", "/api/games", "[1, 2]", 400, "not the JSON");
        refused(&mut games, "POST", "/api/games", "\u{ff}", 400, "not the JSON");
        refused(&mut games, "GET", "/api/games/12345", "", 404, "no game 12345");
        refused(&mut games, "GET", "/api/games/abc", "", 404, "no game abc");
        refused(&mut games, "POST", &format!("/api/games/{}/move", id), r#"{"mvoe": "x"}"#, 400, "unknown field");
        refused(&mut games, "POST", &format!("/api/games/{}/move", id), r#"{"move": 3}"#, 400, "not the JSON");
        refused(&mut games, "POST", &format!("/api/games/{}/move", id), "{}", 400, "a move is asked for");
        refused(&mut games, "POST", &format!("/api/games/{}/goto", id), "{}", 400, "a move of the game is asked for");
        refused(&mut games, "POST", &format!("/api/games/{}/goto", id), r#"{"ply": 9999}"#, 409, "no move 9999");
        refused(&mut games, "DELETE", &format!("/api/games/{}", id), "", 405, "not a method");
        refused(&mut games, "GET", "/etc/passwd", "", 404, "no page");
        refused(&mut games, "GET", "/api/games/1/2/3/4", "", 404, "no page");
        refused(&mut games, "POST", &format!("/api/games/{}/jump", id), "{}", 404, "no page");
        refused(&mut games, "GET", &format!("/api/games/{}/move", id), "", 405, "not a method");
    }
}

#[test]
fn an_illegal_move_is_refused_with_the_rules_reason_and_the_game_goes_on() {
    let cases = [
        ("master-duel", "1:1->2", "not a legal move: row 1 has no stone on column 1"),
        ("master-duel", "stone", "is not a move"),
        ("ring-grid-game", "9:9->9", "is not a move"),
        ("ring-grid-game", "1,1:9,9->9,9", "not a legal move"),
        ("board-game", "9,9", "not a legal move"),
        ("board-game", "9 9", "is not a move"),
        ("frogs", "1:1->9", "not a legal move"),
    ];
    for (problem, typed, says) in cases {
        let mut games = games(problem);
        let (_, view) = ask(&mut games, "POST", "/api/games", "{}");
        let id = view["id"].as_str().unwrap().to_string();
        refused(
            &mut games,
            "POST",
            &format!("/api/games/{}/move", id),
            &json!({ "move": typed }).to_string(),
            422,
            says,
        );
        let (status, after) = ask(&mut games, "GET", &format!("/api/games/{}", id), "");
        assert_eq!(status, 200);
        same_view(&after, &view, "the refused move changed nothing");
    }
}

#[test]
fn the_server_keeps_a_bounded_number_of_games() {
    let mut games = games("master-duel");
    let ids: Vec<String> = (0..web::KEPT_GAMES + 5)
        .map(|_| ask(&mut games, "POST", "/api/games", "{}").1["id"].as_str().unwrap().to_string())
        .collect();
    for (index, id) in ids.iter().enumerate() {
        let (status, _) = ask(&mut games, "GET", &format!("/api/games/{}", id), "");
        assert_eq!(status, if index < 5 { 404 } else { 200 }, "game {} of {}", index + 1, ids.len());
    }
}

#[test]
fn the_server_listens_on_loopback_and_refuses_what_it_should() {
    let server = WebServer::start("master-duel", &[]);
    assert!(server.first_line.starts_with("open http://127.0.0.1:"));
    // Listening on 127.0.0.1 alone: the kernel's table of listening sockets.
    let table = std::fs::read_to_string("/proc/net/tcp").unwrap();
    let listening: Vec<&str> = table
        .lines()
        .filter_map(|line| line.split_whitespace().nth(1).filter(|_| line.split_whitespace().nth(3) == Some("0A")))
        .filter(|local| local.ends_with(&format!(":{:04X}", server.port)))
        .collect();
    assert_eq!(listening, ["0100007F:".to_string() + &format!("{:04X}", server.port)], "{:?}", listening);

    let (status, page) = server.request("GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains("<script type=\"module\" src=\"play.js\""));
    // The page is named after its problem, in its language.
    assert!(page.contains("<title>A Duel of Masters (master-duel) · cargo play</title>"), "{}", &page[..400]);
    assert!(page.contains("<h1 id=\"problem\">A Duel of Masters (master-duel)</h1>"));
    let (_, page_zh) = server.request("GET", "/?lang=zh", "");
    assert!(page_zh.contains("<title>高手过招 (master-duel) · cargo play</title>"), "{}", &page_zh[..400]);
    for asset in ["/play.js", "/chart.js", "/keys.js", "/play.css", "/api/setup"] {
        assert_eq!(server.request("GET", asset, "").0, 200, "{}", asset);
    }
    let (status, view) = server.request("POST", "/api/games", "{}");
    assert_eq!(status, 201, "{}", view);
    // Misaddressed, malformed, oversized.
    let port = server.port;
    let refusals: Vec<(Vec<u8>, u16)> = vec![
        (format!("GET / HTTP/1.1\r\nHost: example.com:{}\r\n\r\n", port).into_bytes(), 421),
        (b"GET / HTTP/1.1\r\n\r\n".to_vec(), 421),
        (b"NOT HTTP AT ALL\r\n\r\n".to_vec(), 400),
        (format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nX: {}\r\n\r\n", port, "y".repeat(20_000)).into_bytes(), 431),
        (
            format!(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: {}\r\n\r\n",
                port,
                web::MAX_BODY + 1
            )
            .into_bytes(),
            413,
        ),
        (
            format!("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: x\r\n\r\n", port).into_bytes(),
            400,
        ),
        (
            format!(
                "POST /api/games HTTP/1.1\r\nHost: localhost:{}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
                port
            )
            .into_bytes(),
            411,
        ),
        (
            format!(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{{{{{{",
                port
            )
            .into_bytes(),
            400,
        ),
        // Another site's page: a body that is not JSON (the kind a page
        // sends without asking first), none said, a foreign origin.
        (
            format!("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{{}}", port)
                .into_bytes(),
            415,
        ),
        (format!("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: 2\r\n\r\n{{}}", port).into_bytes(), 415),
        (
            format!(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nOrigin: http://example.com\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{{}}",
                port
            )
            .into_bytes(),
            403,
        ),
        (
            format!(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nOrigin: http://127.0.0.1:{}.example.com\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{{}}",
                port, port
            )
            .into_bytes(),
            403,
        ),
        // Two hosts (RFC 9112: 400); methods a path does not take.
        (format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nHost: 127.0.0.1:{}\r\n\r\n", port, port).into_bytes(), 400),
        (format!("OPTIONS /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\n\r\n", port).into_bytes(), 405),
    ];
    for (raw, status) in &refusals {
        let (got, body) = server.raw(raw);
        assert_eq!(got, *status, "{:?}: {}", String::from_utf8_lossy(&raw[..raw.len().min(80)]), body);
        let answer: Value = serde_json::from_str(&body).unwrap_or_else(|_| panic!("a JSON error: {:?}", body));
        assert!(answer["error"].as_str().is_some_and(|line| !line.is_empty() && !line.contains('\n')));
    }
    // The server's own origin, in any case, and its host named in any case,
    // are taken; a 405 says what the path takes; HEAD is GET without the body.
    for origin in [format!("http://127.0.0.1:{}", port), format!("http://LOCALHOST:{}", port)] {
        let raw = format!(
            "POST /api/games HTTP/1.1\r\nHost: localhost:{}\r\nOrigin: {}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\n\r\n{{}}",
            port, origin
        );
        assert_eq!(server.raw(raw.as_bytes()).0, 201, "{}", origin);
    }
    assert_eq!(server.raw(format!("GET / HTTP/1.1\r\nHost: LOCALHOST:{}\r\n\r\n", port).as_bytes()).0, 200);
    for (method, path, allow) in
        [("OPTIONS", "/api/games", "POST"), ("DELETE", "/", "GET, HEAD"), ("PUT", "/api/games/x/move", "POST")]
    {
        let raw = format!(
            "{} {} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n",
            method, path, port
        );
        let answer = server.answer(raw.as_bytes());
        assert!(
            answer.starts_with("HTTP/1.1 405 ") && answer.contains(&format!("\r\nAllow: {}\r\n", allow)),
            "{} {}: {}",
            method,
            path,
            answer
        );
    }
    let got = server.answer(format!("GET /play.js HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\r\n", port).as_bytes());
    let head = server.answer(format!("HEAD /play.js HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\r\n", port).as_bytes());
    let (got_head, got_body) = got.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200 ") && !got_body.is_empty(), "{}", head);
    assert_eq!(head, format!("{}\r\n\r\n", got_head), "HEAD answers GET's head alone");
    // The page and its files: gzipped for a browser that takes it, kept with
    // an ETag and answered 304 while unchanged; the games' answers never kept.
    for asset in ["/", "/play.js", "/play.css"] {
        let get = |headers: &str| {
            let raw = format!("GET {} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n{}\r\n", asset, port, headers);
            let answer = server.answer_bytes(raw.as_bytes());
            let split = answer.windows(4).position(|window| window == b"\r\n\r\n").unwrap();
            (String::from_utf8_lossy(&answer[..split]).into_owned(), answer[split + 4..].to_vec())
        };
        let (head, plain) = get("");
        let etag =
            head.lines().find_map(|line| line.strip_prefix("ETag: ")).unwrap_or_else(|| panic!("{}: {}", asset, head));
        assert!(head.contains("\r\nCache-Control: no-cache\r\n") && !head.contains("Content-Encoding"), "{}", head);
        let (zipped_head, zipped) = get("Accept-Encoding: br, gzip;q=0.8\r\n");
        assert!(zipped_head.contains("\r\nContent-Encoding: gzip\r\n"), "{}: {}", asset, zipped_head);
        let mut unzipped = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&zipped[..]), &mut unzipped).unwrap();
        assert_eq!(unzipped, plain, "{}: the gzipped body", asset);
        assert!(zipped.len() * 2 < plain.len(), "{}: {} gzipped bytes of {}", asset, zipped.len(), plain.len());
        let (_, refused) = get("Accept-Encoding: gzip;q=0\r\n");
        assert_eq!(refused, plain, "{}: gzip refused with q=0", asset);
        let (held_head, held) = get(&format!("If-None-Match: {}\r\n", etag));
        assert!(held_head.starts_with("HTTP/1.1 304 ") && held.is_empty(), "{}: {}", asset, held_head);
    }
    assert!(page.contains("<meta name=\"description\" content=\"A combinatorial game"));
    // A game's view is never kept, and gzipped too for a client that takes
    // it (it is over 1 KiB); a short answer is sent as it is.
    let body = "{}";
    let raw = format!(
        "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\n\
         Accept-Encoding: gzip\r\nContent-Length: {}\r\n\r\n{}",
        port,
        body.len(),
        body
    );
    let answer = server.answer_bytes(raw.as_bytes());
    let split = answer.windows(4).position(|window| window == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&answer[..split]).into_owned();
    assert!(head.starts_with("HTTP/1.1 201 ") && head.contains("\r\nCache-Control: no-store\r\n"), "{}", head);
    assert!(
        head.contains("\r\nContent-Encoding: gzip\r\n") && head.contains("\r\nVary: Accept-Encoding\r\n"),
        "{}",
        head
    );
    assert!(!head.contains("ETag"), "{}", head);
    let mut unzipped = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&answer[split + 4..]), &mut unzipped).unwrap();
    let started: Value = serde_json::from_slice(&unzipped).expect("the gzipped view is JSON");
    assert!(started["id"].is_string() && started["moves"].is_array(), "{}", started);
    let short = server.answer(
        format!("GET /api/games/0 HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nAccept-Encoding: gzip\r\n\r\n", port).as_bytes(),
    );
    assert!(short.starts_with("HTTP/1.1 404 ") && !short.contains("Content-Encoding"), "{}", short);
    assert!(short.contains("\r\nCache-Control: no-store\r\n") && !short.contains("ETag"), "{}", short);
    // Game ids are 128 random bits.
    let ids: Vec<String> = (0..2)
        .map(|_| {
            serde_json::from_str::<Value>(&server.request("POST", "/api/games", "{}").1).unwrap()["id"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(ids.iter().all(|id| id.len() == 32 && id.bytes().all(|byte| byte.is_ascii_hexdigit())), "{:?}", ids);
    assert_ne!(ids[0], ids[1]);
    // An oversized body actually sent is refused too, unread.
    let big = format!(
        "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: {}\r\n\r\n{}",
        port,
        web::MAX_BODY + 10,
        "x".repeat(web::MAX_BODY + 10)
    );
    assert_eq!(server.raw(big.as_bytes()).0, 413);

    // A thousand random requests, bounded in time; each gets an answer below
    // 500, and the server serves on.
    let mut rng = Rng::new(45);
    let started = Instant::now();
    let id = serde_json::from_str::<Value>(&view).unwrap()["id"].as_str().unwrap().to_string();
    let paths = [
        "/",
        "/api/setup",
        "/api/games",
        "/api/games/1",
        "/api/games/ID",
        "/api/games/ID/move",
        "/api/games/ID/undo",
        "/api/games/ID/redo",
        "/x/../../etc",
        "/api//games",
        "/%00",
        "/api/games/ID/move?x=1",
    ];
    let bodies = [
        "",
        "{}",
        "{\"move\": \"1:19->20\"}",
        "{\"move\": \"\"}",
        "null",
        "{\"size\": \"small\"}",
        "{\"input\": \"1\\n1 20\\n\"}",
        "\u{0}\u{1}",
        "{\"file\": \"sample-1.in\", \"test\": 1}",
        "{\"second\": \"yes\"}",
    ];
    let methods = ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "BREW"];
    for round in 0..1000 {
        let method = methods[rng.usize(0, methods.len() - 1)];
        let path = paths[rng.usize(0, paths.len() - 1)].replace("ID", &id);
        let body = bodies[rng.usize(0, bodies.len() - 1)];
        let (status, answer) = if rng.usize(0, 9) == 0 {
            // Random bytes for a request, and nothing more: a head cut short
            // would otherwise be waited for as long as the server waits.
            let noise: Vec<u8> = (0..rng.usize(0, 300)).map(|_| rng.usize(0, 255) as u8).collect();
            server.raw_then_closed(&noise)
        } else {
            server.request(method, &path, body)
        };
        assert!(status < 500, "round {}: {} {} {:?} got {} {}", round, method, path, body, status, answer);
    }
    assert!(started.elapsed() < Duration::from_secs(120), "a thousand requests took {:?}", started.elapsed());
    assert_eq!(server.request("GET", "/api/setup", "").0, 200, "it serves on");

    // Ctrl-C stops it: exit 130, and nothing listens on the port any more.
    let mut server = server;
    let (code, stderr) = server.stop("INT");
    assert_eq!(code, Some(130), "{}", stderr);
    assert!(stderr.contains("stopped"), "{}", stderr);
    assert!(TcpStream::connect(("127.0.0.1", port)).is_err(), "still listening on {}", port);
}

/// The page names the problem and states its rules in two lines (each
/// problem its own, in the page's language), with links to its statement
/// and editorial, which the server draws from their Markdown: the
/// statement's text and math (its symbols, no TeX left), the editorial's
/// headings, no link into the repository (the server serves none of its
/// files), in both languages; each page's title the problem's name.
#[test]
fn the_page_states_the_rules_and_links_the_statement_and_the_editorial() {
    let mut rules_seen = std::collections::BTreeSet::new();
    for problem in testkit::PROBLEMS {
        let mut games = games(problem.name);
        for (lang, statement, editorial_file) in
            [("en", problem.statement, "README.md"), ("zh", problem.statement_zh, "README.zh.md")]
        {
            let get = |games: &mut Games, path: &str| {
                let reply = games.respond("GET", &format!("{}?lang={}", path, lang), b"");
                assert_eq!(reply.status, 200, "{} {}", problem.name, path);
                assert!(reply.content_type.starts_with("text/html"), "{}", reply.content_type);
                String::from_utf8(reply.body).unwrap()
            };
            let board = get(&mut games, "/");
            let rules = board.split("<p id=\"rules\">").nth(1).unwrap().split("<span class=\"links\">").next().unwrap();
            let sentences = rules.matches(['.', '。']).count();
            assert!((1..=3).contains(&sentences) && rules.trim().len() > 60, "{} {}: {:?}", problem.name, lang, rules);
            assert!(rules.contains(if lang == "en" { " loses" } else { "负" }), "{}: {}", problem.name, rules);
            assert!(rules_seen.insert(rules.to_string()), "{}: the same rules as another problem", problem.name);
            for (path, words) in [("statement", ["statement", "题面"]), ("editorial", ["editorial", "题解"])] {
                let link = format!(
                    "<a href=\"{}?lang={}\" target=\"_blank\" rel=\"noopener\">{}</a>",
                    path,
                    lang,
                    words[usize::from(lang == "zh")]
                );
                assert!(board.contains(&link), "{} {}: no {}", problem.name, lang, link);
            }
            let page = get(&mut games, "/statement");
            let title = page.split("<title>").nth(1).unwrap().split("</title>").next().unwrap();
            assert!(title.contains(&format!("({})", problem.name)), "{}", title);
            // The statement's first words, and its math as symbols.
            let first: String = statement.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
            let first = first.split(['$', '`']).next().unwrap().trim();
            assert!(page.contains(first), "{} {}: {:?} not on the page", problem.name, lang, first);
            assert!(!page.contains("<script"), "the statement runs nothing");
            let editorial = get(&mut games, "/editorial");
            let source = std::fs::read_to_string(
                testkit::cases::workspace_root().join("crates").join(problem.name).join(editorial_file),
            )
            .unwrap();
            // Every formula of both pages drawn as MathML, none left as TeX.
            for (drawn, markdown, name) in [(&page, statement, "statement"), (&editorial, source.as_str(), "editorial")]
            {
                let formulas = formulas(markdown);
                let what = format!("{} {} {}", problem.name, lang, name);
                assert_eq!(drawn.matches("<math").count(), formulas, "{}: each formula a <math>", what);
                assert!(!drawn.contains("class=\"tex\""), "{}: a formula the parser refused", what);
                let words = without_code(drawn);
                assert!(!words.contains('\\'), "{}: a backslash outside code: {}", what, around(&words, '\\'));
                // A line break of the source between two Chinese characters
                // is not drawn as a space.
                let wide = |c: char| testkit::i18n::char_width(c) == 2;
                let chars: Vec<char> = without(drawn, "pre").chars().collect();
                let spaced = chars.windows(3).find(|three| wide(three[0]) && three[1] == '\n' && wide(three[2]));
                assert!(spaced.is_none(), "{}: a line break between {:?}", what, spaced);
            }
            // The samples, each input and output whole, after the output's
            // section and before the notes that refer to them.
            let samples: Vec<_> = testkit::cases::load(problem)
                .unwrap()
                .into_iter()
                .filter(|case| case.name.starts_with("sample"))
                .collect();
            assert!(!samples.is_empty(), "{}: no sample", problem.name);
            for case in &samples {
                for text in [String::from_utf8(case.input.clone()).unwrap(), case.expected.clone()] {
                    let block = format!("<pre><code>{}</code></pre>", testkit::html::escape(&text));
                    assert!(
                        page.contains(&block),
                        "{} {}: the sample {} not shown whole",
                        problem.name,
                        lang,
                        case.name
                    );
                }
            }
            let (sample, output, notes) = match lang {
                "en" => ([">Sample<", ">Sample 1<"], ">Output<", ">Notes<"),
                _ => ([">样例<", ">样例 1<"], ">输出格式<", ">说明<"),
            };
            let first = sample.iter().filter_map(|heading| page.find(heading)).min();
            let (output, notes) = (page.find(output), page.find(notes));
            assert!(
                output < first && first < notes && notes.is_some(),
                "{} {}: the samples between the output and the notes",
                problem.name,
                lang
            );
            let heading = source.lines().find_map(|line| line.strip_prefix("## ")).unwrap();
            let heading = testkit::html::escape(heading.split('`').next().unwrap().trim());
            assert!(editorial.contains(&heading), "{} {}: the heading {:?}", problem.name, lang, heading);
            for drawn in [&page, &editorial] {
                for link in drawn.split("href=\"").skip(1) {
                    let target = link.split('"').next().unwrap();
                    assert!(
                        target.starts_with("https://")
                            || target.starts_with("http://")
                            || target.starts_with("?lang=")
                            || target.starts_with("./?lang=")
                            || target == "play.css"
                            || target == "data:,",
                        "{} {}: a link into the repository: {}",
                        problem.name,
                        lang,
                        target
                    );
                }
            }
        }
    }
}

/// The formulas of a Markdown text, as the pages read it (`$…$`, `$$…$$`).
pub fn formulas(markdown: &str) -> usize {
    use pulldown_cmark::{Event, Options, Parser};
    Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_MATH)
        .filter(|event| matches!(event, Event::InlineMath(_) | Event::DisplayMath(_)))
        .count()
}

/// A page's HTML with its code (`<pre>`, `<code>`) left out.
fn without_code(html: &str) -> String {
    without(html, "code")
}

/// A page's HTML with its elements `tag` left out.
fn without(html: &str, tag: &str) -> String {
    let (open, close) = (format!("<{}", tag), format!("</{}>", tag));
    let mut kept = String::new();
    let mut rest = html;
    while let Some(at) = rest.find(&open) {
        kept.push_str(&rest[..at]);
        rest = rest[at..].split_once(&close).map_or("", |(_, after)| after);
    }
    kept.push_str(rest);
    kept
}

/// Some text around the first `c` of `text`, for a failure's message.
fn around(text: &str, c: char) -> String {
    let at = text.find(c).unwrap_or(0);
    let start = text[..at].char_indices().rev().nth(40).map_or(0, |(index, _)| index);
    text[start..].chars().take(80).collect()
}

/// The scripts are sent compacted (no comment lines, indentation or blank
/// lines), which is safe because no line of theirs is inside a string, a
/// template or a comment that spans lines: no line has an odd number of
/// backticks or quotes, none opens a block comment; each is a fifth
/// smaller at least.
#[test]
fn the_scripts_are_sent_compacted_and_compacting_them_is_safe() {
    for source in web::SCRIPTS {
        for line in source.lines() {
            let code = line.split(" // ").next().unwrap();
            assert!(!code.contains("/*"), "a block comment: {}", line);
            assert_eq!(code.matches('`').count() % 2, 0, "a template across lines: {}", line);
            if !line.trim_start().starts_with("//") {
                for quote in ['"', '\''] {
                    let outside = code.split('`').step_by(2).collect::<String>();
                    assert_eq!(outside.matches(quote).count() % 2, 0, "a string across lines? {}", line);
                }
            }
        }
        let compacted = web::compact(source);
        assert!(compacted.len() * 5 < source.len() * 4, "{} of {} bytes", compacted.len(), source.len());
        assert!(compacted.lines().all(|line| !line.starts_with("//") && line == line.trim() && !line.is_empty()));
    }
}

#[test]
fn a_port_in_use_is_one_error_line_and_the_host_cannot_be_chosen() {
    let mut server = WebServer::start("board-game", &[]);
    let port = server.port.to_string();
    let output = crate::common::no_locale(&mut Command::new(env!("CARGO_BIN_EXE_play")))
        .current_dir(testkit::cases::workspace_root())
        .args(["board-game", "--web", "--port", &port])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{}", stderr);
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    assert!(stderr.starts_with("error: port ") && stderr.contains("in use"), "{}", stderr);
    assert!(output.stdout.is_empty(), "no address printed: {:?}", String::from_utf8_lossy(&output.stdout));
    for args in [&["board-game", "--web", "--host", "0.0.0.0"][..], &["board-game", "--port", "8000"][..]] {
        let output = crate::common::no_locale(&mut Command::new(env!("CARGO_BIN_EXE_play")))
            .current_dir(testkit::cases::workspace_root())
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
    }
    // SIGTERM stops it as Ctrl-C does.
    let (code, _) = server.stop("TERM");
    assert_eq!(code, Some(130));
}

#[test]
fn a_test_cut_from_its_file_is_the_game_of_the_whole_file() {
    let mut compared = 0;
    for problem in testkit::PROBLEMS {
        let mut games = games(problem.name);
        let (_, setup) = ask(&mut games, "GET", "/api/setup", "");
        // The inputs as the judge reads them: a large one may be made from
        // its recipe, with no file in a fresh clone.
        let inputs = testkit::cases::load(problem).unwrap();
        for file in setup["files"].as_array().unwrap() {
            let name = file["name"].as_str().unwrap();
            let case = inputs.iter().find(|case| case.input_path.file_name().unwrap() == name).unwrap();
            let input = String::from_utf8(case.input.clone()).unwrap();
            if input.len() > 200_000 {
                continue;
            }
            let count = file["tests"].as_u64().unwrap() as usize;
            for test in [1, 2, count].into_iter().filter(|&test| test <= count) {
                let (status, cut) =
                    ask(&mut games, "POST", "/api/games", &json!({ "file": name, "test": test }).to_string());
                assert_eq!(status, 201, "{} {} test {}: {}", problem.name, name, test, cut);
                let (status, whole) =
                    ask(&mut games, "POST", "/api/games", &json!({ "input": input, "test": test }).to_string());
                assert_eq!(status, 201, "{}", whole);
                let (mut cut, mut whole) = (cut, whole);
                cut["id"] = Value::Null;
                whole["id"] = Value::Null;
                same_view(&cut, &whole, &format!("{} {} test {}", problem.name, name, test));
                compared += 1;
            }
        }
    }
    assert!(compared >= 100, "{} games compared", compared);
}

/// The person's moves until move `plies` of the game: the hint, or now and
/// then the last listed move (a mistake where it throws the win away).
fn played_to(games: &mut Games, mut view: Value, plies: u64) -> Value {
    let id = view["id"].as_str().unwrap().to_string();
    let mut turn = 0;
    while view["result"].is_null() && view["ply"].as_u64().unwrap() < plies {
        let moves = view["moves"].as_array().unwrap();
        let chosen = match (view["hint"]["move"].as_str(), turn % 3) {
            (Some(hint), 0 | 1) => hint.to_string(),
            _ => moves.last().unwrap()["move"].as_str().unwrap().to_string(),
        };
        let (status, next) =
            ask(games, "POST", &format!("/api/games/{}/move", id), &json!({ "move": chosen }).to_string());
        assert_eq!(status, 200, "{}", next);
        view = next;
        turn += 1;
    }
    view
}

/// Two views of one game as it is played, whichever server keeps it: all but
/// its id, version and title (a game from an address is the one test).
fn same_game(got: &Value, expected: &Value, what: &str) {
    let strip = |view: &Value| {
        let mut view = view.clone();
        for field in ["id", "title"] {
            view[field] = Value::Null;
        }
        view
    };
    same_view(&strip(got), &strip(expected), what);
}

#[test]
fn an_address_opens_the_same_game_at_the_same_move_on_another_server() {
    for problem in testkit::PROBLEMS {
        let mut games = games(problem.name);
        let (_, setup) = ask(&mut games, "GET", "/api/setup", "");
        // The last test of the largest small file, played a few moves.
        let file = setup["files"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|file| file["name"].as_str().unwrap().starts_with("sample"))
            .max_by_key(|file| file["tests"].as_u64())
            .unwrap()
            .clone();
        let body = json!({ "file": file["name"], "test": file["tests"], "second": true });
        let (status, view) = ask(&mut games, "POST", "/api/games", &body.to_string());
        assert_eq!(status, 201, "{}", view);
        let view = played_to(&mut games, view, 6);
        let address = view["address"].as_str().unwrap().to_string();
        assert!(address.starts_with("p=") && address.contains("&second=1"), "{}", address);
        if view["ply"].as_u64().unwrap() > 0 {
            assert!(address.contains("&m="), "{}", address);
        }
        // Another server, started with another input (a generated one, the
        // user's own), opens the address as the same game at the same move.
        let generated = (problem.generate)(&mut Rng::new(3), Size::Small);
        let mut other = Games::new(problem, None, generated.into_bytes(), &Start::default()).unwrap();
        let asked = json!({ "address": format!("#{}&values=1&zoom=big", address) }).to_string();
        let (status, reopened) = ask(&mut other, "POST", "/api/games", &asked);
        assert_eq!(status, 201, "{}: {}", problem.name, reopened);
        same_game(&reopened, &view, &format!("{}: the address {}", problem.name, address));
        assert_eq!(reopened["address"], view["address"]);

        // Gone back in the game, the address holds the whole game and the
        // move looked at (`ply=K`), and opens there, the moves after it kept
        // for redo: a link copied while looking back keeps the game.
        let id = view["id"].as_str().unwrap().to_string();
        let ply = view["ply"].as_u64().unwrap();
        for back in (0..ply).rev().take(3) {
            let (status, earlier) =
                ask(&mut games, "POST", &format!("/api/games/{}/goto", id), &json!({ "ply": back }).to_string());
            assert_eq!(status, 200, "{}", earlier);
            assert_eq!(earlier["ply"], back);
            assert_eq!(earlier["can_redo"], true);
            assert_eq!(earlier["history"].as_array().unwrap().len() as u64, ply, "the moves ahead are kept");
            assert_eq!(earlier["chart"].as_array().unwrap().len() as u64, ply + 1);
            let played = earlier["played"].as_array().unwrap();
            assert_eq!(played.len() as u64, back);
            let asked = json!({ "address": earlier["address"] }).to_string();
            let (status, reopened) = ask(&mut other, "POST", "/api/games", &asked);
            assert_eq!(status, 201, "{}", reopened);
            let written = earlier["address"].as_str().unwrap();
            assert!(written.starts_with(&address) && written.ends_with(&format!("&ply={}", back)), "{}", written);
            assert_eq!(reopened["ply"], back, "{}", earlier["address"]);
            assert_eq!(reopened["address"], earlier["address"]);
            assert_eq!(reopened["history"], earlier["history"], "the moves ahead kept: {}", written);
            assert_eq!(reopened["can_redo"], true);
            assert_eq!(reopened["played"], earlier["played"]);
            assert_eq!(reopened["text"], earlier["text"]);
            assert_eq!(reopened["moves"], earlier["moves"]);
            assert_eq!(reopened["to_move"], earlier["to_move"]);
        }
        // A move looked at past the game's end is refused, with the count.
        let past = json!({ "address": format!("{}&ply={}", address, ply + 1) }).to_string();
        refused(&mut other, "POST", "/api/games", &past, 422, &format!("ply={} is past the game's", ply + 1));
        // Forward, a move at a time, back to where the game was.
        loop {
            let (status, next) = ask(&mut games, "POST", &format!("/api/games/{}/forward", id), "");
            if status == 409 {
                break;
            }
            assert_eq!(status, 200, "{}", next);
        }
        let (_, again) = ask(&mut games, "GET", &format!("/api/games/{}", id), "");
        same_view(&again, &view, &format!("{}: forward to the end gives back the game", problem.name));

        // An address the rules refuse: the validator's reason, or the move's.
        let broken = address.replacen("p=", "p=x", 1);
        refused(
            &mut other,
            "POST",
            "/api/games",
            &json!({ "address": broken }).to_string(),
            422,
            "the address's position is not legal: ",
        );
        let first_move = view["played"][0].as_str().map(str::to_string);
        if let Some(first_move) = first_move {
            let encoded = web::address::encode_moves(&[first_move]);
            let doubled = address.replacen(&format!("&m={}", encoded), &format!("&m={}_{}", encoded, encoded), 1);
            // The move again, from a cell it has left or onto one it filled.
            if ["master-duel", "board-game"].contains(&problem.name) {
                refused(
                    &mut other,
                    "POST",
                    "/api/games",
                    &json!({ "address": doubled }).to_string(),
                    422,
                    "the address's move 2",
                );
            }
        }
        let garbled = format!("{}&m=zz", address.split("&m=").next().unwrap());
        refused(
            &mut other,
            "POST",
            "/api/games",
            &json!({ "address": garbled }).to_string(),
            422,
            "the address's move 1 (zz) cannot be played: ",
        );
        refused(&mut other, "POST", "/api/games", r#"{"address": "m=1"}"#, 422, "no position");
        refused(&mut other, "POST", "/api/games", r#"{"address": "p=1", "file": "sample-1.in"}"#, 400, "one of");
    }
}

#[test]
fn a_past_position_is_gone_to_and_a_stale_page_is_told() {
    for problem in testkit::PROBLEMS {
        let mut games = games(problem.name);
        let (_, view) = ask(&mut games, "POST", "/api/games", "{}");
        let id = view["id"].as_str().unwrap().to_string();
        let view = played_to(&mut games, view, 4);
        let ply = view["ply"].as_u64().unwrap();
        if ply < 3 {
            continue;
        }
        // A position where the program is to move: no move of the person's,
        // and forward lets the program play what it played.
        let program_ply = (1..ply).find(|&at| view["chart"][at as usize]["to_move"] == "program").unwrap();
        let (status, there) =
            ask(&mut games, "POST", &format!("/api/games/{}/goto", id), &json!({ "ply": program_ply }).to_string());
        assert_eq!(status, 200);
        assert_eq!(there["to_move"], "program");
        assert!(there["hint"].is_null());
        refused(
            &mut games,
            "POST",
            &format!("/api/games/{}/move", id),
            &json!({ "move": view["played"][0] }).to_string(),
            422,
            "program's turn",
        );
        let (_, forward) = ask(&mut games, "POST", &format!("/api/games/{}/forward", id), "");
        assert_eq!(forward["ply"], program_ply + 1);
        assert_eq!(
            forward["played"].as_array().unwrap()[..],
            view["played"].as_array().unwrap()[..program_ply as usize + 1]
        );
        // A stale page: its version is older than the game's; its move is
        // refused and it gets the game as it is now.
        let version = forward["version"].as_u64().unwrap();
        let (status, _) = ask(
            &mut games,
            "POST",
            &format!("/api/games/{}/goto", id),
            &json!({ "ply": 0, "version": version }).to_string(),
        );
        assert_eq!(status, 200);
        let chosen = forward["moves"][0]["move"].clone();
        let (status, stale) = ask(
            &mut games,
            "POST",
            &format!("/api/games/{}/move", id),
            &json!({ "move": chosen, "version": version }).to_string(),
        );
        assert_eq!(status, 409, "{}", stale);
        assert_eq!(stale["stale"], true);
        assert!(stale["error"].as_str().unwrap().contains("another tab or window"));
        assert_eq!(stale["view"]["ply"], 0, "the game as it is now");
        let (_, now) = ask(&mut games, "GET", &format!("/api/games/{}", id), "");
        same_view(&now, &stale["view"], "the stale move changed nothing");
        // A new move from a past position drops the moves ahead.
        if now["to_move"] == "you" {
            let chosen = now["moves"][0]["move"].clone();
            let current = now["version"].clone();
            let (status, moved) = ask(
                &mut games,
                "POST",
                &format!("/api/games/{}/move", id),
                &json!({ "move": chosen, "version": current }).to_string(),
            );
            assert_eq!(status, 200, "{}", moved);
            assert!(moved["history"].as_array().unwrap().iter().all(|entry| entry["ahead"] == false));
            assert_eq!(moved["can_redo"], false);
        }
    }
}

/// A random game never starts over: the small and edge games of seeds
/// 0-19 of every problem each start with a move (before, small seeds 2 and
/// 4 of master-duel were lost at once), and a seed gives the same game
/// every time.
#[test]
fn a_random_game_always_has_a_move() {
    for problem in ["master-duel", "ring-grid-game", "board-game", "coloring-game", "frogs"] {
        let mut games = games(problem);
        for size in ["small", "edge"] {
            for seed in 0..20 {
                let body = json!({"size": size, "seed": seed}).to_string();
                let (status, view) = ask(&mut games, "POST", "/api/games", &body);
                assert_eq!(status, 201, "{} {} seed {}: {}", problem, size, seed, view);
                let moves = view["moves"].as_array().map_or(0, Vec::len);
                assert!(
                    view["result"].is_null() && moves > 0,
                    "{} {} seed {} starts over: {}",
                    problem,
                    size,
                    seed,
                    view["prediction"]
                );
                if seed < 3 {
                    let (_, again) = ask(&mut games, "POST", "/api/games", &body);
                    assert_eq!(again["address"], view["address"], "{} {} seed {}", problem, size, seed);
                }
            }
        }
    }
}

/// `POST api/check` (the position editor's): a generated input of each
/// problem is legal with its count of tests (as the problem counts them);
/// the same with a carriage return, or cut short, is refused 422 with the
/// strict validator's reason in one line; GET is 405, a body not JSON 400.
#[test]
fn the_check_says_what_the_strict_validator_says() {
    for problem in testkit::PROBLEMS.iter().filter(|problem| problem.web.is_some()) {
        let mut games = games(problem.name);
        for seed in 0..5 {
            let input = (problem.generate)(&mut Rng::new(case_seed("web/check", seed)), Size::Small);
            let count = (problem.test_lines)(&input).len();
            let (status, answer) = ask(&mut games, "POST", "/api/check", &json!({ "input": input }).to_string());
            assert_eq!(status, 200, "{} {:?}: {}", problem.name, input, answer);
            assert_eq!(answer["tests"], json!(count), "{}", answer);
            let said =
                if count == 1 { "A legal position.".to_string() } else { format!("A legal input of {} tests", count) };
            assert!(answer["said"].as_str().unwrap().starts_with(&said), "{}", answer);
            let crlf = input.replacen('\n', "\r\n", 1);
            let reason = (problem.validate)(crlf.as_bytes()).expect_err("a carriage return is not legal");
            let body = json!({ "input": crlf }).to_string();
            refused(&mut games, "POST", "/api/check", &body, 422, "Not a legal position: ");
            let (_, answer) = ask(&mut games, "POST", "/api/check", &body);
            let line = answer["error"].as_str().unwrap();
            assert!(line.contains(&testkit::reasons::said(&reason)), "{:?} gives the validator's {:?}", line, reason);
            let cut = &input[..input.trim_end().rfind('\n').unwrap_or(0)];
            if (problem.validate)(cut.as_bytes()).is_err() {
                refused(
                    &mut games,
                    "POST",
                    "/api/check",
                    &json!({ "input": cut }).to_string(),
                    422,
                    "Not a legal position: ",
                );
            }
        }
        refused(&mut games, "GET", "/api/check", "", 405, "");
        refused(&mut games, "POST", "/api/check", "input", 400, "");
    }
}

/// The page tells the server of every help (`POST …/hint`, `POST …/values`):
/// on `cargo play --web`'s board (not guarded) every view still carries the
/// values and the hint, and the hint is shown at the move it was asked at
/// alone; the values' switch is kept; a puzzle still to solve has no hint
/// (its answer is `solution`), nor has a position it is not the person's
/// move in. A guarded server's views carry neither until asked.
#[test]
fn the_server_is_told_of_every_help() {
    for guarded in [false, true] {
        let mut games = self::games("master-duel");
        if guarded {
            games = games.guarded();
        }
        let (status, view) = ask(&mut games, "POST", "/api/games", "{}");
        assert_eq!(status, 201, "{}", view);
        assert_eq!(view["guarded"], json!(guarded));
        assert_eq!((view["hint_shown"].clone(), view["values_on"].clone()), (json!(false), json!(false)));
        assert_eq!(view["hint"].is_object(), !guarded, "the hint in the view: {}", view["hint"]);
        assert_eq!(view["value"].is_object(), !guarded, "the values in the view");
        let id = view["id"].as_str().unwrap().to_string();
        let (status, hinted) = ask(&mut games, "POST", &format!("/api/games/{}/hint", id), "{}");
        assert_eq!(status, 200, "{}", hinted);
        assert_eq!(hinted["hint_shown"], json!(true));
        let hint = hinted["hint"]["move"].as_str().expect("the sample is won: a winning move").to_string();
        let (_, moved) =
            ask(&mut games, "POST", &format!("/api/games/{}/move", id), &json!({ "move": hint }).to_string());
        assert_eq!(moved["hint_shown"], json!(false), "the hint is of the move it was asked at");
        assert_eq!(moved["hint"].is_null(), guarded || !moved["result"].is_null());
        let (status, on) = ask(&mut games, "POST", &format!("/api/games/{}/values", id), r#"{"on": true}"#);
        assert_eq!((status, on["values_on"].clone()), (200, json!(true)), "{}", on);
        assert!(on["value"].is_object(), "values on: {}", on);
        let (_, off) = ask(&mut games, "POST", &format!("/api/games/{}/values", id), r#"{"on": false}"#);
        assert_eq!(off["value"].is_object(), !guarded, "values off: {}", off);
        refused(&mut games, "POST", &format!("/api/games/{}/values", id), "{}", 400, "\"on\"");
        // The game over: no hint to give.
        if !moved["result"].is_null() {
            refused(&mut games, "POST", &format!("/api/games/{}/hint", id), "{}", 409, "no hint now");
        }
        // A puzzle still to solve: its answer, not a hint.
        let (_, puzzle) = ask(&mut games, "POST", "/api/games", r#"{"puzzle": 1}"#);
        let id = puzzle["id"].as_str().unwrap().to_string();
        refused(&mut games, "POST", &format!("/api/games/{}/hint", id), "{}", 409, "puzzle still to solve");
        let (_, started) = ask(&mut games, "POST", "/api/games", r#"{"values": true}"#);
        assert_eq!((started["values_on"].clone(), started["value"].is_object()), (json!(true), true));
    }
}
