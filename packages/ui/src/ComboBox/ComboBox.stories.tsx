import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem, ComboBoxSection } from './ComboBox';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

/**
 * The open list, once shown: its popover fades in, and a check made in the animation's first frame
 * (opacity 0) would find nothing visible.
 */
async function shownListbox() {
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  return listbox;
}

type State = { id: string; name: string };

const states: State[] = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
].map((name) => ({ id: name, name }));

const renderState = (item: State) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>;

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: {
    label: 'State',
    placeholder: 'Type to search',
    items: states,
    children: renderState,
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: { children: { control: false }, items: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A text box with a list of suggestions filtered as you type ("contains", ignoring case). Arrow keys move through the options, Enter chooses, Escape closes. `allowsCustomValue` keeps text that matches no option; without it the text reverts to the chosen option when the field is left. When nothing matches, the list says "No results".',
      },
    },
  },
} satisfies Meta<typeof ComboBox<State>>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'State' });

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'Ohio' } };

export const WithDescription: Story = {
  args: { description: 'The state of the service address.' },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(input(canvasElement));
    await expect(input(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveAttribute('data-focused', 'true');
  },
};

/** Opened from the button: every option, scrolling. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await shownListbox();
    await expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

/** Typing filters the list. */
export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'new');
    const listbox = await shownListbox();
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['New Hampshire', 'New Jersey', 'New Mexico', 'New York']),
    );
    await expect(args.onInputChange).toHaveBeenLastCalledWith('new');
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'new');
    await shownListbox();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: 'New Jersey' });
    await expect(input(canvasElement)).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(input(canvasElement)).toHaveValue('New Jersey');
    await expect(args.onChange).toHaveBeenLastCalledWith('New Jersey');
  },
};

export const ChosenByClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'dak');
    const listbox = await shownListbox();
    await userEvent.click(within(listbox).getByRole('option', { name: 'South Dakota' }));
    await expect(input(canvasElement)).toHaveValue('South Dakota');
    await expect(args.onChange).toHaveBeenLastCalledWith('South Dakota');
  },
};

/** Nothing matches: the list says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zz');
    const listbox = await shownListbox();
    await expect(within(listbox).getByText('No results')).toBeVisible();
  },
};

/** Custom values allowed: text that matches no option is kept. */
export const CustomValueAllowed: Story = {
  args: { allowsCustomValue: true, description: 'Choose a state or type another region.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Guam');
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveValue('Guam');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Guam');
  },
};

/** Custom values not allowed (the default): leaving the field restores the chosen option. */
export const CustomValueNotAllowed: Story = {
  args: { defaultValue: 'Ohio' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'x');
    await expect(input(canvasElement)).toHaveValue('Ohiox');
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveValue('Ohio');
  },
};

export const Sections: Story = {
  args: { label: 'Phone type', items: undefined, placeholder: undefined },
  render: (args) => (
    <ComboBox {...args} label="Phone type" items={undefined}>
      <ComboBoxSection title="Personal">
        <ComboBoxItem id="home">Home</ComboBoxItem>
        <ComboBoxItem id="mobile">Mobile</ComboBoxItem>
      </ComboBoxSection>
      <ComboBoxSection title="Other">
        <ComboBoxItem id="work">Work</ComboBoxItem>
        <ComboBoxItem id="fax">Fax</ComboBoxItem>
      </ComboBoxSection>
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await shownListbox();
    await expect(within(listbox).getByRole('group', { name: 'Personal' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Other' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'State is required.' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('State is required.');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ohio' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Inside a container that clips its content: the list is portalled and shows in full. */
export const InsideAClippingContainer: Story = {
  decorators: [
    (Story) => (
      <div
        data-testid="container"
        style={{ height: 110, overflow: 'hidden', padding: 8, border: '1px dashed' }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'new');
    const listbox = await shownListbox();
    const container = within(canvasElement).getByTestId('container');
    await expect(container.contains(listbox)).toBe(false);
    await expect(listbox.getBoundingClientRect().bottom).toBeGreaterThan(
      container.getBoundingClientRect().bottom,
    );
  },
};

/** In Spanish (US): nothing matches, and the list says so in Spanish. */
export const InSpanish: Story = {
  args: { label: 'Estado', placeholder: 'Escriba para buscar' },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await userEvent.type(
      await within(canvasElement).findByRole('combobox', { name: 'Estado' }),
      'zz',
    );
    const listbox = await shownListbox();
    await expect(within(listbox).getByText('No hay resultados')).toBeVisible();
  },
};
