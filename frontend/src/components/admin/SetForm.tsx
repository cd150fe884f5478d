import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ArtistPicker_query$key } from '../../__generated__/ArtistPicker_query.graphql';
import { generateSetName } from '../../lib/admin/setName';
import { Button } from '../ui/button';
import { ArtistPicker, type PickedArtist } from './ArtistPicker';
import { Field, inputClass } from './Field';

export const setSchema = z.object({
  name: z.string().trim().min(1, 'Set name is required'),
  description: z.string(),
  stageId: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
  artists: z.array(z.object({ id: z.string(), name: z.string() })),
});

export type SetValues = z.infer<typeof setSchema>;

/** The form's values as the create and update inputs take them (blank: none). */
export const setInput = (v: SetValues) => ({
  name: v.name.trim(),
  description: v.description.trim() || null,
  stageId: v.stageId === 'none' ? null : v.stageId,
  timeStart: v.timeStart || null,
  timeEnd: v.timeEnd || null,
  artistIds: v.artists.map((a) => a.id),
});

type Props = {
  initial?: SetValues;
  stages: ReadonlyArray<{ id: string; name: string }>;
  timeZone: string;
  /** The route query, whose first artists the picker offers before a search. */
  picker: ArtistPicker_query$key;
  submitLabel: string;
  onSubmit: (v: SetValues) => Promise<void>;
};

/**
 * Artists, name (generated from the artists until typed by hand; an existing set's name counts
 * as typed), description, stage or none, start and end as local times in the edition's zone.
 */
export function SetForm({ initial, stages, timeZone, picker, submitLabel, onSubmit }: Props) {
  const form = useForm<SetValues>({
    resolver: zodResolver(setSchema),
    defaultValues: initial ?? { name: '', description: '', stageId: 'none', timeStart: '', timeEnd: '', artists: [] },
  });
  const [nameByHand, setNameByHand] = useState(initial !== undefined);
  const { register, formState, control, setValue } = form;
  const name = register('name');
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <div className="space-y-1">
        <span className="text-sm font-medium text-slate-200">Artists</span>
        <Controller
          control={control}
          name="artists"
          render={({ field }) => (
            <ArtistPicker
              query={picker}
              value={field.value}
              onChange={(next: PickedArtist[]) => {
                field.onChange(next);
                if (!nameByHand) setValue('name', generateSetName(next.map((a) => a.name)));
              }}
            />
          )}
        />
      </div>
      <Field label="Name" error={formState.errors.name?.message}>
        <input
          className={inputClass}
          {...name}
          onChange={(e) => {
            setNameByHand(true);
            void name.onChange(e);
          }}
        />
      </Field>
      <Field label="Description">
        <textarea className={inputClass} rows={2} {...register('description')} />
      </Field>
      <Field label="Stage">
        <select className={inputClass} {...register('stageId')}>
          <option value="none">No stage</option>
          {stages.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Field label={`Start (${timeZone})`}>
          <input className={inputClass} type="datetime-local" {...register('timeStart')} />
        </Field>
        <Field label={`End (${timeZone})`}>
          <input className={inputClass} type="datetime-local" {...register('timeEnd')} />
        </Field>
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
