//! The class's answers to its requests (`cargo class`): students join with
//! the code and a name, and play each problem's board (`cargo play --web`'s,
//! under `/PROBLEM/`) in games of their own, every puzzle try written to the
//! class's file before its answer is sent; the teacher, with the key, reads
//! the report.
//!
//! Who asks: a student by the session cookie the join set (`class`,
//! `HttpOnly; SameSite=Strict`), the teacher by the key (`Authorization:
//! Bearer KEY`, or `?key=KEY`). Wrong codes are counted by address: past
//! `WRONG_CODES` within `WRONG_WINDOW`, that address is answered 429 until
//! the minute has passed. Wrong PINs are counted by address and by name
//! (its `name_key`): past `WRONG_PINS` of either within the window, a join
//! with a PIN from that address or for that name is answered 429 (the
//! seconds to wait said) without the PIN being compared.

use super::store::{name_key, Help, Helped, Homework, Item, Refusal, Store, Student};
use crate::explain::Failure;
use crate::i18n::{self, Lang};
use crate::problem::Problem;
use crate::t;
use crate::web::address::PuzzleAddress;
use crate::web::http::Request;
use crate::web::{browser_lang, Games, Reply};
use serde_json::{json, Value};
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The session cookie's name.
pub const COOKIE: &str = "class";
/// The teacher's cookie (the key, set by the report's answer): with it the
/// boards open the students' tries and games for the teacher, in games of
/// the teacher's own that are not recorded.
pub const TEACHER_COOKIE: &str = "class-teacher";
/// The boards' games of the teacher, under this student id (students' ids
/// are SQLite row ids, from 1).
const TEACHER: i64 = 0;
/// Wrong codes an address may send within `WRONG_WINDOW`.
pub const WRONG_CODES: usize = 10;
pub const WRONG_WINDOW: Duration = Duration::from_secs(60);
/// Wrong PINs a name, or an address, may be given within `WRONG_WINDOW`.
pub const WRONG_PINS: usize = 10;
/// A session cookie's life: a school year.
const COOKIE_SECONDS: u64 = 366 * 24 * 3600;

/// A class being served: its file, each problem's board as offered (the
/// template each student's games are made from), and each student's games.
pub struct Class {
    store: Store,
    templates: Vec<Games>,
    boards: HashMap<(i64, usize), Games>,
    wrong_codes: Counted<IpAddr>,
    wrong_pins_from: Counted<IpAddr>,
    wrong_pins_for: Counted<String>,
    /// The addresses students open (as `cargo class` printed them), for
    /// the teacher's page.
    addresses: Vec<String>,
}

/// Refusals within the last `WRONG_WINDOW`, counted by what they came from
/// or were for (an address, a name); those older forgotten, and a key with
/// none left dropped once many are held.
struct Counted<K> {
    times: HashMap<K, VecDeque<Instant>>,
}

impl<K: Hash + Eq> Counted<K> {
    fn new() -> Counted<K> {
        Counted { times: HashMap::new() }
    }

    /// How long until `key` may be tried again, when it has had `most`
    /// refusals within the window (`None`: it may now).
    fn wait(&mut self, key: &K, most: usize, now: Instant) -> Option<Duration> {
        let times = self.times.get_mut(key)?;
        while times.front().is_some_and(|&at| now.duration_since(at) >= WRONG_WINDOW) {
            times.pop_front();
        }
        let oldest = *times.iter().rev().nth(most.checked_sub(1)?)?;
        Some(WRONG_WINDOW.saturating_sub(now.duration_since(oldest)))
    }

    /// One more refusal of `key`, at `now`.
    fn add(&mut self, key: K, now: Instant) {
        if self.times.len() >= 4096 {
            self.times.retain(|_, times| times.back().is_some_and(|&at| now.duration_since(at) < WRONG_WINDOW));
        }
        self.times.entry(key).or_default().push_back(now);
    }
}

/// Homework's bounds: items a set, characters a title, bytes a position.
pub const MOST_ITEMS: usize = 50;
pub const MOST_TITLE: usize = 100;
pub const MOST_INPUT: usize = 64 << 10;

/// `POST /api/class/homework`'s body.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NewHomework {
    title: String,
    items: Vec<NewItem>,
    /// The hint, the values and a puzzle's answer allowed on its items
    /// (without them unless the teacher allows them).
    #[serde(default)]
    help: bool,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NewItem {
    problem: String,
    puzzle: Option<usize>,
    input: Option<String>,
}

/// `POST /api/class/homework/check`'s body: a position of a problem.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Checked {
    problem: String,
    input: String,
}

/// The join's body.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Join {
    code: String,
    name: String,
    pin: Option<String>,
}

const HTML: &str = "text/html; charset=utf-8";
const PAGE: &str = include_str!("page.html");
const JOIN_PAGE: &str = include_str!("join.html");
const HOME_PAGE: &str = include_str!("home.html");
const TEACHER_PAGE: &str = include_str!("teacher.html");
const SCRIPT: &str = include_str!("class.js");
const STYLE: &str = include_str!("class.css");

/// The page with `main` as its main part, and `{{name}}` filled from
/// `words` (each escaped for HTML): its language, title and introduction,
/// the link to the other language, and `main`'s own words.
fn filled(main: &str, lang: Lang, words: &[(&str, String)]) -> String {
    let other = if lang == Lang::Zh { Lang::En } else { Lang::Zh };
    let page = PAGE.replace("<!--main-->", main.trim_end());
    let common = [
        ("lang", lang.code().to_string()),
        ("other-lang", other.code().to_string()),
        ("other-name", if other == Lang::Zh { "中文" } else { "English" }.to_string()),
    ];
    common
        .iter()
        .chain(words)
        .fold(page, |page, (name, value)| page.replace(&format!("{{{{{}}}}}", name), &crate::html::escape(value)))
}

/// The address fragment that opens `input`'s one test on the board.
fn position_fragment(input: &str) -> String {
    crate::web::address::Address { position: input.to_string(), test: Some(1), ..Default::default() }
        .position_fragment()
}

/// Whether a game at `address` is of the homework `item`'s position (its
/// address starts with the position's).
fn of_position(item: &Item, address: &str) -> bool {
    item.input.as_ref().is_some_and(|input| address.starts_with(&position_fragment(input)))
}

/// The `Set-Cookie` value of the cookie `name`: `value`, for a school
/// year, sent to this server alone and never read by a page's script.
fn set_cookie(name: &str, value: &str) -> String {
    format!("{}={}; HttpOnly; SameSite=Strict; Path=/; Max-Age={}", name, value, COOKIE_SECONDS)
}

/// Where `fragment` is opened: `problem`'s board, in `lang`.
fn board_link(problem: &str, lang: Lang, fragment: &str) -> String {
    format!("/{}/?lang={}#{}", problem, lang.code(), fragment)
}

/// A board's page as the class serves it: marked a student's or the
/// teacher's (what the page says when the class stops), and a student's
/// with the way back to the class's page (their problems and homework).
fn in_class(reply: Reply, student: bool) -> Reply {
    let page = String::from_utf8_lossy(&reply.body);
    let who = if student { "student" } else { "teacher" };
    let mut page =
        page.replacen("<body class=\"loading\">", &format!("<body class=\"loading\" data-class=\"{}\">", who), 1);
    if student {
        let back = format!(
            "<header>\n<nav id=\"class-nav\" aria-label=\"{}\"><a href=\"/?lang={}\">{}</a></nav>",
            crate::html::escape(&t!("class-nav")),
            i18n::lang().code(),
            crate::html::escape(&t!("class-back"))
        );
        page = page.replacen("<header>", &back, 1);
    }
    Reply { body: page.into_bytes(), cacheable: false, ..reply }
}

/// The value of the cookie `name` a request carries.
fn cookie<'a>(request: &'a Request, name: &str) -> Option<&'a str> {
    request.cookie.as_deref()?.split(';').find_map(|pair| {
        let (given, value) = pair.trim().split_once('=')?;
        (given == name).then_some(value.trim())
    })
}

/// Why `input` cannot be a homework position of `problem`, with the
/// status to answer: too long, not legal (the strict validator's reason in
/// the request's language), not one test, or not won by the student, who
/// moves first (no move at all, or every move losing).
fn homework_position(problem: &'static Problem, input: &str) -> Result<(), (u16, String)> {
    if input.len() > MOST_INPUT {
        return Err((422, t!("class-input-too-long", most = MOST_INPUT)));
    }
    if let Err(reason) = (problem.validate)(input.as_bytes()) {
        return Err((422, t!("class-illegal-position", reason = crate::reasons::said(&reason))));
    }
    if (problem.test_lines)(input).len() != 1 {
        return Err((422, t!("class-one-test")));
    }
    match first_player(problem, input)? {
        Start::Wins => Ok(()),
        Start::Loses => Err((422, t!("class-unwinnable"))),
        Start::NoMove => Err((422, t!("class-no-move"))),
    }
}

/// How a position starts for whoever moves first.
enum Start {
    Wins,
    Loses,
    NoMove,
}

/// How the student, moving first in `input`'s game on the board (for
/// frogs, the strips and side the board offers), stands: a winning move to
/// hint, no move at all, or moves that all lose. `Err`: the board's
/// refusal of the position, with its status.
fn first_player(problem: &'static Problem, input: &str) -> Result<Start, (u16, String)> {
    let Some(web) = problem.web else { return Ok(Start::Loses) };
    let view =
        web(problem.name, input, &crate::web::Start::default()).and_then(|board| board.view().map_err(Failure::Bug));
    match view {
        Ok(view) if view["hint"].is_object() => Ok(Start::Wins),
        Ok(view) if view["moves"].as_array().is_some_and(Vec::is_empty) => Ok(Start::NoMove),
        Ok(_) => Ok(Start::Loses),
        Err(Failure::Usage(reason)) => Err((422, reason)),
        Err(Failure::Bug(report)) => Err((500, t!("web-bug", report = report))),
    }
}

/// The session token a request's cookies carry.
fn session(request: &Request) -> Option<&str> {
    cookie(request, COOKIE)
}

/// The key a request carries, as `Authorization: Bearer KEY` or `key=KEY` in its query.
fn key_given<'a>(request: &'a Request, query: &'a str) -> Option<&'a str> {
    let bearer = request.authorization.as_deref().and_then(|value| value.strip_prefix("Bearer ")).map(str::trim);
    bearer.or_else(|| query.split('&').find_map(|pair| pair.strip_prefix("key=")))
}

impl Class {
    /// The class of `store`, its boards those of `problems` that have one.
    pub fn new(store: Store, problems: &[&'static Problem]) -> Result<Class, String> {
        let mut templates = Vec::new();
        for problem in problems.iter().filter(|problem| problem.web.is_some()) {
            // Guarded: a view carries no value or hint until the student
            // asks for it, and each asking is recorded.
            templates.push(Games::for_default_game(problem)?.guarded());
        }
        Ok(Class {
            store,
            templates,
            boards: HashMap::new(),
            wrong_codes: Counted::new(),
            wrong_pins_from: Counted::new(),
            wrong_pins_for: Counted::new(),
            addresses: Vec::new(),
        })
    }

    /// The place of `problem`'s board among the class's (none: the class has no such board).
    fn template(&self, problem: &str) -> Option<usize> {
        self.templates.iter().position(|games| games.problem().name == problem)
    }

    /// The addresses students open, as the command printed them: the
    /// teacher's page shows them at its top with the join code.
    pub fn set_addresses(&mut self, addresses: Vec<String>) {
        self.addresses = addresses;
    }

    /// The class's file.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The class's file, to change its settings (a test's lower bound).
    pub fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }

    /// The answer to `request`, in its address's language (`lang=`), else
    /// its browser's, else `command`'s.
    pub fn respond(&mut self, request: &Request, command: Lang) -> Reply {
        let (path, query) = request.path.split_once('?').unwrap_or((&request.path, ""));
        let asked =
            query.split('&').find_map(|pair| pair.strip_prefix("lang=")).and_then(|code| Lang::parse(code).ok());
        let lang = asked.or_else(|| request.languages.as_deref().and_then(browser_lang)).unwrap_or(command);
        let path = path.to_string();
        let query = query.to_string();
        i18n::in_lang(lang, || self.answer(request, &path, &query, lang))
    }

    fn answer(&mut self, request: &Request, path: &str, query: &str, lang: Lang) -> Reply {
        let student = match session(request).map(|token| self.store.student(token)).transpose() {
            Ok(student) => student.flatten(),
            Err(report) => return self.failed(&report),
        };
        let method = request.method.as_str();
        match (method, path) {
            ("GET", "/") => self.front(student.as_ref(), lang),
            ("GET", "/class.js") => Reply::text("text/javascript; charset=utf-8", SCRIPT),
            ("GET", "/class.css") => Reply::text("text/css; charset=utf-8", STYLE),
            ("GET", "/editor.js") => Reply::text("text/javascript; charset=utf-8", crate::web::editor_script()),
            ("GET", "/editor.css") => Reply::text("text/css; charset=utf-8", crate::web::EDITOR_STYLE),
            ("GET", "/teacher") => self.teacher_page(lang),
            ("POST", "/api/class/join") => self.join(request),
            // The teacher's, with the key alone.
            ("GET", "/api/class/report" | "/api/class/report.csv")
            | (
                "POST",
                "/api/class/homework"
                | "/api/class/homework/check"
                | "/api/class/homework/remove"
                | "/api/class/pin"
                | "/api/class/backup"
                | "/api/class/students/rename"
                | "/api/class/students/remove",
            ) if !key_given(request, query).is_some_and(|key| self.store.is_key(key)) => {
                Reply::error(401, &t!("class-key-needed"))
            }
            ("GET", "/api/class/report") => match self.report(lang) {
                // The key as the teacher's cookie too, for the boards the report links to.
                Ok(report) => {
                    Reply { cookie: Some(set_cookie(TEACHER_COOKIE, &self.store.key())), ..Reply::json(200, &report) }
                }
                Err(report) => self.failed(&report),
            },
            ("GET", "/api/class/report.csv") => match self.report_csv(lang) {
                Ok(table) => Reply { cacheable: false, ..Reply::text("text/csv; charset=utf-8", &table) },
                Err(report) => self.failed(&report),
            },
            ("POST", "/api/class/homework") => self.set_homework(&request.body),
            ("POST", "/api/class/homework/check") => self.check_position(&request.body),
            ("POST", "/api/class/pin") => self.new_pin(&request.body),
            ("POST", "/api/class/students/rename") => self.rename(&request.body),
            ("POST", "/api/class/students/remove") => self.remove_student(&request.body),
            ("POST", "/api/class/backup") => self.back_up(),
            ("POST", "/api/class/homework/remove") => self.remove_homework(&request.body),
            // A student's, with the session.
            ("GET", "/api/class/me" | "/api/class/homework") => match &student {
                Some(student) => self.own_json(student, path == "/api/class/me", lang),
                None => Reply::error(401, &t!("class-join-first")),
            },
            (_, "/api/class/homework") => Reply {
                allow: Some("GET, HEAD, POST"),
                ..Reply::error(405, &t!("class-not-a-method", method = method))
            },
            (
                _,
                "/"
                | "/class.js"
                | "/class.css"
                | "/editor.js"
                | "/editor.css"
                | "/teacher"
                | "/api/class/me"
                | "/api/class/report"
                | "/api/class/report.csv",
            ) => Reply { allow: Some("GET, HEAD"), ..Reply::error(405, &t!("class-not-a-method", method = method)) },
            (
                _,
                "/api/class/join"
                | "/api/class/pin"
                | "/api/class/homework/check"
                | "/api/class/homework/remove"
                | "/api/class/backup"
                | "/api/class/students/rename"
                | "/api/class/students/remove",
            ) => Reply { allow: Some("POST"), ..Reply::error(405, &t!("class-not-a-method", method = method)) },
            _ => self.board(request, student.as_ref(), path, query),
        }
    }

    /// The answer to a failure of the class's file: 507 naming the bound
    /// when the file has reached it, else 500 with what SQLite said.
    fn failed(&self, report: &str) -> Reply {
        if let Some(bytes) = self.store.full() {
            let most = if bytes >= 1 << 20 { format!("{} MiB", bytes >> 20) } else { format!("{} KiB", bytes >> 10) };
            return Reply::error(507, &t!("class-file-full", most = most));
        }
        Reply::error(500, report)
    }

    /// The front page: the join form, or a student's problems.
    fn front(&self, student: Option<&Student>, lang: Lang) -> Reply {
        let Some(student) = student else {
            let words = [
                ("title", t!("class-join-title")),
                ("intro", t!("class-join-intro")),
                ("name", t!("class-name")),
                ("code", t!("class-code")),
                ("pin", t!("class-pin")),
                ("pin-note", t!("class-pin-note")),
                ("join", t!("class-join")),
                ("go", t!("class-go")),
            ];
            return Reply::text(HTML, &filled(JOIN_PAGE, lang, &words));
        };
        let problems: String = self
            .templates
            .iter()
            .map(|games| {
                format!(
                    "<li><a href=\"/{name}/?lang={lang}#puzzle=1\">{title}</a></li>\n",
                    name = games.problem().name,
                    lang = lang.code(),
                    title = crate::html::escape(games.title(lang))
                )
            })
            .collect();
        let words =
            [("title", t!("class-home-title", name = student.name.as_str())), ("intro", t!("class-home-intro"))];
        let homework = match self.own(student).and_then(|own| Ok(self.progress(&own, &self.store.homework()?, lang))) {
            Ok(homework) => homework,
            Err(report) => return self.failed(&report),
        };
        let mut listed = String::new();
        for set in homework.as_array().into_iter().flatten() {
            let said = t!(
                "class-done-of",
                done = set["done"].as_u64().unwrap_or(0),
                count = set["count"].as_u64().unwrap_or(0)
            );
            // A set without help says so: its hint, values and answers are off.
            let said = format!("{}; {}", said, set["counts"].as_str().unwrap_or(""));
            let said = if set["help"] == false { format!("{}; {}", said, t!("class-no-help-note")) } else { said };
            listed.push_str(&format!(
                "<li data-homework=\"{}\" data-help=\"{}\"><b>{}</b> ({})<ul>\n",
                set["id"],
                set["help"],
                crate::html::escape(set["title"].as_str().unwrap_or("")),
                crate::html::escape(&said)
            ));
            for item in set["items"].as_array().into_iter().flatten() {
                let done =
                    if item["done"] == json!(true) { format!(" ✓ {}", t!("class-done")) } else { String::new() };
                listed.push_str(&format!(
                    "<li><a href=\"{}\">{}</a>{}</li>\n",
                    crate::html::escape(item["link"].as_str().unwrap_or("")),
                    crate::html::escape(item["said"].as_str().unwrap_or("")),
                    crate::html::escape(&done)
                ));
            }
            listed.push_str("</ul></li>\n");
        }
        let homework = if listed.is_empty() {
            String::new()
        } else {
            format!("<h2>{}</h2>\n<ul id=\"homework\">\n{}</ul>", crate::html::escape(&t!("class-homework")), listed)
        };
        Reply::text(
            HTML,
            &filled(HOME_PAGE, lang, &words)
                .replace("<!--problems-->", problems.trim_end())
                .replace("<!--homework-->", &homework),
        )
    }

    fn teacher_page(&self, lang: Lang) -> Reply {
        let words = [
            ("title", t!("class-teacher-title")),
            ("intro", t!("class-teacher-intro")),
            ("student", t!("class-student")),
            ("pin", t!("class-pin")),
            ("puzzles", t!("class-puzzles")),
            ("no-key", t!("class-key-needed")),
            ("solved", t!("class-solved")),
            ("unsolved", t!("class-unsolved")),
            ("first-try", t!("class-first-try")),
            ("wrong", t!("class-wrong")),
            ("games", t!("class-games")),
            ("new-pin", t!("class-new-pin")),
            ("show-pin", t!("class-show-pin")),
            ("rename", t!("class-rename")),
            ("rename-to", t!("class-rename-to", name = "{name}")),
            ("remove-student", t!("class-remove-student")),
            ("remove-confirm", t!("class-remove-confirm", name = "{name}")),
            ("remove-yes", t!("class-remove-yes")),
            ("cancel", t!("class-cancel")),
            ("removed-students", t!("class-removed-students")),
            ("room-line", t!("class-room-line", address = "{address}", code = "{code}")),
            ("or", t!("class-or")),
            ("pause", t!("class-pause")),
            ("updated", t!("class-updated", time = "{time}")),
            ("unreachable", t!("class-unreachable")),
            ("hw-bad-number", t!("class-hw-bad-number", word = "{word}")),
            ("mistakes", t!("class-mistakes")),
            ("going-on", t!("class-going-on")),
            ("won", t!("class-won")),
            ("lost", t!("class-lost")),
            ("homework", t!("class-homework")),
            ("set-homework", t!("class-set-homework")),
            ("hw-counts", t!("class-hw-counts")),
            ("hw-title", t!("class-hw-title")),
            ("hw-problem", t!("class-hw-problem")),
            ("hw-puzzles", t!("class-hw-puzzles")),
            ("hw-position", t!("class-hw-position")),
            ("hw-set", t!("class-hw-set")),
            ("hw-editor", t!("class-hw-editor")),
            ("homework-sets", t!("class-homework-sets")),
            ("remove", t!("class-remove")),
            ("hw-editor-help", t!("class-hw-editor-help")),
            ("hw-help", t!("class-hw-help")),
            ("helped", t!("class-helped")),
            ("shown", t!("class-shown")),
            ("help-hint", t!("class-help-hint")),
            ("help-answer", t!("class-help-answer")),
            ("help-values", t!("class-help-values")),
            ("no-help-note", t!("class-no-help-note")),
            ("back-up", t!("class-back-up")),
            ("report-csv", t!("class-report-csv")),
            ("summary", t!("class-summary")),
            ("summary-puzzle", t!("class-summary-puzzle")),
            ("summary-tried", t!("class-summary-tried")),
            ("summary-solved", t!("class-summary-solved")),
            ("summary-first", t!("class-summary-first")),
            ("summary-shown", t!("class-summary-shown")),
            ("summary-wrong", t!("class-summary-wrong")),
            ("summary-item", t!("class-summary-item")),
            ("summary-done", t!("class-summary-done")),
            ("sort", t!("class-sort")),
            ("sort-name", t!("class-sort-name")),
            ("sort-progress", t!("class-sort-progress")),
            ("legend", t!("class-legend")),
            ("problem-names", self.short_names(lang)),
        ];
        // The position editor's words, for its script.
        let editor: serde_json::Map<String, Value> = i18n::page_words(lang)
            .into_iter()
            .filter(|(id, _)| id.starts_with("wp-ed-"))
            .map(|(id, text)| (id, json!(text)))
            .collect();
        let editor = Value::Object(editor).to_string().replace('<', "\\u003c");
        let options: String = self
            .templates
            .iter()
            .map(|games| {
                format!(
                    "<option value=\"{}\">{}</option>\n",
                    games.problem().name,
                    crate::html::escape(games.title(lang))
                )
            })
            .collect();
        Reply::text(
            HTML,
            &filled(TEACHER_PAGE, lang, &words)
                .replace("<!--problems-->", options.trim_end())
                .replace("<!--words-->", &editor),
        )
    }

    /// `POST /api/class/join`.
    fn join(&mut self, request: &Request) -> Reply {
        // A refusal names the field it is about (code, name or pin), which
        // the join page marks invalid and ties to the reason.
        let peer = request.peer.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        let now = Instant::now();
        if self.wrong_codes.wait(&peer, WRONG_CODES, now).is_some() {
            return Reply::error_on(429, &t!("class-too-many-codes", count = WRONG_CODES), "code");
        }
        let body: Join = match serde_json::from_slice(&request.body) {
            Ok(body) => body,
            Err(error) => return Reply::error(400, &t!("class-bad-join", reason = error.to_string())),
        };
        // A PIN is compared only while neither its address nor its name has
        // had too many wrong ones.
        let key = name_key(&body.name);
        let pin = body.pin.as_deref().map(str::trim).filter(|pin| !pin.is_empty());
        if pin.is_some() {
            let from = self.wrong_pins_from.wait(&peer, WRONG_PINS, now);
            if let Some(wait) = from.max(self.wrong_pins_for.wait(&key, WRONG_PINS, now)) {
                let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                return Reply::error_on(
                    429,
                    &t!("class-too-many-pins", count = WRONG_PINS, seconds = seconds.max(1)),
                    "pin",
                );
            }
        }
        match self.store.join(&body.code, &body.name, pin) {
            Err(report) => self.failed(&report),
            Ok(Err(Refusal::Code)) => {
                self.wrong_codes.add(peer, now);
                Reply::error_on(403, &t!("class-wrong-code"), "code")
            }
            Ok(Err(Refusal::Name(reason))) => Reply::error_on(422, &reason, "name"),
            Ok(Err(Refusal::Taken)) if pin.is_some() => {
                self.wrong_pins_from.add(peer, now);
                self.wrong_pins_for.add(key, now);
                Reply::error_on(409, &t!("class-wrong-pin"), "pin")
            }
            Ok(Err(Refusal::Taken)) => Reply::error_on(409, &t!("class-name-taken"), "name"),
            Ok(Err(Refusal::Full)) => Reply::error(409, &t!("class-full", most = super::store::MOST_STUDENTS)),
            Ok(Ok(joined)) => {
                let said = match &joined.pin {
                    Some(pin) => t!("class-joined", name = joined.student.name.as_str(), pin = pin.as_str()),
                    None => t!("class-joined-again", name = joined.student.name.as_str()),
                };
                let body = json!({ "name": joined.student.name, "pin": joined.pin, "said": said });
                Reply { cookie: Some(set_cookie(COOKIE, &joined.token)), ..Reply::json(201, &body) }
            }
        }
    }

    /// `POST /api/class/pin` with `{"name"}`: a new PIN for that student
    /// (the old one no longer rejoins), 404 for a name the class has not.
    fn new_pin(&mut self, body: &[u8]) -> Reply {
        let asked: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let Some(name) = asked["name"].as_str() else {
            return Reply::error(400, &t!("class-bad-pin-request"));
        };
        match self.store.reset_pin(name) {
            Ok(Some(pin)) => Reply::json(200, &json!({ "name": name, "pin": pin })),
            Ok(None) => Reply::error(404, &t!("class-no-student", name = name)),
            Err(report) => self.failed(&report),
        }
    }

    /// `POST /api/class/students/rename` with `{"name", "to"}`: the student
    /// named `name` is named `to` from now on (their PIN, sessions and
    /// records kept); 404 for a name the class has not, 409 when `to` is
    /// another student's (compared as joins compare), 422 when not a name.
    fn rename(&mut self, body: &[u8]) -> Reply {
        let asked: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let (Some(name), Some(to)) = (asked["name"].as_str(), asked["to"].as_str()) else {
            return Reply::error(400, &t!("class-bad-rename"));
        };
        match self.store.rename(name, to) {
            Ok(Ok(Some(student))) => Reply::json(
                200,
                &json!({ "name": student.name, "said": t!("class-renamed", name = name, to = student.name.as_str()) }),
            ),
            Ok(Ok(None)) => Reply::error(404, &t!("class-no-student", name = name)),
            Ok(Err(Refusal::Name(reason))) => Reply::error(422, &reason),
            Ok(Err(_)) => Reply::error(409, &t!("class-rename-taken", to = to.trim())),
            Err(report) => self.failed(&report),
        }
    }

    /// `POST /api/class/students/remove` with `{"name"}`: the student leaves
    /// the class (their sessions end, their name is free) and their records
    /// stay, in the report's `removed`; 404 for a name the class has not.
    fn remove_student(&mut self, body: &[u8]) -> Reply {
        let asked: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let Some(name) = asked["name"].as_str() else {
            return Reply::error(400, &t!("class-bad-remove-student"));
        };
        match self.store.remove(name) {
            Ok(Some((student, tries))) => {
                self.boards.retain(|(id, _), _| *id != student.id);
                let said = t!("class-student-removed", name = name, tries = tries);
                Reply::json(200, &json!({ "name": name, "tries": tries, "said": said }))
            }
            Ok(None) => Reply::error(404, &t!("class-no-student", name = name)),
            Err(report) => self.failed(&report),
        }
    }

    /// `POST /api/class/backup`: a consistent copy of the class beside its
    /// file (SQLite's online backup), named by the time; 201 with its path.
    fn back_up(&mut self) -> Reply {
        match self.store.back_up_beside() {
            Ok(copy) => {
                let file = std::path::absolute(&copy).unwrap_or(copy).display().to_string();
                Reply::json(201, &json!({ "file": file, "said": t!("class-backup-made", file = file.as_str()) }))
            }
            Err(report) => self.failed(&report),
        }
    }

    /// `POST /api/class/homework/remove` with `{"id"}`: that homework taken
    /// back (the tries stay), 404 for an id the class has not.
    fn remove_homework(&mut self, body: &[u8]) -> Reply {
        let asked: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let Some(id) = asked["id"].as_i64() else {
            return Reply::error(400, &t!("class-bad-remove"));
        };
        let title = match self.store.homework() {
            Ok(sets) => sets.into_iter().find(|set| set.id == id).map(|set| set.title),
            Err(report) => return self.failed(&report),
        };
        let Some(title) = title else {
            return Reply::error(404, &t!("class-no-homework", id = id));
        };
        match self.store.remove_homework(id) {
            Ok(_) => {
                Reply::json(200, &json!({ "id": id, "said": t!("class-homework-removed", title = title.as_str()) }))
            }
            Err(report) => self.failed(&report),
        }
    }

    /// The student's own record, as the report has it.
    fn own(&self, student: &Student) -> Result<Value, String> {
        let mut records = self.store.records(Some(student))?;
        Ok(records["students"][0].take())
    }

    /// `GET /api/class/me` (`whole`: the student's record with the
    /// homework) or `GET /api/class/homework` (the homework alone).
    fn own_json(&self, student: &Student, whole: bool, lang: Lang) -> Reply {
        let own = self.own(student).and_then(|own| Ok((self.progress(&own, &self.store.homework()?, lang), own)));
        match own {
            Ok((homework, mut own)) if whole => {
                own["homework"] = homework;
                Reply::json(200, &own)
            }
            Ok((homework, _)) => Reply::json(200, &json!({ "homework": homework })),
            Err(report) => self.failed(&report),
        }
    }

    /// The teacher's report: every student's record, with their progress
    /// on each homework (done of its items), each wrong try's link (the
    /// puzzle's board after that move, values shown) and each game's; the
    /// students removed (`removed`), their records as they stand.
    fn report(&self, lang: Lang) -> Result<Value, String> {
        let mut report = self.store.report()?;
        report["class"] = json!({ "code": self.store.code(), "addresses": self.addresses });
        let homework = self.store.homework()?;
        // The sets themselves, for the teacher's list.
        let sets: Vec<Value> = homework
            .iter()
            .map(|set| {
                Ok(json!({
                    "id": set.id, "title": set.title, "count": set.items.len(), "help": set.help,
                    "made": set.made, "counts": self.counts_since(set)?,
                }))
            })
            .collect::<Result<_, String>>()?;
        report["homework"] = json!(sets);
        // Each set's items, each with how many students have done it (from
        // the sets as a student who has done nothing sees them).
        let mut items_done: Vec<Value> = self
            .progress(&Value::Null, &homework, lang)
            .as_array()
            .into_iter()
            .flatten()
            .map(|set| {
                let items: Vec<Value> = set["items"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|item| json!({ "said": item["said"], "link": item["link"], "done": 0 }))
                    .collect();
                json!({ "id": set["id"], "title": set["title"], "items": items })
            })
            .collect();
        for entry in report["students"].as_array_mut().into_iter().flatten() {
            let name = entry["name"].as_str().map(str::to_string);
            let who = name.as_deref();
            for puzzle in entry["puzzles"].as_array_mut().into_iter().flatten() {
                let problem = puzzle["problem"].as_str().unwrap_or("").to_string();
                let number = puzzle["number"].as_u64().unwrap_or(0) as usize;
                let links: Vec<Value> = puzzle["wrong"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|wrong| json!(Self::wrong_link(&problem, number, wrong.as_str().unwrap_or(""), who, lang)))
                    .collect();
                puzzle["links"] = json!(links);
            }
            for game in entry["games"].as_array_mut().into_iter().flatten() {
                let problem = game["problem"].as_str().unwrap_or("").to_string();
                let address = game["address"].as_str().unwrap_or("").to_string();
                let (problem, address) = (problem.as_str(), address.as_str());
                let fragment = format!("{}&values=1", address);
                game["link"] = json!(board_link(problem, lang, &fragment));
                // The homework set whose position the game is of, if any.
                let set = homework
                    .iter()
                    .find(|set| set.items.iter().any(|item| item.problem == problem && of_position(item, address)));
                game["homework"] = json!(set.map(|set| set.title.as_str()));
            }
            let progress = self.progress(entry, &homework, lang);
            let sets = progress.as_array().map_or(&[][..], Vec::as_slice);
            let summary: Vec<Value> = sets
                .iter()
                .map(
                    |set| json!({ "id": set["id"], "title": set["title"], "done": set["done"], "count": set["count"] }),
                )
                .collect();
            entry["homework"] = json!(summary);
            for (set, counted) in sets.iter().zip(&mut items_done) {
                let items = set["items"].as_array().map_or(&[][..], Vec::as_slice);
                for (item, count) in items.iter().zip(counted["items"].as_array_mut().into_iter().flatten()) {
                    if item["done"] == true {
                        count["done"] = json!(count["done"].as_u64().unwrap_or(0) + 1);
                    }
                }
            }
        }
        report["summary"] =
            json!({ "puzzles": self.puzzle_summary(&report["students"], lang), "homework": items_done });
        Ok(report)
    }

    /// The report as a spreadsheet (CSV, UTF-8 with a byte-order mark, so
    /// that Excel reads Chinese names): a row for each student's puzzle and
    /// game, the columns' names and the words in `lang`, the times in this
    /// machine's local time.
    fn report_csv(&self, lang: Lang) -> Result<String, String> {
        let report = self.report(lang)?;
        let yes_no = |yes: bool| if yes { t!("class-yes") } else { t!("class-no") };
        let helps = |helped: &Value| {
            let named: Vec<String> = helped
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(|kind| i18n::text(&format!("class-help-{}", kind)))
                .collect();
            named.join(", ")
        };
        let when = |at: &Value| at.as_i64().map(|at| self.store.local_time(at)).transpose();
        let title = |problem: &str| -> String {
            self.template(problem)
                .map_or_else(|| problem.to_string(), |index| self.templates[index].title(lang).to_string())
        };
        let mut table = csv::Writer::from_writer(Vec::new());
        let columns = t!("class-csv-columns");
        let fail = |error: csv::Error| error.to_string();
        table.write_record(columns.split('|')).map_err(fail)?;
        // The students, then those removed, named as such.
        let removed = report["removed"].as_array().into_iter().flatten().map(|student| (student, true));
        for (student, removed) in
            report["students"].as_array().into_iter().flatten().map(|student| (student, false)).chain(removed)
        {
            let name = student["name"].as_str().unwrap_or("");
            let name = if removed { t!("class-removed-name", name = name) } else { name.to_string() };
            let name = name.as_str();
            for puzzle in student["puzzles"].as_array().into_iter().flatten() {
                let wrong: Vec<&str> =
                    puzzle["wrong"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
                let number = puzzle["number"].as_u64().unwrap_or(0);
                let row = [
                    name.to_string(),
                    title(puzzle["problem"].as_str().unwrap_or("")),
                    t!("class-csv-puzzle", number = number),
                    if puzzle["shown"] == true { t!("class-shown") } else { yes_no(puzzle["solved"] == true) },
                    yes_no(puzzle["first_try"] == true),
                    wrong.join(" "),
                    String::new(),
                    helps(&puzzle["helped"]),
                    when(&puzzle["first_at"])?.unwrap_or_default(),
                    when(&puzzle["last_at"])?.unwrap_or_default(),
                ];
                table.write_record(&row).map_err(fail)?;
            }
            for game in student["games"].as_array().into_iter().flatten() {
                let result = match game["result"].as_str() {
                    Some("you win") => t!("class-won"),
                    Some(_) => t!("class-lost"),
                    None => t!("class-going-on"),
                };
                let item = match game["homework"].as_str() {
                    Some(set) => t!("class-csv-homework-game", title = set),
                    None => t!("class-csv-game"),
                };
                let row = [
                    name.to_string(),
                    title(game["problem"].as_str().unwrap_or("")),
                    item,
                    result,
                    String::new(),
                    String::new(),
                    game["mistakes"].to_string(),
                    helps(&game["helped"]),
                    when(&game["first_at"])?.unwrap_or_default(),
                    when(&game["last_at"])?.unwrap_or_default(),
                ];
                table.write_record(&row).map_err(fail)?;
            }
        }
        let bytes = table.into_inner().map_err(|error| error.to_string())?;
        Ok(format!("\u{feff}{}", String::from_utf8_lossy(&bytes)))
    }

    /// Each puzzle any student has worked on, across the class: how many
    /// tried it, solved it, at the first try, had its answer shown; its
    /// most common wrong move (by students who tried it) with that count
    /// and its link; the puzzle's link. In the problems' order, then by number.
    fn puzzle_summary(&self, students: &Value, lang: Lang) -> Vec<Value> {
        // Each puzzle by its place (the problem's, its number), its figures,
        // and its wrong moves with how many students made each.
        type Found = ((usize, u64), Value, Vec<(String, u64)>);
        let mut found: Vec<Found> = Vec::new();
        for puzzle in students.as_array().into_iter().flatten().flat_map(|entry| entry["puzzles"].as_array()).flatten()
        {
            let problem = puzzle["problem"].as_str().unwrap_or("");
            let number = puzzle["number"].as_u64().unwrap_or(0);
            let order = self.template(problem).unwrap_or(usize::MAX);
            let place =
                match found.iter().position(|(key, had, _)| *key == (order, number) && had["problem"] == problem) {
                    Some(place) => place,
                    None => {
                        let link = board_link(problem, lang, &format!("puzzle={}", number));
                        let said = t!("class-item-puzzle", problem = self.problem_said(problem, lang), number = number);
                        let summary = json!({
                            "problem": problem, "number": number, "said": said, "link": link,
                            "tried": 0, "solved": 0, "first_try": 0, "shown": 0,
                        });
                        found.push(((order, number), summary, Vec::new()));
                        found.len() - 1
                    }
                };
            let (_, summary, wrong) = &mut found[place];
            let mut add = |key: &str, yes: bool| {
                if yes {
                    summary[key] = json!(summary[key].as_u64().unwrap_or(0) + 1);
                }
            };
            add("tried", puzzle["tries"].as_u64().unwrap_or(0) > 0);
            add("solved", puzzle["solved"] == true);
            add("first_try", puzzle["first_try"] == true);
            add("shown", puzzle["shown"] == true);
            // Each student counted once for each wrong move of theirs.
            let mut own: Vec<&str> =
                puzzle["wrong"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
            own.sort_unstable();
            own.dedup();
            for chosen in own {
                match wrong.iter_mut().find(|(had, _)| had == chosen) {
                    Some((_, count)) => *count += 1,
                    None => wrong.push((chosen.to_string(), 1)),
                }
            }
        }
        found.sort_by_key(|(key, ..)| *key);
        found
            .into_iter()
            .map(|(_, mut summary, wrong)| {
                // The most common, the first met among equals.
                let most = wrong.iter().fold(None::<&(String, u64)>, |best, this| match best {
                    Some(best) if best.1 >= this.1 => Some(best),
                    _ => Some(this),
                });
                summary["wrong"] = match most {
                    Some((chosen, count)) => {
                        let problem = summary["problem"].as_str().unwrap_or("").to_string();
                        let number = summary["number"].as_u64().unwrap_or(0) as usize;
                        let said = t!("class-wrong-count", move = chosen.as_str(), count = *count);
                        let link = Self::wrong_link(&problem, number, chosen, None, lang);
                        json!({ "move": chosen, "count": count, "said": said, "link": link })
                    }
                    None => Value::Null,
                };
                summary
            })
            .collect()
    }

    /// Where a wrong try at puzzle `number` of `problem` is seen: the
    /// puzzle's board with the move `wrong` tried again, refused with the
    /// panel the student saw, named by `who` tried it (the summary's: by
    /// nobody in particular).
    fn wrong_link(problem: &str, number: usize, wrong: &str, who: Option<&str>, lang: Lang) -> String {
        use crate::web::address::escaped;
        let mut fragment = format!("puzzle={}&try={}", number, escaped(wrong));
        if let Some(who) = who {
            fragment.push_str(&format!("&who={}", escaped(who)));
        }
        board_link(problem, lang, &fragment)
    }

    /// Where an item is played: its problem's board at the puzzle, or at
    /// the position.
    fn link(item: &Item, lang: Lang) -> String {
        let fragment = match (&item.puzzle, &item.input) {
            (Some(number), _) => format!("puzzle={}", number),
            (None, Some(input)) => position_fragment(input),
            (None, None) => String::new(),
        };
        board_link(&item.problem, lang, &fragment)
    }

    /// The homework `sets` with a student's progress (`own`: their
    /// record): each set's items, each with its link and whether it is done
    /// by work from the set's making on (a puzzle solved, its answer
    /// unseen; a position's game started then and won), and the count done.
    fn progress(&self, own: &Value, sets: &[Homework], lang: Lang) -> Value {
        let listed = |key: &str| own[key].as_array().cloned().unwrap_or_default();
        let (puzzles, games) = (listed("puzzles"), listed("games"));
        let since = |at: &Value, made: i64| at.as_i64().is_some_and(|at| at >= made);
        let solved = |problem: &str, number: usize, made: i64| {
            puzzles.iter().any(|puzzle| {
                puzzle["problem"] == json!(problem)
                    && puzzle["number"] == json!(number)
                    && puzzle["won_at"].as_array().is_some_and(|won| won.iter().any(|at| since(at, made)))
            })
        };
        let won = |problem: &str, input: &str, made: i64| {
            let fragment = position_fragment(input);
            games.iter().any(|game| {
                game["problem"] == json!(problem)
                    && game["result"] == json!("you win")
                    && since(&game["first_at"], made)
                    && game["address"].as_str().is_some_and(|address| address.starts_with(&fragment))
            })
        };
        let mut progress = Vec::new();
        for set in sets {
            let items: Vec<Value> = set
                .items
                .iter()
                .map(|item| {
                    let done = match (&item.puzzle, &item.input) {
                        (Some(number), _) => solved(&item.problem, *number, set.made),
                        (None, Some(input)) => won(&item.problem, input, set.made),
                        (None, None) => false,
                    };
                    let said = match item.puzzle {
                        Some(number) => {
                            t!("class-item-puzzle", problem = self.problem_said(&item.problem, lang), number = number)
                        }
                        None => t!("class-item-position", problem = self.problem_said(&item.problem, lang)),
                    };
                    json!({
                        "problem": item.problem,
                        "puzzle": item.puzzle,
                        "input": item.input,
                        "said": said,
                        "link": Self::link(item, lang),
                        "done": done,
                    })
                })
                .collect();
            let done = items.iter().filter(|item| item["done"] == json!(true)).count();
            progress.push(json!({
                "id": set.id, "title": set.title, "items": items, "done": done, "count": items.len(), "help": set.help,
                "counts": self.counts_since(set).unwrap_or_default(),
            }));
        }
        json!(progress)
    }

    /// A problem as the page names it: in English its id, in Chinese its
    /// name with the id after it (高手过招 (master-duel)).
    fn problem_said(&self, problem: &str, lang: Lang) -> String {
        match (lang, self.template(problem)) {
            (Lang::Zh, Some(index)) => self.templates[index].title(lang).to_string(),
            _ => problem.to_string(),
        }
    }

    /// Each problem's short name in the teacher's table, as JSON (id:
    /// name): in English its id, in Chinese its name alone.
    fn short_names(&self, lang: Lang) -> String {
        let names: serde_json::Map<String, Value> = self
            .templates
            .iter()
            .map(|games| {
                let id = games.problem().name;
                let title = games.title(lang);
                let short = match lang {
                    Lang::Zh => title.strip_suffix(&format!(" ({})", id)).unwrap_or(title),
                    _ => id,
                };
                (id.to_string(), json!(short))
            })
            .collect();
        Value::Object(names).to_string()
    }

    /// `POST /api/class/homework/check`: whether a position could be set as
    /// homework, as the teacher's editor asks while it is edited (the
    /// board's own check says legality alone, telling a learner nothing of
    /// who wins): 200 when it could be, else 422 with what the set would say.
    fn check_position(&self, body: &[u8]) -> Reply {
        let asked: Checked = match serde_json::from_slice(body) {
            Ok(asked) => asked,
            Err(error) => return Reply::error(400, &t!("class-bad-check", reason = error.to_string())),
        };
        let checked = match self.template(&asked.problem) {
            Some(index) => homework_position(self.templates[index].problem(), &asked.input),
            None => Err((422, t!("class-no-problem-named", problem = asked.problem.as_str()))),
        };
        match checked {
            Ok(()) => Reply::json(200, &json!({ "said": t!("class-position-wins") })),
            // Said alone, as a sentence (in a set, after the item's place).
            Err((status, reason)) => {
                let mut chars = reason.chars();
                let sentence: String =
                    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default();
                Reply::error(status, &sentence)
            }
        }
    }

    /// What a homework set counts, said: the work done from its making on.
    fn counts_since(&self, set: &Homework) -> Result<String, String> {
        Ok(t!("class-counts-since", at = self.store.local_time(set.made)?))
    }

    /// `POST /api/class/homework`: the set checked item by item (each
    /// problem the class has; a puzzle it has; a position its strict
    /// validator takes, of one test), kept; 201 and its id.
    fn set_homework(&mut self, body: &[u8]) -> Reply {
        let asked: NewHomework = match serde_json::from_slice(body) {
            Ok(asked) => asked,
            Err(error) => return Reply::error(400, &t!("class-bad-homework", reason = error.to_string())),
        };
        let title = asked.title.trim();
        let length = title.chars().count();
        if length == 0 || length > MOST_TITLE || title.chars().any(char::is_control) {
            return Reply::error(422, &t!("class-bad-title", most = MOST_TITLE));
        }
        if asked.items.is_empty() || asked.items.len() > MOST_ITEMS {
            return Reply::error(422, &t!("class-bad-items", most = MOST_ITEMS));
        }
        let mut items = Vec::new();
        for (index, item) in asked.items.into_iter().enumerate() {
            let place = index + 1;
            let Some(index) = self.template(&item.problem) else {
                let reason = t!("class-no-problem-named", problem = item.problem.as_str());
                return Reply::error(422, &t!("class-item-refused", place = place, reason = reason));
            };
            let problem = self.templates[index].problem();
            match (item.puzzle, &item.input) {
                (Some(number), None) => {
                    let count = self.templates[index].puzzles().len();
                    if !(1..=count).contains(&number) {
                        let said = t!(
                            "class-no-such-puzzle",
                            problem = problem.name,
                            number = number,
                            count = count,
                            place = place
                        );
                        return Reply::error(422, &said);
                    }
                }
                (None, Some(input)) => {
                    if let Err((status, reason)) = homework_position(problem, input) {
                        return Reply::error(status, &t!("class-item-refused", place = place, reason = reason));
                    }
                }
                _ => return Reply::error(422, &t!("class-item-kind", place = place)),
            }
            items.push(Item { problem: problem.name.to_string(), puzzle: item.puzzle, input: item.input });
        }
        match self.store.set_homework(title, &items, asked.help) {
            Ok(id) => {
                let said = t!("class-homework-set", title = title, count = items.len(), help = asked.help);
                Reply::json(201, &json!({ "id": id, "said": said }))
            }
            Err(report) => self.failed(&report),
        }
    }

    /// A request of a problem's board (`/PROBLEM/…`), answered by the
    /// student's own games of it; a puzzle's try kept before the answer.
    fn board(&mut self, request: &Request, student: Option<&Student>, path: &str, query: &str) -> Reply {
        let mut parts = path.splitn(3, '/').skip(1);
        let (Some(name), rest) = (parts.next(), parts.next()) else {
            return Reply::error(404, &t!("class-no-page"));
        };
        let Some(index) = self.template(name) else {
            return Reply::error(404, &t!("class-no-page"));
        };
        let Some(rest) = rest else {
            return Reply::error(404, &t!("class-no-page"));
        };
        // The teacher's cookie first: a browser the teacher opened the
        // report in plays the teacher's own games, recorded nowhere.
        let teacher = cookie(request, TEACHER_COOKIE).is_some_and(|key| self.store.is_key(key));
        let student = match student {
            _ if teacher => None,
            Some(student) => Some(student),
            None => return Reply::error(401, &t!("class-join-first")),
        };
        let id = student.map_or(TEACHER, |student| student.id);
        let inner = if query.is_empty() { format!("/{}", rest) } else { format!("/{}?{}", rest, query) };
        let post = request.method == "POST";
        let action: Vec<&str> = rest.split('/').collect();
        // The help a request asks for, on which game.
        let help = match (post, action.as_slice()) {
            (true, ["api", "games", game, "hint"]) => Some((*game, Help::Hint)),
            (true, ["api", "games", game, "solution"]) => Some((*game, Help::Answer)),
            (true, ["api", "games", game, "values"]) => {
                let asked: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
                (asked["on"] == true).then_some((*game, Help::Values))
            }
            _ => None,
        };
        let starting = post && action.as_slice() == ["api", "games"];
        // A new game with the values on: started without them, then
        // switched on as a help asked for (when it may be).
        let mut body = std::borrow::Cow::Borrowed(&request.body[..]);
        let mut values_asked = false;
        if starting {
            if let Ok(Value::Object(mut asked)) = serde_json::from_slice::<Value>(&request.body) {
                let mut changed = false;
                if asked.get("values") == Some(&Value::Bool(true)) {
                    values_asked = true;
                    asked.insert("values".to_string(), Value::Bool(false));
                    changed = true;
                }
                // A puzzle's address opens it without its solution shown:
                // the solution is asked for on the board, as help is.
                let fragment =
                    asked.get("address").and_then(Value::as_str).filter(|fragment| PuzzleAddress::is_one(fragment));
                if let Some(Ok(mut resumed)) = fragment.map(PuzzleAddress::parse) {
                    if resumed.shown {
                        resumed.shown = false;
                        asked.insert("address".to_string(), json!(resumed.fragment()));
                        changed = true;
                    }
                }
                if changed {
                    body = std::borrow::Cow::Owned(Value::Object(asked).to_string().into_bytes());
                }
            }
        }
        let games = self.boards.entry((id, index)).or_insert_with(|| self.templates[index].fresh());
        // Whether help may be given on the game, known before a help is
        // (the game's puzzle or position stays the same through it).
        let mut allowed = None;
        if let (Some(_), Some((game, _))) = (student, help) {
            let view = games.respond("GET", &format!("/api/games/{}", game), b"");
            if view.status == 200 {
                let view: Value = serde_json::from_slice(&view.body).unwrap_or(Value::Null);
                match self.help_allowed(name, &view) {
                    Ok(true) => allowed = Some(true),
                    Ok(false) => return Reply::error(403, &t!("class-no-help")),
                    Err(report) => return self.failed(&report),
                }
            }
        }
        let games = self.boards.get_mut(&(id, index)).expect("the board just made");
        let mut reply = games.respond(&request.method, &inner, &body);
        if request.method == "GET" && rest.is_empty() && reply.status == 200 {
            return in_class(reply, student.is_some());
        }
        let Ok(mut view) = serde_json::from_slice::<Value>(&reply.body) else {
            return reply;
        };
        if !matches!(reply.status, 200 | 201) || !view["version"].is_u64() {
            return reply;
        }
        let allowed = match (student, allowed) {
            (None, _) => true,
            (Some(_), Some(allowed)) => allowed,
            (Some(_), None) => match self.help_allowed(name, &view) {
                Ok(allowed) => allowed,
                Err(report) => return self.failed(&report),
            },
        };
        if values_asked && allowed {
            if let Some(game) = view["id"].as_str() {
                let on = json!({ "on": true, "version": view["version"] }).to_string();
                let games = self.boards.get_mut(&(id, index)).expect("the board just used");
                let switched = games.respond("POST", &format!("/api/games/{}/values", game), on.as_bytes());
                if let Ok(switched) = serde_json::from_slice::<Value>(&switched.body) {
                    view = switched;
                }
            }
        }
        view["help"] = json!(allowed);
        reply.body = view.to_string().into_bytes();
        let Some(student) = student.filter(|_| post && rest.starts_with("api/games")) else {
            return reply;
        };
        let puzzle = view["puzzle"]["number"].as_u64().filter(|_| view["puzzle"].is_object());
        let unsolved = puzzle.is_some() && view["puzzle"]["solved"] != true;
        // Each help recorded where it helped: a puzzle's answer, the hint
        // or the values of a game (a solved puzzle's are not help).
        let kind = help.map(|(_, kind)| kind).or(values_asked.then_some(Help::Values));
        let token = view["id"].as_str().unwrap_or("").to_string();
        let helped = match (kind, puzzle) {
            (Some(Help::Answer), Some(number)) if unsolved => Some((Helped::Puzzle(number as usize), Help::Answer)),
            (Some(Help::Hint), None) => Some((Helped::Game(&token), Help::Hint)),
            (Some(Help::Values), None) if !view["value"].is_null() => Some((Helped::Game(&token), Help::Values)),
            _ => None,
        };
        if let Some((at, kind)) = helped {
            if let Err(report) = self.store.helped(student, name, at, kind) {
                return self.failed(&report);
            }
        }
        let kept = if let Some(number) = puzzle {
            // A puzzle's try: answered with its feedback.
            let Some(wins) = view["feedback"]["wins"].as_bool() else {
                return reply;
            };
            if !rest.ends_with("/move") {
                return reply;
            }
            let typed: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
            let chosen = typed["move"].as_str().unwrap_or("").trim();
            self.store.tried(student, name, number as usize, chosen, wins)
        } else {
            // A game: kept as it stands after each change, once the
            // student has made a move in it (a game opened and left is none).
            let moved =
                view["history"].as_array().is_some_and(|history| history.iter().any(|entry| entry["by"] == "you"));
            if !moved {
                return reply;
            }
            let mistakes = view["history"].as_array().map_or(0, |history| {
                history.iter().filter(|played| played["mistake"] == Value::Bool(true)).count() as u64
            });
            let Some(address) = view["address"].as_str() else {
                return reply;
            };
            self.store.game(student, &token, name, address, view["result"].as_str(), mistakes)
        };
        match kept {
            Ok(()) => reply,
            Err(report) => self.failed(&report),
        }
    }

    /// Whether help may be asked for on the game `view` shows, of the
    /// problem `problem`: not when it is an item of homework set without
    /// help (a puzzle by its number, a position by its address), wherever
    /// the student opened it.
    fn help_allowed(&self, problem: &str, view: &Value) -> Result<bool, String> {
        let sets = self.store.homework()?;
        let number = view["puzzle"]["number"].as_u64().filter(|_| view["puzzle"].is_object());
        let address = view["address"].as_str().unwrap_or("");
        let barred = sets.iter().filter(|set| !set.help).flat_map(|set| &set.items).any(|item| {
            item.problem == problem
                && match (item.puzzle, &item.input, number) {
                    (Some(wanted), _, Some(number)) => wanted as u64 == number,
                    (None, Some(_), None) => of_position(item, address),
                    _ => false,
                }
        });
        Ok(!barred)
    }
}
