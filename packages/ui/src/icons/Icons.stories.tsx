import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MinusIcon,
  MoreIcon,
  SortIcon,
} from '.';
import { kitStoryParameters } from '../storyParameters';

const size = { width: 24, height: 24 };

const gallery = [
  ['CheckIcon', <CheckIcon key="check" />],
  ['MinusIcon', <MinusIcon key="minus" />],
  ['ChevronDownIcon', <ChevronDownIcon key="down" />],
  ['ChevronLeftIcon', <ChevronLeftIcon key="left" />],
  ['ChevronRightIcon', <ChevronRightIcon key="right" />],
  ['SortIcon', <SortIcon key="sort" />],
  ['SortIcon ascending', <SortIcon key="ascending" direction="ascending" />],
  ['SortIcon descending', <SortIcon key="descending" direction="descending" />],
  ['MoreIcon', <MoreIcon key="more" />],
] as const;

const meta = {
  title: 'UI/Icons',
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'The icons the kit draws, one component each: decorative (`aria-hidden`, `focusable="false"`), drawn in a 16×16 box in the current text colour and sized by a `className`. The control they sit in carries the accessible name.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {gallery.map(([name, icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ display: 'inline-flex', ...size }}>{icon}</span>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(gallery.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('CheckIcon')).toBeVisible();
  },
};
