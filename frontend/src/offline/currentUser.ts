import type { Environment } from "relay-runtime";

/**
 * The signed-in user's id as the store knows it (the shell's query reads viewer.user.id). Its own
 * module: the entry reads it at start, while the outbox and its sync (offline/sync) load later.
 */
export function currentUserId(environment: Environment): string | null {
  const source = environment.getStore().getSource();
  const viewerRef = (
    source.get("client:root") as Record<string, unknown> | null | undefined
  )?.viewer as { __ref?: string } | null | undefined;
  if (!viewerRef?.__ref) return null;
  const userRef = (
    source.get(viewerRef.__ref) as Record<string, unknown> | null | undefined
  )?.user as { __ref?: string } | undefined;
  return userRef?.__ref ?? null;
}
