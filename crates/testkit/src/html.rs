//! `cargo explain --html`: the explanation as one self-contained page, inline
//! CSS and SVG, no script and nothing fetched. Per test: the position drawn
//! one SVG cell per board cell with 1-based coordinates on the axes, the
//! winning move marked (an arrow from cell to cell, or the cells it touches
//! outlined), the principal line's moves numbered on the cells they end on,
//! the parts' values beside the drawing, and the certificate's text below.
//!
//! The page's elements carry what a test needs to check it: every board cell
//! is a `rect.cell` with `data-cell="R,C"`; the winning move's cells are
//! `rect.mark.winning-move` with `data-cell`, in the move's order; a line
//! number is a `text.line-number` with `data-cell` and `data-moves`.

use crate::ground::{Grid, Nimber, Note, Rules, Spot};
use crate::t;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Boards drawn cell by cell up to this many cells; a larger one is left to
/// the text below its heading.
pub const DRAWN_CELLS: usize = 4_096;
/// Parts listed beside the drawing in full up to this many; beyond, the first and last few.
const LISTED_PARTS: usize = 12;
const SUMMARY_PARTS: usize = 5;
/// One cell's side, and the room for the axes' numbers.
const CELL: usize = 28;
const LEFT: usize = 40;
const TOP: usize = 26;

/// Writes `page` to `path` whole or not at all: a temporary file beside it,
/// then a rename, readable by all as any other file written (0644; a
/// temporary file starts as 0600). The error names the path and says what
/// is wrong with it in words.
pub fn write_page(path: &std::path::Path, page: &str) -> Result<(), String> {
    use std::io::Write;
    use std::os::unix::fs::PermissionsExt;
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => std::path::Path::new("."),
    };
    if path.is_dir() || path.as_os_str().to_string_lossy().ends_with('/') {
        let example = path.join("page.html").display().to_string();
        return Err(t!("page-folder", path = path.display().to_string(), example = example));
    }
    if !directory.is_dir() {
        return Err(t!("page-no-folder", path = path.display().to_string(), folder = directory.display().to_string()));
    }
    let failed = |error: &dyn std::fmt::Display| format!("{}: {}", path.display(), error);
    let mut temporary = tempfile::NamedTempFile::new_in(directory).map_err(|error| failed(&error))?;
    temporary.write_all(page.as_bytes()).map_err(|error| failed(&error))?;
    temporary.as_file().set_permissions(std::fs::Permissions::from_mode(0o644)).map_err(|error| failed(&error))?;
    temporary.persist(path).map_err(|error| failed(&error.error))?;
    Ok(())
}

/// `&`, `<`, `>` and `"` escaped, for text and attribute values.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            other => escaped.push(other),
        }
    }
    escaped
}

const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 1.5em 2em; color: #222; background: #fff; max-width: 84em; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-bottom: 0.6em; }
p.rules { max-width: 60em; line-height: 1.4; }
section.test { border-top: 1px solid #ccc; margin-top: 1.5em; padding-top: 0.5em; }
.picture { display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; }
svg.board { flex: none; }
svg .axis { font-size: 11px; fill: #666; text-anchor: middle; dominant-baseline: central; }
rect.cell, rect.swatch { stroke: #aaa; stroke-width: 1; fill: #fbfaf7; }
rect.obstacle { fill: #555; }
rect.trail { fill: #dce9f7; }
rect.tails { fill: #f3e2b3; }
circle.stone { fill: #333; }
circle.piece, circle.pieces { fill: #2e7d5b; }
circle.tails { fill: #c8962e; }
circle.heads { fill: none; stroke: #bbb; stroke-width: 1.5; }
text.count { font-size: 13px; font-weight: bold; fill: #fff; text-anchor: middle; dominant-baseline: central; }
rect.mark.winning-move { fill: none; stroke: #c62828; stroke-width: 3; }
line.winning-move { stroke: #c62828; stroke-width: 3; }
.arrow-head { fill: #c62828; }
text.line-number { font-size: 10px; font-weight: bold; fill: #1650a0; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
svg.swatch { vertical-align: middle; margin: 0 0.25em 0 0.8em; }
circle.left-frog { fill: #1650a0; }
circle.right-frog { fill: #c62828; }
path.frog-heading { fill: #fff; }
table.strips td { vertical-align: middle; padding: 0.3em 0.7em; }
table.parts { border-collapse: collapse; font-size: 0.95em; }
table.parts th, table.parts td { padding: 0.15em 0.7em; text-align: left; border-bottom: 1px solid #eee; }
table.parts td.value { text-align: right; font-family: ui-monospace, monospace; }
table.parts tr.total td { font-weight: bold; border-top: 1px solid #999; }
p.legend { font-size: 0.9em; color: #444; line-height: 1.8; }
p.legend .winning { color: #c62828; font-weight: bold; }
pre.certificate { background: #f6f6f3; padding: 1em; overflow-x: auto; font-size: 12.5px; line-height: 1.35; }
";

/// One test's page section: what `explain` knows of it.
pub struct Section<'a, R: Rules> {
    pub position: &'a R::Position,
    pub values: &'a [R::Value],
    pub total: &'a R::Value,
    pub winning_move: Option<&'a R::Move>,
    pub line: Vec<&'a R::Move>,
    /// This test's part of the text explanation.
    pub text: &'a str,
}

/// The whole page: the problem, the sentence on its parts, one section a test.
pub fn page(problem: &str, rules: &str, sections: &[String]) -> String {
    let mut html = String::new();
    write!(
        html,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n\
         <style>{}</style>\n</head>\n<body>\n<h1>{}</h1>\n<p class=\"rules\">{}</p>\n",
        crate::i18n::lang().code(),
        escape(&t!("page-title", problem = problem)),
        STYLE,
        escape(&t!("page-heading", problem = problem)),
        escape(rules)
    )
    .unwrap();
    for section in sections {
        html.push_str(section);
    }
    html.push_str("</body>\n</html>\n");
    html
}

/// A test's section of the page: headed by the first paragraph of its text
/// (the test's number and answer), then `body`, then the whole text.
pub fn framed(test: usize, body: &str, text: &str) -> String {
    let heading = text.split("\n\n").next().unwrap_or("").trim_end().replace('\n', " ");
    format!(
        "<section class=\"test\" id=\"test-{}\">\n<h2>{}</h2>\n{}<pre class=\"certificate\">{}</pre>\n</section>\n",
        test,
        escape(&heading),
        body,
        escape(text)
    )
}

/// A test's section: the drawing with the parts beside it and the legend of
/// what is drawn, framed.
pub fn section<R: Rules>(test: usize, section: &Section<'_, R>) -> String {
    let mut html = String::from("<div class=\"picture\">\n");
    let mut legend = String::new();
    match R::grid(section.position) {
        Some(grid) if grid.rows * grid.columns <= DRAWN_CELLS => {
            let (svg, seen, revisited) = board::<R>(test, &grid, section, &[]);
            html.push_str(&svg);
            legend = legend_of::<R>(&seen, section, revisited, None);
        }
        Some(grid) => writeln!(
            html,
            "<p class=\"too-large\">{}</p>",
            escape(&t!("page-too-large", rows = grid.rows, columns = grid.columns, cells = DRAWN_CELLS))
        )
        .unwrap(),
        None => {}
    }
    html.push_str(&parts::<R>(section));
    html.push_str("</div>\n");
    html.push_str(&legend);
    framed(test, &html, section.text)
}

/// The position alone, as a section draws it (the board, the parts' values
/// beside it, the legend) with no move marked: the board of `cargo play
/// --web`. `None` when the game is not drawn as a grid or the grid is too
/// large to draw cell by cell (the page shows the text drawing then).
pub fn position<R: Rules>(position: &R::Position, values: &[R::Value], total: &R::Value) -> Option<String> {
    let grid = R::grid(position).filter(|grid| grid.rows * grid.columns <= DRAWN_CELLS)?;
    let section = Section::<R> { position, values, total, winning_move: None, line: Vec::new(), text: "" };
    let notes = R::notes(position, values);
    let (svg, seen, revisited) = board::<R>(0, &grid, &section, &notes);
    // What the notes write, in words, shown with the values.
    let told = (!notes.is_empty() && !R::NOTES_LEGEND.is_empty()).then(|| crate::i18n::text(R::NOTES_LEGEND));
    let legend = legend_of::<R>(&seen, &section, revisited, told.as_deref());
    // What is drawn beside the board whatever the values (board-game's patterns).
    let beside = R::beside(position).map_or(String::new(), |html| format!("<div id=\"patterns\">\n{}</div>\n", html));
    Some(format!("<div class=\"picture\">\n{}{}{}</div>\n{}", svg, beside, parts::<R>(&section), legend))
}

/// The position drawn with no value anywhere (a puzzle before it is
/// solved): the board, board-game's patterns beside it and the legend of
/// its cells; `None` as for `position`.
pub fn unvalued<R: Rules>(position: &R::Position) -> Option<String> {
    let grid = R::grid(position).filter(|grid| grid.rows * grid.columns <= DRAWN_CELLS)?;
    let total = R::Value::zero();
    let section = Section::<R> { position, values: &[], total: &total, winning_move: None, line: Vec::new(), text: "" };
    let (svg, seen, revisited) = board::<R>(0, &grid, &section, &[]);
    let legend = legend_of::<R>(&seen, &section, revisited, None);
    let beside = R::beside(position).map_or(String::new(), |html| format!("<div id=\"patterns\">\n{}</div>\n", html));
    Some(format!("<div class=\"picture\">\n{}{}</div>\n{}", svg, beside, legend))
}

/// The parts' values alone, as a section lists them beside the drawing.
pub fn values<R: Rules>(position: &R::Position, values: &[R::Value], total: &R::Value) -> String {
    parts::<R>(&Section::<R> { position, values, total, winning_move: None, line: Vec::new(), text: "" })
}

/// The page's style sheet (`cargo play --web` serves it too, so that its
/// boards look as these pages draw them).
pub const STYLE_SHEET: &str = STYLE;

/// The legend of a drawn board: a swatch and words for each kind of cell
/// drawn, then the marks, then what the notes drawn on it write (`notes`:
/// shown with the values only).
fn legend_of<R: Rules>(seen: &[char], section: &Section<'_, R>, revisited: bool, notes: Option<&str>) -> String {
    let mut items = Vec::new();
    for (symbol, class, words) in R::LEGEND {
        if seen.contains(symbol) {
            items.push(format!("{}{}", swatch(Some(class), *symbol), escape(&crate::i18n::text(words))));
        }
    }
    if seen.iter().any(|symbol| !R::LEGEND.iter().any(|(known, ..)| known == symbol)) {
        items.push(format!("{}{}", swatch(None, '2'), escape(&t!("legend-count"))));
    }
    if section.winning_move.is_some() {
        let (red, what) = (t!("legend-winning"), t!("legend-winning-move"));
        items.push(format!("<span class=\"winning\">{}</span>: {}", escape(&red), escape(&what)));
    }
    if !section.line.is_empty() {
        items.push(escape(&if revisited { t!("legend-line-revisited") } else { t!("legend-line") }));
    }
    let notes =
        notes.map_or(String::new(), |words| format!("<span class=\"notes value-only\"><br>{}</span>", escape(words)));
    format!("<p class=\"legend\">{}{}</p>\n", items.join("; "), notes)
}

/// A cell's name, for a screen reader: where it is and what stands on it
/// (`row 2, column 5: a stone`).
fn cell_name(row: usize, column: usize, what: &str) -> String {
    t!("cell-name", row = row, column = column, what = what.to_string())
}

/// What stands on a cell drawn as `symbol`, in words: the legend's words
/// for its kind, or a count of pieces (`+`: ten or more).
fn what_stands<R: Rules>(symbol: char) -> String {
    match R::LEGEND.iter().find(|(shown, ..)| *shown == symbol) {
        Some((_, _, words)) => crate::i18n::text(words),
        None => match symbol.to_digit(10) {
            Some(count) => t!("cell-pieces", count = count),
            None => t!("cell-pieces-many"),
        },
    }
}

/// A cell of a kind, alone, for the legend.
fn swatch(class: Option<&str>, symbol: char) -> String {
    format!(
        "<svg class=\"swatch\" xmlns=\"http://www.w3.org/2000/svg\" width=\"18\" height=\"18\" viewBox=\"0 0 {c} {c}\">{}</svg>",
        cell_shapes("swatch", class, symbol, 0, 0, ""),
        c = CELL
    )
}

/// A cell's square (`rect.cell` on the board, `rect.swatch` in the legend)
/// and what stands on it: a stone, a piece, a coin, or a count of pieces.
fn cell_shapes(kind: &str, class: Option<&str>, symbol: char, x: usize, y: usize, data: &str) -> String {
    let mut shapes = format!(
        "<rect class=\"{} {}\"{} x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
        kind,
        class.unwrap_or("pieces"),
        data,
        x,
        y,
        CELL,
        CELL
    );
    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
    match class {
        Some(class @ ("stone" | "piece" | "tails" | "heads")) => {
            write!(shapes, "<circle class=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>", class, cx, cy, CELL * 3 / 10).unwrap()
        }
        Some(_) => {}
        None => write!(
            shapes,
            "<circle class=\"pieces\" cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\"/><text class=\"count\" x=\"{cx}\" y=\"{cy}\">{}</text>",
            escape(&symbol.to_string()),
            cx = cx,
            cy = cy,
            r = CELL * 4 / 10
        )
        .unwrap(),
    }
    shapes
}

fn corner(row: usize, column: usize) -> (usize, usize) {
    (LEFT + column * CELL, TOP + row * CELL)
}

fn centre(row: usize, column: usize) -> (usize, usize) {
    let (x, y) = corner(row, column);
    (x + CELL / 2, y + CELL / 2)
}

/// A note's label as SVG text: `2^12` with its exponent raised.
fn label_text(label: &str) -> String {
    match label.split_once('^') {
        Some((base, exponent)) => {
            format!("{}<tspan class=\"exponent\" dy=\"-4\">{}</tspan>", escape(base), escape(exponent))
        }
        None => escape(label),
    }
}

/// The notes drawn over the cells, in a group shown with the values
/// (`value-only`): outlines, then labels.
fn notes_svg(notes: &[Note]) -> String {
    let mut svg = String::from("<g class=\"notes value-only\">\n");
    for note in notes.iter().filter(|note| note.label.is_none()) {
        let (Some(&first), Some(&last)) = (note.cells.first(), note.cells.last()) else { continue };
        let ((x1, y1), (x2, y2)) = (corner(first.0, first.1), corner(last.0, last.1));
        writeln!(
            svg,
            "<rect class=\"note-outline {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"6\"><title>{}</title></rect>",
            note.class,
            x1.min(x2) + 1,
            y1.min(y2) + 1,
            x1.abs_diff(x2) + CELL - 2,
            y1.abs_diff(y2) + CELL - 2,
            escape(&note.title)
        )
        .unwrap();
    }
    for note in notes {
        let (Some(label), Some(&(row, column))) = (&note.label, note.cells.first()) else { continue };
        let (x, y) = corner(row, column);
        let (x, y, spot) = match note.spot {
            Spot::Centre => (x + CELL / 2, y + CELL / 2, ""),
            Spot::Corner => (x + CELL - 2, y + 10, " corner"),
        };
        writeln!(
            svg,
            "<text class=\"note {}{}\" data-cell=\"{},{}\" x=\"{}\" y=\"{}\"><title>{}</title>{}</text>",
            note.class,
            spot,
            row + 1,
            column + 1,
            x,
            y,
            escape(&note.title),
            label_text(label)
        )
        .unwrap();
    }
    svg.push_str("</g>\n");
    svg
}

/// The board as SVG: axes, one `rect.cell` a cell (carrying the data of the
/// notes on it, and on `cargo play --web`'s board, test 0, its name), the
/// pieces, the notes, the winning move's marks, then the line's numbers over
/// them; the symbols drawn, and whether a cell is where more than one move
/// of the line ends.
fn board<R: Rules>(
    test: usize,
    grid: &Grid<'_>,
    section: &Section<'_, R>,
    notes: &[Note],
) -> (String, Vec<char>, bool) {
    let mut noted: BTreeMap<(usize, usize), String> = BTreeMap::new();
    // What the notes on a cell say, in words: a part of the cell's name.
    let mut told: BTreeMap<(usize, usize), Vec<&str>> = BTreeMap::new();
    for note in notes.iter().filter(|note| note.label.is_some()) {
        if let Some(&cell) = note.cells.first() {
            let data = noted.entry(cell).or_default();
            for (name, value) in &note.data {
                write!(data, " {}=\"{}\"", name, escape(value)).unwrap();
            }
            told.entry(cell).or_default().push(&note.title);
        }
    }
    let (width, height) = (LEFT + grid.columns * CELL + 8, TOP + grid.rows * CELL + 8);
    let mut svg = format!(
        "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
         data-rows=\"{}\" data-columns=\"{}\" role=\"img\" aria-label=\"{}\">\n",
        grid.rows,
        grid.columns,
        escape(&if test == 0 { t!("board-label") } else { t!("board-label-test", test = test) }),
        w = width,
        h = height
    );
    writeln!(
        svg,
        "<defs><marker id=\"arrow-{}\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" \
         markerHeight=\"5\" orient=\"auto-start-reverse\"><path class=\"arrow-head\" d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>",
        test
    )
    .unwrap();
    for column in 0..grid.columns {
        let (x, _) = centre(0, column);
        writeln!(svg, "<text class=\"axis\" x=\"{}\" y=\"{}\">{}</text>", x, TOP / 2, column + 1).unwrap();
    }
    for row in 0..grid.rows {
        let (_, y) = centre(row, 0);
        writeln!(svg, "<text class=\"axis\" x=\"{}\" y=\"{}\">{}</text>", LEFT / 2, y, row + 1).unwrap();
    }
    let mut seen = Vec::new();
    for row in 0..grid.rows {
        for column in 0..grid.columns {
            let symbol = (grid.symbol)(row, column);
            if !seen.contains(&symbol) {
                seen.push(symbol);
            }
            let class = R::LEGEND.iter().find(|(shown, ..)| *shown == symbol).map(|(_, class, _)| *class);
            let (x, y) = corner(row, column);
            let mut data = format!(" data-cell=\"{},{}\"", row + 1, column + 1);
            if let Some(more) = noted.get(&(row, column)) {
                data.push_str(more);
            }
            // The board of `cargo play --web` (test 0), whose cells are its
            // controls: each named for a screen reader.
            if test == 0 {
                let mut name = cell_name(row + 1, column + 1, &what_stands::<R>(symbol));
                for title in told.get(&(row, column)).into_iter().flatten() {
                    name.push_str(&t!("cell-name-separator"));
                    name.push_str(title);
                }
                write!(data, " aria-label=\"{}\"", escape(&name)).unwrap();
            }
            writeln!(svg, "{}", cell_shapes("cell", class, symbol, x, y, &data)).unwrap();
        }
    }
    if !notes.is_empty() {
        svg.push_str(&notes_svg(notes));
    }
    if let Some(chosen) = section.winning_move {
        let cells = R::move_cells(section.position, chosen);
        for &(row, column) in &cells {
            let (x, y) = corner(row, column);
            writeln!(
                svg,
                "<rect class=\"mark winning-move\" data-cell=\"{},{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                row + 1,
                column + 1,
                x + 2,
                y + 2,
                CELL - 4,
                CELL - 4
            )
            .unwrap();
        }
        if let (true, [from, .., to]) = (R::MOVES_A_PIECE, &cells[..]) {
            let ((x1, y1), (x2, y2)) = (centre(from.0, from.1), centre(to.0, to.1));
            writeln!(
                svg,
                "<line class=\"winning-move\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" marker-end=\"url(#arrow-{})\"/>",
                x1, y1, x2, y2, test
            )
            .unwrap();
        }
    }
    // The line's move numbers on the cells where the moves end.
    let mut numbers: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    for (index, chosen) in section.line.iter().enumerate() {
        if let Some(&cell) = R::move_cells(section.position, chosen).last() {
            numbers.entry(cell).or_default().push(index + 1);
        }
    }
    // Each label stays inside its cell, whatever the line: the first move
    // that ends there, and `+` when later ones do too (all of them in the
    // label's tooltip and in the line below the drawing). A label of four
    // characters (`123+`) is fitted to the cell's width.
    for ((row, column), moves) in &numbers {
        let (x, y) = corner(*row, *column);
        let all: Vec<String> = moves.iter().map(usize::to_string).collect();
        let shown = if all.len() > 1 { format!("{}+", all[0]) } else { all[0].clone() };
        let fitted = if shown.len() >= 4 {
            format!(" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\"", CELL - 6)
        } else {
            String::new()
        };
        writeln!(
            svg,
            "<text class=\"line-number\" data-cell=\"{},{}\" data-moves=\"{}\" x=\"{}\" y=\"{}\"{}><title>{}</title>{}</text>",
            row + 1,
            column + 1,
            all.join(" "),
            x + 3,
            y + CELL - 4,
            fitted,
            escape(&t!("line-title", count = all.len(), moves = all.join(", "), row = row + 1, column = column + 1)),
            shown
        )
        .unwrap();
    }
    svg.push_str("</svg>\n");
    let revisited = numbers.values().any(|moves| moves.len() > 1);
    (svg, seen, revisited)
}

/// The parts and their values as a table (or the one game's value).
fn parts<R: Rules>(section: &Section<'_, R>) -> String {
    let mut html = String::from("<table class=\"parts\">\n");
    if R::ONE_GAME {
        writeln!(
            html,
            "<tr><th>{}</th><th>{}</th></tr>\n<tr><td>{}</td><td class=\"value\"><b>{}</b></td></tr>",
            escape(&t!("parts-one-game")),
            escape(&t!("parts-value")),
            escape(&R::detail(section.position, 0)),
            // The value the status line names (frogs: the strips' sum), else 1 or 0.
            escape(&R::named_value(section.position).unwrap_or_else(|| section.total.show()))
        )
        .unwrap();
    } else {
        let heads = [t!("parts-part"), t!("parts-value"), t!("parts-why")];
        let heads: String = heads.iter().map(|head| format!("<th>{}</th>", escape(head))).collect();
        writeln!(html, "<tr>{}</tr>", heads).unwrap();
        let count = section.values.len();
        if count == 0 {
            writeln!(html, "<tr><td colspan=\"3\">{}</td></tr>", escape(&t!("parts-none"))).unwrap();
        }
        let shown: Vec<Option<usize>> = if count <= LISTED_PARTS {
            (0..count).map(Some).collect()
        } else {
            (0..SUMMARY_PARTS).map(Some).chain([None]).chain((count - SUMMARY_PARTS..count).map(Some)).collect()
        };
        for index in shown {
            match index {
                Some(index) => writeln!(
                    html,
                    "<tr><td>{}</td><td class=\"value\">{}</td><td>{}</td></tr>",
                    escape(&R::place(section.position, index).0),
                    escape(&section.values[index].show()),
                    escape(&R::detail(section.position, index))
                )
                .unwrap(),
                None => writeln!(
                    html,
                    "<tr><td colspan=\"3\">{}</td></tr>",
                    escape(&t!("explain-more-parts", count = count - 2 * SUMMARY_PARTS))
                )
                .unwrap(),
            }
        }
        writeln!(
            html,
            "<tr class=\"total\"><td>{}</td><td class=\"value\">{}</td><td>{}</td></tr>",
            escape(&t!("parts-total")),
            escape(&section.total.show()),
            escape(&if section.total.is_zero() { t!("parts-loses") } else { t!("parts-wins") })
        )
        .unwrap();
    }
    html.push_str("</table>\n");
    html
}
