import type { CrsBreakdown as Breakdown } from '../../../../shared/calculators/crs';
import { formatCount } from '../../../lib/format-number';

type Row = [label: string, points: number];

function SectionRows({ title, total, maximum, rows }: { title: string; total: number; maximum: number; rows: Row[] }) {
  return (
    <div className="grid gap-1 border-t border-gray-200 pt-3">
      <h4 className="flex justify-between gap-3 text-sm font-semibold text-gray-900">
        <span>{title}</span>
        <span>
          {total} <span className="font-normal text-gray-600">of {maximum}</span>
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
      Estimated CRS score: <strong className="text-3xl font-bold text-blue-700">{formatCount(breakdown.total)}</strong>{' '}
      <span className="text-gray-600">of {formatCount(breakdown.maximum)}</span>
    </>
  );
}

/** Where each point comes from, section by section as IRCC's grid adds them. */
export function CrsBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { core, spouse, transferability: transfer, additional } = breakdown;
  return (
    <div className="grid gap-3">
      <SectionRows
        title="Core: age, education, languages, Canadian work"
        total={core.total}
        maximum={core.maximum}
        rows={[
          ['Age', core.age],
          ['Education', core.education],
          ['First official language', core.firstLanguage],
          ['Second official language', core.secondLanguage],
          ['Canadian work experience', core.canadianExperience],
        ]}
      />
      {spouse.maximum > 0 && (
        <SectionRows
          title="Spouse or partner"
          total={spouse.total}
          maximum={spouse.maximum}
          rows={[
            ['Education', spouse.education],
            ['Language', spouse.language],
            ['Canadian work experience', spouse.canadianExperience],
          ]}
        />
      )}
      <SectionRows
        title="Skill transferability"
        total={transfer.total}
        maximum={transfer.maximum}
        rows={[
          ['Education with language or Canadian work (at most 50)', transfer.education.total],
          ['Work abroad with language or Canadian work (at most 50)', transfer.foreignExperience.total],
          ['Certificate of qualification', transfer.certificate],
        ]}
      />
      <SectionRows
        title="Additional points"
        total={additional.total}
        maximum={additional.maximum}
        rows={[
          ['Provincial nomination', additional.provincialNomination],
          ['Brother or sister in Canada', additional.siblingInCanada],
          ['French language skills', additional.french],
          ['Education in Canada', additional.canadianEducation],
          ['Job offer (no points since 25 March 2025)', additional.arrangedEmployment],
        ]}
      />
    </div>
  );
}
