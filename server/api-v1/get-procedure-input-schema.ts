import { z } from 'zod';
import type { AnyRouter } from '@trpc/server';

/**
 * The zod schema a procedure of the router validates its input with (its single `.input()`), or null when it takes no
 * input. Read from tRPC's procedure definition, so the public API documents exactly what the procedure checks.
 */
export function getProcedureInputSchema(router: AnyRouter, path: string): z.ZodType | null {
  const procedure = (router._def.procedures as Record<string, { _def: { inputs: unknown[] } } | undefined>)[path];
  if (!procedure) throw new Error(`no procedure ${path} in the router`);
  const inputs = procedure._def.inputs;
  if (inputs.length === 0) return null;
  if (inputs.length > 1 || !(inputs[0] instanceof z.ZodType)) throw new Error(`procedure ${path}: the API needs one zod input schema`);
  return inputs[0];
}
