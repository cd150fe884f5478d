import { z } from 'zod';
import { check } from '../form/useZodForm';

// Validation of the group forms (admin-and-groups.md §5). Each returns the message to show, or
// undefined when the value is acceptable; the server checks the same rules again.

/** Group name: required ('Group name is required'), non-blank after trimming. */
export function validateGroupName(name: string): string | undefined {
  if (name.length === 0) return 'Group name is required';
  if (name.trim().length === 0) return 'Group name cannot be empty';
  return undefined;
}

/** The createGroup input: trimmed name, trimmed description or null. */
export function groupInput(name: string, description: string): { name: string; description: string | null } {
  const d = description.trim();
  return { name: name.trim(), description: d ? d : null };
}

/** The Create Group form: its fields as typed, the createGroup input as the output. */
export const groupSchema = z
  .object({ name: z.string().superRefine(check(validateGroupName)), description: z.string() })
  .transform((v) => groupInput(v.name, v.description));

/** Add member: a username or an e-mail address. */
export function validateMemberInput(value: string): string | undefined {
  if (value.length === 0) return 'Username or email is required';
  if (value.trim().length === 0) return 'Username or email cannot be empty';
  return undefined;
}

/** The Add Member form; the output holds the trimmed username or e-mail. */
export const memberSchema = z.object({
  usernameOrEmail: z.string().superRefine(check(validateMemberInput)).transform((v) => v.trim()),
});

/**
 * An optional whole number of at least 1 (invite expiry in days, maximum uses): '' means none
 * (null); anything else must be a whole number >= 1.
 */
export function parseOptionalCount(value: string): { value: number | null } | { error: true } {
  const v = value.trim();
  if (v === '') return { value: null };
  if (!/^\d+$/.test(v)) return { error: true };
  const n = Number(v);
  return n >= 1 && Number.isSafeInteger(n) ? { value: n } : { error: true };
}

/** An optional count field of a form: '' is none (null); the message when it is not a count. */
const optionalCount = (message: string) =>
  z.string().transform((value, ctx) => {
    const parsed = parseOptionalCount(value);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed.value;
  });

/** The invite link form: expiry in days and maximum uses, both optional. */
export const inviteSchema = z.object({
  expiresInDays: optionalCount('Expiry must be a whole number of days, at least 1'),
  maxUses: optionalCount('Maximum uses must be a whole number, at least 1'),
});
