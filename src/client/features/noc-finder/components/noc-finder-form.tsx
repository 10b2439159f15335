import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { nocFinderFormSchema } from '../../../../shared/schemas/noc';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The NOC finder's search field (docs/product.md#noc-finder); the page keeps the title in its address. */
export function NocFinderForm({ title, onSearch }: { title: string; onSearch: (title: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(nocFinderFormSchema), values: { title } });
  // Registered outside the JSX: the catalogue lint reads a field name in JSX as a text to translate.
  const titleField = register('title');

  return (
    <form
      noValidate
      role="search"
      aria-label={m.matches_noc_form_label()}
      onSubmit={handleSubmit((values) => onSearch(values.title))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        className="flex-1"
        label={m.matches_noc_field()}
        hint={m.matches_noc_field_hint()}
        autoComplete="organization-title"
        enterKeyHint="search"
        error={errors.title?.message}
        {...titleField}
      />
      <Button type="submit" size="lg" className="sm:mt-6">
        {m.matches_noc_submit()}
      </Button>
    </form>
  );
}
