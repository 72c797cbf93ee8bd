import { Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';
import { formatEnergy, formatKind } from '@/lib/format/index.ts';
import type { UploadStep } from '../use-profile-upload.ts';
import { ProfileFindingsGrid } from './profile-findings-grid.tsx';

/** What the check (or a refused upload) found: a summary, or the findings by line and quarter hour. */
export function ProfileCheckResult({ step, zone }: { step: UploadStep; zone: MarketZone }) {
  const { t } = useTranslation();
  const answer = step.kind === 'checked' || step.kind === 'uploading' ? step.answer : null;
  return (
    <div aria-live="polite" data-testid="load-profile-result" data-state={step.kind}>
      {step.kind === 'checking' && (
        <p>
          <Spinner size={14} /> {t('meteringPoints.upload.checking')}
        </p>
      )}
      {answer && (
        <>
          <p data-testid="load-profile-summary">
            {answer.problemCount === 0 && `${t('meteringPoints.upload.valid', { rows: answer.rows })} `}
            {t('meteringPoints.upload.summary', { kwh: formatEnergy(answer.summary.kwh, 'kWh'), maxKw: `${formatKind(answer.summary.maxKw, 'graph')} kW` })}
          </p>
          {answer.problemCount > 0 && (
            <Callout intent="danger">
              <p>{t('meteringPoints.upload.findings', { count: answer.problemCount })}</p>
              <ProfileFindingsGrid findings={answer.problems} total={answer.problemCount} zone={zone} testId="load-profile-findings" />
            </Callout>
          )}
        </>
      )}
      {step.kind === 'refused' && (
        <Callout intent="danger" data-testid="load-profile-refusal" data-code={step.refusal.code}>
          <p>{t(step.by === 'check' ? 'meteringPoints.upload.findings' : 'meteringPoints.upload.refused', { count: step.refusal.problemCount })}</p>
          <ProfileFindingsGrid findings={step.refusal.problems} total={step.refusal.problemCount} zone={zone} testId="load-profile-findings" />
        </Callout>
      )}
    </div>
  );
}
