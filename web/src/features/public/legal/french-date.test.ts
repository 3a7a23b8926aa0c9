import { describe, expect, it } from 'vitest';
import { formatFrenchDate, isCalendarDate } from './french-date';

describe('formatFrenchDate', () => {
  it('should write a date as French does, with the month in words', () => {
    // Arrange
    const date = '2026-11-25';

    // Act
    const written = formatFrenchDate(date);

    // Assert
    expect(written).toBe('25 novembre 2026');
  });

  it('should write the first day of a month as « 1er »', () => {
    // Arrange / Act / Assert
    expect(formatFrenchDate('2024-03-01')).toBe('1er mars 2024');
    expect(formatFrenchDate('2024-03-02')).toBe('2 mars 2024');
  });

  it('should name every month with its accents', () => {
    // Arrange
    const dates = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-15`);

    // Act
    const months = dates.map((date) => formatFrenchDate(date).split(' ')[1]);

    // Assert
    expect(months).toEqual(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']);
  });

  it('should return a text that is not a calendar date unchanged', () => {
    // Arrange
    const notDates = ['mars 2024', '2026-13-01', '2026-02-30', '2026-1-5', ''];

    // Act
    const written = notDates.map(formatFrenchDate);

    // Assert
    expect(written).toEqual(notDates);
  });

  it('should know leap years', () => {
    // Arrange / Act / Assert
    expect(isCalendarDate(2028, 2, 29)).toBe(true);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
  });
});
