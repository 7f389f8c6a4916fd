/**
 * For a prerendered page: its content is already in the HTML, so the app's code need not compete with it for the
 * network. The entry script (and its modulepreload hints) leaves the head; an inline module at the end of the body
 * imports it once the page has painted.
 */
export function deferAppScript(html: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const src = entry[1]!;
  const withoutEntry = html.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const loader = `<script type="module">requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(src)})));</script>`;
  return withoutEntry.replace('</body>', `  ${loader}\n  </body>`);
}
