import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { kitStoryParameters } from '../storyParameters';
import { DescriptionList, descriptionListVariants } from './DescriptionList';

const payment = [
  { term: 'Confirmation Number', details: 'PRC-123456' },
  { term: 'Payment Amount', details: '$142.37' },
  { term: 'Convenience Fee', details: '$2.95' },
  { term: 'Card or Bank Account', details: 'Ending in 4242' },
  { term: 'Account Balance', details: '$0.00' },
];

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  args: { items: payment, variant: 'plain' },
  argTypes: { variant: { control: 'inline-radio', options: descriptionListVariants } },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Terms and their details as a real description list (`<dl>`, `<dt>`, `<dd>`): `items` ' +
          'of `{ term, details }`. The terms form a column as wide as the widest; where the list ' +
          'itself is narrower than about 400px (a phone, a narrow column) each term stands above ' +
          'its details. `boxed` puts it on a tinted panel, for a summary such as a payment’s.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term's details sit beside it, on the same line. */
async function expectSideBySide(canvasElement: HTMLElement) {
  for (const term of within(canvasElement).getAllByRole('term')) {
    const details = term.nextElementSibling as HTMLElement;
    await expect(details.getBoundingClientRect().top).toBe(term.getBoundingClientRect().top);
    await expect(details.getBoundingClientRect().left).toBeGreaterThan(
      term.getBoundingClientRect().right,
    );
  }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(
      payment.map((item) => item.term),
    );
    await expect(canvas.getAllByRole('definition').map((details) => details.textContent)).toEqual(
      payment.map((item) => item.details),
    );
    await expectSideBySide(canvasElement);
  },
};

/** On a tinted, bordered panel: the summary of a payment. */
export const Boxed: Story = {
  args: { variant: 'boxed' },
  play: async ({ canvasElement }) => expectSideBySide(canvasElement),
};

/** In a column narrower than about 400px each term stands above its details. */
export const Narrow: Story = {
  args: { variant: 'boxed' },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const term of within(canvasElement).getAllByRole('term')) {
      const details = term.nextElementSibling as HTMLElement;
      await expect(details.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        term.getBoundingClientRect().bottom,
      );
      await expect(details.getBoundingClientRect().left).toBe(term.getBoundingClientRect().left);
    }
  },
};

/** Details can be links and long text; a long value wraps in its column. */
export const ContactDetails: Story = {
  args: {
    items: [
      { id: 'address', term: 'Address', details: '1200 Cooperative Way, Riverbend, KS 66000' },
      { id: 'phone', term: 'Phone', details: <Link href="tel:5550102000">(555) 010-2000</Link> },
      {
        id: 'hours',
        term: 'Office Hours',
        details: 'Monday to Friday, 7:30 AM to 4:30 PM; closed on federal holidays',
      },
      {
        id: 'email',
        term: 'Email',
        details: (
          <Link href="mailto:memberservices@prairierivers.coop.example">
            memberservices@prairierivers.coop.example
          </Link>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '(555) 010-2000' })).toBeVisible();
  },
};
