import { color, font, space } from './tokens';

export interface PlaceholderProps {
  title: string;
  note?: string;
}

/** A screen whose real content comes in a later issue: it names itself, so nobody mistakes it for done. */
export function Placeholder({ title, note }: PlaceholderProps) {
  return (
    <section css={{ padding: `${space[12]} ${space[4]}`, textAlign: 'center' }} data-testid="screen-placeholder">
      <h1 css={{ fontSize: font.size['2xl'], margin: `0 0 ${space[2]}` }}>{title}</h1>
      <p css={{ color: color.textMuted, margin: 0 }}>{note ?? 'This screen is coming soon.'}</p>
    </section>
  );
}
