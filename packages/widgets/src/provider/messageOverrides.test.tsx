import { createSession } from '@coop-portal/api-client';
import type { Locale, MessageOverrides } from '@coop-portal/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReportQueue, memoryStorage } from '../OutageCenter/reportQueue';
import { OutageReport } from '../OutageReport';
import { memoryStorage as sessionStorage, setUpDemoBackend, TEST_API } from '../shared/testing';
import { CoopWidgetProvider } from './CoopWidgetProvider';

setUpDemoBackend();
afterEach(() => vi.restoreAllMocks());

const messages: MessageOverrides = {
  'en-US': {
    outageReport: { heading: 'Report a Power Outage', verify: 'Check my account' },
    'kit.form': {},
  },
  'es-US': { outageReport: { heading: 'Reporte una falla eléctrica' } },
};

/** The guest's outage report, in a provider with the co-op's wording. */
function renderReport(locale: Locale, overrides: MessageOverrides | undefined = messages) {
  render(
    <CoopWidgetProvider
      apiBaseUrl={TEST_API}
      applicationId="web"
      session={createSession({ storage: sessionStorage() })}
      locale={locale}
      messages={overrides}
    >
      <OutageReport offlineQueue={createReportQueue(memoryStorage())} />
    </CoopWidgetProvider>,
  );
}

describe('CoopWidgetProvider messages: a co-op overrides a widget’s wording in either language', () => {
  it('in English, the English overrides replace their messages; the rest is the widget’s own', async () => {
    renderReport('en-US');
    expect(
      await screen.findByRole('heading', { name: 'Report a Power Outage', level: 2 }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Check my account' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
  });

  it('in Spanish, the Spanish overrides replace theirs; the English ones do not apply', async () => {
    renderReport('es-US');
    expect(
      await screen.findByRole('heading', { name: 'Reporte una falla eléctrica', level: 2 }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Verificar' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Número de cuenta' })).toBeVisible();
  });

  it('an unknown message is ignored with a warning; the widget shows its own wording', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderReport('en-US', { 'en-US': { outageReport: { headline: 'Outage?' } } });
    expect(
      await screen.findByRole('heading', { name: 'Report an Outage', level: 2 }),
    ).toBeVisible();
    expect(warn).toHaveBeenCalledWith(
      'Message override ignored, messages["en-US"]["outageReport"]["headline"]: no such message.',
    );
  });
});
