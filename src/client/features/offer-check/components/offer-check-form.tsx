import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PROVINCE_CODES, PROVINCE_NAMES_BY_CODE } from '../../../../shared/constants';
import { OFFER_CHECK_MESSAGES } from '../../../../shared/messages';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { OFFER_NOTES } from '../../../../shared/offer-check-copy';
import { OFFER_CHECK, offerCheckRequestSchema, type OfferCheckRequest } from '../../../../shared/schemas/offer-check';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { FieldMessages, TextField, useFieldIds } from '../../../components/ui/text-field';
import { formatCount } from '../../../lib/format-number';
import { RichText } from '../../../lib/rich-text';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { OfferCheckPrefill } from '../../../lib/offer-check-prefill';

/**
 * The API's rules field by field; "at least one" is the API's too, but said under the message box, where a person
 * starts, rather than nowhere in particular.
 */
const offerCheckFormSchema = z
  .object(offerCheckRequestSchema.shape)
  .refine((body) => [body.text, body.employer, body.occupation, body.province].some((value) => value?.trim()), {
    // A function: the message is read when the form is checked, in the page's language of that moment.
    error: () => OFFER_CHECK_MESSAGES.nothingToCheck,
    path: ['text'],
  });

export type OfferCheckField = keyof OfferCheckRequest;
const FIELDS: readonly OfferCheckField[] = ['text', 'employer', 'occupation', 'province'];
export const isOfferCheckField = (name: string): name is OfferCheckField => FIELDS.some((field) => field === name);

/** Empty fields are left out: the API reads an absent field and an empty one alike, and the body stays small. */
function withoutEmpty(values: OfferCheckRequest): OfferCheckRequest {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
}

interface OfferCheckFormProps {
  prefill: OfferCheckPrefill | null;
  /** Put the cursor in the message box on arrival (from "Check this offer", or after "Check another"). */
  focusMessage: boolean;
  busy: boolean;
  /** Field errors the API sent back (VALIDATION_ERROR details). */
  serverErrors: Partial<Record<OfferCheckField, string>>;
  onCheck: (request: OfferCheckRequest) => void;
}

/** The /offer-check form (docs/product.md#offer-check): the pasted message, or the employer, occupation and province. */
export function OfferCheckForm({ prefill, focusMessage, busy, serverErrors, onCheck }: OfferCheckFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(offerCheckFormSchema),
    defaultValues: {
      text: '',
      employer: prefill?.employer ?? '',
      occupation: prefill?.occupation ?? '',
      province: prefill?.province ?? '',
    },
  });
  const fields = {
    text: register('text'),
    employer: register('employer'),
    occupation: register('occupation'),
    province: register('province'),
  };
  const length = useWatch({ control, name: 'text' })?.length ?? 0;
  const province = useFieldIds('offer-province', undefined, errors.province?.message);
  // The page is pre-rendered: pressed before the app starts, a form would be sent by the browser itself.
  const hydrated = useHydrated();

  useEffect(() => {
    if (focusMessage) setFocus('text');
  }, [focusMessage, setFocus]);

  useEffect(() => {
    let focused = false;
    for (const field of FIELDS) {
      const message = serverErrors[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, setError]);

  return (
    // method="post" as well: even a form the browser sent itself must never put the message in the address.
    <form
      noValidate
      method="post"
      aria-label={m.guidance_offer_page_title()}
      onSubmit={handleSubmit((values) => onCheck(withoutEmpty(values)))}
    >
      <fieldset disabled={busy} className="grid gap-4">
        <TextAreaField
          label={m.guidance_offer_text_label()}
          rows={8}
          spellCheck={false}
          hint={
            <RichText
              text={m.guidance_offer_text_hint({ length: formatCount(length), max: formatCount(OFFER_CHECK.textMax) })}
              tags={{ count: (words) => <span className="tabular-nums">{words}</span> }}
            />
          }
          error={errors.text?.message}
          {...fields.text}
        />
        <p className="text-sm text-gray-700">{m.guidance_offer_or_type()}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={m.guidance_offer_employer_label()}
            optional
            autoComplete="off"
            error={errors.employer?.message}
            {...fields.employer}
          />
          <TextField
            label={m.guidance_offer_occupation_label()}
            optional
            autoComplete="off"
            error={errors.occupation?.message}
            {...fields.occupation}
          />
          <div>
            <label htmlFor={province.inputId} className="mb-1 block text-sm font-medium text-gray-800">
              {m.guidance_offer_province_label()} <span className="font-normal text-gray-600">{m.guidance_offer_optional()}</span>
            </label>
            <select
              id={province.inputId}
              aria-invalid={errors.province ? true : undefined}
              aria-describedby={province.describedBy}
              className="h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30"
              {...fields.province}
            >
              <option value="">{m.guidance_offer_province_not_stated()}</option>
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {PROVINCE_NAMES_BY_CODE[code]}
                </option>
              ))}
            </select>
            <FieldMessages inputId={province.inputId} error={errors.province?.message} />
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={!hydrated} aria-describedby="offer-privacy-note">
            {busy ? m.guidance_offer_checking() : m.guidance_offer_submit()}
          </Button>
          <p id="offer-privacy-note" className="text-sm text-gray-700">
            {OFFER_NOTES.privacy}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
