import { revalidateLogic } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { PasswordResetRequest, RESET_LINK_MINUTES } from "../../../../api/contract/password-links";
import { AnswerIssues, setServerIssues, submitWith, useAppForm } from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { LogoMark } from "../../../components/brand/logo-mark";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale } from "../../../components/layout/locale-context";
import { companyWords } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import type { Locale } from "../../../lib/locale";
import { localizedPath } from "../../../lib/locale";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
import { useAdoptTypedValues } from "../../../lib/typed-before-hydration";
import { useFocusWhen } from "../../../lib/use-focus-when";
import { useHydrated } from "../../../lib/use-hydrated";
import { failureMessage, requestPasswordReset, type Audience } from "../requests";
import styles from "./sign-in-page.module.css";
import staffStyles from "./admin-login.module.css";
import formStyles from "./form.module.css";
import { SupportContacts } from "./support-contacts";

/**
 * Where each audience's form posts (its own page, so the server answers in
 * its language) and where it signs in. The client pages have a Spanish
 * edition; the staff area is in English.
 */
const forgotPasswordPages = (audience: Audience, locale: Locale): { form: string; signIn: string } =>
  audience === "staff"
    ? { form: "/admin/forgot-password", signIn: "/admin/login" }
    : {
        form: localizedPath("/forgot-password", locale),
        signIn: localizedPath("/client-login", locale),
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
  const locale = useLocale();
  const pages = forgotPasswordPages(audience, locale);
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
    validators: { onDynamic: schemaInLocale(PasswordResetRequest, locale) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        await send.mutateAsync(value.email.trim());
      } catch (error) {
        const placed =
          error instanceof ApiRequestError && error.issues ? setServerIssues(formApi, error.issues) : [];
        if (placed.length === 0)
          setFailure(failureMessage(error, {}, m.account_link_not_sent({}, { locale }), locale));
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
          <Notice tone="success" title={m.account_check_email({}, { locale })}>
            <p>{m.account_reset_link_sent({ minutes: RESET_LINK_MINUTES }, { locale })}</p>
            <p>
              <a ref={signInLink} href={pages.signIn} className={formStyles.textLink}>
                <ArrowLeft aria-hidden="true" size={18} />
                {m.account_back_to_sign_in({}, { locale })}
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
                  label={m.account_email({}, { locale })}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  hint={m.account_email_hint({}, { locale })}
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
              {send.isPending ? m.account_sending({}, { locale }) : m.account_send_link({}, { locale })}
            </Button>
            <p className={formStyles.foot}>
              <a href={pages.signIn} className={formStyles.textLink}>
                <ArrowLeft aria-hidden="true" size={18} />
                {m.account_back_to_sign_in({}, { locale })}
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

/** /forgot-password and /es/forgot-password: the client sign-in page's look, support as the other way back in. */
export function ClientForgotPassword(props: PageProps) {
  const locale = useLocale();
  const words = companyWords(locale);
  return (
    <section className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>{m.account_eyebrow_portal({}, { locale })}</p>
          <h1 className={styles.title}>{m.account_forgot_title({}, { locale })}</h1>
          <p className={styles.lead}>{m.account_forgot_lead({}, { locale })}</p>
          <div className={styles.formNarrow}>
            <ForgotPasswordForm audience="client" {...props} />
          </div>
        </div>
        <aside className={styles.aside} aria-label={m.account_forgot_aside_label({}, { locale })}>
          <div className={styles.asideBlock}>
            <h2>{m.account_forgot_no_access({}, { locale })}</h2>
            <p>
              {m.account_forgot_support({ hours: words.hours, promise: words.responsePromise }, { locale })}
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
