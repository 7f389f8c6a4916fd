/**
 * The Content-Security-Policy of the app's pages. Everything comes from our own origin; inline code only where its hash
 * is listed (the theme script that runs before the first paint, a prerendered page's app loader and its inlined
 * stylesheet); data: images for the favicon and the background changer's mask previews. No plugins, no framing, no
 * <base> tricks, forms post to us only. Style attributes set by script (React's `style` prop) go through the CSSOM,
 * which CSP allows; style attributes written in HTML would not, and the prerendered pages have none.
 */
export function buildContentSecurityPolicy(inline: { scripts: readonly string[]; styles: readonly string[] }, mediaOrigin: string | null = null): string {
  // With S3 storage, media and thumbnails load from the bucket's origin (presigned URLs the app redirects to).
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inline.scripts].join(' ')}`,
    `style-src ${["'self'", ...inline.styles].join(' ')}`,
    `img-src 'self' data:${media}`,
    `media-src 'self'${media}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
