import { useUpdateDraftAccountsMutation } from '@coop-portal/api-client/react';
import {
  AlertDialog,
  Button,
  DataTable,
  DismissibleAlert,
  type DataTableColumn,
} from '@coop-portal/ui';
import { drafts } from '@coop-portal/validation';
import { useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useErrorMessage } from '../shared/useErrorMessage';
import * as styles from './DraftPayments.css';
import type { DraftPaymentsMessages } from './messages';

export interface RemoveDraftsProps {
  memberNumber: string;
  /** The member's accounts with a draft (doc 3 §4). */
  accounts: drafts.DraftAccount[];
  term: string;
  text: DraftPaymentsMessages;
  /** Drafts were removed: the message to show. */
  onRemoved: (message: string) => void;
}

/**
 * Remove Draft (doc 3 §2.2): the accounts with a draft in a selectable table (scrolling at 480px),
 * Clear Selection and Remove; Remove asks 'Are you sure you want to delete draft on selected
 * account(s) ?' with No and Yes, and Yes removes the selected accounts' drafts in one update.
 */
export function RemoveDrafts({ memberNumber, accounts, term, text, onRemoved }: RemoveDraftsProps) {
  const errorMessage = useErrorMessage();
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateDraftAccountsMutation();
  // One update per intent, however often Yes is pressed.
  const sending = useRef(false);
  const chosen = accounts.filter((account) => selected.has(account.accountNumber));

  const remove = () => {
    if (sending.current || chosen.length === 0) return;
    sending.current = true;
    setFailure(null);
    update.mutate(
      {
        params: { memberNumber },
        body: {
          draftAccounts: chosen.map((account) => drafts.draftRemovalAccount(account.accountNumber)),
          memberNumber,
        },
      },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          setConfirming(false);
          onRemoved(answer.message?.trim() || text.updated);
        },
        onError: (error) => {
          setConfirming(false);
          setFailure(text.removeFailed(errorMessage(error)));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const columns: DataTableColumn<drafts.DraftAccount>[] = [
    {
      id: 'account',
      header: text.columnAccount,
      cell: (row) => row.accountNumber,
      isRowHeader: true,
    },
    { id: 'address', header: text.columnAddress, cell: (row) => row.serviceAddress ?? '' },
    {
      id: 'draftType',
      header: text.columnDraftType(term),
      cell: (row) => row.draft?.draftType ?? '',
    },
    {
      id: 'draftAccount',
      header: text.columnDraftAccount(term),
      cell: (row) => row.draft?.draftAccountNumberMasked ?? '',
    },
  ];

  return (
    <>
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismissLabel}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <DataTable
        aria-label={text.removeLabel(term)}
        columns={columns}
        rows={accounts}
        getRowId={(row) => row.accountNumber}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        emptyState={text.noAccountsToRemove}
        maxHeight={480}
      />
      {accounts.length > 0 ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={chosen.length === 0}
            onPress={() => setSelected(new Set())}
          >
            {text.clearSelection}
          </Button>
          <Button
            variant="danger"
            isDisabled={chosen.length === 0}
            onPress={() => setConfirming(true)}
          >
            {text.remove}
          </Button>
        </div>
      ) : null}
      <AlertDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open && !update.isPending) setConfirming(false);
        }}
        title={text.removeTitle(term)}
        variant="destructive"
        size="sm"
        confirmLabel={text.yes}
        cancelLabel={text.no}
        onConfirm={remove}
        isConfirmPending={update.isPending}
        loadingLabel={text.removing}
      >
        {text.confirmRemoval}
      </AlertDialog>
    </>
  );
}
