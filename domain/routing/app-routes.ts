import { CATEGORY_IDS } from '../catalogue/tool-definition';
import { getLandingPages } from '../catalogue/get-landing-pages';
import { TOOLS } from '../catalogue/tools';
import { LOCALES } from '../platform';

/** What the route list cannot know by itself: the blog's posts live in the web app (Markdown files), not in domain/. */
export interface KnownRouteValues {
  blogSlugs: readonly string[];
}

/** The file of the built web app that holds its KnownRouteValues as JSON (written by the build, read by the server). */
export const KNOWN_ROUTES_FILE = 'known-routes.json';

/** Which values a dynamic part of a path takes: one of a list (the catalogue's), or any id of a shape. */
type ParamRule = { oneOf: (known: KnownRouteValues) => readonly string[] } | { shape: RegExp };

// Job and chain ids are generated (uuids, "chain-<uuid>-step1"): a path holds one of that shape; whether it exists, and
// is the viewer's, the page finds out from the server (a job page of someone else's job says "not found" in the page).
const JOB_ID: ParamRule = { shape: /^[A-Za-z0-9-]{1,120}$/ };
const CHAIN_ID: ParamRule = { shape: /^chain-[A-Za-z0-9-]{1,120}$/ };
const TOOL_PATHS: readonly string[] = TOOLS.map((tool) => tool.urlPath);
const LANDING_SLUGS: readonly string[] = getLandingPages().map((page) => page.slug);
const TOOL_PATH: ParamRule = { oneOf: () => TOOL_PATHS };

const route = <Id extends string>(id: Id, pattern: string, params: Record<string, ParamRule> = {}) => ({ id, pattern, params });

/**
 * Every page of the web app, in matching order (static paths before the dynamic ones they would also match). The web
 * router renders the page of the first match and the friendly not-found page otherwise; the server answers a path that
 * matches none with HTTP 404 (and the same app, which shows that page).
 */
export const APP_ROUTES = [
  route('home', '/'),
  route('dashboard', '/dashboard'),
  route('dashboard_category', '/dashboard/:category', { category: { oneOf: () => ['all', ...CATEGORY_IDS] } }),
  route('pricing', '/pricing'),
  route('tools_index', '/tools'),
  route('landing', '/tools/:slug', { slug: { oneOf: () => LANDING_SLUGS } }),
  route('blog', '/blog'),
  route('blog_post', '/blog/:slug', { slug: { oneOf: (known) => known.blogSlugs } }),
  route('account', '/account'),
  route('checkout', '/checkout'),
  route('login', '/login'),
  route('admin', '/admin'),
  route('admin_jobs', '/admin/jobs'),
  route('files', '/files'),
  route('projects', '/projects'),
  route('settings', '/settings'),
  route('api_reference', '/developers/api'),
  route('workflows', '/workflows'),
  route('workflow_new', '/workflows/new'),
  route('workflow', '/workflows/:chainId', { chainId: CHAIN_ID }),
  // OneEditor's projects (editor-href.ts): before the tool's job page, which has one segment less.
  route('one_editor_project', '/one-editor/edit/:projectId', { projectId: JOB_ID }),
  route('tool_job', '/:toolPath/:jobId', { toolPath: TOOL_PATH, jobId: JOB_ID }),
  route('tool', '/:toolPath', { toolPath: TOOL_PATH }),
] as const;

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];

export interface AppRouteMatch {
  id: AppRouteId;
  /** The dynamic parts, decoded. */
  params: Record<string, string>;
}

/** Splits a path into its decoded segments; null when a segment is not validly encoded. */
function toSegments(path: string): string[] | null {
  try {
    return path.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The page a path shows: the first route whose pattern fits the path and whose dynamic parts take existing values, or
 * null (not found). A trailing slash is the same page (prerendered pages are folders), and so is a path under a locale
 * prefix (/fr-FR/pricing: the app drops the prefix and keeps the locale). The path is a pathname: no query, no fragment.
 */
export function matchAppRoute(path: string, known: KnownRouteValues): AppRouteMatch | null {
  let segments = toSegments(path);
  if (segments === null) return null;
  if (segments.length > 0 && (LOCALES as readonly string[]).includes(segments[0]!)) segments = segments.slice(1);
  for (const candidate of APP_ROUTES) {
    const parts = candidate.pattern.split('/').filter((part) => part !== '');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const rule = (candidate.params as Record<string, ParamRule>)[part.slice(1)]!;
      const ok = 'shape' in rule ? rule.shape.test(segment) : rule.oneOf(known).includes(segment);
      if (ok) params[part.slice(1)] = segment;
      return ok;
    });
    if (fits) return { id: candidate.id, params };
  }
  return null;
}
