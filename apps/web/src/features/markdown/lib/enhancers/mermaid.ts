import DOMPurify from 'dompurify';
import mermaid from 'mermaid';
import { forEachInSlices } from './yield';

let initializedTheme: string | null = null;
let diagramCount = 0;

function ensureInitialized(isDark: boolean) {
  const theme = isDark ? 'dark' : 'default';
  if (initializedTheme === theme) return;
  // strict: labels are sanitised and click handlers / scripts in diagrams are disabled.
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme,
    fontFamily: 'inherit',
    suppressErrorRendering: true,
  });
  initializedTheme = theme;
}

/** Sanitises mermaid's SVG once more, keeping its HTML labels (foreignObject). */
function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true, html: true },
    ADD_TAGS: ['foreignObject'],
    HTML_INTEGRATION_POINTS: { foreignobject: true },
  });
}

/** Draws ```mermaid blocks; a diagram that fails shows its source and the parser's message. */
export async function renderDiagrams(
  root: ParentNode,
  signal: AbortSignal,
  options: { isDark: boolean },
): Promise<void> {
  ensureInitialized(options.isDark);
  const containers = root.querySelectorAll<HTMLElement>('.md-mermaid:not([data-rendered])');
  await forEachInSlices(containers, signal, async (container) => {
    container.dataset.rendered = 'true';
    const source = container.querySelector('pre')?.textContent ?? '';
    diagramCount += 1;
    try {
      const { svg } = await mermaid.render(`md-mermaid-${diagramCount}`, source);
      container.innerHTML = sanitizeSvg(svg);
      container.classList.add('is-rendered');
    } catch (error) {
      const message = document.createElement('p');
      message.className = 'md-mermaid-error';
      message.textContent = error instanceof Error ? error.message : String(error);
      container.classList.add('has-error');
      container.append(message);
    }
  });
}
