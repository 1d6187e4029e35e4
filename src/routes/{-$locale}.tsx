import { createFileRoute, Outlet } from "@tanstack/react-router";
import { BASE_LOCALE, isPrefixedLocale, type Locale } from "../lib/locale";
import { PublicShell } from "./-components/public-shell";

/**
 * The public site in every language from one route tree: each page under this
 * segment answers at its English address (`/about`, no segment) and under each
 * other language's prefix (`/es/about`), and reads which from `context.locale`
 * (docs/decisions/0171-one-route-tree.md). A first segment that names no
 * language of ours (`/fr/about`, `/en/about`) does not match here, so the
 * address is the 404 page it always was, never an English page under another
 * language's name.
 *
 * The pages sit right under this route, in the public shell it draws: a
 * pathless layout between them would stop the router checking the segment.
 */
export const Route = createFileRoute("/{-$locale}")({
  staticData: { routeClass: "public" },
  params: {
    parse: ({ locale }) => (locale === undefined || isPrefixedLocale(locale) ? { locale } : false),
  },
  beforeLoad: ({ params }): { locale: Locale } => ({ locale: params.locale ?? BASE_LOCALE }),
  component: function PublicSite() {
    return (
      <PublicShell>
        <Outlet />
      </PublicShell>
    );
  },
});
