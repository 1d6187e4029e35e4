import { revalidateLogic } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState, useRef } from "react";
import { ClientLoginInput } from "../../../../api/contract/auth";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { BASE_LOCALE } from "../../../../api/contract/words";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { useLocale } from "../../../components/layout/locale-context";
import { companyWords } from "../../../content/company";
import { localizedPath } from "../../../lib/locale";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
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
 * it could not). The Spanish page posts to itself, so the server answers in
 * Spanish; the portal then opens in the account's language.
 */
export function ClientLogin({ answer }: { answer?: FormAnswer | undefined }) {
  const locale = useLocale();
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
    onError: (error) => setFailure(failureMessage(error, {}, m.account_login_failed({}, { locale }), locale)),
  });

  const form = useAppForm({
    defaultValues: { ...SIGN_IN_DEFAULTS, username: String(answer?.values.username ?? "") },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schemaInLocale(ClientLoginInput, locale) },
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
  const words = companyWords(locale);

  return (
    <section className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>{m.account_eyebrow_portal({}, { locale })}</p>
          <h1 className={styles.title}>{m.account_login_title({}, { locale })}</h1>
          <p className={styles.lead}>{m.account_login_lead({}, { locale })}</p>
          <form
            ref={formElement}
            method="post"
            action={localizedPath("/client-login", locale)}
            className={`${formStyles.form} ${styles.formNarrow}`}
            noValidate={hydrated}
            onSubmit={submitWith(form)}
          >
            <form.AppField name="username">
              {(field) => (
                <field.TextField
                  label={m.account_username({}, { locale })}
                  autoComplete="username"
                  autoCapitalize="none"
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField
                  label={m.account_password({}, { locale })}
                  autoComplete="current-password"
                  required
                />
              )}
            </form.AppField>
            <p className={formStyles.forgotRow}>
              <a href={localizedPath("/forgot-password", locale)} className={formStyles.textLink}>
                {m.account_forgot_link({}, { locale })}
              </a>
            </p>
            {failure ? (
              <Notice tone="error" role="alert">
                <p>{failure}</p>
              </Notice>
            ) : null}
            <Button type="submit" variant="secondary" block disabled={busy}>
              {busy ? <Spinner /> : null}
              {busy ? m.account_signing_in({}, { locale }) : m.account_sign_in({}, { locale })}
            </Button>
          </form>
          <p className={styles.alt}>
            {m.account_not_client({}, { locale })}{" "}
            <a href={localizedPath("/get-quote", locale)}>{m.account_free_quote({}, { locale })}</a>{" "}
            {m.account_hear_back({ promise: words.responsePromise }, { locale })}
          </p>
        </div>
        <aside className={styles.aside} aria-label={m.account_help_label({}, { locale })}>
          <div className={styles.asideBlock}>
            <h2>{m.account_help_title({}, { locale })}</h2>
            <p>{m.account_support_here({ hours: words.hours }, { locale })}</p>
            <SupportContacts />
          </div>
          <hr className={styles.rule} />
          <div className={styles.asideBlock}>
            <h2>{m.account_external_title({}, { locale })}</h2>
            <p>{m.account_external_text({}, { locale })}</p>
            {/* External system sign-in is in English only. */}
            <a
              href="/external-login"
              hrefLang={locale === BASE_LOCALE ? undefined : BASE_LOCALE}
              className={styles.arrowLink}
            >
              {m.account_external_link({}, { locale })}
              <ArrowRight aria-hidden="true" size={18} />
            </a>
          </div>
          <hr className={styles.rule} />
          <a href={localizedPath("/", locale)} className={styles.arrowLink}>
            <ArrowLeft aria-hidden="true" size={18} />
            {m.account_back_home({}, { locale })}
          </a>
        </aside>
      </div>
    </section>
  );
}
