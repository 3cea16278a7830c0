import { Eye, ListTree, Maximize2, Minimize2, PenLine } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { MarkdownContent, findAnchorTarget } from '../../markdown/components/markdown-content';
import { MarkdownOutline } from '../../markdown/components/markdown-outline';
import { useRenderedMarkdown } from '../../markdown/hooks/use-rendered-markdown';
import type { MarkdownHeading } from '../../markdown/lib/markdown-plugins';
import { createHistory, recordChange, redo, undo, type ChangeKind } from '../lib/editor-history';
import {
  applyMarkdownCommand,
  positionOfLine,
  type MarkdownCommand,
  type TextSelection,
} from '../lib/markdown-commands';
import { shortcutFor } from '../lib/shortcuts';
import { scrollTextareaToPosition } from '../lib/textarea-scroll';
import { SPLIT_VIEW_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { EditorToolbar } from './editor-toolbar';
import { ImportMarkdownButton } from './import-markdown-button';

/** Preview pacing: at least this long after the last keystroke, more for slow renders. */
const MIN_PREVIEW_DELAY_MS = 150;
const MAX_PREVIEW_DELAY_MS = 3000;

const EMPTY_HEADINGS: MarkdownHeading[] = [];

/** Lines in the text, counted without splitting a possibly huge string. */
function countLines(text: string): number {
  if (text === '') return 0;
  let count = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

/** Waits longer between previews of documents that take long to render, so typing stays fluid. */
export function previewDelayMs(lastRenderMs: number, length: number): number {
  const base = length > 100_000 ? 500 : MIN_PREVIEW_DELAY_MS;
  return Math.min(MAX_PREVIEW_DELAY_MS, Math.max(base, Math.round(lastRenderMs * 3)));
}

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the text area. */
  label: string;
  placeholder?: string;
  /** A validation message shown under the editor and linked to the text area. */
  error?: string | null;
  /** Offers importing a Markdown file (home page). */
  canImport?: boolean;
  className?: string;
}

type MobileTab = 'write' | 'preview';

/**
 * A Markdown editor for long documents: toolbar and shortcuts on the selection, its own undo
 * history, a debounced live preview (split on desktop, tabs on phones), an outline, a character
 * count and a fullscreen mode (Escape leaves it).
 */
export function MarkdownEditor({
  value,
  onChange,
  label,
  placeholder,
  error,
  canImport = false,
  className,
}: MarkdownEditorProps) {
  const { t, i18n } = useTranslation();
  const textareaId = useId();
  const errorId = `${textareaId}-error`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const selectionRef = useRef({ start: value.length, end: value.length });
  const pendingSelectionRef = useRef<TextSelection | null>(null);
  const [history, setHistory] = useState(createHistory);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [mobileTab, setMobileTab] = useState<MobileTab>('write');
  const isSplitView = useMediaQuery(SPLIT_VIEW_QUERY);
  const [isOutlineOpen, setIsOutlineOpen] = useState(() =>
    typeof window !== 'undefined' && window.matchMedia
      ? window.matchMedia('(min-width: 1280px)').matches
      : false,
  );

  // Debounced preview: the text is rendered only after typing pauses.
  const [previewSource, setPreviewSource] = useState(value);
  const { rendered, renderMs, hasFailed } = useRenderedMarkdown(previewSource);
  const delay = previewDelayMs(renderMs, value.length);
  useEffect(() => {
    if (value === previewSource) return;
    const timer = window.setTimeout(() => setPreviewSource(value), value === '' ? 0 : delay);
    return () => window.clearTimeout(timer);
  }, [value, previewSource, delay]);

  // Selection after a programmatic change (toolbar, undo), once React has written the value.
  useLayoutEffect(() => {
    const pending = pendingSelectionRef.current;
    const textarea = textareaRef.current;
    if (!pending || !textarea || textarea.value !== pending.value) return;
    pendingSelectionRef.current = null;
    textarea.setSelectionRange(pending.start, pending.end);
    selectionRef.current = { start: pending.start, end: pending.end };
  }, [value]);

  useEffect(() => {
    if (!isFullscreen) return;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setIsFullscreen(false);
    };
    window.addEventListener('keydown', handleKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [isFullscreen]);

  const currentState = useCallback((): TextSelection => {
    const textarea = textareaRef.current;
    return {
      value,
      start: textarea?.selectionStart ?? selectionRef.current.start,
      end: textarea?.selectionEnd ?? selectionRef.current.end,
    };
  }, [value]);

  const applyState = (next: TextSelection) => {
    pendingSelectionRef.current = next;
    onChange(next.value);
    textareaRef.current?.focus();
  };

  const changeTo = (next: TextSelection, kind: ChangeKind) => {
    setHistory((current) => recordChange(current, currentState(), next, kind));
    applyState(next);
  };

  const handleCommand = (command: MarkdownCommand) => {
    changeTo(
      applyMarkdownCommand(currentState(), command, {
        placeholders: {
          link: t('editor.placeholders.linkText'),
          column: t('editor.placeholders.column'),
          cell: t('editor.placeholders.cell'),
        },
      }),
      'command',
    );
  };

  const handleUndo = () => {
    const result = undo(history, currentState());
    if (!result) return;
    setHistory(result.history);
    applyState(result.state);
  };

  const handleRedo = () => {
    const result = redo(history, currentState());
    if (!result) return;
    setHistory(result.history);
    applyState(result.state);
  };

  const handleImport = (text: string) => {
    changeTo({ value: text, start: 0, end: 0 }, 'command');
    textareaRef.current?.scrollTo({ top: 0 });
    setPreviewSource(text);
  };

  const handleTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const kind: ChangeKind = inputType.startsWith('delete')
      ? 'delete'
      : inputType === 'insertFromPaste' || inputType === 'insertFromDrop'
        ? 'command'
        : 'insert';
    const before: TextSelection = { value, ...selectionRef.current };
    const after: TextSelection = {
      value: next,
      start: event.target.selectionStart,
      end: event.target.selectionEnd,
    };
    setHistory((current) => recordChange(current, before, after, kind));
    selectionRef.current = { start: after.start, end: after.end };
    onChange(next);
  };

  const rememberSelection = () => {
    const textarea = textareaRef.current;
    if (textarea) selectionRef.current = { start: textarea.selectionStart, end: textarea.selectionEnd };
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutFor(event);
    if (action) {
      event.preventDefault();
      if (action === 'undo') handleUndo();
      else if (action === 'redo') handleRedo();
      else handleCommand(action);
      return;
    }
    if (event.key === 'Escape' && isFullscreen) {
      event.preventDefault();
      setIsFullscreen(false);
    }
  };

  const isPreviewShown = isSplitView || mobileTab === 'preview';
  const isWriteShown = isSplitView || mobileTab === 'write';

  const selectOutlineHeading = (heading: MarkdownHeading) => {
    if (isPreviewShown && previewRef.current) {
      const target = findAnchorTarget(previewRef.current, heading.id);
      if (target && previewRef.current) {
        const pane = previewRef.current;
        pane.scrollTo({
          top: pane.scrollTop + target.getBoundingClientRect().top - pane.getBoundingClientRect().top - 12,
          behavior: 'smooth',
        });
      }
    }
    const textarea = textareaRef.current;
    if (isWriteShown && textarea && heading.line !== null) {
      const position = positionOfLine(value, heading.line);
      textarea.focus({ preventScroll: true });
      textarea.setSelectionRange(position, position);
      selectionRef.current = { start: position, end: position };
      scrollTextareaToPosition(textarea, position);
    }
    if (!isSplitView) setIsOutlineOpen(false);
  };

  // A stable callback keeps the (memoised) outline from re-rendering on every keystroke.
  const outlineSelectRef = useRef(selectOutlineHeading);
  useLayoutEffect(() => {
    outlineSelectRef.current = selectOutlineHeading;
  });
  const handleOutlineSelect = useCallback(
    (heading: MarkdownHeading) => outlineSelectRef.current(heading),
    [],
  );

  const headings = rendered?.headings ?? EMPTY_HEADINGS;
  const isPreviewStale = previewSource !== value;
  const lineCount = countLines(value);

  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900',
        isFullscreen ? 'fixed inset-0 z-50' : 'rounded-xl border shadow-xs',
        !isFullscreen && error && 'border-red-400 dark:border-red-500/70',
        className,
      )}
    >
      <EditorToolbar
        onCommand={handleCommand}
        onUndo={handleUndo}
        onRedo={handleRedo}
        canUndo={history.undo.length > 0}
        canRedo={history.redo.length > 0}
        isDisabled={!isWriteShown}
      >
        {canImport && <ImportMarkdownButton currentContent={value} onImport={handleImport} />}
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('editor.outlineToggle')}
          title={t('editor.outlineToggle')}
          aria-pressed={isOutlineOpen}
          onClick={() => setIsOutlineOpen((open) => !open)}
          className={cn(isOutlineOpen && 'bg-zinc-200/70 dark:bg-zinc-800')}
        >
          <ListTree aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={isFullscreen ? t('editor.exitFullscreen') : t('editor.fullscreen')}
          title={isFullscreen ? t('editor.exitFullscreen') : t('editor.fullscreen')}
          aria-pressed={isFullscreen}
          onClick={() => setIsFullscreen((current) => !current)}
        >
          {isFullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
        </Button>
      </EditorToolbar>

      {!isSplitView && (
        <Tabs value={mobileTab} onValueChange={(tab) => setMobileTab(tab as MobileTab)}>
          <TabsList className="m-1.5">
            <TabsTrigger value="write">
              <PenLine aria-hidden="true" />
              {t('editor.tabs.write')}
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye aria-hidden="true" />
              {t('editor.tabs.preview')}
            </TabsTrigger>
          </TabsList>
        </Tabs>
      )}

      {!isSplitView && isOutlineOpen && (
        <MarkdownOutline
          headings={headings}
          onSelect={handleOutlineSelect}
          className="max-h-56 border-b border-zinc-200 p-2 dark:border-zinc-800"
        />
      )}

      <div className={cn('flex min-h-0', isFullscreen ? 'flex-1' : 'h-[min(72dvh,52rem)] min-h-[22rem]')}>
        {isSplitView && isOutlineOpen && (
          <MarkdownOutline
            headings={headings}
            onSelect={handleOutlineSelect}
            className="w-56 shrink-0 border-e border-zinc-200 p-2 dark:border-zinc-800"
          />
        )}
        <textarea
          ref={textareaRef}
          id={textareaId}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          placeholder={placeholder}
          spellCheck={false}
          autoCapitalize="off"
          onChange={handleTextChange}
          onSelect={rememberSelection}
          onKeyDown={handleKeyDown}
          className={cn(
            'min-w-0 flex-1 resize-none bg-transparent px-4 py-3 font-mono text-[0.9rem] leading-relaxed text-zinc-900 outline-none placeholder:text-zinc-400 sm:px-5 dark:text-zinc-100 dark:placeholder:text-zinc-500',
            !isWriteShown && 'hidden',
            isSplitView && 'border-e border-zinc-200 dark:border-zinc-800',
          )}
        />
        <div
          ref={previewRef}
          className={cn(
            // contain: the preview's size comes from the frame, so typing never re-lays out its content.
            'min-w-0 flex-1 overflow-y-auto px-4 py-3 [contain:strict] sm:px-6 sm:py-4',
            !isPreviewShown && 'hidden',
          )}
          aria-label={t('editor.previewLabel')}
          aria-busy={isPreviewStale || undefined}
          role="region"
        >
          {rendered && previewSource.trim() !== '' ? (
            <MarkdownContent rendered={rendered} />
          ) : hasFailed ? (
            <pre className="markdown-source">{previewSource}</pre>
          ) : previewSource.trim() === '' ? (
            <p className="text-sm text-zinc-400 dark:text-zinc-500">{t('editor.previewEmpty')}</p>
          ) : (
            <Spinner label={t('markdown.rendering')} />
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-zinc-200 bg-zinc-50/80 px-3 py-1.5 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900/60 dark:text-zinc-400">
        <span aria-live="polite">
          {t('editor.status.characters', { formatted: value.length.toLocaleString(i18n.language) })}
          <span className="mx-2 text-zinc-300 dark:text-zinc-600" aria-hidden="true">
            ·
          </span>
          {t('editor.status.lines', { formatted: lineCount.toLocaleString(i18n.language) })}
        </span>
        <span className="hidden sm:inline">{t('editor.status.shortcuts')}</span>
      </div>
      {error && (
        <p
          id={errorId}
          className="border-t border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </div>
  );
}
