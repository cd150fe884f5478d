import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { GraphQLResponseError } from '../../relay/environment';

// The spec's toasts: title "Success" or "Error" with the message as description (spec §8).

/** A success toast. */
export function toastSuccess(message: string) {
  toast.success('Success', { description: message });
}

export function toastError(message: string) {
  toast.error('Error', { description: message });
}

/** The server's message, or fallback; a refused permission is titled "Permission Denied". */
export function toastFailure(error: unknown, fallback: string) {
  const code = error instanceof GraphQLResponseError ? error.code : undefined;
  const title = code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' ? 'Permission Denied' : 'Error';
  toast.error(title, { description: errorMessage(error, fallback) });
}
