import { Link } from "@tanstack/react-router";
import { company } from "../../content/company";

export const primaryNav = [
  { to: "/", label: "Home" },
  { to: "/how-factoring-works", label: "How It Works" },
  { to: "/industries", label: "Industries" },
  { to: "/why-us", label: "Why TPF" },
  { to: "/resources", label: "Resources" },
  { to: "/about", label: "About" },
] as const;

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${company.name} home`}>
          {company.name}
        </Link>
        <nav aria-label="Main">
          <ul className="site-nav">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === "/" }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to="/client-login" className="button button--ghost">
            Client Login
          </Link>
          <Link to="/get-quote" className="button button--primary">
            Get Free Quote
          </Link>
        </div>
      </div>
    </header>
  );
}
