import type { ArticleWords } from "../../types";

export const factoringVsLoans: ArticleWords = {
  title: "Factoraje de facturas frente a préstamos bancarios",
  summary:
    "El factoraje no es un préstamo. Compare aprobación, rapidez, costo, garantías y efecto en su crédito para elegir cómo financiar su negocio de transporte.",
  author: "Por Rachel Nguyen, asesora sénior de financiamiento",
  body: [
    {
      type: "p",
      text: "Tarde o temprano, todo transportista necesita dinero que todavía no ha cobrado: para cubrir el combustible mientras los brokers tardan de 30 a 90 días en pagar, para agregar un camión o para salir adelante en un mes flojo. Las dos soluciones más comunes son el factoraje de facturas (factoring) y un préstamo o una línea de crédito del banco. Resuelven problemas distintos, cuestan distinto y le piden cosas distintas. Así se comparan.",
    },
    { type: "h2", text: "La respuesta corta: el factoraje no es un préstamo" },
    {
      type: "p",
      text: "Con el factoraje, usted vende sus facturas pendientes de cobro a una compañía de factoraje. La compañía le paga por adelantado la mayor parte del valor de la factura, le cobra a su cliente y después le paga a usted el resto menos su comisión. No se pide nada prestado, así que no hay saldo de préstamo ni pago mensual. El pago de su cliente cierra la operación.",
    },
    {
      type: "p",
      text: "Un préstamo o una línea de crédito del banco es deuda. Usted recibe dinero y tiene que devolverlo con intereses según un calendario fijo, le hayan pagado sus clientes o no.",
    },
    { type: "h2", text: "Cómo funcionan los préstamos bancarios para las empresas de transporte" },
    {
      type: "p",
      text: "Los bancos y las cooperativas de crédito ofrecen préstamos a plazo, préstamos para equipo y líneas de crédito revolventes. Los préstamos garantizados por la SBA (la Administración de Pequeñas Empresas de EE. UU.), como los del programa 7(a), pueden ofrecer plazos más largos a los negocios que califican. En todos los casos el prestamista está evaluando si usted puede pagar, así que prepárese para presentar:",
    },
    {
      type: "ul",
      items: [
        "Tiempo en el negocio, muchas veces dos años o más para un préstamo o una línea de crédito sin garantía.",
        "Un buen historial de crédito personal y del negocio. Muchos prestamistas buscan puntajes altos dentro de los 600 o superiores.",
        "Dos o tres años de declaraciones de impuestos, un estado de pérdidas y ganancias, un balance general y estados de cuenta bancarios recientes.",
        "Garantías, como camiones, tráileres o un gravamen general (blanket lien) sobre los activos del negocio, además de una garantía personal del dueño.",
      ],
    },
    {
      type: "p",
      text: "La aprobación suele tardar unas semanas, y los préstamos de la SBA pueden tardar un mes o más. A cambio, un solicitante con buen perfil normalmente consigue un costo por dólar más bajo que con el factoraje. Con la tasa preferencial (prime rate) en 7.5% desde diciembre de 2024, las tasas para pequeñas empresas con buen crédito suelen empezar poco por debajo del 10%, y de ahí suben según el riesgo.",
    },
    { type: "h2", text: "Cómo funciona el factoraje de facturas" },
    {
      type: "ol",
      items: [
        "Usted entrega la carga y obtiene el conocimiento de embarque (BOL) firmado.",
        "Envía la factura, la confirmación de tarifa y el conocimiento de embarque. En TPF puede hacerlo por nuestro portal en línea o nuestra aplicación móvil.",
        "La compañía de factoraje verifica la carga y le adelanta un porcentaje de la factura. En el transporte son comunes los adelantos de 90% a 95%; TPF adelanta hasta el 95% y deposita los fondos en un plazo de 24 horas.",
        "Su cliente le paga a la compañía de factoraje en sus plazos normales.",
        "La compañía de factoraje libera la reserva, es decir, la parte que retuvo, menos su comisión.",
      ],
    },
    {
      type: "p",
      text: "Como la aprobación depende sobre todo de la capacidad de pago de sus clientes, un transportista con autoridad recién emitida que trabaja con buenos brokers muchas veces puede calificar para factoraje antes de que cualquier banco le preste. Para ver el proceso completo, consulte [cómo funciona el factoraje](/how-factoring-works).",
    },
    { type: "h3", text: "Un ejemplo con números" },
    {
      type: "p",
      text: "Tome una factura de $5,000 con un adelanto de 90% y una comisión de 2% por cada 30 días. La comisión se calcula así: factura × tasa × días pendientes ÷ 30. Digamos que el broker paga en 45 días:",
    },
    {
      type: "ul",
      items: [
        "Adelanto al enviar la factura: $5,000 × 90% = $4,500.",
        "Reserva retenida: $500.",
        "Comisión: $5,000 × 2% × 45 ÷ 30 = $150.",
        "Pago final cuando paga el broker: $500 − $150 = $350.",
        "Total recibido: $4,500 + $350 = $4,850.",
      ],
    },
    {
      type: "p",
      text: "Si el mismo broker pagara en 30 días, la comisión sería de $100 y usted recibiría $4,900. Por eso, trabajar con clientes que pagan a tiempo baja su costo de factoraje. Algunas compañías cobran una comisión fija en lugar de una comisión según el tiempo, así que siempre pregunte cómo se calcula.",
    },
    { type: "h3", text: "Factoraje con recurso y sin recurso" },
    {
      type: "p",
      text: "En el factoraje con recurso, si su cliente no paga dentro de un plazo acordado, usted recompra la factura o la reemplaza con otra. La compañía de factoraje le da rapidez, no un seguro de crédito, por eso las tasas con recurso suelen ser más bajas.",
    },
    {
      type: "p",
      text: "En el factoraje sin recurso, la compañía de factoraje absorbe la pérdida si su cliente no puede pagar por insolvencia o por un problema de crédito parecido. Normalmente cuesta más, y por lo general no cubre disputas como reclamos por daños a la carga, pagos incompletos o documentación faltante. Antes de firmar, lea con cuidado qué se considera una falta de pago cubierta.",
    },
    { type: "h2", text: "Comparación punto por punto" },
    {
      type: "table",
      caption: "Factoraje de facturas comparado con un préstamo o una línea de crédito bancaria",
      head: ["Característica", "Factoraje de facturas", "Préstamo o línea de crédito bancaria"],
      rows: [
        [
          "Aprobación basada en",
          "El crédito de sus clientes y la calidad de sus facturas",
          "Su puntaje de crédito, su tiempo en el negocio y sus estados financieros",
        ],
        [
          "Tiempo para recibir los fondos",
          "Normalmente de 24 a 48 horas después de facturar; TPF deposita en un plazo de 24 horas",
          "Semanas para la aprobación; los préstamos de la SBA pueden tardar un mes o más",
        ],
        [
          "Efecto en el puntaje de crédito",
          "Poco o ninguno; no hay saldo de préstamo que reportar",
          "Consulta de crédito al presentar la solicitud; el saldo y los pagos aparecen en los reportes de crédito",
        ],
        [
          "Garantía",
          "Las propias facturas; la compañía de factoraje registra un gravamen sobre sus cuentas por cobrar",
          "Muchas veces los camiones, un gravamen general sobre los activos del negocio y una garantía personal",
        ],
        [
          "Deuda en el balance general",
          "Por lo general no; es una venta de cuentas por cobrar",
          "Sí; es un pasivo hasta que se paga",
        ],
        [
          "Pagos",
          "Usted no paga nada; su cliente le paga a la compañía de factoraje",
          "Pagos mensuales fijos o intereses sobre el monto utilizado",
        ],
        [
          "Estructura de costos",
          "Un porcentaje de cada factura (TPF: de 1.5% a 4.5%)",
          "Tasa de interés anual más posibles comisiones de apertura o de cierre",
        ],
        [
          "Crece con los ingresos",
          "Sí; más facturas significan más fondos",
          "No; es un monto o un límite fijo, y para aumentarlo hay que volver a aprobarlo",
        ],
        [
          "Papeleo",
          "Solicitud corta, documentos de autoridad y de seguro, y luego un paquete de factura por carga",
          "Declaraciones de impuestos, estados financieros, estados de cuenta bancarios y muchas veces un plan de negocios",
        ],
        [
          "Ideal para",
          "Transportistas nuevos o en crecimiento, clientes que pagan tarde, flujo de efectivo irregular",
          "Transportistas establecidos con buen crédito, compra de equipo y necesidades a largo plazo",
        ],
      ],
    },
    {
      type: "p",
      text: "Una nota contable: según los términos, sobre todo si es con recurso, su contador podría registrar el factoraje de otra manera. Si piensa solicitar un préstamo bancario más adelante, pregúntele cómo va a aparecer en sus estados financieros.",
    },
    { type: "h2", text: "Lo que realmente cuesta el factoraje comparado con un préstamo" },
    {
      type: "p",
      text: "Por cada dólar, un préstamo bancario suele ser más barato. Una comisión de 2% por cada 30 días equivale aproximadamente a 24% al año si mantuviera el mismo dinero pendiente todo el año, muy por encima de una tasa bancaria típica. Pero esa comparación deja fuera lo que cada opción realmente puede hacer por usted.",
    },
    {
      type: "ul",
      items: [
        "Disponibilidad: una línea de crédito bancaria para la que no califica no le cuesta nada, pero tampoco le da un centavo.",
        "Rapidez: tener efectivo en 24 horas le permite tomar la siguiente buena carga, comprar combustible con descuento y evitar recargos por pagar tarde sus propias cuentas.",
        "Sin pagos fijos: en un mes flojo vende menos facturas y paga menos, mientras que el pago de un préstamo sigue igual.",
        "Ayuda administrativa: muchos acuerdos de factoraje incluyen la cobranza y la verificación de crédito de los brokers, un trabajo que de otra forma tendría que hacer usted.",
      ],
    },
    {
      type: "callout",
      title: "Consejo: pida un ejemplo con todos los costos",
      text: "Antes de firmar con cualquier compañía de factoraje, pídale que calcule el ejemplo de $5,000 de arriba con su tasa real, su adelanto real y todas sus comisiones: solicitud, ACH o transferencia bancaria, procesamiento de facturas, mínimos y cancelación anticipada. La tasa anunciada más baja no siempre es el costo más bajo.",
    },
    { type: "h2", text: "Términos del contrato que debe revisar" },
    {
      type: "p",
      text: "Los contratos de factoraje varían mucho. En la industria, las tasas suelen ir de 2.0% a 6.0%, los fondos pueden tardar de 2 a 5 días, y son comunes los contratos de 1 a 3 años con volúmenes mínimos mensuales y cargos por cancelación. Fíjese en:",
    },
    {
      type: "ul",
      items: [
        "La duración del contrato y cómo cancelarlo, incluidos los plazos de aviso y los cargos de salida.",
        "Los requisitos de volumen mínimo y qué pasa si no los cumple.",
        "Si tiene que vender todas sus facturas o puede escoger cuáles.",
        "El periodo de recurso, es decir, cuántos días pasan antes de que una factura sin pagar vuelva a ser responsabilidad suya.",
        "Cada comisión aparte de la tasa anunciada.",
      ],
    },
    {
      type: "p",
      text: "TPF lo hace sencillo: tasas de 1.5% a 4.5%, sin contratos a largo plazo, sin volumen mínimo, atención las 24 horas, los 7 días de la semana, y un gerente de cuenta dedicado.",
    },
    { type: "h2", text: "Cuándo conviene más un préstamo bancario" },
    {
      type: "p",
      text: "Un préstamo suele ser la mejor herramienta para compras a largo plazo, como un camión, un tráiler o un taller, sobre todo si tiene unos años en el negocio, buen crédito y puede cubrir un pago fijo. Financiar un activo que dura cinco años con un préstamo a cinco años es una práctica sensata. Nuestra [guía de financiamiento de equipo](/resources/equipment-financing) explica las opciones, y los [préstamos basados en activos](/asset-based-lending) pueden liberar el valor del equipo que ya tiene.",
    },
    { type: "h2", text: "Cuándo conviene más el factoraje" },
    {
      type: "p",
      text: "El factoraje está hecho para la brecha de todos los días entre entregar una carga y cobrarla. Funciona bien si usted es un transportista con autoridad nueva y sin un largo historial de crédito, si está agregando camiones más rápido de lo que le permitiría un límite bancario, si sus clientes pagan lento o si sus ingresos suben y bajan según la temporada. Como los fondos dependen de sus facturas, crecen a medida que usted crece.",
    },
    { type: "h2", text: "Cómo usar los dos" },
    {
      type: "p",
      text: "Muchos transportistas venden sus cuentas por cobrar mediante factoraje para tener capital de trabajo y usan un préstamo bancario o de equipo para los camiones. Lo único que hay que resolver primero son los gravámenes. Muchos préstamos bancarios incluyen un gravamen general que cubre las cuentas por cobrar, y eso choca con el derecho de la compañía de factoraje sobre esas mismas facturas. Desde el principio, informe a cada parte sobre la otra; muchas veces el prestamista acepta liberar o subordinar su derecho sobre las cuentas por cobrar.",
    },
    {
      type: "p",
      text: "¿No está seguro de qué opción le conviene a su negocio? [Pida una cotización gratis](/get-quote) o llame al (801) 555-0142 para hablarlo con un asesor de financiamiento.",
    },
  ],
  cta: {
    heading: "Cobre en 24 horas, sin esperar de 30 a 90 días",
    text: "Pida una cotización gratis para ver su adelanto, su tasa y exactamente cuánto recibiría por su próxima factura.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
