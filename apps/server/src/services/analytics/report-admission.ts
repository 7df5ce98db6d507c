// Watch reports are the one request a node takes by the thousand, and the one that can wait
// (issue 26, ADR 0037). A node admits at most `perSecond` of them: a token bucket filled at
// that rate, holding at most two 50 ms windows' share (so a timer that fires late loses no
// capacity). A report finding no token waits for the next release, as nginx's limit_req
// delays a burst; a client that sends as fast as it is answered is so slowed to the rate,
// instead of taking the event loop from every other request. At most a second's worth
// wait; past that a report is refused at once. One timer serves every waiting report (a
// timer each cost 3 % of the loop at 2,500 reports a second).

const WINDOW_MS = 50;

export function createReportAdmission(perSecond: number, clock: () => number = Date.now) {
  const perWindow = Math.max(1, Math.round((perSecond * WINDOW_MS) / 1000));
  const waiting: (() => void)[] = [];
  let tokens = perWindow;
  let filledAt = clock();
  let releaseScheduled = false;

  function refill() {
    const at = clock();
    tokens = Math.min(2 * perWindow, tokens + ((at - filledAt) * perSecond) / 1000);
    filledAt = at;
  }

  function releaseWaiting() {
    releaseScheduled = false;
    refill();
    while (waiting.length > 0 && tokens >= 1) {
      tokens -= 1;
      waiting.shift()?.();
    }
    if (waiting.length > 0) scheduleRelease();
  }

  function scheduleRelease() {
    if (releaseScheduled) return;
    releaseScheduled = true;
    setTimeout(releaseWaiting, WINDOW_MS);
  }

  return {
    /** True once admitted (at once or after its wait); false when a second's worth waits. */
    async admit(): Promise<boolean> {
      refill();
      if (waiting.length === 0 && tokens >= 1) {
        tokens -= 1;
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
