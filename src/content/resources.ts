import type { Locale } from "../../api/contract/words";
import { company } from "./company";
import type { SectionCopy } from "./section-copy";
import type { ArticleSlug } from "./types";
import { byPosition } from "./by-position";

/** A calculator's card, the panel it opens, and what the panel says where scripts are off. */
export interface DisclosureToolCopy {
  title: string;
  text: string;
  panelLead: string;
  /** The card's hint, closed and open. */
  open: string;
  hide: string;
  noScript: string;
}

export type NewsItem = {
  source: string;
  title: string;
  text: string;
} & ({ external: true; href: string } | { external: false; articleSlug: ArticleSlug });

/** The Resources page's copy in one language. */
export interface ResourcesCopy {
  head: { title: string; description: string };
  header: SectionCopy;
  toolsSection: SectionCopy;
  articlesSection: SectionCopy;
  newsSection: SectionCopy;
  /** The four tools at the top of Resources. */
  tools: {
    factoringCalculator: DisclosureToolCopy;
    rateQuote: DisclosureToolCopy;
    applicationForms: { title: string; text: string; href: string };
    videoTutorials: { title: string; text: string };
  };
  /** News cards: two outside sources worth a bookmark, and our own market analysis. */
  news: readonly NewsItem[];
}

/*
 * The Resources page: the tools' and the news cards' addresses, sources and order are written once;
 * only the words are per language (docs/decisions/0171-one-route-tree.md, "Content").
 */

/** The printable application, for every language (it is in English). */
const APPLICATION_FORM = "/forms/application.html";

/** The news cards' addresses and sources, in order: the regulator, diesel prices, our analysis. */
const NEWS = [
  { href: "https://www.fmcsa.dot.gov/", external: true },
  { href: "https://www.eia.gov/petroleum/gasdiesel/", external: true },
  { articleSlug: "market-outlook", external: false },
] as const;

type NewsWords = Pick<NewsItem, "source" | "title" | "text">;

/** The page's words in one language: one news card's words per card, in order. */
interface ResourcesWords extends Omit<ResourcesCopy, "tools" | "news"> {
  tools: Omit<ResourcesCopy["tools"], "applicationForms"> & {
    applicationForms: Omit<ResourcesCopy["tools"]["applicationForms"], "href">;
  };
  news: readonly [NewsWords, NewsWords, NewsWords];
}

const words: Record<Locale, () => ResourcesWords> = {
  en: () => {
    /** What a calculator's panel says where JavaScript is off. */
    const noScript = (tool: string) =>
      `The ${tool} works out the numbers with JavaScript, which is off in this browser. Turn it on, or call us and we will run them with you.`;
    return {
      head: {
        title: "Trucking Resources: Calculators, Guides and News",
        description:
          "Free factoring calculator and rate quote tool, a printable application, and practical guides on fuel, compliance, cash flow and financing.",
      },
      header: {
        eyebrow: "Resources",
        title: "Tools and guides for running a profitable trucking business",
        lead: "Run the numbers on an invoice, estimate your factoring rate, print an application and read practical guides written for owner-operators and fleets.",
      },
      toolsSection: {
        eyebrow: "Tools",
        title: "Calculators and forms",
        lead: "Everything here works on your phone, even with no signal once you've opened it.",
      },
      articlesSection: {
        eyebrow: "Articles",
        title: "Guides for owner-operators and fleets",
        lead: "Straight answers on fuel, compliance, cash flow and financing.",
      },
      newsSection: {
        eyebrow: "Industry news",
        title: "Stay ahead of the market",
        lead: "Regulations, diesel prices and our own outlook for the freight market.",
      },
      tools: {
        factoringCalculator: {
          title: "Factoring Calculator",
          text: "Work out your advance, our fee and your final payout for any invoice.",
          panelLead: "Change any value, then press Calculate. Reset puts the defaults back.",
          open: "Open calculator",
          hide: "Hide calculator",
          noScript: noScript("calculator"),
        },
        rateQuote: {
          title: "Rate Quote Tool",
          text: "Get an estimated factoring rate range for your business in seconds.",
          panelLead: "An estimate from your volume, credit, experience and freight type.",
          open: "Open rate tool",
          hide: "Hide rate tool",
          noScript: noScript("rate tool"),
        },
        applicationForms: {
          title: "Application Forms",
          text: "Print a paper application to fill in by hand and return by e-mail or mail.",
        },
        videoTutorials: {
          title: "Video Tutorials",
          text: `We haven't recorded any video tutorials yet. Until we do, call ${company.phone.display} and we'll walk you through the portal, your first invoice or the calculators.`,
        },
      },
      news: [
        {
          source: "FMCSA",
          title: "Federal Motor Carrier Safety Administration",
          text: "Rule changes, registration, hours-of-service and safety programs, straight from the regulator.",
        },
        {
          source: "U.S. EIA",
          title: "Weekly Diesel Prices",
          text: "The Energy Information Administration's weekly on-highway diesel prices, national and by region.",
        },
        {
          source: `${company.name} Market Analysis`,
          title: "Freight Market Predictions and Economic Factors",
          text: "Our mid-2025 look at rates, capacity and diesel, and the public numbers that show where freight is heading now.",
        },
      ],
    };
  },
  es: () => {
    /** What a calculator's panel says where JavaScript is off. */
    const noScript = (tool: string) =>
      `${tool} hace las cuentas con JavaScript, que está desactivado en este navegador. Actívelo, o llámenos y hacemos las cuentas con usted.`;
    return {
      head: {
        title: "Recursos para transportistas: calculadoras, guías y noticias",
        description:
          "Calculadora de factoraje y cotizador de tasas gratis, una solicitud para imprimir y guías sobre combustible, cumplimiento, flujo de efectivo y financiamiento.",
      },
      header: {
        eyebrow: "Recursos",
        title: "Herramientas y guías para manejar un negocio de transporte rentable",
        lead: "Calcule lo que recibiría por una factura, estime su tasa de factoraje, imprima una solicitud y lea guías prácticas escritas para dueños-operadores y flotas.",
      },
      toolsSection: {
        eyebrow: "Herramientas",
        title: "Calculadoras y formularios",
        lead: "Todo funciona en su teléfono, incluso sin señal, una vez que lo haya abierto.",
      },
      articlesSection: {
        eyebrow: "Artículos",
        title: "Guías para dueños-operadores y flotas",
        lead: "Respuestas claras sobre combustible, cumplimiento, flujo de efectivo y financiamiento.",
      },
      newsSection: {
        eyebrow: "Noticias del sector",
        title: "Adelántese al mercado",
        lead: "Regulaciones, precios del diésel y nuestro propio pronóstico del mercado de carga.",
      },
      tools: {
        factoringCalculator: {
          title: "Calculadora de factoraje",
          text: "Calcule su adelanto, nuestro cargo y su pago final para cualquier factura.",
          panelLead: "Cambie cualquier valor y oprima Calcular. Restablecer vuelve a los valores iniciales.",
          open: "Abrir la calculadora",
          hide: "Ocultar la calculadora",
          noScript: noScript("La calculadora"),
        },
        rateQuote: {
          title: "Cotizador de tasas",
          text: "Obtenga en segundos un rango estimado de la tasa de factoraje para su negocio.",
          panelLead: "Un estimado según su volumen, crédito, experiencia y tipo de carga.",
          open: "Abrir el cotizador",
          hide: "Ocultar el cotizador",
          noScript: noScript("El cotizador"),
        },
        applicationForms: {
          title: "Formularios de solicitud",
          text: "Imprima una solicitud en papel (en inglés), llénela a mano y envíela por correo electrónico o por correo postal.",
        },
        videoTutorials: {
          title: "Tutoriales en video",
          text: `Todavía no hemos grabado tutoriales en video. Mientras tanto, llame al ${company.phone.display} y le guiamos por el portal, su primera factura o las calculadoras.`,
        },
      },
      news: [
        {
          source: "FMCSA",
          title: "Administración Federal de Seguridad de Autotransportes",
          text: "Cambios en las reglas, registro, horas de servicio y programas de seguridad, directo del organismo regulador (sitio en inglés).",
        },
        {
          source: "EIA de EE. UU.",
          title: "Precios semanales del diésel",
          text: "Los precios semanales del diésel en carretera de la Administración de Información Energética, a nivel nacional y por región (sitio en inglés).",
        },
        {
          source: `Análisis de mercado de ${company.name}`,
          title: "Predicciones del mercado de carga y factores económicos",
          text: "Nuestro análisis de mediados de 2025 sobre tarifas, capacidad y diésel, y los datos públicos que muestran hacia dónde va la carga ahora.",
        },
      ],
    };
  },
};

/** The Resources page's copy in `locale`: its words around the one set of addresses. */
export function resourcesCopyIn(locale: Locale): ResourcesCopy {
  const said = words[locale]();
  return {
    ...said,
    tools: { ...said.tools, applicationForms: { ...said.tools.applicationForms, href: APPLICATION_FORM } },
    news: byPosition(NEWS, said.news, (where, card): NewsItem => ({ ...card, ...where })),
  };
}
