import type { ArticleWords } from "../../types";

export const cashFlowManagement: ArticleWords = {
  title: "Manejo del flujo de efectivo para empresas de autotransporte",
  summary:
    "Cierre la brecha de pago de 30 a 90 días: proyecte 13 semanas, conozca su costo por milla, forme una reserva y aparte dinero para IFTA e impuestos.",
  author: "Por Tom Hadley, director financiero",
  body: [
    {
      type: "p",
      text: "La mayoría de las empresas de transporte que fracasan no se quedan sin carga. Se quedan sin efectivo. El combustible, el pago del camión y la factura del seguro vencen antes de que llegue el dinero de las cargas del mes pasado. La ganancia en papel y el dinero en el banco son dos cosas distintas, y en el transporte el desfase entre ambos puede ser de semanas. Así puede evitar que esa brecha hunda a una flota pequeña.",
    },
    { type: "h2", text: "Entienda la brecha de pago de 30 a 90 días" },
    {
      type: "p",
      text: "Usted paga una carga el mismo día que la transporta: combustible, peajes, pago del conductor, desgaste del equipo. Su broker o embarcador normalmente le paga entre 30 y 90 días después de la entrega, y solo cuando tiene una factura en regla con la confirmación de tarifa y el conocimiento de embarque (BOL) firmado. Multiplique eso por cada carga del mes y un transportista que está creciendo puede tener buena parte de sus ingresos atorada en cuentas por cobrar mientras la cuenta del combustible vence esta semana.",
    },
    {
      type: "p",
      text: "Ejemplo: una flota de tres camiones que factura $7,500 por camión a la semana, con clientes que pagan en promedio a 45 días, tiene unos $145,000 en facturas pendientes en todo momento. Ese dinero ya está ganado, pero no sirve para comprar diésel.",
    },
    { type: "h2", text: "Haga una proyección de flujo de efectivo a 13 semanas" },
    {
      type: "p",
      text: "Una proyección continua de 13 semanas (un trimestre) es la herramienta de efectivo más útil que puede tener un transportista pequeño. Es una hoja de cálculo sencilla: una columna por semana, filas para el dinero que entra y el que sale, y abajo el saldo final de cada semana, que se va arrastrando a la siguiente.",
    },
    {
      type: "ol",
      items: [
        "Empiece con el saldo real que tiene hoy en el banco.",
        "Entradas: anote cada pago esperado en la semana en que realmente cree que lo va a recibir, según el historial real de pagos de ese cliente, no según los plazos impresos en la factura.",
        "Salidas: anote los pagos fijos en sus fechas de vencimiento (pagos del camión y del tráiler, seguro, suscripciones del ELD y de software, permisos) y calcule los costos variables según las millas que piensa recorrer.",
        "Agregue los gastos grandes que ya conoce: las declaraciones trimestrales de IFTA, los pagos de impuestos estimados, el impuesto por uso de vehículos pesados, los juegos de llantas y las reparaciones mayores programadas.",
        "Cada viernes, reemplace los estimados de la semana pasada con lo que realmente pasó y agregue una semana nueva al final.",
      ],
    },
    {
      type: "p",
      text: "Busque la semana en que el saldo final baja más. Esa es la semana para la que debe prepararse desde ahora: cobrando más rápido, cambiando la fecha de una compra o consiguiendo financiamiento antes de necesitarlo y no después.",
    },
    {
      type: "callout",
      title: "Consejo: proyecte con las fechas reales de pago",
      text: "Revise los depósitos de sus últimos seis meses y calcule cuántos días tarda en promedio cada cliente en pagarle. Un broker con plazo de 30 días que en realidad paga en 52 va a descuadrar su proyección todas las semanas hasta que use el número real.",
    },
    { type: "h2", text: "Conozca sus costos fijos, sus costos variables y su costo por milla" },
    {
      type: "p",
      text: "Los costos fijos son los mismos si el camión trabaja o si está parado: pagos del equipo, seguro, permisos, estacionamiento, servicio de teléfono y de ELD, honorarios de contabilidad. Los costos variables suben con cada milla: combustible, pago del conductor, mantenimiento, llantas y peajes. Sume los dos y divida el resultado entre el total de millas, cargadas y vacías, para obtener su costo por milla. Llévelo mes a mes para cada camión.",
    },
    {
      type: "p",
      text: "Los estudios del American Transportation Research Institute (ATRI), el instituto de investigación del transporte de carga, han ubicado el costo marginal promedio de operar un camión en aproximadamente $2.25 a $2.30 por milla en los últimos años, pero el número que importa es el suyo. Por ejemplo, si su costo total es de $1.95 por milla y una carga de 500 millas paga $2.10 por milla, parece rentable. Pero si tiene que manejar 120 millas vacías para llegar a ella, gasta unos $1,209 para ganar $1,050. Conocer su número le permite rechazar con confianza las cargas que le hacen perder dinero. Nuestra guía de [estrategias para los load boards](/resources/load-board-strategies) explica cómo ponerles precio a sus rutas.",
    },
    { type: "h2", text: "Forme un fondo de reserva" },
    {
      type: "p",
      text: "Con una reserva de efectivo, un turbo dañado o un broker que paga tarde pasan de ser una crisis a ser una molestia. Una meta común es tener de dos a tres meses de costos fijos. Fórmela poco a poco: pase una cantidad fija por milla o por carga, por ejemplo de 5 a 10 centavos por milla, a una cuenta aparte que no use para los pagos de rutina. Tenga también un fondo aparte para mantenimiento: las llantas y los frenos son gastos previsibles, no emergencias.",
    },
    { type: "h2", text: "Aparte dinero para IFTA e impuestos" },
    {
      type: "ul",
      items: [
        "IFTA (el acuerdo internacional del impuesto al combustible): las declaraciones del impuesto al combustible se presentan cada trimestre, a más tardar el último día de abril, julio, octubre y enero. Según dónde compró combustible en comparación con dónde manejó, es posible que tenga que pagar. Lleve sus registros de viajes y de combustible todos los días, y si compra la mayor parte del combustible en estados con impuestos bajos, aparte unos centavos por milla para la declaración.",
        "Impuesto sobre la renta e impuesto sobre el trabajo por cuenta propia: los impuestos federales estimados se pagan en abril, junio, septiembre y enero, y solo el impuesto sobre el trabajo por cuenta propia es de 15.3% sobre la mayor parte de las ganancias netas de ese trabajo. Muchos dueños-operadores pasan de 25% a 30% de su ganancia neta a una cuenta aparte para impuestos cada semana. Confirme el porcentaje adecuado con su profesional de impuestos.",
        "Impuesto por uso de vehículos pesados: el Formulario 2290 generalmente vence el 31 de agosto para camiones de 55,000 libras o más, y puede llegar a $550 por camión al año.",
      ],
    },
    { type: "h2", text: "Controle el gasto de combustible" },
    {
      type: "p",
      text: "El combustible suele ser el costo variable más grande de un transportista, así que los ahorros pequeños se acumulan rápido. Ayudan una tarjeta de combustible con descuentos en la bomba, las paradas de combustible planeadas y menos tiempo con el motor encendido y el camión parado; consulte los detalles en nuestra [guía de manejo de combustible](/resources/fuel-management) o [solicite la tarjeta de combustible de TPF](/fuel-card-application).",
    },
    {
      type: "p",
      text: "Muchas compañías de factoraje (factoring) también ofrecen adelantos para combustible: una parte del pago de la carga que se libera al recogerla, con base en la confirmación de tarifa, para que pueda cargar combustible para el viaje sin vaciar su cuenta. Si usa uno, pregunte exactamente cuánto cuesta y cómo se descuenta de su liquidación.",
    },
    { type: "h2", text: "Maneje sus cuentas por cobrar como un negocio" },
    {
      type: "ul",
      items: [
        "Facture el mismo día que entrega. Cada día que espera le suma un día a su brecha de pago.",
        "Envíe paquetes completos: confirmación de tarifa, conocimiento de embarque firmado y recibos de lumper y de tiempo de espera (detention). La documentación incompleta es la razón más común por la que se atoran los pagos.",
        "Revise la calificación de crédito de un broker y su promedio de días de pago antes de reservar la carga, no después.",
        "Dé seguimiento por escrito a cualquier factura que ya pasó su plazo.",
        "Vigile la concentración. Si un solo cliente representa más de aproximadamente un tercio de sus ingresos, cuando ese cliente se atrasa, usted también se atrasa.",
      ],
    },
    { type: "h2", text: "¿Línea de crédito o factoraje?" },
    {
      type: "p",
      text: "Las dos opciones cierran la brecha de pago, pero de manera diferente. Una línea de crédito le permite pedir prestado hasta un límite y pagar a medida que sus clientes le pagan a usted, con intereses solo sobre lo que usa. Por lo general cuesta menos por dólar, pero los bancos piden tiempo en el negocio, buen crédito personal, estados financieros y muchas veces garantías, y el límite no crece automáticamente cuando usted agrega camiones.",
    },
    {
      type: "p",
      text: "El factoraje convierte sus facturas en efectivo mediante su venta, así que la aprobación depende sobre todo del crédito de sus clientes y los fondos disponibles crecen con sus ingresos. TPF adelanta hasta el 95% del valor de la factura y deposita los fondos en un plazo de 24 horas, con tasas de 1.5% a 4.5%, sin contratos a largo plazo y sin volumen mínimo. Para una comparación punto por punto, lea [Factoraje de facturas frente a préstamos bancarios](/resources/factoring-vs-loans).",
    },
    {
      type: "p",
      text: "Muchos transportistas usan las dos cosas: factoraje para el efectivo del día a día, y una línea de crédito o [préstamos basados en activos](/asset-based-lending) para necesidades más grandes. Si las combina, asegúrese de que el gravamen (lien) del prestamista y el derecho de la compañía de factoraje sobre sus cuentas por cobrar no choquen entre sí, y resuélvalo antes de firmar cualquier cosa.",
    },
    { type: "h2", text: "Lista semanal para controlar su efectivo" },
    {
      type: "ol",
      items: [
        "Facture todas las cargas que entregó la semana pasada, con la documentación completa.",
        "Actualice la proyección de 13 semanas con los números reales de la semana pasada.",
        "Revise las facturas pendientes y dé seguimiento a todo lo vencido.",
        "Pase lo que apartó esta semana para impuestos, IFTA y reserva a sus cuentas separadas.",
        "Revise el gasto de combustible y el costo por milla de cada camión.",
        "Vea cuál es la semana más baja de su proyección y decida desde ahora qué va a hacer al respecto.",
      ],
    },
    {
      type: "p",
      text: "Nada de esto es complicado, pero hay que hacerlo cada semana. Si quiere ver cómo cambiaría su proyección con pagos más rápidos, [pida una cotización gratis](/get-quote) o llámenos al (801) 555-0142.",
    },
  ],
  cta: {
    heading: "Deje de esperar de 30 a 90 días para cobrar",
    text: "Pida una cotización gratis y vea cómo TPF puede convertir sus cargas entregadas en dinero disponible para operar en un plazo de 24 horas.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
