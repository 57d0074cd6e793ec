import { getMemberInfoDocuments, getSiteConfiguration } from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer } from '@coop-portal/mocks';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { MemberInfoDocuments } from './MemberInfoDocuments';

const { server } = setUpDemoBackend();

const render = () => renderSignedIn('member.demo', <MemberInfoDocuments />);

/** The demo co-op's site configuration with memberInfoDocsLinkName changed. */
const linkName = (memberInfoDocsLinkName: string | null) =>
  http.get(anyBase(getSiteConfiguration.path), async ({ request }) => {
    const answer = (await (await demoAnswer(request))!.json()) as Record<string, unknown>;
    return HttpResponse.json({ ...answer, memberInfoDocsLinkName });
  });

describe('doc 3 §2.7 Member Information Documents', () => {
  it('each document a link by its friendlyDescription that opens in a new tab and says so', async () => {
    await render();
    const bylaws = await screen.findByRole(
      'link',
      { name: 'Bylaws (opens in a new tab)' },
      { timeout: 5_000 },
    );
    expect(bylaws).toHaveAttribute('target', '_blank');
    expect(bylaws).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bylaws.getAttribute('href')).toMatch(/\/demo-site\/documents\/bylaws\.pdf$/);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Bylaws (opens in a new tab)',
      'Annual Report (opens in a new tab)',
      'Rate Schedules (opens in a new tab)',
      'Capital Credits Policy (opens in a new tab)',
    ]);
  });

  it('the heading is the site configuration’s memberInfoDocsLinkName', async () => {
    server.use(linkName('Co-op Documents'));
    await render();
    expect(
      await screen.findByRole('heading', { name: 'Co-op Documents' }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('without memberInfoDocsLinkName, the route title', async () => {
    server.use(linkName(null));
    await render();
    await screen.findByRole('link', { name: /^Bylaws/ }, { timeout: 5_000 });
    expect(screen.getByRole('heading', { name: 'Member Information Documents' })).toBeVisible();
  });

  it('no document: the spec’s text', async () => {
    server.use(http.get(anyBase(getMemberInfoDocuments.path), () => HttpResponse.json([])));
    await render();
    expect(
      await screen.findByText(
        'There are no member information documents found.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('a failed read: its message and Try again', async () => {
    server.use(
      http.get(anyBase(getMemberInfoDocuments.path), () => errorAnswer(503, 'Documents offline')),
    );
    await render();
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(
      'Documents offline',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
