import { marked } from 'marked';
import { BLOG_CATEGORIES } from '../../domain/platform';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  category: BlogCategory;
  summary: string;
  /** The article as HTML, rendered from Markdown at build time. */
  html: string;
}

/** Parses a post: a front matter block (key: value lines between ---) and a Markdown body. Throws on a bad post. */
export function parsePost(source: string, fileName: string): BlogPost {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${fileName}: no front matter`);
  const meta = Object.fromEntries(
    match[1]!.split('\n').filter((line) => line.trim()).map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  ) as Record<string, string | undefined>;
  for (const key of ['slug', 'title', 'date', 'category', 'summary']) {
    if (!meta[key]) throw new Error(`${fileName}: front matter lacks ${key}`);
  }
  if (!(BLOG_CATEGORIES as readonly string[]).includes(meta.category!)) throw new Error(`${fileName}: unknown category ${meta.category}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.date!)) throw new Error(`${fileName}: date must be YYYY-MM-DD`);
  return {
    slug: meta.slug!,
    title: meta.title!,
    date: meta.date!,
    category: meta.category as BlogCategory,
    summary: meta.summary!,
    html: marked.parse(match[2]!, { async: false }),
  };
}
