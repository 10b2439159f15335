import { useId } from 'react';
import { localized } from '../../../../shared/i18n/localized';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { RESUME_TEMPLATE_DESCRIPTIONS, RESUME_TEMPLATES, type ResumeTemplate } from '../../../../shared/schemas/documents';

/** A template's name as shown, in the page's language: "professional" → "Professional". */
const TEMPLATE_LABELS = localized<Record<ResumeTemplate, () => string>>({
  professional: m.documents_template_professional,
  modern: m.documents_template_modern,
  executive: m.documents_template_executive,
  technical: m.documents_template_technical,
  creative: m.documents_template_creative,
});

const isTemplate = (value: string): value is ResumeTemplate => (RESUME_TEMPLATES as readonly string[]).includes(value);

/**
 * The five resume templates, each with what it is for; the chosen one's description is repeated under the
 * select, and, when it is the one suggested for the member's occupation, why ("Suggested for drivers",
 * docs/product.md#resume-templates).
 */
export function TemplateSelect({
  value,
  onChange,
  disabled,
  id,
  label = m.documents_template_label(),
  suggestion,
}: {
  value: ResumeTemplate;
  onChange: (template: ResumeTemplate) => void;
  disabled?: boolean;
  id?: string;
  label?: string;
  suggestion?: { template: ResumeTemplate; reason: string };
}) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  return (
    <div>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          if (isTemplate(event.target.value)) onChange(event.target.value);
        }}
        className="h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600"
      >
        {RESUME_TEMPLATES.map((template) => (
          <option key={template} value={template}>
            {`${TEMPLATE_LABELS[template]} — ${RESUME_TEMPLATE_DESCRIPTIONS[template]}`}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-sm text-gray-600">
        {suggestion?.template === value && <span className="font-medium text-gray-900">{suggestion.reason}: </span>}
        {RESUME_TEMPLATE_DESCRIPTIONS[value]}.
      </p>
    </div>
  );
}
