// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useSuspenseQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { afterEach, expect, it, vi } from "vitest";
import type { InvoicePacket } from "../packets/packet-db";
import { ServerSection } from "./server-section";

/** The packets on the phone, as the test sets them. */
let packets: readonly Pick<InvoicePacket, "state">[] = [];
const listeners = new Set<() => void>();
function setPackets(next: typeof packets) {
  packets = next;
  for (const listener of listeners) listener();
}
vi.mock("../packets/packet-store", () => ({
  usePackets: () =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => packets,
    ),
}));

afterEach(() => {
  packets = [];
  vi.restoreAllMocks();
});

function List({ read }: { read: () => Promise<string> }) {
  const list = useSuspenseQuery({ queryKey: ["list"], queryFn: read, retry: false });
  return <p>{list.data}</p>;
}

it("a failed section asks again when a packet from this phone arrives, not before", async () => {
  const read = vi.fn<() => Promise<string>>().mockRejectedValue(new Error("No connection to our server."));
  vi.spyOn(console, "error").mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ServerSection
        loading={<p>Loading...</p>}
        failed={({ retry }) => <p>{retry ? "Failed" : "Waiting"}</p>}
      >
        <List read={read} />
      </ServerSection>
    </QueryClientProvider>,
  );
  expect(await screen.findByText("Failed")).toBeInTheDocument();
  expect(read).toHaveBeenCalledTimes(1);

  read.mockResolvedValue("INV-7K3M-9PX2");
  // A packet still waiting changes nothing; one that arrived means the server answers again.
  act(() => setPackets([{ state: "waiting" }]));
  expect(read).toHaveBeenCalledTimes(1);
  act(() => setPackets([{ state: "sent" }]));
  expect(await screen.findByText("INV-7K3M-9PX2")).toBeInTheDocument();
  expect(read).toHaveBeenCalledTimes(2);
});
