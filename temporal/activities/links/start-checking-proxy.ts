import http from 'node:http';
import net from 'node:net';
import { checkLiteralHost, makeCheckedLookup } from './checked-lookup';
import { LinkError } from './link-error';

/** A local forward proxy that applies the link address rules to every connection a child process makes. */
export interface CheckingProxy {
  url: string;
  /** Whether some connection was refused for its address (the child then reports a mere network error). */
  refused(): boolean;
  close(): Promise<void>;
}

/**
 * Starts a forward proxy on loopback for yt-dlp: plain http requests (absolute-form) are forwarded, https tunnels
 * (CONNECT) are opened, each only to an allowed address, checked at connection time after DNS, so every request and
 * redirect yt-dlp makes is held to the same rules as the app's own downloads.
 */
export async function startCheckingProxy(allowLoopback: boolean): Promise<CheckingProxy> {
  const lookup = makeCheckedLookup(allowLoopback);
  let refused = false;
  const refuse = (error: unknown) => {
    if (error instanceof LinkError || (error as { cause?: unknown }).cause instanceof LinkError) refused = true;
  };
  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('not http');
      checkLiteralHost(target.hostname, allowLoopback);
    } catch (error) {
      refuse(error);
      res.writeHead(403).end();
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(target, { method: req.method, headers, lookup }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      refuse(error);
      if (!res.headersSent) res.writeHead(error instanceof LinkError || (error as { cause?: unknown }).cause instanceof LinkError ? 403 : 502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host, portText] = (req.url ?? '').split(/:(?=\d+$)/);
    const port = Number(portText);
    const fail = (error: unknown) => {
      refuse(error);
      client.end(`HTTP/1.1 ${refused ? 403 : 502} Refused\r\n\r\n`);
    };
    try {
      checkLiteralHost(host ?? '', allowLoopback);
    } catch (error) {
      return fail(error);
    }
    const upstream = net.connect({ host: host!.replace(/^\[|\]$/g, ''), port, lookup });
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => (connected ? client.destroy() : fail(error)));
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
