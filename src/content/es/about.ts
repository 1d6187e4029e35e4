import { Eye, Handshake, Timer, Wrench } from "lucide-react";
import type { AboutContent } from "../about";
import { company } from "../company";
import { companyWords } from "../company";
import { moreThan } from "../figures";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

/** Spanish of src/content/about.ts: same shape and figures (docs/decisions/0170-spanish-edition.md). */
export const about: AboutContent = {
  meta: {
    title: "Acerca de TPF",
    description: `${company.fullName}: ${moreThan(company.yearsInBusiness)} años financiando a empresas de transporte desde ${company.address.city}, ${company.clients} clientes y ${company.satisfaction} de satisfacción.`,
  },
  header: {
    eyebrow: "Quiénes somos",
    title: "Financiamiento rápido y justo, de gente que conoce el transporte",
    lead: `${company.fullName} ayuda a dueños-operadores, flotas, brokers y empresas de logística a convertir sus facturas en efectivo y a seguir rodando.`,
  },
  story: {
    title: "Creada por gente que ha trabajado en el despacho",
    paragraphs: [
      `${company.fullName} nació en ${company.address.city} hace ${moreThan(company.yearsInBusiness)} años con una idea sencilla: los transportistas pequeños merecen un financiamiento que se mueva tan rápido como ellos. Nuestra fundadora creció despachando cargas para la empresa de su familia en Ogden, seis camiones de plataforma, y vio a buenos choferes dejar sus camiones parados porque un broker llevaba 60 días de atraso en el pago.`,
      "Después de diez años en préstamos comerciales, sabía que el dinero existía. Lo que faltaba era un socio financiero que entendiera de conocimientos de embarque, tiempos de espera y recargos por combustible, y que contestara el teléfono. Así que ella lo creó.",
      `Hoy ${company.name} financia a ${moreThan(company.clients)} empresas de transporte en todo el país, desde dueños-operadores con un solo camión hasta flotas de 50 camiones, brokers de carga y empresas de logística, con la misma promesa: dinero rápido, condiciones claras y gente que conoce el transporte.`,
    ],
  },
  mission: {
    label: "Nuestra misión",
    text: "Mantener en marcha a los pequeños transportistas de Estados Unidos con un financiamiento rápido, justo y sin rodeos, para que cada dueño-operador y cada flota crezca a su manera.",
  },
  stats: [
    { value: company.yearsInBusiness, label: "Años en el negocio" },
    { value: company.clients, label: "Clientes atendidos" },
    { value: company.satisfaction, label: "Satisfacción de los clientes" },
  ],
  values: {
    eyebrow: "Lo que nos distingue",
    title: "Nuestros valores",
    lead: "Cuatro promesas que guían cada adelanto, cada llamada y cada estado de cuenta que enviamos.",
    items: [
      {
        icon: Timer,
        title: "Rapidez que cuenta",
        text: `Cada hora que un chofer espera su dinero es una hora fuera de la carretera. Pagamos en menos de ${companyEs.fundingTime} y contestamos el teléfono a toda hora.`,
      },
      {
        icon: Eye,
        title: "Condiciones claras",
        text: "Tarifas cotizadas por adelantado, estados de cuenta fáciles de leer y sin contratos a largo plazo. Siempre sabe cuánto va a recibir.",
      },
      {
        icon: Handshake,
        title: "Una alianza de verdad",
        text: "Cada cliente tiene un gerente de cuenta dedicado que aprende sus rutas, sus clientes y sus metas.",
      },
      {
        icon: Wrench,
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
    title: `Visítenos en ${company.address.city}`,
    call: "Llame al",
    text: "Envíe un texto al",
    hours: `Horario de oficina: ${companyEs.hours}. Línea de atención 24/7 para clientes. Respondemos ${companyEs.responsePromise}.`,
  },
  ctaTitle: `Únase a los ${moreThan(company.clients)} transportistas que cobran más rápido`,
};
