import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEADLINE } from './deadline';

// relay-test-utils' createMockEnvironment spies with the global `jest.fn`; vitest's `vi` has the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => cleanup());

// findBy*/waitFor wait up to DEADLINE (default 1 s): CI shares two cores with Go tests and browsers.
configure({ asyncUtilTimeout: DEADLINE });

// jsdom has no layout, so no scrolling: the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};
