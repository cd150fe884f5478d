import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';

type Env = ReturnType<typeof renderRoute>['environment'];
type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

function pending(environment: Env, name: string) {
  return environment.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
}

async function answer(environment: Env, name: string, resolvers: Resolvers) {
  await waitFor(() => expect(pending(environment, name).length, `${name} pending`).toBeGreaterThan(0));
  const op = pending(environment, name)[0];
  await act(async () => {
    environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
  return op;
}

const entry = (id: string, summary: string, actorName: string) => ({
  id,
  summary,
  actorName,
  actorEmail: null,
  createdAt: '2026-11-26T08:15:00Z',
  changes: [{ field: 'time', before: '20:00–21:00', after: '21:00–22:00' }],
});

async function openAudit(path: string, isAdmin: boolean) {
  const { environment, router } = renderRoute(path);
  await answer(environment, 'AdminLayoutQuery', { Query: () => ({ viewer: { canEditArtists: true, isAdmin } }) });
  const op = await answer(environment, 'AuditPageQuery', {
    Query: () => ({ viewer: { isAdmin } }),
    AuditEntryConnection: () => ({
      edges: [{ cursor: 'c1', node: entry('A1', "Set 'Gentle Kites': time 20:00–21:00 → 21:00–22:00", 'ada') }],
      pageInfo: { hasNextPage: true, endCursor: 'c1' },
    }),
  });
  return { environment, router, op };
}

describe('the audit screen', () => {
  it('lists entries in words with their changed fields, filtered by the address', async () => {
    const { op } = await openAudit('/admin/audit?kind=SET&actor=ada', false);
    expect(op.request.variables).toMatchObject({ kind: 'SET', actor: 'ada', first: 25 });
    expect(await screen.findByText("Set 'Gentle Kites': time 20:00–21:00 → 21:00–22:00")).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByText('21:00–22:00')).toBeInTheDocument();
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect(kind.value).toBe('SET');
    // Role changes are for admins only: a moderator is not offered the kind.
    expect(within(kind).queryByRole('option', { name: 'Role' })).toBeNull();
  });

  it('offers admins the Role kind and reloads through the loader when a filter changes', async () => {
    const { environment, router } = await openAudit('/admin/audit', true);
    const kind = await screen.findByLabelText('Kind');
    expect(within(kind).getByRole('option', { name: 'Role' })).toBeInTheDocument();
    fireEvent.change(kind, { target: { value: 'ROLE' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=ROLE'));
    await waitFor(() => expect(pending(environment, 'AuditPageQuery').some((o) => o.request.variables.kind === 'ROLE')).toBe(true));
  });

  it('loads older entries with Load more', async () => {
    const { environment } = await openAudit('/admin/audit', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const more = await answer(environment, 'AuditLogPaginationQuery', {
      AuditEntryConnection: () => ({
        edges: [{ cursor: 'c2', node: entry('A2', "Stage 'Main' created", 'command line') }],
        pageInfo: { hasNextPage: false, endCursor: 'c2' },
      }),
    });
    expect(more.request.variables).toMatchObject({ after: 'c1', first: 25 });
    expect(await screen.findByText("Stage 'Main' created")).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the audit screen when the server refuses', () => {
  it('offers the unfiltered log (a moderator asking for role changes)', async () => {
    const { environment } = renderRoute('/admin/audit?kind=ROLE');
    await answer(environment, 'AdminLayoutQuery', { Query: () => ({ viewer: { canEditArtists: true, isAdmin: false } }) });
    await waitFor(() => expect(pending(environment, 'AuditPageQuery').length).toBeGreaterThan(0));
    await act(async () => {
      environment.mock.reject(pending(environment, 'AuditPageQuery')[0], new Error('Only admins can see role changes'));
    });
    expect(await screen.findByRole('link', { name: 'Show all changes' })).toHaveAttribute('href', '/admin/audit');
  });
});
