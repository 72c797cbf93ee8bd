import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// The problems of a CSV file, by line and column, as the preview and the server's refusal
// report them (the header is line 1; column 0 is the whole line).

export interface CsvProblemRow {
  line: number;
  column: number;
  columnName: string | null;
  message: string;
}

export function CsvProblemsTable({ problems, total, testId }: { problems: readonly CsvProblemRow[]; total: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <HTMLTable compact striped className="portal-csv-problems" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('meteringPoints.import.line')}</th>
            <th>{t('meteringPoints.import.column')}</th>
            <th>{t('meteringPoints.import.message')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.line}-${problem.column}-${problem.message}`} data-testid={`${testId}-row`} data-line={problem.line} data-column={problem.column}>
              <td>{problem.line}</td>
              <td>{problem.column === 0 ? t('meteringPoints.import.wholeLine') : `${problem.column} (${problem.columnName ?? ''})`}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {total > problems.length && <p>{t('meteringPoints.import.moreProblems', { count: total - problems.length })}</p>}
    </>
  );
}
