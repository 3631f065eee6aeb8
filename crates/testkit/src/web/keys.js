// Keys: ← and → step through the game, h shows the hint, u undoes, r
// redoes, v shows or hides the values (the letters only while
// `actions.letters()` says so: they can be turned off, WCAG 2.1.4). The
// board is one Tab stop: on its cells the arrows move from cell to cell
// (Home and End to the ends of the row), and Enter or Space plays the cell
// as a click does (picks a piece, puts it down, flips a coin into the set).
// None of them outside the game's own controls: not while typing in a
// field, nor in a form (the new game's, which holds the position editor,
// whose grid has arrow keys of its own), a dialog or an editor elsewhere.

const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function listen(actions) {
  document.addEventListener("keydown", (event) => {
    const elsewhere =
      event.target.closest &&
      event.target.closest("input, textarea, select, form, dialog, [role=dialog], .editor-parts");
    if (elsewhere || event.altKey || event.ctrlKey || event.metaKey) return;
    const cell = event.target.closest && event.target.closest("#board rect.cell[data-cell]");
    if (cell) {
      const ends = { Home: [0, -Infinity], End: [0, Infinity] };
      const step = STEPS[event.key] || ends[event.key];
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        return;
      }
      if (step) {
        event.preventDefault();
        actions.step(cell, step[0], step[1]);
        return;
      }
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
