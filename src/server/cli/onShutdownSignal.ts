/** Runs `shutdown` once on SIGTERM or SIGINT, then exits; a second signal or a 10 s stall forces the exit. */
export function onShutdownSignal(shutdown: (signal: string) => Promise<void>): void {
  let isShuttingDown = false;
  const handle = (signal: string) => {
    if (isShuttingDown) process.exit(1);
    isShuttingDown = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => handle('SIGTERM'));
  process.on('SIGINT', () => handle('SIGINT'));
}
