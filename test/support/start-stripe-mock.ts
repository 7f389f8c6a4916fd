import { spawn } from 'node:child_process';
import { findTool } from '../../scripts/lib/find-temporal-cli';
import { getFreePort } from './free-port';
import { waitFor } from './wait-for';

/** stripe-mock (Stripe's own API mock, built by scripts/ensure.sh --browser) on loopback ports; stop() ends it. */
export async function startStripeMock(): Promise<{ url: string; stop: () => void }> {
  const [httpPort, httpsPort] = [await getFreePort(), await getFreePort()];
  const child = spawn(findTool('stripe-mock', 'STRIPE_MOCK'), ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${httpPort}`;
  await waitFor(() => fetch(`${url}/v1/customers`, { headers: { authorization: 'Bearer sk_test_123' } }).then((r) => r.ok, () => false), (ok) => ok, 30_000);
  return { url, stop: () => child.kill('SIGTERM') };
}
