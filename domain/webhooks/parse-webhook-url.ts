export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; code: 'webhook_url_invalid' | 'webhook_address_refused' };

const LOOPBACK_NAMES = /^(?:localhost|.*\.localhost|.*\.local|.*\.internal)$/i;

/**
 * Checks an endpoint address as far as it can be without DNS: https only (http too when local targets are allowed, in
 * development), no credentials, at most 2048 characters; in production no name of this machine or a local network. The
 * addresses a name resolves to are checked by the server at registration and again at every delivery.
 */
export function parseWebhookUrl(text: string, options: { allowLocalTargets: boolean }): WebhookUrlCheck {
  if (text.length > 2048) return { ok: false, code: 'webhook_url_invalid' };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, code: 'webhook_url_invalid' };
  }
  const schemes = options.allowLocalTargets ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) return { ok: false, code: 'webhook_url_invalid' };
  if (!options.allowLocalTargets && LOOPBACK_NAMES.test(url.hostname)) return { ok: false, code: 'webhook_address_refused' };
  return { ok: true, url };
}
