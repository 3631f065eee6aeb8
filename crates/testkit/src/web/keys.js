// Keys: ← and → step through the game, h shows the hint, u undoes, r
// redoes, v shows or hides the values (the letters only while
// `actions.letters()` says so: they can be turned off, WCAG 2.1.4); Enter on
// a board cell reached with Tab plays it as a click does. Not while typing
// in a field.

export function listen(actions) {
  document.addEventListener("keydown", (event) => {
    const typing = event.target.closest && event.target.closest("input, textarea, select");
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    const cell = event.target.closest && event.target.closest("rect.cell[data-cell]");
    if (cell && event.key === "Enter") {
      event.preventDefault();
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      return;
    }
    const arrows = { ArrowLeft: actions.back, ArrowRight: actions.forward };
    const letters = { h: actions.hint, u: actions.undo, r: actions.redo, v: actions.values };
    const action = arrows[event.key] || (actions.letters() ? letters[event.key] : undefined);
    if (action) {
      event.preventDefault();
      action();
    }
  });
}
