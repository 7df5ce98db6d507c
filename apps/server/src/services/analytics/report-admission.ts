// Watch reports are the one request a node takes by the thousand, and the one that can wait
// (issue 26, ADR 0037). A node admits at most `perSecond` of them, in windows of 50 ms; one
// past its window's share waits for a later window, as nginx's limit_req delays a burst.
// A client that sends as fast as it is answered is so slowed to the rate, instead of taking
// the event loop from every other request. At most a second's worth wait; past that a report
// is refused at once. One timer serves every waiting report (a timer each cost 3 % of the
// loop at 2,500 reports a second).

const WINDOW_MS = 50;

export function createReportAdmission(perSecond: number, clock: () => number = Date.now) {
  const perWindow = Math.max(1, Math.round((perSecond * WINDOW_MS) / 1000));
  const waiting: (() => void)[] = [];
  let windowStart = 0;
  let admittedInWindow = 0;
  let releaseScheduled = false;

  /** Opens the current window when the last one has ended; true if it has room. */
  function roomNow(): boolean {
    const at = clock();
    if (at - windowStart >= WINDOW_MS) {
      windowStart = at;
      admittedInWindow = 0;
    }
    return admittedInWindow < perWindow;
  }

  function releaseWaiting() {
    releaseScheduled = false;
    while (waiting.length > 0 && roomNow()) {
      admittedInWindow += 1;
      waiting.shift()?.();
    }
    if (waiting.length > 0) scheduleRelease();
  }

  function scheduleRelease() {
    if (releaseScheduled) return;
    releaseScheduled = true;
    setTimeout(releaseWaiting, windowStart + WINDOW_MS - clock());
  }

  return {
    /** True once admitted (at once or after its wait); false when a second's worth waits. */
    async admit(): Promise<boolean> {
      if (waiting.length === 0 && roomNow()) {
        admittedInWindow += 1;
        return true;
      }
      if (waiting.length >= perSecond) return false;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        scheduleRelease();
      });
      return true;
    },
  };
}
