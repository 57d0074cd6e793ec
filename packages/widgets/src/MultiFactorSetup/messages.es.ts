import type { MultiFactorSetupMessages } from './messages';

/**
 * The Multi-Factor Authentication tab's wording in Spanish (US), loaded only when the tab speaks
 * Spanish, in the terms of docs/glossary-es-US.md. "Can't scan this code?" is named in the QR code's
 * text alternative by its Spanish words, as the disclosure shows them.
 */
export const multiFactorSetupMessagesEs = {
  appAuthenticator: 'Aplicación de autenticación',
  useAnApp: 'Usar una aplicación',
  setUpNow: 'Configurar ahora',
  changeApp: 'Cambiar aplicación',
  removeApp: 'Quitar aplicación',
  meaning:
    'Una aplicación de autenticación en su celular le da un código de 6 dígitos que debe ingresar cada vez que inicia sesión, así su contraseña sola no basta para iniciar sesión.',
  statusLabel: 'Estado',
  statusOn: 'Activada',
  statusOff: 'Desactivada',
  statusOnDetail: 'Al iniciar sesión, se le pide un código de su aplicación de autenticación.',
  statusOffDetail: 'Al iniciar sesión, solo se le piden su nombre de usuario y su contraseña.',
  loadingStatus: 'Cargando el estado de su autenticación multifactor',
  retry: 'Intentar de nuevo',
  dismiss: 'Descartar',

  setUpTitle: 'Configurar una aplicación de autenticación',
  changeTitle: 'Cambiar su aplicación de autenticación',
  changeIntro:
    'Configure la nueva aplicación a continuación. Una vez verificado su código, su aplicación anterior ya no servirá para iniciar sesión.',
  step1Heading: 'Paso 1: Escanee el código QR',
  step1Text:
    'Abra su aplicación de autenticación (por ejemplo, Google Authenticator o Microsoft Authenticator), agregue una cuenta y escanee este código con la cámara de su celular.',
  qrLabel:
    'Código QR que agrega su cuenta a una aplicación de autenticación. Si no puede escanearlo, use la clave que aparece en “¿No puede escanear este código?”.',
  loadingQr: 'Cargando el código QR',
  cantScan: '¿No puede escanear este código?',
  manualKeyText:
    'En su aplicación de autenticación, elija ingresar una clave de configuración y escriba esta clave como clave basada en el tiempo:',
  manualKeyNote: 'Los espacios solo facilitan la lectura de la clave; puede omitirlos.',
  step2Heading: 'Paso 2: Ingrese el código de 6 dígitos',
  step2Text:
    'Ingrese el código de 6 dígitos que su aplicación de autenticación muestra ahora para esta cuenta.',
  codeLabel: 'Código de 6 dígitos',
  codeDescription: 'Solo dígitos. La aplicación muestra un código nuevo cada 30 segundos.',
  verify: 'Verificar código y activar',
  verifying: 'Verificando el código',
  cancel: 'Cancelar',
  verificationUnsuccessful:
    'La verificación no fue exitosa. El código no coincide. Revise que la aplicación muestre la cuenta que acaba de agregar e ingrese el código que muestra ahora.',
  activated:
    'Su aplicación de autenticación está configurada. A partir de ahora, al iniciar sesión se le pedirá un código de la aplicación.',
  changed:
    'Su nueva aplicación de autenticación está configurada. Ahora, al iniciar sesión se le pedirá un código de esta aplicación.',
  verifyFailed: (reason: string) => `No se pudo verificar el código. ${reason}`,

  removeTitle: '¿Quitar la aplicación de autenticación?',
  removeBody:
    'Al iniciar sesión ya no se le pedirá un código de su aplicación de autenticación: bastará con su nombre de usuario y su contraseña. Puede volver a configurar una aplicación en cualquier momento.',
  removeConfirm: 'Quitar aplicación',
  removeCancel: 'Conservar aplicación',
  removing: 'Quitando la aplicación de autenticación',
  removed: 'Se quitó la aplicación de autenticación.',
  removeFailed: (reason: string) => `No se quitó la aplicación de autenticación. ${reason}`,
} satisfies MultiFactorSetupMessages;
