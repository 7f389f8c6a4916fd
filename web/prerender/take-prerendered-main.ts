let prerendered: { path: string; html: string } | null = null;

/**
 * Keeps the main content of a prerendered page (its HTML before the app starts), so that the app can show it while
 * the page's own code loads instead of flashing an empty page. Call once, before the app renders.
 */
export function takePrerenderedMain(): void {
  const html = document.querySelector('#root main')?.innerHTML;
  prerendered = html ? { path: location.pathname, html } : null;
}

/** The kept HTML while the address is still the prerendered page's; null anywhere else. */
export function getPrerenderedMain(path: string): string | null {
  return prerendered && prerendered.path === path ? prerendered.html : null;
}
