import { Button, DialogTrigger } from '@coop-portal/ui';
import {
  CoopWidgetProvider,
  QuickPayDialog,
  type QuickPayErrorDetail,
  type QuickPayPaymentStartedDetail,
} from '@coop-portal/widgets';

// Where the co-op's API lives, and the application id it expects (sent as the ApplicationId
// header, or in the query of a guest's read). Set at build time here; a co-op can equally
// hard-code them.
const apiBaseUrl = import.meta.env.VITE_COOP_API_BASE_URL ?? 'https://api.example.coop';
const applicationId = import.meta.env.VITE_COOP_APPLICATION_ID ?? 'web';

// A link such as /pay?accountno=1000001&phone=1111 (e.g. from a paper bill's QR code) prefills
// the account step.
const query = new URLSearchParams(window.location.search);

function onPaymentStarted({
  accountNumber,
  paymentAmount,
  paymentType,
}: QuickPayPaymentStartedDetail) {
  // The dialog posts the hosted-payment form next; record the intent before the page leaves.
  console.info('Quick Pay started', { accountNumber, paymentAmount, paymentType });
}

function onError({ step, message }: QuickPayErrorDetail) {
  console.warn(`Quick Pay failed at the ${step} step: ${message}`);
}

/** The co-op's own page: its header and text, and Quick Pay from the kit. */
export function App() {
  return (
    <main className="site">
      <h1>Prairie Rivers Electric &amp; Water Cooperative</h1>
      <p>Pay your bill online without signing in: you need your account number and phone number.</p>
      <CoopWidgetProvider apiBaseUrl={apiBaseUrl} applicationId={applicationId}>
        <DialogTrigger>
          <Button>Quick Pay</Button>
          <QuickPayDialog
            accountNumber={query.get('accountno')}
            phoneLastFour={query.get('phone')}
            onPaymentStarted={onPaymentStarted}
            onError={onError}
          />
        </DialogTrigger>
      </CoopWidgetProvider>
    </main>
  );
}
