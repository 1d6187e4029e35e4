import type { ArticleWords } from "../../types";

export const loadBoardStrategies: ArticleWords = {
  title: "Cómo sacarles la máxima ganancia a los load boards",
  summary:
    "Conozca su costo total por milla, cuente las millas vacías, negocie con datos, verifique a cada broker y mantenga el efectivo en movimiento si le pagan tarde.",
  author: "Por Marcus Reyes, asesor de operaciones de flota",
  body: [
    {
      type: "p",
      text: "Los load boards (bolsas de carga) como DAT y Truckstop pueden mantener su camión en movimiento, pero la tarifa publicada más alta no siempre es la carga más rentable. Los transportistas que ganan dinero en el mercado spot (cargas sueltas, sin contrato) se saben sus números de memoria, cuentan cada milla vacía y solo trabajan con brokers que pagan.",
    },
    { type: "h2", text: "Conozca su costo total por milla" },
    {
      type: "p",
      text: "Su costo por milla es el límite por debajo del cual no debe negociar nunca. Sume sus costos fijos mensuales, divídalos entre el total de millas (cargadas y vacías) y luego súmeles sus costos por milla. Este es un ejemplo para un camión que recorre 10,000 millas al mes:",
    },
    {
      type: "table",
      caption: "Ejemplo de costo total por milla (cifras ilustrativas, 10,000 millas totales al mes)",
      head: ["Costo", "Monto de ejemplo", "Por milla"],
      rows: [
        ["Pago del camión", "$2,600 al mes", "$0.26"],
        ["Pago del tráiler", "$700 al mes", "$0.07"],
        ["Seguro", "$1,300 al mes", "$0.13"],
        ["Permisos, ELD, teléfono, contabilidad", "$400 al mes", "$0.04"],
        ["Combustible", "$3.70 por galón a 6.5 mpg", "$0.57"],
        ["Mantenimiento y llantas", "Apartado por milla", "$0.20"],
        ["Peajes, básculas y otros", "Apartado por milla", "$0.03"],
        ["Su pago", "Lo que le pagaría a un conductor", "$0.70"],
        ["Costo total", "Total", "$2.00"],
      ],
    },
    {
      type: "p",
      text: "Sus números serán distintos, así que use los suyos. Como punto de comparación, los estudios recientes de costos operativos de ATRI (el Instituto Estadounidense de Investigación del Transporte) han ubicado el promedio de la industria en aproximadamente $2.25 por milla, incluido el salario del conductor. Si deja fuera su propio pago, va a aceptar cargas que parecen rentables mientras usted trabaja gratis.",
    },
    { type: "h2", text: "Saque la cuenta de la tarifa con las millas vacías incluidas" },
    {
      type: "p",
      text: "Los load boards muestran la tarifa por milla cargada. Pero su camión gasta dinero en cada milla, cargado o vacío (deadhead). Compare dos cargas de ejemplo con el costo de $2.00 de arriba y una comisión de factoraje (factoring) de 3%:",
    },
    {
      type: "ul",
      items: [
        "La carga A paga $2,500 por 850 millas cargadas, lo que parece $2.94 por milla. Súmele 150 millas vacías y quedan $2.50 por milla en 1,000 millas totales. El costo es de $2,000 y la comisión de $75, así que le quedan $425.",
        "La carga B paga $1,900 por 600 millas cargadas, o sea $3.17 por milla. Con 25 millas vacías, quedan $3.04 por milla en 625 millas totales. El costo es de $1,250 y la comisión de $57, así que le quedan $593, y además queda libre para la siguiente carga aproximadamente un día antes.",
      ],
    },
    {
      type: "p",
      text: "El cheque más chico dejó más dinero. Hágalo costumbre: antes de llamar, divida el pago entre las millas cargadas más las millas vacías. Si ese número queda por debajo de su costo total, la carga pierde dinero, por muy buena que se vea la tarifa publicada. Después pregúntese dónde lo deja cada carga. Una tarifa excelente hacia un mercado con poca carga de salida le puede salir cara en la siguiente carga.",
    },
    { type: "h2", text: "Arme sus rutas y planee sus cargas de regreso" },
    {
      type: "p",
      text: "Si empieza a buscar desde cero cada vez que descarga, acumula más millas vacías y más horas en el estacionamiento de la parada de camiones. Mejor haga lo siguiente:",
    },
    {
      type: "ul",
      items: [
        "Busque su carga de regreso (backhaul) antes de reservar la carga de ida. Si no sale nada bueno de la zona de entrega, inclúyalo en el precio.",
        "Use la relación entre cargas y camiones y el historial de tarifas de cada ruta (lane) para identificar los mercados fuertes y los débiles.",
        "Haga las mismas rutas con la frecuencia suficiente para conocer a los embarcadores, los destinatarios y los brokers que se mueven en ellas.",
        "Pídales carga regular en sus rutas a los brokers que lo tratan bien. Las cargas repetidas son mejores que lo que encuentra en el load board abierto.",
        "Esté dispuesto a aceptar una carga de regreso a una tarifa justa, aunque más baja, cuando le convenga más que regresar vacío.",
      ],
    },
    { type: "h2", text: "Haga que el load board trabaje para usted" },
    {
      type: "ul",
      items: [
        "Publique su camión además de buscar cargas. Los brokers que tienen una carga difícil de cubrir llaman primero a los camiones publicados, y en esas llamadas es donde usted tiene poder de negociación.",
        "Guarde sus búsquedas y active alertas para sus rutas, para que las buenas cargas le lleguen antes de que otro transportista las tome.",
        "Mantenga un radio de millas vacías realista. Un radio amplio le muestra más cargas, pero cada milla de ese radio va sin pago.",
        "Empiece a buscar temprano en el día, cuando se publica más carga. Las cargas del viernes en la tarde pueden pagar bien, pero solo si la entrega no lo deja varado el fin de semana.",
      ],
    },
    { type: "h2", text: "Negocie con los brokers" },
    {
      type: "p",
      text: "La tarifa publicada es una oferta inicial. Revise los promedios actuales de la ruta con las herramientas de tarifas de su load board, tenga claro el número mínimo que está dispuesto a aceptar y llame rápido cuando vea una buena carga. Antes de aceptar, pregunte por:",
    },
    {
      type: "ul",
      items: [
        "El peso, el tipo de mercancía y los horarios de cita para recoger y entregar.",
        "El pago por tiempo de espera (detention): cuántas horas libres le dan y cómo se documenta.",
        "Los cargos de lumper (el personal de descarga) y si se los adelantan o se los reembolsan.",
        "El pago de TONU (camión solicitado y no utilizado) si se cancela la carga.",
      ],
    },
    {
      type: "p",
      text: "Haga una contraoferta con un número concreto y una razón, como las millas vacías, una cita con poco margen o un mercado débil para volver a cargar. Pida que todo quede en la confirmación de tarifa, y no acepte cambios por teléfono sin una confirmación actualizada.",
    },
    { type: "h2", text: "Verifique al broker antes de reservar la carga" },
    {
      type: "p",
      text: "Una tarifa excelente no vale nada si nunca se la pagan. Antes de trabajar con un broker nuevo:",
    },
    {
      type: "ul",
      items: [
        "Busque a la empresa en el sitio de la FMCSA (la agencia federal de seguridad del autotransporte) y confirme que tenga autoridad de broker activa y una fianza o un fondo fiduciario de $75,000 registrado.",
        "Revise los días de pago y las calificaciones de crédito en su load board, y pídale a su compañía de factoraje que verifique el crédito del broker.",
        "Tenga cuidado con el doble corretaje (double brokering) y el robo de identidad. Llame de vuelta al número de teléfono registrado ante la FMCSA, verifique que los dominios de correo electrónico coincidan con los de la empresa y desconfíe de los cambios de dirección de última hora.",
      ],
    },
    {
      type: "callout",
      title: "Verifique el crédito antes de llamar",
      text: "Revisar el crédito de un broker con su compañía de factoraje o en su load board toma un minuto. Hágalo antes de negociar, para no pasarse 20 minutos regateando por una carga que no debería aceptar.",
    },
    { type: "h2", text: "Revise sus números cada semana" },
    {
      type: "p",
      text: "Una vez por semana, sume sus ingresos, todas las millas recorridas y los días en la carretera. Los ingresos por milla total le dicen si sus tarifas cubren sus costos; los ingresos por día le dicen si las esperas largas y las millas vacías se le están comiendo la semana. Deje las rutas y los brokers que siempre le bajan esos dos números.",
    },
    { type: "h2", text: "Si el broker paga tarde, use factoraje" },
    {
      type: "p",
      text: "Muchos brokers pagan a 30 días o más, mientras que el combustible, el seguro y los pagos del camión no esperan. El factoraje cierra esa brecha. TPF adelanta hasta el 95% del valor de la factura y deposita los fondos en un plazo de 24 horas, sin contratos a largo plazo y sin volumen mínimo. Las tasas van de 1.5% a 4.5%, así que incluya la comisión en sus cálculos de tarifa, como en el ejemplo de arriba.",
    },
    {
      type: "p",
      text: "Conozca más en [cómo funciona el factoraje](/how-factoring-works), compárelo con otras opciones en [factoraje frente a préstamos](/resources/factoring-vs-loans) o [pida una cotización gratis](/get-quote). Para reducir su mayor costo después de su propio pago, vea nuestras [estrategias de manejo de combustible](/resources/fuel-management).",
    },
  ],
  cta: {
    heading: "Cobre a su ritmo, no al ritmo del broker",
    text: "Envíenos sus facturas y reciba hasta el 95% de su valor en un plazo de 24 horas, sin contrato a largo plazo.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
