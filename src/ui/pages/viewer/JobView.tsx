import { useTranslation } from 'react-i18next';
import type { Job } from '@application/viewer/LessonItem';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Icon } from '@ui/components/Icon';
import { formatFileSize, formatInstant } from '@ui/pages/viewer/viewerFormat';

const STATUS_TONE: Record<Job['status'], BadgeTone> = { pending: 'neutral', delivered: 'info', evaluated: 'success' };

export function JobStatusBadge({ job }: { job: Job }) {
  const { t } = useTranslation('viewer');
  return <Badge tone={STATUS_TONE[job.status]}>{t(`handIn.status.${job.status}`)}</Badge>;
}

export function LateBadge() {
  const { t } = useTranslation('viewer');
  return (
    <Badge tone="warning" icon={<Icon name="alert" size={14} />}>
      {t('handIn.late')}
    </Badge>
  );
}

/** What was handed in: when (in the reader's own zone, like every instant), whether late, the text and the files (signed links). */
export function JobView({ job, timeZone }: { job: Job; timeZone?: string }) {
  const { t, i18n } = useTranslation('viewer');
  return (
    <div className="viewer-job stack">
      <p className="cluster">
        <JobStatusBadge job={job} />
        {job.late ? <LateBadge /> : null}
        {job.deliveredAt ? <span>{t('handIn.deliveredAt', { date: formatInstant(job.deliveredAt, i18n.language, timeZone) })}</span> : null}
        {job.score !== null ? <span>{t('handIn.score', { score: job.score })}</span> : null}
      </p>
      {job.text ? (
        <div>
          <h3 className="viewer-job__label">{t('handIn.text')}</h3>
          <p className="viewer-job__text">{job.text}</p>
        </div>
      ) : null}
      {job.files.length > 0 ? (
        <div>
          <h3 className="viewer-job__label">{t('handIn.files')}</h3>
          <ul className="viewer-job__files">
            {job.files.map((file) => (
              <li key={file.guid}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>{' '}
                <span className="viewer-muted">({formatFileSize(t, file.size, i18n.language)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
