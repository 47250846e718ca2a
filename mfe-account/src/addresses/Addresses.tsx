/**
 * /account/addresses: the address book — add, edit, delete (confirmed in a dialog) and choose the default. The form
 * and the calls are the checkout's own (`@storefront/shared/addresses`), so both refuse and say the same.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { ADDRESSES_QUERY, AddressForm, AddressLines, deleteAddress, fetchAddresses, updateAddress } from '@storefront/shared/addresses';
import { useConfirm } from '@storefront/shared/overlays';
import { siteStore } from '@storefront/shared/runtime';
import { ADDRESS_MESSAGES, MAX_ADDRESSES_PER_USER, type Address, type IndiaState } from '@storefront/shared/signed-in';
import { Button, color, layout, mq, pageTitle, radius, ScreenMessage, SkeletonText, space, usePageHead } from '@storefront/shared/ui';
import { AccountSection } from '../account/AccountSection';
import { ADDRESSES_TEXTS as TEXTS } from './texts';
import { OutcomeLine, type Outcome } from '../account/OutcomeLine';
import { mutedTextCss, twoColumnListCss } from '../account/styles';

/** What the screen shows in place of the list's end: nothing, the new-address form, or one address's form. */
type Editing = null | 'new' | number;

export function Addresses() {
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: ADDRESSES_QUERY, queryFn: ({ signal }) => fetchAddresses(signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const settle = async (text: string, error = false) => {
    setMessage({ text, error });
    await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY });
  };

  const act = async (address: Address, action: () => Promise<{ message: string }>, done?: string) => {
    setBusyId(address.id);
    setMessage(null);
    try {
      const answer = await action();
      await settle(done ?? answer.message);
    } catch (error) {
      await settle(extractErrorMessage(error), true);
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (address: Address) => {
    const confirmed = await confirm(TEXTS.removeMessage, {
      title: TEXTS.removeTitle,
      confirmText: TEXTS.removeConfirm,
      cancelText: TEXTS.removeKeep,
      danger: true,
    });
    if (confirmed) await act(address, () => deleteAddress(address.id));
  };

  // An address saved before states became a fixed list may carry another name: the server's refusal then says so.
  const onMakeDefault = (address: Address) =>
    act(address, () => updateAddress(address.id, { ...address, state: address.state as IndiaState, is_default: true }), TEXTS.madeDefault);

  const onSaved = (text: string) => {
    setEditing(null);
    void settle(text);
  };

  const list = addresses.data ?? [];
  const atLimit = list.length >= MAX_ADDRESSES_PER_USER;
  return (
    <AccountSection
      title={TEXTS.title}
      lead={TEXTS.lead}
      actions={
        addresses.isSuccess &&
        editing !== 'new' && (
          <Button
            variant="secondary"
            disabled={atLimit}
            onClick={() => {
              setMessage(null);
              setEditing('new');
            }}
          >
            {TEXTS.add}
          </Button>
        )
      }
    >
      <div css={{ display: 'grid', gap: space[4] }}>
        {message && <OutcomeLine outcome={message} />}
        {atLimit && <p css={mutedTextCss}>{ADDRESS_MESSAGES.limitReached}</p>}
        {editing === 'new' && (
          <div css={panelCss}>
            <AddressForm offerDefault onSaved={(_, text) => onSaved(text)} onCancel={() => setEditing(null)} />
          </div>
        )}
        {addresses.isPending ? (
          <SkeletonText lines={4} />
        ) : addresses.isError ? (
          <ScreenMessage alert title={TEXTS.loadFailed} actions={<Button onClick={() => void addresses.refetch()}>{TEXTS.tryAgain}</Button>} />
        ) : list.length === 0 ? (
          editing !== 'new' && <p css={mutedTextCss}>{TEXTS.empty}</p>
        ) : (
          <ul css={twoColumnListCss}>
            {list.map((address) =>
              editing === address.id ? (
                <li key={address.id} css={[panelCss, { [mq.lgUp]: { gridColumn: '1 / -1' } }]}>
                  <AddressForm address={address} offerDefault onSaved={(_, text) => onSaved(text)} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <li key={address.id} css={[panelCss, { display: 'grid', gap: space[3], alignContent: 'space-between' }]}>
                  <AddressLines address={address} />
                  <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[2] }}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={TEXTS.edit(TEXTS.place(address.line1, address.city))}
                      disabled={busyId !== null}
                      onClick={() => {
                        setMessage(null);
                        setEditing(address.id);
                      }}
                    >
                      {TEXTS.editLabel}
                    </Button>
                    {!address.is_default && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={TEXTS.makeDefault(TEXTS.place(address.line1, address.city))}
                        loading={busyId === address.id}
                        disabled={busyId !== null}
                        onClick={() => void onMakeDefault(address)}
                      >
                        {TEXTS.makeDefaultLabel}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={TEXTS.remove(TEXTS.place(address.line1, address.city))}
                      disabled={busyId !== null}
                      onClick={() => void onDelete(address)}
                    >
                      {TEXTS.removeLabel}
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </div>
      {confirmDialog}
    </AccountSection>
  );
}

const panelCss = { padding: space[4], border: `${layout.borderWidth} solid ${color.border}`, borderRadius: radius.md, minWidth: 0 } as const;
