import type { ArticleWords } from "../../types";

export const fuelManagement: ArticleWords = {
  title: "Estrategias de manejo de combustible para dueños-operadores",
  summary:
    "Cómo bajar su costo de combustible por milla: mida sus MPG reales, planee paradas, reduzca el ralentí, baje la velocidad, cuide las llantas y use una tarjeta.",
  author: "Por Marcus Reyes, asesor de operaciones de flota",
  body: [
    {
      type: "p",
      text: "Para la mayoría de los dueños-operadores (owner-operators), el combustible es el gasto más grande después del pago del conductor. Las investigaciones de costos operativos de ATRI (el Instituto Estadounidense de Investigación del Transporte) lo han ubicado en aproximadamente una cuarta parte del costo por milla en los últimos años, y el diésel en carretera se mantuvo casi siempre entre unos $3.45 y $3.80 por galón en la primera mitad de 2025, según la [encuesta semanal de precios de la EIA](https://www.eia.gov/petroleum/gasdiesel/), la agencia federal de información energética. La buena noticia es que la mayor parte del ahorro en combustible depende de hábitos que usted controla.",
    },
    { type: "h2", text: "Conozca su rendimiento real (MPG)" },
    {
      type: "p",
      text: "No se puede controlar lo que no se mide. Lleve el registro de las millas por galón de cada camión (y de cada conductor, si tiene una flota pequeña) en lugar de confiar en lo que marca el tablero.",
    },
    {
      type: "ol",
      items: [
        "Llene el tanque por completo cada vez y anote la lectura del odómetro y los galones.",
        "En el siguiente llenado, divida las millas recorridas entre los galones comprados.",
        "Compare los promedios semanales y mensuales con los datos de la ECM (la computadora del motor). Una baja de unas cuantas décimas muchas veces señala un problema mecánico antes que cualquier luz de advertencia.",
      ],
    },
    {
      type: "p",
      text: "Luego convierta las MPG en costo por milla: precio del diésel dividido entre las MPG. Por ejemplo, a $3.70 por galón, un camión que promedia 6.5 mpg gasta unos 57 centavos por milla en combustible; a 7.0 mpg gasta unos 53 centavos. En 110,000 millas al año, esa media milla por galón vale aproximadamente $4,500.",
    },
    { type: "h2", text: "Planee rutas y paradas de combustible antes de salir" },
    {
      type: "p",
      text: "Las millas fuera de ruta queman combustible sin dejarle ni un centavo. Use un sistema de rutas para camiones que le ayude a evitar pasos de poca altura, caminos restringidos y desvíos, y planee sus paradas de combustible según el precio, no en la primera salida que aparezca cuando el indicador ya marca poco.",
    },
    {
      type: "ul",
      items: [
        "Revise los precios a lo largo de su ruta antes de salir y planee las paradas en el tramo donde el combustible esté más barato.",
        "Compare precios sin el impuesto estatal al combustible. Con IFTA (el acuerdo internacional del impuesto al combustible), usted paga impuesto por las millas que recorre en cada estado, no por el lugar donde compra, y el impuesto que pagó en la bomba se ajusta en su declaración trimestral. Un precio bajo en la bomba en un estado con impuesto bajo no siempre es mejor negocio.",
        "No maneje con el tanque casi vacío para llegar a una parada barata. Una salida que se le pase o una isla de combustible cerrada le cuestan más que unos centavos por galón.",
      ],
    },
    { type: "h2", text: "Reduzca el tiempo en ralentí" },
    {
      type: "p",
      text: "Según estimaciones del Departamento de Energía, un camión pesado consume aproximadamente 0.8 galones por hora en ralentí (con el motor encendido y el camión parado), y el ralentí le suma horas y desgaste al motor sin mover carga. Además, muchos estados y ciudades limitan el ralentí, algunos a solo unos minutos. Por ejemplo, si reduce cinco horas de ralentí al día durante 250 días, ahorra unos 1,000 galones al año.",
    },
    {
      type: "ul",
      items: [
        "Use una unidad de energía auxiliar (APU), un sistema de aire acondicionado y calefacción con baterías o un calentador de litera a diésel durante los descansos.",
        "Programe un temporizador de apagado por ralentí en la ECM del motor.",
        "Evite los calentamientos largos. Un motor diésel moderno se calienta más rápido con poca carga que en ralentí.",
      ],
    },
    { type: "h2", text: "Cuide su velocidad" },
    {
      type: "p",
      text: "La resistencia del viento aumenta rápidamente con la velocidad. Una regla práctica muy usada dice que cada milla por hora por encima de unas 60 cuesta alrededor de 0.1 mpg, así que manejar a 65 en lugar de 70 puede valer cerca de media milla por galón. En un tramo de 500 millas, ese cambio le cuesta unos 33 minutos. Use el control de crucero en terreno plano, haga los cambios de forma progresiva y mire lejos hacia adelante para dejar rodar el camión en vez de frenar.",
    },
    { type: "h2", text: "Esté al día con las llantas y el mantenimiento" },
    {
      type: "p",
      text: "La presión baja en las llantas aumenta la resistencia al rodamiento en cada milla. Una cifra de la industria que se cita con frecuencia es que el rendimiento empeora alrededor de 1% por cada 10 psi por debajo de lo especificado, y además las llantas bajas de aire se desgastan más rápido.",
    },
    {
      type: "ul",
      items: [
        "Revise la presión en frío al menos una vez por semana, o use un sistema automático de inflado de llantas.",
        "Mantenga la alineación dentro de especificación. Un camión que se jala hacia un lado va gastando llanta y combustible.",
        "Cuando le toque cambiar llantas, considere llantas de baja resistencia al rodamiento verificadas por SmartWay, el programa de la EPA.",
        "Cambie los filtros a tiempo y corrija pronto cualquier problema de inyectores o del sistema de postratamiento. Las regeneraciones frecuentes del DPF (el filtro de partículas diésel) queman combustible de más.",
      ],
    },
    {
      type: "callout",
      title: "Una revisión de dos minutos en cada parada de combustible",
      text: "Mientras se llena el tanque, revise las llantas, busque fugas de combustible, aceite y aire, y asegúrese de que los carenados y los faldones estén bien sujetos. Así detecta la mayoría de los problemas que se comen el combustible sin que usted lo note.",
    },
    { type: "h2", text: "Use una tarjeta de combustible y una red de descuentos" },
    {
      type: "p",
      text: "El precio que marca la bomba es lo máximo que debería pagar. Una tarjeta de combustible le da los descuentos de la red, registros ordenados y, si tiene conductores, control sobre los gastos. La tarjeta de combustible de TPF viene en tres niveles:",
    },
    {
      type: "ul",
      items: [
        "Bronce: ahorra 2 centavos por galón en más de 4,000 estaciones, sin cargos mensuales.",
        "Plata, el más popular: ahorra 4 centavos por galón en más de 8,000 estaciones, con atención prioritaria.",
        "Oro: ahorra 6 centavos por galón en más de 12,000 estaciones, con un gerente de cuenta dedicado.",
      ],
    },
    {
      type: "p",
      text: "Por ejemplo, un camión que compra unos 15,000 galones al año (aproximadamente 105,000 millas a 7 mpg) ahorra unos $600 al año con Plata y $900 con Oro. [Solicite una tarjeta de combustible de TPF](/fuel-card-application) en unos minutos.",
    },
    { type: "h2", text: "Mantenga en orden sus registros de IFTA" },
    {
      type: "p",
      text: "Cada recibo de combustible también es un registro de impuestos. Los recibos para IFTA deben tener la fecha, el nombre y la dirección del vendedor, los galones, el tipo de combustible, el precio, el número de unidad y el nombre del comprador, y usted necesita registros de millas por estado de cada viaje. Guárdelos durante cuatro años. Los estados de cuenta de la tarjeta de combustible y los reportes de millas del ELD (el dispositivo electrónico de registro) o del GPS le facilitan la declaración trimestral (que vence el 30 de abril, el 31 de julio, el 31 de octubre y el 31 de enero) y la dejan lista para una auditoría.",
    },
    {
      type: "p",
      text: "Escoja dos o tres de estos cambios y lleve la cuenta de su costo por milla durante un mes. Nuestra guía de [manejo del flujo de efectivo](/resources/cash-flow-management) le muestra cómo sacarle provecho a ese ahorro.",
    },
  ],
  cta: {
    heading: "Saque el máximo provecho de cada galón y cada factura",
    text: "Combine una tarjeta de combustible de TPF con factoraje que le deposita los fondos en un plazo de 24 horas, para que tenga dinero para el combustible cuando lo necesite.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
