import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isValidSlug, followSlug, MSG_SLUG } from '../../lib/admin/slug';
import { Button } from '../ui/button';
import { Field, inputClass } from './Field';

const isUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const festivalSchema = z.object({
  name: z.string().trim().min(1, 'Festival name is required'),
  slug: z.string().trim().min(1, 'Festival slug is required').refine(isValidSlug, 'Please enter a valid slug'),
  description: z.string(),
  websiteUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || isUrl(v), 'Please enter a valid URL'),
  published: z.boolean(),
});

export type FestivalValues = z.infer<typeof festivalSchema>;

type Props = {
  initial?: FestivalValues;
  submitLabel: string;
  onSubmit: (values: FestivalValues) => Promise<void>;
};

/** Name, slug (follows the name while untouched), description, website, published. */
export function FestivalForm({ initial, submitLabel, onSubmit }: Props) {
  const form = useForm<FestivalValues>({
    resolver: zodResolver(festivalSchema),
    defaultValues: initial ?? { name: '', slug: '', description: '', websiteUrl: '', published: false },
  });
  const { register, formState, control, setValue, getValues } = form;
  const previousName = useRef(initial?.name ?? '');
  const slug = useWatch({ control, name: 'slug' });
  const name = register('name');
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Field label="Name" error={formState.errors.name?.message}>
        <input
          className={inputClass}
          {...name}
          onChange={(e) => {
            void name.onChange(e);
            setValue('slug', followSlug(previousName.current, e.target.value, getValues('slug')));
            previousName.current = e.target.value;
          }}
        />
      </Field>
      <Field
        label="Slug"
        error={formState.errors.slug?.message}
        hint={slug !== '' && !isValidSlug(slug) ? MSG_SLUG : undefined}
      >
        <input className={inputClass} {...register('slug')} />
      </Field>
      <Field label="Description" error={formState.errors.description?.message}>
        <textarea className={inputClass} rows={3} {...register('description')} />
      </Field>
      <Field label="Website" error={formState.errors.websiteUrl?.message}>
        <input className={inputClass} type="url" placeholder="https://" {...register('websiteUrl')} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('published')} /> Published
      </label>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
