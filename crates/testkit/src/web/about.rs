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
        let samples: Vec<(String, String)> = crate::cases::load(problem)
            .unwrap_or_default()
            .into_iter()
            .filter(|case| case.name.starts_with("sample"))
            .map(|case| (String::from_utf8_lossy(&case.input).into_owned(), case.expected))
            .collect();
        let statements = [problem.statement, problem.statement_zh];
        let [en, zh] = [Lang::En, Lang::Zh].map(|lang| with_samples(lang, statements[About::index(lang)], &samples));
        let statement = pages("wp-statement", [Some(en), Some(zh)]);
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

/// A statement with its samples (input, expected output) as sections of
/// their own, as a judge's page shows them: after the output's section
/// (`doc-samples-after` names its heading), before the notes, which refer
/// to them; at the end when there is no such heading.
fn with_samples(lang: Lang, statement: &str, samples: &[(String, String)]) -> String {
    i18n::in_lang(lang, || {
        let mut shown = String::new();
        for (number, (input, output)) in samples.iter().enumerate() {
            let heading =
                if samples.len() == 1 { t!("doc-sample-only") } else { t!("doc-sample", number = number + 1) };
            shown.push_str(&format!(
                "## {}\n\n{}\n\n```\n{}```\n\n{}\n\n```\n{}```\n\n",
                heading,
                t!("doc-sample-input"),
                input,
                t!("doc-sample-output"),
                output
            ));
        }
        let after = format!("## {}", t!("doc-samples-after"));
        let output_section = statement.find(&after);
        let next = output_section
            .and_then(|at| statement[at + after.len()..].find("\n## ").map(|offset| at + after.len() + offset + 1));
        match next {
            Some(at) => format!("{}{}{}", &statement[..at], shown, &statement[at..]),
            None => format!("{}\n\n{}", statement.trim_end(), shown),
        }
    })
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
/// words kept (the server serves none of its files); math is MathML
/// ([`math`]: `$1 \le n$`, `2^{20}`, `\tfrac{1}{2}`, `\{0 \mid\}` drawn as
/// a browser draws mathematics); the highest
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
        Event::InlineMath(tex) => Some(Event::InlineHtml(CowStr::from(math(&tex, false)))),
        // A formula on its own line in a box of its own, which scrolls
        // sideways where the formula is wider than a phone.
        Event::DisplayMath(tex) => {
            Some(Event::Html(CowStr::from(format!("<div class=\"formula\" tabindex=\"0\">{}</div>", math(&tex, true)))))
        }
        Event::Html(raw) | Event::InlineHtml(raw) => Some(Event::Text(raw)),
        other => Some(other),
    });
    // A table in a box of its own, which scrolls sideways on a phone (and
    // takes the focus, so that the keys scroll it too).
    let events = events.flat_map(|event| match event {
        Event::Start(Tag::Table(_)) => vec![Event::Html(CowStr::from("<div class=\"wide\" tabindex=\"0\">")), event],
        Event::End(TagEnd::Table) => vec![event, Event::Html(CowStr::from("</div>\n"))],
        other => vec![other],
    });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, joined_lines(events).into_iter());
    html
}

/// The events with each line break of the source between two Chinese
/// characters (or their punctuation) left out: a browser would draw it as a
/// space, which Chinese text has none of.
fn joined_lines<'a>(events: impl Iterator<Item = Event<'a>>) -> Vec<Event<'a>> {
    let cjk = |c: char| crate::i18n::char_width(c) == 2;
    let mut events = events.peekable();
    let mut kept: Vec<Event> = Vec::new();
    while let Some(event) = events.next() {
        if let Event::SoftBreak = event {
            let before = matches!(kept.last(), Some(Event::Text(text)) if text.chars().next_back().is_some_and(cjk));
            let after = matches!(events.peek(), Some(Event::Text(text)) if text.chars().next().is_some_and(cjk));
            if before && after {
                continue;
            }
        }
        kept.push(event);
    }
    kept
}

/// Whether a link leaves the repository (an address on the web).
fn outside(url: &str) -> bool {
    url.starts_with("https://") || url.starts_with("http://")
}

/// TeX as MathML (MathML Core, which browsers draw with no script and a
/// screen reader reads as mathematics), by `pulldown-latex`: `display` for
/// a formula on its own line. A formula the parser refuses is shown as its
/// source in `<code>`, which `tests/web.rs` rules out for every formula of
/// the statements and editorials.
fn math(tex: &str, display: bool) -> String {
    use pulldown_latex::config::DisplayMode;
    let storage = pulldown_latex::Storage::new();
    let events: Vec<_> = pulldown_latex::Parser::new(tex, &storage).collect();
    let mut mathml = String::new();
    let config = pulldown_latex::RenderConfig {
        display_mode: if display { DisplayMode::Block } else { DisplayMode::Inline },
        ..Default::default()
    };
    let rendered = events.iter().all(Result::is_ok)
        && pulldown_latex::push_mathml(&mut mathml, events.into_iter(), config).is_ok();
    if rendered {
        // Games' values write ↑ and ↓ as symbols, not as arrows that grow
        // to the height of the braces around them.
        mathml
            .replace("<mo>↑</mo>", "<mo stretchy=\"false\">↑</mo>")
            .replace("<mo>↓</mo>", "<mo stretchy=\"false\">↓</mo>")
    } else {
        format!("<code class=\"tex\">{}</code>", escape(tex))
    }
}
