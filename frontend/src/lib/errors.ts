import { GraphQLResponseError } from '../relay/environment';

/**
 * The message to show for a failed request: the server's first GraphQL error, else the fallback
 * ('Failed to save note'), never a transport detail like "Request failed (HTTP 500)".
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphQLResponseError) return error.errors[0]?.message || fallback;
  const errors = (error as { source?: { errors?: Array<{ message?: string }> } } | null)?.source?.errors;
  if (errors?.[0]?.message) return errors[0].message;
  return fallback;
}
