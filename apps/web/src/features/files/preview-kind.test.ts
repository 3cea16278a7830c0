import { describe, expect, it } from 'vitest';
import { selectPreviewKind } from './preview-kind';

describe('preview type selection (api.md §5.6)', () => {
  it.each([
    ['photo.png', 'image/png', 'image'],
    ['photo.JPG', 'image/jpeg', 'image'],
    ['anim.webp', 'image/webp', 'image'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['song.mp3', 'audio/mpeg', 'audio'],
    ['paper.pdf', 'application/pdf', 'pdf'],
    ['README.md', 'text/markdown', 'markdown'],
    ['notes.markdown', 'text/plain', 'markdown'],
    ['main.ts', 'text/plain', 'text'],
    ['main.ts', 'video/mp2t', 'text'],
    ['movie.m2ts', 'video/mp2t', 'video'],
    ['data.json', 'application/json', 'text'],
    ['log.txt', 'text/plain', 'text'],
    ['archive.zip', 'application/zip', 'none'],
    ['scan.tiff', 'image/tiff', 'none'],
    ['blob.bin', 'application/octet-stream', 'none'],
  ])('%s (%s) → %s', (name, type, kind) => {
    expect(selectPreviewKind(name, type).kind).toBe(kind);
  });

  it.each([
    ['page.html', 'text/html'],
    ['page.htm', 'text/plain'],
    ['logo.svg', 'image/svg+xml'],
    ['icon.svg', 'application/octet-stream'],
    ['feed.xml', 'application/xml'],
    ['doc.xhtml', 'application/xhtml+xml'],
    ['innocent.png', 'image/svg+xml'],
    ['innocent.txt', 'text/html'],
  ])('%s (%s) is shown as source text, never rendered', (name, type) => {
    expect(selectPreviewKind(name, type)).toEqual({ kind: 'text', language: 'xml', isMarkup: true });
  });

  it('picks a highlight language from the extension', () => {
    expect(selectPreviewKind('app.py', 'text/x-python')).toEqual({
      kind: 'text',
      language: 'python',
      isMarkup: false,
    });
    expect(selectPreviewKind('Dockerfile', 'application/octet-stream')).toMatchObject({ kind: 'text' });
  });
});
