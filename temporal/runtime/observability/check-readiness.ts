/** One dependency a process needs to do its work (database, Temporal, storage): resolves when it is reachable. */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

export interface Readiness {
  ready: boolean;
  /** Per dependency: 'ok', or why it is not reachable. */
  checks: Record<string, string>;
  /** The dependencies that failed, by name. */
  failed: string[];
}

/** Runs every check at once, each bounded by `timeoutMs` (a hung dependency counts as failed, the probe still answers). */
export async function checkReadiness(checks: ReadinessChecks, timeoutMs = 3000): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const failed = entries.filter(([, result]) => result !== 'ok').map(([name]) => name);
  return { ready: failed.length === 0, checks: Object.fromEntries(entries), failed };
}
