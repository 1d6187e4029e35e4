import { revalidateLogic } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { PasswordResetRequest, RESET_LINK_SENT } from "../../../../api/contract/password-links";
import { AnswerIssues, setServerIssues, submitWith, useAppForm } from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { LogoMark } from "../../../components/brand/logo-mark";
import { Spinner } from "../../../components/ui/spinner";
import { company } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import { useAdoptTypedValues } from "../../../lib/typed-before-hydration";
import { useFocusWhen } from "../../../lib/use-focus-when";
import { useHydrated } from "../../../lib/use-hydrated";
import { failureMessage, requestPasswordReset, type Audience } from "../requests";
import styles from "./sign-in-page.module.css";
import staffStyles from "./admin-login.module.css";
import formStyles from "./form.module.css";
import { SupportContacts } from "./support-contacts";

/** Where each audience's form posts (its own page) and where it signs in. */
const forgotPasswordPages: Record<Audience, { form: string; signIn: string }> = {
  client: { form: "/forgot-password", signIn: "/client-login" },
  staff: { form: "/admin/forgot-password", signIn: "/admin/login" },
};

/**
 * "Forgot password?": the account's e-mail address, and the server mails a
 * link that sets a new password. The answer is the same whether or not an
 * account uses the address. A plain HTML form too: sent before the app
 * runs, the server answers with this page again, `?sent=1` (`sent`) or the
 * form with its refusal (`answer`).
 */
export function ForgotPasswordForm({
  audience,
  sent: sentBefore = false,
  answer,
}: {
  audience: Audience;
  /** The link was asked for already (the server's answer to a form sent without JavaScript). */
  sent?: boolean;
  answer?: FormAnswer | undefined;
}) {
  const hydrated = useHydrated();
  const pages = forgotPasswordPages[audience];
  const [failure, setFailure] = useState<string | null>(
    answer && Object.keys(answer.issues).length === 0 ? (answer.error ?? null) : null,
  );
  const signInLink = useRef<HTMLAnchorElement>(null);

  const send = useMutation({
    mutationFn: (email: string) => requestPasswordReset(audience, email),
  });
  // Focus goes to what comes next (the form it was in is gone); the status
  // region reads the message out.
  useFocusWhen(signInLink, send.isSuccess);

  // What the server's page showed: the address sent, kept with its refusal until it is changed.
  const [defaults] = useState(() => ({ email: String(answer?.values.email ?? "") }));

  const form = useAppForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PasswordResetRequest },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        await send.mutateAsync(value.email.trim());
      } catch (error) {
        const placed =
          error instanceof ApiRequestError && error.issues ? setServerIssues(formApi, error.issues) : [];
        if (placed.length === 0)
          setFailure(failureMessage(error, {}, "The link was not sent. Please try again."));
      }
    },
  });

  const formElement = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form, defaults, formElement);

  const sent = sentBefore || send.isSuccess;

  return (
    <>
      <div role="status">
        {sent ? (
          <Notice tone="success" title="Check your e-mail">
            <p>{RESET_LINK_SENT}</p>
            <p>
              <a ref={signInLink} href={pages.signIn} className={formStyles.textLink}>
                <ArrowLeft aria-hidden="true" size={18} />
                Back to sign in
              </a>
            </p>
          </Notice>
        ) : null}
      </div>
      {sent ? null : (
        <AnswerIssues.Provider value={answer?.issues ?? {}}>
          <form
            ref={formElement}
            method="post"
            action={pages.form}
            className={formStyles.form}
            noValidate={hydrated}
            onSubmit={submitWith(form)}
          >
            <form.AppField name="email">
              {(field) => (
                <field.TextField
                  label="E-mail"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  hint="The e-mail address on your account."
                  required
                />
              )}
            </form.AppField>
            {failure ? (
              <Notice tone="error" role="alert">
                <p>{failure}</p>
              </Notice>
            ) : null}
            <Button type="submit" variant="secondary" block disabled={send.isPending}>
              {send.isPending ? <Spinner /> : null}
              {send.isPending ? "Sending..." : "Send link"}
            </Button>
            <p className={formStyles.foot}>
              <a href={pages.signIn} className={formStyles.textLink}>
                <ArrowLeft aria-hidden="true" size={18} />
                Back to sign in
              </a>
            </p>
          </form>
        </AnswerIssues.Provider>
      )}
    </>
  );
}

type PageProps = { sent?: boolean; answer?: FormAnswer | undefined };

const LEAD = "Enter the e-mail address on your account and we will send you a link to set a new password.";

/** /forgot-password: the client sign-in page's look, support as the other way back in. */
export function ClientForgotPassword(props: PageProps) {
  return (
    <section className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>Client portal</p>
          <h1 className={styles.title}>Reset your password</h1>
          <p className={styles.lead}>{LEAD}</p>
          <div className={styles.formNarrow}>
            <ForgotPasswordForm audience="client" {...props} />
          </div>
        </div>
        <aside className={styles.aside} aria-label="Other ways back in">
          <div className={styles.asideBlock}>
            <h2>No access to that e-mail?</h2>
            <p>
              Our support team is here {company.hours}. They confirm who you are and get you back in, usually{" "}
              {company.responsePromise}.
            </p>
            <SupportContacts />
          </div>
        </aside>
      </div>
    </section>
  );
}

/** /admin/forgot-password: the staff sign-in page's look. */
export function StaffForgotPassword(props: PageProps) {
  return (
    <main id="main" tabIndex={-1} className={staffStyles.page}>
      <div className={staffStyles.column}>
        <p className={staffStyles.brand}>
          <LogoMark className={staffStyles.brandMark} />
          Staff area
        </p>
        <div className={staffStyles.card}>
          <div className={staffStyles.badge} aria-hidden="true">
            <KeyRound size={26} />
          </div>
          <h1 className={staffStyles.title}>Reset your password</h1>
          <p className={staffStyles.lead}>{LEAD}</p>
          <ForgotPasswordForm audience="staff" {...props} />
          <div className={staffStyles.help}>
            <h2 className={staffStyles.helpTitle}>No access to that e-mail?</h2>
            <p className={staffStyles.helpText}>
              Another staff member can reset your password under Staff accounts, or reach support:
            </p>
            <SupportContacts />
          </div>
        </div>
        <p className={staffStyles.note}>For TPF staff only.</p>
      </div>
    </main>
  );
}
