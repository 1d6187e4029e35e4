import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { collectHead } from "./lib/head";
import { createAppRouter } from "./router";
import { articleSlugs } from "./content/articles/slugs";
import { company } from "./content/company";
import { fuelTiers } from "./content/fuel-tiers";

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** Ids of the matched routes, so the prerenderer can link their code-split CSS. */
  routeIds: string[];
  /** The path finally rendered: differs from the requested one when a route redirects. */
  pathname: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Renders one route to HTML for the prerenderer (build time, Node). */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const { title, tags, links } = collectHead(router);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map((tag) => {
      const key = tag.name
        ? `name="${escapeHtml(tag.name)}"`
        : `property="${escapeHtml(tag.property ?? "")}"`;
      return `<meta ${key} content="${escapeHtml(tag.content ?? "")}" />`;
    }),
    ...links.map((link) => `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}" />`),
  ].join("\n    ");
  // `_notFound` marks the match that renders a global not-found (no route matched).
  const notFound = router.state.matches.some(
    (match) => match.status === "notFound" || (match as { _notFound?: boolean })._notFound === true,
  );
  return {
    html,
    head,
    status: notFound ? 404 : 200,
    routeIds: router.state.matches.map((match) => match.routeId),
    pathname: router.state.location.pathname,
  };
}

/**
 * Every page the build writes as static HTML: each route without parameters,
 * each article, and `/404` for the server's not-found answers.
 */
export function listPrerenderPaths(): string[] {
  const router = createAppRouter();
  const staticPaths = Object.keys(router.routesByPath).filter((path) => !path.includes("$"));
  return [...staticPaths, ...articleSlugs.map((slug) => `/resources/${slug}`), "/404"];
}

/** Company facts for the static printable form (public/forms), filled in at build. */
export function staticFileTokens(): Record<string, string> {
  const { address } = company;
  return {
    "company.name": company.name,
    "company.fullName": company.fullName,
    "company.phone": company.phone.display,
    "company.phoneHref": company.phone.href,
    "company.text": company.text.display,
    "company.email": company.email.support,
    "company.privacyEmail": company.email.privacy,
    "company.hours": company.hours,
    "company.street": address.street,
    "company.cityLine": `${address.city}, ${address.region} ${address.postalCode}`,
    "company.responsePromise": company.responsePromise,
    "company.copyrightYear": String(company.copyrightYear),
    ...Object.fromEntries(
      fuelTiers.map((tier) => [
        `fuelTier.${tier.id}`,
        `${tier.name}: ${tier.centsPerGallon}¢ per gallon, ${tier.locations} locations, ${tier.perk.toLowerCase()}`,
      ]),
    ),
  };
}
