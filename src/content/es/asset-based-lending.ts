import { ClipboardList, FileText, Landmark, Scale, Truck, Warehouse } from "lucide-react";
import type { AblPage } from "../asset-based-lending";
import type { Feature, Step } from "../types";
import { companyWords } from "../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

/* Spanish of src/content/asset-based-lending.ts: the same shape and figures (docs/decisions/0170-spanish-edition.md). */

export const ablIntro: { title: string; lead: string } = {
  title: "Préstamos con garantía de activos",
  lead: "Ponga a trabajar el valor de sus cuentas por cobrar, camiones, tráileres e inventario. Una línea de crédito garantizada con lo que su negocio ya tiene, calculada según sus activos y no solo según su puntaje de crédito.",
};

export const ablAssetTypes: readonly Feature[] = [
  {
    icon: FileText,
    title: "Cuentas por cobrar",
    text: "Obtenga crédito con sus facturas pendientes de cobro, con una línea revolvente que crece al ritmo de su facturación. Usted sigue cobrándoles a sus propios clientes mientras la línea cubre los gastos del día a día.",
  },
  {
    icon: Truck,
    title: "Flota y equipo",
    text: "Consiga capital con el valor de los camiones, tráileres y equipo que son suyos, sin venderlos ni sacarlos de la carretera.",
  },
  {
    icon: Warehouse,
    title: "Inventario",
    text: "Para operaciones de logística y almacenaje: financie refacciones, reservas de combustible y mercancía en existencia para que su dinero no se quede parado en un estante.",
  },
];

export const ablReasons: readonly string[] = [
  "Líneas de crédito más grandes que un préstamo sin garantía, porque las respaldan activos reales",
  "Sus camiones, tráileres y equipo siguen siendo suyos y siguen trabajando",
  "Use el dinero en lo que necesite: reparaciones, nómina, equipo nuevo o un contrato grande",
  "Combínelo con factoraje de facturas o con una línea de crédito según cambie su negocio",
  "Decisiones de gente que sabe lo que valen un camión y un tráiler",
  "Un gerente de cuenta dedicado desde la solicitud hasta el desembolso",
];

export const ablSteps: readonly Step[] = [
  {
    icon: ClipboardList,
    title: "Evaluamos sus activos",
    text: "Cuéntenos sobre sus cuentas por cobrar, su flota, su equipo y su inventario. Revisamos cuánto valen y cómo le pagan sus clientes.",
  },
  {
    icon: Scale,
    title: "Estructuramos su préstamo",
    text: "Ajustamos la línea a sus activos y diseñamos los pagos según su flujo de efectivo, con cada costo explicado antes de que usted firme.",
  },
  {
    icon: Landmark,
    title: "Disponga de sus fondos",
    text: "Use la línea cuando la necesite y vaya pagando el saldo a medida que sus clientes le pagan. El monto disponible aumenta conforme crecen sus activos.",
  },
];

export const ablAudience: readonly string[] = [
  "Flotas con camiones y tráileres ya pagados o con mucho capital acumulado en ellos",
  "Transportistas con cuentas por cobrar estables que prefieren una línea revolvente al factoraje de cada factura",
  "Empresas de logística, almacenaje y 3PL con inventario en existencia",
  "Negocios que se preparan para un contrato grande o para la temporada alta",
  "Empresas que quieren cambiar deudas caras a corto plazo por una línea a su medida",
];

export const ablPage: AblPage = {
  meta: {
    title: "Préstamos con garantía de activos para empresas de transporte",
    description:
      "Una línea de crédito garantizada con sus cuentas por cobrar, camiones, tráileres, equipo e inventario. Evaluación, estructura y acceso a los fondos.",
  },
  header: {
    eyebrow: "Préstamos con garantía de activos",
    title: "Aproveche el valor de lo que su negocio ya tiene",
    lead: ablIntro.lead,
  },
  assets: {
    eyebrow: "Activos que aceptamos",
    title: "Tres tipos de activos, una línea de crédito flexible",
    lead: "Use un solo tipo o combínelos. Cuanto más valgan sus activos, más fondos tendrá disponibles.",
    items: ablAssetTypes,
  },
  reasons: {
    kicker: "Por qué elegir este préstamo",
    title: "Más margen para crecer que con un préstamo sin garantía",
    lead: "Los bancos se fijan en su puntaje de crédito y en sus dos últimas declaraciones de impuestos. Nosotros nos fijamos en lo que su negocio tiene y gana.",
    items: ablReasons,
  },
  steps: {
    eyebrow: "Cómo funciona",
    title: "Tres pasos para su línea de crédito",
    items: ablSteps,
  },
  audience: {
    kicker: "Para quién es",
    title: "¿Le conviene un préstamo con garantía de activos?",
    lead: "Es para empresas de transporte y logística ya establecidas que tienen activos para poner a trabajar. ¿No está seguro? Tal vez el factoraje le convenga más; se lo diremos con honestidad.",
    action: "Pregunte por un préstamo con garantía de activos",
    items: ablAudience,
  },
  cta: {
    title: "Ponga a trabajar sus activos",
    text: `Cuéntenos sobre sus cuentas por cobrar, su flota y su inventario, y le mostraremos cuánto podría pedir prestado. Le respondemos ${companyEs.responsePromise}.`,
  },
};
