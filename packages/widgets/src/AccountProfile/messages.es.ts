import { plural } from '@coop-portal/ui';
import { accountProfileMessagesEs } from '@coop-portal/validation/es';
import type { AccountProfileWidgetMessages } from './messages';

/**
 * The Account Profile widget's wording in Spanish (US), loaded only when the widget speaks Spanish:
 * the field messages from `@coop-portal/validation/es` and the widget's own, in the terms of
 * docs/glossary-es-US.md.
 */
export const accountProfileWidgetMessagesEs = {
  ...accountProfileMessagesEs,
  heading: 'Perfil de la cuenta',
  loading: 'Cargando el perfil de la cuenta…',
  retry: 'Intentar de nuevo',
  nameSection: 'Nombre',
  addressSection: 'Dirección',
  phonesSection: 'Teléfonos',
  edit: 'Editar',
  // The section's name keeps its capital after "la sección": "Editar la sección Nombre".
  editSection: (section: string) => `Editar la sección ${section}`,
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando…',
  firstName: 'Nombre',
  middleName: 'Segundo nombre',
  lastName: 'Apellido',
  spouseName: 'Cónyuge',
  streetNumber: 'Número de la calle',
  streetName: 'Nombre de la calle',
  streetType: 'Tipo de calle',
  unit: 'Unidad',
  city: 'Ciudad',
  state: 'Estado',
  statePlaceholder: 'Seleccione un estado',
  zip: 'Código postal',
  phoneType: (position: number) => `Tipo del teléfono ${position}`,
  phoneNumber: (position: number) => `Número del teléfono ${position}`,
  phoneTypePlaceholder: 'Seleccione un tipo',
  deletePhone: (position: number) => `Eliminar el teléfono ${position}`,
  addPhone: 'Agregar teléfono',
  noPhones: 'No hay números de teléfono registrados.',
  notSet: 'No indicado',
  sectionLocked: 'Esta sección no se puede cambiar en línea.',
  errorSummaryTitle: 'Corrija lo siguiente:',
  updateScopeTitle: 'Actualizar dirección',
  updateScopeBody: (count: number) =>
    `${plural('es-US', count, {
      one: `Hay ${count} cuenta más con esta dirección.`,
      other: `Hay ${count} cuentas más con esta dirección.`,
    })} ¿Desea actualizarlas todas o solo esta cuenta?`,
  updateAll: 'Actualizar todas',
  updateThisAccount: 'Actualizar esta cuenta',
  updateSuccess: 'La información de su cuenta fue actualizada.',
  saveFailed: 'No se guardaron sus cambios:',
  notificationsTitle: 'Notificaciones',
  notificationsBody:
    'Sus números de teléfono cambiaron. ¿Desea revisar la configuración de sus alertas y notificaciones?',
  continue: 'Continuar',
} satisfies AccountProfileWidgetMessages;
