import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commitMutation, fetchQuery } from "relay-runtime";
import RequestCodeMutation from "../__generated__/useRequestSignInCodeMutation.graphql";
import UpdateProfileMutation from "../__generated__/useUpdateProfileMutation.graphql";
import AppShellQuery from "../__generated__/AppShellQuery.graphql";
import { createEnvironment } from "../relay/environment";
import { OfflineError } from "./connectivity";
import { sendVia } from "./send";
import { noteGlobalId } from "./sync";

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", {
    configurable: true,
    get: () => online,
  });
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ data: null, errors: [{ message: "unreachable" }] }),
      ),
  );
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

function commitError(
  mutation: typeof UpdateProfileMutation | typeof RequestCodeMutation,
  variables: object,
) {
  const environment = createEnvironment();
  return new Promise<unknown>((resolve) => {
    commitMutation(environment, {
      mutation,
      variables: variables as never,
      onCompleted: () => resolve("completed"),
      onError: resolve,
    });
  });
}

describe("offline", () => {
  it("sign-in and profile mutations never queue: offline they fail with a clear message and send nothing", async () => {
    setOnline(false);
    const profile = await commitError(UpdateProfileMutation, {
      input: { username: "x" },
    });
    expect(profile).toBeInstanceOf(OfflineError);
    expect((profile as Error).message).toMatch(/offline/i);
    const signIn = await commitError(RequestCodeMutation, {
      input: { email: "a@example.com" },
    });
    expect(signIn).toBeInstanceOf(OfflineError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offline reads are answered from the store without a request", async () => {
    setOnline(false);
    const environment = createEnvironment();
    await expect(
      fetchQuery(environment, AppShellQuery, {}).toPromise(),
    ).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a replay offline waits: the item is kept and nothing is sent", async () => {
    setOnline(false);
    const result = await sendVia(createEnvironment())({
      kind: "vote",
      userId: "u",
      setId: "s",
      vote: "MUST_GO",
      clientMutationId: "c1",
      clientTimestamp: new Date().toISOString(),
    });
    expect(result.status).toBe("retry");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a replayed vote carries its clientMutationId and clientTimestamp", async () => {
    setOnline(true);
    const ts = "2026-07-01T12:00:00.000Z";
    await sendVia(createEnvironment())({
      kind: "vote",
      userId: "u",
      setId: "s",
      vote: null,
      clientMutationId: "c1",
      clientTimestamp: ts,
    });
    const body = JSON.parse(
      (fetchSpy.mock.calls[0] as [string, RequestInit])[1].body as string,
    );
    expect(body.variables.input).toEqual({
      setId: "s",
      vote: null,
      clientMutationId: "c1",
      clientTimestamp: ts,
    });
  });

  it("a queued note has the global id the server will give it", () => {
    // graph/relay.ID: base64url (no padding) of "Note:<uuid>".
    expect(noteGlobalId("0b9c2f4e-3d51-4a8e-9f0a-6c7d8e9f0a1b")).toBe(
      Buffer.from("Note:0b9c2f4e-3d51-4a8e-9f0a-6c7d8e9f0a1b").toString(
        "base64url",
      ),
    );
  });
});
