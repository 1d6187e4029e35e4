/**
 * The page's only script tag. Every public page is prerendered: readable and
 * styled before any script runs. So the app (React, the router, the page's
 * own code) is fetched and started only once the browser has painted the
 * page: on a slow connection the words come first, and the work of starting
 * the app never holds back the first paint.
 *
 * The prerenderer lists the page's own chunks in <meta name="tpf:preload">;
 * they are fetched alongside the app so the page hydrates without a second
 * round trip.
 */
import { guardFormSubmissions } from "./lib/app-ready";

function afterFirstPaint(): Promise<void> {
  // A page opened in a background tab paints nothing until it is shown: start at once.
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function preloadPageChunks() {
  const list = document.querySelector<HTMLMetaElement>('meta[name="tpf:preload"]')?.content ?? "";
  for (const href of list.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

guardFormSubmissions();
void afterFirstPaint().then(() => {
  preloadPageChunks();
  return import("./boot");
});
