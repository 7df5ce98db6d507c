import { describe, expect, it } from 'vitest';
import {
  ESTABLISHED_ACCOUNT_AGE_MS,
  type FiledReport,
  holdsContent,
  type ReportingAccount,
  reporterKind,
  tallyPeople,
} from './moderation-people.ts';

const reportedAt = new Date('2030-06-01T12:00:00Z');
const ago = (ms: number) => new Date(reportedAt.getTime() - ms);

const established = (id: string): ReportingAccount => ({
  id,
  createdAt: ago(ESTABLISHED_ACCOUNT_AGE_MS),
  confirmed: true,
});
const young = (id: string): ReportingAccount => ({ id, createdAt: ago(60_000), confirmed: true });

const byAccount = (account: ReportingAccount, addressKey: string | null): FiledReport => ({
  account,
  addressKey,
  reportedAt,
});
const signedOut = (addressKey: string): FiledReport => ({ account: null, addressKey, reportedAt });

describe('reporterKind', () => {
  it('is established for a confirmed account at least a day old when it reported', () => {
    expect(reporterKind(byAccount(established('a'), 'ip:1'))).toBe('established');
    const almost = { ...established('a'), createdAt: ago(ESTABLISHED_ACCOUNT_AGE_MS - 1) };
    expect(reporterKind(byAccount(almost, 'ip:1'))).toBe('young');
  });

  it('is young for a fresh or never confirmed account, anonymous without one', () => {
    expect(reporterKind(byAccount(young('a'), 'ip:1'))).toBe('young');
    expect(reporterKind(byAccount({ ...established('a'), confirmed: false }, 'ip:1'))).toBe('young');
    expect(reporterKind(signedOut('ip:1'))).toBe('anonymous');
  });
});

describe('tallyPeople', () => {
  it('counts one person for every account and the signed-out visitor on one address', () => {
    const reports = [byAccount(young('a'), 'ip:1'), byAccount(young('b'), 'ip:1'), signedOut('ip:1')];
    expect(tallyPeople(reports, [])).toEqual({ people: 1, weight: 0.5, established: 0 });
  });

  it('joins a signed-out report to an account seen on its address, and through it to others', () => {
    const reports = [byAccount(established('a'), 'ip:1'), signedOut('ip:2'), signedOut('ip:3')];
    expect(tallyPeople(reports, [])).toEqual({ people: 3, weight: 1.5, established: 1 });
    const seen = [{ userId: 'a', addressKey: 'ip:2' }];
    expect(tallyPeople(reports, seen)).toEqual({ people: 2, weight: 1.25, established: 1 });
    // An account that did not report, seen on two reporting addresses, joins them too.
    const bridged = [...seen, { userId: 'x', addressKey: 'ip:3' }, { userId: 'x', addressKey: 'ip:2' }];
    expect(tallyPeople(reports, bridged)).toEqual({ people: 1, weight: 1, established: 1 });
  });

  it('weighs a person by their most trustworthy report', () => {
    const reports = [byAccount(young('a'), 'ip:1'), byAccount(established('b'), 'ip:1'), signedOut('ip:2')];
    expect(tallyPeople(reports, [])).toEqual({ people: 2, weight: 1.25, established: 1 });
  });

  it('counts an account without a kept address as its own person', () => {
    const reports = [byAccount(established('a'), null), byAccount(established('b'), null)];
    expect(tallyPeople(reports, [])).toEqual({ people: 2, weight: 2, established: 2 });
    expect(tallyPeople([], [])).toEqual({ people: 0, weight: 0, established: 0 });
  });
});

describe('holdsContent', () => {
  it('holds when the weights reach the threshold with at least one established account', () => {
    expect(holdsContent({ people: 3, weight: 3, established: 3 }, 3)).toBe(true);
    expect(holdsContent({ people: 4, weight: 3, established: 1 }, 3)).toBe(true);
    expect(holdsContent({ people: 3, weight: 2.75, established: 2 }, 3)).toBe(false);
  });

  it('never holds for signed-out visitors or young accounts alone, however many', () => {
    const anonymous = tallyPeople(
      Array.from({ length: 20 }, (_, i) => signedOut(`ip:${i}`)),
      [],
    );
    expect(anonymous).toEqual({ people: 20, weight: 5, established: 0 });
    expect(holdsContent(anonymous, 3)).toBe(false);
    const fresh = tallyPeople(
      Array.from({ length: 8 }, (_, i) => byAccount(young(`a${i}`), `ip:${i}`)),
      [],
    );
    expect(holdsContent(fresh, 3)).toBe(false);
  });
});
