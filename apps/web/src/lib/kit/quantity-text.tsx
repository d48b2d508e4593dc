/**
 * A formatted quantity that may break before its decimal comma, and only there: '999998,999' in a
 * narrow column of a 360 px table (inventory counting's item, unit, expected, detected, action)
 * becomes '999998' over ',999' instead of pushing the table past the screen's edge. Whole numbers
 * and short ones never break.
 */
const breakable = { whiteSpace: 'normal' } as const;

export function QuantityText({ text, testId }: { text: string; testId?: string }) {
  const comma = text.indexOf(',');
  if (comma < 0) return <span data-testid={testId}>{text}</span>;
  return (
    <span data-testid={testId} style={breakable}>
      {text.slice(0, comma)}
      <wbr />
      {text.slice(comma)}
    </span>
  );
}
