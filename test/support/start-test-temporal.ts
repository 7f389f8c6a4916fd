import { InterceptingCall, ListenerBuilder, Metadata, status, type Interceptor, type NextCall } from '@grpc/grpc-js';
import { defaultGrpcRetryOptions, makeGrpcRetryInterceptor, type ConnectionPlugin } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Runtime, DefaultLogger } from '@temporalio/worker';
import { findTemporalCli } from '../../scripts/lib/find-temporal-cli';
import { getSearchAttributeArgs } from '../../scripts/lib/search-attribute-args';
import { getPriorityArgs } from '../../scripts/lib/priority-args';

let runtimeInstalled = false;

/** Quiets the SDK's per-worker and per-activity info logs in test output; warnings and errors still show. */
export function installQuietRuntime(): void {
  if (runtimeInstalled) return;
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // Already installed in this process by an earlier test file: keep it.
  }
  runtimeInstalled = true;
}

interface CallGuard {
  plugin: ConnectionPlugin;
  /** Waits until no client call is in flight (or `timeoutMs` passed). */
  settle(timeoutMs: number): Promise<void>;
  /** From now on no call is retried, and a retry already scheduled ends as cancelled instead of reaching the channel. */
  close(): void;
}

/**
 * The client's default retries, made safe for teardown. The SDK retries a failed call from a timer; once the
 * connection is closed that retry throws "Channel has been shut down" from the timer, an uncaught error that fails the
 * vitest run after every test passed. The guard counts the calls in flight (retries included) so teardown can let them
 * end, stops retrying once the test closes the connection, and ends a retry that still comes as cancelled.
 */
function createCallGuard(): CallGuard {
  let inFlight = 0;
  let closing = false;
  const track: Interceptor = (options, nextCall) =>
    new InterceptingCall(nextCall(options), {
      start(metadata, _listener, next) {
        inFlight++;
        let open = true;
        next(
          metadata,
          new ListenerBuilder()
            .withOnReceiveStatus((callStatus, nextStatus) => {
              if (open) inFlight--;
              open = false;
              nextStatus(callStatus);
            })
            .build(),
        );
      },
    });
  const defaults = defaultGrpcRetryOptions();
  const retry = makeGrpcRetryInterceptor({ ...defaults, retryableDecider: (attempt, callStatus) => !closing && defaults.retryableDecider(attempt, callStatus) });
  const cancelled = (): ReturnType<NextCall> => ({
    start(_metadata, listener) {
      process.nextTick(() => {
        // A unary call always hands its listener a message (null when none) before the status.
        listener?.onReceiveMessage?.(null);
        listener?.onReceiveStatus?.({ code: status.CANCELLED, details: 'the test closed its Temporal connection', metadata: new Metadata() });
      });
    },
    sendMessage() {},
    sendMessageWithContext() {},
    startRead() {},
    halfClose() {},
    cancelWithStatus() {},
    getPeer: () => '',
    getAuthContext: () => null,
  });
  const stopWhenClosing: Interceptor = (options, nextCall) => new InterceptingCall(closing ? cancelled() : nextCall(options));
  return {
    plugin: { name: 'kinora-test-call-guard', configureConnection: (options) => ({ ...options, interceptors: [track, retry, stopWhenClosing] }) },
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close() {
      closing = true;
    },
  };
}

const guards = new WeakMap<TestWorkflowEnvironment, CallGuard>();

/**
 * Lets the environment's client calls in flight end (at most `timeoutMs`): call it while the workers still run, as a
 * query needs one. `teardown()` does it too, then closes the connections and stops the server.
 */
export async function settleTemporalCalls(env: TestWorkflowEnvironment, timeoutMs = 15_000): Promise<void> {
  await guards.get(env)?.settle(timeoutMs);
}

/**
 * A real Temporal dev server (the installed CLI) for one test file; `ui` adds its Web UI. Time skipping is not
 * available here. Its `teardown()` lets the client's calls in flight end and stops retries before closing the
 * connections, and stops the server last: shut the workers down before it.
 */
export async function startTestTemporal(options: { ui?: boolean; uiPort?: number } = {}): Promise<TestWorkflowEnvironment> {
  installQuietRuntime();
  const guard = createCallGuard();
  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'existing-path', path: findTemporalCli() }, ...options, extraArgs: ['--log-level', 'error', ...getSearchAttributeArgs(), ...getPriorityArgs()] },
    plugins: [guard.plugin],
  });
  guards.set(env, guard);
  const teardown = env.teardown.bind(env);
  env.teardown = async () => {
    await guard.settle(10_000);
    guard.close();
    await teardown();
  };
  return env;
}
