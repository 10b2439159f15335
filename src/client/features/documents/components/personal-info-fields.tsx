import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DOCUMENT_LIMITS } from '../../../../shared/schemas/documents';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { updateDocumentProfile, useDocumentProfile, type DocumentProfile } from '../../../lib/document-profile';

/**
 * Personal information, shared by the Resume, Cover Letter and Personal Statement tabs
 * (docs/product.md#document-pages). `showErrors` marks the two required names after a refused submit.
 */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function PersonalInfoFields({ showErrors }: { showErrors: boolean }) {
  const profile = useDocumentProfile();
  const field = (key: Exclude<keyof DocumentProfile, 'masterCv'>) => ({
    value: profile[key],
    onChange: (event: { target: { value: string } }) => updateDocumentProfile({ [key]: event.target.value }),
  });
  const missing = (key: 'firstName' | 'lastName') => (showErrors && !profile[key].trim() ? 'Required' : undefined);

  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <legend className="flex items-center gap-2 px-1 text-base font-semibold text-gray-900">
        <UserRound aria-hidden="true" className="size-5 text-red-600" /> Personal information
      </legend>
      <p className="mb-4 text-sm text-gray-600">
        Used by every tab. Canadian resumes leave out your photo, date of birth, age, gender, marital status, religion, tribe and ID number,
        so there is no field for them.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={DOCUMENT_LIMITS.shortText}
          error={missing('firstName')}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={DOCUMENT_LIMITS.shortText}
          error={missing('lastName')}
          {...field('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          optional
          maxLength={DOCUMENT_LIMITS.shortText}
          {...field('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          optional
          placeholder="+254 712 345 678"
          maxLength={DOCUMENT_LIMITS.shortText}
          {...field('phone')}
        />
        <TextField
          label="Location"
          autoComplete="address-level2"
          optional
          placeholder="Nairobi, Kenya"
          maxLength={DOCUMENT_LIMITS.shortText}
          className="sm:col-span-2"
          {...field('location')}
        />
        <TextField
          label="Skills"
          optional
          hint="Separate skills with commas, e.g. Patient care, First aid, Record keeping"
          className="sm:col-span-2"
          maxLength={DOCUMENT_LIMITS.longText}
          {...field('skills')}
        />
        {profile.masterCv ? (
          <p role="note" className="text-sm text-gray-800 sm:col-span-2">
            From My profile: {count(profile.masterCv.workExperience.length, 'role', 'roles')},{' '}
            {count(profile.masterCv.education.length, 'school', 'schools')} ·{' '}
            <Link to="/profile" className="font-medium text-blue-700 underline">
              Edit
            </Link>
          </p>
        ) : (
          <>
            <TextAreaField
              label="Experience"
              optional
              rows={5}
              hint="One job per line or paragraph: title, employer, place, dates, and what you achieved (numbers help)."
              className="sm:col-span-2"
              maxLength={DOCUMENT_LIMITS.longText}
              {...field('experience')}
            />
            <TextAreaField
              label="Education"
              optional
              rows={3}
              hint="Certificates, diplomas and degrees with the institution and year, e.g. KCSE, Diploma in Nursing."
              className="sm:col-span-2"
              maxLength={DOCUMENT_LIMITS.longText}
              {...field('education')}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
