import { EDITION_STATUS_LABEL, type EditionStatus } from '../../lib/editionStatus';
import { Badge, type BadgeVariant } from '../ui/badge';

const VARIANT: Record<EditionStatus, BadgeVariant> = { upcoming: 'blue', live: 'green', ended: 'gray' };

/** Upcoming (blue), Live Now (green), Ended (gray); the status is computed in the edition's zone. */
export function ScheduleStatusBadge({ status }: { status: EditionStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {EDITION_STATUS_LABEL[status]}
    </Badge>
  );
}
