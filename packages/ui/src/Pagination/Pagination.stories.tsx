import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    totalItems: 57,
    pageSizeOptions: [10, 25, 50, 100],
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Page navigation: previous/next, page buttons named "Go to page n" (the current one `aria-current="page"`), a page-size choice and "Showing 11–20 of 57" (announced when it changes). Under 600px: previous, current page and next.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Showing 1–10 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const SecondPage: Story = {
  args: { defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 11–20 of 57')).toBeVisible();
  },
};

export const GoToPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await expect(canvas.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 21–30 of 57');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** Many pages: the first, the last, the current one with its neighbours, and ellipses. */
export const ManyPages: Story = {
  args: { totalItems: 1000, defaultPage: 50, pageSizeOptions: [10, 25, 50, 100] },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Go to page/ });
    await expect(buttons.map((b) => b.textContent)).toEqual(['1', '49', '50', '51', '100']);
  },
};

export const LastPage: Story = {
  args: { defaultPage: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 51–57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PageButtonHovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go to page 2' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const PageButtonPressed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go to page 2' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};

/** Tab reaches the page buttons; at the last page, focus stays on the page shown. */
export const KeyboardFocus: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    // Past the six page buttons to Next.
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to page 6' })).toHaveFocus();
  },
};

/** The page-size list, open. */
export const PageSizeOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: '10' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Choosing 25 per page keeps the first item of the current page in view. */
export const PageSizeChanged: Story = {
  args: { defaultPage: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(25);
    await expect(canvas.getByText('Showing 1–25 of 57')).toBeVisible();
  },
};

export const WithoutPageSize: Story = { args: { pageSizeOptions: undefined, totalItems: 23 } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultPage: 2 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to page 3' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { totalItems: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Under 600px: previous, the current page, next, and the page size. */
export const Mobile: Story = {
  args: { defaultPage: 3 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Go to page 3' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go to page 2' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** In Spanish (US), on the narrowest phone: names, summary and page size in Spanish. */
export const InSpanish: Story = {
  args: { defaultPage: 3 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByRole('status')).toHaveTextContent('Mostrando 21–30 de 57');
    await expect(within(nav).getByRole('button', { name: 'Ir a la página 3' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toBeVisible();
    await expect(within(nav).getByText('Filas por página')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
