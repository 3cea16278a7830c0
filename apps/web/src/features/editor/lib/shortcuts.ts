import type { MarkdownCommand } from './markdown-commands';

export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

/** `Ctrl+B` or `⌘B`, for tooltips and accessible names. */
export function shortcutLabel(key: string, options: { shift?: boolean } = {}): string {
  if (isApplePlatform()) return `${options.shift ? '⇧' : ''}⌘${key.toUpperCase()}`;
  return `Ctrl+${options.shift ? 'Shift+' : ''}${key.toUpperCase()}`;
}

export type ShortcutAction = MarkdownCommand | 'undo' | 'redo';

/** The editor's keyboard shortcuts: Ctrl/⌘ + B, I, K, Z, Shift+Z (and Y for redo). */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): ShortcutAction | null {
  const isModifier = isApplePlatform() ? event.metaKey : event.ctrlKey;
  if (!isModifier || event.altKey) return null;
  switch (event.key.toLowerCase()) {
    case 'b':
      return event.shiftKey ? null : 'bold';
    case 'i':
      return event.shiftKey ? null : 'italic';
    case 'k':
      return event.shiftKey ? null : 'link';
    case 'z':
      return event.shiftKey ? 'redo' : 'undo';
    case 'y':
      return event.shiftKey ? null : 'redo';
    default:
      return null;
  }
}
