import type { ArticleWords } from "../../types";

export const marketOutlook: ArticleWords = {
  title: "Predicciones del mercado de carga y factores económicos",
  summary:
    "Escrito en julio de 2025: qué mueve las tarifas (capacidad, diésel, tasas de interés, aranceles), cómo leer el mercado y pasos para transportistas pequeños.",
  author: "Por Priya Desai, analista de Investigación de Mercado",
  body: [
    {
      type: "p",
      text: "Después de una de las caídas más largas del autotransporte moderno, muchos transportistas se hacen la misma pregunta: ¿cuándo van a mejorar las cosas? Nadie puede responder eso con certeza. Lo que sí podemos hacer es explicar las fuerzas que mueven las tarifas de carga, mostrar qué hay que vigilar y plantear escenarios realistas para que usted pueda prepararse para más de un resultado.",
    },
    {
      type: "callout",
      title: "Escrito en julio de 2025",
      text: 'Las cifras y los hechos que siguen corresponden a julio de 2025, y este artículo no se ha actualizado desde entonces. Las fuerzas que describe siguen determinando las tarifas, así que úselo como guía de lo que debe vigilar, y consulte las cifras actuales en las fuentes de "Cómo comprobar dónde está el mercado hoy" antes de hacer planes. Los pronósticos son escenarios, no promesas: construya un negocio que pueda sobrevivir al escenario que usted espera que no ocurra.',
    },
    { type: "h2", text: "Dónde estamos: la larga recesión de la carga" },
    {
      type: "p",
      text: "El auge de la pandemia, de 2020 a principios de 2022, llevó las tarifas a máximos históricos y atrajo al mercado una ola de transportistas nuevos. Después, el gasto de los consumidores volvió a inclinarse hacia los servicios, los minoristas se encontraron con demasiado inventario, y los volúmenes de carga cayeron mientras la capacidad de camiones seguía alta. De 2022 a 2024, las tarifas bajaron y se quedaron bajas. Los transportistas pequeños fueron los que más lo sintieron: muchos vendieron camiones, volvieron a trabajar arrendados con flotas más grandes (leased on) o dejaron la industria.",
    },
    {
      type: "p",
      text: "A mediados de 2025, el mercado se veía más cerca del equilibrio que en cualquier otro momento desde que empezó la caída, pero la recuperación era lenta y desigual. Algunas rutas y algunas semanas se apretaron de golpe, mientras que otras siguieron flojas. Esa desigualdad es en sí misma señal de un mercado en transición.",
    },
    { type: "h2", text: "Capacidad: el equilibrio que fija las tarifas" },
    {
      type: "p",
      text: "Las tarifas dependen de cuántos camiones andan buscando cuántas cargas. La demanda se lleva los titulares, pero en este ciclo la oferta ha hecho gran parte del trabajo. Durante buena parte de 2023 y 2024, los conteos de la industria basados en datos de la FMCSA (la Administración Federal de Seguridad de Autotransportes) mostraron, en muchos meses, más autoridades de transporte por contratación (for-hire) revocadas que otorgadas. Cada camión que sale del mercado le quita un poco de holgura.",
    },
    {
      type: "p",
      text: "Los pedidos de camiones nuevos, la disponibilidad de conductores y la aplicación de las normas también cuentan. A partir del 25 de junio de 2025, los inspectores en carretera pudieron declarar fuera de servicio a los conductores que no cumplieran con los requisitos de dominio del inglés, y desde noviembre de 2024 los estados han estado rebajando de categoría las licencias comerciales de los conductores en estado de prohibición en el Clearinghouse de Drogas y Alcohol de la FMCSA. Se esperaba que ambas medidas sacaran de la carretera a algunos conductores, aunque los cálculos del impacto variaban mucho.",
    },
    { type: "h2", text: "Tarifas spot vs. tarifas por contrato" },
    {
      type: "p",
      text: "Las tarifas por contrato se negocian con los embarcadores, normalmente por un año a la vez. Las tarifas spot (las de cargas que se contratan al momento) se fijan carga por carga en las bolsas de carga (load boards), así que son las primeras en reaccionar. Durante la caída, las tarifas spot nacionales de caja seca (dry van) en DAT pasaron largas temporadas alrededor de $2 por milla, incluido el combustible, mientras que las tarifas por contrato se mantuvieron bastante más altas.",
    },
    {
      type: "p",
      text: "La señal que hay que vigilar es la brecha entre las dos. Cuando las tarifas spot suben hasta acercarse a las de contrato o superarlas, los transportistas con contrato empiezan a rechazar las cargas que les ofrecen porque pueden ganar más en el mercado spot, los embarcadores tienen que recurrir a opciones más caras y las tarifas por contrato suben en la siguiente temporada de licitaciones. Los picos cortos alrededor de los días festivos y de los operativos de inspección son comunes. Un estrechamiento sostenido durante varios meses es la señal más significativa de que el ciclo está cambiando. Nuestra guía de [estrategias para load boards](/resources/load-board-strategies) explica cómo trabajar el mercado spot en cualquiera de las dos situaciones.",
    },
    { type: "h2", text: "Precios del diésel" },
    {
      type: "p",
      text: "El precio promedio nacional del diésel en carretera que publica la [Administración de Información Energética de EE. UU.](https://www.eia.gov/petroleum/gasdiesel/) (EIA) llegó a más de $5.80 por galón en junio de 2022. Durante la primera mitad de 2025 se mantuvo casi siempre en la franja media de los $3; la página de la EIA muestra el precio de esta semana. Los precios del petróleo crudo, la capacidad de refinación, los inventarios de destilados, los huracanes y los conflictos en regiones productoras de petróleo pueden moverlo rápidamente.",
    },
    {
      type: "p",
      text: "Los recargos por combustible (fuel surcharges) suelen ir por detrás de los precios en la bomba y rara vez cubren las millas vacías, así que un alza repentina le pega primero a su efectivo. Lo que usted controla son los descuentos en la bomba, una planeación disciplinada de rutas y el tiempo con el motor encendido sin moverse (idling). Nuestra [guía de manejo de combustible](/resources/fuel-management) tiene los detalles.",
    },
    { type: "h2", text: "Tasas de interés y costos del equipo" },
    {
      type: "p",
      text: "La Reserva Federal recortó su tasa de referencia en un punto porcentual completo a fines de 2024 y luego la mantuvo en un rango de 4.25% a 4.50% durante la primera mitad de 2025. Eso mantuvo el costo de financiar camiones, tráileres y líneas de crédito muy por encima de los niveles cercanos a cero de 2021. En ese entonces, los mercados esperaban más recortes, y su momento dependería de la inflación y de los aranceles. Sea cual sea la tasa de referencia cuando usted lea esto, pida a los prestamistas la tasa completa y los cargos de un camión o de una línea de crédito, y compare el pago mensual con lo que el camión va a ganar.",
    },
    {
      type: "p",
      text: "Los precios del equipo enfrentan sus propias presiones. En 2025 se estaban revisando las normas federales de emisiones para los motores del año modelo 2027, que se esperaba que subieran los precios de los camiones nuevos y animaran a las flotas a comprar antes, y las normas de camiones limpios de California estaban siendo impugnadas. Una investigación comercial federal sobre las importaciones de camiones medianos y pesados, abierta en la primavera de 2025, también podría mover los precios de los camiones nuevos y de las piezas. Si está pensando en comprar, compare el costo total por milla del equipo nuevo y del usado en lugar del precio de lista. Nuestra [guía de financiamiento de equipo](/resources/equipment-financing) explica las opciones.",
    },
    { type: "h2", text: "Aranceles, importaciones y manufactura" },
    {
      type: "p",
      text: "La política comercial fue la nueva variable más importante de 2025. A principios de abril, el gobierno anunció aranceles amplios, entre ellos un arancel base del 10% sobre la mayoría de las importaciones, y los aranceles a los productos chinos subieron por un tiempo muy por encima del 100% antes de que un acuerdo en mayo los redujera temporalmente. También entraron en vigor aranceles aparte sobre el acero, el aluminio y los automóviles. Muchos importadores adelantaron envíos a principios de 2025 para anticiparse a aranceles más altos, lo que creó oleadas de carga en los puertos seguidas de periodos de calma. Los cambios de aranceles siguen teniendo ese efecto: primero, envíos adelantados; después, una calma.",
    },
    {
      type: "p",
      text: "Para los transportistas, los efectos van mucho más allá de los puertos. Las rutas de drayage (acarreo desde y hacia los puertos), de transbordo (transload) y de almacén a tienda son las primeras en sentir los cambios en los volúmenes de importación. Los costos más altos de las piezas y los materiales importados pueden frenar la manufactura y la construcción, lo que pesa más para los transportistas de plataforma (flatbed) y los regionales. La carga transfronteriza con México, un área de crecimiento en los últimos años, depende mucho de cómo queden las reglas comerciales de Norteamérica.",
    },
    {
      type: "p",
      text: "La manufactura llevaba mucho tiempo frenando la carga. El índice manufacturero del Institute for Supply Management (ISM), en el que las lecturas por debajo de 50 indican contracción, estuvo por debajo de 50 la mayoría de los meses desde fines de 2022 hasta mediados de 2025, con solo breves lecturas por encima, entre ellas a principios de 2025. Que el índice pase de 50 y se mantenga ahí es una de las señales más claras de una recuperación más amplia de la carga.",
    },
    { type: "h2", text: "Regulación y costos de operación" },
    {
      type: "ul",
      items: [
        "Dominio del inglés: las órdenes de fuera de servicio por este motivo empezaron a aplicarse el 25 de junio de 2025. Asegúrese de que cada conductor pueda leer las señales de tránsito y comunicarse en inglés con los oficiales.",
        "Clearinghouse de Drogas y Alcohol: los conductores en estado de prohibición pierden sus privilegios de licencia de conducir comercial (CDL) hasta que completan el proceso de regreso al servicio. Haga sus consultas a tiempo.",
        "Transparencia de los brokers: en 2025, la FMCSA había propuesto reglas que darían a los transportistas un acceso más claro a los registros de las transacciones hechas a través de brokers. Consulte en el sitio web de la FMCSA si ya se publicó una regla final.",
        "Emisiones: las normas federales y de California sobre emisiones de camiones estaban en plena revisión en 2025. Averigüe en qué situación están antes de pedir equipo nuevo; importan más para planear la compra de equipo que para la operación diaria.",
        "Seguros y fraude: las primas han subido mucho en los últimos años, y los informes de la industria muestran que el robo de carga y la doble intermediación (double brokering) han llegado a niveles récord. Verifique la autoridad y los datos de contacto de los brokers en el [sitio web de la FMCSA](https://www.fmcsa.dot.gov/) antes de aceptar una carga.",
      ],
    },
    { type: "h2", text: "Temporadas: el calendario sigue importando" },
    {
      type: "p",
      text: "Incluso en un mercado débil, la carga sigue un ritmo anual conocido:",
    },
    {
      type: "ul",
      items: [
        "Enero y febrero: normalmente la temporada más lenta. Junte efectivo con anticipación y planee el mantenimiento.",
        "Finales de marzo: el empuje de envíos al cierre del trimestre puede apretar la capacidad por poco tiempo.",
        "De la primavera a principios del verano: la temporada de frutas y verduras aumenta la demanda de refrigerados (reefer) desde Florida, Texas, California y la frontera con México.",
        "Mayo: el International Roadcheck de la CVSA (Alianza para la Seguridad de Vehículos Comerciales), un operativo de inspección de 72 horas, deja algunos camiones parados y a menudo aprieta el mercado spot por unos días.",
        "De finales de junio a principios de julio: el cierre del trimestre más el feriado del 4 de julio a menudo provocan una breve escasez de capacidad.",
        "De agosto a noviembre: carga de regreso a clases y de las ventas navideñas. La temporada de huracanes, de junio a noviembre, puede afectar las rutas del Sureste y del Golfo.",
        "Diciembre: los volúmenes a menudo bajan después de mediados de mes, mientras que los días libres de las fiestas reducen los camiones disponibles.",
      ],
    },
    { type: "h2", text: "Tres escenarios, tal como los veíamos a mediados de 2025" },
    {
      type: "p",
      text: "Estos fueron nuestros escenarios para el año y medio siguiente. Revise los indicadores de la siguiente sección para ver cuál ha seguido el mercado, y prepárese para los que todavía podrían darse.",
    },
    { type: "h3", text: "Escenario base: un reequilibrio lento" },
    {
      type: "p",
      text: "La capacidad se sigue apretando poco a poco a medida que salen transportistas y la aplicación de las normas deja fuera a algunos conductores, mientras que la demanda se mantiene estable o ligeramente al alza. Las tarifas spot se afirman un poco, con picos más frecuentes alrededor de los días festivos y las semanas de mayor demanda, y las tarifas por contrato suben ligeramente en los siguientes ciclos de licitación. Los costos de seguros y de equipo siguen subiendo, así que los márgenes mejoran despacio.",
    },
    { type: "h3", text: "Escenario optimista: un repunte más rápido" },
    {
      type: "p",
      text: "Los minoristas y los fabricantes reponen inventario una vez que la política comercial se estabiliza, las tasas de interés bajan y la manufactura vuelve a crecer. Con menos capacidad después de la caída, las tarifas spot podrían subir rápido y mantenerse por encima de las de contrato durante un tiempo. Los transportistas con efectivo y un historial de seguridad limpio serían los mejor posicionados para aprovecharlo.",
    },
    { type: "h3", text: "Escenario pesimista: la demanda se estanca" },
    {
      type: "p",
      text: "Los aranceles suben los precios, los consumidores gastan menos y la manufactura sigue en contracción. Los volúmenes bajan, las tarifas se quedan cerca de sus mínimos y más transportistas pequeños salen del mercado. Un golpe en el combustible o en los seguros haría más duro este escenario. Los transportistas que salen adelante suelen ser los que tienen poca deuda, conocen sus costos y tienen efectivo a la mano.",
    },
    { type: "h2", text: "Cómo comprobar dónde está el mercado hoy" },
    {
      type: "p",
      text: "Unas cuantas cifras públicas, revisadas una vez al mes, le dicen más que cualquier pronóstico. Anótelas cada mes; la dirección importa más que una sola lectura.",
    },
    {
      type: "ul",
      items: [
        "Tarifas spot vs. por contrato (DAT): si la brecha se cierra varios meses seguidos, la capacidad se está apretando y las tarifas por contrato subirán después.",
        "Cass Freight Index: los volúmenes de envíos comparados con los del mismo periodo del año anterior. Varios meses de crecimiento anual apuntan a una recuperación de la demanda.",
        "Índice manufacturero del ISM: que pase de 50 y se mantenga ahí es una buena noticia para la carga de plataforma y la regional.",
        "Diésel ([precio semanal de la EIA](https://www.eia.gov/petroleum/gasdiesel/)): compárelo con las tablas de recargo por combustible de sus confirmaciones de tarifa.",
        "Autoridades otorgadas y revocadas ([FMCSA](https://www.fmcsa.dot.gov/)): cuando mes tras mes salen más transportistas de los que entran, el mercado pierde holgura y las tarifas se afirman.",
        "Volúmenes de importación en los grandes puertos (Los Ángeles, Long Beach, Nueva York y Nueva Jersey, Savannah): se adelantan por semanas a la carga de drayage y de almacenes.",
      ],
    },
    { type: "h2", text: "Lo que un transportista pequeño puede hacer ahora" },
    {
      type: "ol",
      items: [
        "Conozca el costo por milla de cada camión, actualizado cada mes, y fije una tarifa mínima por debajo de la cual no acepta cargas.",
        "Forme una reserva de efectivo. Una meta común es tener de dos a tres meses de costos fijos, lo que le da tiempo en el escenario pesimista y le permite moverse rápido en el optimista.",
        "Equilibre su carga. Una base de rutas por contrato o dedicadas le da estabilidad a su efectivo, y las cargas spot le permiten aprovechar el alza de tarifas cuando llegue.",
        "Espere para crecer hasta que los números cuadren. Sume camiones cuando sus rutas y tarifas lo justifiquen, no porque un camión nuevo parezca barato.",
        "Reduzca el costo del combustible donde pueda. La [tarjeta de combustible de TPF](/fuel-card-application) y los buenos hábitos de ruta suman cada semana.",
        "Investigue a cada broker: revise su autoridad, su crédito y en cuántos días paga antes de aceptar una carga, sobre todo con contactos nuevos o desconocidos.",
        "Mantenga flexible su financiamiento. El factoraje sin contrato a largo plazo y sin volumen mínimo crece o se reduce al ritmo del mercado; TPF adelanta hasta el 95% del valor de la factura en un plazo de 24 horas. Para necesidades más grandes, considere el [préstamo basado en activos](/asset-based-lending).",
        "Proteja su historial de seguridad. Cuando la capacidad se aprieta, los embarcadores y los brokers prefieren a los transportistas con inspecciones limpias y buenos puntajes de CSA, el sistema de calificación de seguridad de la FMCSA.",
      ],
    },
    {
      type: "callout",
      title: "Consejo: prepárese para lo peor y posiciónese para lo mejor",
      text: "Haga dos veces su pronóstico de efectivo a 13 semanas: una con las tarifas actuales y otra con tarifas 10% más bajas y brokers que pagan 15 días más tarde. Si en la segunda versión se le acaba el efectivo, corríjalo ahora que tiene tiempo: forme reservas, recorte costos fijos o asegure financiamiento.",
    },
    {
      type: "p",
      text: "Nadie puede prometer cuándo va a cambiar del todo el mercado. Los transportistas que conocen sus números y mantienen efectivo disponible estarán listos pase lo que pase. Para ver cómo el factoraje podría encajar en su plan, [pida una cotización gratis](/get-quote) o llame al (801) 555-0142.",
    },
  ],
  cta: {
    heading: "Mantenga su efectivo en movimiento en cualquier mercado",
    text: "Pida una cotización gratis y vea cómo los fondos de TPF en un plazo de 24 horas pueden estabilizar su flujo de efectivo, haga lo que haga el mercado de carga.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
