/**
 * The global wishlist modal 'Add Products In Wishlist' (ui:open-wishlist): puts the chosen product in the default
 * wishlist or one of the shopper's named ones, and creates named ones ('Create Another Wish List'). One toast per
 * action: a list made on the way to saving the product is confirmed inside the modal, the saving by the toast.
 */
import { type FormEvent, useRef, useState } from 'react';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  extractErrorMessage,
  LOGIN_PATH,
  rememberPathForSignIn,
  type GlobalPanelModule,
  type GlobalPanelProps,
  type User,
  type WishlistCategory,
} from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { Modal } from '@storefront/shared/overlays';
import { eventBus, sessionStore, showErrorToast, showToast } from '@storefront/shared/runtime';
import { DEFAULT_WISHLIST_NAME, updateWishlist, wishlistCategoryCreateSchema } from '@storefront/shared/shopping';
import { createWishlistCategory, fetchWishlistCategories } from '../api/wishlistsApi';
import { Button, color, space, Spinner, textLinkCss } from '@storefront/shared/ui';
import { WISHLIST_MODAL_TEXTS as TEXTS } from './texts';

// Per shopper, so a sign-out and sign-in as someone else never shows the previous shopper's lists.
const wishlistCategoriesKey = (user: Pick<User, 'id' | 'email'>): QueryKey => ['wishlist-categories', user.id ?? user.email];

function WishlistPanel({ open, payload, onClose }: GlobalPanelProps<'ui:open-wishlist'>) {
  const { user } = useSnapshot(sessionStore);
  const [creating, setCreating] = useState(false);
  const [createdMessage, setCreatedMessage] = useState('');
  if (!open && (creating || createdMessage)) {
    setCreating(false);
    setCreatedMessage('');
  }

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={TEXTS.title}
        footer={
          user ? (
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {TEXTS.create}
            </Button>
          ) : null
        }
      >
        {user ? (
          <>
            <p role="status" css={{ margin: createdMessage ? `0 0 ${space[3]}` : 0, color: color.success }}>
              {createdMessage}
            </p>
            <WishlistChoices productId={payload.product_id} listsKey={wishlistCategoriesKey(user)} enabled={open} onAdded={onClose} />
          </>
        ) : (
          <GuestNotice onLeave={onClose} />
        )}
      </Modal>
      {user && (
        <CreateWishlistDialog
          open={creating}
          listsKey={wishlistCategoriesKey(user)}
          onCreated={setCreatedMessage}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}

interface WishlistChoicesProps {
  productId: number;
  listsKey: QueryKey;
  enabled: boolean;
  onAdded: () => void;
}

function WishlistChoices({ productId, listsKey, enabled, onAdded }: WishlistChoicesProps) {
  const lists = useQuery({ queryKey: listsKey, queryFn: ({ signal }) => fetchWishlistCategories(signal), enabled });
  const update = useMutation({
    mutationFn: (categoryId: number | null) => updateWishlist({ product_id: productId, wishlist_category_id: categoryId ?? '' }),
    onSuccess: (result) => {
      eventBus.emit('wishlist:changed', { product_id: productId, wishlist: result.wishlist });
      showToast({ message: result.message, kind: 'success' });
      onAdded();
    },
    onError: (error) => showErrorToast(error),
  });
  const entries = [{ id: null, name: DEFAULT_WISHLIST_NAME }, ...(lists.data ?? [])];

  return (
    <>
      <ul aria-label={TEXTS.lists} css={{ display: 'flex', flexDirection: 'column', gap: space[2], margin: 0, padding: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id ?? DEFAULT_WISHLIST_NAME}>
            <Button
              variant="secondary"
              fullWidth
              disabled={update.isPending}
              loading={update.isPending && update.variables === entry.id}
              onClick={() => update.mutate(entry.id)}
              css={{ justifyContent: 'flex-start' }}
            >
              {entry.name}
            </Button>
          </li>
        ))}
      </ul>
      {lists.isLoading && <Spinner label={TEXTS.loading} />}
      {lists.isError && (
        <p role="alert" css={{ margin: `${space[3]} 0 0`, color: color.danger }}>
          {extractErrorMessage(lists.error)}
        </p>
      )}
    </>
  );
}

/** A guest has no wishlists: the way to sign in, back to this page afterwards (as the route guard does). */
function GuestNotice({ onLeave }: { onLeave: () => void }) {
  const location = useLocation();
  const signIn = () => {
    rememberPathForSignIn(`${location.pathname}${location.search}${location.hash}`);
    onLeave();
  };
  return (
    <p css={{ margin: 0 }}>
      {TEXTS.guest}{' '}
      <Link to={LOGIN_PATH} onClick={signIn} css={textLinkCss}>
        {TEXTS.signIn}
      </Link>
    </p>
  );
}

interface CreateWishlistDialogProps {
  open: boolean;
  listsKey: QueryKey;
  /** With the server's message, once the new list is among the choices. */
  onCreated: (message: string) => void;
  onClose: () => void;
}

/** 'Create Another Wish List': on success the new list joins the choices; on failure the typed name stays. */
function CreateWishlistDialog({ open, listsKey, onCreated, onClose }: CreateWishlistDialogProps) {
  const queryClient = useQueryClient();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (validName: string) => createWishlistCategory(validName),
    onSuccess: (result) => {
      queryClient.setQueryData<WishlistCategory[]>(listsKey, (lists = []) => [...lists, result.data]);
      onCreated(result.message);
      setName('');
      onClose();
    },
    onError: (failure) => showErrorToast(failure),
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (create.isPending) return;
    const parsed = wishlistCategoryCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    create.mutate(parsed.data.name);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TEXTS.createTitle}
      okText={TEXTS.submit}
      onOk={submit}
      okDisabled={create.isPending}
      initialFocus={nameRef}
    >
      <form noValidate onSubmit={submit}>
        <TextField
          ref={nameRef}
          label={TEXTS.name}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          error={error}
          required
          autoComplete="off"
        />
      </form>
    </Modal>
  );
}

export const Panel: GlobalPanelModule<'ui:open-wishlist'>['Panel'] = WishlistPanel;
