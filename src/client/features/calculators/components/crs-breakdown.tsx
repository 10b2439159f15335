import type { CrsBreakdown as Breakdown } from '../../../../shared/calculators/crs';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { formatCount } from '../../../lib/format-number';
import { RichText } from '../../../lib/rich-text';

type Row = [label: string, points: number];

function SectionRows({ title, total, maximum, rows }: { title: string; total: number; maximum: number; rows: Row[] }) {
  return (
    <div className="grid gap-1 border-t border-gray-200 pt-3">
      <h4 className="flex justify-between gap-3 text-sm font-semibold text-gray-900">
        <span>{title}</span>
        <span>
          {total} <span className="font-normal text-gray-600">{m.guidance_calc_of_maximum({ maximum })}</span>
        </span>
      </h4>
      <dl className="grid gap-0.5 text-sm text-gray-700">
        {rows.map(([label, points]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="tabular-nums">{points}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The estimated total, a sentence for the page's live status. */
export function CrsTotal({ breakdown }: { breakdown: Breakdown }) {
  return (
    <>
      <RichText
        text={m.guidance_calc_total({ total: formatCount(breakdown.total), maximum: formatCount(breakdown.maximum) })}
        tags={{
          strong: (words) => <strong className="text-3xl font-bold text-blue-700">{words}</strong>,
          maximum: (words) => <span className="text-gray-600">{words}</span>,
        }}
      />
    </>
  );
}

/** Where each point comes from, section by section as IRCC's grid adds them. */
export function CrsBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { core, spouse, transferability: transfer, additional } = breakdown;
  return (
    <div className="grid gap-3">
      <SectionRows
        title={m.guidance_calc_core_title()}
        total={core.total}
        maximum={core.maximum}
        rows={[
          [m.guidance_calc_row_age(), core.age],
          [m.guidance_calc_row_education(), core.education],
          [m.guidance_calc_row_first_language(), core.firstLanguage],
          [m.guidance_calc_row_second_language(), core.secondLanguage],
          [m.guidance_calc_row_canadian_experience(), core.canadianExperience],
        ]}
      />
      {spouse.maximum > 0 && (
        <SectionRows
          title={m.guidance_calc_spouse_title()}
          total={spouse.total}
          maximum={spouse.maximum}
          rows={[
            [m.guidance_calc_row_education(), spouse.education],
            [m.guidance_calc_row_language(), spouse.language],
            [m.guidance_calc_row_canadian_experience(), spouse.canadianExperience],
          ]}
        />
      )}
      <SectionRows
        title={m.guidance_calc_transfer_title()}
        total={transfer.total}
        maximum={transfer.maximum}
        rows={[
          [m.guidance_calc_row_transfer_education(), transfer.education.total],
          [m.guidance_calc_row_transfer_foreign(), transfer.foreignExperience.total],
          [m.guidance_calc_row_certificate(), transfer.certificate],
        ]}
      />
      <SectionRows
        title={m.guidance_calc_additional_title()}
        total={additional.total}
        maximum={additional.maximum}
        rows={[
          [m.guidance_calc_row_nomination(), additional.provincialNomination],
          [m.guidance_calc_row_sibling(), additional.siblingInCanada],
          [m.guidance_calc_row_french(), additional.french],
          [m.guidance_calc_row_canadian_education(), additional.canadianEducation],
          [m.guidance_calc_row_job_offer(), additional.arrangedEmployment],
        ]}
      />
    </div>
  );
}
