import type { LegalPage } from "../../types";
import { company } from "../../company";
import { companyWords } from "../../company";

/** The company facts that are words, as Spanish says them. */
const companyEs = companyWords("es");

const mailingAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;

const hours = companyEs.hours;
const fundingTime = companyEs.fundingTime;

export const termsOfUse: LegalPage = {
  slug: "terms-of-use",
  title: "Términos de uso",
  summary:
    "Reglas de uso del sitio, calculadoras, formularios y portal de clientes de TPF. El contenido no es asesoría; cotizaciones y estimaciones no son compromisos.",
  lastUpdated: "4 de agosto de 2025",
  body: [
    {
      type: "p",
      text: "Esta versión en español se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la [versión en inglés](/terms-of-use#en), prevalecerá la versión en inglés.",
    },
    {
      type: "p",
      text: `Estos términos se aplican cuando usted usa el sitio web de ${company.fullName} (“${company.name}”, “nosotros”), sus calculadoras y formularios, y el portal de clientes. Al usar el sitio, usted los acepta; si no está de acuerdo, le pedimos que no lo use. Nuestros servicios de financiamiento en sí se rigen por el contrato escrito independiente que cada cliente firma con nosotros. Si ese contrato y estos términos se contradicen, prevalece el contrato firmado.`,
    },
    {
      type: "callout",
      title: "En resumen",
      text: "Nuestro contenido es información general, nuestras calculadoras ofrecen estimaciones, y una cotización o solicitud no es una oferta. Proporciónenos información verídica, no comparta su contraseña con nadie y no intente copiar ni dañar el sitio.",
    },

    { type: "h2", text: "Información, no asesoría" },
    {
      type: "p",
      text: "Los artículos, guías, noticias y demás contenido de este sitio son información general para empresas de transporte de carga. No constituyen asesoría financiera, legal, fiscal ni contable, y es posible que no se ajusten a su situación. Las normas, como los requisitos del DOT (Departamento de Transporte), cambian, así que consulte con la agencia o con un profesional calificado antes de actuar. Las páginas que abre sin señal son una copia guardada en su dispositivo y podrían no estar actualizadas.",
    },

    { type: "h2", text: "Calculadoras y estimaciones de tarifas" },
    {
      type: "p",
      text: "La calculadora de factoraje y la herramienta de tarifas solo ofrecen estimaciones, basadas en las cifras que usted ingresa y en supuestos sencillos. No son una cotización y no nos obligan. Nuestras tarifas de factoraje van del 1.5% al 4.5%, y su tarifa real depende de la evaluación de riesgo (underwriting): por ejemplo, el volumen de sus facturas, el crédito de sus clientes, el tiempo que lleva su negocio en operación y el tipo de carga que transporta. Una herramienta puede mostrar una cifra distinta de la tarifa que le ofrezcamos.",
    },
    {
      type: "p",
      text: `Los anticipos de hasta el ${company.maxAdvancePercent}% del valor de la factura y el financiamiento en un plazo de ${fundingTime} describen lo que ofrecemos a los clientes aprobados sobre facturas aprobadas. No son una promesa respecto de ninguna factura en particular.`,
    },

    { type: "h2", text: "Cotizaciones y solicitudes" },
    {
      type: "ul",
      items: [
        "Una solicitud de cotización o de tarjeta de combustible no es una oferta, una aprobación ni un compromiso, ni de su parte ni de la nuestra. Una cotización no es un compromiso de factoraje.",
        "Solo otorgamos financiamiento o una tarjeta de combustible mediante un contrato escrito firmado por ambas partes.",
        "Enviar un formulario no autoriza una verificación de crédito, un registro UCC (UCC filing) ni el acceso a los datos de su ELD (dispositivo de registro electrónico). Si alguna vez se necesita alguno de ellos, le pediremos su autorización por separado y por escrito.",
        "Al enviar un formulario, usted acepta que nos comuniquemos con usted sobre su solicitud por teléfono, mensaje de texto o correo electrónico. Pueden aplicarse cargos por mensajes y datos. Puede pedirnos que dejemos de hacerlo en cualquier momento.",
        "Una solicitud enviada sin señal espera en su dispositivo y se envía cuando vuelve la conexión. Solo la hemos recibido cuando nuestro sitio le indica que se envió. Si usted la descarta o borra los datos de su navegador antes de que se envíe, no se enviará.",
      ],
    },
    {
      type: "p",
      text: "Nuestra [Política de privacidad](/privacy-policy) explica cómo tratamos lo que usted nos envía.",
    },

    { type: "h2", text: "Información que usted nos proporciona" },
    {
      type: "p",
      text: "Usted se compromete a que la información que nos proporcione sea verídica, actual y completa, y declara que está autorizado para actuar en nombre de la empresa indicada en su solicitud. No envíe información sobre otra persona o empresa sin su permiso.",
    },

    { type: "h2", text: "Su cuenta de cliente" },
    {
      type: "p",
      text: "Si tiene una cuenta en el portal de clientes, usted es responsable de mantenerla segura:",
    },
    {
      type: "ul",
      items: [
        "Mantenga su contraseña en secreto, no comparta su cuenta y elija una contraseña que no use en ningún otro lugar.",
        "Cierre sesión cuando use un dispositivo compartido o público, y mantenga bloqueado su teléfono o su computadora.",
        `Avísenos de inmediato a ${company.email.security} o al ${company.phone.display} si cree que otra persona ha usado su cuenta o conoce su contraseña.`,
        "Recuerde que TPF nunca le pide su contraseña por teléfono, mensaje de texto ni correo electrónico.",
      ],
    },
    {
      type: "p",
      text: "Usted es responsable de la actividad en su cuenta hasta que nos informe de un problema. Podemos suspender una cuenta para protegerle a usted o protegernos a nosotros si detectamos indicios de uso indebido. Nuestro inicio de sesión en sistemas externos solo le redirige a sitios seguros aprobados; el uso que usted haga de esos sistemas, como QuickBooks, Xero o Sage, se rige por sus propios términos.",
    },

    { type: "h2", text: "Uso aceptable" },
    { type: "p", text: "Cuando use nuestro sitio, no debe:" },
    {
      type: "ul",
      items: [
        "Extraer, rastrear ni copiar de forma masiva el sitio o sus datos, ya sea con herramientas automatizadas o manualmente.",
        "Sondear, escanear ni poner a prueba la seguridad de nuestros sistemas, salvo en la medida en que lo permitan las reglas para reportar vulnerabilidades de nuestra página de [Seguridad y protección de datos](/security).",
        "Intentar eludir el inicio de sesión, los límites de frecuencia, los controles contra el spam u otras protecciones, ni intentar acceder a datos que no le pertenecen.",
        "Enviar información falsa, hacerse pasar por otra persona ni enviar solicitudes en nombre de una empresa a la que no representa.",
        "Sobrecargar el sitio o interrumpir su funcionamiento, ni subir malware u otro código dañino.",
        "Usar el sitio para enviar spam o para cualquier fin ilícito.",
      ],
    },
    {
      type: "p",
      text: "Podemos bloquear el acceso o cancelar las solicitudes que infrinjan estas normas.",
    },

    { type: "h2", text: "Nuestro contenido y nuestras marcas comerciales" },
    {
      type: "p",
      text: "El sitio y su contenido, incluidos textos, artículos, calculadoras, gráficos, fotografías y el nombre TPF, pertenecen a TPF o se usan con autorización. Puede ver, imprimir y compartir nuestras páginas para el uso de su propio negocio, siempre que no las modifique ni elimine ningún aviso. No puede copiar, vender ni volver a publicar nuestro contenido sin nuestro permiso por escrito. Nombres como QuickBooks, Xero y Sage pertenecen a sus respectivos propietarios.",
    },

    { type: "h2", text: "Otros sitios web" },
    {
      type: "p",
      text: "Incluimos enlaces a otros sitios web, como sitios del gobierno y de la industria, nuestras páginas en redes sociales y programas de contabilidad. No los controlamos y no somos responsables de su contenido, su disponibilidad ni sus prácticas de privacidad.",
    },

    { type: "h2", text: "Exclusión de garantías" },
    {
      type: "p",
      text: "Nos esforzamos por mantener el sitio preciso, disponible y seguro, pero lo ofrecemos “tal cual” y “según disponibilidad”. En la medida en que la ley lo permita, no garantizamos que el sitio esté libre de errores o interrupciones, ni que todo el contenido esté completo y actualizado, y excluimos las garantías implícitas, como las de comerciabilidad e idoneidad para un fin determinado.",
    },

    { type: "h2", text: "Limitación de responsabilidad" },
    {
      type: "p",
      text: "En la medida en que la ley lo permita, TPF y su personal no son responsables de pérdidas indirectas, incidentales, especiales o consecuentes, ni de la pérdida de ganancias o de datos, que se deriven del uso que usted haga del sitio, aun cuando se nos haya advertido de esa posibilidad. Para cualquier otra reclamación relacionada con su uso del sitio, nuestra responsabilidad total se limita a $100. Esta sección no limita los derechos que usted tenga en virtud de un contrato de cliente firmado, ni ninguna responsabilidad que la ley no nos permita limitar.",
    },

    { type: "h2", text: "Ley aplicable" },
    {
      type: "p",
      text: "Estos términos se rigen por las leyes del estado de Utah, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier controversia relacionada con ellos se resolverá en los tribunales estatales o federales ubicados en el condado de Salt Lake, Utah, y tanto usted como nosotros aceptamos la jurisdicción de esos tribunales.",
    },

    { type: "h2", text: "Cambios a estos términos" },
    {
      type: "p",
      text: "Podemos actualizar estos términos. Cuando lo hagamos, publicaremos aquí la nueva versión y cambiaremos la fecha de “última actualización”. Si un cambio es importante, publicaremos un aviso en el sitio antes de que entre en vigor. Si sigue usando el sitio después de un cambio, significa que acepta los nuevos términos.",
    },

    { type: "h2", text: "Comuníquese con nosotros" },
    {
      type: "p",
      text: `¿Tiene preguntas sobre estos términos? Comuníquese con ${company.fullName} en ${mailingAddress}, o por estos medios:`,
    },
    {
      type: "ul",
      items: [
        `Mensajes de texto: ${company.text.display}`,
        `Teléfono: ${company.phone.display} (${hours})`,
        `Preguntas generales y asistencia: ${company.email.support}`,
        `Privacidad: ${company.email.privacy}`,
        `Seguridad y asuntos de la cuenta: ${company.email.security}`,
        `Accesibilidad: ${company.email.accessibility}`,
      ],
    },
  ],
};
