import { Suspense, useState } from 'react';
import type { Application } from '../../shared/schemas/applications';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { useApplications } from '../features/applications/api/get-applications';
import { ApplicationsBoard, openerSelector } from '../features/applications/components/applications-board';
import { AccessGate } from '../features/auth/components/access-gate';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';

// The panel (a dialog with its forms, zod schemas and the immigration steps) opens on a card: a chunk of its own,
// fetched once the board shows, so the board starts with less (docs/decisions/054-member-pages-start-small.md).
const ApplicationPanel = lazyComponent(() =>
  import('../features/applications/components/application-panel').then((module) => module.ApplicationPanel),
);

/** The member's applications board (docs/product.md#applications-page). */
export function ApplicationsPage() {
  return (
    <>
      <PageMeta title={m.applications_page_title()} description={m.applications_page_description()} />
      <PageHeader title={m.applications_page_title()} subtitle={m.applications_page_subtitle()} />
      <AccessGate>
        <MemberApplications />
      </AccessGate>
    </>
  );
}

function MemberApplications() {
  preloadComponents(ApplicationPanel);
  const [opened, setOpened] = useState<Application | null>(null);
  // Where focus goes back once the panel has closed (onCloseAutoFocus runs after `opened` is cleared).
  const [lastOpenedId, setLastOpenedId] = useState<string | null>(null);
  // Read from the full list, so the panel shows each change as soon as the list refreshes, whatever the filter.
  const all = useApplications({}, opened !== null);
  const open = opened ? (all.data?.applications.find((item) => item.id === opened.id) ?? opened) : null;
  return (
    <>
      <ApplicationsBoard
        onOpen={(application) => {
          setOpened(application);
          setLastOpenedId(application.id);
        }}
      />
      {/* Closed until a card is opened: nothing to show while its chunk loads. */}
      <Suspense fallback={null}>
        <ApplicationPanel
          application={open}
          onClose={() => setOpened(null)}
          onCloseAutoFocus={(event) => {
            // Back to the card's button (the panel has no trigger of its own); a deleted card leaves focus to the page.
            event.preventDefault();
            if (lastOpenedId) document.querySelector<HTMLElement>(openerSelector(lastOpenedId))?.focus();
          }}
        />
      </Suspense>
    </>
  );
}
