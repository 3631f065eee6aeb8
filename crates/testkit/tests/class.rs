//! The class's records (`testkit::class::store`): the file made once and
//! taken again with its code and key, refused (and left as it was) when it
//! is not a class's or is newer; students joining with the code, their PINs
//! guarding their names; tries kept in order and reported per student.

use rusqlite::Connection;
use serde_json::json;
use testkit::class::store::{self, Refusal, Store};

/// A file in a new temporary folder (the folder kept while `_folder` lives).
pub(crate) fn file() -> (tempfile::TempDir, std::path::PathBuf) {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("class.sqlite");
    (folder, path)
}

#[test]
fn the_file_is_made_once_and_keeps_its_code_and_key() {
    let (_folder, path) = file();
    let store = Store::open(&path, false).unwrap();
    let (code, key) = (store.code(), store.key());
    assert_eq!(code.len(), store::CODE_LENGTH);
    assert!(code.bytes().all(|byte| store::CODE_ALPHABET.contains(&byte)), "{}", code);
    assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{}", code);
    assert_eq!(key.len(), 32);
    assert!(key.bytes().all(|byte| byte.is_ascii_hexdigit()), "{}", key);
    drop(store);
    // The file is an SQLite database, in WAL mode, marked as a class's.
    let head = std::fs::read(&path).unwrap();
    assert!(head.starts_with(b"SQLite format 3\0"));
    let db = Connection::open(&path).unwrap();
    let pragma = |name: &str| {
        db.query_row(&format!("PRAGMA {}", name), [], |row| row.get::<_, rusqlite::types::Value>(0)).unwrap()
    };
    assert_eq!(pragma("journal_mode"), rusqlite::types::Value::Text("wal".into()));
    assert_eq!(pragma("application_id"), rusqlite::types::Value::Integer(store::APPLICATION_ID.into()));
    assert_eq!(pragma("user_version"), rusqlite::types::Value::Integer(store::SCHEMA.into()));
    drop(db);
    let again = Store::open(&path, false).unwrap();
    assert_eq!((again.code(), again.key()), (code.clone(), key.clone()), "kept across a restart");
    assert!(again.is_key(&key) && !again.is_key(&key[..31]) && !again.is_key("") && !again.is_key(&key.to_uppercase()));
    drop(again);
    let renewed = Store::open(&path, true).unwrap();
    assert_ne!(renewed.code(), code);
    assert_ne!(renewed.key(), key);
    // Codes are drawn from the whole alphabet.
    let drawn: std::collections::HashSet<u8> = (0..200).flat_map(|_| store::random_code().into_bytes()).collect();
    assert_eq!(drawn.len(), store::CODE_ALPHABET.len());
}

#[test]
fn a_file_that_is_not_a_class_is_refused_and_left_as_it_was() {
    let (_folder, path) = file();
    let text = b"name,score\nann,3\n".repeat(100);
    std::fs::write(&path, &text).unwrap();
    let refused = Store::open(&path, false).err().unwrap();
    assert!(refused.contains("is not a class's file (not an SQLite database)"), "{}", refused);
    assert!(!refused.contains('\n'), "one line: {}", refused);
    assert_eq!(std::fs::read(&path).unwrap(), text, "left as it was");
    // An SQLite database of something else.
    std::fs::remove_file(&path).unwrap();
    let other = Connection::open(&path).unwrap();
    other
        .execute_batch("CREATE TABLE scores (name TEXT, score INTEGER); INSERT INTO scores VALUES ('ann', 3);")
        .unwrap();
    drop(other);
    let before = std::fs::read(&path).unwrap();
    let refused = Store::open(&path, false).err().unwrap();
    assert!(refused.contains("is an SQLite database of something else"), "{}", refused);
    assert_eq!(std::fs::read(&path).unwrap(), before, "left as it was");
    // A class of a newer schema.
    let (_other_folder, newer) = file();
    drop(Store::open(&newer, false).unwrap());
    Connection::open(&newer).unwrap().pragma_update(None, "user_version", store::SCHEMA + 1).unwrap();
    let before = std::fs::read(&newer).unwrap();
    let refused = Store::open(&newer, false).err().unwrap();
    assert!(
        refused.contains(&format!(
            "newer cargo class (schema {}; this one knows up to {})",
            store::SCHEMA + 1,
            store::SCHEMA
        )),
        "{}",
        refused
    );
    assert_eq!(std::fs::read(&newer).unwrap(), before, "left as it was");
    // An empty file becomes a class.
    let (_empty_folder, empty) = file();
    std::fs::write(&empty, b"").unwrap();
    assert_eq!(Store::open(&empty, false).unwrap().code().len(), store::CODE_LENGTH);
}

#[test]
fn students_join_with_the_code_and_their_pin_guards_their_name() {
    let (_folder, path) = file();
    let mut store = Store::open(&path, false).unwrap();
    let code = store.code();
    assert_eq!(store.join("WRONG1", "Li Hua", None).unwrap().unwrap_err(), Refusal::Code);
    let first = store.join(&code.to_lowercase(), " Li Hua ", None).unwrap().unwrap();
    assert_eq!(first.student.name, "Li Hua");
    let pin = first.pin.clone().expect("a new student's PIN");
    assert!(pin.len() == 6 && pin.bytes().all(|byte| byte.is_ascii_digit()), "{}", pin);
    assert_eq!(store.student(&first.token).unwrap(), Some(first.student.clone()));
    // The name is not taken by another browser without the PIN.
    assert_eq!(store.join(&code, "Li Hua", None).unwrap().unwrap_err(), Refusal::Taken);
    let wrong = if pin == "000000" { "000001" } else { "000000" };
    assert_eq!(store.join(&code, "Li Hua", Some(wrong)).unwrap().unwrap_err(), Refusal::Taken);
    let again = store.join(&code, "Li Hua", Some(&pin)).unwrap().unwrap();
    assert_eq!(
        (again.student.clone(), again.pin.clone()),
        (first.student.clone(), None),
        "the same student, no new PIN"
    );
    assert_ne!(again.token, first.token);
    assert_eq!(store.student(&first.token).unwrap(), Some(first.student.clone()), "both browsers stay in");
    assert_eq!(store.student("no-such-token").unwrap(), None);
    for name in ["", "   ", "a\u{7}b", &"名".repeat(store::MOST_NAME + 1)] {
        assert!(matches!(store.join(&code, name, None).unwrap(), Err(Refusal::Name(_))), "{:?}", name);
    }
    assert!(store.join(&code, &"名".repeat(store::MOST_NAME), None).unwrap().is_ok());
    // The teacher resets a PIN: the old one no longer works.
    let reset = store.reset_pin("Li Hua").unwrap().unwrap();
    if reset != pin {
        assert_eq!(store.join(&code, "Li Hua", Some(&pin)).unwrap().unwrap_err(), Refusal::Taken);
    }
    assert!(store.join(&code, "Li Hua", Some(&reset)).unwrap().is_ok());
    assert_eq!(store.reset_pin("nobody").unwrap(), None);
    // Sessions and students outlive the store being opened again.
    drop(store);
    let store = Store::open(&path, false).unwrap();
    assert_eq!(store.student(&first.token).unwrap(), Some(first.student));
}

#[test]
fn tries_are_kept_in_order_and_reported_per_student() {
    let (_folder, path) = file();
    let mut store = Store::open(&path, false).unwrap();
    let code = store.code();
    let ann = store.join(&code, "Ann", None).unwrap().unwrap().student;
    let bo = store.join(&code, "Bo", None).unwrap().unwrap().student;
    store.tried(&ann, "master-duel", 3, "1:11->12", false).unwrap();
    store.tried(&ann, "master-duel", 3, "1:9->12", false).unwrap();
    store.tried(&ann, "master-duel", 3, "1:10->12", true).unwrap();
    store.tried(&ann, "frogs", 1, "2:3->2", true).unwrap();
    store.tried(&bo, "master-duel", 3, "1:11->12", false).unwrap();
    drop(store);
    let report = Store::open(&path, false).unwrap().report().unwrap();
    let students = report["students"].as_array().unwrap();
    assert_eq!(students.len(), 2);
    assert_eq!(students[0]["name"], json!("Ann"));
    assert_eq!(
        without_links(&students[0]["puzzles"]),
        json!([
            {"problem": "master-duel", "number": 3, "solved": true, "first_try": false, "wrong": ["1:11->12", "1:9->12"], "tries": 3, "helped": [], "shown": false},
            {"problem": "frogs", "number": 1, "solved": true, "first_try": true, "wrong": [], "tries": 1, "helped": [], "shown": false},
        ])
    );
    assert_eq!(
        without_links(&students[1]["puzzles"]),
        json!([{"problem": "master-duel", "number": 3, "solved": false, "first_try": false, "wrong": ["1:11->12"], "tries": 1, "helped": [], "shown": false}])
    );
    assert_eq!(students[1]["pin"].as_str().unwrap().len(), store::PIN_LENGTH);
}

#[test]
fn secrets_are_compared_whole() {
    assert!(store::same_secret("abc", "abc"));
    for given in ["ab", "abcd", "abd", "", "ABC"] {
        assert!(!store::same_secret(given, "abc"), "{:?}", given);
    }
}

use testkit::class::room;
use testkit::class::server::{Class, WRONG_CODES};
use testkit::i18n::Lang;
use testkit::web::http::Request;

/// A request as the HTTP side hands it over.
/// A winning move of the game `view` shows, asked of the class as the
/// student's hint (a class's views carry none until it is asked for).
fn hinted(class: &mut Class, token: &str, problem: &str, view: &serde_json::Value) -> String {
    assert!(view["hint"].is_null(), "a class's view carries no hint until asked: {}", view);
    let at = format!("/{}/api/games/{}/hint", problem, view["id"].as_str().unwrap());
    let asked = json!({ "version": view["version"] });
    let (status, hinted, _) = answered(class, &request("POST", &at, asked, Some(token), [127, 0, 0, 3]));
    assert_eq!((status, hinted["hint_shown"].clone()), (200, json!(true)), "{}", hinted);
    hinted["hint"]["move"].as_str().expect("a winning move").to_string()
}

/// Master-duel's puzzles, in the file's order.
fn master_duel_puzzles() -> Vec<testkit::puzzles::Puzzle> {
    testkit::puzzles::parse(testkit::problem("master-duel").unwrap().puzzles.unwrap().text).unwrap()
}

/// A winning move of master-duel's `input` after the moves `played` (as a
/// view lists them), by the values.
fn master_duel_win(input: &str, played: &serde_json::Value) -> String {
    use testkit::ground::{xor_sum, Nimber, Rules};
    use testkit::master_duel::rules::MasterDuel;
    let mut position = MasterDuel::puzzle_position(input, None).expect("a master-duel position");
    for chosen in played.as_array().unwrap() {
        let chosen = MasterDuel::parse_move(chosen.as_str().unwrap()).unwrap();
        position = MasterDuel::apply(&position, &chosen).unwrap();
    }
    let moves = MasterDuel::moves(&position);
    let wins = |chosen: &&<MasterDuel as Rules>::Move| {
        xor_sum(&MasterDuel::values(&MasterDuel::apply(&position, chosen).unwrap())).is_zero()
    };
    MasterDuel::show_move(moves.iter().find(wins).expect("a winning move"))
}

fn request(method: &str, path: &str, body: serde_json::Value, cookie: Option<&str>, peer: [u8; 4]) -> Request {
    Request {
        method: method.to_string(),
        path: path.to_string(),
        body: if body.is_null() { Vec::new() } else { body.to_string().into_bytes() },
        languages: None,
        gzip: false,
        holding: None,
        cookie: cookie.map(|token| format!("other=1; class={}", token)),
        authorization: None,
        peer: Some(std::net::IpAddr::from(peer)),
    }
}

/// The answer's status and JSON.
fn answered(class: &mut Class, request: &Request) -> (u16, serde_json::Value, Option<String>) {
    let reply = class.respond(request, Lang::En);
    (reply.status, serde_json::from_slice(&reply.body).unwrap_or(serde_json::Value::Null), reply.cookie)
}

/// A master-duel puzzle's moves, by the values (proven by the problem's
/// tests): one that does not win, and one that does.
pub(crate) fn wrong_and_right(input: &str) -> (String, String) {
    room::wrong_and_right(input).expect("a wrong and a right move")
}

/// A class served from a new file, every problem's board in it: the
/// folder (kept while it lives), the class, its code and key.
fn served() -> (tempfile::TempDir, Class, String, String) {
    let (folder, path) = file();
    let store = Store::open(&path, false).unwrap();
    let (code, key) = (store.code(), store.key());
    let problems: Vec<&'static testkit::Problem> = testkit::PROBLEMS.iter().collect();
    (folder, Class::new(store, &problems).unwrap(), code, key)
}

/// Whether `text` has a Latin word (two letters or more: the statement's
/// one-letter names, as `m = 4`, are its notation).
pub(crate) fn latin_word(text: &str) -> bool {
    text.as_bytes().windows(2).any(|pair| pair.iter().all(u8::is_ascii_alphabetic))
}

/// The report's puzzles without each wrong try's link and their times
/// (each tested on its own).
fn without_links(puzzles: &serde_json::Value) -> serde_json::Value {
    let mut puzzles = puzzles.clone();
    for puzzle in puzzles.as_array_mut().unwrap() {
        for tested_alone in ["links", "first_at", "last_at", "won_at"] {
            puzzle.as_object_mut().unwrap().remove(tested_alone);
        }
    }
    puzzles
}

/// `name` joins `class` with `code` from 127.0.0.3: the session token and the answer.
fn joined(class: &mut Class, code: &str, name: &str) -> (String, serde_json::Value) {
    let (status, said, cookie) = answered(
        class,
        &request("POST", "/api/class/join", json!({ "code": code, "name": name }), None, [127, 0, 0, 3]),
    );
    assert_eq!(status, 201, "{}", said);
    (session_of(&cookie.unwrap()), said)
}

/// The session token a `Set-Cookie` value (`class=TOKEN; …`) carries.
fn session_of(cookie: &str) -> String {
    cookie.split(';').next().unwrap().strip_prefix("class=").unwrap().to_string()
}

/// A student joins, solves three master-duel puzzles each after a wrong
/// try, and the teacher's report names them; the report wants the key; a
/// wrong code counts towards 429 for its address alone; another student
/// cannot reach the first one's games.
#[test]
fn students_play_their_own_games_and_the_teacher_reads_every_try() {
    let (_folder, mut class, code, key) = served();
    let join = |name: &str, code: &str| json!({ "code": code, "name": name });
    let (status, said, cookie) =
        answered(&mut class, &request("POST", "/api/class/join", join("Ann", &code), None, [127, 0, 0, 3]));
    assert_eq!(status, 201, "{}", said);
    let cookie = cookie.unwrap();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"),
        "{}",
        cookie
    );
    let token = session_of(&cookie);
    assert!(said["said"].as_str().unwrap().contains(said["pin"].as_str().unwrap()));
    // Without the cookie, no board.
    let (status, _, _) =
        answered(&mut class, &request("POST", "/master-duel/api/games", json!({"puzzle": 1}), None, [127, 0, 0, 3]));
    assert_eq!(status, 401);
    let list = master_duel_puzzles();
    let mut expected = Vec::new();
    let mut first_game = String::new();
    for number in [1, 3, 10] {
        let (status, view, _) = answered(
            &mut class,
            &request("POST", "/master-duel/api/games", json!({ "puzzle": number }), Some(&token), [127, 0, 0, 3]),
        );
        assert_eq!(status, 201, "{}", view);
        let id = view["id"].as_str().unwrap().to_string();
        if first_game.is_empty() {
            first_game = id.clone();
        }
        let (wrong, right) = wrong_and_right(&list[number - 1].input);
        let at = format!("/master-duel/api/games/{}/move", id);
        let (status, view, _) =
            answered(&mut class, &request("POST", &at, json!({ "move": wrong }), Some(&token), [127, 0, 0, 3]));
        assert_eq!((status, view["feedback"]["wins"].clone()), (200, json!(false)), "{}", view);
        let (status, view, _) =
            answered(&mut class, &request("POST", &at, json!({ "move": right }), Some(&token), [127, 0, 0, 3]));
        assert_eq!((status, view["feedback"]["wins"].clone()), (200, json!(true)), "{}", view);
        expected.push(json!({"problem": "master-duel", "number": number, "solved": true, "first_try": false, "wrong": [wrong], "tries": 2, "helped": [], "shown": false}));
    }
    // The teacher's report: with the key (as a header or in the query), not without.
    let mut teacher = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    assert_eq!(answered(&mut class, &teacher).0, 401, "no key");
    teacher.authorization = Some(format!("Bearer {}x", key));
    assert_eq!(answered(&mut class, &teacher).0, 401, "a wrong key");
    let as_student = request("GET", "/api/class/report", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]);
    assert_eq!(answered(&mut class, &as_student).0, 401, "a student's cookie");
    teacher.authorization = Some(format!("Bearer {}", key));
    let (status, report, _) = answered(&mut class, &teacher);
    assert_eq!(status, 200);
    assert_eq!(report["students"][0]["name"], json!("Ann"));
    assert_eq!(without_links(&report["students"][0]["puzzles"]), json!(expected));
    let by_query =
        request("GET", &format!("/api/class/report?key={}", key), serde_json::Value::Null, None, [127, 0, 0, 9]);
    assert_eq!(answered(&mut class, &by_query).1, report);
    // The student's own record.
    let (status, me, _) =
        answered(&mut class, &request("GET", "/api/class/me", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]));
    assert_eq!((status, without_links(&me["puzzles"])), (200, json!(expected)));
    // Another student: their own record empty, the first one's game out of reach.
    let (_, _, other) =
        answered(&mut class, &request("POST", "/api/class/join", join("Bo", &code), None, [127, 0, 0, 4]));
    let other = session_of(&other.unwrap());
    let (_, me, _) =
        answered(&mut class, &request("GET", "/api/class/me", serde_json::Value::Null, Some(&other), [127, 0, 0, 4]));
    assert_eq!(me["puzzles"], json!([]));
    let theirs = format!("/master-duel/api/games/{}", first_game);
    assert_eq!(
        answered(&mut class, &request("GET", &theirs, serde_json::Value::Null, Some(&other), [127, 0, 0, 4])).0,
        404
    );
    assert_eq!(
        answered(&mut class, &request("GET", &theirs, serde_json::Value::Null, Some(&token), [127, 0, 0, 3])).0,
        200
    );
    // The name is not taken by another browser without the PIN.
    let (status, said, _) =
        answered(&mut class, &request("POST", "/api/class/join", join("Ann", &code), None, [127, 0, 0, 5]));
    assert_eq!((status, said["error"].clone()), (409, json!("this name is taken: use your PIN or ask your teacher")));
    assert_eq!(said["field"], "name", "the refusal names the field it is about");
    // Wrong codes: 403 each, then 429 for that address alone; each about the code's field.
    for _ in 0..WRONG_CODES {
        let (status, said, _) =
            answered(&mut class, &request("POST", "/api/class/join", join("Cy", "AAAAAA"), None, [127, 0, 0, 6]));
        assert_eq!((status, said["field"].clone()), (403, json!("code")));
    }
    assert_eq!(
        answered(&mut class, &request("POST", "/api/class/join", join("Cy", &code), None, [127, 0, 0, 6])).0,
        429
    );
    assert_eq!(
        answered(&mut class, &request("POST", "/api/class/join", join("Cy", &code), None, [127, 0, 0, 7])).0,
        201
    );
    // Pages: the join form without a session, the problems with one.
    let page = class.respond(&request("GET", "/", serde_json::Value::Null, None, [127, 0, 0, 8]), Lang::Zh);
    assert!(String::from_utf8_lossy(&page.body).contains("<form id=\"join\""));
    let page =
        class.respond(&request("GET", "/?lang=zh", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]), Lang::En);
    let page = String::from_utf8_lossy(&page.body).into_owned();
    assert!(
        page.contains("lang=\"zh\"")
            && page.contains("href=\"/master-duel/?lang=zh#puzzle=1\">高手过招 (master-duel)</a>"),
        "each problem by its Chinese name: {}",
        page
    );
}

/// One HTTP request from the loopback address `from`: status, body, cookie.
fn over_tcp(
    from: [u8; 4],
    server: std::net::SocketAddr,
    method: &str,
    path: &str,
    headers: &[&str],
    body: &str,
) -> (u16, String, Option<String>) {
    let headers: Vec<String> = headers.iter().map(|header| header.to_string()).collect();
    room::request(std::net::IpAddr::from(from), server, method, path, &headers, body).unwrap()
}

/// `cargo class --listen 127.0.0.2:0 --db FILE` started: the child, and
/// what it printed first (the students' address, the code, the teacher's
/// address with the key).
pub(crate) fn started(db: &std::path::Path) -> (std::process::Child, std::net::SocketAddr, String, String) {
    let (child, address, code, key, _) = started_saying(db);
    (child, address, code, key)
}

/// `started`, and its first line (the class it opened).
fn started_saying(db: &std::path::Path) -> (std::process::Child, std::net::SocketAddr, String, String, String) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_class"))
        .args(["--listen", "127.0.0.2:0", "--db", db.to_str().unwrap(), "--lang", "en"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let mut line = || lines.next().unwrap().unwrap();
    let first = line();
    let students = line();
    let address = students.strip_prefix("students: http://").unwrap().trim_end_matches('/').parse().unwrap();
    let code = line().strip_prefix("join code: ").unwrap().to_string();
    let teacher = line();
    let key = teacher.split_once("#key=").unwrap().1.to_string();
    assert_eq!(teacher, format!("teacher: http://{}/teacher#key={}", address, key));
    // The rest read as it comes, so that the server's lines never meet a closed pipe.
    std::thread::spawn(move || lines.for_each(drop));
    (child, address, code, key, first)
}

/// The binary on 127.0.0.2, students from 127.0.0.3 and on: joins, a
/// foreign Host and Origin refused; killed (SIGKILL) and started again on
/// the same file: the same code and key, the tries kept, the cookie good.
#[test]
fn the_class_survives_a_kill_with_its_code_key_tries_and_sessions() {
    let (_folder, path) = file();
    let (mut child, server, code, key) = started(&path);
    assert_eq!(server.ip(), std::net::IpAddr::from([127, 0, 0, 2]));
    let join = format!("{{\"code\": \"{}\", \"name\": \"王芳\"}}", code);
    let (status, body, cookie) = over_tcp([127, 0, 0, 3], server, "POST", "/api/class/join", &[], &join);
    assert_eq!(status, 201, "{}", body);
    let cookie = format!("Cookie: {}", cookie.unwrap());
    let (status, view, _) =
        over_tcp([127, 0, 0, 3], server, "POST", "/master-duel/api/games", &[&cookie], "{\"puzzle\": 3}");
    assert_eq!(status, 201, "{}", view);
    let view: serde_json::Value = serde_json::from_str(&view).unwrap();
    let kit = testkit::problem("master-duel").unwrap().puzzles.unwrap();
    let (wrong, _) = wrong_and_right(&testkit::puzzles::parse(kit.text).unwrap()[2].input);
    let path_of_move = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    let (status, _, _) =
        over_tcp([127, 0, 0, 3], server, "POST", &path_of_move, &[&cookie], &format!("{{\"move\": \"{}\"}}", wrong));
    assert_eq!(status, 200);
    // Another site's page, with the student's cookie: 403; a second host: 400; another host name: 421.
    let (status, _, _) =
        over_tcp([127, 0, 0, 3], server, "POST", "/api/class/join", &[&cookie, "Origin: http://evil.example"], &join);
    assert_eq!(status, 403);
    let (status, _, _) = over_tcp([127, 0, 0, 3], server, "GET", "/", &["Host: evil.example"], "");
    assert_eq!(status, 400, "a second Host");
    child.kill().unwrap();
    child.wait().unwrap();
    let (mut again, server, code_again, key_again) = started(&path);
    assert_eq!((code_again, key_again.clone()), (code, key), "the same code and key after the kill");
    let bearer = format!("Authorization: Bearer {}", key_again);
    let (status, report, _) = over_tcp([127, 0, 0, 9], server, "GET", "/api/class/report", &[&bearer], "");
    assert_eq!(status, 200);
    let report: serde_json::Value = serde_json::from_str(&report).unwrap();
    assert_eq!(report["students"][0]["name"], json!("王芳"));
    assert_eq!(
        report["students"][0]["puzzles"][0]["wrong"],
        json!([wrong]),
        "the try acknowledged before the kill is kept"
    );
    let (status, me, _) = over_tcp([127, 0, 0, 3], server, "GET", "/api/class/me", &[&cookie], "");
    assert_eq!(status, 200, "the cookie still works: {}", me);
    again.kill().unwrap();
    again.wait().unwrap();
}

/// A room of 60 students at once, each on an address of its own, joining
/// and solving three puzzles after a wrong try each: every request
/// answered as expected (no refusal), all 60 in the report with their
/// tries. (Its speed is the benchmark's: scripts/bench-class.sh.)
#[test]
fn a_room_of_sixty_is_answered_and_reported_whole() {
    let (_folder, path) = file();
    let (mut child, server, code, key) = started(&path);
    let list = master_duel_puzzles();
    let numbers = [1, 3, 10];
    let inputs: Vec<String> = numbers.iter().map(|&number| list[number - 1].input.clone()).collect();
    let outcome = room::room(server, &code, 60, &numbers, &inputs);
    assert!(outcome.unexpected.is_empty(), "{:#?}", outcome.unexpected);
    assert_eq!(outcome.times.len(), 60 * (2 + 3 * numbers.len()));
    let bearer = format!("Authorization: Bearer {}", key);
    let (status, report, _) = over_tcp([127, 0, 0, 9], server, "GET", "/api/class/report", &[&bearer], "");
    assert_eq!(status, 200);
    let report: serde_json::Value = serde_json::from_str(&report).unwrap();
    let students = report["students"].as_array().unwrap();
    assert_eq!(students.len(), 60);
    for student in students {
        let puzzles = student["puzzles"].as_array().unwrap();
        assert_eq!(puzzles.len(), numbers.len(), "{}", student);
        for puzzle in puzzles {
            assert_eq!((puzzle["solved"].clone(), puzzle["tries"].clone()), (json!(true), json!(2)), "{}", student);
            assert_eq!(puzzle["wrong"].as_array().unwrap().len(), 1, "{}", student);
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

/// A file of the first schema (settings, students, sessions, tries) is
/// brought up to this one when opened: its students kept, the games' table
/// added, the version written.
#[test]
fn an_older_class_is_brought_up_to_date() {
    let (_folder, path) = file();
    let old = Connection::open(&path).unwrap();
    old.execute_batch(store::MIGRATIONS[0]).unwrap();
    old.pragma_update(None, "application_id", store::APPLICATION_ID).unwrap();
    old.pragma_update(None, "user_version", 1).unwrap();
    old.execute_batch(
        "INSERT INTO settings VALUES ('code', 'ABCDEF'), ('key', '00112233445566778899aabbccddeeff');
         INSERT INTO students (name, pin, joined) VALUES ('Ann', '1234', 0);",
    )
    .unwrap();
    drop(old);
    let mut store = Store::open(&path, false).unwrap();
    assert_eq!(store.code(), "ABCDEF", "the code kept");
    assert!(store.join("ABCDEF", "Ann", Some("1234")).unwrap().is_ok(), "the student kept");
    let ann = store.join("ABCDEF", "Ann", Some("1234")).unwrap().unwrap().student;
    store.game(&ann, "t1", "frogs", "p=x", None, 0).unwrap();
    assert_eq!(store.report().unwrap()["students"][0]["games"][0]["problem"], json!("frogs"));
    drop(store);
    let version: i32 = Connection::open(&path).unwrap().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, store::SCHEMA);
}

/// A student's games (not puzzles) are kept as they stand after each
/// change: the address, the result, the mistakes; a game's token is its
/// student's alone. The teacher gives a new PIN (with the key only).
#[test]
fn games_are_kept_and_the_teacher_gives_new_pins() {
    let (_folder, mut class, code, key) = served();
    let (token, said) = joined(&mut class, &code, "Ann");
    let pin = said["pin"].as_str().unwrap().to_string();
    let (status, view, _) =
        answered(&mut class, &request("POST", "/master-duel/api/games", json!({}), Some(&token), [127, 0, 0, 3]));
    assert_eq!(status, 201, "{}", view);
    let hint = hinted(&mut class, &token, "master-duel", &view);
    let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    let (status, view, _) =
        answered(&mut class, &request("POST", &at, json!({ "move": hint }), Some(&token), [127, 0, 0, 3]));
    assert_eq!(status, 200, "{}", view);
    let mut teacher = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    teacher.authorization = Some(format!("Bearer {}", key));
    let report = answered(&mut class, &teacher).1;
    let games = &report["students"][0]["games"];
    assert_eq!(games.as_array().unwrap().len(), 1, "{}", report);
    assert_eq!(games[0]["problem"], json!("master-duel"));
    assert_eq!(games[0]["address"], view["address"], "the game as it stands");
    assert_eq!(games[0]["result"], view["result"]);
    assert_eq!(games[0]["mistakes"], json!(0), "the hint is no mistake");
    assert_eq!(report["students"][0]["puzzles"], json!([]), "a game is no puzzle");
    // A new PIN: the key wanted; the old PIN no longer rejoins.
    let body = json!({ "name": "Ann" });
    assert_eq!(
        answered(&mut class, &request("POST", "/api/class/pin", body.clone(), Some(&token), [127, 0, 0, 3])).0,
        401
    );
    let mut asked = request("POST", "/api/class/pin", body, None, [127, 0, 0, 9]);
    asked.authorization = Some(format!("Bearer {}", key));
    let (status, renewed, _) = answered(&mut class, &asked);
    assert_eq!(status, 200, "{}", renewed);
    let new_pin = renewed["pin"].as_str().unwrap().to_string();
    let rejoin = |pin: &str| {
        request("POST", "/api/class/join", json!({ "code": code, "name": "Ann", "pin": pin }), None, [127, 0, 0, 4])
    };
    if new_pin != pin {
        assert_eq!(answered(&mut class, &rejoin(&pin)).0, 409);
    }
    assert_eq!(answered(&mut class, &rejoin(&new_pin)).0, 201);
    asked.body = json!({ "name": "nobody" }).to_string().into_bytes();
    assert_eq!(answered(&mut class, &asked).0, 404);
}

/// Homework (with the key): a Chinese title, a puzzle and a position of
/// the teacher's; each item checked (an illegal position refused with the
/// validator's reason, an unknown problem, a puzzle past the file, an item
/// of both kinds or neither, no items, no title); the student sees it, with
/// its links, and each item done as the puzzle is solved and the position's
/// game won; the report counts it; taken back with the key.
#[test]
fn homework_is_set_checked_seen_and_done() {
    let (_folder, mut class, code, key) = served();
    let teacher = |body: serde_json::Value| {
        let mut asked = request("POST", "/api/class/homework", body, None, [127, 0, 0, 9]);
        asked.authorization = Some(format!("Bearer {}", key));
        asked
    };
    let position = "1\n1\n1 19\n";
    let good = json!({
        "title": "第一次作业：阶梯博弈",
        "items": [{"problem": "master-duel", "puzzle": 3}, {"problem": "master-duel", "input": position}],
    });
    let mut without_key = teacher(good.clone());
    without_key.authorization = None;
    assert_eq!(answered(&mut class, &without_key).0, 401);
    let illegal = "1\n1\n2 5 5\n";
    let reason = (testkit::problem("master-duel").unwrap().validate)(illegal.as_bytes()).unwrap_err();
    for (body, said) in [
        (
            json!({"title": "x", "items": [{"problem": "master-duel", "input": illegal}]}),
            format!("item 1: not a legal position: {}", reason),
        ),
        (
            json!({"title": "x", "items": [{"problem": "chess", "puzzle": 1}]}),
            "item 1: there is no problem chess".to_string(),
        ),
        (
            json!({"title": "x", "items": [{"problem": "frogs", "puzzle": 1}, {"problem": "frogs", "puzzle": 999}]}),
            "item 2: frogs has no puzzle 999 (1 to 36)".to_string(),
        ),
        (
            json!({"title": "x", "items": [{"problem": "frogs", "puzzle": 1, "input": "0 1\n1\nLL_RR 1\n"}]}),
            "item 1: an item is a puzzle's number or a position, one of them".to_string(),
        ),
        (json!({"title": "x", "items": []}), "homework has 1 to 50 items".to_string()),
        // The statement's first sample, answered NO: no stone can move.
        (
            json!({"title": "x", "items": [{"problem": "master-duel", "input": "1\n1\n2 19 20\n"}]}),
            "item 1: no move: the first player loses, so no student can win it: set one the first player wins"
                .to_string(),
        ),
        // Moves, each losing (stones at 17 and 18: the first player's
        // every move leaves the second a win).
        (
            json!({"title": "x", "items": [{"problem": "master-duel", "input": "1\n1\n2 17 18\n"}]}),
            "item 1: whoever moves first loses this position, so no student can win it: set one the first player wins"
                .to_string(),
        ),
        // No piece: no move at all.
        (
            json!({"title": "x", "items": [{"problem": "ring-grid-game", "puzzle": 1}, {"problem": "ring-grid-game", "input": "1\n1 2\n..\n"}]}),
            "item 2: no move: the first player loses, so no student can win it: set one the first player wins"
                .to_string(),
        ),
        (
            json!({"title": " ", "items": [{"problem": "frogs", "puzzle": 1}]}),
            "a title is 1 to 100 characters, without control characters".to_string(),
        ),
    ] {
        let (status, answer, _) = answered(&mut class, &teacher(body.clone()));
        assert_eq!((status, answer["error"].clone()), (422, json!(said)), "{}", body);
    }
    // In Chinese the validator's reason is said in Chinese too, its line
    // and column numbers kept: no Latin word in the answer.
    let mut chinese = teacher(json!({"title": "x", "items": [{"problem": "master-duel", "input": illegal}]}));
    chinese.path.push_str("?lang=zh");
    let (status, answer, _) = answered(&mut class, &chinese);
    let said = answer["error"].as_str().unwrap_or_default().to_string();
    assert_eq!(status, 422, "{}", answer);
    assert!(said.starts_with("第 1 项：不是合法的局面：第 3 行"), "{}", said);
    assert!(!latin_word(&said), "a Latin word in {:?} (from {:?})", said, reason);
    let (status, answer, _) = answered(&mut class, &teacher(good));
    assert_eq!(status, 201, "{}", answer);
    let id = answer["id"].clone();
    // The student's view of it.
    let (token, _) = joined(&mut class, &code, "Ann");
    let homework = |class: &mut Class| {
        let (status, answer, _) = answered(
            class,
            &request("GET", "/api/class/homework", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]),
        );
        assert_eq!(status, 200, "{}", answer);
        answer["homework"][0].clone()
    };
    let set = homework(&mut class);
    assert_eq!(
        (set["id"].clone(), set["title"].clone(), set["done"].clone(), set["count"].clone()),
        (id.clone(), json!("第一次作业：阶梯博弈"), json!(0), json!(2))
    );
    assert_eq!(set["items"][0]["link"], json!("/master-duel/?lang=en#puzzle=3"));
    let link = set["items"][1]["link"].as_str().unwrap().to_string();
    let fragment = link.split_once('#').unwrap().1.to_string();
    // The puzzle solved, after a wrong try.
    let kit = testkit::problem("master-duel").unwrap().puzzles.unwrap();
    let (wrong, right) = wrong_and_right(&testkit::puzzles::parse(kit.text).unwrap()[2].input);
    let (_, view, _) = answered(
        &mut class,
        &request("POST", "/master-duel/api/games", json!({"puzzle": 3}), Some(&token), [127, 0, 0, 3]),
    );
    // Set without help: the puzzle's answer refused, the view says so.
    assert_eq!(view["help"], json!(false), "{}", view);
    let game = view["id"].as_str().unwrap().to_string();
    let asking = |what: &str, body: serde_json::Value| {
        request("POST", &format!("/master-duel/api/games/{}/{}", game, what), body, Some(&token), [127, 0, 0, 3])
    };
    let (status, refused, _) = answered(&mut class, &asking("solution", json!({})));
    assert_eq!(
        (status, refused["error"].clone()),
        (403, json!("this is homework set without help: no hint, values or answer here"))
    );
    let at = format!("/master-duel/api/games/{}/move", game);
    for chosen in [&wrong, &right] {
        answered(&mut class, &request("POST", &at, json!({ "move": chosen }), Some(&token), [127, 0, 0, 3]));
    }
    let set = homework(&mut class);
    assert_eq!(
        (set["done"].clone(), set["items"][0]["done"].clone(), set["items"][1]["done"].clone()),
        (json!(1), json!(true), json!(false))
    );
    // The position's game, opened by its link's address with the values
    // asked for: none given (set without help), the hint refused; won by
    // the values reckoned here.
    let (status, mut view, _) = answered(
        &mut class,
        &request(
            "POST",
            "/master-duel/api/games",
            json!({ "address": fragment, "values": true }),
            Some(&token),
            [127, 0, 0, 3],
        ),
    );
    assert_eq!(status, 201, "{}", view);
    assert_eq!(
        (view["help"].clone(), view["value"].clone(), view["values_on"].clone()),
        (json!(false), json!(null), json!(false))
    );
    while view["result"].is_null() {
        let at = |what: &str| format!("/master-duel/api/games/{}/{}", view["id"].as_str().unwrap(), what);
        for (what, body) in [("hint", json!({})), ("values", json!({ "on": true }))] {
            let refused = answered(&mut class, &request("POST", &at(what), body, Some(&token), [127, 0, 0, 3]));
            assert_eq!(refused.0, 403, "{}: {}", what, refused.1);
        }
        let winning = master_duel_win(position, &view["played"]);
        view = answered(
            &mut class,
            &request("POST", &at("move"), json!({ "move": winning }), Some(&token), [127, 0, 0, 3]),
        )
        .1;
    }
    assert_eq!(view["result"], json!("you win"));
    let set = homework(&mut class);
    assert_eq!((set["done"].clone(), set["items"][1]["done"].clone()), (json!(2), json!(true)));
    // The report counts it; the student's page lists it.
    let mut report = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    report.authorization = Some(format!("Bearer {}", key));
    let report = answered(&mut class, &report).1;
    assert_eq!(
        report["students"][0]["homework"],
        json!([{"id": id, "title": "第一次作业：阶梯博弈", "done": 2, "count": 2}])
    );
    let page = class.respond(&request("GET", "/", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]), Lang::En);
    let page = String::from_utf8_lossy(&page.body).into_owned();
    assert!(
        page.contains("第一次作业：阶梯博弈")
            && page.contains("href=\"/master-duel/?lang=en#puzzle=3\"")
            && page.contains("2 of 2 done"),
        "{}",
        page
    );
    let made = report["homework"][0]["made"].as_i64().expect("when it was set");
    let counts = format!("counts the work done from {} on", class.store().local_time(made).unwrap());
    assert_eq!(
        report["homework"],
        json!([{"id": id, "title": "第一次作业：阶梯博弈", "count": 2, "help": false, "made": made, "counts": counts}])
    );
    // No help was given: none recorded.
    assert!(report["students"][0]["puzzles"][0]["helped"] == json!([]), "{}", report);
    assert!(report["students"][0]["games"].as_array().unwrap().iter().all(|game| game["helped"] == json!([])));
    // The position's game is marked as the homework's, and is the one game
    // row (games opened without a move are none).
    let games = report["students"][0]["games"].as_array().unwrap();
    let marked: Vec<&serde_json::Value> = games.iter().map(|game| &game["homework"]).collect();
    assert_eq!(marked, [&json!("第一次作业：阶梯博弈")], "{}", report);
    // Taken back, with the key alone: gone from the student's list and the
    // report, the tries kept; an id the class has not 404, no id 400.
    let remove = |body: serde_json::Value, key: Option<&str>| {
        let mut asked = request("POST", "/api/class/homework/remove", body, Some(&token), [127, 0, 0, 9]);
        asked.authorization = key.map(|key| format!("Bearer {}", key));
        asked
    };
    assert_eq!(answered(&mut class, &remove(json!({ "id": id }), None)).0, 401, "a student's cookie");
    let (status, said, _) = answered(&mut class, &remove(json!({ "id": id }), Some(&key)));
    assert_eq!(
        (status, said["said"].clone()),
        (200, json!("Homework taken back: 第一次作业：阶梯博弈. The tries stay in the records."))
    );
    assert_eq!(homework(&mut class), serde_json::Value::Null, "no homework left");
    let (status, said, _) = answered(&mut class, &remove(json!({ "id": id }), Some(&key)));
    assert_eq!((status, said["error"].clone()), (404, json!(format!("the class has no homework {}", id))));
    assert_eq!(answered(&mut class, &remove(json!({ "title": "x" }), Some(&key))).0, 400);
    let mut report = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    report.authorization = Some(format!("Bearer {}", key));
    let report = answered(&mut class, &report).1;
    assert_eq!((report["homework"].clone(), report["students"][0]["homework"].clone()), (json!([]), json!([])));
    assert_eq!(report["students"][0]["puzzles"][0]["tries"], json!(2), "the tries stay");
    assert_eq!(report["students"][0]["games"][0]["homework"], json!(null), "no longer homework");
}

/// The teacher's editor asks the class whether a position could be set:
/// legal, one test, won by whoever moves first; said as a sentence in the
/// request's language, with the key alone.
#[test]
fn a_position_is_checked_as_homework_before_it_is_set() {
    let (_folder, mut class, code, key) = served();
    let (token, _) = joined(&mut class, &code, "Ann");
    let check = |body: serde_json::Value, lang: &str, key: Option<&str>| {
        let path = format!("/api/class/homework/check?lang={}", lang);
        let mut asked = request("POST", &path, body, Some(&token), [127, 0, 0, 9]);
        asked.authorization = key.map(|key| format!("Bearer {}", key));
        asked
    };
    let ring = |input: &str| json!({ "problem": "ring-grid-game", "input": input });
    let won = "1\n3 4\nBB..\n..#.\n..BB\n";
    assert_eq!(answered(&mut class, &check(ring(won), "en", None)).0, 401, "a student's cookie is not the key");
    let illegal = "1\n3 4\nB..\n";
    let reason = (testkit::problem("ring-grid-game").unwrap().validate)(illegal.as_bytes()).unwrap_err();
    for (body, lang, expected) in [
        (ring(won), "en", (200, json!({ "said": "A legal position, won by whoever moves first: it can be set." }))),
        (ring(won), "zh", (200, json!({ "said": "合法的局面，先走的一方必胜：可以布置。" }))),
        (
            ring("1\n3 4\n....\n....\n....\n"),
            "en",
            (
                422,
                json!({ "error": "No move: the first player loses, so no student can win it: set one the first player wins" }),
            ),
        ),
        (
            ring("1\n3 4\nBB..\n..#.\n...B\n"),
            "en",
            (
                422,
                json!({ "error": "Whoever moves first loses this position, so no student can win it: set one the first player wins" }),
            ),
        ),
        (ring(illegal), "en", (422, json!({ "error": format!("Not a legal position: {}", reason) }))),
        (ring("2\n1 2\nB.\n1 2\n.B\n"), "en", (422, json!({ "error": "A position is one test" }))),
        (json!({ "problem": "chess", "input": "x" }), "en", (422, json!({ "error": "There is no problem chess" }))),
    ] {
        let (status, answer, _) = answered(&mut class, &check(body.clone(), lang, Some(&key)));
        assert_eq!((status, answer), expected, "{} in {}", body, lang);
    }
    // The validator's reason in Chinese, its line kept.
    let (status, answer, _) = answered(&mut class, &check(ring(illegal), "zh", Some(&key)));
    let said = answer["error"].as_str().unwrap_or_default();
    assert_eq!(status, 422);
    assert!(said.starts_with("不是合法的局面：第 3 行") && !latin_word(said), "{}", said);
    assert_eq!(answered(&mut class, &check(json!({ "input": won }), "en", Some(&key))).0, 400);
}

/// Homework counts the work done from its setting on, and says so: a
/// puzzle solved before it was set is not done until solved again.
#[test]
fn homework_counts_the_work_done_after_it_is_set() {
    let (_folder, mut class, code, key) = served();
    let (token, _) = joined(&mut class, &code, "Ann");
    let kit = testkit::problem("master-duel").unwrap().puzzles.unwrap();
    let (_, right) = wrong_and_right(&testkit::puzzles::parse(kit.text).unwrap()[2].input);
    let solve = |class: &mut Class| {
        let start = request("POST", "/master-duel/api/games", json!({"puzzle": 3}), Some(&token), [127, 0, 0, 3]);
        let (_, view, _) = answered(class, &start);
        let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
        let (status, view, _) =
            answered(class, &request("POST", &at, json!({ "move": right }), Some(&token), [127, 0, 0, 3]));
        assert_eq!((status, view["feedback"]["wins"].clone()), (200, json!(true)), "{}", view);
    };
    let done = |class: &mut Class| {
        let asked = request("GET", "/api/class/homework", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]);
        answered(class, &asked).1["homework"][0].clone()
    };
    solve(&mut class);
    // Times are kept to the second: the homework is set in a later one.
    std::thread::sleep(std::time::Duration::from_millis(1001));
    let mut set = request(
        "POST",
        "/api/class/homework",
        json!({"title": "Steps", "items": [{"problem": "master-duel", "puzzle": 3}]}),
        None,
        [127, 0, 0, 9],
    );
    set.authorization = Some(format!("Bearer {}", key));
    assert_eq!(answered(&mut class, &set).0, 201);
    let made = class.store().homework().unwrap()[0].made;
    let counts = format!("counts the work done from {} on", class.store().local_time(made).unwrap());
    let before = done(&mut class);
    assert_eq!((before["done"].clone(), before["counts"].clone()), (json!(0), json!(counts)), "{}", before);
    let page = class.respond(&request("GET", "/", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]), Lang::En);
    let page = String::from_utf8_lossy(&page.body).into_owned();
    assert!(page.contains(&format!("(0 of 1 done; {}; without help)", counts)), "{}", page);
    solve(&mut class);
    assert_eq!(done(&mut class)["done"], json!(1));
    let mut report = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    report.authorization = Some(format!("Bearer {}", key));
    let report = answered(&mut class, &report).1;
    assert_eq!(report["homework"][0]["counts"], json!(counts));
    assert_eq!(report["students"][0]["puzzles"][0]["won_at"].as_array().map(Vec::len), Some(2), "{}", report);
}

/// A request of the teacher's browser on a board: the teacher's cookie
/// (set by the report's answer) with the key `key`.
fn as_teacher(method: &str, path: &str, body: serde_json::Value, key: &str) -> Request {
    let mut asked = request(method, path, body, None, [127, 0, 0, 9]);
    asked.cookie = Some(format!("class-teacher={}", key));
    asked
}

/// The fragment of a link the report gives (`/PROBLEM/?lang=en#FRAGMENT`).
fn fragment_of<'a>(link: &'a str, problem: &str) -> &'a str {
    let start = format!("/{}/?lang=en#", problem);
    link.strip_prefix(&start).unwrap_or_else(|| panic!("{} opens {}'s board", link, problem))
}

/// The teacher's report links each wrong try to its puzzle's board with the
/// move played (a mistake in its history, values shown) and each game to
/// the game: the report's answer sets the teacher's cookie, with which the
/// boards open them in the teacher's own games, recorded nowhere; a wrong
/// key in it opens nothing. Master-duel's wrong move by the values, frogs'
/// found by trying (its data set played whole, the puzzle's side to move).
#[test]
fn the_teacher_opens_each_wrong_try_and_game_on_the_board() {
    let (_folder, mut class, code, key) = served();
    let (token, _) = joined(&mut class, &code, "Ann");
    let student =
        |method: &str, path: &str, body: serde_json::Value| request(method, path, body, Some(&token), [127, 0, 0, 3]);
    // Master-duel's puzzle 3: a wrong try, then the right one.
    let list = master_duel_puzzles();
    let (wrong, right) = wrong_and_right(&list[2].input);
    let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({ "puzzle": 3 })));
    let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    for chosen in [&wrong, &right] {
        assert_eq!(answered(&mut class, &student("POST", &at, json!({ "move": chosen }))).0, 200);
    }
    // Frogs' first puzzle: moves tried in the listed order until one is wrong.
    let (_, view, _) = answered(&mut class, &student("POST", "/frogs/api/games", json!({ "puzzle": 1 })));
    let at = format!("/frogs/api/games/{}/move", view["id"].as_str().unwrap());
    let mut frogs_wrong = None;
    for entry in view["moves"].as_array().unwrap() {
        let chosen = entry["move"].as_str().unwrap().to_string();
        let (status, after, _) = answered(&mut class, &student("POST", &at, json!({ "move": chosen })));
        assert_eq!(status, 200, "{}", after);
        if after["feedback"]["wins"] == json!(false) {
            frogs_wrong = Some(chosen);
            break;
        }
        if after["feedback"]["wins"] == json!(true) {
            break;
        }
    }
    let frogs_wrong = frogs_wrong.expect("frogs' first puzzle has a losing move listed before a winning one");
    // A game of master-duel, won by its hint's first move.
    let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({})));
    let hint = hinted(&mut class, &token, "master-duel", &view);
    let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    let (_, game, _) = answered(&mut class, &student("POST", &at, json!({ "move": hint })));
    // The report, its answer setting the teacher's cookie.
    let mut teacher = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    teacher.authorization = Some(format!("Bearer {}", key));
    let (status, report, set) = answered(&mut class, &teacher);
    assert_eq!(status, 200);
    let set = set.expect("the report sets the teacher's cookie");
    assert!(
        set.starts_with(&format!("class-teacher={};", key))
            && set.contains("HttpOnly")
            && set.contains("SameSite=Strict"),
        "{}",
        set
    );
    let ann = &report["students"][0];
    let puzzles = ann["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 2, "{}", ann);
    for (puzzle, problem, wrong, number) in
        [(&puzzles[0], "master-duel", &wrong, 3), (&puzzles[1], "frogs", &frogs_wrong, 1)]
    {
        let links = puzzle["links"].as_array().unwrap();
        assert_eq!(links.len(), 1, "one link a wrong try: {}", puzzle);
        // The puzzle, the move to try on it and who tried it.
        let fragment = fragment_of(links[0].as_str().unwrap(), problem);
        let escaped = wrong.replace('>', "%3E").replace(' ', "%20");
        assert_eq!(fragment, format!("puzzle={}&try={}&who=Ann", number, escaped), "{}", wrong);
        // Opened as the page opens it: the puzzle, then the move tried on
        // it, refused with the position it makes (the panel the student saw).
        let games = format!("/{}/api/games", problem);
        let asked = json!({ "puzzle": number });
        assert_eq!(answered(&mut class, &request("POST", &games, asked.clone(), None, [127, 0, 0, 9])).0, 401);
        assert_eq!(answered(&mut class, &as_teacher("POST", &games, asked.clone(), &format!("{}x", key))).0, 401);
        let (status, view, _) = answered(&mut class, &as_teacher("POST", &games, asked, &key));
        assert_eq!(status, 201, "{} opens: {}", fragment, view);
        let at = format!("{}/{}/move", games, view["id"].as_str().unwrap());
        let (status, view, _) = answered(&mut class, &as_teacher("POST", &at, json!({ "move": wrong }), &key));
        assert_eq!(status, 200, "{}", view);
        assert_eq!(view["feedback"]["wins"], json!(false), "{}", view);
        assert_eq!(view["refused"]["move"], json!(wrong), "the refused move's panel: {}", view);
        assert!(view["refused"]["verdict"].as_str().is_some_and(|said| !said.is_empty()), "{}", view);
    }
    // The game's link: the game as it stands.
    let games = ann["games"].as_array().unwrap();
    assert_eq!(games.len(), 1);
    let fragment = fragment_of(games[0]["link"].as_str().unwrap(), "master-duel");
    let (status, view, _) =
        answered(&mut class, &as_teacher("POST", "/master-duel/api/games", json!({ "address": fragment }), &key));
    assert_eq!(status, 201, "{}", view);
    assert_eq!(view["address"], game["address"]);
    assert_eq!(view["history"], game["history"]);
    // The position editor's check, on the teacher's cookie (or a student's), none without.
    let check = json!({ "input": "1\n1 2\nB.\n" });
    let (status, said, _) = answered(&mut class, &as_teacher("POST", "/ring-grid-game/api/check", check.clone(), &key));
    assert_eq!((status, said["said"].clone()), (200, json!("A legal position.")));
    assert_eq!(answered(&mut class, &student("POST", "/ring-grid-game/api/check", check.clone())).0, 200);
    let unknown = request("POST", "/ring-grid-game/api/check", check, None, [127, 0, 0, 9]);
    assert_eq!(answered(&mut class, &unknown).0, 401);
    // The teacher's games are no one's record.
    assert_eq!(answered(&mut class, &teacher).1, report);
}

/// The class's file at its bound: the try that does not fit is answered 507
/// naming the bound (not kept, so not acknowledged); what was kept is still
/// read, and the report answers.
#[test]
fn a_full_file_says_its_bound() {
    let (_folder, mut class, code, key) = served();
    let (token, _) = joined(&mut class, &code, "Ann");
    let list = master_duel_puzzles();
    let (wrong, _) = wrong_and_right(&list[0].input);
    let (_, view, _) = answered(
        &mut class,
        &request("POST", "/master-duel/api/games", json!({ "puzzle": 1 }), Some(&token), [127, 0, 0, 3]),
    );
    let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    assert_eq!(class.store().bound(), 1 << 30, "a class's file is bound to 1 GiB");
    assert_eq!(class.store().full(), None);
    // Bound to the pages it has now: a few tries fit in them, not many.
    let pages = class.store().pages();
    class.store_mut().bound_pages(pages).unwrap();
    let mut kept = 0;
    let refusal = loop {
        let (status, said, _) =
            answered(&mut class, &request("POST", &at, json!({ "move": wrong }), Some(&token), [127, 0, 0, 3]));
        if status != 200 {
            break (status, said);
        }
        kept += 1;
        assert!(kept < 5000, "4 KiB pages hold no 5000 tries");
    };
    let most = format!("{} KiB", pages * 4);
    let said = format!(
        "the class's file has reached its bound ({}), so nothing more is kept: start a new class with another --db FILE (this one stays readable)",
        most
    );
    assert_eq!(refusal, (507, json!({ "error": said })));
    let mut teacher = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    teacher.authorization = Some(format!("Bearer {}", key));
    let (status, report, _) = answered(&mut class, &teacher);
    assert_eq!(status, 200);
    assert_eq!(report["students"][0]["puzzles"][0]["tries"], json!(kept), "every try answered 200 is kept");
}

/// Listening on every address, the students' addresses printed are the
/// machine's own (each can be bound here), none twice, loopback last.
#[test]
fn the_machines_addresses_are_its_own() {
    let found = testkit::class::machine_addresses(false);
    assert_eq!(found.last(), Some(&std::net::IpAddr::from([127, 0, 0, 1])));
    for (at, ip) in found.iter().enumerate() {
        assert!(ip.is_ipv4(), "{}", ip);
        assert!(!found[..at].contains(ip), "{} twice in {:?}", ip, found);
        assert!(std::net::TcpListener::bind((*ip, 0)).is_ok(), "{} is not this machine's", ip);
    }
}

/// The answer is never given without asking (issue 74's first bar): on the
/// class's boards a random master-duel position's moves come in the rules'
/// order with nothing that tells them apart, so that the first listed move
/// loses in some positions that have both kinds; no value, length, chart or
/// hint in the view until asked for.
#[test]
fn a_class_view_gives_no_answer_until_asked() {
    use testkit::ground::{xor_sum, Nimber, Rules, Size};
    use testkit::master_duel::rules::MasterDuel;
    let (_folder, mut class, code, _) = served();
    let (token, _) = joined(&mut class, &code, "Ann");
    let problem = testkit::problem("master-duel").unwrap();
    let (mut both, mut first_loses) = (0, 0);
    for seed in 0..40u64 {
        let mut rng = testkit::rng::Rng::new(seed);
        let text = (problem.generate)(&mut rng, Size::Small);
        let input = testkit::drivers::one_test(problem, &text, 1).unwrap_or(text);
        let asked = json!({ "input": input, "test": 1 });
        let (status, view, _) =
            answered(&mut class, &request("POST", "/master-duel/api/games", asked, Some(&token), [127, 0, 0, 3]));
        assert_eq!(status, 201, "seed {}: {}", seed, view);
        if !view["result"].is_null() || view["to_move"] != "you" {
            continue;
        }
        for valued in ["value", "grundy", "remoteness", "prediction", "hint", "values_table"] {
            assert!(view[valued].is_null(), "seed {}: {} in a view not asked for: {}", seed, valued, view[valued]);
        }
        assert_eq!(view["chart"], json!([]), "seed {}", seed);
        assert_eq!((view["values_on"].clone(), view["hint_shown"].clone()), (json!(false), json!(false)));
        let position = MasterDuel::puzzle_position(&input, None).unwrap();
        let position = match view["played"].as_array().unwrap().as_slice() {
            [] => position,
            _ => continue,
        };
        let (ruled, _) = MasterDuel::moves_up_to(&position, testkit::web::LISTED_MOVES);
        let listed: Vec<&str> =
            view["moves"].as_array().unwrap().iter().map(|entry| entry["move"].as_str().unwrap()).collect();
        let ruled_said: Vec<String> = ruled.iter().map(MasterDuel::show_move).collect();
        assert_eq!(listed, ruled_said, "seed {}: the rules' order", seed);
        for entry in view["moves"].as_array().unwrap() {
            let keys: Vec<&String> = entry.as_object().unwrap().keys().collect();
            assert_eq!(keys, ["cells", "describe", "move"], "seed {}: a move with no value", seed);
        }
        let wins: Vec<bool> = ruled
            .iter()
            .map(|chosen| xor_sum(&MasterDuel::values(&MasterDuel::apply(&position, chosen).unwrap())).is_zero())
            .collect();
        if wins.contains(&true) && wins.contains(&false) {
            both += 1;
            first_loses += usize::from(!wins[0]);
        }
    }
    assert!(both >= 10, "only {} positions with winning and losing moves", both);
    assert!(first_loses > 0 && first_loses < both, "the first listed move loses in {} of {}", first_loses, both);
    // A puzzle's address that says its solution was shown opens it without:
    // the solution is asked for on the board, where help is counted.
    let asked = json!({ "address": "puzzle=3&shown=1" });
    let (status, view, _) =
        answered(&mut class, &request("POST", "/master-duel/api/games", asked, Some(&token), [127, 0, 0, 3]));
    assert_eq!(status, 201, "{}", view);
    assert_eq!((view["puzzle"]["shown"].clone(), view["hint"].clone()), (json!(false), json!(null)), "{}", view);
    assert_eq!(view["address"], json!("puzzle=3"));
}

/// Every help is recorded where it helped: a game's hint (at one move only)
/// and values (while switched on), a puzzle's answer; a puzzle whose answer
/// was shown is not solved by playing it, in that game or a later one; one
/// solved before its answer was asked stays solved. Homework set with help
/// lets it be asked for.
#[test]
fn help_is_recorded_and_an_answer_shown_does_not_solve() {
    let (_folder, mut class, code, key) = served();
    let (token, _) = joined(&mut class, &code, "Ann");
    let student =
        |method: &str, path: &str, body: serde_json::Value| request(method, path, body, Some(&token), [127, 0, 0, 3]);
    let list = master_duel_puzzles();
    // Puzzle 3: the answer asked for, then played; then again in a new game.
    let (_, right) = wrong_and_right(&list[2].input);
    for round in 0..2 {
        let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({ "puzzle": 3 })));
        assert_eq!(view["help"], json!(true));
        let game = view["id"].as_str().unwrap().to_string();
        if round == 0 {
            let (status, shown, _) =
                answered(&mut class, &student("POST", &format!("/master-duel/api/games/{}/solution", game), json!({})));
            assert_eq!(status, 200, "{}", shown);
            assert_eq!(shown["hint"]["move"], json!(right), "the answer is the hint");
            assert_eq!(shown["puzzle"]["shown"], json!(true));
        }
        let (status, after, _) = answered(
            &mut class,
            &student("POST", &format!("/master-duel/api/games/{}/move", game), json!({ "move": right })),
        );
        assert_eq!((status, after["feedback"]["wins"].clone()), (200, json!(true)), "{}", after);
    }
    // Puzzle 10: solved, then its answer asked for in a new game.
    let (_, right10) = wrong_and_right(&list[9].input);
    let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({ "puzzle": 10 })));
    let game = view["id"].as_str().unwrap().to_string();
    answered(
        &mut class,
        &student("POST", &format!("/master-duel/api/games/{}/move", game), json!({ "move": right10 })),
    );
    let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({ "puzzle": 10 })));
    let game = view["id"].as_str().unwrap().to_string();
    let solution =
        answered(&mut class, &student("POST", &format!("/master-duel/api/games/{}/solution", game), json!({})));
    assert_eq!(solution.0, 200);
    // A game: the hint at one move, the values while on.
    let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({})));
    let game = view["id"].as_str().unwrap().to_string();
    let at = |what: &str| format!("/master-duel/api/games/{}/{}", game, what);
    let (status, hinted, _) = answered(&mut class, &student("POST", &at("hint"), json!({})));
    assert_eq!(status, 200, "{}", hinted);
    assert_eq!(hinted["hint_shown"], json!(true));
    assert!(hinted["hint"]["move"].is_string() && hinted["value"].is_null(), "the hint alone: {}", hinted);
    let (_, moved, _) = answered(&mut class, &student("POST", &at("move"), json!({ "move": hinted["hint"]["move"] })));
    assert!(moved["hint"].is_null() && moved["hint_shown"] == json!(false), "the hint gone after the move: {}", moved);
    if moved["result"].is_null() {
        let (status, valued, _) = answered(&mut class, &student("POST", &at("values"), json!({ "on": true })));
        assert_eq!(status, 200, "{}", valued);
        assert!(valued["value"].is_object() && valued["moves"][0]["value"].is_string(), "values on: {}", valued);
        let (_, off, _) = answered(&mut class, &student("POST", &at("values"), json!({ "on": false })));
        assert!(off["value"].is_null() && off["values_on"] == json!(false), "values off: {}", off);
        let refused = answered(&mut class, &student("POST", &at("values"), json!({})));
        assert_eq!(refused.0, 400, "{}", refused.1);
    }
    let mut teacher = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    teacher.authorization = Some(format!("Bearer {}", key));
    let report = answered(&mut class, &teacher).1;
    let puzzles = without_links(&report["students"][0]["puzzles"]);
    assert_eq!(
        puzzles,
        json!([
            {"problem": "master-duel", "number": 3, "solved": false, "first_try": false, "wrong": [], "tries": 2, "helped": ["answer"], "shown": true},
            {"problem": "master-duel", "number": 10, "solved": true, "first_try": true, "wrong": [], "tries": 1, "helped": ["answer"], "shown": false},
        ])
    );
    let games = report["students"][0]["games"].as_array().unwrap();
    let helped: Vec<&serde_json::Value> = games.iter().map(|game| &game["helped"]).collect();
    let expected = if moved["result"].is_null() { json!(["hint", "values"]) } else { json!(["hint"]) };
    assert_eq!(helped, [&expected], "{}", report);
    // Homework with help allowed: its puzzle's answer may be asked for.
    let mut set = request(
        "POST",
        "/api/class/homework",
        json!({"title": "with help", "items": [{"problem": "master-duel", "puzzle": 1}], "help": true}),
        None,
        [127, 0, 0, 9],
    );
    set.authorization = Some(format!("Bearer {}", key));
    let (status, said, _) = answered(&mut class, &set);
    assert_eq!((status, said["said"].clone()), (201, json!("Homework set: with help (1 item, help allowed).")));
    let (_, view, _) = answered(&mut class, &student("POST", "/master-duel/api/games", json!({ "puzzle": 1 })));
    assert_eq!(view["help"], json!(true));
    let game = view["id"].as_str().unwrap().to_string();
    let solution =
        answered(&mut class, &student("POST", &format!("/master-duel/api/games/{}/solution", game), json!({})));
    assert_eq!(solution.0, 200, "{}", solution.1);
}

/// A copy made while the class runs holds every committed try, and so does
/// the file alone once its log is put into it (as a stop does); a copy is
/// one file, never written over; a file that is not there, or not a
/// class's, is not copied.
#[test]
fn a_backup_and_a_checkpoint_leave_every_try_in_one_file() {
    let (folder, path) = file();
    let mut store = Store::open(&path, false).unwrap();
    assert_eq!(store.made(), Some(false), "a new class in a new file");
    let code = store.code();
    for name in ["Ann", "Bo", "李华"] {
        let student = store.join(&code, name, None).unwrap().unwrap().student;
        for chosen in ["1:11->12", "1:9->12", "1:10->12"] {
            store.tried(&student, "master-duel", 3, chosen, chosen == "1:10->12").unwrap();
        }
    }
    let report = store.report().unwrap();
    assert!(std::fs::metadata(path.with_extension("sqlite-wal")).is_ok_and(|wal| wal.len() > 0), "the log holds them");
    // Copied while it is open: one file, the same report.
    let copy = folder.path().join("copy.sqlite");
    store.back_up(&copy).unwrap();
    assert!(std::fs::metadata(folder.path().join("copy.sqlite-wal")).is_err(), "the copy is one file");
    let moved = folder.path().join("moved.sqlite");
    std::fs::copy(&copy, &moved).unwrap();
    let reopened = Store::open(&moved, false).unwrap();
    assert_eq!(reopened.made(), None, "the copy holds the class");
    assert_eq!(reopened.report().unwrap(), report);
    assert_eq!((reopened.code(), reopened.key()), (store.code(), store.key()));
    let refused = store.back_up(&copy).unwrap_err();
    assert!(refused.contains("is there already"), "{}", refused);
    // From another connection, as `cargo class --backup` does.
    let counts = Store::back_up_file(&path, &folder.path().join("other.sqlite")).unwrap();
    assert_eq!((counts.students, counts.tries, counts.games), (3, 9, 0));
    let missing = Store::back_up_file(&folder.path().join("none.sqlite"), &folder.path().join("x.sqlite"));
    assert!(missing.unwrap_err().contains("does not exist"));
    let text = folder.path().join("notes.txt");
    std::fs::write(&text, "not a class\n").unwrap();
    assert!(Store::back_up_file(&text, &folder.path().join("y.sqlite")).unwrap_err().contains("not a class's file"));
    // Beside the class's own file, named by the time.
    let beside = store.back_up_beside().unwrap();
    let name = beside.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("class-backup-") && name.ends_with(".sqlite") && beside.parent() == path.parent(),
        "{}",
        name
    );
    let again = store.back_up_beside().unwrap();
    assert_ne!(again, beside, "a second copy the same second is another file");
    // The log put into the file: the file alone, copied, is the class.
    Store::checkpoint(&path).unwrap();
    let alone = folder.path().join("alone.sqlite");
    std::fs::copy(&path, &alone).unwrap();
    let alone = Store::open(&alone, false).unwrap();
    assert_eq!(alone.made(), None);
    assert_eq!(alone.report().unwrap(), report);
    drop(store);
}

/// The binary, as a teacher meets it: its first line says a new class and
/// the file, then the one it holds; `--backup` copies it while it runs
/// (exit 0, the copy alone holding the try); SIGTERM puts the log into the
/// file, so that the file alone holds every try; started again with
/// `--listen 127.0.0.2:0`, it listens on the same port.
#[test]
fn a_stopped_class_is_one_file_and_keeps_its_address() {
    let (folder, path) = file();
    let (child, server, code, key, first) = started_saying(&path);
    let shown = std::path::absolute(&path).unwrap().display().to_string();
    assert_eq!(first, format!("A new class, kept in {}", shown));
    let join = format!("{{\"code\": \"{}\", \"name\": \"王芳\"}}", code);
    let (status, _, cookie) = over_tcp([127, 0, 0, 3], server, "POST", "/api/class/join", &[], &join);
    assert_eq!(status, 201);
    let cookie = format!("Cookie: {}", cookie.unwrap());
    let (_, view, _) =
        over_tcp([127, 0, 0, 3], server, "POST", "/master-duel/api/games", &[&cookie], "{\"puzzle\": 3}");
    let view: serde_json::Value = serde_json::from_str(&view).unwrap();
    let (wrong, _) = wrong_and_right(&master_duel_puzzles()[2].input);
    let at = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    let (status, _, _) =
        over_tcp([127, 0, 0, 3], server, "POST", &at, &[&cookie], &format!("{{\"move\": \"{}\"}}", wrong));
    assert_eq!(status, 200);
    // A copy while it runs.
    let copy = folder.path().join("monday.sqlite");
    let backed = std::process::Command::new(env!("CARGO_BIN_EXE_class"))
        .args(["--db", path.to_str().unwrap(), "--backup", copy.to_str().unwrap(), "--lang", "en"])
        .output()
        .unwrap();
    assert!(backed.status.success(), "{}", String::from_utf8_lossy(&backed.stderr));
    let said = String::from_utf8_lossy(&backed.stdout);
    assert!(said.contains("copied into") && said.contains("1 student, 1 try"), "{}", said);
    let tried = |file: &std::path::Path| {
        Store::open(file, false).unwrap().report().unwrap()["students"][0]["puzzles"][0]["wrong"].clone()
    };
    let moved = folder.path().join("moved.sqlite");
    std::fs::copy(&copy, &moved).unwrap();
    assert_eq!(tried(&moved), json!([wrong]), "the copy holds the try");
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_class"))
        .args(["--db", path.to_str().unwrap(), "--backup", copy.to_str().unwrap(), "--lang", "en"])
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2), "a copy is never written over");
    // SIGTERM: a clean stop, the file alone holding the class.
    let pid = child.id().to_string();
    let mut child = child;
    assert!(std::process::Command::new("kill").args(["-s", "TERM", &pid]).status().unwrap().success());
    child.wait().unwrap();
    let alone = folder.path().join("alone.sqlite");
    std::fs::copy(&path, &alone).unwrap();
    assert_eq!(tried(&alone), json!([wrong]), "the file alone holds the try after SIGTERM");
    // Started again: the class it holds, on the same port.
    let (mut again, server_again, _, key_again, first) = started_saying(&path);
    assert_eq!(first, format!("The class in {}: 1 student, 1 try, 0 games", shown));
    assert_eq!((server_again, key_again), (server, key), "the same address and key");
    again.kill().unwrap();
    again.wait().unwrap();
}

/// Results out: `report.csv` (the key alone) is UTF-8 with a byte-order
/// mark, read back by a CSV parser: its columns, a row for each student's
/// puzzle and game with the report's figures, the help named, the times as
/// local times in the order they came; Chinese columns and names on `lang=zh`.
/// The JSON report's times and its summary of each puzzle across the class
/// (tried, solved, at the first try, the answer shown, the most common wrong
/// move by students with its count and link) and of each homework item.
#[test]
fn the_results_come_out_as_a_spreadsheet_and_a_summary() {
    let (_folder, mut class, code, key) = served();
    let list = master_duel_puzzles();
    let (wrong3, right3) = wrong_and_right(&list[2].input);
    let mut tokens = Vec::new();
    for (index, name) in ["李华", "Ann", "王小明"].into_iter().enumerate() {
        let (token, _) = joined(&mut class, &code, name);
        let student = |path: &str, body: serde_json::Value| request("POST", path, body, Some(&token), [127, 0, 0, 3]);
        let (_, view, _) = answered(&mut class, &student("/master-duel/api/games", json!({ "puzzle": 3 })));
        let at = format!("/master-duel/api/games/{}", view["id"].as_str().unwrap());
        // 李华 and Ann try the same wrong move first; 王小明 asks for the answer.
        if index < 2 {
            answered(&mut class, &student(&format!("{}/move", at), json!({ "move": wrong3 })));
        } else {
            answered(&mut class, &student(&format!("{}/solution", at), json!({})));
        }
        answered(&mut class, &student(&format!("{}/move", at), json!({ "move": right3 })));
        tokens.push(token);
    }
    // Ann plays a game too (its first listed move), and opens another she
    // leaves without a move: only the one played is a row.
    let ann = |path: &str, body: serde_json::Value| request("POST", path, body, Some(&tokens[1]), [127, 0, 0, 3]);
    let (_, game, _) = answered(&mut class, &ann("/master-duel/api/games", json!({})));
    let first = game["moves"][0]["move"].as_str().unwrap().to_string();
    let at = format!("/master-duel/api/games/{}/move", game["id"].as_str().unwrap());
    let (status, game, _) = answered(&mut class, &ann(&at, json!({ "move": first })));
    assert_eq!(status, 200, "{}", game);
    let result = match game["result"].as_str() {
        None => "going on",
        Some("you win") => "won",
        Some(_) => "lost",
    };
    let mistakes =
        game["history"].as_array().unwrap().iter().filter(|entry| entry["mistake"] == true).count().to_string();
    let (status, _, _) = answered(&mut class, &ann("/master-duel/api/games", json!({})));
    assert_eq!(status, 201);
    let csv_of = |class: &mut Class, query: &str, key: Option<&str>| {
        let mut asked =
            request("GET", &format!("/api/class/report.csv{}", query), serde_json::Value::Null, None, [127, 0, 0, 9]);
        asked.authorization = key.map(|key| format!("Bearer {}", key));
        class.respond(&asked, Lang::En)
    };
    assert_eq!(csv_of(&mut class, "", None).status, 401, "without the key");
    assert_eq!(csv_of(&mut class, "", Some("nope")).status, 401, "a wrong key");
    let reply = csv_of(&mut class, "", Some(&key));
    assert_eq!((reply.status, reply.content_type), (200, "text/csv; charset=utf-8"));
    assert!(reply.body.starts_with(&[0xef, 0xbb, 0xbf]), "a byte-order mark first");
    let mut table = csv::Reader::from_reader(&reply.body[3..]);
    let columns: Vec<String> = table.headers().unwrap().iter().map(str::to_string).collect();
    assert_eq!(
        columns,
        [
            "student",
            "problem",
            "item",
            "solved",
            "solved at the first try",
            "wrong moves",
            "mistakes",
            "help",
            "first",
            "last"
        ]
    );
    let rows: Vec<Vec<String>> = table.records().map(|row| row.unwrap().iter().map(str::to_string).collect()).collect();
    let time = |text: &str| {
        let bytes = text.as_bytes();
        text.len() == 19
            && bytes[4] == b'-'
            && bytes[10] == b' '
            && bytes[13] == b':'
            && text[..4].parse::<u32>().is_ok()
    };
    for row in &rows {
        assert!(time(&row[8]) && time(&row[9]) && row[8] <= row[9], "times in order: {:?}", row);
    }
    let rows: Vec<Vec<&str>> = rows.iter().map(|row| row[..8].iter().map(String::as_str).collect()).collect();
    let problem = rows[0][1];
    assert!(problem.ends_with("(master-duel)"), "{}", problem);
    assert_eq!(
        rows,
        [
            vec!["Ann", problem, "puzzle 3", "yes", "no", wrong3.as_str(), "", ""],
            vec!["Ann", problem, "game", result, "", "", mistakes.as_str(), ""],
            vec!["李华", problem, "puzzle 3", "yes", "no", wrong3.as_str(), "", ""],
            vec!["王小明", problem, "puzzle 3", "answer shown", "no", "", "", "answer"],
        ]
    );
    // In Chinese.
    let reply = csv_of(&mut class, "?lang=zh", Some(&key));
    let text = String::from_utf8(reply.body).unwrap();
    let mut table = csv::Reader::from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    assert_eq!(table.headers().unwrap().get(0), Some("学生"));
    let first = table.records().next().unwrap().unwrap();
    assert_eq!((first.get(2), first.get(3)), (Some("第 3 道练习题"), Some("是")));
    // The JSON report: times, and the summary.
    let mut teacher = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    teacher.authorization = Some(format!("Bearer {}", key));
    let report = answered(&mut class, &teacher).1;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    for student in report["students"].as_array().unwrap() {
        for entry in student["puzzles"].as_array().unwrap().iter().chain(student["games"].as_array().unwrap()) {
            let (first, last) = (entry["first_at"].as_i64().unwrap(), entry["last_at"].as_i64().unwrap());
            assert!(now - 600 <= first && first <= last && last <= now + 1, "{}", entry);
        }
    }
    let summary = &report["summary"]["puzzles"];
    assert_eq!(summary.as_array().unwrap().len(), 1);
    let puzzle = &summary[0];
    assert_eq!(
        (&puzzle["tried"], &puzzle["solved"], &puzzle["first_try"], &puzzle["shown"]),
        (&json!(3), &json!(2), &json!(0), &json!(1))
    );
    assert_eq!((&puzzle["wrong"]["move"], &puzzle["wrong"]["count"]), (&json!(wrong3), &json!(2)));
    assert_eq!(puzzle["wrong"]["said"], json!(format!("{} (2 students)", wrong3)));
    let tried = format!("/master-duel/?lang=en#puzzle=3&try={}", wrong3.replace('>', "%3E"));
    assert_eq!(puzzle["wrong"]["link"], json!(tried), "the summary's wrong move: by nobody in particular");
    assert_eq!(puzzle["link"], json!("/master-duel/?lang=en#puzzle=3"));
    // Homework: each item with how many have done it.
    let mut set = request(
        "POST",
        "/api/class/homework",
        json!({"title": "t", "items": [{"problem": "master-duel", "puzzle": 3}, {"problem": "master-duel", "puzzle": 1}]}),
        None,
        [127, 0, 0, 9],
    );
    set.authorization = Some(format!("Bearer {}", key));
    assert_eq!(answered(&mut class, &set).0, 201);
    let report = answered(&mut class, &teacher).1;
    let items = &report["summary"]["homework"][0]["items"];
    assert_eq!((&items[0]["done"], &items[1]["done"]), (&json!(2), &json!(0)), "{}", report["summary"]);
}

/// A name is compared as people read it (NFKC, no whitespace) and shown as
/// first typed; PINs are six digits, every first digit drawn; the teacher
/// renames a student (their PIN and sessions kept) and removes one (their
/// sessions ended, the name free for another, their tries kept and reported
/// as removed).
#[test]
fn names_are_compared_as_read_and_the_teacher_renames_and_removes() {
    let (_folder, path) = file();
    let mut store = Store::open(&path, false).unwrap();
    let code = store.code();
    let first = store.join(&code, "李华", None).unwrap().unwrap();
    let pin = first.pin.clone().unwrap();
    for same in ["李　华", "李 华", " 李华\u{3000}", "李\u{2003}华"] {
        assert_eq!(store.join(&code, same, None).unwrap().unwrap_err(), Refusal::Taken, "{:?}", same);
        let again = store.join(&code, same, Some(&pin)).unwrap().unwrap();
        assert_eq!((again.student.clone(), again.pin), (first.student.clone(), None), "{:?}", same);
    }
    // Full-width letters and digits are their plain forms; case still tells names apart.
    let wide = store.join(&code, "ＬＩ Ｈｕａ ２", None).unwrap().unwrap();
    assert_eq!(wide.student.name, "ＬＩ Ｈｕａ ２", "shown as typed");
    assert_eq!(store.join(&code, "LIHua2", None).unwrap().unwrap_err(), Refusal::Taken);
    assert!(store.join(&code, "li hua 2", None).unwrap().is_ok(), "another case, another name");
    assert_eq!(store::name_key("ＬＩ\u{3000}Ｈｕａ ２"), "LIHua2");
    assert!(matches!(store.join(&code, "\u{3000}\u{2003}", None).unwrap(), Err(Refusal::Name(_))));
    // Six digits, each first digit met (leading zeros kept).
    let pins: Vec<String> = (0..400).map(|_| store.reset_pin("li hua 2").unwrap().unwrap()).collect();
    assert!(pins.iter().all(|pin| pin.len() == store::PIN_LENGTH && pin.bytes().all(|b| b.is_ascii_digit())));
    let firsts: std::collections::HashSet<u8> = pins.iter().map(|pin| pin.as_bytes()[0]).collect();
    assert_eq!(firsts.len(), 10, "{:?}", firsts);
    // Renamed: refused as another's name or no name, else kept with its PIN and sessions.
    assert_eq!(store.rename("李华", "ＬＩＨｕａ2").unwrap().unwrap_err(), Refusal::Taken);
    assert!(matches!(store.rename("李华", " ").unwrap(), Err(Refusal::Name(_))));
    assert_eq!(store.rename("nobody", "Zoe").unwrap().unwrap(), None);
    let renamed = store.rename("李华", "李华 (7A)").unwrap().unwrap().unwrap();
    assert_eq!(renamed.id, first.student.id);
    assert_eq!(store.student(&first.token).unwrap().unwrap().name, "李华 (7A)");
    assert!(store.join(&code, "李华(7A)", Some(&pin)).unwrap().is_ok(), "the PIN kept");
    // A rename to the same name written otherwise is the student's own.
    assert_eq!(store.rename("李华 (7A)", "李华(7A)").unwrap().unwrap().unwrap().name, "李华(7A)");
    store.tried(&renamed, "master-duel", 1, "1:1->2", false).unwrap();
    store.tried(&renamed, "master-duel", 1, "1:2->3", true).unwrap();
    // Removed: sessions end, the name is free, the tries stay under it.
    assert_eq!(store.remove("nobody").unwrap(), None);
    let (removed, tries) = store.remove("李华(7A)").unwrap().unwrap();
    assert_eq!((removed.id, tries), (first.student.id, 2));
    assert_eq!(store.student(&first.token).unwrap(), None, "the session ended");
    assert_eq!(store.reset_pin("李华(7A)").unwrap(), None);
    let newcomer = store.join(&code, "李华 (7A)", None).unwrap().unwrap();
    assert_ne!(newcomer.student.id, first.student.id);
    assert!(newcomer.pin.is_some(), "a new student");
    let report = store.report().unwrap();
    let names: Vec<&str> = report["students"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names.iter().filter(|name| name.starts_with("李华")).count(), 1, "{:?}", names);
    let gone = &report["removed"][0];
    assert_eq!((gone["name"].clone(), gone["pin"].clone()), (json!("李华(7A)"), json!(null)));
    assert!(gone["removed_at"].as_i64().unwrap() > 1_700_000_000);
    assert_eq!(gone["puzzles"][0]["tries"], json!(2));
    assert_eq!(gone["puzzles"][0]["solved"], json!(true));
    // The records outlive a restart; the file counts every student.
    drop(store);
    let store = Store::open(&path, false).unwrap();
    assert_eq!(store.report().unwrap()["removed"].as_array().unwrap().len(), 1);
    assert_eq!(store.counts().unwrap().students, 4);
}

/// A file of schema 4 whose students' names are one name compared by
/// their keys keeps both: the first joined answers to the name, the other
/// waits for the teacher to rename them; every try kept.
#[test]
fn names_one_by_their_keys_survive_the_migration() {
    let (_folder, path) = file();
    let old = Connection::open(&path).unwrap();
    for migration in &store::MIGRATIONS[..4] {
        old.execute_batch(migration).unwrap();
    }
    old.pragma_update(None, "application_id", store::APPLICATION_ID).unwrap();
    old.pragma_update(None, "user_version", 4).unwrap();
    old.execute_batch(
        "INSERT INTO settings VALUES ('code', 'ABCDEF'), ('key', '00112233445566778899aabbccddeeff');
         INSERT INTO students (name, pin, joined) VALUES ('李华', '1234', 0), ('李　华', '5678', 1);
         INSERT INTO sessions VALUES ('t2', 2, 1);
         INSERT INTO tries (student, at, problem, puzzle, move, wins) VALUES (2, 5, 'frogs', 1, '2:3->2', 1);",
    )
    .unwrap();
    drop(old);
    let mut store = Store::open(&path, false).unwrap();
    assert_eq!(store.join("ABCDEF", "李 华", Some("1234")).unwrap().unwrap().student.name, "李华");
    assert_eq!(store.join("ABCDEF", "李　华", Some("5678")).unwrap().unwrap_err(), Refusal::Taken);
    assert_eq!(store.student("t2").unwrap().unwrap().name, "李　华", "the second's session kept");
    store.rename("李　华", "李华二").unwrap().unwrap().unwrap();
    let second = store.join("ABCDEF", "李华二", Some("5678")).unwrap().unwrap().student;
    assert_eq!(second.id, 2);
    let report = store.report().unwrap();
    let entry = report["students"].as_array().unwrap().iter().find(|s| s["name"] == "李华二").unwrap().clone();
    assert_eq!(entry["puzzles"][0]["solved"], json!(true));
    let fks: i64 = Connection::open(&path)
        .unwrap()
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(fks, 0);
}

/// Wrong PINs are counted by name and by address: among 12 for one name
/// from one address a 429 that says how long to wait, the right PIN then
/// refused too, from another address for that name as well, and from that
/// address for another name; a join without a PIN goes on. The teacher's
/// renaming and removing want the key and answer each case.
#[test]
fn wrong_pins_are_limited_and_the_teacher_manages_names_over_http() {
    let (_folder, mut class, code, key) = served();
    let (token, said) = joined(&mut class, &code, "李华");
    let pin = said["pin"].as_str().unwrap().to_string();
    let wrong_pin = if pin == "000000" { "000001" } else { "000000" };
    let (_, bo_said) = joined(&mut class, &code, "Bo");
    let bo_pin = bo_said["pin"].as_str().unwrap().to_string();
    let join = |name: &str, pin: Option<&str>, peer: u8| {
        let mut body = json!({ "code": code, "name": name });
        if let Some(pin) = pin {
            body["pin"] = json!(pin);
        }
        request("POST", "/api/class/join", body, None, [127, 0, 0, peer])
    };
    let (status, said, _) = answered(&mut class, &join("李　华", None, 4));
    assert_eq!(status, 409, "{}", said);
    assert!(said["error"].as_str().unwrap().contains("taken"), "{}", said);
    let mut statuses = Vec::new();
    for _ in 0..12 {
        let (status, said, _) = answered(&mut class, &join("李　华", Some(wrong_pin), 4));
        assert_eq!(said["field"], "pin", "{}", said);
        statuses.push(status);
        if status == 429 {
            let error = said["error"].as_str().unwrap();
            assert!(error.contains("wrong PINs") && error.contains(" s,"), "{}", error);
        }
    }
    assert_eq!(statuses, [[409; 10].as_slice(), &[429, 429]].concat());
    assert_eq!(answered(&mut class, &join("李华", Some(&pin), 4)).0, 429, "the name waits");
    assert_eq!(answered(&mut class, &join("李华", Some(&pin), 5)).0, 429, "from any address");
    assert_eq!(answered(&mut class, &join("Bo", Some(&bo_pin), 4)).0, 429, "the address waits");
    assert_eq!(answered(&mut class, &join("Bo", Some(&bo_pin), 5)).0, 201, "another name elsewhere");
    assert_eq!(answered(&mut class, &join("Cy", None, 4)).0, 201, "a new name without a PIN");
    // Renaming and removing want the key.
    let manage = |path: &str, body: serde_json::Value, key: Option<&str>| {
        let mut asked = request("POST", path, body, None, [127, 0, 0, 9]);
        asked.authorization = key.map(|key| format!("Bearer {}", key));
        asked
    };
    let rename = |name: &str, to: &str| json!({ "name": name, "to": to });
    for path in ["/api/class/students/rename", "/api/class/students/remove"] {
        let (status, _, _) = answered(&mut class, &manage(path, rename("李华", "Li"), None));
        assert_eq!(status, 401, "{}", path);
        let (status, _, _) = answered(&mut class, &manage(path, json!([]), Some(&key)));
        assert_eq!(status, 400, "{}", path);
        let (status, _, _) = answered(&mut class, &manage(path, rename("nobody", "Li"), Some(&key)));
        assert_eq!(status, 404, "{}", path);
        let mut get = manage(path, serde_json::Value::Null, Some(&key));
        get.method = "GET".to_string();
        assert_eq!(answered(&mut class, &get).0, 405, "{}", path);
    }
    let at = "/api/class/students/rename";
    assert_eq!(answered(&mut class, &manage(at, rename("李华", "Ｂｏ"), Some(&key))).0, 409);
    assert_eq!(answered(&mut class, &manage(at, rename("李华", ""), Some(&key))).0, 422);
    // A try of 李华's, for the spreadsheet after the removal.
    let (wrong, _) = wrong_and_right(&master_duel_puzzles()[0].input);
    let student = |path: &str, body: serde_json::Value| request("POST", path, body, Some(&token), [127, 0, 0, 3]);
    let (_, view, _) = answered(&mut class, &student("/master-duel/api/games", json!({ "puzzle": 1 })));
    let moved = format!("/master-duel/api/games/{}/move", view["id"].as_str().unwrap());
    assert_eq!(answered(&mut class, &student(&moved, json!({ "move": wrong }))).0, 200);
    let (status, said, _) = answered(&mut class, &manage(at, rename("李华", "李华 7A"), Some(&key)));
    assert_eq!((status, said["name"].clone()), (200, json!("李华 7A")), "{}", said);
    let me = |token: &str| request("GET", "/api/class/me", serde_json::Value::Null, Some(token), [127, 0, 0, 3]);
    let (status, own, _) = answered(&mut class, &me(&token));
    assert_eq!((status, own["name"].clone()), (200, json!("李华 7A")));
    let (status, said, _) =
        answered(&mut class, &manage("/api/class/students/remove", json!({ "name": "李华 7A" }), Some(&key)));
    assert_eq!(status, 200, "{}", said);
    assert!(said["said"].as_str().unwrap().contains("removed"), "{}", said);
    assert_eq!(answered(&mut class, &me(&token)).0, 401, "the removed student's session ended");
    let mut report = request("GET", "/api/class/report", serde_json::Value::Null, None, [127, 0, 0, 9]);
    report.authorization = Some(format!("Bearer {}", key));
    let (_, report, _) = answered(&mut class, &report);
    assert_eq!(report["removed"][0]["name"], json!("李华 7A"));
    // The room's code (and the addresses the command printed: none here) for the page's top.
    assert_eq!(report["class"], json!({ "code": code, "addresses": [] }));
    assert!(report["students"].as_array().unwrap().iter().all(|student| student["name"] != "李华 7A"));
    // In the spreadsheet, named as removed (in Chinese too).
    let mut asked = manage("/api/class/report.csv?lang=zh", serde_json::Value::Null, Some(&key));
    asked.method = "GET".to_string();
    let reply = class.respond(&asked, Lang::En);
    let text = String::from_utf8(reply.body).unwrap();
    let mut table = csv::Reader::from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    let rows: Vec<csv::StringRecord> = table.records().map(Result::unwrap).collect();
    let theirs: Vec<&csv::StringRecord> = rows.iter().filter(|row| row[0].starts_with("李华")).collect();
    assert_eq!(theirs.len(), 1, "{}", text);
    assert_eq!((&theirs[0][0], &theirs[0][5]), ("李华 7A（已移除）", wrong.as_str()), "{}", text);
}

/// A board's page in the class: a student's marked theirs with the way
/// back to the class's page in the page's language; the teacher's marked
/// the teacher's, without it; neither kept by the browser's cache.
#[test]
fn a_students_board_leads_back_to_the_class() {
    let (_folder, mut class, code, key) = served();
    let (token, _) = joined(&mut class, &code, "Mei");
    let mut page = request("GET", "/master-duel/", serde_json::Value::Null, Some(&token), [127, 0, 0, 3]);
    let reply = class.respond(&page, Lang::En);
    let html = String::from_utf8(reply.body).unwrap();
    assert_eq!((reply.status, reply.cacheable), (200, false));
    assert!(html.contains("<body class=\"loading\" data-class=\"student\">"), "{}", &html[..600]);
    assert!(
        html.contains("<nav id=\"class-nav\" aria-label=\"The class\"><a href=\"/?lang=en\">← The class: your problems and homework</a></nav>"),
        "{}",
        &html[..900]
    );
    page.path = "/master-duel/?lang=zh".to_string();
    let html = String::from_utf8(class.respond(&page, Lang::En).body).unwrap();
    assert!(html.contains("<a href=\"/?lang=zh\">← 班级：你的题目和作业</a>"), "{}", &html[..900]);
    let teacher = as_teacher("GET", "/master-duel/", serde_json::Value::Null, &key);
    let html = String::from_utf8(class.respond(&teacher, Lang::En).body).unwrap();
    assert!(html.contains("data-class=\"teacher\"") && !html.contains("class-nav"), "{}", &html[..900]);
}
