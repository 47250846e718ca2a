/**
 * Every UI-kit component on one page, for looking at them together at phone and desktop widths. A development
 * route (`/dev/ui-kit`, not registered in production) loaded on demand, so it costs the shop nothing.
 */
import { useState, type ReactNode } from 'react';
import { PAGE_SIZE_OPTIONS } from '@storefront/shared';
import { showErrorToast, showToast } from '@storefront/shared/runtime';
import {
  Button,
  color,
  font,
  layout,
  Price,
  ProgressBar,
  radius,
  Select,
  Skeleton,
  SkeletonText,
  space,
  Spinner,
  Stepper,
  Tag,
} from '@storefront/shared/ui';
import { Pagination } from '@storefront/shared/pagination';
import { useRouteHead } from '@storefront/shared/route-head';
import { Checkbox, FileField, Radio, RadioGroup, TextField, useForm } from '@storefront/shared/forms';
import { AlertDialog, ComboBox, ConfirmDialog, DatePicker, Drawer, Modal, Popper, SidePanel } from '@storefront/shared/overlays';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      css={{ padding: space[4], border: `${layout.borderWidth} solid ${color.border}`, borderRadius: radius.lg, background: color.surfaceRaised }}
    >
      <h2 css={{ margin: `0 0 ${space[3]}`, fontSize: font.size.lg }}>{title}</h2>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[3], alignItems: 'flex-start' }}>{children}</div>
    </section>
  );
}

function FormDemo() {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', email: '', phone: '', quantity: 0 },
    rules: {
      name: { label: 'Name', required: true },
      email: { label: 'Email', type: 'email', required: true },
      phone: { label: 'Phone', type: 'tel', required: true, pattern: /^[6-9]\d{9}$/ },
      quantity: { label: 'Quantity', type: 'number', required: true },
    },
    onSubmit: (values) => setSaved(`Saved ${values.name}`),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate css={{ display: 'grid', gap: space[3], width: '100%', maxWidth: '24rem' }}>
      {(['name', 'email', 'phone'] as const).map((name) => (
        <TextField
          key={name}
          label={name[0].toUpperCase() + name.slice(1)}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          required
          value={form.values[name]}
          onChange={(value) => form.setValue(name, value)}
          onBlur={() => form.touch(name)}
          error={form.errors[name]}
        />
      ))}
      <TextField
        label="Quantity"
        type="number"
        required
        value={form.values.quantity}
        onChange={(value) => form.setValue('quantity', Number(value))}
        hint="0 counts as filled"
      />
      <Button type="submit">Submit</Button>
      {saved && <p role="status">{saved}</p>}
    </form>
  );
}

export function UiKitGallery() {
  // The shell's own screen: the site's head, kept out of search results as the server sends it.
  useRouteHead({ kind: 'screen', remote: null });
  const [choice, setChoice] = useState('apples');
  const [agree, setAgree] = useState(true);
  const [slot, setSlot] = useState<string | null>('morning');
  const [file, setFile] = useState<File | null>(null);
  const [date, setDate] = useState('2026-11-22');
  const [city, setCity] = useState<string | null>(null);
  const [tags, setTags] = useState(['Fruits & Vegetables', 'Dairy']);
  const [quantity, setQuantity] = useState(2);
  const [page, setPage] = useState(3);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZE_OPTIONS[1]);
  const [open, setOpen] = useState<'modal' | 'confirm' | 'alert' | 'panel' | 'drawer' | null>(null);
  const [answer, setAnswer] = useState('');
  const [popperOpen, setPopperOpen] = useState(false);
  const [popperAnchor, setPopperAnchor] = useState<HTMLButtonElement | null>(null);
  const close = () => setOpen(null);

  return (
    <div css={{ display: 'grid', gap: space[4], padding: space[4], maxWidth: layout.contentMaxWidth, margin: '0 auto', boxSizing: 'border-box' }}>
      <h1 css={{ margin: 0, fontSize: font.size['2xl'] }}>UI kit</h1>
      <Section title="Buttons">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button loading>Saving</Button>
        <Button size="sm" disabled>
          Disabled
        </Button>
      </Section>
      <Section title="Form fields and validation">
        <FormDemo />
        <div css={{ display: 'grid', gap: space[3], width: '100%', maxWidth: '24rem' }}>
          <Select
            label="Fruit"
            value={choice}
            onChange={setChoice}
            options={[
              { value: 'apples', label: 'Apples' },
              { value: 'bananas', label: 'Bananas' },
              { value: 'mangoes', label: 'Mangoes' },
            ]}
          />
          <Checkbox label="Send me offers" checked={agree} onChange={setAgree} />
          <RadioGroup legend="Delivery slot" name="slot" value={slot} onChange={setSlot}>
            <Radio label="Morning (7–10 AM)" value="morning" />
            <Radio label="Evening (5–8 PM)" value="evening" />
          </RadioGroup>
          <FileField label="Invoice" value={file} onChange={setFile} hint="One file" />
          <DatePicker label="Date of birth" value={date} onChange={setDate} />
          <ComboBox
            label="City"
            value={city}
            onChange={setCity}
            options={['Bengaluru', 'Mumbai', 'Delhi', 'Chennai', 'Hyderabad', 'Pune'].map((name) => ({ value: name, label: name }))}
          />
        </div>
      </Section>
      <Section title="Tags, prices and quantity">
        {tags.map((tag) => (
          <Tag key={tag} label={tag} tone="primary" onClose={() => setTags((current) => current.filter((item) => item !== tag))} />
        ))}
        <Price price={52} actPrice={65} />
        <Price price={120} actPrice={120} />
        <Price price={1249.5} actPrice={1599} size="lg" />
        <Stepper
          quantity={quantity}
          onIncrement={() => setQuantity((value) => value + 1)}
          onDecrement={() => setQuantity((value) => value - 1)}
          max={10}
        />
      </Section>
      <Section title="Loading">
        <Spinner />
        <div css={{ width: '12rem' }}>
          <ProgressBar label="Indeterminate" />
        </div>
        <div css={{ width: '12rem' }}>
          <ProgressBar value={60} label="Uploading" />
        </div>
        <div css={{ display: 'grid', gap: space[2], width: '12rem' }}>
          <Skeleton height="8rem" radius="md" />
          <SkeletonText lines={2} />
        </div>
      </Section>
      <Section title="Pagination">
        <Pagination total={245} page={page} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />
      </Section>
      <Section title="Overlays">
        <Button variant="secondary" onClick={() => setOpen('modal')}>
          Open modal
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          Confirm
        </Button>
        <Button variant="secondary" onClick={() => setOpen('alert')}>
          Alert
        </Button>
        <Button variant="secondary" onClick={() => setOpen('panel')}>
          Side panel
        </Button>
        <Button variant="secondary" onClick={() => setOpen('drawer')}>
          Drawer
        </Button>
        <Button variant="secondary" ref={setPopperAnchor} onClick={() => setPopperOpen((value) => !value)}>
          Popper
        </Button>
        <Button variant="secondary" onClick={() => showToast({ message: 'Added to your cart', kind: 'success' })}>
          Toast
        </Button>
        <Button variant="secondary" onClick={() => showErrorToast({ response: { data: { message: 'Sorry, we do not deliver to 999999 yet.' } } })}>
          Error toast
        </Button>
        {answer && <p role="status">{answer}</p>}
      </Section>
      <Modal open={open === 'modal'} title="Change Location" onClose={close} onOk={close}>
        Deliveries are planned by pincode.
      </Modal>
      <ConfirmDialog
        open={open === 'confirm'}
        title="Cancel order?"
        message="Your order GR-000123 will be cancelled."
        onConfirm={() => {
          setAnswer('Confirmed');
          close();
        }}
        onCancel={() => {
          setAnswer('Cancelled');
          close();
        }}
      />
      <AlertDialog open={open === 'alert'} title="Saved" message="Your address was saved." onClose={close} />
      <SidePanel open={open === 'panel'} title="Cart Summary" onClose={close}>
        <SkeletonText lines={4} />
      </SidePanel>
      <Drawer open={open === 'drawer'} title="Menu" onClose={close}>
        <SkeletonText lines={6} />
      </Drawer>
      <Popper open={popperOpen} anchor={popperAnchor} onClose={() => setPopperOpen(false)}>
        <div css={{ padding: space[3] }}>Anchored content</div>
      </Popper>
    </div>
  );
}
