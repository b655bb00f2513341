export type UploadResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string | null; fields: Record<string, string> };

/**
 * POSTs a multipart form to our API and reports upload progress in percent (fetch cannot report
 * upload progress; XMLHttpRequest can). Resolves with the data or the API's error envelope.
 */
export function uploadWithProgress<T>(endpoint: string, form: FormData, onProgress: (percent: number) => void): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: T; error?: { message: string; fields?: Record<string, string> } } | null;
      if (xhr.status === 200 && body?.data !== undefined) resolve({ ok: true, data: body.data });
      else resolve({ ok: false, message: body?.error?.message ?? null, fields: body?.error?.fields ?? {} });
    };
    xhr.onerror = () => resolve({ ok: false, message: null, fields: {} });
    xhr.send(form);
  });
}
