/**
 * The leadership team a fresh database starts with (api/db/seed.ts). The
 * build prerenders the About page with it and the mocks serve it, so it
 * lives here, shared, rather than in the database code. Each member's words
 * come in English and in Spanish; names are not translated.
 */
export const seedTeam = [
  {
    id: "b5f0c1a2-6f0e-4c59-9a51-3f1d2c7e8a01",
    name: "Karen Whitaker",
    role: "Founder & Chief Executive Officer",
    experience: "22 years in transportation finance",
    bio: "Karen started her career dispatching for her father's six-truck flatbed outfit in Ogden, then spent a decade in commercial lending before founding TPF to give small carriers the fast, plain-spoken funding she never found as a dispatcher.",
    translations: {
      es: {
        role: "Fundadora y directora ejecutiva",
        experience: "22 años en financiamiento del transporte",
        bio: "Karen empezó despachando cargas para la pequeña empresa de plataformas de su padre, con seis camiones, en Ogden. Después pasó una década en préstamos comerciales y fundó TPF para dar a los transportistas pequeños el financiamiento rápido y claro que ella nunca encontró cuando era despachadora.",
      },
    },
    sortOrder: 1,
  },
  {
    id: "b5f0c1a2-6f0e-4c59-9a51-3f1d2c7e8a02",
    name: "Luis Ortega",
    role: "Chief Operating Officer",
    experience: "17 years in freight operations and factoring",
    bio: "A former owner-operator who ran reefer loads across the I-80 corridor, Luis leads funding operations and the 24/7 support desk, and makes sure every verified invoice is funded within 24 hours, from the first check to the deposit.",
    translations: {
      es: {
        role: "Director de operaciones",
        experience: "17 años en operaciones de carga y factoraje",
        bio: "Antes dueño-operador con cargas refrigeradas por el corredor de la I-80, Luis dirige las operaciones de financiamiento y la línea de atención 24/7, y se asegura de que cada factura verificada se financie en 24 horas, desde la primera revisión hasta el depósito.",
      },
    },
    sortOrder: 2,
  },
  {
    id: "b5f0c1a2-6f0e-4c59-9a51-3f1d2c7e8a03",
    name: "Tom Hadley",
    role: "Chief Financial Officer",
    experience: "19 years in credit risk and treasury",
    bio: "Tom built credit programs for two regional banks before joining TPF. He sets the advance rates and credit limits that let clients haul for new brokers with confidence, and oversees our lines of credit and asset-based lending.",
    translations: {
      es: {
        role: "Director financiero",
        experience: "19 años en riesgo de crédito y tesorería",
        bio: "Tom creó programas de crédito para dos bancos regionales antes de llegar a TPF. Fija los porcentajes de adelanto y los límites de crédito que permiten a los clientes transportar para brokers nuevos con confianza, y supervisa nuestras líneas de crédito y los préstamos basados en activos.",
      },
    },
    sortOrder: 3,
  },
  {
    id: "b5f0c1a2-6f0e-4c59-9a51-3f1d2c7e8a04",
    name: "Angela Brooks",
    role: "Vice President, Client Success",
    experience: "12 years in carrier relations",
    bio: "Angela leads the account managers who pair with each client, from onboarding paperwork to fuel card setup, and she still answers the phone when a driver calls from a truck stop with a question about a load.",
    translations: {
      es: {
        role: "Vicepresidenta de atención a clientes",
        experience: "12 años en relaciones con transportistas",
        bio: "Angela dirige a los ejecutivos de cuenta que acompañan a cada cliente, desde los papeles de alta hasta la configuración de la tarjeta de combustible, y todavía contesta el teléfono cuando un conductor llama desde una parada de camiones con una pregunta sobre una carga.",
      },
    },
    sortOrder: 4,
  },
] as const;
