import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { errorClass, labelClass } from '../groups/formStyles';

type Props = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The control; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled form control with its validation message (react-hook-form's error). */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {hint && <p className="text-xs text-slate-400">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

export { errorClass, inputClass } from '../groups/formStyles';
