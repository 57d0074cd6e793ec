import type { FrameMessages } from './messages';

/** The page frame's wording in Spanish (US), in the terms of docs/glossary-es-US.md. */
export const frameMessagesEs = {
  skipLink: 'Ir al contenido principal',
  loadingPage: 'Cargando la página',
  portalName: 'Portal para miembros',
  header: {
    signIn: 'Iniciar sesión',
    myProfile: 'Mi perfil',
    signOut: 'Cerrar sesión',
    profileFallbackName: 'Mi cuenta',
  },
  menu: {
    label: 'Menú principal',
    mobileButton: 'Menú',
    mobileTitle: 'Menú',
    closeMobile: 'Cerrar el menú',
    newTab: '(se abre en una pestaña nueva)',
  },
  accountSwitcher: {
    label: 'Cambiar de cuenta',
    account: (accountNumber: string) => `Cuenta ${accountNumber}`,
  },
  announcement: {
    label: 'Anuncio',
    close: 'Cerrar el anuncio',
    toneLabel: 'Importante',
  },
  routeError: {
    title: 'No se pudo mostrar esta página',
    codeFailed:
      'Hay una nueva versión del portal, o se perdió la conexión mientras se cargaba la página.',
    failed: 'Ocurrió un error al mostrar esta página.',
    reload: 'Volver a cargar la página',
  },
} satisfies FrameMessages;
