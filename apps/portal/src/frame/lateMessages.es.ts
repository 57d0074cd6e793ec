import type { LateFrameMessages } from './lateMessages';

/**
 * The wording of the frame's later parts (footer, web chat, offline note) in Spanish (US), in the
 * terms of docs/glossary-es-US.md. The social networks keep their own names.
 */
export const lateFrameMessagesEs = {
  // "de la 1:05 p.m.", "de las 3:05 p.m.": the article agrees with the hour, and the sentence's
  // period is the one of "p.m." when the time ends with it.
  offline: (time?: string) =>
    time
      ? `Está sin conexión. La información que ve es de ${/^0?1\D/.test(time) ? 'la' : 'las'} ${time}${time.endsWith('.') ? '' : '.'}`
      : 'Está sin conexión.',
  footer: {
    aboutUs: 'Quiénes somos',
    followUs: 'Síganos',
    social: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      youtube: 'YouTube',
      instagram: 'Instagram',
      pinterest: 'Pinterest',
      yelp: 'Yelp',
      linkedIn: 'LinkedIn',
    },
    termsOfUse: 'Términos de uso',
    copyright: (year: string | number, caption: string | null | undefined) =>
      `© ${year}${caption ? ` ${caption}` : ''}`,
    version: (version: string) => `Versión ${version}`,
  },
  webChat: {
    title: 'Agente virtual',
    open: 'Chatear con nuestro agente virtual',
    launcher: 'Agente virtual',
    conversation: 'Conversación con el agente virtual',
    quickReplies: 'Elija un tema',
    you: 'Usted',
    notConnected:
      'El agente virtual no puede responder en esta versión del portal para miembros. Si necesita ayuda, comuníquese con nosotros con los datos que aparecen al final de la página.',
    close: 'Cerrar',
  },
} satisfies LateFrameMessages;
