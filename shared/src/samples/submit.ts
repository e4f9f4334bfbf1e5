/** Sends a sample order to POST /samples and maps the outcome to the SPEC.md section 8 texts. */
import type { Region } from '../regions';
import type { OrderPayload } from './contract';
import { SAMPLE_MESSAGES } from './messages';

export interface SubmitSampleOrderOptions {
  /** Origin (and path prefix) of the API; '' for the page's own origin. */
  apiBase: string;
  website: string;
  region: Region;
  payload: OrderPayload;
  /** Makes a retried order count once on the server (DESIGN.md section 4). */
  idempotencyKey: string;
  /** The path segment may vary by form (SPEC.md section 7). */
  path?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * How long to wait for the reply before saying there was none (default 20 s). The visitor
   * may then submit again: the same Idempotency-Key makes the order count once.
   */
  timeoutMs?: number;
}

export const SUBMIT_TIMEOUT_MS = 20_000;

export type SubmitSampleOrderResult =
  | { ok: true; message: string; orderId?: string }
  | { ok: false; message: string; status?: number };

export function sampleOrderUrl(
  apiBase: string,
  website: string,
  region: Region,
  path = '/samples',
): string {
  const query = new URLSearchParams({ website, region });
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?${query}`;
}

export async function submitSampleOrder(
  options: SubmitSampleOrderOptions,
): Promise<SubmitSampleOrderResult> {
  const send = options.fetch ?? globalThis.fetch;
  // A timer of our own rather than AbortSignal.timeout, which a garbage collection can drop
  // before it fires (nodejs/node#57736).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? SUBMIT_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await send(
      sampleOrderUrl(options.apiBase, options.website, options.region, options.path),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': options.idempotencyKey,
        },
        body: JSON.stringify(options.payload),
        signal: abort.signal,
      },
    );
    if (response.status >= 400) {
      return { ok: false, message: SAMPLE_MESSAGES.submitFailed, status: response.status };
    }
    // SPEC.md leaves the reply's body open; DESIGN.md section 4 gives {"orderId"} and we use it
    // when present, never requiring it.
    body = await response.json().catch(() => undefined);
  } catch {
    return { ok: false, message: SAMPLE_MESSAGES.noResponse };
  } finally {
    clearTimeout(timer);
  }
  const orderId =
    typeof body === 'object' && body !== null && 'orderId' in body ? body.orderId : undefined;
  return typeof orderId === 'string'
    ? { ok: true, message: SAMPLE_MESSAGES.submitted, orderId }
    : { ok: true, message: SAMPLE_MESSAGES.submitted };
}
