import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { UI_LIMITS } from '../../shared/constants';
import { Toaster } from '../components/ui/toast';
import { queryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={UI_LIMITS.tooltipDelayMs} skipDelayDuration={UI_LIMITS.tooltipSkipDelayMs}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
