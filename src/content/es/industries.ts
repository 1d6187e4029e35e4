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
import { company } from "../company";
import type { IndustriesPage } from "../industries";
import type { FreightType, Segment } from "../types";
import { companyWords } from "../company";
import { fuelTierNoteIn, fuelTiersIn } from "../fuel-tiers";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

/* Spanish of src/content/industries.ts: the same shape, ids and figures (docs/decisions/0170-spanish-edition.md). */

export const segments: readonly Segment[] = [
  {
    id: "owner-operators",
    icon: Truck,
    title: "Dueños-operadores",
    detail: "Un camión, una autoridad",
    text: "Usted maneja el camión y lleva el negocio. Nosotros le ayudamos a cubrir el combustible, el seguro y los pagos del camión mientras los brokers se toman su tiempo.",
    benefits: [
      `Dinero en ${companyEs.fundingTime} después de la entrega`,
      "Sin volumen mínimo: factorice una carga o todas",
      "Envíe sus documentos desde el teléfono con la app",
      "Ahorro de 2 a 6 centavos por galón con la tarjeta de combustible",
    ],
  },
  {
    id: "fleets",
    icon: Users,
    title: "Flotas pequeñas y medianas",
    detail: "2-50 camiones",
    text: "La nómina, el combustible y el mantenimiento de una flota que crece necesitan dinero constante, no facturas guardadas en un cajón durante 60 días.",
    benefits: [
      "Financiamiento que crece a medida que suma camiones y choferes",
      "Pague la nómina y el combustible a tiempo, cada semana",
      "Un gerente de cuenta dedicado que conoce a sus clientes",
      "Líneas de crédito y préstamos con garantía de activos para crecer",
    ],
  },
  {
    id: "freight-brokers",
    icon: Handshake,
    title: "Brokers de carga",
    detail: "Empresas de corretaje de todo tamaño",
    text: "Sus transportistas quieren cobrar rápido y sus embarcadores pagan despacio. El factoraje cierra esa brecha para que sus buenos transportistas sigan trabajando con usted.",
    benefits: [
      `Adelantos de hasta el ${company.maxAdvancePercent}% sobre las facturas a embarcadores`,
      "Pague rápido a los transportistas sin agotar sus reservas",
      "Trabaje con embarcadores más grandes, aunque tengan plazos de pago más largos",
      "Un portal en línea hecho para grandes volúmenes de facturas",
    ],
  },
  {
    id: "logistics",
    icon: Building2,
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
];

/**
 * The twelve freight types, in the order of the English page, with the US trucking name drivers use
 * where it differs (a no-break space keeps a two-word gloss together).
 */
export const freightTypes: readonly FreightType[] = [
  { name: "Caja seca (dry\u00a0van)", icon: Container },
  { name: "Refrigerada (reefer)", icon: Snowflake },
  { name: "Plataforma (flatbed)", icon: Layers2 },
  { name: "Plataforma baja (step\u00a0deck)", icon: Boxes },
  { name: "Carga pesada", icon: Weight },
  { name: "Transporte de autos", icon: Car },
  { name: "Carga LTL", icon: Package },
  { name: "Carga urgente", icon: Zap },
  { name: "Intermodal", icon: TrainFront },
  { name: "Cisterna", icon: Droplets },
  { name: "Construcción", icon: HardHat },
  { name: "Agrícola", icon: Wheat },
];

/** What a carrier needs to qualify for factoring. */
export const qualificationRequirements: readonly string[] = [
  "Autoridad DOT y MC activa",
  "Seguro de responsabilidad civil y seguro de carga vigentes",
  "Al menos 3 meses en operación (también consideramos empresas nuevas)",
  "Clientes con buen crédito: los brokers y embarcadores a quienes les factura",
  "Dueños-operadores y flotas de 2-50 camiones",
];

export const industriesPage: IndustriesPage = {
  meta: {
    title: "Industrias que atendemos",
    description:
      "Factoraje y tarjetas de combustible para dueños-operadores, flotas de 2-50 camiones, brokers de carga y empresas de logística, en 12 tipos de carga.",
  },
  header: {
    eyebrow: "Industrias",
    title: "Financiamiento para todo tipo de negocio de transporte",
    lead: "Ya sea que tenga un camión o cincuenta, que sea broker de carga o que administre un almacén, financiamos las facturas y los activos que lo mantienen en movimiento.",
  },
  segments: {
    eyebrow: "A quién atendemos",
    title: "Cuatro tipos de negocios de transporte, un socio que responde rápido",
    items: segments,
  },
  freight: {
    eyebrow: "Tipos de carga",
    title: "Financiamos los 12 tipos principales de carga",
    lead: "De la carga refrigerada a la carga pesada: si la transporta legalmente y emite una factura por ella, podemos comprarle esa factura.",
    items: freightTypes,
  },
  qualify: {
    kicker: "Requisitos",
    title: "Lo que necesita para calificar",
    lead: "La aprobación depende sobre todo del crédito de sus clientes, no del suyo, así que los transportistas con autoridad nueva son bienvenidos.",
    action: "Vea si califica",
    items: qualificationRequirements,
  },
  fuel: {
    eyebrow: "Tarjetas de combustible",
    title: "Ahorre en la bomba con una tarjeta de combustible TPF",
    lead: "Tres niveles, cada uno aceptado en miles de paradas de camiones. Elija un nivel para empezar su solicitud.",
    tiers: fuelTiersIn("es"),
    note: fuelTierNoteIn("es"),
  },
  cta: { title: "Díganos qué transporta" },
};
