import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { parseWebhookUrl } from '../../domain/webhooks/parse-webhook-url';
import { isPublicAddress } from '../../temporal/activities/kit/is-public-address';

/**
 * Checks an endpoint address when it is registered: domain's URL rule, then (in production) every address its name
 * resolves to must be public. Delivery checks again at connection time, since DNS answers change.
 */
export async function checkWebhookTarget(text: string, options: { allowLocalTargets: boolean }): Promise<{ ok: true; url: string } | { ok: false; code: 'webhook_url_invalid' | 'webhook_address_refused' | 'webhook_unreachable' }> {
  const parsed = parseWebhookUrl(text, options);
  if (!parsed.ok) return parsed;
  if (options.allowLocalTargets) return { ok: true, url: parsed.url.href };
  const host = parsed.url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return { ok: false, code: 'webhook_unreachable' };
  }
  if (addresses.length === 0 || addresses.some((address) => !isPublicAddress(address))) return { ok: false, code: 'webhook_address_refused' };
  return { ok: true, url: parsed.url.href };
}
