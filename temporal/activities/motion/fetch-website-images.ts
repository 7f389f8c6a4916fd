import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '../kit/is-public-address';
import { makeCheckedLookup } from '../kit/make-checked-lookup';
import { detectImageType } from '../../../domain/files/image-upload';

export type WebsiteFetchErrorCode = 'website_url_invalid' | 'website_address_refused' | 'website_unreachable' | 'website_no_images';

/** A fetch that cannot give images, with the domain error code that says why. */
export class WebsiteFetchError extends Error {
  constructor(
    readonly code: WebsiteFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WebsiteFetchError';
  }
}

export interface FetchImagesOptions {
  maxImages?: number;
  /** The page's largest size (bytes). */
  maxPageBytes?: number;
  /** One image's largest size (bytes). */
  maxImageBytes?: number;
  /** Smaller files are icons or tracking pixels, skipped. */
  minImageBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Tests only: one extra host:port allowed although its address is not public (a local test server). */
  allowPrivateTarget?: { address: string; port: number };
}

export interface FetchedImage {
  url: string;
  contentType: string;
  extension: string;
  body: Buffer;
}

const DEFAULTS = { maxImages: 10, maxPageBytes: 2_000_000, maxImageBytes: 5_000_000, minImageBytes: 200, timeoutMs: 8000, maxRedirects: 4 };

/** Parses a user's URL: http(s) only, no credentials, default scheme https. */
export function parseWebsiteUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text.trim()) ? text.trim() : `https://${text.trim()}`);
  } catch {
    throw new WebsiteFetchError('website_url_invalid', `not a URL: ${text}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !url.hostname) throw new WebsiteFetchError('website_url_invalid', `unsupported URL: ${text}`);
  return url;
}

/** The image URLs a page names, best first: its share image (og:image, twitter:image), then <img> (largest srcset entry). */
export function findImageUrls(html: string, base: URL): string[] {
  const found: string[] = [];
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(2).find((v) => v !== undefined) ?? null;
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = (attr(tag, 'property') ?? attr(tag, 'name') ?? '').toLowerCase();
    if (['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'].includes(key)) {
      const content = attr(tag, 'content');
      if (content) found.push(content);
    }
  }
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const srcset = attr(tag, 'srcset');
    const best = srcset
      ?.split(',')
      .map((part) => part.trim().split(/\s+/))
      .filter(([url]) => url)
      .sort((a, b) => parseFloat(b[1] ?? '1') - parseFloat(a[1] ?? '1'))[0]?.[0];
    const src = best ?? attr(tag, 'src') ?? attr(tag, 'data-src');
    if (src) found.push(src);
  }
  const urls: string[] = [];
  for (const raw of found) {
    try {
      const url = new URL(raw.replace(/&amp;/g, '&'), base);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !urls.includes(url.href)) urls.push(url.href);
    } catch {
      // An unparsable src is skipped.
    }
  }
  return urls;
}

interface Response {
  url: URL;
  contentType: string;
  body: Buffer;
}

/**
 * GETs a URL with the address rules applied where it counts: on every address DNS gives for every hop of a redirect
 * chain, at connection time (the checked address is the one connected to, so a second DNS answer cannot swap it).
 */
async function safeGet(start: URL, maxBytes: number, options: Required<Omit<FetchImagesOptions, 'signal' | 'allowPrivateTarget'>> & FetchImagesOptions): Promise<Response> {
  let url = start;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const allowed = (address: string, port: number) => isPublicAddress(address) || (options.allowPrivateTarget?.address === address && options.allowPrivateTarget.port === port);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !allowed(host, port)) throw new WebsiteFetchError('website_address_refused', `refused address ${host}`);
    const lookup = makeCheckedLookup(
      (address) => allowed(address, port),
      (address) => new WebsiteFetchError('website_address_refused', `refused address ${address}`),
    );
    const response = await new Promise<{ status: number; location: string | null; contentType: string; body: Buffer }>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(url, { lookup, timeout: options.timeoutMs, signal: options.signal, headers: { 'user-agent': 'KinoraMotionChat/1.0 (+images for a video)', accept: 'text/html,image/*;q=0.9,*/*;q=0.1' } }, (res) => {
        const status = res.statusCode ?? 0;
        const length = Number(res.headers['content-length'] ?? 0);
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location ?? null, contentType: '', body: Buffer.alloc(0) });
          return;
        }
        if (length > maxBytes) {
          res.destroy();
          reject(new WebsiteFetchError('website_unreachable', `too large: ${length} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new WebsiteFetchError('website_unreachable', `too large: over ${maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location: null, contentType: String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(), body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      // Whole-request deadline too: `timeout` alone only notices an idle socket, not a slow drip.
      const deadline = setTimeout(() => request.destroy(new WebsiteFetchError('website_unreachable', 'timed out')), options.timeoutMs);
      request.on('close', () => clearTimeout(deadline));
      request.on('timeout', () => request.destroy(new WebsiteFetchError('website_unreachable', 'timed out')));
      request.on('error', (error) => reject(error instanceof WebsiteFetchError ? error : (error as { cause?: unknown }).cause instanceof WebsiteFetchError ? (error as { cause: WebsiteFetchError }).cause : new WebsiteFetchError('website_unreachable', error.message)));
    });
    if (response.location !== null) {
      url = parseWebsiteUrl(new URL(response.location, url).href);
      continue;
    }
    if (response.status < 200 || response.status >= 300) throw new WebsiteFetchError('website_unreachable', `HTTP ${response.status}`);
    return { url, contentType: response.contentType, body: response.body };
  }
  throw new WebsiteFetchError('website_unreachable', 'too many redirects');
}

/**
 * Fetches the images of a web page the user gave, server-side and safely: http(s) only; every address (after DNS,
 * on every redirect) must be public; page and image sizes, time and redirects are capped; only PNG, JPEG, GIF and
 * WebP whose bytes match their type are kept; at most `maxImages` (10). Throws a `WebsiteFetchError`.
 */
export async function fetchWebsiteImages(pageUrl: string, options: FetchImagesOptions = {}): Promise<FetchedImage[]> {
  const settings = { ...DEFAULTS, ...options };
  const page = await safeGet(parseWebsiteUrl(pageUrl), settings.maxPageBytes, settings);
  const candidates = page.contentType.startsWith('image/') ? [page.url.href] : findImageUrls(page.body.toString('utf8'), page.url);
  const images: FetchedImage[] = [];
  for (const url of candidates) {
    if (images.length >= settings.maxImages) break;
    try {
      const response = url === page.url.href ? page : await safeGet(new URL(url), settings.maxImageBytes, settings);
      // Types accepted by their magic bytes (a Content-Type header can lie): the same types as image uploads.
      const kind = detectImageType(response.body);
      if (!kind || !response.contentType.startsWith('image/') || response.body.length < settings.minImageBytes) continue;
      images.push({ url, contentType: kind.type, extension: kind.extension, body: response.body });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // One broken or refused image does not spoil the others.
    }
  }
  if (images.length === 0) throw new WebsiteFetchError('website_no_images', `no usable images on ${page.url.href}`);
  return images;
}
