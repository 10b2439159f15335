import { describe, expect, it } from 'vitest';
import type { QualityScore } from '../../../../shared/schemas/documents';
import { renderPage } from '../../../test-support/render-page';
import type { DocumentOutput } from '../document-output';
import { OutputPanel } from './output-panel';

// The converter's result (docs/product.md#resume-converter) in a real browser: the resume with the advice and its
// quality report beside it; what the sanity rules found is the reader's misreading, said once, not the member's fault.

const check = (id: QualityScore['checks'][number]['id'], label: string, score: number, reasons: string[]) => ({
  id,
  label,
  score,
  weight: id === 'sanity' ? 30 : 10,
  reasons,
});

const MISREAD = 'We may have misread your CV: a job has no title. Check it in your profile before you send this resume.';

function converted(sanity: { score: number; reasons: string[] }): DocumentOutput {
  return {
    content: '# Wanjiru Kamau\n\n## Experience\n\n**Staff Nurse** — Nyeri County Referral Hospital\n\n- Cared for 30 patients a shift.',
    title: 'Converted resume — professional',
    kind: 'converted_resume',
    template: 'professional',
    advice: ['Have your Kenyan credentials assessed (an ECA from WES or ICAS) before you apply.'],
    qualityScore: {
      overallScore: sanity.score === 100 ? 86 : 61,
      checks: [
        check('sanity', 'Read correctly from your CV', sanity.score, sanity.reasons),
        check('quantifiedAchievements', 'Numbers in your achievements', 70, ['1 of 1 bullet has a number.']),
      ],
      missingKeywords: [],
    },
    createdAt: '2026-11-27T02:00:00.000Z',
  };
}

const renderPanel = (output: DocumentOutput) => renderPage(<OutputPanel output={output} onOutput={() => {}} onClear={() => {}} />);

describe('OutputPanel with a converted resume', () => {
  it('shows the quality report and the advice beside the resume, not in it', async () => {
    const { screen } = await renderPanel(converted({ score: 100, reasons: ['Nothing in the resume looks misread from your CV.'] }));
    const resume = screen.getByRole('article', { name: 'Converted resume — professional' });
    await expect.element(resume).toHaveTextContent('Cared for 30 patients a shift.');
    await expect.element(resume).not.toHaveTextContent(/ECA|Resume quality/);
    await expect.element(screen.getByText(/Have your Kenyan credentials assessed/)).toBeVisible();

    const report = screen.getByRole('region', { name: 'Resume quality' });
    await expect.element(report).toHaveTextContent('86/100');
    await expect.element(report.getByRole('meter', { name: 'Overall score' })).toHaveAttribute('aria-valuenow', '86');
    await expect.element(report.getByText('Nothing in the resume looks misread from your CV.')).toBeVisible();
    expect(report.getByText('We could not read everything in your CV').query()).toBeNull();
  });

  it("says what the reader misread as the reader's mistake, once, above the checks", async () => {
    const { screen } = await renderPanel(converted({ score: 75, reasons: [MISREAD] }));
    const report = screen.getByRole('region', { name: 'Resume quality' });
    await expect.element(report.getByText('We could not read everything in your CV')).toBeVisible();
    await expect.element(report.getByText(/our reader's mistake, not yours/)).toBeVisible();
    expect(report.getByText(MISREAD).elements()).toHaveLength(1);
    await expect.element(report.getByRole('meter', { name: 'Read correctly from your CV' })).toHaveAttribute('aria-valuenow', '75');
  });
});
