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
import { company } from "../company";
import type { HomeContent } from "../home";
import { companyWords } from "../company";
import { moreThan } from "./figures";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

/** Spanish of src/content/home.ts: same shape and figures (docs/decisions/0170-spanish-edition.md). */
export const home: HomeContent = {
  meta: {
    title: `${company.name}: factoraje de facturas y tarjetas de combustible para empresas de transporte`,
    description:
      "Factoraje de facturas, líneas de crédito y tarjetas de combustible para dueños-operadores y flotas pequeñas. Adelantos de hasta el 95% y fondos en 24 horas.",
  },
  hero: {
    eyebrow: "Factoraje para camioneros",
    // The company's tagline (company.tagline) in Spanish.
    title: "Un flujo de efectivo sólido es la base para crecer.",
    lead: `Convierta sus cargas entregadas en efectivo en menos de ${companyEs.fundingTime}. Factoraje de facturas, tarjetas de combustible y líneas de crédito para dueños-operadores y flotas, sin contratos a largo plazo ni volumen mínimo.`,
    highlights: [
      `Hasta el ${company.maxAdvancePercent}% de adelanto`,
      `Fondos en ${companyEs.fundingTime}`,
      "Sin contratos a largo plazo",
    ],
  },
  trust: {
    label: "Por qué confían en nosotros los transportistas",
    items: [
      { value: company.yearsInBusiness, label: "Años en el negocio", shortLabel: "Años en el negocio" },
      {
        value: company.associations[0].short,
        label: `Miembro de la ${company.associations[0].name}`,
        shortLabel: "Miembro de la asociación de factoraje",
      },
      {
        value: company.associations[1].short,
        label: `Miembro de la ${company.associations[1].name}`,
        shortLabel: "Miembro de la asociación de transporte",
      },
      { value: company.clients, label: "Clientes transportistas", shortLabel: "Clientes transportistas" },
    ],
  },
  benefits: {
    eyebrow: "Por qué eligen TPF",
    title: "Financiamiento a la medida de su operación",
    lead: "Todo lo que un dueño-operador o una flota en crecimiento necesita para que el dinero no se detenga, desde la primera carga hasta el camión número cincuenta.",
    items: [
      {
        icon: Zap,
        title: "Fondos rápidos",
        text: `Reciba su dinero en menos de ${companyEs.fundingTime} después de enviar su factura, en lugar de esperar de 30 a 90 días a que le paguen los brokers y los embarcadores.`,
      },
      {
        icon: Handshake,
        title: "Sin contratos a largo plazo",
        text: "Usted decide qué facturas nos vende y cuándo. Sin ataduras y sin volumen mínimo.",
      },
      {
        icon: BadgePercent,
        title: "Tarifas competitivas",
        text: "Tarifas de factoraje del 1.5% al 4.5%, cotizadas por adelantado para que sepa cuánto le cuesta antes de enviar una factura.",
      },
      {
        icon: Headset,
        title: "Atención 24/7",
        text: "Le atienden personas reales de día y de noche, porque la carga no se detiene a las 5\u00a0p.m. y nosotros tampoco.",
      },
      {
        icon: Smartphone,
        title: "Portal en línea",
        text: "Envíe facturas y siga sus pagos desde el portal en línea o nuestra app móvil, sin salir de la cabina.",
      },
      {
        icon: TrendingUp,
        title: "Haga crecer su negocio",
        text: "Un flujo de efectivo constante y un gerente de cuenta dedicado que le ayuda a sumar camiones y a conseguir mejores clientes.",
      },
      {
        icon: Fuel,
        title: "Ahorro en combustible",
        text: "Ahorre de 2 a 6 centavos por galón en miles de paradas de camiones con nuestro programa de tarjetas de combustible de tres niveles.",
      },
      {
        icon: CreditCard,
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
    lead: `Ya son ${moreThan(company.clients)} las empresas de transporte que cuentan con nosotros para seguir rodando.`,
  },
};
