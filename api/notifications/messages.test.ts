import { describe, expect, test } from "vitest";
import { escapeHtml } from "../lib/html";
import { messageOf, pushMessageOf } from "./messages";

const SITE = "https://tpf.example.com";

test("names and reasons are text in the HTML copy, never markup, and the link is the site's", () => {
  const message = messageOf(
    {
      kind: "new-invoice",
      reference: "INV-7K3M-9PX2",
      companyName: 'Acme <b onclick="x">',
      totalCents: 125_050,
      flags: [],
    },
    SITE,
  );
  expect(message.subject).toBe('New invoice INV-7K3M-9PX2 from Acme <b onclick="x">');
  expect(message.html).toContain("Acme &lt;b onclick=&quot;x&quot;&gt;");
  expect(message.html).not.toContain("<b onclick");
  expect(message.text).toContain("Total: $1,250.50");
  expect(message.text).toContain(`Review the invoice: ${SITE}/admin/invoices/INV-7K3M-9PX2`);
  expect(message.html).toContain(`href="${SITE}/admin/invoices/INV-7K3M-9PX2"`);
});

test("a staff alert names the flag, another client's document first; pages sent on request come back as a re-submission", () => {
  const flagged = messageOf(
    {
      kind: "new-invoice",
      reference: "INV-7K3M-9PX2",
      companyName: "Acme Hauling",
      totalCents: 125_050,
      flags: [
        { words: "another client sent this document", references: ["INV-AAAA-BBBB"] },
        { words: "possible duplicate of the client's own invoice", references: ["INV-CCCC-DDDD"] },
      ],
    },
    SITE,
  );
  expect(flagged.subject).toBe(
    "New invoice INV-7K3M-9PX2 from Acme Hauling (flagged: another client sent this document)",
  );
  expect(flagged.text).toContain(
    "Flagged: another client sent this document (INV-AAAA-BBBB). Check it before funding.",
  );
  expect(flagged.text).toContain("Flagged: Another client sent this document");
  expect(flagged.text).toContain("Flagged: possible duplicate of the client's own invoice (INV-CCCC-DDDD).");
  const again = messageOf(
    {
      kind: "invoice-resubmitted",
      reference: "INV-7K3M-9PX2",
      companyName: "Acme Hauling",
      totalCents: 125_050,
      flags: [],
    },
    SITE,
  );
  expect(again.subject).toBe("Re-submitted invoice INV-7K3M-9PX2 from Acme Hauling");
  expect(again.text).toContain(
    "A client sent the pages you asked for: the invoice is back in Submitted, for review again.",
  );
  expect(again.text).not.toContain("Flagged");
  expect(again.text).toContain(`Review the invoice: ${SITE}/admin/invoices/INV-7K3M-9PX2`);
});

test("a client hears each status in plain words, naming the broker and the load: what is needed, what was advanced, why it was declined", () => {
  const base = {
    kind: "invoice-status",
    reference: "INV-7K3M-9PX2",
    brokerName: "Coyote Logistics",
    loadNumber: "LD-448120",
    firstName: "Maria",
  } as const;
  const needsContent = {
    ...base,
    status: "needs-documents",
    reason: "Sign the BOL",
    advanceCents: null,
  } as const;
  const needs = messageOf(needsContent, SITE);
  expect(needs.subject).toBe("Coyote Logistics load LD-448120 needs documents (INV-7K3M-9PX2)");
  expect(needs.text).toMatch(
    /^Hi Maria,\n\nWe need more from you before we can fund invoice INV-7K3M-9PX2, for Coyote Logistics load LD-448120\.\n\nWhat we need: Sign the BOL\n/,
  );
  expect(needs.text).toContain(`Open the invoice: ${SITE}/invoices/INV-7K3M-9PX2`);
  expect(pushMessageOf(needsContent)).toEqual({
    title: "Coyote Logistics load LD-448120 needs documents (INV-7K3M-9PX2)",
    body: "Coyote Logistics load LD-448120. What we need: Sign the BOL",
    url: "/invoices/INV-7K3M-9PX2",
  });
  const fundedContent = { ...base, status: "funded", reason: "", advanceCents: 237_500 } as const;
  const funded = messageOf(fundedContent, SITE);
  expect(funded.subject).toBe("Coyote Logistics load LD-448120 is funded (INV-7K3M-9PX2)");
  expect(funded.text).toContain(
    "We funded invoice INV-7K3M-9PX2, for Coyote Logistics load LD-448120: $2,375.00 advanced.",
  );
  expect(pushMessageOf(fundedContent).body).toBe(
    "We funded invoice INV-7K3M-9PX2, for Coyote Logistics load LD-448120: $2,375.00 advanced.",
  );
  const declinedContent = {
    ...base,
    status: "declined",
    reason: "The load was cancelled",
    advanceCents: null,
  } as const;
  const declined = messageOf(declinedContent, SITE);
  expect(declined.subject).toBe("Coyote Logistics load LD-448120 was declined (INV-7K3M-9PX2)");
  expect(declined.text).toContain(
    "We could not fund invoice INV-7K3M-9PX2, for Coyote Logistics load LD-448120.\n\nWhy: The load was cancelled",
  );
  expect(pushMessageOf(declinedContent).body).toBe(
    "Coyote Logistics load LD-448120. Why: The load was cancelled",
  );
  // The broker's name and the load number are the client's own words: text in the HTML, never markup.
  const marked = messageOf({ ...declinedContent, brokerName: "Acme <i>" }, SITE);
  expect(marked.html).toContain("Acme &lt;i&gt; load LD-448120");
  expect(marked.html).not.toContain("<i>");
});

// A Spanish-speaking client's messages (docs/decisions/0160-notifications.md, "Language").

describe("in Spanish", () => {
  const base = {
    kind: "invoice-status",
    reference: "INV-7K3M-9PX2",
    brokerName: "Coyote Logistics",
    loadNumber: "LD-448120",
    firstName: "María",
    locale: "es",
  } as const;
  const FOOTER_ES =
    "¿Tiene preguntas? Llámenos al (801) 555-0142 (de lunes a viernes, de 7\u00a0a.m. a 3\u00a0p.m., hora MST) o escríbanos a support@example.com.";

  test("needs documents: subject, the whole text, the HTML copy and the push, all Spanish", () => {
    const content = {
      ...base,
      status: "needs-documents",
      reason: "Firme el BOL <p. 2>",
      advanceCents: null,
    } as const;
    const message = messageOf(content, SITE);
    expect(message.subject).toBe(
      "Faltan documentos para la carga LD-448120 de Coyote Logistics (INV-7K3M-9PX2)",
    );
    expect(message.text).toBe(
      [
        "Hola, María:",
        "",
        "Necesitamos algo más de usted antes de poder financiar la factura INV-7K3M-9PX2, de la carga LD-448120 de Coyote Logistics.",
        "",
        "Lo que necesitamos: Firme el BOL <p. 2>",
        "",
        'Agregue las páginas a la misma factura en la aplicación: ábrala y toque "Agregar páginas".',
        "",
        `Ver la factura: ${SITE}/invoices/INV-7K3M-9PX2`,
        "",
        "--",
        FOOTER_ES,
        "",
      ].join("\n"),
    );
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain(">Hola, María:</p>");
    expect(message.html).toContain("Lo que necesitamos: Firme el BOL &lt;p. 2&gt;");
    expect(message.html).toContain(`<a href="${SITE}/invoices/INV-7K3M-9PX2"`);
    expect(message.html).toContain(">Ver la factura</a>");
    expect(message.html).toContain(escapeHtml(FOOTER_ES));
    expect(pushMessageOf(content)).toEqual({
      title: "Faltan documentos para la carga LD-448120 de Coyote Logistics (INV-7K3M-9PX2)",
      body: "La carga LD-448120 de Coyote Logistics. Lo que necesitamos: Firme el BOL <p. 2>",
      url: "/invoices/INV-7K3M-9PX2",
    });
  });

  test("funded: the amount advanced written for es-US, with and without an amount", () => {
    const content = { ...base, status: "funded", reason: "", advanceCents: 123_456_78 } as const;
    const message = messageOf(content, SITE);
    const said =
      "Financiamos la factura INV-7K3M-9PX2, de la carga LD-448120 de Coyote Logistics: le adelantamos $123,456.78.";
    expect(message.subject).toBe("Financiamos la carga LD-448120 de Coyote Logistics (INV-7K3M-9PX2)");
    expect(message.text).toContain(`${said}\n\nGracias por trabajar con nosotros.\n`);
    expect(message.html).toContain(said);
    expect(message.html).toContain('<html lang="es">');
    expect(pushMessageOf(content)).toEqual({
      title: "Financiamos la carga LD-448120 de Coyote Logistics (INV-7K3M-9PX2)",
      body: said,
      url: "/invoices/INV-7K3M-9PX2",
    });
    const without = messageOf({ ...content, advanceCents: null }, SITE);
    expect(without.text).toContain(
      "Financiamos la factura INV-7K3M-9PX2, de la carga LD-448120 de Coyote Logistics.\n",
    );
  });

  test("declined: why, and an offer to talk it over", () => {
    const content = {
      ...base,
      status: "declined",
      reason: "El broker canceló la carga",
      advanceCents: null,
    } as const;
    const message = messageOf(content, SITE);
    expect(message.subject).toBe(
      "No pudimos financiar la carga LD-448120 de Coyote Logistics (INV-7K3M-9PX2)",
    );
    expect(message.text).toMatch(
      /^Hola, María:\n\nNo pudimos financiar la factura INV-7K3M-9PX2, de la carga LD-448120 de Coyote Logistics\.\n\nMotivo: El broker canceló la carga\n\nSi desea hablarlo, llámenos\.\n/,
    );
    expect(message.text).toContain(`Ver la factura: ${SITE}/invoices/INV-7K3M-9PX2`);
    expect(message.html).toContain("Motivo: El broker canceló la carga");
    expect(pushMessageOf(content)).toEqual({
      title: "No pudimos financiar la carga LD-448120 de Coyote Logistics (INV-7K3M-9PX2)",
      body: "La carga LD-448120 de Coyote Logistics. Motivo: El broker canceló la carga",
      url: "/invoices/INV-7K3M-9PX2",
    });
  });

  test("the test message opens the account settings (one address: the portal follows the account's language)", () => {
    const content = { kind: "test", name: "María", account: "client", locale: "es" } as const;
    const message = messageOf(content, SITE);
    expect(message.subject).toBe("Mensaje de prueba de TPF");
    expect(message.text).toBe(
      [
        "Hola, María:",
        "",
        "Este es el mensaje de prueba que pidió desde la configuración de su cuenta. Así le llegarán nuestros avisos.",
        "",
        `Abrir la configuración de su cuenta: ${SITE}/account-settings`,
        "",
        "--",
        FOOTER_ES,
        "",
      ].join("\n"),
    );
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain(">Abrir la configuración de su cuenta</a>");
    expect(pushMessageOf(content)).toEqual({
      title: "Mensaje de prueba de TPF",
      body: "Este es el mensaje de prueba que pidió desde la configuración de su cuenta. Así le llegarán nuestros avisos.",
      url: "/account-settings",
    });
  });

  test("staff's test message stays English whatever language it names", () => {
    const message = messageOf({ kind: "test", name: "Dana", account: "staff", locale: "es" }, SITE);
    expect(message.subject).toBe("Test message from TPF");
    expect(message.text).toMatch(/^Hi Dana,\n/);
    expect(message.text).toContain(`Open the staff dashboard: ${SITE}/admin`);
    expect(message.html).toContain('<html lang="en">');
  });

  test("an invitation links to the Spanish password page", () => {
    const message = messageOf(
      {
        kind: "password-link",
        purpose: "invitation",
        name: "María",
        username: "rivera",
        linkId: "id",
        token: "abc.def",
        locale: "es",
      },
      SITE,
    );
    expect(message.subject).toBe("Su cuenta en el portal de clientes de TPF");
    expect(message.text).toBe(
      [
        "Hola, María:",
        "",
        "Truckers Preferred Funding le abrió una cuenta en el portal de clientes. Su nombre de usuario es rivera.",
        "",
        "Cree su contraseña para iniciar sesión y enviarnos sus cargas para financiar desde su teléfono.",
        "",
        "El enlace se puede usar una sola vez y vence en 7 días.",
        "",
        `Crear su contraseña: ${SITE}/es/reset-password?token=abc.def`,
        "",
        "--",
        FOOTER_ES,
        "",
      ].join("\n"),
    );
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain(`<a href="${SITE}/es/reset-password?token=abc.def"`);
    expect(message.html).toContain(">Crear su contraseña</a>");
  });

  test("a reset links to the Spanish password page and says how long it works", () => {
    const message = messageOf(
      {
        kind: "password-link",
        purpose: "reset",
        name: "María",
        username: "rivera",
        linkId: "id",
        token: "abc.def",
        locale: "es",
      },
      SITE,
    );
    expect(message.subject).toBe("Cree una contraseña nueva para su cuenta de TPF");
    expect(message.text).toContain("Recibimos una solicitud para cambiar la contraseña de la cuenta rivera.");
    expect(message.text).toContain(
      "El enlace se puede usar una sola vez y vence en 30 minutos. Si usted no lo pidió, ignore este correo: su contraseña no cambiará.",
    );
    expect(message.text).toContain(`Crear una contraseña nueva: ${SITE}/es/reset-password?token=abc.def`);
    expect(message.html).toContain(`<a href="${SITE}/es/reset-password?token=abc.def"`);
    expect(message.html).toContain('<html lang="es">');
  });

  test("the same words in English: the English password page, English HTML", () => {
    const message = messageOf(
      {
        kind: "password-link",
        purpose: "reset",
        name: "Maria",
        username: "rivera",
        linkId: "id",
        token: "abc.def",
      },
      SITE,
    );
    expect(message.subject).toBe("Set a new password for your TPF account");
    expect(message.text).toContain(`Set a new password: ${SITE}/reset-password?token=abc.def`);
    expect(message.html).toContain('<html lang="en">');
  });
});
