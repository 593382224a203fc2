import { IllustrationFrame } from './illustration-frame';

/** A warning sign beside a grinning mask: threats and trolling. Drawn for Shobdo. */
export function ThreatIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title} from="#431407" to="#0f172a">
      {() => (
        <g>
          <path d="M48 18l32 58H16z" fill="#f97316" stroke="#fed7aa" strokeWidth="2" strokeLinejoin="round" />
          <path d="M48 38v18" stroke="#431407" strokeWidth="6" strokeLinecap="round" />
          <circle cx="48" cy="66" r="3.5" fill="#431407" />
          <path d="M96 30c14-6 34-6 44 2 2 22-6 40-22 46-16-6-24-24-22-48z" fill="#fdba74" />
          <path d="M104 44l8 3M132 44l-8 3" stroke="#431407" strokeWidth="3" strokeLinecap="round" />
          <path d="M106 58c6 8 18 8 24 0" stroke="#431407" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M110 60l2 3M118 62v3M126 60l-2 3" stroke="#431407" strokeWidth="1.5" />
        </g>
      )}
    </IllustrationFrame>
  );
}
