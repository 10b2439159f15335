import { Tabs } from 'radix-ui';
import { useState, type ComponentType } from 'react';
import { TabStrip } from '../../../components/ui/tab-strip';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { AccessCodesTab } from './access-codes-tab';
import { AnalyticsTab } from './analytics-tab';
import { AuditTab } from './audit-tab';
import { BlockedUsersTab } from './blocked-users-tab';
import { LmiaDataTab } from './lmia-data-tab';
import { PaymentsTab } from './payments-tab';
import { RefundsTab } from './refunds-tab';
import { SummaryCards } from './summary-cards';
import { UsersTab } from './users-tab';

type TabValue = 'users' | 'blocked' | 'analytics' | 'payments' | 'refunds' | 'codes' | 'lmia' | 'audit';

const TABS: readonly { value: TabValue; label: string; Panel: ComponentType }[] = [
  { value: 'users', label: T.tabs.users, Panel: UsersTab },
  { value: 'blocked', label: T.tabs.blocked, Panel: BlockedUsersTab },
  { value: 'analytics', label: T.tabs.analytics, Panel: AnalyticsTab },
  { value: 'payments', label: T.tabs.payments, Panel: PaymentsTab },
  { value: 'refunds', label: T.tabs.refunds, Panel: RefundsTab },
  { value: 'codes', label: T.tabs.codes, Panel: AccessCodesTab },
  { value: 'lmia', label: T.tabs.lmia, Panel: LmiaDataTab },
  { value: 'audit', label: T.tabs.audit, Panel: AuditTab },
];

/**
 * The administrator's console (docs/product.md#admin-dashboard): the figures, then one tab per task.
 * Radix Tabs give the roles and the arrow keys; the strip scrolls sideways on a phone. A tab loads its
 * data the first time it is opened and then stays mounted (hidden), so its search, page and an issued
 * code survive switching tabs, and it refreshes with the rest after an action.
 */
export function AdminConsole() {
  const [tab, setTab] = useState<TabValue>('users');
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(() => new Set(['users']));
  const choose = (value: string) => {
    const next = value as TabValue;
    setTab(next);
    setOpened((current) => (current.has(next) ? current : new Set(current).add(next)));
  };

  return (
    <div className="mx-auto grid max-w-7xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <SummaryCards />
      <Tabs.Root value={tab} onValueChange={choose} className="min-w-0">
        <TabStrip label={T.tabs.label} tabs={TABS} />
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content
            key={value}
            value={value}
            forceMount
            className="mt-4 min-w-0 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=inactive]:hidden"
          >
            {opened.has(value) && <Panel />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
