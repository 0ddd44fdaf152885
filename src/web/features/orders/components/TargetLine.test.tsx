import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/web-render';
import { TargetLine } from './TargetLine';

const placed = '2026-11-23T12:00:00.000Z';
const at = (min: number) => Date.parse(placed) + min * 60_000;

describe('TargetLine', () => {
  it('shows the minutes left against the target', () => {
    renderWithProviders(<TargetLine placed={placed} targetMinutes={15} now={at(4.5)} />);
    expect(screen.getByTestId('target').textContent).toBe('11 min left · target 15 min');
    expect(screen.getByTestId('target').dataset.late).toBeUndefined();
  });

  it('never shows more than the target left (an order placed after the clock last ticked)', () => {
    renderWithProviders(<TargetLine placed={placed} targetMinutes={10} now={at(-0.5)} />);
    expect(screen.getByTestId('target').textContent).toBe('10 min left · target 10 min');
  });

  it('says late in words (not colour alone) once the target has passed', () => {
    renderWithProviders(<TargetLine placed={placed} targetMinutes={15} now={at(18)} />);
    const line = screen.getByTestId('target');
    expect(line.textContent).toBe('late · 3 min over target (15 min)');
    expect(line.dataset.late).toBe('true');
  });
});
