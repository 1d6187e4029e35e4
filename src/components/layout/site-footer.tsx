import { Link } from "@tanstack/react-router";
import { company } from "../../content/company";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li><Link to="/get-quote">Get a Quote</Link></li>
            <li><Link to="/fuel-card-application">Fuel Card Application</Link></li>
            <li><Link to="/asset-based-lending">Asset-Based Lending</Link></li>
            <li><Link to="/how-factoring-works">How Factoring Works</Link></li>
            <li><Link to="/privacy-policy">Privacy Policy</Link></li>
            <li><Link to="/terms-of-use">Terms of Use</Link></li>
            <li><Link to="/security">Security</Link></li>
            <li><Link to="/accessibility">Accessibility</Link></li>
          </ul>
        </nav>
        <p>
          © {company.copyrightYear} {company.fullName} ({company.name}). All rights reserved.{" "}
          <Link to="/admin/team" className="footer-admin-link">
            Admin
          </Link>
        </p>
      </div>
    </footer>
  );
}
