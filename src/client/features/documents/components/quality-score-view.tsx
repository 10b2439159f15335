import { clsx } from 'clsx';
import { Gauge } from 'lucide-react';
import { useId } from 'react';
import type { QualityScore } from '../../../../shared/schemas/documents';
import { Notice } from '../../../components/ui/notice';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The quality report of a produced resume (docs/quality-score.md), shown beside it by the converter: the overall
 * score and each check with its score, a status word and the reasons the member can act on. What the sanity
 * rules found is said first, as our reader's misreading of the CV, never as the member's fault.
 */

type Status = 'good' | 'fair' | 'weak';

const STATUS: Record<Status, { label: () => string; badge: string; bar: string }> = {
  good: { label: m.documents_quality_good, badge: 'bg-green-100 text-green-800 ring-green-200', bar: 'bg-green-600' },
  fair: { label: m.documents_quality_fair, badge: 'bg-amber-100 text-amber-900 ring-amber-200', bar: 'bg-amber-500' },
  weak: { label: m.documents_quality_weak, badge: 'bg-red-100 text-red-800 ring-red-200', bar: 'bg-red-600' },
};

/** The status a 0–100 score reads as; the colour is never the only sign, the word always goes with it. */
function statusOf(score: number): Status {
  if (score >= 80) return 'good';
  if (score >= 50) return 'fair';
  return 'weak';
}

function ScoreBar({ score, label, large = false }: { score: number; label: string; large?: boolean }) {
  const status = STATUS[statusOf(score)];
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={m.documents_quality_meter({ score, status: status.label().toLowerCase() })}
      className={clsx('w-full overflow-hidden rounded-full bg-gray-200', large ? 'h-3' : 'h-2')}
    >
      <div className={clsx('h-full rounded-full', status.bar)} style={{ width: `${score}%` }} />
    </div>
  );
}

function StatusBadge({ score }: { score: number }) {
  const status = STATUS[statusOf(score)];
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', status.badge)}>{status.label()}</span>
  );
}

/** The sanity check's findings: what our reader may have got wrong, and where the member can put it right. */
function MisreadNotice({ reasons }: { reasons: string[] }) {
  return (
    <Notice tone="warning" title={m.documents_misread_title()}>
      <p>{m.documents_misread_text()}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {reasons.map((reason, index) => (
          <li key={`${index}-${reason}`}>{reason}</li>
        ))}
      </ul>
    </Notice>
  );
}

export function QualityScoreView({ score }: { score: QualityScore }) {
  const titleId = useId();
  const sanity = score.checks.find((check) => check.id === 'sanity');
  const misread = sanity && sanity.score < 100 ? sanity.reasons : [];
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
            <Gauge aria-hidden="true" className="size-5 text-red-600" /> {m.documents_quality_title()}
          </h3>
          <p className="flex items-center gap-2">
            <span className="text-2xl font-bold text-gray-900 tabular-nums">
              {score.overallScore}
              <span className="text-base font-medium text-gray-600">/100</span>
            </span>
            <StatusBadge score={score.overallScore} />
          </p>
        </div>
        <ScoreBar score={score.overallScore} label={m.documents_quality_overall()} large />
      </div>
      {misread.length > 0 && <MisreadNotice reasons={misread} />}

      <ul className="grid gap-4">
        {score.checks.map((check) => (
          <li key={check.id} className="grid gap-1.5 border-t border-gray-100 pt-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-gray-900">{check.label}</p>
              <p className="flex items-center gap-2 text-sm text-gray-700 tabular-nums">
                {check.score}/100 <StatusBadge score={check.score} />
              </p>
            </div>
            <ScoreBar score={check.score} label={check.label} />
            {/* The misreadings are said once, in the notice above. */}
            {check.reasons.length > 0 && !(check.id === 'sanity' && misread.length > 0) && (
              <ul className="list-disc space-y-0.5 pl-5 text-sm text-gray-700">
                {check.reasons.map((reason, index) => (
                  <li key={`${index}-${reason}`}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
