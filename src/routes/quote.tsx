import { createFileRoute, redirect } from "@tanstack/react-router";

/** The portal's old Get Quote address: the quote form lives at /get-quote. */
export const Route = createFileRoute("/quote")({
  staticData: { routeClass: "public" },
  beforeLoad: () => {
    throw redirect({ to: "/{-$locale}/get-quote", params: { locale: undefined }, replace: true });
  },
});
