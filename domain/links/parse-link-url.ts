/**
 * Parses a pasted link: http(s) only, no credentials in it, `https://` added when no scheme is given, at most 2000
 * characters. Null when it is no such link.
 */
export function parseLinkUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !url.hostname) return null;
  return url;
}
