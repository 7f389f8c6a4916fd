import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { AppRouteMatch } from '../../domain/routing/app-routes';
import { getPageTitle } from '../i18n/get-page-title';

/** Names the browser tab after the page shown, in the active locale (pages with their own head name themselves). */
export function usePageTitle(match: AppRouteMatch | null) {
  const { i18n } = useLingui();
  const title = getPageTitle(match, i18n);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
