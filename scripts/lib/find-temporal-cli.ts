import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The Temporal CLI that scripts/ensure.sh made available: $TEMPORAL_CLI, then PATH, then the per-user tools dir. */
export function findTemporalCli(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEMPORAL_CLI) return env.TEMPORAL_CLI;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'temporal');
    if (dir && existsSync(candidate)) return candidate;
  }
  const toolsDir = env.KINORA_TOOLS_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'kinora');
  const built = join(toolsDir, 'bin', 'temporal');
  if (existsSync(built)) return built;
  throw new Error('The Temporal CLI was not found: run scripts/ensure.sh (it builds one), or set TEMPORAL_CLI.');
}
