import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { rewriteEncodedQuestionMark } from '../../domain/routing/rewrite-encoded-question-mark';

/**
 * Inside the app: an address whose query arrived percent-encoded (/pricing%3Fcycle%3Dannual) is replaced by the
 * real path and query, as the server does for a first load.
 */
export function RewriteEncodedQuestionMark() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const rewritten = rewriteEncodedQuestionMark(`${location}${search ? `?${search}` : ''}`);
    if (rewritten) navigate(rewritten, { replace: true });
  }, [location, search, navigate]);
  return null;
}
