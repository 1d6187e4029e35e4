import { ClipboardList, FileText, Landmark, Scale, Truck, Warehouse } from "lucide-react";
import type { Locale } from "../../api/contract/words";
import { companyWords, type CompanyWords } from "./company";
import type { Feature, Step } from "./types";
import { byPosition } from "./by-position";

/*
 * Asset-based lending: the icons of the assets lent against and of the steps, and their order, are
 * written once; only the words are per language (docs/decisions/0171-one-route-tree.md, "Content").
 */

/** The assets' icons, in order: receivables, fleet and equipment, inventory. */
const ASSET_ICONS = [FileText, Truck, Warehouse] as const;
/** The steps' icons, in order: assess, structure, access. */
const STEP_ICONS = [ClipboardList, Scale, Landmark] as const;

/** Everything the Asset-Based Lending page says in one language, apart from the site's shared labels. */
export interface AblPage {
  /** Title and description for search results and shared links. */
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  assets: { eyebrow: string; title: string; lead: string; items: readonly Feature[] };
  reasons: { kicker: string; title: string; lead: string; items: readonly string[] };
  steps: { eyebrow: string; title: string; items: readonly Step[] };
  audience: { kicker: string; title: string; lead: string; action: string; items: readonly string[] };
  cta: { title: string; text: string };
}

type Three<T> = readonly [T, T, T];
type Words = Omit<Feature, "icon">;

/** The page's words in one language: one asset's and one step's words for each icon, in order. */
interface AblWords extends Omit<AblPage, "header" | "assets" | "steps"> {
  /** The service's name and what it is: the page's lead, and the service's card elsewhere. */
  intro: { title: string; lead: string };
  header: Omit<AblPage["header"], "lead">;
  assets: Omit<AblPage["assets"], "items"> & { items: Three<Words> };
  steps: Omit<AblPage["steps"], "items"> & { items: Three<Words> };
}

const words: Record<Locale, (facts: CompanyWords) => AblWords> = {
  en: (facts) => ({
    meta: {
      title: "Asset-Based Lending for Trucking Companies",
      description:
        "A credit line secured by your receivables, trucks, trailers, equipment and inventory. Assess, structure, access funds.",
    },
    intro: {
      title: "Asset-Based Lending",
      lead: "Put the value of your receivables, trucks, trailers and inventory to work. A credit line secured by what your business already owns, sized to your assets rather than your credit score alone.",
    },
    header: { eyebrow: "Asset-Based Lending", title: "Unlock the value of what your business owns" },
    assets: {
      eyebrow: "What we lend against",
      title: "Three kinds of assets, one flexible credit line",
      lead: "Use one type or combine them. The more your assets are worth, the more you can draw.",
      items: [
        {
          title: "Accounts Receivable",
          text: "Borrow against unpaid invoices with a revolving line that grows as your billing grows. Keep collecting from your own customers while the line funds day-to-day costs.",
        },
        {
          title: "Fleet and Equipment",
          text: "Raise capital from the equity in trucks, trailers and equipment you own, without selling them or taking them off the road.",
        },
        {
          title: "Inventory",
          text: "For logistics and warehousing operations: finance parts, fuel stock and goods on hand so cash isn't sitting on a shelf.",
        },
      ],
    },
    reasons: {
      kicker: "Why choose asset-based lending",
      title: "More room to grow than an unsecured loan",
      lead: "Banks look at your credit score and your last two tax returns. We look at what your business owns and earns.",
      items: [
        "Larger credit lines than unsecured loans, because they're backed by real assets",
        "Keep ownership and use of your trucks, trailers and equipment",
        "Use the funds for what you need: repairs, payroll, new equipment or a big contract",
        "Combine with invoice factoring or a line of credit as your business changes",
        "Decisions from people who understand what trucks and trailers are worth",
        "A dedicated account manager from application to funding",
      ],
    },
    steps: {
      eyebrow: "How it works",
      title: "Three steps to your credit line",
      items: [
        {
          title: "Assess Your Assets",
          text: "Tell us about your receivables, fleet, equipment and inventory. We review their value and your customers' payment history.",
        },
        {
          title: "Structure Your Loan",
          text: "We size the line to your assets and design repayment around your cash flow, with every cost spelled out before you sign.",
        },
        {
          title: "Access Your Funds",
          text: "Draw on the line when you need it and pay down as customers pay you. Availability rises as your assets grow.",
        },
      ],
    },
    audience: {
      kicker: "Who it suits",
      title: "Is asset-based lending right for you?",
      lead: "It fits established trucking and logistics businesses with assets to put to work. Not sure? Factoring may suit you better; we'll tell you honestly.",
      action: "Ask about asset-based lending",
      items: [
        "Fleets with paid-off or high-equity trucks and trailers",
        "Carriers with steady receivables who want a revolving line instead of factoring every invoice",
        "Logistics, warehousing and 3PL companies with inventory on hand",
        "Businesses preparing for a large contract or a seasonal peak",
        "Companies replacing expensive short-term debt with a line that fits",
      ],
    },
    cta: {
      title: "Put your assets to work",
      text: `Tell us about your receivables, fleet and inventory and we'll show you what you could borrow. We reply ${facts.responsePromise}.`,
    },
  }),
  es: (facts) => ({
    meta: {
      title: "Préstamos con garantía de activos para empresas de transporte",
      description:
        "Una línea de crédito garantizada con sus cuentas por cobrar, camiones, tráileres, equipo e inventario. Evaluación, estructura y acceso a los fondos.",
    },
    intro: {
      title: "Préstamos con garantía de activos",
      lead: "Ponga a trabajar el valor de sus cuentas por cobrar, camiones, tráileres e inventario. Una línea de crédito garantizada con lo que su negocio ya tiene, calculada según sus activos y no solo según su puntaje de crédito.",
    },
    header: {
      eyebrow: "Préstamos con garantía de activos",
      title: "Aproveche el valor de lo que su negocio ya tiene",
    },
    assets: {
      eyebrow: "Activos que aceptamos",
      title: "Tres tipos de activos, una línea de crédito flexible",
      lead: "Use un solo tipo o combínelos. Cuanto más valgan sus activos, más fondos tendrá disponibles.",
      items: [
        {
          title: "Cuentas por cobrar",
          text: "Obtenga crédito con sus facturas pendientes de cobro, con una línea revolvente que crece al ritmo de su facturación. Usted sigue cobrándoles a sus propios clientes mientras la línea cubre los gastos del día a día.",
        },
        {
          title: "Flota y equipo",
          text: "Consiga capital con el valor de los camiones, tráileres y equipo que son suyos, sin venderlos ni sacarlos de la carretera.",
        },
        {
          title: "Inventario",
          text: "Para operaciones de logística y almacenaje: financie refacciones, reservas de combustible y mercancía en existencia para que su dinero no se quede parado en un estante.",
        },
      ],
    },
    reasons: {
      kicker: "Por qué elegir este préstamo",
      title: "Más margen para crecer que con un préstamo sin garantía",
      lead: "Los bancos se fijan en su puntaje de crédito y en sus dos últimas declaraciones de impuestos. Nosotros nos fijamos en lo que su negocio tiene y gana.",
      items: [
        "Líneas de crédito más grandes que un préstamo sin garantía, porque las respaldan activos reales",
        "Sus camiones, tráileres y equipo siguen siendo suyos y siguen trabajando",
        "Use el dinero en lo que necesite: reparaciones, nómina, equipo nuevo o un contrato grande",
        "Combínelo con factoraje de facturas o con una línea de crédito según cambie su negocio",
        "Decisiones de gente que sabe lo que valen un camión y un tráiler",
        "Un gerente de cuenta dedicado desde la solicitud hasta el desembolso",
      ],
    },
    steps: {
      eyebrow: "Cómo funciona",
      title: "Tres pasos para su línea de crédito",
      items: [
        {
          title: "Evaluamos sus activos",
          text: "Cuéntenos sobre sus cuentas por cobrar, su flota, su equipo y su inventario. Revisamos cuánto valen y cómo le pagan sus clientes.",
        },
        {
          title: "Estructuramos su préstamo",
          text: "Ajustamos la línea a sus activos y diseñamos los pagos según su flujo de efectivo, con cada costo explicado antes de que usted firme.",
        },
        {
          title: "Disponga de sus fondos",
          text: "Use la línea cuando la necesite y vaya pagando el saldo a medida que sus clientes le pagan. El monto disponible aumenta conforme crecen sus activos.",
        },
      ],
    },
    audience: {
      kicker: "Para quién es",
      title: "¿Le conviene un préstamo con garantía de activos?",
      lead: "Es para empresas de transporte y logística ya establecidas que tienen activos para poner a trabajar. ¿No está seguro? Tal vez el factoraje le convenga más; se lo diremos con honestidad.",
      action: "Pregunte por un préstamo con garantía de activos",
      items: [
        "Flotas con camiones y tráileres ya pagados o con mucho capital acumulado en ellos",
        "Transportistas con cuentas por cobrar estables que prefieren una línea revolvente al factoraje de cada factura",
        "Empresas de logística, almacenaje y 3PL con inventario en existencia",
        "Negocios que se preparan para un contrato grande o para la temporada alta",
        "Empresas que quieren cambiar deudas caras a corto plazo por una línea a su medida",
      ],
    },
    cta: {
      title: "Ponga a trabajar sus activos",
      text: `Cuéntenos sobre sus cuentas por cobrar, su flota y su inventario, y le mostraremos cuánto podría pedir prestado. Le respondemos ${facts.responsePromise}.`,
    },
  }),
};

const saidIn = (locale: Locale) => words[locale](companyWords(locale));

/** The service's name and what it is, in `locale`. */
export const ablIntroIn = (locale: Locale): { title: string; lead: string } => saidIn(locale).intro;

/** The Asset-Based Lending page in `locale`: its words around the one set of icons. */
export function ablPageIn(locale: Locale): AblPage {
  const { intro, ...said } = saidIn(locale);
  return {
    ...said,
    header: { ...said.header, lead: intro.lead },
    assets: {
      ...said.assets,
      items: byPosition(ASSET_ICONS, said.assets.items, (icon, item) => ({ icon, ...item })),
    },
    steps: {
      ...said.steps,
      items: byPosition(STEP_ICONS, said.steps.items, (icon, item) => ({ icon, ...item })),
    },
  };
}
