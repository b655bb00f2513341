/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

let urls: string[];
const revoked: string[] = [];

beforeEach(() => {
  urls = [];
  revoked.length = 0;
  // jsdom has no object URLs: count what is made and let go.
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: vi.fn((file: File) => {
      const url = `blob:test/${urls.length}-${file.name}`;
      urls.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  }));
});

afterEach(() => vi.unstubAllGlobals());

const photo = (name: string, type = 'image/jpeg', size = 40_000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function setup(props: Partial<PhotoPickerProps> = {}, locale: 'uk' | 'en' = 'uk') {
  const onChange = vi.fn();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <form data-testid="form">
        <PhotoPicker name="front" label={locale === 'uk' ? 'Лицьовий бік' : 'Front'} onChange={onChange} {...props} />
      </form>
    </NextIntlClientProvider>,
  );
  // The file input is what a person reaches with Tab and what the form sends.
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, input, onChange, user: userEvent.setup({ applyAccept: false }) };
}

describe('PhotoPicker', () => {
  it('is a labelled, focusable file input with a localized button instead of the browser’s English one', async () => {
    const { input, user } = setup();
    expect(input).toHaveAccessibleName('Лицьовий бік Обрати фото');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP або AVIF, до 10\u00a0МБ');
    expect(input).toHaveClass('visually-hidden');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(screen.getByText('Обрати фото').tagName).toBe('LABEL');
    expect(screen.getByText('Фото ще немає')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('previews a picked photo, replaces it (letting the old preview go), and removes it', async () => {
    const { input, onChange, user, unmount } = setup();
    const first = photo('front.jpg');
    await user.upload(input, first);
    expect(screen.getByRole('img', { name: 'Лицьовий бік — нове фото' })).toHaveAttribute('src', 'blob:test/0-front.jpg');
    expect(screen.getByText('front.jpg')).toBeInTheDocument();
    expect(screen.getByText(/39 КБ/)).toBeInTheDocument();
    expect(input.files?.[0]).toBe(first);
    expect(onChange).toHaveBeenLastCalledWith(first);
    expect(screen.getByText('Замінити фото')).toBeInTheDocument();

    await user.upload(input, photo('better.png', 'image/png', 2.5 * 1024 * 1024));
    expect(screen.getByRole('img', { name: 'Лицьовий бік — нове фото' })).toHaveAttribute('src', 'blob:test/1-better.png');
    expect(screen.getByText(/2,5 МБ/)).toBeInTheDocument();
    expect(revoked).toEqual(['blob:test/0-front.jpg']);

    await user.click(screen.getByRole('button', { name: 'Прибрати фото «Лицьовий бік»' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Фото ще немає')).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveFocus();
    expect(revoked).toEqual(['blob:test/0-front.jpg', 'blob:test/1-better.png']);

    await user.upload(input, photo('again.jpg'));
    unmount();
    expect(revoked).toContain('blob:test/2-again.jpg');
  });

  it('refuses a file that is not a photo, or too large, in the page language, before anything is sent', async () => {
    const { input, onChange, user } = setup();
    await user.upload(input, photo('scan.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('«scan.pdf» — не фото у форматі JPEG, PNG, WebP чи AVIF. Оберіть інший файл.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.files).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();

    await user.upload(input, photo('huge.jpg', 'image/jpeg', 12.4 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('Фото «huge.jpg» завелике (12,4 МБ): можна до 10 МБ.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    // A good photo clears the message.
    await user.upload(input, photo('ok.webp', 'image/webp'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the stored photo until another is picked, and the upload’s progress on a new one', async () => {
    const { input, user, rerender } = setup({ savedUrl: '/stored/front' });
    expect(screen.getByRole('img', { name: 'Лицьовий бік' })).toHaveAttribute('src', '/stored/front');
    expect(input).toHaveAccessibleName('Лицьовий бік Замінити фото');
    await user.upload(input, photo('new.jpg'));
    rerender(
      <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
        <form data-testid="form">
          <PhotoPicker name="front" label="Лицьовий бік" savedUrl="/stored/front" progress={40} disabled />
        </form>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('img', { name: 'Лицьовий бік — нове фото' })).toBeInTheDocument();
    expect(document.querySelector('[style*="width: 40%"]')).not.toBeNull();
    expect(input).toBeDisabled();
  });

  it('shows the server’s message about the photo', () => {
    const { input } = setup({ error: 'Це не схоже на зображення' });
    expect(screen.getByRole('alert')).toHaveTextContent('Це не схоже на зображення');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks English on English pages', () => {
    const { input } = setup({}, 'en');
    expect(input).toHaveAccessibleName('Front Choose a photo');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP or AVIF, up to 10\u00a0MB');
  });
});
