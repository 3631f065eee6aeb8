//! `cargo play --web`: the games of `cargo play` behind a small JSON API, and
//! the page that plays them in a browser. Every rule, value and reply comes
//! from here (the problem's `Rules`, the parts' values, `play::Game`); the
//! page only draws what a reply says and sends what the person clicks.
//!
//! [`Games`] answers one request at a time ([`Games::respond`]: a method, a
//! path and a body in, a status and a body out), so the tests drive it with
//! no socket; `web::http` carries requests to it from the loopback address.
//! The API is written down in docs/play.md.

pub mod about;
pub mod address;
pub mod http;

use crate::cases;
use crate::drivers::{self, legal_text, one_test};
use crate::explain::Failure;
use crate::ground::{drawn_until, Size};
use crate::html;
use crate::i18n::{self, Lang};
use crate::play::Options;
use crate::problem::Problem;
use crate::puzzles::{self, Kit, Puzzle};
use crate::rng::Rng;
use crate::t;
pub use crate::web_game::{Board, Start, WebFn, LISTED_MOVES};
use address::{Address, PuzzleAddress};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Games kept at once; a new one past it drops the oldest.
pub const KEPT_GAMES: usize = 64;
/// The largest request body taken (a pasted input included), in bytes.
pub const MAX_BODY: usize = 4 << 20;

/// An answer to a request: its status, type and body, and on a 405 the
/// methods the path takes (its `Allow`). A page or file (`cacheable`) may
/// be kept by the browser and asked for again with its `ETag`; the games'
/// answers are never kept.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
    pub allow: Option<&'static str>,
    pub cacheable: bool,
    /// A cookie to set (`Set-Cookie`'s value), for `cargo class`'s sessions.
    pub cookie: Option<String>,
}

/// A refusal's reason as its one line: the first, without trailing spaces.
fn first_line(message: &str) -> &str {
    message.lines().next().unwrap_or("").trim_end()
}

impl Reply {
    /// A JSON answer.
    pub fn json(status: u16, body: &Value) -> Reply {
        Reply {
            status,
            content_type: "application/json",
            body: body.to_string().into_bytes(),
            allow: None,
            cacheable: false,
            cookie: None,
        }
    }

    /// A refusal: the status and one line saying why.
    pub fn error(status: u16, message: &str) -> Reply {
        Reply::json(status, &json!({ "error": first_line(message) }))
    }

    /// A refusal about one field of a form (`field`: its id on the page,
    /// which marks it invalid and ties it to the reason).
    pub fn error_on(status: u16, message: &str, field: &str) -> Reply {
        Reply::json(status, &json!({ "error": first_line(message), "field": field }))
    }

    /// A page or one of its files (kept by the browser only to be asked
    /// for again).
    pub fn text(content_type: &'static str, body: &str) -> Reply {
        Reply { status: 200, content_type, body: body.as_bytes().to_vec(), allow: None, cacheable: true, cookie: None }
    }
}

/// The body of `POST /api/games`: where the input comes from (a judge-data
/// file, a pasted input, a generated one or an address's position; none:
/// the game the command started with) and how the game starts.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    file: Option<String>,
    input: Option<String>,
    size: Option<String>,
    /// The address's fragment (`p=…&m=…`, see `web::address`).
    address: Option<String>,
    /// A number or its digits (a page's numbers lose digits past 2^53).
    seed: Option<Value>,
    test: Option<Value>,
    #[serde(default)]
    second: bool,
    strips: Option<String>,
    side: Option<String>,
    /// A puzzle's number (instead of an input), and the streak it starts from.
    puzzle: Option<Value>,
    streak: Option<Value>,
    /// A theme of the puzzles (its id) to keep to: from its first puzzle,
    /// or from `puzzle`, one of its own.
    theme: Option<String>,
    /// The values shown from the start (the page's switch on).
    #[serde(default)]
    values: bool,
}

/// `POST api/check`'s body: the text to check.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Check {
    input: String,
}

/// The body of an action on a game: the move typed, the move of the game
/// to go to, and the version of the game the page showed when it asked
/// (a page showing an older one is answered with the game as it is now).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Action {
    #[serde(rename = "move")]
    typed: Option<String>,
    ply: Option<usize>,
    version: Option<u64>,
    /// `values`: whether the page now shows them.
    on: Option<bool>,
}

/// A whole number from `least` to `most` given as a JSON number or its
/// digits, or the page's words for what it must be.
fn whole(value: &Value, least: u64, most: u64, refusal: impl Fn() -> String) -> Result<u64, Reply> {
    let number = match value {
        Value::Number(number) => number.as_u64(),
        Value::String(digits) => digits.trim().parse::<u64>().ok(),
        _ => None,
    };
    number.filter(|number| (least..=most).contains(number)).ok_or_else(|| Reply::error(422, &refusal()))
}

/// A pasted input tidied: line ends made `\n`, spaces and tabs at line ends
/// dropped and runs of them inside a line made one space, blank lines at
/// the end dropped, a final line end added; what was changed (the
/// catalogue's ids of its words), for the page to say.
fn tidied(text: &str) -> (String, Vec<&'static str>) {
    let mut changes = Vec::new();
    if text.contains('\r') {
        changes.push("web-tidied-line-ends");
    }
    let mut lines: Vec<String> = Vec::new();
    let (mut trailing, mut doubled) = (false, false);
    for line in text.split('\n') {
        let line = line.trim_end_matches('\r');
        let kept = line.split([' ', '\t']).filter(|word| !word.is_empty()).collect::<Vec<_>>().join(" ");
        trailing |= line.trim_end_matches([' ', '\t']).len() != line.len() || line.starts_with([' ', '\t']);
        doubled |= line.trim_matches([' ', '\t']).len() != kept.len() || line.contains('\t');
        lines.push(kept);
    }
    if trailing {
        changes.push("web-tidied-edge-spaces");
    }
    if doubled {
        changes.push("web-tidied-doubled");
    }
    let ends_with_line_end = text.ends_with('\n');
    let empty_at_end = lines.iter().rev().take_while(|line| line.is_empty()).count();
    if empty_at_end > usize::from(ends_with_line_end) {
        changes.push("web-tidied-blank-lines");
    }
    if !ends_with_line_end && lines.last().is_some_and(|line| !line.is_empty()) {
        changes.push("web-tidied-final-line-end");
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    let mut out = lines.join("\n");
    out.push('\n');
    (out, changes)
}

/// A judge-data input the page offers: its name and how many tests it has.
struct Offered {
    name: String,
    input: Vec<u8>,
    tests: usize,
}

/// A game kept: the board, its version (one more at each change, so that
/// a page showing an older one is told), and the first keys of its address
/// (the position, written once; a puzzle's number and theme instead).
struct Kept {
    board: Box<dyn Board>,
    version: u64,
    position: String,
    /// A puzzle: its number and theme, to which each view adds what was
    /// done in it (`PuzzleAddress`).
    puzzle: Option<PuzzleAddress>,
    /// The language it was made in: everything said of it is said in it
    /// (what was said of its moves is kept as it was said).
    lang: Lang,
    /// Its id on the page and in the API: 128 random bits, so that no other
    /// page can guess a game's.
    token: String,
    /// The page shows the values (`POST …/values`): a guarded server's
    /// views carry them only then.
    values: bool,
    /// The hint asked for (`POST …/hint`): the version of the game it was
    /// asked at (shown until the game changes) and the hint.
    hinted: Option<(u64, Value)>,
}

impl Kept {
    /// A game just made, as `start` asked (`values`: shown from the start).
    fn new(board: Box<dyn Board>, position: String, puzzle: Option<PuzzleAddress>, values: bool) -> Kept {
        Kept {
            board,
            version: 1,
            position,
            puzzle,
            lang: i18n::lang(),
            token: crate::rng::secret_token(),
            values,
            hinted: None,
        }
    }
}

/// The game the command started with, as the page asks for it again
/// (`GET /api/setup`'s `first`): its judge-data file, unless its input is
/// the user's own, its test and who moves first.
#[derive(Clone, Debug, serde::Serialize)]
struct FirstGame {
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    test: Option<usize>,
    second: bool,
    /// `--puzzles`: the puzzle the page opens with.
    #[serde(skip)]
    puzzle: Option<usize>,
    /// `--theme`: with `puzzle`, kept to its theme.
    #[serde(skip)]
    theme: bool,
}

/// The games a server keeps, and what it offers to start new ones from.
pub struct Games {
    problem: &'static Problem,
    web: WebFn,
    first: FirstGame,
    /// The first game's input when it is not a judge-data file (a file of
    /// the user's, or standard input).
    own_input: Option<Vec<u8>>,
    /// The judge-data files offered (shared by `fresh` copies).
    offered: std::sync::Arc<Vec<Offered>>,
    /// The problem's puzzles, when it has them.
    puzzles: Option<(Kit, Vec<Puzzle>)>,
    /// The page's name for the problem, its rules in brief, its statement
    /// and editorial, in each language.
    about: std::sync::Arc<about::About>,
    /// The games by the order they were made (the oldest is dropped first).
    games: BTreeMap<u64, Kept>,
    /// Each game's number by its token (the id the page knows).
    tokens: std::collections::HashMap<String, u64>,
    /// The next game's number, from a number picked at start (also the
    /// seed of a random game when the request gives none).
    next: u64,
    /// Views carry no value, length or hint until the page asks for them
    /// (`cargo class`'s boards, where every help is recorded); else they
    /// carry them always and the page shows them as it is set.
    guarded: bool,
}

/// A 405: the method `path` does not take, with the ones it does.
fn not_allowed(method: &str, path: &str, allow: &'static str) -> Reply {
    Reply { allow: Some(allow), ..Reply::error(405, &t!("web-not-a-method", method = method, path = path)) }
}

/// The body of a request as JSON of type `T`, or a 400 saying why not.
fn parsed<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, Reply> {
    let text = std::str::from_utf8(body).map_err(|_| Reply::error(400, &t!("web-not-utf8")))?;
    let text = if text.trim().is_empty() { "{}" } else { text };
    serde_json::from_str(text).map_err(|error| Reply::error(400, &t!("web-not-json", error = error.to_string())))
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
        let web = problem.web.ok_or_else(|| t!("web-no-board", problem = problem.name))?;
        let puzzles = match drivers::puzzles(problem) {
            Ok(puzzles) => Some(puzzles),
            Err(Failure::Usage(_)) => None,
            Err(Failure::Bug(report)) => return Err(report),
        };
        if let Some(first) = start.puzzle {
            let count = puzzles.as_ref().map_or(0, |(_, list)| list.len());
            if !(1..=count).contains(&first) {
                return Err(t!("pz-no-puzzle", number = first, count = count));
            }
        }
        let offered = cases::load(problem)?
            .into_iter()
            .filter_map(|case| {
                let name = case.input_path.file_name()?.to_string_lossy().into_owned();
                let tests = std::str::from_utf8(&case.input).map(|text| (problem.test_lines)(text).len()).ok()?;
                Some(Offered { name, input: case.input, tests })
            })
            .collect::<Vec<_>>()
            .into();
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|since| since.as_nanos() as u64)
            .unwrap_or(1);
        let mut games = Games {
            problem,
            web,
            own_input: file.is_none().then_some(input),
            first: FirstGame {
                file,
                test: start.options.test,
                second: start.options.second,
                puzzle: start.puzzle,
                theme: start.theme,
            },
            offered,
            puzzles,
            about: about::About::of(problem).into(),
            games: BTreeMap::new(),
            tokens: std::collections::HashMap::new(),
            next: (Rng::new(seed).usize(1, 1 << 20) as u64) << 20,
            guarded: false,
        };
        // The first game must start: a bad input or test stops the command.
        games.start(&NewGame::default()).map_err(|reply| {
            let said: Option<Value> = serde_json::from_slice(&reply.body).ok();
            said.as_ref()
                .and_then(|said| said["error"].as_str())
                .map_or_else(|| String::from_utf8_lossy(&reply.body).into_owned(), str::to_string)
        })?;
        games.games.clear();
        games.tokens.clear();
        Ok(games)
    }

    /// The same offer (files, puzzles, first game, pages) with no game
    /// kept: one person's own games where a server holds many people's
    /// (`cargo class`), the files shared rather than read again.
    pub fn fresh(&self) -> Games {
        Games {
            problem: self.problem,
            web: self.web,
            first: self.first.clone(),
            own_input: self.own_input.clone(),
            offered: self.offered.clone(),
            puzzles: self.puzzles.clone(),
            about: self.about.clone(),
            games: BTreeMap::new(),
            tokens: std::collections::HashMap::new(),
            next: self.next,
            guarded: self.guarded,
        }
    }

    /// These games guarded: their views carry no value, length or hint
    /// until the page asks for them (`POST api/games/ID/values`, `…/hint`).
    pub fn guarded(self) -> Games {
        Games { guarded: true, ..self }
    }

    /// The problem's puzzles, in the file's order (none when it has none).
    pub fn puzzles(&self) -> &[Puzzle] {
        self.puzzles.as_ref().map_or(&[], |(_, list)| list)
    }

    /// The problem's name on its page, in `lang` (`高手过招 (master-duel)`).
    pub fn title(&self, lang: Lang) -> &str {
        &self.about.titles[about::About::index(lang)]
    }

    /// The problem these games are of.
    pub fn problem(&self) -> &'static Problem {
        self.problem
    }

    /// A server's games whose first game is the one `cargo play PROBLEM
    /// --web` starts with no file (a sample test the person can win moving
    /// first).
    pub fn for_default_game(problem: &'static Problem) -> Result<Games, String> {
        let (path, input, test, _) = crate::drivers::default_game(problem, false)?;
        let start = Start { options: Options { test: Some(test), ..Default::default() }, ..Default::default() };
        Games::new(problem, Some(&path), input, &start)
    }

    /// The answer to one request, in the language its address asks for
    /// (`lang=zh` or `lang=en` in its query), else in the language now (the
    /// server's thread takes the browser's: [`browser_lang`]); an action on
    /// a game, or its view, in the language the game was made in.
    pub fn respond(&mut self, method: &str, path: &str, body: &[u8]) -> Reply {
        let path = path.split('#').next().unwrap_or("");
        let (path, query) = path.split_once('?').unwrap_or((path, ""));
        let asked = query_lang(query).unwrap_or_else(i18n::lang);
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let lang = match segments.as_slice() {
            ["api", "games", id, ..] => {
                self.tokens.get(*id).and_then(|number| self.games.get(number)).map_or(asked, |kept| kept.lang)
            }
            _ => asked,
        };
        i18n::in_lang(lang, || self.route(method, path, &segments, body))
    }

    fn route(&mut self, method: &str, path: &str, segments: &[&str], body: &[u8]) -> Reply {
        let result = match (method, segments) {
            ("GET", [""] | ["index.html"]) => {
                Ok(Reply::text("text/html; charset=utf-8", &page(i18n::lang(), &self.about)))
            }
            ("GET", ["statement"]) => {
                Ok(Reply::text("text/html; charset=utf-8", &self.about.statement[about::About::index(i18n::lang())]))
            }
            ("GET", ["editorial"]) => {
                Ok(Reply::text("text/html; charset=utf-8", &self.about.editorial[about::About::index(i18n::lang())]))
            }
            ("GET", ["play.js"]) => Ok(Reply::text("text/javascript; charset=utf-8", &scripts()[0])),
            ("GET", ["chart.js"]) => Ok(Reply::text("text/javascript; charset=utf-8", &scripts()[1])),
            ("GET", ["keys.js"]) => Ok(Reply::text("text/javascript; charset=utf-8", &scripts()[2])),
            ("GET", ["editor.js"]) => Ok(Reply::text("text/javascript; charset=utf-8", editor_script())),
            ("GET", ["play.css"]) => Ok(Reply::text("text/css; charset=utf-8", &style())),
            ("GET", ["api", "setup"]) => Ok(self.setup()),
            ("POST", ["api", "games"]) => parsed::<NewGame>(body).and_then(|new| self.start(&new)),
            ("POST", ["api", "check"]) => parsed::<Check>(body).map(|asked| self.check(&asked.input)),
            ("GET", ["api", "games", id]) => match self.game(id) {
                Ok((id, _)) => self.view(id, 200, None),
                Err(reply) => Err(reply),
            },
            (
                "POST",
                ["api", "games", id, action @ ("move" | "undo" | "redo" | "goto" | "forward" | "try-again" | "solution" | "values" | "hint")],
            ) => self.act(id, action, body),
            (
                _,
                [""]
                | ["index.html"]
                | ["statement"]
                | ["editorial"]
                | ["play.js"]
                | ["chart.js"]
                | ["keys.js"]
                | ["editor.js"]
                | ["play.css"]
                | ["api", "setup"],
            )
            | (_, ["api", "games", _]) => Err(not_allowed(method, path, "GET, HEAD")),
            (
                _,
                ["api", "games"]
                | ["api", "check"]
                | ["api", "games", _, "move" | "undo" | "redo" | "goto" | "forward" | "try-again" | "solution" | "values" | "hint"],
            ) => Err(not_allowed(method, path, "POST")),
            _ => Err(Reply::error(404, &t!("web-no-page", path = path))),
        };
        result.unwrap_or_else(|reply| reply)
    }

    /// `POST api/check`: whether `input` is a legal input of the problem
    /// (its strict validator; the position editor asks as it is edited):
    /// 200 with its count of tests and the words to say, else 422 with the
    /// validator's reason.
    fn check(&self, input: &str) -> Reply {
        match (self.problem.validate)(input.as_bytes()) {
            Ok(()) => {
                let count = (self.problem.test_lines)(input).len();
                Reply::json(
                    200,
                    &json!({ "legal": true, "tests": count, "said": t!("web-check-legal", count = count) }),
                )
            }
            Err(reason) => Reply::error(422, &t!("web-check-illegal", reason = crate::reasons::said(&reason))),
        }
    }

    /// What the page offers for a new game.
    fn setup(&self) -> Reply {
        let files: Vec<Value> = self
            .offered
            .iter()
            .map(|offered| {
                json!({
                    "name": offered.name,
                    "tests": offered.tests,
                    "label": t!("web-file-tests", name = &offered.name, count = offered.tests),
                })
            })
            .collect();
        let sizes: Vec<Value> = [Size::Small, Size::Edge, Size::Max]
            .iter()
            .map(|size| {
                let said = match size {
                    Size::Small => t!("web-size-small"),
                    Size::Edge => t!("web-size-edge"),
                    Size::Max => t!("web-size-max"),
                };
                json!({ "name": size.name(), "said": said })
            })
            .collect();
        Reply::json(
            200,
            &json!({
                "problem": self.problem.name,
                "files": files,
                "sizes": sizes,
                // With `--puzzles`, the command's puzzle alone.
                "first": match (self.first.puzzle, &self.puzzles) {
                    (Some(puzzle), Some((_, list))) if self.first.theme => {
                        json!({ "puzzle": puzzle, "theme": list[puzzle - 1].theme })
                    }
                    (Some(puzzle), _) => json!({ "puzzle": puzzle }),
                    (None, _) => json!(&self.first),
                },
                "choose_strips": self.problem.name == "frogs",
                "kept_games": KEPT_GAMES,
                "puzzles": self.puzzles.as_ref().map_or(0, |(_, list)| list.len()),
                "themes": self.puzzles.as_ref().map(|(kit, list)| puzzles::themes_json(list, &(kit.themes)())),
                "max_body": MAX_BODY,
            }),
        )
    }

    /// The game under `id` (as the URL writes it), or a 404.
    fn game(&mut self, id: &str) -> Result<(u64, &mut Kept), Reply> {
        let unknown = || Reply::error(404, &t!("web-no-game", id = id, kept = KEPT_GAMES));
        let number = *self.tokens.get(id).ok_or_else(unknown)?;
        match self.games.get_mut(&number) {
            Some(kept) => Ok((number, kept)),
            None => Err(unknown()),
        }
    }

    /// Game `id` as the page sees it: the board's view, its id, version and
    /// address, and what was said of the last request.
    fn view_of(&self, id: u64, said: Option<String>) -> Result<Value, Reply> {
        let kept = self.games.get(&id).expect("a game just found");
        let valued = !self.guarded || kept.values;
        let mut view =
            kept.board.view_valued(valued).map_err(|report| Reply::error(500, &t!("web-bug", report = report)))?;
        // The hint: shown when asked for at this version of the game; a
        // guarded view carries none else (a puzzle's solution shown is its
        // hint until it is solved).
        let hinted = kept.hinted.as_ref().filter(|(version, _)| *version == kept.version);
        let solution_shown = view["puzzle"]["shown"] == true && view["puzzle"]["solved"] != true;
        match hinted {
            Some((_, hint)) => view["hint"] = hint.clone(),
            None if self.guarded && !solution_shown => view["hint"] = Value::Null,
            None => {}
        }
        view["hint_shown"] = json!(hinted.is_some());
        view["values_on"] = json!(kept.values);
        view["guarded"] = json!(self.guarded);
        // A puzzle's address is its number alone; a game's, its position
        // and the moves played.
        let address = if let Some(puzzle) = &kept.puzzle {
            // Its number and theme, and what was done in it.
            let mut resumed = puzzle.clone();
            let whole = kept.board.whole();
            resumed.moves = (!whole.is_empty()).then_some(whole);
            resumed.ply = Some(kept.board.played().len());
            resumed.wrong = kept.board.wrong();
            resumed.shown = view["puzzle"]["shown"] == true;
            resumed.streak = view["puzzle"]["streak"].as_u64();
            resumed.fragment()
        } else {
            // The whole game (the moves kept ahead too) and the move looked
            // at, when it is not the last.
            let rest = Address {
                moves: Some(kept.board.whole()),
                ply: Some(kept.board.played().len()),
                strips: view["setup"]["strips"].as_str().map(str::to_string),
                side: view["setup"]["side"].as_str().map(str::to_string),
                wrong: kept.board.wrong(),
                ..Address::default()
            };
            format!("{}{}", kept.position, rest.rest_fragment())
        };
        view["id"] = json!(kept.token);
        view["version"] = json!(kept.version);
        view["address"] = json!(address);
        view["problem"] = json!(self.problem.name);
        view["said"] = json!(said);
        view["lang"] = json!(kept.lang.code());
        Ok(view)
    }

    fn view(&mut self, id: u64, status: u16, said: Option<String>) -> Result<Reply, Reply> {
        Ok(Reply::json(status, &self.view_of(id, said)?))
    }

    /// A move, an undo, a redo, a move of the game gone to or one step
    /// forward in game `id`.
    fn act(&mut self, id: &str, action: &str, body: &[u8]) -> Result<Reply, Reply> {
        let asked = parsed::<Action>(body)?;
        let (id, kept) = self.game(id)?;
        if asked.version.is_some_and(|version| version != kept.version) {
            let now = self.view_of(id, None)?;
            return Err(Reply::json(
                409,
                &json!({
                    "error": t!("web-stale"),
                    "stale": true,
                    "view": now,
                }),
            ));
        }
        let board = &mut kept.board;
        let bug = |report: String| Reply::error(500, &t!("web-bug", report = report));
        let mut hint = None;
        let said = match action {
            "values" => {
                kept.values = asked.on.ok_or_else(|| Reply::error(400, &t!("web-values-asked")))?;
                None
            }
            "hint" => {
                // The hint of the position as it is: the person's move, no
                // mistake being tried again, not a puzzle still to solve
                // (its answer is asked for instead).
                let full = board.view().map_err(bug)?;
                let unsolved = full["puzzle"].is_object() && full["puzzle"]["solved"] != true;
                if full["to_move"] != "you" || full["trying"] == true || unsolved {
                    return Err(Reply::error(409, &t!("web-no-hint")));
                }
                hint = Some(full["hint"].clone());
                None
            }
            "move" => {
                let typed = asked.typed.ok_or_else(|| Reply::error(400, &t!("web-move-asked")))?;
                match board.play(&typed).map_err(bug)? {
                    Ok(said) => Some(said),
                    Err(reason) => return Err(Reply::error(422, &reason)),
                }
            }
            "undo" if !board.undo() => return Err(Reply::error(409, &t!("web-nothing-to-undo"))),
            "redo" if !board.redo() => return Err(Reply::error(409, &t!("web-nothing-to-redo"))),
            "goto" => {
                let ply = asked.ply.ok_or_else(|| Reply::error(400, &t!("web-ply-asked")))?;
                if !board.go_to(ply) {
                    return Err(Reply::error(409, &t!("web-no-such-ply", ply = ply)));
                }
                None
            }
            "forward" if !board.forward().map_err(bug)? => {
                return Err(Reply::error(409, &t!("web-nothing-ahead")));
            }
            "try-again" if !board.try_again(asked.ply) => {
                return Err(Reply::error(
                    409,
                    &match asked.ply {
                        Some(ply) => t!("web-not-a-slip", number = ply + 1),
                        None => t!("web-no-slip"),
                    },
                ));
            }
            "solution" if !board.solution().map_err(bug)? => {
                return Err(Reply::error(409, &t!("web-no-solution")));
            }
            _ => None,
        };
        kept.version += 1;
        kept.hinted = hint.map(|hint| (kept.version, hint));
        self.view(id, 200, said)
    }

    /// A new game as `new` asks, kept under a new id (the oldest dropped
    /// past `KEPT_GAMES`).
    fn start(&mut self, new: &NewGame) -> Result<Reply, Reply> {
        let puzzle = new.puzzle.is_some() || new.theme.is_some();
        let sources = [new.file.is_some(), new.input.is_some(), new.size.is_some(), new.address.is_some(), puzzle];
        if sources.iter().filter(|&&given| given).count() > 1 {
            return Err(Reply::error(400, &t!("web-one-source")));
        }
        if puzzle {
            let resumed = PuzzleAddress::default();
            return self.start_puzzle(
                new.puzzle.as_ref(),
                new.theme.as_deref(),
                new.streak.as_ref(),
                new.values,
                &resumed,
            );
        }
        // A puzzle's address: the puzzle as it was left.
        if let Some(fragment) = new.address.as_deref().filter(|fragment| PuzzleAddress::is_one(fragment)) {
            let resumed = PuzzleAddress::parse(fragment).map_err(|reason| Reply::error(422, &reason))?;
            let streak = resumed.streak.map(|streak| json!(streak)).or_else(|| new.streak.clone());
            let number = json!(resumed.number);
            return self.start_puzzle(Some(&number), resumed.theme.as_deref(), streak.as_ref(), new.values, &resumed);
        }
        if let Some(first) = sources.iter().all(|&given| !given).then_some(self.first.puzzle).flatten() {
            let theme =
                self.puzzles.as_ref().filter(|_| self.first.theme).map(|(_, list)| list[first - 1].theme.clone());
            let resumed = PuzzleAddress::default();
            return self.start_puzzle(Some(&json!(first)), theme.as_deref(), new.streak.as_ref(), new.values, &resumed);
        }
        let unprocessable = |message: String| Reply::error(422, &message);
        let address = new.address.as_deref().map(Address::parse).transpose().map_err(unprocessable)?;
        let first = sources.iter().all(|&given| !given);
        let asked_test = new
            .test
            .as_ref()
            .map(|test| whole(test, 1, u64::MAX, || t!("web-test-number")))
            .transpose()?
            .map(|test| usize::try_from(test).unwrap_or(usize::MAX));
        let test = match (&address, first) {
            (Some(address), _) => address.test,
            (None, true) => asked_test.or(self.first.test),
            (None, false) => asked_test,
        };
        let file = match (&new.file, first, &self.own_input) {
            (Some(name), ..) => Some(name.as_str()),
            (None, true, None) => self.first.file.as_deref(),
            _ => None,
        };
        let mut said = None;
        // What the input is, for a refusal of its test number.
        let (input, what): (Vec<u8>, &str) = if let Some(name) = file {
            let offered = self
                .offered
                .iter()
                .find(|offered| offered.name == name)
                .ok_or_else(|| Reply::error(404, &t!("web-no-file", name = name, problem = self.problem.name)))?;
            (offered.input.clone(), "web-tests-in-file")
        } else if let Some(text) = &new.input {
            let (tidy, changes) = tidied(text);
            if !changes.is_empty() && !tidy.trim().is_empty() {
                let changes: Vec<String> = changes.iter().map(|id| i18n::text(id)).collect();
                said = Some(t!("web-tidied", changes = changes.join(&t!("list-separator"))));
            }
            (tidy.into_bytes(), "web-tests-in-input")
        } else if let Some(size) = &new.size {
            let size = Size::parse(size)
                .ok_or_else(|| Reply::error(400, &t!("web-not-a-size", size = format!("{:?}", size))))?;
            let seed = match &new.seed {
                Some(seed) => {
                    whole(seed, 0, u64::MAX, || t!("web-seed", most = u64::MAX.to_string(), seed = seed.to_string()))?
                }
                None => self.next,
            };
            // A random game never starts over: the seed's inputs are drawn
            // until the test asked for has a move (one that fits at once is
            // the seed's first input, as `cargo stress` makes it).
            let number = test.unwrap_or(1);
            let generate = self.problem.generate;
            let drawn = drawn_until(
                &mut Rng::new(seed),
                |rng| generate(rng, size),
                |text| self.starts_with_a_move(text, number),
            );
            (drawn.unwrap_or_else(|last| last).into_bytes(), "web-tests-in-input")
        } else if let Some(address) = &address {
            (address.position.clone().into_bytes(), "web-tests-in-address")
        } else {
            (self.own_input.clone().expect("the first game's own input"), "web-tests-in-input")
        };
        // A judge-data file is legal (the judge-data tests hold every one to
        // the strict validator); anything else is checked here.
        let text = match file {
            Some(_) => std::str::from_utf8(&input).map_err(|_| unprocessable(t!("web-input-not-utf8")))?,
            // An address's position: the validator's reason said as the address's.
            None if address.is_some() => {
                (self.problem.validate)(&input).map_err(|reason| {
                    unprocessable(t!("web-address-illegal", reason = crate::reasons::said(&reason)))
                })?;
                std::str::from_utf8(&input).map_err(|_| unprocessable(t!("web-input-not-utf8")))?
            }
            None => legal_text(self.problem, &input).map_err(|failure| match failure {
                Failure::Usage(message) | Failure::Bug(message) => unprocessable(message),
            })?,
        };
        let count = (self.problem.test_lines)(text).len();
        let number = test.unwrap_or(1);
        if number > count {
            return Err(unprocessable(i18n::message(what, vec![("count", i18n::Arg::from(count))])));
        }
        // The test alone when it can be cut out: a game of one test of a
        // large file reads that test only, and its address holds it alone.
        let (played, test, numbered) = match one_test(self.problem, text, number) {
            Some(cut) => (cut, None, (count > 1).then_some((number, count))),
            None => (text.to_string(), Some(number), None),
        };
        // A test cut from a file before, opened again from its address:
        // named as it was.
        let numbered = numbered.or(address.as_ref().and_then(|address| address.cut).filter(|_| count == 1));
        let (second, strips, side) = match &address {
            Some(address) => (address.second, address.strips.clone(), address.side.clone()),
            None => (new.second, new.strips.clone(), new.side.clone()),
        };
        let start = Start {
            options: Options { test: Some(test.unwrap_or(1)), second, seed: None },
            strips,
            side,
            numbered,
            moves: address.as_ref().and_then(|address| address.moves.clone()),
            ply: address.as_ref().and_then(|address| address.ply),
            wrong: address.as_ref().map(|address| address.wrong.clone()).unwrap_or_default(),
            puzzle: None,
            theme: false,
        };
        let board = (self.web)(self.problem.name, &played, &start).map_err(|failure| match failure {
            Failure::Usage(message) => unprocessable(message),
            Failure::Bug(report) => Reply::error(500, &t!("web-bug", report = report)),
        })?;
        let position =
            Address { position: played, test, second, cut: numbered, ..Address::default() }.position_fragment();
        self.keep(Kept::new(board, position, None, new.values), said)
    }

    /// Whether test `number` of a generated input is a game with a move at
    /// its start (a test that cannot be cut out of its input is taken).
    fn starts_with_a_move(&self, text: &str, number: usize) -> bool {
        let Some(played) = one_test(self.problem, text, number) else {
            return (self.problem.test_lines)(text).len() >= number;
        };
        let Ok(board) = (self.web)(self.problem.name, &played, &Start::default()) else { return false };
        board.view().is_ok_and(|view| {
            view["result"].is_null() && view["moves"].as_array().is_some_and(|moves| !moves.is_empty())
        })
    }

    /// A new game kept under a new id (the oldest dropped past
    /// `KEPT_GAMES`), its view the reply.
    fn keep(&mut self, kept: Kept, said: Option<String>) -> Result<Reply, Reply> {
        let id = self.next;
        self.next += 1;
        self.tokens.insert(kept.token.clone(), id);
        self.games.insert(id, kept);
        while self.games.len() > KEPT_GAMES {
            if let Some((_, dropped)) = self.games.pop_first() {
                self.tokens.remove(&dropped.token);
            }
        }
        self.view(id, 201, said)
    }

    /// Puzzle `number` as a new game (of the theme `theme`, kept to it; with
    /// no number, the theme's first), the streak so far `streak` (none: 0).
    fn start_puzzle(
        &mut self,
        number: Option<&Value>,
        theme: Option<&str>,
        streak: Option<&Value>,
        values: bool,
        resumed: &PuzzleAddress,
    ) -> Result<Reply, Reply> {
        let Some((kit, list)) = &self.puzzles else {
            return Err(Reply::error(404, &t!("web-no-puzzles", problem = self.problem.name)));
        };
        let count = list.len() as u64;
        let number =
            number.map(|number| whole(number, 1, count, || t!("web-puzzle-number", count = count))).transpose()?;
        let themes = (kit.themes)();
        let number = puzzles::first(list, &themes, number.map(|number| number as usize), theme)
            .map_err(|reason| Reply::error(422, &reason))?;
        let streak = streak.map(|streak| whole(streak, 0, u64::MAX, || t!("web-streak"))).transpose()?.unwrap_or(0);
        let place = puzzles::place(list, &themes, number - 1, theme.is_some()).json(list, &themes, theme.is_some());
        let board = (kit.board)(self.problem.name, &list[number - 1], list.len(), streak, place, resumed).map_err(
            |failure| match failure {
                Failure::Usage(reason) => Reply::error(422, &reason),
                Failure::Bug(report) => Reply::error(500, &t!("web-bug", report = report)),
            },
        )?;
        let puzzle = PuzzleAddress { number, theme: theme.map(str::to_string), ..PuzzleAddress::default() };
        self.keep(Kept::new(board, String::new(), Some(puzzle), values), None)
    }
}

/// The page, its scripts (ES modules: the page, its chart, its keys) and its
/// own styles (the boards' come from `html`).
const PAGE: &str = include_str!("web/index.html");
const SCRIPT: &str = include_str!("web/play.js");
const CHART: &str = include_str!("web/chart.js");
const KEYS: &str = include_str!("web/keys.js");
const EDITOR: &str = include_str!("web/editor.js");
const PAGE_STYLE: &str = include_str!("web/play.css");

/// The scripts as they are sent (play.js, chart.js, keys.js), made once.
fn scripts() -> &'static [String; 4] {
    static SENT: std::sync::OnceLock<[String; 4]> = std::sync::OnceLock::new();
    SENT.get_or_init(|| [compact(SCRIPT), compact(CHART), compact(KEYS), compact(EDITOR)])
}

/// A script without its comment lines, its lines' indentation and its
/// blank lines: a third smaller on the wire, the files here kept as they
/// are read. Safe for these scripts, in which no string, template or
/// comment spans lines (a test checks that of each).
pub fn compact(script: &str) -> String {
    let kept: Vec<&str> =
        script.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with("//")).collect();
    kept.join("\n") + "\n"
}

/// The scripts' sources (play.js, chart.js, keys.js, editor.js), for the
/// test of `compact`.
pub const SCRIPTS: [&str; 4] = [SCRIPT, CHART, KEYS, EDITOR];

/// The position editor's script as sent (the board's, and the class's
/// teacher's page's).
pub fn editor_script() -> &'static str {
    &scripts()[3]
}

/// The position editor's own styles (in the board's, and the class's).
pub const EDITOR_STYLE: &str = include_str!("web/editor.css");

fn style() -> String {
    format!("{}\n{}\n{}", html::STYLE_SHEET, PAGE_STYLE, EDITOR_STYLE)
}

/// The page in `lang`, titled with the problem's name and stating its rules
/// (`about`): each `{{wp-…}}` of it the catalogue's words, the
/// switch to the other language, and the words its script says, as JSON in
/// the page (`#words`), each argument left as `{$name}` for it to fill in.
pub fn page(lang: Lang, about: &about::About) -> String {
    let words = i18n::page_words(lang);
    let other = lang.other();
    let index = about::About::index(lang);
    let mut page = PAGE
        .replace("{{problem-title}}", &html::escape(&about.titles[index]))
        .replace("{{problem-rules}}", &html::escape(&about.rules[index]))
        .replace("{{lang}}", lang.code())
        .replace("{{other-lang}}", other.code())
        .replace("{{other-name}}", other.autonym());
    for (id, text) in &words {
        page = page.replace(&format!("{{{{{}}}}}", id), &html::escape(text));
    }
    let table: serde_json::Map<String, Value> = words.into_iter().map(|(id, text)| (id, json!(text))).collect();
    // In a script element: no `<` that could close it.
    page.replace("{{words}}", &Value::Object(table).to_string().replace('<', "\\u003c"))
}

/// The language a query asks for (`lang=zh` or `lang=en`), if it asks.
fn query_lang(query: &str) -> Option<Lang> {
    query.split('&').find_map(|pair| pair.strip_prefix("lang=")).and_then(|code| Lang::parse(code).ok())
}

/// The first language of a browser's `Accept-Language` (by its weights,
/// then its order) that the page speaks, if any: `zh-CN,zh;q=0.9,en;q=0.8`
/// is Chinese, `fr,en;q=0.5` English, `fr` none.
pub fn browser_lang(accept: &str) -> Option<Lang> {
    let mut asked: Vec<(f64, usize, Lang)> = accept
        .split(',')
        .enumerate()
        .filter_map(|(order, item)| {
            let mut parts = item.split(';');
            let lang = Lang::named(parts.next()?.trim())?;
            let weight = parts
                .find_map(|part| part.trim().strip_prefix("q="))
                .map_or(Some(1.0), |weight| weight.trim().parse::<f64>().ok())?;
            (weight > 0.0).then_some((weight, order, lang))
        })
        .collect();
    asked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    asked.first().map(|&(_, _, lang)| lang)
}
