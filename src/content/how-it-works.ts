import { Banknote, FileText, ShieldCheck } from "lucide-react";
import type { Locale } from "../../api/contract/words";
import { company, companyWords, type CompanyWords } from "./company";
import type { Step } from "./types";
import { byPosition } from "./by-position";

/*
 * How factoring works: the steps (their icons and order), the worked example's figures and the
 * company's figures are written once; only the words are per language, each filled with the same
 * figures (docs/decisions/0171-one-route-tree.md, "Content").
 */

/** The three steps' icons, in order: send, verify, get paid (each language has a step's words for each). */
const STEP_ICONS = [FileText, ShieldCheck, Banknote] as const;

/**
 * A worked example with the factoring calculator's defaults, so the numbers
 * here and in the calculator agree.
 */
export const factoringExample = {
  invoiceAmount: 5000,
  advanceRate: 90,
  factoringRate: 2,
  paymentTermsDays: 45,
} as const;

/** What factoring is, beside the worked example. */
export interface FactoringExplained {
  title: string;
  paragraphs: readonly string[];
  notALoan: { title: string; text: string };
}

/** Everything the How It Works page says in one language, apart from the site's shared labels. */
export interface HowItWorksPage {
  /** Title and description for search results and shared links. */
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  steps: { eyebrow: string; title: string; lead: string; items: readonly Step[] };
  explained: FactoringExplained;
  cta: { title: string; text: string };
}

type StepWords = Omit<Step, "icon">;

/** The page's words in one language: one step's words for each icon, in the same order. */
interface HowItWorksWords extends Omit<HowItWorksPage, "steps"> {
  steps: Omit<HowItWorksPage["steps"], "items"> & {
    items: readonly [StepWords, StepWords, StepWords];
  };
}

/** The company's figures and its words in the language (`fundingTime`: "24 hours", "24 horas"). */
type Facts = Omit<typeof company, keyof CompanyWords> & CompanyWords;

const words: Record<Locale, (facts: Facts) => HowItWorksWords> = {
  en: (facts) => ({
    meta: {
      title: "How Invoice Factoring Works",
      description: `Submit your invoice, we verify it, you get up to ${facts.maxAdvancePercent}% within ${facts.fundingTime}. How freight factoring works and why it is not a loan.`,
    },
    header: {
      eyebrow: "How It Works",
      title: `Get paid for your loads in ${facts.fundingTime}, not 30 to 90 days`,
      lead: `Three simple steps turn a delivered load into cash in your account. Up to ${facts.maxAdvancePercent}% up front, the rest when your customer pays.`,
    },
    steps: {
      eyebrow: "Three steps",
      title: "From delivery to deposit",
      lead: "Send your paperwork from the truck stop. We handle verification and collection.",
      items: [
        {
          title: "Submit Your Invoice",
          text: "Deliver the load, then send us the invoice, rate confirmation and signed bill of lading through the online portal or mobile app.",
        },
        {
          title: "We Verify and Approve",
          text: "Our team confirms the load with your broker or shipper and approves the invoice, usually the same business day.",
        },
        {
          title: "Get Paid",
          text: `Receive up to ${facts.maxAdvancePercent}% of the invoice value within ${facts.fundingTime}. The rest, less our fee, follows when your customer pays.`,
        },
      ],
    },
    explained: {
      title: "What is invoice factoring?",
      paragraphs: [
        "Invoice factoring means selling your unpaid freight invoices to a factoring company for cash now, instead of waiting 30 to 90 days for brokers and shippers to pay. We advance most of the invoice value right away, collect the payment from your customer, then send you the rest minus a small fee.",
        "Because approval depends mainly on how reliably your customers pay, new authorities and carriers with thin credit can qualify when a bank would say no.",
      ],
      notALoan: {
        title: "Factoring is not a loan",
        text: "You are selling an invoice you have already earned, not borrowing money. There is no debt on your books, no monthly payment and no interest piling up. When your customer pays the invoice, the transaction is settled.",
      },
    },
    cta: {
      title: "Talk to a real person about your invoices",
      text: `Call us ${facts.hours}, or text ${facts.text.display} any time. We reply ${facts.responsePromise}.`,
    },
  }),
  es: (facts) => ({
    meta: {
      title: "Cómo funciona el factoraje de facturas",
      description: `Envíe su factura, la verificamos y recibe hasta el ${facts.maxAdvancePercent}% en ${facts.fundingTime}. Cómo funciona el factoraje de fletes y por qué no es un préstamo.`,
    },
    header: {
      eyebrow: "Cómo funciona",
      title: `Cobre sus cargas en ${facts.fundingTime}, sin esperar de 30 a 90 días`,
      lead: `Tres pasos sencillos convierten una carga entregada en dinero en su cuenta. Hasta el ${facts.maxAdvancePercent}% por adelantado y el resto cuando su cliente paga.`,
    },
    steps: {
      eyebrow: "Tres pasos",
      title: "De la entrega al depósito",
      lead: "Mande sus documentos desde la parada de camiones. Nosotros nos encargamos de la verificación y el cobro.",
      items: [
        {
          title: "Envíe su factura",
          text: "Entregue la carga y mándenos la factura, la confirmación de tarifa y el conocimiento de embarque (BOL) firmado desde el portal en línea o la app.",
        },
        {
          title: "Verificamos y aprobamos",
          text: "Nuestro equipo confirma la carga con su broker o embarcador y aprueba la factura, por lo general el mismo día hábil.",
        },
        {
          title: "Reciba su pago",
          text: `Reciba hasta el ${facts.maxAdvancePercent}% del valor de la factura en ${facts.fundingTime}. El resto, menos nuestra tarifa, le llega cuando su cliente paga.`,
        },
      ],
    },
    explained: {
      title: "¿Qué es el factoraje de facturas?",
      paragraphs: [
        "El factoraje de facturas (factoring) consiste en vender sus facturas de flete pendientes de cobro a una empresa de factoraje para recibir el dinero hoy, en vez de esperar de 30 a 90 días a que los brokers y embarcadores le paguen. Le adelantamos de inmediato la mayor parte del valor de la factura, le cobramos a su cliente y después le enviamos el resto, menos una tarifa pequeña.",
        "Como la aprobación depende sobre todo de qué tan bien pagan sus clientes, los transportistas con autoridad nueva o con poco historial de crédito pueden calificar aunque un banco les diga que no.",
      ],
      notALoan: {
        title: "El factoraje no es un préstamo",
        text: "Usted vende una factura que ya se ganó; no pide dinero prestado. No le queda ninguna deuda en los libros, no hay pagos mensuales ni intereses que se acumulen. Cuando su cliente paga la factura, la operación queda cerrada.",
      },
    },
    cta: {
      title: "Hable con una persona de verdad sobre sus facturas",
      text: `Llámenos ${facts.hours}, o envíenos un texto al ${facts.text.display} a cualquier hora. Le respondemos ${facts.responsePromise}.`,
    },
  }),
};

/** The How It Works page in `locale`: its words around the one list of steps and figures. */
export function howItWorksIn(locale: Locale): HowItWorksPage {
  const said = words[locale]({ ...company, ...companyWords(locale) });
  const items = byPosition(STEP_ICONS, said.steps.items, (icon, step) => ({ icon, ...step }));
  return { ...said, steps: { ...said.steps, items } };
}

/** The three steps in `locale` (the home page shows them too). */
export const factoringStepsIn = (locale: Locale): readonly Step[] => howItWorksIn(locale).steps.items;
