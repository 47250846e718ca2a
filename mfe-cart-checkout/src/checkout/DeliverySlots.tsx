/**
 * The checkout's delivery slot chooser: per delivery group of the cart, a strip of the next days and the chosen day's
 * windows, each a radio (arrow keys move between them, skipping those that cannot be chosen). A window that cannot be
 * chosen says why (full, past its cut-off, a closed day); an open one says when it stops taking orders, in shop time.
 */
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Radio, RadioGroup } from '@storefront/shared/forms';
import {
  formatDate,
  formatTimeOfDay,
  SHOP_TIMEZONE,
  shopToday,
  type DeliveryGroupSlots,
  type DeliverySlotChoice,
  type DeliverySlotsResponse,
  type DeliveryWindow,
} from '@storefront/shared/shopping';
import { color, focusRing, font, layout, radius, Skeleton, space } from '@storefront/shared/ui';
import { CART_PANEL_TEXTS } from '../panels/texts';
import { LoadFailed } from './LoadFailed';
import { SLOT_TEXTS as TEXTS } from './texts';

/** The windows the shopper picked, by delivery group (`groupKey`). */
export type PickedSlots = Readonly<Record<string, string>>;

export const groupKey = (group: { delivery_charge_id: number | null }) => String(group.delivery_charge_id);

const windowsOf = (group: DeliveryGroupSlots) => group.days.flatMap((day) => day.windows);

/** The group's window an order gets: the one picked while it can still be chosen, else the server's default. */
export function chosenWindow(group: DeliveryGroupSlots, picked: PickedSlots): DeliveryWindow | undefined {
  const windows = windowsOf(group);
  const pick = windows.find((window) => window.slot_id === picked[groupKey(group)] && window.available);
  return pick ?? windows.find((window) => window.slot_id === group.default_slot_id);
}

/** What 'Place Order' sends: one window per group that has one. */
export function slotChoices(groups: readonly DeliveryGroupSlots[], picked: PickedSlots): DeliverySlotChoice[] {
  return groups.flatMap((group) => {
    const window = chosenWindow(group, picked);
    return window ? [{ delivery_charge_id: group.delivery_charge_id, slot_id: window.slot_id }] : [];
  });
}

/** Whether the window of `choice` can still be chosen in `groups` (the server's newest answer). */
export function slotIsOpen(groups: readonly DeliveryGroupSlots[], choice: DeliverySlotChoice): boolean {
  const group = groups.find((candidate) => candidate.delivery_charge_id === choice.delivery_charge_id);
  return Boolean(group && windowsOf(group).some((window) => window.slot_id === choice.slot_id && window.available));
}

// The cut-off is an instant; its time of day is read on the shop's clock, wherever the browser is.
const shopClock = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** When the window stops taking orders: its time, and its day too when that is not the window's own (an early window closing the evening before). */
function cutoff(window: DeliveryWindow): string {
  const at = new Date(window.cutoff_at);
  const day = shopToday(at);
  const time = formatTimeOfDay(shopClock.format(at));
  return day === window.date ? time : TEXTS.dayAndTime(formatDate(day), time);
}

const windowRange = (window: Pick<DeliveryWindow, 'start_time' | 'end_time'>) =>
  `${formatTimeOfDay(window.start_time)} – ${formatTimeOfDay(window.end_time)}`;

function windowNote(window: DeliveryWindow): string {
  switch (window.closed_reason) {
    case 'full':
      return TEXTS.full;
    case 'past_cutoff':
      return TEXTS.closedAt(cutoff(window));
    case 'closed_day':
      return TEXTS.closed;
    default:
      return window.few_left ? `${TEXTS.fewLeft} · ${TEXTS.closesAt(cutoff(window))}` : TEXTS.closesAt(cutoff(window));
  }
}

export interface DeliverySlotsProps {
  slots: UseQueryResult<DeliverySlotsResponse>;
  picked: PickedSlots;
  onPick: (groupKey: string, slotId: string) => void;
  /** The server refused the chosen window at placement (it filled or closed meanwhile). */
  refusal: string | null;
}

export function DeliverySlots({ slots, picked, onPick, refusal }: DeliverySlotsProps) {
  if (slots.isPending) return <SlotsSkeleton />;
  if (slots.isError) {
    return <LoadFailed what={TEXTS.loadFailed} error={slots.error} retryLabel={TEXTS.retry} onRetry={() => void slots.refetch()} />;
  }
  const { groups } = slots.data;
  return (
    <div css={{ display: 'grid', gap: space[5], minWidth: 0 }}>
      {refusal && (
        <p
          role="alert"
          css={{ margin: 0, padding: `${space[2]} ${space[3]}`, borderRadius: radius.md, background: color.dangerSoft, color: color.danger }}
        >
          {refusal}
        </p>
      )}
      {groups.length === 0 && <p css={{ margin: 0, color: color.textMuted }}>{TEXTS.noDelivery}</p>}
      {groups.map((group, index) => (
        <GroupSlots
          // A new answer for the group starts its day strip at the chosen window's day again.
          key={`${groupKey(group)}-${slots.dataUpdatedAt}`}
          group={group}
          name={CART_PANEL_TEXTS.deliveryGroup(index + 1, groups.length)}
          headed={groups.length > 1}
          chosen={chosenWindow(group, picked)}
          onPick={(slotId) => onPick(groupKey(group), slotId)}
        />
      ))}
    </div>
  );
}

interface GroupSlotsProps {
  group: DeliveryGroupSlots;
  /** 'Delivery', or 'Delivery 1 of 2' when the cart comes in several deliveries. */
  name: string;
  /** The group's name shows as a heading only when the cart comes in several deliveries. */
  headed: boolean;
  chosen: DeliveryWindow | undefined;
  onPick: (slotId: string) => void;
}

function GroupSlots({ group, name, headed, chosen, onPick }: GroupSlotsProps) {
  const [shownDate, setShownDate] = useState(chosen?.date ?? group.days[0]?.date ?? null);
  const day = group.days.find((candidate) => candidate.date === shownDate) ?? group.days[0];
  if (!day || windowsOf(group).length === 0) {
    return (
      <section aria-label={name} css={{ display: 'grid', gap: space[2] }}>
        {headed && <h3 css={groupHeadingCss}>{name}</h3>}
        <p css={{ margin: 0, color: color.textMuted }}>{TEXTS.noDelivery}</p>
      </section>
    );
  }
  return (
    <section aria-label={name} css={{ display: 'grid', gap: space[3], minWidth: 0 }}>
      {headed && <h3 css={groupHeadingCss}>{name}</h3>}
      <RadioGroup legend={TEXTS.dayLegend(name)} name={`slot-day-${groupKey(group)}`} value={day.date} onChange={setShownDate} inline css={stripCss}>
        {group.days.map((candidate) => (
          <Radio
            key={candidate.date}
            value={candidate.date}
            css={[chipCss, { minWidth: '6.5rem' }]}
            label={
              <span css={chipTextCss}>
                <span>{formatDate(candidate.date)}</span>
                <span css={noteCss}>{candidate.closed ? TEXTS.closed : '\u00a0'}</span>
              </span>
            }
          />
        ))}
      </RadioGroup>
      <RadioGroup
        legend={TEXTS.windowLegend(name, formatDate(day.date))}
        name={`slot-window-${groupKey(group)}`}
        value={chosen?.slot_id ?? null}
        onChange={onPick}
        inline
        css={windowsCss}
      >
        {day.windows.map((window) => (
          <Radio
            key={window.slot_id}
            value={window.slot_id}
            disabled={!window.available}
            css={chipCss}
            label={
              <span css={chipTextCss}>
                <span css={{ fontWeight: font.weight.medium }}>{windowRange(window)}</span>
                <span css={[noteCss, window.few_left && window.available && { color: color.warning }]}>{windowNote(window)}</span>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </section>
  );
}

const DAY_CHIPS_SHOWN = 4;
const WINDOW_CHIPS_SHOWN = 4;

/** The chooser's shape while the windows load (one delivery): the day strip and a day's windows, as tall as they will be. */
function SlotsSkeleton() {
  return (
    <div aria-busy="true" aria-label={TEXTS.loading} role="status" css={{ display: 'grid', gap: space[3] }}>
      <Skeleton width="10rem" height={font.size.sm} />
      <div css={{ display: 'flex', gap: space[2], overflow: 'hidden' }}>
        {Array.from({ length: DAY_CHIPS_SHOWN }, (_, index) => (
          <Skeleton key={index} width="6.5rem" height={CHIP_HEIGHT} radius="md" css={{ flex: 'none' }} />
        ))}
      </div>
      <Skeleton width="10rem" height={font.size.sm} />
      <div css={windowGridCss}>
        {Array.from({ length: WINDOW_CHIPS_SHOWN }, (_, index) => (
          <Skeleton key={index} height={CHIP_HEIGHT} radius="md" />
        ))}
      </div>
    </div>
  );
}

const CHIP_HEIGHT = '3.5rem';

const groupHeadingCss = { margin: 0, fontSize: font.size.md } as const;

const windowGridCss = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: space[2] } as const;

// The day strip scrolls inside itself on a narrow screen, so the page never does.
const stripCss = { '& > div': { flexWrap: 'nowrap', overflowX: 'auto', gap: space[2], paddingBottom: space[1] } } as const;
const windowsCss = { '& > div': windowGridCss } as const;

const chipCss = {
  position: 'relative',
  flex: 'none',
  minHeight: CHIP_HEIGHT,
  boxSizing: 'border-box',
  padding: `${space[2]} ${space[3]}`,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surfaceRaised,
  // The radio itself is invisible but covers the whole chip: a tap anywhere on the chip lands on it.
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'inherit' },
  '&:has(input:checked)': {
    borderColor: color.primary,
    background: color.primarySoft,
    boxShadow: `inset 0 0 0 ${layout.borderWidth} ${color.primary}`,
  },
  '&:has(input:focus-visible)': focusRing,
  '&:has(input:disabled)': { cursor: 'not-allowed', background: color.surface, color: color.textMuted },
} as const;

const chipTextCss = { display: 'grid', gap: space[1], fontSize: font.size.sm, lineHeight: font.lineHeight.tight } as const;
const noteCss = { fontSize: font.size.xs, color: color.textMuted } as const;
