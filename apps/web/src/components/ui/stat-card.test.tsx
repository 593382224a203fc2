import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard, trendOf } from './stat-card';

describe('StatCard', () => {
  it('shows title, value, subtitle in the trend colour and flags', () => {
    render(
      <StatCard
        title="Total Visits"
        value="1,204"
        subtitle="+12% on the 30 days before"
        trend="green"
        flags={[{ code: 'BD', percentage: '64%' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Total Visits' })).toBeInTheDocument();
    expect(screen.getByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('+12% on the 30 days before')).toHaveClass('text-emerald-400');
    expect(screen.getByText('BD 64%')).toBeInTheDocument();
  });
  it('colours trends', () => {
    expect(trendOf(10, 5)).toBe('green');
    expect(trendOf(5, 10)).toBe('red');
    expect(trendOf(5, 10, false)).toBe('green');
    expect(trendOf(5, 5)).toBe('blue');
    expect(trendOf(5, 0)).toBe('blue');
  });
});
