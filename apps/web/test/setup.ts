import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// sonner removes a dismissed or unmounted toast 200 ms later (TIME_BEFORE_UNMOUNT) with a
// React state update, which needs `window`.
const TOAST_REMOVAL_MS = 250;

// Every web test file unmounts what each test rendered.
afterEach(() => {
  cleanup();
});

// Before the file's DOM is torn down, the last toasts' removal timers run; otherwise one
// fires afterwards and fails the run with "window is not defined".
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS));
});
