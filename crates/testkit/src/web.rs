//! `cargo play --web`: the games of `cargo play` behind a small JSON API, and
//! the page that plays them in a browser. Every rule, value and reply comes
//! from here (the problem's `Rules`, the parts' values, `play::Game`); the
//! page only draws what a reply says and sends what the person clicks.
//!
//! [`Games`] answers one request at a time ([`Games::respond`]: a method, a
//! path and a body in, a status and a body out), so the tests drive it with
//! no socket; `web::http` carries requests to it from the loopback address.
//! The API is written down in docs/play.md.

pub mod http;

use crate::cases;
use crate::drivers::legal_text;
use crate::explain::Failure;
use crate::ground::Size;
use crate::html;
use crate::play::Options;
use crate::problem::Problem;
use crate::rng::Rng;
pub use crate::web_game::{Board, Start, WebFn, LISTED_MOVES};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Games kept at once; a new one past it drops the oldest.
pub const KEPT_GAMES: usize = 64;
/// The largest request body taken (a pasted input included), in bytes.
pub const MAX_BODY: usize = 4 << 20;

/// An answer to a request: its status, type and body.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
}

impl Reply {
    fn json(status: u16, body: &Value) -> Reply {
        Reply { status, content_type: "application/json", body: body.to_string().into_bytes() }
    }

    /// A refusal: the status and one line saying why.
    pub fn error(status: u16, message: &str) -> Reply {
        let line = message.lines().next().unwrap_or("").trim_end();
        Reply::json(status, &json!({ "error": line }))
    }

    fn text(content_type: &'static str, body: &str) -> Reply {
        Reply { status: 200, content_type, body: body.as_bytes().to_vec() }
    }
}

/// The body of `POST /api/games`: where the input comes from (a judge-data
/// file, a pasted input, or a generated one; none: the game the command
/// started with) and how the game starts.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    file: Option<String>,
    input: Option<String>,
    size: Option<String>,
    seed: Option<u64>,
    test: Option<usize>,
    #[serde(default)]
    second: bool,
    strips: Option<String>,
    side: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TypedMove {
    #[serde(rename = "move")]
    typed: String,
}

/// A judge-data input the page offers: its name and how many tests it has.
struct Offered {
    name: String,
    input: Vec<u8>,
    /// Where each test is (0-based line ranges).
    tests: Vec<std::ops::Range<usize>>,
}

impl Offered {
    /// Test `test` (1-based) alone, as an input of one test: a count line of
    /// 1 and the test's lines (a file that is one test whole: itself), when
    /// that is a legal input of `problem` (not where the first line holds
    /// more than the count: frogs). A game of one test of a large file then
    /// reads that test only.
    fn one_test(&self, problem: &Problem, test: usize) -> Option<Vec<u8>> {
        let span = self.tests.get(test.checked_sub(1)?)?;
        if self.tests.len() == 1 && span.start == 0 {
            return Some(self.input.clone());
        }
        let text = std::str::from_utf8(&self.input).ok()?;
        let mut cut = String::from("1\n");
        for line in text.lines().skip(span.start).take(span.len()) {
            cut.push_str(line);
            cut.push('\n');
        }
        let legal = (problem.validate)(cut.as_bytes()).is_ok() && (problem.test_lines)(&cut).len() == 1;
        legal.then(|| cut.into_bytes())
    }
}

/// The game the command started with, as the page asks for it again
/// (`GET /api/setup`'s `first`): its judge-data file, unless its input is
/// the user's own, its test and who moves first.
#[derive(Debug, serde::Serialize)]
struct FirstGame {
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    test: Option<usize>,
    second: bool,
}

/// The games a server keeps, and what it offers to start new ones from.
pub struct Games {
    problem: &'static Problem,
    web: WebFn,
    first: FirstGame,
    /// The first game's input when it is not a judge-data file (a file of
    /// the user's, or standard input).
    own_input: Option<Vec<u8>>,
    offered: Vec<Offered>,
    games: BTreeMap<u64, Box<dyn Board>>,
    /// Ids start at a number picked at start, so that a page left open
    /// from an earlier server does not find another game under its id.
    next: u64,
}

/// The body of a request as JSON of type `T`, or a 400 saying why not.
fn parsed<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, Reply> {
    let text = std::str::from_utf8(body).map_err(|_| Reply::error(400, "the body is not UTF-8"))?;
    let text = if text.trim().is_empty() { "{}" } else { text };
    serde_json::from_str(text)
        .map_err(|error| Reply::error(400, &format!("the body is not the JSON asked for: {}", error)))
}

impl Games {
    /// A server's games of `problem`: the first game starts from `input`,
    /// read from `path`, with `start`'s options. A judge-data file of the
    /// problem is named as one (the page offers it among the others);
    /// anything else (`None`: standard input) is the user's own input.
    pub fn new(
        problem: &'static Problem,
        path: Option<&std::path::Path>,
        input: Vec<u8>,
        start: &Start,
    ) -> Result<Games, String> {
        let data = cases::data_dir(problem.name).canonicalize().ok();
        let file = path
            .filter(|path| path.parent().and_then(|folder| folder.canonicalize().ok()) == data)
            .and_then(|path| path.file_name())
            .map(|name| name.to_string_lossy().into_owned());
        let web = problem.web.ok_or_else(|| format!("{} cannot be played in the browser yet", problem.name))?;
        let offered = cases::load(problem)?
            .into_iter()
            .filter_map(|case| {
                let name = case.input_path.file_name()?.to_string_lossy().into_owned();
                let tests = std::str::from_utf8(&case.input).map(|text| (problem.test_lines)(text)).ok()?;
                Some(Offered { name, input: case.input, tests })
            })
            .collect();
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|since| since.as_nanos() as u64)
            .unwrap_or(1);
        let mut games = Games {
            problem,
            web,
            own_input: file.is_none().then_some(input),
            first: FirstGame { file, test: start.options.test, second: start.options.second },
            offered,
            games: BTreeMap::new(),
            next: (Rng::new(seed).usize(1, 1 << 20) as u64) << 20,
        };
        // The first game must start: a bad input or test stops the command.
        games.start(&NewGame::default()).map_err(|reply| String::from_utf8_lossy(&reply.body).into_owned())?;
        games.games.clear();
        Ok(games)
    }

    /// A server's games whose first game is the one `cargo play PROBLEM
    /// --web` starts with no file (a sample test the person can win moving
    /// first).
    pub fn for_default_game(problem: &'static Problem) -> Result<Games, String> {
        let (path, input, test, _) = crate::drivers::default_game(problem, false)?;
        let start = Start { options: Options { test: Some(test), ..Default::default() }, ..Default::default() };
        Games::new(problem, Some(&path), input, &start)
    }

    /// The answer to one request.
    pub fn respond(&mut self, method: &str, path: &str, body: &[u8]) -> Reply {
        let path = path.split(['?', '#']).next().unwrap_or("");
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let result = match (method, segments.as_slice()) {
            ("GET", [""] | ["index.html"]) => Ok(Reply::text("text/html; charset=utf-8", PAGE)),
            ("GET", ["play.js"]) => Ok(Reply::text("text/javascript; charset=utf-8", SCRIPT)),
            ("GET", ["play.css"]) => Ok(Reply::text("text/css; charset=utf-8", &style())),
            ("GET", ["api", "setup"]) => Ok(self.setup()),
            ("POST", ["api", "games"]) => parsed::<NewGame>(body).and_then(|new| self.start(&new)),
            ("GET", ["api", "games", id]) => match self.game(id) {
                Ok((id, _)) => self.view(id, 200, None),
                Err(reply) => Err(reply),
            },
            ("POST", ["api", "games", id, action @ ("move" | "undo" | "redo")]) => self.act(id, action, body),
            (_, [""] | ["index.html"] | ["play.js"] | ["play.css"] | ["api", "setup"] | ["api", "games", ..]) => {
                Err(Reply::error(405, &format!("{} is not a method of {}", method, path)))
            }
            _ => Err(Reply::error(404, &format!("no page {}", path))),
        };
        result.unwrap_or_else(|reply| reply)
    }

    /// What the page offers for a new game.
    fn setup(&self) -> Reply {
        let files: Vec<Value> =
            self.offered.iter().map(|offered| json!({ "name": offered.name, "tests": offered.tests.len() })).collect();
        Reply::json(
            200,
            &json!({
                "problem": self.problem.name,
                "files": files,
                "sizes": [Size::Small.name(), Size::Edge.name(), Size::Max.name()],
                "first": &self.first,
                "choose_strips": self.problem.name == "frogs",
                "kept_games": KEPT_GAMES,
                "max_body": MAX_BODY,
            }),
        )
    }

    /// The game under `id` (as the URL writes it), or a 404.
    fn game(&mut self, id: &str) -> Result<(u64, &mut Box<dyn Board>), Reply> {
        let unknown = || {
            Reply::error(
                404,
                &format!("no game {} here (the server keeps its last {} games until it stops)", id, KEPT_GAMES),
            )
        };
        let number: u64 = id.parse().map_err(|_| unknown())?;
        match self.games.get_mut(&number) {
            Some(board) => Ok((number, board)),
            None => Err(unknown()),
        }
    }

    fn view(&self, id: u64, status: u16, said: Option<String>) -> Result<Reply, Reply> {
        let board = self.games.get(&id).expect("a game just found");
        let mut view =
            board.view().map_err(|report| Reply::error(500, &format!("a bug in the workspace: {}", report)))?;
        view["id"] = json!(id.to_string());
        view["problem"] = json!(self.problem.name);
        view["said"] = json!(said);
        Ok(Reply::json(status, &view))
    }

    /// A move, an undo or a redo in game `id`.
    fn act(&mut self, id: &str, action: &str, body: &[u8]) -> Result<Reply, Reply> {
        let typed = match action {
            "move" => Some(parsed::<TypedMove>(body)?.typed),
            _ => None,
        };
        let (id, board) = self.game(id)?;
        let said = match (action, typed) {
            ("move", Some(typed)) => match board.play(&typed) {
                Ok(Ok(said)) => Some(said),
                Ok(Err(reason)) => return Err(Reply::error(422, &reason)),
                Err(report) => return Err(Reply::error(500, &format!("a bug in the workspace: {}", report))),
            },
            ("undo", _) if !board.undo() => return Err(Reply::error(409, "nothing to undo: you have not moved yet")),
            ("redo", _) if !board.redo() => return Err(Reply::error(409, "nothing to redo")),
            _ => None,
        };
        self.view(id, 200, said)
    }

    /// A new game as `new` asks, kept under a new id (the oldest dropped
    /// past `KEPT_GAMES`).
    fn start(&mut self, new: &NewGame) -> Result<Reply, Reply> {
        let sources = [new.file.is_some(), new.input.is_some(), new.size.is_some()];
        if sources.iter().filter(|&&given| given).count() > 1 {
            return Err(Reply::error(400, "give one of file, input and size"));
        }
        let unprocessable = |message: String| Reply::error(422, &message);
        let first = sources.iter().all(|&given| !given);
        let test = if first { new.test.or(self.first.test) } else { new.test };
        let file = match (&new.file, first, &self.own_input) {
            (Some(name), ..) => Some(name.as_str()),
            (None, true, None) => self.first.file.as_deref(),
            _ => None,
        };
        let mut start = Start {
            options: Options { test, second: new.second, seed: None },
            strips: new.strips.clone(),
            side: new.side.clone(),
            numbered: None,
        };
        let input: Vec<u8> = if let Some(name) = file {
            let offered =
                self.offered.iter().find(|offered| offered.name == name).ok_or_else(|| {
                    Reply::error(404, &format!("no judge-data file {} of {}", name, self.problem.name))
                })?;
            // The test alone when it can be cut out (a test past the file's
            // count is left to the game to refuse, as the terminal does).
            let number = test.unwrap_or(1);
            match offered.one_test(self.problem, number) {
                Some(cut) => {
                    start.options.test = Some(1);
                    start.numbered = Some((number, offered.tests.len()));
                    cut
                }
                None => offered.input.clone(),
            }
        } else if let Some(text) = &new.input {
            text.replace("\r\n", "\n").into_bytes()
        } else if let Some(size) = &new.size {
            let size = Size::parse(size)
                .ok_or_else(|| Reply::error(400, &format!("{:?} is not a size: small, edge or max", size)))?;
            let seed = new.seed.unwrap_or(self.next);
            (self.problem.generate)(&mut Rng::new(seed), size).into_bytes()
        } else {
            self.own_input.clone().expect("the first game's own input")
        };
        // A judge-data file is legal (the judge-data tests hold every one to
        // the strict validator); anything else is checked here.
        let text = match file {
            Some(_) => std::str::from_utf8(&input).map_err(|_| unprocessable("the input is not UTF-8".to_string()))?,
            None => legal_text(self.problem, &input).map_err(|failure| match failure {
                Failure::Usage(message) | Failure::Bug(message) => unprocessable(message),
            })?,
        };
        let board = (self.web)(self.problem.name, text, &start).map_err(|failure| match failure {
            Failure::Usage(message) => unprocessable(message),
            Failure::Bug(report) => Reply::error(500, &format!("a bug in the workspace: {}", report)),
        })?;
        let id = self.next;
        self.next += 1;
        self.games.insert(id, board);
        while self.games.len() > KEPT_GAMES {
            self.games.pop_first();
        }
        self.view(id, 201, None)
    }
}

/// The page, its script and its own styles (the boards' come from `html`).
const PAGE: &str = include_str!("web/index.html");
const SCRIPT: &str = include_str!("web/play.js");
const PAGE_STYLE: &str = include_str!("web/play.css");

fn style() -> String {
    format!("{}\n{}", html::STYLE_SHEET, PAGE_STYLE)
}
