/**
 * Reads a required environment variable. Called at module scope by handlers, so a function deployed
 * without its binding fails at cold start with a clear message instead of at the first request.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}: the stack must bind it to this function.`);
  return value;
}
