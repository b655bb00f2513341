/** @vitest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server.browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationMarker } from '@/components/layout/HydrationMarker';
import { deferredIsland } from './deferred-island';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type FormProps = { onSend: (name: string) => void };

/** A form island: its submit handler exists only once its code has loaded and hydrated. */
function NameForm({ onSend }: FormProps) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(new FormData(event.currentTarget).get('name') as string);
      }}
    >
      <input name="name" aria-label="name" />
      <button type="submit">Send</button>
    </form>
  );
}

async function serverHtml(onSend: FormProps['onSend']) {
  const Island = deferredIsland<FormProps>(async () => NameForm);
  const stream = await renderToReadableStream(<Island onSend={onSend} />);
  await stream.allReady;
  return new Response(stream).text();
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('deferredIsland', () => {
  it('renders the island on the server, holds a submit made before its code loads and sends it once the form is live', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(onSend);
    document.body.append(container);
    expect(container.querySelector('form')).not.toBeNull();

    const code = deferred<typeof NameForm>();
    const Island = deferredIsland<FormProps>(() => code.promise);
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Island onSend={onSend} />
          <HydrationMarker />
        </>,
      );
    });
    // The root is live but the island is not: the page is not marked interactive yet.
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    const form = container.querySelector('form')!;
    container.querySelector('input')!.value = 'Олена';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // Held back: the browser would otherwise post the page and drop what was typed.
    expect(submit.defaultPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => code.resolve(NameForm));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Олена');
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('leaves later submits to the island itself, once', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(onSend);
    document.body.append(container);
    const Island = deferredIsland<FormProps>(async () => NameForm);
    await act(async () => {
      hydrateRoot(container, <Island onSend={onSend} />);
    });
    container.querySelector('input')!.value = 'Тарас';
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Тарас');
  });
});
