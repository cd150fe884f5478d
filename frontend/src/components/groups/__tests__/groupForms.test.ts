import { describe, expect, it } from 'vitest';
import { parseSetFilters, serializeSetFilters, setsVariables, DEFAULT_FILTERS } from '../../../lib/setFilters';
import { groupInput, parseOptionalCount, validateGroupName, validateMemberInput } from '../groupForms';

describe('validateGroupName', () => {
  it('requires a name', () => {
    expect(validateGroupName('')).toBe('Group name is required');
  });

  it('refuses a blank name', () => {
    expect(validateGroupName('   ')).toBe('Group name cannot be empty');
  });

  it('accepts a one-letter name', () => {
    expect(validateGroupName('A')).toBeUndefined();
    expect(validateGroupName('  Crew ')).toBeUndefined();
  });
});

describe('groupInput', () => {
  it('trims the name and the description; an empty description becomes null', () => {
    expect(groupInput('  Crew  ', '  ')).toEqual({ name: 'Crew', description: null });
    expect(groupInput('Crew', ' Friends from school ')).toEqual({ name: 'Crew', description: 'Friends from school' });
  });
});

describe('validateMemberInput', () => {
  it('requires a username or e-mail', () => {
    expect(validateMemberInput('')).toBe('Username or email is required');
    expect(validateMemberInput('  ')).toBe('Username or email cannot be empty');
    expect(validateMemberInput('bob')).toBeUndefined();
  });
});

describe('parseOptionalCount', () => {
  it('reads empty as none and whole numbers from 1', () => {
    expect(parseOptionalCount('')).toEqual({ value: null });
    expect(parseOptionalCount(' 7 ')).toEqual({ value: 7 });
    expect(parseOptionalCount('1')).toEqual({ value: 1 });
  });

  it('refuses 0, negatives, fractions and words', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3']) expect(parseOptionalCount(bad)).toEqual({ error: true });
  });
});

describe('group parameters of the sets list', () => {
  const parse = (q: string) => parseSetFilters(new URLSearchParams(q));

  it('reads groupId and votePerspective', () => {
    expect(parse('groupId=G1&votePerspective=group')).toMatchObject({ groupId: 'G1', votePerspective: 'group' });
    expect(parse('groupId=G1').votePerspective).toBeUndefined();
    // A perspective without a group means nothing.
    expect(parse('votePerspective=group').votePerspective).toBeUndefined();
  });

  it('writes them and removes them again', () => {
    const params = serializeSetFilters({ ...DEFAULT_FILTERS, groupId: 'G1', votePerspective: 'group' });
    expect(params.toString()).toBe('groupId=G1&votePerspective=group');
    expect(serializeSetFilters(DEFAULT_FILTERS, params).toString()).toBe('');
  });

  it('passes the group and the perspective to Edition.sets', () => {
    expect(setsVariables({ ...DEFAULT_FILTERS, groupId: 'G1', votePerspective: 'group' }).filter).toMatchObject({
      groupId: 'G1',
      votePerspective: 'GROUP',
    });
    expect(setsVariables({ ...DEFAULT_FILTERS, groupId: 'G1' }).filter).toMatchObject({
      groupId: 'G1',
      votePerspective: 'EVERYONE',
    });
    expect(setsVariables(DEFAULT_FILTERS).filter).toBeNull();
  });
});
