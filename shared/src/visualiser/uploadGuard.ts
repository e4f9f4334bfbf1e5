/** One scene upload at a time (SPEC.md sections 4 and 8). */
import { UPLOAD_IN_PROGRESS_WARNING } from './constants';

export interface UploadGuard {
  readonly busy: boolean;
  /** Claims the guard; false (with a console warning) while another upload runs. */
  start(): boolean;
  finish(): void;
  /** Runs an upload unless one is running; a refused run answers undefined. */
  run<T>(upload: () => Promise<T>): Promise<T | undefined>;
}

export function createUploadGuard(warn: (message: string) => void = console.warn): UploadGuard {
  let busy = false;
  const guard: UploadGuard = {
    get busy() {
      return busy;
    },
    start() {
      if (busy) {
        warn(UPLOAD_IN_PROGRESS_WARNING);
        return false;
      }
      busy = true;
      return true;
    },
    finish() {
      busy = false;
    },
    async run(upload) {
      if (!guard.start()) return undefined;
      try {
        return await upload();
      } finally {
        guard.finish();
      }
    },
  };
  return guard;
}
