// Product-wide names. The spec fixes neither; change them here only.
export const PRODUCT_NAME = 'Festival Voting';
export const CONTACT_EMAIL = 'privacy@festivals.example';
