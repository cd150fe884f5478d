import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { setServerTime } from '../../../lib/now';
import { renderRoute } from '../../../test/renderRoute';

type Env = ReturnType<typeof renderRoute>['environment'];

const opNamed = (environment: Env, name: string) =>
  environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);

async function resolve(environment: Env, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  await waitFor(() => expect(opNamed(environment, name)).toBeDefined());
  await act(async () => {
    const op = opNamed(environment, name)!;
    environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
}

// One set on the main stage, 20:00-21:00 festival time.
const NOVA = {
  id: 'S1',
  slug: 'nova',
  name: 'Nova',
  timeStart: '2026-07-17T20:00:00+02:00',
  timeEnd: '2026-07-17T21:00:00+02:00',
  myVote: null,
  stage: { id: 'ST1', name: 'Main Stage' },
};

// The loader's timetable sync (relay/timetableSync.ts): a first one, so the whole timetable.
async function resolveTimetable(environment: Env, sets: unknown[]) {
  await resolve(environment, 'timetableSyncQuery', {
    Festival: () => ({ id: 'F1' }),
    Edition: () => ({ id: 'E1', timetableChanges: { watermark: 'w1', complete: true, removedSetIds: [], sets } }),
  });
}

async function openSchedule(path: string, edition: Record<string, unknown>, sets: unknown[] = []) {
  const utils = renderRoute(path);
  await resolve(utils.environment, 'EditionLayoutRouteQuery', {
    Festival: () => ({ id: 'F1', name: 'Aurora Fields', slug: 'aurora-fields', logoUrl: null }),
    Edition: () => ({ id: 'E1', slug: '2026', name: 'Aurora Fields 2026' }),
  });
  await resolve(utils.environment, 'ScheduleRouteQuery', {
    Query: () => ({ viewer: null }),
    Edition: () => ({
      id: 'E1',
      timeZone: 'Europe/Amsterdam',
      stages: [{ id: 'ST1', name: 'Main Stage' }],
      calendarFeed: null,
      planDownloadPath: '/calendar/plan/E1.ics',
      ...edition,
    }),
  });
  if (edition.published) await resolveTimetable(utils.environment, sets);
  return utils;
}

const base = '/festivals/aurora-fields/editions/2026/schedule';

describe('schedule states', () => {
  it("says 'Schedule not yet published.' for an unpublished edition", async () => {
    await openSchedule(`${base}/timeline`, { published: false, startDate: '2026-07-17', endDate: '2026-07-19' });
    expect(await screen.findByText('Schedule not yet published.')).toBeInTheDocument();
    expect(screen.queryByText('Timeline View')).not.toBeInTheDocument();
  });

  it("says 'Festival dates not available yet.' on the timeline without dates, but the list works", async () => {
    const { router } = await openSchedule(`${base}/timeline`, { published: true, startDate: null, endDate: null }, [NOVA]);
    expect(await screen.findByText('Festival dates not available yet.')).toBeInTheDocument();
    expect(screen.getByText('Europe/Amsterdam')).toBeInTheDocument();
    await act(async () => {
      await router.navigate(`${base}/list`);
    });
    expect(await screen.findByRole('link', { name: 'Nova' })).toBeInTheDocument();
    expect(screen.getByText('20:00–21:00')).toBeInTheDocument();
    expect(screen.queryByText('Festival dates not available yet.')).not.toBeInTheDocument();
  });

  it("says 'Error loading schedule.' when the query fails, and 'Try Again' loads it again", async () => {
    const { environment } = renderRoute(`${base}/list`);
    await resolve(environment, 'EditionLayoutRouteQuery', {
      Festival: () => ({ id: 'F1', name: 'Aurora Fields', slug: 'aurora-fields', logoUrl: null }),
      Edition: () => ({ id: 'E1', slug: '2026', name: 'Aurora Fields 2026' }),
    });
    await waitFor(() => expect(opNamed(environment, 'ScheduleRouteQuery')).toBeDefined());
    await act(async () => {
      environment.mock.reject(opNamed(environment, 'ScheduleRouteQuery')!, new Error('timetable: not implemented'));
    });
    expect(await screen.findByText('Error loading schedule.')).toBeInTheDocument();

    // Retrying asks again and, when that succeeds, shows the schedule in place of the error.
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await resolve(environment, 'ScheduleRouteQuery', {
      Query: () => ({ viewer: null }),
      // The same festival record as the layout's (another id would leave the layout without its data).
      Festival: () => ({ id: 'F1' }),
      Edition: () => ({
        id: 'E1',
        published: true,
        timeZone: 'Europe/Amsterdam',
        stages: [{ id: 'ST1', name: 'Main Stage' }],
        calendarFeed: null,
        planDownloadPath: '/calendar/plan/E1.ics',
      }),
    });
    await resolveTimetable(environment, [NOVA]);
    expect(await screen.findByRole('link', { name: 'Nova' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading schedule.')).not.toBeInTheDocument();
  });

  it('redirects .../schedule to the timeline, or to the view named by ?view=, keeping filters', async () => {
    const a = renderRoute(`${base}?time=evening`);
    await waitFor(() => expect(a.router.state.location.pathname).toBe(`${base}/timeline`));
    expect(a.router.state.location.search).toBe('?time=evening');
    a.unmount();
    const b = renderRoute(`${base}?view=list&day=2026-07-18`);
    await waitFor(() => expect(b.router.state.location.pathname).toBe(`${base}/list`));
    expect(b.router.state.location.search).toBe('?day=2026-07-18');
  });

  it("counts only the saved plan's clashes in My plan when there is a saved plan", async () => {
    setServerTime('2026-07-17T10:00:00Z'); // before every set: all clashes are ahead
    const at = (id: string, name: string, from: string, to: string, myVote: string | null) => ({
      ...NOVA,
      id,
      slug: name.toLowerCase(),
      name,
      timeStart: `2026-07-17T${from}:00+02:00`,
      timeEnd: `2026-07-17T${to}:00+02:00`,
      myVote,
    });
    // Votes: A, B and E overlap each other (3 clashes). The saved plan: C and D (1 clash).
    const sets = [
      at('S1', 'Alpha', '20:00', '21:00', 'MUST_GO'),
      at('S2', 'Beta', '20:30', '21:30', 'MUST_GO'),
      at('S5', 'Echo', '20:15', '20:45', 'INTERESTED'),
      at('S3', 'Gamma', '22:00', '23:00', 'INTERESTED'),
      at('S4', 'Delta', '22:30', '23:30', null),
    ];
    await openSchedule(
      `${base}/list?plan=true`,
      {
        published: true,
        startDate: '2026-07-17',
        endDate: '2026-07-19',
        savedPlan: { items: [{ set: { id: 'S3' } }, { set: { id: 'S4' } }], problems: [] },
      },
      sets,
    );
    expect(await screen.findByText('1 clash ahead in your plan')).toBeInTheDocument();
    expect(screen.queryByText(/3 clashes ahead/)).not.toBeInTheDocument();
  });
});
