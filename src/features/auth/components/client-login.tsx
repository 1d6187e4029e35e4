import { revalidateLogic } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState, useRef } from "react";
import { ClientLoginInput } from "../../../../api/contract/auth";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { company } from "../../../content/company";
import { clientUserQueryKey } from "../client-session";
import { storeClientUser } from "../client-user-storage";
import { followRedirect } from "../follow-redirect";
import { clientLogin, failureMessage } from "../requests";
import { submitWith, useAppForm } from "../../../components/form/form";
import { Spinner } from "../../../components/ui/spinner";
import formStyles from "./form.module.css";
import styles from "./sign-in-page.module.css";
import { SupportContacts } from "./support-contacts";
import { useAdoptTypedValues } from "../../../lib/typed-before-hydration";
import { useHydrated } from "../../../lib/use-hydrated";

const SIGN_IN_DEFAULTS = { username: "", password: "" };

/**
 * Client sign-in: a session cookie from the server, then the portal; no
 * credential ever in an address. A plain HTML form too: sent before the app
 * runs, the server signs the client in itself (`answer` is its reply when
 * it could not).
 */
export function ClientLogin({ answer }: { answer?: FormAnswer | undefined }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(answer?.error ?? null);

  const login = useMutation({
    mutationFn: clientLogin,
    onSuccess: ({ user, redirectUrl }) => {
      storeClientUser(user);
      queryClient.setQueryData(clientUserQueryKey, user);
      followRedirect(redirectUrl);
    },
    onError: (error) => setFailure(failureMessage(error, {}, "Login failed")),
  });

  const form = useAppForm({
    defaultValues: { ...SIGN_IN_DEFAULTS, username: String(answer?.values.username ?? "") },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ClientLoginInput },
    onSubmit: async ({ value }) => {
      setFailure(null);
      await login
        .mutateAsync({ username: value.username.trim(), password: value.password })
        .catch(() => undefined);
    },
  });

  const formElement = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form, SIGN_IN_DEFAULTS, formElement);

  const busy = login.isPending || login.isSuccess;

  return (
    <section className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>Client portal</p>
          <h1 className={styles.title}>Client Login</h1>
          <p className={styles.lead}>
            Sign in to submit invoices, check your account and manage your fuel cards.
          </p>
          <form
            ref={formElement}
            method="post"
            action="/client-login"
            className={`${formStyles.form} ${styles.formNarrow}`}
            noValidate={hydrated}
            onSubmit={submitWith(form)}
          >
            <form.AppField name="username">
              {(field) => (
                <field.TextField label="Username" autoComplete="username" autoCapitalize="none" required />
              )}
            </form.AppField>
            <form.AppField name="password">
              {(field) => <field.PasswordField label="Password" autoComplete="current-password" required />}
            </form.AppField>
            <p className={formStyles.forgotRow}>
              <a href="/forgot-password" className={formStyles.textLink}>
                Forgot password?
              </a>
            </p>
            {failure ? (
              <Notice tone="error" role="alert">
                <p>{failure}</p>
              </Notice>
            ) : null}
            <Button type="submit" variant="secondary" block disabled={busy}>
              {busy ? <Spinner /> : null}
              {busy ? "Signing in..." : "Sign In"}
            </Button>
          </form>
          <p className={styles.alt}>
            Not a client yet? <a href="/get-quote">Get a free quote</a> and hear back{" "}
            {company.responsePromise}.
          </p>
        </div>
        <aside className={styles.aside} aria-label="Help with signing in">
          <div className={styles.asideBlock}>
            <h2>Need help signing in?</h2>
            <p>Our support team is here {company.hours}.</p>
            <SupportContacts />
          </div>
          <hr className={styles.rule} />
          <div className={styles.asideBlock}>
            <h2>Coming from QuickBooks, Xero or Sage?</h2>
            <p>Sign in once and continue straight to your accounting or trucking software.</p>
            <a href="/external-login" className={styles.arrowLink}>
              External system login
              <ArrowRight aria-hidden="true" size={18} />
            </a>
          </div>
          <hr className={styles.rule} />
          <a href="/" className={styles.arrowLink}>
            <ArrowLeft aria-hidden="true" size={18} />
            Back to home
          </a>
        </aside>
      </div>
    </section>
  );
}
