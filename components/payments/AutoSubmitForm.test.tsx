/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoSubmitForm } from './AutoSubmitForm';

afterEach(() => vi.restoreAllMocks());

const FIELDS = { merchantAccount: 'test_merch_n1', amount: '1547.36', 'productName[]': 'Оренда: Toyota Camry 2021, бронювання № 7', merchantSignature: 'c9bc2d1b724bf410e36f6d6adc0d3c45' };

describe('the acquirer’s form on our page', () => {
  it('posts the exact fields to the acquirer at once, a single time even when React mounts it twice', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container } = render(
      <StrictMode>
        <AutoSubmitForm action="https://secure.wayforpay.com/pay" fields={FIELDS} submitLabel="Continue to payment" />
      </StrictMode>,
    );
    const form = container.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://secure.wayforpay.com/pay');
    expect(form.acceptCharset).toBe('utf-8');
    expect(Object.fromEntries(new FormData(form))).toEqual(FIELDS);
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
  });

  it('keeps a visible button that sends the same form without JavaScript', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render(<AutoSubmitForm action="https://secure.wayforpay.com/pay" fields={FIELDS} submitLabel="Перейти до оплати" />);
    const button = screen.getByRole('button', { name: 'Перейти до оплати' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.closest('form')).not.toBeNull();
  });
});
