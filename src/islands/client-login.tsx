import type { FormAnswer } from "../../api/contract/form-answer";
import { LocaleContext } from "../components/layout/locale-context";
import { ClientLogin } from "../features/auth/components/client-login";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";
import { OwnQueryClient } from "../lib/own-query-client";

/** `locale` is the page's edition ("es" on /es/client-login; English when left out). */
function ClientLoginIsland({ answer, locale = "en" }: { answer?: FormAnswer | undefined; locale?: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <OwnQueryClient>
        <ClientLogin answer={answer} />
      </OwnQueryClient>
    </LocaleContext.Provider>
  );
}

/** Client sign-in: a plain form that the app takes over as soon as its code arrives. */
export default defineIsland("client-login", ClientLoginIsland, "eager");
