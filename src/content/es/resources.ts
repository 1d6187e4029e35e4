import { company } from "../company";
import { libraryArticles } from "../articles";
import type { ResourcesCopy } from "../resources";
import type { Article } from "../types";
import { findSpanishArticle } from "./articles";

/** What a calculator's panel says where JavaScript is off. */
const noScript = (tool: string) =>
  `${tool} hace las cuentas con JavaScript, que está desactivado en este navegador. Actívelo, o llámenos y hacemos las cuentas con usted.`;

/** The Resources page in Spanish (docs/decisions/0170-spanish-edition.md). */
export const resourcesCopyEs: ResourcesCopy = {
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
      href: "/forms/application.html",
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
      href: "https://www.fmcsa.dot.gov/",
      external: true,
    },
    {
      source: "EIA de EE. UU.",
      title: "Precios semanales del diésel",
      text: "Los precios semanales del diésel en carretera de la Administración de Información Energética, a nivel nacional y por región (sitio en inglés).",
      href: "https://www.eia.gov/petroleum/gasdiesel/",
      external: true,
    },
    {
      source: `Análisis de mercado de ${company.name}`,
      title: "Predicciones del mercado de carga y factores económicos",
      text: "Nuestro análisis de mediados de 2025 sobre tarifas, capacidad y diésel, y los datos públicos que muestran hacia dónde va la carga ahora.",
      articleSlug: "market-outlook",
      external: false,
    },
  ],
};

/** The library in Spanish: the English library's articles, in its order, as translated. */
export const spanishLibraryArticles: readonly Article[] = libraryArticles.map(({ slug }) => {
  const article = findSpanishArticle(slug);
  if (!article) throw new Error(`The Spanish library is missing ${slug}`);
  return article;
});
