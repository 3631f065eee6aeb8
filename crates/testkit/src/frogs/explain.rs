//! `cargo explain frogs`: a counting problem, so its certificate is not a
//! winning line but the counting itself. Per data set: every state with the
//! strips that hold it, its value (derived by exhaustive play) and its options
//! for either player; the strips of each value; how the four counts follow
//! from those (the [`Breakdown`]); and, for at most [`LISTED_STRIPS`] strips,
//! every kept subset with its sum and outcome, played out by the exhaustive
//! oracle within [`PLAY_BUDGET`], whose tallies must be the counts.

use super::{
    add, breakdowns, cell_moves, class_counts, outcome_index, parse, rule_for, show, value_of, Breakdown, Games,
    Outcome, Player, Strip, Value, MODULUS,
};
use crate::explain::{chosen_tests, indent, wrap, written_list, Explained, Failure, Json, Options, TestJson};
use crate::html::{self, escape};
use crate::i18n::{display_width, pad_end};
use crate::t;
use serde_json::json;
use serde_json::value::RawValue;
use std::collections::HashMap;
use std::fmt::Write;

/// Every kept subset is listed, with its outcome, up to this many strips (4,096 subsets).
pub const LISTED_STRIPS: u64 = 12;
/// Sums the exhaustive play may search for the subsets of one input's data
/// sets (in order, each data set's fewest strips first) before it stops; a
/// count, not a clock, so that the output does not depend on the machine;
/// about two thirds of a second in a release build.
pub const PLAY_BUDGET: usize = 400_000;

/// The values in the order the text lists them.
const ORDER: [Value; 8] =
    [Value::MinusOne, Value::MinusHalf, Value::Zero, Value::Half, Value::One, Value::Star, Value::Up, Value::Down];

/// A value as the text writes it (the JSON writes `Value::name`).
pub fn symbol(value: Value) -> &'static str {
    match value {
        Value::Up => "↑",
        Value::Down => "↓",
        other => other.name(),
    }
}

/// The outcomes in the order of the answer line, L, R, F, S: each its
/// catalogue's message and its name in the JSON.
const OUTCOMES: [(&str, &str); 4] = [
    ("fr-outcome-left", "left"),
    ("fr-outcome-right", "right"),
    ("fr-outcome-first", "first"),
    ("fr-outcome-second", "second"),
];

fn outcome_name(outcome: Outcome) -> String {
    crate::i18n::text(OUTCOMES[outcome_index(outcome)].0)
}

/// A number given in halves, as a fraction: 3/2, -1, 0.
fn number(halves: i64) -> String {
    if halves % 2 == 0 {
        (halves / 2).to_string()
    } else {
        format!("{}/2", halves)
    }
}

/// A sum: its number part, ↑ or ↓ as many times as they do not cancel, and *
/// when the stars are odd: `1/2 + 2↑ + *`, or `0`.
pub(crate) fn sum_text(halves: i64, odd_stars: bool, ups_minus_downs: i64) -> String {
    let mut terms = Vec::new();
    if halves != 0 {
        terms.push(number(halves));
    }
    match ups_minus_downs {
        0 => {}
        1 => terms.push("↑".to_string()),
        -1 => terms.push("↓".to_string()),
        d if d > 0 => terms.push(format!("{}↑", d)),
        d => terms.push(format!("{}↓", -d)),
    }
    if odd_stars {
        terms.push("*".to_string());
    }
    if terms.is_empty() {
        "0".to_string()
    } else {
        terms.join(" + ")
    }
}

/// What a sum of values comes to: (its number part in halves, whether the
/// stars are odd, #↑ − #↓).
pub(crate) fn sum_of(values: impl Iterator<Item = Value>) -> (i64, bool, i64) {
    let (mut halves, mut odd_stars, mut ups) = (0, false, 0);
    for value in values {
        match value {
            Value::One => halves += 2,
            Value::MinusOne => halves -= 2,
            Value::Half => halves += 1,
            Value::MinusHalf => halves -= 1,
            Value::Star => odd_stars = !odd_stars,
            Value::Up => ups += 1,
            Value::Down => ups -= 1,
            Value::Zero => {}
        }
    }
    (halves, odd_stars, ups)
}

/// One move of a strip: the frog's cells (1-based) and the strip after it.
struct StripMove {
    from: usize,
    to: usize,
    after: Strip,
}

fn strip_moves(strip: &Strip, player: Player) -> Vec<StripMove> {
    cell_moves(strip, player).into_iter().map(|(from, to, after)| StripMove { from, to, after }).collect()
}

/// A state of the data set: the strips holding it (1-based, inclusive), its value, its options.
pub(crate) struct Part {
    pub(crate) strip: Strip,
    pub(crate) first: u64,
    pub(crate) last: u64,
    pub(crate) value: Value,
    left: Vec<StripMove>,
    right: Vec<StripMove>,
}

pub(crate) fn parts_of(data_set: &[(Strip, u64)]) -> Vec<Part> {
    let mut next = 1;
    data_set
        .iter()
        .map(|&(strip, count)| {
            let part = Part {
                strip,
                first: next,
                last: next + count - 1,
                value: value_of(&strip),
                left: strip_moves(&strip, Player::Left),
                right: strip_moves(&strip, Player::Right),
            };
            next += count;
            part
        })
        .collect()
}

pub(crate) fn strips_text(part: &Part) -> String {
    if part.first == part.last {
        part.first.to_string()
    } else {
        format!("{}-{}", part.first, part.last)
    }
}

/// `{0 | *}`: the values of Left's options and of Right's.
fn form(part: &Part) -> String {
    let side = |options: &[StripMove]| {
        let mut values: Vec<&str> = options.iter().map(|option| symbol(value_of(&option.after))).collect();
        values.dedup();
        values.join(", ")
    };
    format!("{{{}|{}}}", side(&part.left), side(&part.right))
}

fn options_text(options: &[StripMove]) -> String {
    if options.is_empty() {
        return t!("fr-none");
    }
    let shown: Vec<String> = options
        .iter()
        .map(|option| {
            format!("{}->{} {} ({})", option.from, option.to, show(&option.after), symbol(value_of(&option.after)))
        })
        .collect();
    shown.join(", ")
}

/// One kept subset, listed.
struct Subset {
    kept: Vec<usize>,
    sum: (i64, bool, i64),
    outcome: Outcome,
    played: bool,
}

/// Every kept subset of `strips` (as bit masks in increasing order), its sum
/// and its outcome by the write-up's rule, played out by the exhaustive oracle
/// (fewest strips first) until the budget runs out; a played outcome that is
/// not the rule's is a bug.
fn subsets(strips: &[Strip], games: &mut Games, work: &mut usize) -> Result<Vec<Subset>, Failure> {
    let ids: Vec<usize> = strips.iter().map(|&strip| games.strip(strip)).collect();
    let mut listed: Vec<Subset> = (0..1usize << strips.len())
        .map(|mask| {
            let kept: Vec<usize> = (0..strips.len()).filter(|&index| mask >> index & 1 == 1).collect();
            let sum = sum_of(kept.iter().map(|&index| value_of(&strips[index])));
            Subset { kept, sum, outcome: rule_for(sum.0, sum.1, sum.2), played: false }
        })
        .collect();
    let mut by_size: Vec<usize> = (0..listed.len()).collect();
    by_size.sort_by_key(|&mask| (mask.count_ones(), mask));
    for mask in by_size {
        let subset = &mut listed[mask];
        let kept: Vec<usize> = subset.kept.iter().map(|&index| ids[index]).collect();
        let Some(played) = games.outcome_within(&kept, work) else { break };
        if played != subset.outcome {
            let shown: Vec<String> = subset.kept.iter().map(|&index| show(&strips[index])).collect();
            return Err(Failure::Bug(t!(
                "fr-bug-rule",
                strips = shown.join(" "),
                played = outcome_name(played),
                rule = outcome_name(subset.outcome)
            )));
        }
        subset.played = true;
    }
    Ok(listed)
}

fn kept_text(kept: &[usize]) -> String {
    if kept.is_empty() {
        t!("fr-none")
    } else {
        kept.iter().map(|index| (index + 1).to_string()).collect::<Vec<_>>().join(" ")
    }
}

/// The text's account of the counting: which strips decide how, and the four
/// counts from the breakdown's figures.
fn write_counting(text: &mut String, classes: &HashMap<Value, u64>, figures: &Breakdown) {
    let class = |value: Value| classes[&value];
    let numbers = class(Value::One) + class(Value::MinusOne) + class(Value::Half) + class(Value::MinusHalf);
    let others = class(Value::Star) + class(Value::Up) + class(Value::Down);
    let zeros = class(Value::Zero);
    let [positive, zero, negative] = figures.numbers;
    let [left, right, first, second] = figures.infinitesimals;
    writeln!(text, "\n{}", t!("fr-counting", modulus = MODULUS)).unwrap();
    let ways = |count: u64, figure: u64| match count {
        0 => t!("fr-one-way"),
        count if count <= 20 => t!("fr-ways-figure", count = count, figure = figure),
        count => t!("fr-ways", count = count),
    };
    let numbers_ways = ways(numbers, add(add(positive, zero), negative));
    let said =
        t!("fr-numbers", count = numbers, ways = numbers_ways, positive = positive, zero = zero, negative = negative);
    text.push_str(&indent(&wrap(&said, 94)));
    let said = t!(
        "fr-rest",
        count = others,
        ways = ways(others, figures.rest),
        left = left,
        right = right,
        first = first,
        second = second
    );
    text.push_str(&indent(&wrap(&said, 94)));
    let factor = if zeros <= 20 {
        format!("2^{} = {}", zeros, figures.zeros)
    } else {
        format!("2^{} ({})", zeros, figures.zeros)
    };
    text.push_str(&indent(&wrap(&t!("fr-zeros", count = zeros, factor = factor), 94)));
    let [l, r, f, s] = figures.counts;
    let (rest, zeros) = (figures.rest, figures.zeros);
    let figures = format!("({}·{} + {}·{})·{} = {}", positive, rest, zero, left, zeros, l);
    writeln!(text, "  {}", t!("fr-formula-left", figures = figures)).unwrap();
    let figures = format!("({}·{} + {}·{})·{} = {}", negative, rest, zero, right, zeros, r);
    writeln!(text, "  {}", t!("fr-formula-right", figures = figures)).unwrap();
    let figures = format!("{}·{}·{} = {}", zero, first, zeros, f);
    writeln!(text, "  {}", t!("fr-formula-first", figures = figures)).unwrap();
    let figures = format!("{}·{}·{} = {}", zero, second, zeros, s);
    writeln!(text, "  {}", t!("fr-formula-second", figures = figures)).unwrap();
}

fn figures_json(figures: &Breakdown) -> serde_json::Value {
    let outcomes =
        |counts: [u64; 4]| json!({"left": counts[0], "right": counts[1], "first": counts[2], "second": counts[3]});
    json!({
        "numbers": {"positive": figures.numbers[0], "zero": figures.numbers[1], "negative": figures.numbers[2]},
        "rest": figures.rest,
        "infinitesimals": outcomes(figures.infinitesimals),
        "zeros": figures.zeros,
    })
}

fn part_json(part: &Part) -> String {
    let options = |options: &[StripMove]| -> Vec<serde_json::Value> {
        options
            .iter()
            .map(|option| {
                json!({"from": option.from, "to": option.to, "state": show(&option.after),
                       "value": value_of(&option.after).name()})
            })
            .collect()
    };
    json!({
        "place": {"state": show(&part.strip), "strips": [part.first, part.last]},
        "value": part.value.name(),
        "left": options(&part.left),
        "right": options(&part.right),
    })
    .to_string()
}

/// One subset's JSON line, written directly (a data set of 12 strips has 4,096).
fn subset_json(subset: &Subset) -> String {
    let (halves, odd_stars, ups_minus_downs) = subset.sum;
    let kept: Vec<String> = subset.kept.iter().map(|index| (index + 1).to_string()).collect();
    format!(
        "{{\"kept\":[{}],\"number\":\"{}\",\"outcome\":\"{}\",\"played\":{},\"star\":{},\"ups_minus_downs\":{}}}",
        kept.join(","),
        number(halves),
        OUTCOMES[outcome_index(subset.outcome)].1,
        subset.played,
        odd_stars,
        ups_minus_downs
    )
}

/// A strip drawn: five `rect.cell`s (`data-cell` 1 to 5), Left's frogs as
/// blue discs pointing right, Right's as red discs pointing left.
fn strip_svg(strip: &Strip) -> String {
    strip_svg_in(strip, None)
}

/// A strip drawn as `strip_svg` draws it; in row `row` (1-based) of a
/// picture its cells are `data-cell="ROW,CELL"`, each named with the
/// strip's number `number` and what stands on it.
pub(crate) fn strip_svg_in(strip: &Strip, placed: Option<(usize, u64)>) -> String {
    const SIDE: usize = 26;
    let mut svg = format!(
        "<svg class=\"strip\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
         role=\"img\" aria-label=\"{}\">",
        show(strip),
        w = 5 * SIDE + 2,
        h = SIDE + 2
    );
    for (cell, &frog) in strip.iter().enumerate() {
        let (x, y) = (1 + cell * SIDE, 1);
        let (cx, cy) = (x + SIDE / 2, y + SIDE / 2);
        // In a picture: the row before the cell, and the cell's name.
        let (row, named) = placed.map_or((String::new(), String::new()), |(row, number)| {
            let what = match frog {
                b'L' => t!("fr-cell-left"),
                b'R' => t!("fr-cell-right"),
                _ => t!("fr-cell-empty"),
            };
            let name = t!("fr-cell-name", strip = number, cell = cell + 1, what = what);
            (format!("{},", row), format!(" aria-label=\"{}\"", crate::html::escape(&name)))
        });
        write!(
            svg,
            "<rect class=\"cell\" data-cell=\"{}{}\"{} x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
            row,
            cell + 1,
            named,
            x,
            y,
            SIDE,
            SIDE
        )
        .unwrap();
        let (class, tip, back) = match frog {
            b'L' => ("left-frog", cx + 7, cx - 4),
            b'R' => ("right-frog", cx - 7, cx + 4),
            _ => continue,
        };
        write!(
            svg,
            "<circle class=\"{}\" cx=\"{}\" cy=\"{}\" r=\"10\"/><path class=\"frog-heading\" d=\"M {} {} L {} {} L {} {} z\"/>",
            class,
            cx,
            cy,
            tip,
            cy,
            back,
            cy - 5,
            back,
            cy + 5
        )
        .unwrap();
    }
    svg.push_str("</svg>");
    svg
}

/// A data set's section of the page: its states drawn in a table with their
/// values and moves, then the text (the counting and the subsets).
fn section_html(test: usize, parts: &[Part], text: &str) -> String {
    let heads = [
        t!("fr-column-strips"),
        t!("fr-column-state"),
        t!("fr-column-value"),
        "{Left|Right}".to_string(),
        t!("fr-column-left"),
        t!("fr-column-right"),
    ];
    let heads: String = heads.iter().map(|head| format!("<th>{}</th>", escape(head))).collect();
    let mut section = format!("<table class=\"parts strips\">\n<tr>{}</tr>\n", heads);
    for part in parts {
        writeln!(
            section,
            "<tr data-state=\"{}\"><td>{}</td><td>{}<br><code>{}</code></td><td class=\"value\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            show(&part.strip),
            escape(&strips_text(part)),
            strip_svg(&part.strip),
            show(&part.strip),
            escape(symbol(part.value)),
            escape(&form(part)),
            escape(&options_text(&part.left)),
            escape(&options_text(&part.right))
        )
        .unwrap();
    }
    writeln!(section, "</table>\n<p class=\"legend\">{}</p>", escape(&t!("fr-page-legend"))).unwrap();
    html::framed(test, &section, text)
}

/// Explains every data set (or `options.test`) of a legal frogs input.
pub fn explain(problem: &str, input: &str, options: &Options) -> Result<Explained, Failure> {
    let data_sets = parse(input);
    let chosen = chosen_tests(data_sets.len(), options)?;
    let chosen_sets: Vec<_> = chosen.iter().map(|&index| data_sets[index].clone()).collect();
    let all_figures = breakdowns(&chosen_sets);
    // One memo and one budget for the whole input: a sum met again is free.
    let (mut games, mut work) = (Games::default(), PLAY_BUDGET);
    let rules = t!("fr-rules");
    let mut text = wrap(&rules, 96);
    let mut answers = Vec::new();
    let mut reports = Vec::new();
    let mut sections = Vec::new();
    for (&index, figures) in chosen.iter().zip(all_figures) {
        let data_set = &data_sets[index];
        let parts = parts_of(data_set);
        let strips: u64 = data_set.iter().map(|(_, count)| count).sum();
        let classes = class_counts(data_set);
        let [l, r, f, s] = figures.counts;
        let answer = format!("{} {} {} {}", l, r, f, s);
        text.push('\n');
        let test_start = text.len();
        text.push_str(&wrap(
            &t!(
                "fr-test",
                test = index + 1,
                count = data_sets.len(),
                answer = &answer,
                strips = strips,
                left = l,
                right = r,
                first = f,
                second = s,
                modulus = MODULUS
            ),
            96,
        ));
        // The states, drawn as the statement writes them, cells 1 to 5.
        let rows: Vec<[String; 6]> = parts
            .iter()
            .map(|part| {
                [
                    strips_text(part),
                    show(&part.strip),
                    symbol(part.value).to_string(),
                    form(part),
                    options_text(&part.left),
                    options_text(&part.right),
                ]
            })
            .collect();
        let header = [
            t!("fr-column-strips"),
            "12345".to_string(),
            t!("fr-column-value"),
            "{Left|Right}".to_string(),
            t!("fr-column-left"),
            t!("fr-column-right"),
        ];
        let widths: Vec<usize> = (0..6)
            .map(|column| {
                rows.iter()
                    .map(|row| display_width(&row[column]))
                    .chain([display_width(&header[column])])
                    .max()
                    .unwrap()
            })
            .collect();
        text.push('\n');
        for row in std::iter::once(&header).chain(&rows) {
            let mut line = String::from(" ");
            for (column, cell) in row.iter().enumerate() {
                write!(line, " {} ", pad_end(cell, widths[column])).unwrap();
            }
            writeln!(text, "{}", line.trim_end()).unwrap();
        }
        text.push_str(&indent(&wrap(&t!("fr-cells"), 92)));
        let counted: Vec<String> =
            ORDER.iter().map(|value| format!("{}: {}", symbol(*value), classes[value])).collect();
        writeln!(text, "\n{}", t!("fr-each-value", counts = counted.join("   "))).unwrap();
        text.push_str(&wrap(&t!("fr-values-from"), 96));
        write_counting(&mut text, &classes, &figures);
        let report = json!({
            "test": index + 1,
            "answer": answer,
            "counts": {"left": l, "right": r, "first": f, "second": s},
            "classes": ORDER.iter().map(|value| (value.name().to_string(), json!(classes[value])))
                .collect::<serde_json::Map<_, _>>(),
            "breakdown": figures_json(&figures),
            "strips": strips,
            "values_from": "oracle",
        });
        let mut written = Vec::new();
        if options.json {
            written.push(("parts", written_list(parts.iter().map(part_json))));
        }
        if strips <= LISTED_STRIPS {
            let all: Vec<Strip> = parts
                .iter()
                .flat_map(|part| std::iter::repeat_n(part.strip, (part.last - part.first + 1) as usize))
                .collect();
            let listed = subsets(&all, &mut games, &mut work)?;
            let mut tallies = [0u64; 4];
            for subset in &listed {
                tallies[outcome_index(subset.outcome)] += 1;
            }
            if tallies != figures.counts {
                return Err(Failure::Bug(t!(
                    "fr-bug-tallies",
                    test = index + 1,
                    tallies = format!("{:?}", tallies),
                    counts = format!("{:?}", figures.counts)
                )));
            }
            let played = listed.iter().filter(|subset| subset.played).count();
            text.push('\n');
            let heading = if played == listed.len() {
                t!("fr-subsets-all", count = listed.len())
            } else {
                t!(
                    "fr-subsets-some",
                    count = listed.len(),
                    played = played,
                    budget = PLAY_BUDGET,
                    rest = listed.len() - played
                )
            };
            text.push_str(&wrap(&heading, 96));
            let kept: Vec<String> = listed.iter().map(|subset| kept_text(&subset.kept)).collect();
            let sums: Vec<String> =
                listed.iter().map(|subset| sum_text(subset.sum.0, subset.sum.1, subset.sum.2)).collect();
            let (kept_head, sum_head) = (t!("fr-column-kept"), t!("fr-column-sum"));
            let kept_width = kept.iter().map(|kept| display_width(kept)).max().unwrap().max(display_width(&kept_head));
            let sum_width = sums.iter().map(|sum| display_width(sum)).max().unwrap().max(display_width(&sum_head));
            let head = [pad_end(&kept_head, kept_width), pad_end(&sum_head, sum_width), t!("fr-column-outcome")];
            writeln!(text, "  {}", head.join("  ")).unwrap();
            let not_played = t!("fr-not-played");
            for ((subset, kept), sum) in listed.iter().zip(&kept).zip(&sums) {
                let outcome = outcome_name(subset.outcome);
                let mark = if subset.played { String::new() } else { format!("  {}", not_played) };
                let line = format!(
                    "  {}  {}  {}{}",
                    pad_end(kept, kept_width),
                    pad_end(sum, sum_width),
                    pad_end(&outcome, 6),
                    mark
                );
                writeln!(text, "{}", line.trim_end()).unwrap();
            }
            let said = t!("fr-tallies", left = tallies[0], right = tallies[1], first = tallies[2], second = tallies[3]);
            writeln!(text, "  {}", said).unwrap();
            if options.json {
                written.push(("subsets", written_list(listed.iter().map(subset_json))));
            }
        } else {
            writeln!(text, "\n{}", t!("fr-not-listed", strips = strips, limit = LISTED_STRIPS)).unwrap();
            if options.json {
                written.push(("subsets", RawValue::from_string("null".to_string()).expect("null")));
            }
        }
        answers.push(answer);
        if options.json {
            reports.push(TestJson::new(report, written));
        }
        if options.html {
            sections.push(section_html(index + 1, &parts, &text[test_start..]));
        }
    }
    let json = options.json.then(|| Json::new(problem, reports));
    let html = options.html.then(|| html::page(problem, &rules, &sections));
    Ok(Explained { text, answers, json, html })
}
