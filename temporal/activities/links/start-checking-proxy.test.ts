import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHttpServer } from '../../../test/support/close-http-server';
import { startCheckingProxy } from './start-checking-proxy';

// A target on loopback, reached through the proxy as yt-dlp reaches pages: absolute-form GET (http) and CONNECT (https).
let target: http.Server;
let port: number;
beforeAll(async () => {
  target = http.createServer((_req, res) => res.end('target page'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(() => closeHttpServer(target));

function getThrough(proxyUrl: string, url: string): Promise<{ status: number; body: string }> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    http.get({ host: proxy.hostname, port: proxy.port, path: url, headers: { host: new URL(url).host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

function connectThrough(proxyUrl: string, authority: string): Promise<string> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(proxy.port), proxy.hostname, () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
    socket.once('data', (chunk) => {
      resolve(chunk.toString('latin1').split('\r\n')[0]!);
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('startCheckingProxy', () => {
  it('refuses loopback targets outside development mode, for http requests and tunnels alike', async () => {
    const proxy = await startCheckingProxy(false);
    try {
      expect((await getThrough(proxy.url, `http://127.0.0.1:${port}/`)).status).toBe(403);
      expect(await connectThrough(proxy.url, `127.0.0.1:${port}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectThrough(proxy.url, `localhost:${port}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(proxy.refused()).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('forwards to loopback in development mode, but never to private networks', async () => {
    const proxy = await startCheckingProxy(true);
    try {
      expect(await getThrough(proxy.url, `http://127.0.0.1:${port}/`)).toEqual({ status: 200, body: 'target page' });
      expect(await connectThrough(proxy.url, `127.0.0.1:${port}`)).toMatch(/^HTTP\/1\.1 200/);
      expect(proxy.refused()).toBe(false);
      expect((await getThrough(proxy.url, 'http://169.254.169.254/latest/meta-data/')).status).toBe(403);
      expect(await connectThrough(proxy.url, '10.0.0.1:443')).toMatch(/^HTTP\/1\.1 403/);
    } finally {
      await proxy.close();
    }
  });
});
