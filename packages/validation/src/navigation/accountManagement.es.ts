import type { AccountManagementMessages } from './accountManagement';

/**
 * The Account Management page's wording in Spanish (US): the same keys as
 * `accountManagementMessages`, in the terms of docs/glossary-es-US.md.
 */
export const accountManagementMessagesEs = {
  title: 'Administración de la cuenta',
  guestIntro:
    'Inicie sesión, configure su acceso en línea o recupere el acceso a su cuenta. También puede pagar una factura sin iniciar sesión.',
  memberIntro:
    'Administre su inicio de sesión, sus datos de contacto, sus métodos de pago y sus notificaciones.',
  tilesLabel: 'Administración de la cuenta',
  signInTitle: 'Iniciar sesión',
  signInText: 'Vea sus cuentas, facturas y consumo, y pague en línea.',
  registerTitle: 'Registrarse',
  registerText:
    '¿Es nuevo en el portal para miembros? Configure su acceso en línea con su número de cuenta.',
  forgotUsernameTitle: '¿Olvidó su nombre de usuario?',
  forgotUsernameText: 'Le enviaremos su nombre de usuario al correo electrónico registrado.',
  forgotPasswordTitle: '¿Olvidó su contraseña?',
  forgotPasswordText:
    'Le enviaremos por correo electrónico un enlace para restablecer su contraseña.',
  quickPayText: 'Pague una factura sin iniciar sesión.',
  myProfileTitle: 'Mi perfil',
  myProfileText:
    'Su correo electrónico, su contraseña, sus preguntas de seguridad y la facturación electrónica.',
  paymentProfileText: 'Sus tarjetas y cuentas bancarias guardadas.',
  notificationsText: 'Elija las alertas que recibe y adónde se las enviamos.',
  accountsTitle: 'Cuentas',
  accountsText: 'Vea todas las cuentas de su membresía.',
} satisfies AccountManagementMessages;
