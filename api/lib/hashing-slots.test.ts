import { describe, expect, test } from "vitest";
import { HashingBusyError, HashingSlots } from "./hashing-slots";

/** A job that runs until the test lets it finish, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("HashingSlots", () => {
  test("runs at most `concurrency` at once, one per caller, callers in turn", async () => {
    const slots = new HashingSlots(2, 10);
    const started: string[] = [];
    const jobs = {
      a1: gate(started, "a1"),
      a2: gate(started, "a2"),
      a3: gate(started, "a3"),
      b1: gate(started, "b1"),
      c1: gate(started, "c1"),
    };
    const results = [
      slots.run("flooder", jobs.a1.work),
      slots.run("flooder", jobs.a2.work),
      slots.run("flooder", jobs.a3.work),
      slots.run("driver", jobs.b1.work),
      slots.run("dispatcher", jobs.c1.work),
    ];
    await tick();
    // The flooder has one slot; the driver gets the other at once, ahead of the flooder's queue.
    expect(started).toEqual(["a1", "b1"]);
    jobs.a1.finish();
    await tick();
    // The dispatcher, waiting longer than the flooder's next turn, goes first.
    expect(started).toEqual(["a1", "b1", "c1"]);
    jobs.b1.finish();
    jobs.c1.finish();
    await tick();
    expect(started).toEqual(["a1", "b1", "c1", "a2"]);
    jobs.a2.finish();
    await tick();
    jobs.a3.finish();
    expect(await Promise.all(results)).toEqual(["a1", "a2", "a3", "b1", "c1"]);
  });

  test("refuses a caller at once when its own queue is full, without touching others", async () => {
    const slots = new HashingSlots(1, 2);
    const started: string[] = [];
    const first = gate(started, "1");
    const running = slots.run("flooder", first.work);
    const waiting = [slots.run("flooder", async () => "2"), slots.run("flooder", async () => "3")];
    await expect(slots.run("flooder", async () => "4")).rejects.toBeInstanceOf(HashingBusyError);
    const other = slots.run("driver", async () => "driver");
    first.finish();
    expect(await Promise.all([running, ...waiting, other])).toEqual(["1", "2", "3", "driver"]);
  });

  test("a failing job frees its slot and rejects only its caller", async () => {
    const slots = new HashingSlots(1, 5);
    const failed = slots.run("a", async () => {
      throw new Error("scrypt failed");
    });
    await expect(failed).rejects.toThrow("scrypt failed");
    expect(await slots.run("a", async () => "next")).toBe("next");
  });
});
