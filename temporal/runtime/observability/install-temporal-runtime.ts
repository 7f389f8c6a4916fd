import { createServer } from 'node:net';
import { Runtime } from '@temporalio/worker';
import type { Logger } from 'pino';
import { makeTemporalLogger } from './make-temporal-logger';

/** A free TCP port on loopback (the kernel picks it). */
function getFreeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Installs the Temporal runtime of this process, before any connection: the SDK's logs (and workflow and activity
 * `log` calls) go to our pino logger, and its metrics (task slots, poll latencies, schedule-to-start...) to a
 * Prometheus exporter on a loopback port. `/metrics` appends that exporter's text to ours, so one scrape of a
 * process's health port gets both. Returns the function that reads the runtime's metrics.
 */
export async function installTemporalRuntime(logger: Logger): Promise<{ readRuntimeMetrics: () => Promise<string> }> {
  const port = await getFreeLoopbackPort();
  Runtime.install({
    logger: makeTemporalLogger(logger.child({ component: 'temporal' })),
    telemetryOptions: { metrics: { prometheus: { bindAddress: `127.0.0.1:${port}`, countersTotalSuffix: true, useSecondsForDurations: true } } },
  });
  return {
    async readRuntimeMetrics() {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(2000) });
        return response.ok ? await response.text() : '';
      } catch {
        // A scrape still gets the process's own metrics if the runtime's exporter does not answer.
        return '';
      }
    },
  };
}
