/** One term and its value in a card's description list (an application's or the recommended plan's facts). */
export function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
