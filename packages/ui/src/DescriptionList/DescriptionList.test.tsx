import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('ui DescriptionList', () => {
  it('is a description list: each term followed by its details, in order', () => {
    const { container } = render(
      <DescriptionList
        aria-label="Payment"
        items={[
          { term: 'Confirmation Number', details: 'PRC-123456' },
          { term: 'Payment Amount', details: '$142.37' },
        ]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveAttribute('aria-label', 'Payment');
    const terms = within(list as HTMLElement).getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Confirmation Number', 'PRC-123456'],
      ['Payment Amount', '$142.37'],
    ]);
    expect(screen.getAllByRole('definition').map((details) => details.tagName)).toEqual([
      'DD',
      'DD',
    ]);
  });

  it('takes any content as details, e.g. a link', () => {
    render(
      <DescriptionList
        items={[
          { id: 'phone', term: 'Phone', details: <a href="tel:5550102000">(555) 010-2000</a> },
        ]}
      />,
    );
    expect(screen.getByRole('definition')).toContainElement(
      screen.getByRole('link', { name: '(555) 010-2000' }),
    );
  });

  it('renders nothing without items', () => {
    const { container } = render(<DescriptionList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('puts its variant, className and style on its outer element', () => {
    const { container } = render(
      <DescriptionList
        variant="boxed"
        className="summary"
        style={{ maxWidth: '30rem' }}
        items={[{ term: 'Account Balance', details: '$0.00' }]}
      />,
    );
    const outer = container.firstElementChild as HTMLElement;
    expect(outer).toHaveAttribute('data-variant', 'boxed');
    expect(outer).toHaveClass('summary');
    expect(outer).toHaveStyle({ maxWidth: '30rem' });
    expect(outer.querySelector('dl')).not.toBeNull();
  });
});
