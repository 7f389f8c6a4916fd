import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from './track';
import { takePrerenderedPageView } from './prerendered-page-view';

/** Records a page view for every route the app shows (the first load included, unless its page recorded it). */
export function PageViews() {
  const [location] = useLocation();
  useEffect(() => {
    if (!takePrerenderedPageView()) track('page_view');
  }, [location]);
  return null;
}
