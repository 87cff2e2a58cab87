import { formatMoney, formatNumber } from './numbers';
import { number } from './fields';

describe('one way to write a number', () => {
  it('groups thousands with a comma and writes up to the decimals there are', () => {
    expect([formatNumber(450), formatNumber(362.5), formatNumber(4798.75), formatNumber(3011), formatNumber(1234567.891)]).toEqual([
      '450',
      '362.5',
      '4,798.75',
      '3,011',
      '1,234,567.89',
    ]);
    expect(formatNumber(2.5, 0)).toBe('3');
    expect([formatNumber(null), formatNumber(undefined), formatNumber(Number.NaN)]).toEqual(['-', '-', '-']);
  });

  it('writes money with its sign and always two decimals', () => {
    expect([formatMoney(4500), formatMoney(1), formatMoney(0), formatMoney(-12.5), formatMoney(null)]).toEqual(['$4,500.00', '$1.00', '$0.00', '-$12.50', '-']);
  });

  it('a money field takes cents only, and says how a cell writes it', () => {
    const price = number('Precio', { min: 0, money: true });
    expect(price).toMatchObject({ money: true, decimals: 2 });
    expect(price.rule.safeParse(12.345).success).toBe(false);
    expect(number('Usuarios', { int: true }).decimals).toBe(0);
  });
});
