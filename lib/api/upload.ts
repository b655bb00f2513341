import { type CallOptions, type ContractData, type Endpoint, readEnvelope, toApiError, type UploadContract } from './client';

export type UploadOptions = CallOptions & { onProgress?: (percent: number) => void };

/**
 * Sends a multipart form to an upload endpoint, reporting the upload's progress in percent
 * (XMLHttpRequest can; fetch cannot). Same results and errors as `callApi`.
 */
export function uploadApi<E extends UploadContract | Endpoint<UploadContract>>(contract: E, form: FormData, options: UploadOptions = {}): Promise<ContractData<E>> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(toApiError(signal.reason, signal));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => ContractData<E>) => {
      signal?.removeEventListener('abort', onAbort);
      try {
        resolve(outcome());
      } catch (error) {
        reject(toApiError(error, signal));
      }
    };
    xhr.open(contract.method, contract.path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => settle(() => readEnvelope<ContractData<E>>(xhr.status, xhr.responseText));
    xhr.onerror = () =>
      settle(() => {
        throw new Error('upload failed');
      });
    xhr.onabort = () =>
      settle(() => {
        throw new DOMException('aborted', 'AbortError');
      });
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
