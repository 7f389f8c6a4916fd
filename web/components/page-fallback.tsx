import { useLocation } from 'wouter';
import { getPrerenderedMain } from '../prerender/take-prerendered-main';

/** What shows while a page's code loads: the prerendered page itself on a first load, else an empty busy area. */
export function PageFallback() {
  const [location] = useLocation();
  const html = getPrerenderedMain(location);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <div className="page-loading" aria-busy />;
}
