import { testimonials as english } from "../testimonials";
import type { Testimonial } from "../types";

type Said = Pick<Testimonial, "title" | "quote">;

/**
 * Each customer's words in Spanish, by the story's id; name, company, state,
 * rating and portrait stay those of src/content/testimonials.ts.
 */
const spanish: Record<string, Said> = {
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
};

/** The customer stories in Spanish (docs/decisions/0170-spanish-edition.md). */
export const testimonials: readonly Testimonial[] = english.map((story) => {
  const said = spanish[story.id];
  if (!said) throw new Error(`No Spanish words for the story ${story.id}`);
  return { ...story, ...said };
});
