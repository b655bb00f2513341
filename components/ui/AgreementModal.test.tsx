/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgreementModal } from './AgreementModal';

function setup() {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <>
      <button type="button">outside</button>
      <AgreementModal
        open
        title="Угода власника"
        policyHtml="<p>Умови</p>"
        buttonLabel="Прийняти та продовжити"
        acceptLabel="Я приймаю умови"
        mustAcceptLabel="Поставте позначку"
        closeLabel="Закрити"
        onClose={onClose}
        onSubmit={onSubmit}
      />
    </>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe('AgreementModal', () => {
  it('is a labelled modal dialog showing the policy', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Угода власника' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Умови');
  });

  it('emits submit only when the box is ticked', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Прийняти та продовжити' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Поставте позначку');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Я приймаю умови' }));
    await user.click(screen.getByRole('button', { name: 'Прийняти та продовжити' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and with the close button', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps focus inside: focus starts on the first control and Tab wraps around', async () => {
    const { user } = setup();
    const close = screen.getByRole('button', { name: 'Закрити' });
    const submit = screen.getByRole('button', { name: 'Прийняти та продовжити' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});
