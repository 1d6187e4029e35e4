import type { Locale } from "../../api/contract/words";
import type { Testimonial } from "./types";

/**
 * Customer stories. The first three appear on Home, all six (with their
 * states) on Why Us. Portraits are illustrations, not photographs.
 */
const stories = [
  {
    id: "marcus-bell",
    name: "Marcus Bell",
    state: "Texas",
    rating: 5,
    portrait: {
      skin: "#8d5a3b",
      hair: "#1f1a17",
      hairStyle: "cap",
      capColor: "#0b2545",
      shirt: "#c2410c",
      background: "#fde7c2",
      beard: true,
    },
  },
  {
    id: "denise-alvarez",
    name: "Denise Alvarez",
    state: "Arizona",
    rating: 5,
    portrait: {
      skin: "#c98e64",
      hair: "#2b1a12",
      hairStyle: "long",
      shirt: "#1b4679",
      background: "#dbe7f5",
    },
  },
  {
    id: "raymond-okafor",
    name: "Raymond Okafor",
    state: "Kansas",
    rating: 5,
    portrait: {
      skin: "#5c3a26",
      hair: "#121212",
      hairStyle: "short",
      shirt: "#0f5132",
      background: "#d7f0e1",
      glasses: true,
    },
  },
  {
    id: "sarah-lindqvist",
    name: "Sarah Lindqvist",
    state: "Minnesota",
    rating: 5,
    portrait: {
      skin: "#f1c7a4",
      hair: "#c8a15a",
      hairStyle: "bun",
      shirt: "#7c2d12",
      background: "#fbe0d5",
    },
  },
  {
    id: "kevin-tran",
    name: "Kevin Tran",
    state: "Utah",
    rating: 5,
    portrait: {
      skin: "#e0b48e",
      hair: "#161311",
      hairStyle: "short",
      shirt: "#334155",
      background: "#fff1c7",
    },
  },
  {
    id: "patricia-gomez",
    name: "Patricia Gomez",
    state: "Colorado",
    rating: 5,
    portrait: {
      skin: "#b9805a",
      hair: "#3a2418",
      hairStyle: "curly",
      shirt: "#6b21a8",
      background: "#ece3fb",
      glasses: true,
    },
  },
] as const satisfies readonly Omit<Testimonial, "title" | "quote">[];

type StoryId = (typeof stories)[number]["id"];

/** A customer's words: their title as they give it and what they said. */
type StoryWords = Pick<Testimonial, "title" | "quote">;

/** Each customer's words in every language, by the story's id (the type asks for every story). */
const words: Record<Locale, Record<StoryId, StoryWords>> = {
  en: {
    "marcus-bell": {
      title: "Owner-Operator, Bell Freight LLC",
      quote:
        "I used to float fuel on a credit card for six weeks waiting on brokers. Now I send my paperwork from the truck stop and the money's in my account the next morning.",
    },
    "denise-alvarez": {
      title: "Owner, Alvarez Transport (8 trucks)",
      quote:
        "We added three trucks last year without taking a bank loan. Payroll goes out on time every Friday, and our account manager knows our customers by name.",
    },
    "raymond-okafor": {
      title: "Fleet Manager, Great Plains Carriers",
      quote:
        "No long-term contract was what got me to try them. The 24-hour funding and plain answers on the phone are why we're still here four years later.",
    },
    "sarah-lindqvist": {
      title: "Co-Owner, North Star Reefer",
      quote:
        "Reefer fuel bills are brutal in summer. Between fast factoring and the Silver fuel card, our cash flow finally matches the miles we run.",
    },
    "kevin-tran": {
      title: "Owner-Operator, KT Hotshot Services",
      quote:
        "When I got my authority, the banks wouldn't talk to me. TPF looked at my brokers instead of my age, and I was funded on my first load.",
    },
    "patricia-gomez": {
      title: "Controller, Mesa Logistics Group",
      quote:
        "Their asset-based line over our receivables and trailers gave us room to take on a big retail contract. Clear terms, fast answers, no surprises.",
    },
  },
  es: {
    "marcus-bell": {
      title: "Dueño-operador, Bell Freight LLC",
      quote:
        "Antes pagaba el combustible con la tarjeta de crédito y aguantaba seis semanas esperando a que pagaran los brokers. Ahora mando mis papeles desde la parada de camiones y a la mañana siguiente el dinero ya está en mi cuenta.",
    },
    "denise-alvarez": {
      title: "Dueña, Alvarez Transport (8 camiones)",
      quote:
        "El año pasado sumamos tres camiones sin pedir un préstamo al banco. La nómina sale a tiempo todos los viernes, y nuestro gerente de cuenta conoce a nuestros clientes por su nombre.",
    },
    "raymond-okafor": {
      title: "Gerente de flota, Great Plains Carriers",
      quote:
        "Lo que me convenció de probarlos fue que no había contrato a largo plazo. El pago en 24 horas y las respuestas claras por teléfono son la razón por la que seguimos con ellos cuatro años después.",
    },
    "sarah-lindqvist": {
      title: "Copropietaria, North Star Reefer",
      quote:
        "En verano, el combustible de un refrigerado es brutal. Entre el factoraje rápido y la tarjeta de combustible Plata, por fin nuestro flujo de efectivo va al ritmo de las millas que recorremos.",
    },
    "kevin-tran": {
      title: "Dueño-operador, KT Hotshot Services",
      quote:
        "Cuando saqué mi autoridad, los bancos ni me hablaban. TPF se fijó en mis brokers y no en mi edad, y me financiaron desde mi primera carga.",
    },
    "patricia-gomez": {
      title: "Contralora, Mesa Logistics Group",
      quote:
        "Su línea de crédito con garantía de nuestras cuentas por cobrar y nuestros remolques nos dio margen para aceptar un contrato grande con una cadena minorista. Condiciones claras, respuestas rápidas y cero sorpresas.",
    },
  },
};

/** The customer stories in `locale`: the same people, ratings and portraits, their words in the language. */
export const testimonialsIn = (locale: Locale): readonly Testimonial[] =>
  stories.map((story) => ({ ...story, ...words[locale][story.id] }));
