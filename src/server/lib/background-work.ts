import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer was sent (an M-Pesa callback is acknowledged at once, then processed). Each
 * task is logged when it fails; shutdown and tests wait for what is still running (`settle`).
 */
export interface BackgroundWork {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far (and any they started) has ended. */
  settle(): Promise<void>;
}

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
