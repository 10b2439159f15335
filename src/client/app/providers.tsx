import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { queryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
