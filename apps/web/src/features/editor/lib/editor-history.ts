import type { TextSelection } from './markdown-commands';

/**
 * Undo/redo for the editor. The browser's own textarea history does not survive programmatic edits
 * (toolbar, import), so the editor keeps one: typing is grouped into steps that break on a pause,
 * a new line, or a switch between typing and deleting; every toolbar action is one step.
 */

export type ChangeKind = 'insert' | 'delete' | 'command';

/** Typing after this pause starts a new undo step. */
const GROUP_PAUSE_MS = 1000;
/** Fewer steps are kept for large documents, each being a full copy. */
const MAX_STEPS = 200;
const MAX_STEPS_LARGE = 30;
const LARGE_DOCUMENT_CHARS = 200_000;

export interface EditorHistory {
  undo: TextSelection[];
  redo: TextSelection[];
  lastKind: ChangeKind | null;
  lastChangeAt: number;
}

export function createHistory(): EditorHistory {
  return { undo: [], redo: [], lastKind: null, lastChangeAt: 0 };
}

/** Whether a change from `before` to `after` continues the current typing group. */
function continuesGroup(history: EditorHistory, kind: ChangeKind, now: number, inserted: string): boolean {
  if (kind === 'command' || history.lastKind !== kind) return false;
  if (now - history.lastChangeAt > GROUP_PAUSE_MS) return false;
  return !inserted.includes('\n');
}

function trim(steps: TextSelection[], size: number): TextSelection[] {
  const limit = size > LARGE_DOCUMENT_CHARS ? MAX_STEPS_LARGE : MAX_STEPS;
  return steps.length > limit ? steps.slice(steps.length - limit) : steps;
}

/** Records that the text is about to change from `before` (returns a new history). */
export function recordChange(
  history: EditorHistory,
  before: TextSelection,
  after: TextSelection,
  kind: ChangeKind,
  now: number = Date.now(),
): EditorHistory {
  if (before.value === after.value) return history;
  const inserted = after.value.length > before.value.length ? after.value.slice(before.start, after.end) : '';
  const grouped = continuesGroup(history, kind, now, inserted);
  return {
    undo: grouped ? history.undo : trim([...history.undo, before], before.value.length),
    redo: [],
    lastKind: kind,
    lastChangeAt: now,
  };
}

/** Steps back: returns the state to show and the new history, or null when there is nothing to undo. */
export function undo(
  history: EditorHistory,
  current: TextSelection,
): { state: TextSelection; history: EditorHistory } | null {
  const previous = history.undo.at(-1);
  if (!previous) return null;
  return {
    state: previous,
    history: {
      undo: history.undo.slice(0, -1),
      redo: [...history.redo, current],
      lastKind: null,
      lastChangeAt: 0,
    },
  };
}

export function redo(
  history: EditorHistory,
  current: TextSelection,
): { state: TextSelection; history: EditorHistory } | null {
  const next = history.redo.at(-1);
  if (!next) return null;
  return {
    state: next,
    history: {
      undo: [...history.undo, current],
      redo: history.redo.slice(0, -1),
      lastKind: null,
      lastChangeAt: 0,
    },
  };
}
