import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { nocFinderFormSchema } from '../../../../shared/schemas/noc';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** The NOC finder's search field (docs/product.md#noc-finder); the page keeps the title in its address. */
export function NocFinderForm({ title, onSearch }: { title: string; onSearch: (title: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(nocFinderFormSchema), values: { title } });

  return (
    <form
      noValidate
      role="search"
      aria-label="Find a NOC code"
      onSubmit={handleSubmit((values) => onSearch(values.title))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        className="flex-1"
        label="Your job title"
        hint='As you would write it, for example "KRCHN nurse", "lorry driver" or "fundi wa magari".'
        autoComplete="organization-title"
        enterKeyHint="search"
        error={errors.title?.message}
        {...register('title')}
      />
      <Button type="submit" size="lg" className="sm:mt-6">
        Find my NOC
      </Button>
    </form>
  );
}
