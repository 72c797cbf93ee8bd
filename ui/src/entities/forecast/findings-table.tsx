import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FileFinding } from './replacement-calls.ts';

// A profile file's findings by line, column and quarter hour, the same for the check route's
// preview and the command's refusal (the header is line 1).

export function FindingsTable({ findings, total, testId }: { findings: readonly FileFinding[]; total: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <HTMLTable compact striped className="portal-forecast-findings" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('forecast.replace.line')}</th>
            <th>{t('forecast.replace.column')}</th>
            <th>{t('forecast.replace.timestamp')}</th>
            <th>{t('forecast.replace.message')}</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((finding, index) => (
            <tr key={index} data-testid={`${testId}-row`} data-line={finding.line ?? ''} data-column={finding.column ?? ''}>
              <td>{finding.line ?? ''}</td>
              <td>{finding.column ?? ''}</td>
              <td>{finding.timestamp ?? ''}</td>
              <td>{finding.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {total > findings.length && <p>{t('forecast.replace.moreFindings', { count: total - findings.length })}</p>}
    </>
  );
}
