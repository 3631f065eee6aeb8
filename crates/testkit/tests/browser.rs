//! `cargo play --web` in a real browser: headless Chromium driven through
//! Debian's chromium-driver (WebDriver), `.ci/run` installing both. On each
//! problem the page's own game is played to `you win` by clicks on the board
//! following `#hint`; at every turn each move the page offers with a value
//! (`data-move`, `data-value`) is checked against the exhaustive oracle's
//! verdict on the position it leads to, the position being followed here from
//! the page's history by the rules; undo and redo give back what they took;
//! an illegal move typed and an illegal input pasted are refused with their
//! reasons; and the browser's log shows no error (but the refusals' own 422s)
//! and no request to any host but the server. In the `--ignored` step.

use serde_json::{json, Value};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use testkit::board_game::rules::BoardGame;
use testkit::coloring_game::rules::Coloring;
use testkit::frogs::rules::{FrogsSum, Sum};
use testkit::frogs::Player;
use testkit::ground::{xor_sum, Nimber, Rules};
use testkit::master_duel::rules::MasterDuel;
use testkit::ring_grid_game::rules::RingGrid;

use fantoccini::key::Key;
use fantoccini::wd::{Capabilities, WebDriverCompatibleCommand};
use fantoccini::{Client, ClientBuilder, Locator};

use crate::common::{Remote, WebServer};

/// A child process in a group of its own (chromium-driver and the browsers
/// it starts), killed with its group when dropped.
struct Group(Child);

impl Group {
    fn spawn(command: &mut Command) -> Group {
        use std::os::unix::process::CommandExt;
        Group(command.process_group(0).spawn().expect("the program starts"))
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        let group = format!("-{}", self.0.id());
        let _ = Command::new("kill").args(["-s", "KILL", "--", &group]).stderr(Stdio::null()).status();
        let _ = self.0.wait();
    }
}

/// A port free a moment ago (chromium-driver takes its port as a number).
fn free_port() -> u16 {
    std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap().local_addr().unwrap().port()
}

/// The browser's log of one kind (`browser`: the console; `performance`:
/// the DevTools events, the requests among them), as chromium-driver keeps it.
#[derive(Debug)]
struct Log(&'static str);

impl WebDriverCompatibleCommand for Log {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/se/log", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(json!({ "type": self.0 }).to_string()))
    }
}

async fn log(client: &Client, kind: &'static str) -> Vec<Value> {
    client.issue_cmd(Log(kind)).await.expect("the log").as_array().cloned().unwrap_or_default()
}

/// Runs `script` in the page and gives back what it returns.
async fn run(client: &Client, script: &str) -> Value {
    client.execute(script, Vec::new()).await.unwrap_or_else(|error| panic!("{}: {}", script, error))
}

/// Waits (up to 20 s) until `script` returns something true, and gives it back.
async fn until(client: &Client, what: &str, script: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let value = run(client, script).await;
        if !(value.is_null() || value == json!(false) || value == json!("") || value == json!(0)) {
            return value;
        }
        assert!(Instant::now() < deadline, "waited 20 s for {}", what);
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The moves played (those kept for redo are drawn too, marked `ahead`).
const HISTORY: &str =
    "return [...document.querySelectorAll('#history > li:not(.ahead) > button > b')].map(b => b.textContent)";

/// Whether the page offers moves (its first game drawn): how many.
const MOVES_OFFERED: &str = "return document.querySelectorAll('#moves [data-move]').length";

/// The board as drawn, but for the cell Tab reaches on it (the one the
/// focus was last on, in this window).
const BOARD: &str = "return document.getElementById('board').innerHTML.replace(/ tabindex=\"-?[0-9]+\"/g, '')";

/// The moves of the page's history, each as `by MOVE`.
async fn history(client: &Client) -> Vec<String> {
    let listed = run(client, HISTORY).await;
    listed.as_array().unwrap().iter().map(|entry| entry.as_str().unwrap().to_string()).collect()
}

/// The position after the page's history, by the rules from the start.
fn replayed<R: Rules>(start: &R::Position, moves: &[String]) -> R::Position {
    moves.iter().fold(start.clone(), |position, entry| {
        let typed = entry.split_once(' ').map(|(_, typed)| typed).unwrap_or(entry);
        R::apply(&position, &R::parse_move(typed).unwrap()).unwrap_or_else(|reason| panic!("{}: {}", typed, reason))
    })
}

/// Clicks the element `selector` (CSS) finds.
async fn click(client: &Client, selector: &str) {
    let found = client.find(Locator::Css(selector)).await.unwrap_or_else(|error| panic!("no {}: {}", selector, error));
    found.click().await.unwrap_or_else(|error| panic!("clicking {}: {}", selector, error));
}

/// Clicks the board's cell `cell` (0-based). The click may redraw the board
/// before the driver is done with the cell (a stale element then): what it
/// did is checked by the caller.
async fn click_cell(client: &Client, cell: (usize, usize)) {
    let selector = format!("#board rect.cell[data-cell=\"{},{}\"]", cell.0 + 1, cell.1 + 1);
    let found = client.find(Locator::Css(&selector)).await.unwrap_or_else(|_| panic!("no cell {}", selector));
    match found.click().await {
        Ok(()) => {}
        Err(fantoccini::error::CmdError::Standard(error))
            if error.error == fantoccini::error::ErrorStatus::StaleElementReference => {}
        Err(error) => panic!("clicking {}: {}", selector, error),
    }
}

/// Plays the page's own game of `problem` to `you win` and checks the rest
/// (see the module's comment); `illegal` is a move the rules refuse there,
/// with what the refusal says. Returns the values checked, and whether a
/// mistake was tried again (`tries_again`).
async fn plays<R: Rules>(client: &Client, problem: &'static str, illegal: (&str, &str)) -> (usize, bool) {
    let problem_of = testkit::problem(problem).unwrap();
    let (_, input, test, _) = testkit::drivers::default_game(problem_of, false).unwrap();
    let start = R::tests(std::str::from_utf8(&input).unwrap()).swap_remove(test - 1);
    plays_from::<R>(client, problem, start, None, illegal).await
}

/// `plays` from `start`: the page's first game, or the one `form` starts
/// (JavaScript filling the new-game form before its button is clicked).
async fn plays_from<R: Rules>(
    client: &Client,
    problem: &'static str,
    start: R::Position,
    form: Option<&str>,
    illegal: (&str, &str),
) -> (usize, bool) {
    let server = WebServer::start(problem, &[]);
    let host = format!("http://127.0.0.1:{}", server.port);
    let address = format!("{}/", host);
    client.goto(&address).await.unwrap();
    until(client, &format!("{}: the first game", problem), MOVES_OFFERED).await;
    assert!(
        run(client, "return new URL(location.href).searchParams.get('game')").await.is_string(),
        "the game's id in the address"
    );
    assert!(
        run(client, "return location.hash.startsWith('#p=') && location.hash.includes('&m=')").await == json!(true),
        "the game itself in the address"
    );
    if let Some(form) = form {
        let first = run(client, "return new URL(location.href).searchParams.get('game')").await;
        run(client, form).await;
        click(client, "#new-start").await;
        let changed = format!("return new URL(location.href).searchParams.get('game') !== {}", first);
        until(client, &format!("{}: the game the form starts", problem), &changed).await;
    }
    // The values off: the moves in the rules' order, as the server sends them.
    let listed = "return [...document.querySelectorAll('#moves button.move')].map(b => b.getAttribute('data-move'))";
    let at_first = replayed::<R>(&start, &history(client).await);
    let (ruled, _) = R::moves_up_to(&at_first, testkit::web::LISTED_MOVES);
    let ruled: Vec<Value> = ruled.iter().map(|chosen| json!(R::show_move(chosen))).collect();
    assert_eq!(run(client, listed).await, json!(ruled), "{}: the values off, the rules' order", problem);
    click(client, "#values").await;
    audited(client, &format!("{}: the values shown", problem)).await;
    let mut checked = 0;
    let mut undone = false;
    for turn in 0.. {
        assert!(turn < 200, "{}: no end in 200 turns", problem);
        let result =
            run(client, "const r = document.getElementById('result'); return r.hidden ? null : r.textContent").await;
        if let Some(result) = result.as_str() {
            assert_eq!(result, "you win", "{}", problem);
            audited(client, &format!("{}: the game won by clicks", problem)).await;
            break;
        }
        let moves = history(client).await;
        let position = replayed::<R>(&start, &moves);
        // Every move offered with a value, by the oracle.
        let offered = run(
            client,
            "return [...document.querySelectorAll('[data-move][data-value]')].map(e => [e.getAttribute('data-move'), e.getAttribute('data-value')])",
        )
        .await;
        let offered = offered.as_array().unwrap();
        assert!(!offered.is_empty(), "{}: values shown, moves offered", problem);
        for pair in offered {
            let (typed, value) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
            let after = R::apply(&position, &R::parse_move(typed).unwrap()).unwrap();
            let lost = R::oracle_total(&after).expect("within the oracle's reach").is_zero();
            assert_eq!(value, if lost { "win" } else { "lose" }, "{}: {} after {:?}", problem, typed, moves);
            checked += 1;
        }
        // The values shown: the moves by value, winning first, the fastest
        // win first, then the slowest loss first.
        let keys = run(
            client,
            "return [...document.querySelectorAll('#moves button.move')].map(b => [b.getAttribute('data-value'), b.getAttribute('data-remoteness')])",
        )
        .await;
        let keys: Vec<(u8, u8, i64)> = keys
            .as_array()
            .unwrap()
            .iter()
            .map(|pair| {
                let length = pair[1].as_str().map(|length| length.parse::<i64>().unwrap());
                let wins = pair[0] == "win";
                match (wins, length) {
                    (true, Some(length)) => (0, 0, length),
                    (true, None) => (0, 1, 0),
                    (false, Some(length)) => (1, 0, -length),
                    (false, None) => (1, 1, 0),
                }
            })
            .collect();
        assert!(keys.windows(2).all(|pair| pair[0] <= pair[1]), "{}: the moves by value: {:?}", problem, keys);
        // The hint, played by clicks on the board.
        click(client, "#hint").await;
        let hint = until(
            client,
            &format!("{}: the hint", problem),
            "return document.getElementById('hint-answer').getAttribute('data-move')",
        )
        .await;
        let hint = R::parse_move(hint.as_str().unwrap()).unwrap();
        let cells = R::move_cells(&position, &hint);
        let grown = more_played(moves.len());
        if run(client, "return !document.getElementById('flip').hidden").await == json!(true) {
            // A set of coins: each clicked, then "flip".
            for &cell in &cells {
                click_cell(client, cell).await;
            }
            click(client, "#flip").await;
        } else {
            click_cell(client, cells[0]).await;
            // Either the move is played, or the piece is picked (several
            // moves start on its cell) and the cell it goes to comes next.
            let picked = "return document.querySelector('#board rect.cell.picked') !== null";
            let either = format!("{} || {}", grown.trim_start_matches("return "), picked.trim_start_matches("return "));
            until(client, &format!("{}: the click's effect", problem), &format!("return {}", either)).await;
            let was_picked = run(client, picked).await == json!(true);
            // One rule a game: a piece that may have several moves is always
            // picked first (ring-grid-game), even with one move left to it.
            assert_eq!(
                was_picked,
                R::MOVES_A_PIECE && !R::ONE_MOVE_A_PIECE,
                "{}: a click on {:?} picks the piece exactly when the game picks then sends",
                problem,
                cells[0]
            );
            if was_picked {
                click_cell(client, cells[cells.len() - 1]).await;
            }
        }
        until(client, &format!("{}: the move played", problem), &grown).await;
        let played = history(client).await;
        assert_eq!(
            played[moves.len()],
            format!("you {}", R::show_move(&hint)),
            "{}: the click played the hint",
            problem
        );
        if !undone && played.len() >= moves.len() + 2 {
            // Undo takes back the move and the reply; redo plays them again.
            undone = true;
            let board = run(client, BOARD).await;
            click(client, "#undo").await;
            until(
                client,
                &format!("{}: the undo", problem),
                &format!("return document.querySelectorAll('#history > li:not(.ahead)').length === {}", moves.len()),
            )
            .await;
            click(client, "#redo").await;
            until(
                client,
                &format!("{}: the redo", problem),
                &format!("return document.querySelectorAll('#history > li:not(.ahead)').length === {}", played.len()),
            )
            .await;
            assert_eq!(history(client).await, played, "{}: redo plays the same moves", problem);
            assert_eq!(run(client, BOARD).await, board, "{}: the same board", problem);
        }
    }
    assert!(undone, "{}: the game was long enough to undo a move and its reply", problem);
    // The review beside the result: a rating a move of yours, as the oracle
    // rates it (every move was the hint: best where it is a fastest win).
    let ratings = run(
        client,
        "return [...document.querySelectorAll('#review [data-rating]')].map(e => e.getAttribute('data-rating'))",
    )
    .await;
    let ratings: Vec<&str> = ratings.as_array().unwrap().iter().map(|rating| rating.as_str().unwrap()).collect();
    let moves = history(client).await;
    let (mut oracle, mut position, mut expected) = (Remote::<R>::default(), start.clone(), Vec::new());
    for entry in &moves {
        let (by, typed) = entry.split_once(' ').unwrap();
        let after = R::apply(&position, &R::parse_move(typed).unwrap()).unwrap();
        if by == "you" {
            let (wins, length) = oracle.play(&position).expect("a small game");
            let (after_wins, after_length) = oracle.play(&after).expect("a small game");
            expected.push(match (wins, after_wins) {
                (false, _) => "forced",
                (true, true) => "mistake",
                (true, false) if after_length + 1 == length => "best",
                (true, false) => "good",
            });
        }
        position = after;
    }
    assert_eq!(ratings, expected, "{}: the review of {:?}", problem, moves);
    let accuracy = run(client, "return document.getElementById('accuracy').textContent").await;
    assert!(accuracy.as_str().unwrap().contains("accuracy 100%"), "{}: {:?}", problem, accuracy);
    // A move the rules refuse, typed: the reason, and nothing changes.
    let before = history(client).await;
    click(client, "#undo").await;
    until(
        client,
        &format!("{}: the undo", problem),
        &format!("return document.querySelectorAll('#history > li:not(.ahead)').length < {}", before.len()),
    )
    .await;
    let box_ = client.find(Locator::Id("move")).await.unwrap();
    box_.send_keys(illegal.0).await.unwrap();
    click(client, "#move-form button[type=submit]").await;
    let message =
        until(client, &format!("{}: the refusal", problem), "return document.getElementById('message').textContent")
            .await;
    assert!(message.as_str().unwrap().contains(illegal.1), "{}: {:?}", problem, message);
    // An illegal input typed in the box, with the judge data chosen: the
    // typing chooses the box, and the validator's reason comes back.
    click(client, "input[name=source][value=file]").await;
    client.find(Locator::Id("new-input")).await.unwrap().send_keys("1\n").await.unwrap();
    let chosen =
        client.execute("return document.querySelector('input[name=source]:checked').value", vec![]).await.unwrap();
    assert_eq!(chosen, "input", "{}: typing in the box chooses it", problem);
    click(client, "#new-start").await;
    let reason = until(
        client,
        &format!("{}: the validator's reason", problem),
        "return document.getElementById('new-error').textContent",
    )
    .await;
    assert!(reason.as_str().unwrap().starts_with("the input is not legal: "), "{}: {:?}", problem, reason);
    let tried_again = tries_again::<R>(client, problem, &start).await;
    // The log: no error but the two refusals' 422s, no request elsewhere.
    let errors: Vec<String> = log(client, "browser")
        .await
        .iter()
        .filter(|entry| entry["level"] == "SEVERE")
        .map(|entry| entry["message"].as_str().unwrap_or_default().to_string())
        .filter(|message| !(message.starts_with(&format!("{}/api/games", host)) && message.contains("422")))
        .collect();
    assert!(errors.is_empty(), "{}: errors in the console: {:?}", problem, errors);
    // The page's requests: those of documents loaded from the server (the
    // browser's own pages, such as its blank first tab, are not the page's).
    let requested: Vec<String> = log(client, "performance")
        .await
        .iter()
        .filter_map(|entry| serde_json::from_str::<Value>(entry["message"].as_str()?).ok())
        .filter(|event| event["message"]["method"] == "Network.requestWillBeSent")
        .filter(|event| {
            event["message"]["params"]["documentURL"].as_str().is_some_and(|document| document.starts_with(&host))
        })
        .filter_map(|event| event["message"]["params"]["request"]["url"].as_str().map(str::to_string))
        .collect();
    assert!(
        requested.iter().any(|url| url.contains("/api/setup?lang=")),
        "{}: the page's requests seen: {:?}",
        problem,
        requested
    );
    let elsewhere: Vec<&String> =
        requested.iter().filter(|url| !url.starts_with(&format!("{}/", host)) && !url.starts_with("data:")).collect();
    assert!(elsewhere.is_empty(), "{}: requests to other hosts: {:?}", problem, elsewhere);
    (checked, tried_again)
}

/// Types `typed` in the move box and plays it.
async fn type_move(client: &Client, typed: &str) {
    let field = client.find(Locator::Id("move")).await.unwrap();
    field.clear().await.unwrap();
    field.send_keys(typed).await.unwrap();
    click(client, "#move-form button[type=submit]").await;
}

/// "try again" on the page: the game taken to the first position of the
/// person's with a move that throws the win away (a click on its point of
/// the chart), that move typed; the button takes the board back to the
/// position it was made in, where the same move is refused with the reason
/// (the history as it was) and the winning move is played. Whether the game
/// had such a position.
async fn tries_again<R: Rules>(client: &Client, problem: &str, start: &R::Position) -> bool {
    let all = history(client).await;
    let count =
        |length: usize| format!("return document.querySelectorAll('#history > li:not(.ahead)').length === {}", length);
    let mut found = None;
    for ply in 0..all.len() {
        let position = replayed::<R>(start, &all[..ply]);
        if !all[ply].starts_with("you ") || crate::common::lost::<R>(&position) {
            continue;
        }
        let throw = R::moves(&position)
            .into_iter()
            .find(|chosen| !crate::common::lost::<R>(&R::apply(&position, chosen).unwrap()));
        if let Some(throw) = throw {
            found = Some((ply, position, R::show_move(&throw)));
            break;
        }
    }
    let Some((ply, position, typed)) = found else {
        return false;
    };
    let point = format!(
        "document.querySelector('#chart [data-ply=\"{}\"]').dispatchEvent(new MouseEvent('click', {{ bubbles: true }})); return true",
        ply
    );
    run(client, &point).await;
    until(client, &format!("{}: the position at ply {}", problem, ply), &count(ply)).await;
    assert_eq!(run(client, "return document.getElementById('try-again').hidden").await, json!(true), "{}", problem);
    type_move(client, &typed).await;
    until(client, &format!("{}: try again offered", problem), "return !document.getElementById('try-again').hidden")
        .await;
    click(client, "#try-again").await;
    until(client, &format!("{}: back to the mistake", problem), &count(ply)).await;
    let status = run(client, "return document.getElementById('status').textContent").await;
    assert!(status.as_str().unwrap().contains("Try again: find a winning move"), "{}: {:?}", problem, status);
    let hint = run(client, "return document.getElementById('hint').disabled").await;
    assert_eq!(hint, json!(true), "{}: no hint while the winning move is to be found", problem);
    type_move(client, &typed).await;
    let refused = feedback(client, &format!("{}: the try refused", problem), "refused").await;
    assert!(
        refused.starts_with(&format!("not this one: {} leaves your opponent a won position", typed)),
        "{}: {:?}",
        problem,
        refused
    );
    assert_eq!(history(client).await, all[..ply], "{}: the refused try is not played", problem);
    let drawn =
        "return !document.getElementById('refused').hidden && document.getElementById('refused-said').textContent";
    let said = until(client, &format!("{}: the refused try drawn", problem), drawn).await;
    assert!(said.as_str().unwrap().starts_with(&format!("Your move {} would make", typed)), "{}: {}", problem, said);
    let winning = R::show_move(&R::winning_move(&position, &R::values(&position)).unwrap());
    type_move(client, &winning).await;
    let won = feedback(client, &format!("{}: the winning try", problem), "wins").await;
    assert!(won.starts_with(&format!("{} wins", winning)), "{}: {:?}", problem, won);
    assert_eq!(history(client).await[ply], format!("you {}", winning), "{}", problem);
    true
}

/// Waits until `#feedback` shows an answer of `kind` (`refused` or
/// `wins`), and gives back its text.
async fn feedback(client: &Client, what: &str, kind: &str) -> String {
    let script = format!(
        "const f = document.getElementById('feedback'); return !f.hidden && f.classList.contains('{}') && f.textContent",
        kind
    );
    until(client, what, &script).await.as_str().unwrap().to_string()
}

/// A WebDriver session of headless Chromium, and chromium-driver running it.
async fn browser() -> (Group, Client) {
    browser_with(&[]).await
}

/// `browser`, Chromium started with `extra` arguments too.
async fn browser_with(extra: &[&str]) -> (Group, Client) {
    let port = free_port();
    let mut command = Command::new("chromedriver");
    command.arg(format!("--port={}", port)).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
    let driver = Group::spawn(&mut command);
    let profile = tempfile::tempdir().unwrap();
    let mut args: Vec<String> = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1280,800",
    ]
    .iter()
    .chain(extra)
    .map(|arg| arg.to_string())
    .collect();
    args.push(format!("--user-data-dir={}", profile.keep().display()));
    let mut capabilities = Capabilities::new();
    capabilities.insert("goog:chromeOptions".to_string(), json!({ "binary": "/usr/bin/chromium", "args": args }));
    capabilities.insert("goog:loggingPrefs".to_string(), json!({ "browser": "ALL", "performance": "ALL" }));
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match ClientBuilder::new(connector.clone())
            .capabilities(capabilities.clone())
            .connect(&format!("http://127.0.0.1:{}", port))
            .await
        {
            Ok(client) => return (driver, client),
            Err(error) if Instant::now() < deadline => {
                let _ = error;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(error) => panic!("chromium-driver on port {} (CI installs it): {}", port, error),
        }
    }
}

/// frogs: the first sample's first data set, a choice of strips and side
/// the person wins moving first, made in the page's new-game form.
async fn frogs(client: &Client) -> (usize, bool) {
    let input = std::fs::read_to_string(testkit::cases::data_dir("frogs").join("sample-1.in")).unwrap();
    let all = FrogsSum::tests(&input).swap_remove(0);
    let strips: Vec<_> = all.strips().collect();
    let choices = [Player::Left, Player::Right]
        .into_iter()
        .map(|side| (strips.clone(), side))
        .chain(strips.iter().flat_map(|&one| [Player::Left, Player::Right].map(|side| (vec![one], side))));
    for (kept, side) in choices {
        let sum = Sum::new(kept.clone(), side);
        if !FrogsSum::values(&sum)[0].is_zero() {
            let numbers: Vec<String> = kept.iter().map(|(number, _)| number.to_string()).collect();
            let form = format!(
                "document.getElementById('new-file').value = 'sample-1.in'; document.getElementById('new-test').value = '1'; \
                 document.getElementById('new-strips').value = '{}'; document.getElementById('new-side').value = '{}';",
                numbers.join(" "),
                if side == Player::Left { "left" } else { "right" }
            );
            return plays_from::<FrogsSum>(client, "frogs", sum, Some(&form), ("1:1->9", "not a legal move")).await;
        }
    }
    panic!("frogs: no choice the person wins in the first sample's first data set");
}

/// A coloring-game test whose fastest win takes five moves (the command's
/// own game is won by its hint at once, too short to undo a move and its
/// reply), chosen in the new-game form: judge-data's edge-random-1.in,
/// test 4 (`TTT` / `THH` / `THH`).
const COLORING_FILE: &str = "edge-random-1.in";
const COLORING_TEST: usize = 4;

async fn coloring(client: &Client) -> (usize, bool) {
    let input = std::fs::read_to_string(testkit::cases::data_dir("coloring-game").join(COLORING_FILE)).unwrap();
    let start = Coloring::tests(&input).swap_remove(COLORING_TEST - 1);
    let form = format!(
        "document.getElementById('new-file').value = '{}'; document.getElementById('new-test').value = '{}';",
        COLORING_FILE, COLORING_TEST
    );
    plays_from::<Coloring>(client, "coloring-game", start, Some(&form), ("9,9", "not a legal move")).await
}

#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn each_board_is_played_to_a_win_by_clicks_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        let checked = [
            plays::<MasterDuel>(&client, "master-duel", ("1:1->2", "not a legal move: row 1 has no stone on column 1"))
                .await,
            plays::<BoardGame>(&client, "board-game", ("9,9", "not a legal move")).await,
            plays::<RingGrid>(&client, "ring-grid-game", ("1,1:9,9->9,9", "not a legal move")).await,
            coloring(&client).await,
            frogs(&client).await,
        ];
        let _ = client.close().await;
        for (count, _) in checked {
            assert!(count >= 2, "{:?} values checked", checked);
        }
        // A mistake tried again in each game with a move that throws the win
        // away (master-duel's and frogs' games here have none: every move
        // the person has there wins).
        assert!(checked.iter().filter(|(_, tried)| *tried).count() >= 3, "{:?} tried again", checked);
    });
}

/// A key pressed on the page (the keys' handler listens on the document).
async fn key(client: &Client, name: &str) {
    run(
        client,
        &format!(
            "document.body.dispatchEvent(new KeyboardEvent('keydown', {{ key: '{}', bubbles: true }})); return true",
            name
        ),
    )
    .await;
}

/// How many moves the page's history shows as played.
async fn played_count(client: &Client) -> usize {
    history(client).await.len()
}

/// Waits until the page shows `count` moves played.
async fn until_played(client: &Client, what: &str, count: usize) {
    until(client, what, &format!("return document.querySelectorAll('#history > li:not(.ahead)').length === {}", count))
        .await;
}

/// The script that is true once the page shows more than `count` moves played.
fn more_played(count: usize) -> String {
    format!("return document.querySelectorAll('#history > li:not(.ahead)').length > {}", count)
}

/// Waits until the page shows more than `count` moves played (the move
/// just made, and the program's reply or not).
async fn until_more_played(client: &Client, what: &str, count: usize) {
    until(client, what, &more_played(count)).await;
}

/// The game revisited, shared and kept, on the page's own game of
/// `problem`: the hint outlined on the board; every move's
/// `data-remoteness` and `data-grundy` against the exhaustive oracle and
/// the prediction; the chart's points and the history's lines clicked back
/// to, the arrow keys through the game; a second window on the same game,
/// whose move makes the first one's stale (refused, and redrawn); the
/// server stopped under the open page (said in words, the moves disabled);
/// the address opened on a server started with another file, the same game
/// at the same move; an address the rules refuse, with the validator's reason.
async fn revisits<R: Rules>(
    client: &Client,
    problem: &'static str,
    other_file: &str,
    chosen: Option<(&str, R::Position)>,
) {
    let mut oracle = Remote::<R>::default();
    let mut server = WebServer::start(problem, &[]);
    let host = format!("http://127.0.0.1:{}", server.port);
    // The page's own first game, or one chosen through the API (frogs: a
    // sum and side the person wins), opened by its id.
    let start = match chosen {
        None => {
            let problem_of = testkit::problem(problem).unwrap();
            let (_, input, test, _) = testkit::drivers::default_game(problem_of, false).unwrap();
            client.goto(&format!("{}/", host)).await.unwrap();
            R::tests(std::str::from_utf8(&input).unwrap()).swap_remove(test - 1)
        }
        Some((body, position)) => {
            let (status, view) = server.request("POST", "/api/games", body);
            assert!((200..300).contains(&status), "{}: {} {}", problem, status, view);
            let view: Value = serde_json::from_str(&view).unwrap();
            client.goto(&format!("{}/?game={}", host, view["id"].as_str().unwrap())).await.unwrap();
            position
        }
    };
    until(client, &format!("{}: the first game", problem), MOVES_OFFERED).await;
    // The single-letter keys turned off (WCAG 2.1.4): v does nothing, and
    // the choice is kept in the address; then on again.
    click(client, "#letter-keys").await;
    key(client, "v").await;
    let shown = run(
        client,
        "return document.body.classList.contains('show-values') || document.getElementById('values').checked",
    )
    .await;
    assert_eq!(shown, false, "{}: v with the letter keys off", problem);
    until(
        client,
        &format!("{}: letters=0 in the address", problem),
        "return window.location.hash.includes('&letters=0')",
    )
    .await;
    click(client, "#letter-keys").await;
    key(client, "v").await;
    until(client, &format!("{}: values shown by v", problem), "return document.body.classList.contains('show-values')")
        .await;
    reasons_drawn::<R>(client, problem, &start).await;
    let mut compared = 0;
    for turn in 0..2 {
        let moves = history(client).await;
        let position = replayed::<R>(&start, &moves);
        let (wins, _) = oracle.play(&position).unwrap_or((!R::oracle_total(&position).unwrap().is_zero(), 0));
        let prediction = run(client, "return document.getElementById('prediction').textContent").await;
        let prediction = prediction.as_str().unwrap();
        assert!(prediction.starts_with(if wins { "you win" } else { "you lose" }), "{}: {:?}", problem, prediction);
        if let (Some((_, length)), false) = (oracle.play(&position), prediction.contains("not computed")) {
            assert!(
                prediction.starts_with(&format!("you {} in {} move", if wins { "win" } else { "lose" }, length)),
                "{}: {:?}",
                problem,
                prediction
            );
        }
        let offered = run(
            client,
            "return [...document.querySelectorAll('#moves [data-move]')].map(e => [e.getAttribute('data-move'), e.getAttribute('data-remoteness'), e.getAttribute('data-grundy')])",
        )
        .await;
        for entry in offered.as_array().unwrap() {
            let after = R::apply(&position, &R::parse_move(entry[0].as_str().unwrap()).unwrap()).unwrap();
            if let (Some(shown), Some((_, length))) = (entry[1].as_str(), oracle.play(&after)) {
                assert_eq!(shown, length.to_string(), "{}: {} after {:?}", problem, entry[0], moves);
                compared += 1;
            }
            match entry[2].as_str() {
                Some(grundy) => {
                    assert_eq!(grundy, R::oracle_total(&after).unwrap().digits(), "{}: {}", problem, entry[0])
                }
                None => assert!(R::ONE_GAME, "{}: a Grundy value on every move of a sum", problem),
            }
        }
        // The hint outlined on the board, then played from the list.
        key(client, "h").await;
        let hint = until(
            client,
            &format!("{}: the hint", problem),
            "return document.getElementById('hint-answer').getAttribute('data-move')",
        )
        .await;
        let hint = hint.as_str().unwrap().to_string();
        let hinted = run(
            client,
            "return [...document.querySelectorAll('#board rect.cell.hinted')].map(c => c.getAttribute('data-cell'))",
        )
        .await;
        let cells: Vec<String> = R::move_cells(&position, &R::parse_move(&hint).unwrap())
            .iter()
            .map(|(row, column)| format!("{},{}", row + 1, column + 1))
            .collect();
        let mut hinted: Vec<String> =
            hinted.as_array().unwrap().iter().map(|cell| cell.as_str().unwrap().to_string()).collect();
        let mut expected = cells.clone();
        hinted.sort();
        expected.sort();
        expected.dedup();
        assert_eq!(hinted, expected, "{}: the hint's cells outlined", problem);
        run(client, &format!("document.querySelector('#moves [data-move=\"{}\"]').click(); return true", hint)).await;
        until_more_played(client, &format!("{}: move {} played", problem, turn), moves.len()).await;
    }
    assert!(compared > 0 || problem == "coloring-game", "{}: no remoteness compared", problem);
    let played = history(client).await;
    let count = played.len();
    // The chart: a point per position; a click on the start goes back there,
    // the moves kept (ahead), the address keeping the whole game and the
    // point looked at (`ply=0`); → steps forward; a history line goes to it.
    let points = run(client, "return document.querySelectorAll('#chart [data-ply]').length").await;
    assert_eq!(points, json!(count + 1), "{}: a point per position", problem);
    let whole = run(client, "return location.hash").await.as_str().unwrap().to_string();
    let moves_written = whole.split('&').find(|pair| pair.starts_with("m=")).unwrap().to_string();
    assert!(!whole.contains("ply="), "{}: at the game's end the address has no ply: {}", problem, whole);
    run(client, "document.querySelector('#chart [data-ply=\"0\"]').dispatchEvent(new MouseEvent('click', { bubbles: true })); return true").await;
    until_played(client, &format!("{}: the chart's start clicked", problem), 0).await;
    let ahead = run(client, "return document.querySelectorAll('#history > li.ahead').length").await;
    assert_eq!(ahead, json!(count), "{}: the moves after it kept", problem);
    let looking = run(client, "return location.hash").await.as_str().unwrap().to_string();
    let pairs: Vec<&str> = looking.split('&').collect();
    assert!(
        pairs.contains(&moves_written.as_str()) && pairs.contains(&"ply=0"),
        "{}: the address looking back at the start keeps the whole game: {}",
        problem,
        looking
    );
    key(client, "ArrowRight").await;
    until_played(client, &format!("{}: → one move on", problem), 1).await;
    run(client, &format!("document.querySelector('#history > li[data-ply=\"{}\"]').click(); return true", count)).await;
    until_played(client, &format!("{}: the last history line clicked", problem), count).await;
    assert_eq!(history(client).await, played, "{}: the same game", problem);
    key(client, "ArrowLeft").await;
    until_played(client, &format!("{}: ← one move back", problem), count - 1).await;
    key(client, "ArrowRight").await;
    until_played(client, &format!("{}: → again", problem), count).await;
    let address = run(client, "return location.href").await.as_str().unwrap().to_string();
    // Two windows on one game: the second moves, the first is then stale.
    let first = client.window().await.unwrap();
    let second = client.new_window(true).await.unwrap();
    client.switch_to_window(second.handle.clone()).await.unwrap();
    client.goto(&address).await.unwrap();
    until_played(client, &format!("{}: the second window", problem), count).await;
    // Undo (the game may be over here), then the first listed move.
    key(client, "u").await;
    until(
        client,
        &format!("{}: the second window's undo", problem),
        &format!(
            "return document.querySelectorAll('#history > li:not(.ahead)').length < {} && document.querySelectorAll('#moves [data-move]').length",
            count
        ),
    )
    .await;
    let undone = played_count(client).await;
    run(client, "document.querySelector('#moves [data-move]').click(); return true").await;
    until(
        client,
        &format!("{}: the second window's move", problem),
        &format!(
            "return document.querySelectorAll('#history > li.ahead').length === 0 && document.querySelectorAll('#history > li').length > {}",
            undone
        ),
    )
    .await;
    let moved = history(client).await;
    client.close_window().await.unwrap();
    client.switch_to_window(first).await.unwrap();
    // The first window still shows the game before that move: its step
    // back is refused as stale, and it draws the game as it is.
    key(client, "ArrowLeft").await;
    let message = until(
        client,
        &format!("{}: the stale window told", problem),
        "return document.getElementById('message').textContent",
    )
    .await;
    assert!(message.as_str().unwrap().contains("another tab or window"), "{}: {:?}", problem, message);
    until_played(client, &format!("{}: the stale window redrawn", problem), moved.len()).await;
    assert_eq!(history(client).await, moved, "{}: the game as the other window left it", problem);
    let (played, count) = (moved.clone(), moved.len());
    let board = run(client, BOARD).await;
    let address = run(client, "return location.hash").await.as_str().unwrap().to_string();
    assert!(address.contains("&values=1"), "{}: {}", problem, address);
    server.stop("TERM");
    key(client, "ArrowLeft").await;
    let status = until(client, &format!("{}: the stopped server said", problem), "return document.getElementById('status').classList.contains('stopped') && document.getElementById('status').textContent").await;
    assert!(
        status
            .as_str()
            .unwrap()
            .starts_with(&format!("the server has stopped: run cargo play {} --web again", problem)),
        "{:?}",
        status
    );
    assert_eq!(run(client, "return [...document.querySelectorAll('#moves button')].every(b => b.disabled) && document.getElementById('hint').disabled").await, json!(true));
    // Another server, started with another file: the address opens the same
    // game at the same move, values shown.
    let again = WebServer::start(problem, &[other_file]);
    client.goto(&format!("http://127.0.0.1:{}/{}", again.port, address)).await.unwrap();
    until_played(client, &format!("{}: the address on another server", problem), count).await;
    assert_eq!(history(client).await, played, "{}: the same moves", problem);
    until(client, &format!("{}: the same board", problem), "return document.body.classList.contains('show-values')")
        .await;
    assert_eq!(run(client, BOARD).await, board, "{}: the same board", problem);
    // An address the rules refuse: the validator's reason.
    client.goto(&format!("http://127.0.0.1:{}/#p=x", again.port)).await.unwrap();
    let message = until(
        client,
        &format!("{}: the refused address", problem),
        "return document.getElementById('message').textContent",
    )
    .await;
    assert!(message.as_str().unwrap().contains("the address's position is not legal: "), "{}: {:?}", problem, message);
}

/// Whether the element `selector` is drawn (not `display: none`, nor in a
/// parent that is).
async fn drawn(client: &Client, selector: &str) -> bool {
    run(
        client,
        &format!(
            "const e = document.querySelector('{}'); return e !== null && e.getClientRects().length > 0",
            selector
        ),
    )
    .await
        == json!(true)
}

/// The reasons on the board of `start` (values shown): the notes drawn and
/// hidden with the values (`v`), master-duel's steps on the stones' cells
/// (`data-step`, the empty cells to their right), frogs' legend in words,
/// board-game's patterns drawn whatever the values.
async fn reasons_drawn<R: Rules>(client: &Client, problem: &str, start: &R::Position) {
    let notes = match problem {
        "frogs" => "#board div.legend.notes",
        "board-game" => "#patterns",
        _ => "#board g.notes",
    };
    assert!(drawn(client, notes).await, "{}: {} drawn with the values", problem, notes);
    if problem == "master-duel" {
        let steps = run(
            client,
            "return [...document.querySelectorAll('#board rect.cell[data-step]')].map(c => [c.getAttribute('data-cell'), c.getAttribute('data-step')])",
        )
        .await;
        let text = R::draw(start, false);
        let rows: Vec<&str> = text.lines().skip(1).collect();
        let mut stones = 0;
        for pair in steps.as_array().unwrap() {
            let (row, column) = pair[0].as_str().unwrap().split_once(',').unwrap();
            let (row, column): (usize, usize) = (row.parse().unwrap(), column.parse().unwrap());
            // The text drawing's cells, three characters each after the label.
            let cells: Vec<char> =
                rows[row - 1].split_whitespace().skip(2).map(|cell| cell.chars().next().unwrap()).collect();
            assert_eq!(cells[column - 1], 'o', "{}: a step on a stone", problem);
            let empty = cells[column..].iter().filter(|&&cell| cell == '.').count();
            assert_eq!(pair[1].as_str().unwrap(), empty.to_string(), "{}: the step of {},{}", problem, row, column);
            stones += 1;
        }
        let all: usize =
            rows.iter().map(|row| row.split_whitespace().skip(2).filter(|&cell| cell == "o").count()).sum();
        assert_eq!(stones, all, "{}: a step on every stone", problem);
    }
    if problem == "board-game" {
        let count = run(client, "return document.querySelectorAll('#patterns li[data-pattern]').length").await;
        assert!(count.as_u64().unwrap() >= 1, "{}: the patterns", problem);
    }
    key(client, "v").await;
    until(
        client,
        &format!("{}: values hidden by v", problem),
        "return !document.body.classList.contains('show-values')",
    )
    .await;
    // The reasons go with the values; the patterns stay.
    assert_eq!(drawn(client, notes).await, problem == "board-game", "{}: {} without the values", problem, notes);
    key(client, "v").await;
    until(
        client,
        &format!("{}: values shown again", problem),
        "return document.body.classList.contains('show-values')",
    )
    .await;
}

#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_game_is_revisited_shared_and_kept_across_a_restart_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        revisits::<MasterDuel>(&client, "master-duel", "judge-data/master-duel/random-mid-1.in", None).await;
        revisits::<BoardGame>(&client, "board-game", "judge-data/board-game/sample-2.in", None).await;
        revisits::<RingGrid>(&client, "ring-grid-game", "judge-data/ring-grid-game/sample-1.in", None).await;
        // coloring-game: a test whose fastest win is long enough for two turns.
        let input = std::fs::read_to_string(testkit::cases::data_dir("coloring-game").join(COLORING_FILE)).unwrap();
        let coins = Coloring::tests(&input).swap_remove(COLORING_TEST - 1);
        let body = json!({ "file": COLORING_FILE, "test": COLORING_TEST }).to_string();
        revisits::<Coloring>(&client, "coloring-game", "judge-data/coloring-game/sample-1.in", Some((&body, coins)))
            .await;
        // frogs: the second sample's strips, on the side that wins moving first.
        let input = std::fs::read_to_string(testkit::cases::data_dir("frogs").join("sample-2.in")).unwrap();
        let strips: Vec<_> = FrogsSum::tests(&input).swap_remove(0).strips().collect();
        let (side, sum) = [("left", Player::Left), ("right", Player::Right)]
            .into_iter()
            .map(|(name, side)| (name, Sum::new(strips.clone(), side)))
            .find(|(_, sum)| !FrogsSum::values(sum)[0].is_zero())
            .expect("a side that wins moving first");
        let body = json!({ "input": input, "side": side }).to_string();
        revisits::<FrogsSum>(&client, "frogs", "judge-data/frogs/sample-1.in", Some((&body, sum))).await;
        let _ = client.close().await;
    });
}

/// The text of the element `id`.
async fn text_of(client: &Client, id: &str) -> String {
    run(client, &format!("return document.getElementById('{}').textContent", id)).await.as_str().unwrap().to_string()
}

/// Waits until the page shows puzzle `number` of `count`.
async fn puzzle_shown(client: &Client, problem: &str, number: impl std::fmt::Display, count: usize) {
    let heading = format!("puzzle {} of {}", number, count);
    until(
        client,
        &format!("{}: {}", problem, heading),
        &format!("return document.getElementById('puzzle-number').textContent === '{}'", heading),
    )
    .await;
}

/// Puzzles of `problem` solved by clicks: puzzle `number` (one with a move
/// that does not win) opened by the command (`--web --puzzles --puzzle N`)
/// or by its address (`#puzzle=N`) on a server of the problem's game; no
/// value shown (none on the moves, the values switch off); a move that does
/// not win clicked first, refused with its reason and the position as it
/// was; then a winning one (the exhaustive oracle's verdict on both where
/// it reaches); "next puzzle" solved at the first try, the streak one; the
/// solution of the one after shown, its cells outlined on the board.
async fn solves_puzzles<R: Rules>(client: &Client, problem: &'static str, by_address: bool) {
    let kit = testkit::problem(problem).unwrap().puzzles.unwrap();
    let list = testkit::puzzles::parse(kit.text).unwrap();
    let mut oracle = Remote::<R>::default();
    let valued = |puzzle: &testkit::puzzles::Puzzle| {
        let position = R::puzzle_position(&puzzle.input, puzzle.side.as_deref()).unwrap();
        let moves: Vec<(String, bool)> = R::moves(&position)
            .into_iter()
            .map(|chosen| {
                let after = R::apply(&position, &chosen).unwrap();
                (R::show_move(&chosen), xor_sum(&R::values(&after)).is_zero())
            })
            .collect();
        (position, moves)
    };
    let index = list
        .iter()
        .position(|puzzle| valued(puzzle).1.iter().any(|(_, wins)| !wins))
        .filter(|&index| index + 2 < list.len())
        .expect("a puzzle with a move that does not win");
    let puzzle = &list[index];
    let number = puzzle.number.to_string();
    let server = if by_address {
        WebServer::start(problem, &[])
    } else {
        WebServer::start(problem, &["--puzzles", "--puzzle", &number])
    };
    let host = format!("http://127.0.0.1:{}", server.port);
    let address = if by_address { format!("{}/#puzzle={}", host, number) } else { format!("{}/", host) };
    client.goto(&address).await.unwrap();
    puzzle_shown(client, problem, &number, list.len()).await;
    let position = run(client, "return document.getElementById('puzzle').getAttribute('data-position')").await;
    assert_eq!(position, json!(puzzle.input), "{}", problem);
    let buttons = "return [...document.querySelectorAll('#moves button.move')].map(b => b.getAttribute('data-move'))";
    let offered = run(client, buttons).await;
    let (start, moves) = valued(puzzle);
    let names: Vec<&String> = moves.iter().map(|(name, _)| name).collect();
    assert_eq!(offered, json!(names), "{}: the legal moves, in the rules' order", problem);
    // The board drawn (frogs' too, a table of strips), no value on it.
    let drawn = "const b = document.getElementById('board'); const cell = b.querySelector('rect.cell'); return cell !== null && cell.getBoundingClientRect().width > 0 && [...b.querySelectorAll('.value-only')].every(e => e.getBoundingClientRect().width === 0)";
    assert_eq!(run(client, drawn).await, json!(true), "{}: the board drawn without its values", problem);
    let shown = "return document.querySelectorAll('#moves [data-value], #moves .value-text').length === 0 && document.getElementById('values').disabled && document.getElementById('prediction').textContent === ''";
    assert_eq!(run(client, shown).await, json!(true), "{}: a value shown before the puzzle is solved", problem);
    let (wrong, _) = moves.iter().find(|(_, wins)| !wins).unwrap();
    let (right, _) = moves.iter().find(|(_, wins)| *wins).unwrap();
    for (typed, wins) in [(wrong, false), (right, true)] {
        let after = R::apply(&start, &R::parse_move(typed).unwrap()).unwrap();
        if let Some((opponent_wins, _)) = oracle.play(&after) {
            assert_eq!(opponent_wins, !wins, "{} puzzle {}: the oracle on {}", problem, number, typed);
        }
    }
    click(client, &format!("#moves button[data-move=\"{}\"]", wrong)).await;
    let refused = feedback(client, &format!("{}: the wrong try refused", problem), "refused").await;
    audited(client, &format!("{}: a puzzle's wrong try refused", problem)).await;
    assert!(
        refused.starts_with(&format!("not this one: {} leaves your opponent a won position", wrong)),
        "{}: {}",
        problem,
        refused
    );
    assert_eq!(run(client, buttons).await, offered, "{}: the position as it was", problem);
    assert!(history(client).await.is_empty(), "{}: the wrong try played", problem);
    // The position the wrong try would make, drawn under the board with its
    // values (shown there though not on the board), and what it changed.
    let drawn_refusal = "const r = document.getElementById('refused'); \
        return !r.hidden && r.getClientRects().length > 0 && document.getElementById('refused-said').textContent";
    let said = until(client, &format!("{}: the refused try drawn", problem), drawn_refusal).await;
    assert!(said.as_str().unwrap().starts_with(&format!("Your move {} would make this position", wrong)), "{}", said);
    let parts =
        "return [...document.querySelectorAll('#refused table.parts, #refused-board svg, #refused-changed li')] \
        .filter((e) => e.getClientRects().length > 0).length";
    assert!(run(client, parts).await.as_u64().unwrap() >= 2, "{}: the refused try's drawing and lines", problem);
    click(client, &format!("#moves button[data-move=\"{}\"]", right)).await;
    let solved = feedback(client, &format!("{}: solved", problem), "wins").await;
    assert_eq!(run(client, "return document.getElementById('refused').hidden").await, json!(true), "{}", problem);
    assert!(solved.starts_with(&format!("solved: {} (", right)), "{}: {}", problem, solved);
    assert_eq!(text_of(client, "streak").await, "0", "{}: a wrong try ends the streak", problem);
    assert_eq!(history(client).await.first(), Some(&format!("you {}", right)), "{}", problem);
    // The next one, solved at the first try.
    click(client, "#next").await;
    let next = &list[index + 1];
    puzzle_shown(client, problem, next.number, list.len()).await;
    let url = client.current_url().await.unwrap();
    assert!(url.fragment().unwrap_or("").starts_with(&format!("puzzle={}", next.number)), "{}: {}", problem, url);
    let (_, moves) = valued(next);
    let (right, _) = moves.iter().find(|(_, wins)| *wins).unwrap();
    click(client, &format!("#moves button[data-move=\"{}\"]", right)).await;
    until(
        client,
        &format!("{}: the next solved", problem),
        "return document.getElementById('puzzle').classList.contains('solved')",
    )
    .await;
    assert_eq!(text_of(client, "streak").await, "1", "{}: solved at the first try", problem);
    // The one after: its solution shown, outlined on the board where it is drawn as a grid.
    click(client, "#next").await;
    let after = &list[index + 2];
    until(
        client,
        &format!("{}: puzzle {}", problem, after.number),
        &format!(
            "return document.getElementById('puzzle-number').textContent.startsWith('puzzle {} of')",
            after.number
        ),
    )
    .await;
    click(client, "#solution").await;
    let shown = until(
        client,
        &format!("{}: the solution", problem),
        "const f = document.getElementById('feedback'); return !f.hidden && f.textContent.startsWith('solution: ') && f.textContent",
    )
    .await;
    let (_, moves) = valued(after);
    let answer = shown.as_str().unwrap()["solution: ".len()..].split(' ').next().unwrap().to_string();
    assert!(
        moves.iter().any(|(name, wins)| *wins && *name == answer),
        "{}: the solution {} does not win",
        problem,
        answer
    );
    if run(client, "return document.querySelector('#board svg.board') !== null").await == json!(true) {
        until(
            client,
            &format!("{}: the solution outlined", problem),
            "return document.querySelectorAll('#board rect.cell.hinted').length",
        )
        .await;
    }
    assert_eq!(text_of(client, "streak").await, "0", "{}: the solution ends the streak", problem);
    // The second theme chosen by its link: its first puzzle, its name and
    // idea above the board, the link marked, "next puzzle" within it.
    let themes = (kit.themes)();
    let theme = &themes[1];
    let numbers: Vec<usize> =
        list.iter().filter(|puzzle| puzzle.theme == theme.id).map(|puzzle| puzzle.number).collect();
    let links = run(client, "return [...document.querySelectorAll('#themes a')].map(a => a.textContent)").await;
    assert_eq!(links, json!(themes.iter().map(|theme| theme.name.clone()).collect::<Vec<_>>()), "{}", problem);
    click(client, &format!("#themes a[data-theme=\"{}\"]", theme.id)).await;
    puzzle_shown(client, problem, numbers[0], list.len()).await;
    let named = text_of(client, "theme-name").await;
    assert!(
        named.starts_with(&format!("Theme 2 of {}: {} (puzzle 1 of {}", themes.len(), theme.name, numbers.len())),
        "{}: {}",
        problem,
        named
    );
    assert_eq!(text_of(client, "theme-idea").await, theme.idea, "{}", problem);
    let current =
        run(client, "return document.querySelector('#themes a[aria-current]').getAttribute('data-theme')").await;
    assert_eq!(current, json!(theme.id), "{}", problem);
    let url = client.current_url().await.unwrap();
    assert_eq!(url.fragment(), Some(format!("puzzle={}&theme={}", numbers[0], theme.id).as_str()), "{}", problem);
    audited(client, &format!("{}: a theme chosen", problem)).await;
    click(client, "#next").await;
    puzzle_shown(client, problem, numbers[1], list.len()).await;
    drop(server);
}

#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn puzzles_are_solved_by_clicks_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        solves_puzzles::<MasterDuel>(&client, "master-duel", false).await;
        solves_puzzles::<BoardGame>(&client, "board-game", true).await;
        solves_puzzles::<RingGrid>(&client, "ring-grid-game", false).await;
        solves_puzzles::<Coloring>(&client, "coloring-game", true).await;
        solves_puzzles::<FrogsSum>(&client, "frogs", false).await;
        let _ = client.close().await;
    });
}

/// Every sentence the page shows: its text as drawn (`innerText`: nothing
/// hidden), the choices of its lists, the words of its controls (titles,
/// placeholders, labels) and of the chart's points; without the switch to
/// the other language, which names it in itself.
async fn read_on_page(client: &Client) -> String {
    let script = "const shown = [document.title, document.body.innerText.replace(document.getElementById('language').innerText, '')]; \
        for (const e of document.querySelectorAll('[title], [placeholder], [aria-label]')) \
          for (const name of ['title', 'placeholder', 'aria-label']) if (e.hasAttribute(name)) shown.push(e.getAttribute(name)); \
        for (const t of document.querySelectorAll('svg title, option')) shown.push(t.textContent); \
        return shown.join('\\n');";
    run(client, script).await.as_str().unwrap().to_string()
}

/// The page's sentences are Chinese: no English word (notation aside) and
/// no `{$name}` left unfilled.
async fn reads_chinese(client: &Client, what: &str) {
    let text = read_on_page(client).await;
    let english = testkit::i18n::english_words(&text, testkit::i18n::NOTATION);
    let lines: Vec<&str> =
        text.lines().filter(|line| english.iter().any(|word| line.contains(word.as_str()))).take(5).collect();
    assert!(english.is_empty(), "{}: English words {:?} in:\n{}", what, english, lines.join("\n"));
    assert!(!text.contains("{$"), "{}: an unfilled word in:\n{}", what, text);
    assert_eq!(run(client, "return document.documentElement.lang").await, json!("zh"), "{}", what);
}

/// The page of `problem` in Chinese (`?lang=zh`), walked: the first game
/// played to its end with the values shown (a move that throws the win away
/// once, where there is one; else the first listed, the fastest win), the
/// hint asked at each turn; then "try again", a move the rules refuse, an
/// illegal input pasted, a test number past the file's and a seed past
/// 2^64 − 1; at each step every sentence on the page Chinese. Whether a
/// move threw the win away.
async fn walks_in_chinese(client: &Client, problem: &'static str) -> bool {
    let server = WebServer::start(problem, &[]);
    let host = format!("http://127.0.0.1:{}", server.port);
    client.goto(&format!("{}/?lang=zh", host)).await.unwrap();
    until(client, &format!("{}: the first game", problem), MOVES_OFFERED).await;
    reads_chinese(client, &format!("{}: the first game", problem)).await;
    audited(client, &format!("{}: the first game in Chinese", problem)).await;
    click(client, "#values").await;
    let mut slipped = false;
    for turn in 0.. {
        assert!(turn < 200, "{}: no end in 200 turns", problem);
        reads_chinese(client, &format!("{}: turn {}", problem, turn)).await;
        if run(client, "return !document.getElementById('result').hidden").await == json!(true) {
            break;
        }
        click(client, "#hint").await;
        until(client, &format!("{}: the hint", problem), "return document.getElementById('hint-answer').textContent")
            .await;
        reads_chinese(client, &format!("{}: the hint at turn {}", problem, turn)).await;
        let count = history(client).await.len();
        let chosen = run(
            client,
            &format!(
                "const all = [...document.querySelectorAll('#moves button[data-move]')]; \
                 const losing = all.find(b => b.getAttribute('data-value') === 'lose'); \
                 return {} && losing && all[0].getAttribute('data-value') === 'win' ? losing.getAttribute('data-move') : null",
                !slipped
            ),
        )
        .await;
        let selector = match chosen.as_str() {
            Some(losing) => {
                slipped = true;
                format!("#moves button[data-move=\"{}\"]", losing)
            }
            None => "#moves button[data-move]".to_string(),
        };
        click(client, &selector).await;
        until_more_played(client, &format!("{}: the move played", problem), count).await;
    }
    assert_eq!(run(client, "return document.getElementById('review').hidden").await, json!(false), "{}", problem);
    if slipped {
        assert!(!text_of(client, "slip").await.is_empty(), "{}: where the win slipped", problem);
        click(client, "#try-again").await;
        until(client, &format!("{}: trying again", problem), "return document.querySelector('#result').hidden").await;
        reads_chinese(client, &format!("{}: trying again", problem)).await;
    } else {
        // Back to a move of the person's, where a move can be typed.
        click(client, "#undo").await;
        until(client, &format!("{}: the undo", problem), "return document.querySelector('#result').hidden").await;
    }
    type_move(client, "zz").await;
    until(client, &format!("{}: the refusal", problem), "return document.getElementById('message').textContent").await;
    reads_chinese(client, &format!("{}: a move refused", problem)).await;
    // The new-game form's refusals.
    for (what, form) in [
        ("an illegal input", "document.querySelector('input[name=source][value=input]').checked = true; document.getElementById('new-input').value = '1\\n';"),
        ("a test past the file's", "document.querySelector('input[name=source][value=file]').checked = true; document.getElementById('new-test').value = '999';"),
        ("a seed past 2^64 - 1", "document.querySelector('input[name=source][value=size]').checked = true; document.getElementById('new-seed').value = '18446744073709551616';"),
    ] {
        run(client, &format!("{} document.getElementById('new-error').textContent = ''; return null", form)).await;
        click(client, "#new-start").await;
        until(client, &format!("{}: {}", problem, what), "return document.getElementById('new-error').textContent").await;
        reads_chinese(client, &format!("{}: {}", problem, what)).await;
    }
    slipped
}

/// The switch at the top of the page clicked: the page in `lang`, the same
/// game at the same move (the address's position and moves as they were).
async fn switches_language(client: &Client, lang: &str) {
    let position = run(client, "return location.hash").await;
    click(client, "#language").await;
    let drawn = format!(
        "return document.documentElement.lang === '{}' && document.querySelectorAll('#moves [data-move]').length",
        lang
    );
    until(client, &format!("the page in {}", lang), &drawn).await;
    assert_eq!(run(client, "return location.hash").await, position, "the same game at the same move");
}

/// The board in Chinese in a real browser: each game's page walked in
/// Chinese (`walks_in_chinese`); the puzzles' page, a puzzle's solution
/// shown; a browser whose language is Chinese gets the page in Chinese with
/// no `lang` in the address, and the switch to English opens the same game
/// at the same move in English; a stopped server is said in Chinese.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_board_speaks_chinese_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser_with(&["--accept-lang=zh-CN,zh"]).await;
        let mut slips = 0;
        for problem in ["master-duel", "board-game", "ring-grid-game", "coloring-game", "frogs"] {
            slips += usize::from(walks_in_chinese(&client, problem).await);
        }
        assert!(slips >= 3, "{} games had a move that threw the win away", slips);

        let puzzles = WebServer::start("master-duel", &["--puzzles"]);
        client.goto(&format!("http://127.0.0.1:{}/?lang=zh", puzzles.port)).await.unwrap();
        until(&client, "the puzzle", "return document.getElementById('puzzle-number').textContent").await;
        reads_chinese(&client, "a puzzle").await;
        // A wrong try first, refused, then the solution shown and played.
        let first = testkit::puzzles::parse(testkit::problem("master-duel").unwrap().puzzles.unwrap().text).unwrap();
        let start = MasterDuel::puzzle_position(&first[0].input, None).unwrap();
        let losing = MasterDuel::moves(&start)
            .into_iter()
            .find(|chosen| !xor_sum(&MasterDuel::values(&MasterDuel::apply(&start, chosen).unwrap())).is_zero())
            .expect("a losing move of puzzle 1");
        type_move(&client, &MasterDuel::show_move(&losing)).await;
        feedback(&client, "the wrong try", "refused").await;
        click(&client, "#solution").await;
        feedback(&client, "the solution", "wins").await;
        reads_chinese(&client, "a puzzle's solution").await;
        let solution = MasterDuel::show_move(&testkit::play::winning::<MasterDuel>(&start).unwrap().1.unwrap());
        let solution = json!(solution);
        type_move(&client, solution.as_str().unwrap()).await;
        until(&client, "puzzle 1 solved", "return document.getElementById('solution').hidden").await;
        // The other language: the same puzzle, solved, its move played.
        let address = run(&client, "return location.hash").await;
        assert!(address.as_str().unwrap().contains("&m="), "{}", address);
        click(&client, "#language").await;
        let drawn = "return document.documentElement.lang === 'en' && \
                     document.querySelectorAll('#history > li:not(.ahead)').length > 0";
        until(&client, "the solved puzzle in English", drawn).await;
        assert_eq!(run(&client, "return location.hash").await, address, "the same puzzle at the same move");
        let first = history(&client).await.first().cloned().unwrap_or_default();
        assert!(first.ends_with(solution.as_str().unwrap()), "the solving move: {:?}", first);
        assert_eq!(run(&client, "return document.getElementById('solution').hidden").await, json!(true), "solved");
        // Played out by the hint: the review counts the wrong try.
        for turn in 0.. {
            assert!(turn < 100, "puzzle 1: no end in 100 turns");
            if run(&client, "return !document.getElementById('result').hidden").await == json!(true) {
                break;
            }
            click(&client, "#hint").await;
            let hinted =
                until(&client, "the hint", "return document.getElementById('hint-answer').getAttribute('data-move')")
                    .await;
            let count = history(&client).await.len();
            type_move(&client, hinted.as_str().unwrap()).await;
            until_more_played(&client, "the hinted move", count).await;
        }
        let taken = run(
            &client,
            "return [...document.querySelectorAll('#review-moves li[data-taken]')].map(li => li.textContent)",
        )
        .await;
        let wrong = format!("1. {} (refused, not played) mistake:", MasterDuel::show_move(&losing));
        assert!(
            taken.as_array().is_some_and(|taken| taken.len() == 1 && taken[0].as_str().unwrap().starts_with(&wrong)),
            "{}",
            taken
        );
        let accuracy = text_of(&client, "accuracy").await;
        assert!(
            accuracy.contains("(with 1 wrong try refused or taken back)") && !accuracy.contains("100%"),
            "{}",
            accuracy
        );
        audited(&client, "a puzzle's review with a wrong try").await;

        // No `lang` in the address: the browser's language.
        let mut server = WebServer::start("ring-grid-game", &[]);
        let host = format!("http://127.0.0.1:{}", server.port);
        client.goto(&format!("{}/", host)).await.unwrap();
        until(&client, "the first game", MOVES_OFFERED).await;
        reads_chinese(&client, "the page in the browser's language").await;
        let first = history(&client).await.len();
        click(&client, "#moves button[data-move]").await;
        until_more_played(&client, "a move", first).await;
        switches_language(&client, "en").await;
        assert_eq!(run(&client, "return new URL(location.href).searchParams.get('lang')").await, json!("en"));
        let title = text_of(&client, "status").await;
        assert!(title.is_ascii() && title.starts_with("Your move"), "{:?}", title);
        // And back: the switch says 中文.
        assert_eq!(text_of(&client, "language").await, "中文");
        switches_language(&client, "zh").await;

        // The server stopped under the page: said in Chinese.
        let _ = server.stop("INT");
        click(&client, "#hint").await;
        key(&client, "u").await;
        until(
            &client,
            "the stopped server said",
            "return document.getElementById('status').classList.contains('stopped')",
        )
        .await;
        reads_chinese(&client, "a stopped server").await;
        let _ = client.close().await;
    });
}

/// axe-core, the accessibility checker, as `.ci/run` installs it from the
/// npm registry at the version `audit/package.json` pins (`npm ci`).
fn axe_source() -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("audit/node_modules/axe-core/axe.min.js");
    std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!("{}: {} (npm ci --prefix crates/testkit/audit installs it; .ci/run does)", path.display(), error)
    })
}

/// The page as it is now checked by axe-core (WCAG 2.1 A and AA, and its
/// best practices): no violation, or the test fails naming each rule, its
/// impact and the elements it found.
async fn audited(client: &Client, what: &str) {
    let injected = run(client, &format!("{};\nreturn typeof window.axe", axe_source())).await;
    assert_eq!(injected, json!("object"), "{}: axe-core loaded", what);
    let script = "const done = arguments[arguments.length - 1]; \
        axe.run(document, { resultTypes: ['violations'] }).then((result) => done(result.violations.map((v) => \
          `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`))) \
        .catch((error) => done([`axe failed: ${error}`]));";
    let found =
        client.execute_async(script, Vec::new()).await.unwrap_or_else(|error| panic!("{}: axe: {}", what, error));
    let found: Vec<&str> = found.as_array().unwrap().iter().filter_map(Value::as_str).collect();
    assert!(found.is_empty(), "{}: axe-core finds {} violation(s):\n{}", what, found.len(), found.join("\n"));
}

/// A statement's or editorial's formulas as the browser draws them: each
/// `<math>` a MathML element (the browser's own, not an unknown tag) with a
/// size on the page; a fraction taller than a line of its text; and in the
/// text read off the page, code left aside, no TeX: no backslash command,
/// nor a brace of a group, `^` or `_` (`1 = {0 |}` keeps its braces as
/// drawn operators).
async fn formulas_drawn(client: &Client, what: &str) -> u64 {
    let script = "const maths = [...document.querySelectorAll('main math')]; \
        const flat = maths.filter((m) => !(m instanceof MathMLElement) || m.getBoundingClientRect().width < 1 \
          || m.getBoundingClientRect().height < 1).length; \
        const low = [...document.querySelectorAll('main mfrac')].filter((f) => \
          f.getBoundingClientRect().height < 1.2 * parseFloat(getComputedStyle(f.closest('p, li, td, th') || f).fontSize)).length; \
        const main = document.querySelector('main').cloneNode(true); \
        main.querySelectorAll('pre, code').forEach((code) => code.remove()); \
        document.body.appendChild(main); const text = main.innerText; main.remove(); \
        const tex = (text.match(/\\\\[A-Za-z]+|\\^\\{|_\\{|\\\\[{}]/g) || []).slice(0, 5); \
        return [maths.length, flat, low, tex, [...document.querySelectorAll('main mfrac')].length]";
    let found = run(client, script).await;
    let found = found.as_array().unwrap();
    assert_eq!(found[1], json!(0), "{}: formulas not drawn as MathML, or of no size", what);
    assert_eq!(found[2], json!(0), "{}: fractions no taller than a line ({} in all)", what, found[4]);
    assert_eq!(found[3], json!([]), "{}: TeX on the page", what);
    found[0].as_u64().unwrap()
}

/// What the browser's accessibility tree says of an element (`computedlabel`:
/// its accessible name; `computedrole`: its role), as chromium-driver
/// computes it for a screen reader.
#[derive(Debug)]
struct Computed(String, &'static str);

impl WebDriverCompatibleCommand for Computed {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/element/{}/{}", session.unwrap_or_default(), self.0, self.1))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::GET, None)
    }
}

/// The accessible name and role of the element that has the focus.
async fn focused_name_and_role(client: &Client) -> (String, String) {
    let focused = client.active_element().await.expect("an element has the focus");
    let id = focused.element_id().to_string();
    let ask = |what| client.issue_cmd(Computed(id.clone(), what));
    let (name, role) = (ask("computedlabel").await.expect("the name"), ask("computedrole").await.expect("the role"));
    (name.as_str().unwrap_or_default().to_string(), role.as_str().unwrap_or_default().to_string())
}

/// Keys pressed as a person presses them: WebDriver's key actions, sent to
/// whatever has the focus (`Shift` held over the next key).
async fn press(client: &Client, keys: &[Key]) {
    use fantoccini::actions::{InputSource, KeyAction, KeyActions};
    let mut actions = KeyActions::new("keyboard".to_string());
    let mut held = None;
    for &pressed in keys {
        let value: char = pressed.into();
        if matches!(pressed, Key::Shift) {
            actions = actions.then(KeyAction::Down { value });
            held = Some(value);
            continue;
        }
        actions = actions.then(KeyAction::Down { value }).then(KeyAction::Up { value });
        if let Some(value) = held.take() {
            actions = actions.then(KeyAction::Up { value });
        }
    }
    client.perform_actions(actions).await.expect("the keys pressed");
}

/// What has the focus: `cell R,C` for a cell of the board, `body` for none,
/// else the element's tag and id.
async fn focus(client: &Client) -> String {
    let script = "const a = document.activeElement; if (!a || a === document.body) return 'body'; \
        const c = a.closest('#board rect.cell[data-cell]'); \
        return c ? 'cell ' + c.getAttribute('data-cell') : a.tagName.toLowerCase() + '#' + a.id";
    run(client, script).await.as_str().unwrap().to_string()
}

/// The focus moved on the board with the arrow keys to `cell` (0-based),
/// from the cell that has it.
async fn walk_to(client: &Client, cell: (usize, usize)) {
    let at = focus(client).await;
    let (row, column) = at
        .strip_prefix("cell ")
        .and_then(|cell| cell.split_once(','))
        .map(|(row, column)| (row.parse::<usize>().unwrap() - 1, column.parse::<usize>().unwrap() - 1))
        .unwrap_or_else(|| panic!("the focus is on {}, not on the board", at));
    let mut keys = Vec::new();
    keys.extend(std::iter::repeat_n(if cell.0 > row { Key::Down } else { Key::Up }, cell.0.abs_diff(row)));
    keys.extend(std::iter::repeat_n(if cell.1 > column { Key::Right } else { Key::Left }, cell.1.abs_diff(column)));
    press(client, &keys).await;
    assert_eq!(focus(client).await, format!("cell {},{}", cell.0 + 1, cell.1 + 1), "the arrows walked to {:?}", cell);
}

/// The page's own game of `problem` played to `you win` from the keyboard
/// alone: Tab from the top of the page reaches the board (one Tab stop, a
/// second leaves it, Shift+Tab comes back); each move walked to with the
/// arrows and played with Enter (a piece picked, then its destination),
/// the winning move the exhaustive oracle names; each cell reached named
/// for a screen reader (where it is, what it plays) as a button; after each
/// move the focus on the board (at the end on "new game"), never on the
/// page's body, and the program's reply, then the result, in the polite
/// live region. The program's
/// replies heard.
async fn plays_by_keyboard<R: Rules>(client: &Client, problem: &'static str) -> usize {
    let problem_of = testkit::problem(problem).unwrap();
    let (_, input, test, _) = testkit::drivers::default_game(problem_of, false).unwrap();
    let start = R::tests(std::str::from_utf8(&input).unwrap()).swap_remove(test - 1);
    let server = WebServer::start(problem, &[]);
    // The statement and the editorial the page links, audited too.
    for page in ["statement?lang=zh", "editorial?lang=en", "editorial?lang=zh"] {
        client.goto(&format!("http://127.0.0.1:{}/{}", server.port, page)).await.unwrap();
        audited(client, &format!("{}: /{}", problem, page)).await;
    }
    client.goto(&format!("http://127.0.0.1:{}/", server.port)).await.unwrap();
    until(client, &format!("{}: the first game", problem), MOVES_OFFERED).await;
    audited(client, &format!("{}: the first game", problem)).await;
    let live = run(
        client,
        "const r = document.getElementById('announce'); return [r.getAttribute('role'), r.getAttribute('aria-live')]",
    )
    .await;
    assert_eq!(live, json!(["status", "polite"]), "{}: the live region", problem);
    let mut tabs = 0;
    while !focus(client).await.starts_with("cell ") {
        tabs += 1;
        assert!(
            tabs <= 12,
            "{}: {} Tabs from the top and not on the board (on {})",
            problem,
            tabs,
            focus(client).await
        );
        press(client, &[Key::Tab]).await;
    }
    let stops = run(client, "return document.querySelectorAll('#board rect.cell[tabindex=\"0\"]').length").await;
    assert_eq!(stops, json!(1), "{}: the board is one Tab stop", problem);
    let entered = focus(client).await;
    press(client, &[Key::Tab]).await;
    assert!(!focus(client).await.starts_with("cell "), "{}: a second Tab leaves the board", problem);
    press(client, &[Key::Shift, Key::Tab]).await;
    assert_eq!(focus(client).await, entered, "{}: Shift+Tab comes back to the cell", problem);
    let picks = R::MOVES_A_PIECE && !R::ONE_MOVE_A_PIECE;
    let mut replies = 0;
    for turn in 0.. {
        assert!(turn < 100, "{}: no end in 100 turns", problem);
        if run(client, "return !document.getElementById('result').hidden").await == json!(true) {
            break;
        }
        let moves = history(client).await;
        let position = replayed::<R>(&start, &moves);
        let winning = R::moves(&position)
            .into_iter()
            .find(|chosen| R::oracle_total(&R::apply(&position, chosen).unwrap()).expect("within reach").is_zero())
            .unwrap_or_else(|| panic!("{}: no winning move after {:?}", problem, moves));
        let cells = R::move_cells(&position, &winning);
        let stops = if picks { vec![cells[0], cells[cells.len() - 1]] } else { vec![cells[0]] };
        for (index, &cell) in stops.iter().enumerate() {
            walk_to(client, cell).await;
            let (name, role) = focused_name_and_role(client).await;
            assert_eq!(role, "button", "{}: the cell {:?}", problem, cell);
            let place = format!("row {}, column {}: ", cell.0 + 1, cell.1 + 1);
            assert!(name.starts_with(&place), "{}: the cell {:?} is named {:?}", problem, cell, name);
            if index + 1 == stops.len() {
                let offered = run(client, "return document.activeElement.getAttribute('data-move')").await;
                let offered = offered.as_str().unwrap_or_else(|| panic!("{}: no move on {:?}", problem, cell));
                assert_eq!(R::parse_move(offered).unwrap(), winning, "{}: the cell's move", problem);
                assert!(name.contains(&format!("plays {}", offered)), "{}: {:?} does not say its move", problem, name);
            } else {
                assert!(name.contains("a piece to pick"), "{}: {:?}", problem, name);
            }
            press(client, &[Key::Enter]).await;
            if index + 1 < stops.len() {
                until(
                    client,
                    &format!("{}: the piece picked", problem),
                    "return document.querySelector('#board rect.cell.picked')",
                )
                .await;
                let (name, _) = focused_name_and_role(client).await;
                assert!(
                    name.ends_with("picked: now the cell it goes to"),
                    "{}: the picked piece is named {:?}",
                    problem,
                    name
                );
                if turn == 0 {
                    audited(client, &format!("{}: a piece picked", problem)).await;
                }
            }
        }
        until_more_played(client, &format!("{}: the move played", problem), moves.len()).await;
        let heard = until(
            client,
            &format!("{}: the live region", problem),
            "return document.getElementById('announce').textContent",
        )
        .await;
        let heard = heard.as_str().unwrap();
        let said = text_of(client, "said").await;
        if !said.is_empty() {
            assert!(heard.starts_with(&said), "{}: heard {:?}, the reply is {:?}", problem, heard, said);
            replies += 1;
        }
        // On the board after each move; at the game's end on "new game".
        let over = run(client, "return !document.getElementById('result').hidden").await == json!(true);
        let focused = focus(client).await;
        assert!(
            if over { focused == "button#to-new-game" } else { focused.starts_with("cell ") },
            "{}: after move {} (the game over: {}) the focus is on {}",
            problem,
            moves.len() + 1,
            over,
            focused
        );
    }
    assert_eq!(text_of(client, "result").await, "you win", "{}", problem);
    let heard = until(
        client,
        &format!("{}: the result heard", problem),
        "return document.getElementById('announce').textContent.includes('you win')",
    )
    .await;
    assert_eq!(heard, json!(true));
    audited(client, &format!("{}: the game won, its review shown", problem)).await;
    replies
}

#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn a_game_is_played_to_the_end_by_keyboard_and_heard_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        let replies = [
            plays_by_keyboard::<MasterDuel>(&client, "master-duel").await,
            plays_by_keyboard::<RingGrid>(&client, "ring-grid-game").await,
        ];
        let _ = client.close().await;
        assert!(replies.iter().all(|&count| count >= 1), "the program's replies heard: {:?}", replies);
    });
}

/// Every problem's statement and editorial, in both languages, as the
/// board serves them: their formulas drawn by the browser as mathematics
/// (`formulas_drawn`), axe-core clean, at 1280 px and at 320 px (where
/// nothing but a formula's own box scrolls sideways). Pictures of frogs' 题解
/// at both widths, to be looked at: `target/editorial-frogs-zh*.png`.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_statements_and_editorials_draw_their_formulas_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        let mut drawn = 0;
        for problem in testkit::PROBLEMS {
            let server = WebServer::start(problem.name, &[]);
            let readme = |name: &str| {
                std::fs::read_to_string(testkit::cases::workspace_root().join("crates").join(problem.name).join(name))
                    .unwrap()
            };
            let pages = [
                ("statement?lang=en", problem.statement.to_string()),
                ("statement?lang=zh", problem.statement_zh.to_string()),
                ("editorial?lang=en", readme("README.md")),
                ("editorial?lang=zh", readme("README.zh.md")),
            ];
            for (page, markdown) in pages {
                let what = format!("{}: /{}", problem.name, page);
                let formulas = crate::web::formulas(&markdown) as u64;
                client.goto(&format!("http://127.0.0.1:{}/{}", server.port, page)).await.unwrap();
                for width in [1280, 320] {
                    viewport(&client, width, 800).await;
                    let count = formulas_drawn(&client, &format!("{} at {} px", what, width)).await;
                    assert_eq!(count, formulas, "{}: every formula of the Markdown drawn", what);
                    drawn += count;
                    audited(&client, &format!("{} at {} px", what, width)).await;
                    let wide = run(
                        &client,
                        "const over = [...document.querySelectorAll('main *')].filter((e) => \
                           e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 \
                           && !e.closest('.formula, .wide, pre')).slice(-1).map((e) => \
                           `${e.tagName.toLowerCase()} \"${e.textContent.slice(0, 60)}\"`); \
                         return [document.documentElement.scrollWidth, over]",
                    )
                    .await;
                    assert!(
                        wide[0].as_u64().unwrap() <= width as u64,
                        "{} at {} px: the page is wider: {}",
                        what,
                        width,
                        wide
                    );
                    if problem.name == "frogs" && page == "editorial?lang=zh" {
                        pictured(&client, &format!("editorial-frogs-zh-{}.png", width)).await;
                    }
                }
            }
        }
        assert!(drawn > 500, "{} formulas drawn in all", drawn);
        let _ = client.close().await;
    });
}

/// Lighthouse (the version `audit/package.json` pins, as `.ci/run`
/// installs it), its mobile preset, on `address` in Chromium: each
/// category's score (0 to 1) and the cumulative layout shift. Bounded: 180 s,
/// then it is killed with the browser it started.
fn lighthouse(address: &str) -> (Vec<(String, f64)>, f64) {
    let audit = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("audit");
    let program = audit.join("node_modules/.bin/lighthouse");
    assert!(program.exists(), "{}: npm ci --prefix crates/testkit/audit installs it (.ci/run does)", program.display());
    let report = tempfile::NamedTempFile::new().unwrap();
    let flags = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
                 --disable-component-update --disable-sync";
    let mut run = Group::spawn(
        Command::new(&program)
            .arg(address)
            .arg("--quiet")
            .arg(format!("--chrome-flags={}", flags))
            .arg("--output=json")
            .arg(format!("--output-path={}", report.path().display()))
            .env("CHROME_PATH", "/usr/bin/chromium")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
    );
    let deadline = Instant::now() + Duration::from_secs(180);
    let status = loop {
        if let Some(status) = run.0.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "lighthouse on {}: no report in 180 s", address);
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "lighthouse on {}: {}", address, status);
    let report: Value = serde_json::from_str(&std::fs::read_to_string(report.path()).unwrap()).unwrap();
    let scores = report["categories"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(name, category)| (name.clone(), category["score"].as_f64().unwrap_or(0.0)))
        .collect();
    let shift = report["audits"]["cumulative-layout-shift"]["numericValue"].as_f64().expect("the layout shift");
    (scores, shift)
}

/// Lighthouse on the board's kinds of page (a game of a grid, in Chinese; a
/// puzzle; board-game's, its patterns beside the board; frogs' strips, a
/// puzzle in Chinese; ring-grid-game's and coloring-game's grids are
/// master-duel's page, which axe-core audits in every state in the other
/// browser tests): accessibility, best practices and SEO at 0.95 at least
/// and the cumulative layout shift 0.1 at most (the page is shown whole once
/// its game is drawn). Performance is printed, not checked: it is measured
/// on this machine's speed.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn lighthouse_finds_each_kind_of_page_accessible_and_steady() {
    let pages =
        [("master-duel", "?lang=zh"), ("master-duel", "#puzzle=1"), ("board-game", ""), ("frogs", "?lang=zh#puzzle=1")];
    let mut failed = Vec::new();
    for (problem, rest) in pages {
        let server = WebServer::start(problem, &[]);
        let address = format!("http://127.0.0.1:{}/{}", server.port, rest);
        let (scores, shift) = lighthouse(&address);
        eprintln!("lighthouse {} /{}: {:?}, layout shift {}", problem, rest, scores, shift);
        for (name, score) in &scores {
            if name != "performance" && *score < 0.95 {
                failed.push(format!("{} /{}: {} {}", problem, rest, name, score));
            }
        }
        assert_eq!(scores.len(), 4, "{}: the four categories", problem);
        if shift > 0.1 {
            failed.push(format!("{} /{}: layout shift {}", problem, rest, shift));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// Every piece of text shown on the page (an element with text of its own,
/// drawn, not for a screen reader only) whose size as drawn (its font size
/// times the zoom of it and its ancestors) is under `least` px: each as
/// `tag#id.class "text" size`.
const SMALL_TEXT: &str = "const least = arguments[0]; const small = []; \
    for (const e of document.querySelectorAll('body *')) { \
      if (['SCRIPT', 'STYLE', 'TITLE', 'OPTION'].includes(e.tagName) || e.closest('.visually-hidden, title')) continue; \
      const own = [...e.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim()).map((n) => n.textContent.trim()).join(' '); \
      if (!own || !e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') continue; \
      let zoom = 1; for (let a = e; a; a = a.parentElement) zoom *= parseFloat(getComputedStyle(a).zoom) || 1; \
      const size = parseFloat(getComputedStyle(e).fontSize) * zoom; \
      if (size < least - 0.05) small.push(`${e.tagName.toLowerCase()}#${e.id}.${e.getAttribute('class') || ''} \"${own.slice(0, 30)}\" ${size.toFixed(1)}`); \
    } return small;";

/// The browser's window sized so that the page sees `width`×`height` (the
/// window's own frame added).
async fn viewport(client: &Client, width: u32, height: u32) {
    client.set_window_size(width, height).await.unwrap();
    let inner = run(client, "return [window.innerWidth, window.innerHeight]").await;
    let frame = |index: usize, asked: u32| asked + asked.saturating_sub(inner[index].as_u64().unwrap() as u32);
    client.set_window_size(frame(0, width), frame(1, height)).await.unwrap();
}

/// Where an element is drawn in the viewport: `[left, top, right, bottom]`
/// (nothing when there is no such element).
async fn drawn_at(client: &Client, selector: &str) -> Option<[f64; 4]> {
    let script = format!(
        "const e = document.querySelector('{}'); if (!e) return null; const r = e.getBoundingClientRect(); \
         return [r.left, r.top, r.right, r.bottom]",
        selector
    );
    let found = run(client, &script).await;
    let sides: Vec<f64> = found.as_array()?.iter().filter_map(Value::as_f64).collect();
    sides.try_into().ok()
}

/// The projector size on a 1024×768 screen (master-duel's 20 columns and
/// frogs' strips, in both languages; games and the largest puzzles): the
/// board, the first listed move, the key line and the chart all in the
/// first screen, nothing wider than it, and no text on
/// the page under 18 px as drawn (the board's labels included); on a phone
/// (390 px), master-duel's board, wider than its frame, scrolled so that the
/// cell Tab reaches (the first stone with a move) is in sight.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_projector_size_fits_one_screen_and_the_phone_board_shows_its_pieces_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        viewport(&client, 1024, 768).await;
        for (problem, lang, fragment) in [
            ("master-duel", "en", "large=1"),
            ("master-duel", "zh", "large=1"),
            ("frogs", "zh", "large=1"),
            ("ring-grid-game", "en", "large=1"),
            // Puzzles, with their own line and theme: the last (and largest) of each.
            ("master-duel", "zh", "puzzle=36&large=1"),
            ("ring-grid-game", "zh", "puzzle=36&large=1"),
            ("frogs", "en", "puzzle=36&large=1"),
            ("board-game", "en", "puzzle=36&large=1"),
            ("coloring-game", "zh", "puzzle=36&large=1"),
        ] {
            let server = WebServer::start(problem, &[]);
            client.goto(&format!("http://127.0.0.1:{}/?lang={}#{}", server.port, lang, fragment)).await.unwrap();
            let what = format!("{} in {} at the projector size ({})", problem, lang, fragment);
            until(&client, &what, MOVES_OFFERED).await;
            let screen = run(&client, "return [window.innerWidth, window.innerHeight]").await;
            let (width, height) = (screen[0].as_f64().unwrap(), screen[1].as_f64().unwrap());
            assert!(height == 768.0 && width == 1024.0, "{}: the screen {:?}", what, screen);
            for selector in ["#board svg", "#moves button.move", "#keys", "#chart"] {
                let [left, top, right, bottom] =
                    drawn_at(&client, selector).await.unwrap_or_else(|| panic!("{}: no {}", what, selector));
                assert!(
                    left >= 0.0 && top >= 0.0 && right <= width && bottom <= height,
                    "{}: {} is drawn at {:?}, past the first {}x{} screen",
                    what,
                    selector,
                    [left, top, right, bottom],
                    width,
                    height
                );
            }
            let wide = run(&client, "return document.documentElement.scrollWidth").await;
            assert!(wide.as_f64().unwrap() <= width, "{}: the page is {} px wide", what, wide);
            let small = client.execute(SMALL_TEXT, vec![json!(18)]).await.unwrap();
            assert_eq!(small, json!([]), "{}: text under 18 px", what);
            audited(&client, &what).await;
        }
        viewport(&client, 390, 844).await;
        let server = WebServer::start("master-duel", &[]);
        client.goto(&format!("http://127.0.0.1:{}/", server.port)).await.unwrap();
        until(&client, "the phone's first game", MOVES_OFFERED).await;
        let scrolled =
            "const b = document.getElementById('board'); return b.scrollWidth > b.clientWidth && b.scrollLeft > 0";
        until(&client, "the phone's board scrolled", scrolled).await;
        let frame = drawn_at(&client, "#board").await.unwrap();
        let cell = drawn_at(&client, "#board rect.cell[tabindex=\"0\"]").await.unwrap();
        let stone = run(
            &client,
            "return document.querySelector('#board rect.cell[tabindex=\"0\"]').classList.contains('stone')",
        )
        .await;
        assert_eq!(stone, json!(true), "the cell Tab reaches is a stone");
        assert!(
            cell[0] >= frame[0] && cell[2] <= frame[2],
            "the stone at {:?} is out of the board's frame {:?}",
            cell,
            frame
        );
        let _ = client.close().await;
    });
}

/// What the class's page says in `id` (`said`: the join's answer;
/// `hw-said` beside the homework's button, `sets-said` under the sets),
/// once it starts with `start`.
async fn said_starting(client: &Client, id: &str, start: &str) -> Value {
    let script =
        format!("const s = document.getElementById({:?}).textContent; return s.startsWith({:?}) && s", id, start);
    until(client, &format!("the page saying {:?} in #{}", start, id), &script).await
}

/// The teacher's homework form sent: what the page then says of it.
async fn homework_set(client: &Client) -> Value {
    click(client, "#homework-form button[type=submit]").await;
    said_starting(client, "hw-said", "Homework set").await
}

/// `cargo class` in Chromium: a student joins by the form (the PIN said),
/// goes to the puzzles, tries a wrong move and the right one on master-duel's
/// first puzzle; the teacher's page (the key in its address) shows the
/// student's row with the wrong move, whose link opens the board after it.
/// axe-core on the join, board and teacher pages.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn a_class_is_joined_played_and_reported_in_chromium() {
    let (_folder, path) = crate::class::file();
    let (mut server, address, code, key) = crate::class::started(&path);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        let said = joins_by_the_form(&client, address, &code.to_lowercase(), "Mei", true).await;
        assert!(said.as_str().unwrap().ends_with(": keep it, to join again from another computer."), "{}", said);
        click(&client, "#joined a").await;
        until(
            &client,
            "the problems",
            "return document.querySelector('#problems a[href^=\"/master-duel/\"]') !== null",
        )
        .await;
        click(&client, "#problems a[href^=\"/master-duel/\"]").await;
        puzzle_shown(&client, "master-duel (class)", 1, 36).await;
        let kit = testkit::problem("master-duel").unwrap().puzzles.unwrap();
        let (wrong, right) = crate::class::wrong_and_right(&testkit::puzzles::parse(kit.text).unwrap()[0].input);
        click(&client, &format!("#moves button[data-move=\"{}\"]", wrong)).await;
        feedback(&client, "the wrong try (class)", "refused").await;
        audited(&client, "a class's board").await;
        click(&client, &format!("#moves button[data-move=\"{}\"]", right)).await;
        feedback(&client, "the win (class)", "wins").await;
        client.goto(&format!("http://{}/teacher#key={}", address, key)).await.unwrap();
        let row = until(
            &client,
            "the teacher's row",
            "const row = document.querySelector('tr[data-student=\"Mei\"]'); return row && row.textContent",
        )
        .await;
        let row = row.as_str().unwrap();
        assert!(row.contains("master-duel 1: solved") && row.contains(&wrong), "{}", row);
        audited(&client, "the teacher's page").await;
        // The wrong try's link: the puzzle's board with that move tried
        // again, refused with the panel Mei saw, named by her and the
        // puzzle (the teacher's own game).
        let link = run(
            &client,
            "return document.querySelector('tr[data-student=\"Mei\"] .wrong a').getAttribute('href')",
        )
        .await;
        client.goto(&format!("http://{}{}", address, link.as_str().unwrap())).await.unwrap();
        let seen = until(
            &client,
            "the wrong try on the board",
            "const seen = document.getElementById('seen-try'); return !seen.hidden && !document.getElementById('refused').hidden && [seen.textContent, document.getElementById('refused-said').textContent]",
        )
        .await;
        assert_eq!(
            seen[0],
            json!(format!("Mei's wrong try at puzzle 1: {}. Below, refused as Mei saw it; play on to try the puzzle yourself.", wrong)),
        );
        assert!(seen[1].as_str().unwrap().contains(&wrong), "{}", seen);
        pictured(&client, "class-wrong-try.png").await;
        audited(&client, "a wrong try opened by the teacher").await;
        client.goto(&format!("http://{}/teacher#key={}", address, key)).await.unwrap();
        until(&client, "the teacher's page again", "return document.querySelector('tr[data-student=\"Mei\"]') !== null")
            .await;
        // Homework set on the teacher's page: two of master-duel's puzzles.
        client.find(Locator::Id("hw-title")).await.unwrap().send_keys("第一次作业").await.unwrap();
        run(&client, "document.getElementById('hw-problem').value = 'master-duel'; return true").await;
        client.find(Locator::Id("hw-puzzles")).await.unwrap().send_keys("1, 3").await.unwrap();
        let set = homework_set(&client).await;
        assert_eq!(set, json!("Homework set: 第一次作业 (2 items, without help)."));
        // The student's page lists it, the solved puzzle done.
        client.goto(&format!("http://{}/", address)).await.unwrap();
        let listed = until(
            &client,
            "the student's homework",
            "const h = document.getElementById('homework'); return h && h.textContent",
        )
        .await;
        let listed = listed.as_str().unwrap();
        // Puzzle 1, solved before the homework was set, is not done for it.
        assert!(
            listed.contains("第一次作业 (0 of 2 done; counts the work done from ")
                && listed.contains(" on; without help)")
                && listed.contains("master-duel, puzzle 1")
                && !listed.contains("✓ done"),
            "{}",
            listed
        );
        audited(&client, "the student's page with homework").await;
        let _ = client.close().await;
    });
    server.kill().unwrap();
    server.wait().unwrap();
}

/// Random models for each problem's editor, written by the page's own
/// editor script (`FORMS[problem].write`) and read back: the texts, and
/// whether each read back the same. `STATES`: frogs' states, for its strips.
const EDITOR_ROUND_TRIPS: &str = r#"
return import('/editor.js').then(({ FORMS, fresh }) => {
  const states = STATES;
  let seed = 20261128;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const grid = (rows, columns, chars) =>
    Array.from({ length: rows }, () => Array.from({ length: columns }, () => chars[random(chars.length)]));
  const models = {
    "master-duel": () => ({ cells: grid(1 + random(30), 20, ".o") }),
    "coloring-game": () => ({ cells: grid(1 + random(20), 1 + random(20), "HT") }),
    "ring-grid-game": () => ({ cells: grid(1 + random(20), 1 + random(20), ".B#") }),
    "board-game": () => {
      const n = 1 + random(27);
      const m = 1 + random(Math.floor(27 / n));
      // A pattern holds a 1 (an all-zero one is illegal, and said so).
      const pattern = () => {
        const cells = grid(1 + random(9), 1 + random(9), "01");
        cells[random(cells.length)][random(cells[0].length)] = "1";
        return cells;
      };
      return { n, m, patterns: Array.from({ length: 1 + random(4) }, pattern) };
    },
    frogs: () => {
      const order = [...states];
      for (let at = order.length - 1; at > 0; at--) {
        const other = random(at + 1);
        [order[at], order[other]] = [order[other], order[at]];
      }
      const kept = order.slice(0, 1 + random(order.length));
      // Counts of at most 40,000: 23 of them stay within the sum of 10^6.
      return { strips: kept.map((state) => `${state} ${1 + random(40000)}`).join("\n") };
    },
  };
  const out = [];
  for (const [problem, make] of Object.entries(models)) {
    const list = [fresh(problem)];
    for (let count = 0; count < 40; count++) list.push(make());
    for (const model of list) {
      const text = FORMS[problem].write(model);
      const back = FORMS[problem].read(text);
      out.push({ problem, text, same: JSON.stringify(back) === JSON.stringify(model) });
    }
  }
  return out;
});
"#;

/// The editor's text box and what its live region says, once it says something.
async fn editor_said(client: &Client, what: &str, source: &str, status: &str, expected: &str) -> String {
    let script = format!(
        "const s = document.querySelector('{status}'); const t = document.getElementById('{source}').value; \
         return s && s.textContent.startsWith({expected:?}) && t === {text:?} && s.textContent",
        status = status,
        source = source,
        expected = expected,
        text = what,
    );
    until(client, &format!("{:?} said {:?}", what, expected), &script).await.as_str().unwrap().to_string()
}

/// The position editor in Chromium. Its script's writing of 41 positions a
/// problem (the fresh one and 40 random, up to its bounds) is held to each
/// problem's strict validator, one test each, and read back the same. On
/// the teacher's page: opened, ring-grid-game chosen, cells clicked and one
/// changed by the keyboard, the position box following and "A legal
/// position." said; a typed illegal position said with the validator's
/// reason; a position the first player loses refused as homework, then one
/// more piece and the homework set from it, then taken back by its button.
/// On the board
/// (master-duel): a stone placed, the game started from it. axe-core clean
/// with each editor open.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_position_editor_writes_checked_positions_in_chromium() {
    let (_folder, path) = crate::class::file();
    let (mut server, address, _code, key) = crate::class::started(&path);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        client.goto(&format!("http://{}/teacher#key={}", address, key)).await.unwrap();
        until(
            &client,
            "the report (the teacher's cookie)",
            "return performance.getEntriesByType('resource').some((e) => e.name.includes('/api/class/report'))",
        )
        .await;
        // The script's writing, held to the validators.
        let states: Vec<String> = testkit::frogs::reachable().iter().map(testkit::frogs::show).collect();
        let written = run(&client, &EDITOR_ROUND_TRIPS.replace("STATES", &json!(states).to_string())).await;
        let written = written.as_array().unwrap();
        assert_eq!(written.len(), 5 * 41);
        for entry in written {
            let (problem, text) = (entry["problem"].as_str().unwrap(), entry["text"].as_str().unwrap());
            let found = testkit::problem(problem).unwrap();
            assert_eq!(entry["same"], json!(true), "{} read back otherwise:\n{}", problem, text);
            (found.validate)(text.as_bytes()).unwrap_or_else(|reason| panic!("{}: {}\n{}", problem, reason, text));
            assert_eq!((found.test_lines)(text).len(), 1, "{}", text);
        }
        // On the teacher's page: ring-grid-game set up by clicks and keys.
        click(&client, "#hw-editor-box summary").await;
        run(
            &client,
            "const s = document.getElementById('hw-problem'); s.value = 'ring-grid-game'; \
             s.dispatchEvent(new Event('change')); return true",
        )
        .await;
        let status = "#hw-editor .editor-status";
        // The class's check: legal, and won by whoever moves first (the
        // student), as the solution answers (A: the first player wins).
        let ring = testkit::problem("ring-grid-game").unwrap();
        let verdict = |text: &str| match (ring.solve)(text.as_bytes()).unwrap().trim() {
            "A" => "A legal position, won by whoever moves first: it can be set.",
            _ => "Whoever moves first loses this position, so no student can win it",
        };
        let empty = "1\n3 4\n....\n....\n....\n";
        editor_said(&client, empty, "hw-position", status, "No move: the first player loses, so no student").await;
        click(&client, "#hw-editor button[data-cell=\"0,0\"]").await;
        click(&client, "#hw-editor button[data-cell=\"1,2\"]").await;
        click(&client, "#hw-editor button[data-cell=\"1,2\"]").await;
        let one = "1\n3 4\nB...\n..#.\n....\n";
        editor_said(&client, one, "hw-position", status, verdict(one)).await;
        let named = run(
            &client,
            "return document.querySelector('#hw-editor button[data-cell=\"1,2\"]').getAttribute('aria-label')",
        )
        .await;
        assert_eq!(named, json!("row 2, column 3: a wall"));
        // The rows and columns numbered around the grid, for the eye.
        let numbers = run(
            &client,
            "return [...document.querySelectorAll('#hw-editor .editor-number')].map((n) => n.textContent).join(' ')",
        )
        .await;
        assert_eq!(numbers, json!(" 1 2 3 4 1 2 3"));
        run(&client, "document.querySelector('#hw-editor button[data-cell=\"0,0\"]').focus(); return true").await;
        press(&client, &[Key::Right, Key::Space]).await;
        let two = "1\n3 4\nBB..\n..#.\n....\n";
        editor_said(&client, two, "hw-position", status, verdict(two)).await;
        audited(&client, "the teacher's page with the position editor").await;
        // Typed: an illegal position is said with the validator's reason.
        run(
            &client,
            "const t = document.getElementById('hw-position'); t.value = '1\\n3 4\\nB..\\n'; \
             t.dispatchEvent(new Event('input')); return true",
        )
        .await;
        let said = editor_said(&client, "1\n3 4\nB..\n", "hw-position", status, "Not a legal position: ").await;
        assert!(said.contains("line 3"), "{}", said);
        // Legal, but lost by whoever moves first (by the solution): said
        // so as it is edited, refused as homework; a piece more and it is set.
        let lost = "1\n3 4\nBB..\n..#.\n...B\n";
        assert_eq!(verdict(lost), "Whoever moves first loses this position, so no student can win it");
        click(&client, "#hw-editor button[data-cell=\"2,3\"]").await;
        editor_said(&client, lost, "hw-position", status, verdict(lost)).await;
        client.find(Locator::Id("hw-title")).await.unwrap().send_keys("摆出的局面").await.unwrap();
        click(&client, "#homework-form button[type=submit]").await;
        let refused = said_starting(&client, "hw-said", "item 1:").await;
        assert!(refused.as_str().unwrap().contains("whoever moves first loses"), "{}", refused);
        click(&client, "#hw-editor button[data-cell=\"2,2\"]").await;
        let won = "1\n3 4\nBB..\n..#.\n..BB\n";
        assert_eq!(verdict(won), "A legal position, won by whoever moves first: it can be set.");
        editor_said(&client, won, "hw-position", status, verdict(won)).await;
        let set = homework_set(&client).await;
        assert_eq!(set, json!("Homework set: 摆出的局面 (1 item, without help)."));
        // Listed with a button that takes it back.
        let listed = until(
            &client,
            "the homework listed",
            "const l = document.getElementById('homework-sets'); return l.children.length === 1 && l.textContent",
        )
        .await;
        let listed = listed.as_str().unwrap();
        assert!(
            listed.starts_with("摆出的局面 (1; counts the work done from ") && listed.contains(" on; without help)"),
            "{}",
            listed
        );
        click(&client, "#homework-sets button").await;
        let taken = said_starting(&client, "sets-said", "Homework taken back").await;
        assert_eq!(taken, json!("Homework taken back: 摆出的局面. The tries stay in the records."));
        until(&client, "the list redrawn", "return document.getElementById('homework-sets').children.length === 0")
            .await;
        // On the board: master-duel's editor, a stone placed, the game started from it.
        client.goto(&format!("http://{}/master-duel/", address)).await.unwrap();
        until(&client, "the board", MOVES_OFFERED).await;
        click(&client, "#editor-box summary").await;
        let status = "#editor .editor-status";
        editor_said(&client, "1\n3\n0\n0\n0\n", "new-input", status, "A legal position.").await;
        click(&client, "#editor button[data-cell=\"1,4\"]").await;
        editor_said(&client, "1\n3\n0\n1 5\n0\n", "new-input", status, "A legal position.").await;
        let chosen = run(&client, "return document.querySelector('input[name=\"source\"]:checked').value").await;
        assert_eq!(chosen, json!("input"), "the editor's position is the new game's source");
        audited(&client, "the board with the position editor").await;
        click(&client, "#new-start").await;
        until(
            &client,
            "the game of the position set up",
            "return decodeURIComponent(location.hash).includes('p=1/3/0/1,5/0/')",
        )
        .await;
        let _ = client.close().await;
    });
    server.kill().unwrap();
    server.wait().unwrap();
}

/// A room of 40 on the teacher's page at 1280×800 (issue 74's room on a
/// screen): each student's row compact (every name on one line), the whole
/// table within three screens, the rows sorted by name and by progress, the
/// summary naming each puzzle worked on with the room's figures, the CSV
/// link carrying the key; axe-core clean. The picture is left in
/// target/class-room.png to be looked at.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn a_room_of_forty_fits_the_teachers_screen_in_chromium() {
    use testkit::class::room;
    let (_folder, path) = crate::class::file();
    let (mut server, address, code, key) = crate::class::started(&path);
    let list = testkit::puzzles::parse(testkit::problem("master-duel").unwrap().puzzles.unwrap().text).unwrap();
    let numbers: Vec<usize> = (1..=10).collect();
    let inputs: Vec<String> = numbers.iter().map(|&number| list[number - 1].input.clone()).collect();
    let outcome = room::room(address, &code, 40, &numbers, &inputs);
    assert!(outcome.unexpected.is_empty(), "{:?}", outcome.unexpected);
    // One more, who has solved nothing: first by name, last by progress.
    let join = format!("{{\"code\": \"{}\", \"name\": \"Amy\"}}", code);
    let (status, _, _) = room::request([127, 0, 0, 3].into(), address, "POST", "/api/class/join", &[], &join).unwrap();
    assert_eq!(status, 201);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        viewport(&client, 1280, 800).await;
        client.goto(&format!("http://{}/teacher#key={}", address, key)).await.unwrap();
        until(&client, "41 rows", "return document.querySelectorAll('#report tbody tr').length === 41").await;
        let measured = run(
            &client,
            "const rows = [...document.querySelectorAll('#report tbody tr')]; \
             const lines = rows.map((row) => { const r = document.createRange(); r.selectNodeContents(row.cells[0]); return r.getClientRects().length; }); \
             return [document.getElementById('report').getBoundingClientRect().height, window.innerHeight, Math.max(...lines), rows[0].dataset.student, document.documentElement.scrollWidth <= window.innerWidth];",
        )
        .await;
        run(&client, "document.getElementById('report').scrollIntoView(); return true").await;
        pictured(&client, "class-room.png").await;
        let (height, screen) = (measured[0].as_f64().unwrap(), measured[1].as_f64().unwrap());
        assert!(height <= 3.0 * screen, "41 students take {} px, more than three screens of {}", height, screen);
        assert_eq!(measured[2], json!(1), "a name on more than one line");
        assert_eq!(measured[3], json!("Amy"), "by name first");
        assert_eq!(measured[4], json!(true), "the page scrolls sideways");
        click(&client, "#sort-progress").await;
        let last = run(&client, "const rows = document.querySelectorAll('#report tbody tr'); return [rows[0].dataset.student, rows[rows.length - 1].dataset.student, document.getElementById('sort-progress').getAttribute('aria-pressed')]").await;
        assert_eq!(last[1], json!("Amy"), "by progress last: {}", last);
        assert_eq!(last[2], json!("true"));
        let summary = run(
            &client,
            "return [...document.querySelectorAll('#summary tbody tr')].map((row) => [...row.cells].map((cell) => cell.textContent))",
        )
        .await;
        let summary = summary.as_array().unwrap();
        assert_eq!(summary.len(), numbers.len(), "{:?}", summary);
        for row in summary {
            // 40 tried, 40 solved, none at the first try, each with its wrong move by 40.
            assert_eq!((&row[1], &row[2], &row[3], &row[4]), (&json!("40"), &json!("40"), &json!("0"), &json!("0")), "{:?}", row);
            assert!(row[5].as_str().unwrap().ends_with("(40 students)"), "{:?}", row);
        }
        let csv = run(&client, "return document.getElementById('report-csv').getAttribute('href')").await;
        assert_eq!(csv, json!(format!("/api/class/report.csv?key={}&lang=en", key)));
        audited(&client, "the teacher's page with a room").await;
        teachers_tools(&client).await;
        teachers_page_keeps_up(&client, address, &code, &list).await;
    });
    server.kill().unwrap();
    server.wait().unwrap();
}

/// The teacher's tools on the room's page: Amy's PIN shown with her tools
/// under her row; a new name typed survives a refresh, asked at once (the
/// text and the focus kept), then renames her, the tools open under the new
/// name; removing her is asked first (the focus on "cancel"), cancelled,
/// then done: her row gone, her name among the removed, the answer said and
/// focused; every PIN hidden but the one shown.
async fn teachers_tools(client: &Client) {
    click(client, "#sort-name").await;
    click(client, "#report tbody tr[data-student='Amy'] td.pin button").await;
    until(client, "Amy's tools", "return document.querySelector(\"tr[data-tools='Amy'] input\")").await;
    let pins = run(client, "return [...document.querySelectorAll('#report td.pin')].filter((cell) => /[0-9]{6}/.test(cell.textContent)).length").await;
    assert_eq!(pins, json!(1), "one PIN shown");
    let field = client.find(Locator::Css("tr[data-tools='Amy'] input")).await.unwrap();
    field.clear().await.unwrap();
    field.send_keys("Amy Li").await.unwrap();
    // A refresh now (the switch off and on again asks at once), the name
    // being typed kept through it.
    let before = run(client, "return document.getElementById('updated').textContent").await;
    run(client, "const p = document.getElementById('pause'); p.click(); p.click(); document.querySelector(\"tr[data-tools='Amy'] input\").focus(); return true").await;
    tokio::time::sleep(Duration::from_millis(1100)).await;
    until(client, "a refresh", &format!("return document.getElementById('updated').textContent !== {}", before)).await;
    let kept = run(client, "const a = document.activeElement; return [a.value, a.getAttribute('data-tool'), document.querySelector('#report tbody tr').isConnected]").await;
    assert_eq!(
        (&kept[0], &kept[1]),
        (&json!("Amy Li"), &json!("name")),
        "the name typed and the focus kept over a refresh: {}",
        kept
    );
    click(client, "tr[data-tools='Amy'] button[data-tool='rename']").await;
    let said = until(
        client,
        "the rename said beside it",
        "const said = document.querySelector(\"tr[data-tools='Amy Li'] .tools-said\"); return said && said.textContent",
    )
    .await;
    assert!(said.as_str().unwrap().starts_with("Amy is now Amy Li"), "{}", said);
    until(client, "the tools under the new name", "return document.activeElement.closest(\"tr[data-tools='Amy Li']\")")
        .await;
    assert_eq!(
        run(client, "return document.querySelectorAll(\"#report tr[data-student='Amy']\").length").await,
        json!(0)
    );
    click(client, "tr[data-tools='Amy Li'] button[data-tool='remove']").await;
    let asked = until(
        client,
        "the removal asked",
        "return document.getElementById('remove-asked') && document.getElementById('remove-asked').textContent",
    )
    .await;
    assert!(asked.as_str().unwrap().starts_with("Remove Amy Li from the class?"), "{}", asked);
    let (name, role) = focused_name_and_role(client).await;
    assert_eq!((name.as_str(), role.as_str()), ("cancel", "button"), "the focus on cancel");
    audited(client, "the teacher's page asking to remove a student").await;
    run(client, "document.querySelector('#remove-asked').scrollIntoView({ block: 'center' }); return true").await;
    pictured(client, "class-remove.png").await;
    press(client, &[Key::Enter]).await;
    until(client, "the tools again", "return document.activeElement.getAttribute('data-tool') === 'remove'").await;
    click(client, "tr[data-tools='Amy Li'] button[data-tool='remove']").await;
    until(client, "asked again", "return document.getElementById('remove-asked')").await;
    click(client, "#remove-asked ~ button").await;
    until(client, "Amy Li removed", "return document.querySelectorAll('#report tbody tr[data-student]').length === 40 && !document.getElementById('removed').hidden").await;
    let after = run(client, "return [document.getElementById('removed').textContent, document.getElementById('students-said').textContent, document.activeElement.id]").await;
    assert!(after[0].as_str().unwrap().ends_with("Amy Li"), "{}", after);
    assert!(after[1].as_str().unwrap().starts_with("Amy Li is removed from the class"), "{}", after);
    assert_eq!(after[2], json!("students-said"), "the focus on the answer");
}

/// Zed joins from 127.0.0.4 and plays master-duel's puzzle `number` to a
/// wrong move (the cookie kept in `cookie`).
fn wrong_try(address: std::net::SocketAddr, code: &str, cookie: &mut Option<String>, input: &str, number: usize) {
    use testkit::class::room;
    let from = std::net::IpAddr::from([127, 0, 0, 4]);
    if cookie.is_none() {
        let join = json!({ "code": code, "name": "Zed" }).to_string();
        let (status, _, set) = room::request(from, address, "POST", "/api/class/join", &[], &join).unwrap();
        assert_eq!(status, 201);
        *cookie = set;
    }
    let headers = [format!("Cookie: {}", cookie.as_deref().unwrap())];
    let body = json!({ "puzzle": number }).to_string();
    let (status, made, _) = room::request(from, address, "POST", "/master-duel/api/games", &headers, &body).unwrap();
    assert_eq!(status, 201, "{}", made);
    let id = serde_json::from_str::<Value>(&made).unwrap()["id"].as_str().unwrap().to_string();
    let (wrong, _) = room::wrong_and_right(input).unwrap();
    let path = format!("/master-duel/api/games/{}/move", id);
    let body = json!({ "move": wrong }).to_string();
    assert_eq!(room::request(from, address, "POST", &path, &headers, &body).unwrap().0, 200);
}

/// The teacher's page keeps up without losing the teacher's place: the
/// room's address and code at its top; the focus on Zed's wrong move
/// survives 6 s in which his row is drawn again with a new one; paused, a
/// new try is not drawn until the refresh is on again; the homework
/// form takes "1-3, 5" (4 items, said beside its button) and refuses "1-x"
/// there, naming it.
async fn teachers_page_keeps_up(
    client: &Client,
    address: std::net::SocketAddr,
    code: &str,
    list: &[testkit::puzzles::Puzzle],
) {
    let room = run(client, "return document.getElementById('room').textContent").await;
    let room = room.as_str().unwrap();
    assert!(room.contains(&format!("http://{}/", address)) && room.contains(code), "{}", room);
    let mut cookie = None;
    wrong_try(address, code, &mut cookie, &list[0].input, 1);
    let key = "wrong Zed master-duel 1 0";
    until(client, "Zed's wrong move", &format!("return document.querySelector('[data-key=\"{}\"]')", key)).await;
    run(client, &format!("document.querySelector('[data-key=\"{}\"]').focus(); return true", key)).await;
    wrong_try(address, code, &mut cookie, &list[1].input, 2);
    tokio::time::sleep(Duration::from_secs(6)).await;
    let after = run(client, "return [document.activeElement.dataset.key, document.querySelectorAll(\"tr[data-student='Zed'] li[data-puzzle]\").length]").await;
    assert_eq!(after, json!([key, 2]), "the focus kept on the move over a refresh that drew Zed's row again");
    click(client, "#pause").await;
    assert_eq!(
        run(client, "return document.getElementById('pause').getAttribute('aria-pressed')").await,
        json!("true")
    );
    wrong_try(address, code, &mut cookie, &list[2].input, 3);
    tokio::time::sleep(Duration::from_secs(6)).await;
    let paused =
        run(client, "return document.querySelectorAll(\"tr[data-student='Zed'] li[data-puzzle]\").length").await;
    assert_eq!(paused, json!(2), "paused: not drawn");
    click(client, "#pause").await;
    until(
        client,
        "the refresh on again",
        "return document.querySelectorAll(\"tr[data-student='Zed'] li[data-puzzle]\").length === 3",
    )
    .await;
    run(client, "document.getElementById('hw-title').value = 'Ranges'; document.getElementById('hw-puzzles').value = '1-x'; return true").await;
    click(client, "#homework-form button[type=submit]").await;
    let said =
        until(client, "the refusal beside the button", "return document.getElementById('hw-said').textContent").await;
    assert!(said.as_str().unwrap().contains("“1-x”"), "{}", said);
    run(client, "document.getElementById('hw-puzzles').value = '1-3, 5'; return true").await;
    click(client, "#homework-form button[type=submit]").await;
    let said = until(client, "the homework said beside the button", "return document.getElementById('hw-said').textContent.startsWith('Homework set') && document.getElementById('hw-said').textContent").await;
    assert!(said.as_str().unwrap().contains("(4 items"), "{}", said);
    audited(client, "the teacher's page with homework set by ranges").await;
    run(client, "window.scrollTo(0, 0); return true").await;
    pictured(client, "class-top.png").await;
}

/// The page as the browser shows it now, into `target/NAME` (to be looked at).
async fn pictured(client: &Client, name: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target").join(name);
    std::fs::write(path, client.screenshot().await.unwrap()).unwrap();
}

/// A student's board in a class leads back to the class's page, and when
/// the class stops the board says so in a student's words (not
/// `cargo play`'s): "the class has stopped: wait for your teacher".
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn a_stopped_class_tells_its_student_to_wait_in_chromium() {
    let (_folder, path) = crate::class::file();
    let (mut server, address, code, _) = crate::class::started(&path);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        joins_by_the_form(&client, address, &code, "Mei", false).await;
        client.goto(&format!("http://{}/master-duel/?lang=en#puzzle=1", address)).await.unwrap();
        puzzle_shown(&client, "master-duel (a stopped class)", 1, 36).await;
        let back = run(&client, "const a = document.querySelector('#class-nav a'); return [a.getAttribute('href'), a.textContent]").await;
        assert_eq!(back, json!(["/?lang=en", "← The class: your problems and homework"]));
        audited(&client, "a class's board with the way back").await;
        server.kill().unwrap();
        server.wait().unwrap();
        let kit = testkit::problem("master-duel").unwrap().puzzles.unwrap();
        let (wrong, _) = crate::class::wrong_and_right(&testkit::puzzles::parse(kit.text).unwrap()[0].input);
        click(&client, &format!("#moves button[data-move=\"{}\"]", wrong)).await;
        let said = until(&client, "the class said stopped", "const s = document.getElementById('status').textContent + ' ' + document.getElementById('message').textContent; return s.includes('stopped') && s").await;
        assert!(said.as_str().unwrap().contains("the class has stopped: wait for your teacher, then reload this page"), "{}", said);
        assert!(!said.as_str().unwrap().contains("cargo play"), "{}", said);
        let _ = client.close().await;
    });
}

/// `name` joins the class at `address` with `code` by its join page's form
/// (the page audited first when `audit`): what the page then says, the PIN in it.
async fn joins_by_the_form(
    client: &Client,
    address: std::net::SocketAddr,
    code: &str,
    name: &str,
    audit: bool,
) -> Value {
    client.goto(&format!("http://{}/", address)).await.unwrap();
    if audit {
        audited(client, "the class's join page").await;
    }
    client.find(Locator::Id("name")).await.unwrap().send_keys(name).await.unwrap();
    if audit {
        // A wrong code: refused, the code's field marked invalid, tied to
        // the reason and given the focus; cleared once the right one joins.
        let wrong = if code == "ZZZZZZ" { "YYYYYY" } else { "ZZZZZZ" };
        client.find(Locator::Id("code")).await.unwrap().send_keys(wrong).await.unwrap();
        click(client, "#join button[type=submit]").await;
        said_starting(client, "said", "that is not this class's join code").await;
        let marked = run(
            client,
            "const f = document.getElementById('code');              return [f.getAttribute('aria-invalid'), f.getAttribute('aria-describedby'), document.activeElement.id,                document.getElementById('name').getAttribute('aria-invalid')]",
        )
        .await;
        assert_eq!(marked, json!(["true", "said", "code", null]), "the wrong code's field");
        audited(client, "the join page, a wrong code refused").await;
        client.find(Locator::Id("code")).await.unwrap().clear().await.unwrap();
    }
    client.find(Locator::Id("code")).await.unwrap().send_keys(code).await.unwrap();
    click(client, "#join button[type=submit]").await;
    let joined = said_starting(client, "said", &format!("You have joined as {}. Your PIN is ", name)).await;
    let invalid = run(client, "return document.getElementById('code').getAttribute('aria-invalid')").await;
    assert_eq!(invalid, Value::Null, "the code's field still marked invalid after joining");
    joined
}

/// The teacher's page in Chinese (`?lang=zh`), with students named in
/// Chinese, their tries, a game and homework: every word on it Chinese but
/// the problems' ids in parentheses (besides the addresses, the join code
/// and the switch to English, which is named in English); a position the
/// validator refuses is said in Chinese beside the homework button. The
/// pictures are left in target/class-teacher-zh.png (1280×800) and
/// target/class-teacher-zh-phone.png (390 px wide) to be looked at.
#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_chinese_teachers_page_speaks_chinese_in_chromium() {
    use testkit::class::room;
    let (_folder, path) = crate::class::file();
    let (mut server, address, code, key) = crate::class::started(&path);
    let list = testkit::puzzles::parse(testkit::problem("master-duel").unwrap().puzzles.unwrap().text).unwrap();
    let call = |from: u8, method: &str, path: &str, headers: &[String], body: Value| {
        let body = if body.is_null() { String::new() } else { body.to_string() };
        room::request([127, 0, 0, from].into(), address, method, path, headers, &body).unwrap()
    };
    // 李华: puzzles 1 and 2, each after a wrong try; 王芳: a game begun.
    for (from, name) in [(3, "李华"), (4, "王芳")] {
        let (status, _, cookie) = call(from, "POST", "/api/class/join", &[], json!({ "code": code, "name": name }));
        assert_eq!(status, 201);
        let headers = [format!("Cookie: {}", cookie.unwrap())];
        if from == 3 {
            for number in [1, 2] {
                let (wrong, right) = crate::class::wrong_and_right(&list[number - 1].input);
                let (_, made, _) = call(from, "POST", "/master-duel/api/games", &headers, json!({ "puzzle": number }));
                let id = serde_json::from_str::<Value>(&made).unwrap()["id"].as_str().unwrap().to_string();
                for chosen in [&wrong, &right] {
                    let at = format!("/master-duel/api/games/{}/move", id);
                    assert_eq!(call(from, "POST", &at, &headers, json!({ "move": chosen })).0, 200);
                }
            }
        } else {
            let (_, made, _) = call(from, "POST", "/master-duel/api/games", &headers, json!({}));
            let view: Value = serde_json::from_str(&made).unwrap();
            let chosen = view["moves"][0]["move"].clone();
            let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
            assert_eq!(call(from, "POST", &at, &headers, json!({ "move": chosen })).0, 200);
        }
    }
    // Set in a later second than the tries (times are kept to the second):
    // puzzle 1, solved before, is not done for it.
    std::thread::sleep(Duration::from_millis(1001));
    let bearer = [format!("Authorization: Bearer {}", key)];
    let homework = json!({"title": "第一次作业", "items": [{"problem": "master-duel", "puzzle": 1}, {"problem": "frogs", "puzzle": 2}]});
    assert_eq!(call(9, "POST", "/api/class/homework", &bearer, homework).0, 201);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        viewport(&client, 1280, 800).await;
        client.goto(&format!("http://{}/teacher?lang=zh#key={}", address, key)).await.unwrap();
        until(&client, "two rows and the summary", "return document.querySelectorAll('#report tbody tr').length === 2 && document.querySelectorAll('#summary tbody tr').length === 2").await;
        // The page's words with the addresses, the join code and the
        // language switch taken out: what Latin is left.
        let script = format!(
            "const text = document.body.innerText.split({code:?}).join(' ').replace(/https?:\\/\\/\\S+/g, ' ') \
             .split(document.getElementById('language').textContent).join(' '); \
             return [text, [...text.matchAll(/(.?)([A-Za-z][A-Za-z][A-Za-z0-9-]*)(.?)/g)].map((m) => m[0])];",
            code = code
        );
        let found = run(&client, &script).await;
        let ids: Vec<&str> = ["master-duel", "frogs", "ring-grid-game", "coloring-game", "board-game"].to_vec();
        for word in found[1].as_array().unwrap() {
            let word = word.as_str().unwrap();
            let inner = word.trim_start_matches('(').trim_end_matches(')');
            assert!(
                word.starts_with('(') && word.ends_with(')') && ids.contains(&inner),
                "a Latin word on the Chinese teacher's page: {:?} in\n{}",
                word,
                found[0]
            );
        }
        assert!(!found[1].as_array().unwrap().is_empty(), "the problems' ids in parentheses: {}", found[0]);
        // Chinese names of the problems in the rows and the summary.
        let row = run(&client, "return document.querySelector('tr[data-student=\"李华\"]').textContent").await;
        assert!(row.as_str().unwrap().contains("高手过招") && row.as_str().unwrap().contains("第一次作业: 0/2"), "{}", row);
        audited(&client, "the Chinese teacher's page").await;
        // An illegal position set as homework: the validator's reason in Chinese.
        client.find(Locator::Id("hw-title")).await.unwrap().send_keys("第二次作业").await.unwrap();
        run(
            &client,
            "document.getElementById('hw-problem').value = 'master-duel'; \
             document.getElementById('hw-position').value = '1\\n1\\n2 5 5\\n'; return true",
        )
        .await;
        click(&client, "#homework-form button[type=submit]").await;
        let said = said_starting(&client, "hw-said", "第 1 项").await;
        let said = said.as_str().unwrap();
        assert!(said.starts_with("第 1 项：不是合法的局面：第 3 行"), "{}", said);
        assert!(!crate::class::latin_word(said), "{}", said);
        run(&client, "document.getElementById('summary').previousElementSibling.scrollIntoView(); return true").await;
        pictured(&client, "class-teacher-zh.png").await;
        viewport(&client, 390, 844).await;
        let wide = run(&client, "return document.documentElement.scrollWidth").await;
        pictured(&client, "class-teacher-zh-phone.png").await;
        assert!(wide.as_f64().unwrap() <= 390.0 + 1.0, "the page scrolls sideways at 390 px: {}", wide);
        let _ = client.close().await;
    });
    server.kill().unwrap();
    server.wait().unwrap();
}

/// Letters typed as a person types them, to whatever has the focus.
async fn type_letters(client: &Client, letters: &str) {
    use fantoccini::actions::{InputSource, KeyAction, KeyActions};
    let mut actions = KeyActions::new("keyboard".to_string());
    for value in letters.chars() {
        actions = actions.then(KeyAction::Down { value }).then(KeyAction::Up { value });
    }
    client.perform_actions(actions).await.expect("the letters typed");
}

/// A new game from `input` pasted in the new-game form, started, and
/// waited for (its title line, which names the game's source, changed).
async fn paste_game(client: &Client, input: &str) {
    let script = format!(
        "window.titled = document.getElementById('title').textContent; \
         document.querySelector('input[name=source][value=input]').checked = true; \
         document.getElementById('new-input').value = {}; document.getElementById('new-start').click(); return true",
        json!(input)
    );
    run(client, &script).await;
    let started = "return document.getElementById('title').textContent !== window.titled && \
        document.querySelectorAll('#moves [data-move]').length";
    until(client, "the pasted game", started).await;
}

/// What the polite live region says once it says something that contains
/// `expected` (up to 20 s).
async fn heard(client: &Client, what: &str, expected: &str) -> String {
    let script = format!(
        "const t = document.getElementById('announce').textContent; return t.includes({}) ? t : ''",
        json!(expected)
    );
    until(client, &format!("{}: {:?} heard", what, expected), &script).await.as_str().unwrap().to_string()
}

/// Tab from the top of the page until the focus is on the board.
async fn tab_to_board(client: &Client, what: &str) {
    run(client, "document.activeElement && document.activeElement.blur(); return true").await;
    for _ in 0..16 {
        if focus(client).await.starts_with("cell ") {
            return;
        }
        press(client, &[Key::Tab]).await;
    }
    panic!("{}: 16 Tabs and not on the board (on {})", what, focus(client).await);
}

/// The control of the position editor that has the focus (its `data-key`),
/// or what has it when that is not one.
async fn editor_focus(client: &Client) -> String {
    let script = "const a = document.activeElement; \
        return a && a.closest('#editor') && a.getAttribute('data-key') ? a.getAttribute('data-key') : 'not the editor: ' + (a ? a.tagName : 'none')";
    run(client, script).await.as_str().unwrap().to_string()
}

/// A learner by the keyboard and a screen reader, on master-duel's board:
/// `h` and `v` on a puzzle not yet solved say why not and give no move away
/// (nothing in the hint's place either); in a game `v` is heard turning
/// the values on (with where the game stands) and off, `h` heard with the
/// hint's move in the game's notation; the board's keys do nothing in the
/// position editor (← → v h u leave the game, its address and the values
/// as they were), whose rows field keeps the focus through its ↑; a
/// mistake played is heard with "try again" offered; at the end the result
/// is heard with where the win slipped and the review's counts, and the
/// focus is on "new game". board-game: its patterns' cells said in words,
/// and "add a pattern" keeps the focus when the editor is drawn again.
async fn hears_every_action(client: &Client) {
    let server = WebServer::start("master-duel", &[]);
    let base = format!("http://127.0.0.1:{}/", server.port);
    client.goto(&format!("{}#puzzle=1", base)).await.unwrap();
    until(client, "puzzle 1", "return document.getElementById('puzzle-number').textContent.startsWith('puzzle 1 of')")
        .await;
    until(client, "puzzle 1's moves", MOVES_OFFERED).await;
    tab_to_board(client, "puzzle 1").await;
    type_letters(client, "h").await;
    let said = heard(client, "h on puzzle 1", "A puzzle gives no hint").await;
    assert!(said.contains("\"show the solution\""), "h on puzzle 1: {:?}", said);
    assert!(!said.contains("->"), "h on an unsolved puzzle names a move: {:?}", said);
    assert_eq!(text_of(client, "hint-answer").await, "", "h on an unsolved puzzle");
    type_letters(client, "v").await;
    heard(client, "v on puzzle 1", "The values stay hidden until the puzzle is solved.").await;
    let on = run(client, "return document.getElementById('values').checked").await;
    assert_eq!(on, json!(false), "v on an unsolved puzzle");
    assert!(focus(client).await.starts_with("cell "), "the focus stays on the board");

    // A game: the values and the hint heard.
    client.goto(&base).await.unwrap();
    until(client, "the game", MOVES_OFFERED).await;
    tab_to_board(client, "the game").await;
    type_letters(client, "v").await;
    let said = heard(client, "v in the game", "Values shown.").await;
    assert!(said.contains("Value ") && said.contains("the side to move"), "v heard as {:?}", said);
    type_letters(client, "v").await;
    heard(client, "v again", "Values hidden.").await;
    type_letters(client, "h").await;
    let said = heard(client, "h in the game", "Hint: ").await;
    let hinted = run(client, "return document.getElementById('hint-answer').getAttribute('data-move')").await;
    let hinted = hinted.as_str().expect("the hint's move").to_string();
    MasterDuel::parse_move(&hinted).expect("the hint in the game's notation");
    assert!(said.starts_with(&format!("Hint: {}: ", hinted)), "h heard as {:?}", said);

    // The position editor: the board's keys stay out of it.
    let address = run(client, "return location.href").await;
    click(client, "#editor-box > summary").await;
    until(client, "the editor's grid", "return document.querySelector('#editor .editor-cell')").await;
    run(client, "document.querySelector('#editor .editor-cell[tabindex=\"0\"]').focus(); return true").await;
    press(client, &[Key::Right, Key::Left]).await;
    type_letters(client, "vhu").await;
    press(client, &[Key::Left]).await;
    assert_eq!(editor_focus(client).await, "board:0,0", "the arrows inside the editor's grid");
    assert_eq!(run(client, "return location.href").await, address, "the board's keys acted in the editor");
    let values = run(client, "return document.getElementById('values').checked").await;
    assert_eq!(values, json!(false), "v in the editor turned the values on");
    assert_eq!(played_count(client).await, 0, "a key in the editor played or stepped the game");
    run(client, "document.querySelector('#editor [data-key=\"board-rows\"]').focus(); return true").await;
    let rows = run(client, "return document.querySelector('#editor [data-key=\"board-rows\"]').value").await;
    press(client, &[Key::Up]).await;
    let grown = format!(
        "return document.querySelector('#editor [data-key=\"board-rows\"]').value === '{}'",
        rows.as_str().unwrap().parse::<usize>().unwrap() + 1
    );
    until(client, "the rows field stepped up", &grown).await;
    assert_eq!(editor_focus(client).await, "board-rows", "↑ in the rows field, the editor drawn again");
    assert_eq!(run(client, "return location.href").await, address, "↑ in the editor");

    // A game lost by mistakes, from a position won with a move that throws
    // the win away: "try again" heard when offered; the end heard with its
    // reason; the focus on "new game".
    let input = ["1\n1\n3 14 17 19\n", "1\n2\n2 16 18\n1 17\n", "1\n1\n2 12 16\n"]
        .into_iter()
        .find(|input| {
            let position = MasterDuel::tests(input).swap_remove(0);
            !MasterDuel::oracle_total(&position).expect("within reach").is_zero()
                && MasterDuel::moves(&position).iter().any(|chosen| {
                    !MasterDuel::oracle_total(&MasterDuel::apply(&position, chosen).unwrap()).unwrap().is_zero()
                })
        })
        .expect("a won position with a losing move");
    let start = MasterDuel::tests(input).swap_remove(0);
    paste_game(client, input).await;
    let mut offered = false;
    let mut heard_all = Vec::new();
    for turn in 0.. {
        assert!(turn < 100, "no end in 100 turns");
        if run(client, "return !document.getElementById('result').hidden").await == json!(true) {
            break;
        }
        let moves = history(client).await;
        let position = replayed::<MasterDuel>(&start, &moves);
        let all = MasterDuel::moves(&position);
        let losing = all.iter().find(|chosen| {
            !MasterDuel::oracle_total(&MasterDuel::apply(&position, chosen).unwrap()).expect("within reach").is_zero()
        });
        let chosen = losing.unwrap_or(&all[0]);
        run(client, "document.getElementById('announce').textContent = ''; return true").await;
        type_move(client, &MasterDuel::show_move(chosen)).await;
        until_more_played(client, "the move played", moves.len()).await;
        let said = until(client, "the move heard", "return document.getElementById('announce').textContent").await;
        let said = said.as_str().unwrap().to_string();
        offered |= said.contains("\"try again\" takes you back to move 1,");
        heard_all.push(said);
    }
    assert!(offered, "\"try again\" was offered unheard: {:?}", heard_all);
    assert_eq!(text_of(client, "result").await, "you lose");
    let slip = text_of(client, "slip").await;
    let accuracy = text_of(client, "accuracy").await;
    assert!(!slip.is_empty() && !accuracy.is_empty(), "the slip {:?} and the review {:?}", slip, accuracy);
    let said = heard(client, "the end", "you lose").await;
    assert!(said.contains(&slip) && said.contains(&accuracy), "the end heard as {:?}", said);
    assert_eq!(focus(client).await, "button#to-new-game", "the focus at the game's end");
    drop(server);

    // board-game: the patterns' cells in words; the editor's "add a pattern".
    let server = WebServer::start("board-game", &[]);
    client.goto(&format!("http://127.0.0.1:{}/", server.port)).await.unwrap();
    until(client, "board-game's game", MOVES_OFFERED).await;
    let said = run(
        client,
        "return [...document.querySelectorAll('#patterns li')].map(li => [li.querySelector('span').textContent, \
         (li.querySelector('.visually-hidden') || {}).textContent || ''])",
    )
    .await;
    let said = said.as_array().unwrap();
    assert!(!said.is_empty(), "board-game's patterns");
    for pattern in said {
        let (caption, cells) = (pattern[0].as_str().unwrap(), pattern[1].as_str().unwrap());
        let height: usize = caption.split_once('(').unwrap().1.split('×').next().unwrap().parse().unwrap();
        assert!(cells.starts_with("the cells it needs: row 1: "), "{}: {:?}", caption, cells);
        assert_eq!(cells.matches("row ").count(), height, "{}: {:?}", caption, cells);
    }
    click(client, "#editor-box > summary").await;
    until(client, "board-game's editor", "return document.querySelector('#editor [data-key=\"add\"]')").await;
    run(client, "document.querySelector('#editor [data-key=\"add\"]').focus(); return true").await;
    let before = run(client, "return document.querySelectorAll('#editor fieldset').length").await;
    press(client, &[Key::Enter]).await;
    let more = format!("return document.querySelectorAll('#editor fieldset').length > {}", before);
    until(client, "a pattern added", &more).await;
    assert_eq!(editor_focus(client).await, "add", "Enter on \"add a pattern\"");
}

#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_learner_hears_every_action_and_no_key_acts_outside_its_widget_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        hears_every_action(&client).await;
        let _ = client.close().await;
    });
}

/// In the page: `contrast(a, b)`, the WCAG contrast ratio of two CSS colours
/// (`rgb(…)` as getComputedStyle gives them).
const CONTRAST: &str = "const lum = (c) => { const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map((v) => { \
      v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }); \
      return 0.2126 * r + 0.7152 * g + 0.0722 * b; }; \
    const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };";

/// Every control drawn on the page smaller than 24×24 px (WCAG 2.5.8),
/// each as `tag#id.class WxH`; links inside a sentence are exempt.
const SMALL_TARGETS: &str = "const small = []; \
    for (const e of document.querySelectorAll('button, a[href], input, select, textarea, [tabindex=\"0\"], [role=button]')) { \
      const r = e.getBoundingClientRect(); \
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(e).visibility === 'hidden' || e.closest('[hidden], .visually-hidden')) continue; \
      const inline = e.tagName === 'A' && [...e.parentElement.childNodes].some((n) => n !== e && n.nodeType === 3 && n.textContent.trim()); \
      if (inline) continue; \
      if (r.width < 23.5 || r.height < 23.5) small.push(`${e.tagName.toLowerCase()}#${e.id}.${e.getAttribute('class') || ''} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`); \
    } return small;";

/// The marks and dimmed text of master-duel's board with their contrast:
/// the moves kept ahead for redo (text, 4.5:1 on white; a mistake among
/// them too), the chart's points (fill or ring, 3:1 against white) and the
/// hint's outline (3:1 against the cell it outlines). Each failing one as a
/// line.
const LOW_CONTRAST: &str = "const low = []; const white = 'rgb(255, 255, 255)'; \
    for (const e of document.querySelectorAll('#history li.ahead button.entry, #history li.ahead.mistake b')) { \
      const c = contrast(getComputedStyle(e).color, white); if (c < 4.5) low.push(`ahead ${e.textContent.slice(0, 20)} ${c.toFixed(2)}`); } \
    for (const e of document.querySelectorAll('#chart .point circle')) { \
      const s = getComputedStyle(e); const unknown = e.closest('.unknown'); \
      const c = contrast(unknown ? s.stroke : s.fill, white); \
      if (c < 3) low.push(`point ${e.parentElement.getAttribute('class')} ${c.toFixed(2)}`); } \
    for (const e of document.querySelectorAll('#board rect.cell.hinted')) { \
      const s = getComputedStyle(e); const c = contrast(s.stroke, s.fill); if (c < 3) low.push(`hint ${c.toFixed(2)}`); } \
    return low;";

/// The board's targets, contrast and reflow, on master-duel's: a won
/// position pasted, a mistake played and the game played on, then the
/// board back at its start with the moves kept ahead (dimmed, the mistake
/// among them), the values shown and the hint outlined: no control under
/// 24×24 px, the dimmed moves at 4.5:1, the chart's points and the hint's
/// outline at 3:1, axe-core finding nothing; then at 320 px wide the same
/// game, a puzzle and the game's end: nothing wider than the screen (no
/// sideways scrolling), axe-core finding nothing.
async fn meets_targets_contrast_and_reflow(client: &Client) {
    let server = WebServer::start("master-duel", &[]);
    let base = format!("http://127.0.0.1:{}/", server.port);
    viewport(client, 1280, 800).await;
    client.goto(&base).await.unwrap();
    until(client, "the game", MOVES_OFFERED).await;
    let input = "1\n1\n3 14 17 19\n";
    let start = MasterDuel::tests(input).swap_remove(0);
    paste_game(client, input).await;
    for turn in 0..3 {
        let moves = history(client).await;
        let position = replayed::<MasterDuel>(&start, &moves);
        let all = MasterDuel::moves(&position);
        if all.is_empty() {
            break;
        }
        // The first move throws the win away; then any.
        let chosen = all
            .iter()
            .find(|chosen| {
                turn > 0 || !MasterDuel::oracle_total(&MasterDuel::apply(&position, chosen).unwrap()).unwrap().is_zero()
            })
            .expect("a move that throws the win away");
        type_move(client, &MasterDuel::show_move(chosen)).await;
        until_more_played(client, "the move played", moves.len()).await;
        if run(client, "return !document.getElementById('result').hidden").await == json!(true) {
            break;
        }
    }
    click(client, "#values").await;
    until(client, "the values shown", "return document.body.classList.contains('show-values')").await;
    click(client, "#chart [data-ply=\"0\"]").await;
    until(client, "the start, the moves ahead", "return document.querySelectorAll('#history li.ahead').length >= 2")
        .await;
    click(client, "#hint").await;
    until(client, "the hint outlined", "return document.querySelector('#board rect.cell.hinted')").await;
    let mistake = run(client, "return document.querySelector('#history li.ahead.mistake') !== null").await;
    assert_eq!(mistake, json!(true), "a mistake among the moves ahead");
    let small = run(client, SMALL_TARGETS).await;
    assert_eq!(small, json!([]), "controls under 24×24 px");
    let low = run(client, &format!("{} {}", CONTRAST, LOW_CONTRAST)).await;
    assert_eq!(low, json!([]), "marks and dimmed text under their contrast");
    audited(client, "master-duel: the moves ahead, values and hint shown").await;

    // A phone of 320 px: nothing wider.
    viewport(client, 320, 640).await;
    let wide = "return document.documentElement.scrollWidth <= window.innerWidth + 0.5 || \
        `${document.documentElement.scrollWidth} > ${window.innerWidth}: ` + [...document.querySelectorAll('body *')] \
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !e.closest('#board, #chart-box, #refused-board')) \
          .slice(0, 6).map((e) => `${e.tagName.toLowerCase()}#${e.id}.${e.getAttribute('class') || ''}`).join(', ')";
    client.refresh().await.unwrap();
    until(client, "the game again", MOVES_OFFERED).await;
    assert_eq!(run(client, wide).await, json!(true), "the game at 320 px");
    audited(client, "master-duel at 320 px").await;
    client.goto(&format!("{}#puzzle=1", base)).await.unwrap();
    until(client, "puzzle 1", "return document.getElementById('puzzle-number').textContent.startsWith('puzzle 1 of')")
        .await;
    assert_eq!(run(client, wide).await, json!(true), "a puzzle at 320 px");
    audited(client, "a puzzle at 320 px").await;
    client.goto(&base).await.unwrap();
    until(client, "the first game", MOVES_OFFERED).await;
    for _ in 0..100 {
        if run(client, "return !document.getElementById('result').hidden").await == json!(true) {
            break;
        }
        let count = played_count(client).await;
        let first = run(client, "return document.querySelector('#moves [data-move]').getAttribute('data-move')").await;
        type_move(client, first.as_str().unwrap()).await;
        until_more_played(client, "the move played", count).await;
    }
    until(client, "the review", "return !document.getElementById('review').hidden").await;
    assert_eq!(run(client, wide).await, json!(true), "the game's end at 320 px");
    // The chart's two sides said in words above and below it, in sight and
    // at 14 px however far its points are scrolled (no ↑, frogs' value).
    let sides = run(
        client,
        "return ['chart-win', 'chart-lose'].map(id => { const e = document.getElementById(id); \
         const r = e.getBoundingClientRect(); return [e.textContent, parseFloat(getComputedStyle(e).fontSize), \
         r.width > 0 && r.left >= 0 && r.right <= window.innerWidth]; })",
    )
    .await;
    for side in sides.as_array().unwrap() {
        let text = side[0].as_str().unwrap();
        assert!(!text.contains('↑') && !text.contains('↓') && side[1].as_f64().unwrap() >= 14.0, "{}", side);
        assert_eq!(side[2], json!(true), "the chart's side out of sight: {}", side);
    }
    assert_eq!(run(client, SMALL_TARGETS).await, json!([]), "controls under 24×24 px at the end");
    audited(client, "the game's end at 320 px").await;
    viewport(client, 1280, 800).await;
}

#[test]
#[ignore = "a real browser; CI's --ignored step"]
fn the_board_meets_targets_contrast_and_reflow_in_chromium() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (_driver, client) = browser().await;
        meets_targets_contrast_and_reflow(&client).await;
        let _ = client.close().await;
    });
}
