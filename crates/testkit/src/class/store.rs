//! What a class keeps: one SQLite file (rusqlite's bundled SQLite, so
//! nothing is installed or started), written before any answer is sent.
//!
//! The file is the class's: its join code and teacher's key (made once,
//! kept until the teacher asks for new ones), its students with their rejoin
//! PINs and the sessions their browsers hold, and every try. It is opened in
//! WAL mode with `synchronous = FULL`: a transaction committed is on the disk
//! when the commit returns, so a try acknowledged survives the server being
//! killed (and the machine losing power).
//!
//! A file is taken only when it is a class's: an empty or new file becomes
//! one; a file that is not SQLite, an SQLite database of something else (its
//! `application_id` not the class's and tables in it), or a class of a newer
//! schema (`user_version` past `SCHEMA`) is refused with one line and left as
//! it was. An older schema is brought up to date by the migrations, in one
//! transaction.

use crate::rng::{secret_bytes, secret_token};
use crate::t;
use rusqlite::{params, Connection, OpenFlags, OptionalExtension};
use serde_json::{json, Value};
use std::path::Path;

/// The class's mark in the file's header (`PRAGMA application_id`): "CLS1".
pub const APPLICATION_ID: i32 = 0x434c_5331;

/// The schema this build writes (`PRAGMA user_version`).
pub const SCHEMA: i32 = 5;

/// The schema's steps: `MIGRATIONS[k]` takes a file of schema k to k + 1
/// (1: the settings, students, sessions and tries; 2: the games; 3: the
/// homework; 4: the helps asked for, a try made after the puzzle's answer
/// was shown, homework set with or without help; 5: a student's name
/// compared by its key (`name_key`), a student removed by the teacher, their
/// name then free for another and their records kept: the students' table
/// made again without `name`'s UNIQUE, the keys filled in by `migrate`).
pub const MIGRATIONS: [&str; SCHEMA as usize] = [
    "
    CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE students (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        pin TEXT NOT NULL,
        joined INTEGER NOT NULL
    );
    CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        student INTEGER NOT NULL REFERENCES students(id),
        made INTEGER NOT NULL
    );
    CREATE TABLE tries (
        id INTEGER PRIMARY KEY,
        student INTEGER NOT NULL REFERENCES students(id),
        at INTEGER NOT NULL,
        problem TEXT NOT NULL,
        puzzle INTEGER NOT NULL,
        move TEXT NOT NULL,
        wins INTEGER NOT NULL
    );
    CREATE INDEX tries_by_student ON tries(student, id);
",
    "
    CREATE TABLE games (
        token TEXT PRIMARY KEY,
        student INTEGER NOT NULL REFERENCES students(id),
        problem TEXT NOT NULL,
        address TEXT NOT NULL,
        result TEXT,
        mistakes INTEGER NOT NULL,
        started INTEGER NOT NULL,
        updated INTEGER NOT NULL
    );
    CREATE INDEX games_by_student ON games(student, started);
",
    "
    CREATE TABLE homework (id INTEGER PRIMARY KEY, title TEXT NOT NULL, made INTEGER NOT NULL);
    CREATE TABLE homework_items (
        homework INTEGER NOT NULL REFERENCES homework(id),
        place INTEGER NOT NULL,
        problem TEXT NOT NULL,
        puzzle INTEGER,
        input TEXT,
        PRIMARY KEY (homework, place)
    );
",
    "
    ALTER TABLE tries ADD COLUMN shown INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE helps (
        id INTEGER PRIMARY KEY,
        student INTEGER NOT NULL REFERENCES students(id),
        at INTEGER NOT NULL,
        problem TEXT NOT NULL,
        puzzle INTEGER,
        game TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('hint', 'answer', 'values'))
    );
    CREATE INDEX helps_by_student ON helps(student, id);
    ALTER TABLE homework ADD COLUMN help INTEGER NOT NULL DEFAULT 1;
",
    "
    CREATE TABLE students_5 (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        key TEXT UNIQUE,
        pin TEXT NOT NULL,
        joined INTEGER NOT NULL,
        removed INTEGER
    );
    INSERT INTO students_5 (id, name, pin, joined) SELECT id, name, pin, joined FROM students;
    DROP TABLE students;
    ALTER TABLE students_5 RENAME TO students;
",
];

/// A help a student asked for: the hint, a puzzle's answer, the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Help {
    Hint,
    Answer,
    Values,
}

impl Help {
    /// Its name in the file and the report.
    pub fn name(self) -> &'static str {
        match self {
            Help::Hint => "hint",
            Help::Answer => "answer",
            Help::Values => "values",
        }
    }
}

/// Where a help was given: a puzzle (by its number) or a game (its id on the page).
#[derive(Clone, Copy, Debug)]
pub enum Helped<'a> {
    Puzzle(usize),
    Game(&'a str),
}

/// The join code's alphabet: digits and capitals without the look-alikes
/// (0 and O, 1, I and L).
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// The join code's length.
pub const CODE_LENGTH: usize = 6;
/// Students a class holds at most.
pub const MOST_STUDENTS: usize = 500;
/// A student's name: characters at most.
pub const MOST_NAME: usize = 40;
/// A rejoin PIN's digits.
pub const PIN_LENGTH: usize = 6;
/// The file's pages at most (`max_page_count`, 4 KiB each): 1 GiB.
pub const MOST_PAGES: u32 = 1 << 18;

/// A class's file, open.
pub struct Store {
    db: Connection,
    /// The file, as it was named.
    path: std::path::PathBuf,
    /// Whether it held no class when opened (a new one was made in it),
    /// and then whether it was a file already (an empty database: copied
    /// without its `-wal` file, perhaps).
    made: Option<bool>,
}

/// What a class's file holds, counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    pub students: u64,
    pub tries: u64,
    pub games: u64,
}

/// A student as the store knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    pub id: i64,
    pub name: String,
}

/// A join answered: the student, the session's token for the cookie, and
/// the PIN when the student is new (shown once on the page).
#[derive(Debug)]
pub struct Joined {
    pub student: Student,
    pub token: String,
    pub pin: Option<String>,
}

/// An item of homework: a problem's puzzle (by its number), or a position
/// of the teacher's (one test of the problem's input) to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub problem: String,
    pub puzzle: Option<usize>,
    pub input: Option<String>,
}

/// Homework set: its id, title and items, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Homework {
    pub id: i64,
    pub title: String,
    pub items: Vec<Item>,
    /// Whether the hint, the values and a puzzle's answer may be asked
    /// for on its items (set without them by default).
    pub help: bool,
    /// When it was set (seconds since 1970): what is done from then on
    /// counts for it.
    pub made: i64,
}

/// Why a join is refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The code is not the class's (403).
    Code,
    /// The name is not a name: empty, too long, or with control characters (422).
    Name(String),
    /// The name is another student's (compared by `name_key`) and no
    /// right PIN came with it (409).
    Taken,
    /// The class is full (`MOST_STUDENTS`; 409).
    Full,
}

/// A join code: `CODE_LENGTH` characters of `CODE_ALPHABET` (each byte
/// drawn below the largest multiple of the alphabet's size, so that every
/// character is as likely).
pub fn random_code() -> String {
    let limit = 256 - 256 % CODE_ALPHABET.len();
    let mut code = String::new();
    while code.len() < CODE_LENGTH {
        for byte in secret_bytes::<16>() {
            if (byte as usize) < limit && code.len() < CODE_LENGTH {
                code.push(CODE_ALPHABET[byte as usize % CODE_ALPHABET.len()] as char);
            }
        }
    }
    code
}

/// A rejoin PIN: `PIN_LENGTH` digits, each number as likely (drawn below
/// the largest multiple of 10^6 a `u32` holds).
fn random_pin() -> String {
    const PINS: u32 = 10u32.pow(PIN_LENGTH as u32);
    let limit = u32::MAX - u32::MAX % PINS;
    loop {
        let drawn = u32::from_le_bytes(secret_bytes::<4>());
        if drawn < limit {
            return format!("{:0width$}", drawn % PINS, width = PIN_LENGTH);
        }
    }
}

/// A name as the class compares it: after NFKC (full-width letters and
/// digits as their plain forms), without any whitespace, so that "李华",
/// "李 华" and "李　华" (an ideographic space) are one student's.
pub fn name_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.nfkc().filter(|c| !c.is_whitespace()).collect()
}

/// `name` as a student's name (trimmed), or why it is not one: empty,
/// too long, or with control characters.
fn checked_name(name: &str) -> Result<&str, Refusal> {
    let name = name.trim();
    let length = name.chars().count();
    if name_key(name).is_empty() || length > MOST_NAME || name.chars().any(char::is_control) {
        return Err(Refusal::Name(t!("class-bad-name", most = MOST_NAME)));
    }
    Ok(name)
}

/// Whether two secrets are equal, in a time that depends on their lengths alone.
pub fn same_secret(given: &str, kept: &str) -> bool {
    let (given, kept) = (given.as_bytes(), kept.as_bytes());
    let mut differ = given.len() ^ kept.len();
    for (index, &byte) in kept.iter().enumerate() {
        differ |= usize::from(byte ^ given.get(index).copied().unwrap_or(0));
    }
    differ == 0
}

/// The id of the student of the class (not removed) named `name`, as it shows them.
fn current(db: &Connection, name: &str) -> rusqlite::Result<Option<i64>> {
    db.query_row("SELECT id FROM students WHERE name = ?1 AND removed IS NULL", [name], |row| row.get(0)).optional()
}

/// Seconds since 1970.
fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |since| since.as_secs() as i64)
}

/// Whether the file at `path` starts as an SQLite database does (or is empty or absent).
fn looks_like_sqlite(path: &Path) -> Result<bool, String> {
    use std::io::Read;
    let mut file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(true),
        Err(error) => {
            return Err(t!("class-unreadable", file = path.display().to_string(), reason = error.to_string()))
        }
    };
    let mut head = Vec::new();
    file.by_ref()
        .take(16)
        .read_to_end(&mut head)
        .map_err(|error| t!("class-unreadable", file = path.display().to_string(), reason = error.to_string()))?;
    Ok(head.is_empty() || head == b"SQLite format 3\0")
}

/// A class's students, puzzle tries and games, counted.
fn counts_of(db: &Connection) -> Result<Counts, String> {
    let count = |table: &str| {
        db.query_row(&format!("SELECT count(*) FROM {}", table), [], |row| row.get::<_, i64>(0))
            .map(|count| count as u64)
            .map_err(|error| error.to_string())
    };
    Ok(Counts { students: count("students")?, tries: count("tries")?, games: count("games")? })
}

/// SQLite's online backup of `db` into `copy` (a new file; one that is
/// there is refused and left as it is): the whole database in one step.
fn back_up_from(db: &Connection, copy: &Path) -> Result<(), String> {
    let file = copy.display().to_string();
    if std::fs::symlink_metadata(copy).is_ok() {
        return Err(t!("class-copy-exists", file = file));
    }
    {
        use rusqlite::backup::{Backup, StepResult};
        let mut written = Connection::open(copy).map_err(failed(copy))?;
        let backup = Backup::new(db, &mut written).map_err(failed(copy))?;
        // Every page in one step (a read of the class's file: its server
        // writes on meanwhile, as a write-ahead log lets it); a busy file is
        // tried again for a few seconds.
        let mut tries = 0;
        loop {
            match backup.step(-1).map_err(failed(copy))? {
                StepResult::Done => break,
                _ if tries < 50 => {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
                _ => return Err(t!("class-unreadable", file = file, reason = "busy".to_string())),
            }
        }
    }
    // The copy alone holds it all: no write-ahead log beside it.
    let written = Connection::open(copy).map_err(failed(copy))?;
    written.pragma_update(None, "journal_mode", "DELETE").map_err(failed(copy))?;
    Ok(())
}

/// What a database error says, with the file named.
fn failed(path: &Path) -> impl Fn(rusqlite::Error) -> String + '_ {
    move |error| t!("class-unreadable", file = path.display().to_string(), reason = error.to_string())
}

impl Store {
    /// The class in the file `path`: made when the file is new or empty,
    /// brought up to this schema when older; refused (and left as it was)
    /// when it is not a class's or newer. With `renew`, a new join code and
    /// key (the students and their records stay).
    pub fn open(path: &Path, renew: bool) -> Result<Store, String> {
        let file = path.display().to_string();
        if !looks_like_sqlite(path)? {
            return Err(t!("class-not-sqlite", file = file));
        }
        // A file with something in it before it is opened (SQLite writes
        // its header as it opens).
        let existed = std::fs::metadata(path).is_ok_and(|meta| meta.len() > 0);
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let db = Connection::open_with_flags(path, flags).map_err(failed(path))?;
        db.busy_timeout(std::time::Duration::from_secs(5)).map_err(failed(path))?;
        let read = |pragma: &str| db.query_row(&format!("PRAGMA {}", pragma), [], |row| row.get::<_, i32>(0));
        let application = read("application_id").map_err(|_| t!("class-not-sqlite", file = file.clone()))?;
        let version = read("user_version").map_err(failed(path))?;
        let tables: i64 =
            db.query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0)).map_err(failed(path))?;
        if application != APPLICATION_ID && (application != 0 || tables > 0) {
            return Err(t!("class-other-database", file = file));
        }
        if version > SCHEMA {
            return Err(t!("class-newer-schema", file = file, schema = version, known = SCHEMA));
        }
        db.pragma_update(None, "journal_mode", "WAL").map_err(failed(path))?;
        db.pragma_update(None, "synchronous", "FULL").map_err(failed(path))?;
        db.pragma_update(None, "foreign_keys", "ON").map_err(failed(path))?;
        db.pragma_update(None, "max_page_count", MOST_PAGES).map_err(failed(path))?;
        let made = (tables == 0).then_some(existed);
        let mut store = Store { db, path: path.to_path_buf(), made };
        store.migrate(version).map_err(failed(path))?;
        store.settings(renew).map_err(failed(path))?;
        Ok(store)
    }

    /// Whether the file held no class when opened (`Some`: a new one was
    /// made, `Some(true)` in a file that was there, an empty database).
    pub fn made(&self) -> Option<bool> {
        self.made
    }

    /// Its students, puzzle tries and games.
    pub fn counts(&self) -> Result<Counts, String> {
        counts_of(&self.db)
    }

    /// A time (seconds since 1970) as this machine's local time, as a
    /// spreadsheet reads it: `2026-11-29 14:30:00`.
    pub fn local_time(&self, at: i64) -> Result<String, String> {
        self.db
            .query_row("SELECT datetime(?1, 'unixepoch', 'localtime')", [at], |row| row.get(0))
            .map_err(|error| error.to_string())
    }

    /// The port the class last listened on.
    pub fn last_port(&self) -> Option<u16> {
        self.db
            .query_row("SELECT value FROM settings WHERE name = 'port'", [], |row| row.get::<_, String>(0))
            .ok()
            .and_then(|port| port.parse().ok())
    }

    /// The port the class listens on, kept for the next start.
    pub fn keep_port(&mut self, port: u16) -> Result<(), String> {
        self.db
            .execute("INSERT OR REPLACE INTO settings (name, value) VALUES ('port', ?1)", [port.to_string()])
            .map(drop)
            .map_err(|error| t!("class-not-kept", reason = error.to_string()))
    }

    /// A consistent copy of the class, made while it is served (SQLite's
    /// online backup), into `copy`, which must not exist: one file, its
    /// every committed try in it.
    pub fn back_up(&self, copy: &Path) -> Result<(), String> {
        back_up_from(&self.db, copy)
    }

    /// `back_up` into a new file beside the class's own, named by the time
    /// (UTC): `class-backup-20261129-063000.sqlite` for `class.sqlite`
    /// (`-2`, `-3`, … after it when one is there already); its path.
    pub fn back_up_beside(&self) -> Result<std::path::PathBuf, String> {
        let stamp: String = self
            .db
            .query_row("SELECT strftime('%Y%m%d-%H%M%S', 'now')", [], |row| row.get(0))
            .map_err(|error| error.to_string())?;
        let stem = self.path.file_stem().map_or_else(|| "class".into(), |stem| stem.to_string_lossy());
        let named = |extra: usize| {
            let more = if extra == 0 { String::new() } else { format!("-{}", extra + 1) };
            self.path.with_file_name(format!("{}-backup-{}{}.sqlite", stem, stamp, more))
        };
        let copy =
            (0..100).map(named).find(|copy| std::fs::symlink_metadata(copy).is_err()).unwrap_or_else(|| named(0));
        self.back_up(&copy)?;
        Ok(copy)
    }

    /// `back_up` of the class in the file `source` (a server may be serving
    /// it), from a connection of its own: what the copy holds.
    pub fn back_up_file(source: &Path, copy: &Path) -> Result<Counts, String> {
        let file = source.display().to_string();
        if !source.is_file() {
            return Err(t!("class-no-class-file", file = file));
        }
        if !looks_like_sqlite(source)? {
            return Err(t!("class-not-sqlite", file = file));
        }
        let db =
            Connection::open_with_flags(source, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
                .map_err(failed(source))?;
        db.busy_timeout(std::time::Duration::from_secs(5)).map_err(failed(source))?;
        let application: i32 = db
            .query_row("PRAGMA application_id", [], |row| row.get(0))
            .map_err(|_| t!("class-not-sqlite", file = file.clone()))?;
        if application != APPLICATION_ID {
            return Err(t!("class-other-database", file = file));
        }
        back_up_from(&db, copy)?;
        let written = Connection::open_with_flags(copy, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(failed(copy))?;
        counts_of(&written)
    }

    /// The file's write-ahead log copied into it and emptied (as a clean
    /// stop does), from a connection of its own: the file alone then holds
    /// every committed try.
    pub fn checkpoint(path: &Path) -> Result<(), String> {
        let db = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)
            .map_err(failed(path))?;
        db.busy_timeout(std::time::Duration::from_secs(5)).map_err(failed(path))?;
        let (busy, _, _): (i64, i64, i64) = db
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
            .map_err(failed(path))?;
        if busy != 0 {
            return Err(t!("class-unreadable", file = path.display().to_string(), reason = "busy".to_string()));
        }
        Ok(())
    }

    /// The migrations from schema `from` to `SCHEMA`, in one transaction.
    /// Schema 5 makes the students' table again: the foreign keys are
    /// off while it does (as SQLite's way of changing a table asks; the
    /// pragma is a no-op inside a transaction), checked before the commit.
    fn migrate(&mut self, from: i32) -> rusqlite::Result<()> {
        if from == SCHEMA {
            return Ok(());
        }
        self.db.pragma_update(None, "foreign_keys", "OFF")?;
        let migrated = self.migrate_steps(from);
        self.db.pragma_update(None, "foreign_keys", "ON")?;
        migrated
    }

    fn migrate_steps(&mut self, from: i32) -> rusqlite::Result<()> {
        let step = self.db.transaction()?;
        for migration in &MIGRATIONS[from as usize..] {
            step.execute_batch(migration)?;
        }
        if from < 5 {
            // Each student's key, in the order they joined; a key already
            // taken (two names the older schema told apart) gets the
            // student's id after a space, which no key holds: the teacher
            // renames that student to let them join again.
            let students: Vec<(i64, String)> = step
                .prepare("SELECT id, name FROM students ORDER BY id")?
                .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
                .collect::<Result<_, _>>()?;
            let mut taken = std::collections::HashSet::new();
            for (id, name) in students {
                let mut key = name_key(&name);
                if !taken.insert(key.clone()) {
                    key = format!("{} {}", key, id);
                }
                step.execute("UPDATE students SET key = ?1 WHERE id = ?2", params![key, id])?;
            }
            let broken: i64 = step.query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |row| row.get(0))?;
            if broken > 0 {
                return Err(rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY),
                    Some(format!("{} rows lost their student", broken)),
                ));
            }
        }
        step.pragma_update(None, "application_id", APPLICATION_ID)?;
        step.pragma_update(None, "user_version", SCHEMA)?;
        step.commit()
    }

    /// The join code and key made, when there are none or `renew` asks.
    fn settings(&mut self, renew: bool) -> rusqlite::Result<()> {
        let verb = if renew { "INSERT OR REPLACE" } else { "INSERT OR IGNORE" };
        let step = self.db.transaction()?;
        for (name, value) in [("code", random_code()), ("key", secret_token())] {
            step.execute(&format!("{} INTO settings (name, value) VALUES (?1, ?2)", verb), params![name, value])?;
        }
        step.commit()
    }

    /// A number the pragma `name` reads (0 when it cannot be read).
    fn pragma(&self, name: &str) -> u64 {
        self.db.query_row(&format!("PRAGMA {}", name), [], |row| row.get::<_, i64>(0)).map_or(0, |value| value as u64)
    }

    /// The file's bound in bytes (1 GiB unless a test lowered it).
    pub fn bound(&self) -> u64 {
        self.pragma("max_page_count") * self.pragma("page_size")
    }

    /// The file's bound in bytes when it has reached it (`None` while
    /// there is room): what a failed write is then said as.
    pub fn full(&self) -> Option<u64> {
        let most = self.pragma("max_page_count");
        (most > 0 && self.pragma("page_count") >= most).then(|| self.bound())
    }

    /// The pages the file holds now.
    pub fn pages(&self) -> u32 {
        self.pragma("page_count") as u32
    }

    /// The file's bound lowered (or raised) to `pages`, never below what it
    /// holds: how a test meets the bound without writing 1 GiB.
    pub fn bound_pages(&mut self, pages: u32) -> Result<(), String> {
        self.db.pragma_update(None, "max_page_count", pages).map_err(|error| error.to_string())
    }

    fn setting(&self, name: &str) -> String {
        self.db
            .query_row("SELECT value FROM settings WHERE name = ?1", [name], |row| row.get(0))
            .expect("the settings are made as the file is opened")
    }

    /// The class's join code.
    pub fn code(&self) -> String {
        self.setting("code")
    }

    /// The teacher's key.
    pub fn key(&self) -> String {
        self.setting("key")
    }

    /// Whether `given` is the teacher's key (compared in constant time).
    pub fn is_key(&self, given: &str) -> bool {
        same_secret(given, &self.key())
    }

    /// A student joins with the class's `code` under `name`: a new name is
    /// a new student (a PIN made); a name the class has is that student
    /// again only with their `pin`. Either way a new session.
    pub fn join(&mut self, code: &str, name: &str, pin: Option<&str>) -> Result<Result<Joined, Refusal>, String> {
        if !same_secret(code.trim().to_uppercase().as_str(), &self.code()) {
            return Ok(Err(Refusal::Code));
        }
        let name = match checked_name(name) {
            Ok(name) => name,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let key = name_key(name);
        let step = self.db.transaction().map_err(|error| error.to_string())?;
        let known: Option<(i64, String, String)> = step
            .query_row("SELECT id, name, pin FROM students WHERE key = ?1", [&key], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })
            .optional()
            .map_err(|error| error.to_string())?;
        // The name as the class has it: as the student first typed it.
        let (id, name, new_pin) = match known {
            Some((id, kept_name, kept)) => match pin {
                Some(pin) if same_secret(pin.trim(), &kept) => (id, kept_name, None),
                _ => return Ok(Err(Refusal::Taken)),
            },
            None => {
                let count: i64 = step
                    .query_row("SELECT count(*) FROM students WHERE removed IS NULL", [], |row| row.get(0))
                    .map_err(|e| e.to_string())?;
                if count as usize >= MOST_STUDENTS {
                    return Ok(Err(Refusal::Full));
                }
                let pin = random_pin();
                step.execute(
                    "INSERT INTO students (name, key, pin, joined) VALUES (?1, ?2, ?3, ?4)",
                    params![name, key, pin, now()],
                )
                .map_err(|error| error.to_string())?;
                (step.last_insert_rowid(), name.to_string(), Some(pin))
            }
        };
        let token = secret_token();
        step.execute("INSERT INTO sessions (token, student, made) VALUES (?1, ?2, ?3)", params![token, id, now()])
            .map_err(|error| error.to_string())?;
        step.commit().map_err(|error| error.to_string())?;
        Ok(Ok(Joined { student: Student { id, name }, token, pin: new_pin }))
    }

    /// The student whose browser holds the session `token`.
    pub fn student(&self, token: &str) -> Result<Option<Student>, String> {
        self.db
            .query_row(
                "SELECT students.id, students.name FROM sessions JOIN students ON students.id = sessions.student
                 WHERE sessions.token = ?1",
                [token],
                |row| Ok(Student { id: row.get(0)?, name: row.get(1)? }),
            )
            .optional()
            .map_err(|error| error.to_string())
    }

    /// A new PIN for the student `name` (the teacher's reset), or `None`
    /// when the class has no such student.
    pub fn reset_pin(&mut self, name: &str) -> Result<Option<String>, String> {
        let pin = random_pin();
        let changed = self
            .db
            .execute("UPDATE students SET pin = ?1 WHERE name = ?2 AND removed IS NULL", params![pin, name])
            .map_err(|error| error.to_string())?;
        Ok((changed == 1).then_some(pin))
    }

    /// The student named `name` (as the class shows it) renamed `to` (the
    /// teacher's): `Ok(None)` when the class has no such student; refused
    /// when `to` is not a name or is another student's (by `name_key`). The
    /// student keeps their PIN, sessions and records.
    pub fn rename(&mut self, name: &str, to: &str) -> Result<Result<Option<Student>, Refusal>, String> {
        let to = match checked_name(to) {
            Ok(to) => to,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let key = name_key(to);
        let fail = |error: rusqlite::Error| error.to_string();
        let step = self.db.transaction().map_err(fail)?;
        let id = current(&step, name).map_err(fail)?;
        let Some(id) = id else { return Ok(Ok(None)) };
        let other: Option<i64> = step
            .query_row("SELECT id FROM students WHERE key = ?1 AND id != ?2", params![key, id], |row| row.get(0))
            .optional()
            .map_err(fail)?;
        if other.is_some() {
            return Ok(Err(Refusal::Taken));
        }
        step.execute("UPDATE students SET name = ?1, key = ?2 WHERE id = ?3", params![to, key, id]).map_err(fail)?;
        step.commit().map_err(fail)?;
        Ok(Ok(Some(Student { id, name: to.to_string() })))
    }

    /// The student named `name` removed from the class (the teacher's):
    /// their sessions end and their name is free for another student, and
    /// their tries, helps and games stay in the file under that name (the
    /// report's `removed`). The student and their tries counted, or `None`
    /// when the class has no such student.
    pub fn remove(&mut self, name: &str) -> Result<Option<(Student, u64)>, String> {
        let fail = |error: rusqlite::Error| error.to_string();
        let step = self.db.transaction().map_err(fail)?;
        let id = current(&step, name).map_err(fail)?;
        let Some(id) = id else { return Ok(None) };
        step.execute("UPDATE students SET removed = ?1, key = NULL WHERE id = ?2", params![now(), id]).map_err(fail)?;
        step.execute("DELETE FROM sessions WHERE student = ?1", [id]).map_err(fail)?;
        let tries: i64 =
            step.query_row("SELECT count(*) FROM tries WHERE student = ?1", [id], |row| row.get(0)).map_err(fail)?;
        step.commit().map_err(fail)?;
        Ok(Some((Student { id, name: name.to_string() }, tries as u64)))
    }

    /// A puzzle's try by `student`, kept (committed) before it returns:
    /// the problem, the puzzle's number, the move as typed in the notation
    /// and whether it wins. A try after the puzzle's answer was shown to the
    /// student (on any board of theirs) is kept as such: it does not solve it.
    pub fn tried(
        &mut self,
        student: &Student,
        problem: &str,
        puzzle: usize,
        chosen: &str,
        wins: bool,
    ) -> Result<(), String> {
        let shown = self.answered(student, problem, puzzle)?;
        self.db
            .execute(
                "INSERT INTO tries (student, at, problem, puzzle, move, wins, shown)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![student.id, now(), problem, puzzle as i64, chosen, wins, shown],
            )
            .map_err(|error| t!("class-not-kept", reason = error.to_string()))?;
        Ok(())
    }

    /// Whether puzzle `puzzle` of `problem` has had its answer shown to `student`.
    pub fn answered(&self, student: &Student, problem: &str, puzzle: usize) -> Result<bool, String> {
        self.db
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM helps WHERE student = ?1 AND problem = ?2 AND puzzle = ?3
                 AND kind = 'answer')",
                params![student.id, problem, puzzle as i64],
                |row| row.get(0),
            )
            .map_err(|error| error.to_string())
    }

    /// A help `student` asked for on `problem` (`at`: a puzzle or a game),
    /// kept (committed) before it returns.
    pub fn helped(&mut self, student: &Student, problem: &str, at: Helped, kind: Help) -> Result<(), String> {
        let (puzzle, game) = match at {
            Helped::Puzzle(number) => (Some(number as i64), None),
            Helped::Game(token) => (None, Some(token)),
        };
        self.db
            .execute(
                "INSERT INTO helps (student, at, problem, puzzle, game, kind) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![student.id, now(), problem, puzzle, game, kind.name()],
            )
            .map_err(|error| t!("class-not-kept", reason = error.to_string()))?;
        Ok(())
    }

    /// A game of `student`'s as it stands (its id on the page `token`): the
    /// problem, its address (its position and moves, `web::address`), its
    /// result (`you win`, `you lose`; `None` while it goes on) and the
    /// person's mistakes; kept (committed) before it returns.
    pub fn game(
        &mut self,
        student: &Student,
        token: &str,
        problem: &str,
        address: &str,
        result: Option<&str>,
        mistakes: u64,
    ) -> Result<(), String> {
        self.db
            .execute(
                "INSERT INTO games (token, student, problem, address, result, mistakes, started, updated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)
                 ON CONFLICT (token) DO UPDATE SET address = ?4, result = ?5, mistakes = ?6, updated = ?7
                 WHERE student = ?2",
                params![token, student.id, problem, address, result, mistakes as i64, now()],
            )
            .map_err(|error| t!("class-not-kept", reason = error.to_string()))?;
        Ok(())
    }

    /// New homework (its items checked by the caller), with help or
    /// without it, kept; its id.
    pub fn set_homework(&mut self, title: &str, items: &[Item], help: bool) -> Result<i64, String> {
        let fail = |error: rusqlite::Error| t!("class-not-kept", reason = error.to_string());
        let step = self.db.transaction().map_err(fail)?;
        step.execute("INSERT INTO homework (title, made, help) VALUES (?1, ?2, ?3)", params![title, now(), help])
            .map_err(fail)?;
        let id = step.last_insert_rowid();
        for (place, item) in items.iter().enumerate() {
            step.execute(
                "INSERT INTO homework_items (homework, place, problem, puzzle, input) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![id, place as i64, item.problem, item.puzzle.map(|number| number as i64), item.input],
            )
            .map_err(fail)?;
        }
        step.commit().map_err(fail)?;
        Ok(id)
    }

    /// Homework `id` taken back, its items with it (the tries and games stay
    /// in the records); whether the class had it.
    pub fn remove_homework(&mut self, id: i64) -> Result<bool, String> {
        let fail = |error: rusqlite::Error| error.to_string();
        let step = self.db.transaction().map_err(fail)?;
        step.execute("DELETE FROM homework_items WHERE homework = ?1", [id]).map_err(fail)?;
        let removed = step.execute("DELETE FROM homework WHERE id = ?1", [id]).map_err(fail)?;
        step.commit().map_err(fail)?;
        Ok(removed == 1)
    }

    /// The homework set, in the order it was set.
    pub fn homework(&self) -> Result<Vec<Homework>, String> {
        let fail = |error: rusqlite::Error| error.to_string();
        let mut sets = self.db.prepare("SELECT id, title, help, made FROM homework ORDER BY id").map_err(fail)?;
        let mut items = self
            .db
            .prepare("SELECT problem, puzzle, input FROM homework_items WHERE homework = ?1 ORDER BY place")
            .map_err(fail)?;
        let listed: Vec<(i64, String, bool, i64)> = sets
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
            .map_err(fail)?
            .collect::<Result<_, _>>()
            .map_err(fail)?;
        let mut all = Vec::new();
        for (id, title, help, made) in listed {
            let set: Vec<Item> = items
                .query_map([id], |row| {
                    Ok(Item {
                        problem: row.get(0)?,
                        puzzle: row.get::<_, Option<i64>>(1)?.map(|number| number as usize),
                        input: row.get(2)?,
                    })
                })
                .map_err(fail)?
                .collect::<Result<_, _>>()
                .map_err(fail)?;
            all.push(Homework { id, title, items: set, help, made });
        }
        Ok(all)
    }

    /// Each student's puzzles and games (`{"name", "pin", "puzzles":
    /// [{"problem", "number", "solved", "first_try", "wrong": [moves, in
    /// order], "tries", "helped": [helps, in the order first asked],
    /// "shown", "won_at": [times of its winning tries, its answer unseen]}], "games": [{"problem", "address", "result", "mistakes",
    /// "helped"}]}`), students by name, their puzzles in the order first
    /// tried (then those only helped on), their games in the order started.
    /// A puzzle is solved by a winning try made before its answer was shown
    /// (`shown`: the answer shown, and not solved before).
    /// The students the teacher removed are in `removed`, each with the
    /// time (`removed_at`) and no PIN.
    pub fn report(&self) -> Result<Value, String> {
        let mut report = self.records(None)?;
        report["removed"] = self.listed(
            "SELECT id, name, NULL, removed FROM students WHERE removed IS NOT NULL AND ?1 IS NULL ORDER BY removed, id",
            None,
        )?;
        Ok(report)
    }

    /// `report`'s students (without the removed), or one student alone (`only`).
    pub fn records(&self, only: Option<&Student>) -> Result<Value, String> {
        let students = self.listed(
            "SELECT id, name, pin, NULL FROM students WHERE removed IS NULL AND (?1 IS NULL OR id = ?1) ORDER BY name",
            only.map(|student| student.id),
        )?;
        Ok(json!({ "students": students }))
    }

    /// The records of the students `query` lists (id, name, PIN, time
    /// removed; `only` its one parameter, `?1`).
    fn listed(&self, query: &str, only: Option<i64>) -> Result<Value, String> {
        let fail = |error: rusqlite::Error| error.to_string();
        let mut students = self.db.prepare(query).map_err(fail)?;
        let mut tries = self
            .db
            .prepare("SELECT problem, puzzle, move, wins, shown, at FROM tries WHERE student = ?1 ORDER BY id")
            .map_err(fail)?;
        let mut games = self
            .db
            .prepare(
                "SELECT problem, address, result, mistakes, token, started, updated FROM games WHERE student = ?1
                 ORDER BY started, rowid",
            )
            .map_err(fail)?;
        let mut helps = self
            .db
            .prepare("SELECT problem, puzzle, game, kind, at FROM helps WHERE student = ?1 ORDER BY id")
            .map_err(fail)?;
        type Listed = (i64, String, Option<String>, Option<i64>);
        let listed: Vec<Listed> = students
            .query_map([only], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
            .map_err(fail)?
            .collect::<Result<_, _>>()
            .map_err(fail)?;
        let mut report = Vec::new();
        for (id, name, pin, removed) in listed {
            let mut puzzles: Vec<Value> = Vec::new();
            type Tried = (String, i64, String, bool, bool, i64);
            let rows: Vec<Tried> = tries
                .query_map([id], |row| {
                    Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?))
                })
                .map_err(fail)?
                .collect::<Result<_, _>>()
                .map_err(fail)?;
            let entry = |puzzles: &mut Vec<Value>, problem: &str, number: i64| -> usize {
                let at = puzzles.iter().position(|puzzle| puzzle["problem"] == problem && puzzle["number"] == number);
                at.unwrap_or_else(|| {
                    puzzles.push(json!({
                        "problem": problem, "number": number, "solved": false, "first_try": false,
                        "wrong": [], "tries": 0, "helped": [], "shown": false, "first_at": null, "last_at": null,
                        "won_at": [],
                    }));
                    puzzles.len() - 1
                })
            };
            // When a puzzle was first and last worked on (its tries and
            // helps, each list in its own order), in seconds since 1970.
            let when = |puzzle: &mut Value, at: i64| {
                let first = puzzle["first_at"].as_i64().map_or(at, |first| first.min(at));
                let last = puzzle["last_at"].as_i64().map_or(at, |last| last.max(at));
                (puzzle["first_at"], puzzle["last_at"]) = (json!(first), json!(last));
            };
            for (problem, number, chosen, wins, shown, at) in rows {
                let place = entry(&mut puzzles, &problem, number);
                let puzzle = &mut puzzles[place];
                when(puzzle, at);
                let first = puzzle["tries"] == 0;
                puzzle["tries"] = json!(puzzle["tries"].as_u64().unwrap_or(0) + 1);
                if wins && !shown {
                    if let Some(won) = puzzle["won_at"].as_array_mut() {
                        won.push(json!(at));
                    }
                }
                // A win after the answer was shown does not solve it.
                if wins && !shown && puzzle["solved"] != true {
                    puzzle["solved"] = json!(true);
                    puzzle["first_try"] = json!(first);
                } else if !wins {
                    if let Some(wrong) = puzzle["wrong"].as_array_mut() {
                        wrong.push(json!(chosen));
                    }
                }
            }
            type Asked = (String, Option<i64>, Option<String>, String, i64);
            let asked: Vec<Asked> = helps
                .query_map([id], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?)))
                .map_err(fail)?
                .collect::<Result<_, _>>()
                .map_err(fail)?;
            let add = |list: &mut Value, kind: &str| {
                if let Some(list) = list.as_array_mut().filter(|list| !list.iter().any(|had| had == kind)) {
                    list.push(json!(kind));
                }
            };
            for (problem, number, _, kind, at) in &asked {
                let Some(number) = number else { continue };
                let place = entry(&mut puzzles, problem, *number);
                let puzzle = &mut puzzles[place];
                add(&mut puzzle["helped"], kind);
                when(puzzle, *at);
                if kind == "answer" && puzzle["solved"] != true {
                    puzzle["shown"] = json!(true);
                }
            }
            let played: Vec<Value> = games
                .query_map([id], |row| {
                    let token = row.get::<_, String>(4)?;
                    let mut helped = json!([]);
                    for (_, _, game, kind, _) in &asked {
                        if game.as_deref() == Some(token.as_str()) {
                            add(&mut helped, kind);
                        }
                    }
                    Ok(json!({
                        "problem": row.get::<_, String>(0)?,
                        "address": row.get::<_, String>(1)?,
                        "result": row.get::<_, Option<String>>(2)?,
                        "mistakes": row.get::<_, i64>(3)?,
                        "helped": helped,
                        "first_at": row.get::<_, i64>(5)?,
                        "last_at": row.get::<_, i64>(6)?,
                    }))
                })
                .map_err(fail)?
                .collect::<Result<_, _>>()
                .map_err(fail)?;
            let mut entry = json!({ "name": name, "pin": pin, "puzzles": puzzles, "games": played });
            if let Some(removed) = removed {
                entry["removed_at"] = json!(removed);
            }
            report.push(entry);
        }
        Ok(json!(report))
    }
}
