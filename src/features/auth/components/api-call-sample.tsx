import styles from "./external-login-page.module.css";

/**
 * A working example of the sign-in call, with placeholders in place of any
 * credential. `origin` is the site's public address (SITE_URL); without it
 * the example uses a path.
 */
export function ApiCallSample({ origin = "" }: { origin?: string | undefined }) {
  const code = `const response = await fetch("${origin}/api/auth/external-redirect", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  credentials: "include",
  body: JSON.stringify({
    username: "YOUR_TPF_USERNAME",
    password: "YOUR_TPF_PASSWORD",
    externalUrl: "https://qbo.intuit.com/app/homepage",
    // quickbooks, sage, xero, trucking-software or custom
    systemType: "quickbooks",
  }),
});
const result = await response.json();
if (response.ok && result.success) {
  // An allow-listed https address; it never carries the password.
  window.location.assign(result.redirectUrl);
} else {
  // For example: the address is not allowed for the chosen system.
  console.error(result.error);
}`;
  return (
    <figure className={styles.sample}>
      <figcaption className={styles.sampleCaption}>POST /api/auth/external-redirect</figcaption>
      <pre className={styles.code} tabIndex={0} aria-label="Example of the sign-in call in JavaScript">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
