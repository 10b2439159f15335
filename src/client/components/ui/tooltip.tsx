import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { UI_LIMITS } from '../../../shared/constants';

/**
 * A short hint on hover or keyboard focus. Each brings its own Provider (the delays), so that Radix Tooltip and
 * its positioning code load only with the pages that show tooltips (docs/decisions/018-fast-first-paint.md).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  /** One focusable element (it becomes the trigger through asChild). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <RadixTooltip.Provider delayDuration={UI_LIMITS.tooltipDelayMs} skipDelayDuration={UI_LIMITS.tooltipSkipDelayMs}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in"
          >
            {content}
            <RadixTooltip.Arrow className="fill-gray-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
