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
//! the minute has passed.

use super::store::{Refusal, Store, Student};
use crate::i18n::{self, Lang};
use crate::problem::Problem;
use crate::t;
use crate::web::http::Request;
use crate::web::{browser_lang, Games, Reply};
use serde_json::{json, Value};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The session cookie's name.
pub const COOKIE: &str = "class";
/// Wrong codes an address may send within `WRONG_WINDOW`.
pub const WRONG_CODES: usize = 10;
pub const WRONG_WINDOW: Duration = Duration::from_secs(60);
/// A session cookie's life: a school year.
const COOKIE_SECONDS: u64 = 366 * 24 * 3600;

/// A class being served: its file, each problem's board as offered (the
/// template each student's games are made from), and each student's games.
pub struct Class {
    store: Store,
    templates: Vec<Games>,
    boards: HashMap<(i64, usize), Games>,
    wrong: HashMap<IpAddr, VecDeque<Instant>>,
}

/// The join's body.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Join {
    code: String,
    name: String,
    pin: Option<String>,
}

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

/// The session token a request's cookies carry.
fn session(request: &Request) -> Option<&str> {
    request.cookie.as_deref()?.split(';').find_map(|pair| {
        let (name, value) = pair.trim().split_once('=')?;
        (name == COOKIE).then_some(value.trim())
    })
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
            templates.push(Games::for_default_game(problem)?);
        }
        Ok(Class { store, templates, boards: HashMap::new(), wrong: HashMap::new() })
    }

    /// The class's file.
    pub fn store(&self) -> &Store {
        &self.store
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
            Err(report) => return Reply::error(500, &report),
        };
        let method = request.method.as_str();
        match (method, path) {
            ("GET", "/") => self.front(student.as_ref(), lang),
            ("GET", "/class.js") => {
                Reply { content_type: "text/javascript; charset=utf-8", ..Reply::html(SCRIPT.to_string()) }
            }
            ("GET", "/class.css") => {
                Reply { content_type: "text/css; charset=utf-8", ..Reply::html(STYLE.to_string()) }
            }
            ("GET", "/teacher") => self.teacher_page(lang),
            ("POST", "/api/class/join") => self.join(request),
            ("GET", "/api/class/me") => match &student {
                Some(student) => self.me(student),
                None => Reply::error(401, &t!("class-join-first")),
            },
            ("GET", "/api/class/report") => {
                if !key_given(request, query).is_some_and(|key| self.store.is_key(key)) {
                    return Reply::error(401, &t!("class-key-needed"));
                }
                match self.store.report() {
                    Ok(report) => Reply::json_of(200, &report),
                    Err(report) => Reply::error(500, &report),
                }
            }
            ("POST", "/api/class/pin") => {
                if !key_given(request, query).is_some_and(|key| self.store.is_key(key)) {
                    return Reply::error(401, &t!("class-key-needed"));
                }
                self.new_pin(&request.body)
            }
            (_, "/" | "/class.js" | "/class.css" | "/teacher" | "/api/class/me" | "/api/class/report") => {
                Reply { allow: Some("GET, HEAD"), ..Reply::error(405, &t!("class-not-a-method", method = method)) }
            }
            (_, "/api/class/join" | "/api/class/pin") => {
                Reply { allow: Some("POST"), ..Reply::error(405, &t!("class-not-a-method", method = method)) }
            }
            _ => self.board(request, student.as_ref(), path, query),
        }
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
            return Reply::html(filled(JOIN_PAGE, lang, &words));
        };
        let problems: String = self
            .templates
            .iter()
            .map(|games| {
                let name = games.problem().name;
                format!(
                    "<li><a href=\"/{name}/?lang={lang}#puzzle=1\">{name}</a></li>\n",
                    name = name,
                    lang = lang.code()
                )
            })
            .collect();
        let words =
            [("title", t!("class-home-title", name = student.name.as_str())), ("intro", t!("class-home-intro"))];
        Reply::html(filled(HOME_PAGE, lang, &words).replace("<!--problems-->", problems.trim_end()))
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
            ("mistakes", t!("class-mistakes")),
            ("going-on", t!("class-going-on")),
        ];
        Reply::html(filled(TEACHER_PAGE, lang, &words))
    }

    /// `POST /api/class/join`.
    fn join(&mut self, request: &Request) -> Reply {
        let peer = request.peer.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        let now = Instant::now();
        let wrong = self.wrong.entry(peer).or_default();
        while wrong.front().is_some_and(|&at| now.duration_since(at) > WRONG_WINDOW) {
            wrong.pop_front();
        }
        if wrong.len() >= WRONG_CODES {
            return Reply::error(429, &t!("class-too-many-codes", count = WRONG_CODES));
        }
        let body: Join = match serde_json::from_slice(&request.body) {
            Ok(body) => body,
            Err(error) => return Reply::error(400, &t!("class-bad-join", reason = error.to_string())),
        };
        match self.store.join(&body.code, &body.name, body.pin.as_deref()) {
            Err(report) => Reply::error(500, &report),
            Ok(Err(Refusal::Code)) => {
                self.wrong.entry(peer).or_default().push_back(now);
                Reply::error(403, &t!("class-wrong-code"))
            }
            Ok(Err(Refusal::Name(reason))) => Reply::error(422, &reason),
            Ok(Err(Refusal::Taken)) => Reply::error(409, &t!("class-name-taken")),
            Ok(Err(Refusal::Full)) => Reply::error(409, &t!("class-full", most = super::store::MOST_STUDENTS)),
            Ok(Ok(joined)) => {
                let said = match &joined.pin {
                    Some(pin) => t!("class-joined", name = joined.student.name.as_str(), pin = pin.as_str()),
                    None => t!("class-joined-again", name = joined.student.name.as_str()),
                };
                let body = json!({ "name": joined.student.name, "pin": joined.pin, "said": said });
                Reply {
                    cookie: Some(format!(
                        "{}={}; HttpOnly; SameSite=Strict; Path=/; Max-Age={}",
                        COOKIE, joined.token, COOKIE_SECONDS
                    )),
                    ..Reply::json_of(201, &body)
                }
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
            Ok(Some(pin)) => Reply::json_of(200, &json!({ "name": name, "pin": pin })),
            Ok(None) => Reply::error(404, &t!("class-no-student", name = name)),
            Err(report) => Reply::error(500, &report),
        }
    }

    /// `GET /api/class/me`: the student's own record.
    fn me(&self, student: &Student) -> Reply {
        let report = match self.store.report() {
            Ok(report) => report,
            Err(report) => return Reply::error(500, &report),
        };
        let own = report["students"]
            .as_array()
            .and_then(|students| students.iter().find(|entry| entry["name"] == json!(student.name)).cloned());
        Reply::json_of(200, &own.unwrap_or_else(|| json!({ "name": student.name, "puzzles": [] })))
    }

    /// A request of a problem's board (`/PROBLEM/…`), answered by the
    /// student's own games of it; a puzzle's try kept before the answer.
    fn board(&mut self, request: &Request, student: Option<&Student>, path: &str, query: &str) -> Reply {
        let mut parts = path.splitn(3, '/').skip(1);
        let (Some(name), rest) = (parts.next(), parts.next()) else {
            return Reply::error(404, &t!("class-no-page"));
        };
        let Some(index) = self.templates.iter().position(|games| games.problem().name == name) else {
            return Reply::error(404, &t!("class-no-page"));
        };
        let Some(rest) = rest else {
            return Reply::error(404, &t!("class-no-page"));
        };
        let Some(student) = student else {
            return Reply::error(401, &t!("class-join-first"));
        };
        let games = self.boards.entry((student.id, index)).or_insert_with(|| self.templates[index].fresh());
        let inner = if query.is_empty() { format!("/{}", rest) } else { format!("/{}?{}", rest, query) };
        let reply = games.respond(&request.method, &inner, &request.body);
        let changing = request.method == "POST" && rest.starts_with("api/games");
        if !changing || !matches!(reply.status, 200 | 201) {
            return reply;
        }
        let Ok(view) = serde_json::from_slice::<Value>(&reply.body) else {
            return reply;
        };
        let kept = if view["puzzle"].is_object() {
            // A puzzle's try: answered with its feedback.
            let (Some(number), Some(wins)) = (view["puzzle"]["number"].as_u64(), view["feedback"]["wins"].as_bool())
            else {
                return reply;
            };
            if !rest.ends_with("/move") {
                return reply;
            }
            let typed: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
            let chosen = typed["move"].as_str().unwrap_or("").trim();
            self.store.tried(student, name, number as usize, chosen, wins)
        } else {
            // A game: kept as it stands after each change.
            let mistakes = view["history"].as_array().map_or(0, |history| {
                history.iter().filter(|played| played["mistake"] == Value::Bool(true)).count() as u64
            });
            let (Some(token), Some(address)) = (view["id"].as_str(), view["address"].as_str()) else {
                return reply;
            };
            self.store.game(student, token, name, address, view["result"].as_str(), mistakes)
        };
        match kept {
            Ok(()) => reply,
            Err(report) => Reply::error(500, &report),
        }
    }
}
