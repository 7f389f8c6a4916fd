import type { Server } from 'node:http';

/**
 * Stops an HTTP server and waits until it has: new connections are refused and open ones (keep-alive, event streams)
 * are cut, so no request reaches the app after this.
 */
export async function closeHttpServer(server: Server | undefined): Promise<void> {
  if (!server?.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
