//! The testkit's modules import each other in floors: no circle of imports,
//! and nothing below the registry (`lib.rs`, which lists the problems) imports
//! it; the machinery reaches a problem through `problem::Problem`, shared
//! types through `ground`, and the tables' registry (`tables`) sits above the
//! tables it lists. Read from the source: every `crate::…` and `super::…`
//! path outside a file's `#[cfg(test)]` part is an import of the module it
//! names.

use crate::common;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use testkit::cases::workspace_root;

/// Modules above the registry: front-end glue that looks a problem up by
/// name for the command-line tools.
const ABOVE_THE_REGISTRY: &[&str] = &["cli"];

/// Every module of the library (not the tools in `src/bin/`), by its path
/// (`frogs::play`; `lib` for the crate root), with its source.
fn modules(src: &Path) -> BTreeMap<String, String> {
    common::files_under(src)
        .into_iter()
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .map(|path| (path.strip_prefix(src).unwrap().with_extension(""), path))
        .filter(|(relative, _)| !relative.starts_with("bin"))
        .map(|(relative, path)| (relative.to_string_lossy().replace('/', "::"), fs::read_to_string(&path).unwrap()))
        .collect()
}

/// The source without comments and without its `#[cfg(test)]` part.
fn code(source: &str) -> String {
    let source = source.split("#[cfg(test)]").next().unwrap();
    source.lines().map(|line| line.split("//").next().unwrap()).collect::<Vec<_>>().join("\n")
}

/// The module a path names: its longest prefix that is a module; else, for
/// a macro a module exports (`#[macro_export]` puts it at the crate root:
/// `crate::t`), that module; else the crate root (an item of `lib.rs`, or
/// a re-export there).
fn module_of(path: &[&str], modules: &BTreeMap<String, String>) -> String {
    let exported = |module: &&String| {
        path.len() == 1 && modules[*module].contains(&format!("#[macro_export]\nmacro_rules! {} ", path[0]))
    };
    (1..=path.len())
        .rev()
        .map(|length| path[..length].join("::"))
        .find(|name| modules.contains_key(name))
        .or_else(|| modules.keys().find(exported).cloned())
        .unwrap_or_else(|| "lib".to_string())
}

/// What each module imports (itself left out).
fn imports(modules: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut graph = BTreeMap::new();
    for (name, source) in modules {
        let code = code(source);
        let parent: Vec<&str> = name.split("::").collect::<Vec<_>>().split_last().unwrap().1.to_vec();
        let mut named = BTreeSet::new();
        for (start, prefix) in [("crate::", Vec::new()), ("super::", parent.clone())] {
            for (at, _) in code.match_indices(start) {
                if code[..at].ends_with(|c: char| word(c) || c == ':') {
                    continue;
                }
                let rest = &code[at + start.len()..];
                // `a::b::c`, or `a::{b, c::d}`, or `{a, b}`.
                let head: String = rest.chars().take_while(|&c| word(c) || c == ':').collect();
                let head = head.trim_end_matches(':');
                let mut base: Vec<&str> = prefix.clone();
                base.extend(head.split("::").filter(|part| !part.is_empty()));
                let after = &rest[head.len()..].trim_start_matches(':');
                if after.starts_with('{') {
                    let inside = &after[1..after.find('}').unwrap_or(after.len())];
                    for item in inside.split(',') {
                        let item: String = item.trim().chars().take_while(|&c| word(c) || c == ':').collect();
                        let mut path = base.clone();
                        path.extend(item.split("::").filter(|part| !part.is_empty() && *part != "self"));
                        named.insert(module_of(&path, modules));
                    }
                } else {
                    named.insert(module_of(&base, modules));
                }
            }
        }
        named.remove(name);
        graph.insert(name.clone(), named);
    }
    graph
}

/// The circles of a graph: its strongly connected parts of more than one
/// module (those that reach each other), found from each module's reach.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    let reaches = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut pending: Vec<&String> = graph[from].iter().collect();
        while let Some(next) = pending.pop() {
            if seen.insert(next.clone()) {
                pending.extend(graph.get(next).into_iter().flatten());
            }
        }
        seen
    };
    let reach: BTreeMap<&String, BTreeSet<String>> = graph.keys().map(|name| (name, reaches(name))).collect();
    let mut found: Vec<BTreeSet<String>> = Vec::new();
    for name in graph.keys() {
        let circle: BTreeSet<String> = reach[name]
            .iter()
            .filter(|other| *other != name && reach.get(*other).is_some_and(|back| back.contains(name)))
            .cloned()
            .chain([name.clone()])
            .collect();
        if circle.len() > 1 && !found.contains(&circle) {
            found.push(circle);
        }
    }
    found
}

#[test]
fn the_modules_import_in_floors() {
    let modules = modules(&workspace_root().join("crates/testkit/src"));
    let graph = imports(&modules);
    assert!(graph.len() > 30, "only {} modules found", graph.len());
    // The reader sees what it should: problem modules import the ground floor.
    assert!(graph["board_game"].contains("ground"), "{:?}", graph["board_game"]);
    let found = circles(&graph);
    assert!(found.is_empty(), "circles of imports: {:?}", found);
    let climbing: Vec<&String> = graph
        .iter()
        .filter(|(name, named)| named.contains("lib") && !ABOVE_THE_REGISTRY.contains(&name.as_str()))
        .map(|(name, _)| name)
        .collect();
    assert!(climbing.is_empty(), "modules below the registry import it (lib.rs): {:?}", climbing);
}

/// The reading of imports and the circle search, on made-up modules.
#[test]
fn the_import_reader_sees_circles_and_climbs() {
    let modules: BTreeMap<String, String> = [
        ("lib", "pub mod a;"),
        ("a", "use crate::b::{self, Thing};\nuse crate::c::x;"),
        ("b", "use crate::{a::Other, Problem};\n// use crate::d;"),
        ("c", "fn f() { crate::problem(\"x\"); }\n#[cfg(test)]\nmod tests { use crate::a; }"),
        ("d", "use super::c;"),
        ("d::e", "use super::c;"),
    ]
    .into_iter()
    .map(|(name, source)| (name.to_string(), source.to_string()))
    .collect();
    let graph = imports(&modules);
    assert_eq!(graph["a"], ["b", "c"].into_iter().map(String::from).collect());
    assert_eq!(graph["b"], ["a", "lib"].into_iter().map(String::from).collect());
    assert_eq!(graph["c"], ["lib"].into_iter().map(String::from).collect());
    assert_eq!(graph["d"], ["c"].into_iter().map(String::from).collect());
    assert_eq!(graph["d::e"], ["d"].into_iter().map(String::from).collect());
    let found = circles(&graph);
    assert_eq!(found, vec![["a", "b"].into_iter().map(String::from).collect::<BTreeSet<String>>()]);
}
