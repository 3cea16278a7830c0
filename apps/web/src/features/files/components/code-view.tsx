import hljs from 'highlight.js/lib/common';
import { useMemo } from 'react';
import '../../../styles/code-highlight.css';

/**
 * Highlighted source text. highlight.js escapes the text it returns, so its HTML is safe to insert;
 * nothing of the file is ever interpreted as markup. This module is its own lazy chunk.
 */
export default function CodeView({ text, language }: { text: string; language: string | null }) {
  const html = useMemo(() => {
    if (language && hljs.getLanguage(language)) {
      return hljs.highlight(text, { language, ignoreIllegals: true }).value;
    }
    return null;
  }, [text, language]);
  return (
    <pre className="hljs-view max-h-[70vh] overflow-auto rounded-lg bg-zinc-50 p-4 font-mono text-[13px] leading-relaxed text-zinc-800 ring-1 ring-zinc-200 dark:bg-zinc-950 dark:text-zinc-200 dark:ring-zinc-800">
      {html === null ? <code>{text}</code> : <code dangerouslySetInnerHTML={{ __html: html }} />}
    </pre>
  );
}
