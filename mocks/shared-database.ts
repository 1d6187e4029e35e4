import type { ApiAnswerer, ApiRequest } from "./handlers";

/** The Web Lock whose holder owns the mock database (docs/decisions/0080-mock-database-owner-tab.md). */
export const OWNER_LOCK = "tpf-mock-db";
const CHANNEL = "tpf-mock-api";

/** What the tab that owns the database does: answers a request (saving after a write) and starts again from the fixtures. */
export interface DatabaseOwner {
  answer: ApiAnswerer;
  /** Writes the database where the next owner loads it from. */
  save(): Promise<void>;
  reset(): Promise<void>;
}

type Job = { kind: "request"; request: ApiRequest } | { kind: "reset" };

/** An answer as plain data, so it crosses to the tab that asked. */
interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
  setCookies: string[];
}

type Message =
  | { kind: "owner" }
  | { kind: "job"; id: string; job: Job }
  | { kind: "done"; id: string; answer: Answer | undefined }
  | { kind: "failed"; id: string; error: string };

/** How many answered request ids the owner remembers, to answer a repeated one without running it again. */
const REMEMBERED_JOBS = 1000;

const isWrite = (request: ApiRequest) => request.method !== "GET" && request.method !== "HEAD";

/**
 * One mock database for every tab of the origin. The tab that holds the Web
 * Lock `tpf-mock-db` opens it (`open`) and answers every request, its own and
 * the other tabs', which reach it over a BroadcastChannel under a request id.
 * When that tab closes, the lock goes to the next tab waiting for it, which
 * loads the saved copy and says so; the tabs then send it the requests that
 * were still unanswered. A write is saved before it is answered, so the next
 * owner has every write a tab saw answered.
 */
export function shareDatabaseAcrossTabs(open: () => Promise<DatabaseOwner>) {
  const channel = new BroadcastChannel(CHANNEL);
  const waiting = new Map<string, { job: Job; settle: (answer: Promise<Answer | undefined>) => void }>();
  let owner: Promise<DatabaseOwner> | undefined;
  // A tab sends its unanswered jobs again when a new owner announces itself, which may cross a job the
  // owner already took: the same id gets the same answer, never a second run.
  const taken = new Map<string, Promise<Answer | undefined>>();

  const post = (message: Message) => channel.postMessage(message);

  async function run(job: Job): Promise<Answer | undefined> {
    const database = await (owner as Promise<DatabaseOwner>);
    if (job.kind === "reset") return void (await database.reset());
    const { response, setCookies } = await database.answer(job.request);
    // Read whole: the write is finished once its answer is, and only then saved.
    const body = await response.arrayBuffer();
    if (isWrite(job.request)) await database.save();
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
      setCookies,
    };
  }

  function send(job: Job): Promise<Answer | undefined> {
    if (owner) return run(job);
    return new Promise((resolve) => {
      const id = crypto.randomUUID();
      waiting.set(id, { job, settle: resolve });
      post({ kind: "job", id, job });
    });
  }

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.kind === "owner") {
      // A new owner: whatever the last one left unanswered goes to it.
      for (const [id, { job }] of waiting) post({ kind: "job", id, job });
    } else if (data.kind === "job") {
      if (!owner) return;
      let answer = taken.get(data.id);
      if (!answer) {
        taken.set(data.id, (answer = run(data.job)));
        if (taken.size > REMEMBERED_JOBS) taken.delete(taken.keys().next().value as string);
      }
      answer.then(
        (result) => post({ kind: "done", id: data.id, answer: result }),
        (error: unknown) => post({ kind: "failed", id: data.id, error: String(error) }),
      );
    } else {
      const entry = waiting.get(data.id);
      if (!entry) return;
      waiting.delete(data.id);
      entry.settle(
        data.kind === "done" ? Promise.resolve(data.answer) : Promise.reject(new Error(data.error)),
      );
    }
  };

  void navigator.locks.request(OWNER_LOCK, async () => {
    owner = open();
    await owner;
    post({ kind: "owner" });
    // What this tab asked before it became the owner, it now answers itself.
    for (const [id, { job, settle }] of waiting) {
      waiting.delete(id);
      settle(run(job));
    }
    console.info("[mocks] This tab holds the mock database; other tabs' requests come to it.");
    // Held until the tab closes; then the next waiting tab becomes the owner.
    return new Promise<never>(() => undefined);
  });

  const answer: ApiAnswerer = async (request) => {
    const answered = await send({ kind: "request", request });
    if (!answered) throw new Error("The mock database owner gave no answer.");
    const { status, statusText, headers, body, setCookies } = answered;
    // An empty body is no body: a 204 or 304 may not have one.
    const content = body.byteLength === 0 ? null : body;
    return { response: new Response(content, { status, statusText, headers }), setCookies };
  };
  return {
    answer,
    /** Starts the shared database again from the fixtures, in whichever tab owns it. */
    reset: async () => void (await send({ kind: "reset" })),
  };
}
