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
}

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
  let response: Response;
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
      },
    );
  } catch {
    return { ok: false, message: SAMPLE_MESSAGES.noResponse };
  }
  if (response.status >= 400) {
    return { ok: false, message: SAMPLE_MESSAGES.submitFailed, status: response.status };
  }
  // SPEC.md leaves the reply's body open; DESIGN.md section 4 gives {"orderId"} and we use it
  // when present, never requiring it.
  const body: unknown = await response.json().catch(() => undefined);
  const orderId =
    typeof body === 'object' && body !== null && 'orderId' in body ? body.orderId : undefined;
  return typeof orderId === 'string'
    ? { ok: true, message: SAMPLE_MESSAGES.submitted, orderId }
    : { ok: true, message: SAMPLE_MESSAGES.submitted };
}
