import type { LegalPage } from "../../types";
import { company } from "../../company";
import { companyWords } from "../../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

const hours = companyEs.hours;

export const securityPage: LegalPage = {
  slug: "security",
  title: "Seguridad y protección de datos",
  summary:
    "Cómo protege TPF los datos de su negocio, cómo mantener su cuenta a salvo de estafas y cómo informarnos de un problema de seguridad.",
  body: [
    {
      type: "p",
      text: "Esta versión en español se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la [versión en inglés](/security#en), prevalecerá la versión en inglés.",
    },
    {
      type: "p",
      text: "Usted nos confía información sobre su negocio. Esta página explica con palabras sencillas cómo la protegemos, qué puede hacer usted para mantenerse seguro y cómo informarnos de un problema de seguridad. Para saber qué recopilamos y por qué, consulte nuestra [Política de privacidad](/privacy-policy).",
    },
    {
      type: "callout",
      title: "Nunca le pediremos su contraseña",
      text: `Nadie en ${company.name} le pedirá su contraseña por teléfono, mensaje de texto ni correo electrónico. Si alguien lo hace, no somos nosotros: no responda y reenvíe el mensaje a ${company.email.security}.`,
    },

    { type: "h2", text: "Cómo protegemos su información" },
    { type: "h3", text: "En tránsito hacia nosotros" },
    {
      type: "ul",
      items: [
        "Nuestro sitio público usa HTTPS, así que todo lo que viaja entre su dispositivo y nuestro servidor está cifrado con TLS.",
        "El sitio no carga scripts, fuentes ni rastreadores de otras empresas. Todo proviene de nuestra propia dirección web, lo que deja a un atacante menos vías de entrada.",
        "Nuestro servidor envía encabezados de seguridad que le indican a su navegador que ejecute solo nuestros propios scripts (una Content-Security-Policy), que se niegue a mostrar nuestras páginas dentro de otros sitios (lo que bloquea el “clickjacking”), que no intente adivinar qué tipo de archivo recibió y que comparta lo menos posible sobre nuestras páginas cuando usted sigue un enlace hacia otro sitio.",
      ],
    },
    { type: "h3", text: "En nuestro servidor" },
    {
      type: "ul",
      items: [
        "Las solicitudes de cotización, las solicitudes de tarjeta de combustible y los registros de clientes se guardan en nuestra base de datos (libSQL, compatible con SQLite). Solo el personal de TPF que ha iniciado sesión puede ver lo que se envía.",
        "Las sesiones del personal terminan después de 24 horas, y después el personal debe volver a iniciar sesión.",
        "Limitamos cuántas solicitudes e intentos fallidos de inicio de sesión pueden provenir de un mismo lugar en poco tiempo. Así bloqueamos los intentos de adivinar contraseñas y la saturación del sitio. Nuestros formularios también tienen un campo oculto contra el spam.",
        "Las fotos que se suben para la página de nuestro equipo deben ser imágenes reales (JPEG, PNG, WebP o GIF, de hasta 5 MB). Revisamos el contenido del archivo, no solo su nombre.",
        "No incluimos direcciones de correo electrónico ni números de teléfono en los registros de nuestro servidor, y eliminamos los registros después de 30 días.",
      ],
    },
    { type: "h3", text: "Cuando inicia sesión" },
    {
      type: "ul",
      items: [
        "Las contraseñas se guardan únicamente como hashes con sal generados con scrypt, un método diseñado para que descifrarlas sea lento y costoso. No podemos ver su contraseña ni enviársela por correo electrónico.",
        "Su sesión se guarda en una cookie que los scripts de la página no pueden leer (httpOnly), que su navegador envía solo a nuestro propio sitio (SameSite=Strict), que viaja solo por conexiones cifradas en nuestro sitio público (Secure) y que caduca.",
        "Nunca guardamos contraseñas ni tokens de inicio de sesión en el almacenamiento local de su navegador. Allí solo se guardan datos que no son secretos, como su nombre para mostrarlo en pantalla.",
        "Nuestro inicio de sesión en sistemas externos solo le redirige a sitios seguros (https) aprobados: QuickBooks (intuit.com), Xero, Sage y otros sitios que hemos aprobado. Su nombre de usuario y su contraseña nunca se incluyen en una dirección web, donde podrían quedar en el historial del navegador o en los registros de otra persona.",
      ],
    },

    { type: "h2", text: "Lo que se guarda en su dispositivo" },
    {
      type: "p",
      text: "Para que nuestro sitio funcione sin señal, su navegador guarda una copia de nuestras páginas públicas, artículos, estilos, scripts y la lista del equipo. Nada de eso contiene información personal suya.",
    },
    {
      type: "p",
      text: "Si envía una solicitud de cotización o de tarjeta de combustible sin señal, esta espera en una “bandeja de salida” en su dispositivo hasta que vuelva la conexión. Cada solicitud lleva una clave aleatoria, de modo que la recibimos una sola vez aunque se envíe dos veces. En cuanto nuestro servidor confirma que tiene la solicitud, se elimina la copia guardada en su dispositivo. Puede ver y descartar las solicitudes pendientes en cualquier momento.",
    },

    { type: "h2", text: "Lo que usted puede hacer" },
    {
      type: "ul",
      items: [
        "Esté atento al phishing (mensajes fraudulentos que se hacen pasar por una empresa de confianza). TPF nunca le pide su contraseña por teléfono, mensaje de texto ni correo electrónico. Desconfíe de cualquier mensaje que le apresure o que le pida iniciar sesión a través de un enlace.",
        `Verifique cualquier solicitud de cambio de sus datos de pago. Si recibe un mensaje, aunque parezca venir de nosotros, de un bróker o de un cliente, en el que se le pida enviar dinero a una cuenta nueva o cambiar el destino de sus pagos, llámenos al ${company.phone.display}, el número que aparece en nuestro sitio web, y no a un número que se indique en el mensaje.`,
        "Revise la barra de direcciones. Inicie sesión solo en nuestro propio sitio web y asegúrese de que la dirección comience con https.",
        "Mantenga bloqueado su teléfono o su computadora. Una solicitud que espera en la bandeja de salida sin conexión se guarda en su dispositivo hasta que se envía.",
        "Use una contraseña segura que no use en ningún otro lugar, y nunca la comparta.",
        "Cierre sesión cuando use un dispositivo compartido o público.",
        `Si algo no le parece normal, llámenos o escriba a ${company.email.security} de inmediato.`,
      ],
    },

    { type: "h2", text: "Reporte una vulnerabilidad de seguridad" },
    {
      type: "p",
      text: `Si cree que ha encontrado una debilidad de seguridad en nuestro sitio web o en nuestros sistemas, infórmenos a ${company.email.security}. Describa qué encontró, dónde lo encontró y los pasos para reproducirlo. Acusamos recibo de cada reporte en un plazo de 2 días hábiles, le mantenemos informado mientras lo investigamos y le avisamos cuando esté corregido. Le pedimos que no haga público el problema hasta que hayamos tenido una oportunidad razonable de corregirlo.`,
    },
    { type: "h3", text: "Protección legal (puerto seguro)" },
    {
      type: "p",
      text: "Si investiga y reporta de buena fe y sigue las reglas que se indican a continuación, consideraremos que su investigación está autorizada, no emprenderemos acciones legales en su contra y no pediremos a nadie más que lo haga. Si no está seguro de si algo está permitido, pregúntenos primero.",
    },
    { type: "h3", text: "Reglas para las pruebas" },
    {
      type: "ul",
      items: [
        "No vea, modifique ni elimine datos de otras personas. Haga pruebas solo con su propia cuenta o con datos inventados. Si por accidente encuentra información de otra persona, deténgase, no la conserve y avísenos.",
        "No realice ataques de denegación de servicio ni pruebas que saturen nuestros formularios o hagan más lento el sitio para otras personas.",
        "No realice phishing, ingeniería social ni intentos de acceso físico dirigidos a nuestro personal, nuestros clientes o nuestras oficinas.",
        "No envíe spam ni grandes cantidades de solicitudes falsas a través de nuestros formularios.",
      ],
    },

    { type: "h2", text: "Comuníquese con nosotros" },
    {
      type: "ul",
      items: [
        `Reportes de seguridad y asuntos de la cuenta: ${company.email.security}`,
        `Mensajes de texto: ${company.text.display}`,
        `Teléfono: ${company.phone.display} (${hours})`,
        `Preguntas sobre privacidad: ${company.email.privacy}`,
        `Asistencia general: ${company.email.support}`,
      ],
    },
  ],
};
