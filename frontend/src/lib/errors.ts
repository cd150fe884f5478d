import { GraphQLResponseError } from '../relay/environment';

/** The message to show for a failed request: the server's first GraphQL error, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphQLResponseError) return error.errors[0]?.message || fallback;
  const errors = (error as { source?: { errors?: Array<{ message?: string }> } } | null)?.source?.errors;
  if (errors?.[0]?.message) return errors[0].message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
