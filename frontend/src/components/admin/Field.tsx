import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Field as SharedField } from '../form/Field';

type Props = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The control element; it gets the shared Field's id and aria attributes. */
  children: ReactElement<Record<string, unknown>>;
};

/** The shared form Field (components/form) taking its control as an element. */
export function Field({ label, error, hint, children }: Props) {
  return (
    <SharedField label={label} error={error} hint={hint} className="space-y-1">
      {(control) => cloneElement(children, control)}
    </SharedField>
  );
}

export { errorClass, inputClass } from '../form/Field';
