import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../domain/platform';
import { parsePost } from './parse-post';

const dir = resolve(import.meta.dirname, 'posts');
const files = readdirSync(dir).filter((name) => name.endsWith('.md'));

describe('blog posts', () => {
  it.each(files.map((name) => [name]))('%s parses, and its slug is its file name', (name) => {
    const post = parsePost(readFileSync(resolve(dir, name), 'utf8'), name);
    expect(`${post.slug}.md`).toBe(name);
    expect(post.html).toMatch(/<(p|ul)>/);
    expect(post.html).not.toContain('<script');
  });

  it('has a post in every category of the spec', () => {
    const categories = new Set(files.map((name) => parsePost(readFileSync(resolve(dir, name), 'utf8'), name).category));
    expect([...categories].sort()).toEqual([...BLOG_CATEGORIES].sort());
  });

  it('rejects a post without front matter or with an unknown category', () => {
    expect(() => parsePost('# Hello', 'a.md')).toThrow('no front matter');
    expect(() => parsePost('---\nslug: a\ntitle: A\ndate: 2026-01-01\ncategory: Gossip\nsummary: S\n---\nBody', 'a.md')).toThrow('unknown category');
  });

  it('renders Markdown to HTML', () => {
    const post = parsePost('---\nslug: a\ntitle: T: with colon\ndate: 2026-01-01\ncategory: howto\nsummary: S\n---\n## Step\n\n**bold**', 'a.md');
    expect(post.title).toBe('T: with colon');
    expect(post.html).toContain('<h2>Step</h2>');
    expect(post.html).toContain('<strong>bold</strong>');
  });
});
