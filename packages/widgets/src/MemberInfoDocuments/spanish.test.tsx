import { getMemberInfoDocuments, getSiteConfiguration } from '@coop-portal/api-client';
import { anyBase, demoAnswer } from '@coop-portal/mocks';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API } from '../shared/testing';
import { MemberInfoDocuments } from './MemberInfoDocuments';

const { server } = setUpDemoBackend();

async function renderInSpanish() {
  const session = await memberSession('member.demo');
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" session={session} locale="es-US">
      <MemberInfoDocuments />
    </CoopWidgetProvider>,
  );
}

/** The demo co-op's site configuration with memberInfoDocsLinkName changed. */
const linkName = (memberInfoDocsLinkName: string | null) =>
  http.get(anyBase(getSiteConfiguration.path), async ({ request }) => {
    const answer = (await (await demoAnswer(request))!.json()) as Record<string, unknown>;
    return HttpResponse.json({ ...answer, memberInfoDocsLinkName });
  });

describe('doc 3 §2.7 Member Information Documents in Spanish (US): the provider’s locale="es-US"', () => {
  it('the documents by the co-op’s names, each saying in Spanish that it opens a new tab', async () => {
    server.use(linkName(null));
    await renderInSpanish();
    const bylaws = await screen.findByRole(
      'link',
      { name: 'Bylaws (se abre en una pestaña nueva)' },
      { timeout: 5_000 },
    );
    expect(bylaws).toHaveAttribute('target', '_blank');
    // Without the co-op's own name for the page, the Spanish heading.
    expect(
      screen.getByRole('heading', { name: 'Documentos informativos para miembros' }),
    ).toBeVisible();
  });

  it('the co-op’s name for the page is shown as given', async () => {
    server.use(linkName('Co-op Documents'));
    await renderInSpanish();
    expect(
      await screen.findByRole('heading', { name: 'Co-op Documents' }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('no document says so in Spanish', async () => {
    server.use(http.get(anyBase(getMemberInfoDocuments.path), () => HttpResponse.json([])));
    await renderInSpanish();
    expect(
      await screen.findByText(
        'No se encontraron documentos informativos para miembros.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });
});
