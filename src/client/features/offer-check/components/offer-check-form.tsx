import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PROVINCE_CODES, PROVINCE_NAMES_BY_CODE } from '../../../../shared/constants';
import { OFFER_CHECK_MESSAGES } from '../../../../shared/messages';
import { OFFER_PRIVACY_NOTE } from '../../../../shared/offer-check-copy';
import { OFFER_CHECK, offerCheckRequestSchema, type OfferCheckRequest } from '../../../../shared/schemas/offer-check';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { FieldMessages, TextField, useFieldIds } from '../../../components/ui/text-field';
import { formatCount } from '../../../lib/format-number';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { OfferCheckPrefill } from '../../../lib/offer-check-prefill';

/**
 * The API's rules field by field; "at least one" is the API's too, but said under the message box, where a person
 * starts, rather than nowhere in particular.
 */
const offerCheckFormSchema = z
  .object(offerCheckRequestSchema.shape)
  .refine((body) => [body.text, body.employer, body.occupation, body.province].some((value) => value?.trim()), {
    error: OFFER_CHECK_MESSAGES.nothingToCheck,
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
    <form noValidate method="post" aria-label="Check a job offer" onSubmit={handleSubmit((values) => onCheck(withoutEmpty(values)))}>
      <fieldset disabled={busy} className="grid gap-4">
        <TextAreaField
          label="Paste the message, e-mail or offer letter"
          rows={8}
          spellCheck={false}
          hint={
            <>
              English, Kiswahili or both. <span className="tabular-nums">{formatCount(length)}</span> of {formatCount(OFFER_CHECK.textMax)}{' '}
              characters.
            </>
          }
          error={errors.text?.message}
          {...register('text')}
        />
        <p className="text-sm text-gray-700">Or, with the message or without it, type what the offer says:</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Employer" optional autoComplete="off" error={errors.employer?.message} {...register('employer')} />
          <TextField label="Occupation" optional autoComplete="off" error={errors.occupation?.message} {...register('occupation')} />
          <div>
            <label htmlFor={province.inputId} className="mb-1 block text-sm font-medium text-gray-800">
              Province <span className="font-normal text-gray-600">(optional)</span>
            </label>
            <select
              id={province.inputId}
              aria-invalid={errors.province ? true : undefined}
              aria-describedby={province.describedBy}
              className="h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30"
              {...register('province')}
            >
              <option value="">Not stated</option>
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
            {busy ? 'Checking…' : 'Check this offer'}
          </Button>
          <p id="offer-privacy-note" className="text-sm text-gray-700">
            {OFFER_PRIVACY_NOTE}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
