import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../locale';
import { Stepper, stepStates } from './Stepper';

const steps = [
  { id: 'account', label: 'Account' },
  { id: 'verify', label: 'Verify' },
  { id: 'pay', label: 'Pay' },
];

describe('ui Stepper', () => {
  it('is an ordered list of numbered steps named Progress', () => {
    render(<Stepper steps={steps} currentStep="account" />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Account', '2Verify', '3Pay']);
  });

  it('marks only the current step with aria-current="step" and reads earlier steps as completed', () => {
    render(<Stepper steps={steps} currentStep="pay" />);
    const items = screen.getAllByRole('listitem');
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([
      items[2],
    ]);
    expect(items[0]).toHaveTextContent('Account, completed');
    expect(items[1]).toHaveTextContent('Verify, completed');
    expect(items[2]).not.toHaveTextContent('completed');
  });

  it('shows every step complete when the flow is done', () => {
    expect(stepStates(steps, 'pay', true)).toEqual(['complete', 'complete', 'complete']);
    render(<Stepper steps={steps} currentStep="pay" isComplete />);
    expect(screen.getAllByRole('listitem').some((item) => item.hasAttribute('aria-current'))).toBe(
      false,
    );
  });

  it('takes its wording from messages', () => {
    render(
      <Stepper
        steps={steps}
        currentStep="verify"
        messages={{ label: 'Quick Pay steps', completed: 'done', stepOf: (n, t) => `${n}/${t}` }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Quick Pay steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Account, done');
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('names its steps and progress in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Stepper
            steps={[
              { id: 'account', label: 'Cuenta' },
              { id: 'verify', label: 'Verificar' },
              { id: 'pay', label: 'Pagar' },
            ]}
            currentStep="verify"
          />
        </Suspense>
      </LocaleProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Progreso' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cuenta, completado');
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
  });
});
