//! frogs' table for `cargo table`: the 23 strips reachable from `LL_RR`,
//! each with its options for Left and for Right and its value by play — the
//! one of the eight named games (0, 1, -1, 1/2, -1/2, *, ↑, ↓) that it
//! equals, G = V exactly when G − V is a second-player win, decided by
//! exhaustive minimax over the sum — grouped by value.

use super::{derive_values, moves, reachable, show, Player, Strip, Value};
use crate::i18n::pad_end;
use crate::t;
use crate::table::{Entry, Table};
use std::collections::HashMap;

/// A value as a conjecture writes it: `0 1 -1 1/2 -1/2 * ^ v`.
pub fn token(value: Value) -> &'static str {
    match value {
        Value::Up => "^",
        Value::Down => "v",
        other => other.name(),
    }
}

/// The canonical form of each named value, as `value_games` builds it (the
/// strips of a group equal it by play).
pub fn canonical_form(token: &str) -> &'static str {
    match token {
        "0" => "{ | }",
        "1" => "{0 | }",
        "-1" => "{ | 0}",
        "1/2" => "{0 | 1}",
        "-1/2" => "{-1 | 0}",
        "*" => "{0 | 0}",
        "^" => "{0 | *}",
        "v" => "{* | 0}",
        _ => "?",
    }
}

/// A conjecture's line read as a value.
pub fn read_value(line: &str) -> Result<String, String> {
    Value::ALL
        .iter()
        .map(|&value| token(value))
        .find(|&name| name == line)
        .map(str::to_string)
        .ok_or_else(|| t!("table-fr-value"))
}

/// The write-up's table of values, as it publishes it (the "formula" of a
/// counting problem whose games are tabulated once). Written here from the
/// write-up, not taken from the solution.
pub const WRITE_UP: [(&str, &str); 23] = [
    ("LLRR_", "0"),
    ("LLR_R", "v"),
    ("LL_RR", "*"),
    ("LRLR_", "0"),
    ("LRL_R", "*"),
    ("LRRL_", "1"),
    ("LRR_L", "0"),
    ("LR_LR", "0"),
    ("LR_RL", "-1/2"),
    ("L_LRR", "^"),
    ("L_RLR", "*"),
    ("RLRL_", "1"),
    ("RLR_L", "0"),
    ("RL_LR", "1/2"),
    ("RRL_L", "1"),
    ("RR_LL", "0"),
    ("R_LLR", "0"),
    ("R_LRL", "0"),
    ("R_RLL", "-1"),
    ("_LLRR", "0"),
    ("_LRLR", "0"),
    ("_RLLR", "-1"),
    ("_RLRL", "-1"),
];

pub fn table(size: usize) -> Table {
    let by_play: HashMap<Strip, Vec<Value>> = derive_values().into_iter().collect();
    let token_of = |strip: &Strip| match by_play[strip].as_slice() {
        [value] => token(*value).to_string(),
        equal => t!("table-fr-equals", values = format!("{:?}", equal)),
    };
    let mut strips = reachable();
    // By value, in the write-up's order of the eight, then by strip.
    let rank = |strip: &Strip| {
        by_play[strip].first().map_or(usize::MAX, |value| Value::ALL.iter().position(|v| v == value).unwrap())
    };
    strips.sort_by_key(|strip| (rank(strip), *strip));
    let entries = strips
        .iter()
        .map(|strip| {
            let value = token_of(strip);
            let options = |player: Player| {
                let listed: Vec<String> =
                    moves(strip, player).iter().map(|next| format!("{} ({})", show(next), token_of(next))).collect();
                if listed.is_empty() {
                    t!("table-fr-none")
                } else {
                    listed.join(", ")
                }
            };
            let form = |player: Player| {
                let mut values: Vec<String> = moves(strip, player).iter().map(token_of).collect();
                values.sort();
                values.dedup();
                values.join(", ")
            };
            let formula = WRITE_UP
                .iter()
                .find(|(name, _)| *name == show(strip))
                .map_or_else(|| t!("table-fr-not-in-write-up"), |(_, value)| value.to_string());
            Entry {
                position: show(strip),
                label: t!("table-fr-label", strip = show(strip)),
                drawing: t!("table-fr-drawing", strip = show(strip)),
                value: value.clone(),
                why: t!(
                    "table-fr-why",
                    left = options(Player::Left),
                    right = options(Player::Right),
                    left_values = form(Player::Left),
                    right_values = form(Player::Right),
                    value = &value
                ),
                formula,
            }
        })
        .collect();
    Table {
        problem: "frogs",
        size,
        heading: t!("table-fr-heading"),
        formula: t!("table-fr-formula"),
        formats: t!("table-fr-formats"),
        entries,
        layout,
        read_value,
        html_layout,
    }
}

fn layout(table: &Table, marks: &[char]) -> String {
    let mut text = String::new();
    let mut current = String::new();
    for (index, entry) in table.entries.iter().enumerate() {
        if entry.value != current {
            current = entry.value.clone();
            let count = table.entries.iter().filter(|other| other.value == current).count();
            text.push_str(&format!(
                "{}{}\n",
                if index == 0 { "" } else { "\n" },
                t!("table-fr-group", value = &current, form = canonical_form(&current), count = count)
            ));
        }
        let strip = super::strip(&entry.position);
        let options = |player: Player| {
            let listed: Vec<String> = moves(&strip, player)
                .iter()
                .map(|next| {
                    let value = table
                        .entries
                        .iter()
                        .find(|other| other.position == show(next))
                        .map_or("?", |other| other.value.as_str());
                    format!("{} {}", show(next), value)
                })
                .collect();
            if listed.is_empty() {
                t!("table-fr-none")
            } else {
                listed.join(", ")
            }
        };
        text.push_str(&format!(
            "  {}{}  {} {}\n",
            entry.position,
            marks[index],
            pad_end(&t!("table-fr-left", options = options(Player::Left)), 30),
            t!("table-fr-right", options = options(Player::Right))
        ));
    }
    text
}

/// One line a strip, grouped by value: the strip drawn (blue L, red R), its
/// value, its options for Left and for Right with their values.
fn html_layout(table: &Table, cells: &[String]) -> String {
    let value_of = |strip: &Strip| {
        table
            .entries
            .iter()
            .find(|entry| entry.position == show(strip))
            .map_or("?".to_string(), |entry| entry.value.clone())
    };
    let mut html = String::from("<table class=\"entries strips\">\n");
    let mut current = String::new();
    for (entry, cell) in table.entries.iter().zip(cells) {
        if entry.value != current {
            current = entry.value.clone();
            let count = table.entries.iter().filter(|other| other.value == current).count();
            html.push_str(&format!(
                "<tr><th class=\"group\" colspan=\"4\">{}</th></tr>\n",
                crate::html::escape(&t!(
                    "table-fr-group",
                    value = &current,
                    form = canonical_form(&current),
                    count = count
                ))
            ));
        }
        let strip = super::strip(&entry.position);
        let drawn: String = entry
            .position
            .chars()
            .map(|cell| match cell {
                'L' => "<span class=\"cell left-frog\">L</span>",
                'R' => "<span class=\"cell right-frog\">R</span>",
                _ => "<span class=\"cell\"></span>",
            })
            .collect();
        let options = |player: Player| {
            let listed: Vec<String> =
                moves(&strip, player).iter().map(|next| format!("{} ({})", show(next), value_of(next))).collect();
            if listed.is_empty() {
                t!("table-fr-none")
            } else {
                listed.join(", ")
            }
        };
        html.push_str(&format!(
            "<tr><td class=\"note\"><span class=\"cells\">{}</span> {}</td>{}<td class=\"note\">{}</td><td class=\"note\">{}</td></tr>\n",
            drawn,
            entry.position,
            cell,
            crate::html::escape(&t!("table-fr-left", options = options(Player::Left))),
            crate::html::escape(&t!("table-fr-right", options = options(Player::Right)))
        ));
    }
    html.push_str("</table>\n");
    html
}
