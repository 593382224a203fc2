// Placeholder route so the shell's lazy router builds; replaced by the real page shortly.
export default function HistoryRoute() {
  return <div />;
}
