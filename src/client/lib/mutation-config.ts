import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * The options a page may add to a feature's mutation hook (bulletproof-react's MutationConfig). The
 * hook keeps its own cache and storage work and calls these after it.
 */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
