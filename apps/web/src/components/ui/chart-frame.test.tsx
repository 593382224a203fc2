import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartFrame } from './chart-frame';

describe('ChartFrame', () => {
  it('hides the picture from assistive technology and offers the data as a table', async () => {
    render(
      <ChartFrame
        title="Usage"
        summary="Visits rose"
        showTableLabel="Show table"
        showChartLabel="Show chart"
        table={{ caption: 'Visits per day', columns: ['Date', 'Visits'], rows: [['Nov 1', 3]] }}
      >
        <div>bars</div>
      </ChartFrame>,
    );
    expect(screen.getByRole('region', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByText('Visits rose')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('table', { name: 'Visits per day' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
  });
});
