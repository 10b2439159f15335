import { useState } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Notice } from '../components/ui/notice';
import { formatCount } from '../lib/format-number';
import { CRS_RULES } from '../../shared/calculators/crs-rules';
import { LANGUAGE_RULES } from '../../shared/calculators/language-tests';
import { ClbConverter } from '../features/calculators/components/clb-converter';
import { CrsBreakdown, CrsTotal } from '../features/calculators/components/crs-breakdown';
import { CrsForm } from '../features/calculators/components/crs-form';
import { estimateFromForm, INITIAL_CRS_FORM, withConvertedLevels } from '../features/calculators/crs-form-state';

const LINK = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900';

/**
 * /calculators (docs/product.md#calculators): two free public tools on one page, so the converter's levels
 * go straight into the CRS form. Everything is computed in the browser from versioned rule data
 * (docs/decisions/046-calculators.md); nothing is sent or stored.
 */
export function CalculatorsPage() {
  const [form, setForm] = useState(INITIAL_CRS_FORM);
  const estimate = estimateFromForm(form);

  return (
    <>
      <PageMeta
        title="CRS and CLB calculators"
        description="Free tools: convert IELTS General, CELPIP, PTE Core, TEF Canada or TCF Canada scores to CLB levels, and estimate your Express Entry CRS score under the rules in force since 25 March 2025."
      />
      <PageHeader
        title="Express Entry calculators"
        badge="Free tool"
        subtitle="Turn your language test scores into CLB levels, then estimate your Comprehensive Ranking System (CRS) score, section by section."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:px-6">
        <Notice tone="warning" title="An estimate, not a decision">
          <p>
            These calculators use IRCC&apos;s published grid and equivalency charts, with the rules in force since 25 March 2025. Only IRCC
            decides your score: check it with the{' '}
            <a className={LINK} href={CRS_RULES.officialCalculator} rel="noopener noreferrer" target="_blank">
              official CRS calculator
            </a>{' '}
            before you rely on it.
          </p>
          <p className="mt-2">
            <strong>Job offers give no points since 25 March 2025.</strong> Anyone who sells you a job offer &quot;for Express Entry
            points&quot; is asking you to pay for nothing.
          </p>
        </Notice>

        <section id="clb-converter" aria-labelledby="clb-converter-title" className="grid gap-4">
          <div>
            <h2 id="clb-converter-title" className="text-2xl font-bold text-gray-900">
              Language scores to CLB
            </h2>
            <p className="mt-1 text-gray-700">
              Pick your test and enter the four scores from your report. English results give CLB levels, French results NCLC levels.
            </p>
          </div>
          <ClbConverter
            firstLanguage={form.firstLanguage}
            onUse={(language, levels, as) => setForm((current) => withConvertedLevels(current, language, levels, as))}
          />
        </section>

        <section id="crs-calculator" aria-labelledby="crs-calculator-title" className="grid gap-4">
          <div>
            <h2 id="crs-calculator-title" className="text-2xl font-bold text-gray-900">
              CRS points calculator
            </h2>
            <p className="mt-1 text-gray-700">
              Answer what applies to you; the estimate changes as you go. Nothing you enter leaves this page.
            </p>
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <CrsForm form={form} onChange={setForm} estimate={estimate} />
            {estimate.state === 'ready' && (
              // On a phone the breakdown comes after the questions: the total follows the reader down the form.
              <a
                href="#crs-estimate"
                className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-blue-200 bg-white px-4 py-3 text-sm font-semibold text-gray-900 shadow-lg focus-visible:outline-2 focus-visible:outline-blue-600 sm:-mx-6 sm:px-6 lg:hidden"
              >
                <span>Estimated CRS score: {formatCount(estimate.breakdown.total)}</span>
                <span className="text-blue-700 underline underline-offset-2">See the breakdown</span>
              </a>
            )}
            <div
              id="crs-estimate"
              className="grid scroll-mt-20 gap-3 rounded-xl border border-blue-200 bg-blue-50/40 p-4 lg:sticky lg:top-20"
            >
              <h3 className="text-base font-semibold text-gray-900">Your estimate</h3>
              <p role="status" aria-live="polite" className="text-lg text-gray-900">
                {estimate.state === 'ready' && <CrsTotal breakdown={estimate.breakdown} />}
                {estimate.state === 'incomplete' && 'Give your age and education to see your estimate.'}
                {estimate.state === 'invalid' && estimate.message}
              </p>
              {estimate.state === 'ready' && <CrsBreakdown breakdown={estimate.breakdown} />}
            </div>
          </div>
        </section>

        <section aria-labelledby="calculator-sources-title" className="rounded-xl bg-gray-50 p-4 text-sm text-gray-800 sm:p-5">
          <h2 id="calculator-sources-title" className="text-base font-semibold text-gray-900">
            Where the figures come from
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            <li>
              CRS points: IRCC&apos;s{' '}
              <a className={LINK} href={CRS_RULES.source} rel="noopener noreferrer" target="_blank">
                Comprehensive Ranking System criteria
              </a>
              , the rules in force from 25 March 2025 (the day job-offer points were removed).
            </li>
            <li>
              CLB levels: IRCC&apos;s{' '}
              <a className={LINK} href={LANGUAGE_RULES.source} rel="noopener noreferrer" target="_blank">
                language test equivalency charts
              </a>
              ; TEF Canada results on the 0–699 scale used since 11 December 2023; PTE Core accepted since 2024.
            </li>
            <li>Written on 27 November 2026. IRCC changes these rules from time to time: the official pages always win.</li>
          </ul>
        </section>
      </div>
    </>
  );
}
