// DOMPurify needs a spec-compliant DOM (happy-dom's NodeIterator stops after the first removal).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderedHtml, renderMarkdown } from './markdown-renderer';
import { sanitizeHtml } from './sanitize-html';
import { isSafeImageUrl, isSafeLinkUrl } from './url-policy';

function html(source: string): string {
  return renderedHtml(renderMarkdown(source));
}

/** Parses the HTML and reports anything that could run script. */
function findScriptVectors(markup: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'form', 'svg', 'math'].includes(tag)) {
      problems.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name)) {
        const safe = tag === 'img' ? isSafeImageUrl(attribute.value) : isSafeLinkUrl(attribute.value);
        if (!safe) problems.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return problems;
}

describe('renderMarkdown: XSS (api.md §5.7)', () => {
  const vectors: Array<[string, string]> = [
    ['script tag', '<script>alert(1)</script>'],
    ['script inside a paragraph', 'hello <script>alert(1)</script> world'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['svg onload', '<svg onload=alert(1)></svg>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['javascript link', '[click](javascript:alert(1))'],
    ['mixed-case javascript link', '[click](JaVaScRiPt:alert(1))'],
    ['javascript link with leading spaces', '[click](<  javascript:alert(1)>)'],
    [
      'entity-encoded javascript link',
      '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
    ],
    ['hex-entity-encoded colon', '[click](javascript&#x3A;alert(1))'],
    ['named-entity colon', '[click](javascript&colon;alert(1))'],
    ['tab inside the scheme', '[click](java&#9;script:alert(1))'],
    ['newline entity inside the scheme', '[click](java&#10;script:alert(1))'],
    ['percent-encoded scheme', '[click](javascript%3Aalert(1))'],
    ['vbscript link', '[click](vbscript:msgbox(1))'],
    ['data:text/html link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['data:text/html image', '![x](data:text/html,<script>alert(1)</script>)'],
    ['svg data image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['javascript image', '![x](javascript:alert(1))'],
    ['reference-style javascript link', '[click][evil]\n\n[evil]: javascript:alert(1)'],
    ['autolink javascript', '<javascript:alert(1)>'],
    ['html attribute injection via title', '[x](https://a.test "a\\" onmouseover=\\"alert(1)")'],
    ['html in a table cell', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
    ['html in a footnote', 'x[^1]\n\n[^1]: <script>alert(1)</script>'],
    ['html in math', '$<img src=x onerror=alert(1)>$'],
    ['html in a mermaid block', '```mermaid\n<img src=x onerror=alert(1)>\n```'],
    ['style tag', '<style>body{display:none}</style>'],
  ];

  it.each(vectors)('%s never survives', (_name, source) => {
    const output = html(source);
    expect(findScriptVectors(output)).toEqual([]);
    expect(output.toLowerCase()).not.toMatch(/<(script|iframe|svg|style|img[^>]*\son\w+=)/);
    expect(output.toLowerCase()).not.toMatch(/href="\s*(javascript|vbscript|data):/);
  });

  it('shows raw HTML as text instead of rendering it', () => {
    const output = html('<b>bold?</b>');
    expect(output).toContain('&lt;b&gt;bold?&lt;/b&gt;');
    expect(output).not.toContain('<b>');
  });

  it('keeps safe data images and ordinary links', () => {
    const output = html(
      '![dot](data:image/png;base64,iVBORw0KGgo=) [site](https://example.com) [rel](/paste/x)',
    );
    expect(output).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(output).toContain('href="https://example.com"');
    expect(output).toContain('href="/paste/x"');
  });

  it('opens external links in a new tab without a referrer, and leaves relative links alone', () => {
    const template = document.createElement('template');
    template.innerHTML = html(
      '[a](https://example.com) [b](//cdn.test/x) [c](/local) [d](#top) https://auto.test',
    );
    const links = [...template.content.querySelectorAll('a')];
    const byText = (text: string) => links.find((link) => link.textContent === text)!;
    for (const name of ['a', 'b', 'https://auto.test']) {
      expect(byText(name).getAttribute('target')).toBe('_blank');
      expect(byText(name).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    for (const name of ['c', 'd']) {
      expect(byText(name).hasAttribute('target')).toBe(false);
    }
  });

  it('sanitises HTML that did not come from markdown-it too (defence in depth)', () => {
    const output = sanitizeHtml(
      '<p>ok</p><a href="javascript:alert(1)" target="_blank">x</a><img src="data:text/html,x" onerror="alert(1)"><script>alert(1)</script>',
    );
    expect(findScriptVectors(output)).toEqual([]);
    expect(output).toContain('<p>ok</p>');
    expect(output).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('renderMarkdown: syntax', () => {
  it('renders GFM tables and strikethrough', () => {
    const output = html('| a | b |\n|---|:-:|\n| ~~old~~ | 2 |');
    expect(output).toContain('<table>');
    expect(output).toContain('<th>a</th>');
    expect(output).toContain('<s>old</s>');
  });

  it('renders task lists as disabled checkboxes', () => {
    const output = html('- [ ] todo\n- [x] done\n- plain');
    expect(output).toContain('class="contains-task-list"');
    expect(output).toMatch(/<input[^>]*type="checkbox"[^>]*disabled[^>]*>\s*todo/);
    expect(output).toMatch(/<input[^>]*checked[^>]*>\s*done/);
    expect(output.match(/<input/g)).toHaveLength(2);
  });

  it('renders footnotes', () => {
    const output = html('Text[^note].\n\n[^note]: The note.');
    expect(output).toContain('class="footnote-ref"');
    expect(output).toContain('The note.');
  });

  it('gives headings unique slugged ids and lists them for the outline', () => {
    const rendered = renderMarkdown(
      '# Hello World\n\ntext\n\n## Hello World\n\n### 中文 标题!\n\n## `code` & more',
    );
    expect(rendered.headings).toEqual([
      { level: 1, text: 'Hello World', id: 'md-hello-world', line: 0 },
      { level: 2, text: 'Hello World', id: 'md-hello-world-1', line: 4 },
      { level: 3, text: '中文 标题!', id: 'md-中文-标题', line: 6 },
      { level: 2, text: 'code & more', id: 'md-code-more', line: 8 },
    ]);
    expect(renderedHtml(rendered)).toContain('<h2 id="md-hello-world-1">');
  });

  it('linkifies bare URLs', () => {
    expect(html('see https://example.com/docs')).toContain('<a href="https://example.com/docs"');
  });

  it('marks math, diagrams and fenced code for the lazy enhancers, and only when present', () => {
    expect(renderMarkdown('# Plain\n\nJust *text*, $5 and $10.\n\n    indented code').features).toEqual({
      code: false,
      math: false,
      mermaid: false,
    });
    const rich = renderMarkdown('$E=mc^2$\n\n```ts\nconst a = 1;\n```\n\n```mermaid\ngraph TD; A-->B\n```');
    expect(rich.features).toEqual({ code: true, math: true, mermaid: true });
    const output = renderedHtml(rich);
    expect(output).toContain('<span class="md-math" data-display="false">E=mc^2</span>');
    expect(output).toContain('<code class="language-ts">');
    expect(output).toContain('<pre class="md-mermaid-source">graph TD; A--&gt;B');
    expect(renderMarkdown('$$\n\\int_0^1 x\\,dx\n$$').blocks.join('')).toContain(
      '<div class="md-math md-math-block" data-display="true">\\int_0^1 x\\,dx</div>',
    );
  });

  it('renders a 1 MB document', () => {
    const section = [
      '## Section heading',
      '',
      'A paragraph with **bold**, _italic_, `code`, a [link](https://example.com) and enough words to be a realistic line of prose in a long document. '.repeat(
        4,
      ),
      '',
      '- item one\n- item two with `code`\n- [ ] a task',
      '',
      '```js\nconst answer = 42;\nconsole.log(answer);\n```',
      '',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '',
      '',
    ].join('\n');
    const source = section.repeat(Math.ceil((1024 * 1024) / section.length));
    expect(source.length).toBeGreaterThanOrEqual(1024 * 1024);
    const startedAt = performance.now();
    const rendered = renderMarkdown(source);
    const elapsed = performance.now() - startedAt;
    console.info(`rendered ${(source.length / 1024).toFixed(0)} KiB in ${elapsed.toFixed(0)} ms`);
    expect(rendered.headings.length).toBe(source.split('## Section heading').length - 1);
    expect(rendered.blocks.length).toBeGreaterThan(1000);
  }, 300_000);
});
