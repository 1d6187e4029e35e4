/**
 * The script of every prerendered public page. The page is complete HTML:
 * it reads, navigates, opens its menu and panels, and sends its forms with
 * no script at all. This entry only wakes up its islands
 * (src/lib/islands.tsx), each when its `data-load` says, and marks
 * `<html data-app-ready>` once every island that is not waiting to be
 * scrolled into view has taken over. See docs/decisions/0004-islands.md.
 */
import type { IslandDefinition, IslandProps } from "./lib/islands";
import { homeWithoutLanguageQuery } from "./lib/locale-choice";

type IslandModule = { default: { island: IslandDefinition<IslandProps> } };

const modules = import.meta.glob<IslandModule>(["./islands/*.tsx", "!./islands/*.test.tsx"]);

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

function whenVisible(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    // The wrapper takes no box (display: contents): watch what it holds.
    for (const child of element.children) observer.observe(child);
  });
}

async function wake(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  const load = modules[`./islands/${name}.tsx`];
  if (!load) throw new Error(`No island called "${name}" (src/islands/${name}.tsx)`);
  if (element.dataset.load === "idle") await whenIdle();
  if (element.dataset.load === "visible") await whenVisible(element);
  const [{ hydrateIsland }, module] = await Promise.all([import("./lib/hydrate-island"), load()]);
  const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
  await hydrateIsland(element, module.default.island, props);
}

const tidied = homeWithoutLanguageQuery(new URL(location.href));
if (tidied) history.replaceState(history.state, "", tidied);

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
void Promise.all(islands.filter((element) => element.dataset.load !== "visible").map(wake)).then(() => {
  document.documentElement.dataset.appReady = "";
});
for (const element of islands.filter((each) => each.dataset.load === "visible")) void wake(element);
