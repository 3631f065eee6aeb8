//! What the board says of its problem besides the game: its name, its rules
//! in two lines above the board, and two pages linked from there, the
//! statement (题面) and the editorial (题解), drawn from the Markdown they are
//! written in (`Problem::statement`, the crate's `README.md` and
//! `README.zh.md`), in each language. Made once when the server starts.

use crate::html::escape;
use crate::i18n::{self, Lang};
use crate::t;
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd};

/// The problem's words and pages, English first, then Chinese.
pub struct About {
    /// The page's name for the problem (`高手过招 (master-duel)`).
    pub titles: [String; 2],
    /// The rules in two lines (empty for a problem without them).
    pub rules: [String; 2],
    /// The statement's and the editorial's pages.
    pub statement: [String; 2],
    pub editorial: [String; 2],
}

/// The rules in brief, by problem: the message that holds them.
fn rules_message(problem: &str) -> Option<&'static str> {
    match problem {
        "master-duel" => Some("md-rules-brief"),
        "board-game" => Some("bg-rules-brief"),
        "ring-grid-game" => Some("rg-rules-brief"),
        "coloring-game" => Some("cg-rules-brief"),
        "frogs" => Some("fr-rules-brief"),
        _ => None,
    }
}

impl About {
    /// `problem`'s words and pages: the names from its crate's `Cargo.toml`
    /// (the crate's name alone without it), the editorial from its crate's
    /// README files (a line saying there is none without them).
    pub fn of(problem: &crate::problem::Problem) -> About {
        let (title, title_zh) = match crate::package::info(problem.name) {
            Ok(info) => (format!("{} ({})", info.title, problem.name), format!("{} ({})", info.title_zh, problem.name)),
            Err(_) => (problem.name.to_string(), problem.name.to_string()),
        };
        let folder = crate::cases::workspace_root().join("crates").join(problem.name);
        let readme = |name: &str| std::fs::read_to_string(folder.join(name)).ok();
        let titles = [title, title_zh];
        let pages = |kind: &'static str, sources: [Option<String>; 2]| -> [String; 2] {
            let [en, zh] = sources;
            [document(Lang::En, &titles[0], kind, en.as_deref()), document(Lang::Zh, &titles[1], kind, zh.as_deref())]
        };
        let statement =
            pages("wp-statement", [Some(problem.statement.to_string()), Some(problem.statement_zh.to_string())]);
        let editorial = pages("wp-editorial", [readme("README.md"), readme("README.zh.md")]);
        let rules = [Lang::En, Lang::Zh]
            .map(|lang| rules_message(problem.name).map_or(String::new(), |id| i18n::in_lang(lang, || i18n::text(id))));
        About { titles, rules, statement, editorial }
    }

    /// What is in `lang`: 0 for English, 1 for Chinese.
    pub fn index(lang: Lang) -> usize {
        usize::from(lang == Lang::Zh)
    }
}

/// A page of the problem's (`kind`: the statement or the editorial) in
/// `lang`: its heading, a link to the board and to the other language, and
/// `markdown` drawn as HTML, or a line saying there is none.
fn document(lang: Lang, title: &str, kind: &str, markdown: Option<&str>) -> String {
    i18n::in_lang(lang, || {
        let other = lang.other();
        let what = i18n::text(kind);
        let body = match markdown {
            Some(markdown) => markdown_html(markdown),
            None => format!("<p>{}</p>\n", escape(&t!("wp-no-editorial"))),
        };
        format!(
            "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta name=\"description\" content=\"{title}: {what}\">\n<title>{title} · {what}</title>\n\
             <link rel=\"icon\" href=\"data:,\">\n<link rel=\"stylesheet\" href=\"play.css\">\n</head>\n\
             <body class=\"document\">\n<header>\n<a id=\"language\" href=\"?lang={other}\" lang=\"{other}\" \
             hreflang=\"{other}\">{other_name}</a>\n<h1>{title}: {what}</h1>\n<p><a href=\"./?lang={lang}\">{board}</a></p>\n\
             </header>\n<main>\n{body}</main>\n</body>\n</html>\n",
            lang = lang.code(),
            other = other.code(),
            other_name = other.autonym(),
            title = escape(title),
            what = escape(&what),
            board = escape(&t!("wp-to-the-board")),
            body = body
        )
    })
}

/// Markdown as HTML: the statements' and editorials' own (tables, math).
/// Links and pictures that point into the repository are dropped, their
/// words kept (the server serves none of its files); math is written with
/// its symbols (`$1 \le n$` as 1 ≤ n, `2^{20}` raised); the highest
/// heading is an `h2`, the others as far below it as they were (the page's
/// `h1` is its name).
pub fn markdown_html(markdown: &str) -> String {
    let options = Options::ENABLE_TABLES | Options::ENABLE_MATH | Options::ENABLE_STRIKETHROUGH;
    let highest = Parser::new_ext(markdown, options)
        .filter_map(|event| match event {
            Event::Start(Tag::Heading { level, .. }) => Some(level as usize),
            _ => None,
        })
        .min()
        .unwrap_or(2);
    let lower = |level: pulldown_cmark::HeadingLevel| {
        pulldown_cmark::HeadingLevel::try_from((level as usize + 2).saturating_sub(highest).min(6))
            .unwrap_or(pulldown_cmark::HeadingLevel::H6)
    };
    let mut dropped = Vec::new();
    let events = Parser::new_ext(markdown, options).filter_map(|event| match event {
        Event::Start(Tag::Link { ref dest_url, .. }) | Event::Start(Tag::Image { ref dest_url, .. })
            if !outside(dest_url) =>
        {
            dropped.push(true);
            None
        }
        Event::Start(Tag::Link { .. }) | Event::Start(Tag::Image { .. }) => {
            dropped.push(false);
            Some(event)
        }
        Event::End(TagEnd::Link) | Event::End(TagEnd::Image) => {
            if dropped.pop().unwrap_or(false) {
                None
            } else {
                Some(event)
            }
        }
        Event::Start(Tag::Heading { level, id, classes, attrs }) => {
            Some(Event::Start(Tag::Heading { level: lower(level), id, classes, attrs }))
        }
        Event::End(TagEnd::Heading(level)) => Some(Event::End(TagEnd::Heading(lower(level)))),
        Event::InlineMath(tex) => {
            Some(Event::InlineHtml(CowStr::from(format!("<span class=\"math\">{}</span>", math(&tex)))))
        }
        Event::DisplayMath(tex) => Some(Event::Html(CowStr::from(format!("<p class=\"math\">{}</p>", math(&tex))))),
        Event::Html(raw) | Event::InlineHtml(raw) => Some(Event::Text(raw)),
        other => Some(other),
    });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

/// Whether a link leaves the repository (an address on the web).
fn outside(url: &str) -> bool {
    url.starts_with("https://") || url.starts_with("http://")
}

/// TeX's commands the statements and editorials use, as the symbols they
/// stand for.
const SYMBOLS: &[(&str, &str)] = &[
    ("\\leq", "≤"),
    ("\\le", "≤"),
    ("\\geq", "≥"),
    ("\\ge", "≥"),
    ("\\neq", "≠"),
    ("\\ne", "≠"),
    ("\\ldots", "…"),
    ("\\cdots", "⋯"),
    ("\\dots", "…"),
    ("\\cdot", "·"),
    ("\\times", "×"),
    ("\\oplus", "⊕"),
    ("\\bmod", " mod "),
    ("\\pmod", " mod "),
    ("\\mid", "∣"),
    ("\\in", "∈"),
    ("\\sum", "∑"),
    ("\\binom", "C"),
    ("\\lfloor", "⌊"),
    ("\\rfloor", "⌋"),
    ("\\infty", "∞"),
    ("\\to", "→"),
    ("\\uparrow", "↑"),
    ("\\downarrow", "↓"),
    ("\\{", "{"),
    ("\\}", "}"),
    ("\\,", "\u{2009}"),
    ("\\;", " "),
    ("\\quad", " "),
    ("\\left", ""),
    ("\\right", ""),
];

/// TeX as text: its commands as symbols, `^` and `_` as raised and lowered
/// text, braces and the words of `\text{…}`/`\mathrm{…}` kept; escaped.
fn math(tex: &str) -> String {
    let mut plain = tex.replace("\\text", "").replace("\\mathrm", "").replace("\\operatorname", "");
    for (command, symbol) in SYMBOLS {
        // A command only where it is not the start of a longer one.
        let mut out = String::new();
        let mut rest = plain.as_str();
        while let Some(at) = rest.find(command) {
            let after = &rest[at + command.len()..];
            let longer = command.chars().last().is_some_and(char::is_alphabetic)
                && after.chars().next().is_some_and(char::is_alphabetic);
            out.push_str(&rest[..at]);
            out.push_str(if longer { command } else { symbol });
            rest = after;
        }
        out.push_str(rest);
        plain = out;
    }
    let chars: Vec<char> = plain.chars().collect();
    let mut html = String::new();
    let mut at = 0;
    while at < chars.len() {
        match chars[at] {
            mark @ ('^' | '_') => {
                let (inner, next) = group(&chars, at + 1);
                let tag = if mark == '^' { "sup" } else { "sub" };
                html.push_str(&format!("<{}>{}</{}>", tag, escape(&inner), tag));
                at = next;
            }
            '{' | '}' => at += 1,
            other => {
                html.push_str(&escape(&other.to_string()));
                at += 1;
            }
        }
    }
    html
}

/// The group at `at` (`{…}`, its braces dropped, or one character) and
/// where the text goes on after it.
fn group(chars: &[char], at: usize) -> (String, usize) {
    match chars.get(at) {
        Some('{') => {
            let mut depth = 0;
            for (offset, &c) in chars[at..].iter().enumerate() {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            let inner: String =
                                chars[at + 1..at + offset].iter().filter(|c| !matches!(c, '{' | '}')).collect();
                            return (inner, at + offset + 1);
                        }
                    }
                    _ => {}
                }
            }
            (chars[at + 1..].iter().collect(), chars.len())
        }
        Some(&c) => (c.to_string(), at + 1),
        None => (String::new(), at),
    }
}
