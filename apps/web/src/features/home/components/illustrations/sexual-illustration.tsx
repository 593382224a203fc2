import { IllustrationFrame } from './illustration-frame';

/** A blurred picture frame behind a crossed-out eye: content hidden from view. Drawn for Shobdo. */
export function SexualIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title} from="#500724" to="#0f172a">
      {() => (
        <g>
          <rect x="28" y="18" width="104" height="64" rx="6" fill="#831843" stroke="#f9a8d4" strokeWidth="2" />
          <circle cx="56" cy="42" r="9" fill="#f472b6" opacity="0.35" />
          <path d="M34 76l26-22 16 14 14-10 36 18z" fill="#f472b6" opacity="0.35" />
          <path d="M52 50c10-14 46-14 56 0-10 14-46 14-56 0z" fill="#fdf2f8" />
          <circle cx="80" cy="50" r="8" fill="#be185d" />
          <circle cx="80" cy="50" r="3" fill="#fdf2f8" />
          <path d="M54 30l52 40" stroke="#fb7185" strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
    </IllustrationFrame>
  );
}
