import { createContext, useContext, type ComponentType, type ReactElement } from "react";

/**
 * Islands: the interactive parts of a prerendered public page. The rest of
 * the page is HTML that works on its own (links, forms, `<details>`,
 * `popover`) and is never hydrated. See docs/decisions/0004-islands.md.
 *
 * - `eager`: hydrated as soon as its code arrives (forms: typing and
 *   validation should start at once).
 * - `idle`: when the browser is idle (the header's outbox count, toasts).
 * - `visible`: when it scrolls into view or its `<details>` opens.
 */
export type IslandLoad = "eager" | "idle" | "visible";

export interface IslandDefinition<Props> {
  name: string;
  load: IslandLoad;
  Component: ComponentType<Props>;
}

/** Props cross from the server to the browser as JSON: plain data only. */
export type IslandProps = Record<string, unknown>;

/**
 * How the server renders an island: as a React root of its own, the way the
 * browser hydrates it, so that everything React derives from a tree's shape
 * (`useId`) comes out the same on both sides. The server entry provides it;
 * in the browser it is absent and an island renders like any component.
 */
export const IslandServerRender = createContext<((island: ReactElement, idPrefix: string) => string) | null>(
  null,
);

/** The prefix of the ids React makes inside an island (one island of a name per page). */
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * Wraps `Component` as the island `name`. The file defining it must be
 * `src/islands/<name>.tsx` with the island as its default export: the
 * browser finds its code by that name. On the server (and inside the
 * client-rendered app) it renders its component inside a wrapper that
 * carries the name, when to hydrate and the props; the wrapper takes no
 * room in the layout (`display: contents`).
 */
export function defineIsland<Props extends IslandProps>(
  name: string,
  Component: ComponentType<Props>,
  load: IslandLoad = "idle",
) {
  function Island(props: Props) {
    const renderOnServer = useContext(IslandServerRender);
    const attributes = { "data-island": name, "data-load": load, "data-props": JSON.stringify(props) };
    if (renderOnServer) {
      const html = renderOnServer(<Component {...props} />, islandIdPrefix(name));
      return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    return (
      <div {...attributes}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, load, Component } as IslandDefinition<Props> });
}
