/** POSTs JSON to our API; the data or the localized error message and field errors. */
export async function postJson<T>(endpoint: string, body: Record<string, unknown>): Promise<{ ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> }> {
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json()) as { data?: T; error?: { message: string; fields?: Record<string, string> } };
    if (response.ok && json.data !== undefined) return { ok: true, data: json.data };
    return { ok: false, message: json.error?.message ?? '', fields: json.error?.fields ?? {} };
  } catch {
    return { ok: false, message: '', fields: {} };
  }
}
