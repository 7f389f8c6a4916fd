/**
 * Rewrites a URL whose path contains an encoded question mark (%3F, e.g. from a link pasted through a tool that
 * encoded it) into a path with a real query string: "/pricing%3Fplan%3Dpro" becomes "/pricing?plan=pro".
 * The encoded = and & of the moved part are decoded too (a later %3F stays encoded: it is a value's character); a query already present is appended after it, and the
 * fragment is kept. Returns null when the path has no encoded question mark (no rewrite needed).
 */
export function rewriteEncodedQuestionMark(url: string): string | null {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const existingQuery = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const match = /%3f/i.exec(path);
  if (match === null) return null;
  const newPath = path.slice(0, match.index);
  const movedQuery = path
    .slice(match.index + match[0].length)
    .replace(/%3d/gi, '=')
    .replace(/%26/gi, '&');
  const query = [movedQuery, existingQuery].filter((part) => part.length > 0).join('&');
  return `${newPath === '' ? '/' : newPath}${query === '' ? '' : `?${query}`}${hash}`;
}
