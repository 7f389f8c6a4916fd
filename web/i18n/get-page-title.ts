import type { I18n } from '@lingui/core';
import { findToolByUrlPath } from '../../domain/catalogue/get-tool';
import { CATEGORY_IDS, type CategoryId } from '../../domain/catalogue/tool-definition';
import type { AppRouteMatch } from '../../domain/routing/app-routes';
import { NOT_FOUND_TITLE, PAGE_TITLES, ROUTES_WITH_OWN_HEAD } from './page-titles';
import { CATEGORY_MESSAGES, TOOL_MESSAGES } from './tool-messages';

const hasOwnHead = (id: AppRouteMatch['id']): id is (typeof ROUTES_WITH_OWN_HEAD)[number] => (ROUTES_WITH_OWN_HEAD as readonly string[]).includes(id);

/**
 * The browser tab's title of a matched route in the active locale ("Files | Kinora", "Your job – Video Sharpener |
 * Kinora"), the not-found title when nothing matched, or null where the page writes its own head.
 */
export function getPageTitle(match: AppRouteMatch | null, i18n: I18n): string | null {
  if (match === null) return `${i18n._(NOT_FOUND_TITLE)} | Kinora`;
  if (hasOwnHead(match.id)) return null;
  const { category, toolPath } = match.params;
  if (match.id === 'dashboard_category' && !(CATEGORY_IDS as readonly string[]).includes(category ?? '')) {
    return `${i18n._(PAGE_TITLES.dashboard)} | Kinora`;
  }
  const tool = toolPath ? findToolByUrlPath(toolPath) : undefined;
  const categoryLabel = category ? CATEGORY_MESSAGES[category as CategoryId]?.label : undefined;
  const values = {
    category: categoryLabel ? i18n._(categoryLabel) : '',
    tool: tool ? i18n._(TOOL_MESSAGES[tool.id].label) : '',
  };
  // A descriptor built first: lingui's extractor chokes on a spread inside an i18n._({...}) call.
  const title = { ...PAGE_TITLES[match.id], values };
  return `${i18n._(title)} | Kinora`;
}
