import * as m from "../../paraglide/messages";

/** The site's main pages, in the header on wide screens and in the menu drawer on phones. */
export const primaryNav = [
  { to: "/", label: m.nav_home },
  { to: "/how-factoring-works", label: m.nav_how },
  { to: "/industries", label: m.nav_industries },
  { to: "/why-us", label: m.nav_why },
  { to: "/resources", label: m.nav_resources },
  { to: "/about", label: m.nav_about },
] as const;
