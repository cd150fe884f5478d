// The unit tests' one deadline for waiting on a state (findBy*, waitFor, vi.waitFor): how long a
// state may take before the test fails, generous so that a busy machine (two shared cores under
// Go tests, browsers and other work: load average 10-30) passes what a quiet one does. Tests wait
// for the state, never for a fixed time; a passing test does not wait longer for it.
export const DEADLINE = 60_000;
