import { getMemberInfoDocuments, getSiteConfiguration } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { MemberInfoDocuments } from './MemberInfoDocuments';

const meta = {
  title: 'Widgets/MemberInfoDocuments',
  component: MemberInfoDocuments,
  decorators: [withDemoMember],
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Member Information Documents (/member-info-docs; doc 3 §2.7, §3): the co-op’s documents, each a link by its name that opens in a new tab (and tells screen readers so), under the heading the site configuration names (memberInfoDocsLinkName, else ‘Member Information Documents’). The demo co-op has four PDFs on its stand-in website.',
      },
    },
  },
} satisfies Meta<typeof MemberInfoDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo co-op's four documents. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bylaws = await canvas.findByRole(
      'link',
      { name: 'Bylaws (opens in a new tab)' },
      { timeout: 10_000 },
    );
    await expect(bylaws).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** A co-op that names the page itself (memberInfoDocsLinkName). */
export const CoopHeading: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getSiteConfiguration.path, (answer) => ({
        ...answer,
        memberInfoDocsLinkName: 'Co-op Documents',
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Co-op Documents' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** No document (doc 3 §2.7). */
export const NoDocuments: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getMemberInfoDocuments.path), () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There are no member information documents found.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** The documents being read. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberInfoDocuments.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the documents…' }),
    ).toBeVisible();
  },
};

/** A failed read: its message and Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberInfoDocuments.path), () => errorAnswer(500, 'Internal error')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Spanish (US): the co-op's documents, each saying it opens in a new tab. */
export const InSpanish: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Bylaws (se abre en una pestaña nueva)' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** In Spanish (US), without the co-op's own name for the page: the Spanish heading. */
export const InSpanishHeading: Story = {
  globals: { locale: 'es-US' },
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getSiteConfiguration.path, (answer) => ({
        ...answer,
        memberInfoDocsLinkName: null,
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Documentos informativos para miembros' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
