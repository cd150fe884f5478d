import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

// One field of a form: label, control, and the error (or hint) below it, wired for assistive
// technology (label for=, aria-invalid, aria-describedby). Every form of the app uses it, with
// react-hook-form and a zod schema (useZodForm); the admin forms will too.

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 ' +
  'placeholder:text-slate-500 focus-visible:border-violet-400 focus-visible:ring-2 focus-visible:ring-violet-400 ' +
  'focus-visible:outline-none aria-[invalid=true]:border-red-500';
export const labelClass = 'text-sm font-medium text-slate-200';
export const errorClass = 'mt-1 text-sm text-red-400';
export const hintClass = 'mt-1 text-xs text-slate-500';

/** The attributes a control needs to belong to its Field. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** The validation message; shown as an alert and marks the control invalid. */
  error?: string;
  /** Help shown below the control (before the error, if any). */
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the given id and aria attributes spread on it. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its error or hint; any control fits (input, textarea, select). */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

type Common = Omit<FieldProps, 'children'>;

/** A text input Field; pass react-hook-form's register(name) and any input attributes. */
export function TextField({ label, error, hint, className, ...input }: Common & ComponentPropsWithRef<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} className={inputClass} />}
    </Field>
  );
}

/** A textarea Field; pass react-hook-form's register(name) and any textarea attributes. */
export function TextAreaField({ label, error, hint, className, ...textarea }: Common & ComponentPropsWithRef<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...textarea} {...control} className={inputClass} />}
    </Field>
  );
}
