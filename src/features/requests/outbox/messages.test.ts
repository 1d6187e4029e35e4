import { describe, expect, it } from "vitest";
import { NO_CONNECTION } from "../../../lib/send-queue";
import { requestWords, savedDescription, successDescription, waitingReason, whenFromNow } from "./messages";

describe("what the visitor reads about a request", () => {
  it("keeps the product's English words", () => {
    expect(requestWords("quote", "en")).toEqual({
      noun: "quote request",
      label: "Quote request",
      idle: "Get My Free Quote",
      submitting: "Submitting...",
      submitted: "Quote Submitted!",
      successTitle: "Quote Request Submitted!",
      failure: "There was a problem submitting your request. Please try again.",
    });
    expect(requestWords("fuel-card-application", "en")).toMatchObject({
      idle: "Submit Application",
      submitting: "Submitting Application...",
      submitted: "Application Submitted!",
      successTitle: "Fuel Card Application Submitted!",
      failure: "Failed to submit application. Please try again.",
    });
    expect(successDescription("Q-7K3M-9PX2")).toBe(
      "We'll contact you within 1 hour during business hours. Reference ID: Q-7K3M-9PX2",
    );
    expect(savedDescription("quote", undefined)).toBe(
      "No connection right now. Your quote request is saved on this device and will be sent by itself when the signal returns.",
    );
    expect(savedDescription("quote", Date.now() + 5 * 60_000)).toMatch(
      /^Our server is busy right now\. Your quote request is saved on this device and will be sent by itself in about 5 minutes\.$/,
    );
  });

  it("says the same in Spanish", () => {
    expect(requestWords("quote", "es")).toEqual({
      noun: "solicitud de cotización",
      label: "Solicitud de cotización",
      idle: "Pedir cotización gratis",
      submitting: "Enviando...",
      submitted: "¡Cotización enviada!",
      successTitle: "¡Solicitud de cotización enviada!",
      failure: "Hubo un problema al enviar su solicitud. Vuelva a intentarlo.",
    });
    expect(successDescription("Q-7K3M-9PX2", "es")).toBe(
      "Le contactaremos en menos de 1 hora en horario de oficina. N.º de referencia: Q-7K3M-9PX2",
    );
    expect(savedDescription("fuel-card-application", undefined, "es")).toBe(
      "Sin conexión por ahora. Su solicitud de tarjeta de combustible quedó guardada en este dispositivo y se enviará sola cuando vuelva la señal.",
    );
    const now = Date.now();
    expect(whenFromNow(now + 10_000, now, "es")).toBe("en unos segundos");
    expect(whenFromNow(now + 60_000, now, "es")).toBe("en aproximadamente un minuto");
    expect(whenFromNow(now + 3 * 60_000, now, "es")).toBe("en aproximadamente 3 minutos");
  });

  it("puts the send queue's own no-connection reason in the page's language, and the server's words as they came", () => {
    expect(waitingReason(NO_CONNECTION, "en")).toBe(NO_CONNECTION);
    expect(waitingReason(NO_CONNECTION, "es")).toBe("Sin conexión con nuestro servidor.");
    expect(waitingReason("Demasiadas solicitudes.", "es")).toBe("Demasiadas solicitudes.");
  });
});
