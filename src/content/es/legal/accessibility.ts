import type { LegalPage } from "../../types";
import { company } from "../../company";
import { companyWords } from "../../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

const hours = companyEs.hours;

export const accessibilityPage: LegalPage = {
  slug: "accessibility",
  title: "Compromiso con la accesibilidad",
  summary:
    "TPF busca cumplir el nivel AA de las WCAG 2.1. Lo que hemos hecho, lo que aún no es perfecto y cómo obtener ayuda: respondemos en un plazo de 24 horas.",
  body: [
    {
      type: "p",
      text: "Esta versión en español se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la [versión en inglés](/accessibility#en), prevalecerá la versión en inglés.",
    },
    {
      type: "p",
      text: "Conductores, propietarios y personal de oficina usan nuestro sitio en todo tipo de teléfonos y computadoras, a menudo con poca señal. Queremos que todas las personas puedan leer nuestras páginas, usar nuestras calculadoras, solicitar una cotización y administrar su cuenta, incluidas las personas que usan un lector de pantalla, solo el teclado, control por voz, ampliación de pantalla u otra tecnología de asistencia.",
    },
    {
      type: "callout",
      title: "¿Necesita ayuda ahora mismo?",
      text: `Llame al ${company.phone.display}, envíe un mensaje de texto al ${company.text.display} o escriba a ${company.email.accessibility}. Respondemos a las solicitudes de accesibilidad en un plazo de 24 horas.`,
    },

    { type: "h2", text: "Nuestro estándar" },
    {
      type: "p",
      text: "Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (Web Content Accessibility Guidelines, WCAG) 2.1 en el nivel AA. Estas pautas internacionales, de uso generalizado, describen cómo lograr que las personas con discapacidad puedan usar los sitios web, y seguirlas hace que un sitio sea más fácil de usar para todos.",
    },

    { type: "h2", text: "Lo que hemos hecho" },
    {
      type: "ul",
      items: [
        "Creamos nuestras páginas con encabezados, listas, botones y regiones de página reales, para que los lectores de pantalla puedan describirlas y usted pueda ir directamente a lo que necesita.",
        "Hicimos que todo funcione solo con el teclado, incluidos el menú lateral en pantallas pequeñas, la calculadora de factoraje, la herramienta de tarifas y todos nuestros formularios.",
        "Mostramos un contorno claro y visible alrededor del elemento que tiene el foco del teclado.",
        "Dimos a cada campo de formulario una etiqueta y vinculamos cada mensaje de error con el campo al que se refiere, para que un lector de pantalla los lea juntos.",
        "Hicimos que los lectores de pantalla anuncien lo que ocurre con un formulario: cuando se está enviando, cuando ya se envió y cuando se guardó en la bandeja de salida sin conexión para enviarlo más tarde.",
        "Elegimos colores de texto y de fondo con suficiente contraste para que se lean con facilidad.",
        "Nos aseguramos de que pueda ampliar el texto al 200% sin perder contenido ni funciones.",
        "Diseñamos las páginas para que quepan en una pantalla de 320 píxeles de ancho sin tener que desplazarse hacia los lados.",
        "Respetamos la configuración de movimiento reducido de su dispositivo desactivando las animaciones que no son necesarias.",
        "Hicimos que el sitio funcione sin conexión una vez que lo haya visitado con señal, para que pueda leer páginas y llenar formularios incluso sin barras de señal.",
      ],
    },

    { type: "h2", text: "Limitaciones conocidas" },
    {
      type: "p",
      text: "Queremos ser honestos sobre lo que todavía no funciona tan bien como debería:",
    },
    {
      type: "ul",
      items: [
        "El formulario de solicitud imprimible al que enlaza nuestra página de [Recursos](/resources) se abre en una pestaña nueva y es una página HTML sencilla pensada para imprimirse. No tiene las verificaciones de campos, los mensajes de error vinculados, los anuncios de estado ni el guardado sin conexión de nuestros formularios en línea. Para una experiencia más fácil, use nuestra [solicitud de cotización](/get-quote) o nuestra [solicitud de tarjeta de combustible](/fuel-card-application) en línea, o presente su solicitud por teléfono.",
        "Las tarjetas de noticias de nuestra página de Recursos enlazan a sitios web del gobierno y de la industria. No controlamos el nivel de accesibilidad de esos sitios.",
        "Otros sitios externos a los que enlazamos, como los programas de contabilidad a los que se accede mediante nuestro inicio de sesión en sistemas externos y nuestras páginas en redes sociales, también están fuera de nuestro control.",
        "Las funciones sin conexión dependen de su navegador. Algunos navegadores, sobre todo en modo de navegación privada, podrían no guardar páginas ni solicitudes pendientes en su dispositivo.",
      ],
    },
    {
      type: "p",
      text: "Si alguna de estas limitaciones le causa dificultades, comuníquese con nosotros y le ayudaremos de otra manera.",
    },

    { type: "h2", text: "Consejos para usar nuestro sitio" },
    {
      type: "ul",
      items: [
        "Use el zoom de su navegador para agrandar el texto: en una computadora, mantenga presionada la tecla Ctrl (Comando en una Mac) y presione la tecla más (+); en un teléfono, separe dos dedos sobre la pantalla para ampliar.",
        "Active la opción “reducir movimiento” en la configuración de su teléfono o computadora para detener las animaciones no esenciales de nuestro sitio.",
        "Agregue nuestro sitio a la pantalla de inicio para que se abra como una aplicación, incluso sin señal. En un iPhone, toque Compartir (Share) y luego Agregar a inicio (Add to Home Screen).",
      ],
    },

    { type: "h2", text: "Pida ayuda o reporte una barrera" },
    {
      type: "p",
      text: "Si tiene dificultades para usar cualquier parte de nuestro sitio o necesita la información en otro formato, díganoslo. Respondemos a las solicitudes de accesibilidad en un plazo de 24 horas.",
    },
    {
      type: "ul",
      items: [
        `Teléfono: ${company.phone.display} (${hours})`,
        `Mensajes de texto: ${company.text.display}`,
        `Correo electrónico: ${company.email.accessibility}`,
      ],
    },
    {
      type: "p",
      text: "Nos ayuda que nos indique la dirección de la página, lo que intentaba hacer, y el dispositivo, el navegador y cualquier tecnología de asistencia que use. Pero no necesita nada de eso para pedir ayuda.",
    },

    { type: "h2", text: "Otras formas de presentar su solicitud" },
    {
      type: "p",
      text: `Nunca está obligado a usar el sitio web para trabajar con nosotros. Llame al ${company.phone.display} en horario de atención y un miembro de nuestro equipo tomará por teléfono su solicitud de cotización o de tarjeta de combustible y la ingresará por usted. También puede enviar un mensaje de texto al ${company.text.display} o escribir a ${company.email.accessibility}, y le devolveremos la llamada a la hora que más le convenga.`,
    },

    { type: "h2", text: "Fecha de la última revisión" },
    {
      type: "p",
      text: "La última vez que revisamos esta página y nuestro sitio con respecto a estos objetivos fue el 4 de agosto de 2025.",
    },

    { type: "h2", text: "Comuníquese con nosotros" },
    {
      type: "ul",
      items: [
        `Ayuda y comentarios sobre accesibilidad: ${company.email.accessibility}`,
        `Mensajes de texto: ${company.text.display}`,
        `Teléfono: ${company.phone.display} (${hours})`,
        `Asistencia general: ${company.email.support}`,
        `Preguntas sobre privacidad: ${company.email.privacy}`,
      ],
    },
  ],
};
