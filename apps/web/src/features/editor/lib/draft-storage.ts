/**
 * The editor's autosaved draft in local storage, restored after a reload and removed after a
 * successful share. Storage can be missing or full; the editor then simply works without it.
 */
export const DRAFT_STORAGE_KEY = 'satchel-editor-draft';

export function readDraft(): string {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Saves the draft (an empty one is removed); false when storage refused it (quota). */
export function writeDraft(content: string): boolean {
  try {
    if (content === '') window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    else window.localStorage.setItem(DRAFT_STORAGE_KEY, content);
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(): void {
  writeDraft('');
}
