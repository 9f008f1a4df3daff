import type { ReactNode } from 'react';
import './DetailList.css';

/** Labelled facts of one record (a dialog's or a verified certificate's): each row a label and its value. */
export function DetailList({
  rows,
  className = 'detail-list',
  testId,
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
