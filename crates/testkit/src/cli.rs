//! What the one-problem commands (`cargo explain`, `cargo play`) share: their
//! arguments parsed by clap, the problem looked up, and the exit codes — 2
//! for bad usage with one `error:` line, 3 for a bug report.

use crate::i18n::{self, Lang};
use crate::problem::Problem;
use crate::t;
use std::process::ExitCode;

/// Bad usage: one line on standard error, exit 2.
pub fn usage_error(message: &str) -> ExitCode {
    eprintln!("{}", t!("error", message = message));
    ExitCode::from(2)
}

/// The tool's work failed (a build, a file, a run it could not make): one
/// line on standard error, exit 1.
pub fn failure(message: &str) -> ExitCode {
    eprintln!("{}", t!("error", message = message));
    ExitCode::FAILURE
}

/// A disagreement inside the workspace (`explain::Failure::Bug`): exit 3.
pub fn bug(report: &str, with: &str) -> ExitCode {
    eprintln!("{}", t!("bug", with = with, report = report));
    ExitCode::from(3)
}

/// A learner's tool's command line (`cargo explain`, `cargo play`, `cargo
/// table`), in the language it asks for: `--lang` (before any `--`) when it
/// names one, else the environment's ([`Lang::from_env`]). The language is
/// set for the process before anything is said, so clap's checks of values
/// speak it too. In Chinese the help is the catalogue's `help_page`
/// message (its English twin is what clap writes from the fields' doc
/// comments, which `tests/i18n.rs` holds it to) and clap's errors are said
/// in the catalogue's words.
pub fn arguments_in<C: clap::Parser>(help_page: &'static str) -> Result<C, ExitCode> {
    arguments_with_pages::<C>(help_page, &[])
}

/// [`arguments_in`] for a tool with subcommands: `pages` names each
/// subcommand's help page (`("gen", "data-gen-help-page")`).
pub fn arguments_with_pages<C: clap::Parser>(
    help_page: &'static str,
    pages: &[(&'static str, &'static str)],
) -> Result<C, ExitCode> {
    let lang = asked_lang(std::env::args_os().skip(1)).unwrap_or_else(Lang::from_env);
    i18n::set(lang);
    let mut command = C::command();
    if lang != Lang::En {
        command = command.override_help(i18n::text(help_page));
        for &(name, page) in pages {
            command = command.mut_subcommand(name, |sub| sub.override_help(i18n::text(page)));
        }
    }
    let matches = command.try_get_matches().and_then(|mut matches| C::from_arg_matches_mut(&mut matches));
    matches.map_err(|error| {
        if lang == Lang::En || !error.use_stderr() {
            let _ = error.print();
        } else {
            eprintln!("{}\n{}", t!("error", message = clap_error(&error)), t!("clap-help-tip"));
        }
        ExitCode::from(if error.use_stderr() { 2 } else { 0 })
    })
}

/// The language `--lang VALUE` or `--lang=VALUE` names among `args`, up to
/// a `--` (after it the words are a program's).
pub fn asked_lang(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Lang> {
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|value| value.to_string_lossy().into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(lang) = value.and_then(|value| Lang::parse(&value).ok()) {
            return Some(lang);
        }
    }
    None
}

/// A clap error in the catalogue's words: the argument and value it is
/// about, with clap's own line when it is of another kind.
fn clap_error(error: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    };
    match error.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => t!(
            "clap-invalid-value",
            value = context(ContextKind::InvalidValue),
            arg = context(ContextKind::InvalidArg),
            reason = std::error::Error::source(error).map(|why| why.to_string()).unwrap_or_default()
        ),
        ErrorKind::UnknownArgument => t!("clap-unknown", arg = context(ContextKind::InvalidArg)),
        ErrorKind::MissingRequiredArgument => t!("clap-missing", arg = context(ContextKind::InvalidArg)),
        _ => error.render().to_string().lines().next().unwrap_or_default().trim_start_matches("error: ").to_string(),
    }
}

/// The command line, or the exit after clap has printed help (0) or an error (2).
pub fn arguments<C: clap::Parser>() -> Result<C, ExitCode> {
    C::try_parse().map_err(|error| {
        let _ = error.print();
        ExitCode::from(if error.use_stderr() { 2 } else { 0 })
    })
}

/// The problem named `name`, or bad usage listing the names there are.
pub fn problem(name: &str) -> Result<&'static Problem, ExitCode> {
    crate::problem(name).ok_or_else(|| {
        let names: Vec<&str> = crate::PROBLEMS.iter().map(|problem| problem.name).collect();
        usage_error(&t!("no-problem", name = format!("{:?}", name), names = names.join(", ")))
    })
}

/// The problems a benchmark is asked for, among those it measures (all of
/// them when none is named), or bad usage naming what there is.
pub fn chosen_problems(
    names: &[String],
    among: &[&'static Problem],
    what: &str,
) -> Result<Vec<&'static Problem>, ExitCode> {
    if names.is_empty() {
        return Ok(among.to_vec());
    }
    names
        .iter()
        .map(|name| {
            among.iter().find(|problem| problem.name == name).copied().ok_or_else(|| {
                let names: Vec<&str> = among.iter().map(|problem| problem.name).collect();
                usage_error(&format!("{:?} is not {} (have: {})", name, what, names.join(", ")))
            })
        })
        .collect()
}

/// Runs a benchmark over `chosen`, each answering whether its figures are
/// within their bounds: exit 0 when all are, 1 (saying so) when one is not
/// or a run fails.
pub fn bench_all(chosen: &[&Problem], mut bench: impl FnMut(&Problem) -> Result<bool, String>) -> ExitCode {
    let mut all_within = true;
    for problem in chosen {
        match bench(problem) {
            Ok(within) => all_within &= within,
            Err(message) => {
                eprintln!("error: {}", message);
                return ExitCode::FAILURE;
            }
        }
    }
    if all_within {
        ExitCode::SUCCESS
    } else {
        eprintln!("error: some figures miss their bound (OVER)");
        ExitCode::FAILURE
    }
}

/// A person's own input (a file, or standard input), read as the solutions
/// read it: Windows line ends (CRLF) become `\n`, and a UTF-8 byte-order
/// mark at the start is dropped, each said once on standard error. What is
/// left goes to the strict validator as before; the judge data and the
/// validators keep refusing both.
pub fn own_input(mut input: Vec<u8>, name: &str) -> Vec<u8> {
    const BOM: &[u8] = b"\xef\xbb\xbf";
    if input.starts_with(BOM) {
        eprintln!("{}", t!("note-bom", name = name));
        input.drain(..BOM.len());
    }
    if input.windows(2).any(|pair| pair == b"\r\n") {
        eprintln!("{}", t!("note-crlf", name = name));
        let mut kept = Vec::with_capacity(input.len());
        for (at, &byte) in input.iter().enumerate() {
            if !(byte == b'\r' && input.get(at + 1) == Some(&b'\n')) {
                kept.push(byte);
            }
        }
        input = kept;
    }
    input
}

/// A parser of a whole-number flag from `min` to `max` that says that range
/// for anything else, a negative number included: the tools take negative
/// numbers as values (`allow_negative_numbers`), so `--cases -5` is told the
/// range, not clap's tip to write `-- -5`, which here starts the program's
/// command.
pub fn whole<T>(min: u64, max: u64) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    move |text: &str| {
        let range = if max == u64::MAX { t!("whole-from", min = min) } else { t!("whole-range", min = min, max = max) };
        text.trim()
            .parse::<u64>()
            .ok()
            .filter(|value| (min..=max).contains(value))
            .and_then(|value| T::try_from(value).ok())
            .ok_or(range)
    }
}
