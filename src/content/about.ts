import { Eye, Handshake, Timer, Wrench } from "lucide-react";
import type { Locale } from "../../api/contract/words";
import { company, companyWords, type CompanyWords } from "./company";
import { moreThan } from "./figures";
import type { SectionCopy } from "./section-copy";
import type { Feature, Stat } from "./types";
import { byPosition } from "./by-position";

/*
 * The About page: the values' icons, the stats and the company's facts are written once; only the
 * words are per language (docs/decisions/0171-one-route-tree.md, "Content"). The leadership team is
 * not here: staff keep it, in every language, on the team screen.
 */

/** The About page's words in one language. */
export interface AboutContent {
  /** The page's title and description in search results and shared links. */
  meta: { title: string; description: string };
  header: SectionCopy;
  story: { title: string; paragraphs: readonly string[] };
  mission: { label: string; text: string };
  stats: readonly Stat[];
  values: SectionCopy & { items: readonly Feature[] };
  team: SectionCopy;
  office: {
    eyebrow: string;
    title: string;
    /** Said before the phone number, which is the link: "Call (801) 555-0142". */
    call: string;
    /** Said before the texting number: "Text (801) 555-0187". */
    text: string;
    hours: string;
  };
  ctaTitle: string;
}

/** The four values' icons, in order: speed, clear terms, partnership, know-how. */
const VALUE_ICONS = [Timer, Eye, Handshake, Wrench] as const;

/** The three stats under the company story, in order: years, clients, satisfaction. */
const STAT_VALUES = [company.yearsInBusiness, company.clients, company.satisfaction] as const;

type Three<T> = readonly [T, T, T];
type Four<T> = readonly [T, T, T, T];

/** The page's words in one language: one label per stat, one value's words per icon. */
interface AboutWords extends Omit<AboutContent, "stats" | "values"> {
  stats: Three<string>;
  values: SectionCopy & { items: Four<Omit<Feature, "icon">> };
}

/** The company's facts, and its words in the language. */
type Facts = Omit<typeof company, keyof CompanyWords> & CompanyWords;

const words: Record<Locale, (facts: Facts) => AboutWords> = {
  en: (facts) => ({
    meta: {
      title: "About TPF",
      description: `${facts.fullName}: ${facts.yearsInBusiness} years funding trucking businesses from ${facts.address.city}, ${facts.clients} clients served, ${facts.satisfaction} client satisfaction.`,
    },
    header: {
      eyebrow: "About Us",
      title: "Fast, fair funding from people who know trucking",
      lead: `${facts.fullName} helps owner-operators, fleets, brokers and logistics companies turn invoices into cash and keep their wheels turning.`,
    },
    story: {
      title: "Built by people who've worked the dispatch desk",
      paragraphs: [
        `${facts.fullName} started in ${facts.address.city} ${facts.yearsInBusiness} years ago with a simple idea: small carriers deserve funding that moves as fast as they do. Our founder grew up dispatching for her family's six-truck flatbed outfit in Ogden and watched good drivers park trucks because a broker was 60 days late.`,
        "After a decade in commercial lending she knew the money existed. What was missing was a funding partner who understood bills of lading, detention time and fuel surcharges, and who answered the phone. So she built one.",
        `Today ${facts.name} funds ${facts.clients} trucking businesses across the country, from single-truck owner-operators to 50-truck fleets, freight brokers and logistics companies, with the same promise: fast money, clear terms, and people who know trucking.`,
      ],
    },
    mission: {
      label: "Our mission",
      text: "To keep America's small carriers rolling with fast, fair and plain-spoken funding, so every owner-operator and fleet can grow on their own terms.",
    },
    stats: ["Years in business", "Clients served", "Client satisfaction"],
    values: {
      eyebrow: "What we stand for",
      title: "Our values",
      lead: "Four promises that guide every advance, every phone call and every statement we send.",
      items: [
        {
          title: "Speed that matters",
          text: `An hour a driver waits on money is an hour off the road. We fund within ${facts.fundingTime} and answer the phone around the clock.`,
        },
        {
          title: "Clear terms",
          text: "Rates quoted up front, statements you can read, and no long-term contracts. You always know what you'll receive.",
        },
        {
          title: "Real partnership",
          text: "Every client gets a dedicated account manager who learns your lanes, your customers and your goals.",
        },
        {
          title: "Trucking know-how",
          text: "Our team includes former drivers, dispatchers and fleet owners. We speak your language because we've lived it.",
        },
      ],
    },
    team: {
      eyebrow: "Leadership",
      title: "Meet our leadership team",
      lead: "Former drivers, dispatchers and lenders who run TPF the way they wish their own funding partners had.",
    },
    office: {
      eyebrow: "Our office",
      title: `Come see us in ${facts.address.city}`,
      call: "Call",
      text: "Text",
      hours: `Office hours ${facts.hours}. 24/7 support line for clients. We reply ${facts.responsePromise}.`,
    },
    ctaTitle: `Join ${facts.clients} carriers who get paid faster`,
  }),
  es: (facts) => ({
    meta: {
      title: "Acerca de TPF",
      description: `${facts.fullName}: ${moreThan(facts.yearsInBusiness)} años financiando a empresas de transporte desde ${facts.address.city}, ${facts.clients} clientes y ${facts.satisfaction} de satisfacción.`,
    },
    header: {
      eyebrow: "Quiénes somos",
      title: "Financiamiento rápido y justo, de gente que conoce el transporte",
      lead: `${facts.fullName} ayuda a dueños-operadores, flotas, brokers y empresas de logística a convertir sus facturas en efectivo y a seguir rodando.`,
    },
    story: {
      title: "Creada por gente que ha trabajado en el despacho",
      paragraphs: [
        `${facts.fullName} nació en ${facts.address.city} hace ${moreThan(facts.yearsInBusiness)} años con una idea sencilla: los transportistas pequeños merecen un financiamiento que se mueva tan rápido como ellos. Nuestra fundadora creció despachando cargas para la empresa de su familia en Ogden, seis camiones de plataforma, y vio a buenos choferes dejar sus camiones parados porque un broker llevaba 60 días de atraso en el pago.`,
        "Después de diez años en préstamos comerciales, sabía que el dinero existía. Lo que faltaba era un socio financiero que entendiera de conocimientos de embarque, tiempos de espera y recargos por combustible, y que contestara el teléfono. Así que ella lo creó.",
        `Hoy ${facts.name} financia a ${moreThan(facts.clients)} empresas de transporte en todo el país, desde dueños-operadores con un solo camión hasta flotas de 50 camiones, brokers de carga y empresas de logística, con la misma promesa: dinero rápido, condiciones claras y gente que conoce el transporte.`,
      ],
    },
    mission: {
      label: "Nuestra misión",
      text: "Mantener en marcha a los pequeños transportistas de Estados Unidos con un financiamiento rápido, justo y sin rodeos, para que cada dueño-operador y cada flota crezca a su manera.",
    },
    stats: ["Años en el negocio", "Clientes atendidos", "Satisfacción de los clientes"],
    values: {
      eyebrow: "Lo que nos distingue",
      title: "Nuestros valores",
      lead: "Cuatro promesas que guían cada adelanto, cada llamada y cada estado de cuenta que enviamos.",
      items: [
        {
          title: "Rapidez que cuenta",
          text: `Cada hora que un chofer espera su dinero es una hora fuera de la carretera. Pagamos en menos de ${facts.fundingTime} y contestamos el teléfono a toda hora.`,
        },
        {
          title: "Condiciones claras",
          text: "Tarifas cotizadas por adelantado, estados de cuenta fáciles de leer y sin contratos a largo plazo. Siempre sabe cuánto va a recibir.",
        },
        {
          title: "Una alianza de verdad",
          text: "Cada cliente tiene un gerente de cuenta dedicado que aprende sus rutas, sus clientes y sus metas.",
        },
        {
          title: "Conocemos el transporte",
          text: "En nuestro equipo hay exchoferes, despachadores y dueños de flotas. Hablamos su idioma porque lo hemos vivido.",
        },
      ],
    },
    team: {
      eyebrow: "Dirección",
      title: "Conozca a nuestro equipo directivo",
      lead: "Exchoferes, despachadores y prestamistas que dirigen TPF como les habría gustado que los atendieran sus propios socios financieros.",
    },
    office: {
      eyebrow: "Nuestra oficina",
      title: `Visítenos en ${facts.address.city}`,
      call: "Llame al",
      text: "Envíe un texto al",
      hours: `Horario de oficina: ${facts.hours}. Línea de atención 24/7 para clientes. Respondemos ${facts.responsePromise}.`,
    },
    ctaTitle: `Únase a los ${moreThan(facts.clients)} transportistas que cobran más rápido`,
  }),
};

/** The About page in `locale`: its words around the one set of icons and figures. */
export function aboutIn(locale: Locale): AboutContent {
  const said = words[locale]({ ...company, ...companyWords(locale) });
  return {
    ...said,
    stats: byPosition(STAT_VALUES, said.stats, (value, label) => ({ value, label })),
    values: {
      ...said.values,
      items: byPosition(VALUE_ICONS, said.values.items, (icon, item) => ({ icon, ...item })),
    },
  };
}
