import { HTMLTable } from '@blueprintjs/core';

/** A read-only record as label/value rows; rows without a value are left out. */
export function DetailTable({ rows, testId }: { rows: readonly (readonly [string, string | undefined])[]; testId: string }) {
  return (
    <HTMLTable compact className="portal-detail-table" data-testid={testId}>
      <tbody>
        {rows
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </HTMLTable>
  );
}
