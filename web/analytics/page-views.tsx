import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from './track';

/** Records a page view for every route the app shows (the first load included). */
export function PageViews() {
  const [location] = useLocation();
  useEffect(() => track('page_view'), [location]);
  return null;
}
