// The journeys' one deadline for waiting on a state (an element, an answer, an e-mail, a
// server's readiness). Journeys wait for the state they need, never for a fixed time; this is
// only how long a state may take before the journey fails, generous so a busy machine (load
// average 10-30 on two cores) passes what a quiet one does. E2E_DEADLINE_MS overrides it.
export const DEADLINE = Number(process.env.E2E_DEADLINE_MS ?? 120_000);
