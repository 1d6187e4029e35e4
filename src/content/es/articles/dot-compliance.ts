import type { ArticleWords } from "../../types";

export const dotCompliance: ArticleWords = {
  title: "Cómo entender sus obligaciones de cumplimiento con el DOT",
  summary:
    "Una lista clara de normas federales para transportistas pequeños: registro, IFTA e IRP, horas de servicio, ELD, archivos de conductores, inspecciones y CSA.",
  author: "Por Linda Okafor, especialista en Cumplimiento Normativo",
  body: [
    {
      type: "p",
      text: "Cumplir con las normas del Departamento de Transporte (DOT) no es papeleo por gusto. Un trámite vencido puede desactivar su número USDOT, una orden de fuera de servicio deja su camión parado, y un mal historial de seguridad le puede costar cargas y subirle el seguro. Esto es lo que necesita tener en orden un transportista interestatal de carga. Los transportistas de materiales peligrosos (hazmat) tienen más reglas, y algunos estados agregan las suyas.",
    },
    { type: "h2", text: "Registro: USDOT, autoridad MC, BOC-3 y UCR" },
    { type: "h3", text: "Número USDOT" },
    {
      type: "p",
      text: "Necesita un número USDOT si opera un vehículo comercial de 10,001 libras o más (según su clasificación de peso bruto vehicular o de peso combinado) en el comercio interestatal. Solicítelo a través del Sistema de Registro Unificado (Unified Registration System) de la FMCSA, la Administración Federal de Seguridad de Autotransportes, en [fmcsa.dot.gov](https://www.fmcsa.dot.gov/registration). Los transportistas nuevos entran en un programa de nuevos participantes (new entrant) de 18 meses y deben prever una auditoría de seguridad dentro de los primeros 12 meses.",
    },
    { type: "h3", text: "Autoridad operativa MC" },
    {
      type: "p",
      text: "Los transportistas que cobran por mover carga de terceros (for-hire) y llevan carga regulada de un estado a otro también necesitan autoridad operativa, que se otorga como un número MC. La cuota de solicitud es de $300. Su autoridad no se activará hasta que su aseguradora presente el comprobante de cobertura (al menos $750,000 de responsabilidad civil ante terceros para carga general, aunque la mayoría de los brokers y embarcadores exigen $1 millón) y su BOC-3 esté registrado. Cuente con varias semanas desde la solicitud hasta que la autoridad quede activa.",
    },
    { type: "h3", text: "BOC-3" },
    {
      type: "p",
      text: "El BOC-3 designa a un agente para recibir notificaciones legales (process agent) en cada estado donde usted opera, para que se le puedan entregar documentos judiciales. La mayoría de los transportistas usan una empresa de agentes con cobertura en todos los estados (blanket process agent), que lo presenta por usted a cambio de un pago único.",
    },
    { type: "h3", text: "UCR" },
    {
      type: "p",
      text: "El Registro Unificado de Transportistas (Unified Carrier Registration, UCR) es una cuota anual para transportistas y brokers interestatales, que depende del número de unidades motrices (power units) que usted opera. La categoría más pequeña cuesta bastante menos de $100 al año. El registro para el año siguiente abre el 1 de octubre y debe completarse a más tardar el 31 de diciembre.",
    },
    { type: "h2", text: "IFTA e IRP" },
    {
      type: "p",
      text: "Ambos se aplican a los vehículos que circulan en más de una jurisdicción y que tienen dos ejes y un peso de más de 26,000 libras, tres o más ejes con cualquier peso, o un peso combinado de más de 26,000 libras. El IRP (Plan Internacional de Registro) le da placas prorrateadas (apportioned), con cuotas repartidas según las millas que recorre en cada estado. El IFTA (Acuerdo Internacional sobre el Impuesto a los Combustibles) le permite presentar cada trimestre una sola declaración del impuesto sobre el combustible ante su estado base, con vencimiento el 30 de abril, el 31 de julio, el 31 de octubre y el 31 de enero. Guarde los registros del IFTA por cuatro años y los registros de millas del IRP por tres años después del año de registro. Los camiones con un peso bruto gravable de 55,000 libras o más también deben pagar el impuesto federal sobre el uso de vehículos pesados con el Formulario 2290 (Form 2290) del IRS, el Servicio de Impuestos Internos, a más tardar el 31 de agosto para los camiones que circulan en julio.",
    },
    { type: "h2", text: "Horas de servicio" },
    {
      type: "p",
      text: "Los límites básicos para los conductores que transportan carga:",
    },
    {
      type: "ul",
      items: [
        "Regla de las 11 horas: hasta 11 horas de manejo después de 10 horas consecutivas fuera de servicio.",
        "Regla de las 14 horas: no se puede manejar después de la hora 14 desde que empezó su turno. Las pausas no alargan ese periodo.",
        "Descanso de 30 minutos: obligatorio después de 8 horas acumuladas de manejo. Cuenta cualquier periodo de 30 minutos consecutivos fuera de servicio, en la litera (sleeper berth) o en servicio sin manejar.",
        "Regla de 60/70 horas: no se puede manejar después de 60 horas en servicio en 7 días o de 70 horas en 8 días. Un reinicio de 34 horas pone el conteo en cero.",
        "División del descanso en la litera: las 10 horas fuera de servicio se pueden dividir en 7/3 u 8/2, con el periodo más largo en la litera, y ninguno de los dos periodos cuenta dentro del periodo de 14 horas.",
      ],
    },
    {
      type: "p",
      text: "La excepción por condiciones adversas de manejo agrega hasta 2 horas a los límites de manejo y de servicio cuando se presentan mal tiempo o tráfico inesperados. La excepción de corta distancia (short-haul) permite que los conductores que no salen de un radio de 150 millas aéreas y regresan en un plazo de 14 horas lleven registros de tiempo en lugar de bitácoras.",
    },
    { type: "h2", text: "Dispositivos ELD" },
    {
      type: "p",
      text: "Por lo general, los conductores que deben llevar bitácora tienen que usar un dispositivo electrónico de registro (ELD) que aparezca en la lista de ELD registrados de la FMCSA. Las principales excepciones son los conductores de corta distancia, los conductores que llevan bitácora no más de 8 días en cualquier periodo de 30 días, las operaciones de traslado de vehículos (driveaway-towaway) y los camiones con motores anteriores al año modelo 2000. En la cabina, lleve el manual de usuario del ELD, las instrucciones para casos de falla, las instrucciones para transferir datos y al menos 8 días de bitácoras en papel en blanco. Si el dispositivo falla, cambie a papel, avise al transportista en un plazo de 24 horas y hágalo reparar en un plazo de 8 días. La FMCSA sí revoca dispositivos, así que revise de vez en cuando la lista de dispositivos revocados.",
    },
    { type: "h2", text: "Conductores: archivos de calificación, certificados médicos y pruebas de drogas" },
    { type: "h3", text: "Archivos de calificación del conductor" },
    {
      type: "p",
      text: "Necesita un archivo de calificación (DQ file) para cada conductor, incluido usted. Este archivo contiene la solicitud de empleo, el historial de manejo (MVR) de cada estado donde el conductor tuvo licencia en los últimos tres años, un certificado de prueba de manejo o una copia de su licencia de conducir comercial (CDL), las consultas sobre su historial de seguridad con empleadores anteriores, el comprobante de certificación médica y una revisión anual del historial del conductor.",
    },
    { type: "h3", text: "Certificados médicos" },
    {
      type: "p",
      text: "Los exámenes médicos los debe hacer un examinador inscrito en el Registro Nacional (National Registry) de la FMCSA, y un certificado es válido hasta por 24 meses, o menos si el examinador fija un plazo más corto. Desde el 23 de junio de 2025, los resultados de los titulares de CDL pasan electrónicamente del Registro a la agencia estatal de licencias, así que los conductores ya no entregan tarjetas en papel, y el MVR del conductor documenta su estado médico en el archivo de calificación. Los conductores sin CDL que manejan camiones más pequeños todavía necesitan tener el certificado en papel en su archivo. Programe el siguiente examen unas semanas antes de que venza el actual.",
    },
    { type: "h3", text: "Pruebas de drogas y alcohol, y el Clearinghouse" },
    {
      type: "p",
      text: "Los conductores con CDL necesitan una prueba de drogas negativa antes de ser contratados y están sujetos a pruebas aleatorias, después de un accidente, por sospecha razonable y de regreso al servicio. Para 2025, las tasas mínimas de pruebas aleatorias son del 50% para drogas y del 10% para alcohol. Los dueños-operadores (owner-operators) deben afiliarse a un consorcio, designarlo en el Clearinghouse de Drogas y Alcohol (la base de datos federal de infracciones por drogas y alcohol) y hacer una consulta completa antes de contratar a un conductor, además de una consulta limitada sobre cada conductor al menos una vez al año. Desde noviembre de 2024, los conductores en estado de prohibición pierden los privilegios comerciales de su licencia.",
    },
    { type: "h2", text: "Inspecciones y mantenimiento" },
    {
      type: "p",
      text: "Cada tractor y cada tráiler necesita una inspección anual hecha por un inspector calificado, y el informe o la calcomanía debe ir en la unidad. Los conductores deben hacer una revisión antes de cada viaje y, si encuentran un defecto, deben llenar un informe de inspección después del viaje. Para cada unidad que usted controle durante 30 días o más, lleve un archivo de mantenimiento con su identificación, su calendario de inspecciones y su historial de reparaciones.",
    },
    { type: "h2", text: "Cuánto tiempo guardar los registros" },
    {
      type: "table",
      caption: "Plazos federales comunes para conservar registros en transportistas pequeños de carga",
      head: ["Registro", "Guardar por"],
      rows: [
        ["Bitácoras y documentos de respaldo", "6 meses"],
        ["Informes de inspección del vehículo hechos por el conductor", "3 meses"],
        ["Informes de inspección anual", "14 meses"],
        [
          "Registros de mantenimiento",
          "1 año, más 6 meses después de que la unidad deja de estar bajo su control",
        ],
        ["Archivos de calificación (DQ)", "Mientras dure el empleo, más 3 años"],
        ["Resultados negativos de drogas y alcohol", "1 año"],
        ["Resultados positivos y negativas a hacerse la prueba", "5 años"],
        ["Registro de accidentes", "3 años"],
        ["Registros del IFTA", "4 años"],
      ],
    },
    { type: "h2", text: "Puntajes de CSA y SMS" },
    {
      type: "p",
      text: "El Sistema de Medición de Seguridad (Safety Measurement System, SMS), la herramienta del programa CSA de la FMCSA, compara a cada transportista con otros similares en siete categorías, llamadas BASIC: Manejo Inseguro (Unsafe Driving), Indicador de Choques (Crash Indicator), Cumplimiento de Horas de Servicio (Hours-of-Service Compliance), Mantenimiento del Vehículo (Vehicle Maintenance), Sustancias Controladas/Alcohol (Controlled Substances/Alcohol), Cumplimiento con Materiales Peligrosos (Hazardous Materials Compliance) y Aptitud del Conductor (Driver Fitness). Usa 24 meses de datos de inspecciones en carretera y de choques, y da más peso a las infracciones recientes y más graves. Los percentiles de los transportistas de carga no son públicos, pero los datos de inspección en que se basan sí lo son, y los brokers y las aseguradoras los revisan. Las inspecciones limpias ayudan, y usted puede impugnar los datos erróneos a través de DataQs. La FMCSA ha estado revisando la metodología, así que consulte el sitio del SMS para ver si hay cambios.",
    },
    { type: "h2", text: "La actualización bienal del MCS-150" },
    {
      type: "p",
      text: "Todo transportista debe actualizar su formulario MCS-150 cada dos años, aunque nada haya cambiado. El último dígito de su número USDOT determina el mes (del 1 para enero al 9 para septiembre, y el 0 para octubre), y el penúltimo dígito determina el año: si es impar, le toca en años impares, y si es par, en años pares. Si no la hace, su número USDOT puede quedar desactivado, además de las multas civiles que le pueden imponer.",
    },
    {
      type: "callout",
      title: "No pague por un trámite gratuito",
      text: "La actualización bienal a través de la FMCSA es gratuita. Las cartas que parecen oficiales y le exigen un pago para presentarla suelen venir de servicios de terceros. Anote en su calendario el mes que le corresponde y preséntela usted mismo.",
    },
    {
      type: "p",
      text: "Cumplir con las normas cuesta dinero, y también cuesta tener un camión parado esperando un permiso o una reparación. Nuestra guía de [manejo del flujo de efectivo](/resources/cash-flow-management) explica cómo cubrir ambas cosas, o [pida una cotización de factoraje](/get-quote).",
    },
  ],
  cta: {
    heading: "Cumpla con las normas sin ahogar su flujo de efectivo",
    text: "TPF adelanta hasta el 95% del valor de sus facturas en un plazo de 24 horas, sin contratos a largo plazo y sin volumen mínimo.",
    secondary: { label: "Vea cómo funciona el factoraje" },
  },
};
