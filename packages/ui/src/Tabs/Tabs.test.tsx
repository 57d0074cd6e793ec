import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function Outage(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Outage">
        <Tab id="status">Status</Tab>
        <Tab id="report">Report an Outage</Tab>
        <Tab id="map">Map</Tab>
        <Tab id="history">Outage History</Tab>
      </TabList>
      <TabPanel id="status">No outage</TabPanel>
      <TabPanel id="report">Report form</TabPanel>
      <TabPanel id="map">Map view</TabPanel>
      <TabPanel id="history">Past outages</TabPanel>
    </Tabs>
  );
}

describe('ui Tabs', () => {
  it('shows the first tab selected with its panel, named by the tab', () => {
    render(<Outage />);
    expect(screen.getByRole('tablist', { name: 'Outage' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Status' })).toHaveTextContent('No outage');
  });

  it('moves with the arrow keys, Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Outage disabledKeys={['report']} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Map view');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Outage History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveFocus();
  });

  it('does not select a disabled tab on click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Outage disabledKeys={['map']} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('tab', { name: 'Map' }));
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'false');
    expect(onSelectionChange).not.toHaveBeenCalledWith('map');
  });

  it('follows a controlled selection and reports clicks', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [key, setKey] = useState<Key>('history');
      return (
        <>
          <Outage selectedKey={key} onSelectionChange={setKey} />
          <button type="button" onClick={() => setKey('report')}>
            Report
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Past outages');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('tab', { name: 'Report an Outage' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Status' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No outage');
  });
});
