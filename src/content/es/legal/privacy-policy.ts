import type { LegalPage } from "../../types";
import { company } from "../../company";
import { companyWords } from "../../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

const mailingAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;

const hours = companyEs.hours;

export const privacyPolicy: LegalPage = {
  slug: "privacy-policy",
  title: "Política de privacidad",
  summary:
    "Qué recopila TPF en su sitio, formularios y portal de clientes, para qué, cuánto tiempo lo guarda y sus derechos. Sin anuncios, rastreadores ni venta de datos.",
  lastUpdated: "4 de agosto de 2025",
  body: [
    {
      type: "p",
      text: "Esta versión en español se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la [versión en inglés](/privacy-policy#en), prevalecerá la versión en inglés.",
    },
    {
      type: "p",
      text: `Esta política explica qué información recopila ${company.fullName} (“${company.name}”, “nosotros”) a través de este sitio web, sus formularios y el portal de clientes, qué hacemos con ella y qué opciones tiene usted. ¿Tiene preguntas? Escríbanos a ${company.email.privacy}.`,
    },
    {
      type: "callout",
      title: "En pocas palabras",
      text: "Solo recopilamos lo que usted escribe en nuestros formularios o usa para iniciar sesión. No usamos herramientas de análisis, cookies publicitarias ni rastreadores de terceros, y nunca vendemos su información ni la compartimos con fines publicitarios.",
    },

    { type: "h2", text: "Qué información recopilamos" },
    { type: "h3", text: "Cuando solicita una cotización o una tarjeta de combustible" },
    {
      type: "ul",
      items: [
        "Datos de contacto: nombre de la empresa, nombre de la persona de contacto, dirección de correo electrónico y número de teléfono.",
        "Datos del negocio: número MC, número DOT, rango de ingresos mensuales, tipo de negocio, años de operación, número de camiones y los servicios que le interesan.",
        "Datos de la tarjeta de combustible: el nivel que desea, su rango de gasto mensual en combustible, sus rutas principales y sus marcas de combustible preferidas.",
        "Cualquier cosa que decida escribir en el cuadro de comentarios.",
      ],
    },
    {
      type: "p",
      text: "Nuestro servidor agrega un número de referencia y la hora en que recibimos su solicitud. Cada formulario tiene además un campo oculto que las personas nunca ven; nos ayuda a detectar el spam automatizado. Nuestros formularios no piden números de Seguro Social, de cuenta bancaria ni de licencia de conducir, así que le pedimos que no los escriba en los comentarios.",
    },
    { type: "h3", text: "Cuando inicia sesión en el portal de clientes" },
    {
      type: "p",
      text: "Usamos su nombre de usuario y su contraseña para comprobar que realmente es usted. Solo guardamos una versión de su contraseña transformada de forma irreversible y con sal (un “hash”), de modo que nadie en TPF puede leerla. También registramos cuándo inició sesión por última vez.",
    },
    { type: "h3", text: "Información técnica" },
    {
      type: "p",
      text: "Nuestro servidor conserva registros técnicos breves para mantener el sitio en funcionamiento y detectar abusos, como la hora de una solicitud, la página solicitada y si la solicitud se completó correctamente. Pueden incluir la dirección de red (IP) desde la que se hizo la solicitud, que también usamos brevemente para aplicar límites de frecuencia contra el envío masivo de formularios y los intentos de adivinar contraseñas. No incluimos direcciones de correo electrónico ni números de teléfono en nuestros registros.",
    },
    { type: "h3", text: "Lo que no recopilamos" },
    {
      type: "ul",
      items: [
        "No usamos herramientas de análisis, cookies publicitarias, píxeles de seguimiento ni ningún otro rastreador de terceros.",
        "Nuestro sitio no carga scripts ni fuentes de otras empresas.",
        "La calculadora de factoraje y la herramienta de tarifas de nuestra página de [Recursos](/resources) funcionan en su dispositivo. Lo que usted escribe en ellas no se nos envía.",
        "No rastreamos la ubicación de su dispositivo, y nada en este sitio nos da acceso a los datos de su ELD (dispositivo de registro electrónico).",
      ],
    },

    { type: "h2", text: "Cookies y lo que se guarda en su dispositivo" },
    {
      type: "p",
      text: "Usamos un solo tipo de cookie, y solo cuando usted inicia sesión: una cookie de sesión que mantiene su sesión abierta. Es estrictamente necesaria, por lo que no mostramos un aviso de cookies. Los scripts de la página no pueden leerla (httpOnly), su navegador la envía solo a nuestro propio sitio (SameSite=Strict) y solo a través de conexiones cifradas en nuestro sitio público (Secure), y caduca. Las sesiones del personal caducan después de 24 horas.",
    },
    {
      type: "p",
      text: "Como nuestro sitio funciona sin señal, su navegador también guarda algunas cosas en su dispositivo:",
    },
    {
      type: "ul",
      items: [
        "Cache Storage (almacenamiento en caché): una copia guardada de nuestras páginas públicas, artículos, estilos, scripts y la lista del equipo con fotos, para que el sitio se abra sin conexión. No contiene nada personal sobre usted.",
        "IndexedDB (la “bandeja de salida”): una solicitud de cotización o de tarjeta de combustible enviada sin señal espera aquí, solo en su dispositivo, con una clave aleatoria para que nunca la recibamos dos veces. Una vez que nuestro servidor confirma que tiene la solicitud, esta se elimina de su dispositivo. Si nuestro servidor rechaza una solicitud, esta permanece en la bandeja de salida para que usted pueda verla. Puede ver y descartar las solicitudes pendientes en cualquier momento.",
        "Almacenamiento local (Local Storage): solo datos que no son secretos, como su nombre para mostrarlo en pantalla. Nunca contraseñas ni tokens de inicio de sesión.",
      ],
    },
    {
      type: "p",
      text: "Si borra los datos de este sitio desde la configuración de su navegador, se elimina todo esto, incluidas las solicitudes que aún estén pendientes de envío.",
    },

    { type: "h2", text: "Cómo usamos su información" },
    {
      type: "ul",
      items: [
        "Para responder a su solicitud de cotización o de tarjeta de combustible y comunicarnos con usted al respecto.",
        "Para abrir y administrar su cuenta si usted se convierte en cliente.",
        "Para iniciar su sesión, mantener seguras las cuentas y prevenir el spam, el fraude y el abuso.",
        "Para cumplir nuestras obligaciones legales y de conservación de registros.",
      ],
    },
    {
      type: "p",
      text: "Al enviar un formulario, usted acepta que le llamemos o le enviemos mensajes de texto o correos electrónicos sobre su solicitud. Pueden aplicarse cargos por mensajes y datos. Puede pedirnos que dejemos de hacerlo en cualquier momento.",
    },
    {
      type: "callout",
      title: "Lo que no implica enviar un formulario",
      text: "Una solicitud de cotización o de tarjeta de combustible no autoriza una verificación de crédito, un registro UCC (UCC filing) ni el acceso a los datos de su ELD, y una cotización no es un compromiso de factoraje. Si alguna vez se necesita alguno de esos pasos, primero le pediremos su autorización por separado y por escrito.",
    },

    { type: "h2", text: "Con quién la compartimos" },
    {
      type: "p",
      text: "No vendemos su información personal ni la compartimos para publicidad conductual de contexto cruzado. Solo la compartimos:",
    },
    {
      type: "ul",
      items: [
        "Con empresas que alojan nuestros sistemas, bajo contrato y únicamente para que puedan prestar ese servicio.",
        "Cuando la ley lo exige, por ejemplo ante una citación (subpoena) u orden judicial válida, o cuando es necesario para proteger a nuestros clientes, a nuestro personal o al público contra el fraude o cualquier daño.",
        "Si TPF se fusiona o se vende, con el nuevo propietario, quien deberá cumplir los compromisos de esta política.",
      ],
    },
    {
      type: "p",
      text: "Nuestras páginas incluyen enlaces a otros sitios web, como sitios del gobierno y de la industria y nuestras páginas en redes sociales. Nuestro inicio de sesión en sistemas externos solo le redirige a sitios seguros (https) aprobados, como QuickBooks (intuit.com), Xero y Sage, y nunca con su contraseña en la dirección web. Esos sitios tienen sus propias políticas de privacidad.",
    },

    { type: "h2", text: "Cuánto tiempo la conservamos" },
    {
      type: "ul",
      items: [
        "Solicitudes de cotización y de tarjeta de combustible que no dan lugar a una relación como cliente: 24 meses desde que las recibimos; después se eliminan.",
        "Registros de clientes: mientras usted sea cliente, más el período durante el cual la ley nos exige conservar registros comerciales y financieros (para la mayoría de los registros, hasta siete años después de que termina la relación).",
        "Registros del servidor: 30 días.",
        "Solicitudes pendientes en la bandeja de salida de su dispositivo: hasta que se envíen o usted las descarte.",
      ],
    },

    { type: "h2", text: "Cómo la protegemos" },
    {
      type: "p",
      text: "Las conexiones a nuestro sitio público están cifradas con TLS, solo el personal de TPF que ha iniciado sesión puede ver las solicitudes, y las contraseñas se guardan únicamente como hashes scrypt con sal. Obtenga más información en nuestra página de [Seguridad y protección de datos](/security).",
    },

    { type: "h2", text: "Sus opciones y derechos" },
    { type: "p", text: "Puede pedirnos que:" },
    {
      type: "ul",
      items: [
        "Le informemos qué información personal tenemos sobre usted y le demos una copia.",
        "Corrijamos la información que sea incorrecta.",
        "Eliminemos su información, salvo que la ley nos exija conservarla.",
        "Dejemos de llamarle o de enviarle mensajes de texto o correos electrónicos.",
      ],
    },
    {
      type: "p",
      text: `Escriba a ${company.email.privacy} o llame al ${company.phone.display}. Para protegerle, primero verificamos que la solicitud provenga de usted, por lo general comparando la dirección de correo electrónico o el número de teléfono que tenemos registrados. Confirmamos la recepción en un plazo de 10 días hábiles y respondemos en un plazo de 45 días. No le daremos un trato diferente por ejercer estos derechos.`,
    },

    { type: "h2", text: "Aviso para residentes de California" },
    {
      type: "p",
      text: "La Ley de Privacidad del Consumidor de California (California Consumer Privacy Act, o CCPA), modificada por la CPRA (California Privacy Rights Act, Ley de Derechos de Privacidad de California), otorga a los residentes de California el derecho a saber qué información personal se tiene sobre ellos, a corregirla y a eliminarla, y a optar por que no se venda ni se comparta. Ejerza estos derechos como se describe arriba. En los últimos 12 meses:",
    },
    {
      type: "ul",
      items: [
        "Recopilamos identificadores (nombre, dirección de correo electrónico, número de teléfono, nombre de usuario), información comercial (los datos del negocio que piden nuestros formularios) y una actividad limitada en internet (los registros de nuestro servidor).",
        "La recopilamos directamente de usted, la usamos solo para los fines descritos en esta política y la conservamos durante los períodos indicados arriba.",
        "Su nombre de usuario junto con su contraseña constituye “información personal confidencial” (sensitive personal information). Solo la usamos para iniciar su sesión.",
        "No vendimos información personal ni la compartimos para publicidad conductual de contexto cruzado, y no tenemos conocimiento de haber vendido ni compartido información de menores de 16 años.",
      ],
    },
    {
      type: "p",
      text: "Un agente autorizado que cuente con su permiso firmado puede presentar una solicitud en su nombre.",
    },

    { type: "h2", text: "Menores de edad" },
    {
      type: "p",
      text: "Nuestro sitio y nuestros servicios están dirigidos a empresas, no a menores de 18 años. No recopilamos a sabiendas información de menores; si un menor nos ha enviado información, comuníquese con nosotros y la eliminaremos.",
    },

    { type: "h2", text: "Cambios a esta política" },
    {
      type: "p",
      text: "Publicaremos aquí cualquier versión nueva y actualizaremos la fecha que aparece al principio. Si se trata de un cambio importante, también publicaremos un aviso en nuestro sitio y se lo comunicaremos a los clientes por correo electrónico antes de que entre en vigor.",
    },

    { type: "h2", text: "Comuníquese con nosotros" },
    {
      type: "p",
      text: `${company.fullName}, ${mailingAddress}.`,
    },
    {
      type: "ul",
      items: [
        `Preguntas y solicitudes sobre privacidad: ${company.email.privacy}`,
        `Mensajes de texto: ${company.text.display}`,
        `Teléfono: ${company.phone.display} (${hours})`,
        `Asistencia general: ${company.email.support}`,
        `Inquietudes de seguridad: ${company.email.security}`,
      ],
    },
  ],
};
