//! The learner's tools in two languages: every sentence they print is a
//! message of one catalogue a language (Project Fluent's `.ftl` files under
//! `crates/testkit/locales/LANG/`, the same files in each), formatted by
//! `fluent-bundle`. Code names a message and its arguments with [`t!`];
//! the catalogues give the words.
//!
//! The language is the process's (set once by a tool from `--lang`, or
//! from `LC_ALL` / `LC_MESSAGES` / `LANG` when they name Chinese), unless a
//! thread has taken another for a while with [`in_lang`]: the web server
//! answers each request in its browser's language that way.
//!
//! `tests/i18n.rs` holds the catalogues to each other (the same messages,
//! each with the same arguments in both) and the code to the catalogues
//! (every message named exists, with the arguments it is given).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

/// A language the tools speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language's code, as `--lang` and the page's address write it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The other of the two.
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Zh,
            Lang::Zh => Lang::En,
        }
    }

    /// The language's name in itself, as a switch to it is labelled.
    pub fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "中文",
        }
    }

    /// A language named by a code or a locale (`zh`, `zh_CN.UTF-8`,
    /// `zh-Hans`, `en_US`), if it is one of the two.
    pub fn named(name: &str) -> Option<Lang> {
        let base = name.trim().split(['_', '-', '.', '@']).next().unwrap_or("").to_ascii_lowercase();
        match base.as_str() {
            "zh" => Some(Lang::Zh),
            "en" | "c" | "posix" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language the environment asks for, as the C library reads it:
    /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
    /// empty; Chinese when it names Chinese, English otherwise.
    pub fn from_env() -> Lang {
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty());
        match chosen.as_deref().and_then(Lang::named) {
            Some(Lang::Zh) => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// A `--lang` value, or what it may be.
    pub fn parse(text: &str) -> Result<Lang, String> {
        match text.trim() {
            "en" => Ok(Lang::En),
            "zh" => Ok(Lang::Zh),
            _ => Err("en or zh".to_string()),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

// The catalogues' files: `FILES` their names, `source` their text, both
// from the one list given to `catalogues!`; each language has every one.
macro_rules! catalogues {
    ($($name:literal),*) => {
        /// The catalogues' files, by name.
        pub const FILES: &[&str] = &[$($name),*];

        /// The text of a catalogue's file.
        pub fn source(lang: Lang, file: &str) -> &'static str {
            match (lang, file) {
                $(
                    (Lang::En, $name) => include_str!(concat!("../locales/en/", $name, ".ftl")),
                    (Lang::Zh, $name) => include_str!(concat!("../locales/zh/", $name, ".ftl")),
                )*
                _ => "",
            }
        }
    };
}
catalogues!(
    "common",
    "check",
    "table",
    "explain",
    "play",
    "puzzles",
    "reasons",
    "board-game",
    "coloring-game",
    "frogs",
    "master-duel",
    "ring-grid-game",
    "web",
    "class"
);

static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the process's language (a tool does, from `--lang` or the environment).
pub fn set(lang: Lang) {
    PROCESS.store(lang.index() as u8, Ordering::Relaxed);
}

/// The language now: the thread's, if it took one, else the process's.
pub fn lang() -> Lang {
    THREAD.with(Cell::get).unwrap_or(if PROCESS.load(Ordering::Relaxed) == 1 { Lang::Zh } else { Lang::En })
}

/// Runs `work` in `lang` on this thread, then returns to the language before.
pub fn in_lang<T>(lang: Lang, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREAD.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(THREAD.with(|cell| cell.replace(Some(lang))));
    work()
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 2] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let tag = match lang {
        Lang::En => "en",
        Lang::Zh => "zh-Hans",
    };
    let mut bundle = FluentBundle::new_concurrent(vec![tag.parse().expect("a valid language tag")]);
    // Terminals and JSON, not mixed-direction text: no isolation marks
    // around the arguments.
    bundle.set_use_isolating(false);
    for file in FILES {
        let resource = FluentResource::try_new(source(lang, file).to_string())
            .unwrap_or_else(|(_, errors)| panic!("locales/{}/{}.ftl does not parse: {:?}", lang.code(), file, errors));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("locales/{}/{}.ftl repeats a message: {:?}", lang.code(), file, errors));
    }
    bundle
}

/// An argument of a message. Whole numbers stay numbers for the plural
/// rules while they are exact as Fluent's numbers (below 2^53); anything
/// else is its text.
pub struct Arg(FluentValue<'static>);

macro_rules! whole_args {
    ($($type:ty),*) => {$(
        impl From<$type> for Arg {
            fn from(value: $type) -> Arg {
                let exact = (value as i128).unsigned_abs() < 1 << 53;
                Arg(if exact { FluentValue::from(value as f64) } else { FluentValue::from(value.to_string()) })
            }
        }
    )*};
}
whole_args!(u8, u16, u32, u64, usize, i32, i64);

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg(FluentValue::from(value))
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg(FluentValue::from(value.clone()))
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

/// A yes-or-no, for a message that selects by it: `[yes]` or `[no]`.
impl From<bool> for Arg {
    fn from(value: bool) -> Arg {
        Arg(FluentValue::from(if value { "yes" } else { "no" }))
    }
}

impl From<char> for Arg {
    fn from(value: char) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

/// The message `id` in the language now, with its arguments. A message
/// missing from a catalogue (which `tests/i18n.rs` rules out) is written in
/// English, and failing that as its id; an argument the message lacks is
/// left as Fluent writes it (`{$name}`).
pub fn message(id: &str, args: Vec<(&'static str, Arg)>) -> String {
    message_in(lang(), id, args)
}

/// The message `id` in `lang`.
pub fn message_in(lang: Lang, id: &str, args: Vec<(&str, Arg)>) -> String {
    let mut fluent = FluentArgs::new();
    for (name, Arg(value)) in args {
        fluent.set(name, value);
    }
    let all = bundles();
    for bundle in [&all[lang.index()], &all[Lang::En.index()]] {
        if let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) {
            let mut errors = Vec::new();
            return bundle.format_pattern(pattern, Some(&fluent), &mut errors).into_owned();
        }
    }
    id.to_string()
}

/// The web page's words in `lang` (`cargo play --web`): every message of
/// `web.ftl` whose id starts with `wp-` (the web page's), each argument left as `{$name}`
/// for the page's script to fill in. Such a message is one line, and
/// chooses no words by its arguments (`tests/i18n.rs` holds them to it).
pub fn page_words(lang: Lang) -> Vec<(String, String)> {
    let mut words = Vec::new();
    for line in source(lang, "web").lines() {
        let Some((id, pattern)) = line.split_once(" = ") else { continue };
        if !id.starts_with("wp-") {
            continue;
        }
        let names: Vec<&str> =
            pattern.split("{ $").skip(1).filter_map(|rest| rest.split_once(" }").map(|(name, _)| name)).collect();
        let args = names.iter().map(|&name| (name, Arg::from(format!("{{${}}}", name)))).collect();
        words.push((id.to_string(), message_in(lang, id, args)));
    }
    words
}

/// The message `id`, which takes no argument, in the language now: for the
/// ids a value holds (`Rules::PARTS`).
pub fn text(id: &str) -> String {
    message(id, Vec::new())
}

/// What the system said of a file or program, in the language now: the
/// common kinds in the catalogue's words, any other as the system says it.
pub fn os_error(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => text("os-not-found"),
        std::io::ErrorKind::PermissionDenied => text("os-permission-denied"),
        _ => error.to_string(),
    }
}

/// `t!("id")` or `t!("id", name = value, …)`: the message in the language
/// now. Each value is anything an [`Arg`] is made from (a whole number, a
/// string or a char); the names are the message's `$variables`.
#[macro_export]
macro_rules! t {
    ($id:literal $(,)?) => {
        $crate::i18n::message($id, Vec::new())
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message($id, vec![$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// The columns a character takes in a terminal: two for a wide one
/// (Chinese, full-width punctuation), one for any other.
pub fn char_width(c: char) -> usize {
    match u32::from(c) {
        0x1100..=0x115F
        | 0x2E80..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6 => 2,
        _ => 1,
    }
}

/// The columns `text` takes in a terminal.
pub fn display_width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

/// `text` followed by spaces to `width` columns.
pub fn pad_end(text: &str, width: usize) -> String {
    format!("{}{}", text, " ".repeat(width.saturating_sub(display_width(text))))
}

/// Spaces, then `text`, to `width` columns.
pub fn pad_start(text: &str, width: usize) -> String {
    format!("{}{}", " ".repeat(width.saturating_sub(display_width(text))), text)
}

/// The English words in `text` that are not notation: what a Chinese page
/// or run must not show. A word is a run of two or more Latin letters; it
/// counts unless it is in `allowed`, is part of a name of a file, flag or
/// problem (it touches `-`, `_`, `.`, `/`, `=`, `` ` `` or a digit), is
/// in capitals (a placeholder or an acronym), follows `cargo` (a tool's
/// name), or is quoted: `code` in backticks, or what a person typed in
/// double quotes.
pub fn english_words(text: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    let mut quoted = false;
    let mut after_cargo = false;
    for token in text.split(|c: char| c.is_whitespace() || (!c.is_ascii() && !is_latin_mark(c))) {
        let ticks = token.matches(['`', '"']).count();
        let inside = quoted;
        if ticks % 2 == 1 {
            quoted = !quoted;
        }
        // `cargo NAME`: a command, its tool's name included.
        let command = std::mem::replace(&mut after_cargo, token == "cargo");
        if inside || ticks > 0 || command {
            continue;
        }
        let trimmed = token.trim_matches(|c: char| {
            matches!(
                c,
                ',' | ';'
                    | ':'
                    | '!'
                    | '?'
                    | '('
                    | ')'
                    | '['
                    | ']'
                    | '{'
                    | '}'
                    | '"'
                    | '\''
                    | '*'
                    | '<'
                    | '>'
                    | '|'
                    | '+'
                    | '…'
            )
        });
        if trimmed.chars().any(|c| c.is_ascii_digit() || "-_./=\\@#$%&~^".contains(c)) {
            continue;
        }
        let letters: String = trimmed.chars().filter(char::is_ascii_alphabetic).collect();
        // Words in capitals are names: placeholders (`PROBLEM`) and acronyms.
        let capitals = letters.chars().all(|c| c.is_ascii_uppercase());
        if letters.len() >= 2
            && letters.len() == trimmed.len()
            && !capitals
            && !allowed.iter().any(|word| word.eq_ignore_ascii_case(&letters))
        {
            found.push(letters);
        }
    }
    found
}

fn is_latin_mark(c: char) -> bool {
    matches!(c, '…' | '×' | '↑' | '↓' | '−')
}

/// Notation that a Chinese text keeps as it is: the games' players and
/// terms OI students write in Latin letters, the tools' names, the one
/// problem whose name is a plain word, the one key named in Latin letters
/// (Tab), the database a class is kept in (SQLite), the units of the
/// checking tools' figures (kB, ms) and the names of what hosts a problem
/// (Kattis, DOMjudge, problemtools, TeX).
pub const NOTATION: &[&str] = &[
    "mex",
    "lowbit",
    "xor",
    "Nim",
    "frogs",
    "Alice",
    "Bob",
    "Left",
    "Right",
    "cargo",
    "Windows",
    "GiB",
    "MiB",
    "KiB",
    "en",
    "zh",
    "printf",
    "id",
    "Tab",
    "SQLite",
    "kB",
    "ms",
    "TeX",
    "Kattis",
    "DOMjudge",
    "problemtools",
];
