/** One JSON object per line on stdout; `silent` for tests. Never log bodies, passwords or tokens. */
export type Logger = {
  info: (fields: Record<string, unknown>) => void;
  warn: (fields: Record<string, unknown>) => void;
  error: (fields: Record<string, unknown>) => void;
};

export function createLogger(level: 'silent' | 'info' | 'debug'): Logger {
  if (level === 'silent') return { info: () => {}, warn: () => {}, error: () => {} };
  const write = (lvl: string) => (fields: Record<string, unknown>) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, ...fields })}\n`);
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
