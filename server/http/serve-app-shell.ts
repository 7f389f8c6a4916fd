import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { KNOWN_ROUTES_FILE, matchAppRoute, type KnownRouteValues } from '../../domain/routing/app-routes';
import { sendError } from './send-json';

/** The route values the build wrote beside the web app (the blog's slugs); none when the build has no such file. */
export function readKnownRoutes(webDistDir: string, log?: (line: string) => void): KnownRouteValues {
  const file = join(webDistDir, KNOWN_ROUTES_FILE);
  if (!existsSync(file)) {
    log?.(`${file} is missing (a build older than the route list): blog posts will answer 404 until the web app is rebuilt`);
    return { blogSlugs: [] };
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<KnownRouteValues>;
  return { blogSlugs: Array.isArray(parsed.blogSlugs) ? parsed.blogSlugs.filter((slug): slug is string => typeof slug === 'string') : [] };
}

/**
 * A path the built web app has no file for: one of the app's pages (domain/routing/app-routes.ts) gets the app's shell
 * with 200 (sirv serves it, compressed and cached by ETag); any other path gets the same shell with 404, so the
 * friendly not-found page still renders while crawlers and links checkers see the truth. A path that names a file
 * (an extension: a missing asset, /wp-login.php) gets a plain 404: an HTML page is no answer for a script or an image.
 */
export async function serveAppShell(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: { webDistDir: string; known: KnownRouteValues; serveFile: (req: IncomingMessage, res: ServerResponse, next: () => void) => void },
): Promise<void> {
  if (/\.[A-Za-z0-9]+$/.test(pathname) || pathname.startsWith('/assets/')) return sendError(res, 404, 'not_found');
  if (matchAppRoute(pathname, options.known)) {
    req.url = '/index.html';
    return options.serveFile(req, res, () => sendError(res, 404, 'not_found'));
  }
  const html = await readFile(join(options.webDistDir, 'index.html'));
  res.writeHead(404, { 'Content-Type': 'text/html;charset=utf-8', 'Content-Length': html.length, 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : html);
}
