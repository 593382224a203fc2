import { IllustrationFrame } from './illustration-frame';

/** A dome, a temple spire and a church roof side by side with a balance above them. Drawn for Shobdo. */
export function ReligiousIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title} from="#2e1065" to="#0f172a">
      {() => (
        <g>
          <path d="M30 84V62h28v22z" fill="#a78bfa" />
          <path d="M30 62a14 14 0 0 1 28 0z" fill="#c4b5fd" />
          <path d="M44 40v8" stroke="#ede9fe" strokeWidth="2" />
          <path d="M68 84V64l12-22 12 22v20z" fill="#8b5cf6" />
          <path d="M80 34v8" stroke="#ede9fe" strokeWidth="2" />
          <circle cx="80" cy="33" r="2.5" fill="#ede9fe" />
          <path d="M102 84V60l14-12 14 12v24z" fill="#a78bfa" />
          <path d="M116 36v12M111 41h10" stroke="#ede9fe" strokeWidth="2" />
          <path d="M46 20h68M80 14v8" stroke="#f5f3ff" strokeWidth="2" strokeLinecap="round" />
          <path d="M46 20l-7 12h14zM114 20l-7 12h14z" fill="#ddd6fe" opacity="0.8" />
          <path d="M18 84h124" stroke="#ede9fe" strokeWidth="2" opacity="0.6" />
        </g>
      )}
    </IllustrationFrame>
  );
}
