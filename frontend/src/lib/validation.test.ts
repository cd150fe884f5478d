import { describe, expect, it } from 'vitest';
import { validateEmail, validateOtp, validateUsername } from './validation';

describe('validateEmail', () => {
  it('checks presence and shape', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(validateEmail('nope')).toBe('Please enter a valid email address');
    expect(validateEmail('a@b')).toBe('Please enter a valid email address');
    expect(validateEmail(' a@b.co ')).toBeUndefined();
  });
});

describe('validateOtp', () => {
  it('checks presence, length and digits', () => {
    expect(validateOtp('')).toBe('OTP code is required');
    expect(validateOtp('12345')).toBe('OTP must be 6 digits');
    expect(validateOtp('1234567')).toBe('OTP must be 6 digits');
    expect(validateOtp('12a456')).toBe('OTP must contain only numbers');
    expect(validateOtp('123456')).toBeUndefined();
  });
});

describe('validateUsername', () => {
  it('checks the trimmed value', () => {
    expect(validateUsername('  ')).toBe('Username is required');
    expect(validateUsername(' a ')).toBe('Username must be at least 2 characters');
    expect(validateUsername('a'.repeat(51))).toBe('Username must be less than 50 characters');
    expect(validateUsername('a'.repeat(50))).toBeUndefined();
    expect(validateUsername('no spaces')).toBe(
      'Username can only contain letters, numbers, hyphens, and underscores',
    );
    expect(validateUsername(' good_name-1 ')).toBeUndefined();
  });
});
