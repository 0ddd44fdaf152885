import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/web-render';
import { CallCard } from './CallCard';

const call = {
  _id: 'c1',
  restaurant: 'r1',
  User: { Name: 'Maja' },
  TableNumber: 7,
  Date: '2026-11-23T12:00:00.000Z',
  Status: 'preorder' as const,
};

describe('CallCard', () => {
  it("shows when the request came in the restaurant's time zone, whatever the browser's", () => {
    renderWithProviders(<CallCard call={call} now={Date.parse('2026-11-23T12:05:00Z')} timeZone="Asia/Kolkata" />);
    expect(screen.getByText('Maja · 17:30')).toBeTruthy();
    expect(screen.getByText('5 min')).toBeTruthy();
  });

  it("uses the platform's zone for a restaurant whose zone is not known yet", () => {
    renderWithProviders(<CallCard call={call} now={Date.parse('2026-11-23T12:05:00Z')} />);
    expect(screen.getByText('Maja · 13:00')).toBeTruthy();
  });
});
