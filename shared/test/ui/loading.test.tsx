import { render, screen } from '@testing-library/react';
import { cssRulesFor } from './cssRules';
import { ProgressBar, Skeleton, SkeletonText, Spinner } from '../../src/ui';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton width={120} height={16} radius="pill" />
        <SkeletonText lines={4} />
      </>,
    );
    const blocks = Array.from(container.children);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(blocks[1].children).toHaveLength(4);
  });

  it('does not shimmer for people who ask for reduced motion', () => {
    const { container } = render(<Skeleton />);
    const rules = cssRulesFor(container.firstElementChild!);
    expect(rules.some((rule) => /^\.[\w-]+ \{[^}]*animation: [\w-]+ /.test(rule))).toBe(true);
    expect(rules.some((rule) => /^@media \(prefers-reduced-motion: reduce\) \{[^{]+\{[^}]*animation: none/.test(rule))).toBe(true);
  });
});

describe('ProgressBar', () => {
  it('tells how far a determinate task is', () => {
    render(<ProgressBar value={40} label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute('aria-valuenow');
  });
});

describe('Spinner', () => {
  it('announces what it stands for', () => {
    render(<Spinner label="Loading your order" />);
    expect(screen.getByRole('status', { name: 'Loading your order' })).toBeInTheDocument();
  });
});
