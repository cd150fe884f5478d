import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { followSlug, isValidSlug, MSG_SLUG } from '../../lib/admin/slug';
import { Button } from '../ui/button';
import { Field, inputClass } from './Field';

export const editionSchema = z.object({
  name: z.string().trim().min(1, 'Edition name is required'),
  slug: z.string().trim().min(1, 'Edition slug is required').refine(isValidSlug, 'Please enter a valid slug'),
  year: z.coerce
    .number<string | number>({ error: 'Year must be between 2000 and 2100' })
    .int('Year must be between 2000 and 2100')
    .min(2000, 'Year must be between 2000 and 2100')
    .max(2100, 'Year must be between 2000 and 2100'),
  description: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string().min(1, 'Please enter a valid time zone'),
  published: z.boolean(),
  isActive: z.boolean(),
  ratingsPublic: z.boolean(),
});

export type EditionValues = z.output<typeof editionSchema>;
type EditionInput = z.input<typeof editionSchema>;

/** The form's values as the update input takes them (blank dates: none). */
export const editionInput = (v: EditionValues) => ({
  ...v,
  startDate: v.startDate || null,
  endDate: v.endDate || null,
});

/** The form's values as the create input takes them: a new edition shows no ratings. */
export function newEditionInput(v: EditionValues) {
  const { ratingsPublic, ...rest } = editionInput(v);
  void ratingsPublic;
  return rest;
}

export function emptyEdition(): EditionValues {
  return {
    name: '',
    slug: '',
    year: new Date().getFullYear(),
    description: '',
    location: '',
    startDate: '',
    endDate: '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    published: false,
    isActive: false,
    ratingsPublic: false,
  };
}

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

type Props = { initial?: EditionValues; submitLabel: string; onSubmit: (v: EditionValues) => Promise<void> };

/**
 * Name, slug (follows the name while untouched), year, description, location, dates, zone, flags;
 * when editing (initial given) also whether visitors see ratings after the edition.
 */
export function EditionForm({ initial, submitLabel, onSubmit }: Props) {
  const form = useForm<EditionInput, unknown, EditionValues>({
    resolver: zodResolver(editionSchema),
    defaultValues: initial ?? emptyEdition(),
  });
  const { register, formState, control, setValue, getValues } = form;
  const previousName = useRef(initial?.name ?? '');
  const slug = useWatch({ control, name: 'slug' });
  const name = register('name');
  const zone = useWatch({ control, name: 'timeZone' });
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
      <Field label="Slug" error={formState.errors.slug?.message} hint={slug !== '' && !isValidSlug(slug) ? MSG_SLUG : undefined}>
        <input className={inputClass} {...register('slug')} />
      </Field>
      <Field label="Year" error={formState.errors.year?.message}>
        <input className={inputClass} type="number" min={2000} max={2100} {...register('year')} />
      </Field>
      <Field label="Description" error={formState.errors.description?.message}>
        <textarea className={inputClass} rows={2} {...register('description')} />
      </Field>
      <Field label="Location" error={formState.errors.location?.message}>
        <input className={inputClass} {...register('location')} />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Start date" error={formState.errors.startDate?.message}>
          <input className={inputClass} type="date" {...register('startDate')} />
        </Field>
        <Field label="End date" error={formState.errors.endDate?.message}>
          <input className={inputClass} type="date" {...register('endDate')} />
        </Field>
      </div>
      <Field label="Time zone" error={formState.errors.timeZone?.message}>
        <select className={inputClass} {...register('timeZone')}>
          {!zones.includes(zone) && <option value={zone}>{zone}</option>}
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('published')} /> Published
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('isActive')} /> Active
        </label>
      </div>
      {initial && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('ratingsPublic')} /> Show ratings to visitors after the edition
        </label>
      )}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
