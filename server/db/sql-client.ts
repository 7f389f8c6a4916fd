/** The few raw-SQL operations the migration runner and tests need, over PGlite or node-postgres alike. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script as one simple query (atomic inside BEGIN/COMMIT). */
  exec(script: string): Promise<void>;
}
