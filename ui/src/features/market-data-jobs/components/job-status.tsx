import { useTranslation } from 'react-i18next';
import { type JobStatus, statusColour } from '../job-display.ts';

/** A job's status in words beside a dot of its colour: the text keeps the page's colour, readable on any background. */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <span className="portal-job-status" data-testid="market-job-status" data-status={status}>
      <span className="portal-job-status-dot" style={{ backgroundColor: statusColour[status] }} aria-hidden="true" />
      {t(`marketJobs.statuses.${status}`)}
    </span>
  );
}
