import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  ListTodo,
  Redo2,
  SquareCode,
  Strikethrough,
  Table,
  TextQuote,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { MarkdownCommand } from '../lib/markdown-commands';
import { shortcutLabel, type ShortcutAction } from '../lib/shortcuts';

interface ToolbarItem {
  action: ShortcutAction;
  icon: LucideIcon;
  shortcut?: { key: string; shift?: boolean };
}

const GROUPS: ToolbarItem[][] = [
  [
    { action: 'heading1', icon: Heading1 },
    { action: 'heading2', icon: Heading2 },
    { action: 'heading3', icon: Heading3 },
  ],
  [
    { action: 'bold', icon: Bold, shortcut: { key: 'b' } },
    { action: 'italic', icon: Italic, shortcut: { key: 'i' } },
    { action: 'strikethrough', icon: Strikethrough },
  ],
  [
    { action: 'bulletList', icon: List },
    { action: 'numberedList', icon: ListOrdered },
    { action: 'taskList', icon: ListTodo },
    { action: 'quote', icon: TextQuote },
  ],
  [
    { action: 'inlineCode', icon: Code },
    { action: 'codeBlock', icon: SquareCode },
    { action: 'link', icon: Link, shortcut: { key: 'k' } },
    { action: 'table', icon: Table },
  ],
  [
    { action: 'undo', icon: Undo2, shortcut: { key: 'z' } },
    { action: 'redo', icon: Redo2, shortcut: { key: 'z', shift: true } },
  ],
];

interface EditorToolbarProps {
  onCommand: (command: MarkdownCommand) => void;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Formatting is off while the preview tab is shown on a phone. */
  isDisabled?: boolean;
  /** Controls at the end of the bar (import, outline, fullscreen). */
  children?: ReactNode;
}

/** Formatting buttons acting on the textarea's selection. */
export function EditorToolbar({
  onCommand,
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  isDisabled,
  children,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      className="flex items-center gap-1 border-b border-zinc-200 bg-zinc-50/80 px-2 py-1.5 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      {/* One scrolling row on phones, wrapping rows on wider screens. */}
      <div className="flex min-w-0 flex-1 items-center gap-x-1 gap-y-1 overflow-x-auto [scrollbar-width:none] sm:flex-wrap sm:overflow-visible">
        {GROUPS.map((group, groupIndex) => (
          <Fragment key={groupIndex}>
            {groupIndex > 0 && (
              <span className="mx-0.5 h-5 w-px shrink-0 bg-zinc-200 dark:bg-zinc-700" aria-hidden="true" />
            )}
            <div className="flex shrink-0 items-center">
              {group.map(({ action, icon: Icon, shortcut }) => {
                const name = t(`editor.toolbar.${action}`);
                const label = shortcut
                  ? `${name} (${shortcutLabel(shortcut.key, { shift: shortcut.shift })})`
                  : name;
                const disabled =
                  isDisabled || (action === 'undo' && !canUndo) || (action === 'redo' && !canRedo);
                return (
                  <Button
                    key={action}
                    variant="ghost"
                    size="icon-sm"
                    aria-label={label}
                    title={label}
                    disabled={disabled}
                    // Keep the textarea's selection: the button must not take focus on mouse down.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      if (action === 'undo') onUndo();
                      else if (action === 'redo') onRedo();
                      else onCommand(action);
                    }}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                );
              })}
            </div>
          </Fragment>
        ))}
      </div>
      {children && (
        <div className="flex shrink-0 items-center gap-1 border-s border-zinc-200 ps-1 sm:border-0 sm:ps-0 dark:border-zinc-800">
          {children}
        </div>
      )}
    </div>
  );
}
