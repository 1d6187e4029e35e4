import { fieldSchema, type FieldWords, type SharedFieldSpec } from "./field-list";
import { businessTypeOptions, yearsInBusinessOptions } from "./options";

/**
 * The fields both kinds of request ask for. Each request's own list says
 * whether it requires them (a fuel card application requires more).
 */
export const requestFields = {
  companyName: {
    kind: "text",
    label: "Company name",
    heading: "Company",
    formLabel: "Company Name",
    es: { name: "el nombre de la empresa", formLabel: "Nombre de la empresa" },
    max: 120,
  },
  contactName: {
    kind: "text",
    label: "Contact name",
    heading: "Contact",
    formLabel: "Contact Name",
    es: { name: "el nombre de contacto", formLabel: "Nombre de contacto" },
    max: 100,
  },
  email: {
    kind: "email",
    label: "E-mail",
    formLabel: "Email Address",
    es: { name: "el correo electrónico", formLabel: "Correo electrónico" },
    max: 254,
  },
  phone: {
    kind: "phone",
    label: "Phone",
    formLabel: "Phone Number",
    es: { name: "el teléfono", formLabel: "Teléfono" },
    max: 25,
  },
  mcNumber: {
    kind: "authorityNumber",
    label: "MC number",
    formLabel: "MC Number",
    es: { name: "el número MC", formLabel: "Número MC" },
    max: 20,
  },
  dotNumber: {
    kind: "authorityNumber",
    label: "DOT number",
    formLabel: "DOT Number",
    es: { name: "el número DOT", formLabel: "Número DOT" },
    max: 20,
  },
  businessType: {
    kind: "choice",
    label: "Business type",
    formLabel: "Business Type",
    es: { name: "el tipo de negocio", formLabel: "Tipo de negocio" },
    options: businessTypeOptions,
  },
  yearsInBusiness: {
    kind: "choice",
    label: "Years in business",
    formLabel: "Years in Business",
    es: { name: "los años en el negocio", formLabel: "Años en el negocio" },
    options: yearsInBusinessOptions,
  },
  numberOfTrucks: {
    kind: "number",
    label: "Number of trucks",
    formLabel: "Number of Trucks",
    es: { name: "el número de camiones", formLabel: "Número de camiones" },
    min: 1,
    max: 100_000,
  },
  comments: {
    kind: "longText",
    label: "Comments",
    formLabel: "Additional Comments",
    es: { name: "los comentarios", formLabel: "Comentarios adicionales" },
    max: 2000,
  },
  agreeToTerms: {
    kind: "agreement",
    label: "Agreed to terms",
    messageName: "Agreement to the terms",
    es: { name: "si acepta los términos" },
  },
} as const satisfies Record<string, SharedFieldSpec>;

/** What the server adds to every request, as staff read it. */
export const recordFields = {
  reference: { label: "Reference ID", short: "Reference" },
  submittedAt: { label: "Submitted" },
  status: { label: "Status" },
} as const satisfies Record<string, FieldWords>;

/** The e-mail address of a request, as staff also search by it. */
export const requestEmail = fieldSchema({ ...requestFields.email, required: true });
