/** @vitest-environment jsdom */
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { act, type ComponentType, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, PasswordField, TextField } from '@/components/forms/Field';
import { HydrationMarker } from '@/components/layout/HydrationMarker';
import uk from '@/messages/uk.json';
import { formIsland } from './form-island';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { name: string; agree: boolean; secret: string };
type Props = { onSend: (values: Values) => void };
const messages = { Auth: uk.Auth, Forms: uk.Forms };

/** A form as the real ones are made: the form components (with useId), react-hook-form, next-intl texts. */
function NameForm({ onSend }: Props) {
  const t = useTranslations('Auth');
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { name: '', agree: false, secret: '' } });
  return (
    <form method="post" onSubmit={handleSubmit(onSend)}>
      <TextField label={t('fields.firstName')} hint={t('passwordHint')} registration={register('name')} />
      <CheckboxField label={t('fields.lastName')} registration={register('agree')} />
      <PasswordField label={t('fields.password')} registration={register('secret')} />
      <button type="submit">{t('sign.submit')}</button>
    </form>
  );
}

/** The markup without React's generated ids (`_R_…_` from the server, `_r_…_` from a client root). */
const withoutIds = (html: string) => html.replace(/_[Rr]_[0-9a-z]+_/g, '«id»');

const intl = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="uk" messages={messages} timeZone="Europe/Kyiv">
    {children}
  </NextIntlClientProvider>
);

/** The page as the server sent it: the island's box with the whole form inside (ServerIsland). */
function serverPage(onSend: Props['onSend']) {
  const container = document.createElement('main');
  container.innerHTML = renderToString(
    intl(
      <div data-form-island="">
        <div data-form-root="">
          <NameForm onSend={onSend} />
        </div>
      </div>,
    ),
  );
  document.body.append(container);
  return container;
}

/** The page's root over the server's markup: the island (and the hydration marker), as in the layout. */
async function hydratePage(container: HTMLElement, Island: ComponentType<Props>, onSend: Props['onSend']) {
  await act(async () => {
    hydrateRoot(
      container,
      intl(
        <>
          <Island onSend={onSend} />
          <HydrationMarker />
        </>,
      ),
    );
  });
}

function controlled<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The form's code arrives; the island renders it in a task of its own afterwards, then lets the
 * page count as settled (`data-hydrated`): wait for that, however the machine schedules the tasks.
 */
async function codeArrives(code: ReturnType<typeof controlled<ComponentType<Props>>>) {
  await act(async () => {
    code.resolve(NameForm);
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  });
}

/** A finger or a mouse put into a field: the press, the focus it gives, its click. */
function pressInto(field: HTMLElement, pointerType: 'touch' | 'mouse') {
  field.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType }));
  field.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType }));
  field.focus();
  field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('formIsland', () => {
  it('loads nothing while the visitor only reads the page: the server’s form stays and the page counts as settled', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const serverMarkup = container.innerHTML;
    const load = vi.fn(async () => NameForm);
    const Island = formIsland<Props>(load);
    await hydratePage(container, Island, onSend);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(load).not.toHaveBeenCalled();
    // The pointer passing over the form is enough: the code is on its way before the click.
    await act(async () => container.querySelector('form')!.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code when the visitor turns to the form, then renders the same markup in place, carrying over what was typed, the focus and a held submit', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const serverMarkup = container.innerHTML;
    const code = controlled<ComponentType<Props>>();
    const load = vi.fn(() => code.promise);
    const Island = formIsland<Props>(load);
    await hydratePage(container, Island, onSend);

    const oldInput = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    oldInput.focus();
    // Turned to: the code is fetched, and the page is not settled until the form is live.
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(container.innerHTML).toBe(serverMarkup);
    oldInput.value = 'Олена';
    container.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    // Held: the browser would otherwise post the page and drop what was typed.
    expect(submit.defaultPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();

    await codeArrives(code);
    expect(load).toHaveBeenCalledTimes(1);
    const input = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(input).not.toBe(oldInput);
    // The same markup but for the generated ids (nothing on the page moves), with what the visitor had done.
    expect(container.innerHTML).not.toBe(serverMarkup);
    expect(withoutIds(container.innerHTML)).toBe(withoutIds(serverMarkup));
    expect(input.labels?.[0]?.textContent).toBe(uk.Auth.fields.firstName);
    expect(input.value).toBe('Олена');
    expect(container.querySelector<HTMLInputElement>('input[name="agree"]')!.checked).toBe(true);
    expect(document.activeElement).toBe(input);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ name: 'Олена', agree: true, secret: '' });
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('presses again in the live form the buttons pressed before its code arrived, in order', async () => {
    for (const presses of [1, 2]) {
      const onSend = vi.fn();
      const container = serverPage(onSend);
      const code = controlled<ComponentType<Props>>();
      const Island = formIsland<Props>(() => code.promise);
      await hydratePage(container, Island, onSend);
      const reveal = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
      reveal.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      for (let press = 0; press < presses; press += 1) reveal.click();
      await codeArrives(code);
      const live = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
      expect(live).not.toBe(reveal);
      // "Show password" once shows it; twice leaves it hidden, as the visitor left it.
      expect(live.getAttribute('aria-pressed')).toBe(presses === 1 ? 'true' : 'false');
      expect(container.querySelector<HTMLInputElement>('input[name="secret"]')!.type).toBe(presses === 1 ? 'text' : 'password');
      document.body.innerHTML = '';
    }
  });

  it('fetches the code at once when the visitor typed before the page was hydrated', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ірина';
    const code = controlled<ComponentType<Props>>();
    const load = vi.fn(() => code.promise);
    await hydratePage(container, formIsland<Props>(load), onSend);
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await codeArrives(code);
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Ірина');
  });

  it('handles later submits itself, once, with the values typed into the live form', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const Island = formIsland<Props>(async () => NameForm);
    await hydratePage(container, Island, onSend);
    const serverInput = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    await act(async () => {
      serverInput.focus();
      await vi.waitFor(() => expect(container.querySelector('input[name="name"]')).not.toBe(serverInput));
    });
    const input = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, 'Тарас');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => container.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ name: 'Тарас', agree: false, secret: '' });
  });

  it('keeps the server’s form and what was typed when its code cannot be loaded: submits stay held, and the next turn to the form tries again', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    let attempts = 0;
    const Island = formIsland<Props>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return NameForm;
    });
    await hydratePage(container, Island, onSend);
    const input = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    input.value = 'Оксана';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    // Held (the page's own post would come back empty), then dropped with the failed load.
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(attempts).toBe(1);
    expect(container.querySelector('input[name="name"]')).toBe(input);
    expect(input.value).toBe('Оксана');
    expect(onSend).not.toHaveBeenCalled();
    // The next turn to the form loads it, with what was typed.
    await act(async () => {
      input.focus();
      await vi.waitFor(() => expect(container.querySelector('input[name="name"]')).not.toBe(input));
    });
    expect(attempts).toBe(2);
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Оксана');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('waits for a press under way before it swaps the form, so the press’s click is not lost', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const code = controlled<ComponentType<Props>>();
    await hydratePage(container, formIsland<Props>(() => code.promise), onSend);
    const reveal = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    // The finger is down on "show password" when the (cached) code arrives.
    reveal.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await act(async () => {
      code.resolve(NameForm);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('button[type="button"]')).toBe(reveal);
    // The press ends on the element it began on; then the form is swapped and the press replayed.
    reveal.dispatchEvent(new Event('pointerup', { bubbles: true }));
    reveal.click();
    await act(async () => {
      await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    });
    const live = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    expect(live).not.toBe(reveal);
    expect(live.getAttribute('aria-pressed')).toBe('true');
  });

  it('starts loading on a click that comes with nothing before it (voice control, a screen reader’s action)', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const load = vi.fn(async () => NameForm);
    await hydratePage(container, formIsland<Props>(load), onSend);
    const reveal = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    await act(async () => {
      reveal.click();
      await vi.waitFor(() => expect(container.querySelector('button[type="button"]')).not.toBe(reveal));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button[type="button"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the live form’s own starting values where the visitor changed nothing (an e-mail passed in the link)', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    // The server's markup has no value for it (react-hook-form fills its fields on the client).
    const Prefilled = (props: Props) => {
      const t = useTranslations('Auth');
      const { register, handleSubmit } = useForm<Values>({ defaultValues: { name: 'Марта', agree: false, secret: '' } });
      return (
        <form method="post" onSubmit={handleSubmit(props.onSend)}>
          <TextField label={t('fields.firstName')} hint={t('passwordHint')} registration={register('name')} />
          <CheckboxField label={t('fields.lastName')} registration={register('agree')} />
          <PasswordField label={t('fields.password')} registration={register('secret')} />
          <button type="submit">{t('sign.submit')}</button>
        </form>
      );
    };
    await hydratePage(container, formIsland<Props>(async () => Prefilled), onSend);
    container.querySelector<HTMLInputElement>('input[name="secret"]')!.value = 'Drive#2026';
    await act(async () => {
      container.querySelector<HTMLInputElement>('input[name="secret"]')!.focus();
      await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    });
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Марта');
    expect(container.querySelector<HTMLInputElement>('input[name="secret"]')!.value).toBe('Drive#2026');
  });

  it('brings the focus back to the same control, a button too', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const code = controlled<ComponentType<Props>>();
    const Island = formIsland<Props>(() => code.promise);
    await hydratePage(container, Island, onSend);
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.focus();
    await codeArrives(code);
    const fresh = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(fresh).not.toBe(button);
    expect(document.activeElement).toBe(fresh);
  });

  it('renders the form when the page is rendered on the client rather than hydrated (no server markup to keep)', async () => {
    const onSend = vi.fn();
    const container = document.createElement('main');
    document.body.append(container);
    const code = controlled<ComponentType<Props>>();
    const Island = formIsland<Props>(() => code.promise);
    await act(async () => {
      createRoot(container).render(
        intl(
          <>
            <Island onSend={onSend} />
            <HydrationMarker />
          </>,
        ),
      );
    });
    expect(container.querySelector('form')).toBeNull();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await codeArrives(code);
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.querySelector('label')?.textContent).toBe(uk.Auth.fields.firstName);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('puts the server’s form back when the form fails to render, holding nothing', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const serverMarkup = container.innerHTML;
    const code = controlled<ComponentType<Props>>();
    const Island = formIsland<Props>(() => code.promise);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydratePage(container, Island, onSend);
    container.querySelector<HTMLInputElement>('input[name="name"]')!.focus();
    // As in a browser, outside act(): act() would rethrow the render error to the test itself.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    code.resolve(() => {
      throw new Error('broken form');
    });
    const oldForm = container.querySelector('form');
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken form' })));
    // Put back after the failed render: the server's form again, as new nodes.
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBe(oldForm));
    environment.IS_REACT_ACT_ENVIRONMENT = true;
    expect(container.innerHTML).toBe(serverMarkup);
    report.mockRestore();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
  it('follows a link clicked after a change once the form is live, at the address the live form gives it', async () => {
    // The car calculator's "book": its address carries the dates, which only the form's code puts in.
    function DatesForm() {
      const [date, setDate] = useState('');
      return (
        <form>
          <input aria-label="date" value={date} onChange={(event) => setDate(event.target.value)} />
          <a href={`/booking?start=${date}`}>Забронювати</a>
        </form>
      );
    }
    const container = document.createElement('main');
    container.innerHTML = renderToString(
      intl(
        <div data-form-island="">
          <div data-form-root="">
            <DatesForm />
          </div>
        </div>,
      ),
    );
    document.body.append(container);
    const code = controlled<ComponentType<object>>();
    const Island = formIsland<object>(() => code.promise);
    await act(async () => {
      hydrateRoot(container, intl(<><Island /><HydrationMarker /></>));
    });
    const followed: string[] = [];
    container.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link && !event.defaultPrevented) followed.push(link.getAttribute('href')!);
      // jsdom does not navigate; the test only reads where the click would go.
      event.preventDefault();
    });

    const field = container.querySelector('input')!;
    field.focus();
    field.value = '2026-12-10';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    container.querySelector('a')!.dispatchEvent(click);
    // Held: the server's address has no date.
    expect(click.defaultPrevented).toBe(true);
    expect(followed).toEqual([]);
    // A link to a new tab is the browser's, at once.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    container.querySelector('a')!.dispatchEvent(newTab);
    expect(followed).toEqual(['/booking?start=']);
    followed.length = 0;

    await act(async () => {
      code.resolve(DatesForm);
      await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    });
    expect(followed).toEqual(['/booking?start=2026-12-10']);
  });

  it('lets a link be followed at once while nothing was changed', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const link = document.createElement('a');
    link.href = '#help';
    container.querySelector('form')!.append(link);
    const Island = formIsland<Props>(() => new Promise(() => {}));
    await hydratePage(container, Island, onSend);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
  it('waits with the swap while a list has the focus (a phone’s own picker would close under the visitor), and keeps what was chosen', async () => {
    function TimeForm() {
      const [time, setTime] = useState('10:00');
      return (
        <form>
          <select aria-label="time" value={time} onChange={(event) => setTime(event.target.value)}>
            <option>10:00</option>
            <option>12:00</option>
          </select>
          <output>{time}</output>
        </form>
      );
    }
    const container = document.createElement('main');
    container.innerHTML = renderToString(intl(<div data-form-island=""><div data-form-root=""><TimeForm /></div></div>));
    document.body.append(container);
    const code = controlled<ComponentType<object>>();
    const Island = formIsland<object>(() => code.promise);
    await act(async () => {
      hydrateRoot(container, intl(<><Island /><HydrationMarker /></>));
    });
    const list = container.querySelector('select')!;
    list.focus();
    await act(async () => {
      code.resolve(TimeForm);
      await code.promise;
      // The island renders in the task after the code's (nextTask: a zero timer here); two more turns.
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Still the server's list: the code is here, the swap waits.
    expect(container.querySelector('select')).toBe(list);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    list.value = '12:00';
    await act(async () => {
      list.dispatchEvent(new Event('change', { bubbles: true }));
      await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    });
    expect(container.querySelector('select')).not.toBe(list);
    expect(container.querySelector('output')!.textContent).toBe('12:00');
  });

  it('with waitWhileTyping, on a touch screen waits with the swap while the visitor types in a text field (the phone’s keyboard would close with it), until a submit', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const code = controlled<ComponentType<Props>>();
    const Island = formIsland<Props>(() => code.promise, { waitWhileTyping: true });
    await hydratePage(container, Island, onSend);
    const field = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    // A finger on the field: the caret goes in, the keyboard opens.
    pressInto(field, 'touch');
    await act(async () => {
      code.resolve(NameForm);
      await code.promise;
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The code is here; the visitor goes on typing into the same field.
    expect(container.querySelector('input[name="name"]')).toBe(field);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    field.value = 'Олена';
    // Moving to another field keeps the keyboard: still the server's form.
    const secret = container.querySelector<HTMLInputElement>('input[name="secret"]')!;
    secret.focus();
    secret.value = 'пароль-2026';
    expect(container.querySelector('input[name="name"]')).toBe(field);
    // "Sign in": the submit is held, the form goes live and sends what was typed.
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    });
    expect(container.querySelector('input[name="name"]')).not.toBe(field);
    expect(onSend.mock.calls[0]![0]).toMatchObject({ name: 'Олена', secret: 'пароль-2026' });
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('with waitWhileTyping, on a touch screen swaps once the focus leaves the text fields (a box ticked, the page touched elsewhere)', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const code = controlled<ComponentType<Props>>();
    const Island = formIsland<Props>(() => code.promise, { waitWhileTyping: true });
    await hydratePage(container, Island, onSend);
    const field = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    pressInto(field, 'touch');
    field.value = 'Олена';
    await act(async () => {
      code.resolve(NameForm);
      await code.promise;
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('input[name="name"]')).toBe(field);
    await act(async () => {
      container.querySelector<HTMLInputElement>('input[name="agree"]')!.focus();
      await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    });
    expect(container.querySelector('input[name="name"]')).not.toBe(field);
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Олена');
    // The focus stays where the visitor put it, in the live form.
    expect(document.activeElement).toBe(container.querySelector('input[name="agree"]'));
  });

  for (const { pointer, waitWhileTyping, why } of [
    { pointer: 'mouse', waitWhileTyping: true, why: 'with a mouse and a keyboard: nothing closes' },
    { pointer: 'touch', waitWhileTyping: false, why: 'without waitWhileTyping, under a touch too: a form whose code answers the typing (a price) goes live' },
  ] as const) {
    it(`swaps at once ${why}; the focus and the caret are carried over`, async () => {
      const onSend = vi.fn();
      const container = serverPage(onSend);
      const code = controlled<ComponentType<Props>>();
      const Island = formIsland<Props>(() => code.promise, { waitWhileTyping });
      await hydratePage(container, Island, onSend);
      const field = container.querySelector<HTMLInputElement>('input[name="name"]')!;
      pressInto(field, pointer);
      field.value = 'Оле';
      await codeArrives(code);
      const live = container.querySelector<HTMLInputElement>('input[name="name"]')!;
      expect(live).not.toBe(field);
      expect(document.activeElement).toBe(live);
      expect(live.value).toBe('Оле');
    });
  }
});
