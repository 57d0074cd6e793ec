import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { kitStoryParameters } from '../storyParameters';
import * as icons from './index';

const all = Object.entries(icons).filter(
  (entry): entry is [string, typeof icons.TickIcon] => typeof entry[1] === 'function',
);

function Gallery({ size }: { size: string }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: vars.space.md,
        padding: 0,
        margin: 0,
        listStyle: 'none',
        fontFamily: vars.font.family.body,
        color: vars.color.text.default,
      }}
    >
      {all.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
          <Icon style={{ width: size, height: size, flexShrink: 0 }} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Icons',
  component: Gallery,
  args: { size: '1.5rem' },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'The kit\'s icons, one component each (`import { TickIcon } from "@coop-portal/ui"`). They ' +
          'are decorative — `aria-hidden`, never focusable — so the words beside an icon say what ' +
          'it means. They draw in `currentColor` and are 1em square unless a `className` (or ' +
          '`style`) sizes them; `strokeWidth` makes the line lighter or bolder.',
      },
    },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(all.length);
    for (const svg of Array.from(canvasElement.querySelectorAll('svg'))) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};

/** At the size of the text around them (1em), as inside a button or a link. */
export const TextSize: Story = { args: { size: '1em' } };

export const Large: Story = { args: { size: '3rem' } };
