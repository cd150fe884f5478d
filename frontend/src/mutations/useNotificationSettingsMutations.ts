import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useNotificationSettingsMutationsAddMutation as AddMutation } from '../__generated__/useNotificationSettingsMutationsAddMutation.graphql';
import type { useNotificationSettingsMutationsLeadMutation as LeadMutation } from '../__generated__/useNotificationSettingsMutationsLeadMutation.graphql';
import type { useNotificationSettingsMutationsRemoveMutation as RemoveMutation } from '../__generated__/useNotificationSettingsMutationsRemoveMutation.graphql';
import type { useNotificationSettingsMutationsTestMutation as TestMutation } from '../__generated__/useNotificationSettingsMutationsTestMutation.graphql';
import { commitAsync } from './commitAsync';

// The profile's notification settings (components/profile/NotificationSettings): the reminder
// lead time, this device's push subscription and a test notification. Each answer carries the
// settings it changed, so the card follows from the store.

const leadMutation = graphql`
  mutation useNotificationSettingsMutationsLeadMutation($input: SetReminderMinutesInput!) {
    setReminderMinutes(input: $input) {
      settings {
        reminderMinutes
        pushDevices
      }
    }
  }
`;

const addMutation = graphql`
  mutation useNotificationSettingsMutationsAddMutation($input: AddPushSubscriptionInput!) {
    addPushSubscription(input: $input) {
      settings {
        pushDevices
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useNotificationSettingsMutationsRemoveMutation($input: RemovePushSubscriptionInput!) {
    removePushSubscription(input: $input) {
      settings {
        pushDevices
      }
    }
  }
`;

const testMutation = graphql`
  mutation useNotificationSettingsMutationsTestMutation {
    sendTestNotification {
      devices
    }
  }
`;

/** Sets the reminder lead time in minutes (null: no reminders). */
export function useSetReminderMinutesMutation() {
  const [commit, isInFlight] = useMutation<LeadMutation>(leadMutation);
  const run = useCallback((minutes: number | null) => commitAsync(commit, { variables: { input: { minutes } } }), [commit]);
  return [run, isInFlight] as const;
}

/** Keeps this device's push subscription on the server. */
export function useAddPushSubscriptionMutation() {
  const [commit, isInFlight] = useMutation<AddMutation>(addMutation);
  const run = useCallback(
    (input: { endpoint: string; p256dh: string; auth: string }) => commitAsync(commit, { variables: { input } }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Forgets a push subscription (this device's, by its endpoint). */
export function useRemovePushSubscriptionMutation() {
  const [commit, isInFlight] = useMutation<RemoveMutation>(removeMutation);
  const run = useCallback((endpoint: string) => commitAsync(commit, { variables: { input: { endpoint } } }), [commit]);
  return [run, isInFlight] as const;
}

/** Sends a test notification to the viewer's devices; resolves with how many got it. */
export function useSendTestNotificationMutation() {
  const [commit, isInFlight] = useMutation<TestMutation>(testMutation);
  const run = useCallback(
    () => commitAsync(commit, { variables: {} }).then((r) => r.sendTestNotification.devices),
    [commit],
  );
  return [run, isInFlight] as const;
}
