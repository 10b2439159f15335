import { useState } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Notice } from '../components/ui/notice';
import { formatCount } from '../lib/format-number';
import { RichText } from '../lib/rich-text';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { CRS_RULES } from '../../shared/calculators/crs-rules';
import { LANGUAGE_RULES } from '../../shared/calculators/language-tests';
import { ClbConverter } from '../features/calculators/components/clb-converter';
import { CrsBreakdown, CrsTotal } from '../features/calculators/components/crs-breakdown';
import { CrsForm } from '../features/calculators/components/crs-form';
import { estimateFromForm, INITIAL_CRS_FORM, withConvertedLevels } from '../features/calculators/crs-form-state';

const LINK = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900';

const sourceLink = (href: string, words: string) => (
  <a className={LINK} href={href} rel="noopener noreferrer" target="_blank">
    {words}
  </a>
);

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
      <PageMeta title={m.guidance_calc_page_title()} description={m.guidance_calc_page_description()} />
      <PageHeader title={m.guidance_calc_header_title()} badge={m.guidance_calc_badge()} subtitle={m.guidance_calc_subtitle()} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:px-6">
        <Notice tone="warning" title={m.guidance_calc_estimate_notice_title()}>
          <p>
            <RichText
              text={m.guidance_calc_estimate_notice()}
              tags={{
                official: (words) => (
                  <a className={LINK} href={CRS_RULES.officialCalculator} rel="noopener noreferrer" target="_blank">
                    {words}
                  </a>
                ),
              }}
            />
          </p>
          <p className="mt-2">
            <RichText text={m.guidance_calc_job_offer_warning()} tags={{ strong: (words) => <strong>{words}</strong> }} />
          </p>
        </Notice>

        <section id="clb-converter" aria-labelledby="clb-converter-title" className="grid gap-4">
          <div>
            <h2 id="clb-converter-title" className="text-2xl font-bold text-gray-900">
              {m.guidance_calc_clb_title()}
            </h2>
            <p className="mt-1 text-gray-700">{m.guidance_calc_clb_intro()}</p>
          </div>
          <ClbConverter
            firstLanguage={form.firstLanguage}
            onUse={(language, levels, as) => setForm((current) => withConvertedLevels(current, language, levels, as))}
          />
        </section>

        <section id="crs-calculator" aria-labelledby="crs-calculator-title" className="grid gap-4">
          <div>
            <h2 id="crs-calculator-title" className="text-2xl font-bold text-gray-900">
              {m.guidance_calc_crs_title()}
            </h2>
            <p className="mt-1 text-gray-700">{m.guidance_calc_crs_intro()}</p>
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <CrsForm form={form} onChange={setForm} estimate={estimate} />
            {estimate.state === 'ready' && (
              // On a phone the breakdown comes after the questions: the total follows the reader down the form.
              <a
                href="#crs-estimate"
                className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-blue-200 bg-white px-4 py-3 text-sm font-semibold text-gray-900 shadow-lg focus-visible:outline-2 focus-visible:outline-blue-600 sm:-mx-6 sm:px-6 lg:hidden"
              >
                <span>{m.guidance_calc_sticky_total({ total: formatCount(estimate.breakdown.total) })}</span>
                <span className="text-blue-700 underline underline-offset-2">{m.guidance_calc_see_breakdown()}</span>
              </a>
            )}
            <div
              id="crs-estimate"
              className="grid scroll-mt-20 gap-3 rounded-xl border border-blue-200 bg-blue-50/40 p-4 lg:sticky lg:top-20"
            >
              <h3 className="text-base font-semibold text-gray-900">{m.guidance_calc_your_estimate()}</h3>
              <p role="status" aria-live="polite" className="text-lg text-gray-900">
                {estimate.state === 'ready' && <CrsTotal breakdown={estimate.breakdown} />}
                {estimate.state === 'incomplete' && m.guidance_calc_incomplete()}
                {estimate.state === 'invalid' && estimate.message}
              </p>
              {estimate.state === 'ready' && <CrsBreakdown breakdown={estimate.breakdown} />}
            </div>
          </div>
        </section>

        <section aria-labelledby="calculator-sources-title" className="rounded-xl bg-gray-50 p-4 text-sm text-gray-800 sm:p-5">
          <h2 id="calculator-sources-title" className="text-base font-semibold text-gray-900">
            {m.guidance_calc_sources_title()}
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            <li>
              <RichText text={m.guidance_calc_source_crs()} tags={{ link: (words) => sourceLink(CRS_RULES.source, words) }} />
            </li>
            <li>
              <RichText text={m.guidance_calc_source_clb()} tags={{ link: (words) => sourceLink(LANGUAGE_RULES.source, words) }} />
            </li>
            <li>{m.guidance_calc_source_written()}</li>
          </ul>
        </section>
      </div>
    </>
  );
}
