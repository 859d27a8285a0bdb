import { rereadConfig } from "#app/lib/config.server";

/**
 * For tests: sets environment variables (undefined unsets one) and has the configuration
 * (config.server.ts, read once per process) read them again.
 */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rereadConfig();
}
