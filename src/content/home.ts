import {
  BadgePercent,
  CreditCard,
  Fuel,
  Handshake,
  Headset,
  Smartphone,
  TrendingUp,
  Zap,
} from "lucide-react";
import type { Locale } from "../../api/contract/words";
import { company, companyWords, type CompanyWords } from "./company";
import { FACTORING_RATES, moreThan } from "./figures";
import { fuelSavings } from "./fuel-tiers";
import type { SectionCopy } from "./section-copy";
import type { Feature, Stat } from "./types";
import { byPosition } from "./by-position";

/*
 * The home page: the benefits' icons and order, the trust strip's figures and the company's facts
 * are written once; only the words are per language (docs/decisions/0171-one-route-tree.md,
 * "Content").
 */

/** One figure of the trust strip under the hero; phones show the short label. */
export interface TrustItem extends Stat {
  shortLabel: string;
}

/** The home page's words in one language. */
export interface HomeContent {
  /** The page's title and description in search results and shared links. */
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; highlights: readonly string[] };
  trust: { label: string; items: readonly TrustItem[] };
  benefits: SectionCopy & { items: readonly Feature[] };
  steps: SectionCopy & { more: string };
  stories: SectionCopy;
}

/** The eight benefits' icons, in order. */
const BENEFIT_ICONS = [
  Zap,
  Handshake,
  BadgePercent,
  Headset,
  Smartphone,
  TrendingUp,
  Fuel,
  CreditCard,
] as const;

/** The trust strip's figures, in order: years, the two associations, clients. */
const TRUST_VALUES = [
  company.yearsInBusiness,
  company.associations[0].short,
  company.associations[1].short,
  company.clients,
] as const;

type Eight<T> = readonly [T, T, T, T, T, T, T, T];
type Four<T> = readonly [T, T, T, T];

/** The page's words in one language: one benefit's words per icon, one trust label per figure. */
interface HomeWords extends Omit<HomeContent, "trust" | "benefits"> {
  trust: { label: string; items: Four<Omit<TrustItem, "value">> };
  benefits: SectionCopy & { items: Eight<Omit<Feature, "icon">> };
}

/** The figures and facts a language's words are filled with. */
interface Facts extends CompanyWords {
  name: string;
  tagline: string;
  clients: string;
  maxAdvancePercent: number;
  associations: readonly [string, string];
  /** The fuel cards' savings a gallon, least and most, in cents. */
  savings: { least: number; most: number };
}

const words: Record<Locale, (facts: Facts) => HomeWords> = {
  en: (facts) => ({
    meta: {
      title: `${facts.name}: Invoice Factoring and Fuel Cards for Trucking Companies`,
      description: `Fast invoice factoring, lines of credit and fuel cards for owner-operators and small fleets. Up to ${facts.maxAdvancePercent}% advanced, funding within ${facts.fundingTime}.`,
    },
    hero: {
      eyebrow: "Factoring for truckers",
      title: facts.tagline,
      lead: `Turn delivered loads into cash within ${facts.fundingTime}. Invoice factoring, fuel cards and credit lines for owner-operators and fleets, with no long-term contracts and no minimum volume.`,
      highlights: [
        `Up to ${facts.maxAdvancePercent}% advanced`,
        `Funding within ${facts.fundingTime}`,
        "No long-term contracts",
      ],
    },
    trust: {
      label: "Why carriers trust us",
      items: [
        { label: "Years in business", shortLabel: "Years in business" },
        { label: `${facts.associations[0]} member`, shortLabel: "Factoring association member" },
        { label: `${facts.associations[1]} member`, shortLabel: "Trucking association member" },
        { label: "Trucking clients", shortLabel: "Trucking clients" },
      ],
    },
    benefits: {
      eyebrow: "Why truckers choose TPF",
      title: "Funding built around the way you haul",
      lead: "Everything an owner-operator or growing fleet needs to keep cash moving, from the first load to the fiftieth truck.",
      items: [
        {
          title: "Fast Funding",
          text: `Get paid within ${facts.fundingTime} of sending your invoice, instead of waiting 30 to 90 days for brokers and shippers.`,
        },
        {
          title: "No Long\u2011Term Contracts",
          text: "Factor the loads you choose, when you choose. No lock-in and no minimum volume.",
        },
        {
          title: "Competitive Rates",
          text: `Factoring rates from ${FACTORING_RATES.lowest} to ${FACTORING_RATES.highest}, quoted up front so you know your cost before you factor.`,
        },
        {
          title: "24/7 Support",
          text: "Real people answer day and night, because freight doesn't stop at 5 PM and neither do we.",
        },
        {
          title: "Online Portal",
          text: "Submit invoices and track payments from the online portal or our mobile app, right from the cab.",
        },
        {
          title: "Grow Your Business",
          text: "Steady cash flow and a dedicated account manager to help you add trucks and take on better customers.",
        },
        {
          title: "Fuel Card Savings",
          text: `Save ${facts.savings.least} to ${facts.savings.most} cents per gallon at thousands of truck stops with our three-tier fuel card program.`,
        },
        {
          title: "Lines of Credit",
          text: "Small business lines of credit for repairs, equipment and slow seasons, alongside your factoring.",
        },
      ],
    },
    steps: {
      eyebrow: "How it works",
      title: "From delivered load to deposit in three steps",
      lead: "No paperwork mountain, no waiting 30 to 90 days for brokers to pay.",
      more: "See how factoring works",
    },
    stories: {
      eyebrow: "Customer stories",
      title: "Trusted by carriers across the country",
      lead: `${facts.clients} trucking businesses count on us to keep their wheels turning.`,
    },
  }),
  es: (facts) => ({
    meta: {
      title: `${facts.name}: factoraje de facturas y tarjetas de combustible para empresas de transporte`,
      description: `Factoraje de facturas, líneas de crédito y tarjetas de combustible para dueños-operadores y flotas pequeñas. Adelantos de hasta el ${facts.maxAdvancePercent}% y fondos en ${facts.fundingTime}.`,
    },
    hero: {
      eyebrow: "Factoraje para camioneros",
      // The company's tagline in Spanish.
      title: "Un flujo de efectivo sólido es la base para crecer.",
      lead: `Convierta sus cargas entregadas en efectivo en menos de ${facts.fundingTime}. Factoraje de facturas, tarjetas de combustible y líneas de crédito para dueños-operadores y flotas, sin contratos a largo plazo ni volumen mínimo.`,
      highlights: [
        `Hasta el ${facts.maxAdvancePercent}% de adelanto`,
        `Fondos en ${facts.fundingTime}`,
        "Sin contratos a largo plazo",
      ],
    },
    trust: {
      label: "Por qué confían en nosotros los transportistas",
      items: [
        { label: "Años en el negocio", shortLabel: "Años en el negocio" },
        {
          label: `Miembro de la ${facts.associations[0]}`,
          shortLabel: "Miembro de la asociación de factoraje",
        },
        {
          label: `Miembro de la ${facts.associations[1]}`,
          shortLabel: "Miembro de la asociación de transporte",
        },
        { label: "Clientes transportistas", shortLabel: "Clientes transportistas" },
      ],
    },
    benefits: {
      eyebrow: "Por qué eligen TPF",
      title: "Financiamiento a la medida de su operación",
      lead: "Todo lo que un dueño-operador o una flota en crecimiento necesita para que el dinero no se detenga, desde la primera carga hasta el camión número cincuenta.",
      items: [
        {
          title: "Fondos rápidos",
          text: `Reciba su dinero en menos de ${facts.fundingTime} después de enviar su factura, en lugar de esperar de 30 a 90 días a que le paguen los brokers y los embarcadores.`,
        },
        {
          title: "Sin contratos a largo plazo",
          text: "Usted decide qué facturas nos vende y cuándo. Sin ataduras y sin volumen mínimo.",
        },
        {
          title: "Tarifas competitivas",
          text: `Tarifas de factoraje del ${FACTORING_RATES.lowest} al ${FACTORING_RATES.highest}, cotizadas por adelantado para que sepa cuánto le cuesta antes de enviar una factura.`,
        },
        {
          title: "Atención 24/7",
          text: "Le atienden personas reales de día y de noche, porque la carga no se detiene a las 5\u00a0p.m. y nosotros tampoco.",
        },
        {
          title: "Portal en línea",
          text: "Envíe facturas y siga sus pagos desde el portal en línea o nuestra app móvil, sin salir de la cabina.",
        },
        {
          title: "Haga crecer su negocio",
          text: "Un flujo de efectivo constante y un gerente de cuenta dedicado que le ayuda a sumar camiones y a conseguir mejores clientes.",
        },
        {
          title: "Ahorro en combustible",
          text: `Ahorre de ${facts.savings.least} a ${facts.savings.most} centavos por galón en miles de paradas de camiones con nuestro programa de tarjetas de combustible de tres niveles.`,
        },
        {
          title: "Líneas de crédito",
          text: "Líneas de crédito para pequeñas empresas, para reparaciones, equipo y temporadas flojas, además de su factoraje.",
        },
      ],
    },
    steps: {
      eyebrow: "Cómo funciona",
      title: "De la carga entregada al depósito en tres pasos",
      lead: "Sin montañas de papeleo y sin esperar de 30 a 90 días a que le paguen los brokers.",
      more: "Cómo funciona el factoraje",
    },
    stories: {
      eyebrow: "Historias de clientes",
      title: "La confianza de transportistas de todo el país",
      lead: `Ya son ${moreThan(facts.clients)} las empresas de transporte que cuentan con nosotros para seguir rodando.`,
    },
  }),
};

/** The home page in `locale`: its words around the one set of icons and figures. */
export function homeIn(locale: Locale): HomeContent {
  const said = words[locale]({
    ...companyWords(locale),
    name: company.name,
    tagline: company.tagline,
    clients: company.clients,
    maxAdvancePercent: company.maxAdvancePercent,
    associations: [company.associations[0].name, company.associations[1].name],
    savings: fuelSavings,
  });
  return {
    ...said,
    trust: {
      ...said.trust,
      items: byPosition(TRUST_VALUES, said.trust.items, (value, item) => ({ value, ...item })),
    },
    benefits: {
      ...said.benefits,
      items: byPosition(BENEFIT_ICONS, said.benefits.items, (icon, item) => ({ icon, ...item })),
    },
  };
}
