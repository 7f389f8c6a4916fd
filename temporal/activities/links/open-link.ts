import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { parseLinkUrl } from '../../../domain/links/parse-link-url';
import { checkLiteralHost, makeCheckedLookup } from './checked-lookup';
import { LinkError } from './link-error';

export interface OpenLinkOptions {
  allowLoopback: boolean;
  /** Headers a page extractor (yt-dlp) says the media needs (user agent, referer, cookies of the format). */
  headers?: Record<string, string>;
  /** Ask for the bytes from this offset on (resuming): the answer is 206 when the server honours it. */
  rangeStart?: number;
  signal?: AbortSignal;
  maxRedirects?: number;
  /** A socket idle this long fails the request (a stalled server). */
  idleTimeoutMs?: number;
}

/** A response whose status is 2xx, and the URL that gave it (after redirects). */
export interface OpenedLink {
  url: URL;
  response: IncomingMessage;
}

const USER_AGENT = 'Kinora/1.0 (+video import from a link)';

/**
 * GETs a link with the address rules applied on every hop: a literal IP is checked at once, a name on every address
 * DNS gives (at connection time), and each redirect is parsed and checked again. Resolves once the headers of a 2xx
 * answer arrived; the caller reads (or destroys) the body.
 */
export async function openLink(start: URL, options: OpenLinkOptions): Promise<OpenedLink> {
  const lookup = makeCheckedLookup(options.allowLoopback);
  let url = start;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    checkLiteralHost(url.hostname, options.allowLoopback);
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, accept: '*/*', ...options.headers };
    if (options.rangeStart) headers.range = `bytes=${options.rangeStart}-`;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(url, { lookup, headers, signal: options.signal, timeout: options.idleTimeoutMs ?? 20_000 }, resolve);
      request.on('timeout', () => request.destroy(new LinkError('link_unreachable', `no answer from ${url.host}`)));
      request.on('error', (error) => {
        const cause = (error as { cause?: unknown }).cause;
        reject(error instanceof LinkError ? error : cause instanceof LinkError ? cause : options.signal?.aborted ? error : new LinkError('link_unreachable', `${url.host}: ${error.message}`));
      });
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      const next = parseLinkUrl(new URL(response.headers.location, url).href);
      if (!next) throw new LinkError('link_invalid', `redirect to an unsupported URL: ${response.headers.location}`);
      url = next;
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      // 4xx: the link names nothing we can have (gone, forbidden); 5xx: the site may answer later.
      throw new LinkError(status >= 400 && status < 500 ? 'link_not_a_video' : 'link_unreachable', `HTTP ${status} from ${url.href}`);
    }
    return { url, response };
  }
  throw new LinkError('link_unreachable', 'too many redirects');
}
