import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../../shared/messages';
import { renderPage } from '../../../test-support/render-page';
import { SearchField } from './list-parts';

// The admin lists' search box (docs/product.md#admin-dashboard) in a real browser: checked as the server checks
// `search`, so a search the server would refuse shows beside the field instead of reaching the list.

async function renderSearch() {
  const onSearch = vi.fn<(search: string) => void>();
  const { screen } = await renderPage(<SearchField label="Search users" placeholder="Name or e-mail" onSearch={onSearch} />);
  return { screen, onSearch, box: screen.getByRole('searchbox', { name: 'Search users' }) };
}

describe('SearchField', () => {
  it('refuses control characters beside the field and searches nothing', async () => {
    const { box, screen, onSearch } = await renderSearch();
    await box.fill('amina\u0007');
    box.element().closest('form')?.requestSubmit();

    await expect.element(screen.getByText(VALIDATION_MESSAGES.forbiddenCharacters)).toBeVisible();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the trimmed text once typing pauses', async () => {
    const { box, onSearch } = await renderSearch();
    await box.fill('  amina@example.com ');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('amina@example.com'));
    await expect.element(box).not.toHaveAttribute('aria-invalid');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
