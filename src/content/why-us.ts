import { BadgePercent, FileCheck, Fuel, Headset, UserRound, Zap } from "lucide-react";
import type { Locale } from "../../api/contract/words";
import { company, companyWords, type CompanyWords } from "./company";
import { FACTORING_RATES } from "./figures";
import { fuelSavings, fuelTiersIn } from "./fuel-tiers";
import type { SectionCopy } from "./section-copy";
import type { Advantage, ComparisonRow, Stat } from "./types";
import { byPosition } from "./by-position";

/*
 * The Why Us page: the advantages' icons and order, the figures (stats, rates, fuel savings) and the
 * company's facts are written once; only the words are per language, filled with the same figures
 * (docs/decisions/0171-one-route-tree.md, "Content").
 */

/** The Why Us page's words in one language. */
export interface WhyUsContent {
  /** The page's title and description in search results and shared links. */
  meta: { title: string; description: string };
  header: SectionCopy;
  stats: readonly Stat[];
  advantages: { eyebrow: string; title: string; items: readonly Advantage[] };
  comparison: SectionCopy & {
    /** The table's name, for screen readers. */
    caption: string;
    /** The scrolling region around the table, for screen readers. */
    regionLabel: string;
    /** The first column's heading, read but not shown. */
    featureHead: string;
    tpfLabel: string;
    othersLabel: string;
    rows: readonly ComparisonRow[];
  };
  stories: SectionCopy;
  ctaTitle: string;
}

/** The six advantages' icons, in order: speed, advance, no contract, one contact, support, fuel. */
const ADVANTAGE_ICONS = [Zap, BadgePercent, FileCheck, UserRound, Headset, Fuel] as const;

/** The stats' figures, in order: years, clients, satisfaction, largest advance. */
const STAT_VALUES = [
  company.yearsInBusiness,
  company.clients,
  company.satisfaction,
  `${company.maxAdvancePercent}%`,
] as const;

/** The comparison's figures: our rates and the industry's, and how long others take to fund. */
const RATES = {
  tpf: `${FACTORING_RATES.lowest}-${FACTORING_RATES.highest}`,
  others: "2.0%-6.0%",
  lowest: FACTORING_RATES.lowest,
} as const;
const OTHERS_FUNDING_DAYS = "2-5";
const OTHERS_CONTRACT_YEARS = "1-3";

type Six<T> = readonly [T, T, T, T, T, T];
type Four<T> = readonly [T, T, T, T];

/** The page's words in one language: one label per stat, one advantage's words per icon. */
interface WhyUsWords extends Omit<WhyUsContent, "stats" | "advantages" | "comparison"> {
  stats: Four<string>;
  advantages: { eyebrow: string; title: string; items: Six<Omit<Advantage, "icon">> };
  comparison: Omit<WhyUsContent["comparison"], "rows"> & {
    features: readonly [rates: string, speed: string, contract: string];
    others: readonly [speed: string, contract: string];
    noContract: string;
  };
}

/** The figures and facts a language's words are filled with. */
interface Facts extends CompanyWords {
  name: string;
  maxAdvancePercent: number;
  fundingHours: number;
  /** The fuel card tiers' names in the language, cheapest first, and their savings a gallon. */
  tiers: readonly string[];
  savings: string;
}

const words: Record<Locale, (facts: Facts) => WhyUsWords> = {
  en: (facts) => ({
    meta: {
      title: "Why Truckers Choose TPF",
      description: `Rates from ${RATES.lowest}, funding in ${facts.fundingTime} and no long-term contracts. See how TPF compares with other factoring companies.`,
    },
    header: {
      eyebrow: "Why TPF",
      title: "Faster money, lower rates, no lock-in",
      lead: "We built TPF for carriers who are tired of waiting on brokers and reading the fine print. Here's what makes us different.",
    },
    stats: [
      "Years funding truckers",
      "Clients served",
      "Client satisfaction",
      "Advance on invoices, at most",
    ],
    advantages: {
      eyebrow: "Our advantages",
      title: "Six reasons carriers switch to TPF",
      items: [
        {
          title: `Funding in ${facts.fundingHours} Hours`,
          highlight: `${facts.fundingHours}-hour funding`,
          text: "Send your invoice today and have the money tomorrow. No waiting weeks while brokers process paperwork.",
        },
        {
          title: `Up to ${facts.maxAdvancePercent}% Advance`,
          highlight: `Up to ${facts.maxAdvancePercent}% upfront`,
          text: "Most of the invoice is in your account on day one. The rest, less our fee, follows when your customer pays.",
        },
        {
          title: "No Long\u2011Term Contracts",
          highlight: "No lock-in",
          text: "Stay because the service is good, not because a contract says so. No minimum volume either.",
        },
        {
          title: "Dedicated Account Manager",
          highlight: "One point of contact",
          text: "One person who knows your business, your lanes and your customers, and who picks up when you call.",
        },
        {
          title: "24/7 Support",
          highlight: "Day and night",
          text: "Breakdowns and late deliveries don't keep office hours. Our support line is answered around the clock.",
        },
        {
          title: "Fuel Card Savings",
          highlight: `${facts.savings} off per gallon`,
          text: `${facts.tiers.slice(0, -1).join(", ")} and ${facts.tiers.at(-1)} fuel cards cut your biggest expense at thousands of locations nationwide.`,
        },
      ],
    },
    comparison: {
      eyebrow: "Compare",
      title: "TPF vs. other factoring companies",
      lead: "Typical terms in the freight factoring industry, side by side with ours.",
      caption: `${facts.name} compared with other factors`,
      regionLabel: "Comparison table",
      featureHead: "Feature",
      tpfLabel: facts.name,
      othersLabel: "Other factors",
      features: ["Factoring rates", "Funding speed", "Contract terms"],
      others: [`${OTHERS_FUNDING_DAYS} days`, `${OTHERS_CONTRACT_YEARS} year contracts`],
      noContract: "No long-term contracts",
    },
    stories: {
      eyebrow: "Customer stories",
      title: "Carriers from coast to coast",
      lead: "Owner-operators, fleets and logistics companies on what changed after they switched.",
    },
    ctaTitle: "See what you'd pay with TPF",
  }),
  es: (facts) => ({
    meta: {
      title: "Por qué los transportistas eligen TPF",
      description: `Tarifas desde el ${RATES.lowest}, fondos en ${facts.fundingTime} y sin contratos a largo plazo. Vea cómo se compara TPF con otras empresas de factoraje.`,
    },
    header: {
      eyebrow: "Por qué TPF",
      title: "Dinero más rápido, tarifas más bajas y sin ataduras",
      lead: "Creamos TPF para los transportistas cansados de esperar a los brokers y de leer la letra pequeña. Esto es lo que nos hace diferentes.",
    },
    stats: [
      "Años financiando a camioneros",
      "Clientes atendidos",
      "Satisfacción de los clientes",
      "Adelanto máximo por factura",
    ],
    advantages: {
      eyebrow: "Nuestras ventajas",
      title: "Seis razones para cambiarse a TPF",
      items: [
        {
          title: `Fondos en ${facts.fundingTime}`,
          highlight: `Pago en ${facts.fundingTime}`,
          text: "Envíe su factura hoy y tenga el dinero mañana. Nada de esperar semanas mientras los brokers procesan el papeleo.",
        },
        {
          title: `Adelanto de hasta el ${facts.maxAdvancePercent}%`,
          highlight: `Hasta ${facts.maxAdvancePercent}% por adelantado`,
          text: "La mayor parte de la factura está en su cuenta el primer día. El resto, menos nuestra tarifa, le llega cuando su cliente paga.",
        },
        {
          title: "Sin contratos a largo plazo",
          highlight: "Sin ataduras",
          text: "Quédese porque el servicio es bueno, no porque un contrato lo obligue. Tampoco hay volumen mínimo.",
        },
        {
          title: "Gerente de cuenta dedicado",
          highlight: "Un solo contacto",
          text: "Una persona que conoce su negocio, sus rutas y sus clientes, y que contesta cuando usted llama.",
        },
        {
          title: "Atención 24/7",
          highlight: "De día y de noche",
          text: "Las averías y las entregas atrasadas no respetan el horario de oficina. Nuestra línea de atención contesta a toda hora.",
        },
        {
          title: "Ahorro en combustible",
          highlight: `${facts.savings} menos por galón`,
          text: `Las tarjetas de combustible ${facts.tiers.slice(0, -1).join(", ")} y ${facts.tiers.at(-1)} reducen su mayor gasto en miles de estaciones de todo el país.`,
        },
      ],
    },
    comparison: {
      eyebrow: "Compárenos",
      title: "TPF frente a otras empresas de factoraje",
      lead: "Las condiciones habituales en el factoraje de fletes, junto a las nuestras.",
      caption: `${facts.name} comparado con otras empresas de factoraje`,
      regionLabel: "Tabla comparativa",
      featureHead: "Concepto",
      tpfLabel: facts.name,
      othersLabel: "Otras empresas",
      features: ["Tarifas de factoraje", "Rapidez del pago", "Duración del contrato"],
      others: [
        `${OTHERS_FUNDING_DAYS} días`,
        `Contratos de ${OTHERS_CONTRACT_YEARS.replace("-", " a ")} años`,
      ],
      noContract: "Sin contratos a largo plazo",
    },
    stories: {
      eyebrow: "Historias de clientes",
      title: "Transportistas de costa a costa",
      lead: "Dueños-operadores, flotas y empresas de logística cuentan qué cambió cuando se pasaron a TPF.",
    },
    ctaTitle: "Vea cuánto pagaría con TPF",
  }),
};

/** The Why Us page in `locale`: its words around the one set of icons and figures. */
export function whyUsIn(locale: Locale): WhyUsContent {
  const said = words[locale]({
    ...companyWords(locale),
    name: company.name,
    maxAdvancePercent: company.maxAdvancePercent,
    fundingHours: company.fundingHours,
    tiers: fuelTiersIn(locale).map((tier) => tier.name),
    savings: `${fuelSavings.least}-${fuelSavings.most}¢`,
  });
  const { features, others, noContract, ...comparison } = said.comparison;
  return {
    ...said,
    stats: byPosition(STAT_VALUES, said.stats, (value, label) => ({ value, label })),
    advantages: {
      ...said.advantages,
      items: byPosition(ADVANTAGE_ICONS, said.advantages.items, (icon, item) => ({ icon, ...item })),
    },
    comparison: {
      ...comparison,
      rows: [
        { feature: features[0], tpf: RATES.tpf, others: RATES.others },
        { feature: features[1], tpf: companyWords(locale).fundingTime, others: others[0] },
        { feature: features[2], tpf: noContract, others: others[1] },
      ],
    },
  };
}
