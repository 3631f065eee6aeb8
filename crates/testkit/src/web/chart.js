// The game as a chart: one point per position (ply 0 is the start), from
// left to right; a position you win above the middle line and one you lose
// below it, as far from it as its remoteness (moves left with perfect
// play); a position whose remoteness was not computed sits at the edge,
// hollow. A mistake's point is marked ✗. Clicking a point (or Enter or Space
// on it) goes to it.
// Everything drawn comes from the view's `chart`.

const SVG = "http://www.w3.org/2000/svg";

function shape(tag, attributes) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
  return made;
}

// Draws `view.chart` into the svg `target` (what its sides mean is said
// above and below it, by the page); `go(ply)` is called on a click. Each
// point's words are the server's (`title`).
export function drawChart(target, view, go) {
  target.replaceChildren();
  const points = view.chart || [];
  const step = 26;
  const half = 70;
  const width = Math.max(260, 30 + step * points.length);
  const height = 2 * half + 16; // room for the current point's ring and a mistake's ✗
  target.setAttribute("viewBox", `0 0 ${width} ${height}`);
  target.setAttribute("width", width);
  target.setAttribute("height", height);
  const middle = half + 8;
  const longest = Math.max(1, ...points.map((point) => point.remoteness || 0));
  const y = (point) => {
    const side = point.for_you === "win" ? -1 : 1;
    const distance = point.remoteness === null ? half - 4 : 6 + ((half - 12) * point.remoteness) / longest;
    return middle + side * distance;
  };
  const x = (ply) => 20 + step * ply;
  target.append(shape("line", { class: "axis", x1: 10, y1: middle, x2: width - 6, y2: middle }));
  if (points.length > 1) {
    const path = points.map((point, index) => `${index ? "L" : "M"}${x(point.ply)},${y(point)}`).join(" ");
    target.append(shape("path", { class: "trace", d: path }));
  }
  for (const point of points) {
    const classes = ["point", point.for_you, point.ply > view.ply ? "ahead" : "", point.ply === view.ply ? "current" : ""];
    if (point.remoteness === null) classes.push("unknown");
    const group = shape("g", {
      class: classes.filter(Boolean).join(" "),
      "data-ply": point.ply,
      tabindex: 0,
      role: "button",
      "aria-label": point.title,
    });
    if (point.ply === view.ply) group.setAttribute("aria-current", "step");
    if (point.mistake) group.setAttribute("data-mistake", "");
    const circle = shape("circle", { cx: x(point.ply), cy: y(point), r: point.ply === view.ply ? 7 : 5 });
    // What a click or a finger hits: 24 px square (the points are 26 apart).
    const hit = shape("rect", { class: "hit", x: x(point.ply) - 12, y: y(point) - 12, width: 24, height: 24 });
    const title = shape("title", {});
    title.textContent = point.title;
    group.append(hit, circle, title);
    if (point.mistake) {
      const cross = shape("text", { class: "cross", x: x(point.ply), y: y(point) - 9 });
      cross.textContent = "✗";
      group.append(cross);
    }
    group.addEventListener("click", () => go(point.ply));
    group.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        go(point.ply);
      }
    });
    target.append(group);
  }
}
