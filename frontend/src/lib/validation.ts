// Client-side checks with the spec's texts (visitor-app.md §5). Each returns the first failing
// message, or undefined when the value is valid. The server checks again.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL.test(email)) return 'Please enter a valid email address';
  return undefined;
}

export const OTP_LENGTH = 6;

export function validateOtp(value: string): string | undefined {
  if (!value) return 'OTP code is required';
  if (value.length !== OTP_LENGTH) return 'OTP must be 6 digits';
  if (!/^\d+$/.test(value)) return 'OTP must contain only numbers';
  return undefined;
}

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 50;

/** Validates the trimmed username. */
export function validateUsername(value: string): string | undefined {
  const username = value.trim();
  if (!username) return 'Username is required';
  if (username.length < USERNAME_MIN) return 'Username must be at least 2 characters';
  if (username.length > USERNAME_MAX) return 'Username must be less than 50 characters';
  if (!/^[A-Za-z0-9_-]+$/.test(username)) {
    return 'Username can only contain letters, numbers, hyphens, and underscores';
  }
  return undefined;
}
