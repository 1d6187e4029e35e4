import { company } from "../contract/company";
import { EMAIL_CONFIRMATION_HOURS } from "../contract/account-security";
import { INVITATION_DAYS, RESET_LINK_MINUTES } from "../contract/password-links";
import type { Locale } from "../contract/words";
import type { AccountChange, AccountChangeBy } from "../db/schema";

/**
 * The invoice a client's news is about, named as the client knows it: the
 * broker and the load number, with our reference to quote when they call.
 */
export interface InvoiceLoad {
  reference: string;
  brokerName: string;
  loadNumber: string;
}

/**
 * The words of every message to a client, in English and in Spanish, one
 * shape for both (docs/decisions/0160-notifications.md, "Language"). Staff
 * messages are English only and stay in messages.ts. Amounts come already
 * formatted for the language.
 */
export interface ClientWords {
  /** The HTML copy's `lang`. */
  lang: Locale;
  greeting: (name: string) => string;
  footer: string;
  /** The page that sets a password: the Spanish edition's address for Spanish. */
  passwordPage: string;
  invitation: { subject: string; lines: (username: string) => string[]; action: string };
  reset: { subject: string; lines: (username: string) => string[]; action: string };
  test: { subject: string; lines: string[]; action: string };
  /** To the new address: the link that makes it the account's (docs/decisions/0190-account-security.md). */
  emailConfirmation: { subject: string; lines: (username: string) => string[]; action: string };
  /** To the address in force before a change, and the account's push devices. */
  accountNotice: {
    subject: Record<AccountChange, string>;
    /** What changed, who made it, when (already written for the reader) and, for a device, which. */
    what: (notice: { change: AccountChange; by: AccountChangeBy; when: string; device: string }) => string;
    /** The "this wasn't me" path: whom to call, at once. */
    notMe: string;
    action: string;
  };
  /**
   * An invoice's news: each subject and first line name the broker and the load number besides the
   * reference. A push's body is the first line, or, where staff gave a reason, `push` before it.
   */
  invoice: {
    action: string;
    /** "Coyote Logistics load LD-448120.": what a push body says first, before the reason. */
    push: (load: InvoiceLoad) => string;
    /** The second line is staff's reason: what they need. */
    needsDocuments: {
      subject: (load: InvoiceLoad) => string;
      lines: (load: InvoiceLoad, reason: string) => string[];
    };
    /** The first line is the push's body: the amount advanced. */
    funded: {
      subject: (load: InvoiceLoad) => string;
      lines: (load: InvoiceLoad, advance: string | null) => string[];
    };
    /** The second line is staff's reason: why. */
    declined: {
      subject: (load: InvoiceLoad) => string;
      lines: (load: InvoiceLoad, reason: string) => string[];
    };
    /** Closed unpaid (docs/decisions/0211-short-pay-and-recourse.md); the second line is staff's reason. */
    shortPaid: {
      subject: (load: InvoiceLoad) => string;
      lines: (load: InvoiceLoad, reason: string) => string[];
    };
    recourse: {
      subject: (load: InvoiceLoad) => string;
      lines: (load: InvoiceLoad, reason: string) => string[];
    };
  };
  /** The money after funding (docs/decisions/0210-money-ledger.md); the first line is the push's body. */
  money: {
    /** Where the client reads their reserve: the portal's dashboard. */
    action: string;
    paid: {
      subject: (load: InvoiceLoad) => string;
      lines: (load: InvoiceLoad, available: string | null, fee: string) => string[];
    };
    released: {
      subject: (amount: string) => string;
      lines: (amount: string, date: string, memo: string) => string[];
    };
  };
}

/**
 * The company's hours as a Spanish sentence says them: `companyEs.hours`
 * (src/content/es/company.ts), which the server does not import; a test holds
 * the two together.
 */
export const HOURS_ES = "de lunes a viernes, de 7\u00a0a.m. a 3\u00a0p.m., hora MST";

/** "Coyote Logistics load LD-448120": a load as an English sentence names it. */
const loadEn = (load: InvoiceLoad) => `${load.brokerName} load ${load.loadNumber}`;

/** "la carga LD-448120 de Coyote Logistics": a load as a Spanish sentence names it. */
const loadEs = (load: InvoiceLoad) => `la carga ${load.loadNumber} de ${load.brokerName}`;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const en: ClientWords = {
  lang: "en",
  greeting: (name) => `Hi ${name},`,
  footer: `Questions? Call ${company.phone.display} (${company.hours}) or write to ${company.email.support}.`,
  passwordPage: "/reset-password",
  invitation: {
    subject: `Your ${company.name} client portal account`,
    lines: (username) => [
      `${company.fullName} opened a client portal account for you. Your username is ${username}.`,
      "Set your password to sign in and send your loads for funding from your phone.",
      `The link works once, for ${INVITATION_DAYS} days.`,
    ],
    action: "Set your password",
  },
  reset: {
    subject: `Set a new password for your ${company.name} account`,
    lines: (username) => [
      `We got a request to set a new password for the account ${username}.`,
      `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
    action: "Set a new password",
  },
  test: {
    subject: `Test message from ${company.name}`,
    lines: ["This is the test message you asked for from your account settings. Messages reach you here."],
    action: "Open your account settings",
  },
  emailConfirmation: {
    subject: `Confirm your new e-mail address for ${company.name}`,
    lines: (username) => [
      `You asked to use this address for the account ${username}.`,
      `Open the link to make it your account's address; sign in first if the portal asks. The link works once, for ${EMAIL_CONFIRMATION_HOURS} hours. Until then we keep writing to the old address.`,
      "If you did not ask for this, ignore this e-mail: nothing changes.",
    ],
    action: "Confirm this address",
  },
  accountNotice: {
    subject: {
      "email-change-asked": `Your ${company.name} e-mail address is being changed`,
      "email-changed": `Your ${company.name} e-mail address was changed`,
      "password-changed": `Your ${company.name} password was changed`,
      "device-added": `A new device gets your ${company.name} push messages`,
    },
    what: ({ change, by, when, device }) => {
      const who =
        by === "staff" ? "by our staff, at your request" : by === "link" ? "from an e-mailed link" : "";
      switch (change) {
        case "email-change-asked":
          return `On ${when}, someone signed in to your account asked to change its e-mail address. It changes only if the link we sent to the new address is opened; until then we keep writing here.`;
        case "email-changed":
          return `On ${when}, your account's e-mail address was changed ${who}. We will not write to this address any more.`;
        case "password-changed":
          return `On ${when}, your account's password was changed${who ? ` ${who}` : ""}. Every other sign-in and every other device was signed out.`;
        case "device-added":
          return `On ${when}, push messages were turned on for your account on a new device${device ? ` (${device})` : ""}.`;
      }
    },
    notMe: `If this wasn't you, call us right away at ${company.phone.display} (${company.hours}) or write to ${company.email.security}: we will lock the account and help you take it back.`,
    action: "Open your account settings",
  },
  invoice: {
    action: "Open the invoice",
    push: (load) => `${loadEn(load)}.`,
    needsDocuments: {
      subject: (load) => `${loadEn(load)} needs documents (${load.reference})`,
      lines: (load, reason) => [
        `We need more from you before we can fund invoice ${load.reference}, for ${loadEn(load)}.`,
        `What we need: ${reason}`,
        "Add the pages to the same invoice in the app: open it and tap Add pages.",
      ],
    },
    funded: {
      subject: (load) => `${loadEn(load)} is funded (${load.reference})`,
      lines: (load, advance) => [
        advance === null
          ? `We funded invoice ${load.reference}, for ${loadEn(load)}.`
          : `We funded invoice ${load.reference}, for ${loadEn(load)}: ${advance} advanced.`,
        "Thank you for hauling with us.",
      ],
    },
    declined: {
      subject: (load) => `${loadEn(load)} was declined (${load.reference})`,
      lines: (load, reason) => [
        `We could not fund invoice ${load.reference}, for ${loadEn(load)}.`,
        `Why: ${reason}`,
        "Call us if you would like to talk it over.",
      ],
    },
    shortPaid: {
      subject: (load) => `${loadEn(load)} was closed short-paid (${load.reference})`,
      lines: (load, reason) => [
        `${load.brokerName} will not pay the rest of invoice ${load.reference} (load ${load.loadNumber}), so we closed it short-paid. What the broker did not pay, and our fee, were charged to your reserve.`,
        `Why: ${reason}`,
        "Call us if you would like to talk it over.",
      ],
    },
    recourse: {
      subject: (load) => `${loadEn(load)} was charged back to you (${load.reference})`,
      lines: (load, reason) => [
        `${load.brokerName} has not paid invoice ${load.reference} (load ${load.loadNumber}) within your recourse period, so we charged it back to you (recourse). What the broker did not pay, and our fee, were charged to your reserve.`,
        `Why: ${reason}`,
        "Call us if you would like to talk it over.",
      ],
    },
  },
  money: {
    action: "Open your Account Overview",
    paid: {
      subject: (load) => `${loadEn(load)} is paid (${load.reference})`,
      lines: (load, available, fee) => [
        available === null
          ? `${load.brokerName} paid invoice ${load.reference} (load ${load.loadNumber}) in full. After our fee of ${fee}, none of its reserve is left over.`
          : `${load.brokerName} paid invoice ${load.reference} (load ${load.loadNumber}) in full. After our fee of ${fee}, ${available} of its reserve is now available to you.`,
        "Your Account Overview shows your available reserve.",
      ],
    },
    released: {
      subject: (amount) => `${amount} of your reserve is on its way`,
      lines: (amount, date, memo) => [
        `We sent you ${amount} from your available reserve on ${date}${memo ? ` (${memo})` : ""}.`,
        "Your Account Overview shows what is left.",
      ],
    },
  },
};

const es: ClientWords = {
  lang: "es",
  greeting: (name) => `Hola, ${name}:`,
  footer: `¿Tiene preguntas? Llámenos al ${company.phone.display} (${HOURS_ES}) o escríbanos a ${company.email.support}.`,
  passwordPage: "/es/reset-password",
  invitation: {
    subject: `Su cuenta en el portal de clientes de ${company.name}`,
    lines: (username) => [
      `${company.fullName} le abrió una cuenta en el portal de clientes. Su nombre de usuario es ${username}.`,
      "Cree su contraseña para iniciar sesión y enviarnos sus cargas para financiar desde su teléfono.",
      `El enlace se puede usar una sola vez y vence en ${INVITATION_DAYS} días.`,
    ],
    action: "Crear su contraseña",
  },
  reset: {
    subject: `Cree una contraseña nueva para su cuenta de ${company.name}`,
    lines: (username) => [
      `Recibimos una solicitud para cambiar la contraseña de la cuenta ${username}.`,
      `El enlace se puede usar una sola vez y vence en ${RESET_LINK_MINUTES} minutos. Si usted no lo pidió, ignore este correo: su contraseña no cambiará.`,
    ],
    action: "Crear una contraseña nueva",
  },
  test: {
    subject: `Mensaje de prueba de ${company.name}`,
    lines: [
      "Este es el mensaje de prueba que pidió desde la configuración de su cuenta. Así le llegarán nuestros avisos.",
    ],
    action: "Abrir la configuración de su cuenta",
  },
  emailConfirmation: {
    subject: `Confirme su correo nuevo para ${company.name}`,
    lines: (username) => [
      `Usted pidió usar este correo para la cuenta ${username}.`,
      `Abra el enlace para que sea el correo de su cuenta; inicie sesión primero si el portal se lo pide. El enlace se puede usar una sola vez y vence en ${EMAIL_CONFIRMATION_HOURS} horas. Mientras tanto, seguimos escribiendo al correo anterior.`,
      "Si usted no lo pidió, ignore este correo: nada cambia.",
    ],
    action: "Confirmar este correo",
  },
  accountNotice: {
    subject: {
      "email-change-asked": `Se está cambiando el correo de su cuenta de ${company.name}`,
      "email-changed": `Se cambió el correo de su cuenta de ${company.name}`,
      "password-changed": `Se cambió la contraseña de su cuenta de ${company.name}`,
      "device-added": `Un dispositivo nuevo recibe sus notificaciones de ${company.name}`,
    },
    what: ({ change, by, when, device }) => {
      const who =
        by === "staff"
          ? "por nuestro personal, a su pedido"
          : by === "link"
            ? "desde un enlace enviado por correo"
            : "";
      switch (change) {
        case "email-change-asked":
          return `El ${when}, alguien con sesión iniciada en su cuenta pidió cambiar su correo. Solo cambia si se abre el enlace que enviamos al correo nuevo; mientras tanto, seguimos escribiendo aquí.`;
        case "email-changed":
          return `El ${when}, se cambió el correo de su cuenta${who ? ` ${who}` : ""}. Ya no escribiremos a este correo.`;
        case "password-changed":
          return `El ${when}, se cambió la contraseña de su cuenta${who ? ` ${who}` : ""}. Se cerraron todas las demás sesiones y se quitaron los demás dispositivos.`;
        case "device-added":
          return `El ${when}, se activaron las notificaciones de su cuenta en un dispositivo nuevo${device ? ` (${device})` : ""}.`;
      }
    },
    notMe: `Si no fue usted, llámenos de inmediato al ${company.phone.display} (${HOURS_ES}) o escriba a ${company.email.security}: bloquearemos la cuenta y le ayudaremos a recuperarla.`,
    action: "Abrir la configuración de su cuenta",
  },
  invoice: {
    action: "Ver la factura",
    push: (load) => `${capitalized(loadEs(load))}.`,
    needsDocuments: {
      subject: (load) => `Faltan documentos para ${loadEs(load)} (${load.reference})`,
      lines: (load, reason) => [
        `Necesitamos algo más de usted antes de poder financiar la factura ${load.reference}, de ${loadEs(load)}.`,
        `Lo que necesitamos: ${reason}`,
        'Agregue las páginas a la misma factura en la aplicación: ábrala y toque "Agregar páginas".',
      ],
    },
    funded: {
      subject: (load) => `Financiamos ${loadEs(load)} (${load.reference})`,
      lines: (load, advance) => [
        advance === null
          ? `Financiamos la factura ${load.reference}, de ${loadEs(load)}.`
          : `Financiamos la factura ${load.reference}, de ${loadEs(load)}: le adelantamos ${advance}.`,
        "Gracias por trabajar con nosotros.",
      ],
    },
    declined: {
      subject: (load) => `No pudimos financiar ${loadEs(load)} (${load.reference})`,
      lines: (load, reason) => [
        `No pudimos financiar la factura ${load.reference}, de ${loadEs(load)}.`,
        `Motivo: ${reason}`,
        "Si desea hablarlo, llámenos.",
      ],
    },
    shortPaid: {
      subject: (load) => `Cerramos con pago incompleto ${loadEs(load)} (${load.reference})`,
      lines: (load, reason) => [
        `${load.brokerName} no pagará el resto de la factura ${load.reference} (carga ${load.loadNumber}), así que la cerramos con pago incompleto. Lo que el broker no pagó y nuestro cargo se cobraron de su reserva.`,
        `Motivo: ${reason}`,
        "Si desea hablarlo, llámenos.",
      ],
    },
    recourse: {
      subject: (load) => `${capitalized(loadEs(load))} pasó a recompra (${load.reference})`,
      lines: (load, reason) => [
        `${load.brokerName} no pagó la factura ${load.reference} (carga ${load.loadNumber}) dentro de su plazo de recurso, así que usted la recompra. Lo que el broker no pagó y nuestro cargo se cobraron de su reserva.`,
        `Motivo: ${reason}`,
        "Si desea hablarlo, llámenos.",
      ],
    },
  },
  money: {
    action: "Ver el resumen de su cuenta",
    paid: {
      subject: (load) => `${capitalized(loadEs(load))} está pagada (${load.reference})`,
      lines: (load, available, fee) => [
        available === null
          ? `${load.brokerName} pagó la factura ${load.reference} (carga ${load.loadNumber}) completa. Después de nuestro cargo de ${fee}, no le queda reserva de esta factura.`
          : `${load.brokerName} pagó la factura ${load.reference} (carga ${load.loadNumber}) completa. Después de nuestro cargo de ${fee}, ${available} de su reserva ya está disponible para usted.`,
        "El resumen de su cuenta muestra su reserva disponible.",
      ],
    },
    released: {
      subject: (amount) => `Le enviamos ${amount} de su reserva`,
      lines: (amount, date, memo) => [
        `Le enviamos ${amount} de su reserva disponible el ${date}${memo ? ` (${memo})` : ""}.`,
        "El resumen de su cuenta muestra lo que queda.",
      ],
    },
  },
};

export const CLIENT_WORDS: Readonly<Record<Locale, ClientWords>> = { en, es };
