import { Alert, Button } from '@coop-portal/ui';
import { useErrorMessage } from './useErrorMessage';

/** What ReadFailure needs of each read (a TanStack Query result). */
export interface FailableRead {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ReadFailureProps {
  /** The reads a widget needs before it can show anything; the first failed one is told. */
  reads: readonly FailableRead[];
  /** The button that reads the failed ones again, e.g. 'Try again'. */
  retryLabel: string;
  className?: string;
}

/**
 * A widget's reads that failed: the first failure's message (the error catalogue's wording) and a
 * button that reads every failed one again, busy while any read is under way.
 */
export function ReadFailure({ reads, retryLabel, className }: ReadFailureProps) {
  const errorMessage = useErrorMessage();
  const failed = reads.find((read) => read.isError);
  if (!failed) return null;
  return (
    <div className={className}>
      <Alert tone="error">{errorMessage(failed.error)}</Alert>
      <Button
        variant="secondary"
        isPending={reads.some((read) => read.isFetching)}
        onPress={() => {
          for (const read of reads) if (read.isError) void read.refetch();
        }}
      >
        {retryLabel}
      </Button>
    </div>
  );
}
