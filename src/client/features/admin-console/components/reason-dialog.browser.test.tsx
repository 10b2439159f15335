import { describe, expect, it, vi } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { renderPage } from '../../../test-support/render-page';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { ReasonDialog } from './reason-dialog';

// The reason asked before blocking a member or granting a membership (docs/product.md#admin-actions), in a real
// browser: a blank reason is refused by the field with the server's own rule, a given one is passed on trimmed.

async function renderDialog(initialReason?: string) {
  const onConfirm = vi.fn<(reason: string) => void>();
  const texts = { ...T.blockDialog, description: T.blockDialog.description('amina@example.com') };
  const { screen } = await renderPage(
    <ReasonDialog open onOpenChange={() => {}} texts={texts} initialReason={initialReason} pending={false} onConfirm={onConfirm} />,
  );
  return { screen, onConfirm };
}

describe('ReasonDialog', () => {
  it('refuses a blank reason beside the field and confirms nothing', async () => {
    const { screen, onConfirm } = await renderDialog();
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await reason.fill('   ');
    await screen.getByRole('button', { name: T.blockDialog.confirm }).click();

    await expect.element(screen.getByText(M.reasonRequired)).toBeVisible();
    await expect.element(reason).toHaveAttribute('aria-invalid', 'true');
    await expect.element(reason).toHaveAccessibleDescription(`${T.blockDialog.reasonHint} ${M.reasonRequired}`);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the reason trimmed, and starts from the initial reason', async () => {
    const { screen, onConfirm } = await renderDialog('Complimentary access');
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await expect.element(reason).toHaveValue('Complimentary access');
    await reason.fill('  Suspicious sign-ups  ');
    await screen.getByRole('button', { name: T.blockDialog.confirm }).click();

    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Suspicious sign-ups'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(reason).not.toHaveAttribute('aria-invalid');
  });
});
