/** A screen whose real content comes in a later issue: it names itself, so nobody mistakes it for done. */
export function Placeholder({ title, note }: { title: string; note?: string }) {
  return (
    <section css={{ padding: '48px 16px', textAlign: 'center' }} data-testid="screen-placeholder">
      <h1 css={{ fontSize: 24, margin: '0 0 8px' }}>{title}</h1>
      <p css={{ color: '#5b6470', margin: 0 }}>{note ?? 'This screen is coming soon.'}</p>
    </section>
  );
}
