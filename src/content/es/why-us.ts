import { BadgePercent, FileCheck, Fuel, Headset, UserRound, Zap } from "lucide-react";
import { company } from "../company";
import type { WhyUsContent } from "../why-us";
import { companyWords } from "../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

/** Spanish of src/content/why-us.ts: same shape and figures (docs/decisions/0170-spanish-edition.md). */
export const whyUs: WhyUsContent = {
  meta: {
    title: "Por qué los transportistas eligen TPF",
    description:
      "Tarifas desde el 1.5%, fondos en 24 horas y sin contratos a largo plazo. Vea cómo se compara TPF con otras empresas de factoraje.",
  },
  header: {
    eyebrow: "Por qué TPF",
    title: "Dinero más rápido, tarifas más bajas y sin ataduras",
    lead: "Creamos TPF para los transportistas cansados de esperar a los brokers y de leer la letra pequeña. Esto es lo que nos hace diferentes.",
  },
  stats: [
    { value: company.yearsInBusiness, label: "Años financiando a camioneros" },
    { value: company.clients, label: "Clientes atendidos" },
    { value: company.satisfaction, label: "Satisfacción de los clientes" },
    { value: `${company.maxAdvancePercent}%`, label: "Adelanto máximo por factura" },
  ],
  advantages: {
    eyebrow: "Nuestras ventajas",
    title: "Seis razones para cambiarse a TPF",
    items: [
      {
        icon: Zap,
        title: `Fondos en ${companyEs.fundingTime}`,
        highlight: `Pago en ${companyEs.fundingTime}`,
        text: "Envíe su factura hoy y tenga el dinero mañana. Nada de esperar semanas mientras los brokers procesan el papeleo.",
      },
      {
        icon: BadgePercent,
        title: `Adelanto de hasta el ${company.maxAdvancePercent}%`,
        highlight: `Hasta ${company.maxAdvancePercent}% por adelantado`,
        text: "La mayor parte de la factura está en su cuenta el primer día. El resto, menos nuestra tarifa, le llega cuando su cliente paga.",
      },
      {
        icon: FileCheck,
        title: "Sin contratos a largo plazo",
        highlight: "Sin ataduras",
        text: "Quédese porque el servicio es bueno, no porque un contrato lo obligue. Tampoco hay volumen mínimo.",
      },
      {
        icon: UserRound,
        title: "Gerente de cuenta dedicado",
        highlight: "Un solo contacto",
        text: "Una persona que conoce su negocio, sus rutas y sus clientes, y que contesta cuando usted llama.",
      },
      {
        icon: Headset,
        title: "Atención 24/7",
        highlight: "De día y de noche",
        text: "Las averías y las entregas atrasadas no respetan el horario de oficina. Nuestra línea de atención contesta a toda hora.",
      },
      {
        icon: Fuel,
        title: "Ahorro en combustible",
        highlight: "2-6¢ menos por galón",
        text: "Las tarjetas de combustible Bronce, Plata y Oro reducen su mayor gasto en miles de estaciones de todo el país.",
      },
    ],
  },
  comparison: {
    eyebrow: "Compárenos",
    title: "TPF frente a otras empresas de factoraje",
    lead: "Las condiciones habituales en el factoraje de fletes, junto a las nuestras.",
    caption: `${company.name} comparado con otras empresas de factoraje`,
    regionLabel: "Tabla comparativa",
    featureHead: "Concepto",
    tpfLabel: company.name,
    othersLabel: "Otras empresas",
    rows: [
      { feature: "Tarifas de factoraje", tpf: "1.5%-4.5%", others: "2.0%-6.0%" },
      { feature: "Rapidez del pago", tpf: companyEs.fundingTime, others: "2-5 días" },
      {
        feature: "Duración del contrato",
        tpf: "Sin contratos a largo plazo",
        others: "Contratos de 1 a 3 años",
      },
    ],
  },
  stories: {
    eyebrow: "Historias de clientes",
    title: "Transportistas de costa a costa",
    lead: "Dueños-operadores, flotas y empresas de logística cuentan qué cambió cuando se pasaron a TPF.",
  },
  ctaTitle: "Vea cuánto pagaría con TPF",
};
