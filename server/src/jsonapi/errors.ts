import { RequestError } from '../errors';

/** Why a JSON:API query was refused, naming the query parameter at fault (`source.parameter`). */
export function queryError(parameter: string, detail: string, status = 400): RequestError {
  return new RequestError(status, detail, { source: { parameter } });
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}
