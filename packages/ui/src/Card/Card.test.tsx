import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Card } from './Card';

describe('ui Card', () => {
  it('is a region named by its heading, at the level the page needs', () => {
    render(
      <Card title="App Authenticator" headingLevel={3}>
        Scan the code.
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'App Authenticator' });
    expect(region).toHaveTextContent('Scan the code.');
    expect(screen.getByRole('heading', { level: 3, name: 'App Authenticator' })).toBeVisible();
  });

  it('shows its description and footer actions, which work', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Card
        title="Use an App"
        description="Codes from your phone."
        actions={<Button onPress={onPress}>Set Up Now</Button>}
      >
        Body
      </Card>,
    );
    expect(screen.getByText('Codes from your phone.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set Up Now' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('can be an article, or a plain div that is no landmark', () => {
    const { rerender } = render(
      <Card as="article" title="Tree Trimming">
        x
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Tree Trimming' })).toBeInTheDocument();
    rerender(
      <Card as="div" title="Tree Trimming">
        x
      </Card>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('takes an accessible name when it has no visible title', () => {
    render(<Card aria-label="Account summary">Balance $125.40</Card>);
    expect(screen.getByRole('region', { name: 'Account summary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('passes a className and style to its element, after its own class', () => {
    render(
      <Card title="Usage" className="consumer" style={{ maxWidth: '30rem' }}>
        Body
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Usage' });
    expect(region).toHaveClass('consumer');
    expect(region.classList.length).toBeGreaterThan(1);
    expect(region).toHaveStyle({ maxWidth: '30rem' });
  });
});
