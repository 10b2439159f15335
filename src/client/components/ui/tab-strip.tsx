import { Tabs } from 'radix-ui';

/**
 * The row of tab buttons of a Radix `Tabs.Root` (the /ai-tools tools, the admin console): arrow keys move
 * between them, and on a phone the row scrolls sideways instead of widening the page.
 */
export function TabStrip({ label, tabs }: { label: string; tabs: readonly { value: string; label: string }[] }) {
  return (
    <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1">
      {tabs.map(({ value, label: tabLabel }) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className="min-h-11 shrink-0 rounded-md px-3 text-sm font-medium whitespace-nowrap text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:bg-white data-[state=active]:text-red-700 data-[state=active]:shadow-sm"
        >
          {tabLabel}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
