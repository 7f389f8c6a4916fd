import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A tool that scripts/ensure.sh made available: $<envVar>, then PATH, then the per-user tools dir. */
export function findTool(name: string, envVar: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env[envVar]) return env[envVar];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  const toolsDir = env.KINORA_TOOLS_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'kinora');
  const built = join(toolsDir, 'bin', name);
  if (existsSync(built)) return built;
  throw new Error(`${name} was not found: run scripts/ensure.sh --browser (it builds one), or set ${envVar}.`);
}

/** The Temporal CLI: $TEMPORAL_CLI, then PATH, then the per-user tools dir. */
export const findTemporalCli = (env: NodeJS.ProcessEnv = process.env) => findTool('temporal', 'TEMPORAL_CLI', env);
