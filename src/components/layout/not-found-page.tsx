import { Link } from "@tanstack/react-router";
import { SiteShell } from "./site-shell";

export function NotFoundPage() {
  return (
    <SiteShell>
      <section className="container page-section not-found">
        <h1>404 Page Not Found</h1>
        <p>The page you were looking for does not exist or has moved.</p>
        <p>
          <Link to="/" className="button button--primary">
            Back to Home
          </Link>
        </p>
      </section>
    </SiteShell>
  );
}
