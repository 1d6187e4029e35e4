import type { ArticleWords } from "../../types";

export const equipmentFinancing: ArticleWords = {
  title: "Opciones de financiamiento de equipo para flotas en crecimiento",
  summary:
    "¿Préstamo o arrendamiento TRAC o FMV? Cómo funciona el financiamiento de camiones, qué revisan los prestamistas, nuevo o usado, Sección 179 y cómo calificar.",
  author: "Por Daniel Brooks, gerente de Financiamiento de Equipos",
  body: [
    {
      type: "p",
      text: "Para la mayoría de los transportistas pequeños, sumar un camión es el cheque más grande que llegarán a firmar. La forma de financiarlo importa tanto como el precio: determina su pago mensual, su costo por milla, sus impuestos y lo que le queda en propiedad al terminar el plazo. Aquí le explicamos cómo se comparan las opciones principales, qué buscan los prestamistas y cómo ponerse en una buena posición antes de presentar su solicitud.",
    },
    { type: "h2", text: "Empiece por lo que el camión tiene que producir" },
    {
      type: "p",
      text: "Antes de comparar ofertas, convierta el pago en costo por milla. Por ejemplo, un pago mensual de $2,800 por un camión que recorre 9,000 millas al mes equivale a unos 31 centavos por milla, antes del seguro, el combustible, el mantenimiento o el sueldo de cualquiera. Súmelo a sus otros costos y compare el total con lo que de verdad pagan sus rutas. Nuestra guía de [estrategias para load boards](/resources/load-board-strategies) explica paso a paso cómo calcular el costo total por milla.",
    },
    {
      type: "p",
      text: "Después, sea honesto con usted mismo sobre la carga. Un segundo o un quinto camión solo se costea si se mantiene cargado. Las rutas con contrato, los embarcadores que repiten o las buenas relaciones con brokers hacen que crecer sea mucho menos arriesgado que esperar que el mercado spot (el de cargas que se contratan al momento) se mantenga.",
    },
    { type: "h2", text: "Préstamos para equipo" },
    {
      type: "p",
      text: "Con un préstamo, el camión es suyo desde el primer día y el prestamista tiene un gravamen (lien) sobre el título hasta que se termine de pagar. Los pagos suelen ser fijos, no hay límites de millas y cada pago aumenta el valor que usted tiene en el camión (equity), que más adelante puede vender, dar a cambio o usar como garantía para pedir prestado.",
    },
    { type: "h3", text: "Pago inicial" },
    {
      type: "p",
      text: "Cuente con dar un pago inicial. Como rango general del mercado, los transportistas establecidos con buen crédito suelen dar entre el 10% y el 20%, mientras que a los transportistas con autoridad nueva, a quienes compran por primera vez y a quienes tienen poco historial de crédito o un crédito dañado a menudo se les pide del 20% al 30% o más. Cada prestamista fija sus propias condiciones. Un pago inicial más grande reduce su pago mensual y lo protege de deber más de lo que vale el camión, como aprendieron muchos dueños cuando los precios de los camiones usados cayeron desde sus máximos de 2022.",
    },
    { type: "h3", text: "Plazos" },
    {
      type: "p",
      text: "Los plazos suelen ir de 36 a 60 meses, y a veces hay plazos de 72 meses o más para equipo más nuevo. Un plazo más largo reduce el pago, pero suma intereses y puede durar más que los mejores años del camión. Ajuste el plazo al tiempo que piensa quedarse con el camión. No le conviene seguir pagando un tractor que ya necesita una reparación mayor del motor (in-frame overhaul).",
    },
    { type: "h2", text: "Arrendamientos" },
    {
      type: "p",
      text: "Con un arrendamiento (lease), la compañía arrendadora es dueña del camión y usted paga por usarlo. Los arrendamientos suelen requerir menos efectivo al inicio y pueden tener pagos más bajos. La estructura del contrato decide quién asume el riesgo sobre el valor del camión al final.",
    },
    { type: "h3", text: "Arrendamientos TRAC" },
    {
      type: "p",
      text: "Un arrendamiento con Cláusula de Ajuste de Renta al Término (Terminal Rental Adjustment Clause, TRAC) está pensado para equipo con título, como tractores y tráileres. Usted y el arrendador acuerdan un valor residual al comienzo. Al final, usted puede comprar el camión por esa cantidad, o el camión se vende: si se vende por más del residual, usted se queda con la diferencia; si se vende por menos, usted paga lo que falte. Los pagos son más bajos que los de un préstamo porque solo paga hasta llegar al residual, y por lo general no hay límites de millas, pero usted asume el riesgo de reventa.",
    },
    { type: "h3", text: "Arrendamientos a valor justo de mercado (FMV)" },
    {
      type: "p",
      text: "Un arrendamiento FMV (fair market value) suele tener el pago más bajo. Al final, usted puede devolver el camión, renovar el contrato o comprarlo al valor justo de mercado que tenga en ese momento. Como el arrendador asume el riesgo de reventa, espere límites de millas, normas de desgaste y condiciones de devolución. Los cargos por millas excedentes se acumulan rápido en un camión de larga distancia (over-the-road), así que pida por escrito cuántas millas le permiten.",
    },
    { type: "h3", text: "Arrendamientos con compra por $1" },
    {
      type: "p",
      text: "Un arrendamiento con opción de compra por $1 es un arrendamiento solo de nombre: al final, el camión es suyo por un dólar, y para efectos fiscales y contables por lo general se trata como una compra. Compárelo con un préstamo según el costo total.",
    },
    {
      type: "h3",
      text: "Programas de arrendamiento con opción a compra de los transportistas (lease-purchase)",
    },
    {
      type: "p",
      text: "Estos programas son distintos del financiamiento de equipo. Los pagos a menudo se descuentan de sus liquidaciones, y si usted deja al transportista o se acaba la carga, puede perder el camión y todo lo que ha pagado. Lea el contrato con cuidado y pida que alguien de confianza lo revise antes de firmar.",
    },
    {
      type: "table",
      caption: "Cómo se comparan las principales opciones de financiamiento",
      head: ["Característica", "Préstamo", "Arrendamiento TRAC", "Arrendamiento FMV"],
      rows: [
        [
          "Propiedad",
          "Es suyo; el prestamista tiene un gravamen",
          "Es del arrendador; usted puede comprarlo al valor residual",
          "Es del arrendador; compra opcional al valor de mercado",
        ],
        [
          "Efectivo al inicio",
          "Pago inicial, a menudo del 10% al 30%",
          "Normalmente menos: primer pago, depósito, cargos",
          "Normalmente el menor",
        ],
        ["Pago mensual", "El más alto", "Más bajo", "Normalmente el más bajo"],
        [
          "Al final del plazo",
          "El camión es suyo, libre de gravámenes",
          "Comprar al valor residual, o vender y liquidar la diferencia",
          "Devolver, renovar o comprar al valor de mercado",
        ],
        ["Límites de millas", "Ninguno", "Normalmente ninguno", "Comunes, con cargos por millas excedentes"],
        ["Riesgo de reventa", "Usted", "Usted", "El arrendador"],
      ],
    },
    { type: "h2", text: "¿Nuevo o usado?" },
    {
      type: "p",
      text: "Los camiones nuevos traen garantía de fábrica, lo último en rendimiento de combustible y sistemas de seguridad, y por lo general un financiamiento más fácil con plazos más largos. La desventaja es el precio (en 2025, muy por encima de $150,000 en muchos camiones nuevos Clase 8 con dormitorio) y la fuerte depreciación de los primeros años.",
    },
    {
      type: "p",
      text: "Los camiones usados cuestan menos y pierden valor más despacio, pero el riesgo del mantenimiento corre por su cuenta, sobre todo en el motor y en los sistemas de postratamiento de emisiones. Muchos prestamistas ofrecen plazos más cortos para equipo usado y ponen límites de antigüedad o de millas. Antes de comprar un camión usado:",
    },
    {
      type: "ul",
      items: [
        "Mande hacer una inspección independiente antes de la compra, una descarga de datos del ECM (la computadora del motor) y un análisis de aceite.",
        "Pida los registros de mantenimiento y revise el historial del DPF, el EGR y el SCR.",
        "Consulte el historial del VIN (el número de identificación del vehículo) y confirme que el título esté libre de gravámenes.",
        "Cotice una garantía extendida y compárela con apartar su propio fondo para reparaciones.",
      ],
    },
    { type: "h2", text: "Lo que revisan los prestamistas" },
    {
      type: "ul",
      items: [
        "Crédito personal: en los transportistas pequeños, los prestamistas revisan el crédito del dueño y por lo general piden una garantía personal. Un puntaje más alto suele significar una tasa más baja y un pago inicial más pequeño.",
        "Tiempo en el negocio: muchos prestamistas prefieren dos años o más con su propia autoridad. Los transportistas más nuevos también pueden conseguir financiamiento, normalmente con un pago inicial más grande.",
        "Experiencia de manejo: los años con licencia de conducir comercial (CDL) cuentan, sobre todo si la autoridad es nueva.",
        "Estados de cuenta bancarios: varios meses de depósitos constantes y sin sobregiros.",
        "Deudas actuales: pagos vigentes, gravámenes fiscales y sentencias judiciales.",
        "El equipo en sí: antigüedad, millas, marca y valor de reventa.",
        "Reservas: el efectivo que le queda después del pago inicial para reparaciones y semanas flojas.",
      ],
    },
    {
      type: "p",
      text: "Tenga sus papeles listos: las declaraciones de impuestos de los últimos dos años, un estado de pérdidas y ganancias del año en curso, estados de cuenta bancarios recientes, los datos de su autoridad y de su seguro, y la cotización del concesionario o la hoja de especificaciones del camión.",
    },
    { type: "h2", text: "Cómo el factoraje le ayuda a calificar" },
    {
      type: "p",
      text: "Los prestamistas quieren ver ingresos constantes y un saldo bancario que no baje a cero mientras usted espera de 30 a 60 días a que le paguen los brokers. El factoraje (factoring) convierte rápido en efectivo las cargas entregadas, así que sus estados de cuenta muestran depósitos constantes y cuentas pagadas a tiempo, y su fondo para el pago inicial crece más rápido. TPF adelanta hasta el 95% del valor de la factura, con fondos en un plazo de 24 horas, sin contratos a largo plazo y sin volumen mínimo.",
    },
    {
      type: "p",
      text: "Hay dos cosas que debe prever. Primero, las comisiones de factoraje, que en TPF van del 1.5% al 4.5%, son un costo, así que inclúyalas en sus proyecciones. Segundo, una compañía de factoraje normalmente registra un gravamen UCC sobre sus cuentas por cobrar. El gravamen de un prestamista de equipo recae sobre el camión mismo, así que por lo general los dos conviven sin problema, pero dígaselo a su prestamista desde el principio. Para ver las dos opciones lado a lado, lea [factoraje vs. préstamos](/resources/factoring-vs-loans).",
    },
    { type: "h2", text: "La Sección 179 y los impuestos" },
    {
      type: "p",
      text: "La Sección 179 del código tributario le permite a un negocio deducir el costo del equipo que califique, incluidos los camiones y tráileres que se usen más de la mitad del tiempo para el negocio, en el año en que se pone en servicio, hasta un límite anual, en lugar de depreciarlo a lo largo de varios años. La depreciación adicional (bonus depreciation) puede cubrir los costos que pasen de ese límite. La ley tributaria firmada el 4 de julio de 2025 subió el límite de la Sección 179 a $2.5 millones y restableció la depreciación adicional del 100% para los bienes que califiquen adquiridos después del 19 de enero de 2025.",
    },
    {
      type: "ul",
      items: [
        "Por lo general, el equipo financiado califica. Usted puede deducir el costo completo aunque lo esté pagando a plazos.",
        "La deducción de la Sección 179 no puede ser mayor que los ingresos de su negocio en el año, aunque la parte que no use se puede pasar a años siguientes.",
        "En los arrendamientos, depende de la estructura. Un arrendamiento con compra por $1 normalmente se trata como una compra; con un arrendamiento verdadero, lo que usted deduce son los pagos.",
        "Una deducción grande ahora significa deducciones más pequeñas después, y vender el camión puede obligarle a devolver parte de la depreciación deducida (depreciation recapture).",
        "Las reglas estatales pueden ser distintas de las federales.",
      ],
    },
    {
      type: "p",
      text: "Esta es información general, no asesoría fiscal. Hable con un profesional de impuestos antes de firmar, no cuando llegue el momento de declarar.",
    },
    { type: "h2", text: "Aproveche lo que ya tiene" },
    {
      type: "p",
      text: "Si es dueño de camiones o tráileres en los que ya tiene valor acumulado, o tiene cuentas por cobrar constantes, el [préstamo basado en activos](/asset-based-lending) le permite pedir prestado con ellos como garantía para un pago inicial, una reparación grande o capital de trabajo. Es un pago más, así que asegúrese de que los ingresos del camión nuevo alcancen para cubrir ambos.",
    },
    {
      type: "callout",
      title: "Consiga la aprobación antes de buscar camión",
      text: "Sepa cuál es su monto aprobado, su pago inicial y su pago mensual antes de hablar con un concesionario. Así escoge el camión que se ajusta a su presupuesto, y no al revés, y negocia el precio desde una posición de fuerza.",
    },
    { type: "h2", text: "Antes de firmar" },
    {
      type: "ol",
      items: [
        "Compare las ofertas por su costo total: pago inicial, todos los pagos, cargos y cualquier opción de compra, no solo el pago mensual.",
        "Pregunte si hay penalidades por pago anticipado, por si quiere liquidar el préstamo antes.",
        "Lea las condiciones de incumplimiento y de pagos atrasados, incluida cualquier cláusula de incumplimiento cruzado (cross-default).",
        "Pida una cotización de seguro de daños físicos con el prestamista como beneficiario en caso de pérdida (loss payee), y súmela a su presupuesto.",
        "En un arrendamiento, pida por escrito el valor residual, las millas permitidas y las condiciones de devolución.",
        "Mantenga en reserva de dos a tres meses de gastos de operación después del pago inicial.",
      ],
    },
    {
      type: "p",
      text: "Los transportistas que crecen bien suman camiones cuando la carga, el efectivo y el financiamiento se alinean. Para saber más sobre cómo crear ese colchón, vea nuestra guía de [manejo del flujo de efectivo](/resources/cash-flow-management).",
    },
  ],
  cta: {
    heading: "Construya el flujo de efectivo que los prestamistas quieren ver",
    text: "TPF convierte sus facturas en efectivo en un plazo de 24 horas, para que sus estados de cuenta muestren los depósitos constantes que buscan los prestamistas.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
