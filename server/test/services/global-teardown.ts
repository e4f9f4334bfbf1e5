import { SERVICES_DIR_VARIABLE, stopServicesIn } from '.';

/** Stops the throwaway PostgreSQL and Redis this Jest run started, if any. */
export default function globalTeardown() {
  const runDir = process.env[SERVICES_DIR_VARIABLE];
  if (runDir) stopServicesIn(runDir);
}
