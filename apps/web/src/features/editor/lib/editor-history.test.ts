import { describe, expect, it } from 'vitest';
import { createHistory, recordChange, redo, undo } from './editor-history';

const state = (value: string, caret = value.length) => ({ value, start: caret, end: caret });

describe('editor history', () => {
  it('groups quick typing into one step and undoes it at once', () => {
    let history = createHistory();
    history = recordChange(history, state(''), state('a'), 'insert', 1000);
    history = recordChange(history, state('a'), state('ab'), 'insert', 1200);
    history = recordChange(history, state('ab'), state('abc'), 'insert', 1400);
    const result = undo(history, state('abc'));
    expect(result?.state.value).toBe('');
  });

  it('starts a new step after a pause, a new line, a switch to deleting, or a toolbar command', () => {
    let history = createHistory();
    history = recordChange(history, state(''), state('a'), 'insert', 0);
    history = recordChange(history, state('a'), state('ab'), 'insert', 5000);
    history = recordChange(history, state('ab'), state('a'), 'delete', 5100);
    history = recordChange(history, state('a'), state('**a**'), 'command', 5200);
    expect(history.undo.map((step) => step.value)).toEqual(['', 'a', 'ab', 'a']);
  });

  it('redoes what was undone until a new change', () => {
    let history = createHistory();
    history = recordChange(history, state('x'), state('**x**'), 'command', 0);
    const undone = undo(history, state('**x**'))!;
    expect(undone.state.value).toBe('x');
    const redone = redo(undone.history, undone.state)!;
    expect(redone.state.value).toBe('**x**');
    const changed = recordChange(undone.history, state('x'), state('y'), 'insert', 10);
    expect(redo(changed, state('y'))).toBeNull();
  });

  it('has nothing to undo at first', () => {
    expect(undo(createHistory(), state(''))).toBeNull();
  });
});
