import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema. Errors appear on the first submit and then follow each change
 * (react-hook-form's defaults), as the forms did by hand before. `values` in the handler are the
 * schema's output (e.g. trimmed strings).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema), defaultValues });
}

/** A zod refinement from a validator that returns the message to show, or undefined. */
export function check(validate: (value: string) => string | undefined) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}
