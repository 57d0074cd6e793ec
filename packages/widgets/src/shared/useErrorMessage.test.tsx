import { ApiError, apiMessages, ConfigError, errorMessage } from '@coop-portal/api-client';
import { apiMessagesEs } from '@coop-portal/api-client/es';
import { LocaleProvider, type Locale } from '@coop-portal/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiMessages, useErrorMessage } from './useErrorMessage';

const timeout = new ApiError(apiMessages.timeout, {
  kind: 'timeout',
  endpoint: 'GET /v3/site/settings',
  messageKey: 'timeout',
});
const refused = new ApiError('The account number and phone number do not match our records.', {
  kind: 'http',
  status: 400,
  endpoint: 'POST /v3/quick-pay/verify/account/phone',
});
const linked = new ApiError(`${apiMessages.linkedAccountsFailed}No links.`, {
  kind: 'http',
  status: 400,
  endpoint: 'GET /v3/account/{accountNumber}/linked-accounts',
  messageKey: 'linkedAccountsFailed',
  messageDetail: { text: 'No links.' },
});
const config = new ConfigError(apiMessages.configUnavailable, '/portal-config.json: 404', {
  messageKey: 'configUnavailable',
});

/** Every text the hook gives for the failures above, one a line. */
function Said({ fallback }: { fallback?: string }) {
  const say = useErrorMessage();
  const api = useApiMessages();
  return (
    <ul>
      {[timeout, refused, linked, config, null].map((error, index) => (
        <li key={index}>{say(error, fallback)}</li>
      ))}
      <li>{api.network}</li>
    </ul>
  );
}

async function said(locale: Locale | null, fallback?: string) {
  const element = <Said {...(fallback === undefined ? {} : { fallback })} />;
  render(locale ? <LocaleProvider locale={locale}>{element}</LocaleProvider> : element);
  return (await screen.findAllByRole('listitem')).map((item) => item.textContent);
}

describe('doc 1 §8 and doc 3 §8 the error a person reads, in the widgets’ language (useErrorMessage)', () => {
  it('in Spanish: the client’s own wording translated, the server’s exactly as given', async () => {
    expect(await said('es-US')).toEqual([
      apiMessagesEs.timeout,
      'The account number and phone number do not match our records.',
      'No se pudieron cargar las cuentas vinculadas: No links.',
      apiMessagesEs.configUnavailable,
      '¡Error desconocido!',
      apiMessagesEs.network,
    ]);
  });

  it('a caller’s own fallback stays the caller’s, in Spanish too', async () => {
    const texts = await said('es-US', 'No se pudo guardar.');
    expect(texts[4]).toBe('No se pudo guardar.');
    expect(texts[0]).toBe(apiMessagesEs.timeout);
  });

  it.each([
    ['without a provider', null],
    ['in an English provider', 'en-US'],
  ] as const)('%s: byte for byte what errorMessage says', async (_, locale) => {
    expect(await said(locale)).toEqual([
      ...[timeout, refused, linked, config, null].map((error) => errorMessage(error)),
      apiMessages.network,
    ]);
  });
});
