import type { PaymentProfilePageMessages } from './messages';

/** The Payment Profile and Auto Payments pages' wording in Spanish (US). */
export const paymentProfilePageMessagesEs = {
  paymentProfile: {
    title: 'Perfil de pago',
    loading: 'Cargando sus métodos de pago',
    autoPay: 'Configurar pagos automáticos',
  },
  autoPay: {
    title: 'Pagos automáticos',
    loading: 'Cargando sus pagos automáticos',
    paymentProfile: 'Administrar sus métodos de pago',
  },
} satisfies PaymentProfilePageMessages;
