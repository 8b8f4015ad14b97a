/** Course comparison selection: an ordered list of course ids, at most three. */
export const MAX_COMPARE = 3;
/** The Compare button needs at least this many courses. */
export const MIN_COMPARE = 2;
export const COMPARE_LIMIT_HINT = "You can compare up to 3 courses at a time.";

export type CompareSelection = readonly string[];

export type CompareAction =
  | { type: "add"; id: string }
  | { type: "remove"; id: string }
  | { type: "toggle"; id: string; checked: boolean }
  | { type: "clear" };

export function compareReducer(state: CompareSelection, action: CompareAction): CompareSelection {
  switch (action.type) {
    case "add":
      // A fourth course, or one already chosen, is ignored.
      if (state.includes(action.id) || state.length >= MAX_COMPARE) return state;
      return [...state, action.id];
    case "remove":
      return state.includes(action.id) ? state.filter((id) => id !== action.id) : state;
    case "toggle":
      return compareReducer(state, { type: action.checked ? "add" : "remove", id: action.id });
    case "clear":
      return state.length === 0 ? state : [];
  }
}

export function isCompareFull(state: CompareSelection): boolean {
  return state.length >= MAX_COMPARE;
}

export function canCompare(state: CompareSelection): boolean {
  return state.length >= MIN_COMPARE;
}
