import {
  Boxes,
  Building2,
  Car,
  Container,
  Droplets,
  HardHat,
  Handshake,
  Layers2,
  Package,
  Snowflake,
  TrainFront,
  Truck,
  Users,
  Weight,
  Wheat,
  Zap,
} from "lucide-react";
import type { Locale } from "../../api/contract/words";
import { company, companyWords, type CompanyWords } from "./company";
import { fuelSavings, fuelTierNoteIn, fuelTiersIn } from "./fuel-tiers";
import type { FreightType, FuelTier, Segment } from "./types";
import { byPosition } from "./by-position";

/*
 * The Industries page: the segments' ids and icons, the freight types' icons and order, and the
 * figures (fleet sizes, fuel savings, the count of freight types) are written once; only the words
 * are per language (docs/decisions/0171-one-route-tree.md, "Content").
 */

/** The four kinds of business served, in order, each with its icon. */
const SEGMENTS = [
  { id: "owner-operators", icon: Truck },
  { id: "fleets", icon: Users },
  { id: "freight-brokers", icon: Handshake },
  { id: "logistics", icon: Building2 },
] as const;

/** The twelve freight types' icons, in the order the page shows them. */
const FREIGHT_ICONS = [
  Container,
  Snowflake,
  Layers2,
  Boxes,
  Weight,
  Car,
  Package,
  Zap,
  TrainFront,
  Droplets,
  HardHat,
  Wheat,
] as const;

/** The fleets served, in trucks. */
const FLEET_TRUCKS = "2-50";

/** Everything the Industries page says in one language, apart from the site's shared labels. */
export interface IndustriesPage {
  /** Title and description for search results and shared links. */
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  segments: { eyebrow: string; title: string; items: readonly Segment[] };
  freight: { eyebrow: string; title: string; lead: string; items: readonly FreightType[] };
  qualify: { kicker: string; title: string; lead: string; action: string; items: readonly string[] };
  fuel: { eyebrow: string; title: string; lead: string; tiers: readonly FuelTier[]; note: string };
  cta: { title: string };
}

type SegmentId = (typeof SEGMENTS)[number]["id"];
type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** The page's words in one language: each segment's by its id, one name per freight type's icon. */
interface IndustriesWords extends Omit<IndustriesPage, "segments" | "freight" | "fuel"> {
  segments: Omit<IndustriesPage["segments"], "items"> & {
    items: Record<SegmentId, Omit<Segment, "id" | "icon">>;
  };
  freight: Omit<IndustriesPage["freight"], "items"> & { items: Twelve<string> };
  fuel: Omit<IndustriesPage["fuel"], "tiers" | "note">;
}

/** The figures and facts a language's words are filled with. */
interface Facts extends CompanyWords {
  maxAdvancePercent: number;
  fleetTrucks: string;
  freightTypes: number;
  /** The fuel cards' savings a gallon, least and most, in cents. */
  savings: { least: number; most: number };
}

const words: Record<Locale, (facts: Facts) => IndustriesWords> = {
  en: (facts) => ({
    meta: {
      title: "Industries We Serve",
      description: `Factoring and fuel cards for owner-operators, fleets of ${facts.fleetTrucks} trucks, freight brokers and logistics companies, across ${facts.freightTypes} freight types.`,
    },
    header: {
      eyebrow: "Industries",
      title: "Funding for every kind of trucking business",
      lead: "Whether you run one truck or fifty, broker freight or manage a warehouse, we fund the invoices and assets that keep you moving.",
    },
    segments: {
      eyebrow: "Who we serve",
      title: "Four kinds of trucking businesses, one fast partner",
      items: {
        "owner-operators": {
          title: "Owner Operators",
          detail: "One truck, one authority",
          text: "You run the truck and the business. We keep fuel, insurance and truck payments covered while brokers take their time.",
          benefits: [
            `Cash within ${facts.fundingTime} of delivery`,
            "No minimum volume: factor one load or all of them",
            "Submit paperwork from your phone with the mobile app",
            `Fuel card savings of ${facts.savings.least} to ${facts.savings.most} cents per gallon`,
          ],
        },
        fleets: {
          title: "Small to Medium Fleets",
          detail: `${facts.fleetTrucks} trucks`,
          text: "Payroll, fuel and maintenance for a growing fleet need steady cash, not invoices sitting in a drawer for 60 days.",
          benefits: [
            "Funding that grows as you add trucks and drivers",
            "Make payroll and fuel on time, every week",
            "A dedicated account manager who knows your customers",
            "Lines of credit and asset-based lending for expansion",
          ],
        },
        "freight-brokers": {
          title: "Freight Brokers",
          detail: "Brokerages of every size",
          text: "Your carriers want to be paid fast and your shippers pay slowly. Factoring closes that gap so you can keep good carriers loyal.",
          benefits: [
            `Advances up to ${facts.maxAdvancePercent}% on shipper invoices`,
            "Pay carriers quickly without draining your reserves",
            "Take on larger shippers with longer payment terms",
            "An online portal built for high invoice volumes",
          ],
        },
        logistics: {
          title: "Logistics Companies",
          detail: "3PL, warehousing and drayage",
          text: "Contracts, warehouses and equipment tie up capital. We fund the receivables and the assets behind your operation.",
          benefits: [
            "Working capital for warehousing, drayage and 3PL contracts",
            "Asset-based lending over receivables, equipment and inventory",
            "Funding that scales with seasonal peaks",
            "24/7 support across every time zone you run in",
          ],
        },
      },
    },
    freight: {
      eyebrow: "Freight types",
      title: `We fund all ${facts.freightTypes} major freight types`,
      lead: "From reefer to heavy haul, if you move it legally and bill for it, we can factor it.",
      items: [
        "Dry Van",
        "Refrigerated",
        "Flatbed",
        "Step Deck",
        "Heavy Haul",
        "Auto Transport",
        "LTL Freight",
        "Expedited",
        "Intermodal",
        "Tanker",
        "Construction",
        "Agricultural",
      ],
    },
    qualify: {
      kicker: "Qualification",
      title: "What you need to qualify",
      lead: "Approval depends mostly on your customers' credit, not yours, so new authorities are welcome.",
      action: "Check if you qualify",
      items: [
        "Active DOT and MC authority",
        "Valid liability and cargo insurance",
        "At least 3 months in business (startups considered)",
        "Creditworthy customers: the brokers and shippers you invoice",
        `Owner-operators and fleets of ${facts.fleetTrucks} trucks`,
      ],
    },
    fuel: {
      eyebrow: "Fuel card program",
      title: "Save at the pump with a TPF fuel card",
      lead: "Three tiers, each accepted at thousands of truck stops. Choose a tier to start your application.",
    },
    cta: { title: "Tell us what you haul" },
  }),
  es: (facts) => ({
    meta: {
      title: "Industrias que atendemos",
      description: `Factoraje y tarjetas de combustible para dueños-operadores, flotas de ${facts.fleetTrucks} camiones, brokers de carga y empresas de logística, en ${facts.freightTypes} tipos de carga.`,
    },
    header: {
      eyebrow: "Industrias",
      title: "Financiamiento para todo tipo de negocio de transporte",
      lead: "Ya sea que tenga un camión o cincuenta, que sea broker de carga o que administre un almacén, financiamos las facturas y los activos que lo mantienen en movimiento.",
    },
    segments: {
      eyebrow: "A quién atendemos",
      title: "Cuatro tipos de negocios de transporte, un socio que responde rápido",
      items: {
        "owner-operators": {
          title: "Dueños-operadores",
          detail: "Un camión, una autoridad",
          text: "Usted maneja el camión y lleva el negocio. Nosotros le ayudamos a cubrir el combustible, el seguro y los pagos del camión mientras los brokers se toman su tiempo.",
          benefits: [
            `Dinero en ${facts.fundingTime} después de la entrega`,
            "Sin volumen mínimo: haga factoraje de una carga o de todas",
            "Envíe sus documentos desde el teléfono con la app",
            `Ahorro de ${facts.savings.least} a ${facts.savings.most} centavos por galón con la tarjeta de combustible`,
          ],
        },
        fleets: {
          title: "Flotas pequeñas y medianas",
          detail: `${facts.fleetTrucks} camiones`,
          text: "La nómina, el combustible y el mantenimiento de una flota que crece necesitan dinero constante, no facturas guardadas en un cajón durante 60 días.",
          benefits: [
            "Financiamiento que crece a medida que suma camiones y choferes",
            "Pague la nómina y el combustible a tiempo, cada semana",
            "Un gerente de cuenta dedicado que conoce a sus clientes",
            "Líneas de crédito y préstamos con garantía de activos para crecer",
          ],
        },
        "freight-brokers": {
          title: "Brokers de carga",
          detail: "Empresas de corretaje de todo tamaño",
          text: "Sus transportistas quieren cobrar rápido y sus embarcadores pagan despacio. El factoraje cierra esa brecha para que sus buenos transportistas sigan trabajando con usted.",
          benefits: [
            `Adelantos de hasta el ${facts.maxAdvancePercent}% sobre las facturas a embarcadores`,
            "Pague rápido a los transportistas sin agotar sus reservas",
            "Trabaje con embarcadores más grandes, aunque tengan plazos de pago más largos",
            "Un portal en línea hecho para grandes volúmenes de facturas",
          ],
        },
        logistics: {
          title: "Empresas de logística",
          detail: "3PL, almacenaje y drayage",
          text: "Los contratos, los almacenes y el equipo inmovilizan capital. Financiamos las cuentas por cobrar y los activos que sostienen su operación.",
          benefits: [
            "Capital de trabajo para contratos de almacenaje, drayage y 3PL",
            "Préstamos con garantía de cuentas por cobrar, equipo e inventario",
            "Financiamiento que se ajusta a las temporadas altas",
            "Atención 24/7 en todas las zonas horarias donde opera",
          ],
        },
      },
    },
    freight: {
      eyebrow: "Tipos de carga",
      title: `Financiamos los ${facts.freightTypes} tipos principales de carga`,
      lead: "De la carga refrigerada a la carga pesada: si la transporta legalmente y emite una factura por ella, podemos comprarle esa factura.",
      // The US trucking name drivers use, where it differs (a no-break space keeps a two-word gloss together).
      items: [
        "Caja seca (dry\u00a0van)",
        "Refrigerada (reefer)",
        "Plataforma (flatbed)",
        "Plataforma baja (step\u00a0deck)",
        "Carga pesada",
        "Transporte de autos",
        "Carga LTL",
        "Carga urgente",
        "Intermodal",
        "Cisterna",
        "Construcción",
        "Agrícola",
      ],
    },
    qualify: {
      kicker: "Requisitos",
      title: "Lo que necesita para calificar",
      lead: "La aprobación depende sobre todo del crédito de sus clientes, no del suyo, así que los transportistas con autoridad nueva son bienvenidos.",
      action: "Vea si califica",
      items: [
        "Autoridad DOT y MC activa",
        "Seguro de responsabilidad civil y seguro de carga vigentes",
        "Al menos 3 meses en operación (también consideramos empresas nuevas)",
        "Clientes con buen crédito: los brokers y embarcadores a quienes les factura",
        `Dueños-operadores y flotas de ${facts.fleetTrucks} camiones`,
      ],
    },
    fuel: {
      eyebrow: "Tarjetas de combustible",
      title: "Ahorre en la bomba con una tarjeta de combustible TPF",
      lead: "Tres niveles, cada uno aceptado en miles de paradas de camiones. Elija un nivel para empezar su solicitud.",
    },
    cta: { title: "Díganos qué transporta" },
  }),
};

/** The Industries page in `locale`: its words around the one set of ids, icons and figures. */
export function industriesPageIn(locale: Locale): IndustriesPage {
  const said = words[locale]({
    ...companyWords(locale),
    maxAdvancePercent: company.maxAdvancePercent,
    fleetTrucks: FLEET_TRUCKS,
    freightTypes: FREIGHT_ICONS.length,
    savings: fuelSavings,
  });
  return {
    ...said,
    segments: {
      ...said.segments,
      items: SEGMENTS.map(({ id, icon }) => ({ id, icon, ...said.segments.items[id] })),
    },
    freight: {
      ...said.freight,
      items: byPosition(FREIGHT_ICONS, said.freight.items, (icon, name) => ({ name, icon })),
    },
    fuel: { ...said.fuel, tiers: fuelTiersIn(locale), note: fuelTierNoteIn(locale) },
  };
}
