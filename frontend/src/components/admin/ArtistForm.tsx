import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../ui/button';
import { Field, inputClass } from './Field';

const urlOrEmpty = z
  .string()
  .trim()
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Please enter a valid URL');

export const artistSchema = z.object({
  name: z.string().trim().min(1, 'Artist name is required'),
  description: z.string(),
  spotifyUrl: urlOrEmpty,
  soundcloudUrl: urlOrEmpty,
  imageUrl: urlOrEmpty,
  genreIds: z.array(z.string()),
});

export type ArtistValues = z.infer<typeof artistSchema>;

/** The form's values as the create and update inputs take them (blank: none). */
export const artistInput = (v: ArtistValues) => ({
  name: v.name.trim(),
  description: v.description.trim() || null,
  spotifyUrl: v.spotifyUrl || null,
  soundcloudUrl: v.soundcloudUrl || null,
  imageUrl: v.imageUrl || null,
  genreIds: v.genreIds,
});

type Props = {
  initial?: ArtistValues;
  genres: ReadonlyArray<{ id: string; name: string }>;
  submitLabel: string;
  onSubmit: (v: ArtistValues) => Promise<void>;
};

/** Name, description, Spotify / SoundCloud / image links (or empty), genres. */
export function ArtistForm({ initial, genres, submitLabel, onSubmit }: Props) {
  const form = useForm<ArtistValues>({
    resolver: zodResolver(artistSchema),
    defaultValues: initial ?? { name: '', description: '', spotifyUrl: '', soundcloudUrl: '', imageUrl: '', genreIds: [] },
  });
  const { register, formState } = form;
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Field label="Name" error={formState.errors.name?.message}>
        <input className={inputClass} {...register('name')} />
      </Field>
      <Field label="Description">
        <textarea className={inputClass} rows={2} {...register('description')} />
      </Field>
      <Field label="Spotify URL" error={formState.errors.spotifyUrl?.message}>
        <input className={inputClass} type="url" {...register('spotifyUrl')} />
      </Field>
      <Field label="SoundCloud URL" error={formState.errors.soundcloudUrl?.message}>
        <input className={inputClass} type="url" {...register('soundcloudUrl')} />
      </Field>
      <Field label="Image URL" error={formState.errors.imageUrl?.message}>
        <input className={inputClass} type="url" {...register('imageUrl')} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-200">Genres</legend>
        <div className="mt-1 grid max-h-40 grid-cols-2 gap-1 overflow-y-auto rounded-md border border-slate-700 p-2">
          {genres.map((g) => (
            <label key={g.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={g.id} {...register('genreIds')} /> {g.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
