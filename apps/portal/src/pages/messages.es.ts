import type { PageMessages } from './messages';

/**
 * The wording of the portal's own pages in Spanish (US), in the terms of docs/glossary-es-US.md.
 * The tiles' titles and texts are validation's (`navigationMessagesEs`).
 */
export const pageMessagesEs = {
  home: {
    fallbackTitle: 'Portal para miembros',
    welcome:
      'Pague su factura, consulte su consumo y administre sus cuentas, todo en un solo lugar.',
    tilesLabel: 'Lo que puede hacer aquí',
    loadingServiceApplication: 'Cargando la solicitud de servicio nuevo',
    openTile: (title: string) => `Abrir ${title}`,
  },
  paymentOptions: {
    title: 'Opciones de pago',
    intro: 'Elija cómo desea recibir y pagar su factura.',
    tilesLabel: 'Opciones de pago',
  },
  servicesAndProducts: {
    title: 'Servicios y productos',
    intro:
      'Servicios y productos que las empresas aliadas de la cooperativa ofrecen a sus socios. Cada uno abre el sitio del proveedor en una ventana nueva.',
    tilesLabel: 'Servicios y productos',
    empty: 'No hay servicios ni productos disponibles en este momento.',
    energySavingsText:
      'Reembolsos, auditorías energéticas del hogar y consejos para reducir su factura.',
    applianceRepairText: 'Planes de reparación y servicio para los electrodomésticos de su hogar.',
    treeTrimmingText: 'Mantenga los árboles de su propiedad alejados de las líneas eléctricas.',
    securitySystemsText:
      'Sistemas de seguridad para el hogar y la granja, con instalación y monitoreo.',
    visit: 'Visitar el sitio',
    visitTile: (title: string) => `Visitar el sitio de ${title} (se abre en una pestaña nueva)`,
  },
  termsOfUse: {
    title: 'Términos de uso',
    none: 'No hay términos de uso disponibles.',
  },
  maintenance: {
    title: 'Volveremos en un momento',
    routine:
      'El portal para miembros está en mantenimiento de rutina. Vuelva a intentarlo en unos minutos: esta página volverá al inicio en cuanto terminemos.',
    thanks: '¡Gracias por su comprensión!',
  },
} satisfies PageMessages;
