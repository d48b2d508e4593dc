import { describe, expect, it } from 'vitest';
import { isEnabled } from '../../src/rules/settings';
import { isAdminOrSupervisor, isSupervisor } from '../../src/rules/users';

describe('isSupervisor', () => {
  it("is true when any role is named 'supervisore', in any case", () => {
    expect(isSupervisor({ roles: [{ name: 'operatore' }, { name: 'supervisore' }] })).toBe(true);
    expect(isSupervisor({ roles: [{ name: 'Supervisore' }] })).toBe(true);
    expect(isSupervisor({ roles: [{ name: 'SUPERVISORE' }] })).toBe(true);
  });

  it('is false otherwise', () => {
    expect(
      isSupervisor({ roles: [{ name: 'operatore' }, { name: 'supervisore2' }, { name: null }, {}] }),
    ).toBe(false);
    expect(isSupervisor({ roles: [] })).toBe(false);
    expect(isSupervisor({ roles: null })).toBe(false);
    expect(isSupervisor({})).toBe(false);
    expect(isSupervisor(null)).toBe(false);
    expect(isSupervisor(undefined)).toBe(false);
  });
});

describe('isAdminOrSupervisor', () => {
  it('lets an administrator in without the supervisor role, and a supervisor without admin', () => {
    expect(isAdminOrSupervisor({ admin: true, roles: [{ name: 'operatore' }] })).toBe(true);
    expect(isAdminOrSupervisor({ admin: false, roles: [{ name: 'Supervisore' }] })).toBe(true);
  });

  it('keeps an operator out', () => {
    expect(isAdminOrSupervisor({ admin: false, roles: [{ name: 'operatore' }] })).toBe(false);
    expect(isAdminOrSupervisor({ roles: [] })).toBe(false);
    expect(isAdminOrSupervisor(null)).toBe(false);
  });
});

describe('isEnabled', () => {
  it.each([true, 1, 'true', 'TRUE', ' True ', '1'])('%j enables', (value) => {
    expect(isEnabled(value)).toBe(true);
  });

  it.each([false, 0, 2, 'false', '0', '', 'yes', 'on', null, undefined, {}, ['true']])(
    '%j does not',
    (value) => {
      expect(isEnabled(value)).toBe(false);
    },
  );
});
