import { afterEach, expect, it, vi } from "vitest";
import type { ApiRequest } from "./handlers";
import { shareDatabaseAcrossTabs, type DatabaseOwner } from "./shared-database";

/** Two "tabs" in one process: Node's BroadcastChannel reaches the other instances of the same name. */
function openTab(lock: "granted" | "waiting", open: () => Promise<DatabaseOwner>) {
  vi.stubGlobal("navigator", {
    locks: {
      request: (_name: string, callback: () => Promise<unknown>) =>
        lock === "granted" ? callback() : new Promise(() => undefined),
    },
  });
  return shareDatabaseAcrossTabs(open);
}

const write: ApiRequest = { url: "http://localhost/api/quotes", method: "POST", headers: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

it("runs a job once when a new owner's announcement crosses a job it already took", async () => {
  let opened = () => undefined as void;
  const runs: string[] = [];
  const saves: string[] = [];
  const owner: DatabaseOwner = {
    answer: (request) => {
      runs.push(request.method);
      return Promise.resolve({ response: new Response("stored", { status: 201 }), setCookies: [] });
    },
    save: () => {
      saves.push("saved");
      return Promise.resolve();
    },
    reset: () => Promise.resolve(),
  };
  const follower = openTab("waiting", () => Promise.reject(new Error("never the owner")));
  // The owner takes the lock, but its database is still opening when the follower's job arrives.
  openTab("granted", () => new Promise((resolve) => (opened = () => resolve(owner))));
  const answered = follower.answer(write);
  // Opened now, the owner announces itself while the job is unanswered: the follower sends it again.
  opened();

  const { response } = await answered;
  expect(response.status).toBe(201);
  expect(await response.text()).toBe("stored");
  // The follower sent its job again on the announcement; give that copy time to arrive and be answered.
  await follower.reset();
  expect(runs).toEqual(["POST"]);
  expect(saves).toEqual(["saved"]);
});
