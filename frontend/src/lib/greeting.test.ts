import { describe, expect, it } from 'vitest';
import { displayName, greeting, initials, timeOfDayGreeting } from './greeting';

const at = (h: number, m: number) => new Date(2026, 5, 20, h, m, 0);

describe('timeOfDayGreeting', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 59, 'Good afternoon'],
    [18, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('%i:%i -> %s', (h, m, expected) => {
    expect(timeOfDayGreeting(at(h, m))).toBe(expected);
  });
});

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName({ username: 'raver_42', email: 'someone@example.com' })).toBe('raver_42');
  });
  it('falls back to the e-mail before the @', () => {
    expect(displayName({ username: null, email: 'someone@example.com' })).toBe('someone');
    expect(displayName({ username: '   ', email: 'someone@example.com' })).toBe('someone');
  });
  it("falls back to 'there'", () => {
    expect(displayName({ username: null, email: null })).toBe('there');
    expect(displayName({ email: '@example.com' })).toBe('there');
    expect(displayName(null)).toBe('there');
  });
});

describe('greeting', () => {
  it('joins the time of day and the name', () => {
    expect(greeting(at(11, 59), { username: 'ana' })).toBe('Good morning, ana');
    expect(greeting(at(12, 0), { email: 'bob@x.io' })).toBe('Good afternoon, bob');
    expect(greeting(at(17, 59), {})).toBe('Good afternoon, there');
    expect(greeting(at(18, 0), { username: 'ana' })).toBe('Good evening, ana');
  });
});

describe('initials', () => {
  it('uses two letters', () => {
    expect(initials({ username: 'john_doe' })).toBe('JD');
    expect(initials({ username: 'ana' })).toBe('AN');
    expect(initials({ email: 'x@y.z' })).toBe('X');
    expect(initials(null)).toBe('?');
  });
});
