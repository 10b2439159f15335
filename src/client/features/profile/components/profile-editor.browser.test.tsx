import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '../../../../shared/schemas/documents';
import { emptyProfile } from '../../../../shared/schemas/profile';
import { renderPage } from '../../../test-support/render-page';
import { ProfileEditor } from './profile-editor';

// The My profile editor (docs/product.md#my-profile) in a real browser: adding, moving and deleting roles and
// bullets changes exactly the profile the page autosaves, and "What we left out" says it in words.

function Harness({ initial, seen }: { initial: ParsedResume; seen: ParsedResume[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ProfileEditor
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderEditor(initial: ParsedResume = emptyProfile()) {
  const seen: ParsedResume[] = [];
  const { screen } = await renderPage(<Harness initial={initial} seen={seen} />);
  return { screen, latest: () => seen.at(-1)! };
}

describe('ProfileEditor', () => {
  it('adds roles, moves one up and deletes one', async () => {
    const { screen, latest } = await renderEditor();
    await screen.getByRole('button', { name: 'Add role' }).click();
    await screen.getByRole('textbox', { name: 'Position' }).fill('Staff Nurse');
    await screen.getByRole('button', { name: 'Add role' }).click();
    await screen.getByRole('textbox', { name: 'Position' }).nth(1).fill('Ward Manager');
    expect(latest().workExperience.map((role) => role.position)).toEqual(['Staff Nurse', 'Ward Manager']);

    // The first role cannot move up; the second can (e2e/profile.spec.ts does it from the keyboard).
    await expect.element(screen.getByRole('button', { name: 'Move Staff Nurse up' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Move Ward Manager up' }).click();
    expect(latest().workExperience.map((role) => role.position)).toEqual(['Ward Manager', 'Staff Nurse']);

    await screen.getByRole('button', { name: 'Delete Ward Manager' }).click();
    expect(latest().workExperience.map((role) => role.position)).toEqual(['Staff Nurse']);
  });

  it("edits, reorders and deletes a role's bullets, and keeps the dates as the writers read them", async () => {
    const { screen, latest } = await renderEditor();
    await screen.getByRole('button', { name: 'Add role' }).click();
    await screen.getByRole('textbox', { name: 'From' }).fill('Jan 2019');
    await screen.getByRole('textbox', { name: 'To' }).fill('Present');
    await screen.getByRole('button', { name: 'Add bullet' }).click();
    await screen.getByRole('textbox', { name: 'Bullet 1' }).fill('Cared for 30 patients a shift');
    await screen.getByRole('button', { name: 'Add bullet' }).click();
    await screen.getByRole('textbox', { name: 'Bullet 2' }).fill('Trained 6 new nurses');
    await screen.getByRole('button', { name: 'Move Bullet 2: Trained 6 new nurses up' }).click();
    expect(latest().workExperience[0]).toMatchObject({
      start: 'Jan 2019',
      end: 'Present',
      duration: 'Jan 2019 – Present',
      achievements: ['Trained 6 new nurses', 'Cared for 30 patients a shift'],
    });
    await screen.getByRole('button', { name: 'Delete Bullet 2: Cared for 30 patients a shift' }).click();
    expect(latest().workExperience[0]!.achievements).toEqual(['Trained 6 new nurses']);
  });

  it('adds schools, licences, languages and skills, and says in words what was left out', async () => {
    const { screen, latest } = await renderEditor({ ...emptyProfile(), excludedDetails: ['dateOfBirth', 'nationalId'] });
    await expect.element(screen.getByText(/Your CV had your date of birth and national ID number/)).toBeVisible();
    await screen.getByRole('button', { name: 'Add school' }).click();
    await screen.getByRole('textbox', { name: 'School' }).fill('KMTC Nyeri');
    await screen.getByRole('button', { name: 'Add licence' }).click();
    await screen.getByRole('textbox', { name: 'Licence 1' }).fill('Nursing Council of Kenya');
    await screen.getByRole('button', { name: 'Add language' }).click();
    await screen.getByRole('textbox', { name: 'Language', exact: true }).fill('Gĩkũyũ');
    await screen.getByRole('button', { name: 'Add skill' }).click();
    await screen.getByRole('textbox', { name: 'Skill 1' }).fill('Triage');
    expect(latest()).toMatchObject({
      education: [{ institution: 'KMTC Nyeri' }],
      licences: ['Nursing Council of Kenya'],
      languages: [{ language: 'Gĩkũyũ' }],
      skills: ['Triage'],
      excludedDetails: ['dateOfBirth', 'nationalId'],
    });
  });
});
