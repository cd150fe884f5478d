import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toast } from '../../lib/toast';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { SignInRequired } from '../../components/groups/SignInRequired';
import { LoadingText } from '../../components/layout/LoadingText';
import { AccessTokens } from '../../components/profile/AccessTokens';
import { AccountActions } from '../../components/profile/AccountActions';
import { UsernameForm } from '../../components/profile/UsernameForm';
import { NotificationSettings } from '../../components/profile/NotificationSettings';
import { ThemeSettings } from '../../components/profile/ThemeSettings';
import { PlanShares } from '../../components/profile/PlanShares';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useOffline } from '../../offline/useOffline';
import { preloadRouteQuery } from '../../relay/preload';

// /profile: the viewer's username (changeable under the onboarding rules), e-mail address, and
// their own data: personal access tokens, sign out everywhere, download, delete. Offline it shows the profile the saved
// store holds (with a toast saying so), or says there is none (visitor-app.md §8).
const query = graphql`
  query ProfileRouteQuery {
    viewer {
      email
      user {
        username
      }
      ...NotificationSettings_viewer
      ...AccessTokens_viewer
      ...PlanShares_viewer
    }
  }
`;

export function profileLoader(environment: Environment) {
  return () => ({ queryRef: preloadRouteQuery<ProfileRouteQuery>(environment, 'profile', query, {}) });
}

export function ProfileRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ProfileRouteQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading profile...</LoadingText>}>
      <Profile queryRef={queryRef} />
    </Suspense>
  );
}

function Profile({ queryRef }: { queryRef: PreloadedQuery<ProfileRouteQuery> }) {
  const { viewer } = usePreloadedQuery<ProfileRouteQuery>(query, queryRef);
  const offline = useOffline();
  const cached = offline && viewer != null;
  useEffect(() => {
    if (cached) toast('Using cached profile', { id: 'cached-profile', description: 'Profile data is from offline cache (will sync when online)' });
  }, [cached]);
  if (!viewer && offline) return <NoOfflineProfile />;
  if (!viewer) return <SignInRequired text="Sign in to see and manage your profile." />;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-white">Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
          <CardDescription>
            Signed in as <span data-testid="profile-email" className="text-slate-200">{viewer.email}</span>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UsernameForm current={viewer.user.username ?? ''} />
        </CardContent>
      </Card>
      <ThemeSettings />
      <NotificationSettings viewer={viewer} />
      <AccessTokens viewer={viewer} />
      <PlanShares viewer={viewer} />
      <AccountActions />
    </div>
  );
}

function NoOfflineProfile() {
  return (
    <Card className="mx-auto mt-8 w-full max-w-md text-center" role="alert">
      <CardHeader>
        <CardTitle>No profile data available offline</CardTitle>
        <CardDescription>Connect to the internet to see your profile.</CardDescription>
      </CardHeader>
    </Card>
  );
}
