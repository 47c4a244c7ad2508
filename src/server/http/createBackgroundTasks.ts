import type { Logger } from './logger';

export type BackgroundTasks = {
  /** Starts work the answer must not wait for; a failure is logged, never thrown at anyone. */
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves once nothing started is still running (tests wait on it; so may a shutdown). */
  idle: () => Promise<void>;
};

/**
 * Work done after answering. A password-reset request answers at once and looks the address up
 * afterwards, so a known address (key written, mail sent over SMTP) answers no slower than an unknown one.
 */
export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      const done: Promise<void> = task()
        .catch((error: unknown) =>
          log.error({
            msg: `background task failed: ${name}`,
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    idle: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
