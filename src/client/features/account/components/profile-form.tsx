import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PAGE_MESSAGES } from '../../../../shared/messages';
import { PROFILE_LIMITS, updateProfileRequestSchema, type Profile } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { accountErrorMessage } from '../account-view';
import { NameFields, PhoneField } from '../../../components/forms/profile-fields';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** Names, phone, city and country, with the sign-up rules (docs/product.md#account-page). The e-mail is not editable here. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      city: profile.city ?? '',
      country: profile.country ?? '',
    },
  });

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ profile: saved }) => {
        reset({
          firstName: saved.firstName,
          lastName: saved.lastName,
          phone: saved.phone ?? '',
          city: saved.city ?? '',
          country: saved.country ?? '',
        });
        toast({ title: ACCOUNT_PAGE_MESSAGES.profileSaved, variant: 'success' });
      },
      onError: (error) => toast({ title: m.account_profile_not_saved(), description: accountErrorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={m.account_section_profile()}>
      {profile.checkDetails && (
        <Notice tone="warning" role="status" title={ACCOUNT_PAGE_MESSAGES.checkDetailsTitle} className="mb-4">
          {ACCOUNT_PAGE_MESSAGES.checkDetails}
        </Notice>
      )}
      <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
        <PhoneField field={register('phone')} error={errors.phone?.message} />
        <TextField
          label={m.account_city()}
          optional
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.placeMax}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={m.account_country()}
          optional
          autoComplete="country-name"
          maxLength={PROFILE_LIMITS.placeMax}
          error={errors.country?.message}
          {...register('country')}
        />
        {/* Saving unchanged details is how the owner confirms them, so the notice can be answered at once. */}
        <Button type="submit" className="sm:col-span-2 sm:w-fit" disabled={!isDirty && !profile.checkDetails}>
          {update.isPending ? m.account_saving() : m.account_save_profile()}
        </Button>
      </fieldset>
    </form>
  );
}
