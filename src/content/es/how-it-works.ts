import { Banknote, FileText, ShieldCheck } from "lucide-react";
import { company } from "../company";
import type { FactoringExplained, HowItWorksPage } from "../how-it-works";
import type { Step } from "../types";
import { companyWords } from "../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

/*
 * Spanish of src/content/how-it-works.ts: the same shape, figures, amounts and
 * percentages (docs/decisions/0170-spanish-edition.md). The worked example's
 * numbers are not here: both pages compute them from the same factoringExample.
 */

export const factoringSteps: readonly Step[] = [
  {
    icon: FileText,
    title: "Envíe su factura",
    text: "Entregue la carga y mándenos la factura, la confirmación de tarifa y el conocimiento de embarque (BOL) firmado desde el portal en línea o la app.",
  },
  {
    icon: ShieldCheck,
    title: "Verificamos y aprobamos",
    text: "Nuestro equipo confirma la carga con su broker o embarcador y aprueba la factura, por lo general el mismo día hábil.",
  },
  {
    icon: Banknote,
    title: "Reciba su pago",
    text: `Reciba hasta el ${company.maxAdvancePercent}% del valor de la factura en ${companyEs.fundingTime}. El resto, menos nuestra tarifa, le llega cuando su cliente paga.`,
  },
];

export const factoringExplained: FactoringExplained = {
  title: "¿Qué es el factoraje de facturas?",
  paragraphs: [
    "El factoraje de facturas (factoring) consiste en vender sus facturas de flete pendientes de cobro a una empresa de factoraje para recibir el dinero hoy, en vez de esperar de 30 a 90 días a que los brokers y embarcadores le paguen. Le adelantamos de inmediato la mayor parte del valor de la factura, le cobramos a su cliente y después le enviamos el resto, menos una tarifa pequeña.",
    "Como la aprobación depende sobre todo de qué tan bien pagan sus clientes, los transportistas con autoridad nueva o con poco historial de crédito pueden calificar aunque un banco les diga que no.",
  ],
  notALoan: {
    title: "El factoraje no es un préstamo",
    text: "Usted vende una factura que ya se ganó; no pide dinero prestado. No le queda ninguna deuda en los libros, no hay pagos mensuales ni intereses que se acumulen. Cuando su cliente paga la factura, la operación queda cerrada.",
  },
};

export const howItWorksPage: HowItWorksPage = {
  meta: {
    title: "Cómo funciona el factoraje de facturas",
    description:
      "Envíe su factura, la verificamos y recibe hasta el 95% en 24 horas. Cómo funciona el factoraje de fletes y por qué no es un préstamo.",
  },
  header: {
    eyebrow: "Cómo funciona",
    title: "Cobre sus cargas en 24 horas, sin esperar de 30 a 90 días",
    lead: `Tres pasos sencillos convierten una carga entregada en dinero en su cuenta. Hasta el ${company.maxAdvancePercent}% por adelantado y el resto cuando su cliente paga.`,
  },
  steps: {
    eyebrow: "Tres pasos",
    title: "De la entrega al depósito",
    lead: "Mande sus documentos desde la parada de camiones. Nosotros nos encargamos de la verificación y el cobro.",
    items: factoringSteps,
  },
  explained: factoringExplained,
  cta: {
    title: "Hable con una persona de verdad sobre sus facturas",
    text: `Llámenos ${companyEs.hours}, o envíenos un texto al ${company.text.display} a cualquier hora. Le respondemos ${companyEs.responsePromise}.`,
  },
};
