import { Fragment, type ReactNode } from 'react';

/**
 * Parts joined by " · ", each isolated from the others' direction: in Arabic a Latin name, a
 * device id and a date next to each other would otherwise run together in one jumbled line.
 */
export function Isolated({ parts }: { parts: readonly ReactNode[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
