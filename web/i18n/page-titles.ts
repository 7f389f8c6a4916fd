import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AppRouteId } from '../../domain/routing/app-routes';

/**
 * Routes whose page writes its own title and description (useDocumentHead, also when prerendered) from what it shows:
 * a landing page's keyword, a blog post's title, the pricing page; and the two that only redirect.
 */
export const ROUTES_WITH_OWN_HEAD = ['home', 'admin', 'pricing', 'tools_index', 'landing', 'blog', 'blog_post'] as const satisfies readonly AppRouteId[];

/**
 * The browser tab's name of every other page, before " | Kinora" (exhaustive over the route list: a new route without
 * a title fails the type check). A tool's pages put the tool's name in the title (getPageTitle).
 */
export const PAGE_TITLES: Record<Exclude<AppRouteId, (typeof ROUTES_WITH_OWN_HEAD)[number]>, MessageDescriptor> = {
  dashboard: msg`All tools`,
  dashboard_category: msg`{category} tools`,
  account: msg`Account`,
  checkout: msg`Checkout`,
  login: msg`Log in`,
  admin_jobs: msg`Failed jobs`,
  files: msg`Files`,
  projects: msg`Projects`,
  settings: msg`Settings`,
  api_reference: msg`API reference`,
  workflows: msg`Workflows`,
  workflow_new: msg`Create workflow`,
  workflow: msg`Workflow`,
  one_editor_project: msg`Edit your project – OneEditor`,
  tool_job: msg`Your job – {tool}`,
  tool: msg`{tool}: upload a video`,
};

/** The tab's name when no page matches the address. */
export const NOT_FOUND_TITLE = msg`Page not found`;
