import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { InviteFlowQuery } from '../../__generated__/InviteFlowQuery.graphql';
import { useRedeemInviteMutation } from '../../mutations/useRedeemInviteMutation';
import { LoadingText } from '../layout/LoadingText';
import { MessagePage } from '../layout/MessagePage';
import { useSignInDialog } from '../layout/SignInDialogProvider';
import { Button } from '../ui/button';
import { inviteReasonText, withoutInviteParam } from './inviteText';

// Who is asking and what the token is worth. Anyone may validate a token; only the signed-in
// viewer can redeem it (for themselves). Sign-in updates the root viewer, so this re-renders as
// signed in and the invite is redeemed right after.
const query = graphql`
  query InviteFlowQuery($token: String!) {
    viewer {
      user {
        id
      }
    }
    inviteInfo(token: $token) {
      isValid
      reason
      groupName
    }
  }
`;

/** Drops ?invite= from the address (replace: the back button does not bring it back). */
function useLeaveInvite() {
  const navigate = useNavigate();
  const location = useLocation();
  return (to?: string) =>
    navigate(to ?? withoutInviteParam(location.pathname, location.search, location.hash), { replace: true });
}

export function InviteFlow({ token }: { token: string }) {
  const data = useLazyLoadQuery<InviteFlowQuery>(query, { token }, { fetchPolicy: 'network-only' });
  if (data.viewer) return <RedeemInvite token={token} />;
  if (!data.inviteInfo.isValid) return <InvalidInvite reason={data.inviteInfo.reason} />;
  return <InviteSignup groupName={data.inviteInfo.groupName ?? 'the group'} />;
}

// One redemption per token and page, whatever React does with effects (StrictMode runs them twice).
const started = new Set<string>();

function RedeemInvite({ token }: { token: string }) {
  const [redeem] = useRedeemInviteMutation();
  const leave = useLeaveInvite();
  const { pathname } = useLocation();

  useEffect(() => {
    if (started.has(token)) return;
    started.add(token);
    redeem(token).then(
      (result) => {
        if (result.success) {
          // Already in the group: nothing was joined, so no welcome.
          if (result.alreadyMember) toast.info("You're already a member of this group");
          else toast.success('Welcome to the group!', { description: result.message || 'Successfully joined the group!' });
          // From the invite link itself (the site root) go to the group; elsewhere stay on the page.
          const group = result.group;
          leave(group && pathname === '/' ? `/groups/${encodeURIComponent(group.id)}` : undefined);
        } else {
          toast.error('Invalid Invite', { description: inviteReasonText(result.reason) });
          leave();
        }
      },
      () => {
        toast.error('Error', { description: 'Failed to join group' });
        started.delete(token);
        leave();
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

  return <LoadingText>Joining group...</LoadingText>;
}

function InvalidInvite({ reason }: { reason: string | null | undefined }) {
  const leave = useLeaveInvite();
  const { pathname } = useLocation();
  const atRoot = pathname === '/';
  const detail = inviteReasonText(reason);
  return (
    <MessagePage
      title="Invalid Invite"
      role="alert"
      actions={<Button onClick={() => leave()}>Continue to App</Button>}
    >
      <p>{atRoot ? 'This invite link is no longer valid.' : 'This invite link is no longer valid or has expired.'}</p>
      {/* The particular reason, when there is more to say (expired, used up, deactivated). */}
      {detail !== inviteReasonText(null) && <p className="mt-2 text-sm text-slate-500">{detail}.</p>}
    </MessagePage>
  );
}

function InviteSignup({ groupName }: { groupName: string }) {
  const signIn = useSignInDialog();
  const leave = useLeaveInvite();
  return (
    <MessagePage
      title="You're Invited!"
      actions={
        <>
          <Button size="lg" onClick={() => signIn.openForInvite(groupName)}>
            Join Group
          </Button>
          <Button size="lg" variant="ghost" onClick={() => leave()}>
            Not now
          </Button>
        </>
      }
    >
      <p>
        You've been invited to join <strong className="text-white">{groupName}</strong>. Sign in or create an account
        to join the group and compare votes with its members.
      </p>
    </MessagePage>
  );
}
