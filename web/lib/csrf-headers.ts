/** The CSRF header every state-changing request carries (double-submit: it must equal the kinora_csrf cookie). */
export function csrfHeaders(): Record<string, string> {
  const match = /(?:^|;\s*)kinora_csrf=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match ? { 'x-kinora-csrf': decodeURIComponent(match[1]!) } : {};
}
