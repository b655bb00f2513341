import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from './endpoints';
import { failureOf } from '@/tests/support/api-failure';
import { uploadApi } from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  sent: unknown;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('uploadApi', () => {
  it('sends the form to the contract path, reports progress and resolves with data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    form.set('lang', 'uk');
    const progress: number[] = [];
    const call = uploadApi(endpoints.avatarUpload, form, { onProgress: (percent) => progress.push(percent) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.sent]).toEqual(['POST', endpoints.avatarUpload.path, form]);
    expect(xhr.headers).not.toHaveProperty('content-type');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    xhr.respond(200, JSON.stringify({ data: { user: { avatar: '/media/images/200/a.webp' } } }));
    await expect(call).resolves.toEqual({ user: { avatar: '/media/images/200/a.webp' } });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the same errors as callApi: envelope, network failure, abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadApi(endpoints.licenceSave, new FormData());
    FakeXhr.last.respond(422, JSON.stringify({ error: { code: 'validation_failed', message: 'Перевірте поля.', fields: { serial_number: 'Обовʼязково' } } }));
    expect(await failureOf(refused)).toMatchObject({ status: 422, code: 'validation_failed', fields: { serial_number: 'Обовʼязково' } });

    const offline = uploadApi(endpoints.avatarUpload, new FormData());
    FakeXhr.last.onerror?.();
    expect(await failureOf(offline)).toMatchObject({ status: 0, code: 'network' });

    const controller = new AbortController();
    const cancelled = uploadApi(endpoints.avatarUpload, new FormData(), { signal: controller.signal });
    controller.abort();
    expect(await failureOf(cancelled)).toMatchObject({ status: 0, code: 'aborted' });
    expect(await failureOf(uploadApi(endpoints.avatarUpload, new FormData(), { signal: controller.signal }))).toMatchObject({ code: 'aborted' });
  });
});
