import { createHash } from 'node:crypto';

/** Script types a browser runs (a JSON-LD or template block is data, which CSP does not govern). */
const RUNNABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hash sources of a page's inline code: every inline script the browser would run, and every <style> block,
 * exactly as written (the hash covers the text between the tags).
 */
export function getInlineSourceHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag, attributes, body] = match as unknown as [string, string, string, string];
    if (tag.toLowerCase() === 'style') {
      styles.add(sha256(body));
      continue;
    }
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (RUNNABLE_SCRIPT_TYPES.has(type)) scripts.add(sha256(body));
  }
  return { scripts: [...scripts], styles: [...styles] };
}
