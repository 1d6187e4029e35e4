/*
 * The API's own sentences (refusals, limits, not-found answers) in Spanish,
 * keyed by their English words, for requests made in Spanish: a Spanish page
 * or a client whose portal is in Spanish (docs/decisions/0170-spanish-edition.md).
 * Field messages come from the contract in the request's language already.
 * Staff-only sentences (staff accounts, funding figures) stay English: the
 * staff area is English. A test holds every key to a sentence the API's code
 * still says, so a changed English sentence cannot leave its Spanish behind.
 */
export const spanishAnswers: ReadonlyMap<string, string> = new Map([
  // Sessions and sign-in
  ["Please sign in to continue.", "Inicie sesión para continuar."],
  [
    "Invalid credentials. Please check your username and password.",
    "Datos de acceso incorrectos. Revise su usuario y su contraseña.",
  ],
  [
    "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    "Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos y vuelva a intentarlo.",
  ],
  [
    "Too many sign-in attempts at once. Please wait a moment and try again.",
    "Demasiados intentos de inicio de sesión a la vez. Espere un momento y vuelva a intentarlo.",
  ],
  // Password links
  [
    "This link has expired or was already used. Ask for a new one with Forgot password? on the sign-in page.",
    "Este enlace venció o ya se usó. Pida uno nuevo con ¿Olvidó su contraseña? en la página de inicio de sesión.",
  ],
  [
    "Your password is set. Sign in with it now.",
    "Su contraseña quedó guardada. Inicie sesión con ella ahora.",
  ],
  [
    "Too many password reset requests. Please wait an hour, or call us.",
    "Demasiadas solicitudes para restablecer la contraseña. Espere una hora o llámenos.",
  ],
  // Requests from the public site
  [
    "Too many requests. Please wait a minute and try again.",
    "Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.",
  ],
  ["Please correct the highlighted fields.", "Corrija los campos marcados."],
  [
    "We could not save this just now. Nothing was stored; please try again in a moment.",
    "No pudimos guardar esto en este momento. No se guardó nada; vuelva a intentarlo en un momento.",
  ],
  ["The request is too large.", "La solicitud es demasiado grande."],
  ["Requests from other sites are not allowed.", "No se aceptan solicitudes desde otros sitios."],
  ["Not found", "No se encontró"],
  // Account Settings
  ["Your settings are saved.", "Su configuración quedó guardada."],
  ["The current password is not correct.", "La contraseña actual no es correcta."],
  [
    "We sent a link to the new address. Your e-mail changes when you open it, within 24 hours; until then we keep writing to the address you have now.",
    "Enviamos un enlace al correo nuevo. Su correo cambia cuando lo abra, dentro de 24 horas; mientras tanto, seguimos escribiendo al correo que tiene ahora.",
  ],
  [
    "Your e-mail address is changed. We told the old address too.",
    "Su correo quedó cambiado. También avisamos al correo anterior.",
  ],
  [
    "This link has expired, was already used, or was replaced by a newer one. Change your e-mail again in your settings.",
    "Este enlace venció, ya se usó o fue reemplazado por uno más nuevo. Vuelva a cambiar su correo en su configuración.",
  ],
  ["This is already your e-mail address.", "Este ya es su correo."],
  [
    "This account already gets push messages on as many devices as it may. Remove one you no longer use, then turn push on here again.",
    "Esta cuenta ya recibe notificaciones en todos los dispositivos permitidos. Quite uno que ya no use y vuelva a activar las notificaciones aquí.",
  ],
  ["This device is not on your account any more.", "Este dispositivo ya no está en su cuenta."],
  [
    "This push service is not accepted. Turn push off and on again.",
    "Este servicio de notificaciones no se acepta. Desactive las notificaciones y vuelva a activarlas.",
  ],
  [
    "Test message sent to your e-mail and to every device where push is on. It should arrive within a minute.",
    "Enviamos un mensaje de prueba a su correo y a cada dispositivo con notificaciones activadas. Debería llegar en menos de un minuto.",
  ],
  [
    "Too many test messages. Please wait an hour and try again.",
    "Demasiados mensajes de prueba. Espere una hora y vuelva a intentarlo.",
  ],
  [
    "Push messages are not available on this server.",
    "Las notificaciones no están disponibles en este servidor.",
  ],
  // Invoices and their pages
  ["Invoice not found.", "No se encontró la factura."],
  ["Page not found.", "No se encontró la página."],
  [
    "Pages can be added only while the invoice needs documents.",
    "Solo se pueden agregar páginas mientras la factura necesita documentos.",
  ],
  ["Delivery date cannot be in the future", "La fecha de entrega no puede ser futura"],
  [
    "Too many invoices or page additions in a minute. Please wait a minute; your phone sends it again by itself.",
    "Demasiadas facturas o páginas en un minuto. Espere un minuto; su teléfono la volverá a enviar solo.",
  ],
  [
    "This page's upload was not found (unused uploads are kept for 24 hours). Send the page again.",
    "No se encontró la carga de esta página (las cargas sin usar se guardan 24 horas). Envíe la página otra vez.",
  ],
  [
    "This page has not finished uploading. Let it finish, then send again.",
    "Esta página no ha terminado de cargarse. Deje que termine y vuelva a enviar.",
  ],
  [
    "This page arrived damaged (its checksum does not match). Send it again.",
    "Esta página llegó dañada (su suma de verificación no coincide). Envíela otra vez.",
  ],
  ["This page is listed twice.", "Esta página aparece dos veces."],
  ["This page was already sent with an invoice.", "Esta página ya se envió con una factura."],
  [
    "This file is not a photo (JPEG, PNG, WebP, HEIC) or a PDF.",
    "Este archivo no es una foto (JPEG, PNG, WebP, HEIC) ni un PDF.",
  ],
  [
    "This PDF is password-protected. Send it without the password.",
    "Este PDF tiene contraseña. Envíelo sin la contraseña.",
  ],
  [
    "This PDF could not be opened. It may be damaged: save or export it again.",
    "No se pudo abrir este PDF. Puede estar dañado: guárdelo o expórtelo otra vez.",
  ],
  [
    "This photo could not be opened. Take it again or choose another file.",
    "No se pudo abrir esta foto. Tómela otra vez o elija otro archivo.",
  ],
  [
    "This photo has too many pixels to check (more than 50 megapixels). Send a smaller copy of it.",
    "Esta foto tiene demasiados píxeles para revisarla (más de 50 megapíxeles). Envíe una copia más pequeña.",
  ],
  [
    "This page took too long or needed too much memory to check. Send a smaller photo or a simpler PDF.",
    "Revisar esta página tomó demasiado tiempo o memoria. Envíe una foto más pequeña o un PDF más sencillo.",
  ],
  [
    "This PDF is too complex to check (too many parts or pages). Save it again with fewer pages, or send photos of its pages.",
    "Este PDF es demasiado complejo para revisarlo (demasiadas partes o páginas). Guárdelo otra vez con menos páginas o envíe fotos de sus páginas.",
  ],
  [
    "Too many upload requests. Please wait a minute; the upload goes on by itself.",
    "Demasiadas solicitudes de carga. Espere un minuto; la carga sigue sola.",
  ],
  [
    "This upload was not found. Start the page's upload again.",
    "No se encontró esta carga. Vuelva a empezar la carga de la página.",
  ],
  [
    "Too many unfinished uploads. Send or remove the pages you have started, then try again.",
    "Demasiadas cargas sin terminar. Envíe o quite las páginas que empezó y vuelva a intentarlo.",
  ],
]);

/** An answer's sentence in the request's language: Spanish where we have it, else as written. */
export const answerIn = (message: string, locale: "en" | "es"): string =>
  locale === "es" ? (spanishAnswers.get(message) ?? message) : message;
