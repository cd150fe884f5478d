// zod, configured 'jitless': otherwise its first object parse probes `new Function` to see
// whether it may compile validators, which the Content-Security-Policy (no 'unsafe-eval')
// reports as a violation even though zod catches the refusal. vite.config.ts resolves 'zod'
// here; the API is zod's own.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
