import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { startTestTemporal } from './start-test-temporal';

// Without the guard the SDK retries the long poll from a timer once the server is gone, and the retry throws
// "Channel has been shut down" there: an uncaught error that fails the vitest run even when every test passed.
it('a client call still in flight when the environment tears down ends as a rejection of that call, not as an uncaught error', async () => {
  const env = await startTestTemporal();
  const handle = await env.client.workflow.start('noSuchWorkflow', { taskQueue: 'no-worker-polls-this', workflowId: randomUUID() });
  const result = handle.result().then(
    () => 'completed',
    () => 'rejected',
  );
  await env.teardown();
  expect(await result).toBe('rejected');
  // A retry would come 100 ms to a few seconds after the failure.
  await new Promise((resolve) => setTimeout(resolve, 3000));
}, 120_000);
