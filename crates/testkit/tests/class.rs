//! The class's records (`testkit::class::store`): the file made once and
//! taken again with its code and key, refused (and left as it was) when it
//! is not a class's or is newer; students joining with the code, their PINs
//! guarding their names; tries kept in order and reported per student.

use rusqlite::Connection;
use serde_json::json;
use testkit::class::store::{self, Refusal, Store};

/// A file in a new temporary folder (the folder kept while `_folder` lives).
fn file() -> (tempfile::TempDir, std::path::PathBuf) {
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
    assert!(pin.len() == 4 && pin.bytes().all(|byte| byte.is_ascii_digit()), "{}", pin);
    assert_eq!(store.student(&first.token).unwrap(), Some(first.student.clone()));
    // The name is not taken by another browser without the PIN.
    assert_eq!(store.join(&code, "Li Hua", None).unwrap().unwrap_err(), Refusal::Taken);
    let wrong = if pin == "0000" { "0001" } else { "0000" };
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
        students[0]["puzzles"],
        json!([
            {"problem": "master-duel", "number": 3, "solved": true, "first_try": false, "wrong": ["1:11->12", "1:9->12"], "tries": 3},
            {"problem": "frogs", "number": 1, "solved": true, "first_try": true, "wrong": [], "tries": 1},
        ])
    );
    assert_eq!(
        students[1]["puzzles"],
        json!([{"problem": "master-duel", "number": 3, "solved": false, "first_try": false, "wrong": ["1:11->12"], "tries": 1}])
    );
    assert_eq!(students[1]["pin"].as_str().unwrap().len(), 4);
}

#[test]
fn secrets_are_compared_whole() {
    assert!(store::same_secret("abc", "abc"));
    for given in ["ab", "abcd", "abd", "", "ABC"] {
        assert!(!store::same_secret(given, "abc"), "{:?}", given);
    }
}
