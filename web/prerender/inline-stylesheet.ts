/**
 * For a prerendered page: the app's stylesheet goes into the page itself, so the first paint waits for no second
 * request (the app's own pages keep the cached file). `readCss` reads a built asset by its URL path.
 */
export function inlineStylesheet(html: string, readCss: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (_, href: string) => `<style>${readCss(href).replace(/<\/style/gi, '<\\/style')}</style>`);
}
