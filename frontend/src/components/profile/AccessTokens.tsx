import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccessTokens_token$key } from '../../__generated__/AccessTokens_token.graphql';
import type { AccessTokens_viewer$key } from '../../__generated__/AccessTokens_viewer.graphql';
import type { AccessTokenScope } from '../../__generated__/useAccessTokenMutationsCreateMutation.graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useCreateAccessTokenMutation, useRevokeAccessTokenMutation } from '../../mutations/useAccessTokenMutations';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 focus-visible:border-violet-400 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none aria-[invalid=true]:border-red-500';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const when = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : null);

/**
 * Profile: personal access tokens for the viewer's own scripts (docs/api.md). A token is created
 * with a name, a scope (read; or vote: votes, notes and plans too) and an expiry of 1 to 365
 * days; its value is shown once. Every token created or revoked stays listed, with its last use.
 */
export function AccessTokens({ viewer }: { viewer: AccessTokens_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccessTokens_viewer on Viewer {
        accessTokens {
          id
          ...AccessTokens_token
        }
      }
    `,
    viewer,
  );
  // Missing from a profile saved offline before this card existed.
  const tokens = (data.accessTokens as typeof data.accessTokens | undefined) ?? [];
  const [shown, setShown] = useState<string>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal access tokens</CardTitle>
        <CardDescription>
          Let your own scripts use the API as you: send <code>Authorization: Bearer &lt;token&gt;</code>. A token can
          never delete your account, change sign-in or manage tokens.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CreateTokenForm onCreated={setShown} />
        {shown && (
          <div role="status" className="rounded-md border border-violet-500/40 bg-violet-950/40 p-3 text-sm text-slate-100">
            <p className="font-medium">Copy your new token now. It will not be shown again.</p>
            <code data-testid="new-token" className="mt-2 block break-all text-violet-200 select-all">
              {shown}
            </code>
          </div>
        )}
        {tokens.length === 0 ? (
          <p className="text-sm text-slate-400">No tokens yet.</p>
        ) : (
          <ul className="divide-y divide-slate-700" aria-label="Your tokens">
            {tokens.map((t) => (
              <TokenRow key={t.id} token={t} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('READ');
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string>();
  const [create, creating] = useCreateAccessTokenMutation();
  const dayCount = Number(days);
  const invalid =
    name.trim().length === 0 || name.trim().length > 100
      ? 'Give the token a name of 1 to 100 characters.'
      : !Number.isInteger(dayCount) || dayCount < 1 || dayCount > 365
        ? 'A token expires after 1 to 365 days.'
        : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      setError(invalid);
      return;
    }
    try {
      const r = await create(name.trim(), [scope], dayCount);
      onCreated(r.token);
      setName('');
      setError(undefined);
      toast.success('Token created', { description: 'Copy it now: it is shown only once.' });
    } catch (err) {
      const message = errorMessage(err, 'Failed to create the token');
      setError(message);
      toast.error('Error', { description: message });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="New token">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-200">
          Token name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-scope`} className="text-sm font-medium text-slate-200">
            Scope
          </label>
          <select
            id={`${id}-scope`}
            value={scope}
            onChange={(e) => setScope(e.target.value as AccessTokenScope)}
            className={inputClass}
          >
            <option value="READ">Read</option>
            <option value="VOTE">Read and vote (votes, notes, plans)</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="text-sm font-medium text-slate-200">
            Expires after (days)
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={days}
            onChange={(e) => {
              setDays(e.target.value);
              setError(undefined);
            }}
            className={inputClass}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={creating}>
        {creating ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  );
}

function TokenRow({ token }: { token: AccessTokens_token$key }) {
  const t = useFragment(
    graphql`
      fragment AccessTokens_token on AccessToken {
        id
        name
        scopes
        createdAt
        expiresAt
        lastUsedAt
        revokedAt
        active
      }
    `,
    token,
  );
  const [revoke, revoking] = useRevokeAccessTokenMutation();
  const onRevoke = async () => {
    try {
      await revoke(t.id);
      toast.success('Token revoked', { description: `${t.name} no longer works.` });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to revoke the token') });
    }
  };
  const state = t.revokedAt ? `Revoked ${when(t.revokedAt)}` : t.active ? `Expires ${when(t.expiresAt)}` : `Expired ${when(t.expiresAt)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="token-row">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-100">{t.name}</p>
        <p className="text-xs text-slate-400">
          {t.scopes.includes('VOTE') ? 'Read and vote' : 'Read'} · Created {when(t.createdAt)} · {state} ·{' '}
          {t.lastUsedAt ? `Last used ${when(t.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      {t.active ? (
        <Button variant="outline" onClick={onRevoke} disabled={revoking} aria-label={`Revoke ${t.name}`}>
          {revoking ? 'Revoking...' : 'Revoke'}
        </Button>
      ) : (
        <Badge variant="gray">{t.revokedAt ? 'Revoked' : 'Expired'}</Badge>
      )}
    </li>
  );
}
