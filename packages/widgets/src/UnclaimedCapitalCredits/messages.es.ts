import { capitalCreditsMessagesEs } from '@coop-portal/validation/es';
import type { UnclaimedCapitalCreditsMessages } from './messages';

/**
 * The Unclaimed Capital Credits wording in Spanish (US), loaded only when the widget speaks
 * Spanish: the rule messages from `@coop-portal/validation/es` and the page's own ("créditos de
 * capital", per docs/glossary-es-US.md). A button's accessible name starts with its visible text.
 */
export const unclaimedCapitalCreditsMessagesEs = {
  ...capitalCreditsMessagesEs,
  heading: 'Créditos de capital no reclamados',
  // Step 1: the search
  searchHeading: 'Buscar créditos de capital no reclamados',
  searchIntro: 'Ingrese un nombre, un apellido o el nombre de una empresa.',
  firstNameLabel: 'Nombre',
  lastNameLabel: 'Apellido',
  companyNameLabel: 'Nombre de la empresa',
  search: 'Buscar',
  searching: 'Buscando créditos de capital no reclamados…',
  resultsLabel: 'Créditos de capital no reclamados encontrados',
  columnName: 'Nombre',
  columnAddress: 'Dirección',
  columnCityState: 'Ciudad/Estado',
  columnZip: 'Código postal',
  columnClaim: 'Reclamar',
  cityState: (city: string, state: string) => [city, state].filter(Boolean).join(', '),
  claim: 'Reclamar',
  claimLabel: (name: string) => `Reclamar el crédito de capital de ${name}`,
  // Step 2: the claim form
  claimHeading: 'Formulario de reclamo',
  claiming: (name: string, address: string) =>
    `Está reclamando el crédito de capital no reclamado de ${name}, ${address}. Indíquenos cómo comunicarnos con usted.`,
  nameLabel: 'Nombre',
  ssnLabel: 'Últimos 4 dígitos del Seguro Social',
  ssnDescription: 'Opcional. No se muestra mientras escribe.',
  phoneLabel: 'Teléfono',
  contactPrefLabel: 'Preferencia de contacto',
  contactPrefPlaceholder: 'Seleccione una preferencia de contacto',
  contactPrefPhone: 'Teléfono',
  contactPrefEmail: 'Correo electrónico',
  contactPrefMail: 'Correo postal',
  emailLabel: 'Correo electrónico',
  address1Label: 'Dirección 1',
  address2Label: 'Dirección 2',
  cityLabel: 'Ciudad',
  stateLabel: 'Estado',
  statePlaceholder: 'Seleccione un estado',
  zipLabel: 'Código postal',
  commentsLabel: 'Comentarios',
  submitClaim: 'Enviar reclamo',
  sendingClaim: 'Enviando su reclamo…',
  cancel: 'Cancelar',
  backToSearch: 'Regresar a la búsqueda',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',
} satisfies UnclaimedCapitalCreditsMessages;
