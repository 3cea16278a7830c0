// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MarkdownView } from './markdown-view';

// Each lazy enhancer module records that it was loaded; a plain document must load none of them.
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('../lib/enhancers/highlight', () => {
  loaded.add('highlight');
  return {
    highlightCodeBlocks: vi.fn(async (root: ParentNode) => {
      root.querySelectorAll('pre > code').forEach((node) => node.setAttribute('data-highlighted', 'yes'));
    }),
  };
});
vi.mock('../lib/enhancers/math', () => {
  loaded.add('math');
  return {
    renderMath: vi.fn(async (root: ParentNode) => {
      root.querySelectorAll('.md-math').forEach((node) => node.setAttribute('data-rendered', 'true'));
    }),
  };
});
vi.mock('../lib/enhancers/mermaid', () => {
  loaded.add('mermaid');
  return { renderDiagrams: vi.fn(async () => undefined) };
});

beforeEach(() => {
  loaded.clear();
});

describe('<MarkdownView>', () => {
  it('renders a plain document without loading highlighting, math or diagram modules', async () => {
    renderWithProviders(
      <MarkdownView
        source={'# Title\n\nSome **bold** text, a [link](https://example.com), $5 and $10.\n\n- a\n- b'}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'link' }).getAttribute('target')).toBe('_blank');
    // Give any (wrongly) started dynamic import time to settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...loaded]).toEqual([]);
  });

  it('loads exactly the enhancers a document needs', async () => {
    const { container } = renderWithProviders(
      <MarkdownView source={'Energy: $E=mc^2$\n\n```js\nconst a = 1;\n```'} />,
    );
    await waitFor(() => expect(container.querySelector('.md-math[data-rendered]')).toBeTruthy());
    await waitFor(() => expect(container.querySelector('code[data-highlighted]')).toBeTruthy());
    expect([...loaded].sort()).toEqual(['highlight', 'math']);
  });

  it('shows raw HTML as text', async () => {
    renderWithProviders(<MarkdownView source={'<img src=x onerror="alert(1)"> hello'} />);
    expect(await screen.findByText(/<img src=x onerror="alert\(1\)"> hello/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
