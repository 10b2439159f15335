import { UserRound } from 'lucide-react';
import { Link } from '../../../lib/router';
import { DOCUMENT_LIMITS } from '../../../../shared/schemas/documents';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { updateDocumentProfile, useDocumentProfile, type DocumentProfile } from '../../../lib/document-profile';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * Personal information, shared by the Resume, Cover Letter and Personal Statement tabs
 * (docs/product.md#document-pages). `showErrors` marks the two required names after a refused submit.
 */
// Examples, not words: a number and a place read the same in every language.
const PHONE_EXAMPLE = '+254 712 345 678';
const LOCATION_EXAMPLE = 'Nairobi, Kenya';

export function PersonalInfoFields({ showErrors }: { showErrors: boolean }) {
  const profile = useDocumentProfile();
  const field = (key: Exclude<keyof DocumentProfile, 'masterCv'>) => ({
    value: profile[key],
    onChange: (event: { target: { value: string } }) => updateDocumentProfile({ [key]: event.target.value }),
  });
  // Bound here, outside the JSX, where the field names are code and not texts to translate.
  const fields = {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    phone: field('phone'),
    location: field('location'),
    skills: field('skills'),
    experience: field('experience'),
    education: field('education'),
  };
  const missing = (key: 'firstName' | 'lastName') => (showErrors && !profile[key].trim() ? m.documents_required() : undefined);

  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <legend className="flex items-center gap-2 px-1 text-base font-semibold text-gray-900">
        <UserRound aria-hidden="true" className="size-5 text-red-600" /> {m.documents_personal_info()}
      </legend>
      <p className="mb-4 text-sm text-gray-600">{m.documents_personal_info_intro()}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.documents_first_name()}
          autoComplete="given-name"
          maxLength={DOCUMENT_LIMITS.shortText}
          error={missing('firstName')}
          {...fields.firstName}
        />
        <TextField
          label={m.documents_last_name()}
          autoComplete="family-name"
          maxLength={DOCUMENT_LIMITS.shortText}
          error={missing('lastName')}
          {...fields.lastName}
        />
        <TextField
          label={m.documents_email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          optional
          maxLength={DOCUMENT_LIMITS.shortText}
          {...fields.email}
        />
        <TextField
          label={m.documents_phone()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          optional
          placeholder={PHONE_EXAMPLE}
          maxLength={DOCUMENT_LIMITS.shortText}
          {...fields.phone}
        />
        <TextField
          label={m.documents_location()}
          autoComplete="address-level2"
          optional
          placeholder={LOCATION_EXAMPLE}
          maxLength={DOCUMENT_LIMITS.shortText}
          className="sm:col-span-2"
          {...fields.location}
        />
        <TextField
          label={m.documents_skills()}
          optional
          hint={m.documents_skills_hint()}
          className="sm:col-span-2"
          maxLength={DOCUMENT_LIMITS.longText}
          {...fields.skills}
        />
        {profile.masterCv ? (
          <p role="note" className="text-sm text-gray-800 sm:col-span-2">
            <RichText
              text={m.documents_from_profile({
                roles: m.documents_roles({ count: profile.masterCv.workExperience.length }),
                schools: m.documents_schools({ count: profile.masterCv.education.length }),
              })}
              tags={{
                edit: (words) => (
                  <Link to="/profile" className="font-medium text-blue-700 underline">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        ) : (
          <>
            <TextAreaField
              label={m.documents_experience()}
              optional
              rows={5}
              hint={m.documents_experience_hint()}
              className="sm:col-span-2"
              maxLength={DOCUMENT_LIMITS.longText}
              {...fields.experience}
            />
            <TextAreaField
              label={m.documents_education()}
              optional
              rows={3}
              hint={m.documents_education_hint()}
              className="sm:col-span-2"
              maxLength={DOCUMENT_LIMITS.longText}
              {...fields.education}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
