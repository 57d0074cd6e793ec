import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { kitStoryParameters } from '../storyParameters';

const profileTabs = [
  { id: 'login', label: 'Login', text: 'Username, password and security question.' },
  { id: 'paperless', label: 'Paperless', text: 'Choose paperless billing for your accounts.' },
  { id: 'roundup', label: 'RoundUp', text: 'Round your bill up to help neighbours in need.' },
  { id: 'mfa', label: 'Multi-Factor Authentication', text: 'Add an authenticator app.' },
];

function ProfileTabs(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="My profile">
        {profileTabs.map((t) => (
          <Tab key={t.id} id={t.id}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {profileTabs.map((t) => (
        <TabPanel key={t.id} id={t.id}>
          {t.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => <ProfileTabs {...args} />,
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Tabs on react-aria-components: arrow keys, Home and End move between tabs, disabled tabs are skipped, each tab controls its panel. Controlled with `selectedKey`/`onSelectionChange`. On small screens the row scrolls sideways and keeps the selected tab in view. Compose `Tabs` > `TabList` > `Tab`, and `TabPanel`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('tab', { name: 'Login' });
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Login' })).toHaveTextContent(
      'Username, password',
    );
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'paperless' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'RoundUp' }));
    await expect(canvas.getByRole('tab', { name: 'RoundUp' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('roundup');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Paperless' });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute('data-hovered', 'true');
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Paperless' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: tab });
    await expect(tab).toHaveAttribute('data-pressed', 'true');
  },
};

/** Tab into the list, then arrows move and select; the disabled tab is skipped. */
export const KeyboardNavigation: Story = {
  args: { disabledKeys: ['roundup'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const login = canvas.getByRole('tab', { name: 'Login' });
    await expect(login).toHaveFocus();
    await expect(login).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Paperless' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Multi-Factor Authentication' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(login).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['mfa'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mfa = canvas.getByRole('tab', { name: 'Multi-Factor Authentication' });
    await expect(mfa).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(mfa, { pointerEventsCheck: 0 });
    await expect(mfa).toHaveAttribute('aria-selected', 'false');
  },
};

/** A profile page controls the selection, e.g. jumping to the first tab with an error. */
export const Controlled: Story = {
  render: (args) => {
    const [selected, setSelected] = useState<Key>('login');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ProfileTabs {...args} selectedKey={selected} onSelectionChange={setSelected} />
        <div>
          <Button variant="secondary" onPress={() => setSelected('paperless')}>
            Show the paperless tab
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the paperless tab' }));
    await expect(canvas.getByRole('tab', { name: 'Paperless' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('paperless billing');
  },
};

/** Outage page tabs under 600px: the row scrolls sideways; the selected tab is scrolled into view. */
export const OverflowOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultSelectedKey: 'mfa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'My profile' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const mfa = canvas.getByRole('tab', { name: 'Multi-Factor Authentication' });
    // Scrolled once the list is painted.
    await waitFor(async () => {
      const listBox = list.getBoundingClientRect();
      const tabBox = mfa.getBoundingClientRect();
      await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
      await expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
    });
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };
