import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWebsiteImages, findImageUrls, WebsiteFetchError } from './fetch-website-images';
import { isPublicAddress } from '../kit/is-public-address';

const png = (n: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, n)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);

let server: Server;
let other: Server;
let port = 0;
let otherPort = 0;
const requested: string[] = [];

beforeAll(async () => {
  other = createServer((_, res) => res.end('secret'));
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', () => r()));
  otherPort = (other.address() as AddressInfo).port;
  server = createServer((req, res) => {
    requested.push(req.url!);
    const url = req.url!;
    if (url === '/') {
      const imgs = Array.from({ length: 12 }, (_, i) => `<img src="/img/${i}.png" alt="">`).join('');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(`<html><head><meta property="og:image" content="/hero.jpg"></head><body><img src="/fake.png"><img src="/huge.png"><img src="data:image/png;base64,AAAA">${imgs}</body></html>`);
    }
    if (url === '/hero.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (url === '/fake.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.padEnd(700, ' '));
    if (url === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([png(1), Buffer.alloc(3_000_000)]));
    const img = /^\/img\/(\d+)\.png$/.exec(url);
    if (img) return res.writeHead(200, { 'content-type': 'image/png' }).end(png(Number(img[1])));
    if (url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url === '/to-other-port') return res.writeHead(301, { location: `http://127.0.0.1:${otherPort}/` }).end();
    if (url === '/to-localhost') return res.writeHead(302, { location: `http://localhost:${otherPort}/` }).end();
    if (url === '/big-page') return res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(3_000_000));
    if (url === '/slow') return; // never answers
    if (url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => other.close(r))]);
});

const local = () => ({ allowPrivateTarget: { address: '127.0.0.1', port } });
async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof WebsiteFetchError ? error.code : String(error);
  }
}

describe('fetchWebsiteImages', () => {
  it('takes the share image then the page images, at most 10, real images only, each within the size limit', async () => {
    const images = await fetchWebsiteImages(`http://127.0.0.1:${port}/`, { ...local(), maxImageBytes: 1_000_000 });
    expect(images.map((i) => new URL(i.url).pathname)).toEqual(['/hero.jpg', ...Array.from({ length: 9 }, (_, i) => `/img/${i}.png`)]);
    expect(images.map((i) => i.extension)).toEqual(['jpg', ...Array(9).fill('png')]);
    expect(requested).not.toContain('/img/10.png');
  });

  it('refuses loopback, private and link-local addresses, also after DNS and after a redirect', async () => {
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/`))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages(`http://localhost:${port}/`))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages(`http://[::1]:${port}/`))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages('http://169.254.169.254/latest/meta-data/'))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages('http://10.1.2.3/'))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/to-metadata`, local()))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/to-other-port`, local()))).toBe('website_address_refused');
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/to-localhost`, local()))).toBe('website_address_refused');
  });

  it('gives up on oversized pages, endless redirects, silence and non-web URLs', async () => {
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/big-page`, local()))).toBe('website_unreachable');
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/loop`, local()))).toBe('website_unreachable');
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/slow`, { ...local(), timeoutMs: 300 }))).toBe('website_unreachable');
    expect(await codeOf(fetchWebsiteImages(`http://127.0.0.1:${port}/nothing`, local()))).toBe('website_unreachable');
    expect(await codeOf(fetchWebsiteImages('file:///etc/passwd'))).toBe('website_url_invalid');
    expect(await codeOf(fetchWebsiteImages('ftp://example.com/'))).toBe('website_url_invalid');
    expect(await codeOf(fetchWebsiteImages('http://user:pw@example.com/'))).toBe('website_url_invalid');
  });

  it('finds share images and the largest srcset entry', () => {
    const html = `<meta name="twitter:image" content="https://cdn.example.com/t.png"><img srcset="a.png 1x, b.png 2x" src="c.png"><img data-src='/lazy.webp'>`;
    expect(findImageUrls(html, new URL('https://example.com/shop/'))).toEqual(['https://cdn.example.com/t.png', 'https://example.com/shop/b.png', 'https://example.com/lazy.webp']);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true], ['93.184.216.34', true], ['2606:4700::1111', true],
    ['127.0.0.1', false], ['127.5.5.5', false], ['10.0.0.1', false], ['172.16.0.1', false], ['172.31.255.255', false], ['192.168.1.1', false],
    ['169.254.169.254', false], ['100.64.0.1', false], ['0.0.0.0', false], ['224.0.0.1', false], ['::1', false], ['::', false],
    ['fe80::1', false], ['fd00::1', false], ['::ffff:127.0.0.1', false], ['::ffff:7f00:1', false], ['64:ff9b::a9fe:a9fe', false], ['not-an-ip', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
