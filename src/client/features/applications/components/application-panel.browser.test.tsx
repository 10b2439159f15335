import { describe, expect, it, vi } from 'vitest';
import type { Application, ApplicationEvent } from '../../../../shared/schemas/applications';
import { APPLICATION_LIMITS } from '../../../../shared/application-statuses';
import { APPLICATION_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages';
import { ERROR_CODES } from '../../../../shared/error-codes';
import { fakeApi, ok, refuse } from '../../../test-support/fake-api';
import { renderPage } from '../../../test-support/render-page';
import { dateText } from '../board';
import { ApplicationPanel } from './application-panel';

// The application panel (docs/product.md#applications-page) in a real browser: the status form, its bounds, a
// status change and a refused one, and the history. What the panel reads (the application alone, the saved
// documents) is placed in the query cache as the app would hold it; its writes, and the reads they refresh, are
// answered by the contract-checked fake API (src/client/test-support/fake-api.ts says why a fake).

const ID = '0b7e4f1c-3d2a-4c5b-8e9f-1a2b3c4d5e6f';
const path = `/api/applications/${ID}`;
const DOCS = Array.from({ length: 6 }, (_, index) => ({
  id: `d0c0000${index}-0000-4000-8000-000000000000`,
  kind: 'resume' as const,
  title: `Resume ${index + 1}`,
  template: null,
  writtenBy: 'builtin' as const,
  createdAt: '2026-10-01T09:00:00.000Z',
}));

/** The nth saved document (from 1), as the tests name them. */
function resume(n: number) {
  const found = DOCS[n - 1];
  if (!found) throw new Error(`No saved document ${n}`);
  return found;
}

function event(fields: Partial<ApplicationEvent> & Pick<ApplicationEvent, 'status' | 'at'>): ApplicationEvent {
  return { notes: null, documentIds: [], ...fields };
}

const SAVED = event({ status: 'Saved', at: '2026-10-02T10:00:00.000Z' });
const APPLIED = event({
  status: 'Applied',
  at: '2026-10-05T10:00:00.000Z',
  notes: 'Sent through the employer site.\nFollow up in a week.',
});
const REVIEW = event({
  status: 'Under Review',
  at: '2026-10-09T10:00:00.000Z',
  documentIds: [resume(1).id, 'deleted0-0000-4000-8000-000000000000'],
});
const HISTORY = [SAVED, APPLIED, REVIEW];

function application(history: ApplicationEvent[] = HISTORY): Application {
  const last = history.at(-1) ?? REVIEW;
  const answer = ok('application', {
    success: true,
    application: {
      id: ID,
      jobId: 42,
      job: { title: 'Long-haul truck driver', company: 'Prairie Freight', location: 'Regina', province: 'SK', nocCode: '73300' },
      employerHoldsLmia: null,
      status: last.status,
      notes: null,
      createdAt: (history[0] ?? SAVED).at,
      updatedAt: last.at,
      history,
      historyTotal: history.length,
    },
  });
  return (answer.body as { application: Application }).application;
}

async function renderPanel({ listed = application([REVIEW]), whole = application(), documents = DOCS } = {}) {
  const onClose = vi.fn();
  const rendered = await renderPage(<ApplicationPanel application={listed} onClose={onClose} onCloseAutoFocus={() => {}} />, {
    path: '/applications',
    cache: [
      [['/api/applications', 'one', ID], ok('application', { success: true, application: whole }).body],
      [['/api/documents', 'list'], ok('documentList', { success: true, documents }).body],
    ],
  });
  return { ...rendered, onClose };
}

describe('ApplicationPanel', () => {
  it('shows the whole history, oldest first, with notes, dates and attached documents (a deleted one named so)', async () => {
    // The list's copy carries only the latest change; the application alone carries the whole history.
    const { screen } = await renderPanel();
    await expect.element(screen.getByRole('dialog', { name: 'Long-haul truck driver' })).toBeVisible();
    const items = screen.getByRole('listitem').filter({ hasText: /^(Saved|Applied|Under Review)/ });
    expect(items.elements().map((item) => item.querySelector('span')?.textContent)).toEqual(['Saved', 'Applied', 'Under Review']);
    await expect.element(items.nth(1)).toHaveTextContent(dateText('2026-10-05T10:00:00.000Z'));
    await expect.element(screen.getByText(/Sent through the employer site\.\s+Follow up in a week\./)).toBeVisible();
    await expect.element(screen.getByText('Attached: Resume 1, A document since deleted')).toBeVisible();
    await expect
      .element(screen.getByText(/^Status:/))
      .toHaveTextContent(`Status: Under Review · last change ${dateText('2026-10-09T10:00:00.000Z')}`);
  });

  it('opens its form on the current status, with the note and the documents bounded', async () => {
    const { screen } = await renderPanel();
    await expect.element(screen.getByRole('combobox', { name: 'New status' })).toHaveValue('Under Review');

    const note = screen.getByRole('textbox', { name: /Note/ });
    await note.fill('x'.repeat(APPLICATION_LIMITS.notesMax + 50));
    expect((note.element() as HTMLTextAreaElement).value).toHaveLength(APPLICATION_LIMITS.notesMax);

    for (const document of DOCS.slice(0, APPLICATION_LIMITS.documentsPerEvent))
      await screen.getByRole('checkbox', { name: document.title }).click();
    await expect.element(screen.getByRole('checkbox', { name: resume(6).title })).toBeDisabled();
    await screen.getByRole('checkbox', { name: resume(1).title }).click();
    await expect.element(screen.getByRole('checkbox', { name: resume(6).title })).toBeEnabled();
  });

  it('points to the document tools when there is nothing to attach', async () => {
    const { screen } = await renderPanel({ documents: [] });
    await expect.element(screen.getByRole('link', { name: 'Write a resume or cover letter' })).toHaveAttribute('href', '/ai-tools');
  });

  it('saves a status change with its note and documents, then clears the form and shows the new event', async () => {
    const changed = application([
      ...HISTORY,
      event({ status: 'Interview Scheduled', at: '2026-10-12T10:00:00.000Z', notes: 'Call on Monday', documentIds: [resume(2).id] }),
    ]);
    const api = fakeApi(({ method, path: asked }) => {
      if (asked !== path) return undefined;
      if (method === 'PATCH' || method === 'GET') return ok('application', { success: true, application: changed });
      return undefined;
    });
    const { screen } = await renderPanel();

    await screen.getByRole('combobox', { name: 'New status' }).selectOptions('Interview Scheduled');
    await screen.getByRole('textbox', { name: /Note/ }).fill('  Call on Monday  ');
    await screen.getByRole('checkbox', { name: resume(2).title }).click();
    await screen.getByRole('button', { name: 'Save status' }).click();

    await expect.element(screen.getByText('Call on Monday', { exact: true })).toBeVisible();
    expect(api.requests[0]).toEqual({
      method: 'PATCH',
      path,
      body: { status: 'Interview Scheduled', notes: 'Call on Monday', documentIds: [resume(2).id] },
    });
    await expect.element(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('');
    await expect.element(screen.getByRole('checkbox', { name: resume(2).title })).not.toBeChecked();
    await expect.element(screen.getByText(/^Status:/)).toHaveTextContent('Status: Interview Scheduled');
  });

  it('sends no note when the note is blank', async () => {
    const api = fakeApi(({ method, path: asked }) =>
      asked === path && (method === 'PATCH' || method === 'GET')
        ? ok('application', { success: true, application: application() })
        : undefined,
    );
    const { screen } = await renderPanel();
    await screen.getByRole('combobox', { name: 'New status' }).selectOptions('Withdrawn');
    await screen.getByRole('textbox', { name: /Note/ }).fill('   ');
    await screen.getByRole('button', { name: 'Save status' }).click();
    await expect.poll(() => api.requests[0]?.body).toEqual({ status: 'Withdrawn' });
  });

  it('refuses a note the server would refuse beside the field, and sends nothing', async () => {
    const api = fakeApi(() => undefined);
    const { screen } = await renderPanel();
    const note = screen.getByRole('textbox', { name: /Note/ });
    await note.fill('Called \u0007 twice');
    await screen.getByRole('button', { name: 'Save status' }).click();

    await expect.element(screen.getByText(VALIDATION_MESSAGES.forbiddenCharacters)).toBeVisible();
    await expect.element(note).toHaveAttribute('aria-invalid', 'true');
    await expect.element(note).toHaveAccessibleDescription(VALIDATION_MESSAGES.forbiddenCharacters);
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    fakeApi(({ method }) =>
      method === 'PATCH'
        ? refuse(400, { message: 'Attach documents only with a status change.', errorCode: ERROR_CODES.validation, details: {} })
        : undefined,
    );
    const { screen } = await renderPanel();
    await screen.getByRole('textbox', { name: /Note/ }).fill('Keep me');
    await screen.getByRole('button', { name: 'Save status' }).click();

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Attach documents only with a status change.');
    await expect.element(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Keep me');
  });

  it('deletes only after a confirmation, then closes', async () => {
    const api = fakeApi(({ method }) => (method === 'DELETE' ? ok('message', { success: true, message: 'Deleted.' }) : undefined));
    const { screen, onClose } = await renderPanel();
    await screen.getByRole('button', { name: 'Delete application' }).click();
    expect(api.requests).toEqual([]);
    await screen.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path });
  });

  it('asks whether the employer holds an LMIA: nothing chosen is refused beside the form, a choice is sent alone', async () => {
    const offer = event({ status: 'Offer Received', at: '2026-10-12T10:00:00.000Z' });
    const answered = { ...application([...HISTORY, offer]), employerHoldsLmia: 'yes' as const };
    const api = fakeApi(({ method, path: asked }) =>
      asked === path && (method === 'PATCH' || method === 'GET') ? ok('application', { success: true, application: answered }) : undefined,
    );
    const { screen } = await renderPanel({ listed: application([...HISTORY, offer]), whole: application([...HISTORY, offer]) });
    const form = screen.getByRole('form', { name: 'Employer’s LMIA' });
    await form.getByRole('button', { name: 'Save answer' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.employerLmiaInvalid);
    expect(api.requests).toEqual([]);
    // The timeline asks too, until it is answered; the driver's licence note follows the steps.
    await expect.element(screen.getByText(/Answer on the application/)).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Regulated occupation' })).toHaveTextContent(/Class 1 \(Class AZ in Ontario\)/);

    await form.getByRole('radio', { name: 'Yes' }).click();
    await form.getByRole('button', { name: 'Save answer' }).click();
    await expect.element(screen.getByText(/^Skipped: you said your employer already holds a positive LMIA/)).toBeVisible();
    expect(api.requests[0]).toEqual({ method: 'PATCH', path, body: { employerHoldsLmia: 'yes' } });
    await expect.element(form.getByRole('button', { name: 'Save answer' })).toBeDisabled();
  });
});
