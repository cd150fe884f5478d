import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { useDeleteAccountMutation, useSignOutEverywhereMutation } from '../../mutations/useAccountMutations';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button, buttonClasses } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** The viewer's own data: sign out everywhere, download it (GET /account/export.json), delete it. */
export function AccountActions() {
  const navigate = useNavigate();
  const [signOutEverywhere, signingOut] = useSignOutEverywhereMutation();
  const [deleteAccount] = useDeleteAccountMutation();

  const onSignOutEverywhere = async () => {
    try {
      await signOutEverywhere();
      toast.success('Signed out everywhere', { description: 'Every session of your account has ended.' });
      navigate('/');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to sign out everywhere') });
    }
  };
  const onDelete = async () => {
    try {
      await deleteAccount();
      toast.success('Account deleted', { description: 'Your account and your data have been removed.' });
      navigate('/');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to delete account') });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>What the Privacy Policy promises, one button each.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <section className="space-y-2">
          <p className="text-sm text-slate-300">
            End every session of your account, on this device and all others (open pages stop updating).
          </p>
          <Button variant="outline" size="lg" disabled={signingOut} onClick={() => void onSignOutEverywhere()}>
            Sign out everywhere
          </Button>
        </section>
        <section className="space-y-2">
          <p className="text-sm text-slate-300">
            A JSON file with your profile, votes, notes, groups, invitations, invite links, calendar feeds and sessions.
          </p>
          <a href="/account/export.json" download="my-festival-data.json" className={buttonClasses('outline', 'lg')}>
            Download my data
          </a>
        </section>
        <section className="space-y-2">
          <p className="text-sm text-slate-300">
            Removes your account, votes, notes, memberships and invitations for good. Groups you created pass to their
            longest-standing member, or are deleted when no one else is in them.
          </p>
          <ConfirmDialog
            trigger={(open) => (
              <Button variant="destructive" size="lg" onClick={open}>
                Delete my account
              </Button>
            )}
            title="Delete your account?"
            description="This removes your account and everything personal in it at once. It cannot be undone."
            confirmLabel="Delete my account"
            onConfirm={onDelete}
          />
        </section>
      </CardContent>
    </Card>
  );
}
