import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleHealthRequest, type HealthEndpoints } from './handle-health-request';

/** A worker's small HTTP server for `/healthz`, `/readyz` and `/metrics` (port 0: any free port). */
export async function startHealthServer(endpoints: HealthEndpoints, address: { host: string; port: number }): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    handleHealthRequest(req, res, pathname, endpoints)
      .then((handled) => {
        if (handled) return;
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not found');
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(error instanceof Error ? error.message : 'error');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
