// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { LOAD_MORE_FAILED, LoadMore } from "./load-more";

/** Three pages of two items; the second page fails the first time it is asked for. */
function PagedList({ asked }: { asked: number[] }) {
  const list = useInfiniteQuery({
    queryKey: ["paged"],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      asked.push(pageParam);
      if (pageParam === 1 && asked.filter((page) => page === 1).length === 1) {
        return Promise.reject(new Error("no signal"));
      }
      return Promise.resolve({ items: [`item ${pageParam * 2}`, `item ${pageParam * 2 + 1}`] });
    },
    getNextPageParam: (_last, pages) => (pages.length < 3 ? pages.length : undefined),
    retry: false,
  });
  return (
    <>
      <ul>
        {list.data?.pages
          .flatMap((page) => page.items)
          .map((item) => (
            <li key={item}>{item}</li>
          ))}
      </ul>
      <LoadMore list={list} label="Show more" />
    </>
  );
}

it("loads the next page, says so when it fails, tries again, and goes once every page is shown", async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PagedList asked={[]} />
    </QueryClientProvider>,
  );
  const more = await screen.findByRole("button", { name: "Show more" });
  expect(screen.getAllByRole("listitem")).toHaveLength(2);

  await userEvent.click(more);
  expect(await screen.findByRole("alert")).toHaveTextContent(LOAD_MORE_FAILED);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);

  await userEvent.click(screen.getByRole("button", { name: "Show more" }));
  expect(await screen.findByText("item 3")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Show more" }));
  expect(await screen.findByText("item 5")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
});
