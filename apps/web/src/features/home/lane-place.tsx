/**
 * The place the popular lotteries lane takes on the home page (one row of cards under its heading: 174.75 px
 * on a phone, 184.75 px from 640 px, where the cards are wider), held while its code and its read are on
 * their way. The lane arrives after the first paint (ADR 043), above the commitments; for a signed-in
 * member the commitments start on the first screen, and without the place they were pushed down when the
 * lane came (CLS 0.04 under the member centre; ADR 043, third pass).
 */
export function LanePlace() {
  return <div aria-hidden="true" data-lane-place="" className="h-[174.75px] sm:h-[184.75px]" />;
}
