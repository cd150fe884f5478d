import { useNotificationAdded } from '../../subscriptions/useNotificationAdded';

/**
 * The viewer's notificationAdded subscription (toast and live count), as a component the header's
 * bell loads on its own (React.lazy): the subscription's code is not in the entry's JavaScript.
 */
export function NotificationFeed({ userId }: { userId: string }) {
  useNotificationAdded(userId);
  return null;
}
