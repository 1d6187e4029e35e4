/** The site's main pages, in the header on wide screens and in the menu drawer on phones. */
export const primaryNav = [
  { to: "/", label: "Home" },
  { to: "/how-factoring-works", label: "How It Works" },
  { to: "/industries", label: "Industries" },
  { to: "/why-us", label: "Why TPF" },
  { to: "/resources", label: "Resources" },
  { to: "/about", label: "About" },
] as const;
